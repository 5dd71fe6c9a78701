//! Algorithms written once over [`vector::Vector`], for every width whose
//! steps are the same (as memchr's `arch/generic`). The per-level modules
//! hold thin `#[target_feature]` entry points that call these bodies with
//! their vector type; the bodies are `#[inline(always)]` and compile into
//! those entry points, with the entry point's target features.

pub(crate) mod chunks;
// The two-board widths' deposit batch body (NEON, wasm `simd128`).
#[cfg(any(target_arch = "aarch64", target_arch = "wasm32"))]
pub(crate) mod deposit;
pub(crate) mod fill;
pub(crate) mod leapers;
// The NEON flips have methods of their own (`rbit`, `ld4`): at two boards
// a vector LLVM turns the delta swaps' disjoint `t ^ (t << s)` into 64-bit
// multiplies, which NEON lacks, so the shared flip bodies serve x86-64 and
// wasm32 (whose engines compile the shifts as they are).
#[cfg(any(target_arch = "x86_64", target_arch = "wasm32"))]
pub(crate) mod flip;
pub(crate) mod line_attacks;
// The two-board widths' batch drivers (NEON, wasm `simd128`).
#[cfg(any(target_arch = "aarch64", target_arch = "wasm32"))]
pub(crate) mod pairs;
// The many-positions side attack maps (AVX2, AVX-512).
#[cfg(target_arch = "x86_64")]
pub(crate) mod side;
pub(crate) mod subtraction;
pub(crate) mod vector;
