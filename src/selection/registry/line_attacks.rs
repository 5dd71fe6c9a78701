//! Per-square attacks and set-wise subtraction.
//!
//! Each list is ordered fastest first on the machine its figures name, even
//! where that puts a portable candidate ahead of a SIMD one. The per-square
//! lists were measured on an Intel Xeon, family 6 model 0xcf; the
//! subtraction lists on an earlier Intel Xeon (Sapphire Rapids class),
//! 4096 random squares and occupancies, "single" = a loop of calls through
//! the table, "chain" = each call's input depends on the previous result,
//! "batch" = the batch form. The table-driven methods read compile-time
//! tables (see `arch/all/line_attacks.rs`, `mod tables`, and its
//! submodules); the figures are with them in L2.

use super::prelude::*;

registry! {
    // Per-square lookups. Figures: ns per lookup on an Intel Xeon, family 6
    // model 0xcf (Emerald Rapids class: AVX-512, GFNI, fast pext), plain
    // x86-64 release build, medians of three `cargo bench --features bench --bench attacks`
    // runs (other builds running on the 2 shared cores), 4096 random squares
    // with game-like (2-32 pieces), sparse (p = 1/8) and dense (p = 1/2)
    // occupancies: the three sets agree within 0.1 ns, so one figure is
    // given. "ptr" = an indirect call per independent lookup (the table and
    // free-function path; what this order is for), "chain" = each occupancy
    // xor the previous result, "inl" = the method inlined in a loop compiled
    // for the avx512 / avx2 / plain level (a loop written for that
    // measurement over the same kind of data, one or two runs; what the
    // token order is for).
    //
    // Table sizes: pext 849 KiB, magic 849 KiB, black_magic 687 KiB,
    // kindergarten 9.5 KiB, obstruction_difference 4 KiB, hyperbola_bswap
    // 2.5 KiB, gfni/kogge_stone none.
    //
    // Target for the Zen 2 class (AMD EPYC family 0x17 model 0x31, slow
    // pext; published methods compiled with clang -O3 -march=native, queen,
    // inlined): hyperbola_bswap about 1.8, fixed-shift black magics about
    // 2.4, fancy magics 2.8; cozy-chess 2.7-2.8 and shakmaty 2.6 there. That
    // is why the avx2 token (the token of a slow-pext CPU) prefers
    // `avx2/hyperbola_bswap` for the queen. This crate's code has no Zen 2
    // measurement.
    //
    // rook ptr (chain): black_magic 1.43 (7.8), magic 1.57 (8.3), pext 1.65
    // (7.6), hyperbola_bswap 2.68 (4.3), kindergarten 2.80 (4.9),
    // obstruction_difference 2.88 (6.6; lzcnt 3.02), gfni 3.01 (8.0),
    // rank_table 3.02 (3.7), kogge_stone 6.00 (8.2), hyperbola 6.69 (11.8);
    // cozy-chess 1.12 and shakmaty 1.12 inlined (8.1).
    // rook inl avx512/avx2/plain: pext 0.89/-/-, black_magic 1.13/1.00/1.13,
    // magic 1.33/1.13/1.14, hyperbola_bswap 1.49/1.21/1.85; cozy 1.24.
    // The corpus report of the same CPU (`reports/intel-6h-cfh.json`, its
    // own inputs and loop) has pext ahead, 1.655 against black_magic 1.824,
    // so the Intel AVX-512 class puts `bmi2/pext` first (`orders.rs`).
    // Token order: inlined in the report's throughput loop through a pinned
    // token (ns per call; Intel Xeon family 6 model 0xcf; `report
    // --token-level L`, full mode). At avx512 `scalar/hyperbola` edges out
    // `pext` only because that loop of independent lookups vectorises it;
    // a dependent chain or an engine's isolated lookup costs it 1.5x `pext`
    // (attacks bench, chain: 11.4 against 7.6 ns), so the token keeps `pext`:
    //   avx512: scalar/hyperbola 0.92, bmi2/pext 1.00, scalar/black_magic 1.16, scalar/magic 1.24
    //   bmi2: bmi2/pext 1.02, scalar/black_magic 1.17, scalar/magic 1.25, scalar/hyperbola 1.44
    //   avx2: scalar/black_magic 1.17, scalar/magic 1.23, scalar/hyperbola 1.43, scalar/hyperbola_bswap 2.16
    // Tried with the byte-swap hyperbola's tables as `const`s, so that its
    // loops vectorise: `avx2/hyperbola_bswap` first in the rook and bishop
    // token orders gave, through the avx2 token in the attacks bench
    // (`BITBOARD_SIMD=avx2`, game-like, two alternating runs), rook 1.25 and
    // 1.52 ns (chain 4.3) against `black_magic` 1.34 and 1.38 (chain 8.0),
    // bishop 0.87 and 0.93 (chain 4.7) against 1.05 and 1.06 (4.1); but the
    // perft example at the avx2 level, where lookups come one at a time,
    // took 1.37x as long (Kiwipete depth 5, median of 11 alternating pairs
    // of whole runs: 0.467 against 0.337 s). The orders stay.
    rook_attacks_from => [
        #[cfg(feature = "magic-table")]
        ScalarBlackMagic => all::line_attacks::black_magic::rook_attacks_from,
        #[cfg(feature = "magic-table")]
        #[cfg(feature = "alternatives")]
        ScalarMagic => all::line_attacks::magic::rook_attacks_from,
        #[cfg(feature = "pext-table")]
        Bmi2Pext => bmi2::line_attacks::rook_attacks_from.pext(),
        ScalarHyperbolaBswap => all::line_attacks::hyperbola_bswap::rook_attacks_from,
        #[cfg(feature = "alternatives")]
        Avx2HyperbolaBswap => avx2::line_attacks::hyperbola_bswap::rook_attacks_from,
        #[cfg(feature = "alternatives")]
        ScalarKindergarten => all::line_attacks::kindergarten::rook_attacks_from,
        #[cfg(feature = "alternatives")]
        ScalarObstructionDifference => all::line_attacks::obstruction_difference::rook_attacks_from,
        #[cfg(feature = "alternatives")]
        Avx512Gfni => avx512::line_attacks::rook_attacks_from,
        #[cfg(feature = "alternatives")]
        ScalarRankTable => all::line_attacks::rook_attacks_from_rank_table,
        #[cfg(feature = "alternatives")]
        Bmi2ObstructionDifference => bmi2::line_attacks::obstruction_difference::rook_attacks_from,
        #[cfg(feature = "alternatives")]
        ScalarKoggeStone => all::line_attacks::kogge_stone::rook_attacks_from,
        // sve2/pext, the pext table indexed by bext (predicted, N2/V2 models): 22.1 against 16.1 cycles
        // for scalar/magic.
        #[cfg(feature = "pext-table")]
        #[cfg(feature = "alternatives")]
        Sve2Pext => sve2::line_attacks::rook_attacks_from,
        // neon/hyperbola_rbit (predicted): Hyperbola Quintessence with rbit on every line, rank
        // included; about even with scalar/hyperbola_bswap, never ahead of black_magic.
        #[cfg(feature = "alternatives")]
        NeonHyperbolaRbit => neon::line_attacks::rook_attacks_from,
        ScalarHyperbola => all::line_attacks::rook_attacks_from_hyperbola,
    ] tokens [Bmi2Pext, ScalarBlackMagic];
    // bishop ptr (chain): black_magic 1.40 (3.9), magic 1.52 (4.0), pext
    // 2.01 (3.3), kindergarten 2.34 (4.7), avx2/hyperbola_bswap 2.34 (4.7),
    // hyperbola_bswap 2.68 (3.9), obstruction_difference 2.88 (6.6; lzcnt
    // 3.02), gfni 3.01 (9.2), hyperbola 3.07 (3.9), kogge_stone 6.53;
    // cozy-chess 0.88, shakmaty 0.87 inlined.
    // bishop inl avx512/avx2/plain: pext 0.66/-/-, hyperbola_bswap
    // 0.88/0.92/1.97, black_magic 1.03/0.80/0.84, magic 1.22/0.95/0.97;
    // cozy 0.97/0.98/1.29.
    // Token order (inlined, as for the rook):
    //   avx512: bmi2/pext 0.75, scalar/black_magic 0.88, scalar/magic 1.02, scalar/hyperbola_bswap 1.43
    //   bmi2: bmi2/pext 0.79, scalar/black_magic 0.90, scalar/magic 1.02, scalar/kindergarten 1.48
    //   avx2: scalar/black_magic 0.95, scalar/magic 1.04, scalar/kindergarten 1.52, avx2/hyperbola_bswap 1.72
    bishop_attacks_from => [
        #[cfg(feature = "magic-table")]
        ScalarBlackMagic => all::line_attacks::black_magic::bishop_attacks_from,
        #[cfg(feature = "magic-table")]
        #[cfg(feature = "alternatives")]
        ScalarMagic => all::line_attacks::magic::bishop_attacks_from,
        #[cfg(feature = "pext-table")]
        Bmi2Pext => bmi2::line_attacks::bishop_attacks_from.pext(),
        ScalarKindergarten => all::line_attacks::kindergarten::bishop_attacks_from,
        #[cfg(feature = "alternatives")]
        Avx2HyperbolaBswap => avx2::line_attacks::hyperbola_bswap::bishop_attacks_from,
        #[cfg(feature = "alternatives")]
        ScalarHyperbolaBswap => all::line_attacks::hyperbola_bswap::bishop_attacks_from,
        #[cfg(feature = "alternatives")]
        ScalarObstructionDifference => all::line_attacks::obstruction_difference::bishop_attacks_from,
        #[cfg(feature = "alternatives")]
        Avx512Gfni => avx512::line_attacks::bishop_attacks_from,
        #[cfg(feature = "alternatives")]
        Bmi2ObstructionDifference => bmi2::line_attacks::obstruction_difference::bishop_attacks_from,
        ScalarHyperbola => all::line_attacks::bishop_attacks_from_hyperbola,
        // sve2/pext, the pext table indexed by bext (predicted, N2/V2 models): 22.1 against 16.1 cycles
        // for scalar/magic.
        #[cfg(feature = "pext-table")]
        #[cfg(feature = "alternatives")]
        Sve2Pext => sve2::line_attacks::bishop_attacks_from,
        // neon/hyperbola_rbit (predicted): Hyperbola Quintessence with rbit on every line, rank
        // included; about even with scalar/hyperbola_bswap, never ahead of black_magic.
        #[cfg(feature = "alternatives")]
        NeonHyperbolaRbit => neon::line_attacks::bishop_attacks_from,
        #[cfg(feature = "alternatives")]
        ScalarKoggeStone => all::line_attacks::kogge_stone::bishop_attacks_from,
    ] tokens [Bmi2Pext, ScalarBlackMagic];
    // queen ptr (chain): pext 1.89 (8.3), black_magic 1.99 (8.7), magic 2.32
    // (9.0), gfni 3.01 (9.6), avx2/hyperbola 3.68 (7.5),
    // avx2/hyperbola_bswap 3.89 (5.7), kindergarten 4.02 (5.6),
    // hyperbola_bswap 4.81 (5.8), obstruction_difference 5.11 (9.0; lzcnt
    // 5.37), rank_table 5.70 (5.4), hyperbola 8.86 (12.0), kogge_stone 20.5;
    // cozy-chess 1.78 (9.0), shakmaty 1.70 (9.1) inlined.
    // queen inl avx512/avx2/plain: pext 1.31/-/-, rank_table 1.86/2.40/4.6,
    // hyperbola_bswap 1.96/1.84/3.7 (vectorised with the loop: vpshufb for
    // the byte swaps at avx2 and up, slow with SSE2 only), black_magic
    // 2.05/1.61-2.69 (varies with the loop's code)/1.62, magic 2.6/2.0/2.0,
    // kindergarten 2.65/3.4/3.5, obstruction_difference 4.5/4.9/4.6; cozy
    // 1.82/2.05/2.07.
    // Token order (inlined, as for the rook). The avx2 token serves CPUs
    // with AVX2 and slow or no `pext`, in practice AMD Zen 1/2 (every Intel
    // CPU with AVX2 has a fast `pext`); there the published byte-swap
    // hyperbola beats magics (the Zen 2 figures above), so
    // `avx2/hyperbola_bswap` stays ahead of `scalar/black_magic` although
    // this Intel CPU at the avx2 level has them the other way round:
    //   avx512: bmi2/pext 1.47, scalar/black_magic 1.73, scalar/magic 2.07, avx2/hyperbola 2.49
    //   bmi2: bmi2/pext 1.45, scalar/black_magic 1.72, scalar/magic 2.07, avx2/hyperbola 2.83
    //   avx2: scalar/black_magic 1.72, scalar/magic 2.08, avx2/hyperbola 3.09, scalar/kindergarten 3.44
    // Those inlined figures come from the report's loop, which indexes its
    // inputs (bounds checks) and so is never vectorised. In a loop the
    // compiler can vectorise (the attacks bench's, `for` over zipped
    // slices), the byte-swap hyperbola runs four lookups per AVX2 register
    // since its tables are `const`s (see `arch/all/line_attacks/
    // hyperbola_bswap.rs`): avx2 token queen 3.41 -> 2.21 ns (cozy-chess
    // 1.77) in `BITBOARD_SIMD=avx2 cargo bench --features bench --bench attacks -- queen`,
    // 1.90 in a bare loop; the published C form built by clang 14
    // -march=haswell 2.06 (`benches/c/per_square_hyperbola.c`).
    queen_attacks_from => [
        #[cfg(feature = "pext-table")]
        Bmi2Pext => bmi2::line_attacks::queen_attacks_from.pext(),
        #[cfg(feature = "magic-table")]
        ScalarBlackMagic => all::line_attacks::black_magic::queen_attacks_from,
        #[cfg(feature = "magic-table")]
        #[cfg(feature = "alternatives")]
        ScalarMagic => all::line_attacks::magic::queen_attacks_from,
        Avx512Gfni => avx512::line_attacks::queen_attacks_from,
        Avx2Hyperbola => avx2::line_attacks::queen_attacks_from,
        Avx2HyperbolaBswap => avx2::line_attacks::hyperbola_bswap::queen_attacks_from,
        ScalarKindergarten => all::line_attacks::kindergarten::queen_attacks_from,
        #[cfg(feature = "alternatives")]
        ScalarHyperbolaBswap => all::line_attacks::hyperbola_bswap::queen_attacks_from,
        #[cfg(feature = "alternatives")]
        ScalarObstructionDifference => all::line_attacks::obstruction_difference::queen_attacks_from,
        #[cfg(feature = "alternatives")]
        Bmi2ObstructionDifference => bmi2::line_attacks::obstruction_difference::queen_attacks_from,
        #[cfg(feature = "alternatives")]
        ScalarRankTable => all::line_attacks::queen_attacks_from_rank_table,
        ScalarHyperbola => all::line_attacks::queen_attacks_from_hyperbola,
        // sve2/pext, the pext table indexed by bext (predicted, N2/V2 models): 31.9 against 18.1 cycles
        // for scalar/magic.
        #[cfg(feature = "pext-table")]
        #[cfg(feature = "alternatives")]
        Sve2Pext => sve2::line_attacks::queen_attacks_from,
        // neon/hyperbola_rbit (predicted): Hyperbola Quintessence with rbit on every line, rank
        // included; about even with scalar/hyperbola_bswap, never ahead of black_magic.
        #[cfg(feature = "alternatives")]
        NeonHyperbolaRbit => neon::line_attacks::queen_attacks_from,
        #[cfg(feature = "alternatives")]
        ScalarKoggeStone => all::line_attacks::kogge_stone::queen_attacks_from,
    ] tokens [Bmi2Pext, Avx2HyperbolaBswap, ScalarBlackMagic];
    // single: scalar/swar 1.2 (chain 4.6); SSE2 `psubb` on one board ties
    // (1.2, chain 5.0: the moves in and out of xmm), so it is batch-only.
    east_attacks_by_subtraction => [
        // neon/sub (predicted): 2.0-3.7 cycles on M1, N1, A76 but 9.0 against 2.6 on V1/V2 (the
        // moves between register files): behind the portable form.
        NeonSub => neon::line_attacks::east_attacks_by_subtraction,
        ScalarSwar => all::line_attacks::east_attacks_by_subtraction_swar,
    ];
    // single: scalar/kogge_stone 1.5 (chain 6.6), avx512/gfni 1.6 (7.8),
    // scalar/swar 4.0 (three bit mirrors without a bit-reverse instruction)
    west_attacks_by_subtraction => [
        ScalarKoggeStone => all::line_attacks::west_attacks_kogge_stone,
        Avx512Gfni => avx512::line_attacks::west_attacks_by_subtraction,
        // neon/rbit (predicted): ahead on M1 only, 9.1 against 4.1-5.2 on V1/V2.
        #[cfg(feature = "alternatives")]
        NeonRbit => neon::line_attacks::west_attacks_by_subtraction,
        #[cfg(feature = "alternatives")]
        ScalarSwar => all::line_attacks::west_attacks_by_subtraction_swar,
    ];

    // batch (`report --quick --kernel ..._batch`, ns per board, medians of
    // three runs, same Xeon and conditions): rook: pext 0.92,
    // avx2/hyperbola_bswap 1.20, black_magic 1.26, magic 1.27, gfni 1.94,
    // hyperbola_bswap 1.95, kindergarten 2.03, rank_table 2.35,
    // obstruction_difference 2.45 (lzcnt 2.55), kogge_stone 5.01, hyperbola
    // 10.2.
    // The lanes forms (`generic::line_attacks`, one body at every width):
    // `avx2/lanes-gfni` is `avx2/lanes` with the rank's bit reversal in one
    // `gf2p8affineqb` for its six-instruction nibble lookup, listed before it;
    // no CPU with GFNI was at hand to measure it (the AVX-512 Xeon of the
    // other figures has it: its report will). `avx512/lanes` (eight squares,
    // nibble lookup, so AVX-512 CPUs without GFNI run it) is listed after
    // `avx2/lanes`, so no table picks it before a report on an AVX-512 CPU
    // has measured it. `sse2/lanes` (two squares; no `pshufb`, so byte swaps
    // by word shuffles and the rank's reversal by delta swaps) lost to every
    // scalar form on an AMD EPYC (family 0x19 model 0x01, `report --rounds 5
    // --kernel ..._batch`, same run): rook 4.28, bishop 2.20, queen 6.08
    // against black_magic 1.58, 1.22, 2.86 and hyperbola_bswap 1.94, 2.17,
    // 4.04: after the portable hyperbola_bswap, which every table holds, so
    // it is measured and never chosen.
    // Predicted, not measured (llvm-mca 16 on each queen form's vector loop
    // of a release build, block reciprocal throughput in cycles per loop,
    // per queen in parentheses): avx2/lanes znver3 12.8 (3.2), alderlake
    // 12.8 (3.2), icelake-server 13.0 (3.3), znver4 13.0 (3.3);
    // avx2/lanes-gfni 10.2 (2.6) on all four; avx512/lanes icelake-server
    // 22.0 (2.8), znver4 14.5 (1.8); sse2/lanes znver3 27.7 (13.9). The model
    // agrees with the Zen 3 run on the order (sse2/lanes 4.3x avx2/lanes
    // predicted, 3.6x measured) but not on the size (1.69 ns is about 5.4
    // cycles a queen, not 3.2).
    // `avx2/lanes` (four squares per register, no gather) is registered
    // after the measured forms until a corpus report orders it; on an AMD
    // EPYC (family 0x19 model 0x01, `report --rounds 5 --kernel ..._batch`,
    // faster in every round) rook lanes 1.07, hyperbola_bswap 1.33, pext
    // 1.57; bishop 0.76, 0.93, 0.99; queen 1.67, 2.21, 2.53.
    rook_attacks_from_batch => [
        #[cfg(feature = "pext-table")]
        Bmi2Pext => bmi2::line_attacks::rook_attacks_from_batch.pext(),
        Avx2HyperbolaBswap => avx2::line_attacks::hyperbola_bswap::rook_attacks_from_batch,
        Avx2LanesGfni => avx2::line_attacks::lanes_gfni::rook_attacks_from_batch,
        Avx2Lanes => avx2::line_attacks::lanes::rook_attacks_from_batch,
        // avx512/lanes-ymm-gfni: the lanes of avx2/lanes-gfni in EVEX form
        // (`avx512::line_attacks::lanes_ymm_gfni`): in the Zen 4 file of
        // 0ae0378 rook 0.483 against 0.547, queen 0.865 against 0.956, first
        // there for the rook (`orders.rs`); after the forms the other
        // classes choose until a file of theirs measures it.
        Avx512LanesYmmGfni => avx512::line_attacks::lanes_ymm_gfni::rook_attacks_from_batch,
        // The lanes beside `pext` (`lanes_pext`), after the lanes alone
        // (second on Zen 4: `orders.rs`): in the Zen 4 file of d865149 rook
        // 0.518 (lanes-gfni-pext) against 0.545 for avx2/lanes-gfni; the
        // nibble mirror 0.685, ahead of avx2/lanes (0.887) but measured on
        // no CPU without GFNI, so built with `alternatives` only.
        #[cfg(feature = "pext-table")]
        Bmi2LanesGfniPext => bmi2::line_attacks::lanes_pext::gfni::rook_attacks_from_batch.pext(),
        #[cfg(feature = "pext-table")]
        #[cfg(feature = "alternatives")]
        Bmi2LanesPext => bmi2::line_attacks::lanes_pext::nibble::rook_attacks_from_batch.pext(),
        #[cfg(feature = "alternatives")]
        Avx512Lanes => avx512::line_attacks::lanes::rook_attacks_from_batch,
        // neon/lanes (predicted): the shared lanes body, two squares a vector, the rank mirrored
        // by one rbit: 3.9-7.7 cycles a board against 7.5-9.5 for scalar/black_magic.
        NeonLanes => neon::line_attacks::lanes::rook_attacks_from_batch,
        #[cfg(feature = "magic-table")]
        ScalarBlackMagic => all::line_attacks::black_magic::rook_attacks_from_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick): simd128/lanes 2.08 ns against
        // scalar/black_magic 1.45: behind.
        Simd128Lanes => simd128::lanes::rook_attacks_from_batch,
        #[cfg(feature = "magic-table")]
        #[cfg(feature = "alternatives")]
        ScalarMagic => all::line_attacks::magic::rook_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        Avx512Gfni => avx512::line_attacks::rook_attacks_from_batch,
        ScalarHyperbolaBswap => all::line_attacks::hyperbola_bswap::rook_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        Sse2Lanes => sse2::line_attacks::lanes::rook_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        ScalarKindergarten => all::line_attacks::kindergarten::rook_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        ScalarRankTable => all::line_attacks::rook_attacks_from_rank_table_batch,
        #[cfg(feature = "alternatives")]
        ScalarObstructionDifference => all::line_attacks::obstruction_difference::rook_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        Bmi2ObstructionDifference => bmi2::line_attacks::obstruction_difference::rook_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        ScalarKoggeStone => all::line_attacks::kogge_stone::rook_attacks_from_batch,
        // sve2/pext (predicted): as for the single form.
        #[cfg(feature = "pext-table")]
        #[cfg(feature = "alternatives")]
        Sve2Pext => sve2::line_attacks::rook_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        ScalarHyperbola => all::line_attacks::rook_attacks_from_hyperbola_batch,
    ];
    // bishop: pext 0.69, black_magic 0.87, avx2/hyperbola_bswap 0.88, magic
    // 1.01, kindergarten 1.36, hyperbola_bswap 2.08, gfni 2.09, hyperbola
    // 2.50, obstruction_difference 2.53 (lzcnt 2.64), kogge_stone 5.02.
    bishop_attacks_from_batch => [
        #[cfg(feature = "pext-table")]
        Bmi2Pext => bmi2::line_attacks::bishop_attacks_from_batch.pext(),
        // neon/lanes (predicted): 3.5-8.6 against 7.5-9.5 (a tie on N1 and A76).
        NeonLanes => neon::line_attacks::lanes::bishop_attacks_from_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick): simd128/lanes 1.06 ns against
        // scalar/black_magic 1.11: ahead.
        Simd128Lanes => simd128::lanes::bishop_attacks_from_batch,
        #[cfg(feature = "magic-table")]
        ScalarBlackMagic => all::line_attacks::black_magic::bishop_attacks_from_batch,
        Avx2HyperbolaBswap => avx2::line_attacks::hyperbola_bswap::bishop_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        Avx2LanesGfni => avx2::line_attacks::lanes_gfni::bishop_attacks_from_batch,
        Avx2Lanes => avx2::line_attacks::lanes::bishop_attacks_from_batch,
        // The lanes beside `pext`: 0.489 against 0.563 for avx2/lanes in
        // the Zen 4 file of d865149 (first there: `orders.rs`), unmeasured
        // elsewhere.
        #[cfg(feature = "pext-table")]
        Bmi2LanesPext => bmi2::line_attacks::lanes_pext::nibble::bishop_attacks_from_batch.pext(),
        Avx512Lanes => avx512::line_attacks::lanes::bishop_attacks_from_batch,
        #[cfg(feature = "magic-table")]
        #[cfg(feature = "alternatives")]
        ScalarMagic => all::line_attacks::magic::bishop_attacks_from_batch,
        ScalarKindergarten => all::line_attacks::kindergarten::bishop_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        ScalarHyperbolaBswap => all::line_attacks::hyperbola_bswap::bishop_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        Sse2Lanes => sse2::line_attacks::lanes::bishop_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        Avx512Gfni => avx512::line_attacks::bishop_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        ScalarHyperbola => all::line_attacks::bishop_attacks_from_hyperbola_batch,
        #[cfg(feature = "alternatives")]
        ScalarObstructionDifference => all::line_attacks::obstruction_difference::bishop_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        Bmi2ObstructionDifference => bmi2::line_attacks::obstruction_difference::bishop_attacks_from_batch,
        // sve2/pext (predicted): as for the single form.
        #[cfg(feature = "pext-table")]
        #[cfg(feature = "alternatives")]
        Sve2Pext => sve2::line_attacks::bishop_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        ScalarKoggeStone => all::line_attacks::kogge_stone::bishop_attacks_from_batch,
    ];
    // queen: pext 1.33, avx2/hyperbola_bswap 1.83, black_magic 1.86, gfni
    // 2.18, magic 2.38, avx2/hyperbola 2.93, kindergarten 3.38,
    // hyperbola_bswap 3.78, obstruction_difference 4.61 (lzcnt 4.89),
    // rank_table 4.74, hyperbola 8.66, kogge_stone 9.29.
    queen_attacks_from_batch => [
        #[cfg(feature = "pext-table")]
        Bmi2Pext => bmi2::line_attacks::queen_attacks_from_batch.pext(),
        Avx2HyperbolaBswap => avx2::line_attacks::hyperbola_bswap::queen_attacks_from_batch,
        Avx2LanesGfni => avx2::line_attacks::lanes_gfni::queen_attacks_from_batch,
        Avx2Lanes => avx2::line_attacks::lanes::queen_attacks_from_batch,
        // avx512/lanes-ymm-gfni: as for the rook.
        Avx512LanesYmmGfni => avx512::line_attacks::lanes_ymm_gfni::queen_attacks_from_batch,
        // The lanes beside `pext`: lanes-gfni-pext 0.817 and lanes-pext
        // 0.999 against 0.956 for avx2/lanes-gfni in the Zen 4 file of
        // d865149 (first there: `orders.rs`); the nibble form, behind, is
        // built with `alternatives` only.
        #[cfg(feature = "pext-table")]
        Bmi2LanesGfniPext => bmi2::line_attacks::lanes_pext::gfni::queen_attacks_from_batch.pext(),
        #[cfg(feature = "pext-table")]
        #[cfg(feature = "alternatives")]
        Bmi2LanesPext => bmi2::line_attacks::lanes_pext::nibble::queen_attacks_from_batch.pext(),
        Avx512Lanes => avx512::line_attacks::lanes::queen_attacks_from_batch,
        #[cfg(feature = "magic-table")]
        ScalarBlackMagic => all::line_attacks::black_magic::queen_attacks_from_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick): simd128/lanes 2.87 ns against
        // scalar/black_magic 2.46: behind.
        Simd128Lanes => simd128::lanes::queen_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        Avx512Gfni => avx512::line_attacks::queen_attacks_from_batch,
        #[cfg(feature = "magic-table")]
        #[cfg(feature = "alternatives")]
        ScalarMagic => all::line_attacks::magic::queen_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        Avx2Hyperbola => avx2::line_attacks::queen_attacks_from_batch,
        ScalarKindergarten => all::line_attacks::kindergarten::queen_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        ScalarHyperbolaBswap => all::line_attacks::hyperbola_bswap::queen_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        Sse2Lanes => sse2::line_attacks::lanes::queen_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        ScalarObstructionDifference => all::line_attacks::obstruction_difference::queen_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        ScalarRankTable => all::line_attacks::queen_attacks_from_rank_table_batch,
        #[cfg(feature = "alternatives")]
        Bmi2ObstructionDifference => bmi2::line_attacks::obstruction_difference::queen_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        ScalarHyperbola => all::line_attacks::queen_attacks_from_hyperbola_batch,
        // sve2/pext (predicted): as for the single form.
        #[cfg(feature = "pext-table")]
        #[cfg(feature = "alternatives")]
        Sve2Pext => sve2::line_attacks::queen_attacks_from_batch,
        // neon/lanes (predicted): 6.8-11.9 against 4.5-10.2 for scalar/black_magic: behind it.
        #[cfg(feature = "alternatives")]
        NeonLanes => neon::line_attacks::lanes::queen_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        ScalarKoggeStone => all::line_attacks::kogge_stone::queen_attacks_from_batch,
    ];
    // Many squares, one occupancy (`*_attacks_from_squares`): the lanes
    // with the occupancy broadcast (and, for the rank, mirrored once per
    // call), the pext and black-magic loops, the byte-swap hyperbola as the
    // portable form. Figures: million lookups per second (higher is better)
    // on an AMD EPYC family 0x19 model 0x11 (Zen 4: AVX-512 on 256-bit
    // units, GFNI, fast pext; a 2-vCPU KVM guest shared with other builds,
    // so absolute figures vary by 2x between runs, the order less), plain
    // x86-64 release build, `cargo bench --features bench --bench positions -- --all
    // --positions 1000000 --rounds 15` (Chess_Movegen's workload: 12 random
    // squares per random `r & r` occupancy, one call per position), one run.
    // At 12 squares AVX-512 runs two vectors (16 lanes) where AVX2 runs
    // three (12), and Zen 4 splits each 512-bit operation in two: the avx2
    // forms lead here; the avx512 rows have no measurement on a CPU with
    // full-width AVX-512. neon/lanes (predicted, as for the batch forms):
    // ahead of the portable rows for the rook and bishop, behind black magic
    // for the queen.
    // rook: avx2/lanes-gfni 787, bmi2/pext 668, avx512/lanes-gfni 574,
    // avx2/lanes 561, black_magic 515, avx512/lanes 453, hyperbola_bswap
    // 372, sse2/lanes 202 (cozy-chess 684, token loop 904).
    //
    // `bmi2/lanes-pext` and `bmi2/lanes-gfni-pext` (after those figures):
    // the lanes and the `pext` loop at once, four squares a step each, the
    // one on the vector units, the other on the integer units and load
    // ports. The same Zen 4, two measures that disagree:
    // * the report's batch (one call of all its 4096 squares; ns a board,
    //   the corpus file of ab4969b, 9 rounds, all settled): rook
    //   lanes-gfni-pext 0.461, lanes-pext 0.490, avx2/lanes-gfni 0.557,
    //   bmi2/pext 0.632; bishop lanes-pext 0.462, avx2/lanes 0.565; queen
    //   lanes-gfni-pext 0.713, lanes-pext 0.769, avx2/lanes-gfni 0.970;
    // * an engine's call, twelve squares (`cargo bench --features bench
    //   --bench positions -- --all --positions 1000000 --rounds 15`, three
    //   runs, M lookups/s): rook avx2/lanes-gfni 1227/1231/1227,
    //   lanes-gfni-pext 1208/1208/1180, lanes-pext 1094/1092/1075, bmi2/pext
    //   973; queen avx2/lanes-gfni 902/899/898, lanes-gfni-pext 858/866/867,
    //   lanes-pext 803/806/803, avx2/lanes 700, bmi2/pext 566; bishop
    //   lanes-pext 1393, avx2/lanes 1256, bmi2/pext 1173 (one run).
    // At twelve squares the lanes alone keep the rook and queen, so they
    // stay first here, and `lanes-gfni-pext` (behind them wherever it runs)
    // is an alternative; `lanes-pext` is ahead of the `pext` loop and of
    // the nibble lanes on both measures, and leads the bishop on both. No
    // Intel or Zen 3 figure: an AVX2-only Intel CPU with fast `pext` and no
    // GFNI takes `lanes-pext` by this order from the Zen 4 figures alone
    // (Zen 3 and Intel with AVX-512 keep their measured orders in
    // `orders.rs`).
    rook_attacks_from_squares => [
        Avx2LanesGfni => avx2::line_attacks::lanes_gfni::rook_attacks_from_squares,
        #[cfg(feature = "pext-table")]
        #[cfg(feature = "alternatives")]
        Bmi2LanesGfniPext => bmi2::line_attacks::lanes_pext::gfni::rook_attacks_from_squares.pext(),
        #[cfg(feature = "pext-table")]
        Bmi2LanesPext => bmi2::line_attacks::lanes_pext::nibble::rook_attacks_from_squares.pext(),
        #[cfg(feature = "pext-table")]
        Bmi2Pext => bmi2::line_attacks::rook_attacks_from_squares.pext(),
        Avx512LanesGfni => avx512::line_attacks::lanes_gfni::rook_attacks_from_squares,
        // avx512/lanes-ymm-gfni: as for the batch forms; at twelve squares
        // a call (the positions bench above, one run of 9 rounds of 1M
        // positions) 1431 against 1224 for avx2/lanes-gfni, queen 966
        // against 896; a bishop form (not kept) 1315 against 1370 for
        // bmi2/lanes-pext.
        Avx512LanesYmmGfni => avx512::line_attacks::lanes_ymm_gfni::rook_attacks_from_squares,
        Avx2Lanes => avx2::line_attacks::lanes::rook_attacks_from_squares,
        NeonLanes => neon::line_attacks::lanes::rook_attacks_from_squares,
        #[cfg(feature = "magic-table")]
        ScalarBlackMagic => all::line_attacks::black_magic::rook_attacks_from_squares,
        #[cfg(feature = "alternatives")]
        Avx512Lanes => avx512::line_attacks::lanes::rook_attacks_from_squares,
        Sse2Lanes => sse2::line_attacks::lanes::rook_attacks_from_squares,
        // simd128/lanes: not measured yet (its per-square batch form ties or
        // trails the portable loops under Wasmtime), so behind black_magic;
        // a list ends with a portable form.
        Simd128Lanes => simd128::lanes::rook_attacks_from_squares,
        ScalarHyperbolaBswap => all::line_attacks::hyperbola_bswap::rook_attacks_from_squares,
    ];
    // bishop (no rank: lanes and lanes-gfni are the same code): avx2/lanes
    // 865, bmi2/pext 767, avx512/lanes-gfni 707, black_magic 693,
    // avx512/lanes 676, sse2/lanes 315, hyperbola_bswap 298 (cozy-chess
    // 839, token loop 1259).
    bishop_attacks_from_squares => [
        #[cfg(feature = "pext-table")]
        Bmi2LanesPext => bmi2::line_attacks::lanes_pext::nibble::bishop_attacks_from_squares.pext(),
        Avx2Lanes => avx2::line_attacks::lanes::bishop_attacks_from_squares,
        #[cfg(feature = "alternatives")]
        Avx2LanesGfni => avx2::line_attacks::lanes_gfni::bishop_attacks_from_squares,
        #[cfg(feature = "pext-table")]
        Bmi2Pext => bmi2::line_attacks::bishop_attacks_from_squares.pext(),
        #[cfg(feature = "alternatives")]
        Avx512LanesGfni => avx512::line_attacks::lanes_gfni::bishop_attacks_from_squares,
        Avx512Lanes => avx512::line_attacks::lanes::bishop_attacks_from_squares,
        NeonLanes => neon::line_attacks::lanes::bishop_attacks_from_squares,
        #[cfg(feature = "magic-table")]
        ScalarBlackMagic => all::line_attacks::black_magic::bishop_attacks_from_squares,
        Sse2Lanes => sse2::line_attacks::lanes::bishop_attacks_from_squares,
        // simd128/lanes: not measured yet (its per-square batch form ties or
        // trails the portable loops under Wasmtime), so behind black_magic;
        // a list ends with a portable form.
        Simd128Lanes => simd128::lanes::bishop_attacks_from_squares,
        ScalarHyperbolaBswap => all::line_attacks::hyperbola_bswap::bishop_attacks_from_squares,
    ];
    // queen: avx2/lanes-gfni 537, avx2/lanes 440, bmi2/pext 410,
    // avx512/lanes-gfni 383, black_magic 354, avx512/lanes 336,
    // hyperbola_bswap 201, sse2/lanes 145 (cozy-chess 326).
    queen_attacks_from_squares => [
        Avx2LanesGfni => avx2::line_attacks::lanes_gfni::queen_attacks_from_squares,
        #[cfg(feature = "pext-table")]
        #[cfg(feature = "alternatives")]
        Bmi2LanesGfniPext => bmi2::line_attacks::lanes_pext::gfni::queen_attacks_from_squares.pext(),
        #[cfg(feature = "pext-table")]
        Bmi2LanesPext => bmi2::line_attacks::lanes_pext::nibble::queen_attacks_from_squares.pext(),
        Avx2Lanes => avx2::line_attacks::lanes::queen_attacks_from_squares,
        #[cfg(feature = "pext-table")]
        Bmi2Pext => bmi2::line_attacks::queen_attacks_from_squares.pext(),
        Avx512LanesGfni => avx512::line_attacks::lanes_gfni::queen_attacks_from_squares,
        // avx512/lanes-ymm-gfni: as for the batch forms.
        Avx512LanesYmmGfni => avx512::line_attacks::lanes_ymm_gfni::queen_attacks_from_squares,
        #[cfg(feature = "magic-table")]
        ScalarBlackMagic => all::line_attacks::black_magic::queen_attacks_from_squares,
        #[cfg(feature = "alternatives")]
        Avx512Lanes => avx512::line_attacks::lanes::queen_attacks_from_squares,
        NeonLanes => neon::line_attacks::lanes::queen_attacks_from_squares,
        Sse2Lanes => sse2::line_attacks::lanes::queen_attacks_from_squares,
        // simd128/lanes: not measured yet (its per-square batch form ties or
        // trails the portable loops under Wasmtime), so behind black_magic;
        // a list ends with a portable form.
        Simd128Lanes => simd128::lanes::queen_attacks_from_squares,
        ScalarHyperbolaBswap => all::line_attacks::hyperbola_bswap::queen_attacks_from_squares,
    ];
    // batch: avx2/psubb 0.21, sse2/psubb 0.22, avx512/psubb 0.23 (memory
    // bound: all three tie), scalar/swar 0.47
    east_attacks_by_subtraction_batch => [
        Avx2Psubb => avx2::line_attacks::east_attacks_by_subtraction_batch,
        Avx512Psubb => avx512::line_attacks::east_attacks_by_subtraction_batch,
        Sse2Psubb => sse2::line_attacks::east_attacks_by_subtraction_batch,
        // neon/sub (predicted): per-byte subtraction, 0.9-2.3 cycles a board against 1.5-3.5.
        NeonSub => neon::line_attacks::east_attacks_by_subtraction_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --rounds 3): simd128/sub 0.35 ns against
        // scalar/swar 0.50 (1.43x).
        Simd128Sub => simd128::line_attacks::east_attacks_by_subtraction_batch,
        ScalarSwar => all::line_attacks::east_attacks_by_subtraction_swar_batch,
    ];
    // batch: avx512/gfni 0.25, avx2/pshufb 0.53, scalar kogge_stone 0.82, swar 2.9
    west_attacks_by_subtraction_batch => [
        Avx512Gfni => avx512::line_attacks::west_attacks_by_subtraction_batch,
        Avx2Pshufb => avx2::line_attacks::west_attacks_by_subtraction_batch,
        // neon/rbit (predicted): ranks mirrored by one rbit, 1.2-2.8 against 3.1-5.6.
        NeonRbit => neon::line_attacks::west_attacks_by_subtraction_batch,
        ScalarKoggeStone => all::line_attacks::west_attacks_kogge_stone_batch,
        #[cfg(feature = "alternatives")]
        ScalarSwar => all::line_attacks::west_attacks_by_subtraction_swar_batch,
    ];
}

