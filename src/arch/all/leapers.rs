//! Set-wise knight, king and pawn kernels in portable Rust: a few one-step
//! shifts, each masked where it would wrap from one edge file to the other
//! (a shift off the top or bottom of the board drops the bits by itself),
//! and ORs. The vector batch forms run the same steps lane by lane
//! (`generic::leapers`).

use crate::types::{Color, FILE_A, FILE_H};

/// Every square but the a-file: what a step east may produce.
pub(crate) const NOT_A: u64 = !FILE_A;
/// Every square but the a- and b-files: what two steps east may produce.
pub(crate) const NOT_AB: u64 = !(FILE_A | FILE_A << 1);
/// Every square but the h-file: what a step west may produce.
pub(crate) const NOT_H: u64 = !FILE_H;
/// Every square but the g- and h-files: what two steps west may produce.
pub(crate) const NOT_GH: u64 = !(FILE_H | FILE_H >> 1);
/// White's pawn start rank.
pub(crate) const RANK_2: u64 = 0xff << 8;
/// Black's pawn start rank.
pub(crate) const RANK_7: u64 = 0xff << 48;

/// The squares one file west and one file east of `x`'s.
#[inline(always)]
fn one_file_aside(x: u64) -> u64 {
    ((x >> 1) & NOT_H) | ((x << 1) & NOT_A)
}

/// Knight attacks: the one-file steps moved two ranks, the two-file steps
/// one rank, each way.
#[inline]
pub(crate) fn knight_attacks(knights: u64) -> u64 {
    let one = one_file_aside(knights);
    let two = ((knights >> 2) & NOT_GH) | ((knights << 2) & NOT_AB);
    (one << 16) | (one >> 16) | (two << 8) | (two >> 8)
}

/// King attacks: the sideways steps, and the row they make with the kings
/// moved one rank each way.
#[inline]
pub(crate) fn king_attacks(kings: u64) -> u64 {
    let side = one_file_aside(kings);
    let row = side | kings;
    side | (row << 8) | (row >> 8)
}

/// Pawn captures: one rank forward and one file aside.
#[inline]
pub(crate) fn pawn_attacks(pawns: u64, color: Color) -> u64 {
    match color {
        Color::White => ((pawns << 9) & NOT_A) | ((pawns << 7) & NOT_H),
        Color::Black => ((pawns >> 7) & NOT_A) | ((pawns >> 9) & NOT_H),
    }
}

/// One rank forward for `color`.
#[inline(always)]
fn forward(x: u64, color: Color) -> u64 {
    match color {
        Color::White => x << 8,
        Color::Black => x >> 8,
    }
}

/// Single pushes onto empty squares.
#[inline]
pub(crate) fn pawn_pushes(pawns: u64, empty: u64, color: Color) -> u64 {
    forward(pawns, color) & empty
}

/// Double pushes: the start rank's pawns, one push and another.
#[inline]
pub(crate) fn pawn_double_pushes(pawns: u64, empty: u64, color: Color) -> u64 {
    let start = match color {
        Color::White => RANK_2,
        Color::Black => RANK_7,
    };
    forward(forward(pawns & start, color) & empty, color) & empty
}

batch_loop!(map, knight_attacks_batch, knight_attacks);
batch_loop!(map, king_attacks_batch, king_attacks);
batch_loop!(map(Color), pawn_attacks_batch, pawn_attacks);
batch_loop!(zip(Color), pawn_pushes_batch, pawn_pushes);
batch_loop!(zip(Color), pawn_double_pushes_batch, pawn_double_pushes);
