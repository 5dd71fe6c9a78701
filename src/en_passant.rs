//! En passant: the one capture whose legality the checks and pins of
//! [`KingSafety`](crate::KingSafety) do not settle. The captured pawn is
//! not on the capture's target square, so the check mask (which holds a
//! checking pawn's own square) refuses a capture that removes the checker;
//! and both pawns leave one rank, which no pin ray describes. The capture
//! is played on the boards instead, and the king's square asked for
//! attackers afterwards ([`attackers_to`](crate::attackers_to)), in two
//! forms as there: on the dispatched slider lookups, and `const`.

use crate::attackers::{attackers_to, attackers_to_const};
use crate::lookup::en_passant::en_passant_body;
use crate::types::{Color, Side, Square};

/// Our pawns that may capture en passant onto `target`: the origins of the
/// legal en-passant moves, zero, one or two squares.
///
/// `target` is the square that the pawn of theirs which just pushed two
/// squares passed over (a FEN's en-passant field); the other arguments are
/// [`king_safety`](crate::king_safety)'s, then our pawns `pawns` (a subset
/// of `ours`).
///
/// The one move a legal move generator cannot judge by
/// [`KingSafety`](crate::KingSafety) alone, which this answers whole:
///
/// * a check by the pawn that pushed: the capture takes the checker, but
///   lands on `target`, outside `check_mask` (which holds the pawn's own
///   square), so `to & check_mask` would refuse it;
/// * the rank through both pawns: with the king and a rook or queen of
///   theirs on it and nothing else between, the capture takes both pawns
///   off the rank and uncovers check, though neither pawn was pinned;
/// * a diagonal pin of the capturer (the capture is legal along its pin
///   ray only), and a check by any other piece (legal only where landing
///   on `target` blocks it).
///
/// The capture is played on the boards and the king's square asked for
/// attackers, as [`attackers_to`](crate::attackers_to) finds them. Zero
/// where `target` is no en-passant target of ours: not on our sixth rank
/// (rank 6 for White, rank 3 for Black), occupied, or without a pawn of
/// theirs in front of it (from our side). A square in both `ours` and
/// `theirs` counts as theirs, as in `king_safety`.
///
/// ```
/// use bitboard_simd::{en_passant_captures, king_safety, Color, Side, Square};
///
/// // White: Ka5, Pe5. Black: Rh5, Kh1, and d7-d5 just played (target d6).
/// let (king, pawns) = (Square::A5, Square::E5.bit());
/// let ours = king.bit() | pawns;
/// let theirs = Side {
///     pawns: Square::D5.bit(),
///     rooks: Square::H5.bit(),
///     king: Square::H1.bit(),
///     ..Side::default()
/// };
/// // exd6 would take both pawns off the fifth rank: Rh5 then checks.
/// assert_eq!(en_passant_captures(king, ours, theirs, Color::White, pawns, Square::D6), 0);
///
/// // White: Ke4, Pe5. Black: d7-d5 gives check; exd6 takes the checker.
/// let (king, pawns) = (Square::E4, Square::E5.bit());
/// let theirs = Side { pawns: Square::D5.bit(), king: Square::H8.bit(), ..Side::default() };
/// let ours = king.bit() | pawns;
/// let safety = king_safety(king, ours, theirs, Color::White);
/// assert_eq!(safety.check_mask, Square::D5.bit()); // not d6
/// assert_eq!(en_passant_captures(king, ours, theirs, Color::White, pawns, Square::D6), pawns);
/// ```
#[inline]
pub fn en_passant_captures(
    king: Square,
    ours: u64,
    theirs: Side,
    us: Color,
    pawns: u64,
    target: Square,
) -> u64 {
    en_passant_body!(king, ours, theirs, us, pawns, target, attackers_to)
}

/// [`en_passant_captures`], computable at compile time (the sliders'
/// portable lookups, as [`attackers_to_const`](crate::attackers_to_const));
/// the same answers.
///
/// ```
/// use bitboard_simd::{en_passant_captures_const, Color, Side, Square};
///
/// // Black: Kh8, Pc4, Pe4. White: Kh1, and d2-d4 just played (target
/// // d3): either black pawn may take.
/// const BLACK_PAWNS: u64 = 1 << 26 | 1 << 28; // c4, e4
/// const WHITE: Side = Side {
///     pawns: 1 << 27, // d4
///     knights: 0,
///     bishops: 0,
///     rooks: 0,
///     queens: 0,
///     king: 1 << 7, // h1
/// };
/// const LEGAL: u64 = en_passant_captures_const(
///     Square::H8,
///     BLACK_PAWNS | Square::H8.bit(),
///     WHITE,
///     Color::Black,
///     BLACK_PAWNS,
///     Square::D3,
/// );
/// assert_eq!(LEGAL, BLACK_PAWNS);
/// ```
#[inline]
pub const fn en_passant_captures_const(
    king: Square,
    ours: u64,
    theirs: Side,
    us: Color,
    pawns: u64,
    target: Square,
) -> u64 {
    en_passant_body!(king, ours, theirs, us, pawns, target, attackers_to_const)
}
