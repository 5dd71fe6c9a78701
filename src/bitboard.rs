//! `Bitboard`: a `u64` as a set of squares, with the set operators,
//! iteration and a printed grid. The kernels keep taking and returning
//! `u64`; this type is for the code around them, and costs nothing: it is
//! `#[repr(transparent)]`, every method is the `u64` expression inlined,
//! and CI checks in machine code (`tools/check-hoist.py`) that a loop
//! written with it compiles to the `u64` loop's instructions.

use core::fmt;
use core::ops::{
    BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl, ShlAssign, Shr,
    ShrAssign, Sub, SubAssign,
};

use crate::masks;
use crate::types::{File, Rank, Square, Squares};

/// A set of squares: bit `s` of the `u64` is square `s` (`a1 = 0`,
/// `h8 = 63`), as everywhere in the crate.
///
/// The field is public and the conversions are free: `Bitboard(x)`,
/// `board.0`, `Bitboard::from(x)`, `u64::from(board)`. Between boards and
/// with a [`Square`] (its one-square board): `|` union, `&` intersection,
/// `^` symmetric difference, `-` difference, and their `op=` forms; `!` is
/// the complement. Iteration visits the set squares lowest first (a
/// [`Squares`], exact size); `Display` and `Debug` draw the board.
///
/// ```
/// use bitboard_simd::{knight_attacks_from, Bitboard, Square};
///
/// let ours = Bitboard::RANK_2 | Square::G1; // the kernels take and return u64
/// let targets = Bitboard(knight_attacks_from(Square::G1)) - ours;
/// assert_eq!(targets.len(), 2);
/// assert!(targets.contains(Square::F3) && !targets.contains(Square::E2));
/// let names: Vec<String> = targets.into_iter().map(|sq| sq.to_string()).collect();
/// assert_eq!(names, ["f3", "h3"]);
/// println!("{targets}"); // the grid, rank 8 on top
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
#[repr(transparent)]
pub struct Bitboard(pub u64);

/// One constant per rank or file, from the masks.
macro_rules! line_constants {
    ($what:literal $mask:ident: $($name:ident = $arg:expr,)*) => {
        $(
            #[doc = concat!("The ", stringify!($name), " ", $what, ".")]
            pub const $name: Bitboard = Bitboard(masks::$mask($arg));
        )*
    };
}

impl Bitboard {
    /// No square.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// Every square.
    pub const FULL: Bitboard = Bitboard(!0);
    /// The light squares (h1 and a8 are light): the squares whose file and
    /// rank indices add up to an odd number.
    pub const LIGHT_SQUARES: Bitboard = Bitboard(0x55aa_55aa_55aa_55aa);
    /// The dark squares (a1 and h8 are dark): the squares whose file and rank
    /// indices add up to an even number.
    pub const DARK_SQUARES: Bitboard = Bitboard(0xaa55_aa55_aa55_aa55);

    line_constants! { "file" file:
        FILE_A = File::A, FILE_B = File::B, FILE_C = File::C, FILE_D = File::D,
        FILE_E = File::E, FILE_F = File::F, FILE_G = File::G, FILE_H = File::H,
    }

    line_constants! { "rank" rank:
        RANK_1 = Rank::R1, RANK_2 = Rank::R2, RANK_3 = Rank::R3, RANK_4 = Rank::R4,
        RANK_5 = Rank::R5, RANK_6 = Rank::R6, RANK_7 = Rank::R7, RANK_8 = Rank::R8,
    }

