//! AVX-512 extracts, batch forms: `vptestmb` ANDs every byte with the
//! line's byte and sets one mask bit per nonzero result, so eight boards
//! give one 64-bit mask whose byte `k` is board `k`'s extract, in rank
//! order for every line (a rank the line misses tests against 0 and stays
//! clear). Full groups are aligned loads; the head and tail groups are
//! masked loads.
//!
//! One board does not fill a register, and `pext` (one instruction) does
//! the same job there, so there are no single-board forms.

use core::arch::x86_64::*;

use super::{byte_lanes, for_each_group, Group};
use crate::masks::{anti_diagonal_through, diagonal_through, file, ANTI_DIAGONAL, DIAGONAL};
use crate::types::{File, Square};

/// Groups of eight boards laid out on the input's 64-byte lines (the
/// output, one byte per board, is small): see [`for_each_group`].
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
fn test_batch(input: &[u64], out: &mut [u8], line: u64) {
    let n = input.len().min(out.len());
    let vline = _mm512_set1_epi64(line as i64);
    let (src, dst) = (input.as_ptr(), out.as_mut_ptr());
    for_each_group(src, n, |i, g| {
        // SAFETY: boards `i..i + g.len()` are within `0..n`, in bounds of
        // `input` and `out`; full groups of `src` are 64-byte aligned
        // (`for_each_group`); a partial group's byte store writes only its
        // `g.len()` bytes.
        unsafe {
            let v = g.load_anchor(src.add(i));
            let bits: u64 = _mm512_test_epi8_mask(v, vline);
            match g {
                Group::Full => dst.add(i).cast::<u64>().write_unaligned(bits.to_le()),
                Group::Part(_) => _mm_mask_storeu_epi8(
                    dst.add(i).cast(),
                    byte_lanes(g.len()),
                    _mm_cvtsi64_si128(bits as i64),
                ),
            }
        }
    })
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn diagonal_test_batch(input: &[u64], out: &mut [u8]) {
    test_batch(input, out, DIAGONAL)
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn anti_diagonal_test_batch(input: &[u64], out: &mut [u8]) {
    test_batch(input, out, ANTI_DIAGONAL)
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn file_test_batch(input: &[u64], out: &mut [u8], f: File) {
    test_batch(input, out, file(f))
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn diagonal_through_test_batch(input: &[u64], out: &mut [u8], sq: Square) {
    test_batch(input, out, diagonal_through(sq))
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn anti_diagonal_through_test_batch(input: &[u64], out: &mut [u8], sq: Square) {
    test_batch(input, out, anti_diagonal_through(sq))
}
