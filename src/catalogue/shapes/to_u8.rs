//! `to_u8` and `to_u8(P)`: one board in, one byte out.

#[doc(hidden)]
#[macro_export]
macro_rules! __shape_to_u8 {
    (describe $how:tt [$family:ident] $Variant:ident $name:ident = to_u8 $(($P:ident))? [$x:ident]
        of $Single:ident $single:ident;
    ) => {
        $crate::__catalogue_rows! {
            @batch $how [$family] $Variant $name = to_u8 of $Single $single
                [$x: u64] [$(param: $P)?] -> u8;
        }
    };
    (sig () [$family:ident] $Variant:ident $name:ident = to_u8 of $Single:ident $single:ident ($($io:tt)*) -> $O:ty;) => {
        $crate::catalogue::slices!(sig $name ($($io)*) -> $O);
    };
    (method () [$family:ident] $Variant:ident $name:ident = to_u8 of $Single:ident $single:ident
        ($x:ident: $X:ty;) -> $O:ty;
    ) => {
        $crate::catalogue::slices!(method [
            #[doc = concat!("Batch form of [`", stringify!($single), "`](crate::", stringify!($single), ").")]
            ///
            /// # Panics
            /// If `input` and `output` differ in length (before writing anything).
        ] $name (input: $X;) -> $O);
    };
    (method () [$family:ident] $Variant:ident $name:ident = to_u8 of $Single:ident $single:ident
        ($x:ident: $X:ty; $p:ident: $P:ty) -> $O:ty;
    ) => {
        $crate::catalogue::slices!(method [
            #[doc = concat!("Batch form of [`", stringify!($single), "`](crate::", stringify!($single), ") with one parameter for every board.")]
            ///
            /// # Panics
            /// If `input` and `output` differ in length (before writing anything).
        ] $name (input: $X; $p: $P) -> $O);
    };
    (free $face:tt [$family:ident] $Variant:ident $name:ident = to_u8 of $Single:ident $single:ident ($x:ident: $X:ty; $($p:ident: $P:ty)?) -> $O:ty;) => {
        $crate::catalogue::slices!(free [
            #[doc = concat!("Batch form of [`", stringify!($single), "`].")]
            ///
            /// # Panics
            /// If `input` and `output` differ in length; the message gives both
            /// lengths and nothing is written.
        ] $face $name (input: $X; $($p: $P)?) -> $O);
    };
    (loop $features:tt $attrs:tt $batch:ident ($($P:ty)?) $single:path) => {
        $crate::catalogue::slices!(loop $features $attrs $batch $single; (x: u64; $(p: $P)?) -> u8);
    };
}
