//! The piece kinds, and the attacks of a piece of each kind from a square:
//! the per-square lookups behind one `match`.

use core::fmt;

use crate::api::{bishop_attacks_from, queen_attacks_from, rook_attacks_from};
use crate::lookup::{bishop_attacks_from_const, queen_attacks_from_const, rook_attacks_from_const};
use crate::tables::{king_attacks_from, knight_attacks_from, pawn_attacks_from};
use crate::types::{Color, ParseError, RangeError, Side, Square};

/// A piece kind, without its colour: `Pawn` (index 0) to `King` (index 5),
/// in the order of [`Side`](crate::Side)'s fields.
///
/// Checked like [`Color`]: [`Piece::new`] and `TryFrom<u8>` refuse an index
/// above 5, `FromStr` reads the name or its letter (`p n b r q k`) in any
/// case, and it prints as its name.
///
/// ```
/// use bitboard_simd::{Color, Piece, Square};
///
/// assert_eq!(Piece::Knight.index(), 1);
/// assert_eq!("N".parse::<Piece>(), Ok(Piece::Knight));
/// assert_eq!(Piece::Knight.to_string(), "knight");
/// assert_eq!(Piece::attacks(Piece::Knight, Square::A1, Color::White, 0).count_ones(), 2);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Piece {
    /// Captures one square diagonally forward (its colour says which way).
    Pawn = 0,
    /// Leaps two squares one way and one the other.
    Knight = 1,
    /// Slides along diagonals.
    Bishop = 2,
    /// Slides along ranks and files.
    Rook = 3,
    /// Slides along ranks, files and diagonals.
    Queen = 4,
    /// Steps one square any way.
    King = 5,
}

impl Piece {
    /// All six, in index order.
    pub const ALL: [Piece; 6] = [
        Piece::Pawn,
        Piece::Knight,
        Piece::Bishop,
        Piece::Rook,
        Piece::Queen,
        Piece::King,
    ];

    /// The piece kind with this index, or `None` if `index > 5`.
    #[inline]
    pub const fn new(index: u8) -> Option<Piece> {
        if index < 6 {
            Some(Piece::ALL[index as usize])
        } else {
            None
        }
    }

    /// The index, `0..=5` (the position in [`Piece::ALL`]), a `usize` to
    /// index arrays by piece kind (`[T; 6]`).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lower-case name, e.g. `"knight"`.
    pub const fn name(self) -> &'static str {
        ["pawn", "knight", "bishop", "rook", "queen", "king"][self as usize]
    }

    /// The lower-case letter of algebraic notation and FEN: `p`, `n`, `b`,
    /// `r`, `q` or `k`.
    pub const fn letter(self) -> char {
        ['p', 'n', 'b', 'r', 'q', 'k'][self as usize]
    }

    /// The squares a piece of this kind and `color` on `sq` attacks, with
    /// the pieces `occupied` blocking the sliders. `color` matters only to a
    /// pawn (its capture squares), `occupied` only to the sliders. The
    /// lookups the crate exports, one per kind: the sliders' are the
    /// dispatched [`rook_attacks_from`](crate::rook_attacks_from) and
    /// kin, inlined.
    ///
    /// ```
    /// use bitboard_simd::{pawn_attacks_from, rook_attacks_from, Color, Piece, Square};
    ///
    /// let occupied = Square::D6.bit();
    /// assert_eq!(
    ///     Piece::Rook.attacks(Square::D4, Color::White, occupied),
    ///     rook_attacks_from(Square::D4, occupied)
    /// );
    /// // The same call, written as a function of the kind:
    /// assert_eq!(
    ///     Piece::attacks(Piece::Pawn, Square::D4, Color::Black, occupied),
    ///     pawn_attacks_from(Square::D4, Color::Black)
    /// );
    /// ```
    #[inline]
    pub fn attacks(self, sq: Square, color: Color, occupied: u64) -> u64 {
        match self {
            Piece::Pawn => pawn_attacks_from(sq, color),
            Piece::Knight => knight_attacks_from(sq),
            Piece::Bishop => bishop_attacks_from(sq, occupied),
            Piece::Rook => rook_attacks_from(sq, occupied),
            Piece::Queen => queen_attacks_from(sq, occupied),
            Piece::King => king_attacks_from(sq),
        }
    }

    /// [`attacks`](Piece::attacks), computable at compile time (the
    /// sliders' portable lookups); the same answers.
    ///
    /// ```
    /// use bitboard_simd::{Color, Piece, Square};
    ///
    /// const KING_ON_E1: u64 = Piece::King.attacks_const(Square::E1, Color::White, 0);
    /// assert_eq!(KING_ON_E1.count_ones(), 5);
    /// ```
    #[inline]
    pub const fn attacks_const(self, sq: Square, color: Color, occupied: u64) -> u64 {
        match self {
            Piece::Pawn => pawn_attacks_from(sq, color),
            Piece::Knight => knight_attacks_from(sq),
            Piece::Bishop => bishop_attacks_from_const(sq, occupied),
            Piece::Rook => rook_attacks_from_const(sq, occupied),
            Piece::Queen => queen_attacks_from_const(sq, occupied),
            Piece::King => king_attacks_from(sq),
        }
    }
}

