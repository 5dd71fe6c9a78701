//! SVE2 deposits (`bdep`), the `pdep` method of `bmi2::deposit`.
//!
//! `bdep(bits, line)` writes the low bits of `bits`, in order, to the set
//! bits of `line`, lowest first. Every line of the catalogue has one square
//! per rank it crosses, so its squares in increasing order are its squares
//! by increasing rank: bit `r` lands on the line's square of rank `r` when
//! the line starts on rank 0. A line through a square may start higher
//! (at rank `tz(line) / 8`), so the bits are shifted down by that first;
//! bits of ranks above the line's last are beyond its population and `bdep`
//! drops them. The batch forms run [`bdep_batch`]: VL/64 boards per `bdep`.

use super::bitperm::{bdep, bdep_batch};
use crate::masks::{anti_diagonal_through, diagonal_through, file, ANTI_DIAGONAL, DIAGONAL};
use crate::types::{File, Square};

/// The rank of the line's lowest square: how far the bits move down first.
#[inline(always)]
fn first_rank(line: u64) -> u32 {
    line.trailing_zeros() / 8
}

/// The a1-h8 diagonal: `bdep` onto it.
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
pub(crate) fn diagonal_bdep(bits: u8) -> u64 {
    bdep(u64::from(bits), DIAGONAL)
}

/// The h1-a8 anti-diagonal: `bdep` onto it (no bit reversal: its squares
/// in increasing order are in rank order).
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
pub(crate) fn anti_diagonal_bdep(bits: u8) -> u64 {
    bdep(u64::from(bits), ANTI_DIAGONAL)
}

/// A file: `bdep` onto it.
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
pub(crate) fn file_bdep(bits: u8, f: File) -> u64 {
    bdep(u64::from(bits), file(f))
}

/// `bdep` onto a line, the bits first shifted down to its first rank.
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
fn line_bdep(bits: u8, line: u64) -> u64 {
    bdep(u64::from(bits) >> first_rank(line), line)
}

/// The diagonal through `sq`: shifted down to its first rank, `bdep`.
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
pub(crate) fn diagonal_through_bdep(bits: u8, sq: Square) -> u64 {
    line_bdep(bits, diagonal_through(sq))
}

/// The anti-diagonal through `sq`: shifted down to its first rank, `bdep`.
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
pub(crate) fn anti_diagonal_through_bdep(bits: u8, sq: Square) -> u64 {
    line_bdep(bits, anti_diagonal_through(sq))
}

/// [`diagonal_bdep`], VL/64 boards per `bdep`.
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
pub(crate) fn diagonal_bdep_batch(input: &[u8], out: &mut [u64]) {
    bdep_batch(input, out, DIAGONAL, 0)
}

/// [`anti_diagonal_bdep`], VL/64 boards per `bdep`.
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
pub(crate) fn anti_diagonal_bdep_batch(input: &[u8], out: &mut [u64]) {
    bdep_batch(input, out, ANTI_DIAGONAL, 0)
}

/// [`file_bdep`], VL/64 boards per `bdep`.
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
pub(crate) fn file_bdep_batch(input: &[u8], out: &mut [u64], f: File) {
    bdep_batch(input, out, file(f), 0)
}

/// [`diagonal_through_bdep`], VL/64 boards per `bdep` (after `lsr`).
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
pub(crate) fn diagonal_through_bdep_batch(input: &[u8], out: &mut [u64], sq: Square) {
    let line = diagonal_through(sq);
    bdep_batch(input, out, line, first_rank(line))
}

/// [`anti_diagonal_through_bdep`], VL/64 boards per `bdep` (after `lsr`).
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
pub(crate) fn anti_diagonal_through_bdep_batch(input: &[u8], out: &mut [u64], sq: Square) {
    let line = anti_diagonal_through(sq);
    bdep_batch(input, out, line, first_rank(line))
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use super::super::bitperm::tests::have_bitperm;
    use crate::arch::all::deposit as portable;
    use crate::arch::testing::check_deposit_batch as check_batch;
    use crate::types::{File, Square};

    #[test]
    fn singles_match_portable() {
        if !have_bitperm() {
            return;
        }
        for b in 0..=255u8 {
            // SAFETY: SVE2 BitPerm was detected above (for every call here).
            unsafe {
                assert_eq!(super::diagonal_bdep(b), portable::diagonal_multiply(b));
                assert_eq!(
                    super::anti_diagonal_bdep(b),
                    portable::anti_diagonal_multiply(b)
                );
                for f in File::ALL {
                    assert_eq!(super::file_bdep(b, f), portable::file_multiply(b, f));
                }
                for sq in Square::ALL {
                    assert_eq!(
                        super::diagonal_through_bdep(b, sq),
                        portable::diagonal_through_multiply(b, sq),
                        "{b:#x} {sq}"
                    );
                    assert_eq!(
                        super::anti_diagonal_through_bdep(b, sq),
                        portable::anti_diagonal_through_multiply(b, sq),
                        "{b:#x} {sq}"
                    );
                }
            }
        }
    }

    #[test]
    fn batches_match_portable() {
        if !have_bitperm() {
            return;
        }
        // SAFETY (every `unsafe` below): SVE2 BitPerm was detected above.
        check_batch(
            |i, o| unsafe { super::diagonal_bdep_batch(i, o) },
            portable::diagonal_multiply,
        );
        check_batch(
            |i, o| unsafe { super::anti_diagonal_bdep_batch(i, o) },
            portable::anti_diagonal_multiply,
        );
        for f in File::ALL {
            check_batch(
                |i, o| unsafe { super::file_bdep_batch(i, o, f) },
                |b| portable::file_multiply(b, f),
            );
        }
        for sq in Square::ALL {
            check_batch(
                |i, o| unsafe { super::diagonal_through_bdep_batch(i, o, sq) },
                |b| portable::diagonal_through_multiply(b, sq),
            );
            check_batch(
                |i, o| unsafe { super::anti_diagonal_through_bdep_batch(i, o, sq) },
                |b| portable::anti_diagonal_through_multiply(b, sq),
            );
        }
    }
}
