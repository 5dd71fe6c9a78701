//! Per-square attacks at the `bmi2` level: the `pext`-indexed table
//! (`pext.rs`, only with the `pext-table` feature) and the lanes beside
//! it (`lanes_pext.rs`).

#[cfg(feature = "pext-table")]
mod pext;
#[cfg(feature = "pext-table")]
pub(crate) use pext::*;
/// The many-squares and per-square batch forms on AVX2 lanes and `pext`
/// together.
#[cfg(feature = "pext-table")]
pub(crate) mod lanes_pext;
