//! `from_side(P)`: a slice of sides (one position's pieces of one colour)
//! and one of occupancies in, one board out per position, one parameter for
//! every position.

#[doc(hidden)]
#[macro_export]
macro_rules! __shape_from_side {
    (describe $how:tt [$family:ident] $Variant:ident $name:ident = from_side($P:ident) [$a:ident, $b:ident]
        of $Single:ident $single:ident;
    ) => {
        $crate::__catalogue_rows! {
            @batch $how [$family] $Variant $name = from_side of $Single $single
                [$a: Side, $b: u64] [param: $P] -> u64;
        }
    };
    (sig () [$family:ident] $Variant:ident $name:ident = from_side of $Single:ident $single:ident ($($io:tt)*) -> $O:ty;) => {
        $crate::catalogue::slices!(sig $name ($($io)*) -> $O);
    };
    (method () [$family:ident] $Variant:ident $name:ident = from_side of $Single:ident $single:ident ($($io:tt)*) -> $O:ty;) => {
        $crate::catalogue::slices!(method [
            #[doc = concat!("Batch form of [`", stringify!($single), "`](crate::", stringify!($single), ") with one parameter for every position: `output[i] = ", stringify!($single), "(sides[i], occupied[i], param)`.")]
            ///
            /// # Panics
            /// If the slices differ in length (before writing anything).
        ] $name ($($io)*) -> $O);
    };
    (free $face:tt [$family:ident] $Variant:ident $name:ident = from_side of $Single:ident $single:ident ($($io:tt)*) -> $O:ty;) => {
        $crate::catalogue::slices!(free [
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
        ] $face $name ($($io)*) -> $O);
    };
    (loop $features:tt $attrs:tt $batch:ident ($P:ty) $single:path) => {
        $crate::catalogue::slices!(loop $features $attrs $batch $single;
            (sides: $crate::types::Side, occupied: u64; p: $P) -> u64);
    };
}
