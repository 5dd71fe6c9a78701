//! Hyperbola Quintessence in its published fast form: one byte swap per
//! line for the file and both diagonals, and a 512-byte first-rank table
//! for the rank (where a byte swap would not reverse the squares' order).
//!
//! Everything a queen needs about its square (the three line masks and the
//! square's bit) sits in one 32-byte, 32-byte-aligned entry, so one cache
//! line serves every line. Tables: 64 x 32 bytes of masks plus 512 bytes of
//! rank answers (2.5 KiB in all, against 849 KiB for the magics).
//!
//! Both tables are `const`s, not `static`s, so that a token's loop can be
//! vectorised. Inlined into a caller's crate, a lookup in a `static` of this
//! crate reads memory the compiler there knows nothing about (an external,
//! writable global), so every store of the caller's loop might change it and
//! the loop stays scalar. A `const`'s bytes are compiled into the caller's
//! crate as read-only data, which no store can alias, and the loop then runs
//! four (AVX2) lookups at a time, well ahead of the `static` in the attacks
//! bench's token loop at the `avx2` level (Intel Xeon, family 6 model 0xcf;
//! docs/measurements.md, "Per-square lookups"). The price: each codegen unit that uses a
//! table holds its own copy, 39 KiB more in a default release build.

use crate::masks::{anti_diagonal_through, diagonal_through, file};
use crate::types::Square;

/// The lines through one square, each without the square itself.
#[repr(C, align(32))]
pub(crate) struct Lines {
    bit: u64,
    file: u64,
    diagonal: u64,
    anti_diagonal: u64,
}

const LINES: [Lines; 64] = {
    const EMPTY: Lines = Lines {
        bit: 0,
        file: 0,
        diagonal: 0,
        anti_diagonal: 0,
    };
    let mut lines = [EMPTY; 64];
    let mut sq = 0;
    while sq < 64 {
        let square = Square::ALL[sq];
        let bit = square.bit();
        lines[sq] = Lines {
            bit,
            file: file(square.file()) & !bit,
            diagonal: diagonal_through(square) & !bit,
            anti_diagonal: anti_diagonal_through(square) & !bit,
        };
        sq += 1;
    }
    lines
};

/// `RANK_ATTACKS[8 * inner + file]`: the attack byte of a slider on `file`
/// of a rank whose inner squares b..g hold the blockers `inner` (the edge
/// squares never change the answer: a ray ends there either way). Indexed
/// inner-first so that `(rank_occupancy & 0x7e) * 4 + file` is the index.
const RANK_ATTACKS: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut i = 0;
    while i < 512 {
        table[i] = super::FIRST_RANK_ATTACKS[i % 8][i / 8];
        i += 1;
    }
    table
};

/// The square's 32-byte, 32-byte-aligned row: its bit, then the file,
/// diagonal and anti-diagonal through it (without it).
#[inline(always)]
pub(crate) fn lines(sq: Square) -> &'static Lines {
    // SAFETY: a `Square`'s index is below 64.
    unsafe { LINES.get_unchecked(sq.index() as usize) }
}

/// Attacks along one line with one square per rank. With `o` the line's
/// blockers and `s` the slider, `o - s` borrows from the first blocker above
/// `s` and flips exactly the squares from `s` up to it; the byte swap turns
/// the downward ray into an upward one for the same subtraction.
#[inline(always)]
fn line_attacks(bit: u64, occupied: u64, line: u64) -> u64 {
    let forward = occupied & line;
    let reverse = forward.swap_bytes();
    let forward = forward.wrapping_sub(bit);
    let reverse = reverse.wrapping_sub(bit.swap_bytes());
    (forward ^ reverse.swap_bytes()) & line
}

#[inline(always)]
pub(crate) fn rank_attacks(sq: Square, occupied: u64) -> u64 {
    let i = sq.index() as u32;
    let rank_shift = i & 56;
    let index = (((occupied >> rank_shift) & 0x7e) * 4) as usize + (i & 7) as usize;
    // SAFETY: `(x & 0x7e) * 4 + file` is at most 504 + 7 = 511.
    let byte = unsafe { *RANK_ATTACKS.get_unchecked(index) };
    (byte as u64) << rank_shift
}

#[inline]
pub(crate) fn rook_attacks_from(sq: Square, occupied: u64) -> u64 {
    let l = lines(sq);
    line_attacks(l.bit, occupied, l.file) | rank_attacks(sq, occupied)
}

#[inline]
pub(crate) fn bishop_attacks_from(sq: Square, occupied: u64) -> u64 {
    let l = lines(sq);
    line_attacks(l.bit, occupied, l.diagonal) | line_attacks(l.bit, occupied, l.anti_diagonal)
}

#[inline]
pub(crate) fn queen_attacks_from(sq: Square, occupied: u64) -> u64 {
    let l = lines(sq);
    line_attacks(l.bit, occupied, l.file)
        | line_attacks(l.bit, occupied, l.diagonal)
        | line_attacks(l.bit, occupied, l.anti_diagonal)
        | rank_attacks(sq, occupied)
}

batch_loop!(from_sq, rook_attacks_from_batch, rook_attacks_from);
batch_loop!(from_sq, bishop_attacks_from_batch, bishop_attacks_from);
batch_loop!(from_sq, queen_attacks_from_batch, queen_attacks_from);
batch_loop!(squares, rook_attacks_from_squares, rook_attacks_from);
batch_loop!(squares, bishop_attacks_from_squares, bishop_attacks_from);
batch_loop!(squares, queen_attacks_from_squares, queen_attacks_from);
