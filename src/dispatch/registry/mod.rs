//! Every implementation of every kernel, in the dispatcher's order of
//! preference (first = preferred where the CPU supports it), one file per
//! kernel family. The last candidate of every list is portable, so every
//! table can be built; a test checks it.
//!
//! Optional implementations carry a `cfg` on their line: `scalar/magic`
//! needs the `magic-table` cargo feature, the per-square `bmi2/pext` needs
//! `pext-table`, and every `avx512/...` candidate needs `avx512`. None of
//! them is ever the last (portable) candidate, so every list stays complete
//! without them.
//!
//! The order is evidence-based: the per-CPU report measures every
//! implementation of every kernel, and the comments beside each list quote
//! the figures that justify its order.

macro_rules! registry {
    ($($kernel:ident => [$($candidate:tt)*] $(tokens [$($token:literal),* $(,)?])?;)*) => {
        $(
            pub(crate) const fn $kernel() -> &'static [Candidate<sig::$kernel>] {
                const LIST: &[Candidate<sig::$kernel>] = &[$($candidate)*];
                LIST
            }
        )*
        impl $crate::dispatch::registry::TokenOrder {
            $(
                #[allow(non_upper_case_globals)]
                pub(crate) const $kernel: &'static [&'static str] = &[$($($token),*)?];
            )*
        }
    };
}

/// Each kernel's token order, as an associated constant named like the
/// kernel: implementation names tried first when a level token's table is
/// built (the first one the level may use wins), before the preference
/// order. A token's kernel is inlined into the caller's loop, where the
/// compiler may vectorise or interleave it, so its fastest implementation
/// can differ from the fastest one called through a pointer. Most kernels
/// have none (the preference order serves both). Written in a registry
/// list as `kernel => [candidates...] tokens ["name", ...];`.
pub(crate) struct TokenOrder;

/// Shorthand for registry entries: the arch trees, levels, and the exact
/// feature sets each instruction-set family needs.
#[allow(unused_imports, dead_code)]
mod prelude {
    pub(crate) use crate::arch::all;
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2", feature = "avx512"))]
    pub(crate) use crate::arch::x86_64::avx512;
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    pub(crate) use crate::arch::x86_64::{avx2, bmi2, sse2};
    pub(crate) use crate::dispatch::table::sig;
    pub(crate) use crate::dispatch::Candidate;
    pub(crate) use crate::features::Features;
    pub(crate) use crate::features::Level::{Avx2, Avx512, Bmi2, Scalar, Sse2};

    pub(crate) const NONE: Features = Features::NONE;
    pub(crate) const SSE2: Features = Features::SSE2;
    pub(crate) const SSSE3: Features = Features::SSE2.union(Features::SSE3).union(Features::SSSE3);
    pub(crate) const SSE41: Features = SSSE3.union(Features::SSE41);
    /// 256-bit integer vectors: VEX encoding (AVX) plus AVX2.
    pub(crate) const AVX2: Features = Features::AVX.union(Features::AVX2);
    pub(crate) const BMI1: Features = Features::BMI1;
    pub(crate) const BMI2: Features = Features::BMI2;
    pub(crate) const LZCNT: Features = Features::LZCNT.union(Features::BMI1);
    pub(crate) const PCLMULQDQ: Features = Features::SSE2.union(Features::PCLMULQDQ);
    /// AVX-512 with byte/word ops and 128/256-bit forms.
    pub(crate) const AVX512: Features = Features::AVX512F
        .union(Features::AVX512BW)
        .union(Features::AVX512VL);
    pub(crate) const AVX512VBMI: Features = AVX512.union(Features::AVX512VBMI);
    pub(crate) const GFNI: Features = Features::GFNI;
}

mod deposit;
mod diagonal_shift;
mod extract;
mod fill;
mod flip;
mod line_attacks;

pub(crate) use deposit::*;
pub(crate) use diagonal_shift::*;
pub(crate) use extract::*;
pub(crate) use fill::*;
pub(crate) use flip::*;
pub(crate) use line_attacks::*;
