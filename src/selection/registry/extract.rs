//! Extracts.
//!
//! Measured on an AVX-512/GFNI Xeon (2-core VM; figures in
//! docs/measurements.md, "Extracts and deposits"): single forms are a loop
//! of table calls, whose indirect call dominates, so most single forms tie;
//! batch forms run over 4096 boards.

use super::prelude::*;

registry! {
    // All tie at one call's cost through the table; fewer instructions
    // first, SAD before multiply as in the reference. Token order: the
    // implementations inlined in the report's throughput loop through a
    // pinned token (`report --token-level L`): the scalar formula
    // auto-vectorises with the loop at every level and leads.
    extract_diagonal => [
        Bmi2Pext => bmi2::extract::diagonal_pext.pext(),
        Sse2Sad => sse2::extract::diagonal_sad,
        #[cfg(feature = "alternatives")]
        Sse2Movemask => sse2::extract::diagonal_movemask,
        ScalarMultiply => all::extract::diagonal_multiply,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/bitmask behind scalar/multiply (the
        // portable multiply is three instructions; the trip through a v128 costs more).
        #[cfg(feature = "alternatives")]
        Simd128Bitmask => simd128::extract::diagonal_bitmask,
        // sve2/bext (predicted, Neoverse N2/V2 models): behind the portable multiply; the moves
        // to and from the vector register cost more than the bit gather saves.
        #[cfg(feature = "alternatives")]
        Sve2Bext => sve2::extract::diagonal_bext,
        #[cfg(feature = "alternatives")]
        ScalarRotate => all::extract::diagonal_rotate,
    ] tokens [ScalarMultiply];
    // pext and sse2/movemask tie through the table; the multiply, the SAD
    // form (a byte reversal) and the rotate follow. Token order (inlined,
    // as above): pext first at avx512 and bmi2. Later full runs at avx512
    // had the multiply ahead, but the three corpus files of Intel AVX-512
    // CPUs since all put pext first, and so does a Zen 4 run (the
    // amd-avx512 class runs this token too; docs/measurements.md).
    extract_anti_diagonal => [
        Bmi2Pext => bmi2::extract::anti_diagonal_pext.pext(),
        Sse2Movemask => sse2::extract::anti_diagonal_movemask,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/bitmask ahead of scalar/multiply (wasm
        // has no bit reversal), and first in the simd128 token's order.
        Simd128Bitmask => simd128::extract::anti_diagonal_bitmask,
        ScalarMultiply => all::extract::anti_diagonal_multiply,
        #[cfg(feature = "alternatives")]
        Sse2Sad => sse2::extract::anti_diagonal_sad,
        // sve2/bext (predicted, Neoverse N2/V2 models): behind the portable multiply; the moves
        // to and from the vector register cost more than the bit gather saves.
        #[cfg(feature = "alternatives")]
        Sve2Bext => sve2::extract::anti_diagonal_bext,
        #[cfg(feature = "alternatives")]
        ScalarRotate => all::extract::anti_diagonal_rotate,
    ] tokens [Simd128Bitmask @ Simd128, Bmi2Pext, ScalarMultiply];
    // pext and the multiply tie through the table; the SSE2 shift +
    // pmovmskb form (variable shift, two moves) loses to the multiply, so it
    // only serves as the batch forms' tail. On the Intel 0xcf Xeon the
    // corpus runs of three builds disagree by whole cycles that code
    // placement moves (`orders/derived.rs` follows the corpus). Token order
    // (inlined, as above): the multiply. wasm (Wasmtime on an AMD Zen 4
    // host): a simd128 shift + bitmask form tied the multiply and is not
    // listed; its batch form is.
    extract_file => [
        Bmi2Pext => bmi2::extract::file_pext.pext(),
        // sve2/bext (predicted, Neoverse N2/V2 models): behind the portable multiply; the moves
        // to and from the vector register cost more than the bit gather saves.
        Sve2Bext => sve2::extract::file_bext,
        ScalarMultiply => all::extract::file_multiply,
    ] tokens [ScalarMultiply];
    // scalar/multiply-shift and pext tie in the Intel 0xcf corpus file,
    // ahead of the plain multiply, the SSE2 forms and the rotate.
    extract_diagonal_through => [
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/bitmask ahead of scalar/multiply-shift.
        Simd128Bitmask => simd128::extract::diagonal_through_bitmask,
        ScalarMultiplyShift => all::extract::diagonal_through_multiply_shift,
        Bmi2Pext => bmi2::extract::diagonal_through_pext.pext(),
        #[cfg(feature = "alternatives")]
        ScalarMultiply => all::extract::diagonal_through_multiply,
        #[cfg(feature = "alternatives")]
        Sse2Sad => sse2::extract::diagonal_through_sad,
        #[cfg(feature = "alternatives")]
        Sse2Movemask => sse2::extract::diagonal_through_movemask,
        // sve2/bext (predicted, Neoverse N2/V2 models): behind the portable multiply; the moves
        // to and from the vector register cost more than the bit gather saves.
        #[cfg(feature = "alternatives")]
        Sve2Bext => sve2::extract::diagonal_through_bext,
        #[cfg(feature = "alternatives")]
        ScalarRotate => all::extract::diagonal_through_rotate,
    ];
    // pext, then sse2/movemask, sse2/sad, the multiply and the rotate.
    extract_anti_diagonal_through => [
        Bmi2Pext => bmi2::extract::anti_diagonal_through_pext.pext(),
        Sse2Movemask => sse2::extract::anti_diagonal_through_movemask,
        #[cfg(feature = "alternatives")]
        Sse2Sad => sse2::extract::anti_diagonal_through_sad,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/bitmask ahead of scalar/multiply.
        Simd128Bitmask => simd128::extract::anti_diagonal_through_bitmask,
        ScalarMultiply => all::extract::anti_diagonal_through_multiply,
        // sve2/bext (predicted, Neoverse N2/V2 models): behind the portable multiply; the moves
        // to and from the vector register cost more than the bit gather saves.
        #[cfg(feature = "alternatives")]
        Sve2Bext => sve2::extract::anti_diagonal_through_bext,
        #[cfg(feature = "alternatives")]
        ScalarRotate => all::extract::anti_diagonal_through_rotate,
    // The avx2 token (the token of the CPUs with slow `pext`): inlined
    // through it, the AMD Zen 1 file (d0e1379) has scalar/multiply well
    // ahead of sse2/movemask (the movemask's moves between the vector and
    // general registers cost more there than the multiply). Every other
    // level keeps the registry's order (pext first where the token has it).
    ] tokens [ScalarMultiply @ Avx2];

    // Batch: avx512/test, then the movemask forms, widest first, then SAD,
    // the multiply and pext.
    extract_diagonal_batch => [
        Avx512Test => avx512::extract::diagonal_test_batch,
        Avx2Movemask => avx2::extract::diagonal_movemask_batch,
        Sse2Movemask => sse2::extract::diagonal_movemask_batch,
        #[cfg(feature = "alternatives")]
        Sse2Sad => sse2::extract::diagonal_sad_batch,
        // neon/addp (predicted): ahead of the portable loops.
        NeonAddp => neon::extract::diagonal_addp_batch,
        // sve2/bext (predicted, 128-bit vectors): behind neon/addp.
        #[cfg(feature = "alternatives")]
        Sve2Bext => sve2::extract::diagonal_bext_batch,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/bitmask ahead of scalar/multiply.
        Simd128Bitmask => simd128::extract::diagonal_bitmask_batch,
        ScalarMultiply => all::extract::diagonal_multiply_batch,
        #[cfg(feature = "alternatives")]
        Bmi2Pext => bmi2::extract::diagonal_pext_batch.pext(),
        #[cfg(feature = "alternatives")]
        ScalarRotate => all::extract::diagonal_rotate_batch,
    ];
    // As for extract_diagonal_batch; the multiply needs a bit reversal here.
    extract_anti_diagonal_batch => [
        Avx512Test => avx512::extract::anti_diagonal_test_batch,
        Avx2Movemask => avx2::extract::anti_diagonal_movemask_batch,
        Sse2Movemask => sse2::extract::anti_diagonal_movemask_batch,
        #[cfg(feature = "alternatives")]
        Sse2Sad => sse2::extract::anti_diagonal_sad_batch,
        #[cfg(feature = "alternatives")]
        Bmi2Pext => bmi2::extract::anti_diagonal_pext_batch.pext(),
        // neon/addp (predicted): ahead of the portable loops.
        NeonAddp => neon::extract::anti_diagonal_addp_batch,
        // sve2/bext (predicted, 128-bit vectors): behind neon/addp.
        #[cfg(feature = "alternatives")]
        Sve2Bext => sve2::extract::anti_diagonal_bext_batch,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/bitmask well ahead of scalar/rotate.
        Simd128Bitmask => simd128::extract::anti_diagonal_bitmask_batch,
        ScalarMultiply => all::extract::anti_diagonal_multiply_batch,
        #[cfg(feature = "alternatives")]
        ScalarRotate => all::extract::anti_diagonal_rotate_batch,
    ];
    // As for extract_diagonal_batch.
    extract_file_batch => [
        Avx512Test => avx512::extract::file_test_batch,
        Avx2Movemask => avx2::extract::file_movemask_batch,
        Sse2Movemask => sse2::extract::file_movemask_batch,
        #[cfg(feature = "alternatives")]
        Bmi2Pext => bmi2::extract::file_pext_batch.pext(),
        // neon/addp (predicted): ahead of the portable loops.
        NeonAddp => neon::extract::file_addp_batch,
        // sve2/bext (predicted, 128-bit vectors): behind neon/addp.
        #[cfg(feature = "alternatives")]
        Sve2Bext => sve2::extract::file_bext_batch,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/bitmask ahead of scalar/multiply.
        Simd128Bitmask => simd128::extract::file_bitmask_batch,
        ScalarMultiply => all::extract::file_multiply_batch,
    ];
    // As for extract_diagonal_batch.
    extract_diagonal_through_batch => [
        Avx512Test => avx512::extract::diagonal_through_test_batch,
        Avx2Movemask => avx2::extract::diagonal_through_movemask_batch,
        Sse2Movemask => sse2::extract::diagonal_through_movemask_batch,
        #[cfg(feature = "alternatives")]
        Sse2Sad => sse2::extract::diagonal_through_sad_batch,
        #[cfg(feature = "alternatives")]
        Bmi2Pext => bmi2::extract::diagonal_through_pext_batch.pext(),
        // neon/addp (predicted): ahead of the portable loops.
        NeonAddp => neon::extract::diagonal_through_addp_batch,
        // sve2/bext (predicted, 128-bit vectors): behind neon/addp.
        #[cfg(feature = "alternatives")]
        Sve2Bext => sve2::extract::diagonal_through_bext_batch,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/bitmask ahead of scalar/multiply-shift.
        Simd128Bitmask => simd128::extract::diagonal_through_bitmask_batch,
        ScalarMultiplyShift => all::extract::diagonal_through_multiply_shift_batch,
        #[cfg(feature = "alternatives")]
        ScalarMultiply => all::extract::diagonal_through_multiply_batch,
        #[cfg(feature = "alternatives")]
        ScalarRotate => all::extract::diagonal_through_rotate_batch,
    ];
    // As for extract_anti_diagonal_batch.
    extract_anti_diagonal_through_batch => [
        Avx512Test => avx512::extract::anti_diagonal_through_test_batch,
        Avx2Movemask => avx2::extract::anti_diagonal_through_movemask_batch,
        Sse2Movemask => sse2::extract::anti_diagonal_through_movemask_batch,
        #[cfg(feature = "alternatives")]
        Sse2Sad => sse2::extract::anti_diagonal_through_sad_batch,
        #[cfg(feature = "alternatives")]
        Bmi2Pext => bmi2::extract::anti_diagonal_through_pext_batch.pext(),
        // neon/addp (predicted): ahead of the portable loops.
        NeonAddp => neon::extract::anti_diagonal_through_addp_batch,
        // sve2/bext (predicted, 128-bit vectors): behind neon/addp.
        #[cfg(feature = "alternatives")]
        Sve2Bext => sve2::extract::anti_diagonal_through_bext_batch,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/bitmask well ahead of scalar/rotate.
        Simd128Bitmask => simd128::extract::anti_diagonal_through_bitmask_batch,
        ScalarMultiply => all::extract::anti_diagonal_through_multiply_batch,
        #[cfg(feature = "alternatives")]
        ScalarRotate => all::extract::anti_diagonal_through_rotate_batch,
    ];
}
