//! Set-wise knight, king and pawn kernels.
//!
//! Single boards: one portable form, a handful of shifts, masks and ORs;
//! no vector form (moving one board into a register and back costs more
//! than the work). Batch forms: the shared bodies (`generic::leapers`)
//! at every width, one board per lane.
//!
//! No report of the corpus measures these kernels yet, so the batch orders
//! are predicted (a wider register does the same few operations for more
//! boards), not measured per CPU class. Checked on an AMD EPYC, family 0x19
//! model 0x11 (Zen 4, AVX-512 through 256-bit halves), `report --kernel
//! leapers --rounds 9`; the figures are in docs/measurements.md, "Leapers".

use super::prelude::*;

registry! {
    // Through the table the indirect call costs several times the work
    // inlined through a token.
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
    // Zen 4: avx512, then avx2, both well ahead of scalar. The portable
    // loop compiled for the level (`autovec-shift`) ties the shared body at
    // both levels on every kernel of the family, so it is registered after
    // it.
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
    // Zen 4: as for knight_attacks_batch.
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
    // Zen 4: avx2 and avx512 about even (unsettled), ahead of scalar;
    // autovec-shift ties.
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
    // Zen 4: the three forms tie, bound by the loads and stores (two
    // boards in, one out, per shift and mask); the portable loop is one
    // LLVM vectorises itself (two boards per xmm register at the x86-64
    // baseline, see `arch/x86_64/sse2/leapers.rs`). The tie is the L2's:
    // the report's 4096 boards are 96 KiB of buffers (24 bytes a board),
    // three times a 32 KiB L1. Batches that fit the L1 put the vector forms
    // ahead (`examples/batch_lengths.rs`); from 2048 boards they tie again.
    // So the vector forms stay first.
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
    // Zen 4: a tie, as pawn_pushes_batch, and for the same reason: at 1024
    // boards (`examples/batch_lengths.rs`) the vector forms lead.
    pawn_double_pushes_batch => [
        Avx512Shift => avx512::leapers::pawn_double_pushes_batch,
        Avx2Shift => avx2::leapers::pawn_double_pushes_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecShift => avx512::autovec::pawn_double_pushes_shift_batch,
        // AMD Zen 1 (d0e1379): ahead of avx2/shift (`orders/derived.rs`).
        Avx2AutovecShift => avx2::autovec::pawn_double_pushes_shift_batch,
        NeonShift => neon::leapers::pawn_double_pushes_batch,
        Simd128Shift => simd128::leapers::pawn_double_pushes_batch,
        ScalarShift => all::leapers::pawn_double_pushes_batch,
    ];
}
