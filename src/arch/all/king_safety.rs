//! Checks and pins on one king in portable Rust: the snipers scan an engine
//! writes, and the pieces every form shares (the leapers' checks, the
//! check mask from the checkers).
//!
//! The scan looks from the king with only their pieces as blockers: every
//! slider of theirs it sees on a line of that slider's kind (a "sniper")
//! would attack the king if our pieces stepped aside. The squares between
//! the king and a sniper then hold only ours: none, and the sniper gives
//! check; exactly one, and that piece is pinned.
//!
//! The lanes forms (`avx2`, `avx512`) take the same two lookups and split
//! them by direction with [`DIRECTION_RAYS`], one direction a lane.

#[cfg(feature = "magic-table")]
use super::line_attacks::black_magic as lines;
use super::line_attacks::hyperbola_bswap;
#[cfg(not(feature = "magic-table"))]
use super::line_attacks::hyperbola_bswap as lines;
use crate::king_safety::KingSafety;
#[cfg(all(target_arch = "x86_64", feature = "alternatives"))]
use crate::masks::{anti_diagonal_through, diagonal_through, file, rank};
use crate::tables::{
    between, bishop_rays, king_attacks_from, knight_attacks_from, pawn_attacks_from, rook_rays,
};
#[cfg(all(target_arch = "x86_64", feature = "alternatives"))]
use crate::types::Dir;
use crate::types::{Color, Side, Square};

/// Each square's eight rays on an empty board, in [`Dir::ALL`] order (the
/// orthogonal directions at even indices), one 64-byte line a square: what
/// splits a lookup's attacks into directions, a direction a lane.
// Only the lanes forms read them (alternatives, x86-64).
#[cfg(all(target_arch = "x86_64", feature = "alternatives"))]
#[repr(C, align(64))]
pub(crate) struct DirectionRays(pub(crate) [[u64; 8]; 64]);

/// See [`DirectionRays`].
#[cfg(all(target_arch = "x86_64", feature = "alternatives"))]
pub(crate) static DIRECTION_RAYS: DirectionRays = DirectionRays({
    let mut rays = [[0u64; 8]; 64];
    let mut sq = 0;
    while sq < 64 {
        let square = Square::ALL[sq];
        // The squares above and below `square` in index order: a direction
        // whose step adds to the index runs through the first, else the second.
        let below = square.bit() - 1;
        let above = !below & !square.bit();
        let mut d = 0;
        while d < 8 {
            let (df, dr) = Dir::ALL[d].offsets();
            let line = if df == 0 {
                file(square.file())
            } else if dr == 0 {
                rank(square.rank())
            } else if df == dr {
                diagonal_through(square)
            } else {
                anti_diagonal_through(square)
            };
            let side = if 8 * dr + df > 0 { above } else { below };
            rays[sq][d] = line & side;
            d += 1;
        }
        sq += 1;
    }
    rays
});

/// The attacks from `king` of a rook and of a bishop with their pieces
/// (`all`) as the only blockers: in each direction, the ray up to and
/// including the first piece of theirs.
#[cfg(all(target_arch = "x86_64", feature = "alternatives"))]
#[inline(always)]
pub(crate) fn through_ours(king: Square, all: u64) -> (u64, u64) {
    (
        lines::rook_attacks_from(king, all),
        lines::bishop_attacks_from(king, all),
    )
}

/// Their pawns, knights and king that attack `king` (a pawn of theirs
/// attacks it where one of ours on `king` would attack the pawn).
#[inline(always)]
pub(crate) fn leaper_checkers(king: Square, theirs: &Side, us: Color) -> u64 {
    (knight_attacks_from(king) & theirs.knights)
        | (pawn_attacks_from(king, us) & theirs.pawns)
        | (king_attacks_from(king) & theirs.king)
}

/// The result from its parts: `king` the king's square, `checkers` every
/// piece giving check, `check_ray` the squares from the king (excluded) to
/// each slider giving check (included). With one checker the check mask is that ray, or the
/// checker itself where it is a leaper (its ray is then empty); with none
/// every square; with two or more none. Branch-free: the three cases are
/// selects.
#[inline(always)]
pub(crate) fn assemble(
    king: Square,
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
        king,
    }
}

