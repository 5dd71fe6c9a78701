//! `simd128` deposits (not yet).
