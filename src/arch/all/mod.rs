//! Portable implementations of every kernel (plain Rust, any target).

pub(crate) mod deposit;
pub(crate) mod diagonal_shift;
pub(crate) mod extract;
pub(crate) mod fill;
pub(crate) mod flip;
pub(crate) mod king_safety;
pub(crate) mod leapers;
pub(crate) mod line_attacks;
pub(crate) mod side;
