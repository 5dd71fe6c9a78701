//! Extracts. Single forms are a loop of table calls, whose indirect call
//! dominates, so most tie; batch forms run over 4096 boards. Tokens mostly
//! run the single forms' scalar formula, which auto-vectorises inlined in a loop. wasm rows:
//! measured under Wasmtime.

use super::prelude::*;

registry! {
    // All tie through the table: fewest instructions first, SAD before the multiply.
    extract_diagonal => [
        Bmi2Pext => bmi2::extract::diagonal_pext.pext(),
        Sse2Sad => sse2::extract::diagonal_sad,
        #[cfg(feature = "alternatives")]
        Sse2Movemask => sse2::extract::diagonal_movemask,
        ScalarMultiply => all::extract::diagonal_multiply,
        // wasm: simd128/bitmask loses to the multiply (the trip through a v128 costs more).
        #[cfg(feature = "alternatives")]
        Simd128Bitmask => simd128::extract::diagonal_bitmask,
        #[cfg(feature = "alternatives")]
        Sve2Bext => sve2::extract::diagonal_bext,
        #[cfg(feature = "alternatives")]
        ScalarRotate => all::extract::diagonal_rotate,
    ];
    // Token order, bmi2 avx512 -> bmi2/pext: as in every Intel AVX-512 corpus
    // file; the Zen 4 files favour the multiply, a conflict one per-level order
    // cannot follow (reports/README.md lists it).
    extract_anti_diagonal => [
        Bmi2Pext => bmi2::extract::anti_diagonal_pext.pext(),
        Sse2Movemask => sse2::extract::anti_diagonal_movemask,
        // wasm: simd128/bitmask leads (wasm has no bit reversal).
        Simd128Bitmask => simd128::extract::anti_diagonal_bitmask,
        ScalarMultiply => all::extract::anti_diagonal_multiply,
        #[cfg(feature = "alternatives")]
        Sse2Sad => sse2::extract::anti_diagonal_sad,
        #[cfg(feature = "alternatives")]
        Sve2Bext => sve2::extract::anti_diagonal_bext,
        #[cfg(feature = "alternatives")]
        ScalarRotate => all::extract::anti_diagonal_rotate,
    ];
    // pext and the multiply tie. The SSE2 shift + pmovmskb form loses to the
    // multiply, so it only serves as the batch forms' tail; the simd128 one
    // ties it and is not listed. On Intel 0xcf, builds disagree by code
    // placement (`orders/derived.rs` follows the corpus).
    extract_file => [
        Bmi2Pext => bmi2::extract::file_pext.pext(),
        ScalarMultiply => all::extract::file_multiply,
        #[cfg(feature = "alternatives")]
        Sve2Bext => sve2::extract::file_bext,
    ];
    // scalar/multiply-shift and pext tie in the Intel 0xcf corpus file.
    extract_diagonal_through => [
        Simd128Bitmask => simd128::extract::diagonal_through_bitmask,
        ScalarMultiplyShift => all::extract::diagonal_through_multiply_shift,
        Bmi2Pext => bmi2::extract::diagonal_through_pext.pext(),
        #[cfg(feature = "alternatives")]
        ScalarMultiply => all::extract::diagonal_through_multiply,
        #[cfg(feature = "alternatives")]
        Sse2Sad => sse2::extract::diagonal_through_sad,
        #[cfg(feature = "alternatives")]
        Sse2Movemask => sse2::extract::diagonal_through_movemask,
        #[cfg(feature = "alternatives")]
        Sve2Bext => sve2::extract::diagonal_through_bext,
        #[cfg(feature = "alternatives")]
        ScalarRotate => all::extract::diagonal_through_rotate,
    ];
    // Token order, avx2 -> scalar/multiply: the avx2 token serves CPUs with
    // slow `pext`; inlined on Zen 1, the movemask's moves between vector and
    // general registers cost more than the multiply.
    extract_anti_diagonal_through => [
        Bmi2Pext => bmi2::extract::anti_diagonal_through_pext.pext(),
        Sse2Movemask => sse2::extract::anti_diagonal_through_movemask,
        #[cfg(feature = "alternatives")]
        Sse2Sad => sse2::extract::anti_diagonal_through_sad,
        Simd128Bitmask => simd128::extract::anti_diagonal_through_bitmask,
        ScalarMultiply => all::extract::anti_diagonal_through_multiply,
        #[cfg(feature = "alternatives")]
        Sve2Bext => sve2::extract::anti_diagonal_through_bext,
        #[cfg(feature = "alternatives")]
        ScalarRotate => all::extract::anti_diagonal_through_rotate,
    ];

    extract_diagonal_batch => [
        Avx512Test => avx512::extract::diagonal_test_batch,
        Avx2Movemask => avx2::extract::diagonal_movemask_batch,
        Sse2Movemask => sse2::extract::diagonal_movemask_batch,
        #[cfg(feature = "alternatives")]
        Sse2Sad => sse2::extract::diagonal_sad_batch,
        Simd128Bitmask => simd128::extract::diagonal_bitmask_batch,
        ScalarMultiply => all::extract::diagonal_multiply_batch,
        #[cfg(feature = "alternatives")]
        Sve2Bext => sve2::extract::diagonal_bext_batch,
        #[cfg(feature = "alternatives")]
        NeonAddp => neon::extract::diagonal_addp_batch,
        #[cfg(feature = "alternatives")]
        Bmi2Pext => bmi2::extract::diagonal_pext_batch.pext(),
        #[cfg(feature = "alternatives")]
        ScalarRotate => all::extract::diagonal_rotate_batch,
    ];
    extract_anti_diagonal_batch => [
        Avx512Test => avx512::extract::anti_diagonal_test_batch,
        Avx2Movemask => avx2::extract::anti_diagonal_movemask_batch,
        Sse2Movemask => sse2::extract::anti_diagonal_movemask_batch,
        #[cfg(feature = "alternatives")]
        Sse2Sad => sse2::extract::anti_diagonal_sad_batch,
        #[cfg(feature = "alternatives")]
        Bmi2Pext => bmi2::extract::anti_diagonal_pext_batch.pext(),
        Simd128Bitmask => simd128::extract::anti_diagonal_bitmask_batch,
        ScalarMultiply => all::extract::anti_diagonal_multiply_batch,
        #[cfg(feature = "alternatives")]
        Sve2Bext => sve2::extract::anti_diagonal_bext_batch,
        #[cfg(feature = "alternatives")]
        NeonAddp => neon::extract::anti_diagonal_addp_batch,
        #[cfg(feature = "alternatives")]
        ScalarRotate => all::extract::anti_diagonal_rotate_batch,
    ];
    extract_file_batch => [
        Avx512Test => avx512::extract::file_test_batch,
        Avx2Movemask => avx2::extract::file_movemask_batch,
        Sse2Movemask => sse2::extract::file_movemask_batch,
        #[cfg(feature = "alternatives")]
        Bmi2Pext => bmi2::extract::file_pext_batch.pext(),
        Simd128Bitmask => simd128::extract::file_bitmask_batch,
        ScalarMultiply => all::extract::file_multiply_batch,
        #[cfg(feature = "alternatives")]
        Sve2Bext => sve2::extract::file_bext_batch,
        #[cfg(feature = "alternatives")]
        NeonAddp => neon::extract::file_addp_batch,
    ];
    extract_diagonal_through_batch => [
        Avx512Test => avx512::extract::diagonal_through_test_batch,
        Avx2Movemask => avx2::extract::diagonal_through_movemask_batch,
        Sse2Movemask => sse2::extract::diagonal_through_movemask_batch,
        #[cfg(feature = "alternatives")]
        Sse2Sad => sse2::extract::diagonal_through_sad_batch,
        #[cfg(feature = "alternatives")]
        Bmi2Pext => bmi2::extract::diagonal_through_pext_batch.pext(),
        Simd128Bitmask => simd128::extract::diagonal_through_bitmask_batch,
        ScalarMultiplyShift => all::extract::diagonal_through_multiply_shift_batch,
        #[cfg(feature = "alternatives")]
        Sve2Bext => sve2::extract::diagonal_through_bext_batch,
        #[cfg(feature = "alternatives")]
        NeonAddp => neon::extract::diagonal_through_addp_batch,
        #[cfg(feature = "alternatives")]
        ScalarMultiply => all::extract::diagonal_through_multiply_batch,
        #[cfg(feature = "alternatives")]
        ScalarRotate => all::extract::diagonal_through_rotate_batch,
    ];
    extract_anti_diagonal_through_batch => [
        Avx512Test => avx512::extract::anti_diagonal_through_test_batch,
        Avx2Movemask => avx2::extract::anti_diagonal_through_movemask_batch,
        Sse2Movemask => sse2::extract::anti_diagonal_through_movemask_batch,
        #[cfg(feature = "alternatives")]
        Sse2Sad => sse2::extract::anti_diagonal_through_sad_batch,
        #[cfg(feature = "alternatives")]
        Bmi2Pext => bmi2::extract::anti_diagonal_through_pext_batch.pext(),
        Simd128Bitmask => simd128::extract::anti_diagonal_through_bitmask_batch,
        ScalarMultiply => all::extract::anti_diagonal_through_multiply_batch,
        #[cfg(feature = "alternatives")]
        Sve2Bext => sve2::extract::anti_diagonal_through_bext_batch,
        #[cfg(feature = "alternatives")]
        NeonAddp => neon::extract::anti_diagonal_through_addp_batch,
        #[cfg(feature = "alternatives")]
        ScalarRotate => all::extract::anti_diagonal_through_rotate_batch,
    ];
}
