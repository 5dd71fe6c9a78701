//! Board types: squares, files, ranks, the two colours and the eight
//! compass directions.
//!
//! The mapping is little-endian rank-file: square `s = 8 * rank + file`,
//! `a1 = 0`, `h1 = 7`, `a8 = 56`, `h8 = 63`, and bit `s` of a `u64` is square
//! `s`. Byte `r` of the `u64` is rank `r`; inside a byte the least significant
//! bit is the a-file.

use core::fmt;

/// The a-file.
pub const FILE_A: u64 = 0x0101_0101_0101_0101;
/// The h-file.
pub const FILE_H: u64 = 0x8080_8080_8080_8080;
/// Everything but the a-file (the wrap mask of eastward steps).
pub const NOT_FILE_A: u64 = !FILE_A;
/// Everything but the h-file (the wrap mask of westward steps).
pub const NOT_FILE_H: u64 = !FILE_H;

/// A value given to a checked constructor ([`Square::new`], [`File::new`],
/// [`Rank::new`], [`Color::new`], [`Piece::new`](crate::Piece::new), or a
/// `TryFrom`/`FromStr` impl) that is out of range or does not name anything.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RangeError {
    what: &'static str,
    value: u8,
    max: u8,
}

impl RangeError {
    /// The kind of value that was refused (`"square"`, `"file"`, `"rank"`,
    /// `"color"` or `"piece"`).
    pub fn what(&self) -> &'static str {
        self.what
    }

    /// The refused value.
    pub fn value(&self) -> u8 {
        self.value
    }

    /// The largest accepted value (the range is `0..=max`).
    pub fn max(&self) -> u8 {
        self.max
    }
}

impl fmt::Display for RangeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} index {} is out of range (expected 0..={})",
            self.what, self.value, self.max
        )
    }
}

#[cfg(feature = "std")]
impl std::error::Error for RangeError {}

/// A name given to a `FromStr` impl ([`Color`], [`Dir`],
/// [`Level`](crate::Level), [`Square`], [`File`], [`Rank`],
/// [`Piece`](crate::Piece)) that names nothing. The message lists what is accepted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseError {
    what: &'static str,
    expected: &'static str,
}

