//! wasm32 implementations, one module per dispatch level.
//!
//! wasm has no run-time feature detection: an engine validates the whole
//! module when it loads it, and refuses one that uses an instruction it
//! lacks. So the `simd128/` tree exists only where the build enables
//! `simd128` (`-C target-feature=+simd128`), and its functions are plain
//! functions, reached through the compile-time table.

#[cfg(target_feature = "simd128")]
pub(crate) mod simd128;
