//! AVX2 extracts, batch forms only: the SSE2 movemask method (see
//! `sse2::extract`) on four boards per register, one 32-bit mask = four
//! output bytes. (`vpsadbw` would need packing across lanes afterwards; the
//! compare is cheaper. One board does not fill a register.)

use core::arch::x86_64::*;

use crate::arch::x86_64::sse2::extract as sse2;
use crate::masks::{anti_diagonal_through, diagonal_through, ANTI_DIAGONAL, DIAGONAL};
use crate::types::{File, Square};

/// Four boards per step: `mask` gives bit `8k + r` for board `k`, kept
/// where `keep` is set; the last one to three boards through `one`.
#[inline]
#[target_feature(enable = "avx,avx2")]
fn movemask_batch(
    input: &[u64],
    out: &mut [u8],
    mask: impl Fn(__m256i) -> u32,
    keep: u8,
    one: impl Fn(u64) -> u8,
) {
    let n = input.len().min(out.len());
    let keep = u32::from_le_bytes([keep; 4]);
    let mut i = 0;
    while i + 4 <= n {
        // SAFETY: boards `i..i + 4` are in bounds (`i + 4 <= n`).
        let v = unsafe { _mm256_loadu_si256(input.as_ptr().add(i).cast()) };
        out[i..i + 4].copy_from_slice(&(mask(v) & keep).to_le_bytes());
        i += 4;
    }
    for (o, &x) in out[i..n].iter_mut().zip(&input[i..n]) {
        *o = one(x);
    }
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
fn line_batch(input: &[u64], out: &mut [u8], line: u64, keep: u8, one: impl Fn(u64) -> u8) {
    let vline = _mm256_set1_epi64x(line as i64);
    movemask_batch(input, out, |v| compare_mask(v, vline), keep, one)
}

#[target_feature(enable = "avx,avx2")]
pub(crate) fn diagonal_movemask_batch(input: &[u64], out: &mut [u8]) {
    line_batch(input, out, DIAGONAL, 0xff, sse2::diagonal_movemask)
}

#[target_feature(enable = "avx,avx2")]
pub(crate) fn anti_diagonal_movemask_batch(input: &[u64], out: &mut [u8]) {
    line_batch(
        input,
        out,
        ANTI_DIAGONAL,
        0xff,
        sse2::anti_diagonal_movemask,
    )
}

/// One 64-bit shift brings every byte's file bit to bit 7.
#[target_feature(enable = "avx,avx2")]
pub(crate) fn file_movemask_batch(input: &[u64], out: &mut [u8], file: File) {
    let count = _mm_cvtsi32_si128(7 - file.index() as i32);
    let mask = |v| _mm256_movemask_epi8(_mm256_sll_epi64(v, count)) as u32;
    movemask_batch(input, out, mask, 0xff, |x| sse2::file_movemask(x, file))
}

#[target_feature(enable = "avx,avx2")]
pub(crate) fn diagonal_through_movemask_batch(input: &[u64], out: &mut [u8], sq: Square) {
    let line = diagonal_through(sq);
    let one = |x| sse2::diagonal_through_movemask(x, sq);
    line_batch(input, out, line, sse2::line_ranks(line), one)
}

#[target_feature(enable = "avx,avx2")]
pub(crate) fn anti_diagonal_through_movemask_batch(input: &[u64], out: &mut [u8], sq: Square) {
    let line = anti_diagonal_through(sq);
    let one = |x| sse2::anti_diagonal_through_movemask(x, sq);
    line_batch(input, out, line, sse2::line_ranks(line), one)
}
