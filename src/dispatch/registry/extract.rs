//! Extracts.
//!
//! Figures: ns/board on an AVX-512/GFNI Xeon (2-core VM); single = a loop
//! of table calls (one call costs ~1.1 ns, so most single forms tie),
//! batch = 4096 boards.

use super::prelude::*;
use all::extract as ex;

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
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::extract_diagonal>::new("bmi2/pext", Bmi2, BMI2, bmi2::extract::diagonal_pext).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/sad", Sse2, SSE2, sse2::extract::diagonal_sad),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/movemask", Sse2, SSE2, sse2::extract::diagonal_movemask),
        Candidate::new("scalar/multiply", Scalar, NONE, ex::diagonal_multiply),
        Candidate::new("scalar/rotate", Scalar, NONE, ex::diagonal_rotate),
    ] tokens ["scalar/multiply"];
    // pext 1.12, sse2/movemask 1.12, scalar/multiply 1.29, sse2/sad 1.39 (byte reversal),
    // scalar/rotate 1.92.
    // Token order (inlined, as above; at avx512 two later full runs had
    // pext 0.56 and 0.62 against multiply 0.41 and 0.40, hence multiply):
    //   avx512: bmi2/pext 0.36, scalar/multiply 0.40, scalar/rotate 0.41
    //   bmi2: bmi2/pext 0.48, scalar/multiply 0.66, scalar/rotate 0.75
    //   avx2: scalar/multiply 0.65, scalar/rotate 0.75, sse2/sad 1.76
    extract_anti_diagonal => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::extract_anti_diagonal>::new("bmi2/pext", Bmi2, BMI2, bmi2::extract::anti_diagonal_pext).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/movemask", Sse2, SSE2, sse2::extract::anti_diagonal_movemask),
        Candidate::new("scalar/multiply", Scalar, NONE, ex::anti_diagonal_multiply),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/sad", Sse2, SSE2, sse2::extract::anti_diagonal_sad),
        Candidate::new("scalar/rotate", Scalar, NONE, ex::anti_diagonal_rotate),
    ] tokens ["avx512:scalar/multiply", "bmi2/pext", "scalar/multiply"];
    // pext 1.12, scalar/multiply 1.13; the SSE2 shift + pmovmskb form (1.39: variable shift, two
    // moves) loses to the multiply, so it only serves as the batch forms' tail.
    // Intel Xeon family 6 model 0xcf (`reports/intel-6h-cfh.json`): multiply
    // 1.360, pext 1.699 in every round, so the Intel AVX-512 class puts
    // `scalar/multiply` first (`policy.rs`).
    // Token order (inlined, as above):
    //   avx512: scalar/multiply 0.29, bmi2/pext 0.68
    //   bmi2: scalar/multiply 0.38, bmi2/pext 0.68
    //   avx2: scalar/multiply 0.38
    extract_file => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::extract_file>::new("bmi2/pext", Bmi2, BMI2, bmi2::extract::file_pext).pext(),
        Candidate::new("scalar/multiply", Scalar, NONE, ex::file_multiply),
    ] tokens ["scalar/multiply"];
    // Report (full mode): scalar/multiply-shift 1.43 ns/call, bmi2/pext 1.73,
    // scalar/multiply 1.67, sse2/sad 1.8, sse2/movemask 2.0, scalar/rotate 2.4.
    // Earlier figures, measured alone: pext 1.38, scalar/multiply-shift 1.40, scalar/multiply 1.67, sse2/sad 1.79, sse2/movemask 1.99, scalar/rotate 2.35.
    extract_diagonal_through => [
        Candidate::new("scalar/multiply-shift", Scalar, NONE, ex::diagonal_through_multiply_shift),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::extract_diagonal_through>::new("bmi2/pext", Bmi2, BMI2, bmi2::extract::diagonal_through_pext).pext(),
        Candidate::new("scalar/multiply", Scalar, NONE, ex::diagonal_through_multiply),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/sad", Sse2, SSE2, sse2::extract::diagonal_through_sad),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/movemask", Sse2, SSE2, sse2::extract::diagonal_through_movemask),
        Candidate::new("scalar/rotate", Scalar, NONE, ex::diagonal_through_rotate),
    ];
    // pext 1.39, sse2/movemask 1.58, sse2/sad 2.23, scalar/multiply 2.55, scalar/rotate 3.37.
    extract_anti_diagonal_through => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::extract_anti_diagonal_through>::new("bmi2/pext", Bmi2, BMI2, bmi2::extract::anti_diagonal_through_pext).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/movemask", Sse2, SSE2, sse2::extract::anti_diagonal_through_movemask),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/sad", Sse2, SSE2, sse2::extract::anti_diagonal_through_sad),
        Candidate::new("scalar/multiply", Scalar, NONE, ex::anti_diagonal_through_multiply),
        Candidate::new("scalar/rotate", Scalar, NONE, ex::anti_diagonal_through_rotate),
    ];

    // avx512/test 0.040, avx2/movemask 0.081, sse2/movemask 0.148, sse2/sad 0.277,
    // scalar/multiply 0.281, pext 0.295, scalar/rotate 0.782.
    extract_diagonal_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2", feature = "avx512"))]
        Candidate::new("avx512/test", Avx512, AVX512, avx512::extract::diagonal_test_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/movemask", Avx2, AVX2, avx2::extract::diagonal_movemask_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/movemask", Sse2, SSE2, sse2::extract::diagonal_movemask_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/sad", Sse2, SSE2, sse2::extract::diagonal_sad_batch),
        Candidate::new("scalar/multiply", Scalar, NONE, ex::diagonal_multiply_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::extract_diagonal_batch>::new("bmi2/pext", Bmi2, BMI2, bmi2::extract::diagonal_pext_batch).pext(),
        Candidate::new("scalar/rotate", Scalar, NONE, ex::diagonal_rotate_batch),
    ];
    // avx512/test 0.038, avx2/movemask 0.081, sse2/movemask 0.148, sse2/sad 0.277,
    // pext 0.295, scalar/multiply 1.63, scalar/rotate 1.80.
    extract_anti_diagonal_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2", feature = "avx512"))]
        Candidate::new("avx512/test", Avx512, AVX512, avx512::extract::anti_diagonal_test_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/movemask", Avx2, AVX2, avx2::extract::anti_diagonal_movemask_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/movemask", Sse2, SSE2, sse2::extract::anti_diagonal_movemask_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/sad", Sse2, SSE2, sse2::extract::anti_diagonal_sad_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::extract_anti_diagonal_batch>::new("bmi2/pext", Bmi2, BMI2, bmi2::extract::anti_diagonal_pext_batch).pext(),
        Candidate::new("scalar/multiply", Scalar, NONE, ex::anti_diagonal_multiply_batch),
        Candidate::new("scalar/rotate", Scalar, NONE, ex::anti_diagonal_rotate_batch),
    ];
    // avx512/test 0.037, avx2/movemask 0.079, sse2/movemask 0.148, pext 0.336,
    // scalar/multiply 0.519.
    extract_file_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2", feature = "avx512"))]
        Candidate::new("avx512/test", Avx512, AVX512, avx512::extract::file_test_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/movemask", Avx2, AVX2, avx2::extract::file_movemask_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/movemask", Sse2, SSE2, sse2::extract::file_movemask_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::extract_file_batch>::new("bmi2/pext", Bmi2, BMI2, bmi2::extract::file_pext_batch).pext(),
        Candidate::new("scalar/multiply", Scalar, NONE, ex::file_multiply_batch),
    ];
    // avx512/test 0.038, avx2/movemask 0.096, sse2/movemask 0.177, sse2/sad 0.262,
    // pext 0.335, scalar/multiply-shift 0.352, scalar/multiply 0.491, scalar/rotate 0.975.
    extract_diagonal_through_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2", feature = "avx512"))]
        Candidate::new("avx512/test", Avx512, AVX512, avx512::extract::diagonal_through_test_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/movemask", Avx2, AVX2, avx2::extract::diagonal_through_movemask_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/movemask", Sse2, SSE2, sse2::extract::diagonal_through_movemask_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/sad", Sse2, SSE2, sse2::extract::diagonal_through_sad_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::extract_diagonal_through_batch>::new("bmi2/pext", Bmi2, BMI2, bmi2::extract::diagonal_through_pext_batch).pext(),
        Candidate::new("scalar/multiply-shift", Scalar, NONE, ex::diagonal_through_multiply_shift_batch),
        Candidate::new("scalar/multiply", Scalar, NONE, ex::diagonal_through_multiply_batch),
        Candidate::new("scalar/rotate", Scalar, NONE, ex::diagonal_through_rotate_batch),
    ];
    // avx512/test 0.038, avx2/movemask 0.096, sse2/movemask 0.175, sse2/sad 0.295,
    // pext 0.336, scalar/multiply 1.83, scalar/rotate 2.09.
    extract_anti_diagonal_through_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2", feature = "avx512"))]
        Candidate::new("avx512/test", Avx512, AVX512, avx512::extract::anti_diagonal_through_test_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/movemask", Avx2, AVX2, avx2::extract::anti_diagonal_through_movemask_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/movemask", Sse2, SSE2, sse2::extract::anti_diagonal_through_movemask_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/sad", Sse2, SSE2, sse2::extract::anti_diagonal_through_sad_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::extract_anti_diagonal_through_batch>::new("bmi2/pext", Bmi2, BMI2, bmi2::extract::anti_diagonal_through_pext_batch).pext(),
        Candidate::new("scalar/multiply", Scalar, NONE, ex::anti_diagonal_through_multiply_batch),
        Candidate::new("scalar/rotate", Scalar, NONE, ex::anti_diagonal_through_rotate_batch),
    ];
}
