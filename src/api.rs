//! The crate's free functions: one per kernel, calling the active table
//! (see [`crate::selection`]). Generated from the catalogue. A single-board
//! function calls its kernel's own pointer (`selection::slots`), which
//! follows the active table; a batch function calls the active table.

use crate::selection;
use crate::selection::Kernel;
use crate::types::{Color, Dir, File, Side, Square};

/// `", param"` in a batch function's doc, where the kernel takes one.
macro_rules! param_text {
    ($p:ty) => {
        ", param"
    };
}

macro_rules! free_batch {
    ($name:ident, $single:ident, map, $($in_place:ident)? [$($_arg:ident),*]) => {
        #[doc = concat!("Batch form of [`", stringify!($single), "`]: `output[i] = ", stringify!($single), "(input[i])`, dispatched once per call.")]
        ///
        /// # Panics
        /// If `input` and `output` differ in length; the message gives both
        /// lengths and nothing is written.
        #[inline]
        #[track_caller]
        pub fn $name(input: &[u64], output: &mut [u64]) {
            selection::active().$name(input, output)
        }
        $(
            #[doc = concat!("In-place batch form of [`", stringify!($single), "`].")]
            #[inline]
            pub fn $in_place(boards: &mut [u64]) {
                selection::active().$in_place(boards)
            }
        )?
    };
    ($name:ident, $single:ident, map($p:ty), $($in_place:ident)? [$($_arg:ident),*]) => {
        #[doc = concat!("Batch form of [`", stringify!($single), "`], one parameter for every board.")]
        ///
        /// # Panics
        /// If `input` and `output` differ in length; the message gives both
        /// lengths and nothing is written.
        #[inline]
        #[track_caller]
        pub fn $name(input: &[u64], param: $p, output: &mut [u64]) {
            selection::active().$name(input, param, output)
        }
        $(
            #[doc = concat!("In-place batch form of [`", stringify!($single), "`].")]
            #[inline]
            pub fn $in_place(boards: &mut [u64], param: $p) {
                selection::active().$in_place(boards, param)
            }
        )?
    };
    ($name:ident, $single:ident, zip $(($p:ty))?, [$a:ident, $b:ident]) => {
        #[doc = concat!("Batch form of [`", stringify!($single), "`]: `output[i] = ", stringify!($single), "(", stringify!($a), "[i], ", stringify!($b), "[i]", $(param_text!($p),)? ")`.")]
        ///
        /// # Panics
        /// If the slices differ in length; the message gives the lengths and
        /// nothing is written.
        #[inline]
        #[track_caller]
        pub fn $name($a: &[u64], $b: &[u64], $(param: $p,)? output: &mut [u64]) {
            selection::active().$name($a, $b, $(param as $p,)? output)
        }
    };
    ($name:ident, $single:ident, to_u8 $(($p:ty))?, [$($_arg:ident),*]) => {
        #[doc = concat!("Batch form of [`", stringify!($single), "`].")]
        ///
        /// # Panics
        /// If `input` and `output` differ in length; the message gives both
        /// lengths and nothing is written.
        #[inline]
        #[track_caller]
        pub fn $name(input: &[u64], $(param: $p,)? output: &mut [u8]) {
            selection::active().$name(input, $(param as $p,)? output)
        }
    };
    ($name:ident, $single:ident, from_u8 $(($p:ty))?, [$($_arg:ident),*]) => {
        #[doc = concat!("Batch form of [`", stringify!($single), "`].")]
        ///
        /// # Panics
        /// If `input` and `output` differ in length; the message gives both
        /// lengths and nothing is written.
        #[inline]
        #[track_caller]
        pub fn $name(input: &[u8], $(param: $p,)? output: &mut [u64]) {
            selection::active().$name(input, $(param as $p,)? output)
        }
    };
    ($name:ident, $single:ident, by_dir, [$($_arg:ident),*]) => {
        #[doc = concat!("Batch form of [`", stringify!($single), "`].")]
        ///
        /// # Panics
        /// If the slices differ in length; the message gives the lengths and
        /// nothing is written.
        #[inline]
        #[track_caller]
        pub fn $name(sliders: &[u64], empty: &[u64], output: &mut [[u64; 8]]) {
            selection::active().$name(sliders, empty, output)
        }
    };
    ($name:ident, $single:ident, from_sq, [$($_arg:ident),*]) => {
        #[doc = concat!("Batch form of [`", stringify!($single), "`]: `output[i] = ", stringify!($single), "(squares[i], occupied[i])`.")]
        ///
        /// # Panics
        /// If the slices differ in length; the message gives the lengths and
        /// nothing is written.
        #[inline]
        #[track_caller]
        pub fn $name(squares: &[Square], occupied: &[u64], output: &mut [u64]) {
            selection::active().$name(squares, occupied, output)
        }
    };
    ($name:ident, $single:ident, squares, [$($_arg:ident),*]) => {
        #[doc = concat!("Many squares, one occupancy: `output[i] = ", stringify!($single), "(squares[i], occupied)`, the shape of an engine's move generator (every slider of a position shares its occupancy).")]
        ///
        /// ```
        #[doc = concat!("use bitboard_simd::{", stringify!($name), ", ", stringify!($single), ", Square};")]
        /// let squares = [Square::A1, Square::E4, Square::H8];
        /// let occupied = 0x0000_1008_0000_2200;
        /// let mut out = [0; 3];
        #[doc = concat!(stringify!($name), "(&squares, occupied, &mut out);")]
        #[doc = concat!("assert_eq!(out[1], ", stringify!($single), "(Square::E4, occupied));")]
        /// ```
        ///
        /// # Panics
        /// If `squares` and `output` differ in length; the message gives both
        /// lengths and nothing is written.
        #[inline]
        #[track_caller]
        pub fn $name(squares: &[Square], occupied: u64, output: &mut [u64]) {
            // Where the table holds `pext` or black magic, the loop runs
            // inlined here, with no call (`selection::before_main`).
            if selection::before_main::squares::$name(squares, occupied, output)
            {
                return;
            }
            selection::active().$name(squares, occupied, output)
        }
    };
    ($name:ident, $single:ident, from_side($p:ty), [$a:ident, $b:ident]) => {
        #[doc = concat!("Batch form of [`", stringify!($single), "`]: `output[i] = ", stringify!($single), "(sides[i], occupied[i], param)`, one position per element.")]
        ///
        /// ```
        #[doc = concat!("use bitboard_simd::{", stringify!($name), ", ", stringify!($single), ", Color, Side, Square};")]
        /// let sides = [
        ///     Side { rooks: Square::A1.bit(), king: Square::E1.bit(), ..Side::default() },
        ///     Side { queens: Square::D4.bit(), pawns: Square::E2.bit(), ..Side::default() },
        /// ];
        /// let occupied = [Square::A1.bit() | Square::E1.bit(), Square::D4.bit() | Square::E2.bit()];
        /// let mut out = [0; 2];
        #[doc = concat!(stringify!($name), "(&sides, &occupied, Color::White, &mut out);")]
        #[doc = concat!("assert_eq!(out[1], ", stringify!($single), "(sides[1], occupied[1], Color::White));")]
        /// ```
        ///
        /// # Panics
        /// If the slices differ in length; the message gives the lengths and
        /// nothing is written.
        #[inline]
        #[track_caller]
        pub fn $name($a: &[Side], $b: &[u64], param: $p, output: &mut [u64]) {
            selection::active().$name($a, $b, param, output)
        }
    };
}

