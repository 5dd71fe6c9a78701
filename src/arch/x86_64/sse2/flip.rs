//! SSE2 flip kernels: the `pmovmskb` transpose for one board, and delta
//! swaps / byte swaps on two boards per register for the batch forms.

use core::arch::x86_64::*;

use crate::arch::generic::flip as generic;
use crate::arch::generic::vector::Vector;

/// Transpose by `pmovmskb`, which gathers bit 7 of each of the 16 bytes.
///
/// Output rank `j` (byte `j`) is bit `j` of every input rank: shifting the
/// whole qword left by `7 - j` brings bit `j` of every byte to bit 7 of the
/// same byte (bits coming in from the byte below land in bits below 7,
/// since the shift is at most 7). One register holds the
/// board twice, the low copy shifted one further, so one movemask of 16
/// bytes yields two output ranks:
///
/// ```text
/// lo qword: x << 1, then << (6 - j): bit 7 of byte f = x bit 8f + j     -> out byte j
/// hi qword: x,      then << (6 - j): bit 7 of byte f = x bit 8f + j + 1 -> out byte j+1
/// ```
#[inline]
#[target_feature(enable = "sse2")]
fn transpose_movemask(x: u64) -> u64 {
    let v = _mm_set_epi64x(x as i64, (x << 1) as i64);
    let r01 = _mm_movemask_epi8(_mm_slli_epi64::<6>(v)) as u64;
    let r23 = _mm_movemask_epi8(_mm_slli_epi64::<4>(v)) as u64;
    let r45 = _mm_movemask_epi8(_mm_slli_epi64::<2>(v)) as u64;
    let r67 = _mm_movemask_epi8(v) as u64;
    r01 | (r23 << 16) | (r45 << 32) | (r67 << 48)
}

#[inline]
pub(crate) fn flip_diagonal_movemask(x: u64) -> u64 {
    // SAFETY: SSE2 is enabled at compile time (this module only exists then).
    unsafe { transpose_movemask(x) }
}

/// (f, r) -> (r, f) -> (r, 7 - f).
#[inline]
pub(crate) fn rotate_90_clockwise_movemask(x: u64) -> u64 {
    flip_diagonal_movemask(x).swap_bytes()
}

/// (f, r) -> (f, 7 - r) -> (7 - r, f).
#[inline]
pub(crate) fn rotate_90_anticlockwise_movemask(x: u64) -> u64 {
    flip_diagonal_movemask(x.swap_bytes())
}

// ---------------------------------------------------------------- batch forms
//
// Two boards per register. Every 64-bit scalar step has a per-qword vector
// twin (`psllq`, `psrlq`, `pand`, `pxor`), so delta swaps vectorise as they
// are; byte swaps use word shuffles plus 16-bit shifts (no `pshufb` in SSE2).

/// `swap_bytes` of each qword (`Vector::swap_bytes`: word shuffles plus
/// 16-bit shifts, no `pshufb` in SSE2).
#[inline]
#[target_feature(enable = "sse2")]
fn swap_bytes2(x: __m128i) -> __m128i {
    // SAFETY: SSE2 is enabled here.
    unsafe { x.swap_bytes() }
}

/// Bits of every byte reversed: neighbours, pairs, nibbles.
#[inline]
#[target_feature(enable = "sse2")]
pub(crate) fn mirror2(x: __m128i) -> __m128i {
    let x = swap_adjacent::<1>(x, 0x55);
    let x = swap_adjacent::<2>(x, 0x33);
    swap_adjacent::<4>(x, 0x0f)
}

/// The `S`-bit groups in `k` (a byte pattern) and the groups `S` above
/// them trade places in every byte.
#[inline]
#[target_feature(enable = "sse2")]
fn swap_adjacent<const S: i32>(x: __m128i, k: i8) -> __m128i {
    let k = _mm_set1_epi8(k);
    let up = _mm_slli_epi64::<S>(_mm_and_si128(x, k));
    _mm_or_si128(up, _mm_and_si128(_mm_srli_epi64::<S>(x), k))
}

/// Transpose by three delta swaps (the shared body, `generic::flip`); the
/// batch forms reach it through the rotations.
#[cfg(test)]
#[inline]
#[target_feature(enable = "sse2")]
fn transpose2(x: __m128i) -> __m128i {
    // SAFETY: SSE2 is enabled here.
    unsafe { generic::transpose(x) }
}

/// Transpose, then byte swap (the shared body).
#[inline]
#[target_feature(enable = "sse2")]
fn rotate_90_clockwise2(x: __m128i) -> __m128i {
    // SAFETY: SSE2 is enabled here.
    unsafe { generic::rotate_90_clockwise(x) }
}

/// Byte swap, then transpose (the shared body).
#[inline]
#[target_feature(enable = "sse2")]
fn rotate_90_anticlockwise2(x: __m128i) -> __m128i {
    // SAFETY: SSE2 is enabled here.
    unsafe { generic::rotate_90_anticlockwise(x) }
}

