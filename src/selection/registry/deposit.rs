//! Deposits. Single lists follow a dependent chain, as independent calls are
//! bound by the indirect call whatever the method; a method no faster than
//! the portable fallback is not listed. Tokens mostly run the single forms'
//! scalar formula, which auto-vectorises inlined in a loop. wasm rows:
//! measured under Wasmtime.

use super::prelude::*;

registry! {
    // Dropped (no gain over the multiply): sse2/broadcast, avx512/mask.
    deposit_diagonal => [
        Bmi2Pdep => bmi2::deposit::diagonal_pdep.pext(),
        ScalarMultiply => all::deposit::diagonal_multiply,
        #[cfg(feature = "alternatives")]
        Sve2Bdep => sve2::deposit::diagonal_bdep,
    ];
    // Token order, simd128 -> simd128/compare: under Wasmtime it leads except on
    // the dependent chain (wasm has no bit reversal).
    deposit_anti_diagonal => [
        Bmi2Pdep => bmi2::deposit::anti_diagonal_pdep.pext(),
        Avx512Mask => avx512::deposit::anti_diagonal_mask,
        Avx2Compare => avx2::deposit::anti_diagonal_compare,
        Sse2Compare => sse2::deposit::anti_diagonal_compare,
        Simd128Compare => simd128::deposit::anti_diagonal_compare,
        ScalarMultiply => all::deposit::anti_diagonal_multiply,
        #[cfg(feature = "alternatives")]
        Sve2Bdep => sve2::deposit::anti_diagonal_bdep,
    ];
    // Dropped (slower than the multiply): avx512/mask, avx2/compare, sse2/compare, clmul.
    deposit_file => [
        Bmi2Pdep => bmi2::deposit::file_pdep.pext(),
        ScalarMultiply => all::deposit::file_multiply,
        // wasm: simd128/compare behind the multiply, and behind the binary form inlined.
        #[cfg(feature = "alternatives")]
        Simd128Compare => simd128::deposit::file_compare,
        #[cfg(feature = "alternatives")]
        Sve2Bdep => sve2::deposit::file_bdep,
        ScalarBinary => all::deposit::file_binary,
    ];
    // Dropped: sse2/compare.
    deposit_diagonal_through => [
        Bmi2Pdep => bmi2::deposit::diagonal_through_pdep.pext(),
        Avx2Compare => avx2::deposit::diagonal_through_compare,
        Avx512Mask => avx512::deposit::diagonal_through_mask,
        Simd128Compare => simd128::deposit::diagonal_through_compare,
        ScalarMultiply => all::deposit::diagonal_through_multiply,
        #[cfg(feature = "alternatives")]
        Sve2Bdep => sve2::deposit::diagonal_through_bdep,
    ];
    deposit_anti_diagonal_through => [
        Avx512Mask => avx512::deposit::anti_diagonal_through_mask,
        Bmi2Pdep => bmi2::deposit::anti_diagonal_through_pdep.pext(),
        Avx2Compare => avx2::deposit::anti_diagonal_through_compare,
        Sse2Compare => sse2::deposit::anti_diagonal_through_compare,
        Simd128Compare => simd128::deposit::anti_diagonal_through_compare,
        ScalarMultiply => all::deposit::anti_diagonal_through_multiply,
        #[cfg(feature = "alternatives")]
        Sve2Bdep => sve2::deposit::anti_diagonal_through_bdep,
    ];
    // Dropped: pdep, no gain over the multiply.
    deposit_diagonal_batch => [
        Avx512Mask => avx512::deposit::diagonal_mask_batch,
        Avx2Broadcast => avx2::deposit::diagonal_broadcast_batch,
        Sse2Broadcast => sse2::deposit::diagonal_broadcast_batch,
        Simd128Swizzle => simd128::deposit::diagonal_swizzle_batch,
        ScalarMultiply => all::deposit::diagonal_multiply_batch,
        #[cfg(feature = "alternatives")]
        Sve2Bdep => sve2::deposit::diagonal_bdep_batch,
        #[cfg(feature = "alternatives")]
        NeonTbl => neon::deposit::diagonal_tbl_batch,
    ];
    deposit_anti_diagonal_batch => [
        Avx512Mask => avx512::deposit::anti_diagonal_mask_batch,
        Avx2Compare => avx2::deposit::anti_diagonal_compare_batch,
        Sse2Compare => sse2::deposit::anti_diagonal_compare_batch,
        #[cfg(feature = "alternatives")]
        Bmi2Pdep => bmi2::deposit::anti_diagonal_pdep_batch.pext(),
        Simd128Swizzle => simd128::deposit::anti_diagonal_swizzle_batch,
        ScalarMultiply => all::deposit::anti_diagonal_multiply_batch,
        #[cfg(feature = "alternatives")]
        Sve2Bdep => sve2::deposit::anti_diagonal_bdep_batch,
        #[cfg(feature = "alternatives")]
        NeonTbl => neon::deposit::anti_diagonal_tbl_batch,
    ];
    deposit_file_batch => [
        Avx512Mask => avx512::deposit::file_mask_batch,
        Avx2Compare => avx2::deposit::file_compare_batch,
        Sse2Compare => sse2::deposit::file_compare_batch,
        #[cfg(feature = "alternatives")]
        Bmi2Pdep => bmi2::deposit::file_pdep_batch.pext(),
        Simd128Swizzle => simd128::deposit::file_swizzle_batch,
        ScalarBinary => all::deposit::file_binary_batch,
        #[cfg(feature = "alternatives")]
        Sve2Bdep => sve2::deposit::file_bdep_batch,
        #[cfg(feature = "alternatives")]
        NeonTbl => neon::deposit::file_tbl_batch,
        #[cfg(feature = "alternatives")]
        ScalarMultiply => all::deposit::file_multiply_batch,
    ];
    deposit_diagonal_through_batch => [
        Avx512Mask => avx512::deposit::diagonal_through_mask_batch,
        Avx2Compare => avx2::deposit::diagonal_through_compare_batch,
        Sse2Compare => sse2::deposit::diagonal_through_compare_batch,
        #[cfg(feature = "alternatives")]
        Bmi2Pdep => bmi2::deposit::diagonal_through_pdep_batch.pext(),
        Simd128Swizzle => simd128::deposit::diagonal_through_swizzle_batch,
        ScalarMultiply => all::deposit::diagonal_through_multiply_batch,
        #[cfg(feature = "alternatives")]
        Sve2Bdep => sve2::deposit::diagonal_through_bdep_batch,
        #[cfg(feature = "alternatives")]
        NeonTbl => neon::deposit::diagonal_through_tbl_batch,
    ];
    deposit_anti_diagonal_through_batch => [
        Avx512Mask => avx512::deposit::anti_diagonal_through_mask_batch,
        Avx2Compare => avx2::deposit::anti_diagonal_through_compare_batch,
        Sse2Compare => sse2::deposit::anti_diagonal_through_compare_batch,
        #[cfg(feature = "alternatives")]
        Bmi2Pdep => bmi2::deposit::anti_diagonal_through_pdep_batch.pext(),
        Simd128Swizzle => simd128::deposit::anti_diagonal_through_swizzle_batch,
        ScalarMultiply => all::deposit::anti_diagonal_through_multiply_batch,
        #[cfg(feature = "alternatives")]
        Sve2Bdep => sve2::deposit::anti_diagonal_through_bdep_batch,
        #[cfg(feature = "alternatives")]
        NeonTbl => neon::deposit::anti_diagonal_through_tbl_batch,
    ];
}
