//! AVX2 extracts, batch forms only: the SSE2 movemask method (see
//! `sse2::extract`) on four boards per register, one 32-bit mask = four
//! output bytes. (`vpsadbw` would need packing across lanes afterwards; the
//! compare is cheaper. One board does not fill a register.)

use core::arch::x86_64::*;

use super::{for_each_quad, Quad};
use crate::arch::x86_64::sse2::extract::line_ranks;
use crate::masks::{anti_diagonal_through, diagonal_through, ANTI_DIAGONAL, DIAGONAL};
use crate::types::{File, Square};

/// Four boards per step, in groups laid out on the input's 32-byte lines
/// (see [`for_each_quad`]; the output, one byte per board, is small):
/// `mask` gives bit `8k + r` for board `k`, kept where `keep` is set.
#[inline]
#[target_feature(enable = "avx,avx2")]
fn movemask_batch(input: &[u64], out: &mut [u8], mask: impl Fn(__m256i) -> u32, keep: u8) {
    let n = input.len().min(out.len());
    let keep = u32::from_le_bytes([keep; 4]);
    let (src, dst) = (input.as_ptr(), out.as_mut_ptr());
    for_each_quad::<4>(src, n, |i, q| {
        // SAFETY: boards `i..i + q.len()` are within `0..n`, in bounds of
        // `input` and `out`; full groups of `src` are 32-byte aligned
        // (`for_each_quad`); a partial group writes only its bytes.
        unsafe {
            let bytes = (mask(q.load_anchor(src.add(i))) & keep).to_le_bytes();
            match q {
                Quad::Full => dst.add(i).cast::<[u8; 4]>().write_unaligned(bytes),
                Quad::Part(len) => {
                    for (k, &b) in bytes.iter().enumerate().take(len) {
                        *dst.add(i + k) = b;
                    }
                }
            }
        }
    })
}

/// `(v & line) == line` per byte, as a movemask (see `sse2::extract`).
#[inline]
#[target_feature(enable = "avx,avx2")]
fn compare_mask(v: __m256i, line: __m256i) -> u32 {
    _mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_and_si256(v, line), line)) as u32
}

/// Compare-movemask batch of a fixed line, `keep` = the ranks it covers.
#[inline]
#[target_feature(enable = "avx,avx2")]
fn line_batch(input: &[u64], out: &mut [u8], line: u64, keep: u8) {
    let vline = _mm256_set1_epi64x(line as i64);
    movemask_batch(input, out, |v| compare_mask(v, vline), keep)
}

#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn diagonal_movemask_batch(input: &[u64], out: &mut [u8]) {
    line_batch(input, out, DIAGONAL, 0xff)
}

#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn anti_diagonal_movemask_batch(input: &[u64], out: &mut [u8]) {
    line_batch(input, out, ANTI_DIAGONAL, 0xff)
}

/// One 64-bit shift brings every byte's file bit to bit 7.
#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn file_movemask_batch(input: &[u64], out: &mut [u8], file: File) {
    let count = _mm_cvtsi32_si128(7 - file.index() as i32);
    let mask = |v| _mm256_movemask_epi8(_mm256_sll_epi64(v, count)) as u32;
    movemask_batch(input, out, mask, 0xff)
}

#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn diagonal_through_movemask_batch(input: &[u64], out: &mut [u8], sq: Square) {
    let line = diagonal_through(sq);
    line_batch(input, out, line, line_ranks(line))
}

#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn anti_diagonal_through_movemask_batch(input: &[u64], out: &mut [u8], sq: Square) {
    let line = anti_diagonal_through(sq);
    line_batch(input, out, line, line_ranks(line))
}
