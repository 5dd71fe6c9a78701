//! Kindergarten bitboards: each line's six inner squares are gathered into
//! a 6-bit index by one multiply, and small tables give the answer.
//!
//! * Rank: a shift brings the rank's inner squares down (the 512-byte
//!   first-rank table of `hyperbola_bswap`).
//! * Diagonals: masked to the line, multiplied by the b-file. A diagonal
//!   has one square per file, and the product adds the file's bit into bit
//!   57 + file without two bits colliding or a carry reaching the top byte
//!   from below, so bits 58..63 are the line's files b..g. The answer is the
//!   first-rank answer repeated in every byte ([`FILL_UP`]), masked to the
//!   line.
//! * File: shifted to the a-file and multiplied by the c2-h7 diagonal, which
//!   maps ranks 2..7 to bits 63..58 (reversed); [`A_FILE`] holds the
//!   a-file answer of every rank and index, shifted back to the file.
//!
//! Both mappings are checked at compile time for every occupancy. Tables:
//! 4 KiB + 4 KiB + 512 bytes + 1 KiB of per-square masks.

use super::hyperbola_bswap::rank_attacks;
use super::FIRST_RANK_ATTACKS;
use crate::arch::all::deposit::file_multiply;
use crate::masks::{anti_diagonal_through, diagonal_through, file};
use crate::types::{File, Square, FILE_A};

/// The b-file: times a line's occupancy (one square per file, so no carries),
/// it moves file `f`'s square to bit `57 + f`, files b..g to bits 58..63.
const B_FILE: u64 = file(File::B);
/// The c2-h7 diagonal: gathers the a-file's ranks 2..7 into bits 63..58.
const C2_H7: u64 = 0x0080_4020_1008_0400;

/// The two diagonals through a square, without the square.
#[repr(C, align(16))]
struct Diagonals {
    diagonal: u64,
    anti_diagonal: u64,
}

static DIAGONALS: [Diagonals; 64] = {
    const EMPTY: Diagonals = Diagonals {
        diagonal: 0,
        anti_diagonal: 0,
    };
    let mut table = [EMPTY; 64];
    let mut sq = 0;
    while sq < 64 {
        let square = Square::ALL[sq];
        table[sq] = Diagonals {
            diagonal: diagonal_through(square) & !square.bit(),
            anti_diagonal: anti_diagonal_through(square) & !square.bit(),
        };
        sq += 1;
    }
    table
};

/// `FILL_UP[64 * file + inner]`: the first-rank answer in every byte.
static FILL_UP: [u64; 512] = {
    let mut table = [0u64; 512];
    let mut i = 0;
    while i < 512 {
        table[i] = FIRST_RANK_ATTACKS[i / 64][i % 64] as u64 * FILE_A;
        i += 1;
    }
    table
};

/// `A_FILE[64 * rank + index]`: the attacks of a slider on the a-file at
/// `rank`, where bit `j` of `index` is the occupancy of rank `7 - j` (the
/// order the c2-h7 multiply leaves them in).
static A_FILE: [u64; 512] = {
    let mut table = [0u64; 512];
    let mut i = 0;
    while i < 512 {
        let (rank, index) = (i / 64, i % 64);
        // Ranks 2..7 (index bit j is rank 7 - j, i.e. row 6 - j) as the
        // inner squares of a "rank" whose squares are the a-file's rows:
        // the index's six bits reversed.
        let inner = ((index as u8).reverse_bits() >> 2) as usize;
        let along = FIRST_RANK_ATTACKS[rank][inner];
        // The file deposit: bit `r` of `along` to rank `r` of the a-file.
        table[i] = file_multiply(along, File::A);
        i += 1;
    }
    table
};

#[inline(always)]
fn diagonal_line(occupied: u64, line: u64, file: usize) -> u64 {
    let index = ((occupied & line).wrapping_mul(B_FILE) >> 58) as usize;
    // SAFETY: `file < 8` and `index < 64`.
    unsafe { *FILL_UP.get_unchecked(64 * file + index) & line }
}

