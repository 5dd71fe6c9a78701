//! Extracts.
//!
//! Figures: ns/board on an AVX-512/GFNI Xeon (2-core VM); single = a loop
//! of table calls (one call costs ~1.1 ns, so most single forms tie),
//! batch = 4096 boards.

use super::prelude::*;

registry! {
    // pext 1.12, sse2/sad 1.12, sse2/movemask 1.12, scalar/multiply 1.12, scalar/rotate 1.39
    // (a tie at one call's cost; fewer instructions first, SAD before multiply as in the reference).
    // Token order: the implementations inlined in the report's throughput
    // loop through a pinned token (ns per call; Intel Xeon family 6 model
    // 0xcf; `report --token-level L`, full mode) — the scalar formula
    // auto-vectorises with the loop at every level:
    //   avx512: scalar/multiply 0.22, scalar/rotate 0.22, bmi2/pext 0.62
    //   bmi2: scalar/multiply 0.30, bmi2/pext 0.36, scalar/rotate 0.36
    //   avx2: scalar/multiply 0.30, scalar/rotate 0.35, sse2/movemask 1.36
    extract_diagonal => [
        Bmi2Pext => bmi2::extract::diagonal_pext.pext(),
        Sse2Sad => sse2::extract::diagonal_sad,
        #[cfg(feature = "alternatives")]
        Sse2Movemask => sse2::extract::diagonal_movemask,
        ScalarMultiply => all::extract::diagonal_multiply,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --rounds 5): simd128/bitmask 3.29 ns, dependent
        // 3.31, inlined 0.87, against scalar/multiply 3.16, 2.75, 0.28: behind (the portable
        // multiply is three instructions; the trip through a v128 costs more).
        #[cfg(feature = "alternatives")]
        Simd128Bitmask => simd128::extract::diagonal_bitmask,
        // sve2/bext (predicted, Neoverse N2/V2 models): 12.1 against 5.1 cycles for the portable multiply;
        // the moves to and from the vector register cost more than the bit gather saves.
        #[cfg(feature = "alternatives")]
        Sve2Bext => sve2::extract::diagonal_bext,
        #[cfg(feature = "alternatives")]
        ScalarRotate => all::extract::diagonal_rotate,
    ] tokens [ScalarMultiply];
    // pext 1.12, sse2/movemask 1.12, scalar/multiply 1.29, sse2/sad 1.39 (byte reversal),
    // scalar/rotate 1.92.
    // Token order (inlined, as above; at avx512 two later full runs had
    // pext 0.56 and 0.62 against multiply 0.41 and 0.40, but the three
    // corpus files of Intel AVX-512 CPUs since all put pext first:
    // reports/intel-6h-a7h.json pext 0.272, scalar/rotate 0.300,
    // scalar/multiply 0.325 (won 9/9); reports/intel-6h-cfh.json pext 0.392,
    // multiply 0.464 (won 3/5); the 0xcf file of build 3d25e27 it replaced
    // pext 0.364, multiply 0.403. The amd-avx512 class runs this token too:
    // no report file; AMD EPYC family 0x19 model 0x11 (Zen 4), a shared
    // 2-core guest, `report --kernel extract_anti_diagonal --rounds 5`:
    // pext 0.335, multiply 0.345 (won 5/5)):
    //   avx512: bmi2/pext 0.36, scalar/multiply 0.40, scalar/rotate 0.41
    //   bmi2: bmi2/pext 0.48, scalar/multiply 0.66, scalar/rotate 0.75
    //   avx2: scalar/multiply 0.65, scalar/rotate 0.75, sse2/sad 1.76
    extract_anti_diagonal => [
        Bmi2Pext => bmi2::extract::anti_diagonal_pext.pext(),
        Sse2Movemask => sse2::extract::anti_diagonal_movemask,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --rounds 5): simd128/bitmask 3.61 ns, dependent
        // 3.38, inlined 0.88, against scalar/multiply 3.77, 4.50, 2.04 (wasm has no bit reversal):
        // ahead, and first in the simd128 token's order.
        Simd128Bitmask => simd128::extract::anti_diagonal_bitmask,
        ScalarMultiply => all::extract::anti_diagonal_multiply,
        #[cfg(feature = "alternatives")]
        Sse2Sad => sse2::extract::anti_diagonal_sad,
        // sve2/bext (predicted, Neoverse N2/V2 models): 12.1 against 7.1 cycles for the portable multiply;
        // the moves to and from the vector register cost more than the bit gather saves.
        #[cfg(feature = "alternatives")]
        Sve2Bext => sve2::extract::anti_diagonal_bext,
        #[cfg(feature = "alternatives")]
        ScalarRotate => all::extract::anti_diagonal_rotate,
    ] tokens [Simd128Bitmask @ Simd128, Bmi2Pext, ScalarMultiply];
    // pext 1.12, scalar/multiply 1.13; the SSE2 shift + pmovmskb form (1.39: variable shift, two
    // moves) loses to the multiply, so it only serves as the batch forms' tail.
    // Intel Xeon family 6 model 0xcf, three corpus runs of three builds:
    // multiply 1.360 / pext 1.699, 1.762 / 1.737, 2.044 / 1.697 (whole
    // cycles that code placement moves; `orders.rs` follows the latest).
    // Token order (inlined, as above):
    //   avx512: scalar/multiply 0.29, bmi2/pext 0.68
    //   bmi2: scalar/multiply 0.38, bmi2/pext 0.68
    //   avx2: scalar/multiply 0.38
    // wasm (Wasmtime 50 on an AMD Zen 4 host, report --rounds 5): a simd128 shift + bitmask form
    // tied it (3.62 ns, dependent 3.57, inlined 1.12, against scalar/multiply 3.60, 3.59, 0.93)
    // and is not listed; its batch form is.
    extract_file => [
        Bmi2Pext => bmi2::extract::file_pext.pext(),
        // sve2/bext (predicted, Neoverse N2/V2 models): 12.1 against 5.1 cycles for the portable multiply;
        // the moves to and from the vector register cost more than the bit gather saves.
        Sve2Bext => sve2::extract::file_bext,
        ScalarMultiply => all::extract::file_multiply,
    ] tokens [ScalarMultiply];
    // reports/intel-6h-cfh.json extract_diagonal_through: scalar/multiply-shift 1.696, bmi2/pext 1.698, scalar/multiply 2.103.
    // An earlier report run (full mode): scalar/multiply-shift 1.43 ns/call, bmi2/pext 1.73,
    // scalar/multiply 1.67, sse2/sad 1.8, sse2/movemask 2.0, scalar/rotate 2.4.
    // Earlier figures, measured alone: pext 1.38, scalar/multiply-shift 1.40, scalar/multiply 1.67, sse2/sad 1.79, sse2/movemask 1.99, scalar/rotate 2.35.
    extract_diagonal_through => [
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --rounds 5): simd128/bitmask 3.56 ns,
        // dependent 3.69, inlined 1.13, against scalar/multiply-shift 3.73, 3.93, 1.59: ahead.
        Simd128Bitmask => simd128::extract::diagonal_through_bitmask,
        ScalarMultiplyShift => all::extract::diagonal_through_multiply_shift,
        Bmi2Pext => bmi2::extract::diagonal_through_pext.pext(),
        #[cfg(feature = "alternatives")]
        ScalarMultiply => all::extract::diagonal_through_multiply,
        #[cfg(feature = "alternatives")]
        Sse2Sad => sse2::extract::diagonal_through_sad,
        #[cfg(feature = "alternatives")]
        Sse2Movemask => sse2::extract::diagonal_through_movemask,
        // sve2/bext (predicted, Neoverse N2/V2 models): 14.5 against 5.1 cycles for the portable multiply;
        // the moves to and from the vector register cost more than the bit gather saves.
        #[cfg(feature = "alternatives")]
        Sve2Bext => sve2::extract::diagonal_through_bext,
        #[cfg(feature = "alternatives")]
        ScalarRotate => all::extract::diagonal_through_rotate,
    ];
    // pext 1.39, sse2/movemask 1.58, sse2/sad 2.23, scalar/multiply 2.55, scalar/rotate 3.37.
    extract_anti_diagonal_through => [
        Bmi2Pext => bmi2::extract::anti_diagonal_through_pext.pext(),
        Sse2Movemask => sse2::extract::anti_diagonal_through_movemask,
        #[cfg(feature = "alternatives")]
        Sse2Sad => sse2::extract::anti_diagonal_through_sad,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --rounds 5): simd128/bitmask 3.62 ns,
        // dependent 3.75, inlined 1.14, against scalar/multiply 5.77, 5.59, 3.20: ahead.
        Simd128Bitmask => simd128::extract::anti_diagonal_through_bitmask,
        ScalarMultiply => all::extract::anti_diagonal_through_multiply,
        // sve2/bext (predicted, Neoverse N2/V2 models): 14.5 against 11.1 cycles for the portable multiply;
        // the moves to and from the vector register cost more than the bit gather saves.
        #[cfg(feature = "alternatives")]
        Sve2Bext => sve2::extract::anti_diagonal_through_bext,
        #[cfg(feature = "alternatives")]
        ScalarRotate => all::extract::anti_diagonal_through_rotate,
    // The avx2 token (the token of the CPUs with slow `pext`): the AMD Zen 1
    // file (reports/amd-17h-1h-20261129-035506-d0e1379.json), inlined
    // through the avx2 token, ns: scalar/multiply 4.991, sse2/movemask 8.775
    // (the movemask's moves between the vector and general registers cost
    // more there than the multiply). Every other level keeps the registry's
    // order (pext first where the token has it).
    ] tokens [ScalarMultiply @ Avx2];

    // avx512/test 0.040, avx2/movemask 0.081, sse2/movemask 0.148, sse2/sad 0.277,
    // scalar/multiply 0.281, pext 0.295, scalar/rotate 0.782.
    extract_diagonal_batch => [
        Avx512Test => avx512::extract::diagonal_test_batch,
        Avx2Movemask => avx2::extract::diagonal_movemask_batch,
        Sse2Movemask => sse2::extract::diagonal_movemask_batch,
        #[cfg(feature = "alternatives")]
        Sse2Sad => sse2::extract::diagonal_sad_batch,
        // neon/addp (predicted): 0.32-0.82 against 1.23-2.56 cycles a board for the portable loops.
        NeonAddp => neon::extract::diagonal_addp_batch,
        // sve2/bext (predicted, 128-bit vectors): 1.6 cycles a board, behind neon/addp.
        #[cfg(feature = "alternatives")]
        Sve2Bext => sve2::extract::diagonal_bext_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --rounds 5): simd128/bitmask 0.26 ns against
        // scalar/multiply 0.33: ahead.
        Simd128Bitmask => simd128::extract::diagonal_bitmask_batch,
        ScalarMultiply => all::extract::diagonal_multiply_batch,
        #[cfg(feature = "alternatives")]
        Bmi2Pext => bmi2::extract::diagonal_pext_batch.pext(),
        #[cfg(feature = "alternatives")]
        ScalarRotate => all::extract::diagonal_rotate_batch,
    ];
    // avx512/test 0.038, avx2/movemask 0.081, sse2/movemask 0.148, sse2/sad 0.277,
    // pext 0.295, scalar/multiply 1.63, scalar/rotate 1.80.
    extract_anti_diagonal_batch => [
        Avx512Test => avx512::extract::anti_diagonal_test_batch,
        Avx2Movemask => avx2::extract::anti_diagonal_movemask_batch,
        Sse2Movemask => sse2::extract::anti_diagonal_movemask_batch,
        #[cfg(feature = "alternatives")]
        Sse2Sad => sse2::extract::anti_diagonal_sad_batch,
        #[cfg(feature = "alternatives")]
        Bmi2Pext => bmi2::extract::anti_diagonal_pext_batch.pext(),
        // neon/addp (predicted): 0.49-1.27 against 1.34-3.64 cycles a board for the portable loops.
        NeonAddp => neon::extract::anti_diagonal_addp_batch,
        // sve2/bext (predicted, 128-bit vectors): 1.6 cycles a board, behind neon/addp.
        #[cfg(feature = "alternatives")]
        Sve2Bext => sve2::extract::anti_diagonal_bext_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --rounds 5): simd128/bitmask 0.26 ns against
        // scalar/rotate 1.74: ahead.
        Simd128Bitmask => simd128::extract::anti_diagonal_bitmask_batch,
        ScalarMultiply => all::extract::anti_diagonal_multiply_batch,
        #[cfg(feature = "alternatives")]
        ScalarRotate => all::extract::anti_diagonal_rotate_batch,
    ];
    // avx512/test 0.037, avx2/movemask 0.079, sse2/movemask 0.148, pext 0.336,
    // scalar/multiply 0.519.
    extract_file_batch => [
        Avx512Test => avx512::extract::file_test_batch,
        Avx2Movemask => avx2::extract::file_movemask_batch,
        Sse2Movemask => sse2::extract::file_movemask_batch,
        #[cfg(feature = "alternatives")]
        Bmi2Pext => bmi2::extract::file_pext_batch.pext(),
        // neon/addp (predicted): 0.49-1.27 against 1.36-3.64 cycles a board for the portable loops.
        NeonAddp => neon::extract::file_addp_batch,
        // sve2/bext (predicted, 128-bit vectors): 1.6 cycles a board, behind neon/addp.
        #[cfg(feature = "alternatives")]
        Sve2Bext => sve2::extract::file_bext_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --rounds 5): simd128/bitmask 0.26 ns against
        // scalar/multiply 0.43: ahead.
        Simd128Bitmask => simd128::extract::file_bitmask_batch,
        ScalarMultiply => all::extract::file_multiply_batch,
    ];
    // avx512/test 0.038, avx2/movemask 0.096, sse2/movemask 0.177, sse2/sad 0.262,
    // pext 0.335, scalar/multiply-shift 0.352, scalar/multiply 0.491, scalar/rotate 0.975.
    extract_diagonal_through_batch => [
        Avx512Test => avx512::extract::diagonal_through_test_batch,
        Avx2Movemask => avx2::extract::diagonal_through_movemask_batch,
        Sse2Movemask => sse2::extract::diagonal_through_movemask_batch,
        #[cfg(feature = "alternatives")]
        Sse2Sad => sse2::extract::diagonal_through_sad_batch,
        #[cfg(feature = "alternatives")]
        Bmi2Pext => bmi2::extract::diagonal_through_pext_batch.pext(),
        // neon/addp (predicted): 0.49-1.27 against 1.23-3.64 cycles a board for the portable loops.
        NeonAddp => neon::extract::diagonal_through_addp_batch,
        // sve2/bext (predicted, 128-bit vectors): 1.6 cycles a board, behind neon/addp.
        #[cfg(feature = "alternatives")]
        Sve2Bext => sve2::extract::diagonal_through_bext_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --rounds 5): simd128/bitmask 0.26 ns against
        // scalar/multiply-shift 0.43: ahead.
        Simd128Bitmask => simd128::extract::diagonal_through_bitmask_batch,
        ScalarMultiplyShift => all::extract::diagonal_through_multiply_shift_batch,
        #[cfg(feature = "alternatives")]
        ScalarMultiply => all::extract::diagonal_through_multiply_batch,
        #[cfg(feature = "alternatives")]
        ScalarRotate => all::extract::diagonal_through_rotate_batch,
    ];
    // avx512/test 0.038, avx2/movemask 0.096, sse2/movemask 0.175, sse2/sad 0.295,
    // pext 0.336, scalar/multiply 1.83, scalar/rotate 2.09.
    extract_anti_diagonal_through_batch => [
        Avx512Test => avx512::extract::anti_diagonal_through_test_batch,
        Avx2Movemask => avx2::extract::anti_diagonal_through_movemask_batch,
        Sse2Movemask => sse2::extract::anti_diagonal_through_movemask_batch,
        #[cfg(feature = "alternatives")]
        Sse2Sad => sse2::extract::anti_diagonal_through_sad_batch,
        #[cfg(feature = "alternatives")]
        Bmi2Pext => bmi2::extract::anti_diagonal_through_pext_batch.pext(),
        // neon/addp (predicted): 0.49-1.27 against 1.46-3.59 cycles a board for the portable loops.
        NeonAddp => neon::extract::anti_diagonal_through_addp_batch,
        // sve2/bext (predicted, 128-bit vectors): 1.6 cycles a board, behind neon/addp.
        #[cfg(feature = "alternatives")]
        Sve2Bext => sve2::extract::anti_diagonal_through_bext_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --rounds 5): simd128/bitmask 0.26 ns against
        // scalar/rotate 1.95: ahead.
        Simd128Bitmask => simd128::extract::anti_diagonal_through_bitmask_batch,
        ScalarMultiply => all::extract::anti_diagonal_through_multiply_batch,
        #[cfg(feature = "alternatives")]
        ScalarRotate => all::extract::anti_diagonal_through_rotate_batch,
    ];
}