impl TryFrom<u8> for Piece {
    type Error = RangeError;

    fn try_from(index: u8) -> Result<Piece, RangeError> {
        Piece::new(index).ok_or(RangeError::new("piece", index, 5))
    }
}

impl From<Piece> for u8 {
    fn from(value: Piece) -> u8 {
        value as u8
    }
}

impl From<Piece> for usize {
    fn from(value: Piece) -> usize {
        value as usize
    }
}

impl core::ops::Index<Piece> for Side {
    type Output = u64;

    /// The board of one piece kind: `side[Piece::Rook]` is `side.rooks`.
    ///
    /// ```
    /// use bitboard_simd::{Piece, Side, Square};
    ///
    /// let mut side = Side { rooks: Square::A1.bit(), ..Side::default() };
    /// assert_eq!(side[Piece::Rook], Square::A1.bit());
    /// side[Piece::Knight] |= Square::B1.bit(); // IndexMut: the field itself
    /// assert_eq!(side.knights, Square::B1.bit());
    /// ```
    #[inline]
    fn index(&self, piece: Piece) -> &u64 {
        match piece {
            Piece::Pawn => &self.pawns,
            Piece::Knight => &self.knights,
            Piece::Bishop => &self.bishops,
            Piece::Rook => &self.rooks,
            Piece::Queen => &self.queens,
            Piece::King => &self.king,
        }
    }
}

impl core::ops::IndexMut<Piece> for Side {
    /// The board of one piece kind, to change: `side[Piece::Rook] = ..`
    /// sets `side.rooks`.
    #[inline]
    fn index_mut(&mut self, piece: Piece) -> &mut u64 {
        match piece {
            Piece::Pawn => &mut self.pawns,
            Piece::Knight => &mut self.knights,
            Piece::Bishop => &mut self.bishops,
            Piece::Rook => &mut self.rooks,
            Piece::Queen => &mut self.queens,
            Piece::King => &mut self.king,
        }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl core::str::FromStr for Piece {
    type Err = ParseError;

    /// Accepts the name (`knight`) or the letter (`n`), in any case.
    fn from_str(s: &str) -> Result<Piece, ParseError> {
        for p in Piece::ALL {
            let mut letter = [0; 4];
            if s.eq_ignore_ascii_case(p.name())
                || s.eq_ignore_ascii_case(p.letter().encode_utf8(&mut letter))
            {
                return Ok(p);
            }
        }
        Err(ParseError::new(
            "piece",
            "pawn, knight, bishop, rook, queen, king or p, n, b, r, q, k",
        ))
    }
}
