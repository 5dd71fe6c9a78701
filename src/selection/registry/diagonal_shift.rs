//! Diagonal shifts.
//!
//! Figures: ns/board on an AVX-512/GFNI Xeon (2-core VM);
//! single = a loop of table calls, batch = 4096 boards (L2-resident, so the
//! wide forms are close to the load/store limit; at 512 boards, in L1,
//! avx512 ~0.13-0.14, avx2 ~0.17-0.20, sse2 ~0.30-0.41, scalar/binary ~0.57).

use super::prelude::*;

registry! {
    // bl / tl / br / tr: sse2/multiply 1.39 1.12 1.39 1.12, scalar/binary 1.39 (all four),
    // scalar/linear 1.68 1.59 1.91 1.78 (one call costs ~1.1 ns; the SSE2 form is never slower).
    // Token order: the implementations inlined in the report's throughput
    // loop through a pinned token (ns per call; Intel Xeon family 6 model
    // 0xcf; `report --token-level L`, full mode) — the scalar formula
    // auto-vectorises with the loop at every level:
    //   avx512: scalar/binary 0.22, scalar/linear 0.35, sse2/multiply 1.70
    //   bmi2: scalar/binary 0.36, scalar/linear 0.63, sse2/multiply 1.68
    //   avx2: scalar/binary 0.36, scalar/linear 0.63, sse2/multiply 1.36
    diagonal_shift_bl => [
        Sse2Multiply => sse2::diagonal_shift::bl_multiply,
        ScalarBinary => all::diagonal_shift::bl_binary,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick): simd128/multiply 4.36 ns against
        // scalar/binary 3.53 (inlined 0.95 against 0.48): behind.
        #[cfg(feature = "alternatives")]
        Simd128Multiply => simd128::diagonal_shift::bl_multiply,
        // neon/ushl (predicted): a latency chain of 8-13 cycles against the binary form's
        // 9-12; it loses on Neoverse N1 and Cortex-A76 (the moves between general and vector
        // registers), so it waits behind the portable forms.
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::diagonal_shift::bl_ushl,
        #[cfg(feature = "alternatives")]
        ScalarLinear => all::diagonal_shift::bl_linear,
    ] tokens [ScalarBinary];
    // Token order (inlined, as above):
    //   avx512: scalar/binary 0.22, scalar/linear 0.35, sse2/multiply 1.36
    //   bmi2: scalar/binary 0.36, scalar/linear 0.63, sse2/multiply 1.69
    //   avx2: scalar/binary 0.36, scalar/linear 0.64, sse2/multiply 1.70
    diagonal_shift_tl => [
        Sse2Multiply => sse2::diagonal_shift::tl_multiply,
        ScalarBinary => all::diagonal_shift::tl_binary,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick): simd128/multiply 4.35 ns against
        // scalar/binary 3.47 (inlined 0.95 against 0.48): behind.
        #[cfg(feature = "alternatives")]
        Simd128Multiply => simd128::diagonal_shift::tl_multiply,
        // neon/ushl (predicted): as for diagonal_shift_bl.
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::diagonal_shift::tl_ushl,
        #[cfg(feature = "alternatives")]
        ScalarLinear => all::diagonal_shift::tl_linear,
    ] tokens [ScalarBinary];
    // Token order (inlined, as above):
    //   avx512: scalar/binary 0.22, scalar/linear 0.36, sse2/multiply 1.70
    //   bmi2: scalar/binary 0.36, scalar/linear 0.64, sse2/multiply 1.36
    //   avx2: scalar/binary 0.36, scalar/linear 0.63, sse2/multiply 1.36
    diagonal_shift_br => [
        Sse2Multiply => sse2::diagonal_shift::br_multiply,
        ScalarBinary => all::diagonal_shift::br_binary,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick): simd128/multiply 4.28 ns against
        // scalar/binary 3.08 (inlined 0.82 against 0.48): behind.
        #[cfg(feature = "alternatives")]
        Simd128Multiply => simd128::diagonal_shift::br_multiply,
        // neon/ushl (predicted): as for diagonal_shift_bl.
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::diagonal_shift::br_ushl,
        #[cfg(feature = "alternatives")]
        ScalarLinear => all::diagonal_shift::br_linear,
    ] tokens [ScalarBinary];
    // Token order (inlined, as above):
    //   avx512: scalar/binary 0.22, scalar/linear 0.36, sse2/multiply 1.36
    //   bmi2: scalar/binary 0.36, scalar/linear 0.64, sse2/multiply 2.03
    //   avx2: scalar/binary 0.36, scalar/linear 0.64, sse2/multiply 1.69
    diagonal_shift_tr => [
        Sse2Multiply => sse2::diagonal_shift::tr_multiply,
        ScalarBinary => all::diagonal_shift::tr_binary,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick): simd128/multiply 4.27 ns against
        // scalar/binary 3.26 (inlined 0.82 against 0.48): behind.
        #[cfg(feature = "alternatives")]
        Simd128Multiply => simd128::diagonal_shift::tr_multiply,
        // neon/ushl (predicted): as for diagonal_shift_bl.
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::diagonal_shift::tr_ushl,
        #[cfg(feature = "alternatives")]
        ScalarLinear => all::diagonal_shift::tr_linear,
    ] tokens [ScalarBinary];

    // bl / tl / br / tr batch: avx512/gfni 0.228 0.234 0.234 0.234, avx512/sllv 0.225 0.232 0.233 0.225,
    // avx2/multiply 0.247 0.252 0.239 0.232, sse2/multiply 0.275 0.281 0.332 0.375,
    // scalar/binary ~0.57, scalar/linear ~1.04. gfni first: it wins in L1 (0.132 vs 0.145).
    // Auto-vectorised portable loops (`avx2/autovec-*`, `avx512/autovec-*`, see `arch::x86_64::avx2::autovec`),
    // on an Intel Xeon (family 6, model 0xcf), ns/board at 4096 boards, medians of `report --quick --rounds 5`
    // runs repeated 5-11 times with other builds running:
    // avx512/autovec-binary 0.215 0.215 0.216 0.216 against avx512/sllv 0.216 (all four): a tie,
    // after the hand-written forms; avx2/autovec-binary 0.349 (slower than avx2/multiply 0.21) is not listed.
    diagonal_shift_bl_batch => [
        Avx512Gfni => avx512::diagonal_shift::bl_gfni_batch,
        Avx512Sllv => avx512::diagonal_shift::bl_sllv_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecBinary => avx512::autovec::bl_binary_batch,
        Avx2Multiply => avx2::diagonal_shift::bl_multiply_batch,
        Sse2Multiply => sse2::diagonal_shift::bl_multiply_batch,
        // neon/ushl (predicted): one ushl per two boards, 0.45-1.77 against 2.05-3.32.
        NeonUshl => neon::diagonal_shift::bl_ushl_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick): simd128/multiply 0.36 ns against
        // scalar/binary 0.48: ahead.
        Simd128Multiply => simd128::diagonal_shift::bl_multiply_batch,
        ScalarBinary => all::diagonal_shift::bl_binary_batch,
        #[cfg(feature = "alternatives")]
        ScalarLinear => all::diagonal_shift::bl_linear_batch,
    ];
    diagonal_shift_tl_batch => [
        Avx512Gfni => avx512::diagonal_shift::tl_gfni_batch,
        Avx512Sllv => avx512::diagonal_shift::tl_sllv_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecBinary => avx512::autovec::tl_binary_batch,
        Avx2Multiply => avx2::diagonal_shift::tl_multiply_batch,
        Sse2Multiply => sse2::diagonal_shift::tl_multiply_batch,
        // neon/ushl (predicted): as for diagonal_shift_bl_batch.
        NeonUshl => neon::diagonal_shift::tl_ushl_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick): simd128/multiply 0.36 ns against
        // scalar/binary 0.48: ahead.
        Simd128Multiply => simd128::diagonal_shift::tl_multiply_batch,
        ScalarBinary => all::diagonal_shift::tl_binary_batch,
        #[cfg(feature = "alternatives")]
        ScalarLinear => all::diagonal_shift::tl_linear_batch,
    ];
    diagonal_shift_br_batch => [
        Avx512Gfni => avx512::diagonal_shift::br_gfni_batch,
        Avx512Sllv => avx512::diagonal_shift::br_sllv_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecBinary => avx512::autovec::br_binary_batch,
        Avx2Multiply => avx2::diagonal_shift::br_multiply_batch,
        Sse2Multiply => sse2::diagonal_shift::br_multiply_batch,
        // neon/ushl (predicted): as for diagonal_shift_bl_batch.
        NeonUshl => neon::diagonal_shift::br_ushl_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick): simd128/multiply 0.35 ns against
        // scalar/binary 0.48: ahead.
        Simd128Multiply => simd128::diagonal_shift::br_multiply_batch,
        ScalarBinary => all::diagonal_shift::br_binary_batch,
        #[cfg(feature = "alternatives")]
        ScalarLinear => all::diagonal_shift::br_linear_batch,
    ];
    diagonal_shift_tr_batch => [
        Avx512Gfni => avx512::diagonal_shift::tr_gfni_batch,
        Avx512Sllv => avx512::diagonal_shift::tr_sllv_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecBinary => avx512::autovec::tr_binary_batch,
        Avx2Multiply => avx2::diagonal_shift::tr_multiply_batch,
        Sse2Multiply => sse2::diagonal_shift::tr_multiply_batch,
        // neon/ushl (predicted): as for diagonal_shift_bl_batch.
        NeonUshl => neon::diagonal_shift::tr_ushl_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick): simd128/multiply 0.35 ns against
        // scalar/binary 0.48: ahead.
        Simd128Multiply => simd128::diagonal_shift::tr_multiply_batch,
        ScalarBinary => all::diagonal_shift::tr_binary_batch,
        #[cfg(feature = "alternatives")]
        ScalarLinear => all::diagonal_shift::tr_linear_batch,
    ];
}
