//! Running a [`WithToken`] operation with the token of a level chosen by the
//! caller (`--level`, tests, benchmarks), compiled the way
//! [`bitboard_simd::dispatch`] compiles it for the detected level: inside a
//! function with that level's target features, so the operation (marked
//! `#[inline(always)]`) and every kernel it calls inline into one body.
//!
//! Without the features, a generic function instantiated for, say,
//! `Avx512Token` still calls the `bmi2`/`avx512` kernels through a pointer:
//! LLVM does not inline a function with target features into one without
//! them.
//!
//! The same file is compiled into the `perft` example, `tests/perft.rs` and
//! `benches/perft.rs` through `#[path]`.

#![allow(dead_code)]

use bitboard_simd::{Level, ScalarToken, WithToken};

/// Runs `op` with `level`'s token, or returns `None` where this CPU does not
/// support the level (no token can be made).
#[inline]
pub fn run_at<W: WithToken>(level: Level, op: W) -> Option<W::Output> {
    match level {
        Level::Scalar => Some(op.run(ScalarToken::always())),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Level::Sse2 => x86::Sse2Token::new().map(|token| op.run(token)),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Level::Avx2 => x86::Avx2Token::new().map(|token| x86::run_avx2(op, token)),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Level::Bmi2 => x86::Bmi2Token::new().map(|token| x86::run_bmi2(op, token)),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Level::Avx512 => x86::Avx512Token::new().map(|token| x86::run_avx512(op, token)),
        #[allow(unreachable_patterns)]
        _ => None,
    }
}

/// The target features each level's runner enables (SSE2 is the x86-64
/// baseline), for a test that they are exactly [`Level::required`].
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
pub const ENABLED: [(Level, &str); 3] = [
    (Level::Avx2, x86::AVX2),
    (Level::Bmi2, x86::BMI2),
    (Level::Avx512, x86::AVX512),
];

#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
mod x86 {
    use bitboard_simd::WithToken;
    pub use bitboard_simd::{Avx2Token, Avx512Token, Bmi2Token, Sse2Token};

    /// One runner per level: a safe wrapper that takes the level's token as
    /// proof, around a `#[target_feature]` function whose body is `op.run`.
    macro_rules! runners {
        ($($name:ident, $Token:ident, $FEATURES:ident = $features:literal;)*) => {$(
            pub const $FEATURES: &str = $features;

            #[inline]
            pub fn $name<W: WithToken>(op: W, token: $Token) -> W::Output {
                #[target_feature(enable = $features)]
                fn with_features<W: WithToken>(op: W, token: $Token) -> W::Output {
                    op.run(token)
                }
                // SAFETY: `token` exists only where the CPU supports its
                // level, i.e. has every feature of `Level::required()`, and
                // `$features` is that set (checked by `tests/perft.rs`).
                unsafe { with_features(op, token) }
            }
        )*};
    }

    runners! {
        run_avx2, Avx2Token, AVX2 = "sse3,ssse3,sse4.1,sse4.2,popcnt,avx,avx2";
        run_bmi2, Bmi2Token, BMI2 = "sse3,ssse3,sse4.1,sse4.2,popcnt,avx,avx2,bmi1,bmi2,lzcnt";
        run_avx512, Avx512Token, AVX512 =
            "sse3,ssse3,sse4.1,sse4.2,popcnt,avx,avx2,bmi1,bmi2,lzcnt,avx512f,avx512bw,avx512vl";
    }
}
