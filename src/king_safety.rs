//! [`KingSafety`]: what [`king_safety`](crate::king_safety) finds about a
//! king, the layer a legal move generator needs above the attacks.

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
///   the king. A pinned piece may move only along its own ray;
/// * `check_mask`: where a move of a piece other than the king must land:
///   every square when not in check, the checker and the squares between it
///   and the king in single check, nothing in double check.
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
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
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

    /// The pin ray through `square`, if one of ours there is pinned: the
    /// squares it may move to along its pin (between the king and the
    /// pinner, and the pinner), else every square.
    ///
    /// ```
    /// use bitboard_simd::{king_safety, Color, Side, Square};
    ///
    /// let theirs = Side { rooks: Square::A8.bit(), ..Side::default() };
    /// let ours = Square::A1.bit() | Square::A4.bit() | Square::C3.bit();
    /// let safety = king_safety(Square::A1, ours, theirs, Color::White);
    /// assert_eq!(safety.pin_ray(Square::A4), 0x0101_0101_0101_0100);
    /// assert_eq!(safety.pin_ray(Square::C3), !0);
    /// ```
    #[inline]
    pub const fn pin_ray(&self, square: crate::types::Square) -> u64 {
        let bit = square.bit();
        if self.pinned & bit == 0 {
            !0
        } else if self.pin_orthogonal & bit != 0 {
            self.pin_orthogonal
        } else {
            self.pin_diagonal
        }
    }
}
