//! Set-wise knight, king and pawn kernels.
//!
//! Single boards: one portable form, a handful of shifts, masks and ORs;
//! no vector form (moving one board into a register and back costs more
//! than the work). Batch forms: the shared bodies (`generic::leapers`)
//! at every width, one board per lane. No report of the corpus measures
//! these kernels yet: the batch orders below are predicted (a wider
//! register does the same few operations for more boards), and the figures
//! beside them are this crate's own measurements where they say so.

use super::prelude::*;

registry! {
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
    // neon and simd128 two.
    knight_attacks_batch => [
        Avx512Shift => avx512::leapers::knight_attacks_batch,
        Avx2Shift => avx2::leapers::knight_attacks_batch,
        NeonShift => neon::leapers::knight_attacks_batch,
        Simd128Shift => simd128::leapers::knight_attacks_batch,
        ScalarShift => all::leapers::knight_attacks_batch,
    ];
    king_attacks_batch => [
        Avx512Shift => avx512::leapers::king_attacks_batch,
        Avx2Shift => avx2::leapers::king_attacks_batch,
        NeonShift => neon::leapers::king_attacks_batch,
        Simd128Shift => simd128::leapers::king_attacks_batch,
        ScalarShift => all::leapers::king_attacks_batch,
    ];
    pawn_attacks_batch => [
        Avx512Shift => avx512::leapers::pawn_attacks_batch,
        Avx2Shift => avx2::leapers::pawn_attacks_batch,
        NeonShift => neon::leapers::pawn_attacks_batch,
        Simd128Shift => simd128::leapers::pawn_attacks_batch,
        ScalarShift => all::leapers::pawn_attacks_batch,
    ];
    pawn_pushes_batch => [
        Avx512Shift => avx512::leapers::pawn_pushes_batch,
        Avx2Shift => avx2::leapers::pawn_pushes_batch,
        NeonShift => neon::leapers::pawn_pushes_batch,
        Simd128Shift => simd128::leapers::pawn_pushes_batch,
        ScalarShift => all::leapers::pawn_pushes_batch,
    ];
    pawn_double_pushes_batch => [
        Avx512Shift => avx512::leapers::pawn_double_pushes_batch,
        Avx2Shift => avx2::leapers::pawn_double_pushes_batch,
        NeonShift => neon::leapers::pawn_double_pushes_batch,
        Simd128Shift => simd128::leapers::pawn_double_pushes_batch,
        ScalarShift => all::leapers::pawn_double_pushes_batch,
    ];
}
