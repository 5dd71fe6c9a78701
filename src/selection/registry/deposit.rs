//! Deposits.
//!
//! Figures: ns per board on the development machine (Intel Xeon with
//! AVX-512 and GFNI, 2 cores), release build, through the dispatch table.
//! Single kernels: one call per board over 4096 inputs, "independent/dependent":
//! results xor-ed together / each input xor-ed with the previous result.
//! Independent calls are bound by the indirect call (1.1-1.4 ns whatever the
//! method), so single lists follow the dependent-chain figure. Batch forms:
//! 4096 boards (in parentheses 512, L1-resident; it breaks ties). A method
//! no faster than the portable fallback on either figure is not listed.

use super::prelude::*;

registry! {
    // ns/board, calls through the table, independent/dependent chain: pdep 1.12/1.39, multiply 1.39/1.94;
    // dropped (no gain over multiply): sse2/broadcast 1.39/2.50, avx512/mask 1.12/2.78.
    // Token order: the implementations inlined in the report's throughput
    // loop through a pinned token (ns per call; Intel Xeon family 6 model
    // 0xcf; `report --token-level L`, full mode) — the scalar formula
    // auto-vectorises with the loop at every level:
    //   avx512: scalar/multiply 0.12, bmi2/pdep 0.37
    //   bmi2: scalar/multiply 0.19, bmi2/pdep 0.35
    //   avx2: scalar/multiply 0.19
    deposit_diagonal => [
        Bmi2Pdep => bmi2::deposit::diagonal_pdep.pext(),
        // sve2/bdep (predicted, Neoverse N2/V2 models): 13.1 against 5.0 cycles for the portable multiply.
        Sve2Bdep => sve2::deposit::diagonal_bdep,
        ScalarMultiply => all::deposit::diagonal_multiply,
    ] tokens [ScalarMultiply];
    // independent/dependent: pdep 1.12/1.39, avx512/mask 1.11/2.78, avx2/compare 1.39/2.78,
    // sse2/compare 1.12/3.06, multiply 1.45/4.58.
    // Token order (inlined, as above):
    //   avx512: scalar/multiply 0.24, bmi2/pdep 0.34, avx2/compare 0.68
    //   bmi2: scalar/multiply 0.35, bmi2/pdep 0.50, avx2/compare 0.68
    //   avx2: scalar/multiply 0.35, avx2/compare 0.68, sse2/compare 0.68
    deposit_anti_diagonal => [
        Bmi2Pdep => bmi2::deposit::anti_diagonal_pdep.pext(),
        Avx512Mask => avx512::deposit::anti_diagonal_mask,
        Avx2Compare => avx2::deposit::anti_diagonal_compare,
        Sse2Compare => sse2::deposit::anti_diagonal_compare,
        // sve2/bdep (predicted, Neoverse N2/V2 models): 13.1 against 6.0 cycles for the portable multiply.
        Sve2Bdep => sve2::deposit::anti_diagonal_bdep,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --rounds 5): simd128/compare 2.88 ns, dependent
        // 5.23, inlined 0.85, against scalar/multiply 3.34, 4.55, 1.43: ahead on independent calls and
        // inlined (wasm has no bit reversal), behind on the dependent chain; ahead of the only
        // portable row (which must stay last), and first in the simd128 token's order.
        Simd128Compare => simd128::deposit::anti_diagonal_compare,
        ScalarMultiply => all::deposit::anti_diagonal_multiply,
    ] tokens [Simd128Compare @ Simd128, ScalarMultiply];
    // independent/dependent: pdep 1.12/1.66, multiply 1.40/2.63, binary 1.39/3.19; dropped (slower than
    // multiply): avx512/mask 1.39/2.78, avx2/compare 1.39/2.78, sse2/compare 1.40/3.06, clmul 1.33/3.43.
    // Token order (inlined, as above):
    //   avx512: scalar/binary 0.23, scalar/multiply 0.31, bmi2/pdep 0.68
    //   bmi2: scalar/binary 0.36, scalar/multiply 0.44, bmi2/pdep 0.68
    //   avx2: scalar/binary 0.36, scalar/multiply 0.44
    deposit_file => [
        Bmi2Pdep => bmi2::deposit::file_pdep.pext(),
        ScalarMultiply => all::deposit::file_multiply,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --rounds 5): simd128/compare 3.28 ns, dependent
        // 4.11, inlined 1.40, against scalar/multiply 3.35, 3.90, 1.39 and scalar/binary 3.58, 4.87,
        // 1.14: behind the multiply on the dependent chain, behind the binary form inlined.
        #[cfg(feature = "alternatives")]
        Simd128Compare => simd128::deposit::file_compare,
        // sve2/bdep (predicted, Neoverse N2/V2 models): 13.3 against 7.1 cycles for the portable multiply.
        #[cfg(feature = "alternatives")]
        Sve2Bdep => sve2::deposit::file_bdep,
        ScalarBinary => all::deposit::file_binary,
    ] tokens [ScalarBinary];
    // independent/dependent: pdep 1.39/1.95, avx2/compare 1.39/2.78, avx512/mask 1.39/3.06,
    // multiply 1.63/3.22; dropped: sse2/compare 1.12/3.34.
    // Token order (inlined, as above):
    //   avx512: avx2/compare 0.81, bmi2/pdep 0.85, avx512/mask 1.02
    //   bmi2: avx2/compare 0.78, bmi2/pdep 0.86, scalar/multiply 1.29
    //   avx2: avx2/compare 0.79, scalar/multiply 1.53
    deposit_diagonal_through => [
        Bmi2Pdep => bmi2::deposit::diagonal_through_pdep.pext(),
        Avx2Compare => avx2::deposit::diagonal_through_compare,
        Avx512Mask => avx512::deposit::diagonal_through_mask,
        // sve2/bdep (predicted, Neoverse N2/V2 models): 15.0 against 9.1 cycles for the portable multiply.
        Sve2Bdep => sve2::deposit::diagonal_through_bdep,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --rounds 5): simd128/compare 3.64 ns,
        // dependent 3.70, inlined 1.48, against scalar/multiply 4.24, 4.15, 1.65: ahead.
        Simd128Compare => simd128::deposit::diagonal_through_compare,
        ScalarMultiply => all::deposit::diagonal_through_multiply,
    ] tokens [Avx2Compare];
    // An earlier report run (full mode): avx512/mask 1.40 ns/call, bmi2/pdep 1.58, then the rest.
    // Earlier figures, measured alone: independent/dependent: pdep 1.39/1.95, avx2/compare 1.39/2.78, avx512/mask 1.39/3.06, sse2/compare 1.39/3.34, multiply 2.37/5.11.
    // Token order (inlined, as above):
    //   avx512: avx2/compare 0.79, sse2/compare 0.80, bmi2/pdep 0.85
    //   bmi2: sse2/compare 0.80, avx2/compare 0.80, bmi2/pdep 0.86
    //   avx2: sse2/compare 0.79, avx2/compare 0.79, scalar/multiply 2.47
    deposit_anti_diagonal_through => [
        Avx512Mask => avx512::deposit::anti_diagonal_through_mask,
        Bmi2Pdep => bmi2::deposit::anti_diagonal_through_pdep.pext(),
        Avx2Compare => avx2::deposit::anti_diagonal_through_compare,
        Sse2Compare => sse2::deposit::anti_diagonal_through_compare,
        // sve2/bdep (predicted, Neoverse N2/V2 models): 15.0 against 10.1 cycles for the portable multiply.
        Sve2Bdep => sve2::deposit::anti_diagonal_through_bdep,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --rounds 5): simd128/compare 3.38 ns,
        // dependent 3.71, inlined 1.45, against scalar/multiply 4.57, 5.23, 2.84: ahead.
        Simd128Compare => simd128::deposit::anti_diagonal_through_compare,
        ScalarMultiply => all::deposit::anti_diagonal_through_multiply,
    ] tokens [Avx2Compare];
    // 4096 (512) boards: avx512/mask 0.06 (0.083), avx2 0.06 (0.084), sse2 0.14 (0.14), multiply 0.28
    // (0.28); dropped: pdep 0.28 (0.28), no gain over multiply.
    deposit_diagonal_batch => [
        Avx512Mask => avx512::deposit::diagonal_mask_batch,
        Avx2Broadcast => avx2::deposit::diagonal_broadcast_batch,
        Sse2Broadcast => sse2::deposit::diagonal_broadcast_batch,
        // neon/tbl (predicted): 0.34-1.32 against 2.04-3.57 cycles a board for the portable loops.
        NeonTbl => neon::deposit::diagonal_tbl_batch,
        // sve2/bdep (predicted, 128-bit vectors): 1.6 cycles a board, behind neon/tbl.
        #[cfg(feature = "alternatives")]
        Sve2Bdep => sve2::deposit::diagonal_bdep_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --rounds 5): simd128/swizzle 0.15 ns against
        // scalar/multiply 0.42: ahead.
        Simd128Swizzle => simd128::deposit::diagonal_swizzle_batch,
        ScalarMultiply => all::deposit::diagonal_multiply_batch,
    ];
    // 4096 (512) boards: avx512/mask 0.06 (0.082), avx2 0.10 (0.11), sse2 0.23 (0.23), pdep 0.28 (0.28),
    // multiply 1.25 (1.26).
    deposit_anti_diagonal_batch => [
        Avx512Mask => avx512::deposit::anti_diagonal_mask_batch,
        Avx2Compare => avx2::deposit::anti_diagonal_compare_batch,
        Sse2Compare => sse2::deposit::anti_diagonal_compare_batch,
        #[cfg(feature = "alternatives")]
        Bmi2Pdep => bmi2::deposit::anti_diagonal_pdep_batch.pext(),
        // neon/tbl (predicted): 0.51-1.82 against 1.64-3.51 cycles a board for the portable loops.
        NeonTbl => neon::deposit::anti_diagonal_tbl_batch,
        // sve2/bdep (predicted, 128-bit vectors): 1.6 cycles a board, behind neon/tbl.
        #[cfg(feature = "alternatives")]
        Sve2Bdep => sve2::deposit::anti_diagonal_bdep_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --rounds 5): simd128/swizzle 0.24 ns against
        // scalar/multiply 1.42: ahead.
        Simd128Swizzle => simd128::deposit::anti_diagonal_swizzle_batch,
        ScalarMultiply => all::deposit::anti_diagonal_multiply_batch,
    ];
    // 4096 (512) boards: avx512/mask 0.05 (0.075), avx2 0.10 (0.11), sse2 0.23 (0.23), pdep 0.28 (0.28),
    // binary 0.72 (0.72), multiply 0.95 (0.96).
    deposit_file_batch => [
        Avx512Mask => avx512::deposit::file_mask_batch,
        Avx2Compare => avx2::deposit::file_compare_batch,
        Sse2Compare => sse2::deposit::file_compare_batch,
        #[cfg(feature = "alternatives")]
        Bmi2Pdep => bmi2::deposit::file_pdep_batch.pext(),
        // neon/tbl (predicted): 0.51-1.82 against 1.71-3.64 cycles a board for the portable loops.
        NeonTbl => neon::deposit::file_tbl_batch,
        // sve2/bdep (predicted, 128-bit vectors): 1.6 cycles a board, behind neon/tbl.
        #[cfg(feature = "alternatives")]
        Sve2Bdep => sve2::deposit::file_bdep_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --rounds 5): simd128/swizzle 0.25 ns against
        // scalar/binary 0.68: ahead.
        Simd128Swizzle => simd128::deposit::file_swizzle_batch,
        ScalarBinary => all::deposit::file_binary_batch,
        #[cfg(feature = "alternatives")]
        ScalarMultiply => all::deposit::file_multiply_batch,
    ];
    // 4096 (512) boards: avx512/mask 0.05 (0.076), avx2 0.10 (0.11), sse2 0.23 (0.23), pdep 0.28 (0.29),
    // multiply 0.42 (0.44).
    deposit_diagonal_through_batch => [
        Avx512Mask => avx512::deposit::diagonal_through_mask_batch,
        Avx2Compare => avx2::deposit::diagonal_through_compare_batch,
        Sse2Compare => sse2::deposit::diagonal_through_compare_batch,
        #[cfg(feature = "alternatives")]
        Bmi2Pdep => bmi2::deposit::diagonal_through_pdep_batch.pext(),
        // neon/tbl (predicted): 0.51-1.82 against 3.54-5.07 cycles a board for the portable loops.
        NeonTbl => neon::deposit::diagonal_through_tbl_batch,
        // sve2/bdep (predicted, 128-bit vectors): 1.6 cycles a board, behind neon/tbl.
        #[cfg(feature = "alternatives")]
        Sve2Bdep => sve2::deposit::diagonal_through_bdep_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --rounds 5): simd128/swizzle 0.27 ns against
        // scalar/multiply 0.50: ahead.
        Simd128Swizzle => simd128::deposit::diagonal_through_swizzle_batch,
        ScalarMultiply => all::deposit::diagonal_through_multiply_batch,
    ];
    // 4096 (512) boards: avx512/mask 0.05 (0.080), avx2 0.10 (0.11), sse2 0.23 (0.23), pdep 0.28 (0.29),
    // multiply 1.41 (1.41).
    deposit_anti_diagonal_through_batch => [
        Avx512Mask => avx512::deposit::anti_diagonal_through_mask_batch,
        Avx2Compare => avx2::deposit::anti_diagonal_through_compare_batch,
        Sse2Compare => sse2::deposit::anti_diagonal_through_compare_batch,
        #[cfg(feature = "alternatives")]
        Bmi2Pdep => bmi2::deposit::anti_diagonal_through_pdep_batch.pext(),
        // neon/tbl (predicted): 0.51-1.82 against 1.68-3.52 cycles a board for the portable loops.
        NeonTbl => neon::deposit::anti_diagonal_through_tbl_batch,
        // sve2/bdep (predicted, 128-bit vectors): 1.6 cycles a board, behind neon/tbl.
        #[cfg(feature = "alternatives")]
        Sve2Bdep => sve2::deposit::anti_diagonal_through_bdep_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --rounds 5): simd128/swizzle 0.26 ns against
        // scalar/multiply 1.65: ahead.
        Simd128Swizzle => simd128::deposit::anti_diagonal_through_swizzle_batch,
        ScalarMultiply => all::deposit::anti_diagonal_through_multiply_batch,
    ];
}
