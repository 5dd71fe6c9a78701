//! `simd128` fills and set-wise attacks, two boards per `v128`, through the
//! shared bodies (`generic::fill`, its `pairs` batch forms).
//!
//! One board: the second lane holds the board turned half round (all 64
//! bits reversed, by the shared byte swap and nibble lookup,
//! `generic::flip::rotate_180_nibble_lut`), as on NEON: the fill north-east
//! of the turned board is the turned fill south-west of the board, so a
//! rook's four rays are two Kogge-Stone fills of one vector, a queen's
//! eight four.

use core::arch::wasm32::*;

use super::vector::lanes;
use crate::arch::generic::fill::{pairs, union_of, Step};
use crate::arch::generic::flip::rotate_180_nibble_lut;
use crate::arch::generic::vector::Vector;
use crate::types::Dir;

/// Every lane turned half round (its 64 bits reversed).
#[inline(always)]
fn half_turn(v: v128) -> v128 {
    // SAFETY: the build enables simd128.
    unsafe { rotate_180_nibble_lut(v) }
}

/// `([s, s turned], [e, e turned])`: one half turn serves both boards.
#[inline(always)]
fn with_half_turns(s: u64, e: u64) -> (v128, v128) {
    let (v, t) = (u64x2(s, e), half_turn(u64x2(s, e)));
    (i64x2_shuffle::<0, 2>(v, t), i64x2_shuffle::<1, 3>(v, t))
}

/// The attacks `union` (a [`union_of!`] of some directions) gives, and their
/// opposites, of one board: lane 0 united with lane 1 turned back.
#[inline(always)]
fn both_ways(sliders: u64, empty: u64, union: impl Fn(v128, v128) -> v128) -> u64 {
    let (s, e) = with_half_turns(sliders, empty);
    let r = union(s, e);
    lanes(r)[0] | lanes(half_turn(r))[1]
}

/// One direction's attacks of two boards, the direction a constant.
macro_rules! attacks {
    ($d:ident, $s:expr, $e:expr) => {
        // SAFETY: the build enables simd128.
        unsafe { Step::<v128>::new(Dir::$d).attacks($s, $e) }
    };
}

/// Rook attacks of every rook: north and east in lane 0, south and west
/// (north and east of the turned board) in lane 1.
#[inline]
pub(crate) fn rook_attacks(rooks: u64, empty: u64) -> u64 {
    // SAFETY: the build enables simd128.
    both_ways(rooks, empty, |s, e| unsafe {
        union_of!(v128, s, e, [North, East])
    })
}

/// Bishop attacks: north-east and north-west both ways.
#[inline]
pub(crate) fn bishop_attacks(bishops: u64, empty: u64) -> u64 {
    // SAFETY: the build enables simd128.
    both_ways(bishops, empty, |s, e| unsafe {
        union_of!(v128, s, e, [NorthEast, NorthWest])
    })
}

/// Queen attacks: four fills of one vector give the eight rays.
#[inline]
pub(crate) fn queen_attacks(queens: u64, empty: u64) -> u64 {
    // SAFETY: the build enables simd128.
    both_ways(queens, empty, |s, e| unsafe {
        union_of!(v128, s, e, [North, NorthEast, East, SouthEast])
    })
}

/// The eight rays in [`Dir::ALL`] order: directions 0..4 in lane 0 of four
/// fills, their opposites (4..8) in lane 1, turned back two at a time.
#[inline]
pub(crate) fn attacks_by_direction(sliders: u64, empty: u64) -> [u64; 8] {
    let (s, e) = with_half_turns(sliders, empty);
    // `Dir::ALL[0..4]` are north, north-east, east and south-east, whose
    // opposites are `Dir::ALL[4..8]` in the same order.
    let [n, ne, ea, se] = [
        attacks!(North, s, e),
        attacks!(NorthEast, s, e),
        attacks!(East, s, e),
        attacks!(SouthEast, s, e),
    ];
    let ahead = [i64x2_shuffle::<0, 2>(n, ne), i64x2_shuffle::<0, 2>(ea, se)];
    let back = [
        half_turn(i64x2_shuffle::<1, 3>(n, ne)),
        half_turn(i64x2_shuffle::<1, 3>(ea, se)),
    ];
    let [a, b, c, d] = [ahead[0], ahead[1], back[0], back[1]].map(lanes);
    [a[0], a[1], b[0], b[1], c[0], c[1], d[0], d[1]]
}

// ------------------------------------------------------------- batch forms

/// `$body` with `$d` bound to `dir` as a constant: one copy of the loop per
/// direction, so its steps are constant shifts (wasm's shift direction
/// depends on the step's sign, which a run-time `dir` leaves to a select
/// in the loop).
macro_rules! for_dir {
    ($dir:expr, |$d:ident| $body:expr) => {
        match $dir {
            Dir::North => {
                let $d = Dir::North;
                $body
            }
            Dir::NorthEast => {
                let $d = Dir::NorthEast;
                $body
            }
            Dir::East => {
                let $d = Dir::East;
                $body
            }
            Dir::SouthEast => {
                let $d = Dir::SouthEast;
                $body
            }
            Dir::South => {
                let $d = Dir::South;
                $body
            }
            Dir::SouthWest => {
                let $d = Dir::SouthWest;
                $body
            }
            Dir::West => {
                let $d = Dir::West;
                $body
            }
            Dir::NorthWest => {
                let $d = Dir::NorthWest;
                $body
            }
        }
    };
}

