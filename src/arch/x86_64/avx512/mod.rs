//! AVX-512 (F/BW/VL, plus VBMI and GFNI where used) implementations: eight boards (or eight directions) per register, mask registers and `gf2p8affineqb`.

//! Every function here is `#[target_feature(enable = "...")]` and is only
//! reachable through a dispatch table built after detection.

pub(crate) mod deposit;
pub(crate) mod diagonal_shift;
pub(crate) mod extract;
pub(crate) mod fill;
pub(crate) mod flip;
pub(crate) mod line_attacks;
