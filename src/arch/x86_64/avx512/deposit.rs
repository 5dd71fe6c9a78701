//! AVX-512 deposit kernels: a byte *is* a mask register.
//!
//! With AVX512BW a 64-bit mask register selects bytes: `vmovdqu8` with
//! zero-masking keeps byte `j` of a vector where mask bit `j` is set. Load
//! eight input bytes as one `u64` mask: bit `8i + r` is bit `r` of input
//! byte `i`, which selects byte `r` (rank `r`) of qword `i` (board `i`).
//! Zero-masked moves of the line broadcast to every qword therefore give
//! eight deposits at once, with no broadcast, shuffle or compare.
//!
//! ```text
//! mask k = b7 b6 .. b1 b0 (8 input bytes)    src = line | line | .. | line
//! board i = line with rank r cleared where bit r of b_i is 0
//! ```

use core::arch::x86_64::*;

use super::{byte_lanes, for_each_group, Group};
use crate::masks::{anti_diagonal_through, diagonal_through, file, ANTI_DIAGONAL, DIAGONAL};
use crate::types::{File, Square};

/// `line` with the ranks whose bit in `bits` is clear removed
/// (`vpmovm2b` turns the 8 mask bits into 8 bytes of `0x00`/`0xff`).
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
fn select_ranks(bits: u8, line: u64) -> u64 {
    (_mm_cvtsi128_si64(_mm_movm_epi8(bits as u16)) as u64) & line
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn anti_diagonal_mask(bits: u8) -> u64 {
    select_ranks(bits, ANTI_DIAGONAL)
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn diagonal_through_mask(bits: u8, sq: Square) -> u64 {
    select_ranks(bits, diagonal_through(sq))
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn anti_diagonal_through_mask(bits: u8, sq: Square) -> u64 {
    select_ranks(bits, anti_diagonal_through(sq))
}

/// Eight boards per `vmovdqu8 {k}{z}`, in groups laid out on the output's
/// 64-byte lines (see [`for_each_group`]); a partial group reads its bytes
/// into a zero-padded `u64` and stores under a qword mask.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
fn select_batch(input: &[u8], out: &mut [u64], line: u64) {
    let n = input.len().min(out.len());
    let line_v = _mm512_set1_epi64(line as i64);
    let (src, dst) = (input.as_ptr(), out.as_mut_ptr());
    for_each_group(dst, n, |i, g| {
        // SAFETY: boards `i..i + g.len()` are within `0..n`, in bounds of
        // `input` and `out`; a partial group reads only its `g.len()` bytes
        // and stores only its lanes; full groups of `dst` are 64-byte
        // aligned (`for_each_group`).
        unsafe {
            let k = match g {
                Group::Full => u64::from_le(src.add(i).cast::<u64>().read_unaligned()),
                Group::Part(_) => {
                    _mm_cvtsi128_si64(_mm_maskz_loadu_epi8(byte_lanes(g.len()), src.add(i).cast()))
                        as u64
                }
            };
            g.store_anchor(dst.add(i), _mm512_maskz_mov_epi8(k, line_v));
        }
    })
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn diagonal_mask_batch(input: &[u8], out: &mut [u64]) {
    select_batch(input, out, DIAGONAL)
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn anti_diagonal_mask_batch(input: &[u8], out: &mut [u64]) {
    select_batch(input, out, ANTI_DIAGONAL)
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn file_mask_batch(input: &[u8], out: &mut [u64], f: File) {
    select_batch(input, out, file(f))
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn diagonal_through_mask_batch(input: &[u8], out: &mut [u64], sq: Square) {
    select_batch(input, out, diagonal_through(sq))
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn anti_diagonal_through_mask_batch(input: &[u8], out: &mut [u64], sq: Square) {
    select_batch(input, out, anti_diagonal_through(sq))
}
