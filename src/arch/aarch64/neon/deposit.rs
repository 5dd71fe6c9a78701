//! NEON deposits: the byte broadcast to every rank, each rank's bit tested,
//! the line kept.
//!
//! Every line of the catalogue has one square per rank it crosses, so a
//! deposit is "spread bit `r` over byte `r`, then keep the line" (the
//! compare method of `sse2::deposit`):
//!
//! ```text
//! bits = 0b0000_0101   dup        cmtst with 1 << r   & line
//! byte 0: 00000101 -> 00000101 -> 0xff              -> a1 (or c1, ...)
//! byte 1: 00000101 -> 00000101 -> 0x00              -> -
//! byte 2: 00000101 -> 00000101 -> 0xff              -> the rank-2 square
//! ```
//!
//! `dup` broadcasts, `cmtst` (`vtst`) sets a byte to `0xff` when it shares a
//! bit with the test byte `1 << r` (byte `r` of [`DIAGONAL`]): no multiply,
//! no carries, no bit reversal for the anti-diagonal, and bits of ranks a
//! line misses meet an empty mask byte. For the a1-h8 diagonal the test is
//! not needed: byte `r` AND `1 << r` already is square (r, r).

use core::arch::aarch64::*;

use crate::masks::{anti_diagonal_through, diagonal_through, file, ANTI_DIAGONAL, DIAGONAL};
use crate::types::{File, Square};

/// Byte `r` is `1 << r`: the bit of `bits` that rank `r` tests.
const RANK_BIT: u64 = DIAGONAL;

/// Byte `r` of the result is `0xff` if bit `r` of `bits` is set, else 0
/// (`dup`, `cmtst`).
#[inline(always)]
fn bits_to_bytes(bits: u8) -> u64 {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe {
        let hit = vtst_u8(vdup_n_u8(bits), vcreate_u8(RANK_BIT));
        vget_lane_u64::<0>(vreinterpret_u64_u8(hit))
    }
}

/// The a1-h8 diagonal: `dup` and AND with the diagonal, whose byte `r` is
/// the test bit `1 << r` itself.
#[inline]
pub(crate) fn diagonal_dup(bits: u8) -> u64 {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe {
        let v = vand_u8(vdup_n_u8(bits), vcreate_u8(DIAGONAL));
        vget_lane_u64::<0>(vreinterpret_u64_u8(v))
    }
}

/// The h1-a8 anti-diagonal: `dup`, `cmtst`, AND with the line (no bit
/// reversal: the compare works per rank whatever the file).
#[inline]
pub(crate) fn anti_diagonal_compare(bits: u8) -> u64 {
    bits_to_bytes(bits) & ANTI_DIAGONAL
}

/// A file: `dup`, `cmtst`, AND with the file.
#[inline]
pub(crate) fn file_compare(bits: u8, f: File) -> u64 {
    bits_to_bytes(bits) & file(f)
}

/// The diagonal through `sq`: `dup`, `cmtst`, AND with the line (bits of
/// ranks it misses meet empty mask bytes; no shift by the offset).
#[inline]
pub(crate) fn diagonal_through_compare(bits: u8, sq: Square) -> u64 {
    bits_to_bytes(bits) & diagonal_through(sq)
}

/// The anti-diagonal through `sq`: `dup`, `cmtst`, AND with the line.
#[inline]
pub(crate) fn anti_diagonal_through_compare(bits: u8, sq: Square) -> u64 {
    bits_to_bytes(bits) & anti_diagonal_through(sq)
}

// ---------------------------------------------------------------- batch

/// Sixteen boards per step from one 16-byte load: `tbl` with the indices
/// `[2k; 8] ++ [2k + 1; 8]` copies input bytes `2k` and `2k + 1` over the
/// two boards of vector `k` (eight lookups), then each board is
/// `cmtst(copies, 1 << r) & line` (just `copies & line` for the a1-h8
/// diagonal, `COMPARE == false`). The tail goes through a zero-padded chunk
/// on the stack.
#[inline(always)]
fn spread_batch<const COMPARE: bool>(input: &[u8], out: &mut [u64], line: u64) {
    // SAFETY: NEON, which every aarch64 target enables.
    let (sel, line_v, idx0, two) = unsafe {
        (
            vreinterpretq_u8_u64(vdupq_n_u64(RANK_BIT)),
            vreinterpretq_u8_u64(vdupq_n_u64(line)),
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
                let copies = vqtbl1q_u8(v, idx);
                let board = if COMPARE {
                    vandq_u8(vtstq_u8(copies, sel), line_v)
                } else {
                    vandq_u8(copies, line_v)
                };
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

/// [`diagonal_dup`] sixteen boards per step (`tbl` spread, AND).
pub(crate) fn diagonal_tbl_batch(input: &[u8], out: &mut [u64]) {
    spread_batch::<false>(input, out, DIAGONAL)
}

/// [`anti_diagonal_compare`] sixteen boards per step (`tbl` spread,
/// `cmtst`, AND).
pub(crate) fn anti_diagonal_tbl_batch(input: &[u8], out: &mut [u64]) {
    spread_batch::<true>(input, out, ANTI_DIAGONAL)
}

/// [`file_compare`] sixteen boards per step (`tbl` spread, `cmtst`, AND).
pub(crate) fn file_tbl_batch(input: &[u8], out: &mut [u64], f: File) {
    spread_batch::<true>(input, out, file(f))
}

/// [`diagonal_through_compare`] sixteen boards per step (`tbl` spread,
/// `cmtst`, AND).
pub(crate) fn diagonal_through_tbl_batch(input: &[u8], out: &mut [u64], sq: Square) {
    spread_batch::<true>(input, out, diagonal_through(sq))
}

/// [`anti_diagonal_through_compare`] sixteen boards per step (`tbl`
/// spread, `cmtst`, AND).
pub(crate) fn anti_diagonal_through_tbl_batch(input: &[u8], out: &mut [u64], sq: Square) {
    spread_batch::<true>(input, out, anti_diagonal_through(sq))
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use std::{vec, vec::Vec};

    use crate::arch::all::deposit as portable;
    use crate::types::{File, Square};

    fn squares() -> impl Iterator<Item = Square> {
        (0..64).map(|i| Square::new(i).unwrap())
    }

    #[test]
    fn singles_match_portable() {
        for b in 0..=255u8 {
            assert_eq!(super::diagonal_dup(b), portable::diagonal_multiply(b));
            assert_eq!(
                super::anti_diagonal_compare(b),
                portable::anti_diagonal_multiply(b)
            );
            for f in File::ALL {
                assert_eq!(super::file_compare(b, f), portable::file_multiply(b, f));
            }
            for sq in squares() {
                assert_eq!(
                    super::diagonal_through_compare(b, sq),
                    portable::diagonal_through_multiply(b, sq),
                    "{b:#x} {sq}"
                );
                assert_eq!(
                    super::anti_diagonal_through_compare(b, sq),
                    portable::anti_diagonal_through_multiply(b, sq),
                    "{b:#x} {sq}"
                );
            }
        }
    }

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
        for sq in squares() {
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
