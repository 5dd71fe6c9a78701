//! Every implementation of every kernel, in the dispatcher's order of
//! preference (first = preferred where the CPU supports it), one file per
//! kernel family. The last candidate of every list is portable, so every
//! table can be built; a test checks it.
//!
//! A row is `Method => path,` (a [`Method`](crate::Method) variant, e.g.
//! `Sse2Sad`, shown as `"sse2/sad"`): the function's features come from
//! its definition's `#[target_feature]` (through the generated mirror
//! `arch::target_features`), its level and its `cfg` from the path's
//! first segment (see `candidates!`). Only a cargo-feature gate is written on
//! a row: `scalar/magic` and `scalar/black_magic` need the `magic-table`
//! cargo feature, the per-square `bmi2/pext` needs `pext-table` (every
//! `avx512/...` row needs `avx512`, derived from its path). None of them is
//! ever the last (portable) candidate, so every list stays complete without
//! them.
//!
//! The order is evidence-based: the per-CPU report measures every
//! implementation of every kernel, and the comments beside each list quote
//! the figures that justify its order.
//!
//! The aarch64 rows (`neon`, `sve2`) have no report yet: no aarch64 machine
//! was at hand, only `qemu-aarch64` (correctness) and llvm-mca 16 (a static
//! model of the crate's own release machine code). Their comments say
//! "predicted" and quote the model's cycles per call (single kernels) or per
//! board (batch forms) as a range over its Apple M1, Neoverse N1, V1, V2
//! and Cortex-A76 models, against the portable form they compete with. A
//! row goes ahead of the portable ones only where the model favours it on
//! most of those models. On aarch64 only these rows and the portable ones
//! exist, so their place among the x86-64 rows means nothing.

use crate::selection::implementation::Implementation;
use crate::selection::kernel::Kernel;
use crate::selection::method::Method;
use token_order::{TokenEntry, TokenOrder};

macro_rules! registry {
    ($($kernel:ident => [$($row:tt)*] $(tokens [$($token:ident $(@ $only:ident)?),* $(,)?])?;)*) => {
        $(
            pub(crate) const fn $kernel() -> &'static [Candidate<sig::$kernel>] {
                const LIST: &[Candidate<sig::$kernel>] = candidates!($kernel [] $($row)*);
                LIST
            }
        )*
        impl $crate::selection::registry::Infos {
            $(
                #[allow(non_upper_case_globals)]
                pub(crate) const $kernel: &'static [$crate::selection::implementation::Implementation] = {
                    const N: usize = $kernel().len();
                    &Candidate::infos::<N>($kernel())
                };
            )*
        }
        impl $crate::selection::registry::token_order::TokenOrder {
            $(
                #[allow(non_upper_case_globals)]
                pub(crate) const $kernel: &'static [TokenEntry] = &[$($(token_entry!($token $(@ $only)?)),*)?];
            )*
        }
    };
}

/// One entry of a token order: `Method` (every level's token) or
/// `Method @ Level` (that level's token only).
macro_rules! token_entry {
    ($method:ident) => {
        TokenEntry {
            method: Method::$method,
            only: None,
        }
    };
    ($method:ident @ $level:ident) => {
        TokenEntry {
            method: Method::$method,
            only: Some(Level::$level),
        }
    };
}

