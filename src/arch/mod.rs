//! Implementations, one tree per instruction set, one file per kernel
//! family:
//!
//! * `all/`: portable Rust, the fallback on every target and the reference
//!   every SIMD variant is tested against;
//! * `x86_64/sse2/` (the x86-64 baseline), `x86_64/avx2/`, `x86_64/bmi2/`
//!   and `x86_64/avx512/` (AVX-512 F/BW/VL, with GFNI and VBMI where used;
//!   compiled with the `avx512` cargo feature only). The two 841 KiB
//!   per-square attack tables (`all/line_attacks.rs`, `mod magic`, and
//!   `x86_64/bmi2/line_attacks.rs`) need `magic-table` and `pext-table`.
//!
//! Nothing here is public: `crate::dispatch` registers these functions and
//! hands them out through tables built after detection.

/// Defines a `#[target_feature]` function and states its features once.
///
/// `target_fn! { "avx,avx2" => <fn item> }` emits the function with
/// `#[target_feature(enable = "avx,avx2")]` after its own attributes, and,
/// beside it in the type namespace, `mod <name> { const FEATURES }` holding
/// [`Features::parse`](crate::features::Features::parse) of the same string,
/// so the registry reads a candidate's features from its definition
/// (`path::f` is the function, `path::f::FEATURES` its features). Every
/// `#[target_feature]` in the crate goes through this macro (a test checks
/// it), so no feature set is written twice. `target_fn! { method "..." =>
/// <fn item> }` is the form for an `impl` block (no module there). With no
/// literal (`target_fn! { => <fn item> }`) it emits the item unchanged.
macro_rules! target_fn {
    // No features: the item as it is (for macros whose features are optional).
    (=> $($item:tt)*) => {
        $($item)*
    };
    (method $features:literal => $(#[$attr:meta])* $vis:vis unsafe fn $($rest:tt)*) => {
        $(#[$attr])*
        #[target_feature(enable = $features)]
        $vis unsafe fn $($rest)*
    };
    (method $features:literal => $(#[$attr:meta])* $vis:vis fn $($rest:tt)*) => {
        $(#[$attr])*
        #[target_feature(enable = $features)]
        $vis fn $($rest)*
    };
    ($features:literal => $(#[$attr:meta])* $vis:vis unsafe fn $name:ident $($rest:tt)*) => {
        $(#[$attr])*
        #[target_feature(enable = $features)]
        $vis unsafe fn $name $($rest)*
        $crate::arch::target_fn!(@features $vis $name $features);
    };
    ($features:literal => $(#[$attr:meta])* $vis:vis fn $name:ident $($rest:tt)*) => {
        $(#[$attr])*
        #[target_feature(enable = $features)]
        $vis fn $name $($rest)*
        $crate::arch::target_fn!(@features $vis $name $features);
    };
    (@features $vis:vis $name:ident $features:literal) => {
        #[doc(hidden)]
        #[allow(dead_code, non_snake_case)]
        $vis mod $name {
            /// What the function of the same name enables.
            pub(crate) const FEATURES: $crate::features::Features =
                $crate::features::Features::parse($features);
        }
    };
}

// Used by path only on x86-64 (the token wrappers).
#[allow(unused_imports)]
pub(crate) use target_fn;

#[macro_use]
pub(crate) mod all;
#[cfg(target_arch = "x86_64")]
pub(crate) mod x86_64;
