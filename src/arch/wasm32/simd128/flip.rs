//! `simd128` flips: the shared bodies (`generic::flip`: delta swaps, the
//! byte swap and the pseudo-rotations' rank rotations by `i8x16.swizzle`,
//! the nibble lookups) two boards per `v128`, and the `i8x16.bitmask`
//! transpose for one board.

use core::arch::wasm32::*;

use super::vector::{lanes, permutation};
use crate::arch::generic::flip as generic;
use crate::arch::generic::pairs::map_pairs;
use crate::arch::generic::vector::Vector;

/// Transpose by `i8x16.bitmask`, which gathers bit 7 of each of the 16
/// bytes (as SSE2's `pmovmskb`, see `x86_64::sse2::flip`).
///
/// Output rank `j` (byte `j`) is bit `j` of every input rank: shifting the
/// whole qword left by `7 - j` brings bit `j` of every byte to bit 7 of the
/// same byte. One vector holds the board twice, the low copy shifted one
/// further, so one bitmask of 16 bytes yields two output ranks.
#[inline]
pub(crate) fn flip_diagonal_bitmask(x: u64) -> u64 {
    let v = u64x2(x << 1, x);
    let ranks = |v: v128| u64::from(i8x16_bitmask(v));
    ranks(u64x2_shl(v, 6))
        | ranks(u64x2_shl(v, 4)) << 16
        | ranks(u64x2_shl(v, 2)) << 32
        | ranks(v) << 48
}

/// (f, r) -> (f, 7 - r) -> (7 - r, f).
#[inline]
pub(crate) fn rotate_90_anticlockwise_bitmask(x: u64) -> u64 {
    flip_diagonal_bitmask(x.swap_bytes())
}

/// One board through a two-board body (lane 1 zero).
#[inline(always)]
fn single(x: u64, body: impl Fn(v128) -> v128) -> u64 {
    lanes(body(u64x2(x, 0)))[0]
}

/// The byte swap by one `i8x16.shuffle` (wasm has no scalar byte swap).
#[inline]
pub(crate) fn flip_vertical_swizzle(x: u64) -> u64 {
    // SAFETY: the build enables simd128.
    single(x, |v| unsafe { v.swap_bytes() })
}

/// Every byte's bits reversed by the nibble lookups.
#[inline]
pub(crate) fn mirror_horizontal_swizzle(x: u64) -> u64 {
    // SAFETY: the build enables simd128.
    single(x, |v| unsafe { generic::mirror_nibble_lut(v) })
}

/// The byte swap and the nibble lookups.
#[inline]
pub(crate) fn rotate_180_swizzle(x: u64) -> u64 {
    // SAFETY: the build enables simd128.
    single(x, |v| unsafe { generic::rotate_180_nibble_lut(v) })
}

/// Files rotate down by their own count of ranks: the rank rotations by
/// `i8x16.swizzle` (the indices computed once, see [`permutation`]).
#[inline(always)]
fn pseudo_rotate(x: v128, files: [u64; 3]) -> v128 {
    let by = [1, 2, 4].map(|r| permutation(generic::rotate_ranks_index(r)));
    // SAFETY: the build enables simd128.
    unsafe { generic::pseudo_rotate(x, files, |x, k| i8x16_swizzle(x, by[k])) }
}

#[inline(always)]
fn pseudo_rotate_45_clockwise(x: v128) -> v128 {
    pseudo_rotate(x, generic::PSEUDO_ROTATE_CLOCKWISE_FILES)
}

#[inline(always)]
fn pseudo_rotate_45_anticlockwise(x: v128) -> v128 {
    pseudo_rotate(x, generic::PSEUDO_ROTATE_ANTICLOCKWISE_FILES)
}

/// The map-shaped batch forms, two boards per `v128` (`generic::pairs`).
macro_rules! simd128_map {
    ($($(#[$doc:meta])* $name:ident => $body:path;)*) => {$(
        $(#[$doc])*
        ///
        /// # Safety
        /// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
        #[inline]
        pub(crate) unsafe fn $name(src: *const u64, dst: *mut u64, len: usize) {
            // SAFETY: the build enables simd128 (for the body too); the
            // pointers from the caller.
            unsafe { map_pairs(src, dst, len, |x: v128| $body(x)) }
        }
    )*};
}

simd128_map! {
    /// The byte swap, one `i8x16.shuffle` per two boards.
    flip_vertical_swizzle_batch => Vector::swap_bytes;
    /// The nibble lookups.
    mirror_horizontal_swizzle_batch => generic::mirror_nibble_lut;
    /// The byte swap and the nibble lookups.
    rotate_180_swizzle_batch => generic::rotate_180_nibble_lut;
    /// Byte swap, then transpose.
    rotate_90_anticlockwise_delta_swap_batch => generic::rotate_90_anticlockwise;
    /// Rank rotations by swizzle, kept on their files.
    pseudo_rotate_45_clockwise_swizzle_batch => pseudo_rotate_45_clockwise;
    /// Rank rotations by swizzle, kept on their files.
    pseudo_rotate_45_anticlockwise_swizzle_batch => pseudo_rotate_45_anticlockwise;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arch::all::flip as portable;
    use crate::arch::testing::{boards, check_map};

    type Single = fn(u64) -> u64;
    const SINGLES: [(Single, Single); 5] = [
        (flip_diagonal_bitmask, portable::flip_diagonal_delta_swap),
        (
            rotate_90_anticlockwise_bitmask,
            portable::rotate_90_anticlockwise_swap_bytes,
        ),
        (flip_vertical_swizzle, portable::flip_vertical_swap_bytes),
        (
            mirror_horizontal_swizzle,
            portable::mirror_horizontal_reverse_bits,
        ),
        (rotate_180_swizzle, portable::rotate_180_reverse_bits),
    ];

    #[test]
    fn singles_match_portable() {
        for (i, (single, reference)) in SINGLES.into_iter().enumerate() {
            for x in boards() {
                assert_eq!(single(x), reference(x), "{i} {x:#018x}");
            }
        }
    }

    type Batch = unsafe fn(*const u64, *mut u64, usize);
    const BATCHES: [(Batch, Single); 6] = [
        (
            flip_vertical_swizzle_batch,
            portable::flip_vertical_swap_bytes,
        ),
        (
            mirror_horizontal_swizzle_batch,
            portable::mirror_horizontal_reverse_bits,
        ),
        (rotate_180_swizzle_batch, portable::rotate_180_reverse_bits),
        (
            rotate_90_anticlockwise_delta_swap_batch,
            portable::rotate_90_anticlockwise_swap_bytes,
        ),
        (
            pseudo_rotate_45_clockwise_swizzle_batch,
            portable::pseudo_rotate_45_clockwise_delta_swap,
        ),
        (
            pseudo_rotate_45_anticlockwise_swizzle_batch,
            portable::pseudo_rotate_45_anticlockwise_delta_swap,
        ),
    ];

    #[test]
    fn batches_match_portable() {
        let b = boards();
        for (batch, reference) in BATCHES {
            // SAFETY: `check_map` passes buffers of `len` boards.
            check_map(&b, |s, d, n| unsafe { batch(s, d, n) }, reference);
        }
    }
}
