//! Every implementation of every kernel, in the dispatcher's order of
//! preference (first = preferred where the CPU supports it), one file per
//! kernel family. Each list holds a portable candidate with no gate, so every
//! table can be built (a test checks it); rows after it serve measurement.
//!
//! A row is `Method => path,`, read by `candidates!`; only cargo-feature gates
//! are written on it.
//!
//! Orders follow the per-CPU reports. The class and token orders tried
//! before these are generated from them (`orders/derived.rs`); a "Token
//! order" note above a list names a token's choice and says why the corpus
//! ranks it so (`tests/suite/token_orders.rs` holds each to the token
//! tables). No report measures an aarch64 CPU yet, so its rows (`neon`,
//! `sve2`) follow the portable form behind `alternatives`: a model's
//! prediction is not an order, and the portable loops vectorise to NEON.

use crate::selection::implementation::Implementation;
use crate::selection::kernel::Kernel;
use crate::selection::method::Method;

macro_rules! registry {
    ($($kernel:ident => [$($row:tt)*];)*) => {
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
    };
}

/// One kernel's candidate list from rows `Method => path,` (`.pext()` marks a
/// `pdep`/`pext` user; `#[cfg(...)]` adds a cargo-feature gate). The path's
/// first segment gives the row's level, features and `cfg`:
///
/// * `sse2`, `neon`, `simd128`: the x86-64, aarch64 or wasm32 baseline at its
///   own level, compiled only where the build enables it, so its functions
///   need no `#[target_feature]` (wasm has no run-time detection);
/// * `avx2`, `bmi2`, `avx512`, `sve2`: a `#[target_feature]` function; the
///   features come from its generated mirror `arch::target_features::path`,
///   the level is the lowest that allows them ([`Candidate::target`]);
/// * `all`: portable code at the scalar level (`arch::all` has no
///   `#[target_feature]` function).
macro_rules! candidates {
    // The x86-64 trees whose rows share one `cfg`.
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

/// Each kernel's implementations without their functions
/// (`Infos::rook_attacks`), in registry order: what the decision reads. One
/// list type keeps `decide` a single function, not one copy per signature.
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
                /// Every implementation registered for this kernel, in the dispatcher's
                /// order of preference, whether or not this CPU supports it.
                pub fn implementations(self) -> impl Iterator<Item = &'static Implementation> {
                    (0..).map_while(move |i| self.implementation_at(i))
                }
            }

            /// The facts of every row, in order: what the decision reads.
            pub(crate) const fn infos(self) -> &'static [Implementation] {
                match self {
                    $(Kernel::$Variant => Infos::$name,)*
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
