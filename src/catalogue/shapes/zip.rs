//! `zip` and `zip(P)`: two slices of boards in, one board out per pair.

#[doc(hidden)]
#[macro_export]
macro_rules! __shape_zip {
    (describe $how:tt [$family:ident] $Variant:ident $name:ident = zip $(($P:ident))? [$a:ident, $b:ident]
        of $Single:ident $single:ident;
    ) => {
        $crate::__catalogue_rows! {
            @batch $how [$family] $Variant $name = zip of $Single $single
                [$a: u64, $b: u64] [$(param: $P)?] -> u64;
        }
    };
    (sig () [$family:ident] $Variant:ident $name:ident = zip of $Single:ident $single:ident ($($io:tt)*) -> $O:ty;) => {
        $crate::catalogue::slices!(sig $name ($($io)*) -> $O);
    };
    (method () [$family:ident] $Variant:ident $name:ident = zip of $Single:ident $single:ident
        ($a:ident: $A:ty, $b:ident: $B:ty;) -> $O:ty;
    ) => {
        $crate::catalogue::slices!(method [
            #[doc = concat!("Batch form of [`", stringify!($single), "`](crate::", stringify!($single), "): `output[i] = ", stringify!($single), "(", stringify!($a), "[i], ", stringify!($b), "[i])`.")]
            ///
            /// # Panics
            /// If the slices differ in length (before writing anything).
        ] $name ($a: $A, $b: $B;) -> $O);
    };
    (method () [$family:ident] $Variant:ident $name:ident = zip of $Single:ident $single:ident
        ($a:ident: $A:ty, $b:ident: $B:ty; $p:ident: $P:ty) -> $O:ty;
    ) => {
        $crate::catalogue::slices!(method [
            #[doc = concat!("Batch form of [`", stringify!($single), "`](crate::", stringify!($single), ") with one parameter for every pair.")]
            ///
            /// # Panics
            /// If the slices differ in length (before writing anything).
        ] $name ($a: $A, $b: $B; $p: $P) -> $O);
    };
    (free $face:tt [$family:ident] $Variant:ident $name:ident = zip of $Single:ident $single:ident
        ($a:ident: $A:ty, $b:ident: $B:ty; $($p:ident: $P:ty)?) -> $O:ty;
    ) => {
        $crate::catalogue::slices!(free [
            #[doc = concat!("Batch form of [`", stringify!($single), "`]: `output[i] = ", stringify!($single), "(", stringify!($a), "[i], ", stringify!($b), "[i]", $(", ", stringify!($p),)? ")`.")]
            ///
            /// # Panics
            /// If the slices differ in length; the message gives the lengths and
            /// nothing is written.
        ] $face $name ($a: $A, $b: $B; $($p: $P)?) -> $O);
    };
    (loop $features:tt $attrs:tt $batch:ident ($($P:ty)?) $single:path) => {
        $crate::catalogue::slices!(loop $features $attrs $batch $single; (a: u64, b: u64; $(p: $P)?) -> u64);
    };
}
