//! `simd128` extracts: each rank's line bit turned into that byte's top bit,
//! then `i8x16.bitmask` (x86's `pmovmskb`) gathers the sixteen top bits,
//! eight per board: bit `r` of a board's byte from its rank `r`.
//!
//! Every line of the catalogue has at most one square per rank, so with the
//! board masked to the line byte `r` is nonzero exactly when the line's
//! rank-`r` square is set: `i8x16.eq` against zero, `i8x16.bitmask` and a
//! NOT of the sixteen bits give the extract of two boards, for any line,
//! with no per-byte shift and no bit reversal (the multiply reverses the
//! anti-diagonal's bits, which wasm has no instruction for), and ranks the
//! line misses come out 0 (their bytes are 0). A file needs no compare: one
//! 64-bit shift left by `7 - file` brings the file's bit of every byte to
//! bit 7.
//!
//! The batch forms take sixteen boards per step (the shared
//! `generic::chunks::by_chunks`), eight `i8x16.bitmask`s of two boards each.
//! The single forms put the board in lane 0; a file has no single form
//! (it tied the portable multiply: see the registry).

use core::arch::wasm32::*;

use crate::arch::generic::chunks::by_chunks;
use crate::arch::generic::vector::Vector;
use crate::masks::{anti_diagonal_through, diagonal_through, ANTI_DIAGONAL, DIAGONAL};
use crate::types::{File, Square};

/// The extracts of the two boards of `v` along `line` (in every lane):
/// board 0's in the low byte, board 1's in the high.
#[inline(always)]
fn line_bits(v: v128, line: v128) -> u16 {
    // Byte r of `v & line` is 0 exactly when the line's rank-r square is
    // empty (or the line misses rank r), so the NOT of the equal-to-zero
    // mask is the line's bit of every rank.
    !i8x16_bitmask(i8x16_eq(v128_and(v, line), u64x2_splat(0)))
}

/// The files' bits of two boards: after a 64-bit left shift by `7 - file`
/// bit 7 of byte `r` is the file's square on rank `r` (the bits that
/// cross into the next byte are below bit 7 there, so bitmask ignores them).
#[inline(always)]
fn file_bits(v: v128, f: File) -> u16 {
    i8x16_bitmask(u64x2_shl(v, 7 - f.index() as u32))
}

// ---------------------------------------------------------------- single

/// One board in lane 0 (lane 1 zero: its byte of the mask is dropped).
#[inline(always)]
fn one_board(x: u64) -> v128 {
    u64x2(x, 0)
}

#[inline]
pub(crate) fn diagonal_bitmask(x: u64) -> u8 {
    line_bits(one_board(x), u64x2_splat(DIAGONAL)) as u8
}

#[inline]
pub(crate) fn anti_diagonal_bitmask(x: u64) -> u8 {
    line_bits(one_board(x), u64x2_splat(ANTI_DIAGONAL)) as u8
}

#[inline]
pub(crate) fn diagonal_through_bitmask(x: u64, sq: Square) -> u8 {
    line_bits(one_board(x), u64x2_splat(diagonal_through(sq))) as u8
}

#[inline]
pub(crate) fn anti_diagonal_through_bitmask(x: u64, sq: Square) -> u8 {
    line_bits(one_board(x), u64x2_splat(anti_diagonal_through(sq))) as u8
}

// ---------------------------------------------------------------- batch

/// Sixteen boards per step: `pair` turns each of the eight vectors of two
/// boards into their two extracts (board `2k` in the low byte), stored as
/// one little-endian 16-bit word at byte `2k`.
#[inline(always)]
fn bitmask_batch(input: &[u64], out: &mut [u8], pair: impl Fn(v128) -> u16) {
    by_chunks(input, out, |chunk: &[u64; 16], o: &mut [u8; 16]| {
        for k in 0..8 {
            // SAFETY: `chunk` holds sixteen boards, `2k + 2 <= 16`.
            let v = unsafe { v128::load_unaligned(chunk.as_ptr().add(2 * k)) };
            o[2 * k..2 * k + 2].copy_from_slice(&pair(v).to_le_bytes());
        }
    })
}

/// A line's batch: mask, compare with zero, bitmask, NOT.
#[inline(always)]
fn line_batch(input: &[u64], out: &mut [u8], line: u64) {
    let line = u64x2_splat(line);
    bitmask_batch(input, out, |v| line_bits(v, line))
}

/// The a1-h8 diagonal sixteen boards per step.
pub(crate) fn diagonal_bitmask_batch(input: &[u64], out: &mut [u8]) {
    line_batch(input, out, DIAGONAL)
}

/// The h1-a8 anti-diagonal sixteen boards per step (no bit reversal: the
/// mask's bits are already by rank).
pub(crate) fn anti_diagonal_bitmask_batch(input: &[u64], out: &mut [u8]) {
    line_batch(input, out, ANTI_DIAGONAL)
}

/// A file sixteen boards per step (shift, bitmask).
pub(crate) fn file_bitmask_batch(input: &[u64], out: &mut [u8], f: File) {
    bitmask_batch(input, out, |v| file_bits(v, f))
}

/// The diagonal through `sq` sixteen boards per step.
pub(crate) fn diagonal_through_bitmask_batch(input: &[u64], out: &mut [u8], sq: Square) {
    line_batch(input, out, diagonal_through(sq))
}

/// The anti-diagonal through `sq` sixteen boards per step.
pub(crate) fn anti_diagonal_through_bitmask_batch(input: &[u64], out: &mut [u8], sq: Square) {
    line_batch(input, out, anti_diagonal_through(sq))
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use super::*;
    use crate::arch::all::extract as portable;
    use crate::arch::testing::{boards, check_extract_batch as check_batch};

    #[test]
    fn singles_match_portable() {
        for x in boards() {
            assert_eq!(diagonal_bitmask(x), portable::diagonal_multiply(x));
            assert_eq!(
                anti_diagonal_bitmask(x),
                portable::anti_diagonal_multiply(x)
            );
            for sq in Square::ALL {
                assert_eq!(
                    diagonal_through_bitmask(x, sq),
                    portable::diagonal_through_multiply(x, sq),
                );
                assert_eq!(
                    anti_diagonal_through_bitmask(x, sq),
                    portable::anti_diagonal_through_multiply(x, sq),
                );
            }
        }
    }

    #[test]
    fn batches_match_portable() {
        check_batch(diagonal_bitmask_batch, portable::diagonal_multiply);
        check_batch(
            anti_diagonal_bitmask_batch,
            portable::anti_diagonal_multiply,
        );
        for f in File::ALL {
            check_batch(
                |i, o| file_bitmask_batch(i, o, f),
                |x| portable::file_multiply(x, f),
            );
        }
        for sq in Square::ALL {
            check_batch(
                |i, o| diagonal_through_bitmask_batch(i, o, sq),
                |x| portable::diagonal_through_multiply(x, sq),
            );
            check_batch(
                |i, o| anti_diagonal_through_bitmask_batch(i, o, sq),
                |x| portable::anti_diagonal_through_multiply(x, sq),
            );
        }
    }
}
