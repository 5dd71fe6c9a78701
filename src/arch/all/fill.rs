//! Fills and set-wise sliding attacks in portable Rust.
//!
//! All eight directions share one code path through the "generalised shift"
//! of the Dumb7Fill text: a rotate by the direction's step (mod 64) followed
//! by a mask that clears both the squares that wrapped around the board's
//! top or bottom (rotated in at the other end) and those that wrapped from
//! one edge file to the other.

use crate::types::Dir;

/// Left-rotate amount of one step in each direction (`step mod 64`).
pub(crate) const ROTATE: [u32; 8] = {
    let mut r = [0; 8];
    let mut i = 0;
    while i < 8 {
        r[i] = (Dir::ALL[i].step() as i32).rem_euclid(64) as u32;
        i += 1;
    }
    r
};

/// Squares a one-step rotate may produce: the direction's wrap mask, minus
/// the bits a left rotate by `step > 0` brings in at the bottom (or a right
/// rotate at the top).
pub(crate) const AVOID_WRAP: [u64; 8] = {
    let mut m = [0; 8];
    let mut i = 0;
    while i < 8 {
        let s = Dir::ALL[i].step();
        let rotated_in = if s > 0 { !(!0u64 << s) } else { !(!0u64 >> -s) };
        m[i] = Dir::ALL[i].wrap_mask() & !rotated_in;
        i += 1;
    }
    m
};

/// One step in `dir` (generalised rotate + mask).
#[inline]
pub(crate) fn shift_one_rotate(b: u64, dir: Dir) -> u64 {
    b.rotate_left(ROTATE[dir.index()]) & AVOID_WRAP[dir.index()]
}

/// Dumb7Fill, unrolled: seven single steps through the propagator.
#[inline]
pub(crate) fn occluded_fill_dumb7(generators: u64, pro: u64, dir: Dir) -> u64 {
    let (r, pro) = (ROTATE[dir.index()], pro & AVOID_WRAP[dir.index()]);
    let (mut flood, mut g) = (generators, generators);
    for _ in 0..7 {
        g = g.rotate_left(r) & pro;
        flood |= g;
    }
    flood
}

/// Dumb7Fill as a loop that stops as soon as the flood stops growing.
#[inline]
pub(crate) fn occluded_fill_loop(generators: u64, pro: u64, dir: Dir) -> u64 {
    let (r, pro) = (ROTATE[dir.index()], pro & AVOID_WRAP[dir.index()]);
    let (mut flood, mut g) = (0, generators);
    while g != 0 {
        flood |= g;
        // `& !flood` ends the loop: every step adds new squares or nothing.
        g = g.rotate_left(r) & pro & !flood;
    }
    flood
}

/// Kogge-Stone parallel prefix: steps of 1, 2 and 4, the propagator halving
/// its reach each time (a square propagates two steps only if both squares
/// on the way do). Rotates serve as shifts because the masked propagator is
/// empty wherever a rotate would bring bits in from the other end.
#[inline]
pub(crate) fn occluded_fill_kogge_stone(generators: u64, pro: u64, dir: Dir) -> u64 {
    let r = ROTATE[dir.index()];
    let mut pro = pro & AVOID_WRAP[dir.index()];
    let mut g = generators;
    g |= pro & g.rotate_left(r);
    pro &= pro.rotate_left(r);
    g |= pro & g.rotate_left(2 * r % 64);
    pro &= pro.rotate_left(2 * r % 64);
    g |= pro & g.rotate_left(4 * r % 64);
    g
}

macro_rules! fills_by {
    ($method:ident, $occluded:ident) => {
        pub(crate) mod $method {
            use super::*;

            #[inline]
            pub(crate) fn fill(generators: u64, dir: Dir) -> u64 {
                $occluded(generators, !0, dir)
            }

            #[inline]
            pub(crate) fn ray_attacks(sliders: u64, empty: u64, dir: Dir) -> u64 {
                shift_one_rotate($occluded(sliders, empty, dir), dir)
            }

            #[inline]
            fn union(sliders: u64, empty: u64, dirs: [Dir; 4]) -> u64 {
                dirs.iter()
                    .fold(0, |acc, &d| acc | ray_attacks(sliders, empty, d))
            }

            #[inline]
            pub(crate) fn rook_attacks(rooks: u64, empty: u64) -> u64 {
                union(rooks, empty, Dir::ORTHOGONAL)
            }

            #[inline]
            pub(crate) fn bishop_attacks(bishops: u64, empty: u64) -> u64 {
                union(bishops, empty, Dir::DIAGONAL)
            }

            #[inline]
            pub(crate) fn queen_attacks(queens: u64, empty: u64) -> u64 {
                rook_attacks(queens, empty) | bishop_attacks(queens, empty)
            }

            #[inline]
            pub(crate) fn attacks_by_direction(sliders: u64, empty: u64) -> [u64; 8] {
                Dir::ALL.map(|d| ray_attacks(sliders, empty, d))
            }

            batch_loop!(map(Dir), fill_batch, fill);
            batch_loop!(zip(Dir), occluded_fill_batch, $occluded);
            batch_loop!(zip(Dir), ray_attacks_batch, ray_attacks);
            batch_loop!(zip, rook_attacks_batch, rook_attacks);
            batch_loop!(zip, bishop_attacks_batch, bishop_attacks);
            batch_loop!(zip, queen_attacks_batch, queen_attacks);
            batch_loop!(by_dir, attacks_by_direction_batch, attacks_by_direction);
        }
    };
}

#[cfg(feature = "alternatives")]
fills_by!(dumb7, occluded_fill_dumb7);
fills_by!(kogge_stone, occluded_fill_kogge_stone);

batch_loop!(map(Dir), shift_one_rotate_batch, shift_one_rotate);
