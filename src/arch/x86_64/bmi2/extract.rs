//! BMI2 extracts: `pext` gathers a line's bits in square order, which is
//! rank order for every line (each rank holds at most one square of it).
//! A line through a square that starts above rank 1 comes out packed from
//! bit 0 and is moved up to its first rank.

use core::arch::x86_64::_pext_u64;

use crate::masks::{anti_diagonal_through, diagonal_through, ANTI_DIAGONAL, DIAGONAL};
use crate::types::{File, Square};

/// `pext` of a line, moved up to the line's first rank so bit `r` is rank
/// `r`.
#[inline]
#[target_feature(enable = "bmi2")]
fn gather_line(x: u64, line: u64) -> u8 {
    // The line is never empty, so `trailing_zeros() / 8` is its first rank.
    (_pext_u64(x, line) as u8) << (line.trailing_zeros() / 8)
}

#[inline]
#[target_feature(enable = "bmi2")]
pub(crate) fn diagonal_pext(x: u64) -> u8 {
    _pext_u64(x, DIAGONAL) as u8
}

#[inline]
#[target_feature(enable = "bmi2")]
pub(crate) fn anti_diagonal_pext(x: u64) -> u8 {
    _pext_u64(x, ANTI_DIAGONAL) as u8
}

#[inline]
#[target_feature(enable = "bmi2")]
pub(crate) fn file_pext(x: u64, file: File) -> u8 {
    _pext_u64(x, crate::masks::file(file)) as u8
}

#[inline]
#[target_feature(enable = "bmi2")]
pub(crate) fn diagonal_through_pext(x: u64, sq: Square) -> u8 {
    gather_line(x, diagonal_through(sq))
}

#[inline]
#[target_feature(enable = "bmi2")]
pub(crate) fn anti_diagonal_through_pext(x: u64, sq: Square) -> u8 {
    gather_line(x, anti_diagonal_through(sq))
}

/// One `pext` per board with the mask and the shift hoisted.
#[inline]
#[target_feature(enable = "bmi2")]
fn pext_batch(input: &[u64], out: &mut [u8], line: u64) {
    let first_rank = line.trailing_zeros() / 8;
    for (o, &x) in out.iter_mut().zip(input) {
        *o = (_pext_u64(x, line) as u8) << first_rank;
    }
}

#[inline]
#[target_feature(enable = "bmi2")]
pub(crate) fn diagonal_pext_batch(input: &[u64], out: &mut [u8]) {
    pext_batch(input, out, DIAGONAL)
}

#[inline]
#[target_feature(enable = "bmi2")]
pub(crate) fn anti_diagonal_pext_batch(input: &[u64], out: &mut [u8]) {
    pext_batch(input, out, ANTI_DIAGONAL)
}

#[inline]
#[target_feature(enable = "bmi2")]
pub(crate) fn file_pext_batch(input: &[u64], out: &mut [u8], file: File) {
    pext_batch(input, out, crate::masks::file(file))
}

#[inline]
#[target_feature(enable = "bmi2")]
pub(crate) fn diagonal_through_pext_batch(input: &[u64], out: &mut [u8], sq: Square) {
    pext_batch(input, out, diagonal_through(sq))
}

#[inline]
#[target_feature(enable = "bmi2")]
pub(crate) fn anti_diagonal_through_pext_batch(input: &[u64], out: &mut [u8], sq: Square) {
    pext_batch(input, out, anti_diagonal_through(sq))
}
