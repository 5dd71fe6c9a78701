//! Extracts.

use super::prelude::*;
use all::extract as ex;

registry! {
    extract_diagonal => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::extract_diagonal>::new("bmi2/pext", Bmi2, BMI2, bmi2::extract::diagonal_pext).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/sad", Sse2, SSE2, sse2::extract::diagonal_sad),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/movemask", Sse2, SSE2, sse2::extract::diagonal_movemask),
        Candidate::new("scalar/rotate", Scalar, NONE, ex::diagonal_rotate),
        Candidate::new("scalar/multiply", Scalar, NONE, ex::diagonal_multiply),
    ];
    extract_anti_diagonal => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::extract_anti_diagonal>::new("bmi2/pext", Bmi2, BMI2, bmi2::extract::anti_diagonal_pext).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/sad", Sse2, SSE2, sse2::extract::anti_diagonal_sad),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/movemask", Sse2, SSE2, sse2::extract::anti_diagonal_movemask),
        Candidate::new("scalar/rotate", Scalar, NONE, ex::anti_diagonal_rotate),
        Candidate::new("scalar/multiply", Scalar, NONE, ex::anti_diagonal_multiply),
    ];
    extract_file => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::extract_file>::new("bmi2/pext", Bmi2, BMI2, bmi2::extract::file_pext).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/movemask", Sse2, SSE2, sse2::extract::file_movemask),
        Candidate::new("scalar/multiply", Scalar, NONE, ex::file_multiply),
    ];
    extract_diagonal_through => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::extract_diagonal_through>::new("bmi2/pext", Bmi2, BMI2, bmi2::extract::diagonal_through_pext).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/sad", Sse2, SSE2, sse2::extract::diagonal_through_sad),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/movemask", Sse2, SSE2, sse2::extract::diagonal_through_movemask),
        Candidate::new("scalar/multiply-shift", Scalar, NONE, ex::diagonal_through_multiply_shift),
        Candidate::new("scalar/rotate", Scalar, NONE, ex::diagonal_through_rotate),
        Candidate::new("scalar/multiply", Scalar, NONE, ex::diagonal_through_multiply),
    ];
    extract_anti_diagonal_through => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::extract_anti_diagonal_through>::new("bmi2/pext", Bmi2, BMI2, bmi2::extract::anti_diagonal_through_pext).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/sad", Sse2, SSE2, sse2::extract::anti_diagonal_through_sad),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/movemask", Sse2, SSE2, sse2::extract::anti_diagonal_through_movemask),
        Candidate::new("scalar/rotate", Scalar, NONE, ex::anti_diagonal_through_rotate),
        Candidate::new("scalar/multiply", Scalar, NONE, ex::anti_diagonal_through_multiply),
    ];

    extract_diagonal_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/test", Avx512, AVX512, avx512::extract::diagonal_test_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/movemask", Avx2, AVX2, avx2::extract::diagonal_movemask_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::extract_diagonal_batch>::new("bmi2/pext", Bmi2, BMI2, bmi2::extract::diagonal_pext_batch).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/sad", Sse2, SSE2, sse2::extract::diagonal_sad_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/movemask", Sse2, SSE2, sse2::extract::diagonal_movemask_batch),
        Candidate::new("scalar/rotate", Scalar, NONE, ex::diagonal_rotate_batch),
        Candidate::new("scalar/multiply", Scalar, NONE, ex::diagonal_multiply_batch),
    ];
    extract_anti_diagonal_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/test", Avx512, AVX512, avx512::extract::anti_diagonal_test_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/movemask", Avx2, AVX2, avx2::extract::anti_diagonal_movemask_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::extract_anti_diagonal_batch>::new("bmi2/pext", Bmi2, BMI2, bmi2::extract::anti_diagonal_pext_batch).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/sad", Sse2, SSE2, sse2::extract::anti_diagonal_sad_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/movemask", Sse2, SSE2, sse2::extract::anti_diagonal_movemask_batch),
        Candidate::new("scalar/rotate", Scalar, NONE, ex::anti_diagonal_rotate_batch),
        Candidate::new("scalar/multiply", Scalar, NONE, ex::anti_diagonal_multiply_batch),
    ];
    extract_file_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/test", Avx512, AVX512, avx512::extract::file_test_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/movemask", Avx2, AVX2, avx2::extract::file_movemask_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::extract_file_batch>::new("bmi2/pext", Bmi2, BMI2, bmi2::extract::file_pext_batch).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/movemask", Sse2, SSE2, sse2::extract::file_movemask_batch),
        Candidate::new("scalar/multiply", Scalar, NONE, ex::file_multiply_batch),
    ];
    extract_diagonal_through_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/test", Avx512, AVX512, avx512::extract::diagonal_through_test_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/movemask", Avx2, AVX2, avx2::extract::diagonal_through_movemask_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::extract_diagonal_through_batch>::new("bmi2/pext", Bmi2, BMI2, bmi2::extract::diagonal_through_pext_batch).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/sad", Sse2, SSE2, sse2::extract::diagonal_through_sad_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/movemask", Sse2, SSE2, sse2::extract::diagonal_through_movemask_batch),
        Candidate::new("scalar/multiply-shift", Scalar, NONE, ex::diagonal_through_multiply_shift_batch),
        Candidate::new("scalar/rotate", Scalar, NONE, ex::diagonal_through_rotate_batch),
        Candidate::new("scalar/multiply", Scalar, NONE, ex::diagonal_through_multiply_batch),
    ];
    extract_anti_diagonal_through_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/test", Avx512, AVX512, avx512::extract::anti_diagonal_through_test_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/movemask", Avx2, AVX2, avx2::extract::anti_diagonal_through_movemask_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::extract_anti_diagonal_through_batch>::new("bmi2/pext", Bmi2, BMI2, bmi2::extract::anti_diagonal_through_pext_batch).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/sad", Sse2, SSE2, sse2::extract::anti_diagonal_through_sad_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/movemask", Sse2, SSE2, sse2::extract::anti_diagonal_through_movemask_batch),
        Candidate::new("scalar/rotate", Scalar, NONE, ex::anti_diagonal_through_rotate_batch),
        Candidate::new("scalar/multiply", Scalar, NONE, ex::anti_diagonal_through_multiply_batch),
    ];
}
