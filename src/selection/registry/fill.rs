//! Fills and set-wise attacks. AVX-512 holds the eight directions in one
//! register (`vprolvq`), AVX2 in two. Kogge-Stone beats Dumb7Fill at every
//! width (fewer dependent steps); the early-exit loop wins only on nearly
//! empty boards. No SSE2 candidate: see `arch/x86_64/sse2/fill.rs`. wasm
//! rows: measured under Wasmtime.

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
    // Token order, simd128 -> scalar/kogge_stone: inlined through the simd128
    // token, the portable form vectorises across calls and leads.
    // Token order, avx2 -> scalar/kogge_stone: the avx2 token serves slow-`pext`
    // CPUs, and Zen 1 splits 256-bit operations, so inlined the portable form
    // leads there.
    // Token order, bmi2 -> avx2/kogge_stone: the CPUs that run the bmi2 token
    // (fast `pext`: Zen 3 in the corpus) execute 256-bit operations whole, and
    // the four rays fill one such register.
    // Token order, avx512 -> avx512/kogge_stone: the same four rays in one
    // 256-bit register, each step shorter by AVX-512VL's variable rotate and
    // three-input logic.
    rook_attacks => [
        Avx512KoggeStone => avx512::fill::rook_attacks,
        Avx2KoggeStone => avx2::fill::rook_attacks,
        #[cfg(feature = "alternatives")]
        Avx2Dumb7fill => avx2::fill::rook_attacks_dumb7,
        // wasm: simd128/kogge_stone leads through the table only.
        Simd128KoggeStone => simd128::fill::rook_attacks,
        ScalarKoggeStone => all::fill::kogge_stone::rook_attacks,
        #[cfg(feature = "alternatives")]
        NeonKoggeStone => neon::fill::rook_attacks,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::rook_attacks,
    ];
    bishop_attacks => [
        Avx512KoggeStone => avx512::fill::bishop_attacks,
        Avx2KoggeStone => avx2::fill::bishop_attacks,
        #[cfg(feature = "alternatives")]
        Avx2Dumb7fill => avx2::fill::bishop_attacks_dumb7,
        Simd128KoggeStone => simd128::fill::bishop_attacks,
        ScalarKoggeStone => all::fill::kogge_stone::bishop_attacks,
        #[cfg(feature = "alternatives")]
        NeonKoggeStone => neon::fill::bishop_attacks,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::bishop_attacks,
    ];
    // Token order, avx512 -> avx2/kogge_stone: Zen 4, which splits 512-bit
    // operations, clearly favours it, and the Intel files favour avx512 only slightly.
    queen_attacks => [
        Avx512KoggeStone => avx512::fill::queen_attacks,
        #[cfg(feature = "alternatives")]
        Avx512Dumb7fill => avx512::fill::queen_attacks_dumb7,
        Avx2KoggeStone => avx2::fill::queen_attacks,
        #[cfg(feature = "alternatives")]
        Avx2Dumb7fill => avx2::fill::queen_attacks_dumb7,
        Simd128KoggeStone => simd128::fill::queen_attacks,
        ScalarKoggeStone => all::fill::kogge_stone::queen_attacks,
        #[cfg(feature = "alternatives")]
        NeonKoggeStone => neon::fill::queen_attacks,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::queen_attacks,
    ];
    // The report reads single rays, the engine pattern: the AVX-512 result is one
    // 64-byte store whose upper lanes do not forward to 8-byte loads, so avx2
    // leads. Inlined (all rays folded, no store to forward), avx512 leads on Intel.
    attacks_by_direction => [
        Avx2KoggeStone => avx2::fill::attacks_by_direction,
        Avx512KoggeStone => avx512::fill::attacks_by_direction,
        #[cfg(feature = "alternatives")]
        Avx512Dumb7fill => avx512::fill::attacks_by_direction_dumb7,
        #[cfg(feature = "alternatives")]
        Avx2Dumb7fill => avx2::fill::attacks_by_direction_dumb7,
        Simd128KoggeStone => simd128::fill::attacks_by_direction,
        ScalarKoggeStone => all::fill::kogge_stone::attacks_by_direction,
        #[cfg(feature = "alternatives")]
        NeonKoggeStone => neon::fill::attacks_by_direction,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::attacks_by_direction,
    ];

    // A side's attack map. The vector fills lead on every corpus file, so the
    // free function calls the table. Where none runs, the loop an engine writes
    // (`scalar/loop`) stays ahead of the portable fills: they lead on unrelated
    // sides, but in a search the loop's branches are predicted and it runs
    // fewer instructions (docs/measurements.md).
    side_attacks => [
        Avx512KoggeStone => avx512::fill::side_attacks,
        Avx2KoggeStone => avx2::fill::side_attacks,
        ScalarLoop => all::side::side_attacks_loop,
        #[cfg(feature = "alternatives")]
        ScalarKoggeStone => all::side::side_attacks_kogge_stone,
    ];

    // Many positions: avx512/rolv (eight positions a register, the sides
    // transposed by `vpermt2q`; gathering element by element, as avx2 does,
    // was slower), then avx2/shift. The loop form left: its branches mispredict
    // on independent calls. Two-board widths have no form: the portable loop serves.
    side_attacks_batch => [
        Avx512Rolv => avx512::fill::side_attacks_batch,
        #[cfg(feature = "alternatives")]
        Avx512KoggeStone => avx512::fill::side_attacks_kogge_stone_batch,
        Avx2Shift => avx2::fill::side_attacks_batch,
        #[cfg(feature = "alternatives")]
        Avx2KoggeStone => avx2::fill::side_attacks_kogge_stone_batch,
        ScalarKoggeStone => all::side::side_attacks_kogge_stone_batch,
    ];

    // Checks and pins on one king: the snipers scan (a slider lookup each way,
    // `between` per sniper) against the eight directions in lanes, branch-free
    // (`avx2/lanes`, the Kogge-Stone fills). On Zen 3, over random games, the scan
    // leads: its branches follow the position and most kings see no sniper.
    // The lanes and fill forms trail the fastest scan through the table on every
    // corpus file that measured them (the AVX-512 form too); inlined, all tie.
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
        // The scan with byte-swap lookups (no table read): AMD Zen 3's choice (`orders/derived.rs`).
        ScalarHyperbolaBswap => all::king_safety::king_safety_scan_hyperbola,
    ];

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

    shift_one_batch => [
        Avx512Rolv => avx512::fill::shift_one_batch,
        Avx2Shift => avx2::fill::shift_one_batch,
        Simd128Shift => simd128::fill::shift_one_batch,
        ScalarRotate => all::fill::shift_one_rotate_batch,
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::fill::shift_one_batch,
    ];
    occluded_fill_batch => [
        Avx512Rolv => avx512::fill::occluded_fill_batch,
        Avx2Shift => avx2::fill::occluded_fill_batch,
        Simd128Shift => simd128::fill::occluded_fill_batch,
        ScalarKoggeStone => all::fill::kogge_stone::occluded_fill_batch,
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::fill::occluded_fill_batch,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::occluded_fill_batch,
    ];
    fill_batch => [
        Avx512Rolv => avx512::fill::fill_batch,
        Avx2Shift => avx2::fill::fill_batch,
        Simd128Shift => simd128::fill::fill_batch,
        ScalarKoggeStone => all::fill::kogge_stone::fill_batch,
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::fill::fill_batch,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::fill_batch,
    ];
    ray_attacks_batch => [
        Avx512Rolv => avx512::fill::ray_attacks_batch,
        Avx2Shift => avx2::fill::ray_attacks_batch,
        Simd128Shift => simd128::fill::ray_attacks_batch,
        ScalarKoggeStone => all::fill::kogge_stone::ray_attacks_batch,
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::fill::ray_attacks_batch,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::ray_attacks_batch,
    ];
    rook_attacks_batch => [
        Avx512Rolv => avx512::fill::rook_attacks_batch,
        Avx2Shift => avx2::fill::rook_attacks_batch,
        // wasm: simd128/sub does east by per-rank subtraction, north and south share propagators.
        Simd128Sub => simd128::fill::rook_attacks_sub_batch,
        // wasm: simd128/shift ties the portable loop, which LLVM vectorises into the same fills.
        #[cfg(feature = "alternatives")]
        Simd128Shift => simd128::fill::rook_attacks_batch,
        ScalarKoggeStone => all::fill::kogge_stone::rook_attacks_batch,
        // neon/ushl: the same machine code as the auto-vectorised portable loop.
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::fill::rook_attacks_batch,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::rook_attacks_batch,
    ];
    bishop_attacks_batch => [
        Avx512Rolv => avx512::fill::bishop_attacks_batch,
        Avx2Shift => avx2::fill::bishop_attacks_batch,
        // wasm: simd128/shift ties the portable loop, and the diagonals allow no form
        // doing less work (no subtraction form, no shared propagators; docs/wasm.md).
        Simd128Shift => simd128::fill::bishop_attacks_batch,
        ScalarKoggeStone => all::fill::kogge_stone::bishop_attacks_batch,
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::fill::bishop_attacks_batch,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::bishop_attacks_batch,
    ];
    queen_attacks_batch => [
        Avx512Rolv => avx512::fill::queen_attacks_batch,
        Avx2Shift => avx2::fill::queen_attacks_batch,
        // wasm: simd128/sub, as in rook_attacks_batch.
        Simd128Sub => simd128::fill::queen_attacks_sub_batch,
        #[cfg(feature = "alternatives")]
        Simd128Shift => simd128::fill::queen_attacks_batch,
        ScalarKoggeStone => all::fill::kogge_stone::queen_attacks_batch,
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::fill::queen_attacks_batch,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::queen_attacks_batch,
    ];
    // avx2/quads (four boards a register, East by byte addition) leads avx2/shift on Intel 0xcf.
    attacks_by_direction_batch => [
        Avx512Rolv => avx512::fill::attacks_by_direction_batch,
        Avx2Quads => avx2::fill::attacks_by_direction_quads_batch,
        #[cfg(feature = "alternatives")]
        Avx2Shift => avx2::fill::attacks_by_direction_batch,
        Simd128Shift => simd128::fill::attacks_by_direction_batch,
        ScalarKoggeStone => all::fill::kogge_stone::attacks_by_direction_batch,
        #[cfg(feature = "alternatives")]
        NeonUshl => neon::fill::attacks_by_direction_batch,
        #[cfg(feature = "alternatives")]
        ScalarDumb7fill => all::fill::dumb7::attacks_by_direction_batch,
    ];
}
