//! Per-square attacks and set-wise subtraction.

use super::prelude::*;
use all::line_attacks as la;

registry! {
    rook_attacks_from => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::rook_attacks_from>::new("bmi2/pext", Bmi2, BMI2, bmi2::line_attacks::rook_attacks_from).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::line_attacks::rook_attacks_from),
        Candidate::new("scalar/rank_table", Scalar, NONE, la::rook_attacks_from_rank_table),
        Candidate::new("scalar/hyperbola", Scalar, NONE, la::rook_attacks_from_hyperbola),
        Candidate::new("scalar/kogge_stone", Scalar, NONE, la::kogge_stone::rook_attacks_from),
    ];
    bishop_attacks_from => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::bishop_attacks_from>::new("bmi2/pext", Bmi2, BMI2, bmi2::line_attacks::bishop_attacks_from).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::line_attacks::bishop_attacks_from),
        Candidate::new("scalar/hyperbola", Scalar, NONE, la::bishop_attacks_from_hyperbola),
        Candidate::new("scalar/kogge_stone", Scalar, NONE, la::kogge_stone::bishop_attacks_from),
    ];
    queen_attacks_from => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::queen_attacks_from>::new("bmi2/pext", Bmi2, BMI2, bmi2::line_attacks::queen_attacks_from).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::line_attacks::queen_attacks_from),
        Candidate::new("scalar/rank_table", Scalar, NONE, la::queen_attacks_from_rank_table),
        Candidate::new("scalar/hyperbola", Scalar, NONE, la::queen_attacks_from_hyperbola),
        Candidate::new("scalar/kogge_stone", Scalar, NONE, la::kogge_stone::queen_attacks_from),
    ];
    east_attacks_by_subtraction => [
        Candidate::new("scalar/swar", Scalar, NONE, la::east_attacks_by_subtraction_swar),
    ];
    west_attacks_by_subtraction => [
        Candidate::new("scalar/swar", Scalar, NONE, la::west_attacks_by_subtraction_swar),
    ];

    rook_attacks_from_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::rook_attacks_from_batch>::new("bmi2/pext", Bmi2, BMI2, bmi2::line_attacks::rook_attacks_from_batch).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::line_attacks::rook_attacks_from_batch),
        Candidate::new("scalar/rank_table", Scalar, NONE, la::rook_attacks_from_rank_table_batch),
        Candidate::new("scalar/hyperbola", Scalar, NONE, la::rook_attacks_from_hyperbola_batch),
        Candidate::new("scalar/kogge_stone", Scalar, NONE, la::kogge_stone::rook_attacks_from_batch),
    ];
    bishop_attacks_from_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::bishop_attacks_from_batch>::new("bmi2/pext", Bmi2, BMI2, bmi2::line_attacks::bishop_attacks_from_batch).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::line_attacks::bishop_attacks_from_batch),
        Candidate::new("scalar/hyperbola", Scalar, NONE, la::bishop_attacks_from_hyperbola_batch),
        Candidate::new("scalar/kogge_stone", Scalar, NONE, la::kogge_stone::bishop_attacks_from_batch),
    ];
    queen_attacks_from_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::queen_attacks_from_batch>::new("bmi2/pext", Bmi2, BMI2, bmi2::line_attacks::queen_attacks_from_batch).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::line_attacks::queen_attacks_from_batch),
        Candidate::new("scalar/rank_table", Scalar, NONE, la::queen_attacks_from_rank_table_batch),
        Candidate::new("scalar/hyperbola", Scalar, NONE, la::queen_attacks_from_hyperbola_batch),
        Candidate::new("scalar/kogge_stone", Scalar, NONE, la::kogge_stone::queen_attacks_from_batch),
    ];
    east_attacks_by_subtraction_batch => [
        Candidate::new("scalar/swar", Scalar, NONE, la::east_attacks_by_subtraction_swar_batch),
    ];
    west_attacks_by_subtraction_batch => [
        Candidate::new("scalar/swar", Scalar, NONE, la::west_attacks_by_subtraction_swar_batch),
    ];
}
