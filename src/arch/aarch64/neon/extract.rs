//! NEON extracts, batch forms: every board's line bit moved, byte by
//! byte, to its rank's weight `1 << r`, then the bytes of each board summed
//! by three rounds of pairwise adds over sixteen boards.
//!
//! Every line of the catalogue has at most one square per rank, so with the
//! board masked to the line byte `r` holds at most one bit, on the file
//! `f_r` of the line's rank-`r` square. `ushl` shifts every byte by its own
//! signed count, so one shift by `r - f_r` ([`rank_shifts`], computed once
//! per call from the line) puts it at bit `r`, and the eight bytes of a board
//! are distinct bits whose sum is the extract: no carries, and no offset
//! or bit reversal afterwards (the `psadbw` method of `sse2::extract` indexes
//! by file and needs both). `addp` (pairwise add of adjacent bytes across
//! two vectors, the first one's pairs first) turns 128 bytes into 64 (four
//! per board), 32 and 16: one byte per board, in board order.
//!
//! The shift is also what keeps the `addp`s: with a compare against the line
//! and an AND with constant weights, LLVM proves the bytes disjoint and
//! rewrites every `addp` as `uzp1` + `uzp2` + `orr` (three instructions for
//! one). For the a1-h8 diagonal no shift is needed (`f_r = r`), and the
//! constant mask would allow the rewrite, so it is hidden ([`opaque`]).
//!
//! One board per call does not pay: moving the board to a vector register
//! and the sum back costs more than the scalar multiply
//! (`arch::all::extract`), so there are no single-board forms.

use core::arch::aarch64::*;

use crate::arch::generic::chunks::by_chunks;
use crate::masks::{anti_diagonal_through, diagonal_through, file, ANTI_DIAGONAL, DIAGONAL};
use crate::types::{File, Square};

/// Byte `r` (of both halves) is `f_r - r`, the shift that moves bit `r`
/// of byte `r` to the line's rank-`r` square on file `f_r`; `-128` on
/// ranks the line misses, which `ushl` turns into 0 (a right shift by 8 or
/// more). Negated, it moves the line's square back to bit `r` (and `-128`
/// stays `-128`). `f_r = 7 - clz(byte)` for a one-bit byte.
#[inline(always)]
pub(super) fn rank_shifts(line: u64) -> int8x16_t {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe {
        let line = vreinterpretq_u8_u64(vdupq_n_u64(line));
        // Byte r of both halves: 7 + r.
        let seven_plus_rank = vreinterpretq_u8_u64(vdupq_n_u64(0x0e0d_0c0b_0a09_0807));
        let shift = vsubq_u8(vdupq_n_u8(14), vaddq_u8(vclzq_u8(line), seven_plus_rank));
        let missed = vceqzq_u8(line);
        vreinterpretq_s8_u8(vbslq_u8(missed, vdupq_n_u8(0x80), shift))
    }
}

// ---------------------------------------------------------------- batch

/// Sixteen boards per step: eight vectors of two boards each turned into
/// rank weights (by `weigh`), then three rounds of `addp` (see the module
/// docs). The tail goes through a zero-padded chunk (the shared
/// `generic::chunks::by_chunks`).
#[inline(always)]
fn addp_batch(input: &[u64], out: &mut [u8], weigh: impl Fn(uint8x16_t) -> uint8x16_t) {
    by_chunks(input, out, |chunk: &[u64; 16], o: &mut [u8; 16]| {
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
    })
}

/// Mask-shift-`addp` batch of a fixed line.
#[inline(always)]
fn line_batch(input: &[u64], out: &mut [u8], line: u64) {
    // SAFETY: NEON, which every aarch64 target enables.
    let (shifts, line) = unsafe {
        (
            vnegq_s8(rank_shifts(line)),
            vreinterpretq_u8_u64(vdupq_n_u64(line)),
        )
    };
    // SAFETY: NEON, which every aarch64 target enables.
    addp_batch(input, out, |v| unsafe {
        vshlq_u8(vandq_u8(v, line), shifts)
    })
}

/// `v`, hidden from the optimiser by an empty `asm!` (no instruction): a
/// constant line passed through it keeps LLVM from proving the masked bytes
/// disjoint and rewriting the `addp`s (see the module docs).
#[inline(always)]
fn opaque(mut v: uint8x16_t) -> uint8x16_t {
    // SAFETY: the template is a comment: no instruction runs, the register
    // keeps its value, nothing else is read or written.
    unsafe {
        core::arch::asm!(
            "/* {v:v} */",
            v = inout(vreg) v,
            options(pure, nomem, nostack, preserves_flags)
        )
    };
    v
}

/// The a1-h8 diagonal sixteen boards per step: byte `r` of `x & DIAGONAL`
/// already is `1 << r` or 0, so the masked boards go straight to the
/// `addp`s (the mask goes through [`opaque`] to keep them).
pub(crate) fn diagonal_addp_batch(input: &[u64], out: &mut [u8]) {
    // SAFETY: NEON, which every aarch64 target enables.
    let line = opaque(unsafe { vreinterpretq_u8_u64(vdupq_n_u64(DIAGONAL)) });
    // SAFETY: NEON, which every aarch64 target enables.
    addp_batch(input, out, |v| unsafe { vandq_u8(v, line) })
}

/// The h1-a8 anti-diagonal sixteen boards per step (mask, `ushl` by
/// `2r - 7`, `addp`).
pub(crate) fn anti_diagonal_addp_batch(input: &[u64], out: &mut [u8]) {
    line_batch(input, out, ANTI_DIAGONAL)
}

/// A file sixteen boards per step (mask, `ushl` by `r - file`, `addp`).
pub(crate) fn file_addp_batch(input: &[u64], out: &mut [u8], f: File) {
    line_batch(input, out, file(f))
}

/// The diagonal through `sq` sixteen boards per step (mask, `ushl` by the
/// diagonal's offset, `addp`).
pub(crate) fn diagonal_through_addp_batch(input: &[u64], out: &mut [u8], sq: Square) {
    line_batch(input, out, diagonal_through(sq))
}

/// The anti-diagonal through `sq` sixteen boards per step (mask, `ushl`,
/// `addp`).
pub(crate) fn anti_diagonal_through_addp_batch(input: &[u64], out: &mut [u8], sq: Square) {
    line_batch(input, out, anti_diagonal_through(sq))
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use crate::arch::all::extract as portable;
    use crate::arch::testing::check_extract_batch as check_batch;
    use crate::types::{File, Square};

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
        for sq in Square::ALL {
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
