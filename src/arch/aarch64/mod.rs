//! aarch64 implementations, one module per dispatch level.
//!
//! NEON is part of the aarch64 baseline, so `neon/` needs no detection.

#[cfg(target_feature = "neon")]
pub(crate) mod neon;
