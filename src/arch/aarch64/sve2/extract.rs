//! SVE2 extracts: `bext` gathers a line's bits in square order, which is
//! rank order for every line (each rank holds at most one square of it),
//! the `pext` method of `bmi2::extract`. A line through a square that starts
//! above rank 1 comes out packed from bit 0 and is moved up to its first
//! rank. The batch forms run [`bext_batch`]: VL/64 boards per `bext`.

use super::bitperm::{bext, bext_batch};
use crate::masks::{anti_diagonal_through, diagonal_through, file, ANTI_DIAGONAL, DIAGONAL};
use crate::types::{File, Square};

/// The rank of the line's lowest square: how far its packed bits move up.
/// A line is never empty.
#[inline(always)]
fn first_rank(line: u64) -> u32 {
    line.trailing_zeros() / 8
}

/// `bext` of a line, moved up to the line's first rank so bit `r` is rank
/// `r`.
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
fn gather_line(x: u64, line: u64) -> u8 {
    (bext(x, line) as u8) << first_rank(line)
}

/// The a1-h8 diagonal: `bext` by it (its squares are in rank order).
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
pub(crate) fn diagonal_bext(x: u64) -> u8 {
    bext(x, DIAGONAL) as u8
}

/// The h1-a8 anti-diagonal: `bext` by it (its squares in increasing order
/// are in rank order, so no reversal).
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
pub(crate) fn anti_diagonal_bext(x: u64) -> u8 {
    bext(x, ANTI_DIAGONAL) as u8
}

/// A file: `bext` by it.
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
pub(crate) fn file_bext(x: u64, f: File) -> u8 {
    bext(x, file(f)) as u8
}

/// The diagonal through `sq`: `bext`, then up to its first rank.
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
pub(crate) fn diagonal_through_bext(x: u64, sq: Square) -> u8 {
    gather_line(x, diagonal_through(sq))
}

/// The anti-diagonal through `sq`: `bext`, then up to its first rank.
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
pub(crate) fn anti_diagonal_through_bext(x: u64, sq: Square) -> u8 {
    gather_line(x, anti_diagonal_through(sq))
}

/// [`diagonal_bext`], VL/64 boards per `bext`.
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
pub(crate) fn diagonal_bext_batch(input: &[u64], out: &mut [u8]) {
    bext_batch(input, out, DIAGONAL, 0)
}

/// [`anti_diagonal_bext`], VL/64 boards per `bext`.
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
pub(crate) fn anti_diagonal_bext_batch(input: &[u64], out: &mut [u8]) {
    bext_batch(input, out, ANTI_DIAGONAL, 0)
}

/// [`file_bext`], VL/64 boards per `bext`.
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
pub(crate) fn file_bext_batch(input: &[u64], out: &mut [u8], f: File) {
    bext_batch(input, out, file(f), 0)
}

/// [`diagonal_through_bext`], VL/64 boards per `bext` (and `lsl`).
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
pub(crate) fn diagonal_through_bext_batch(input: &[u64], out: &mut [u8], sq: Square) {
    let line = diagonal_through(sq);
    bext_batch(input, out, line, first_rank(line))
}

/// [`anti_diagonal_through_bext`], VL/64 boards per `bext` (and `lsl`).
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
pub(crate) fn anti_diagonal_through_bext_batch(input: &[u64], out: &mut [u8], sq: Square) {
    let line = anti_diagonal_through(sq);
    bext_batch(input, out, line, first_rank(line))
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use super::super::bitperm::tests::have_bitperm;
    use crate::arch::all::extract as portable;
    use crate::arch::testing::{boards, check_extract_batch as check_batch};
    use crate::types::{File, Square};

    #[test]
    fn singles_match_portable() {
        if !have_bitperm() {
            return;
        }
        for x in boards() {
            // SAFETY: SVE2 BitPerm was detected above (for every call here).
            unsafe {
                assert_eq!(super::diagonal_bext(x), portable::diagonal_multiply(x));
                assert_eq!(
                    super::anti_diagonal_bext(x),
                    portable::anti_diagonal_multiply(x)
                );
                for f in File::ALL {
                    assert_eq!(super::file_bext(x, f), portable::file_multiply(x, f));
                }
                for sq in Square::ALL {
                    assert_eq!(
                        super::diagonal_through_bext(x, sq),
                        portable::diagonal_through_multiply(x, sq),
                        "{x:#x} {sq}"
                    );
                    assert_eq!(
                        super::anti_diagonal_through_bext(x, sq),
                        portable::anti_diagonal_through_multiply(x, sq),
                        "{x:#x} {sq}"
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
            |i, o| unsafe { super::diagonal_bext_batch(i, o) },
            portable::diagonal_multiply,
        );
        check_batch(
            |i, o| unsafe { super::anti_diagonal_bext_batch(i, o) },
            portable::anti_diagonal_multiply,
        );
        for f in File::ALL {
            check_batch(
                |i, o| unsafe { super::file_bext_batch(i, o, f) },
                |x| portable::file_multiply(x, f),
            );
        }
        for sq in Square::ALL {
            check_batch(
                |i, o| unsafe { super::diagonal_through_bext_batch(i, o, sq) },
                |x| portable::diagonal_through_multiply(x, sq),
            );
            check_batch(
                |i, o| unsafe { super::anti_diagonal_through_bext_batch(i, o, sq) },
                |x| portable::anti_diagonal_through_multiply(x, sq),
            );
        }
    }
}
