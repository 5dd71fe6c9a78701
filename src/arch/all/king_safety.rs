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
use crate::lookup::{
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

#[cfg(all(test, feature = "std"))]
mod cross_check {
    //! Early cross-check of the forms against a square-by-square walk
    //! (the catalogue's tests replace it once the kernel is registered).
    extern crate std;
    use super::*;

    fn walk(king: Square, ours: u64, theirs: Side, us: Color) -> KingSafety {
        let all = occupancy(&theirs);
        let (kf, kr) = ((king.index() % 8) as i32, (king.index() / 8) as i32);
        let bit = |f: i32, r: i32| 1u64 << (8 * r + f);
        let on = |f: i32, r: i32| (0..8).contains(&f) && (0..8).contains(&r);
        let mut checkers = 0;
        let fwd = if us == Color::White { 1 } else { -1 };
        for df in [-1, 1] {
            if on(kf + df, kr + fwd) && theirs.pawns & bit(kf + df, kr + fwd) != 0 {
                checkers |= bit(kf + df, kr + fwd);
            }
        }
        for (df, dr) in [
            (1, 2),
            (2, 1),
            (2, -1),
            (1, -2),
            (-1, -2),
            (-2, -1),
            (-2, 1),
            (-1, 2),
        ] {
            if on(kf + df, kr + dr) && theirs.knights & bit(kf + df, kr + dr) != 0 {
                checkers |= bit(kf + df, kr + dr);
            }
        }
        for (df, dr) in [
            (0, 1),
            (1, 1),
            (1, 0),
            (1, -1),
            (0, -1),
            (-1, -1),
            (-1, 0),
            (-1, 1),
        ] {
            if on(kf + df, kr + dr) && theirs.king & bit(kf + df, kr + dr) != 0 {
                checkers |= bit(kf + df, kr + dr);
            }
        }
        let (mut check_ray, mut pinned, mut po, mut pd) = (0, 0, 0, 0);
        for (df, dr) in [
            (0, 1),
            (1, 1),
            (1, 0),
            (1, -1),
            (0, -1),
            (-1, -1),
            (-1, 0),
            (-1, 1),
        ] {
            let diagonal = df != 0 && dr != 0;
            let kind = if diagonal {
                theirs.bishops | theirs.queens
            } else {
                theirs.rooks | theirs.queens
            };
            let (mut f, mut r, mut ray, mut mine) = (kf + df, kr + dr, 0u64, 0u64);
            while on(f, r) {
                ray |= bit(f, r);
                if all & bit(f, r) != 0 {
                    if kind & bit(f, r) != 0 {
                        match mine.count_ones() {
                            0 => {
                                checkers |= bit(f, r);
                                check_ray |= ray;
                            }
                            1 => {
                                pinned |= mine;
                                if diagonal {
                                    pd |= ray
                                } else {
                                    po |= ray
                                }
                            }
                            _ => {}
                        }
                    }
                    break;
                }
                if ours & bit(f, r) != 0 {
                    mine |= bit(f, r);
                }
                f += df;
                r += dr;
            }
        }
        let check_mask = match checkers.count_ones() {
            0 => !0,
            1 => check_ray | checkers,
            _ => 0,
        };
        KingSafety {
            checkers,
            pinned,
            pin_orthogonal: po,
            pin_diagonal: pd,
            check_mask,
        }
    }

    #[test]
    fn every_form_agrees_with_a_walk() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let mut seen = [0u32; 4];
        for i in 0..200_000 {
            let mut sparse = |n: u32| {
                let mut v = !0u64;
                for _ in 0..n + (i % 3) as u32 {
                    v &= next();
                }
                v
            };
            let theirs = Side {
                pawns: sparse(2),
                knights: sparse(3),
                bishops: sparse(3),
                rooks: sparse(3),
                queens: sparse(4),
                king: sparse(5),
            };
            let ours = sparse(1);
            let king = Square::new((next() % 64) as u8).unwrap();
            let us = if next() & 1 == 0 {
                Color::White
            } else {
                Color::Black
            };
            let want = walk(king, ours, theirs, us);
            seen[0] += want.in_check() as u32;
            seen[1] += want.in_double_check() as u32;
            seen[2] += (want.pinned != 0) as u32;
            seen[3] += (want.pinned.count_ones() > 1) as u32;
            assert_eq!(
                king_safety_scan(king, ours, theirs, us),
                want,
                "scan {king} {ours:#x} {theirs:?}"
            );
            #[cfg(target_arch = "x86_64")]
            if std::is_x86_feature_detected!("avx2") {
                // SAFETY: AVX2 detected just above.
                let got = unsafe {
                    crate::arch::x86_64::avx2::king_safety::king_safety(king, ours, theirs, us)
                };
                assert_eq!(got, want, "avx2 {king} {ours:#x} {theirs:?}");
            }
            #[cfg(all(target_arch = "x86_64", feature = "avx512"))]
            if std::is_x86_feature_detected!("avx512f")
                && std::is_x86_feature_detected!("avx512bw")
                && std::is_x86_feature_detected!("avx512vl")
            {
                // SAFETY: AVX-512 F/BW/VL detected just above.
                let got = unsafe {
                    crate::arch::x86_64::avx512::king_safety::king_safety(king, ours, theirs, us)
                };
                assert_eq!(got, want, "avx512 {king} {ours:#x} {theirs:?}");
            }
        }
        std::println!("in check, double check, a pin, several pins: {seen:?}");
        assert!(seen.iter().all(|&n| n > 100), "{seen:?}");
    }
}
