//! Implementations, one tree per instruction set, one file per kernel
//! family:
//!
//! * `all/`: portable Rust, the fallback on every target and the reference
//!   every SIMD variant is tested against;
//! * `x86_64/sse2/` (baseline), later `avx2/`, `bmi2/`, `avx512/`.
//!
//! Nothing here is public: `crate::dispatch` registers these functions and
//! hands them out through tables built after detection.

pub(crate) mod all;
#[cfg(target_arch = "x86_64")]
pub(crate) mod x86_64;
