//! Extracts in portable Rust: a line's eight squares gathered into a byte,
//! bit `r` from rank `r`.

use super::flip::{
    pseudo_rotate_45_anticlockwise_delta_swap as rotate_45_anticlockwise,
    pseudo_rotate_45_clockwise_delta_swap as rotate_45_clockwise,
};
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

/// Multiply with the alignment folded into the final shift: the diagonal
/// through `sq` has its rank-`r` square at bit `9r + d` (`d = file - rank`
/// of `sq`). Times `FILE_A`, the copy shifted by `8(7 - r)` lands at
/// `56 + d + r` and every other copy lands below `56 + d` or beyond bit 63
/// (positions `8(r + k) + r + d` with `r + k != 7`; all distinct, so no
/// carries). One shift by `56 + d` (49..=63) then puts rank `r` at bit `r`.
#[inline]
pub(crate) fn diagonal_through_multiply_shift(x: u64, sq: Square) -> u8 {
    let d_plus_7 = sq.file().index() as u32 + 7 - sq.rank().index() as u32;
    ((x & diagonal_through(sq)).wrapping_mul(FILE_A) >> (49 + d_plus_7)) as u8
}

/// Pseudo-rotation: rotating by 45 degrees clockwise moves square (f, r) to
/// (f, r - f mod 8), so the diagonal (r, r) becomes rank 1, file `r`.
#[inline]
pub(crate) fn diagonal_rotate(x: u64) -> u8 {
    rotate_45_clockwise(x) as u8
}

/// Pseudo-rotation anticlockwise: (f, r) goes to (f, r + f + 1 mod 8), so
/// the anti-diagonal (7 - r, r) becomes rank 1 with rank `r` on file
/// `7 - r`: the byte comes out reversed.
#[inline]
pub(crate) fn anti_diagonal_rotate(x: u64) -> u8 {
    (rotate_45_anticlockwise(x) as u8).reverse_bits()
}

/// The diagonal through `sq` moved onto a1-h8, then the pseudo-rotation.
#[inline]
pub(crate) fn diagonal_through_rotate(x: u64, sq: Square) -> u8 {
    let d = sq.file().index() as i32 - sq.rank().index() as i32;
    let line = x & diagonal_through(sq);
    diagonal_rotate(if d >= 0 { line >> d } else { line << -d })
}

/// The anti-diagonal through `sq` moved onto h1-a8, then the rotation.
#[inline]
pub(crate) fn anti_diagonal_through_rotate(x: u64, sq: Square) -> u8 {
    let d = sq.file().index() as i32 + sq.rank().index() as i32 - 7;
    let line = x & anti_diagonal_through(sq);
    anti_diagonal_rotate(if d >= 0 { line >> d } else { line << -d })
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
batch_loop!(
    to_u8(Square),
    diagonal_through_multiply_shift_batch,
    diagonal_through_multiply_shift
);
batch_loop!(to_u8, diagonal_rotate_batch, diagonal_rotate);
batch_loop!(to_u8, anti_diagonal_rotate_batch, anti_diagonal_rotate);
batch_loop!(
    to_u8(Square),
    diagonal_through_rotate_batch,
    diagonal_through_rotate
);
batch_loop!(
    to_u8(Square),
    anti_diagonal_through_rotate_batch,
    anti_diagonal_through_rotate
);