impl ParseError {
    pub(crate) const fn new(what: &'static str, expected: &'static str) -> ParseError {
        ParseError { what, expected }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a {} (expected {})", self.what, self.expected)
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ParseError {}

macro_rules! index_type {
    ($(#[$doc:meta])* $name:ident, $what:literal, $max:literal, [$($c:ident = $v:literal),*]) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(transparent)]
        pub struct $name(u8);

        impl $name {
            $(#[allow(missing_docs)] pub const $c: $name = $name($v);)*

            /// Every value, in increasing order.
            pub const ALL: [$name; $max + 1] = {
                let mut all = [$name(0); $max + 1];
                let mut i = 0;
                while i <= $max {
                    all[i] = $name(i as u8);
                    i += 1;
                }
                all
            };

            /// The value with this index, or `None` if `index > `
            #[doc = stringify!($max)]
            /// .
            #[inline]
            pub const fn new(index: u8) -> Option<$name> {
                if index <= $max {
                    Some($name(index))
                } else {
                    None
                }
            }

            /// The index (always in range).
            #[inline]
            pub const fn index(self) -> u8 {
                self.0
            }
        }

        impl TryFrom<u8> for $name {
            type Error = RangeError;

            fn try_from(index: u8) -> Result<$name, RangeError> {
                $name::new(index).ok_or(RangeError { what: $what, value: index, max: $max })
            }
        }

        impl From<$name> for u8 {
            fn from(value: $name) -> u8 {
                value.0
            }
        }

        impl From<$name> for usize {
            fn from(value: $name) -> usize {
                value.0 as usize
            }
        }
    };
}

index_type!(
    /// A square of the board, `0..=63` (`a1 = 0`, `h1 = 7`, `a8 = 56`, `h8 = 63`).
    ///
    /// It can only be built in range, so every kernel that takes one is
    /// total.
    ///
    /// ```
    /// use bitboard_simd::{File, Rank, Square};
    ///
    /// let d2 = Square::new(11).unwrap();
    /// assert_eq!((d2.file(), d2.rank()), (File::D, Rank::R2));
    /// assert_eq!(d2.to_string(), "d2");
    /// assert_eq!("d2".parse::<Square>(), Ok(d2));
    /// let err = Square::try_from(64).unwrap_err();
    /// assert_eq!(err.to_string(), "square index 64 is out of range (expected 0..=63)");
    /// ```
    Square, "square", 63,
    []
);

/// Defines the 64 square constants from one row of names per rank: the
/// index is `8 * rank + position in the row`.
macro_rules! square_constants {
    ($($rank:literal => [$($name:ident)*];)*) => {
        /// One constant per square, named in algebraic notation (`Square::E4`).
        ///
        /// ```
        /// use bitboard_simd::{File, Rank, Square};
        ///
        /// assert_eq!(Square::E4.index(), 28);
        /// assert_eq!((Square::E4.file(), Square::E4.rank()), (File::E, Rank::R4));
        /// assert_eq!(Square::H8, Square::ALL[63]);
        /// ```
        impl Square {
            $(square_constants!(@rank $rank, 0, $($name)*);)*
        }
    };
    (@rank $rank:literal, $file:expr, $name:ident $($rest:ident)*) => {
        #[doc = concat!("Square `", stringify!($name), "`.")]
        pub const $name: Square = Square($rank * 8 + $file);
        square_constants!(@rank $rank, $file + 1, $($rest)*);
    };
    (@rank $rank:literal, $file:expr,) => {};
}

square_constants! {
    0 => [A1 B1 C1 D1 E1 F1 G1 H1];
    1 => [A2 B2 C2 D2 E2 F2 G2 H2];
    2 => [A3 B3 C3 D3 E3 F3 G3 H3];
    3 => [A4 B4 C4 D4 E4 F4 G4 H4];
    4 => [A5 B5 C5 D5 E5 F5 G5 H5];
    5 => [A6 B6 C6 D6 E6 F6 G6 H6];
    6 => [A7 B7 C7 D7 E7 F7 G7 H7];
    7 => [A8 B8 C8 D8 E8 F8 G8 H8];
}

index_type!(
    /// A file (column) of the board, `0..=7` for the a- to h-file.
    File, "file", 7,
    [A = 0, B = 1, C = 2, D = 3, E = 4, F = 5, G = 6, H = 7]
);

index_type!(
    /// A rank (row) of the board, `0..=7` for ranks 1 to 8.
    Rank, "rank", 7,
    [R1 = 0, R2 = 1, R3 = 2, R4 = 3, R5 = 4, R6 = 5, R7 = 6, R8 = 7]
);

impl Square {
    /// The square on `file` and `rank`.
    #[inline]
    pub const fn from_file_rank(file: File, rank: Rank) -> Square {
        Square(rank.0 * 8 + file.0)
    }

    /// The square's file.
    #[inline]
    pub const fn file(self) -> File {
        File(self.0 & 7)
    }

    /// The square's rank.
    #[inline]
    pub const fn rank(self) -> Rank {
        Rank(self.0 >> 3)
    }

    /// The bit-board with only this square set.
    #[inline]
    pub const fn bit(self) -> u64 {
        1 << self.0
    }

    /// The lowest set square of `bits` (the one with the smallest index),
    /// or `None` if `bits` is empty. One `tzcnt`/`bsf`.
    ///
    /// ```
    /// use bitboard_simd::Square;
    ///
    /// let board = Square::C3.bit() | Square::F7.bit();
    /// assert_eq!(Square::from_lowest_bit(board), Some(Square::C3));
    /// assert_eq!(Square::from_lowest_bit(0), None);
    /// ```
    #[inline]
    pub const fn from_lowest_bit(bits: u64) -> Option<Square> {
        if bits == 0 {
            None
        } else {
            // `trailing_zeros` of a non-zero u64 is below 64.
            Some(Square(bits.trailing_zeros() as u8))
        }
    }

    /// The highest set square of `bits` (the one with the largest index),
    /// or `None` if `bits` is empty. One `lzcnt`/`bsr`.
    ///
    /// ```
    /// use bitboard_simd::Square;
    ///
    /// let board = Square::C3.bit() | Square::F7.bit();
    /// assert_eq!(Square::from_highest_bit(board), Some(Square::F7));
    /// assert_eq!(Square::from_highest_bit(0), None);
    /// ```
    #[inline]
    pub const fn from_highest_bit(bits: u64) -> Option<Square> {
        if bits == 0 {
            None
        } else {
            // `leading_zeros` of a non-zero u64 is below 64.
            Some(Square(63 - bits.leading_zeros() as u8))
        }
    }

    /// The set squares of `bits`, lowest index first (see [`Squares`]).
    ///
    /// ```
    /// use bitboard_simd::{rook_attacks_from, Square};
    ///
    /// let targets = rook_attacks_from(Square::A1, Square::A3.bit() | Square::C1.bit());
    /// let list: Vec<Square> = Square::iter_set(targets).collect();
    /// assert_eq!(list, [Square::B1, Square::C1, Square::A2, Square::A3]);
    /// ```
    #[inline]
    pub const fn iter_set(bits: u64) -> Squares {
        Squares(bits)
    }
}

/// An iterator over the set squares of a `u64`, lowest index first (a1, b1,
/// ... h8); from the back with [`DoubleEndedIterator`], highest first.
///
/// It is the `u64` itself: each step takes the lowest set bit (`tzcnt`) and
/// clears it (`blsr`), so it costs what the usual hand-written
/// `while bits != 0` loop costs. Its length is the remaining population count.
/// Build it with [`Square::iter_set`] or `Squares::from(bits)`; the bits not
/// yet visited are [`Squares::bits`].
///
/// ```
/// use bitboard_simd::{Square, Squares};
///
/// let rooks = Square::A1.bit() | Square::H1.bit() | Square::D8.bit();
/// let mut it = Squares::from(rooks);
/// assert_eq!(it.len(), 3);
/// assert_eq!(it.next(), Some(Square::A1));
/// assert_eq!(it.next_back(), Some(Square::D8));
/// assert_eq!(it.bits(), Square::H1.bit());
/// assert_eq!(it.collect::<Vec<_>>(), [Square::H1]);
///
/// // A plain loop over a board:
/// let mut names = String::new();
/// for sq in Square::iter_set(0x8100_0000_0000_0081) {
///     names += &sq.to_string();
/// }
/// assert_eq!(names, "a1h1a8h8");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Squares(u64);

impl Squares {
    /// The squares not yet visited, as a bit-board.
    #[inline]
    pub const fn bits(self) -> u64 {
        self.0
    }
}

impl From<u64> for Squares {
    #[inline]
    fn from(bits: u64) -> Squares {
        Squares(bits)
    }
}

impl Iterator for Squares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        let sq = Square::from_lowest_bit(self.0)?;
        // Clears the lowest set bit.
        self.0 &= self.0 - 1;
        Some(sq)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }

    #[inline]
    fn count(self) -> usize {
        self.0.count_ones() as usize
    }

    #[inline]
    fn last(self) -> Option<Square> {
        Square::from_highest_bit(self.0)
    }
}

impl DoubleEndedIterator for Squares {
    #[inline]
    fn next_back(&mut self) -> Option<Square> {
        let sq = Square::from_highest_bit(self.0)?;
        self.0 &= !sq.bit();
        Some(sq)
    }
}

impl ExactSizeIterator for Squares {}

impl core::iter::FusedIterator for Squares {}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + (self.0 & 7)) as char, (self.0 >> 3) + 1)
    }
}

