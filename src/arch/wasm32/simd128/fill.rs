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
use crate::arch::generic::fill::{pairs, union, Step};
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

/// Union of the attacks in `dirs` and their opposites, of one board: lane
/// 0 united with lane 1 turned back.
#[inline(always)]
fn both_ways(sliders: u64, empty: u64, dirs: &[Dir]) -> u64 {
    let (s, e) = with_half_turns(sliders, empty);
    // SAFETY: the build enables simd128.
    let r = unsafe { union(s, e, dirs) };
    lanes(r)[0] | lanes(half_turn(r))[1]
}

/// Rook attacks of every rook: north and east in lane 0, south and west
/// (north and east of the turned board) in lane 1.
#[inline]
pub(crate) fn rook_attacks(rooks: u64, empty: u64) -> u64 {
    both_ways(rooks, empty, &[Dir::North, Dir::East])
}

/// Bishop attacks: north-east and north-west both ways.
#[inline]
pub(crate) fn bishop_attacks(bishops: u64, empty: u64) -> u64 {
    both_ways(bishops, empty, &[Dir::NorthEast, Dir::NorthWest])
}

/// Queen attacks: four fills of one vector give the eight rays.
#[inline]
pub(crate) fn queen_attacks(queens: u64, empty: u64) -> u64 {
    both_ways(
        queens,
        empty,
        &[Dir::North, Dir::NorthEast, Dir::East, Dir::SouthEast],
    )
}

/// The eight rays in [`Dir::ALL`] order: directions 0..4 in lane 0 of four
/// fills, their opposites (4..8) in lane 1, turned back two at a time.
#[inline]
pub(crate) fn attacks_by_direction(sliders: u64, empty: u64) -> [u64; 8] {
    let (s, e) = with_half_turns(sliders, empty);
    // SAFETY: the build enables simd128; `Dir::ALL[0..4]` are north,
    // north-east, east and south-east, whose opposites are `Dir::ALL[4..8]`
    // in the same order.
    let [n, ne, ea, se] = [Dir::North, Dir::NorthEast, Dir::East, Dir::SouthEast]
        .map(|d| unsafe { Step::<v128>::new(d).attacks(s, e) });
    let ahead = [i64x2_shuffle::<0, 2>(n, ne), i64x2_shuffle::<0, 2>(ea, se)];
    let back = [
        half_turn(i64x2_shuffle::<1, 3>(n, ne)),
        half_turn(i64x2_shuffle::<1, 3>(ea, se)),
    ];
    let [a, b, c, d] = [ahead[0], ahead[1], back[0], back[1]].map(lanes);
    [a[0], a[1], b[0], b[1], c[0], c[1], d[0], d[1]]
}

// ------------------------------------------------------------- batch forms

/// One step of two boards at a time.
///
/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
#[inline]
pub(crate) unsafe fn shift_one_batch(src: *const u64, dst: *mut u64, len: usize, dir: Dir) {
    // SAFETY: the build enables simd128; the pointers from the caller.
    unsafe { pairs::shift_one::<v128>(src, dst, len, dir) }
}

/// Kogge-Stone fill on an empty board, two boards at a time.
///
/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
#[inline]
pub(crate) unsafe fn fill_batch(src: *const u64, dst: *mut u64, len: usize, dir: Dir) {
    // SAFETY: the build enables simd128; the pointers from the caller.
    unsafe { pairs::fill::<v128>(src, dst, len, dir) }
}

/// Kogge-Stone occluded fill, two boards at a time.
#[inline]
pub(crate) fn occluded_fill_batch(gen: &[u64], pro: &[u64], out: &mut [u64], dir: Dir) {
    // SAFETY: the build enables simd128.
    unsafe { pairs::occluded_fill::<v128>(gen, pro, out, dir) }
}

/// Attacks in one direction, two boards at a time.
#[inline]
pub(crate) fn ray_attacks_batch(sliders: &[u64], empty: &[u64], out: &mut [u64], dir: Dir) {
    // SAFETY: the build enables simd128.
    unsafe { pairs::ray_attacks::<v128>(sliders, empty, out, dir) }
}

/// Rook attacks, two boards at a time (four fills per pair).
#[inline]
pub(crate) fn rook_attacks_batch(rooks: &[u64], empty: &[u64], out: &mut [u64]) {
    // SAFETY: the build enables simd128.
    unsafe { pairs::union_of::<v128>(rooks, empty, out, &Dir::ORTHOGONAL) }
}

