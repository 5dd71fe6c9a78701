//! AVX2 implementations: 256-bit vectors, four boards (or four directions) per register.

//! Every function here is `#[target_feature(enable = "...")]` and is only
//! reachable through a dispatch table built after detection.

pub(crate) mod deposit;
pub(crate) mod diagonal_shift;
pub(crate) mod extract;
pub(crate) mod fill;
pub(crate) mod flip;
pub(crate) mod line_attacks;
