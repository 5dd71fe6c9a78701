//! NEON extracts: every byte's line bit turned into its rank's weight
//! `1 << r`, then the bytes of a board summed.
//!
//! Every line of the catalogue has at most one square per rank, so with the
//! board masked to the line byte `r` holds at most one bit. `cmtst` (`vtst`)
//! of the board with the line sets byte `r` to `0xff` exactly when that bit
//! is set (whatever file it is on, and never on a rank the line misses);
//! AND with the weights `{1, 2, 4, ..., 128}` (byte `r` of
//! [`DIAGONAL`]) leaves `1 << r`, and the sum of the eight bytes (`addv`, or
//! three rounds of pairwise `addp` over sixteen boards) is the extract:
//! the weights are distinct bits, so the sum is their OR and never carries.
//! No line needs its offset or a bit reversal afterwards (the `psadbw`
//! method of `sse2::extract` indexes by file and does). For the a1-h8
//! diagonal the masked byte `r` already is `1 << r` or 0, so the compare
//! and the weights are skipped.

use core::arch::aarch64::*;

use crate::masks::{anti_diagonal_through, diagonal_through, file, ANTI_DIAGONAL, DIAGONAL};
use crate::types::{File, Square};

/// Byte `r` is `1 << r`: the weight of rank `r` in the extract.
const RANK_WEIGHTS: u64 = DIAGONAL;

/// Byte `r` of the result is `1 << r` when board `x` has its rank-`r` line
/// square, else 0 (two boards, one per 64-bit lane).
#[inline(always)]
fn rank_weights(v: uint8x16_t, line: uint8x16_t, weights: uint8x16_t) -> uint8x16_t {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe { vandq_u8(vtstq_u8(v, line), weights) }
}

/// One board: `cmtst`, AND with the weights, `addv`.
#[inline(always)]
fn line_addv(x: u64, line: u64) -> u8 {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe {
        let hit = vtst_u8(vcreate_u8(x), vcreate_u8(line));
        vaddv_u8(vand_u8(hit, vcreate_u8(RANK_WEIGHTS)))
    }
}

/// The a1-h8 diagonal: byte `r` of `x & DIAGONAL` is already `1 << r` or
/// 0, so `addv` of it is the extract.
#[inline]
pub(crate) fn diagonal_addv(x: u64) -> u8 {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe { vaddv_u8(vcreate_u8(x & DIAGONAL)) }
}

/// The h1-a8 anti-diagonal by compare, weights and `addv`: byte `r`'s bit
/// (on file `7 - r`) becomes `1 << r`, no reversal needed.
#[inline]
pub(crate) fn anti_diagonal_addv(x: u64) -> u8 {
    line_addv(x, ANTI_DIAGONAL)
}

/// A file by compare, weights and `addv`.
#[inline]
pub(crate) fn file_addv(x: u64, f: File) -> u8 {
    line_addv(x, file(f))
}

/// The diagonal through `sq` by compare, weights and `addv`: the weights
/// index by rank, so no shift by the diagonal's offset is needed, and
/// ranks the diagonal misses compare to 0.
#[inline]
pub(crate) fn diagonal_through_addv(x: u64, sq: Square) -> u8 {
    line_addv(x, diagonal_through(sq))
}

/// The anti-diagonal through `sq` by compare, weights and `addv` (as for
/// the diagonal: no offset, no reversal).
#[inline]
pub(crate) fn anti_diagonal_through_addv(x: u64, sq: Square) -> u8 {
    line_addv(x, anti_diagonal_through(sq))
}

// ---------------------------------------------------------------- batch

/// Sixteen boards per step: eight vectors of two boards each turned into
/// rank weights (by `weigh`), then three rounds of `addp` (pairwise add of
/// adjacent bytes across two vectors, the first vector's pairs first): 128
/// bytes become 64 (four per board), 32 (two), 16 (one), in board order.
/// The tail goes through a zero-padded chunk on the stack.
#[inline(always)]
fn addp_batch(input: &[u64], out: &mut [u8], weigh: impl Fn(uint8x16_t) -> uint8x16_t) {
    let n = input.len().min(out.len());
    let sixteen = |chunk: &[u64; 16], o: &mut [u8; 16]| {
        // SAFETY: NEON, which every aarch64 target enables; `chunk` holds
        // 16 boards (eight loads of two) and `o` 16 bytes.
        unsafe {
            let p = chunk.as_ptr();
            let w = |k: usize| weigh(vreinterpretq_u8_u64(vld1q_u64(p.add(2 * k))));
            let q = |k: usize| vpaddq_u8(w(2 * k), w(2 * k + 1));
            let h0 = vpaddq_u8(q(0), q(1));
            let h1 = vpaddq_u8(q(2), q(3));
            vst1q_u8(o.as_mut_ptr(), vpaddq_u8(h0, h1));
        }
    };
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
        let mut i = [0u64; 16];
        let mut o = [0u8; 16];
        i[..rest_in.len()].copy_from_slice(rest_in);
        sixteen(&i, &mut o);
        rest_out.copy_from_slice(&o[..rest_out.len()]);
    }
}

