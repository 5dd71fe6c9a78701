//! WebAssembly 128-bit SIMD implementations: plain functions over
//! `core::arch::wasm32` intrinsics, compiled only where the build enables
//! `simd128` (so every function here may use it, and needs no
//! `#[target_feature]`). A `v128` holds two boards, as NEON's `uint64x2_t`
//! does; the bodies are the shared ones of `arch::generic`.

pub(crate) mod deposit;
pub(crate) mod diagonal_shift;
pub(crate) mod extract;
pub(crate) mod fill;
pub(crate) mod flip;
pub(crate) mod lanes;
pub(crate) mod leapers;
pub(crate) mod line_attacks;
pub(crate) mod vector;
