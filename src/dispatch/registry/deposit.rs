//! Deposits.
//!
//! Figures: ns per board on the development machine (Intel Xeon, AVX-512 +
//! GFNI, 2 cores), release build; single calls over an array of 4096 inputs
//! through the table, batch forms over 4096 boards.

use super::prelude::*;
use all::deposit as de;

registry! {
    deposit_diagonal => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/mask", Avx512, AVX512, avx512::deposit::diagonal_mask),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("bmi2/pdep", Bmi2, BMI2, bmi2::deposit::diagonal_pdep as _).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/broadcast", Sse2, SSE2, sse2::deposit::diagonal_broadcast),
        Candidate::new("scalar/multiply", Scalar, NONE, de::diagonal_multiply),
    ];
    deposit_anti_diagonal => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/mask", Avx512, AVX512, avx512::deposit::anti_diagonal_mask),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("bmi2/pdep", Bmi2, BMI2, bmi2::deposit::anti_diagonal_pdep as _).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/compare", Avx2, AVX2, avx2::deposit::anti_diagonal_compare),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/compare", Sse2, SSE2, sse2::deposit::anti_diagonal_compare),
        Candidate::new("scalar/multiply", Scalar, NONE, de::anti_diagonal_multiply),
    ];
    deposit_file => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/mask", Avx512, AVX512, avx512::deposit::file_mask),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("bmi2/pdep", Bmi2, BMI2, bmi2::deposit::file_pdep as _).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/clmul", Avx2, PCLMULQDQ, bmi2::deposit::file_clmul),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/compare", Avx2, AVX2, avx2::deposit::file_compare),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/compare", Sse2, SSE2, sse2::deposit::file_compare),
        Candidate::new("scalar/binary", Scalar, NONE, de::file_binary),
        Candidate::new("scalar/multiply", Scalar, NONE, de::file_multiply),
    ];
    deposit_diagonal_through => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/mask", Avx512, AVX512, avx512::deposit::diagonal_through_mask),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("bmi2/pdep", Bmi2, BMI2, bmi2::deposit::diagonal_through_pdep as _).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/compare", Avx2, AVX2, avx2::deposit::diagonal_through_compare),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/compare", Sse2, SSE2, sse2::deposit::diagonal_through_compare),
        Candidate::new("scalar/multiply", Scalar, NONE, de::diagonal_through_multiply),
    ];
    deposit_anti_diagonal_through => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/mask", Avx512, AVX512, avx512::deposit::anti_diagonal_through_mask),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("bmi2/pdep", Bmi2, BMI2, bmi2::deposit::anti_diagonal_through_pdep as _).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/compare", Avx2, AVX2, avx2::deposit::anti_diagonal_through_compare),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/compare", Sse2, SSE2, sse2::deposit::anti_diagonal_through_compare),
        Candidate::new("scalar/multiply", Scalar, NONE, de::anti_diagonal_through_multiply),
    ];
    deposit_diagonal_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/mask", Avx512, AVX512, avx512::deposit::diagonal_mask_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("bmi2/pdep", Bmi2, BMI2, bmi2::deposit::diagonal_pdep_batch as _).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/broadcast", Avx2, AVX2, avx2::deposit::diagonal_broadcast_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/broadcast", Sse2, SSE2, sse2::deposit::diagonal_broadcast_batch),
        Candidate::new("scalar/multiply", Scalar, NONE, de::diagonal_multiply_batch),
    ];
    deposit_anti_diagonal_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/mask", Avx512, AVX512, avx512::deposit::anti_diagonal_mask_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("bmi2/pdep", Bmi2, BMI2, bmi2::deposit::anti_diagonal_pdep_batch as _).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/compare", Avx2, AVX2, avx2::deposit::anti_diagonal_compare_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/compare", Sse2, SSE2, sse2::deposit::anti_diagonal_compare_batch),
        Candidate::new("scalar/multiply", Scalar, NONE, de::anti_diagonal_multiply_batch),
    ];
    deposit_file_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/mask", Avx512, AVX512, avx512::deposit::file_mask_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("bmi2/pdep", Bmi2, BMI2, bmi2::deposit::file_pdep_batch as _).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/compare", Avx2, AVX2, avx2::deposit::file_compare_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/compare", Sse2, SSE2, sse2::deposit::file_compare_batch),
        Candidate::new("scalar/binary", Scalar, NONE, de::file_binary_batch),
        Candidate::new("scalar/multiply", Scalar, NONE, de::file_multiply_batch),
    ];
    deposit_diagonal_through_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/mask", Avx512, AVX512, avx512::deposit::diagonal_through_mask_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("bmi2/pdep", Bmi2, BMI2, bmi2::deposit::diagonal_through_pdep_batch as _).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/compare", Avx2, AVX2, avx2::deposit::diagonal_through_compare_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/compare", Sse2, SSE2, sse2::deposit::diagonal_through_compare_batch),
        Candidate::new("scalar/multiply", Scalar, NONE, de::diagonal_through_multiply_batch),
    ];
    deposit_anti_diagonal_through_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/mask", Avx512, AVX512, avx512::deposit::anti_diagonal_through_mask_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("bmi2/pdep", Bmi2, BMI2, bmi2::deposit::anti_diagonal_through_pdep_batch as _).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/compare", Avx2, AVX2, avx2::deposit::anti_diagonal_through_compare_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/compare", Sse2, SSE2, sse2::deposit::anti_diagonal_through_compare_batch),
        Candidate::new("scalar/multiply", Scalar, NONE, de::anti_diagonal_through_multiply_batch),
    ];
}