/// The lookups the per-square free functions run inlined, one row per kind
/// (`selection::kinds` reads them): `KIND: Method => the code that runs
/// that registered method inlined`, each table lookup with the `cfg` of its
/// code. The inlined decision (`decision.rs`, use `Inline`) chooses among
/// these methods only; the portable lookup, which every build has, ends
/// every inlined order.
macro_rules! with_inlined_kinds {
    ($m:ident) => {
        $m! {
            tables {
                // `pext` as inline assembly: it needs no target feature on
                // the caller, only BMI2 in the CPU (which the row's
                // `requires` says); not under Miri, which runs no inline
                // assembly.
                #[cfg(all(target_arch = "x86_64", feature = "pext-table", not(miri)))]
                PEXT: Bmi2Pext => $crate::arch::x86_64::bmi2::line_attacks::inline_asm::Pext;
                // Fixed-shift magics, portable.
                #[cfg(feature = "magic-table")]
                BLACK_MAGIC: ScalarBlackMagic => $crate::arch::all::line_attacks::black_magic::BlackMagic;
            }
            // Hyperbola Quintessence: portable, no table beyond the line
            // masks.
            portable {
                PORTABLE: ScalarHyperbola => $crate::arch::all::line_attacks::inlined::Hyperbola;
            }
        }
    };
}
pub(crate) use with_inlined_kinds;
