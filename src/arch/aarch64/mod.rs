//! aarch64 implementations, one module per dispatch level.
//!
//! NEON is part of the aarch64 baseline, so `neon/` needs no detection.
//! The `sve2/` functions are `#[target_feature]` functions, handed out only
//! by tables built after detection.

#[cfg(target_feature = "neon")]
pub(crate) mod neon;
#[cfg(target_feature = "neon")]
pub(crate) mod sve2;