/// Compare-weights-`addp` batch of a fixed line.
#[inline(always)]
fn line_batch(input: &[u64], out: &mut [u8], line: u64) {
    // SAFETY: NEON, which every aarch64 target enables.
    let (line, weights) = unsafe {
        (
            vreinterpretq_u8_u64(vdupq_n_u64(line)),
            vreinterpretq_u8_u64(vdupq_n_u64(RANK_WEIGHTS)),
        )
    };
    addp_batch(input, out, |v| rank_weights(v, line, weights))
}

/// [`diagonal_addv`] sixteen boards per step: the masked bytes are the
/// weights, summed by `addp`.
pub(crate) fn diagonal_addp_batch(input: &[u64], out: &mut [u8]) {
    // SAFETY: NEON, which every aarch64 target enables.
    let line = unsafe { vreinterpretq_u8_u64(vdupq_n_u64(DIAGONAL)) };
    // SAFETY: NEON, which every aarch64 target enables.
    addp_batch(input, out, |v| unsafe { vandq_u8(v, line) })
}

/// [`anti_diagonal_addv`] sixteen boards per step (`cmtst`, weights, `addp`).
pub(crate) fn anti_diagonal_addp_batch(input: &[u64], out: &mut [u8]) {
    line_batch(input, out, ANTI_DIAGONAL)
}

/// [`file_addv`] sixteen boards per step (`cmtst`, weights, `addp`).
pub(crate) fn file_addp_batch(input: &[u64], out: &mut [u8], f: File) {
    line_batch(input, out, file(f))
}

/// [`diagonal_through_addv`] sixteen boards per step (`cmtst`, weights,
/// `addp`).
pub(crate) fn diagonal_through_addp_batch(input: &[u64], out: &mut [u8], sq: Square) {
    line_batch(input, out, diagonal_through(sq))
}

/// [`anti_diagonal_through_addv`] sixteen boards per step (`cmtst`,
/// weights, `addp`).
pub(crate) fn anti_diagonal_through_addp_batch(input: &[u64], out: &mut [u8], sq: Square) {
    line_batch(input, out, anti_diagonal_through(sq))
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use std::{vec, vec::Vec};

    use crate::arch::all::extract as portable;
    use crate::types::{File, Square};

    /// All 64 single squares, 0, !0, a few fixed boards and 4000
    /// xorshift boards.
    pub(crate) fn boards() -> Vec<u64> {
        let mut v: Vec<u64> = (0..64).map(|i| 1u64 << i).collect();
        v.extend([
            0,
            !0,
            0x8040_2010_0804_0201,
            0x0102_0408_1020_4080,
            0xff00_ff00_ff00_ff00,
            0x5555_aaaa_5555_aaaa,
            0x0123_4567_89ab_cdef,
        ]);
        let mut x = 0x2545_f491_4f6c_dd1d_u64;
        for _ in 0..4000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            v.push(x);
        }
        v
    }

    fn squares() -> impl Iterator<Item = Square> {
        (0..64).map(|i| Square::new(i).unwrap())
    }

    #[test]
    fn singles_match_portable() {
        for x in boards() {
            assert_eq!(super::diagonal_addv(x), portable::diagonal_multiply(x), "{x:#x}");
            assert_eq!(
                super::anti_diagonal_addv(x),
                portable::anti_diagonal_multiply(x),
                "{x:#x}"
            );
            for f in File::ALL {
                assert_eq!(super::file_addv(x, f), portable::file_multiply(x, f));
            }
            for sq in squares() {
                assert_eq!(
                    super::diagonal_through_addv(x, sq),
                    portable::diagonal_through_multiply(x, sq),
                    "{x:#x} {sq}"
                );
                assert_eq!(
                    super::anti_diagonal_through_addv(x, sq),
                    portable::anti_diagonal_through_multiply(x, sq),
                    "{x:#x} {sq}"
                );
            }
        }
    }

    /// Runs `batch` on every length in 0..=9 and 33 (at three offsets of
    /// the input) and on all the boards at once, and compares with `one`
    /// board by board.
    pub(crate) fn check_batch(batch: impl Fn(&[u64], &mut [u8]), one: impl Fn(u64) -> u8) {
        let all = boards();
        for start in [0, 64, 100] {
            for len in (0..=9).chain([33]) {
                let input = &all[start..start + len];
                let mut out = vec![0xa5u8; len];
                batch(input, &mut out);
                for (k, &x) in input.iter().enumerate() {
                    assert_eq!(out[k], one(x), "len {len} board {k}: {x:#x}");
                }
            }
        }
        // Everything at once (many full chunks).
        let mut out = vec![0u8; all.len()];
        batch(&all, &mut out);
        for (&o, &x) in out.iter().zip(&all) {
            assert_eq!(o, one(x), "{x:#x}");
        }
    }

    #[test]
    fn batches_match_portable() {
        check_batch(super::diagonal_addp_batch, portable::diagonal_multiply);
        check_batch(
            super::anti_diagonal_addp_batch,
            portable::anti_diagonal_multiply,
        );
        for f in File::ALL {
            check_batch(
                |i, o| super::file_addp_batch(i, o, f),
                |x| portable::file_multiply(x, f),
            );
        }
        for sq in squares() {
            check_batch(
                |i, o| super::diagonal_through_addp_batch(i, o, sq),
                |x| portable::diagonal_through_multiply(x, sq),
            );
            check_batch(
                |i, o| super::anti_diagonal_through_addp_batch(i, o, sq),
                |x| portable::anti_diagonal_through_multiply(x, sq),
            );
        }
    }
}