/// Bishop attacks, two boards at a time (four fills per pair).
#[inline]
pub(crate) fn bishop_attacks_batch(bishops: &[u64], empty: &[u64], out: &mut [u64]) {
    // SAFETY: the build enables simd128.
    unsafe { pairs::union_of::<v128>(bishops, empty, out, &Dir::DIAGONAL) }
}

/// Queen attacks, two boards at a time (eight fills per pair).
#[inline]
pub(crate) fn queen_attacks_batch(queens: &[u64], empty: &[u64], out: &mut [u64]) {
    // SAFETY: the build enables simd128.
    unsafe { pairs::union_of::<v128>(queens, empty, out, &Dir::ALL) }
}

/// The eight rays of two boards at a time: one fill per direction, each
/// vector `[d(board 0), d(board 1)]`, its lanes stored into each board's
/// row. An odd last board through the single-board form.
#[inline]
pub(crate) fn attacks_by_direction_batch(sliders: &[u64], empty: &[u64], out: &mut [[u64; 8]]) {
    let len = out.len().min(sliders.len()).min(empty.len());
    let pairs = len / 2 * 2;
    for i in (0..pairs).step_by(2) {
        // SAFETY: `i + 2 <= len`, within both input slices; the build
        // enables simd128.
        let r = unsafe {
            let s = v128::load_unaligned(sliders.as_ptr().add(i));
            let e = v128::load_unaligned(empty.as_ptr().add(i));
            Dir::ALL.map(|d| lanes(Step::<v128>::new(d).attacks(s, e)))
        };
        out[i] = r.map(|l| l[0]);
        out[i + 1] = r.map(|l| l[1]);
    }
    if pairs < len {
        out[pairs] = attacks_by_direction(sliders[pairs], empty[pairs]);
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::{vec, vec::Vec};

    use super::*;
    use crate::arch::all::fill::{self as all, kogge_stone as ks};
    use crate::arch::testing::{boards, check_map, check_zip, pairs, LENGTHS};

    #[test]
    fn single_board_forms_match_scalar() {
        for (s, e) in pairs() {
            assert_eq!(rook_attacks(s, e), ks::rook_attacks(s, e), "{s:#x} {e:#x}");
            assert_eq!(
                bishop_attacks(s, e),
                ks::bishop_attacks(s, e),
                "{s:#x} {e:#x}"
            );
            assert_eq!(
                queen_attacks(s, e),
                ks::queen_attacks(s, e),
                "{s:#x} {e:#x}"
            );
            assert_eq!(
                attacks_by_direction(s, e),
                ks::attacks_by_direction(s, e),
                "{s:#x} {e:#x}"
            );
        }
    }

    #[test]
    fn map_batches_match_scalar() {
        let b = boards();
        for d in Dir::ALL {
            check_map(
                &b,
                |s, o, n| unsafe { shift_one_batch(s, o, n, d) },
                |x| all::shift_one_rotate(x, d),
            );
            check_map(
                &b,
                |s, o, n| unsafe { fill_batch(s, o, n, d) },
                |x| ks::fill(x, d),
            );
        }
    }

    #[test]
    fn zip_batches_match_scalar() {
        for d in Dir::ALL {
            check_zip(
                |a, b, o| occluded_fill_batch(a, b, o, d),
                |g, p| all::occluded_fill_kogge_stone(g, p, d),
            );
            check_zip(
                |a, b, o| ray_attacks_batch(a, b, o, d),
                |s, e| ks::ray_attacks(s, e, d),
            );
        }
        check_zip(rook_attacks_batch, ks::rook_attacks);
        check_zip(bishop_attacks_batch, ks::bishop_attacks);
        check_zip(queen_attacks_batch, ks::queen_attacks);
    }

    #[test]
    fn attacks_by_direction_batch_matches_scalar() {
        let p = pairs();
        let (a, b): (Vec<u64>, Vec<u64>) = p.iter().copied().unzip();
        for len in LENGTHS.into_iter().chain([p.len()]) {
            let want: Vec<[u64; 8]> = (0..len)
                .map(|i| ks::attacks_by_direction(a[i], b[i]))
                .collect();
            let mut out = vec![[0xdead; 8]; len];
            attacks_by_direction_batch(&a[..len], &b[..len], &mut out);
            assert_eq!(out, want, "len {len}");
        }
    }
}