impl core::str::FromStr for Square {
    type Err = ParseError;

    /// Parses algebraic notation, `a1` to `h8` (case-insensitive file).
    fn from_str(s: &str) -> Result<Square, ParseError> {
        const ERR: ParseError =
            ParseError::new("square", "a file letter a-h then a rank digit 1-8");
        match s.as_bytes() {
            [f, r] => {
                let f = f.to_ascii_lowercase();
                if (b'a'..=b'h').contains(&f) && (b'1'..=b'8').contains(r) {
                    Ok(Square((r - b'1') * 8 + (f - b'a')))
                } else {
                    Err(ERR)
                }
            }
            _ => Err(ERR),
        }
    }
}

/// A side: `White` (index 0) or `Black` (index 1).
///
/// Checked like [`Square`]: [`Color::new`] and `TryFrom<u8>` refuse an
/// index above 1, `FromStr` reads the name or its letter in any case, and
/// `!color` is the other side.
///
/// ```
/// use bitboard_simd::Color;
///
/// assert_eq!(!Color::White, Color::Black);
/// assert_eq!(Color::Black.index(), 1);
/// assert_eq!(Color::new(0), Some(Color::White));
/// assert_eq!("b".parse::<Color>(), Ok(Color::Black));
/// assert_eq!(Color::White.to_string(), "white");
/// let err = Color::try_from(2).unwrap_err();
/// assert_eq!(err.to_string(), "color index 2 is out of range (expected 0..=1)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Color {
    /// The side whose pawns move towards rank 8.
    White = 0,
    /// The side whose pawns move towards rank 1.
    Black = 1,
}

