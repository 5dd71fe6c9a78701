//! Rook, bishop and queen attacks as `const fn`s, for `const` and `static`
//! initialisers: the crate's portable Hyperbola Quintessence (a byte swap
//! for files and diagonals, a bit reversal for ranks), which has no table
//! and no CPU-specific instruction. At run time the dispatched
//! `rook_/bishop_/queen_attacks_from` are faster.

use crate::arch::all::line_attacks::{
    bishop_attacks_from_hyperbola, queen_attacks_from_hyperbola, rook_attacks_from_hyperbola,
};
use crate::types::Square;

/// The squares a rook on `sq` attacks, stopped by `occupied` (the occupied
/// squares, not the empty ones; each ray up to and including the first
/// occupied square), computable at compile time; equal to [`rook_attacks_from`](crate::rook_attacks_from).
///
/// ```
/// use bitboard_simd::{rook_attacks_from, rook_attacks_from_const, Square};
///
/// // A table built at compile time: a rook on each square of a board
/// // whose only pieces are on d4 and e5.
/// static ROOK_TARGETS: [u64; 64] = {
///     let occupied = Square::D4.bit() | Square::E5.bit();
///     let mut table = [0; 64];
///     let mut i = 0;
///     while i < 64 {
///         table[i] = rook_attacks_from_const(Square::ALL[i], occupied);
///         i += 1;
///     }
///     table
/// };
/// let occupied = Square::D4.bit() | Square::E5.bit();
/// for sq in Square::ALL {
///     assert_eq!(ROOK_TARGETS[usize::from(sq)], rook_attacks_from(sq, occupied));
/// }
/// ```
#[inline]
pub const fn rook_attacks_from_const(sq: Square, occupied: u64) -> u64 {
    rook_attacks_from_hyperbola(sq, occupied)
}

/// The squares a bishop on `sq` attacks, stopped by `occupied` (the
/// occupied squares, not the empty ones), computable at compile time; equal to
/// [`bishop_attacks_from`](crate::bishop_attacks_from).
///
/// ```
/// use bitboard_simd::{bishop_attacks_from_const, Square};
///
/// const FROM_C1: u64 = bishop_attacks_from_const(Square::C1, Square::E3.bit());
/// assert_eq!(FROM_C1, Square::B2.bit() | Square::A3.bit() | Square::D2.bit() | Square::E3.bit());
/// ```
#[inline]
pub const fn bishop_attacks_from_const(sq: Square, occupied: u64) -> u64 {
    bishop_attacks_from_hyperbola(sq, occupied)
}

/// The squares a queen on `sq` attacks, stopped by `occupied` (the
/// occupied squares, not the empty ones), computable at compile time; equal to
/// [`queen_attacks_from`](crate::queen_attacks_from).
///
/// ```
/// use bitboard_simd::{queen_attacks_from, queen_attacks_from_const, Square};
///
/// static EMPTY_BOARD: [u64; 2] = [
///     queen_attacks_from_const(Square::A1, 0),
///     queen_attacks_from_const(Square::D4, 0),
/// ];
/// assert_eq!(EMPTY_BOARD[0].count_ones(), 21);
/// assert_eq!(EMPTY_BOARD[1], queen_attacks_from(Square::D4, 0));
/// ```
#[inline]
pub const fn queen_attacks_from_const(sq: Square, occupied: u64) -> u64 {
    queen_attacks_from_hyperbola(sq, occupied)
}
