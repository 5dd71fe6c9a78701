//! Algorithms written once over [`vector::Vector`], for every width whose
//! steps are the same (as memchr's `arch/generic`). The per-level modules
//! hold thin `#[target_feature]` entry points that call these bodies with
//! their vector type; the bodies are `#[inline(always)]` and compile into
//! those entry points, with the entry point's target features.

pub(crate) mod fill;
pub(crate) mod flip;
pub(crate) mod line_attacks;
pub(crate) mod vector;