impl Color {
    /// Both colours, in index order.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The colour with this index, or `None` if `index > 1`.
    #[inline]
    pub const fn new(index: u8) -> Option<Color> {
        match index {
            0 => Some(Color::White),
            1 => Some(Color::Black),
            _ => None,
        }
    }

    /// The index (0 for white, 1 for black), a `usize` to index arrays
    /// by colour (`[T; 2]`).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lower-case name, `"white"` or `"black"`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }
}

/// One side's pieces, a bitboard per piece type: the argument of
/// [`side_attacks`](crate::side_attacks).
///
/// A plain struct built with a literal; nothing is checked. The sets may
/// overlap and any of them may hold any number of squares (`king` too):
/// every set bit counts as a piece of its field's type.
///
/// ```
/// use bitboard_simd::{Side, Square};
///
/// let side = Side {
///     rooks: Square::A1.bit() | Square::H1.bit(),
///     king: Square::E1.bit(),
///     ..Side::default()
/// };
/// assert_eq!(side.knights, 0);
/// assert_eq!(side.rooks.count_ones(), 2);
/// ```
///
/// A field by piece kind is `side[Piece::Rook]` (and `side[Piece::Rook] =
/// ..`), every square of the side [`occupied`](Side::occupied), and
/// `Side::from([u64; 6])` and `<[u64; 6]>::from(side)` convert to and from
/// the six boards in [`Piece`](crate::Piece)'s order.
///
/// The layout is `repr(C)`: the six boards in the order of the fields (what
/// code reading a `Side` from memory, such as the emulator's check in CI,
/// relies on).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(C)]
pub struct Side {
    /// The pawns.
    pub pawns: u64,
    /// The knights.
    pub knights: u64,
    /// The bishops.
    pub bishops: u64,
    /// The rooks.
    pub rooks: u64,
    /// The queens.
    pub queens: u64,
    /// The king (any number of squares is accepted).
    pub king: u64,
}

impl Side {
    /// Every square of the side: the union of its six fields. With the
    /// other side's, the occupancy that the slider lookups take.
    ///
    /// ```
    /// use bitboard_simd::{Side, Square};
    ///
    /// let side = Side { rooks: Square::A1.bit(), king: Square::E1.bit(), ..Side::default() };
    /// assert_eq!(side.occupied(), Square::A1.bit() | Square::E1.bit());
    /// ```
    #[inline]
    pub const fn occupied(&self) -> u64 {
        self.pawns | self.knights | self.bishops | self.rooks | self.queens | self.king
    }
}

impl From<[u64; 6]> for Side {
    /// The six boards in [`Piece`](crate::Piece)'s order (the order of the
    /// fields): pawns, knights, bishops, rooks, queens, king.
    ///
    /// ```
    /// use bitboard_simd::{Piece, Side};
    ///
    /// let side = Side::from([0xff00, 0x42, 0x24, 0x81, 0x08, 0x10]);
    /// assert_eq!(side.knights, 0x42);
    /// assert_eq!(side[Piece::King], 0x10);
    /// assert_eq!(<[u64; 6]>::from(side), [0xff00, 0x42, 0x24, 0x81, 0x08, 0x10]);
    /// ```
    #[inline]
    fn from([pawns, knights, bishops, rooks, queens, king]: [u64; 6]) -> Side {
        Side {
            pawns,
            knights,
            bishops,
            rooks,
            queens,
            king,
        }
    }
}

