//! SVE2 implementations (Neoverse N2/V2, Cortex-A710 and later, chosen at
//! run time where detected) with the BitPerm extension: `bext`/`bdep` (`pext`
//! and `pdep` per 64-bit lane) as inline assembly (`bitperm`), and the
//! `bmi2` tree's `pext`/`pdep` methods written with them.
//!
//! Every function here is `#[target_feature(enable = "sve2,sve2-bitperm")]`
//! and is only reachable through a dispatch table built after detection.
//! The batch forms run vector-length-agnostic loops (VL/64 boards per
//! step, predicated by `whilelo`, so no scalar tail).

pub(crate) mod bitperm;
pub(crate) mod deposit;
pub(crate) mod extract;
/// Per-square attacks: the `pext`-indexed attack table (with the
/// `pext-table` feature) with `bext` for the index.
#[cfg(feature = "pext-table")]
pub(crate) mod line_attacks;
