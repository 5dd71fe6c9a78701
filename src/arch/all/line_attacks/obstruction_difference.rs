//! Obstruction difference (after Michael Hoffmann): on each line, the
//! nearest blocker below the slider is the most significant bit of the
//! line's lower part, the nearest above is the least significant bit of its
//! upper part, and `2 * ls1b - ms1b` sets exactly the squares from the lower
//! blocker up to the upper one: the attacks, once masked to the line.
//!
//! With no blocker below, `lower | 1` makes the "blocker" bit 0, so the
//! difference starts at the line's first square; with none above, `ls1b`
//! is 0 and the difference runs to bit 63. `-ms1b` is `!0 << index(ms1b)`.
//!
//! The most significant bit costs a `bsr` on plain x86-64 (slow on AMD
//! (several cycles on AMD); `lzcnt` is one cycle everywhere it exists); the `bmi2`
//! level compiles the same code with `lzcnt` (see `arch/x86_64/bmi2`).
//! Table: one 64-byte line per square (the lower and upper parts of its
//! four lines), 4 KiB in all; a queen reads one cache line.

use crate::types::Square;

/// The lower and upper parts of a square's four lines (without the square):
/// file, rank, diagonal, anti-diagonal.
#[repr(C, align(64))]
struct Lines {
    lower: [u64; 4],
    upper: [u64; 4],
}

static LINES: [Lines; 64] = {
    const EMPTY: Lines = Lines {
        lower: [0; 4],
        upper: [0; 4],
    };
    let mut table = [EMPTY; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
        let mut lines = EMPTY;
        let mut i = 0;
        while i < 64 {
            let (fi, ri) = ((i % 8) as i32, (i / 8) as i32);
            let on = [fi == f, ri == r, fi - ri == f - r, fi + ri == f + r];
            let mut l = 0;
            while l < 4 {
                if on[l] && i < sq {
                    lines.lower[l] |= 1 << i;
                }
                if on[l] && i > sq {
                    lines.upper[l] |= 1 << i;
                }
                l += 1;
            }
            i += 1;
        }
        table[sq] = lines;
        sq += 1;
    }
    table
};

#[inline(always)]
fn lines(sq: Square) -> &'static Lines {
    // SAFETY: a `Square`'s index is below 64.
    unsafe { LINES.get_unchecked(sq.index() as usize) }
}

#[inline(always)]
fn line_attacks(occupied: u64, lines: &Lines, l: usize) -> u64 {
    let (lower_line, upper_line) = (lines.lower[l], lines.upper[l]);
    let lower = occupied & lower_line;
    let upper = occupied & upper_line;
    // `!0 << index` is minus the most significant bit; `| 1` keeps it
    // defined (and makes bit 0 the blocker when none is below).
    let minus_ms1b = u64::MAX << (63 - (lower | 1).leading_zeros());
    let ls1b = upper & upper.wrapping_neg();
    (ls1b << 1).wrapping_add(minus_ms1b) & (lower_line | upper_line)
}

#[inline(always)]
pub(crate) fn rook(sq: Square, occupied: u64) -> u64 {
    let l = lines(sq);
    line_attacks(occupied, l, 0) | line_attacks(occupied, l, 1)
}

#[inline(always)]
pub(crate) fn bishop(sq: Square, occupied: u64) -> u64 {
    let l = lines(sq);
    line_attacks(occupied, l, 2) | line_attacks(occupied, l, 3)
}

#[inline(always)]
pub(crate) fn queen(sq: Square, occupied: u64) -> u64 {
    let l = lines(sq);
    line_attacks(occupied, l, 0)
        | line_attacks(occupied, l, 1)
        | line_attacks(occupied, l, 2)
        | line_attacks(occupied, l, 3)
}

#[inline]
pub(crate) fn rook_attacks_from(sq: Square, occupied: u64) -> u64 {
    rook(sq, occupied)
}

#[inline]
pub(crate) fn bishop_attacks_from(sq: Square, occupied: u64) -> u64 {
    bishop(sq, occupied)
}

#[inline]
pub(crate) fn queen_attacks_from(sq: Square, occupied: u64) -> u64 {
    queen(sq, occupied)
}

batch_loop!(from_sq, rook_attacks_from_batch, rook_attacks_from);
batch_loop!(from_sq, bishop_attacks_from_batch, bishop_attacks_from);
batch_loop!(from_sq, queen_attacks_from_batch, queen_attacks_from);