impl From<Side> for [u64; 6] {
    /// The six boards in [`Piece`](crate::Piece)'s order, the inverse of
    /// `Side::from([u64; 6])`.
    ///
    /// ```
    /// use bitboard_simd::{Piece, Side, Square};
    ///
    /// let side = Side { queens: Square::D1.bit(), ..Side::default() };
    /// let boards: [u64; 6] = side.into();
    /// assert_eq!(boards[Piece::Queen.index()], Square::D1.bit());
    /// ```
    #[inline]
    fn from(side: Side) -> [u64; 6] {
        [
            side.pawns,
            side.knights,
            side.bishops,
            side.rooks,
            side.queens,
            side.king,
        ]
    }
}

impl core::ops::Not for Color {
    type Output = Color;

    /// The other colour.
    #[inline]
    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

impl TryFrom<u8> for Color {
    type Error = RangeError;

    fn try_from(index: u8) -> Result<Color, RangeError> {
        Color::new(index).ok_or(RangeError {
            what: "color",
            value: index,
            max: 1,
        })
    }
}

impl From<Color> for u8 {
    fn from(value: Color) -> u8 {
        value as u8
    }
}

impl From<Color> for usize {
    fn from(value: Color) -> usize {
        value as usize
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl core::str::FromStr for Color {
    type Err = ParseError;

    /// Accepts `white`, `black`, `w` or `b`, in any case.
    fn from_str(s: &str) -> Result<Color, ParseError> {
        for c in Color::ALL {
            if s.eq_ignore_ascii_case(c.name()) || s.eq_ignore_ascii_case(&c.name()[..1]) {
                return Ok(c);
            }
        }
        Err(ParseError::new("color", "white, black, w or b"))
    }
}

/// The eight compass directions, in the order used by
/// [`attacks_by_direction`](crate::attacks_by_direction)'s result.
///
/// ```text
///   NorthWest(+7)  North(+8)  NorthEast(+9)
///        West(-1)      .      East(+1)
///   SouthWest(-9)  South(-8)  SouthEast(-7)
/// ```
///
/// ```
/// use bitboard_simd::Dir;
///
/// assert_eq!(Dir::NorthEast.step(), 9);
/// assert_eq!(Dir::East.opposite(), Dir::West);
/// assert_eq!("sw".parse::<Dir>(), Ok(Dir::SouthWest));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Dir {
    /// `+8`, towards rank 8.
    North = 0,
    /// `+9`.
    NorthEast = 1,
    /// `+1`, towards the h-file.
    East = 2,
    /// `-7`.
    SouthEast = 3,
    /// `-8`, towards rank 1.
    South = 4,
    /// `-9`.
    SouthWest = 5,
    /// `-1`, towards the a-file.
    West = 6,
    /// `+7`.
    NorthWest = 7,
}

// `step` is the square-index form of `offsets`, kept as its own table (a
// run-time `Dir` reads one byte) and held to it here.
const _: () = {
    let mut d = 0;
    while d < 8 {
        let (files, ranks) = Dir::ALL[d].offsets();
        assert!(Dir::ALL[d].step() == 8 * ranks + files);
        d += 1;
    }
};

impl Dir {
    /// All eight, in index order (clockwise from North).
    pub const ALL: [Dir; 8] = [
        Dir::North,
        Dir::NorthEast,
        Dir::East,
        Dir::SouthEast,
        Dir::South,
        Dir::SouthWest,
        Dir::West,
        Dir::NorthWest,
    ];

    /// The four rook directions.
    pub const ORTHOGONAL: [Dir; 4] = [Dir::North, Dir::East, Dir::South, Dir::West];

    /// The four bishop directions.
    pub const DIAGONAL: [Dir; 4] = [
        Dir::NorthEast,
        Dir::SouthEast,
        Dir::SouthWest,
        Dir::NorthWest,
    ];

    /// Index `0..8` (the position in [`Dir::ALL`]).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The direction with this index, or `None` if `index >= 8`.
    #[inline]
    pub const fn from_index(index: usize) -> Option<Dir> {
        if index < 8 {
            Some(Dir::ALL[index])
        } else {
            None
        }
    }

