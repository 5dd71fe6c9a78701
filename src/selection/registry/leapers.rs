//! Set-wise knight, king and pawn kernels.
//!
//! Single boards: one portable form, a handful of shifts, masks and ORs;
//! no vector form (moving one board into a register and back costs more
//! than the work). Batch forms: the shared bodies (`generic::leapers`)
//! at every width, one board per lane.
//!
//! No report of the corpus measures these kernels yet, so the batch orders
//! are predicted (a wider register does the same few operations for more
//! boards), not measured per CPU class. Figures: ns per board on an AMD
//! EPYC, family 0x19 model 0x11 (Zen 4, AVX-512 through 256-bit halves), a
//! 2-vCPU KVM guest with other builds running, `report --kernel leapers
//! --rounds 9` (4096 boards, the median of the rounds' medians).

use super::prelude::*;

registry! {
    // Zen 4, ns per call: 1.9-2.5 through the table (an indirect call),
    // 0.16-0.25 inlined through a token.
    knight_attacks => [
        ScalarShift => all::leapers::knight_attacks,
    ];
    king_attacks => [
        ScalarShift => all::leapers::king_attacks,
    ];
    pawn_attacks => [
        ScalarShift => all::leapers::pawn_attacks,
    ];
    pawn_pushes => [
        ScalarShift => all::leapers::pawn_pushes,
    ];
    pawn_double_pushes => [
        ScalarShift => all::leapers::pawn_double_pushes,
    ];

    // Batch (predicted): avx512 eight boards per register, avx2 four,
    // neon and simd128 two; neon and simd128 checked for correctness only
    // (tests/suite/kernels.rs under qemu-aarch64 and Wasmtime), not timed.
    // Zen 4: avx512/shift 0.25, avx2/shift 0.33, scalar/shift 0.66 (2.6x).
    // The portable loop compiled for the level (`autovec-shift`) ties the
    // shared body at both levels on every kernel of the family (a second
    // run with them: avx512/autovec-shift 0.26, avx2/autovec-shift 0.33
    // here), so it is registered after it.
    knight_attacks_batch => [
        Avx512Shift => avx512::leapers::knight_attacks_batch,
        Avx2Shift => avx2::leapers::knight_attacks_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecShift => avx512::autovec::knight_attacks_shift_batch,
        #[cfg(feature = "alternatives")]
        Avx2AutovecShift => avx2::autovec::knight_attacks_shift_batch,
        NeonShift => neon::leapers::knight_attacks_batch,
        Simd128Shift => simd128::leapers::knight_attacks_batch,
        ScalarShift => all::leapers::knight_attacks_batch,
    ];
    // Zen 4: avx512/shift 0.15, avx2/shift 0.20, scalar/shift 0.39 (2.6x);
    // autovec-shift 0.15 and 0.19.
    king_attacks_batch => [
        Avx512Shift => avx512::leapers::king_attacks_batch,
        Avx2Shift => avx2::leapers::king_attacks_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecShift => avx512::autovec::king_attacks_shift_batch,
        #[cfg(feature = "alternatives")]
        Avx2AutovecShift => avx2::autovec::king_attacks_shift_batch,
        NeonShift => neon::leapers::king_attacks_batch,
        Simd128Shift => simd128::leapers::king_attacks_batch,
        ScalarShift => all::leapers::king_attacks_batch,
    ];
    // Zen 4: avx2/shift 0.14, avx512/shift 0.15 (unsettled), scalar/shift 0.21;
    // autovec-shift 0.15 (avx512) and 0.14 (avx2).
    pawn_attacks_batch => [
        Avx512Shift => avx512::leapers::pawn_attacks_batch,
        Avx2Shift => avx2::leapers::pawn_attacks_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecShift => avx512::autovec::pawn_attacks_shift_batch,
        #[cfg(feature = "alternatives")]
        Avx2AutovecShift => avx2::autovec::pawn_attacks_shift_batch,
        NeonShift => neon::leapers::pawn_attacks_batch,
        Simd128Shift => simd128::leapers::pawn_attacks_batch,
        ScalarShift => all::leapers::pawn_attacks_batch,
    ];
    // Zen 4: scalar/shift 0.21, avx2/shift 0.22, avx512/shift 0.22: a tie
    // within 4 %, bound by the loads and stores (two boards in, one out,
    // per shift and mask); the portable loop is one LLVM vectorises itself
    // (two boards per xmm register at the x86-64 baseline, see
    // `arch/x86_64/sse2/leapers.rs`). The tie is the L2's: the report's
    // 4096 boards are 96 KiB of buffers (24 bytes a board), three times a
    // 32 KiB L1, and every form streams them at about 0.21 ns a board.
    // Batches that fit the L1 put the vector forms ahead
    // (`examples/batch_lengths.rs`, three runs of 9 rounds, other builds
    // running): 1024 boards (24 KiB) avx2/shift 0.10-0.13, avx512/shift
    // 0.11-0.13, scalar/shift 0.14-0.15 (1.1-1.5x); from 2048 boards (48
    // KiB) the vector forms 0.21-0.25, scalar/shift 0.21-0.29. So the
    // vector forms stay first.
    pawn_pushes_batch => [
        Avx512Shift => avx512::leapers::pawn_pushes_batch,
        Avx2Shift => avx2::leapers::pawn_pushes_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecShift => avx512::autovec::pawn_pushes_shift_batch,
        #[cfg(feature = "alternatives")]
        Avx2AutovecShift => avx2::autovec::pawn_pushes_shift_batch,
        NeonShift => neon::leapers::pawn_pushes_batch,
        Simd128Shift => simd128::leapers::pawn_pushes_batch,
        ScalarShift => all::leapers::pawn_pushes_batch,
    ];
    // Zen 4: avx2/shift 0.21, scalar/shift 0.21, avx512/shift 0.22: a tie,
    // as pawn_pushes_batch, and for the same reason: at 1024 boards
    // (`examples/batch_lengths.rs`) avx512/shift 0.11-0.15, avx2/shift
    // 0.12-0.16, scalar/shift 0.21-0.23 (1.4-2.0x); from 2048 boards the
    // vector forms 0.21-0.26, scalar/shift 0.23-0.37.
    pawn_double_pushes_batch => [
        Avx512Shift => avx512::leapers::pawn_double_pushes_batch,
        Avx2Shift => avx2::leapers::pawn_double_pushes_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecShift => avx512::autovec::pawn_double_pushes_shift_batch,
        // AMD Zen 1 (d0e1379): 0.417 against avx2/shift 0.440 ns a board (`orders.rs`).
        Avx2AutovecShift => avx2::autovec::pawn_double_pushes_shift_batch,
        NeonShift => neon::leapers::pawn_double_pushes_batch,
        Simd128Shift => simd128::leapers::pawn_double_pushes_batch,
        ScalarShift => all::leapers::pawn_double_pushes_batch,
    ];
}
