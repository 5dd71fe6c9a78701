//! A side's attack map in portable Rust, two ways: the loop engines write
//! (each piece's per-square lookup, ORed), and set-wise (the leaper
//! kernels on whole sets, Kogge-Stone fills with rooks and queens on the
//! orthogonal directions and bishops and queens on the diagonals). Both
//! are the union over every set bit of every field of that piece's
//! attacks with `occupied` as the blockers, for any inputs: a set-wise fill
//! from a set is the union of the fills from its squares.

use super::fill::kogge_stone;
use super::leapers;
#[cfg(feature = "magic-table")]
use super::line_attacks::black_magic as lines;
#[cfg(not(feature = "magic-table"))]
use super::line_attacks::hyperbola_bswap as lines;
use crate::tables::{king_attacks_from, knight_attacks_from};
use crate::types::{Color, Side, Square};

/// The pawns', knights' and king's attacks, set-wise.
#[inline]
pub(crate) fn leaper_attacks(side: Side, color: Color) -> u64 {
    leapers::pawn_attacks(side.pawns, color)
        | leapers::knight_attacks(side.knights)
        | leapers::king_attacks(side.king)
}

/// The loop of per-square lookups: every knight, bishop, rook, queen and
/// king square popped and its attacks ORed; the pawns set-wise (two shifts,
/// as engines do).
#[inline]
pub(crate) fn side_attacks_loop(side: Side, occupied: u64, color: Color) -> u64 {
    let mut a = leapers::pawn_attacks(side.pawns, color);
    for sq in Square::iter_set(side.knights) {
        a |= knight_attacks_from(sq);
    }
    for sq in Square::iter_set(side.bishops) {
        a |= lines::bishop_attacks_from(sq, occupied);
    }
    for sq in Square::iter_set(side.rooks) {
        a |= lines::rook_attacks_from(sq, occupied);
    }
    for sq in Square::iter_set(side.queens) {
        a |= lines::queen_attacks_from(sq, occupied);
    }
    for sq in Square::iter_set(side.king) {
        a |= king_attacks_from(sq);
    }
    a
}

/// Set-wise: the leapers' shifts and two four-direction Kogge-Stone fills.
#[inline]
pub(crate) fn side_attacks_kogge_stone(side: Side, occupied: u64, color: Color) -> u64 {
    let empty = !occupied;
    leaper_attacks(side, color)
        | kogge_stone::rook_attacks(side.rooks | side.queens, empty)
        | kogge_stone::bishop_attacks(side.bishops | side.queens, empty)
}

// The batch forms: a loop of each single form.
batch_loop!(
    from_side(Color),
    side_attacks_kogge_stone_batch,
    side_attacks_kogge_stone
);
