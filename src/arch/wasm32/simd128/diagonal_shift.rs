//! `simd128` diagonal shifts: rank `r` (byte `r`) shifted by its own count
//! (`r` or `7 - r`), bits leaving the byte dropped. wasm shifts every lane
//! by one count, so each rank is widened to a 16-bit lane and multiplied
//! by `1 << s` (left: the low byte of the product) or `1 << (8 - s)`
//! (right: the high byte), as SSE2's `pmullw` form does, then narrowed
//! back. Two boards per `v128`: one in the low eight words, one in the
//! high.
//!
//! LLVM sees that the multipliers are powers of two and turns the multiply
//! into sixteen per-lane shifts (extracts and inserts: slower than the
//! portable loop), so the multiplier vector is hidden from it
//! ([`multiplier`]).

use core::arch::wasm32::*;

use super::vector::lanes;
use crate::arch::generic::pairs::map_pairs;

/// Word `r` (of both halves) is the multiplier of rank `r`.
const fn multipliers(bottom: bool, left: bool) -> [u16; 8] {
    let mut out = [0; 8];
    let mut r = 0;
    while r < 8 {
        let s = if bottom { 7 - r } else { r };
        out[r] = if left { 1 << s } else { 1 << (8 - s) };
        r += 1;
    }
    out
}

/// The multipliers as a vector LLVM cannot see into (`black_box`), so
/// `i16x8.mul` stays one instruction.
#[inline(always)]
fn multiplier(m: [u16; 8]) -> v128 {
    core::hint::black_box(u16x8(m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7]))
}

/// One board's ranks, widened to words, shifted.
#[inline(always)]
fn shift_words(words: v128, m: v128, left: bool) -> v128 {
    let product = i16x8_mul(words, m);
    if left {
        v128_and(product, u16x8_splat(0xff))
    } else {
        u16x8_shr(product, 8)
    }
}

/// Two boards: each half widened, shifted and narrowed back (every word
/// is below 256, so the saturating narrow keeps it).
#[inline(always)]
fn shift_pair(v: v128, m: v128, left: bool) -> v128 {
    let low = shift_words(u16x8_extend_low_u8x16(v), m, left);
    let high = shift_words(u16x8_extend_high_u8x16(v), m, left);
    u8x16_narrow_i16x8(low, high)
}

macro_rules! entry_points {
    ($($single:ident, $batch:ident, $bottom:literal, $left:literal;)*) => {$(
        #[inline]
        pub(crate) fn $single(x: u64) -> u64 {
            let m = multiplier(const { multipliers($bottom, $left) });
            lanes(shift_pair(u64x2(x, 0), m, $left))[0]
        }

        /// # Safety
        /// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
        #[inline]
        pub(crate) unsafe fn $batch(src: *const u64, dst: *mut u64, len: usize) {
            let m = multiplier(const { multipliers($bottom, $left) });
            // SAFETY: the build enables simd128; the pointers from the
            // caller.
            unsafe { map_pairs(src, dst, len, |v| shift_pair(v, m, $left)) }
        }
    )*};
}

entry_points! {
    bl_multiply, bl_multiply_batch, true, true;
    tl_multiply, tl_multiply_batch, false, true;
    br_multiply, br_multiply_batch, true, false;
    tr_multiply, tr_multiply_batch, false, false;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arch::all::diagonal_shift as portable;
    use crate::arch::testing::{boards, check_map};

    type Batch = unsafe fn(*const u64, *mut u64, usize);
    type Case = (fn(u64) -> u64, Batch, fn(u64) -> u64);
    const CASES: [Case; 4] = [
        (bl_multiply, bl_multiply_batch, portable::bl_linear),
        (tl_multiply, tl_multiply_batch, portable::tl_linear),
        (br_multiply, br_multiply_batch, portable::br_linear),
        (tr_multiply, tr_multiply_batch, portable::tr_linear),
    ];

    #[test]
    fn singles_and_batches_match_portable() {
        let b = boards();
        for (i, (single, batch, reference)) in CASES.into_iter().enumerate() {
            for &x in &b {
                assert_eq!(single(x), reference(x), "{i} {x:#018x}");
            }
            // SAFETY: `check_map` passes buffers of `len` boards.
            check_map(&b, |s, d, n| unsafe { batch(s, d, n) }, reference);
        }
    }
}
