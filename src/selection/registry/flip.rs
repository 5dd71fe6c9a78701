//! Flips and rotations. Single lists follow a dependent chain, as independent
//! calls are bound by the indirect call whatever the method; batch forms run
//! over 4096 boards (at the load/store limit) and 512 (L1) to break ties. A
//! method no faster than the portable fallback is not listed. Tokens run the
//! single forms' scalar formulas, which auto-vectorise inlined in a loop. wasm rows:
//! measured under Wasmtime (wasm has no bit reversal).

use super::prelude::*;

// The auto-vectorised portable loops (`avx2/autovec-*`, see
// `arch::x86_64::avx2::autovec`) come after a hand-written form they tie, and
// first where they lead at the AVX2 level. `avx2/gfni` (the VEX form of
// `gf2p8affineqb`) sits right after `avx512/gfni`, so an AVX2 table with GFNI
// (Alder Lake clients, or AVX-512 capped at `BITBOARD_SIMD=avx2`) takes it
// first; `orders/derived.rs` follows the corpus where a class differs.
registry! {
    // one `bswap`: nothing beats it.
    flip_vertical => [
        // wasm: simd128/swizzle leads through the table; inlined, the portable
        // byte swap vectorises and leads.
        Simd128Swizzle => simd128::flip::flip_vertical_swizzle,
        ScalarSwapBytes => all::flip::flip_vertical_swap_bytes,
    ];
    mirror_horizontal => [
        Avx512Gfni => avx512::flip::mirror_horizontal_gfni,
        Avx2Gfni => avx2::flip::mirror_horizontal_gfni,
        Avx2NibbleLut => avx2::flip::mirror_horizontal_nibble_lut,
        // wasm: simd128/swizzle leads through the table; inlined, the delta swaps lead.
        Simd128Swizzle => simd128::flip::mirror_horizontal_swizzle,
        ScalarReverseBits => all::flip::mirror_horizontal_reverse_bits,
        ScalarDeltaSwap => all::flip::mirror_horizontal_delta_swap,
    ];
    flip_diagonal => [
        Avx512Gfni => avx512::flip::flip_diagonal_gfni,
        Avx2Gfni => avx2::flip::flip_diagonal_gfni,
        Avx2Movemask => avx2::flip::flip_diagonal_movemask,
        Sse2Movemask => sse2::flip::flip_diagonal_movemask,
        Simd128Bitmask => simd128::flip::flip_diagonal_bitmask,
        ScalarDeltaSwap => all::flip::flip_diagonal_delta_swap,
    ];
    // Dropped: sse2/movemask (two byte swaps around the transpose cost more than they save).
    flip_anti_diagonal => [
        Avx512Gfni => avx512::flip::flip_anti_diagonal_gfni,
        Avx2Gfni => avx2::flip::flip_anti_diagonal_gfni,
        Avx2Movemask => avx2::flip::flip_anti_diagonal_movemask,
        ScalarDeltaSwap => all::flip::flip_anti_diagonal_delta_swap,
    ];
    rotate_180 => [
        Avx512Gfni => avx512::flip::rotate_180_gfni,
        Avx2Gfni => avx2::flip::rotate_180_gfni,
        Avx2NibbleLut => avx2::flip::rotate_180_nibble_lut,
        // wasm: simd128/swizzle ties through the table and leads inlined.
        Simd128Swizzle => simd128::flip::rotate_180_swizzle,
        ScalarReverseBits => all::flip::rotate_180_reverse_bits,
    ];
    rotate_90_clockwise => [
        Avx512Gfni => avx512::flip::rotate_90_clockwise_gfni,
        Avx2Gfni => avx2::flip::rotate_90_clockwise_gfni,
        Avx2Movemask => avx2::flip::rotate_90_clockwise_movemask,
        Sse2Movemask => sse2::flip::rotate_90_clockwise_movemask,
        ScalarDeltaSwap => all::flip::rotate_90_clockwise_delta_swap,
    ];
    rotate_90_anticlockwise => [
        Avx512Gfni => avx512::flip::rotate_90_anticlockwise_gfni,
        Avx2Gfni => avx2::flip::rotate_90_anticlockwise_gfni,
        Avx2Movemask => avx2::flip::rotate_90_anticlockwise_movemask,
        Sse2Movemask => sse2::flip::rotate_90_anticlockwise_movemask,
        Simd128Bitmask => simd128::flip::rotate_90_anticlockwise_bitmask,
        ScalarSwapBytes => all::flip::rotate_90_anticlockwise_swap_bytes,
    ];
    // Both directions: six rotates and selects; a vector register round trip costs more.
    pseudo_rotate_45_clockwise => [
        ScalarDeltaSwap => all::flip::pseudo_rotate_45_clockwise_delta_swap,
    ];
    pseudo_rotate_45_anticlockwise => [
        ScalarDeltaSwap => all::flip::pseudo_rotate_45_anticlockwise_delta_swap,
    ];
    flip_vertical_batch => [
        Avx512Shuffle => avx512::flip::flip_vertical_shuffle_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecSwapBytes => avx512::autovec::flip_vertical_swap_bytes_batch,
        Avx2Shuffle => avx2::flip::flip_vertical_shuffle_batch,
        #[cfg(feature = "alternatives")]
        Avx2AutovecSwapBytes => avx2::autovec::flip_vertical_swap_bytes_batch,
        Sse2Shuffle => sse2::flip::flip_vertical_shuffle_batch,
        Simd128Swizzle => simd128::flip::flip_vertical_swizzle_batch,
        ScalarSwapBytes => all::flip::flip_vertical_swap_bytes_batch,
        #[cfg(feature = "alternatives")]
        NeonRev => neon::flip::flip_vertical_rev_batch,
    ];
    // autovec-delta_swap is behind and not listed, nor sse2/delta_swap (the
    // scalar form auto-vectorises to it).
    mirror_horizontal_batch => [
        Avx512Gfni => avx512::flip::mirror_horizontal_gfni_batch,
        Avx2Gfni => avx2::flip::mirror_horizontal_gfni_batch,
        Avx2NibbleLut => avx2::flip::mirror_horizontal_nibble_lut_batch,
        #[cfg(feature = "alternatives")]
        Avx2AutovecReverseBits => avx2::autovec::mirror_horizontal_reverse_bits_batch,
        #[cfg(feature = "alternatives")]
        Avx512NibbleLut => avx512::flip::mirror_horizontal_nibble_lut_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecReverseBits => avx512::autovec::mirror_horizontal_reverse_bits_batch,
        Simd128Swizzle => simd128::flip::mirror_horizontal_swizzle_batch,
        ScalarReverseBits => all::flip::mirror_horizontal_reverse_bits_batch,
        #[cfg(feature = "alternatives")]
        NeonRbit => neon::flip::mirror_horizontal_rbit_batch,
    ];
    // sse2/delta_swap dropped (scalar auto-vectorises to the same code). At the
    // AVX2 level the transposes tie gcc's vectorised C loop (the same three delta
    // swaps; AVX2 has no three-input logic or affine bit matrix to shorten them).
    // avx2/split (eight boards as rank halves, `vshufps`) does slightly less work,
    // kept for CPUs whose shift and shuffle ports are balanced differently.
    // Rejected on operation counts: `vpmovmskb` gathers, a byte-major layout,
    // `vpmaddubsw` pair merges.
    flip_diagonal_batch => [
        Avx512Gfni => avx512::flip::flip_diagonal_gfni_batch,
        Avx2Gfni => avx2::flip::flip_diagonal_gfni_batch,
        Avx512DeltaSwap => avx512::flip::flip_diagonal_delta_swap_batch,
        Avx2DeltaSwap => avx2::flip::flip_diagonal_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        Avx2AutovecDeltaSwap => avx2::autovec::flip_diagonal_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        Avx2Split => avx2::flip::flip_diagonal_split_batch,
        // simd128/delta_swap dropped: LLVM vectorises the portable loop to the same
        // code (tools/check-wasm-code.py checks it); rank halves as in avx2/split tied too.
        ScalarDeltaSwap => all::flip::flip_diagonal_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        NeonLd4 => neon::flip::flip_diagonal_ld4_batch,
    ];
    flip_anti_diagonal_batch => [
        Avx512Gfni => avx512::flip::flip_anti_diagonal_gfni_batch,
        Avx2Gfni => avx2::flip::flip_anti_diagonal_gfni_batch,
        Avx512DeltaSwap => avx512::flip::flip_anti_diagonal_delta_swap_batch,
        Avx2AutovecDeltaSwap => avx2::autovec::flip_anti_diagonal_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        Avx2DeltaSwap => avx2::flip::flip_anti_diagonal_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        Avx2Split => avx2::flip::flip_anti_diagonal_split_batch,
        // No simd128 row: the shared delta swaps ran behind this loop, which LLVM vectorises.
        ScalarDeltaSwap => all::flip::flip_anti_diagonal_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        NeonLd4 => neon::flip::flip_anti_diagonal_ld4_batch,
    ];
    rotate_180_batch => [
        Avx512Gfni => avx512::flip::rotate_180_gfni_batch,
        Avx2Gfni => avx2::flip::rotate_180_gfni_batch,
        Avx2NibbleLut => avx2::flip::rotate_180_nibble_lut_batch,
        #[cfg(feature = "alternatives")]
        Avx2AutovecReverseBits => avx2::autovec::rotate_180_reverse_bits_batch,
        #[cfg(feature = "alternatives")]
        Avx512NibbleLut => avx512::flip::rotate_180_nibble_lut_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecReverseBits => avx512::autovec::rotate_180_reverse_bits_batch,
        Sse2DeltaSwap => sse2::flip::rotate_180_delta_swap_batch,
        Simd128Swizzle => simd128::flip::rotate_180_swizzle_batch,
        ScalarReverseBits => all::flip::rotate_180_reverse_bits_batch,
        #[cfg(feature = "alternatives")]
        NeonRbit => neon::flip::rotate_180_rbit_batch,
    ];
    rotate_90_clockwise_batch => [
        Avx512Gfni => avx512::flip::rotate_90_clockwise_gfni_batch,
        Avx2Gfni => avx2::flip::rotate_90_clockwise_gfni_batch,
        Avx512DeltaSwap => avx512::flip::rotate_90_clockwise_delta_swap_batch,
        Avx2AutovecDeltaSwap => avx2::autovec::rotate_90_clockwise_delta_swap_batch,
        // Ahead of autovec on AMD Zen 3 (`orders/derived.rs`), so not gated.
        Avx2DeltaSwap => avx2::flip::rotate_90_clockwise_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        Avx2Split => avx2::flip::rotate_90_clockwise_split_batch,
        Sse2DeltaSwap => sse2::flip::rotate_90_clockwise_delta_swap_batch,
        // simd128/delta_swap dropped: behind the portable loop LLVM vectorises
        // (its byte swap is a swizzle, one instruction more than LLVM's shuffle).
        ScalarDeltaSwap => all::flip::rotate_90_clockwise_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        NeonLd4 => neon::flip::rotate_90_clockwise_ld4_batch,
    ];
    // autovec-delta_swap is behind and not listed.
    rotate_90_anticlockwise_batch => [
        Avx512Gfni => avx512::flip::rotate_90_anticlockwise_gfni_batch,
        Avx2Gfni => avx2::flip::rotate_90_anticlockwise_gfni_batch,
        Avx512DeltaSwap => avx512::flip::rotate_90_anticlockwise_delta_swap_batch,
        Avx2AutovecSwapBytes => avx2::autovec::rotate_90_anticlockwise_swap_bytes_batch,
        Avx2DeltaSwap => avx2::flip::rotate_90_anticlockwise_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        Avx2Split => avx2::flip::rotate_90_anticlockwise_split_batch,
        Sse2DeltaSwap => sse2::flip::rotate_90_anticlockwise_delta_swap_batch,
        // wasm: simd128/delta_swap leads as long as its byte swap names no
        // loop-carried local (simd128::vector::permutation).
        Simd128DeltaSwap => simd128::flip::rotate_90_anticlockwise_delta_swap_batch,
        ScalarSwapBytes => all::flip::rotate_90_anticlockwise_swap_bytes_batch,
        #[cfg(feature = "alternatives")]
        NeonLd4 => neon::flip::rotate_90_anticlockwise_ld4_batch,
    ];
    pseudo_rotate_45_clockwise_batch => [
        Avx512Rotate => avx512::flip::pseudo_rotate_45_clockwise_rotate_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecDeltaSwap => avx512::autovec::pseudo_rotate_45_clockwise_delta_swap_batch,
        Avx2AutovecDeltaSwap => avx2::autovec::pseudo_rotate_45_clockwise_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        Avx2Shuffle => avx2::flip::pseudo_rotate_45_clockwise_shuffle_batch,
        Sse2DeltaSwap => sse2::flip::pseudo_rotate_45_clockwise_delta_swap_batch,
        // wasm: a rank rotation is one swizzle, three operations in the vectorised portable loop.
        Simd128Swizzle => simd128::flip::pseudo_rotate_45_clockwise_swizzle_batch,
        ScalarDeltaSwap => all::flip::pseudo_rotate_45_clockwise_delta_swap_batch,
    ];
    pseudo_rotate_45_anticlockwise_batch => [
        Avx512Rotate => avx512::flip::pseudo_rotate_45_anticlockwise_rotate_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecDeltaSwap => avx512::autovec::pseudo_rotate_45_anticlockwise_delta_swap_batch,
        Avx2AutovecDeltaSwap => avx2::autovec::pseudo_rotate_45_anticlockwise_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        Avx2Shuffle => avx2::flip::pseudo_rotate_45_anticlockwise_shuffle_batch,
        Sse2DeltaSwap => sse2::flip::pseudo_rotate_45_anticlockwise_delta_swap_batch,
        Simd128Swizzle => simd128::flip::pseudo_rotate_45_anticlockwise_swizzle_batch,
        ScalarDeltaSwap => all::flip::pseudo_rotate_45_anticlockwise_delta_swap_batch,
    ];
}
