//! Checks and pins on one king in portable Rust: the snipers scan an engine
//! writes, and the pieces every form shares (the leapers' checks, the
//! check mask from the checkers).
//!
//! The scan looks from the king with only their pieces as blockers: every
//! slider of theirs it sees on a line of that slider's kind (a "sniper")
//! would attack the king if our pieces stepped aside. The squares between
//! the king and a sniper then hold only ours: none, and the sniper gives
//! check; exactly one, and that piece is pinned.

#[cfg(feature = "magic-table")]
use super::line_attacks::black_magic as lines;
#[cfg(not(feature = "magic-table"))]
use super::line_attacks::hyperbola_bswap as lines;
use crate::king_safety::KingSafety;
use crate::tables::{
    between, bishop_rays, king_attacks_from, knight_attacks_from, pawn_attacks_from, rook_rays,
};
use crate::types::{Color, Side, Square};

/// Every square of `side`.
#[inline(always)]
pub(crate) fn occupancy(side: &Side) -> u64 {
    side.pawns | side.knights | side.bishops | side.rooks | side.queens | side.king
}

/// Their pawns, knights and king that attack `king` (a pawn of theirs
/// attacks it where one of ours on `king` would attack the pawn).
#[inline(always)]
pub(crate) fn leaper_checkers(king: Square, theirs: &Side, us: Color) -> u64 {
    (knight_attacks_from(king) & theirs.knights)
        | (pawn_attacks_from(king, us) & theirs.pawns)
        | (king_attacks_from(king) & theirs.king)
}

/// The result from its parts: `checkers` every piece giving check,
/// `check_ray` the squares from the king (excluded) to each slider giving
/// check (included). With one checker the check mask is that ray, or the
/// checker itself where it is a leaper (its ray is then empty); with none
/// every square; with two or more none. Branch-free: the three cases are
/// selects.
#[inline(always)]
pub(crate) fn assemble(
    checkers: u64,
    check_ray: u64,
    pinned: u64,
    pin_orthogonal: u64,
    pin_diagonal: u64,
) -> KingSafety {
    let check_mask = if checkers == 0 {
        !0
    } else if checkers & checkers.wrapping_sub(1) != 0 {
        0
    } else {
        check_ray | checkers
    };
    KingSafety {
        checkers,
        pinned,
        pin_orthogonal,
        pin_diagonal,
        check_mask,
    }
}

/// The snipers scan: one slider lookup each way from the king with their
/// pieces as the only blockers (skipped where no slider of theirs of that
/// kind is on the king's lines), then the squares between the king and
/// each sniper.
#[inline]
pub(crate) fn king_safety_scan(king: Square, ours: u64, theirs: Side, us: Color) -> KingSafety {
    let all = occupancy(&theirs);
    let mine = ours & !all;
    let orthogonal = theirs.rooks | theirs.queens;
    let diagonal = theirs.bishops | theirs.queens;
    let mut checkers = leaper_checkers(king, &theirs, us);
    let (mut check_ray, mut pinned) = (0, 0);
    let mut scan = |snipers: u64| {
        let mut rays = 0;
        for sniper in Square::iter_set(snipers) {
            let ray = between(king, sniper) | sniper.bit();
            let blockers = ray & mine;
            if blockers == 0 {
                checkers |= sniper.bit();
                check_ray |= ray;
            } else if blockers & (blockers - 1) == 0 {
                pinned |= blockers;
                rays |= ray;
            }
        }
        rays
    };
    let pin_orthogonal = if rook_rays(king) & orthogonal != 0 {
        scan(lines::rook_attacks_from(king, all) & orthogonal)
    } else {
        0
    };
    let pin_diagonal = if bishop_rays(king) & diagonal != 0 {
        scan(lines::bishop_attacks_from(king, all) & diagonal)
    } else {
        0
    };
    assemble(checkers, check_ray, pinned, pin_orthogonal, pin_diagonal)
}

// The batch form: the scan in a loop.
batch_loop!(from_king(Color), king_safety_scan_batch, king_safety_scan);
