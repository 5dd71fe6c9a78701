//! AVX2 diagonal shifts, batch forms only: the SSE2 multiply method (see
//! `sse2::diagonal_shift`) on four boards per register. For one board the
//! SSE2 form is as fast; AVX2's `vpsllvd` shifts 32-bit lanes, which hold
//! four ranks with four different amounts, so it does not help here.

use core::arch::x86_64::*;

use super::map_quads;
use crate::arch::x86_64::sse2::diagonal_shift::{left_multipliers, right_multipliers, shifts};

/// Sixteen 16-bit lanes from an array.
#[inline]
#[target_feature(enable = "avx,avx2")]
fn lanes(a: [u16; 16]) -> __m256i {
    // SAFETY: `[u16; 16]` and `__m256i` are both 32 bytes of plain data.
    unsafe { core::mem::transmute::<[u16; 16], __m256i>(a) }
}

/// Left shift of every byte of four boards: even bytes by a multiply and a
/// mask of the low halves, odd bytes by a multiply of the high halves.
#[inline]
#[target_feature(enable = "avx,avx2")]
fn shift_left<const BOTTOM_UP: bool>(v: __m256i) -> __m256i {
    let even = _mm256_and_si256(
        _mm256_mullo_epi16(
            v,
            lanes(const { left_multipliers(shifts(BOTTOM_UP), false) }),
        ),
        _mm256_set1_epi16(0x00ff),
    );
    let odd = _mm256_mullo_epi16(
        _mm256_and_si256(v, _mm256_set1_epi16(0xff00_u16 as i16)),
        lanes(const { left_multipliers(shifts(BOTTOM_UP), true) }),
    );
    _mm256_or_si256(even, odd)
}

/// Right shift of every byte of four boards: each byte alone in the low
/// half of a lane, multiplied by `1 << (8 - s)`, leaves `byte >> s` in the
/// high half (even bytes are moved back down, odd bytes stay there).
#[inline]
#[target_feature(enable = "avx,avx2")]
fn shift_right<const BOTTOM_UP: bool>(v: __m256i) -> __m256i {
    let even = _mm256_and_si256(v, _mm256_set1_epi16(0x00ff));
    let odd = _mm256_srli_epi16(v, 8);
    let even = _mm256_mullo_epi16(
        even,
        lanes(const { right_multipliers(shifts(BOTTOM_UP), false) }),
    );
    let odd = _mm256_mullo_epi16(
        odd,
        lanes(const { right_multipliers(shifts(BOTTOM_UP), true) }),
    );
    _mm256_or_si256(
        _mm256_srli_epi16(even, 8),
        _mm256_and_si256(odd, _mm256_set1_epi16(0xff00_u16 as i16)),
    )
}

macro_rules! batches {
    ($($batch:ident, $left:literal, $bottom:literal;)*) => {$(
        /// # Safety
        /// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
        #[inline]
        #[target_feature(enable = "avx,avx2")]
        pub(crate) unsafe fn $batch(src: *const u64, dst: *mut u64, len: usize) {
            // SAFETY: forwarded from the caller.
            unsafe {
                map_quads(src, dst, len, |v| {
                    if $left {
                        shift_left::<$bottom>(v)
                    } else {
                        shift_right::<$bottom>(v)
                    }
                })
            }
        }
    )*};
}

batches! {
    bl_multiply_batch, true, true;
    tl_multiply_batch, true, false;
    br_multiply_batch, false, true;
    tr_multiply_batch, false, false;
}