/// One kernel's candidate list from rows `Method => path,` (a
/// `.pext()` after the path marks a `pdep`/`pext` user; `#[cfg(...)]` before
/// a row adds a cargo-feature gate). The path's first segment says what the
/// row is:
///
/// * `sse2`: the x86-64 baseline, at the `Sse2` level requiring SSE2. The
///   tree is compiled only where the build enables SSE2 everywhere, so its
///   functions need no `#[target_feature]` (those that have one enable
///   `"sse2"` only; a test checks it);
/// * `avx2`, `bmi2`, `avx512`: a `#[target_feature]` function; the row
///   takes its features from `arch::target_features::path`, the generated
///   mirror of the attribute (written once, at the function), and its level is the lowest whose allowed set holds them
///   ([`Candidate::target`]); the row is compiled on x86-64 only, and an
///   `avx512` row with the `avx512` feature only;
/// * `neon`: the aarch64 baseline, at the `Neon` level requiring NEON,
///   compiled on aarch64 only (its functions need no `#[target_feature]`);
/// * `sve2`: a `#[target_feature]` function of the aarch64 `sve2` tree, read
///   like `avx2` (its level from its features: `Sve2`), compiled on
///   aarch64 only;
/// * `simd128`: the wasm32 `simd128` tree, at the `Simd128` level requiring
///   `simd128`, compiled only where the build enables it (wasm has no
///   run-time detection; its functions need no `#[target_feature]`);
/// * `all`: portable code, at the scalar level with no features. Only
///   `arch::all` may be named so: it has no `#[target_feature]` function.
macro_rules! candidates {
    // The x86-64 trees whose rows share one `cfg`; any other first segment
    // matches no arm.
    (@x86 avx2 $($rest:tt)*) => { candidates!($($rest)*) };
    (@x86 bmi2 $($rest:tt)*) => { candidates!($($rest)*) };
    ($kernel:ident [$($done:tt)*]) => { &[$($done)*] };
    ($kernel:ident [$($done:tt)*] $(#[$attr:meta])* $name:ident => all $(:: $seg:ident)+ $(. $mark:ident ())?, $($rest:tt)*) => {
        candidates!($kernel [$($done)*
            $(#[$attr])*
            Candidate::<sig::$kernel>::new($name, Scalar, Features::NONE, all $(:: $seg)+) $(. $mark ())?,
        ] $($rest)*)
    };
    ($kernel:ident [$($done:tt)*] $(#[$attr:meta])* $name:ident => sse2 $(:: $seg:ident)+ $(. $mark:ident ())?, $($rest:tt)*) => {
        candidates!($kernel [$($done)*
            $(#[$attr])*
            #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
            Candidate::<sig::$kernel>::new($name, Sse2, Features::SSE2, sse2 $(:: $seg)+) $(. $mark ())?,
        ] $($rest)*)
    };
    ($kernel:ident [$($done:tt)*] $(#[$attr:meta])* $name:ident => neon $(:: $seg:ident)+ $(. $mark:ident ())?, $($rest:tt)*) => {
        candidates!($kernel [$($done)*
            $(#[$attr])*
            #[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
            Candidate::<sig::$kernel>::new($name, Neon, Features::NEON, neon $(:: $seg)+) $(. $mark ())?,
        ] $($rest)*)
    };
    ($kernel:ident [$($done:tt)*] $(#[$attr:meta])* $name:ident => sve2 $(:: $seg:ident)+ $(. $mark:ident ())?, $($rest:tt)*) => {
        candidates!($kernel [$($done)*
            $(#[$attr])*
            #[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
            Candidate::<sig::$kernel>::target($name, crate::arch::target_features::sve2 $(:: $seg)+, sve2 $(:: $seg)+) $(. $mark ())?,
        ] $($rest)*)
    };
    ($kernel:ident [$($done:tt)*] $(#[$attr:meta])* $name:ident => simd128 $(:: $seg:ident)+ $(. $mark:ident ())?, $($rest:tt)*) => {
        candidates!($kernel [$($done)*
            $(#[$attr])*
            #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
            Candidate::<sig::$kernel>::new($name, Simd128, Features::SIMD128, simd128 $(:: $seg)+) $(. $mark ())?,
        ] $($rest)*)
    };
    ($kernel:ident [$($done:tt)*] $(#[$attr:meta])* $name:ident => avx512 $(:: $seg:ident)+ $(. $mark:ident ())?, $($rest:tt)*) => {
        candidates!($kernel [$($done)*
            $(#[$attr])*
            #[cfg(all(target_arch = "x86_64", target_feature = "sse2", feature = "avx512"))]
            Candidate::<sig::$kernel>::target($name, crate::arch::target_features::avx512 $(:: $seg)+, avx512 $(:: $seg)+) $(. $mark ())?,
        ] $($rest)*)
    };
    ($kernel:ident [$($done:tt)*] $(#[$attr:meta])* $name:ident => $arch:ident $(:: $seg:ident)+ $(. $mark:ident ())?, $($rest:tt)*) => {
        candidates!(@x86 $arch $kernel [$($done)*
            $(#[$attr])*
            #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
            Candidate::<sig::$kernel>::target($name, crate::arch::target_features::$arch $(:: $seg)+, $arch $(:: $seg)+) $(. $mark ())?,
        ] $($rest)*)
    };
}

mod prelude;
pub(crate) mod token_order;

/// Each kernel's implementations without their functions, one associated
/// constant per kernel (`Infos::rook_attacks`), in its registry order: what
/// the decision reads. One list type for every kernel keeps `decide` a
/// single function; over the candidate lists, generic in the function's
/// type, it was compiled once per signature (25 copies, 15 % of the
/// crate's machine code).
pub(crate) struct Infos;

mod deposit;
mod diagonal_shift;
mod extract;
mod fill;
mod flip;
mod leapers;
mod line_attacks;

pub(crate) use deposit::*;
pub(crate) use diagonal_shift::*;
pub(crate) use extract::*;
pub(crate) use fill::*;
pub(crate) use flip::*;
pub(crate) use leapers::*;
pub(crate) use line_attacks::*;

macro_rules! define_lists {
    ($($Variant:ident $name:ident $info:tt)*) => {
        /// Each kernel's registry list, read by kernel.
        impl Kernel {
            introspection! {
                /// Every implementation registered for this kernel, in the
                /// dispatcher's order of preference, whether or not this CPU
                /// supports it.
                pub fn implementations(self) -> impl Iterator<Item = &'static Implementation> {
                    (0..).map_while(move |i| self.implementation_at(i))
                }
            }

            /// The facts of every row of the registry list, in order: what
            /// the decision reads ([`Infos`]).
            pub(crate) const fn infos(self) -> &'static [Implementation] {
                match self {
                    $(Kernel::$Variant => Infos::$name,)*
                }
            }

            /// The methods a token's table tries first for this kernel (see
            /// [`TokenOrder`]).
            pub(crate) const fn token_order(self) -> &'static [TokenEntry] {
                match self {
                    $(Kernel::$Variant => TokenOrder::$name,)*
                }
            }

            /// The method of row `i` of the registry list (which must exist).
            pub(crate) const fn method_at(self, i: usize) -> Method {
                match self {
                    $(Kernel::$Variant => Infos::$name[i].method(),)*
                }
            }

            /// The facts of row `i` of the registry list, if it exists.
            pub(crate) fn implementation_at(self, i: usize) -> Option<&'static Implementation> {
                match self {
                    $(Kernel::$Variant => Infos::$name.get(i),)*
                }
            }
        }
    };
}

with_catalogue!(kernels define_lists);

// With a feature off, a named implementation may be compiled out; the
// token table then skips it.
#[cfg(all(
    test,
    target_arch = "x86_64",
    feature = "magic-table",
    feature = "pext-table",
    feature = "avx512"
))]
mod tests {
    use super::*;
    use crate::features::Level;

    #[test]
    fn token_orders_name_registered_implementations() {
        for &kernel in Kernel::ALL {
            for entry in kernel.token_order() {
                // An entry for another architecture's token (`Method @
                // Simd128`) names a row compiled only there.
                if matches!(entry.only, Some(Level::Neon | Level::Sve2 | Level::Simd128)) {
                    continue;
                }
                assert!(
                    kernel.implementations().any(|i| i.method() == entry.method),
                    "{kernel}: the token order names {}, which is not registered",
                    entry.method
                );
            }
        }
    }
}
