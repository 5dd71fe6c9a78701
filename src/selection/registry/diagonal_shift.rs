//! Diagonal shifts. Single forms are a loop of table calls, where the
//! indirect call dominates: sse2/multiply is never slower than the binary
//! form. Batch forms run over 4096 boards (L2-resident, near the load/store
//! limit) and 512 (L1) to separate the wide forms. Tokens run the single
//! forms' scalar formula, which auto-vectorises inlined in a loop. wasm rows: measured under
//! Wasmtime.

use super::prelude::*;

registry! {
    diagonal_shift_bl => [
        Sse2Multiply => sse2::diagonal_shift::bl_multiply,
        ScalarBinary => all::diagonal_shift::bl_binary,
        // For all four directions: simd128/multiply is behind the binary form,
        // inlined too.
        #[cfg(feature = "alternatives")]
        Simd128Multiply => simd128::diagonal_shift::bl_multiply,
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::diagonal_shift::bl_ushl,
        #[cfg(feature = "alternatives")]
        ScalarLinear => all::diagonal_shift::bl_linear,
    ];
    diagonal_shift_tl => [
        Sse2Multiply => sse2::diagonal_shift::tl_multiply,
        ScalarBinary => all::diagonal_shift::tl_binary,
        #[cfg(feature = "alternatives")]
        Simd128Multiply => simd128::diagonal_shift::tl_multiply,
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::diagonal_shift::tl_ushl,
        #[cfg(feature = "alternatives")]
        ScalarLinear => all::diagonal_shift::tl_linear,
    ];
    diagonal_shift_br => [
        Sse2Multiply => sse2::diagonal_shift::br_multiply,
        ScalarBinary => all::diagonal_shift::br_binary,
        #[cfg(feature = "alternatives")]
        Simd128Multiply => simd128::diagonal_shift::br_multiply,
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::diagonal_shift::br_ushl,
        #[cfg(feature = "alternatives")]
        ScalarLinear => all::diagonal_shift::br_linear,
    ];
    diagonal_shift_tr => [
        Sse2Multiply => sse2::diagonal_shift::tr_multiply,
        ScalarBinary => all::diagonal_shift::tr_binary,
        #[cfg(feature = "alternatives")]
        Simd128Multiply => simd128::diagonal_shift::tr_multiply,
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::diagonal_shift::tr_ushl,
        #[cfg(feature = "alternatives")]
        ScalarLinear => all::diagonal_shift::tr_linear,
    ];

    // Batch: gfni first, as it wins in L1; avx2/autovec-binary (see
    // `arch::x86_64::avx2::autovec`) is slower than avx2/multiply, so not listed.
    diagonal_shift_bl_batch => [
        Avx512Gfni => avx512::diagonal_shift::bl_gfni_batch,
        Avx512Sllv => avx512::diagonal_shift::bl_sllv_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecBinary => avx512::autovec::bl_binary_batch,
        Avx2Multiply => avx2::diagonal_shift::bl_multiply_batch,
        Sse2Multiply => sse2::diagonal_shift::bl_multiply_batch,
        Simd128Multiply => simd128::diagonal_shift::bl_multiply_batch,
        ScalarBinary => all::diagonal_shift::bl_binary_batch,
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::diagonal_shift::bl_ushl_batch,
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
        Simd128Multiply => simd128::diagonal_shift::tl_multiply_batch,
        ScalarBinary => all::diagonal_shift::tl_binary_batch,
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::diagonal_shift::tl_ushl_batch,
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
        Simd128Multiply => simd128::diagonal_shift::br_multiply_batch,
        ScalarBinary => all::diagonal_shift::br_binary_batch,
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::diagonal_shift::br_ushl_batch,
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
        Simd128Multiply => simd128::diagonal_shift::tr_multiply_batch,
        ScalarBinary => all::diagonal_shift::tr_binary_batch,
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::diagonal_shift::tr_ushl_batch,
        #[cfg(feature = "alternatives")]
        ScalarLinear => all::diagonal_shift::tr_linear_batch,
    ];
}
