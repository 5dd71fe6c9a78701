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

#[cfg(target_arch = "wasm32")]
use bitboard_simd::Simd128Token;
use bitboard_simd::{run_with, Level, ScalarToken, WithToken};
#[cfg(target_arch = "x86_64")]
use bitboard_simd::{Avx2Token, Avx512Token, Bmi2Token, Sse2Token};
#[cfg(target_arch = "aarch64")]
use bitboard_simd::{NeonToken, Sve2Token};

/// Runs `op` with `level`'s token, or returns `None` where this CPU does not
/// support the level (no token can be made).
#[inline]
pub fn run_at<W: WithToken>(level: Level, op: W) -> Option<W::Output> {
    match level {
        Level::Scalar => Some(run_with(ScalarToken::always(), op)),
        // Only this architecture's levels get a copy of the operation: on
        // another, no token can be made (`new` is `None`), and each copy
        // of a perft engine costs the build seconds.
        #[cfg(target_arch = "x86_64")]
        Level::Sse2 => Sse2Token::new().map(|token| run_with(token, op)),
        #[cfg(target_arch = "x86_64")]
        Level::Avx2 => Avx2Token::new().map(|token| run_with(token, op)),
        #[cfg(target_arch = "x86_64")]
        Level::Bmi2 => Bmi2Token::new().map(|token| run_with(token, op)),
        #[cfg(target_arch = "x86_64")]
        Level::Avx512 => Avx512Token::new().map(|token| run_with(token, op)),
        #[cfg(target_arch = "aarch64")]
        Level::Neon => NeonToken::new().map(|token| run_with(token, op)),
        #[cfg(target_arch = "aarch64")]
        Level::Sve2 => Sve2Token::new().map(|token| run_with(token, op)),
        #[cfg(target_arch = "wasm32")]
        Level::Simd128 => Simd128Token::new().map(|token| run_with(token, op)),
        #[allow(unreachable_patterns)] // every level of this architecture is above
        _ => None,
    }
}
