//! Attacks along lines by subtraction: Hyperbola Quintessence for single
//! sliders and the per-byte `o ^ (o - 2r)` for every rook on every rank.

use crate::masks::{anti_diagonal_through, diagonal_through, file, NOT_FILE_A};
use crate::types::Square;

/// Hyperbola Quintessence on one line with one square per rank (file,
/// diagonal, anti-diagonal). `line` excludes the slider.
///
/// With `o` the line's blockers and `s` the slider, `o - s` borrows from the
/// first blocker above `s`: it flips exactly the squares from `s` up to that
/// blocker. Reversing the rank order with a byte swap turns the downward
/// ray into an upward one, so the same subtraction serves it.
#[inline]
fn hyperbola_by_byte_swap(s: u64, occupied: u64, line: u64) -> u64 {
    let o = occupied & line;
    let forward = o.wrapping_sub(s);
    let reverse = o.swap_bytes().wrapping_sub(s.swap_bytes()).swap_bytes();
    (forward ^ reverse) & line
}

/// The same on a rank, where the downward ray is reversed by a full bit
/// reversal (which also reverses the files inside the rank).
#[inline]
fn hyperbola_by_bit_reversal(s: u64, occupied: u64, line: u64) -> u64 {
    let o = occupied & line;
    let forward = o.wrapping_sub(s);
    let reverse = o
        .reverse_bits()
        .wrapping_sub(s.reverse_bits())
        .reverse_bits();
    (forward ^ reverse) & line
}

#[inline]
pub(crate) fn rook_attacks_from_hyperbola(sq: Square, occupied: u64) -> u64 {
    let s = sq.bit();
    let rank = 0xffu64 << (8 * sq.rank().index());
    hyperbola_by_byte_swap(s, occupied, file(sq.file()) ^ s)
        | hyperbola_by_bit_reversal(s, occupied, rank ^ s)
}

#[inline]
pub(crate) fn bishop_attacks_from_hyperbola(sq: Square, occupied: u64) -> u64 {
    let s = sq.bit();
    hyperbola_by_byte_swap(s, occupied, diagonal_through(sq) ^ s)
        | hyperbola_by_byte_swap(s, occupied, anti_diagonal_through(sq) ^ s)
}

#[inline]
pub(crate) fn queen_attacks_from_hyperbola(sq: Square, occupied: u64) -> u64 {
    rook_attacks_from_hyperbola(sq, occupied) | bishop_attacks_from_hyperbola(sq, occupied)
}

/// First-rank attacks: `FIRST_RANK_ATTACKS[file][inner]` is the attack byte
/// of a slider on `file` of a rank whose inner squares b..g hold the blockers
/// `inner` (6 bits). The edge squares a and h never change the answer (a ray
/// ends there whether they are occupied or not), which is why 6 bits index
/// it. 8 x 64 bytes, evaluated at compile time.
pub(crate) static FIRST_RANK_ATTACKS: [[u8; 64]; 8] = {
    let mut table = [[0u8; 64]; 8];
    let mut file = 0;
    while file < 8 {
        let mut inner = 0;
        while inner < 64 {
            let occupied = (inner as u32) << 1;
            let mut attacks = 0u32;
            let mut f = file + 1;
            while f < 8 {
                attacks |= 1 << f;
                if occupied & (1 << f) != 0 {
                    break;
                }
                f += 1;
            }
            let mut f = file;
            while f > 0 {
                f -= 1;
                attacks |= 1 << f;
                if occupied & (1 << f) != 0 {
                    break;
                }
            }
            table[file][inner] = attacks as u8;
            inner += 1;
        }
        file += 1;
    }
    table
};

/// Rank attacks by the first-rank table: the rank's inner six squares index
/// the table, the answer byte is shifted back onto the rank.
#[inline]
pub(crate) fn rank_attacks_by_table(sq: Square, occupied: u64) -> u64 {
    let shift = 8 * sq.rank().index() as u32;
    let inner = (occupied >> (shift + 1)) as usize & 63;
    (FIRST_RANK_ATTACKS[sq.file().index() as usize][inner] as u64) << shift
}

/// Hyperbola Quintessence with one byte swap per line for the file, and the
/// first-rank table for the rank (where a byte swap would not reverse the
/// order of the squares): no bit reversal, which costs about a dozen
/// operations without a bit-reverse instruction.
#[inline]
pub(crate) fn rook_attacks_from_rank_table(sq: Square, occupied: u64) -> u64 {
    let s = sq.bit();
    hyperbola_by_byte_swap(s, occupied, file(sq.file()) ^ s) | rank_attacks_by_table(sq, occupied)
}

