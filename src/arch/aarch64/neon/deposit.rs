//! NEON deposits, batch forms: each byte copied over its board, bit `r`
//! kept in byte `r`, then moved byte by byte to the line's square.
//!
//! Every line of the catalogue has one square per rank it crosses, so a
//! deposit is "bit `r` of the byte goes to byte `r`, onto the file `f_r`
//! of the line's rank-`r` square":
//!
//! ```text
//! bits = 0b0000_0101   tbl        & 1 << r    ushl by f_r - r
//! byte 0: 00000101 -> 00000101 -> 00000001 -> the rank-0 square (or 0)
//! byte 1: 00000101 -> 00000101 -> 00000000 -> 0
//! byte 2: 00000101 -> 00000101 -> 00000100 -> the rank-2 square
//! ```
//!
//! `tbl` spreads sixteen input bytes over sixteen boards (eight lookups of
//! two boards), AND with [`DIAGONAL`] keeps bit `r` of byte `r` (which is
//! the a1-h8 deposit itself), and `ushl`, which shifts every byte by its own
//! signed count (`extract::rank_shifts`, once per call), moves it to file
//! `f_r`; on ranks the line misses the count is `-128`, which clears the
//! byte. No multiply, no carries, no bit reversal for the anti-diagonal, no
//! final AND with the line. (The SSE2 compare method, `cmtst` and AND with
//! the line, costs three instructions here: LLVM emits `cmtst` as `and`,
//! `cmeq` and `bic`.)
//!
//! One board per call does not pay: the trip through a vector register
//! costs more than the scalar multiply (`arch::all::deposit`), so there are
//! no single-board forms.

use core::arch::aarch64::*;

use super::extract::rank_shifts;
use crate::masks::{anti_diagonal_through, diagonal_through, file, ANTI_DIAGONAL, DIAGONAL};
use crate::types::{File, Square};

/// Sixteen boards per step from one 16-byte load: `tbl` with the indices
/// `[2k; 8] ++ [2k + 1; 8]` copies input bytes `2k` and `2k + 1` over the
/// two boards of vector `k`, AND with [`DIAGONAL`] keeps bit `r` of byte
/// `r`, and (unless `SHIFT` is false, for the a1-h8 diagonal) `ushl` moves
/// it onto `line`. The tail goes through a zero-padded chunk on the stack.
#[inline(always)]
fn spread_batch<const SHIFT: bool>(input: &[u8], out: &mut [u64], line: u64) {
    // SAFETY: NEON, which every aarch64 target enables.
    let (rank_bit, shifts, idx0, two) = unsafe {
        (
            vreinterpretq_u8_u64(vdupq_n_u64(DIAGONAL)),
            rank_shifts(line),
            vcombine_u8(vdup_n_u8(0), vdup_n_u8(1)),
            vdupq_n_u8(2),
        )
    };
    let sixteen = |chunk: &[u8; 16], o: &mut [u64; 16]| {
        // SAFETY: NEON, which every aarch64 target enables; `chunk` holds
        // 16 bytes and `o` 16 boards (eight stores of two).
        unsafe {
            let v = vld1q_u8(chunk.as_ptr());
            let mut idx = idx0;
            for k in 0..8 {
                let mut board = vandq_u8(vqtbl1q_u8(v, idx), rank_bit);
                if SHIFT {
                    board = vshlq_u8(board, shifts);
                }
                vst1q_u64(o.as_mut_ptr().add(2 * k), vreinterpretq_u64_u8(board));
                idx = vaddq_u8(idx, two);
            }
        }
    };
    let n = input.len().min(out.len());
    let (input, out) = (&input[..n], &mut out[..n]);
    let mut ins = input.chunks_exact(16);
    let mut outs = out.chunks_exact_mut(16);
    for (i, o) in (&mut ins).zip(&mut outs) {
        let (Ok(i), Ok(o)) = (i.try_into(), o.try_into()) else {
            unreachable!()
        };
        sixteen(i, o);
    }
    let (rest_in, rest_out) = (ins.remainder(), outs.into_remainder());
    if !rest_in.is_empty() {
        let mut i = [0u8; 16];
        let mut o = [0u64; 16];
        i[..rest_in.len()].copy_from_slice(rest_in);
        sixteen(&i, &mut o);
        rest_out.copy_from_slice(&o[..rest_out.len()]);
    }
}

