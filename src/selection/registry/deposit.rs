//! Deposits.
//!
//! Measured on the development machine (Intel Xeon with AVX-512 and GFNI),
//! release build, through the dispatch table; the figures are in
//! docs/measurements.md, "Extracts and deposits". Single kernels:
//! independent calls are bound by the indirect call whatever the method,
//! so single lists follow a dependent chain (each input xor-ed with the
//! previous result). Batch forms: 4096 boards, with 512 (L1-resident) to
//! break ties. A method no faster than the portable fallback on either
//! figure is not listed.

use super::prelude::*;

registry! {
    // pdep, then the multiply; dropped (no gain over the multiply):
    // sse2/broadcast, avx512/mask. Token order: the implementations inlined
    // in the report's throughput loop through a pinned token (`report
    // --token-level L`): the scalar formula auto-vectorises with the loop
    // at every level and leads.
    deposit_diagonal => [
        Bmi2Pdep => bmi2::deposit::diagonal_pdep.pext(),
        // sve2/bdep (predicted, Neoverse N2/V2 models): behind the portable multiply.
        Sve2Bdep => sve2::deposit::diagonal_bdep,
        ScalarMultiply => all::deposit::diagonal_multiply,
    ] tokens [ScalarMultiply];
    // pdep, then the mask and compare forms, then the multiply. Token order
    // (inlined, as above): the multiply.
    deposit_anti_diagonal => [
        Bmi2Pdep => bmi2::deposit::anti_diagonal_pdep.pext(),
        Avx512Mask => avx512::deposit::anti_diagonal_mask,
        Avx2Compare => avx2::deposit::anti_diagonal_compare,
        Sse2Compare => sse2::deposit::anti_diagonal_compare,
        // sve2/bdep (predicted, Neoverse N2/V2 models): behind the portable multiply.
        Sve2Bdep => sve2::deposit::anti_diagonal_bdep,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/compare ahead of scalar/multiply on
        // independent calls and inlined (wasm has no bit reversal), behind on the dependent
        // chain; ahead of the only portable row (which must stay last), and first in the
        // simd128 token's order.
        Simd128Compare => simd128::deposit::anti_diagonal_compare,
        ScalarMultiply => all::deposit::anti_diagonal_multiply,
    ] tokens [Simd128Compare @ Simd128, ScalarMultiply];
    // pdep, then the multiply and the binary form; dropped (slower than the
    // multiply): avx512/mask, avx2/compare, sse2/compare, clmul. Token order
    // (inlined, as above): scalar/binary, then the multiply.
    deposit_file => [
        Bmi2Pdep => bmi2::deposit::file_pdep.pext(),
        ScalarMultiply => all::deposit::file_multiply,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/compare behind the multiply on the
        // dependent chain, behind the binary form inlined.
        #[cfg(feature = "alternatives")]
        Simd128Compare => simd128::deposit::file_compare,
        // sve2/bdep (predicted, Neoverse N2/V2 models): behind the portable multiply.
        #[cfg(feature = "alternatives")]
        Sve2Bdep => sve2::deposit::file_bdep,
        ScalarBinary => all::deposit::file_binary,
    ] tokens [ScalarBinary];
    // pdep, then avx2/compare, avx512/mask and the multiply; dropped:
    // sse2/compare. Token order (inlined, as above): avx2/compare, then
    // pdep.
    deposit_diagonal_through => [
        Bmi2Pdep => bmi2::deposit::diagonal_through_pdep.pext(),
        Avx2Compare => avx2::deposit::diagonal_through_compare,
        Avx512Mask => avx512::deposit::diagonal_through_mask,
        // sve2/bdep (predicted, Neoverse N2/V2 models): behind the portable multiply.
        Sve2Bdep => sve2::deposit::diagonal_through_bdep,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/compare ahead of scalar/multiply.
        Simd128Compare => simd128::deposit::diagonal_through_compare,
        ScalarMultiply => all::deposit::diagonal_through_multiply,
    ] tokens [Avx2Compare];
    // avx512/mask, then pdep, then the compare forms and the multiply.
    // Token order (inlined, as above): the compare forms, then pdep.
    deposit_anti_diagonal_through => [
        Avx512Mask => avx512::deposit::anti_diagonal_through_mask,
        Bmi2Pdep => bmi2::deposit::anti_diagonal_through_pdep.pext(),
        Avx2Compare => avx2::deposit::anti_diagonal_through_compare,
        Sse2Compare => sse2::deposit::anti_diagonal_through_compare,
        // sve2/bdep (predicted, Neoverse N2/V2 models): behind the portable multiply.
        Sve2Bdep => sve2::deposit::anti_diagonal_through_bdep,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/compare ahead of scalar/multiply.
        Simd128Compare => simd128::deposit::anti_diagonal_through_compare,
        ScalarMultiply => all::deposit::anti_diagonal_through_multiply,
    ] tokens [Avx2Compare];
    // Batch: the mask and compare forms, widest first, then the multiply;
    // dropped: pdep, no gain over the multiply.
    deposit_diagonal_batch => [
        Avx512Mask => avx512::deposit::diagonal_mask_batch,
        Avx2Broadcast => avx2::deposit::diagonal_broadcast_batch,
        Sse2Broadcast => sse2::deposit::diagonal_broadcast_batch,
        // neon/tbl (predicted): ahead of the portable loops.
        NeonTbl => neon::deposit::diagonal_tbl_batch,
        // sve2/bdep (predicted, 128-bit vectors): behind neon/tbl.
        #[cfg(feature = "alternatives")]
        Sve2Bdep => sve2::deposit::diagonal_bdep_batch,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/swizzle ahead of scalar/multiply.
        Simd128Swizzle => simd128::deposit::diagonal_swizzle_batch,
        ScalarMultiply => all::deposit::diagonal_multiply_batch,
    ];
    // The mask and compare forms, widest first, then pdep, then the
    // multiply (with a bit reversal).
    deposit_anti_diagonal_batch => [
        Avx512Mask => avx512::deposit::anti_diagonal_mask_batch,
        Avx2Compare => avx2::deposit::anti_diagonal_compare_batch,
        Sse2Compare => sse2::deposit::anti_diagonal_compare_batch,
        #[cfg(feature = "alternatives")]
        Bmi2Pdep => bmi2::deposit::anti_diagonal_pdep_batch.pext(),
        // neon/tbl (predicted): ahead of the portable loops.
        NeonTbl => neon::deposit::anti_diagonal_tbl_batch,
        // sve2/bdep (predicted, 128-bit vectors): behind neon/tbl.
        #[cfg(feature = "alternatives")]
        Sve2Bdep => sve2::deposit::anti_diagonal_bdep_batch,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/swizzle well ahead of scalar/multiply.
        Simd128Swizzle => simd128::deposit::anti_diagonal_swizzle_batch,
        ScalarMultiply => all::deposit::anti_diagonal_multiply_batch,
    ];
    // The mask and compare forms, widest first, then pdep, the binary form
    // and the multiply.
    deposit_file_batch => [
        Avx512Mask => avx512::deposit::file_mask_batch,
        Avx2Compare => avx2::deposit::file_compare_batch,
        Sse2Compare => sse2::deposit::file_compare_batch,
        #[cfg(feature = "alternatives")]
        Bmi2Pdep => bmi2::deposit::file_pdep_batch.pext(),
        // neon/tbl (predicted): ahead of the portable loops.
        NeonTbl => neon::deposit::file_tbl_batch,
        // sve2/bdep (predicted, 128-bit vectors): behind neon/tbl.
        #[cfg(feature = "alternatives")]
        Sve2Bdep => sve2::deposit::file_bdep_batch,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/swizzle ahead of scalar/binary.
        Simd128Swizzle => simd128::deposit::file_swizzle_batch,
        ScalarBinary => all::deposit::file_binary_batch,
        #[cfg(feature = "alternatives")]
        ScalarMultiply => all::deposit::file_multiply_batch,
    ];
    // The mask and compare forms, widest first, then pdep and the multiply.
    deposit_diagonal_through_batch => [
        Avx512Mask => avx512::deposit::diagonal_through_mask_batch,
        Avx2Compare => avx2::deposit::diagonal_through_compare_batch,
        Sse2Compare => sse2::deposit::diagonal_through_compare_batch,
        #[cfg(feature = "alternatives")]
        Bmi2Pdep => bmi2::deposit::diagonal_through_pdep_batch.pext(),
        // neon/tbl (predicted): ahead of the portable loops.
        NeonTbl => neon::deposit::diagonal_through_tbl_batch,
        // sve2/bdep (predicted, 128-bit vectors): behind neon/tbl.
        #[cfg(feature = "alternatives")]
        Sve2Bdep => sve2::deposit::diagonal_through_bdep_batch,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/swizzle ahead of scalar/multiply.
        Simd128Swizzle => simd128::deposit::diagonal_through_swizzle_batch,
        ScalarMultiply => all::deposit::diagonal_through_multiply_batch,
    ];
    // As for deposit_anti_diagonal_batch.
    deposit_anti_diagonal_through_batch => [
        Avx512Mask => avx512::deposit::anti_diagonal_through_mask_batch,
        Avx2Compare => avx2::deposit::anti_diagonal_through_compare_batch,
        Sse2Compare => sse2::deposit::anti_diagonal_through_compare_batch,
        #[cfg(feature = "alternatives")]
        Bmi2Pdep => bmi2::deposit::anti_diagonal_through_pdep_batch.pext(),
        // neon/tbl (predicted): ahead of the portable loops.
        NeonTbl => neon::deposit::anti_diagonal_through_tbl_batch,
        // sve2/bdep (predicted, 128-bit vectors): behind neon/tbl.
        #[cfg(feature = "alternatives")]
        Sve2Bdep => sve2::deposit::anti_diagonal_through_bdep_batch,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/swizzle well ahead of scalar/multiply.
        Simd128Swizzle => simd128::deposit::anti_diagonal_through_swizzle_batch,
        ScalarMultiply => all::deposit::anti_diagonal_through_multiply_batch,
    ];
}
