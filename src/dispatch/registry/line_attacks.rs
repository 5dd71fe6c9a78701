//! Per-square attacks and set-wise subtraction.
//!
//! Figures: ns per board on an Intel Xeon (Sapphire Rapids class), release
//! build, 4096 random squares and occupancies (each square's occupancy
//! random, ~25 % full): "single" is a loop of calls through the table,
//! "chain" makes each call's index depend on the previous result (latency),
//! "batch" the batch form. `bmi2/pext` reads 841 KiB of tables (see
//! `arch/x86_64/bmi2/line_attacks.rs`); the figures are with them in L2.

use super::prelude::*;
use all::line_attacks as la;

registry! {
    // single: bmi2/pext 1.6 (chain 10.1), avx512/gfni 2.2 (8.8),
    // scalar rank_table 2.2 (5.8), kogge_stone 4.9, hyperbola 5.7
    rook_attacks_from => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::rook_attacks_from>::new("bmi2/pext", Bmi2, BMI2, bmi2::line_attacks::rook_attacks_from).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::line_attacks::rook_attacks_from),
        Candidate::new("scalar/magic", Scalar, NONE, la::magic::rook_attacks_from),
        Candidate::new("scalar/rank_table", Scalar, NONE, la::rook_attacks_from_rank_table),
        Candidate::new("scalar/hyperbola", Scalar, NONE, la::rook_attacks_from_hyperbola),
        Candidate::new("scalar/kogge_stone", Scalar, NONE, la::kogge_stone::rook_attacks_from),
    ];
    // single: bmi2/pext 1.6 (chain 7.0), avx512/gfni 2.3 (9.6),
    // scalar hyperbola 2.4 (7.5), kogge_stone 5.2
    bishop_attacks_from => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::bishop_attacks_from>::new("bmi2/pext", Bmi2, BMI2, bmi2::line_attacks::bishop_attacks_from).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::line_attacks::bishop_attacks_from),
        Candidate::new("scalar/magic", Scalar, NONE, la::magic::bishop_attacks_from),
        Candidate::new("scalar/hyperbola", Scalar, NONE, la::bishop_attacks_from_hyperbola),
        Candidate::new("scalar/kogge_stone", Scalar, NONE, la::kogge_stone::bishop_attacks_from),
    ];
    // single: avx512/gfni 2.25 (chain 9.8), bmi2/pext 2.3 (11.2),
    // avx2/hyperbola 2.8 (9.0), scalar rank_table 4.4 (8.2), hyperbola 7.7,
    // kogge_stone 17.1. GFNI first: a tie on throughput, shorter chain, and
    // no 841 KiB of tables competing for the caller's cache.
    queen_attacks_from => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::line_attacks::queen_attacks_from),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::queen_attacks_from>::new("bmi2/pext", Bmi2, BMI2, bmi2::line_attacks::queen_attacks_from).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/hyperbola", Avx2, AVX2, avx2::line_attacks::queen_attacks_from),
        Candidate::new("scalar/magic", Scalar, NONE, la::magic::queen_attacks_from),
        Candidate::new("scalar/rank_table", Scalar, NONE, la::queen_attacks_from_rank_table),
        Candidate::new("scalar/hyperbola", Scalar, NONE, la::queen_attacks_from_hyperbola),
        Candidate::new("scalar/kogge_stone", Scalar, NONE, la::kogge_stone::queen_attacks_from),
    ];
    // single: scalar/swar 1.2 (chain 4.6); SSE2 `psubb` on one board ties
    // (1.2, chain 5.0: the moves in and out of xmm), so it is batch-only.
    east_attacks_by_subtraction => [
        Candidate::new("scalar/swar", Scalar, NONE, la::east_attacks_by_subtraction_swar),
    ];
    // single: scalar/kogge_stone 1.5 (chain 6.6), avx512/gfni 1.6 (7.8),
    // scalar/swar 4.0 (three bit mirrors without a bit-reverse instruction)
    west_attacks_by_subtraction => [
        Candidate::new("scalar/kogge_stone", Scalar, NONE, la::west_attacks_kogge_stone),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::line_attacks::west_attacks_by_subtraction),
        Candidate::new("scalar/swar", Scalar, NONE, la::west_attacks_by_subtraction_swar),
    ];

    // batch: bmi2/pext 0.97, avx512/gfni 1.5, scalar rank_table 1.8,
    // kogge_stone 4.1, hyperbola 8.1
    rook_attacks_from_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::rook_attacks_from_batch>::new("bmi2/pext", Bmi2, BMI2, bmi2::line_attacks::rook_attacks_from_batch).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::line_attacks::rook_attacks_from_batch),
        Candidate::new("scalar/magic", Scalar, NONE, la::magic::rook_attacks_from_batch),
        Candidate::new("scalar/rank_table", Scalar, NONE, la::rook_attacks_from_rank_table_batch),
        Candidate::new("scalar/hyperbola", Scalar, NONE, la::rook_attacks_from_hyperbola_batch),
        Candidate::new("scalar/kogge_stone", Scalar, NONE, la::kogge_stone::rook_attacks_from_batch),
    ];
    // batch: bmi2/pext 0.73, avx512/gfni 1.6, scalar hyperbola 1.9, kogge_stone 4.0
    bishop_attacks_from_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::bishop_attacks_from_batch>::new("bmi2/pext", Bmi2, BMI2, bmi2::line_attacks::bishop_attacks_from_batch).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::line_attacks::bishop_attacks_from_batch),
        Candidate::new("scalar/magic", Scalar, NONE, la::magic::bishop_attacks_from_batch),
        Candidate::new("scalar/hyperbola", Scalar, NONE, la::bishop_attacks_from_hyperbola_batch),
        Candidate::new("scalar/kogge_stone", Scalar, NONE, la::kogge_stone::bishop_attacks_from_batch),
    ];
    // batch: bmi2/pext 1.4, avx512/gfni 1.7, avx2/hyperbola 2.3,
    // scalar rank_table 3.6, hyperbola 6.9, kogge_stone 7.7
    queen_attacks_from_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::queen_attacks_from_batch>::new("bmi2/pext", Bmi2, BMI2, bmi2::line_attacks::queen_attacks_from_batch).pext(),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::line_attacks::queen_attacks_from_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/hyperbola", Avx2, AVX2, avx2::line_attacks::queen_attacks_from_batch),
        Candidate::new("scalar/magic", Scalar, NONE, la::magic::queen_attacks_from_batch),
        Candidate::new("scalar/rank_table", Scalar, NONE, la::queen_attacks_from_rank_table_batch),
        Candidate::new("scalar/hyperbola", Scalar, NONE, la::queen_attacks_from_hyperbola_batch),
        Candidate::new("scalar/kogge_stone", Scalar, NONE, la::kogge_stone::queen_attacks_from_batch),
    ];
    // batch: avx2/psubb 0.21, sse2/psubb 0.22, avx512/psubb 0.23 (memory
    // bound: all three tie), scalar/swar 0.47
    east_attacks_by_subtraction_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/psubb", Avx2, AVX2, avx2::line_attacks::east_attacks_by_subtraction_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/psubb", Avx512, AVX512, avx512::line_attacks::east_attacks_by_subtraction_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/psubb", Sse2, SSE2, sse2::line_attacks::east_attacks_by_subtraction_batch),
        Candidate::new("scalar/swar", Scalar, NONE, la::east_attacks_by_subtraction_swar_batch),
    ];
    // batch: avx512/gfni 0.25, avx2/pshufb 0.53, scalar kogge_stone 0.82, swar 2.9
    west_attacks_by_subtraction_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::line_attacks::west_attacks_by_subtraction_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/pshufb", Avx2, AVX2, avx2::line_attacks::west_attacks_by_subtraction_batch),
        Candidate::new("scalar/kogge_stone", Scalar, NONE, la::west_attacks_kogge_stone_batch),
        Candidate::new("scalar/swar", Scalar, NONE, la::west_attacks_by_subtraction_swar_batch),
    ];
}
