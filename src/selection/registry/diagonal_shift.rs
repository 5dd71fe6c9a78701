//! Diagonal shifts.
//!
//! Measured on an AVX-512/GFNI Xeon (2-core VM; figures in
//! docs/measurements.md, "Diagonal shifts"): single forms are a loop of
//! table calls, batch forms run over 4096 boards (L2-resident, so the wide
//! forms are close to the load/store limit; 512 boards, in L1, separate
//! them).

use super::prelude::*;

registry! {
    // sse2/multiply is never slower than scalar/binary through the table
    // (one indirect call dominates), scalar/linear is behind both. Token
    // order: the implementations inlined in the report's throughput loop
    // through a pinned token (`report --token-level L`): the scalar formula
    // auto-vectorises with the loop at every level and leads.
    diagonal_shift_bl => [
        Sse2Multiply => sse2::diagonal_shift::bl_multiply,
        ScalarBinary => all::diagonal_shift::bl_binary,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/multiply behind scalar/binary,
        // inlined too.
        #[cfg(feature = "alternatives")]
        Simd128Multiply => simd128::diagonal_shift::bl_multiply,
        // neon/ushl (predicted): a latency chain about as long as the binary form's; it loses
        // on Neoverse N1 and Cortex-A76 (the moves between general and vector registers), so it
        // waits behind the portable forms.
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::diagonal_shift::bl_ushl,
        #[cfg(feature = "alternatives")]
        ScalarLinear => all::diagonal_shift::bl_linear,
    ] tokens [ScalarBinary];
    // Token order (inlined, as above): scalar/binary, then scalar/linear.
    diagonal_shift_tl => [
        Sse2Multiply => sse2::diagonal_shift::tl_multiply,
        ScalarBinary => all::diagonal_shift::tl_binary,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/multiply behind scalar/binary,
        // inlined too.
        #[cfg(feature = "alternatives")]
        Simd128Multiply => simd128::diagonal_shift::tl_multiply,
        // neon/ushl (predicted): as for diagonal_shift_bl.
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::diagonal_shift::tl_ushl,
        #[cfg(feature = "alternatives")]
        ScalarLinear => all::diagonal_shift::tl_linear,
    ] tokens [ScalarBinary];
    // Token order (inlined, as above): scalar/binary, then scalar/linear.
    diagonal_shift_br => [
        Sse2Multiply => sse2::diagonal_shift::br_multiply,
        ScalarBinary => all::diagonal_shift::br_binary,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/multiply behind scalar/binary,
        // inlined too.
        #[cfg(feature = "alternatives")]
        Simd128Multiply => simd128::diagonal_shift::br_multiply,
        // neon/ushl (predicted): as for diagonal_shift_bl.
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::diagonal_shift::br_ushl,
        #[cfg(feature = "alternatives")]
        ScalarLinear => all::diagonal_shift::br_linear,
    ] tokens [ScalarBinary];
    // Token order (inlined, as above): scalar/binary, then scalar/linear.
    diagonal_shift_tr => [
        Sse2Multiply => sse2::diagonal_shift::tr_multiply,
        ScalarBinary => all::diagonal_shift::tr_binary,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/multiply behind scalar/binary,
        // inlined too.
        #[cfg(feature = "alternatives")]
        Simd128Multiply => simd128::diagonal_shift::tr_multiply,
        // neon/ushl (predicted): as for diagonal_shift_bl.
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::diagonal_shift::tr_ushl,
        #[cfg(feature = "alternatives")]
        ScalarLinear => all::diagonal_shift::tr_linear,
    ] tokens [ScalarBinary];

    // Batch: the AVX-512 forms (gfni, sllv) and avx2/multiply about tie at
    // 4096 boards, sse2/multiply next, the portable forms far behind. gfni
    // first: it wins in L1. The auto-vectorised portable loops
    // (`avx2/autovec-*`, `avx512/autovec-*`, see
    // `arch::x86_64::avx2::autovec`): avx512/autovec-binary ties
    // avx512/sllv and comes after the hand-written forms;
    // avx2/autovec-binary (slower than avx2/multiply) is not listed.
    diagonal_shift_bl_batch => [
        Avx512Gfni => avx512::diagonal_shift::bl_gfni_batch,
        Avx512Sllv => avx512::diagonal_shift::bl_sllv_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecBinary => avx512::autovec::bl_binary_batch,
        Avx2Multiply => avx2::diagonal_shift::bl_multiply_batch,
        Sse2Multiply => sse2::diagonal_shift::bl_multiply_batch,
        // neon/ushl (predicted): one ushl per two boards, ahead of the portable loops.
        NeonUshl => neon::diagonal_shift::bl_ushl_batch,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/multiply ahead of scalar/binary.
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
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/multiply ahead of scalar/binary.
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
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/multiply ahead of scalar/binary.
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
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/multiply ahead of scalar/binary.
        Simd128Multiply => simd128::diagonal_shift::tr_multiply_batch,
        ScalarBinary => all::diagonal_shift::tr_binary_batch,
        #[cfg(feature = "alternatives")]
        ScalarLinear => all::diagonal_shift::tr_linear_batch,
    ];
}