/// The snipers scan with the slider lookups `rook` and `bishop` (any
/// per-square lookup: the portable ones here, `pext` in the BMI2 tree, the
/// free functions' inlined choice in the free `king_safety`): one lookup
/// each way from the king with their pieces as the only blockers (skipped
/// where no slider of theirs of that kind is on the king's lines), then
/// the squares between the king and each sniper. Its branches follow the
/// position: on positions of games most kings see no sniper, and the
/// branches are taken alike from one position to the next.
#[inline(always)]
pub(crate) fn scan_with(
    king: Square,
    ours: u64,
    theirs: Side,
    us: Color,
    rook: impl Fn(Square, u64) -> u64,
    bishop: impl Fn(Square, u64) -> u64,
) -> KingSafety {
    let all = theirs.occupied();
    let mine = ours & !all;
    let rooks = theirs.rooks | theirs.queens;
    let bishops = theirs.bishops | theirs.queens;
    let mut checkers = leaper_checkers(king, &theirs, us);
    let (mut check_ray, mut pinned) = (0, 0);
    let (mut pin_orthogonal, mut pin_diagonal) = (0, 0);
    let orthogonal = if rook_rays(king) & rooks != 0 {
        rook(king, all) & rooks
    } else {
        0
    };
    let diagonal = if bishop_rays(king) & bishops != 0 {
        bishop(king, all) & bishops
    } else {
        0
    };
    for (snipers, pins) in [
        (orthogonal, &mut pin_orthogonal),
        (diagonal, &mut pin_diagonal),
    ] {
        for sniper in Square::iter_set(snipers) {
            let ray = between(king, sniper) | sniper.bit();
            let blockers = ray & mine;
            if blockers == 0 {
                checkers |= sniper.bit();
                check_ray |= ray;
            } else if blockers & (blockers - 1) == 0 {
                pinned |= blockers;
                *pins |= ray;
            }
        }
    }
    assemble(
        king,
        checkers,
        check_ray,
        pinned,
        pin_orthogonal,
        pin_diagonal,
    )
}

/// The snipers scan with the portable lookups (black magic, where the
/// crate has its table; else the byte-swap Hyperbola Quintessence).
#[inline]
pub(crate) fn king_safety_scan(king: Square, ours: u64, theirs: Side, us: Color) -> KingSafety {
    scan_with(
        king,
        ours,
        theirs,
        us,
        lines::rook_attacks_from,
        lines::bishop_attacks_from,
    )
}

/// The snipers scan with the byte-swap Hyperbola Quintessence lookups (no
/// table), whatever the crate's features.
#[inline]
pub(crate) fn king_safety_scan_hyperbola(
    king: Square,
    ours: u64,
    theirs: Side,
    us: Color,
) -> KingSafety {
    scan_with(
        king,
        ours,
        theirs,
        us,
        hyperbola_bswap::rook_attacks_from,
        hyperbola_bswap::bishop_attacks_from,
    )
}

// The batch forms: each scan in a loop.
batch_loop!(from_king(Color), king_safety_scan_batch, king_safety_scan);
batch_loop!(
    from_king(Color),
    king_safety_scan_hyperbola_batch,
    king_safety_scan_hyperbola
);

#[cfg(all(test, target_arch = "x86_64", feature = "alternatives"))]
mod tests {
    use super::*;

    /// Each ray is the squares walked from the square in its direction.
    #[test]
    fn direction_rays_are_the_walks() {
        for sq in Square::ALL {
            for (d, dir) in Dir::ALL.into_iter().enumerate() {
                let (df, dr) = match dir {
                    Dir::North => (0, 1),
                    Dir::NorthEast => (1, 1),
                    Dir::East => (1, 0),
                    Dir::SouthEast => (1, -1),
                    Dir::South => (0, -1),
                    Dir::SouthWest => (-1, -1),
                    Dir::West => (-1, 0),
                    Dir::NorthWest => (-1, 1),
                };
                let (mut f, mut r, mut ray) = (sq.index() as i32 % 8, sq.index() as i32 / 8, 0u64);
                loop {
                    f += df;
                    r += dr;
                    if !(0..8).contains(&f) || !(0..8).contains(&r) {
                        break;
                    }
                    ray |= 1 << (8 * r + f);
                }
                assert_eq!(DIRECTION_RAYS.0[sq.index() as usize][d], ray, "{sq} {dir}");
            }
        }
    }
}
