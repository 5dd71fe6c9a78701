//! `from_king(P)`: a king's square, our pieces and their side in, what
//! [`KingSafety`](crate::KingSafety) records out, one position per element
//! and one parameter (the kings' colour) for every position.

#[doc(hidden)]
#[macro_export]
macro_rules! __shape_from_king {
    (describe $how:tt [$family:ident] $Variant:ident $name:ident = from_king($P:ident) [$k:ident, $o:ident, $t:ident]
        of $Single:ident $single:ident;
    ) => {
        $crate::__catalogue_rows! {
            @batch $how [$family] $Variant $name = from_king of $Single $single
                [$k: Square, $o: u64, $t: Side] [param: $P] -> KingSafety;
        }
    };
    (sig () [$family:ident] $Variant:ident $name:ident = from_king of $Single:ident $single:ident ($($io:tt)*) -> $O:ty;) => {
        $crate::catalogue::slices!(sig $name ($($io)*) -> $O);
    };
    (method () [$family:ident] $Variant:ident $name:ident = from_king of $Single:ident $single:ident ($($io:tt)*) -> $O:ty;) => {
        $crate::catalogue::slices!(method [
            #[doc = concat!("Batch form of [`", stringify!($single), "`](crate::", stringify!($single), ") with one colour for every position: `output[i] = ", stringify!($single), "(kings[i], ours[i], theirs[i], param)`.")]
            ///
            /// # Panics
            /// If the slices differ in length (before writing anything).
        ] $name ($($io)*) -> $O);
    };
    (free $face:tt [$family:ident] $Variant:ident $name:ident = from_king of $Single:ident $single:ident ($($io:tt)*) -> $O:ty;) => {
        $crate::catalogue::slices!(free [
            #[doc = concat!("Batch form of [`", stringify!($single), "`]: `output[i] = ", stringify!($single), "(kings[i], ours[i], theirs[i], param)`, one position per element, every king of colour `param`.")]
            ///
            /// ```
            #[doc = concat!("use bitboard_simd::{", stringify!($name), ", ", stringify!($single), ", Color, KingSafety, Side, Square};")]
            /// let kings = [Square::E1, Square::G1];
            /// let ours = [Square::E1.bit() | Square::E2.bit(), Square::G1.bit()];
            /// let theirs = [
            ///     Side { rooks: Square::E8.bit(), ..Side::default() }, // pins e2
            ///     Side { knights: Square::F3.bit(), ..Side::default() }, // checks g1
            /// ];
            /// let mut out = [KingSafety::default(); 2];
            #[doc = concat!(stringify!($name), "(&kings, &ours, &theirs, Color::White, &mut out);")]
            /// assert_eq!(out[0].pinned, Square::E2.bit());
            /// assert_eq!(out[1].checkers, Square::F3.bit());
            #[doc = concat!("assert_eq!(out[1], ", stringify!($single), "(kings[1], ours[1], theirs[1], Color::White));")]
            /// ```
            ///
            /// # Panics
            /// If the slices differ in length; the message gives the lengths and
            /// nothing is written.
        ] $face $name ($($io)*) -> $O);
    };
    (loop $features:tt $attrs:tt $batch:ident ($P:ty) $single:path) => {
        $crate::catalogue::slices!(loop $features $attrs $batch $single;
            (kings: $crate::types::Square, ours: u64, theirs: $crate::types::Side; p: $P)
                -> $crate::king_safety::KingSafety);
    };
}
