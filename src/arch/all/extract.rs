//! Extracts in portable Rust: a line's eight squares gathered into a byte,
//! bit `r` from rank `r`.

use crate::masks::{anti_diagonal_through, diagonal_through, ANTI_DIAGONAL, DIAGONAL, FILE_A};
use crate::types::{File, Square};

/// Multiply: `(x & DIAGONAL) * FILE_A >> 56`.
///
/// The diagonal square of rank `r` is bit `9r`; the multiplier adds copies
/// shifted by `8k`. Bit `9r + 8k` lands in the top byte at `56 + r` exactly
/// when `k = 7 - r`, and no two (r, k) pairs share a position (9r + 8k =
/// 9r' + 8k' forces r = r'), so no carries disturb the result.
#[inline]
pub(crate) fn diagonal_multiply(x: u64) -> u8 {
    ((x & DIAGONAL).wrapping_mul(FILE_A) >> 56) as u8
}

/// Multiply: the anti-diagonal square of rank `r` (bit `7r + 7`) lands at
/// `63 - r` (top byte, reversed order) and collides with nothing, so the
/// byte's bits are reversed after the multiply.
#[inline]
pub(crate) fn anti_diagonal_multiply(x: u64) -> u8 {
    (((x & ANTI_DIAGONAL).wrapping_mul(FILE_A) >> 56) as u8).reverse_bits()
}

/// Multiply: the file moved to the a-file, then `* ANTI_DIAGONAL` moves bit
/// `8r` up by `56 - 7r` to `56 + r`; no other pair of terms meets, so no
/// carries.
#[inline]
pub(crate) fn file_multiply(x: u64, file: File) -> u8 {
    (((x >> file.index()) & FILE_A).wrapping_mul(ANTI_DIAGONAL) >> 56) as u8
}

/// The diagonal through `sq` moved onto the a1-h8 diagonal (east-west by
/// `file - rank`), then the multiply. Ranks the diagonal misses stay 0
/// because the line mask is applied first.
#[inline]
pub(crate) fn diagonal_through_multiply(x: u64, sq: Square) -> u8 {
    let d = sq.file().index() as i32 - sq.rank().index() as i32;
    let line = x & diagonal_through(sq);
    let moved = if d >= 0 { line >> d } else { line << -d };
    diagonal_multiply(moved)
}

/// The anti-diagonal through `sq` moved onto h1-a8 (by `file + rank - 7`).
#[inline]
pub(crate) fn anti_diagonal_through_multiply(x: u64, sq: Square) -> u8 {
    let d = sq.file().index() as i32 + sq.rank().index() as i32 - 7;
    let line = x & anti_diagonal_through(sq);
    let moved = if d >= 0 { line >> d } else { line << -d };
    anti_diagonal_multiply(moved)
}

batch_loop!(to_u8, diagonal_multiply_batch, diagonal_multiply);
batch_loop!(to_u8, anti_diagonal_multiply_batch, anti_diagonal_multiply);
batch_loop!(to_u8(File), file_multiply_batch, file_multiply);
batch_loop!(
    to_u8(Square),
    diagonal_through_multiply_batch,
    diagonal_through_multiply
);
batch_loop!(
    to_u8(Square),
    anti_diagonal_through_multiply_batch,
    anti_diagonal_through_multiply
);
