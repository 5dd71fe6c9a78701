//! Shorthand for the registry's rows: the arch trees and what a row needs
//! (every family file starts with `use super::prelude::*`).
#![allow(unused_imports, dead_code)]

#[cfg(all(
    target_arch = "aarch64",
    target_feature = "neon",
    feature = "alternatives"
))]
pub(crate) use crate::arch::aarch64::{neon, sve2};
pub(crate) use crate::arch::all;
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
pub(crate) use crate::arch::wasm32::simd128;
#[cfg(all(target_arch = "x86_64", target_feature = "sse2", feature = "avx512"))]
pub(crate) use crate::arch::x86_64::avx512;
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
pub(crate) use crate::arch::x86_64::{avx2, bmi2, sse2};
pub(crate) use crate::selection::kernel::sig;
// A row's method, e.g. `Sse2Sad`, names a `Method` variant.
pub(crate) use crate::features::Features;
pub(crate) use crate::features::Level::{self, Neon, Scalar, Simd128, Sse2};
pub(crate) use crate::selection::implementation::Candidate;
pub(crate) use crate::selection::method::Method::{self, *};
