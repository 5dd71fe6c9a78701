//! Fills and set-wise attacks.
//!
//! Figures: ns per board on an Intel Xeon (Sapphire Rapids class, AVX-512 +
//! GFNI), release build, 4096 random boards: "single" is a loop of calls
//! through the table over arrays, "batch" the batch form. AVX-512 holds the
//! eight directions in one register (`vprolvq`), AVX2 four (`vpsllvq` /
//! `vpsrlvq`). Kogge-Stone beats Dumb7Fill at every width (fewer dependent
//! steps); the early-exit loop only wins on nearly empty boards. No SSE2
//! candidate: see `arch/x86_64/sse2/fill.rs`.

use super::prelude::*;

registry! {
    // One board, one direction: a rotate and a mask; nothing to vectorise.
    // scalar 1.1
    shift_one => [
        ScalarRotate => all::fill::shift_one_rotate,
    ];
    // kogge_stone 2.0, dumb7fill 2.5, loop 10.1
    occluded_fill => [
        ScalarKoggeStone => all::fill::occluded_fill_kogge_stone,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::occluded_fill_dumb7,
        #[cfg(feature = "alternatives")]
        ScalarLoop => all::fill::occluded_fill_loop,
    ];
    // kogge_stone 1.9, dumb7fill 2.5
    fill => [
        ScalarKoggeStone => all::fill::kogge_stone::fill,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::fill,
    ];
    // kogge_stone 2.2, dumb7fill 2.9
    ray_attacks => [
        ScalarKoggeStone => all::fill::kogge_stone::ray_attacks,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::ray_attacks,
    ];
    // avx512/kogge_stone 2.1, avx2/kogge_stone 4.0, avx2/dumb7fill 5.3,
    // scalar/kogge_stone 4.4, scalar/dumb7fill 11.0
    // Inlined through the simd128 token (a loop over boards) the portable form vectorises
    // across calls: 2.65 (rook) and 2.74 (bishop) ns against 6.66 and 6.80 for simd128.
    rook_attacks => [
        Avx512KoggeStone => avx512::fill::rook_attacks,
        Avx2KoggeStone => avx2::fill::rook_attacks,
        #[cfg(feature = "alternatives")]
        Avx2Dumb7fill => avx2::fill::rook_attacks_dumb7,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick): simd128/kogge_stone 6.94 ns
        // against scalar/kogge_stone 7.20 (inlined 6.66 against 2.65): ahead.
        Simd128KoggeStone => simd128::fill::rook_attacks,
        ScalarKoggeStone => all::fill::kogge_stone::rook_attacks,
        // neon/kogge_stone (predicted): ahead on M1 only (16.3 against 38.1; 18.8-22.0 against
        // 17.6-18.1 elsewhere).
        #[cfg(feature = "alternatives")]
        NeonKoggeStone => neon::fill::rook_attacks,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::rook_attacks,
    // The avx2 token (the token of the CPUs with slow `pext`, which run a
    // 256-bit operation as two halves where they are AMD Zen 1): the Zen 1
    // file (reports/amd-17h-1h-20261129-035506-d0e1379.json), inlined
    // through the avx2 token, ns: scalar/kogge_stone 12.47, avx2/kogge_stone
    // 20.52. The bmi2 and avx512 tokens keep their vector forms (Zen 3:
    // avx2/kogge_stone first; Zen 4 and the Intel files: avx512/kogge_stone).
    ] tokens [ScalarKoggeStone @ Simd128, ScalarKoggeStone @ Avx2];
    // avx512/kogge_stone 2.1, avx2/kogge_stone 4.0, avx2/dumb7fill 5.3,
    // scalar/kogge_stone 4.7, scalar/dumb7fill 11.0
    // Inlined through the simd128 token (a loop over boards) the portable form vectorises
    // across calls: 2.65 (rook) and 2.74 (bishop) ns against 6.66 and 6.80 for simd128.
    bishop_attacks => [
        Avx512KoggeStone => avx512::fill::bishop_attacks,
        Avx2KoggeStone => avx2::fill::bishop_attacks,
        #[cfg(feature = "alternatives")]
        Avx2Dumb7fill => avx2::fill::bishop_attacks_dumb7,
        // neon/kogge_stone (predicted): the board and its half turn in one vector, so two fills
        // give four rays: 16.1-23.6 cycles against 28.8-58.5.
        NeonKoggeStone => neon::fill::bishop_attacks,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick): simd128/kogge_stone 7.11 ns
        // against scalar/kogge_stone 7.37 (inlined 6.80 against 2.74): ahead.
        Simd128KoggeStone => simd128::fill::bishop_attacks,
        ScalarKoggeStone => all::fill::kogge_stone::bishop_attacks,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::bishop_attacks,
    // The avx2 token, as for rook_attacks: d0e1379 inlined through it, ns:
    // scalar/kogge_stone 13.20, avx2/kogge_stone 20.47.
    ] tokens [ScalarKoggeStone @ Simd128, ScalarKoggeStone @ Avx2];
    // avx512/kogge_stone 3.3, avx512/dumb7fill 3.5, avx2/kogge_stone 4.4,
    // avx2/dumb7fill 5.8, scalar/kogge_stone 17.2, scalar/dumb7fill 23.9
    // Token order (inlined, ns): avx2/kogge_stone first. reports/amd-19h-11h.json (Zen 4, which
    // splits 512-bit operations): avx2/kogge_stone 2.579, avx512/kogge_stone 3.325;
    // reports/intel-6h-a7h.json: avx512 2.569, avx2 2.652; reports/intel-6h-cfh.json: avx512
    // 3.672, avx2 3.786 (within 3.2 % on both Intel runs).
    queen_attacks => [
        Avx512KoggeStone => avx512::fill::queen_attacks,
        #[cfg(feature = "alternatives")]
        Avx512Dumb7fill => avx512::fill::queen_attacks_dumb7,
        Avx2KoggeStone => avx2::fill::queen_attacks,
        #[cfg(feature = "alternatives")]
        Avx2Dumb7fill => avx2::fill::queen_attacks_dumb7,
        // neon/kogge_stone (predicted): 30.2-38.9 against 37.3-69.5 (a tie on V1/V2).
        NeonKoggeStone => neon::fill::queen_attacks,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick): simd128/kogge_stone 10.16 ns
        // against scalar/kogge_stone 11.98 (inlined 9.74 against 11.02): ahead.
        Simd128KoggeStone => simd128::fill::queen_attacks,
        ScalarKoggeStone => all::fill::kogge_stone::queen_attacks,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::queen_attacks,
    ] tokens [Avx2KoggeStone];
    // An earlier report run (full mode, one run): avx2/kogge_stone 4.16 ns/call, avx512/kogge_stone
    // 6.72, avx512/dumb7fill 6.8, avx2/dumb7fill 5.7, scalar 20. The report reads
    // single rays of the result; the AVX-512 form returns it with one 64-byte store
    // (LLVM merges even separate halves), whose upper lanes do not forward to 8-byte
    // loads. Consumers that fold all eight rays see avx512 ahead (benches/attacks:
    // 3.7 vs 4.2), but reading rays one by one is the engine pattern.
    // Earlier figures, measured alone: avx512/kogge_stone 3.0 (dependent chain 8.8), avx512/dumb7fill 3.0 (10.3), avx2/kogge_stone 3.9, avx2/dumb7fill 5.2, scalar 17.4 / 21.9
    // Token order: inlined in the report's loop (all eight rays folded, as
    // an inlined kernel is otherwise computed only in part; no store to
    // forward):
    // reports/intel-6h-cfh.json attacks_by_direction, inlined_ns: avx512/kogge_stone 3.423, avx512/dumb7fill 3.851, avx2/kogge_stone 5.793.
    attacks_by_direction => [
        Avx2KoggeStone => avx2::fill::attacks_by_direction,
        Avx512KoggeStone => avx512::fill::attacks_by_direction,
        #[cfg(feature = "alternatives")]
        Avx512Dumb7fill => avx512::fill::attacks_by_direction_dumb7,
        #[cfg(feature = "alternatives")]
        Avx2Dumb7fill => avx2::fill::attacks_by_direction_dumb7,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick): simd128/kogge_stone 10.94 ns
        // against scalar/kogge_stone 26.73 (inlined 11.27 against 20.82): ahead.
        Simd128KoggeStone => simd128::fill::attacks_by_direction,
        ScalarKoggeStone => all::fill::kogge_stone::attacks_by_direction,
        // neon/kogge_stone (predicted): ahead on M1 only (33.2 against 38.1; 44.1 against 20.2 on V1/V2).
        #[cfg(feature = "alternatives")]
        NeonKoggeStone => neon::fill::attacks_by_direction,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::attacks_by_direction,
    ] tokens [Avx512KoggeStone @ Avx512];

    // A side's attack map. AMD EPYC family 0x19 model 0x11 (Zen 4), 2-vCPU
    // KVM guest, `report --kernel side_attacks --rounds 9`, game-like sides
    // (about half of 2-32 pieces), ns per call through the table (inlined
    // through a token): avx512/kogge_stone 6.83 (5.31), avx2/kogge_stone
    // 7.67 (5.42), scalar/loop 13.8 (12.7), scalar/kogge_stone 15.7 (17.1);
    // the rounds settle avx512 ahead of every other. Against the loop an
    // engine writes with the free functions (the report's maps section,
    // `lean loop`: the pawns set-wise, one inlined lookup per other piece,
    // bmi2/pext; `report --kernel side_attacks --rounds 5`, five runs on
    // that machine shared with other builds): the free `side_attacks`
    // 6.46 ns against 14.5, 2.16x its throughput (median of the runs'
    // paired medians; 2.01x to 2.48x). The loop form loses on every file
    // of the corpus too, where `scalar/loop` (the lean loop's code with
    // black magic, through the table) trails the choice: Zen 1 (d0e1379)
    // 41.5 against 27.1 for avx2/kogge_stone, Zen 3 (fbb3d7d) 45.7 against
    // 16.0, Zen 4 (5656692) 12.8 against 6.58, Intel 0xcf (74de87b, both
    // hosts) 39.4 and 37.4 against 10.3 and 10.0 (avx512/kogge_stone): so
    // no class order takes it, and the free function calls the table.
    // AVX2-only classes and
    // scalar targets (aarch64, wasm: the loop's magic lookups against four
    // scalar fills) are predicted from these figures.
    side_attacks => [
        Avx512KoggeStone => avx512::fill::side_attacks,
        Avx2KoggeStone => avx2::fill::side_attacks,
        ScalarLoop => all::side::side_attacks_loop,
        #[cfg(feature = "alternatives")]
        ScalarKoggeStone => all::side::side_attacks_kogge_stone,
    ];

    // Many positions. AMD EPYC family 0x19 model 0x11 (Zen 4), 2-vCPU KVM
    // guest, `report --kernel side_attacks_batch,side_attacks,queen_attacks_batch
    // --rounds 9`, ns per position over 4096 game-like positions:
    // avx512/rolv 3.30 (eight positions a register, each direction in turn:
    // `generic::side`; the eight sides transposed from six loads by
    // `vpermt2q`), avx2/shift 3.94 (four, gathered element by element),
    // against the single form in a loop compiled with the level's features,
    // avx512/kogge_stone 4.56 and avx2/kogge_stone 5.34 (the single avx512
    // form through the table: 6.87 per call, 5.61 inlined); scalar/kogge_stone
    // 6.99 and scalar/loop 14.6 (its popped squares' branches mispredict,
    // which a loop of independent calls exposes). Gathering avx512's lanes
    // element by element, as avx2 does, took 3.71 (the same run's loop 4.60).
    // The machine is shared: rows move by up to 40 % from run to run, the
    // order does not (seven runs). Two-board widths (NEON, simd128) have no
    // form: the portable set-wise loop serves them.
    side_attacks_batch => [
        Avx512Rolv => avx512::fill::side_attacks_batch,
        #[cfg(feature = "alternatives")]
        Avx512KoggeStone => avx512::fill::side_attacks_kogge_stone_batch,
        Avx2Shift => avx2::fill::side_attacks_batch,
        #[cfg(feature = "alternatives")]
        Avx2KoggeStone => avx2::fill::side_attacks_kogge_stone_batch,
        ScalarKoggeStone => all::side::side_attacks_kogge_stone_batch,
        #[cfg(feature = "alternatives")]
        ScalarLoop => all::side::side_attacks_loop_batch,
    ];

    // Checks and pins on one king. The snipers scan (a slider lookup each
    // way from the king, `between` per sniper: `bmi2/pext` with `pext`
    // lookups, `scalar/loop` with the portable ones) against the eight
    // directions in lanes, with no branch on the position: `avx2/lanes`
    // (the directions split from two lookups by a table of rays) and the
    // Kogge-Stone fills from the king (`avx2/kogge_stone`: two registers;
    // `avx512/kogge_stone`: one, `vprolvq`). AMD EPYC family 0x19 model
    // 0x01 (Zen 3), 2-vCPU KVM guest, 4096 positions of random legal games,
    // min over 300 interleaved passes, ns per position through the table
    // (inlined through a token): bmi2/pext 13.3 (10.7), avx2/lanes 17.6,
    // avx2/kogge_stone 16.9 (12.7), scalar/loop 15.4 (13.1); the free
    // function runs the scan inlined with the free functions' own lookups
    // (`selection::slots`), 10.8. The branches of the scan follow the
    // position, and on a game's positions they repeat: most kings see no
    // sniper. On the workload's random positions (many snipers) the lanes
    // come closer. The lanes forms stand behind the scan, measured (AVX2)
    // or not (AVX-512: no such CPU at hand; a class's order can take it
    // where a corpus file shows it ahead); `scalar/hyperbola_bswap`, the
    // scan with the byte-swap lookups (no table read), is what AMD Zen 3's
    // table runs: on the workload's random positions it led `bmi2/pext`
    // by 18.6 % in every round of the fbb3d7d corpus file.
    king_safety => [
        #[cfg(feature = "pext-table")]
        Bmi2Pext => bmi2::king_safety::king_safety.pext(),
        ScalarLoop => all::king_safety::king_safety_scan,
        #[cfg(feature = "alternatives")]
        Avx512KoggeStone => avx512::king_safety::king_safety,
        #[cfg(feature = "alternatives")]
        Avx2KoggeStone => avx2::king_safety::king_safety,
        #[cfg(feature = "alternatives")]
        Avx2Lanes => avx2::king_safety::king_safety_lanes,
        // The table's choice on AMD Zen 3 (`orders.rs`).
        ScalarHyperbolaBswap => all::king_safety::king_safety_scan_hyperbola,
    ];

    // Many positions: each form in a loop compiled with its level's
    // features.
    king_safety_batch => [
        #[cfg(feature = "pext-table")]
        Bmi2Pext => bmi2::king_safety::king_safety_batch.pext(),
        ScalarLoop => all::king_safety::king_safety_scan_batch,
        #[cfg(feature = "alternatives")]
        Avx512KoggeStone => avx512::king_safety::king_safety_batch,
        #[cfg(feature = "alternatives")]
        Avx2KoggeStone => avx2::king_safety::king_safety_batch,
        #[cfg(feature = "alternatives")]
        Avx2Lanes => avx2::king_safety::king_safety_lanes_batch,
        #[cfg(feature = "alternatives")]
        ScalarHyperbolaBswap => all::king_safety::king_safety_scan_hyperbola_batch,
    ];

    // Batch: avx512 8 boards per register, avx2 4.
    // avx512/rolv 0.15, avx2/shift 0.17, scalar 0.31
    shift_one_batch => [
        Avx512Rolv => avx512::fill::shift_one_batch,
        Avx2Shift => avx2::fill::shift_one_batch,
        // neon/ushl (predicted): ahead on M1, N1, A76, behind on V1/V2 (1.52 against 1.28).
        NeonUshl => neon::fill::shift_one_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick): simd128/shift 0.22 ns against
        // scalar/rotate 0.48: ahead.
        Simd128Shift => simd128::fill::shift_one_batch,
        ScalarRotate => all::fill::shift_one_rotate_batch,
    ];
    // avx512/rolv 0.26, avx2/shift 0.90, scalar kogge_stone 1.55,
    // dumb7fill 2.1, loop 6.9
    occluded_fill_batch => [
        Avx512Rolv => avx512::fill::occluded_fill_batch,
        Avx2Shift => avx2::fill::occluded_fill_batch,
        // neon/ushl (predicted): 2.4-6.1 against 4.1-11.2.
        NeonUshl => neon::fill::occluded_fill_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick): simd128/shift 0.58 ns against
        // scalar/kogge_stone 1.91: ahead.
        Simd128Shift => simd128::fill::occluded_fill_batch,
        ScalarKoggeStone => all::fill::kogge_stone::occluded_fill_batch,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::occluded_fill_batch,
        #[cfg(feature = "alternatives")]
        ScalarLoop => all::fill::occluded_fill_loop_batch,
    ];
    // avx512/rolv 0.16, avx2/shift 0.55, scalar kogge_stone 1.0, dumb7fill 2.0
    fill_batch => [
        Avx512Rolv => avx512::fill::fill_batch,
        Avx2Shift => avx2::fill::fill_batch,
        // neon/ushl (predicted): the shared Kogge-Stone body, two boards a vector: 1.6-3.8 cycles
        // a board against 2.7-7.0 for the auto-vectorised portable loop.
        NeonUshl => neon::fill::fill_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick): simd128/shift 0.38 ns against
        // scalar/kogge_stone 1.36: ahead.
        Simd128Shift => simd128::fill::fill_batch,
        ScalarKoggeStone => all::fill::kogge_stone::fill_batch,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::fill_batch,
    ];
    // avx512/rolv 0.29, avx2/shift 1.0, scalar kogge_stone 1.8, dumb7fill 2.4
    ray_attacks_batch => [
        Avx512Rolv => avx512::fill::ray_attacks_batch,
        Avx2Shift => avx2::fill::ray_attacks_batch,
        // neon/ushl (predicted): 2.7-6.9 against 5.0-13.2.
        NeonUshl => neon::fill::ray_attacks_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick): simd128/shift 0.67 ns against
        // scalar/kogge_stone 2.09: ahead.
        Simd128Shift => simd128::fill::ray_attacks_batch,
        ScalarKoggeStone => all::fill::kogge_stone::ray_attacks_batch,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::ray_attacks_batch,
    ];
    // avx512/rolv 0.88, avx2/shift 1.7, scalar kogge_stone 3.0, dumb7fill 4.6
    rook_attacks_batch => [
        Avx512Rolv => avx512::fill::rook_attacks_batch,
        Avx2Shift => avx2::fill::rook_attacks_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick, one run): simd128/sub 2.07 ns
        // against scalar/kogge_stone 2.65 (1.28x) and simd128/shift 2.66: east by per-rank
        // subtraction, north and south sharing their propagators; ahead.
        Simd128Sub => simd128::fill::rook_attacks_sub_batch,
        // wasm (same run): simd128/shift 2.66 ns against scalar/kogge_stone 2.65: a tie (LLVM
        // vectorises the portable loop into the same fills).
        #[cfg(feature = "alternatives")]
        Simd128Shift => simd128::fill::rook_attacks_batch,
        ScalarKoggeStone => all::fill::kogge_stone::rook_attacks_batch,
        // neon/ushl (predicted): the same machine code as the auto-vectorised portable loop.
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::fill::rook_attacks_batch,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::rook_attacks_batch,
    ];
    // avx512/rolv 0.88, avx2/shift 1.7, scalar kogge_stone 3.0, dumb7fill 4.5
    bishop_attacks_batch => [
        Avx512Rolv => avx512::fill::bishop_attacks_batch,
        Avx2Shift => avx2::fill::bishop_attacks_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick, one run): simd128/shift 2.75 ns
        // against scalar/kogge_stone 2.75: a tie. LLVM vectorises the portable loop into the same
        // four fills, and the diagonals have neither a subtraction form (their squares are not
        // adjacent bits) nor shared propagators (each direction's wrap mask differs), so no
        // simd128 form does less work (docs/wasm.md).
        Simd128Shift => simd128::fill::bishop_attacks_batch,
        ScalarKoggeStone => all::fill::kogge_stone::bishop_attacks_batch,
        // neon/ushl (predicted): the same machine code as the auto-vectorised portable loop.
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::fill::bishop_attacks_batch,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::bishop_attacks_batch,
    ];
    // avx512/rolv 1.7, avx2/shift 3.4, scalar kogge_stone 6.0, dumb7fill 9.2
    queen_attacks_batch => [
        Avx512Rolv => avx512::fill::queen_attacks_batch,
        Avx2Shift => avx2::fill::queen_attacks_batch,
        // neon/ushl (predicted): 22.2-33.5 against 37.3-69.5 for a call per board.
        NeonUshl => neon::fill::queen_attacks_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick, one run): simd128/sub 4.85 ns
        // against scalar/kogge_stone 5.44 (1.12x) and simd128/shift 5.45: the rook part as in
        // rook_attacks_batch, the four diagonal fills as before; ahead.
        Simd128Sub => simd128::fill::queen_attacks_sub_batch,
        // wasm (same run): simd128/shift 5.45 ns against scalar/kogge_stone 5.44: a tie.
        #[cfg(feature = "alternatives")]
        Simd128Shift => simd128::fill::queen_attacks_batch,
        ScalarKoggeStone => all::fill::kogge_stone::queen_attacks_batch,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::queen_attacks_batch,
    ];
    // One board per zmm (its 8 directions stored as is): avx512/rolv 1.9,
    // avx2/shift 3.2, scalar kogge_stone 17.5, dumb7fill 22.0
    // avx2/quads (four boards per register, East by byte addition), Intel Xeon family 6 model
    // 0xcf, AVX2 code on an AVX-512 CPU, `report --quick --kernel attacks_by_direction_batch`,
    // 3 runs with other builds running: avx2/quads 3.65-3.66 ns/board, avx2/shift 3.96-3.97,
    // scalar kogge_stone 21.7-21.9 (quads 6.0x scalar, shift 5.5x).
    attacks_by_direction_batch => [
        Avx512Rolv => avx512::fill::attacks_by_direction_batch,
        Avx2Quads => avx2::fill::attacks_by_direction_quads_batch,
        #[cfg(feature = "alternatives")]
        Avx2Shift => avx2::fill::attacks_by_direction_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick): simd128/shift 5.55 ns against
        // scalar/kogge_stone 20.17: ahead.
        Simd128Shift => simd128::fill::attacks_by_direction_batch,
        ScalarKoggeStone => all::fill::kogge_stone::attacks_by_direction_batch,
        // neon/ushl (predicted): ahead on M1 only (27.6 against 38.1; 39.8 against 20.2 on V1/V2).
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::fill::attacks_by_direction_batch,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::attacks_by_direction_batch,
    ];
}