    /// How a square index changes with one step (`+8` for North).
    #[inline]
    pub const fn step(self) -> i8 {
        [8, 9, 1, -7, -8, -9, -1, 7][self as usize]
    }

    /// One step as (files, ranks), `(1, 1)` for NorthEast: the step on the
    /// board, for walks that stop at its edge.
    #[inline]
    pub(crate) const fn offsets(self) -> (i8, i8) {
        crate::compass::STEPS[self as usize]
    }

    /// The squares that can be the result of one step: applied after the
    /// shift, it removes the squares that wrapped around to the other edge.
    #[inline]
    pub const fn wrap_mask(self) -> u64 {
        [
            !0, NOT_FILE_A, NOT_FILE_A, NOT_FILE_A, !0, NOT_FILE_H, NOT_FILE_H, NOT_FILE_H,
        ][self as usize]
    }

    /// The direction pointing the other way.
    #[inline]
    pub const fn opposite(self) -> Dir {
        Dir::ALL[(self as usize + 4) & 7]
    }

    /// The lower-case name, e.g. `"northeast"`.
    pub const fn name(self) -> &'static str {
        [
            "north",
            "northeast",
            "east",
            "southeast",
            "south",
            "southwest",
            "west",
            "northwest",
        ][self as usize]
    }
}

impl fmt::Display for Dir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl core::str::FromStr for Dir {
    type Err = ParseError;

    /// Accepts the full name or the compass abbreviation (`n`, `ne`, ...), in
    /// any case.
    fn from_str(s: &str) -> Result<Dir, ParseError> {
        const SHORT: [&str; 8] = ["n", "ne", "e", "se", "s", "sw", "w", "nw"];
        for d in Dir::ALL {
            if s.eq_ignore_ascii_case(d.name()) || s.eq_ignore_ascii_case(SHORT[d as usize]) {
                return Ok(d);
            }
        }
        Err(ParseError::new(
            "direction",
            "north, northeast, east, southeast, south, southwest, west, northwest or n, ne, e, se, s, sw, w, nw",
        ))
    }
}

impl RangeError {
    /// The error of a checked constructor outside this module (the piece
    /// kind's).
    pub(crate) const fn new(what: &'static str, value: u8, max: u8) -> RangeError {
        RangeError { what, value, max }
    }
}

/// Square geometry: steps, mirror images and distance. Each is a `const fn`
/// on the index (`8 * rank + file`).
impl Square {
    /// The square `files` files and `ranks` ranks away (positive: towards
    /// the h-file and rank 8), or `None` if that is off the board.
    ///
    /// ```
    /// use bitboard_simd::Square;
    ///
    /// assert_eq!(Square::B1.try_offset(1, 2), Some(Square::C3)); // a knight's step
    /// assert_eq!(Square::H4.try_offset(1, 0), None); // no wrap to the a-file
    /// assert_eq!(Square::E2.try_offset(0, -2), None);
    /// ```
    #[inline]
    pub const fn try_offset(self, files: i8, ranks: i8) -> Option<Square> {
        // In i16: a delta near i8's ends cannot overflow.
        let file = (self.0 & 7) as i16 + files as i16;
        let rank = (self.0 >> 3) as i16 + ranks as i16;
        if file >= 0 && file < 8 && rank >= 0 && rank < 8 {
            Some(Square((rank * 8 + file) as u8))
        } else {
            None
        }
    }

    /// The square `files` files and `ranks` ranks away, as
    /// [`try_offset`](Square::try_offset).
    ///
    /// # Panics
    ///
    /// If that square is off the board (in a `const` context, a compile
    /// error).
    ///
    /// ```
    /// use bitboard_simd::Square;
    ///
    /// assert_eq!(Square::E2.offset(0, 2), Square::E4);
    /// const BEHIND_H8: Square = Square::H8.offset(-1, -1);
    /// assert_eq!(BEHIND_H8, Square::G7);
    /// ```
    #[inline]
    #[track_caller]
    pub const fn offset(self, files: i8, ranks: i8) -> Square {
        match self.try_offset(files, ranks) {
            Some(sq) => sq,
            None => panic!("Square::offset: the square is off the board"),
        }
    }

