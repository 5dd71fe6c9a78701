//! Deposits in portable Rust: a byte spread onto a line, bit `r` to the
//! line's square on rank `r`, everything else 0.

use crate::masks::{anti_diagonal_through, diagonal_through, ANTI_DIAGONAL, DIAGONAL, FILE_A};
use crate::types::{File, Square};

/// Broadcast the byte to every rank (`* FILE_A`) and keep the diagonal:
/// rank `r` keeps bit `r`, which is file `r`.
#[inline]
pub(crate) fn diagonal_multiply(bits: u8) -> u64 {
    (bits as u64).wrapping_mul(FILE_A) & DIAGONAL
}

/// Broadcast the bit-reversed byte: rank `r` keeps file `7 - r`, which then
/// holds bit `r`.
#[inline]
pub(crate) fn anti_diagonal_multiply(bits: u8) -> u64 {
    (bits.reverse_bits() as u64).wrapping_mul(FILE_A) & ANTI_DIAGONAL
}

/// Multiply by `sum 2^(7k)`: bit `r` (for `r < 7`) lands at `8r` with no two
/// terms meeting, so no carries; bit 7 would meet bit 0's term at 7 and
/// carry, so it is moved separately. Then shift to the file.
#[inline]
pub(crate) const fn file_multiply(bits: u8, file: File) -> u64 {
    const SPREAD: u64 = 0x0002_0408_1020_4081;
    let low = ((bits & 0x7f) as u64).wrapping_mul(SPREAD) & FILE_A;
    let top = ((bits >> 7) as u64) << 56;
    (low | top) << file.index()
}

/// The reference's "binary" deposit to vertical: halve the distance each
/// step, like a binary search. The high nibble moves up 4 ranks (`<< 28`
/// puts bit 4 at square 32), then each 2-bit group moves up 2 ranks (`<< 14`),
/// then each odd bit moves up 1 rank (`<< 7`); the masks keep only the moved
/// or the unmoved copy of every bit.
///
/// ```text
/// bits 76543210 -> rank 4: 7654, rank 0: 3210 -> ranks 6,4,2,0: 76,54,32,10 -> a-file
/// ```
#[inline]
pub(crate) fn file_binary(bits: u8, file: File) -> u64 {
    let mut x = bits as u64;
    x = (x | (x << 28)) & 0x0000_000f_0000_000f;
    x = (x | (x << 14)) & 0x0003_0003_0003_0003;
    x = (x | (x << 7)) & FILE_A;
    x << file.index()
}

/// Deposit onto a1-h8, then move east-west onto the diagonal through `sq`
/// and keep its squares (bits of missed ranks fall outside the mask).
#[inline]
pub(crate) fn diagonal_through_multiply(bits: u8, sq: Square) -> u64 {
    let d = sq.file().index() as i32 - sq.rank().index() as i32;
    let main = diagonal_multiply(bits);
    let moved = if d >= 0 { main << d } else { main >> -d };
    moved & diagonal_through(sq)
}

#[inline]
pub(crate) fn anti_diagonal_through_multiply(bits: u8, sq: Square) -> u64 {
    let d = sq.file().index() as i32 + sq.rank().index() as i32 - 7;
    let main = anti_diagonal_multiply(bits);
    let moved = if d >= 0 { main << d } else { main >> -d };
    moved & anti_diagonal_through(sq)
}

batch_loop!(from_u8, diagonal_multiply_batch, diagonal_multiply);
batch_loop!(
    from_u8,
    anti_diagonal_multiply_batch,
    anti_diagonal_multiply
);
batch_loop!(from_u8(File), file_multiply_batch, file_multiply);
batch_loop!(from_u8(File), file_binary_batch, file_binary);
batch_loop!(
    from_u8(Square),
    diagonal_through_multiply_batch,
    diagonal_through_multiply
);
batch_loop!(
    from_u8(Square),
    anti_diagonal_through_multiply_batch,
    anti_diagonal_through_multiply
);