    /// The board holding `sq` alone.
    ///
    /// ```
    /// use bitboard_simd::{Bitboard, Square};
    ///
    /// assert_eq!(Bitboard::from_square(Square::C1), Bitboard(1 << 2));
    /// ```
    #[inline]
    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(sq.bit())
    }

    /// The squares of `file` ([`masks::file`](crate::masks::file)).
    ///
    /// ```
    /// use bitboard_simd::{Bitboard, File};
    ///
    /// assert_eq!(Bitboard::from_file(File::B), Bitboard::FILE_B);
    /// ```
    #[inline]
    pub const fn from_file(file: File) -> Bitboard {
        Bitboard(masks::file(file))
    }

    /// The squares of `rank` ([`masks::rank`](crate::masks::rank)).
    ///
    /// ```
    /// use bitboard_simd::{Bitboard, Rank};
    ///
    /// assert_eq!(Bitboard::from_rank(Rank::R2), Bitboard(0xff00));
    /// ```
    #[inline]
    pub const fn from_rank(rank: Rank) -> Bitboard {
        Bitboard(masks::rank(rank))
    }

    /// Whether `sq` is in the set.
    ///
    /// ```
    /// use bitboard_simd::{Bitboard, Square};
    ///
    /// assert!(Bitboard::RANK_2.contains(Square::E2));
    /// assert!(!Bitboard::RANK_2.contains(Square::E4));
    /// ```
    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & sq.bit() != 0
    }

    /// The number of squares in the set (the population count).
    ///
    /// ```
    /// use bitboard_simd::Bitboard;
    ///
    /// assert_eq!(Bitboard::FILE_A.len(), 8);
    /// assert_eq!(Bitboard::FULL.len(), 64);
    /// ```
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    ///
    /// ```
    /// use bitboard_simd::Bitboard;
    ///
    /// assert!(Bitboard::EMPTY.is_empty());
    /// assert!((Bitboard::FILE_A & Bitboard::FILE_B).is_empty());
    /// ```
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The lowest square of the set (a1 side), or `None` if it is empty.
    ///
    /// ```
    /// use bitboard_simd::Bitboard;
    /// use bitboard_simd::Square;
    ///
    /// assert_eq!(Bitboard::RANK_8.first(), Some(Square::A8));
    /// assert_eq!(Bitboard::EMPTY.first(), None);
    /// ```
    #[inline]
    pub const fn first(self) -> Option<Square> {
        Square::from_lowest_bit(self.0)
    }

    /// The highest square of the set (h8 side), or `None` if it is empty.
    ///
    /// ```
    /// use bitboard_simd::{Bitboard, Square};
    ///
    /// assert_eq!(Bitboard::FILE_A.last(), Some(Square::A8));
    /// ```
    #[inline]
    pub const fn last(self) -> Option<Square> {
        Square::from_highest_bit(self.0)
    }

    /// The set squares, lowest first (what `for sq in board` visits).
    ///
    /// ```
    /// use bitboard_simd::{Bitboard, Square};
    ///
    /// let corners = Bitboard(0x8100_0000_0000_0081);
    /// assert_eq!(corners.iter().next_back(), Some(Square::H8));
    /// assert_eq!(corners.iter().len(), 4);
    /// ```
    #[inline]
    pub const fn iter(self) -> Squares {
        Square::iter_set(self.0)
    }
}

/// `Bitboard op Bitboard` and `Bitboard op Square`, and the `op=` forms,
/// each the `u64` operation on the fields.
macro_rules! set_operators {
    ($($Op:ident $op:ident $OpAssign:ident $op_assign:ident, $doc:literal, |$a:ident, $b:ident| $e:expr;)*) => {$(
        impl $Op for Bitboard {
            type Output = Bitboard;

            #[doc = $doc]
            #[inline]
            fn $op(self, rhs: Bitboard) -> Bitboard {
                let ($a, $b) = (self.0, rhs.0);
                Bitboard($e)
            }
        }

        impl $Op<Square> for Bitboard {
            type Output = Bitboard;

            #[doc = $doc]
            #[inline]
            fn $op(self, rhs: Square) -> Bitboard {
                let ($a, $b) = (self.0, rhs.bit());
                Bitboard($e)
            }
        }

        impl $OpAssign for Bitboard {
            #[doc = $doc]
            #[inline]
            fn $op_assign(&mut self, rhs: Bitboard) {
                let ($a, $b) = (self.0, rhs.0);
                self.0 = $e;
            }
        }

        impl $OpAssign<Square> for Bitboard {
            #[doc = $doc]
            #[inline]
            fn $op_assign(&mut self, rhs: Square) {
                let ($a, $b) = (self.0, rhs.bit());
                self.0 = $e;
            }
        }
    )*};
}

set_operators! {
    BitOr bitor BitOrAssign bitor_assign, "The union.", |a, b| a | b;
    BitAnd bitand BitAndAssign bitand_assign, "The intersection.", |a, b| a & b;
    BitXor bitxor BitXorAssign bitxor_assign, "The squares in exactly one of the two.", |a, b| a ^ b;
    Sub sub SubAssign sub_assign, "The squares of the left side that the right side lacks.", |a, b| a & !b;
}

impl Not for Bitboard {
    type Output = Bitboard;

