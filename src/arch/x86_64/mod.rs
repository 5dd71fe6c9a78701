//! x86-64 implementations, one module per dispatch level.
//!
//! SSE2 is part of the x86-64 baseline, so `sse2/` needs no detection; its
//! functions still carry `#[target_feature(enable = "sse2")]`, which the
//! intrinsics require of their caller. The wider levels' `#[target_feature]`
//! functions are only handed out by tables built after detection (or at
//! compile time from the build's own target features). All are `#[inline]`
//! so that a level token's call inlines across crates.

#[cfg(target_feature = "sse2")]
pub(crate) mod avx2;
// Left out without the `avx512` feature (the registry then offers the
// lower levels' implementations to AVX-512 CPUs).
#[cfg(all(target_feature = "sse2", feature = "avx512"))]
pub(crate) mod avx512;
#[cfg(target_feature = "sse2")]
pub(crate) mod bmi2;
#[cfg(target_feature = "sse2")]
pub(crate) mod lanes;
#[cfg(target_feature = "sse2")]
pub(crate) mod sse2;
#[cfg(target_feature = "sse2")]
pub(crate) mod vector;
