//! NEON implementations (the aarch64 baseline, always available there):
//! plain functions over `core::arch::aarch64` intrinsics, which need no
//! `#[target_feature]` because every aarch64 target enables NEON.

pub(crate) mod deposit;
pub(crate) mod diagonal_shift;
pub(crate) mod extract;
pub(crate) mod fill;
pub(crate) mod flip;
pub(crate) mod lanes;
pub(crate) mod leapers;
pub(crate) mod line_attacks;
#[cfg(test)]
pub(crate) mod testing;
pub(crate) mod vector;
