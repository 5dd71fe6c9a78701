//! aarch64 implementations, one module per dispatch level.
//!
//! NEON is part of the aarch64 baseline, so `neon/` needs no detection;
//! `sve2/` (SVE2 with BitPerm) is only reachable after detection.

#[cfg(target_feature = "neon")]
pub(crate) mod neon;
#[cfg(target_feature = "neon")]
pub(crate) mod sve2;
