//! Fills and set-wise attacks.
//!
//! Portable order: Kogge-Stone before Dumb7Fill (14 against 19 operations
//! per ray in the reference; re-measured by the report), the early-exit
//! loop last (branchy, only wins on nearly empty boards).

use super::prelude::*;
use all::fill::{dumb7, kogge_stone};

registry! {
    shift_one => [
        Candidate::new("scalar/rotate", Scalar, NONE, all::fill::shift_one_rotate),
    ];
    occluded_fill => [
        Candidate::new("scalar/kogge_stone", Scalar, NONE, all::fill::occluded_fill_kogge_stone),
        Candidate::new("scalar/dumb7fill", Scalar, NONE, all::fill::occluded_fill_dumb7),
        Candidate::new("scalar/loop", Scalar, NONE, all::fill::occluded_fill_loop),
    ];
    fill => [
        Candidate::new("scalar/kogge_stone", Scalar, NONE, kogge_stone::fill),
        Candidate::new("scalar/dumb7fill", Scalar, NONE, dumb7::fill),
    ];
    ray_attacks => [
        Candidate::new("scalar/kogge_stone", Scalar, NONE, kogge_stone::ray_attacks),
        Candidate::new("scalar/dumb7fill", Scalar, NONE, dumb7::ray_attacks),
    ];
    rook_attacks => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/kogge_stone", Avx2, AVX2, avx2::fill::rook_attacks),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/dumb7fill", Avx2, AVX2, avx2::fill::rook_attacks_dumb7),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/kogge_stone", Avx512, AVX512, avx512::fill::rook_attacks),
        Candidate::new("scalar/kogge_stone", Scalar, NONE, kogge_stone::rook_attacks),
        Candidate::new("scalar/dumb7fill", Scalar, NONE, dumb7::rook_attacks),
    ];
    bishop_attacks => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/kogge_stone", Avx2, AVX2, avx2::fill::bishop_attacks),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/dumb7fill", Avx2, AVX2, avx2::fill::bishop_attacks_dumb7),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/kogge_stone", Avx512, AVX512, avx512::fill::bishop_attacks),
        Candidate::new("scalar/kogge_stone", Scalar, NONE, kogge_stone::bishop_attacks),
        Candidate::new("scalar/dumb7fill", Scalar, NONE, dumb7::bishop_attacks),
    ];
    queen_attacks => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/kogge_stone", Avx2, AVX2, avx2::fill::queen_attacks),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/dumb7fill", Avx2, AVX2, avx2::fill::queen_attacks_dumb7),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/kogge_stone", Avx512, AVX512, avx512::fill::queen_attacks),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/dumb7fill", Avx512, AVX512, avx512::fill::queen_attacks_dumb7),
        Candidate::new("scalar/kogge_stone", Scalar, NONE, kogge_stone::queen_attacks),
        Candidate::new("scalar/dumb7fill", Scalar, NONE, dumb7::queen_attacks),
    ];
    attacks_by_direction => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/kogge_stone", Avx2, AVX2, avx2::fill::attacks_by_direction),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/dumb7fill", Avx2, AVX2, avx2::fill::attacks_by_direction_dumb7),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/kogge_stone", Avx512, AVX512, avx512::fill::attacks_by_direction),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/dumb7fill", Avx512, AVX512, avx512::fill::attacks_by_direction_dumb7),
        Candidate::new("scalar/kogge_stone", Scalar, NONE, kogge_stone::attacks_by_direction),
        Candidate::new("scalar/dumb7fill", Scalar, NONE, dumb7::attacks_by_direction),
    ];

    shift_one_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/shift", Sse2, SSE2, sse2::fill::shift_one_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/shift", Avx2, AVX2, avx2::fill::shift_one_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/rolv", Avx512, AVX512, avx512::fill::shift_one_batch),
        Candidate::new("scalar/rotate", Scalar, NONE, all::fill::shift_one_rotate_batch),
    ];
    occluded_fill_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/shift", Sse2, SSE2, sse2::fill::occluded_fill_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/shift", Avx2, AVX2, avx2::fill::occluded_fill_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/rolv", Avx512, AVX512, avx512::fill::occluded_fill_batch),
        Candidate::new("scalar/kogge_stone", Scalar, NONE, kogge_stone::occluded_fill_batch),
        Candidate::new("scalar/dumb7fill", Scalar, NONE, dumb7::occluded_fill_batch),
        Candidate::new("scalar/loop", Scalar, NONE, all::fill::occluded_fill_loop_batch),
    ];
    fill_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/shift", Sse2, SSE2, sse2::fill::fill_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/shift", Avx2, AVX2, avx2::fill::fill_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/rolv", Avx512, AVX512, avx512::fill::fill_batch),
        Candidate::new("scalar/kogge_stone", Scalar, NONE, kogge_stone::fill_batch),
        Candidate::new("scalar/dumb7fill", Scalar, NONE, dumb7::fill_batch),
    ];
    ray_attacks_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/shift", Sse2, SSE2, sse2::fill::ray_attacks_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/shift", Avx2, AVX2, avx2::fill::ray_attacks_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/rolv", Avx512, AVX512, avx512::fill::ray_attacks_batch),
        Candidate::new("scalar/kogge_stone", Scalar, NONE, kogge_stone::ray_attacks_batch),
        Candidate::new("scalar/dumb7fill", Scalar, NONE, dumb7::ray_attacks_batch),
    ];
    rook_attacks_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/shift", Sse2, SSE2, sse2::fill::rook_attacks_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/shift", Avx2, AVX2, avx2::fill::rook_attacks_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/rolv", Avx512, AVX512, avx512::fill::rook_attacks_batch),
        Candidate::new("scalar/kogge_stone", Scalar, NONE, kogge_stone::rook_attacks_batch),
        Candidate::new("scalar/dumb7fill", Scalar, NONE, dumb7::rook_attacks_batch),
    ];
    bishop_attacks_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/shift", Sse2, SSE2, sse2::fill::bishop_attacks_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/shift", Avx2, AVX2, avx2::fill::bishop_attacks_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/rolv", Avx512, AVX512, avx512::fill::bishop_attacks_batch),
        Candidate::new("scalar/kogge_stone", Scalar, NONE, kogge_stone::bishop_attacks_batch),
        Candidate::new("scalar/dumb7fill", Scalar, NONE, dumb7::bishop_attacks_batch),
    ];
    queen_attacks_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/shift", Sse2, SSE2, sse2::fill::queen_attacks_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/shift", Avx2, AVX2, avx2::fill::queen_attacks_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/rolv", Avx512, AVX512, avx512::fill::queen_attacks_batch),
        Candidate::new("scalar/kogge_stone", Scalar, NONE, kogge_stone::queen_attacks_batch),
        Candidate::new("scalar/dumb7fill", Scalar, NONE, dumb7::queen_attacks_batch),
    ];
    attacks_by_direction_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/shift", Avx2, AVX2, avx2::fill::attacks_by_direction_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/rolv", Avx512, AVX512, avx512::fill::attacks_by_direction_batch),
        Candidate::new("scalar/kogge_stone", Scalar, NONE, kogge_stone::attacks_by_direction_batch),
        Candidate::new("scalar/dumb7fill", Scalar, NONE, dumb7::attacks_by_direction_batch),
    ];
}
