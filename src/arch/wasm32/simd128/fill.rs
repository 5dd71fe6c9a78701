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
use crate::arch::generic::pairs::zip_pairs;
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
pub(crate) fn occluded_fill_batch(generators: &[u64], pro: &[u64], out: &mut [u64], dir: Dir) {
    // SAFETY: the build enables simd128.
    unsafe {
        for_dir!(dir, |d| pairs::occluded_fill::<v128>(
            generators, pro, out, d
        ))
    }
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

// ------------------------------------- rook and queen batches: `simd128/sub`
//
// The Kogge-Stone batches above tie the portable loop, which LLVM
// vectorises for simd128 into the same fills. These do less work per pair:
//
// * east by subtraction, per rank: with `o` the blockers and the sliders,
//   `o - 2s` (each rank a byte, so no borrow crosses a rank) clears each
//   slider's first blocker to the east and sets the squares before it, so
//   `o ^ (o - 2s)` is the rays. Several sliders in a rank subtract at once:
//   the borrow of one stops at the next slider, which is in `o`, and the
//   next one's starts above it. A slider on the h-file doubles to 0
//   (`i8x16.add` drops the carry), and a ray that meets no blocker borrows
//   past bit 7, which wraps within the byte and sets the rest of the rank.
//   With `f = !o` (the empty squares that are not sliders), `!f - 2s` is
//   `!(f + 2s)`, so the rays are `f ^ (f + 2s)`: four operations
//   (`v128.andnot`, two `i8x16.add`, `v128.xor`) for a direction where the
//   fill takes sixteen. West has no such form: a borrow only runs upwards.
// * north and south share their propagators: `e & (e >> 8)` is
//   `(e & (e << 8)) >> 8`, and the four-square one likewise, so the south
//   fill takes one shift where it took a shift and an AND (north and south
//   need no wrap masks).

/// North and south attacks of two boards (the union), Kogge-Stone with the
/// south propagators derived from the north ones.
#[inline(always)]
fn north_south(s: v128, e: v128) -> v128 {
    // Square i of `n1`: i and i - 8 empty; of `n2`: i, i - 8, i - 16 and
    // i - 24. South wants i, i + 8 (`n1` of i + 8) and i .. i + 24 (`n2`
    // of i + 24): the same sets moved down.
    let n1 = v128_and(e, u64x2_shl(e, 8));
    let n2 = v128_and(n1, u64x2_shl(n1, 16));
    let (s1, s2) = (u64x2_shr(n1, 8), u64x2_shr(n2, 24));
    let mut up = v128_or(s, v128_and(e, u64x2_shl(s, 8)));
    up = v128_or(up, v128_and(n1, u64x2_shl(up, 16)));
    up = v128_or(up, v128_and(n2, u64x2_shl(up, 32)));
    let mut down = v128_or(s, v128_and(e, u64x2_shr(s, 8)));
    down = v128_or(down, v128_and(s1, u64x2_shr(down, 16)));
    down = v128_or(down, v128_and(s2, u64x2_shr(down, 32)));
    v128_or(u64x2_shl(up, 8), u64x2_shr(down, 8))
}

/// East attacks of two boards by subtraction (see above), written as the
/// addition `f ^ (f + 2s)`: `f` is the empty squares less the sliders, so
/// that a slider another one reaches is where that ray ends (the union is
/// the same as a ray passing it).
#[inline(always)]
fn east_by_subtraction(s: v128, e: v128) -> v128 {
    let f = v128_andnot(e, s);
    v128_xor(f, i8x16_add(f, i8x16_add(s, s)))
}

/// Rook attacks of two boards: north and south sharing propagators, east
/// by subtraction, west by the Kogge-Stone fill.
#[inline(always)]
fn rook_pair(s: v128, e: v128) -> v128 {
    let west = attacks!(West, s, e);
    v128_or(v128_or(north_south(s, e), east_by_subtraction(s, e)), west)
}

/// Rook attacks, two boards at a time: [`rook_pair`].
#[inline]
pub(crate) fn rook_attacks_sub_batch(rooks: &[u64], empty: &[u64], out: &mut [u64]) {
    // SAFETY: the build enables simd128.
    unsafe { zip_pairs(rooks, empty, out, rook_pair) }
}

/// Queen attacks, two boards at a time: [`rook_pair`] and the four
/// diagonal fills.
#[inline]
pub(crate) fn queen_attacks_sub_batch(queens: &[u64], empty: &[u64], out: &mut [u64]) {
    // SAFETY: the build enables simd128.
    unsafe {
        zip_pairs(queens, empty, out, |s, e| {
            v128_or(
                rook_pair(s, e),
                union_of!(v128, s, e, [NorthEast, NorthWest, SouthEast, SouthWest]),
            )
        })
    }
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
    use crate::arch::testing::{check_fills, check_zip, Fills};

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

    #[test]
    fn subtraction_batches_match_the_portable_ones() {
        use crate::arch::all::fill::kogge_stone as ks;
        // Over `pairs`, whose sliders are sometimes empty squares (a ray
        // passes them), at every tail length.
        check_zip(rook_attacks_sub_batch, ks::rook_attacks);
        check_zip(queen_attacks_sub_batch, ks::queen_attacks);
    }
}
