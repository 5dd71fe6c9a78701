//! Fills and set-wise attacks.
//!
//! Measured on an Intel Xeon (Sapphire Rapids class, AVX-512 + GFNI),
//! release build, 4096 random boards: a loop of calls through the table
//! over arrays, and the batch form (figures: docs/measurements.md, "Fills
//! and set-wise attacks"). AVX-512 holds the eight directions in one
//! register (`vprolvq`), AVX2 four (`vpsllvq` / `vpsrlvq`). Kogge-Stone
//! beats Dumb7Fill at every width (fewer dependent steps); the early-exit
//! loop only wins on nearly empty boards. No SSE2 candidate: see
//! `arch/x86_64/sse2/fill.rs`.

use super::prelude::*;

registry! {
    // One board, one direction: a rotate and a mask; nothing to vectorise.
    shift_one => [
        ScalarRotate => all::fill::shift_one_rotate,
    ];
    occluded_fill => [
        ScalarKoggeStone => all::fill::occluded_fill_kogge_stone,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::occluded_fill_dumb7,
        #[cfg(feature = "alternatives")]
        ScalarLoop => all::fill::occluded_fill_loop,
    ];
    fill => [
        ScalarKoggeStone => all::fill::kogge_stone::fill,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::fill,
    ];
    ray_attacks => [
        ScalarKoggeStone => all::fill::kogge_stone::ray_attacks,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::ray_attacks,
    ];
    // The eight directions in one register (avx512) or two (avx2), then
    // the portable Kogge-Stone. Inlined through the simd128 token (a loop
    // over boards) the portable form vectorises across calls and leads
    // simd128 by far.
    rook_attacks => [
        Avx512KoggeStone => avx512::fill::rook_attacks,
        Avx2KoggeStone => avx2::fill::rook_attacks,
        #[cfg(feature = "alternatives")]
        Avx2Dumb7fill => avx2::fill::rook_attacks_dumb7,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/kogge_stone just ahead of
        // scalar/kogge_stone through the table (inlined far behind it).
        Simd128KoggeStone => simd128::fill::rook_attacks,
        ScalarKoggeStone => all::fill::kogge_stone::rook_attacks,
        // neon/kogge_stone (predicted): ahead on M1 only.
        #[cfg(feature = "alternatives")]
        NeonKoggeStone => neon::fill::rook_attacks,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::rook_attacks,
    // The avx2 token (the token of the CPUs with slow `pext`, which run a
    // 256-bit operation as two halves where they are AMD Zen 1): inlined
    // through it the Zen 1 file (d0e1379) has scalar/kogge_stone well ahead
    // of avx2/kogge_stone. The bmi2 and avx512 tokens keep their vector
    // forms (Zen 3: avx2/kogge_stone first; Zen 4 and the Intel files:
    // avx512/kogge_stone).
    ] tokens [ScalarKoggeStone @ Simd128, ScalarKoggeStone @ Avx2];
    // As for rook_attacks.
    bishop_attacks => [
        Avx512KoggeStone => avx512::fill::bishop_attacks,
        Avx2KoggeStone => avx2::fill::bishop_attacks,
        #[cfg(feature = "alternatives")]
        Avx2Dumb7fill => avx2::fill::bishop_attacks_dumb7,
        // neon/kogge_stone (predicted): the board and its half turn in one vector, so two fills
        // give four rays: ahead of the portable form.
        NeonKoggeStone => neon::fill::bishop_attacks,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/kogge_stone just ahead of
        // scalar/kogge_stone through the table (inlined far behind it).
        Simd128KoggeStone => simd128::fill::bishop_attacks,
        ScalarKoggeStone => all::fill::kogge_stone::bishop_attacks,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::bishop_attacks,
    // The avx2 token, as for rook_attacks (d0e1379).
    ] tokens [ScalarKoggeStone @ Simd128, ScalarKoggeStone @ Avx2];
    // avx512 first through the table. Token order (inlined): avx2/kogge_stone
    // first: Zen 4, which splits 512-bit operations, has it clearly ahead,
    // and the two Intel files put avx512 ahead by a few per cent only.
    queen_attacks => [
        Avx512KoggeStone => avx512::fill::queen_attacks,
        #[cfg(feature = "alternatives")]
        Avx512Dumb7fill => avx512::fill::queen_attacks_dumb7,
        Avx2KoggeStone => avx2::fill::queen_attacks,
        #[cfg(feature = "alternatives")]
        Avx2Dumb7fill => avx2::fill::queen_attacks_dumb7,
        // neon/kogge_stone (predicted): ahead (a tie on V1/V2).
        NeonKoggeStone => neon::fill::queen_attacks,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/kogge_stone ahead of
        // scalar/kogge_stone, inlined too.
        Simd128KoggeStone => simd128::fill::queen_attacks,
        ScalarKoggeStone => all::fill::kogge_stone::queen_attacks,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::queen_attacks,
    ] tokens [Avx2KoggeStone];
    // The report reads single rays of the result; the AVX-512 form returns
    // it with one 64-byte store (LLVM merges even separate halves), whose
    // upper lanes do not forward to 8-byte loads, so there avx2/kogge_stone
    // leads. Consumers that fold all eight rays (benches/attacks) see avx512
    // ahead, but reading rays one by one is the engine pattern. Token order:
    // inlined in the report's loop (all eight rays folded, as an inlined
    // kernel is otherwise computed only in part; no store to forward):
    // avx512/kogge_stone first in the Intel 0xcf file.
    attacks_by_direction => [
        Avx2KoggeStone => avx2::fill::attacks_by_direction,
        Avx512KoggeStone => avx512::fill::attacks_by_direction,
        #[cfg(feature = "alternatives")]
        Avx512Dumb7fill => avx512::fill::attacks_by_direction_dumb7,
        #[cfg(feature = "alternatives")]
        Avx2Dumb7fill => avx2::fill::attacks_by_direction_dumb7,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/kogge_stone far ahead of
        // scalar/kogge_stone, inlined too.
        Simd128KoggeStone => simd128::fill::attacks_by_direction,
        ScalarKoggeStone => all::fill::kogge_stone::attacks_by_direction,
        // neon/kogge_stone (predicted): ahead on M1 only.
        #[cfg(feature = "alternatives")]
        NeonKoggeStone => neon::fill::attacks_by_direction,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::attacks_by_direction,
    ] tokens [Avx512KoggeStone @ Avx512];

    // A side's attack map. On AMD Zen 4 (`report --kernel side_attacks`)
    // the rounds settle avx512/kogge_stone ahead of every other, through the
    // table and inlined. Against the loop an engine writes with the free
    // functions (the report's maps section, `lean loop`: the pawns
    // set-wise, one inlined lookup per other piece, bmi2/pext) the free
    // `side_attacks` has about twice its throughput. The loop form loses on
    // every file of the corpus too, where `scalar/loop` (the lean loop's
    // code with black magic, through the table) trails the choice: so no
    // class order takes it, and the free function calls the table
    // (docs/measurements.md, "Fills and set-wise attacks"). AVX2-only
    // classes and scalar targets (aarch64, wasm: the loop's magic lookups
    // against four scalar fills) are predicted from these figures.
    side_attacks => [
        Avx512KoggeStone => avx512::fill::side_attacks,
        Avx2KoggeStone => avx2::fill::side_attacks,
        ScalarLoop => all::side::side_attacks_loop,
        #[cfg(feature = "alternatives")]
        ScalarKoggeStone => all::side::side_attacks_kogge_stone,
    ];

    // Many positions. avx512/rolv (eight positions a register, each
    // direction in turn: `generic::side`; the eight sides transposed from
    // six loads by `vpermt2q`), avx2/shift (four, gathered element by
    // element), ahead of the single form in a loop compiled with the
    // level's features. The loop form left (its popped squares' branches
    // mispredict, which a loop of independent calls exposes: behind on
    // every corpus file; reports/README.md). Gathering
    // avx512's lanes element by element, as avx2 does, was slower. On the
    // shared Zen 4 guest the rows move from run to run, the order does not
    // (seven runs). Two-board widths (NEON, simd128) have no form: the
    // portable set-wise loop serves them.
    side_attacks_batch => [
        Avx512Rolv => avx512::fill::side_attacks_batch,
        #[cfg(feature = "alternatives")]
        Avx512KoggeStone => avx512::fill::side_attacks_kogge_stone_batch,
        Avx2Shift => avx2::fill::side_attacks_batch,
        #[cfg(feature = "alternatives")]
        Avx2KoggeStone => avx2::fill::side_attacks_kogge_stone_batch,
        ScalarKoggeStone => all::side::side_attacks_kogge_stone_batch,
    ];

    // Checks and pins on one king. The snipers scan (a slider lookup each
    // way from the king, `between` per sniper: `bmi2/pext` with `pext`
    // lookups, `scalar/loop` with the portable ones) against the eight
    // directions in lanes, with no branch on the position: `avx2/lanes`
    // (the directions split from two lookups by a table of rays) and the
    // Kogge-Stone fills from the king (`avx2/kogge_stone`: two registers;
    // `avx512/kogge_stone`: one, `vprolvq`). On AMD Zen 3, over positions
    // of random legal games, the scan with pext leads, through the table
    // and inlined, and the free function runs the scan inlined with the
    // free functions' own lookups (`selection::slots`). The branches of the
    // scan follow the position, and on a game's positions they repeat:
    // most kings see no sniper. On the workload's random positions (many
    // snipers) the lanes come closer. The lanes forms stand behind the
    // scan, measured (AVX2) or not (AVX-512: no such CPU at hand; a class's
    // order can take it where a corpus file shows it ahead);
    // `scalar/hyperbola_bswap`, the scan with the byte-swap lookups (no
    // table read), is what AMD Zen 3's table runs: on the workload's random
    // positions it led `bmi2/pext` in every round of the fbb3d7d corpus
    // file.
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
        // The table's choice on AMD Zen 3 (`orders/derived.rs`).
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
    shift_one_batch => [
        Avx512Rolv => avx512::fill::shift_one_batch,
        Avx2Shift => avx2::fill::shift_one_batch,
        // neon/ushl (predicted): ahead on M1, N1, A76, behind on V1/V2.
        NeonUshl => neon::fill::shift_one_batch,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/shift ahead of scalar/rotate.
        Simd128Shift => simd128::fill::shift_one_batch,
        ScalarRotate => all::fill::shift_one_rotate_batch,
    ];
    occluded_fill_batch => [
        Avx512Rolv => avx512::fill::occluded_fill_batch,
        Avx2Shift => avx2::fill::occluded_fill_batch,
        // neon/ushl (predicted): ahead of the portable form.
        NeonUshl => neon::fill::occluded_fill_batch,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/shift ahead of scalar/kogge_stone.
        Simd128Shift => simd128::fill::occluded_fill_batch,
        ScalarKoggeStone => all::fill::kogge_stone::occluded_fill_batch,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::occluded_fill_batch,
    ];
    fill_batch => [
        Avx512Rolv => avx512::fill::fill_batch,
        Avx2Shift => avx2::fill::fill_batch,
        // neon/ushl (predicted): the shared Kogge-Stone body, two boards a vector: ahead of the
        // auto-vectorised portable loop.
        NeonUshl => neon::fill::fill_batch,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/shift ahead of scalar/kogge_stone.
        Simd128Shift => simd128::fill::fill_batch,
        ScalarKoggeStone => all::fill::kogge_stone::fill_batch,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::fill_batch,
    ];
    ray_attacks_batch => [
        Avx512Rolv => avx512::fill::ray_attacks_batch,
        Avx2Shift => avx2::fill::ray_attacks_batch,
        // neon/ushl (predicted): ahead of the portable form.
        NeonUshl => neon::fill::ray_attacks_batch,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/shift ahead of scalar/kogge_stone.
        Simd128Shift => simd128::fill::ray_attacks_batch,
        ScalarKoggeStone => all::fill::kogge_stone::ray_attacks_batch,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::ray_attacks_batch,
    ];
    rook_attacks_batch => [
        Avx512Rolv => avx512::fill::rook_attacks_batch,
        Avx2Shift => avx2::fill::rook_attacks_batch,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/sub ahead of scalar/kogge_stone and
        // simd128/shift: east by per-rank subtraction, north and south sharing their
        // propagators.
        Simd128Sub => simd128::fill::rook_attacks_sub_batch,
        // wasm: simd128/shift ties scalar/kogge_stone (LLVM vectorises the portable loop into
        // the same fills).
        #[cfg(feature = "alternatives")]
        Simd128Shift => simd128::fill::rook_attacks_batch,
        ScalarKoggeStone => all::fill::kogge_stone::rook_attacks_batch,
        // neon/ushl (predicted): the same machine code as the auto-vectorised portable loop.
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::fill::rook_attacks_batch,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::rook_attacks_batch,
    ];
    bishop_attacks_batch => [
        Avx512Rolv => avx512::fill::bishop_attacks_batch,
        Avx2Shift => avx2::fill::bishop_attacks_batch,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/shift ties scalar/kogge_stone. LLVM
        // vectorises the portable loop into the same four fills, and the diagonals have neither
        // a subtraction form (their squares are not adjacent bits) nor shared propagators (each
        // direction's wrap mask differs), so no simd128 form does less work (docs/wasm.md).
        Simd128Shift => simd128::fill::bishop_attacks_batch,
        ScalarKoggeStone => all::fill::kogge_stone::bishop_attacks_batch,
        // neon/ushl (predicted): the same machine code as the auto-vectorised portable loop.
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::fill::bishop_attacks_batch,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::bishop_attacks_batch,
    ];
    queen_attacks_batch => [
        Avx512Rolv => avx512::fill::queen_attacks_batch,
        Avx2Shift => avx2::fill::queen_attacks_batch,
        // neon/ushl (predicted): ahead of a call per board.
        NeonUshl => neon::fill::queen_attacks_batch,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/sub ahead of scalar/kogge_stone and
        // simd128/shift: the rook part as in rook_attacks_batch, the four diagonal fills as
        // before.
        Simd128Sub => simd128::fill::queen_attacks_sub_batch,
        // wasm: simd128/shift ties scalar/kogge_stone.
        #[cfg(feature = "alternatives")]
        Simd128Shift => simd128::fill::queen_attacks_batch,
        ScalarKoggeStone => all::fill::kogge_stone::queen_attacks_batch,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::queen_attacks_batch,
    ];
    // One board per zmm (its 8 directions stored as is). avx2/quads (four
    // boards per register, East by byte addition) leads avx2/shift on the
    // Intel 0xcf Xeon at the AVX2 level; both are several times the scalar
    // speed.
    attacks_by_direction_batch => [
        Avx512Rolv => avx512::fill::attacks_by_direction_batch,
        Avx2Quads => avx2::fill::attacks_by_direction_quads_batch,
        #[cfg(feature = "alternatives")]
        Avx2Shift => avx2::fill::attacks_by_direction_batch,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/shift far ahead of scalar/kogge_stone.
        Simd128Shift => simd128::fill::attacks_by_direction_batch,
        ScalarKoggeStone => all::fill::kogge_stone::attacks_by_direction_batch,
        // neon/ushl (predicted): ahead on M1 only.
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::fill::attacks_by_direction_batch,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::attacks_by_direction_batch,
    ];
}
