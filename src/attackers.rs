//! The pieces that attack a square, and sliders' attacks through a
//! blocker (x-rays): the per-square lookups combined, each in two forms, a
//! run-time one on the dispatched slider lookups (`rook_attacks_from` and
//! `bishop_attacks_from`, inlined, their lookup chosen before `main`) and a
//! `const fn` on the portable ones (`*_attacks_from_const`).

use crate::api::{bishop_attacks_from, rook_attacks_from};
use crate::lookup::attackers::attackers_body;
use crate::lookup::{bishop_attacks_from_const, rook_attacks_from_const};
use crate::types::{Color, Side, Square};

/// The pieces of `side` that attack `sq`, the sliders stopped by
/// `occupied` (the occupied squares, not the empty ones; `side`'s pawns
/// capture as pawns of `color` do): every piece of `side`
/// whose attacks (as [`side_attacks`](crate::side_attacks) counts them)
/// hold `sq`. A piece on `sq` itself is not its own attacker. The
/// exchange evaluator's first question, and with `side` the opponent's
/// pieces and `sq` the king's square, the pieces giving check.
///
/// The sliders' rays stop at the first square of `occupied`, which need
/// not hold `side`'s pieces (a piece outside `occupied` blocks nothing).
///
/// ```
/// use bitboard_simd::{attackers_to, Color, Side, Square};
///
/// let white = Side {
///     pawns: Square::D4.bit(),
///     knights: Square::C3.bit(),
///     rooks: Square::E1.bit(),
///     queens: Square::H2.bit(),
///     king: Square::G1.bit(),
///     ..Side::default()
/// };
/// let black_pawn = Square::E5.bit();
/// let occupied = white.pawns | white.knights | white.rooks | white.queens | white.king | black_pawn;
/// let attackers = attackers_to(Square::E5, occupied, white, Color::White);
/// // d4 captures on e5; the rook's file is open; the queen's h2-e5 diagonal too.
/// assert_eq!(attackers, Square::D4.bit() | Square::E1.bit() | Square::H2.bit());
/// ```
#[inline]
pub fn attackers_to(sq: Square, occupied: u64, side: Side, color: Color) -> u64 {
    attackers_body!(
        sq,
        occupied,
        side,
        color,
        rook_attacks_from,
        bishop_attacks_from
    )
}

/// [`attackers_to`], computable at compile time (the sliders' portable
/// lookups, as [`rook_attacks_from_const`]); the same answers.
///
/// ```
/// use bitboard_simd::{attackers_to_const, Color, Side, Square};
///
/// const BLACK: Side = Side {
///     pawns: 1 << 35 | 1 << 37, // d5, f5
///     knights: 1 << 45,         // f6: it attacks e4 too
///     bishops: 0,
///     rooks: 0,
///     queens: 0,
///     king: 1 << 60,            // e8
/// };
/// const ON_E4: u64 = attackers_to_const(Square::E4, 0, BLACK, Color::Black);
/// assert_eq!(ON_E4, Square::D5.bit() | Square::F5.bit() | Square::F6.bit());
/// ```
#[inline]
pub const fn attackers_to_const(sq: Square, occupied: u64, side: Side, color: Color) -> u64 {
    attackers_body!(
        sq,
        occupied,
        side,
        color,
        rook_attacks_from_const,
        bishop_attacks_from_const
    )
}

/// An x-ray from the slider's attacks `a` with `occupied`: the blockers it
/// hits that are in `blockers` are lifted, and the attacks that appear
/// behind them are the difference.
macro_rules! xray_body {
    ($attacks:ident, $sq:ident, $occupied:ident, $blockers:ident) => {{
        let a = $attacks($sq, $occupied);
        a ^ $attacks($sq, $occupied ^ ($blockers & a))
    }};
}

/// A rook's attacks from `sq`, stopped by `occupied` (the occupied
/// squares) except that it sees through the first piece on each ray when
/// that piece is in `blockers`: the squares behind it, up to and including the
/// next piece of `occupied` (or the edge). A ray whose first piece is not
/// in `blockers`, or that meets no piece, adds nothing; the blocker itself
/// is not in the answer.
///
/// That is, with `a` the rook's attacks with `occupied`,
/// `a ^ rook_attacks_from(sq, occupied ^ (blockers & a))`. `blockers` is
/// meant to be a subset of `occupied` (the usual arguments: our pieces, to
/// find pins, or every piece, for exchange evaluation); an empty square of
/// `blockers` that the rook reaches becomes a piece under that formula,
/// and the answer is the squares it then no longer reaches.
///
/// ```
/// use bitboard_simd::{xray_rook_attacks, Square};
///
/// // A rook on a1 behind our knight on a4; their king on a7.
/// let ours = Square::A1.bit() | Square::A4.bit();
/// let occupied = ours | Square::A7.bit();
/// let xray = xray_rook_attacks(Square::A1, occupied, ours);
/// assert_eq!(xray, Square::A5.bit() | Square::A6.bit() | Square::A7.bit());
/// ```
#[inline]
pub fn xray_rook_attacks(sq: Square, occupied: u64, blockers: u64) -> u64 {
    xray_body!(rook_attacks_from, sq, occupied, blockers)
}

/// A bishop's attacks from `sq`, stopped by `occupied` (the occupied
/// squares) except that it sees through the first piece on each diagonal
/// ray when that piece is in `blockers` (see [`xray_rook_attacks`]).
///
/// ```
/// use bitboard_simd::{xray_bishop_attacks, Square};
///
/// // A bishop on b2 behind a pawn on d4: e5 and f6 behind it, f6 occupied.
/// let occupied = Square::B2.bit() | Square::D4.bit() | Square::F6.bit();
/// let xray = xray_bishop_attacks(Square::B2, occupied, Square::D4.bit());
/// assert_eq!(xray, Square::E5.bit() | Square::F6.bit());
/// ```
#[inline]
pub fn xray_bishop_attacks(sq: Square, occupied: u64, blockers: u64) -> u64 {
    xray_body!(bishop_attacks_from, sq, occupied, blockers)
}

/// [`xray_rook_attacks`], computable at compile time; the same answers.
///
/// ```
/// use bitboard_simd::{xray_rook_attacks_const, Square};
///
/// const BEHIND: u64 = xray_rook_attacks_const(Square::A1, 1 << 3, 1 << 3); // through d1
/// assert_eq!(BEHIND, Square::E1.bit() | Square::F1.bit() | Square::G1.bit() | Square::H1.bit());
/// ```
#[inline]
pub const fn xray_rook_attacks_const(sq: Square, occupied: u64, blockers: u64) -> u64 {
    xray_body!(rook_attacks_from_const, sq, occupied, blockers)
}

/// [`xray_bishop_attacks`], computable at compile time; the same answers.
///
/// ```
/// use bitboard_simd::{xray_bishop_attacks, xray_bishop_attacks_const, Square};
///
/// const OCCUPIED: u64 = 1 << 18 | 1 << 45; // c3, f6
/// const BEHIND_C3: u64 = xray_bishop_attacks_const(Square::A1, OCCUPIED, OCCUPIED);
/// assert_eq!(BEHIND_C3, Square::D4.bit() | Square::E5.bit() | Square::F6.bit());
/// assert_eq!(BEHIND_C3, xray_bishop_attacks(Square::A1, OCCUPIED, OCCUPIED));
/// ```
#[inline]
pub const fn xray_bishop_attacks_const(sq: Square, occupied: u64, blockers: u64) -> u64 {
    xray_body!(bishop_attacks_from_const, sq, occupied, blockers)
}
