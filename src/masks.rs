//! Line masks shared by every implementation.
//!
//! ```
//! use bitboard_simd::{masks, Square};
//!
//! let d2 = Square::new(11).unwrap();
//! assert_eq!(masks::diagonal_through(d2), 0x0000_8040_2010_0804); // c1, d2, ..., h6
//! assert_eq!(masks::FILE_A << 3, masks::file(d2.file()));
//! ```

use crate::types::{File, Rank, Square};

// The edge files are defined beside the compass directions, whose steps
// need them; here they join the other masks.
pub use crate::types::{FILE_A, FILE_H, NOT_FILE_A, NOT_FILE_H};
/// The first rank.
pub const RANK_1: u64 = 0xff;
/// The a1-h8 diagonal.
pub const DIAGONAL: u64 = 0x8040_2010_0804_0201;
/// The h1-a8 anti-diagonal.
pub const ANTI_DIAGONAL: u64 = 0x0102_0408_1020_4080;

/// The squares of `file`.
#[inline]
pub const fn file(file: File) -> u64 {
    FILE_A << file.index()
}

/// The squares of `rank`.
#[inline]
pub const fn rank(rank: Rank) -> u64 {
    RANK_1 << (8 * rank.index())
}

/// The a1-h8-direction diagonal through `sq`.
#[inline]
pub const fn diagonal_through(sq: Square) -> u64 {
    // `& 63` is a no-op on a `Square` but lets the compiler drop the bounds
    // check (and its panic path) from inlined callers.
    DIAGONAL_THROUGH[(sq.index() & 63) as usize]
}

/// The h1-a8-direction anti-diagonal through `sq`.
#[inline]
pub const fn anti_diagonal_through(sq: Square) -> u64 {
    ANTI_DIAGONAL_THROUGH[(sq.index() & 63) as usize]
}

/// Builds a per-square table of the line through each square: the squares
/// `t` with `key(t) == key(s)`, where `key` is `file - rank` for diagonals and
/// `file + rank` for anti-diagonals. Moving a line up one rank (a shift by 8)
/// adds one to each square's rank and drops what leaves the board, so each
/// square's line is [`DIAGONAL`] (or [`ANTI_DIAGONAL`]) moved by whole ranks:
/// one shift per square, where comparing every square's key cost each
/// build's compile-time evaluator 64 steps per square.
const fn line_table(anti: bool) -> [u64; 64] {
    let mut table = [0; 64];
    let mut s = 0;
    while s < 64 {
        let (file, rank) = ((s & 7) as i32, (s >> 3) as i32);
        // How many ranks the line through a1 (or h1) moves up to reach `s`.
        let (line, up) = if anti {
            (ANTI_DIAGONAL, file + rank - 7)
        } else {
            (DIAGONAL, rank - file)
        };
        table[s] = if up >= 0 {
            line << (8 * up)
        } else {
            line >> (-8 * up)
        };
        s += 1;
    }
    table
}

/// Diagonal (a1-h8 direction) through each square.
pub(crate) static DIAGONAL_THROUGH: [u64; 64] = line_table(false);
/// Anti-diagonal (h1-a8 direction) through each square.
pub(crate) static ANTI_DIAGONAL_THROUGH: [u64; 64] = line_table(true);