/// Each qword rotated right by `8 * R` bits (`R` ranks down, wrapping).
#[inline]
#[target_feature(enable = "sse2")]
fn rotate_ranks_down<const R: i32>(x: __m128i) -> __m128i {
    match R {
        1 => _mm_or_si128(_mm_srli_epi64::<8>(x), _mm_slli_epi64::<56>(x)),
        2 => _mm_shufflehi_epi16::<0b00_11_10_01>(_mm_shufflelo_epi16::<0b00_11_10_01>(x)),
        _ => _mm_shuffle_epi32::<0b10_11_00_01>(x),
    }
}

/// `r` where `k` has a bit, `x` elsewhere.
#[inline]
#[target_feature(enable = "sse2")]
fn select(x: __m128i, r: __m128i, k: u64) -> __m128i {
    let k = _mm_set1_epi64x(k as i64);
    _mm_or_si128(_mm_and_si128(k, r), _mm_andnot_si128(k, x))
}

/// Pseudo-rotation: on the files in `k1`, `k2`, `k4` the ranks rotate down
/// by 1, 2 and 4 (select between `x` and its rotation by mask).
#[inline]
#[target_feature(enable = "sse2")]
fn pseudo_rotate2(x: __m128i, k1: u64, k2: u64, k4: u64) -> __m128i {
    let x = select(x, rotate_ranks_down::<1>(x), k1);
    let x = select(x, rotate_ranks_down::<2>(x), k2);
    select(x, rotate_ranks_down::<4>(x), k4)
}

macro_rules! sse2_map {
    ($($(#[$doc:meta])* $name:ident => |$x:ident| $body:expr;)*) => {$(
        $(#[$doc])*
        /// Two boards per register; an odd last board goes through a
        /// zero-padded pair.
        ///
        /// # Safety
        /// `src` and `dst` valid for `len` boards; `dst` may equal `src`
        /// (each pair is read before it is written).
        pub(crate) unsafe fn $name(src: *const u64, dst: *mut u64, len: usize) {
            #[inline]
            #[target_feature(enable = "sse2")]
            unsafe fn pairs(src: *const u64, dst: *mut u64, len: usize) {
                let f = |$x: __m128i| $body;
                let mut i = 0;
                while i + <__m128i as Vector>::LANES <= len {
                    // SAFETY: boards `i` and `i + 1` are in bounds (caller's
                    // contract); unaligned load and store; SSE2 enabled.
                    unsafe {
                        let v = __m128i::load_unaligned(src.add(i));
                        f(v).store_unaligned(dst.add(i));
                    }
                    i += <__m128i as Vector>::LANES;
                }
                if i < len {
                    // SAFETY: `i < len`, so board `i` is in bounds.
                    let v = _mm_cvtsi64_si128(unsafe { *src.add(i) } as i64);
                    // SAFETY: as above.
                    unsafe { *dst.add(i) = _mm_cvtsi128_si64(f(v)) as u64 };
                }
            }
            // SAFETY: SSE2 is enabled at compile time (this module only
            // exists then); pointer contract forwarded.
            unsafe { pairs(src, dst, len) }
        }
    )*};
}

sse2_map! {
    /// Byte swap per qword.
    flip_vertical_shuffle_batch => |x| swap_bytes2(x);
    /// Byte swap and in-byte bit reversal.
    rotate_180_delta_swap_batch => |x| mirror2(swap_bytes2(x));
    /// Transpose, then byte swap.
    rotate_90_clockwise_delta_swap_batch => |x| rotate_90_clockwise2(x);
    /// Byte swap, then transpose.
    rotate_90_anticlockwise_delta_swap_batch => |x| rotate_90_anticlockwise2(x);
    /// Files with bit 0/1/2 of their index set rotate down 1/2/4 ranks.
    pseudo_rotate_45_clockwise_delta_swap_batch =>
        |x| pseudo_rotate2(x, 0xaaaa_aaaa_aaaa_aaaa, 0xcccc_cccc_cccc_cccc, 0xf0f0_f0f0_f0f0_f0f0);
    /// Files with bit 0/1/2 of their index clear rotate down 1/2/4 ranks.
    pseudo_rotate_45_anticlockwise_delta_swap_batch =>
        |x| pseudo_rotate2(x, 0x5555_5555_5555_5555, 0x3333_3333_3333_3333, 0x0f0f_0f0f_0f0f_0f0f);
}

/// One board through a two-board helper, for cross-checks.
#[cfg(test)]
fn via_pair(f: unsafe fn(__m128i) -> __m128i, x: u64) -> u64 {
    // SAFETY: SSE2 is enabled at compile time.
    unsafe { _mm_cvtsi128_si64(f(_mm_set_epi64x(0, x as i64))) as u64 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arch::all::flip as portable;

    #[test]
    fn vector_helpers_match_portable() {
        let mut x = 0x0123_4567_89ab_cdefu64;
        for _ in 0..1000 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            assert_eq!(
                via_pair(transpose2, x),
                portable::flip_diagonal_delta_swap(x)
            );
            assert_eq!(via_pair(swap_bytes2, x), x.swap_bytes());
            assert_eq!(
                via_pair(mirror2, x),
                portable::mirror_horizontal_reverse_bits(x)
            );
        }
    }
}
