//! `squares`: many squares, one occupancy, one attack set out per square;
//! the implementation takes `(squares, occupied, output)`. The free
//! function runs the lookup's loop inlined where the selection fixed one
//! before `main` (its `before_main::squares`), else calls the table.

#[doc(hidden)]
#[macro_export]
macro_rules! __shape_squares {
    (describe $how:tt [$family:ident] $Variant:ident $name:ident = squares [$a:ident, $b:ident]
        of $Single:ident $single:ident;
    ) => {
        $crate::__catalogue_rows! {
            @batch $how [$family] $Variant $name = squares of $Single $single
                [$a: Square] [$b: u64] -> u64;
        }
    };
    (sig () [$family:ident] $Variant:ident $name:ident = squares of $Single:ident $single:ident
        ($a:ident: $A:ty; $b:ident: $B:ty) -> $O:ty;
    ) => {
        pub(crate) type $name = unsafe fn(&[$A], $B, &mut [$O]);
    };
    (method () [$family:ident] $Variant:ident $name:ident = squares of $Single:ident $single:ident
        ($a:ident: $A:ty; $b:ident: $B:ty) -> $O:ty;
    ) => {
        #[doc = concat!("Many squares, one occupancy: `output[i] = ", stringify!($single), "(squares[i], occupied)` (see [`", stringify!($name), "`](crate::", stringify!($name), ")).")]
        ///
        /// # Panics
        /// If `squares` and `output` differ in length (before writing anything).
        #[inline]
        #[track_caller]
        pub fn $name(&self, $a: &[$A], $b: $B, output: &mut [$O]) {
            $crate::catalogue::check_len!($name, $a, output);
            // SAFETY: the table holds only implementations whose features
            // the CPU has (see `KernelTable::build`); the lengths are equal.
            unsafe { (self.$name.f)($a, $b, output) }
        }
    };
    (free ($face:ident) [$family:ident] $Variant:ident $name:ident = squares of $Single:ident $single:ident
        ($a:ident: $A:ty; $b:ident: $B:ty) -> $O:ty;
    ) => {
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
        pub fn $name($a: &[$A], $b: $B, output: &mut [$O]) {
            // Where the class's many-squares order names a lookup's loop
            // (the per-square free function's, or the table's `pext` or
            // black magic), it runs inlined here, with no call
            // (`selection::before_main`).
            if $face::before_main::squares::$name($a, $b, output) {
                return;
            }
            $face::active().$name($a, $b, output)
        }
    };
    (loop [$($features:literal)?] [$(#[$attr:meta])*] $batch:ident () $single:path) => {
        $(#[$attr])*
        $(#[target_feature(enable = $features)])?
        pub(crate) fn $batch(squares: &[$crate::types::Square], occupied: u64, out: &mut [u64]) {
            for (o, &sq) in out.iter_mut().zip(squares) {
                *o = $single(sq, occupied);
            }
        }
    };
}