    /// The complement: every square not in the set.
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

/// `<<` and `>>` by a bit count, as on the `u64`: `<< 8` moves every
/// square one rank up (towards rank 8) and `>> 8` one rank down, dropping
/// what leaves the board; `<< 1` moves one file east but carries the
/// h-file onto the next rank's a-file, so mask first
/// (`(board - Bitboard::FILE_H) << 1`). A count of 64 or more panics in a
/// debug build, as on the `u64`.
macro_rules! shift_operators {
    ($($Op:ident $op:ident $OpAssign:ident $op_assign:ident;)*) => {$(
        impl $Op<u32> for Bitboard {
            type Output = Bitboard;

            /// The `u64` shift (see the note on the type's shifts).
            #[inline]
            fn $op(self, count: u32) -> Bitboard {
                Bitboard(self.0.$op(count))
            }
        }

        impl $OpAssign<u32> for Bitboard {
            /// The `u64` shift (see the note on the type's shifts).
            #[inline]
            fn $op_assign(&mut self, count: u32) {
                self.0.$op_assign(count);
            }
        }
    )*};
}

shift_operators! {
    Shl shl ShlAssign shl_assign;
    Shr shr ShrAssign shr_assign;
}

impl From<u64> for Bitboard {
    #[inline]
    fn from(bits: u64) -> Bitboard {
        Bitboard(bits)
    }
}

impl From<Bitboard> for u64 {
    #[inline]
    fn from(board: Bitboard) -> u64 {
        board.0
    }
}

impl From<Square> for Bitboard {
    #[inline]
    fn from(sq: Square) -> Bitboard {
        Bitboard::from_square(sq)
    }
}

impl From<File> for Bitboard {
    #[inline]
    fn from(file: File) -> Bitboard {
        Bitboard::from_file(file)
    }
}

impl From<Rank> for Bitboard {
    #[inline]
    fn from(rank: Rank) -> Bitboard {
        Bitboard::from_rank(rank)
    }
}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = Squares;

    /// The set squares, lowest first ([`Squares`]: exact size, and from the
    /// back highest first).
    #[inline]
    fn into_iter(self) -> Squares {
        self.iter()
    }
}

impl FromIterator<Square> for Bitboard {
    /// The set of the squares (a square given twice is in it once).
    ///
    /// ```
    /// use bitboard_simd::{Bitboard, Square};
    ///
    /// let board: Bitboard = [Square::A1, Square::H8, Square::A1].into_iter().collect();
    /// assert_eq!(board, Bitboard(0x8000_0000_0000_0001));
    /// ```
    fn from_iter<I: IntoIterator<Item = Square>>(squares: I) -> Bitboard {
        let mut board = Bitboard::EMPTY;
        for sq in squares {
            board |= sq;
        }
        board
    }
}

/// The board as eight lines, rank 8 first: the rank's number, then a file
/// per column, `X` where the square is set and `.` where it is not; under
/// them the files' letters. No newline after the last line.
///
/// ```
/// use bitboard_simd::{Bitboard, Square};
///
/// let board = Bitboard::RANK_2 | Square::E4 | Square::H8;
/// assert_eq!(
///     board.to_string(),
///     "8 . . . . . . . X\n\
///      7 . . . . . . . .\n\
///      6 . . . . . . . .\n\
///      5 . . . . . . . .\n\
///      4 . . . . X . . .\n\
///      3 . . . . . . . .\n\
///      2 X X X X X X X X\n\
///      1 . . . . . . . .\n  \
///      a b c d e f g h"
/// );
/// ```
impl fmt::Display for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in Rank::ALL.iter().rev() {
            write!(f, "{rank}")?;
            for file in File::ALL {
                let set = self.contains(Square::from_file_rank(file, *rank));
                f.write_str(if set { " X" } else { " ." })?;
            }
            f.write_str("\n")?;
        }
        f.write_str("  a b c d e f g h")
    }
}

/// The value in hexadecimal, grouped as the crate writes its constants,
/// then the grid of `Display` on the next lines (an assertion's message
/// shows both).
///
/// ```
/// use bitboard_simd::{Bitboard, Square};
///
/// let debug = format!("{:?}", Bitboard::from(Square::H8));
/// assert!(debug.starts_with("Bitboard(0x8000_0000_0000_0000)\n8 . . . . . . . X\n"));
/// ```
impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let b = self.0;
        writeln!(
            f,
            "Bitboard(0x{:04x}_{:04x}_{:04x}_{:04x})",
            b >> 48,
            (b >> 32) & 0xffff,
            (b >> 16) & 0xffff,
            b & 0xffff
        )?;
        fmt::Display::fmt(self, f)
    }
}
