//! BMI2 implementations: `pext`/`pdep` (registered with `Candidate::pext` so they are never chosen where these are microcoded) and carry-less multiply.

//! Every function here is `#[target_feature(enable = "...")]` and is only
//! reachable through a dispatch table built after detection.

pub(crate) mod deposit;
pub(crate) mod extract;
#[cfg(feature = "pext-table")]
pub(crate) mod king_safety;
/// Per-square attacks: the `pext`-indexed 849 KiB attack table (with the
/// `pext-table` feature).
pub(crate) mod line_attacks;
