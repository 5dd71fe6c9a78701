//! SSE2 implementations (the x86-64 baseline, always available there):
//! safe `#[target_feature(enable = "sse2")]` functions over `core::arch`
//! intrinsics.

pub(crate) mod deposit;
pub(crate) mod diagonal_shift;
pub(crate) mod extract;
pub(crate) mod fill;
pub(crate) mod flip;
pub(crate) mod leapers;
pub(crate) mod line_attacks;
