//! NEON deposits, batch forms: the shared spread body
//! (`generic::deposit::spread_batch`: `tbl` copies each byte over its
//! board, the AND keeps bit `r` in byte `r`), then each byte moved to the
//! line's square by `ushl`.
//!
//! `ushl` shifts every byte by its own signed count
//! (`extract::rank_shifts`, once per call): bit `r` of byte `r` goes to the
//! file `f_r` of the line's rank-`r` square; on ranks the line misses the
//! count is `-128`, which clears the byte. No multiply, no carries, no bit
//! reversal for the anti-diagonal, no final AND with the line. (The compare
//! method of SSE2 and wasm, `cmtst` and AND with the line, costs three
//! instructions here: LLVM emits `cmtst` as `and`, `cmeq` and `bic`.)
//!
//! One board per call does not pay: the trip through a vector register
//! costs more than the scalar multiply (`arch::all::deposit`), so there are
//! no single-board forms.

use core::arch::aarch64::*;

use super::extract::rank_shifts;
use crate::arch::generic::deposit::spread_batch;
use crate::masks::{anti_diagonal_through, diagonal_through, file, ANTI_DIAGONAL, DIAGONAL};
use crate::types::{File, Square};

/// The shared spread, then (unless `SHIFT` is false, for the a1-h8
/// diagonal) `ushl` onto `line`.
#[inline(always)]
fn tbl_batch<const SHIFT: bool>(input: &[u8], out: &mut [u64], line: u64) {
    let shifts = rank_shifts(line);
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe {
        spread_batch::<uint64x2_t>(input, out, |board| {
            if SHIFT {
                vreinterpretq_u64_u8(vshlq_u8(vreinterpretq_u8_u64(board), shifts))
            } else {
                board
            }
        })
    }
}

/// The a1-h8 diagonal sixteen boards per step (`tbl` spread, AND).
pub(crate) fn diagonal_tbl_batch(input: &[u8], out: &mut [u64]) {
    tbl_batch::<false>(input, out, DIAGONAL)
}

/// The h1-a8 anti-diagonal sixteen boards per step (`tbl` spread, AND,
/// `ushl` by `7 - 2r`).
pub(crate) fn anti_diagonal_tbl_batch(input: &[u8], out: &mut [u64]) {
    tbl_batch::<true>(input, out, ANTI_DIAGONAL)
}

/// A file sixteen boards per step (`tbl` spread, AND, `ushl` by
/// `file - r`).
pub(crate) fn file_tbl_batch(input: &[u8], out: &mut [u64], f: File) {
    tbl_batch::<true>(input, out, file(f))
}

/// The diagonal through `sq` sixteen boards per step (`tbl` spread, AND,
/// `ushl` by the offset, clearing the ranks it misses).
pub(crate) fn diagonal_through_tbl_batch(input: &[u8], out: &mut [u64], sq: Square) {
    tbl_batch::<true>(input, out, diagonal_through(sq))
}

/// The anti-diagonal through `sq` sixteen boards per step (`tbl` spread,
/// AND, `ushl`, clearing the ranks it misses).
pub(crate) fn anti_diagonal_through_tbl_batch(input: &[u8], out: &mut [u64], sq: Square) {
    tbl_batch::<true>(input, out, anti_diagonal_through(sq))
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use crate::arch::all::deposit as portable;
    use crate::arch::testing::check_deposit_batch as check_batch;
    use crate::types::{File, Square};

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
