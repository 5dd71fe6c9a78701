//! SSE2 implementations (x86-64 baseline, always available there): plain safe Rust over `core::arch` intrinsics.

pub(crate) mod deposit;
pub(crate) mod diagonal_shift;
pub(crate) mod extract;
pub(crate) mod fill;
pub(crate) mod flip;
pub(crate) mod line_attacks;
