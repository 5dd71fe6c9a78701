//! `by_dir`: two slices of boards in, the eight rays (`[u64; 8]`, by
//! [`Dir::index`](crate::Dir::index)) out per pair.

#[doc(hidden)]
#[macro_export]
macro_rules! __shape_by_dir {
    (describe $how:tt [$family:ident] $Variant:ident $name:ident = by_dir [$a:ident, $b:ident]
        of $Single:ident $single:ident;
    ) => {
        $crate::__catalogue_rows! {
            @batch $how [$family] $Variant $name = by_dir of $Single $single
                [$a: u64, $b: u64] [] -> [u64; 8];
        }
    };
    (sig () [$family:ident] $Variant:ident $name:ident = by_dir of $Single:ident $single:ident ($($io:tt)*) -> $O:ty;) => {
        $crate::catalogue::slices!(sig $name ($($io)*) -> $O);
    };
    (method () [$family:ident] $Variant:ident $name:ident = by_dir of $Single:ident $single:ident
        ($a:ident: $A:ty, $b:ident: $B:ty;) -> $O:ty;
    ) => {
        $crate::catalogue::slices!(method [
            #[doc = concat!("Batch form of [`", stringify!($single), "`](crate::", stringify!($single), "): `output[i] = ", stringify!($single), "(", stringify!($a), "[i], ", stringify!($b), "[i])`.")]
            ///
            /// # Panics
            /// If the slices differ in length (before writing anything).
        ] $name ($a: $A, $b: $B;) -> $O);
    };
    (free $face:tt [$family:ident] $Variant:ident $name:ident = by_dir of $Single:ident $single:ident
        ($a:ident: $A:ty, $b:ident: $B:ty;) -> $O:ty;
    ) => {
        $crate::catalogue::slices!(free [
            #[doc = concat!("Batch form of [`", stringify!($single), "`]: `output[i] = ", stringify!($single), "(", stringify!($a), "[i], ", stringify!($b), "[i])`.")]
            ///
            /// # Panics
            /// If the slices differ in length; the message gives the lengths and
            /// nothing is written.
        ] $face $name ($a: $A, $b: $B;) -> $O);
    };
    (loop $features:tt $attrs:tt $batch:ident () $single:path) => {
        $crate::catalogue::slices!(loop $features $attrs $batch $single; (a: u64, b: u64;) -> [u64; 8]);
    };
}
