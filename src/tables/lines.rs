//! The geometry of lines: the squares between two squares, the whole line
//! through them, and the empty-board rays of a rook and a bishop.

use crate::masks::{anti_diagonal_through, diagonal_through, file, rank};
use crate::types::{Dir, Square};

/// `BETWEEN[a][b]`: the squares strictly between `a` and `b` when they share
/// a rank, file or diagonal, else 0. 32 KiB, filled at compile time by
/// walking each square's eight rays once: every square a ray reaches gets
/// the squares the walk has passed. (Walking from `a` to `b` anew for each
/// pair cost the compiler's evaluator, which every dependent's build runs,
/// several times as long.)
static BETWEEN: [[u64; 64]; 64] = {
    let mut table = [[0u64; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut d = 0;
        while d < 8 {
            let (df, dr) = Dir::ALL[d].offsets();
            let (df, dr) = (df as i32, dr as i32);
            let (mut f, mut r) = ((a % 8) as i32 + df, (a / 8) as i32 + dr);
            let mut passed = 0u64;
            while f >= 0 && f < 8 && r >= 0 && r < 8 {
                let b = (8 * r + f) as usize;
                table[a][b] = passed;
                passed |= 1 << b;
                f += df;
                r += dr;
            }
            d += 1;
        }
        a += 1;
    }
    table
};

/// `RAYS[0][s]`, `RAYS[1][s]`: a rook's and a bishop's rays from `s` on an
/// empty board, from the line masks. A table because one load measured
/// faster than the masks' arithmetic (two loads for the diagonals) in the
/// perft example, which tests these rays for every king square.
static RAYS: [[u64; 64]; 2] = {
    let mut rays = [[0u64; 64]; 2];
    let mut i = 0;
    while i < 64 {
        let sq = Square::ALL[i];
        rays[0][i] = (file(sq.file()) | rank(sq.rank())) ^ sq.bit();
        rays[1][i] = (diagonal_through(sq) | anti_diagonal_through(sq)) ^ sq.bit();
        i += 1;
    }
    rays
};

/// The squares a rook on `sq` attacks on an empty board: its rank and
/// file, without `sq`.
///
/// ```
/// use bitboard_simd::{rook_rays, Square};
///
/// assert_eq!(rook_rays(Square::A1), 0x0101_0101_0101_01fe);
/// assert_eq!(rook_rays(Square::E4).count_ones(), 14);
/// ```
#[inline]
pub const fn rook_rays(sq: Square) -> u64 {
    RAYS[0][(sq.index() & 63) as usize]
}

/// The squares a bishop on `sq` attacks on an empty board: its diagonal
/// and anti-diagonal, without `sq`.
///
/// ```
/// use bitboard_simd::{bishop_rays, Square};
///
/// assert_eq!(bishop_rays(Square::A1), 0x8040_2010_0804_0200);
/// assert_eq!(bishop_rays(Square::D4).count_ones(), 13);
/// ```
#[inline]
pub const fn bishop_rays(sq: Square) -> u64 {
    RAYS[1][(sq.index() & 63) as usize]
}

/// The squares strictly between `a` and `b` when they share a rank, file or
/// diagonal; 0 when they do not, are neighbours or are equal.
///
/// ```
/// use bitboard_simd::{between, Square};
///
/// assert_eq!(between(Square::A1, Square::D4), Square::B2.bit() | Square::C3.bit());
/// assert_eq!(between(Square::D4, Square::A1), between(Square::A1, Square::D4));
/// assert_eq!(between(Square::A1, Square::B3), 0); // not on one line
/// ```
#[inline]
pub const fn between(a: Square, b: Square) -> u64 {
    BETWEEN[(a.index() & 63) as usize][(b.index() & 63) as usize]
}

/// `LINE[a][b]`: [`line_through`]'s answers, 32 KiB. One load measured
/// about three times as fast as computing the line from the rays at run
/// time (four loads and a dozen operations) on random pairs, and as fast
/// as cozy-chess's table (the report's peers section, AMD EPYC family 0x19
/// model 0x11).
static LINE: [[u64; 64]; 64] = {
    // Each of the four lines through `a` is the answer for every other
    // square on it; `b` is on at most one of them.
    let mut table = [[0u64; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let sq = Square::ALL[a];
        let lines = [
            file(sq.file()),
            rank(sq.rank()),
            diagonal_through(sq),
            anti_diagonal_through(sq),
        ];
        let mut l = 0;
        while l < 4 {
            let mut rest = lines[l] & !sq.bit();
            while rest != 0 {
                table[a][rest.trailing_zeros() as usize] = lines[l];
                rest &= rest - 1;
            }
            l += 1;
        }
        a += 1;
    }
    table
};

/// The whole rank, file or diagonal through `a` and `b`, edge to edge and
/// both included; 0 when they share none, and 0 when `a == b` (a square
/// alone names no line), as cozy-chess's `get_line_rays` and shakmaty's
/// `ray` give.
///
/// ```
/// use bitboard_simd::{line_through, Square};
///
/// assert_eq!(line_through(Square::C1, Square::C5), 0x0404_0404_0404_0404); // the c-file
/// assert_eq!(line_through(Square::B2, Square::G7), 0x8040_2010_0804_0201); // a1-h8
/// assert_eq!(line_through(Square::A1, Square::B3), 0);
/// assert_eq!(line_through(Square::E4, Square::E4), 0);
/// ```
#[inline]
pub const fn line_through(a: Square, b: Square) -> u64 {
    LINE[(a.index() & 63) as usize][(b.index() & 63) as usize]
}

/// Whether `c` is on the rank, file or diagonal through `a` and `b`
/// (shakmaty's `aligned`): false when `a` and `b` share no line or are
/// equal.
///
/// ```
/// use bitboard_simd::{aligned, Square};
///
/// assert!(aligned(Square::A1, Square::C3, Square::H8));
/// assert!(aligned(Square::A1, Square::C3, Square::B2));
/// assert!(!aligned(Square::A1, Square::C3, Square::A2));
/// assert!(!aligned(Square::A1, Square::A1, Square::A1));
/// ```
#[inline]
pub const fn aligned(a: Square, b: Square, c: Square) -> bool {
    line_through(a, b) & c.bit() != 0
}