/// One free function per single-board entry of the catalogue.
macro_rules! free_single {
    ($(#[$doc:meta])* [$family:ident] $Variant:ident $name:ident ( $($arg:ident : $ty:ty),* ) -> $ret:ty;) => {
        $(#[$doc])*
        // Always: the body is a slot call, or for the per-square lookups
        // the fixed lookup, which must land in the caller's loop for the
        // loop to hoist the choice (`selection::before_main`); a caller
        // with several call sites would otherwise get one shared copy.
        #[inline(always)]
        pub fn $name($($arg: $ty),*) -> $ret {
            if selection::STATIC_DISPATCH {
                selection::COMPILE_TIME.$name($($arg),*)
            } else if const { selection::INLINES_PORTABLE[Kernel::$Variant as usize] } {
                // The portable implementation every CPU's token runs
                // (`selection::fixed::inlines_portable`): inlined from the
                // scalar token's table, whose pointers are constants here.
                crate::token::SCALAR_TOKEN_TABLE.$name($($arg),*)
            } else {
                // One relaxed load and an indirect call (see
                // `selection::slots`).
                selection::slots::$name($($arg),*)
            }
        }
    };
}

/// One free function (and its in-place form) per batch entry.
macro_rules! free_batch_entry {
    ([$family:ident] $Variant:ident $name:ident = $shape:ident $(($p:ty))? [$($arg:ident),*]
        of $SingleVariant:ident $single:ident $(, $in_place:ident)?;) => {
        free_batch!($name, $single, $shape $(($p))?, $($in_place)? [$($arg),*]);
    };
}

with_catalogue!(single free_single);
with_catalogue!(batch free_batch_entry);

/// The engine form of the per-square lookups, one per piece.
macro_rules! for_each_attack {
    ($($name:ident => $single:ident, $piece:literal;)*) => {$(
        #[doc = concat!("Every ", $piece, " attack set of one position: `f(i, ", stringify!($single), "(squares[i], occupied))` for each `i` in order, with no store on the way.")]
        ///
        /// The shape of an engine's move generator: all the sliders of a
        /// position share its occupancy, and each attack set goes straight
        /// to the caller's code (a move list, a mobility count) in a
        /// register. The lookup is the free function's, chosen once before
        /// `main` (or at compile time), read once per call and run inlined
        /// in a loop with `f`: nothing `f` does makes the loop test the
        #[doc = concat!("choice again, which a loop of [`", stringify!($single), "`] cannot promise when")]
        /// its body calls opaque code or stores through a pointer.
        ///
        /// ```
        #[doc = concat!("use bitboard_simd::{", stringify!($name), ", ", stringify!($single), ", Square};")]
        ///
        /// let sliders = [Square::D1, Square::E4];
        /// let occupied = 0x0000_1008_0000_2200;
        /// let mut mobility = 0;
        #[doc = concat!(stringify!($name), "(&sliders, occupied, |i, attacks| {")]
        #[doc = concat!("    assert_eq!(attacks, ", stringify!($single), "(sliders[i], occupied));")]
        ///     mobility += attacks.count_ones();
        /// });
        /// assert!(mobility > 0);
        /// ```
        #[inline(always)]
        pub fn $name(squares: &[Square], occupied: u64, f: impl FnMut(usize, u64)) {
            // The kind read once and its lookup's loop inlined
            // (`selection::before_main`), or, where no constructor and no
            // build fixes the kind, a loop of the free function.
            if let Err(mut f) = selection::before_main::for_each::$single(squares, occupied, f) {
                for (i, &sq) in squares.iter().enumerate() {
                    f(i, $single(sq, occupied));
                }
            }
        }
    )*};
}

for_each_attack! {
    for_each_rook_attack => rook_attacks_from, "rook";
    for_each_bishop_attack => bishop_attacks_from, "bishop";
    for_each_queen_attack => queen_attacks_from, "queen";
}