/// The a1-h8 diagonal sixteen boards per step (`tbl` spread, AND).
pub(crate) fn diagonal_tbl_batch(input: &[u8], out: &mut [u64]) {
    spread_batch::<false>(input, out, DIAGONAL)
}

/// The h1-a8 anti-diagonal sixteen boards per step (`tbl` spread, AND,
/// `ushl` by `7 - 2r`).
pub(crate) fn anti_diagonal_tbl_batch(input: &[u8], out: &mut [u64]) {
    spread_batch::<true>(input, out, ANTI_DIAGONAL)
}

/// A file sixteen boards per step (`tbl` spread, AND, `ushl` by
/// `file - r`).
pub(crate) fn file_tbl_batch(input: &[u8], out: &mut [u64], f: File) {
    spread_batch::<true>(input, out, file(f))
}

/// The diagonal through `sq` sixteen boards per step (`tbl` spread, AND,
/// `ushl` by the offset, clearing the ranks it misses).
pub(crate) fn diagonal_through_tbl_batch(input: &[u8], out: &mut [u64], sq: Square) {
    spread_batch::<true>(input, out, diagonal_through(sq))
}

/// The anti-diagonal through `sq` sixteen boards per step (`tbl` spread,
/// AND, `ushl`, clearing the ranks it misses).
pub(crate) fn anti_diagonal_through_tbl_batch(input: &[u8], out: &mut [u64], sq: Square) {
    spread_batch::<true>(input, out, anti_diagonal_through(sq))
}

#[cfg(all(test, feature = "std"))]
pub(crate) mod tests {
    use std::{vec, vec::Vec};

    use crate::arch::all::deposit as portable;
    use crate::types::{File, Square};

    /// Every byte, twice over in a scrambled order (so that neighbouring
    /// boards differ), then a few xorshift bytes.
    pub(crate) fn bytes() -> Vec<u8> {
        let mut v: Vec<u8> = (0..=255u8).collect();
        v.extend((0..=255u8).map(|b| b.wrapping_mul(167).wrapping_add(13)));
        let mut x = 0x2545_f491_4f6c_dd1d_u64;
        for _ in 0..500 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            v.push((x >> 29) as u8);
        }
        v
    }

    /// Runs `batch` on every length in 0..=9 and 33 (at three offsets of
    /// the input) and on all the bytes at once, and compares with `one`.
    pub(crate) fn check_batch(batch: impl Fn(&[u8], &mut [u64]), one: impl Fn(u8) -> u64) {
        let all = bytes();
        for start in [0, 200, 300] {
            for len in (0..=9).chain([33]) {
                let input = &all[start..start + len];
                let mut out = vec![0xa5a5_a5a5_a5a5_a5a5_u64; len];
                batch(input, &mut out);
                for (k, &b) in input.iter().enumerate() {
                    assert_eq!(out[k], one(b), "len {len} byte {k}: {b:#x}");
                }
            }
        }
        let mut out = vec![0u64; all.len()];
        batch(&all, &mut out);
        for (&o, &b) in out.iter().zip(&all) {
            assert_eq!(o, one(b), "{b:#x}");
        }
    }

    #[test]
    fn batches_match_portable() {
        check_batch(super::diagonal_tbl_batch, portable::diagonal_multiply);
        check_batch(
            super::anti_diagonal_tbl_batch,
            portable::anti_diagonal_multiply,
        );
        for f in File::ALL {
            check_batch(
                |i, o| super::file_tbl_batch(i, o, f),
                |b| portable::file_multiply(b, f),
            );
        }
        for sq in Square::ALL {
            check_batch(
                |i, o| super::diagonal_through_tbl_batch(i, o, sq),
                |b| portable::diagonal_through_multiply(b, sq),
            );
            check_batch(
                |i, o| super::anti_diagonal_through_tbl_batch(i, o, sq),
                |b| portable::anti_diagonal_through_multiply(b, sq),
            );
        }
    }
}
