//! Every single-board kernel of the catalogue as a call on the caller's
//! argument variables, for tests that run the whole catalogue through two
//! providers and compare (`tests/token.rs`, `tests/miri.rs`).
//!
//! `single_kernel_calls!(m; a, b, byte, sq, file, dir, color, side)` expands to
//! `m!(shift_one(a, dir)); m!(occluded_fill(a, b, dir)); ...`, one call per
//! single-board entry of the catalogue (`bitboard_simd::__catalogue!`), each
//! argument chosen by its type: the first `u64` is `a`, the second `b`, a
//! `u8` is `byte`, a `Square` `sq`, a `File` `file`, a `Dir` `dir`, a
//! `Color` `color`, a `Side` `side`. It
//! evaluates to the number of calls, which each user checks against the
//! number of single-board kernels in `Kernel::ALL`.

macro_rules! single_kernel_calls {
    ($m:ident; $a:ident, $b:ident, $byte:ident, $sq:ident, $file:ident, $dir:ident, $color:ident, $side:ident) => {{
        let mut calls = 0usize;
        bitboard_simd::__catalogue!(single single_kernel_call($m calls [$a $b] ($byte, $sq, $file, $dir, $color, $side)));
        calls
    }};
}

/// One entry: picks each argument by its type, then calls `$m!`.
macro_rules! single_kernel_call {
    (
        $m:ident $calls:ident $boards:tt $vars:tt
        $(#[$doc:meta])* [$family:ident] $Variant:ident $name:ident ( $($arg:ident : $ty:ident),* ) -> $ret:tt;
    ) => {
        single_kernel_call!(@args $m $calls $name $boards $vars [] $($ty)*);
    };
    // The first free board variable for a `u64`.
    (@args $m:ident $calls:ident $name:ident [$board:ident $($boards:ident)*] $vars:tt [$($done:ident)*] u64 $($rest:ident)*) => {
        single_kernel_call!(@args $m $calls $name [$($boards)*] $vars [$($done)* $board] $($rest)*);
    };
    (@args $m:ident $calls:ident $name:ident $boards:tt ($byte:ident, $sq:ident, $file:ident, $dir:ident, $color:ident, $side:ident) [$($done:ident)*] u8 $($rest:ident)*) => {
        single_kernel_call!(@args $m $calls $name $boards ($byte, $sq, $file, $dir, $color, $side) [$($done)* $byte] $($rest)*);
    };
    (@args $m:ident $calls:ident $name:ident $boards:tt ($byte:ident, $sq:ident, $file:ident, $dir:ident, $color:ident, $side:ident) [$($done:ident)*] Square $($rest:ident)*) => {
        single_kernel_call!(@args $m $calls $name $boards ($byte, $sq, $file, $dir, $color, $side) [$($done)* $sq] $($rest)*);
    };
    (@args $m:ident $calls:ident $name:ident $boards:tt ($byte:ident, $sq:ident, $file:ident, $dir:ident, $color:ident, $side:ident) [$($done:ident)*] File $($rest:ident)*) => {
        single_kernel_call!(@args $m $calls $name $boards ($byte, $sq, $file, $dir, $color, $side) [$($done)* $file] $($rest)*);
    };
    (@args $m:ident $calls:ident $name:ident $boards:tt ($byte:ident, $sq:ident, $file:ident, $dir:ident, $color:ident, $side:ident) [$($done:ident)*] Dir $($rest:ident)*) => {
        single_kernel_call!(@args $m $calls $name $boards ($byte, $sq, $file, $dir, $color, $side) [$($done)* $dir] $($rest)*);
    };
    (@args $m:ident $calls:ident $name:ident $boards:tt ($byte:ident, $sq:ident, $file:ident, $dir:ident, $color:ident, $side:ident) [$($done:ident)*] Color $($rest:ident)*) => {
        single_kernel_call!(@args $m $calls $name $boards ($byte, $sq, $file, $dir, $color, $side) [$($done)* $color] $($rest)*);
    };
    (@args $m:ident $calls:ident $name:ident $boards:tt ($byte:ident, $sq:ident, $file:ident, $dir:ident, $color:ident, $side:ident) [$($done:ident)*] Side $($rest:ident)*) => {
        single_kernel_call!(@args $m $calls $name $boards ($byte, $sq, $file, $dir, $color, $side) [$($done)* $side] $($rest)*);
    };
    (@args $m:ident $calls:ident $name:ident $boards:tt $vars:tt [$($done:ident)*]) => {
        $m!($name($($done),*));
        $calls += 1;
    };
}

/// How many single-board kernels the catalogue has.
pub fn single_kernel_count() -> usize {
    bitboard_simd::Kernel::ALL
        .iter()
        .filter(|k| !k.is_batch())
        .count()
}
