//! AVX2 deposit kernels: the SSE2 compare method (see `sse2::deposit`) with
//! a one-instruction byte broadcast for one board, and four boards per
//! register for the batch forms.

use core::arch::x86_64::*;

use crate::arch::generic::chunks::by_chunks;
use crate::masks::{anti_diagonal_through, diagonal_through, file, ANTI_DIAGONAL, DIAGONAL};
use crate::types::{File, Square};

/// Bit `r` of every byte `r`: the per-rank test bit.
const RANK_BIT: i64 = DIAGONAL as i64;

/// Byte `r` of the result is `0xff` if bit `r` of `bits` is set, else 0
/// (`vpbroadcastb`, `vpand`, `vpcmpeqb`).
#[inline]
#[target_feature(enable = "avx,avx2")]
fn bits_to_bytes(bits: u8) -> u64 {
    let sel = _mm_set1_epi64x(RANK_BIT);
    let v = _mm_and_si128(_mm_set1_epi8(bits as i8), sel);
    _mm_cvtsi128_si64(_mm_cmpeq_epi8(v, sel)) as u64
}

#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn anti_diagonal_compare(bits: u8) -> u64 {
    bits_to_bytes(bits) & ANTI_DIAGONAL
}

#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn diagonal_through_compare(bits: u8, sq: Square) -> u64 {
    bits_to_bytes(bits) & diagonal_through(sq)
}

#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn anti_diagonal_through_compare(bits: u8, sq: Square) -> u64 {
    bits_to_bytes(bits) & anti_diagonal_through(sq)
}

/// Eight boards per iteration, four per register. The eight input bytes are
/// broadcast as a qword to every 128-bit lane; `vpshufb` (which indexes
/// within a lane) then copies byte `i` over all of qword `i`:
///
/// ```text
/// lanes:        [ u | u ]        [ u | u ]      (u = the 8 input bytes)
/// index (lo):   [0x8 1x8 | 2x8 3x8]   index (hi): [4x8 5x8 | 6x8 7x8]
/// ```
///
/// then `(copies & sel == sel) & line` as in SSE2 (just `copies & sel` for
/// the a1-h8 diagonal, `COMPARE == false`). The tail goes through a
/// zero-padded chunk on the stack.
#[inline]
#[target_feature(enable = "avx,avx2")]
fn spread_batch<const COMPARE: bool>(input: &[u8], out: &mut [u64], line: u64) {
    let sel = _mm256_set1_epi64x(RANK_BIT);
    let line_v = _mm256_set1_epi64x(line as i64);
    let idx_lo = _mm256_setr_epi64x(
        0,
        0x0101_0101_0101_0101,
        0x0202_0202_0202_0202,
        0x0303_0303_0303_0303,
    );
    let idx_hi = _mm256_add_epi8(idx_lo, _mm256_set1_epi8(4));
    let finish = |copies: __m256i| {
        let hit = _mm256_and_si256(copies, sel);
        if COMPARE {
            _mm256_and_si256(_mm256_cmpeq_epi8(hit, sel), line_v)
        } else {
            hit
        }
    };
    let eight = |chunk: &[u8; 8], o: &mut [u64; 8]| {
        let v = _mm256_set1_epi64x(i64::from_le_bytes(*chunk));
        let lo = finish(_mm256_shuffle_epi8(v, idx_lo));
        let hi = finish(_mm256_shuffle_epi8(v, idx_hi));
        // SAFETY: `o` has 8 boards; unaligned stores of 4 boards each.
        unsafe {
            _mm256_storeu_si256(o.as_mut_ptr().cast(), lo);
            _mm256_storeu_si256(o.as_mut_ptr().add(4).cast(), hi);
        }
    };
    by_chunks(input, out, eight);
}

#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn diagonal_broadcast_batch(input: &[u8], out: &mut [u64]) {
    spread_batch::<false>(input, out, DIAGONAL)
}

#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn anti_diagonal_compare_batch(input: &[u8], out: &mut [u64]) {
    spread_batch::<true>(input, out, ANTI_DIAGONAL)
}

#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn file_compare_batch(input: &[u8], out: &mut [u64], f: File) {
    spread_batch::<true>(input, out, file(f))
}

#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn diagonal_through_compare_batch(input: &[u8], out: &mut [u64], sq: Square) {
    spread_batch::<true>(input, out, diagonal_through(sq))
}

#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn anti_diagonal_through_compare_batch(input: &[u8], out: &mut [u64], sq: Square) {
    spread_batch::<true>(input, out, anti_diagonal_through(sq))
}
