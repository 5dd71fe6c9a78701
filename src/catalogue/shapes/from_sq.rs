//! `from_sq`: a slice of squares and one of occupancies in, one attack set
//! out per pair.

#[doc(hidden)]
#[macro_export]
macro_rules! __shape_from_sq {
    (describe $how:tt [$family:ident] $Variant:ident $name:ident = from_sq [$a:ident, $b:ident]
        of $Single:ident $single:ident;
    ) => {
        $crate::__catalogue_rows! {
            @batch $how [$family] $Variant $name = from_sq of $Single $single
                [$a: Square, $b: u64] [] -> u64;
        }
    };
    (sig () [$family:ident] $Variant:ident $name:ident = from_sq of $Single:ident $single:ident ($($io:tt)*) -> $O:ty;) => {
        $crate::catalogue::slices!(sig $name ($($io)*) -> $O);
    };
    (method () [$family:ident] $Variant:ident $name:ident = from_sq of $Single:ident $single:ident ($($io:tt)*) -> $O:ty;) => {
        $crate::catalogue::slices!(method [
            #[doc = concat!("Batch form of [`", stringify!($single), "`](crate::", stringify!($single), "): `output[i] = ", stringify!($single), "(squares[i], occupied[i])`.")]
            ///
            /// # Panics
            /// If the slices differ in length (before writing anything).
        ] $name ($($io)*) -> $O);
    };
    (free $face:tt [$family:ident] $Variant:ident $name:ident = from_sq of $Single:ident $single:ident ($($io:tt)*) -> $O:ty;) => {
        $crate::catalogue::slices!(free [
            #[doc = concat!("Batch form of [`", stringify!($single), "`]: `output[i] = ", stringify!($single), "(squares[i], occupied[i])`.")]
            ///
            /// # Panics
            /// If the slices differ in length; the message gives the lengths and
            /// nothing is written.
        ] $face $name ($($io)*) -> $O);
    };
    (loop $features:tt $attrs:tt $batch:ident () $single:path) => {
        $crate::catalogue::slices!(loop $features $attrs $batch $single;
            (squares: $crate::types::Square, occupied: u64;) -> u64);
    };
}
