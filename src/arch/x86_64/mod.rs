//! x86-64 implementations, one module per dispatch level.
//!
//! SSE2 is part of the x86-64 baseline, so `sse2/` is plain safe Rust over
//! `core::arch` intrinsics. The wider levels use `#[target_feature]`
//! functions that only the dispatcher's tables hand out after detection.

#[cfg(target_feature = "sse2")]
pub(crate) mod avx2;
#[cfg(target_feature = "sse2")]
pub(crate) mod avx512;
#[cfg(target_feature = "sse2")]
pub(crate) mod bmi2;
#[cfg(target_feature = "sse2")]
pub(crate) mod sse2;
