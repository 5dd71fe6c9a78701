//! Diagonal shifts.

use super::prelude::*;
use all::diagonal_shift as ds;

registry! {
    diagonal_shift_bl => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/multiply", Sse2, SSE2, sse2::diagonal_shift::bl_multiply),
        Candidate::new("scalar/binary", Scalar, NONE, ds::bl_binary),
        Candidate::new("scalar/linear", Scalar, NONE, ds::bl_linear),
    ];
    diagonal_shift_tl => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/multiply", Sse2, SSE2, sse2::diagonal_shift::tl_multiply),
        Candidate::new("scalar/binary", Scalar, NONE, ds::tl_binary),
        Candidate::new("scalar/linear", Scalar, NONE, ds::tl_linear),
    ];
    diagonal_shift_br => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/multiply", Sse2, SSE2, sse2::diagonal_shift::br_multiply),
        Candidate::new("scalar/binary", Scalar, NONE, ds::br_binary),
        Candidate::new("scalar/linear", Scalar, NONE, ds::br_linear),
    ];
    diagonal_shift_tr => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/multiply", Sse2, SSE2, sse2::diagonal_shift::tr_multiply),
        Candidate::new("scalar/binary", Scalar, NONE, ds::tr_binary),
        Candidate::new("scalar/linear", Scalar, NONE, ds::tr_linear),
    ];

    diagonal_shift_bl_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/sllv", Avx512, AVX512, avx512::diagonal_shift::bl_sllv_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512VBMI.union(GFNI), avx512::diagonal_shift::bl_gfni_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/multiply", Avx2, AVX2, avx2::diagonal_shift::bl_multiply_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/multiply", Sse2, SSE2, sse2::diagonal_shift::bl_multiply_batch),
        Candidate::new("scalar/binary", Scalar, NONE, ds::bl_binary_batch),
        Candidate::new("scalar/linear", Scalar, NONE, ds::bl_linear_batch),
    ];
    diagonal_shift_tl_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/sllv", Avx512, AVX512, avx512::diagonal_shift::tl_sllv_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512VBMI.union(GFNI), avx512::diagonal_shift::tl_gfni_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/multiply", Avx2, AVX2, avx2::diagonal_shift::tl_multiply_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/multiply", Sse2, SSE2, sse2::diagonal_shift::tl_multiply_batch),
        Candidate::new("scalar/binary", Scalar, NONE, ds::tl_binary_batch),
        Candidate::new("scalar/linear", Scalar, NONE, ds::tl_linear_batch),
    ];
    diagonal_shift_br_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/sllv", Avx512, AVX512, avx512::diagonal_shift::br_sllv_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512VBMI.union(GFNI), avx512::diagonal_shift::br_gfni_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/multiply", Avx2, AVX2, avx2::diagonal_shift::br_multiply_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/multiply", Sse2, SSE2, sse2::diagonal_shift::br_multiply_batch),
        Candidate::new("scalar/binary", Scalar, NONE, ds::br_binary_batch),
        Candidate::new("scalar/linear", Scalar, NONE, ds::br_linear_batch),
    ];
    diagonal_shift_tr_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/sllv", Avx512, AVX512, avx512::diagonal_shift::tr_sllv_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512VBMI.union(GFNI), avx512::diagonal_shift::tr_gfni_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/multiply", Avx2, AVX2, avx2::diagonal_shift::tr_multiply_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/multiply", Sse2, SSE2, sse2::diagonal_shift::tr_multiply_batch),
        Candidate::new("scalar/binary", Scalar, NONE, ds::tr_binary_batch),
        Candidate::new("scalar/linear", Scalar, NONE, ds::tr_linear_batch),
    ];
}