    /// The square on the same file, rank mirrored (a1 and a8, e2 and e7):
    /// the square of [`flip_vertical`](crate::flip_vertical).
    ///
    /// ```
    /// use bitboard_simd::{flip_vertical, Square};
    ///
    /// assert_eq!(Square::E2.flip_rank(), Square::E7);
    /// assert_eq!(flip_vertical(Square::E2.bit()), Square::E7.bit());
    /// ```
    #[inline]
    pub const fn flip_rank(self) -> Square {
        Square(self.0 ^ 0b111_000)
    }

    /// The square on the same rank, file mirrored (a1 and h1, d4 and e4):
    /// the square of [`mirror_horizontal`](crate::mirror_horizontal).
    ///
    /// ```
    /// use bitboard_simd::{mirror_horizontal, Square};
    ///
    /// assert_eq!(Square::A1.flip_file(), Square::H1);
    /// assert_eq!(Square::D4.flip_file(), Square::E4);
    /// assert_eq!(mirror_horizontal(Square::D4.bit()), Square::E4.bit());
    /// ```
    #[inline]
    pub const fn flip_file(self) -> Square {
        Square(self.0 ^ 0b000_111)
    }

    /// The square as `color` sees it: itself for White, its rank mirrored
    /// for Black (so White's e2 and Black's e7 are both `E2.relative_to`).
    ///
    /// ```
    /// use bitboard_simd::{Color, Square};
    ///
    /// assert_eq!(Square::E2.relative_to(Color::White), Square::E2);
    /// assert_eq!(Square::E2.relative_to(Color::Black), Square::E7);
    /// ```
    #[inline]
    pub const fn relative_to(self, color: Color) -> Square {
        match color {
            Color::White => self,
            Color::Black => self.flip_rank(),
        }
    }

    /// The number of king steps from `self` to `other` (the Chebyshev
    /// distance): the larger of the file and the rank difference.
    ///
    /// ```
    /// use bitboard_simd::Square;
    ///
    /// assert_eq!(Square::A1.distance(Square::H8), 7);
    /// assert_eq!(Square::E4.distance(Square::F6), 2);
    /// assert_eq!(Square::C3.distance(Square::C3), 0);
    /// ```
    #[inline]
    pub const fn distance(self, other: Square) -> u8 {
        let files = (self.0 & 7).abs_diff(other.0 & 7);
        let ranks = (self.0 >> 3).abs_diff(other.0 >> 3);
        if files > ranks {
            files
        } else {
            ranks
        }
    }
}

/// A file prints as its letter, `a` to `h`.
///
/// ```
/// use bitboard_simd::File;
///
/// assert_eq!(File::C.to_string(), "c");
/// assert_eq!("c".parse::<File>(), Ok(File::C));
/// assert_eq!("C".parse::<File>(), Ok(File::C));
/// assert!("i".parse::<File>().is_err());
/// ```
impl fmt::Display for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Write::write_char(f, (b'a' + self.0) as char)
    }
}

impl core::str::FromStr for File {
    type Err = ParseError;

    /// Parses the file's letter, `a` to `h`, in either case.
    fn from_str(s: &str) -> Result<File, ParseError> {
        match s.as_bytes() {
            [c] if (b'a'..=b'h').contains(&c.to_ascii_lowercase()) => {
                Ok(File(c.to_ascii_lowercase() - b'a'))
            }
            _ => Err(ParseError::new("file", "a letter a-h")),
        }
    }
}

/// A rank prints as its number, `1` to `8`.
///
/// ```
/// use bitboard_simd::Rank;
///
/// assert_eq!(Rank::R4.to_string(), "4");
/// assert_eq!("4".parse::<Rank>(), Ok(Rank::R4));
/// assert!("0".parse::<Rank>().is_err());
/// ```
impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Write::write_char(f, (b'1' + self.0) as char)
    }
}

impl core::str::FromStr for Rank {
    type Err = ParseError;

    /// Parses the rank's number, `1` to `8`.
    fn from_str(s: &str) -> Result<Rank, ParseError> {
        match s.as_bytes() {
            [c @ b'1'..=b'8'] => Ok(Rank(c - b'1')),
            _ => Err(ParseError::new("rank", "a digit 1-8")),
        }
    }
}
