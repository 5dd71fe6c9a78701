//! Per-square attacks and set-wise subtraction.
//!
//! Figures: ns per board on an Intel Xeon (Sapphire Rapids class), release
//! build, 4096 random squares and occupancies (each square's occupancy
//! random, ~25 % full): "single" is a loop of calls through the table,
//! "chain" makes each call's index depend on the previous result (latency),
//! "batch" the batch form. `bmi2/pext` and `scalar/magic` each read 841 KiB
//! of compile-time tables (see `arch/all/line_attacks.rs`, `mod tables`); the
//! figures are with them in L2. Ordered fastest first on that machine, even
//! where that puts a portable candidate ahead of a SIMD one.

use super::prelude::*;
use all::line_attacks as la;

registry! {
    // single (attacks bench, indirect call per lookup; chain in brackets):
    // bmi2/pext 1.15 (6.3), scalar/magic 1.40 (6.9), avx512/gfni 2.51 (6.8),
    // scalar rank_table 2.51 (3.1), kogge_stone 4.85, hyperbola 5.47.
    // Both table methods read 841 KiB of `.rodata` (`la::tables`).
    rook_attacks_from => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::rook_attacks_from>::new("bmi2/pext", Bmi2, BMI2, bmi2::line_attacks::rook_attacks_from).pext(),
        Candidate::new("scalar/magic", Scalar, NONE, la::magic::rook_attacks_from),
        Candidate::new("scalar/black_magic", Scalar, NONE, la::black_magic::rook_attacks_from),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/hyperbola_bswap", Avx2, AVX2, avx2::line_attacks::hyperbola_bswap::rook_attacks_from),
        Candidate::new("scalar/hyperbola_bswap", Scalar, NONE, la::hyperbola_bswap::rook_attacks_from),
        Candidate::new("scalar/kindergarten", Scalar, NONE, la::kindergarten::rook_attacks_from),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("bmi2/obstruction_difference", Bmi2, LZCNT, bmi2::line_attacks::obstruction_difference::rook_attacks_from),
        Candidate::new("scalar/obstruction_difference", Scalar, NONE, la::obstruction_difference::rook_attacks_from),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::line_attacks::rook_attacks_from),
        Candidate::new("scalar/rank_table", Scalar, NONE, la::rook_attacks_from_rank_table),
        Candidate::new("scalar/kogge_stone", Scalar, NONE, la::kogge_stone::rook_attacks_from),
        Candidate::new("scalar/hyperbola", Scalar, NONE, la::rook_attacks_from_hyperbola),
    ];
    // single: bmi2/pext 1.12 (2.7), scalar/magic 1.26 (3.3), scalar
    // hyperbola 2.47 (3.3), avx512/gfni 2.51 (7.7), kogge_stone 5.1
    bishop_attacks_from => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::bishop_attacks_from>::new("bmi2/pext", Bmi2, BMI2, bmi2::line_attacks::bishop_attacks_from).pext(),
        Candidate::new("scalar/magic", Scalar, NONE, la::magic::bishop_attacks_from),
        Candidate::new("scalar/black_magic", Scalar, NONE, la::black_magic::bishop_attacks_from),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/hyperbola_bswap", Avx2, AVX2, avx2::line_attacks::hyperbola_bswap::bishop_attacks_from),
        Candidate::new("scalar/hyperbola_bswap", Scalar, NONE, la::hyperbola_bswap::bishop_attacks_from),
        Candidate::new("scalar/kindergarten", Scalar, NONE, la::kindergarten::bishop_attacks_from),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("bmi2/obstruction_difference", Bmi2, LZCNT, bmi2::line_attacks::obstruction_difference::bishop_attacks_from),
        Candidate::new("scalar/obstruction_difference", Scalar, NONE, la::obstruction_difference::bishop_attacks_from),
        Candidate::new("scalar/hyperbola", Scalar, NONE, la::bishop_attacks_from_hyperbola),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::line_attacks::bishop_attacks_from),
        Candidate::new("scalar/kogge_stone", Scalar, NONE, la::kogge_stone::bishop_attacks_from),
    ];
    // single: bmi2/pext 1.55 (6.9), scalar/magic 1.95 (7.5), avx512/gfni
    // 2.51 (8.0), avx2/hyperbola 3.07 (6.2), scalar rank_table 4.47 (4.4),
    // hyperbola 7.2, kogge_stone 17.2. One slot holds both pieces' lookup
    // data, so a queen is two independent table reads.
    queen_attacks_from => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::queen_attacks_from>::new("bmi2/pext", Bmi2, BMI2, bmi2::line_attacks::queen_attacks_from).pext(),
        Candidate::new("scalar/magic", Scalar, NONE, la::magic::queen_attacks_from),
        Candidate::new("scalar/black_magic", Scalar, NONE, la::black_magic::queen_attacks_from),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/hyperbola_bswap", Avx2, AVX2, avx2::line_attacks::hyperbola_bswap::queen_attacks_from),
        Candidate::new("scalar/hyperbola_bswap", Scalar, NONE, la::hyperbola_bswap::queen_attacks_from),
        Candidate::new("scalar/kindergarten", Scalar, NONE, la::kindergarten::queen_attacks_from),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("bmi2/obstruction_difference", Bmi2, LZCNT, bmi2::line_attacks::obstruction_difference::queen_attacks_from),
        Candidate::new("scalar/obstruction_difference", Scalar, NONE, la::obstruction_difference::queen_attacks_from),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::line_attacks::queen_attacks_from),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/hyperbola", Avx2, AVX2, avx2::line_attacks::queen_attacks_from),
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

    // batch (kernels bench, ns per board): bmi2/pext 0.77, scalar/magic 1.00,
    // avx512/gfni 1.61, scalar rank_table 1.90, kogge_stone 4.2, hyperbola 8.7
    rook_attacks_from_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::rook_attacks_from_batch>::new("bmi2/pext", Bmi2, BMI2, bmi2::line_attacks::rook_attacks_from_batch).pext(),
        Candidate::new("scalar/magic", Scalar, NONE, la::magic::rook_attacks_from_batch),
        Candidate::new("scalar/black_magic", Scalar, NONE, la::black_magic::rook_attacks_from_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/hyperbola_bswap", Avx2, AVX2, avx2::line_attacks::hyperbola_bswap::rook_attacks_from_batch),
        Candidate::new("scalar/hyperbola_bswap", Scalar, NONE, la::hyperbola_bswap::rook_attacks_from_batch),
        Candidate::new("scalar/kindergarten", Scalar, NONE, la::kindergarten::rook_attacks_from_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("bmi2/obstruction_difference", Bmi2, LZCNT, bmi2::line_attacks::obstruction_difference::rook_attacks_from_batch),
        Candidate::new("scalar/obstruction_difference", Scalar, NONE, la::obstruction_difference::rook_attacks_from_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::line_attacks::rook_attacks_from_batch),
        Candidate::new("scalar/rank_table", Scalar, NONE, la::rook_attacks_from_rank_table_batch),
        Candidate::new("scalar/kogge_stone", Scalar, NONE, la::kogge_stone::rook_attacks_from_batch),
        Candidate::new("scalar/hyperbola", Scalar, NONE, la::rook_attacks_from_hyperbola_batch),
    ];
    // batch: bmi2/pext 0.56, scalar/magic 0.89, avx512/gfni 1.67,
    // scalar hyperbola 2.04, kogge_stone 4.2
    bishop_attacks_from_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::bishop_attacks_from_batch>::new("bmi2/pext", Bmi2, BMI2, bmi2::line_attacks::bishop_attacks_from_batch).pext(),
        Candidate::new("scalar/magic", Scalar, NONE, la::magic::bishop_attacks_from_batch),
        Candidate::new("scalar/black_magic", Scalar, NONE, la::black_magic::bishop_attacks_from_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/hyperbola_bswap", Avx2, AVX2, avx2::line_attacks::hyperbola_bswap::bishop_attacks_from_batch),
        Candidate::new("scalar/hyperbola_bswap", Scalar, NONE, la::hyperbola_bswap::bishop_attacks_from_batch),
        Candidate::new("scalar/kindergarten", Scalar, NONE, la::kindergarten::bishop_attacks_from_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("bmi2/obstruction_difference", Bmi2, LZCNT, bmi2::line_attacks::obstruction_difference::bishop_attacks_from_batch),
        Candidate::new("scalar/obstruction_difference", Scalar, NONE, la::obstruction_difference::bishop_attacks_from_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::line_attacks::bishop_attacks_from_batch),
        Candidate::new("scalar/hyperbola", Scalar, NONE, la::bishop_attacks_from_hyperbola_batch),
        Candidate::new("scalar/kogge_stone", Scalar, NONE, la::kogge_stone::bishop_attacks_from_batch),
    ];
    // batch: bmi2/pext 1.15, scalar/magic 1.76, avx512/gfni 1.87,
    // avx2/hyperbola 2.49, scalar rank_table 3.68, hyperbola 7.4, kogge_stone 17.7
    queen_attacks_from_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::<sig::queen_attacks_from_batch>::new("bmi2/pext", Bmi2, BMI2, bmi2::line_attacks::queen_attacks_from_batch).pext(),
        Candidate::new("scalar/magic", Scalar, NONE, la::magic::queen_attacks_from_batch),
        Candidate::new("scalar/black_magic", Scalar, NONE, la::black_magic::queen_attacks_from_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/hyperbola_bswap", Avx2, AVX2, avx2::line_attacks::hyperbola_bswap::queen_attacks_from_batch),
        Candidate::new("scalar/hyperbola_bswap", Scalar, NONE, la::hyperbola_bswap::queen_attacks_from_batch),
        Candidate::new("scalar/kindergarten", Scalar, NONE, la::kindergarten::queen_attacks_from_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("bmi2/obstruction_difference", Bmi2, LZCNT, bmi2::line_attacks::obstruction_difference::queen_attacks_from_batch),
        Candidate::new("scalar/obstruction_difference", Scalar, NONE, la::obstruction_difference::queen_attacks_from_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::line_attacks::queen_attacks_from_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/hyperbola", Avx2, AVX2, avx2::line_attacks::queen_attacks_from_batch),
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
