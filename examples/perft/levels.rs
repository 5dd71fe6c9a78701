//! Running a [`WithToken`] operation with the token of a level chosen by the
//! caller (`--level`, tests, benchmarks), compiled the way
//! [`bitboard_simd::dispatch`] compiles it for the detected level: inside a
//! function with that level's target features, so the operation (marked
//! `#[inline(always)]`) and every kernel it calls inline into one body.
//!
//! Without the features, a generic function instantiated for, say,
//! `Avx512Token` still calls the `bmi2`/`avx512` kernels through a pointer:
//! LLVM does not inline a function with target features into one without
//! them. [`bitboard_simd::run_with`] compiles it with them.
//!
//! The same file is compiled into the `perft` example, `tests/perft.rs` and
//! `benches/perft.rs` through `#[path]`.

#![allow(dead_code)]

use bitboard_simd::{
    run_with, Avx2Token, Avx512Token, Bmi2Token, Level, NeonToken, ScalarToken, Simd128Token,
    Sse2Token, Sve2Token, WithToken,
};

/// Runs `op` with `level`'s token, or returns `None` where this CPU does not
/// support the level (no token can be made).
#[inline]
pub fn run_at<W: WithToken>(level: Level, op: W) -> Option<W::Output> {
    match level {
        Level::Scalar => Some(run_with(ScalarToken::always(), op)),
        Level::Sse2 => Sse2Token::new().map(|token| run_with(token, op)),
        Level::Avx2 => Avx2Token::new().map(|token| run_with(token, op)),
        Level::Bmi2 => Bmi2Token::new().map(|token| run_with(token, op)),
        Level::Avx512 => Avx512Token::new().map(|token| run_with(token, op)),
        Level::Neon => NeonToken::new().map(|token| run_with(token, op)),
        Level::Sve2 => Sve2Token::new().map(|token| run_with(token, op)),
        Level::Simd128 => Simd128Token::new().map(|token| run_with(token, op)),
    }
}