#[inline(always)]
fn file_attacks(sq: Square, occupied: u64) -> u64 {
    let i = sq.index() as usize;
    let (file, rank) = (i & 7, i >> 3);
    let index = (((occupied >> file) & FILE_A).wrapping_mul(C2_H7) >> 58) as usize;
    // SAFETY: `rank < 8` and `index < 64`.
    unsafe { *A_FILE.get_unchecked(64 * rank + index) << file }
}

#[inline]
pub(crate) fn rook_attacks_from(sq: Square, occupied: u64) -> u64 {
    file_attacks(sq, occupied) | rank_attacks(sq, occupied)
}

#[inline]
pub(crate) fn bishop_attacks_from(sq: Square, occupied: u64) -> u64 {
    // SAFETY: a `Square`'s index is below 64.
    let d = unsafe { DIAGONALS.get_unchecked(sq.index() as usize) };
    let file = (sq.index() & 7) as usize;
    diagonal_line(occupied, d.diagonal, file) | diagonal_line(occupied, d.anti_diagonal, file)
}

#[inline]
pub(crate) fn queen_attacks_from(sq: Square, occupied: u64) -> u64 {
    rook_attacks_from(sq, occupied) | bishop_attacks_from(sq, occupied)
}

batch_loop!(from_sq, bishop_attacks_from_batch, bishop_attacks_from);
batch_loop!(from_sq, queen_attacks_from_batch, queen_attacks_from);

/// The multiply maps every a-file occupancy to the index [`A_FILE`] reads:
/// bit `j` is rank `7 - j`. (A test, as below.)
#[cfg(test)]
#[test]
fn the_multiply_gathers_every_file_occupancy() {
    let mut occupied = 0u64;
    loop {
        let inner = (0..6)
            .filter(|j| occupied & (1 << (8 * (6 - j))) != 0)
            .fold(0, |inner, j| inner | 1 << j);
        assert_eq!(occupied.wrapping_mul(C2_H7) >> 58, inner, "{occupied:#x}");
        occupied = occupied.wrapping_sub(FILE_A) & FILE_A;
        if occupied == 0 {
            break;
        }
    }
}

/// The multiply gathers every subset of either diagonal through every
/// square exactly: `(subset * B_FILE) >> 58` is its b..g files. (A
/// test rather than a compile-time check: walking the 16 000 subsets in
/// `const` cost every build nearly a second.)
#[cfg(test)]
#[test]
#[cfg_attr(miri, ignore)] // 16 000 subsets
fn the_multiply_gathers_every_diagonal_subset() {
    // The b..g file occupancy of a set with at most one square per file.
    fn files_b_to_g(set: u64) -> u64 {
        (1..=6)
            .filter(|f| set & (FILE_A << f) != 0)
            .fold(0, |files, f| files | 1 << (f - 1))
    }
    for (sq, built) in DIAGONALS.iter().enumerate() {
        // The definition: the other squares with the same file - rank (file + rank).
        let key = |i: usize, sign: i32| (i % 8) as i32 + sign * (i / 8) as i32;
        let line = |sign: i32| {
            (0..64)
                .filter(|&i| i != sq && key(i, sign) == key(sq, sign))
                .fold(0u64, |line, i| line | 1 << i)
        };
        let (diagonal, anti_diagonal) = (line(-1), line(1));
        assert_eq!(
            (diagonal, anti_diagonal),
            (built.diagonal, built.anti_diagonal)
        );
        for line in [diagonal, anti_diagonal] {
            let mut subset = 0u64;
            loop {
                assert_eq!(
                    subset.wrapping_mul(B_FILE) >> 58,
                    files_b_to_g(subset),
                    "{sq} {subset:#x}"
                );
                subset = subset.wrapping_sub(line) & line;
                if subset == 0 {
                    break;
                }
            }
        }
    }
}
