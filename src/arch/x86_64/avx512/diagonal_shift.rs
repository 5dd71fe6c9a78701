//! AVX-512 diagonal shifts, batch forms: eight boards per register
//! ([`map_boards`]: aligned stores, masked head and tail).
//!
//! * `sllv`: AVX512BW shifts every 16-bit lane by its own amount, so a lane
//!   (two ranks) needs two shifts, one right for each byte (as the SSE2
//!   multiplies, see `sse2::diagonal_shift`), merged by one `vpternlogq`.
//! * `gfni`: `gf2p8affineqb` multiplies every byte by an 8x8 bit matrix, one
//!   matrix per 64-bit lane; a per-byte shift is such a matrix. The matrix
//!   must depend on the rank, so `vpermb` first transposes the 8x8 bytes of
//!   the eight boards (lane `r` then holds rank `r` of every board), and
//!   transposes back after.

use core::arch::x86_64::*;

use super::map_boards;
use crate::arch::x86_64::sse2::diagonal_shift::{shifts, Shifts};

/// 32 16-bit lanes holding the shift of the even (`odd == false`) or odd
/// rank of each lane.
const fn lane_shifts(s: Shifts, odd: bool) -> [u16; 32] {
    let mut out = [0; 32];
    let mut j = 0;
    while j < 32 {
        out[j] = s[(2 * j + odd as usize) % 8] as u16;
        j += 1;
    }
    out
}

/// A vector from 64 bytes of plain data.
#[inline]
#[target_feature(enable = "avx512f")]
fn vector<T: Copy>(a: T) -> __m512i {
    const { assert!(size_of::<T>() == 64) };
    // SAFETY: `T` is 64 bytes of plain integer data (asserted above; only
    // called with integer arrays), as is `__m512i`.
    unsafe { core::mem::transmute_copy(&a) }
}

/// `(a & b) | c` as a `vpternlogq` truth table (a = 0xf0, b = 0xcc,
/// c = 0xaa).
const A_AND_B_OR_C: i32 = 0xea;

/// Every byte of eight boards shifted by its rank's amount, left or right.
#[inline]
#[target_feature(enable = "avx512f,avx512bw")]
fn shift_sllv<const LEFT: bool, const BOTTOM_UP: bool>(v: __m512i) -> __m512i {
    let even_by = vector(const { lane_shifts(shifts(BOTTOM_UP), false) });
    let odd_by = vector(const { lane_shifts(shifts(BOTTOM_UP), true) });
    let low = _mm512_set1_epi16(0x00ff);
    let high = _mm512_set1_epi16(0xff00_u16 as i16);
    if LEFT {
        // Even byte: lane << s, keep the low byte. Odd byte: the high byte
        // alone << s (the lane's top bits fall off).
        let even = _mm512_sllv_epi16(v, even_by);
        let odd = _mm512_sllv_epi16(_mm512_and_si512(v, high), odd_by);
        _mm512_ternarylogic_epi64::<A_AND_B_OR_C>(even, low, odd)
    } else {
        // Odd byte: lane >> s, keep the high byte. Even byte: the low byte
        // alone >> s.
        let odd = _mm512_srlv_epi16(v, odd_by);
        let even = _mm512_srlv_epi16(_mm512_and_si512(v, low), even_by);
        _mm512_ternarylogic_epi64::<A_AND_B_OR_C>(odd, high, even)
    }
}

/// The `vpermb` indices of an 8x8 byte transpose (its own inverse): byte
/// `8r + b` of the result is byte `8b + r` of the source.
const TRANSPOSE: [u8; 64] = {
    let mut t = [0; 64];
    let mut j = 0;
    while j < 64 {
        t[j] = (8 * (j % 8) + j / 8) as u8;
        j += 1;
    }
    t
};

/// The `gf2p8affineqb` matrices, lane `r` = the shift of rank `r`. Row `i`
/// of a matrix (byte `7 - i`) selects the source bit of result bit `i`:
/// bit `i - s` for a left shift, `i + s` for a right shift, none if out of
/// the byte.
const fn shift_matrices(s: Shifts, left: bool) -> [u64; 8] {
    let mut out = [0; 8];
    let mut r = 0;
    while r < 8 {
        let mut i = 0;
        while i < 8 {
            let src = if left {
                i as i32 - s[r] as i32
            } else {
                (i + s[r]) as i32
            };
            if src >= 0 && src < 8 {
                out[r] |= (1u64 << src) << (8 * (7 - i));
            }
            i += 1;
        }
        r += 1;
    }
    out
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vbmi,gfni")]
fn shift_gfni<const LEFT: bool, const BOTTOM_UP: bool>(v: __m512i) -> __m512i {
    let transpose = vector(TRANSPOSE);
    let matrices = vector(const { shift_matrices(shifts(BOTTOM_UP), LEFT) });
    let by_rank = _mm512_permutexvar_epi8(transpose, v);
    let shifted = _mm512_gf2p8affine_epi64_epi8::<0>(by_rank, matrices);
    _mm512_permutexvar_epi8(transpose, shifted)
}

macro_rules! batches {
    ($($sllv:ident, $gfni:ident, $left:literal, $bottom:literal;)*) => {$(
        /// # Safety
        /// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
        #[inline]
        #[target_feature(enable = "avx512f,avx512bw,avx512vl")]
        pub(crate) unsafe fn $sllv(src: *const u64, dst: *mut u64, len: usize) {
            // SAFETY: forwarded from the caller.
            unsafe { map_boards(src, dst, len, |v| shift_sllv::<$left, $bottom>(v)) }
        }

        /// # Safety
        /// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
        #[inline]
        #[target_feature(enable = "avx512f,avx512bw,avx512vl,avx512vbmi,gfni")]
        pub(crate) unsafe fn $gfni(src: *const u64, dst: *mut u64, len: usize) {
            // SAFETY: forwarded from the caller.
            unsafe { map_boards(src, dst, len, |v| shift_gfni::<$left, $bottom>(v)) }
        }
    )*};
}

batches! {
    bl_sllv_batch, bl_gfni_batch, true, true;
    tl_sllv_batch, tl_gfni_batch, true, false;
    br_sllv_batch, br_gfni_batch, false, true;
    tr_sllv_batch, tr_gfni_batch, false, false;
}
