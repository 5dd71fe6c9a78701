//! BMI2 deposit kernels (`pdep`).
//!
//! `pdep(bits, line)` writes the low bits of `bits`, in order, to the set
//! bits of `line`, lowest first. Every line of the catalogue has one square
//! per rank it crosses, so its squares in increasing order are its squares
//! by increasing rank: bit `r` lands on the line's square of rank `r` when
//! the line starts on rank 0. A line through a square may start higher
//! (at rank `tz(line) / 8`), so the bits are shifted down by that first.

use core::arch::x86_64::_pdep_u64;

use crate::masks::{anti_diagonal_through, diagonal_through, file, ANTI_DIAGONAL, DIAGONAL};
use crate::types::{File, Square};

#[inline]
#[target_feature(enable = "bmi2")]
pub(crate) fn diagonal_pdep(bits: u8) -> u64 {
    _pdep_u64(bits as u64, DIAGONAL)
}

#[inline]
#[target_feature(enable = "bmi2")]
pub(crate) fn anti_diagonal_pdep(bits: u8) -> u64 {
    _pdep_u64(bits as u64, ANTI_DIAGONAL)
}

#[inline]
#[target_feature(enable = "bmi2")]
pub(crate) fn file_pdep(bits: u8, f: File) -> u64 {
    _pdep_u64(bits as u64, file(f))
}

/// The line's first rank is `tz(line) / 8`; bits of lower ranks are
/// shifted out, bits of ranks above the line's last are beyond its
/// population and `pdep` drops them.
#[inline]
#[target_feature(enable = "bmi2")]
fn line_pdep(bits: u8, line: u64) -> u64 {
    _pdep_u64((bits as u64) >> (line.trailing_zeros() / 8), line)
}

#[inline]
#[target_feature(enable = "bmi2")]
pub(crate) fn diagonal_through_pdep(bits: u8, sq: Square) -> u64 {
    line_pdep(bits, diagonal_through(sq))
}

#[inline]
#[target_feature(enable = "bmi2")]
pub(crate) fn anti_diagonal_through_pdep(bits: u8, sq: Square) -> u64 {
    line_pdep(bits, anti_diagonal_through(sq))
}

#[inline]
#[target_feature(enable = "bmi2")]
pub(crate) fn anti_diagonal_pdep_batch(input: &[u8], out: &mut [u64]) {
    for (o, &b) in out.iter_mut().zip(input) {
        *o = _pdep_u64(b as u64, ANTI_DIAGONAL);
    }
}

#[inline]
#[target_feature(enable = "bmi2")]
pub(crate) fn file_pdep_batch(input: &[u8], out: &mut [u64], f: File) {
    let line = file(f);
    for (o, &b) in out.iter_mut().zip(input) {
        *o = _pdep_u64(b as u64, line);
    }
}

#[inline]
#[target_feature(enable = "bmi2")]
pub(crate) fn diagonal_through_pdep_batch(input: &[u8], out: &mut [u64], sq: Square) {
    let line = diagonal_through(sq);
    for (o, &b) in out.iter_mut().zip(input) {
        *o = line_pdep(b, line);
    }
}

#[inline]
#[target_feature(enable = "bmi2")]
pub(crate) fn anti_diagonal_through_pdep_batch(input: &[u8], out: &mut [u64], sq: Square) {
    let line = anti_diagonal_through(sq);
    for (o, &b) in out.iter_mut().zip(input) {
        *o = line_pdep(b, line);
    }
}
