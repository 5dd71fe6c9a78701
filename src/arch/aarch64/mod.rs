//! aarch64 implementations, one module per dispatch level.
//!
//! NEON is part of the aarch64 baseline, so `neon/` needs no detection.
//! The `sve2/` functions are `#[target_feature]` functions, handed out only
//! by tables built after detection.
//!
//! No report has measured an aarch64 CPU yet, so every row of both trees is
//! an alternative (the registry): a default build compiles neither, and
//! runs the portable code, which LLVM vectorises to NEON where a loop
//! allows.

#[cfg(all(target_feature = "neon", feature = "alternatives"))]
pub(crate) mod neon;
#[cfg(all(target_feature = "neon", feature = "alternatives"))]
pub(crate) mod sve2;
