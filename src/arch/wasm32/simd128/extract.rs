//! `simd128` extracts (not yet).