#[inline]
pub(crate) fn queen_attacks_from_rank_table(sq: Square, occupied: u64) -> u64 {
    rook_attacks_from_rank_table(sq, occupied) | bishop_attacks_from_hyperbola(sq, occupied)
}

batch_loop!(
    from_sq,
    rook_attacks_from_rank_table_batch,
    rook_attacks_from_rank_table
);
batch_loop!(
    from_sq,
    queen_attacks_from_rank_table_batch,
    queen_attacks_from_rank_table
);

/// Per-square attacks through the set-wise Kogge-Stone fills.
pub(crate) mod kogge_stone {
    use super::super::fill::kogge_stone::{bishop_attacks, queen_attacks, rook_attacks};
    use crate::types::Square;

    #[inline]
    pub(crate) fn rook_attacks_from(sq: Square, occupied: u64) -> u64 {
        rook_attacks(sq.bit(), !occupied)
    }

    #[inline]
    pub(crate) fn bishop_attacks_from(sq: Square, occupied: u64) -> u64 {
        bishop_attacks(sq.bit(), !occupied)
    }

    #[inline]
    pub(crate) fn queen_attacks_from(sq: Square, occupied: u64) -> u64 {
        queen_attacks(sq.bit(), !occupied)
    }

    batch_loop!(from_sq, rook_attacks_from_batch, rook_attacks_from);
    batch_loop!(from_sq, bishop_attacks_from_batch, bishop_attacks_from);
    batch_loop!(from_sq, queen_attacks_from_batch, queen_attacks_from);
}

/// Per-byte `o ^ (o - 2r)` in a `u64` (SWAR): east attacks of every rook.
///
/// `o` must hold the rooks for the trick to work with two rooks on a rank,
/// so they are added. `2r` is `rooks << 1` with each byte's carry-out
/// dropped (a rook on the h-file has no east attacks: in byte arithmetic its
/// `2r` is 256 = 0). The byte-wise subtraction keeps borrows inside bytes:
/// subtract with every byte's top bit forced to 1 (so no borrow leaves the
/// byte), then fix the top bits with `x ^ !y`.
#[inline]
pub(crate) fn east_attacks_by_subtraction_swar(rooks: u64, occupied: u64) -> u64 {
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let o = occupied | rooks;
    let r2 = (rooks << 1) & NOT_FILE_A;
    let difference = ((o | HIGH).wrapping_sub(r2 & !HIGH)) ^ ((o ^ !r2) & HIGH);
    o ^ difference
}

/// Reverses the files inside every rank.
#[inline]
fn mirror_ranks(x: u64) -> u64 {
    x.reverse_bits().swap_bytes()
}

/// West attacks: the east subtraction on mirrored ranks.
#[inline]
pub(crate) fn west_attacks_by_subtraction_swar(rooks: u64, occupied: u64) -> u64 {
    mirror_ranks(east_attacks_by_subtraction_swar(
        mirror_ranks(rooks),
        mirror_ranks(occupied),
    ))
}

batch_loop!(
    from_sq,
    rook_attacks_from_hyperbola_batch,
    rook_attacks_from_hyperbola
);
batch_loop!(
    from_sq,
    bishop_attacks_from_hyperbola_batch,
    bishop_attacks_from_hyperbola
);
batch_loop!(
    from_sq,
    queen_attacks_from_hyperbola_batch,
    queen_attacks_from_hyperbola
);
batch_loop!(
    zip,
    east_attacks_by_subtraction_swar_batch,
    east_attacks_by_subtraction_swar
);
batch_loop!(
    zip,
    west_attacks_by_subtraction_swar_batch,
    west_attacks_by_subtraction_swar
);

/// West attacks by a Kogge-Stone fill: three doubling steps, cheaper than
/// the three bit mirrors of the subtraction without a bit-reverse
/// instruction.
#[inline]
pub(crate) fn west_attacks_kogge_stone(rooks: u64, occupied: u64) -> u64 {
    super::fill::kogge_stone::ray_attacks(rooks, !(occupied | rooks), crate::types::Dir::West)
}

batch_loop!(
    zip,
    west_attacks_kogge_stone_batch,
    west_attacks_kogge_stone
);
