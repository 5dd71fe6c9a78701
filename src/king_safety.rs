//! [`KingSafety`]: what [`king_safety`](crate::king_safety) finds about a
//! king, the layer a legal move generator needs above the attacks.

use crate::masks::{anti_diagonal_through, diagonal_through, file, rank};
use crate::types::Square;

/// The checks and pins on one king, from
/// [`king_safety`](crate::king_safety): everything a legal move generator
/// needs besides the attacks themselves.
///
/// For a king on `king`, with our pieces `ours` and the other side's
/// `theirs` (occupancy: `ours` together with every field of `theirs`):
///
/// * `checkers`: their pieces that attack the king's square (pawns by
///   their capture direction, knights, the king, and the bishops, rooks and
///   queens whose line to it is empty);
/// * `pinned`: our pieces pinned to the king: the only piece between the
///   king and one of their sliders of that line's kind (a rook or queen on
///   a rank or file, a bishop or queen on a diagonal);
/// * `pin_orthogonal`, `pin_diagonal`: the pin rays of each kind, united:
///   the squares between the king and each pinner, and the pinner; never
///   the king. A pinned piece may move only along its own ray, which
///   [`pin_ray`](KingSafety::pin_ray) gives: with two pins of one kind the
///   union holds the other pin's squares too;
/// * `check_mask`: where a move of a piece other than the king must land:
///   every square when not in check, the checker and the squares between it
///   and the king in single check, nothing in double check. En passant is
///   the exception (it takes a checking pawn without landing on its
///   square, and may uncover a check along the rank of both pawns):
///   [`en_passant_captures`](crate::en_passant_captures) judges it whole;
/// * `king`: the king's square, as given.
///
/// The king's own moves are not here: the squares it may not enter are
/// `side_attacks(theirs, occupied ^ king.bit(), them)`, the king taken off
/// the occupancy (else a slider's ray stops at the king and the square
/// behind it looks safe).
///
/// A square of `ours` that is also in `theirs` counts as theirs.
///
/// ```
/// use bitboard_simd::{king_safety, Color, Side, Square};
///
/// // White: Ke1, Nd2. Black: Bb4 pins the knight, Re8 gives check.
/// let ours = Square::E1.bit() | Square::D2.bit();
/// let theirs = Side {
///     bishops: Square::B4.bit(),
///     rooks: Square::E8.bit(),
///     king: Square::G8.bit(),
///     ..Side::default()
/// };
/// let safety = king_safety(Square::E1, ours, theirs, Color::White);
/// assert_eq!(safety.checkers, Square::E8.bit());
/// assert_eq!(safety.pinned, Square::D2.bit());
/// assert_eq!(safety.pin_diagonal, Square::D2.bit() | Square::C3.bit() | Square::B4.bit());
/// assert_eq!(safety.pin_orthogonal, 0);
/// // Block on the e-file or take the rook.
/// assert_eq!(safety.check_mask, 0x1010_1010_1010_1000 & !Square::E1.bit());
/// assert!(safety.in_check() && !safety.in_double_check());
/// ```
///
/// The layout is `repr(C)`: the five boards in the order above, then the
/// king's square (one byte), then padding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(C)]
pub struct KingSafety {
    /// Their pieces giving check.
    pub checkers: u64,
    /// Our pieces pinned to the king.
    pub pinned: u64,
    /// The rank and file pin rays: between the king and each pinner, and
    /// the pinner.
    pub pin_orthogonal: u64,
    /// The diagonal pin rays: between the king and each pinner, and the
    /// pinner.
    pub pin_diagonal: u64,
    /// Where a non-king move must land: every square (`!0`) when not in
    /// check, the checker and the squares between in single check, none in
    /// double check.
    pub check_mask: u64,
    /// The king's square: what [`pin_ray`](KingSafety::pin_ray) tells one
    /// pin from another of the same kind by.
    pub king: Square,
}

impl Default for KingSafety {
    /// No check, no pin, the king on a1: every field zero.
    fn default() -> KingSafety {
        KingSafety {
            checkers: 0,
            pinned: 0,
            pin_orthogonal: 0,
            pin_diagonal: 0,
            check_mask: 0,
            king: Square::A1,
        }
    }
}

impl KingSafety {
    /// Whether any piece gives check.
    #[inline]
    pub const fn in_check(&self) -> bool {
        self.checkers != 0
    }

    /// Whether two or more pieces give check (only the king may move).
    #[inline]
    pub const fn in_double_check(&self) -> bool {
        self.checkers & self.checkers.wrapping_sub(1) != 0
    }

    /// The squares the piece of ours on `square` may move to along its
    /// pin, if it is pinned: its own pin's ray, the squares between the
    /// king and its pinner, and the pinner. Every square (`!0`) if it is
    /// not pinned (nor ours, nor on the board's other pieces' lines).
    ///
    /// With two pins of one kind, the union (`pin_orthogonal` or
    /// `pin_diagonal`) also holds the other pin's squares; this is the one
    /// ray of this piece:
    ///
    /// ```
    /// use bitboard_simd::{king_safety, Color, Side, Square};
    ///
    /// // White: Kd4, Qd6, Nc4. Black: Rd8 pins the queen, Ra4 the knight.
    /// let ours = Square::D4.bit() | Square::D6.bit() | Square::C4.bit();
    /// let theirs = Side { rooks: Square::D8.bit() | Square::A4.bit(), ..Side::default() };
    /// let safety = king_safety(Square::D4, ours, theirs, Color::White);
    /// let d_file = Square::D5.bit() | Square::D6.bit() | Square::D7.bit() | Square::D8.bit();
    /// let fourth_rank = Square::C4.bit() | Square::B4.bit() | Square::A4.bit();
    /// assert_eq!(safety.pin_orthogonal, d_file | fourth_rank);
    /// assert_eq!(safety.pin_ray(Square::D6), d_file); // not Qd6-b4
    /// assert_eq!(safety.pin_ray(Square::C4), fourth_rank);
    /// assert_eq!(safety.pin_ray(Square::E4), !0); // not pinned
    /// ```
    #[inline]
    pub const fn pin_ray(&self, square: Square) -> u64 {
        let bit = square.bit();
        if self.pinned & bit == 0 {
            return !0;
        }
        // The pin is on the one line of the king's four that holds the
        // piece (two of them meet only at the king), on the piece's side of
        // the king. Along a line every step has one sign, so that side is
        // the squares above the king's index or those below it; and every
        // pin ray lies on a line of its own kind through the king, so of
        // both kinds' rays only this pin's are on that half-line.
        let king = self.king;
        let line = if rank(king.rank()) & bit != 0 {
            rank(king.rank())
        } else if file(king.file()) & bit != 0 {
            file(king.file())
        } else if diagonal_through(king) & bit != 0 {
            diagonal_through(king)
        } else {
            anti_diagonal_through(king)
        };
        let k = king.index();
        let side = if square.index() > k {
            (!0u64 << k) << 1
        } else {
            (1u64 << k) - 1
        };
        (self.pin_orthogonal | self.pin_diagonal) & line & side
    }
}
