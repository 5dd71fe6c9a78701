//! AVX-512 extracts, batch forms: `vptestmb` ANDs every byte with the
//! line's byte and sets one mask bit per nonzero result, so eight boards
//! give one 64-bit mask whose byte `k` is board `k`'s extract, in rank
//! order for every line (a rank the line misses tests against 0 and stays
//! clear). The last partial group goes through a masked load.
//!
//! One board does not fill a register, and `pext` (one instruction) does
//! the same job there, so there are no single-board forms.

use core::arch::x86_64::*;

use crate::masks::{anti_diagonal_through, diagonal_through, file, ANTI_DIAGONAL, DIAGONAL};
use crate::types::{File, Square};

#[inline]
#[target_feature(enable = "avx512f,avx512bw")]
fn test_batch(input: &[u64], out: &mut [u8], line: u64) {
    let n = input.len().min(out.len());
    let vline = _mm512_set1_epi64(line as i64);
    let mut i = 0;
    while i + 8 <= n {
        // SAFETY: boards `i..i + 8` are in bounds (`i + 8 <= n`).
        let v = unsafe { _mm512_loadu_si512(input.as_ptr().add(i).cast()) };
        let bits: u64 = _mm512_test_epi8_mask(v, vline);
        out[i..i + 8].copy_from_slice(&bits.to_le_bytes());
        i += 8;
    }
    if i < n {
        let k: __mmask8 = (1 << (n - i)) - 1;
        // SAFETY: only the `n - i` boards left (in bounds) are unmasked;
        // masked lanes are not read and do not fault.
        let v = unsafe { _mm512_maskz_loadu_epi64(k, input.as_ptr().add(i).cast()) };
        let bits: u64 = _mm512_test_epi8_mask(v, vline);
        out[i..n].copy_from_slice(&bits.to_le_bytes()[..n - i]);
    }
}

#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn diagonal_test_batch(input: &[u64], out: &mut [u8]) {
    test_batch(input, out, DIAGONAL)
}

#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn anti_diagonal_test_batch(input: &[u64], out: &mut [u8]) {
    test_batch(input, out, ANTI_DIAGONAL)
}

#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn file_test_batch(input: &[u64], out: &mut [u8], f: File) {
    test_batch(input, out, file(f))
}

#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn diagonal_through_test_batch(input: &[u64], out: &mut [u8], sq: Square) {
    test_batch(input, out, diagonal_through(sq))
}

#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn anti_diagonal_through_test_batch(input: &[u64], out: &mut [u8], sq: Square) {
    test_batch(input, out, anti_diagonal_through(sq))
}
