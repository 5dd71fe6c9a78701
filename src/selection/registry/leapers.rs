//! Set-wise knight, king and pawn kernels. Single boards: one portable form
//! (moving a board into a vector register and back costs more than the work).
//! Batch forms: the shared bodies (`generic::leapers`), one board per lane,
//! the widest first: a wider register does the same work for more boards.
//! The corpus bears that out: the knights' and king's widest form leads on
//! every file but Zen 1's, where every form ties; the pawns' vector forms
//! lead the scalar one and tie with each other (`orders/derived.rs` takes a
//! class's settled exceptions). neon and simd128 are checked for
//! correctness only.

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

    // The portable loop compiled for the level (`autovec-shift`) ties the
    // shared body, so it comes after it.
    knight_attacks_batch => [
        Avx512Shift => avx512::leapers::knight_attacks_batch,
        Avx2Shift => avx2::leapers::knight_attacks_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecShift => avx512::autovec::knight_attacks_shift_batch,
        #[cfg(feature = "alternatives")]
        Avx2AutovecShift => avx2::autovec::knight_attacks_shift_batch,
        Simd128Shift => simd128::leapers::knight_attacks_batch,
        ScalarShift => all::leapers::knight_attacks_batch,
        #[cfg(feature = "alternatives")]
        NeonShift => neon::leapers::knight_attacks_batch,
    ];
    king_attacks_batch => [
        Avx512Shift => avx512::leapers::king_attacks_batch,
        Avx2Shift => avx2::leapers::king_attacks_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecShift => avx512::autovec::king_attacks_shift_batch,
        #[cfg(feature = "alternatives")]
        Avx2AutovecShift => avx2::autovec::king_attacks_shift_batch,
        Simd128Shift => simd128::leapers::king_attacks_batch,
        ScalarShift => all::leapers::king_attacks_batch,
        #[cfg(feature = "alternatives")]
        NeonShift => neon::leapers::king_attacks_batch,
    ];
    // Zen 4: avx2 and avx512 about even (unsettled).
    pawn_attacks_batch => [
        Avx512Shift => avx512::leapers::pawn_attacks_batch,
        Avx2Shift => avx2::leapers::pawn_attacks_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecShift => avx512::autovec::pawn_attacks_shift_batch,
        #[cfg(feature = "alternatives")]
        Avx2AutovecShift => avx2::autovec::pawn_attacks_shift_batch,
        Simd128Shift => simd128::leapers::pawn_attacks_batch,
        ScalarShift => all::leapers::pawn_attacks_batch,
        #[cfg(feature = "alternatives")]
        NeonShift => neon::leapers::pawn_attacks_batch,
    ];
    // The forms tie on the report's 4096 boards, bound by loads and stores
    // from the L2; batches that fit the L1 put the vector forms ahead
    // (`examples/batch_lengths.rs`), so they stay first.
    pawn_pushes_batch => [
        Avx512Shift => avx512::leapers::pawn_pushes_batch,
        Avx2Shift => avx2::leapers::pawn_pushes_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecShift => avx512::autovec::pawn_pushes_shift_batch,
        #[cfg(feature = "alternatives")]
        Avx2AutovecShift => avx2::autovec::pawn_pushes_shift_batch,
        Simd128Shift => simd128::leapers::pawn_pushes_batch,
        ScalarShift => all::leapers::pawn_pushes_batch,
        #[cfg(feature = "alternatives")]
        NeonShift => neon::leapers::pawn_pushes_batch,
    ];
    // As for pawn_pushes_batch.
    pawn_double_pushes_batch => [
        Avx512Shift => avx512::leapers::pawn_double_pushes_batch,
        Avx2Shift => avx2::leapers::pawn_double_pushes_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecShift => avx512::autovec::pawn_double_pushes_shift_batch,
        // Not an alternative: Zen 1 puts it ahead of avx2/shift (`orders/derived.rs`).
        Avx2AutovecShift => avx2::autovec::pawn_double_pushes_shift_batch,
        Simd128Shift => simd128::leapers::pawn_double_pushes_batch,
        ScalarShift => all::leapers::pawn_double_pushes_batch,
        #[cfg(feature = "alternatives")]
        NeonShift => neon::leapers::pawn_double_pushes_batch,
    ];
}
