//! The crate's free functions: one per kernel, calling the active table
//! (see [`crate::selection`]). Generated from the catalogue. A single-board
//! function calls its kernel's own pointer (`selection::slots`), which
//! follows the active table; a batch function calls the active table.

use crate::selection;
use crate::types::Square;

/// What the free functions call (the catalogue's shapes write their bodies,
/// `catalogue/shapes/`, each naming what it calls here): the active table,
/// the compile-time table and whether to call it, the portable
/// implementations every CPU's token runs, the single-board kernels'
/// slots, and the many-squares forms' inlined loops.
mod face {
    pub(super) use crate::selection::{
        active, before_main, slots, Kernel, COMPILE_TIME, INLINES_PORTABLE, STATIC_DISPATCH,
    };
    pub(super) use crate::token::SCALAR_TOKEN_TABLE;
}

// One free function per row of the catalogue (and an in-place form where
// the row has one).
with_catalogue!(every => free(face));

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
