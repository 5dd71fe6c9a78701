//! The normaliser: a catalogue row, as written, to its normalised form (see
//! the module docs of `catalogue`), every type a `$crate::` path, then to
//! whoever asked ([`__catalogue!`](crate::__catalogue)'s callback, or a
//! shape's arm).

/// Normalises one row and hands it on. Not part of the public API.
///
/// * `@single how <row>`: a single-board row as written (`name(arg: Type,
///   ..) -> Ret;`);
/// * `@batch how <row>`: a batch row as its shape's `describe` writes it,
///   `[family] Variant name = shape of Single single[, in_place] [x: X, ..]
///   [p: P, ..] -> O;`, each type one token.
///
/// `how` is `(cb callback (context))` (call `callback! { context row }`) or
/// `(arm arm (context))` (call the row's shape's `arm`).
#[doc(hidden)]
#[macro_export]
macro_rules! __catalogue_rows {
    // A single-board row: its arguments' types, then its return type.
    (@single $how:tt $(#$attr:tt)* [$family:ident] $Variant:ident $name:ident ($($args:tt)*) -> $ret:tt;) => {
        $crate::__catalogue_rows! {
            @types (@single_args $how [$(#$attr)* [$family] $Variant $name] $ret) [] [$($args)*]
        }
    };
    (@single_args $how:tt $head:tt $ret:tt $args:tt) => {
        $crate::__catalogue_rows! { @type (@single_ret $how $head $args) $ret }
    };
    (@single_ret $how:tt [$($head:tt)*] [$(($($arg:tt)*))*] [$($ret:tt)*]) => {
        $crate::__catalogue_rows! {
            @deliver single $how $($head)* ($($($arg)*),*) -> $($ret)*;
        }
    };

    // A batch row: the input slices' element types, the parameters', the
    // output element's.
    (@batch $how:tt
        [$family:ident] $Variant:ident $name:ident = $shape:ident of $Single:ident $single:ident $(, $in_place:ident)?
        [$($inputs:tt)*] [$($params:tt)*] -> $output:tt;
    ) => {
        $crate::__catalogue_rows! {
            @types (@batch_inputs $how
                [[$family] $Variant $name = $shape of $Single $single $(, $in_place)?]
                [$($params)*] $output) [] [$($inputs)*]
        }
    };
    (@batch_inputs $how:tt $head:tt [$($params:tt)*] $output:tt $inputs:tt) => {
        $crate::__catalogue_rows! {
            @types (@batch_params $how $head $inputs $output) [] [$($params)*]
        }
    };
    (@batch_params $how:tt $head:tt $inputs:tt $output:tt $params:tt) => {
        $crate::__catalogue_rows! { @type (@batch_done $how $head $inputs $params) $output }
    };
    (@batch_done $how:tt [$($head:tt)*] [$(($($input:tt)*))*] [$(($($param:tt)*))*] [$($output:tt)*]) => {
        $crate::__catalogue_rows! {
            @deliver batch $how $($head)* ($($($input)*),*; $($($param)*),*) -> $($output)*;
        }
    };

    // `name: Type, ..` to `[(name: path) ..]`, appended to the
    // continuation `k`.
    (@types ($($k:tt)*) [$($done:tt)*] []) => {
        $crate::__catalogue_rows! { $($k)* [$($done)*] }
    };
    (@types $k:tt [$($done:tt)*] [$arg:ident : $ty:tt $(, $($rest:tt)*)?]) => {
        $crate::__catalogue_rows! { @type (@types_next $k [$($done)*] [$($($rest)*)?] $arg) $ty }
    };
    (@types_next $k:tt [$($done:tt)*] $rest:tt $arg:ident [$($ty:tt)*]) => {
        $crate::__catalogue_rows! { @types $k [$($done)* ($arg: $($ty)*)] $rest }
    };

    // One type to its path, `[path]` appended to the continuation: a
    // primitive stays as it is, any other name is the crate's (exported at
    // its root), an array (`[u64; 8]`) stays as it is.
    (@type ($($k:tt)*) u8) => { $crate::__catalogue_rows! { $($k)* [u8] } };
    (@type ($($k:tt)*) u16) => { $crate::__catalogue_rows! { $($k)* [u16] } };
    (@type ($($k:tt)*) u32) => { $crate::__catalogue_rows! { $($k)* [u32] } };
    (@type ($($k:tt)*) u64) => { $crate::__catalogue_rows! { $($k)* [u64] } };
    (@type ($($k:tt)*) u128) => { $crate::__catalogue_rows! { $($k)* [u128] } };
    (@type ($($k:tt)*) usize) => { $crate::__catalogue_rows! { $($k)* [usize] } };
    (@type ($($k:tt)*) i8) => { $crate::__catalogue_rows! { $($k)* [i8] } };
    (@type ($($k:tt)*) i16) => { $crate::__catalogue_rows! { $($k)* [i16] } };
    (@type ($($k:tt)*) i32) => { $crate::__catalogue_rows! { $($k)* [i32] } };
    (@type ($($k:tt)*) i64) => { $crate::__catalogue_rows! { $($k)* [i64] } };
    (@type ($($k:tt)*) bool) => { $crate::__catalogue_rows! { $($k)* [bool] } };
    (@type ($($k:tt)*) $ty:ident) => { $crate::__catalogue_rows! { $($k)* [$crate::$ty] } };
    (@type ($($k:tt)*) $ty:tt) => { $crate::__catalogue_rows! { $($k)* [$ty] } };

    // To whoever asked.
    (@deliver $kind:ident (cb $callback:ident ($($context:tt)*)) $($row:tt)*) => {
        $callback! { $($context)* $($row)* }
    };
    (@deliver single (arm $arm:ident $context:tt) $($row:tt)*) => {
        $crate::__catalogue! { @shape single $arm $context $($row)* }
    };
    (@deliver batch (arm $arm:ident $context:tt)
        [$family:ident] $Variant:ident $name:ident = $shape:ident $($row:tt)*
    ) => {
        $crate::__catalogue! { @shape $shape $arm $context [$family] $Variant $name = $shape $($row)* }
    };
}