/// One step of two boards at a time.
///
/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
#[inline]
pub(crate) unsafe fn shift_one_batch(src: *const u64, dst: *mut u64, len: usize, dir: Dir) {
    // SAFETY: the build enables simd128; the pointers from the caller.
    unsafe { for_dir!(dir, |d| pairs::shift_one::<v128>(src, dst, len, d)) }
}

/// Kogge-Stone fill on an empty board, two boards at a time.
///
/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
#[inline]
pub(crate) unsafe fn fill_batch(src: *const u64, dst: *mut u64, len: usize, dir: Dir) {
    // SAFETY: the build enables simd128; the pointers from the caller.
    unsafe { for_dir!(dir, |d| pairs::fill::<v128>(src, dst, len, d)) }
}

/// Kogge-Stone occluded fill, two boards at a time.
#[inline]
pub(crate) fn occluded_fill_batch(gen: &[u64], pro: &[u64], out: &mut [u64], dir: Dir) {
    // SAFETY: the build enables simd128.
    unsafe { for_dir!(dir, |d| pairs::occluded_fill::<v128>(gen, pro, out, d)) }
}

/// Attacks in one direction, two boards at a time.
#[inline]
pub(crate) fn ray_attacks_batch(sliders: &[u64], empty: &[u64], out: &mut [u64], dir: Dir) {
    // SAFETY: the build enables simd128.
    unsafe { for_dir!(dir, |d| pairs::ray_attacks::<v128>(sliders, empty, out, d)) }
}

/// Rook attacks, two boards at a time (four fills per pair).
#[inline]
pub(crate) fn rook_attacks_batch(rooks: &[u64], empty: &[u64], out: &mut [u64]) {
    // SAFETY: the build enables simd128.
    unsafe { pairs::rook::<v128>(rooks, empty, out) }
}

/// Bishop attacks, two boards at a time (four fills per pair).
#[inline]
pub(crate) fn bishop_attacks_batch(bishops: &[u64], empty: &[u64], out: &mut [u64]) {
    // SAFETY: the build enables simd128.
    unsafe { pairs::bishop::<v128>(bishops, empty, out) }
}

/// Queen attacks, two boards at a time (eight fills per pair).
#[inline]
pub(crate) fn queen_attacks_batch(queens: &[u64], empty: &[u64], out: &mut [u64]) {
    // SAFETY: the build enables simd128.
    unsafe { pairs::queen::<v128>(queens, empty, out) }
}

/// The eight rays of two boards at a time: one fill per direction (in
/// [`Dir::ALL`] order), each vector `[d(board 0), d(board 1)]`; shuffles
/// pair directions into each board's row. An odd last board through the
/// single-board form.
#[inline]
pub(crate) fn attacks_by_direction_batch(sliders: &[u64], empty: &[u64], out: &mut [[u64; 8]]) {
    let len = out.len().min(sliders.len()).min(empty.len());
    let pairs = len / 2 * 2;
    for i in (0..pairs).step_by(2) {
        // SAFETY: `i + 2 <= len`, within both input slices.
        let (s, e) = unsafe {
            (
                v128::load_unaligned(sliders.as_ptr().add(i)),
                v128::load_unaligned(empty.as_ptr().add(i)),
            )
        };
        let r = [
            attacks!(North, s, e),
            attacks!(NorthEast, s, e),
            attacks!(East, s, e),
            attacks!(SouthEast, s, e),
            attacks!(South, s, e),
            attacks!(SouthWest, s, e),
            attacks!(West, s, e),
            attacks!(NorthWest, s, e),
        ];
        let rows = out[i..i + 2].as_mut_ptr().cast::<u64>();
        for k in 0..4 {
            let (a, b) = (r[2 * k], r[2 * k + 1]);
            // SAFETY: `rows` is `out[i]` and `out[i + 1]`, 16 writable
            // boards; `2 * k + 1 < 8`.
            unsafe {
                i64x2_shuffle::<0, 2>(a, b).store_unaligned(rows.add(2 * k));
                i64x2_shuffle::<1, 3>(a, b).store_unaligned(rows.add(8 + 2 * k));
            }
        }
    }
    if pairs < len {
        out[pairs] = attacks_by_direction(sliders[pairs], empty[pairs]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arch::testing::{check_fills, Fills};

    #[test]
    fn every_form_matches_the_portable_ones() {
        check_fills(Fills {
            rook: rook_attacks,
            bishop: bishop_attacks,
            queen: queen_attacks,
            by_direction: attacks_by_direction,
            shift_one_batch,
            fill_batch,
            occluded_fill_batch,
            ray_attacks_batch,
            rook_batch: rook_attacks_batch,
            bishop_batch: bishop_attacks_batch,
            queen_batch: queen_attacks_batch,
            by_direction_batch: attacks_by_direction_batch,
        });
    }
}
