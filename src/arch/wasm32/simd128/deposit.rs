//! `simd128` deposits: each byte copied over its board, bit `r` kept in
//! byte `r`, then turned into the line's square on rank `r` by a compare.
//!
//! Every line of the catalogue has one square per rank it crosses, so a
//! deposit is "byte `r` of the board is the line's rank-`r` square if bit
//! `r` is set": with the byte in every byte of the board, AND with the rank
//! bits ([`DIAGONAL`]: bit `r` of byte `r`, itself the a1-h8 deposit),
//! `i8x16.eq` with them (`0xff` where the bit is set) and AND with the line.
//! No multiply, no carries and no bit reversal for the anti-diagonal
//! (which wasm has no instruction for); the same three steps serve every
//! line. (NEON moves the bit with `ushl`, a per-byte shift wasm lacks.)
//!
//! The batch forms are the shared spread (`generic::deposit`): one
//! `i8x16.swizzle` copies two input bytes over the two boards of a vector,
//! sixteen boards from one 16-byte load. The single forms copy the byte by
//! `i8x16.splat`.

use core::arch::wasm32::*;

use super::vector::lanes;
use crate::arch::generic::deposit::spread_batch;
use crate::masks::{anti_diagonal_through, diagonal_through, file, ANTI_DIAGONAL, DIAGONAL};
use crate::types::{File, Square};

/// `line`'s square on every rank whose bit `r` is set in `spread` (byte `r`
/// holds bit `r` of the input or 0): the compare makes the byte `0xff` or
/// 0, the AND keeps the line's square.
#[inline(always)]
fn place(spread: v128, rank_bit: v128, line: v128) -> v128 {
    v128_and(i8x16_eq(spread, rank_bit), line)
}

// ---------------------------------------------------------------- single

/// One deposit: the byte in every byte of lane 0, ANDed with the rank
/// bits, placed on `line`.
#[inline(always)]
fn one(bits: u8, line: u64) -> u64 {
    let rank_bit = u64x2_splat(DIAGONAL);
    let spread = v128_and(u8x16_splat(bits), rank_bit);
    lanes(place(spread, rank_bit, u64x2_splat(line)))[0]
}

#[inline]
pub(crate) fn anti_diagonal_compare(bits: u8) -> u64 {
    one(bits, ANTI_DIAGONAL)
}

#[inline]
pub(crate) fn file_compare(bits: u8, f: File) -> u64 {
    one(bits, file(f))
}

#[inline]
pub(crate) fn diagonal_through_compare(bits: u8, sq: Square) -> u64 {
    one(bits, diagonal_through(sq))
}

#[inline]
pub(crate) fn anti_diagonal_through_compare(bits: u8, sq: Square) -> u64 {
    one(bits, anti_diagonal_through(sq))
}

// ---------------------------------------------------------------- batch

/// The shared spread, then (unless `COMPARE` is false, for the a1-h8
/// diagonal) the compare onto `line`.
#[inline(always)]
fn swizzle_batch<const COMPARE: bool>(input: &[u8], out: &mut [u64], line: u64) {
    let (rank_bit, line) = (u64x2_splat(DIAGONAL), u64x2_splat(line));
    // SAFETY: the build enables simd128.
    unsafe {
        spread_batch::<v128>(input, out, |spread| {
            if COMPARE {
                place(spread, rank_bit, line)
            } else {
                spread
            }
        })
    }
}

/// The a1-h8 diagonal sixteen boards per step (swizzle spread, AND).
pub(crate) fn diagonal_swizzle_batch(input: &[u8], out: &mut [u64]) {
    swizzle_batch::<false>(input, out, DIAGONAL)
}

/// The h1-a8 anti-diagonal sixteen boards per step (swizzle spread, AND,
/// compare, AND).
pub(crate) fn anti_diagonal_swizzle_batch(input: &[u8], out: &mut [u64]) {
    swizzle_batch::<true>(input, out, ANTI_DIAGONAL)
}

/// A file sixteen boards per step.
pub(crate) fn file_swizzle_batch(input: &[u8], out: &mut [u64], f: File) {
    swizzle_batch::<true>(input, out, file(f))
}

/// The diagonal through `sq` sixteen boards per step (ranks it misses are
/// 0 in the line, so cleared by the last AND).
pub(crate) fn diagonal_through_swizzle_batch(input: &[u8], out: &mut [u64], sq: Square) {
    swizzle_batch::<true>(input, out, diagonal_through(sq))
}

/// The anti-diagonal through `sq` sixteen boards per step.
pub(crate) fn anti_diagonal_through_swizzle_batch(input: &[u8], out: &mut [u64], sq: Square) {
    swizzle_batch::<true>(input, out, anti_diagonal_through(sq))
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use super::*;
    use crate::arch::all::deposit as portable;
    use crate::arch::testing::{bytes, check_deposit_batch as check_batch};

    #[test]
    fn singles_match_portable() {
        for b in bytes() {
            assert_eq!(
                anti_diagonal_compare(b),
                portable::anti_diagonal_multiply(b)
            );
            for f in File::ALL {
                assert_eq!(file_compare(b, f), portable::file_multiply(b, f));
            }
            for sq in Square::ALL {
                assert_eq!(
                    diagonal_through_compare(b, sq),
                    portable::diagonal_through_multiply(b, sq),
                );
                assert_eq!(
                    anti_diagonal_through_compare(b, sq),
                    portable::anti_diagonal_through_multiply(b, sq),
                );
            }
        }
    }

    #[test]
    fn batches_match_portable() {
        check_batch(diagonal_swizzle_batch, portable::diagonal_multiply);
        check_batch(
            anti_diagonal_swizzle_batch,
            portable::anti_diagonal_multiply,
        );
        for f in File::ALL {
            check_batch(
                |i, o| file_swizzle_batch(i, o, f),
                |b| portable::file_multiply(b, f),
            );
        }
        for sq in Square::ALL {
            check_batch(
                |i, o| diagonal_through_swizzle_batch(i, o, sq),
                |b| portable::diagonal_through_multiply(b, sq),
            );
            check_batch(
                |i, o| anti_diagonal_through_swizzle_batch(i, o, sq),
                |b| portable::anti_diagonal_through_multiply(b, sq),
            );
        }
    }
}
