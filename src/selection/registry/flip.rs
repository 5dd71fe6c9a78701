//! Flips and rotations.
//!
//! Measured on the development machine (Intel Xeon with AVX-512 and GFNI,
//! family 6 model 0xcf), release build, through the dispatch table; the
//! figures are in docs/measurements.md, "Flips and rotations". Single
//! kernels: independent calls are bound by the indirect call whatever the
//! method, so single lists follow a dependent chain (each input xor-ed with
//! the previous result). Batch forms: 4096 boards, with 512 (L1-resident)
//! to break ties. A method no faster than the portable fallback on either
//! figure is not listed.

use super::prelude::*;

// The auto-vectorised portable loops (`avx2/autovec-*`, `avx512/autovec-*`,
// see `arch::x86_64::avx2::autovec`), beside each batch list: where they
// tie the hand-written form (4096 boards are at the load/store limit) they
// come after it; where they lead at the AVX2 level they come first.
//
// `avx2/gfni` (the same `gf2p8affineqb` as `avx512/gfni`, in its VEX form:
// one board per `xmm`, or four per `ymm`) sits right after `avx512/gfni`,
// so that an AVX2 table with GFNI (Intel clients since Alder Lake, or an
// AVX-512 CPU capped at `BITBOARD_SIMD=avx2`) takes it ahead of the other
// avx2 rows. The corpus files of GFNI CPUs measure both; where a class's
// files put `avx2/gfni` ahead, its generated order (`orders/derived.rs`)
// says so.
registry! {
    // one `bswap`: nothing beats it.
    flip_vertical => [
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/swizzle ahead of scalar/swap_bytes
        // through the table; inlined the portable byte swap vectorises with the loop and
        // leads, so the simd128 token takes it.
        Simd128Swizzle => simd128::flip::flip_vertical_swizzle,
        ScalarSwapBytes => all::flip::flip_vertical_swap_bytes,
    ] tokens [ScalarSwapBytes @ Simd128];
    // gfni and nibble_lut lead on the dependent chain. Token order: the
    // implementations inlined in the report's throughput loop through a
    // pinned token (`report --token-level L`): the scalar formula
    // auto-vectorises with the loop at every level and leads there.
    mirror_horizontal => [
        Avx512Gfni => avx512::flip::mirror_horizontal_gfni,
        // avx2/gfni: see the note above `registry!`.
        Avx2Gfni => avx2::flip::mirror_horizontal_gfni,
        Avx2NibbleLut => avx2::flip::mirror_horizontal_nibble_lut,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/swizzle ahead of scalar/reverse_bits
        // through the table. Inlined scalar/delta_swap leads both (wasm has no bit reversal),
        // so the simd128 token takes the delta swaps.
        Simd128Swizzle => simd128::flip::mirror_horizontal_swizzle,
        ScalarReverseBits => all::flip::mirror_horizontal_reverse_bits,
        ScalarDeltaSwap => all::flip::mirror_horizontal_delta_swap,
    ] tokens [ScalarDeltaSwap @ Simd128, ScalarReverseBits];
    // gfni, then the movemask transposes, then the delta swaps. Token order
    // (inlined, as above): the scalar delta swaps vectorise with the loop.
    flip_diagonal => [
        Avx512Gfni => avx512::flip::flip_diagonal_gfni,
        // avx2/gfni: see the note above `registry!`.
        Avx2Gfni => avx2::flip::flip_diagonal_gfni,
        Avx2Movemask => avx2::flip::flip_diagonal_movemask,
        Sse2Movemask => sse2::flip::flip_diagonal_movemask,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/bitmask ahead of scalar/delta_swap
        // through the table.
        Simd128Bitmask => simd128::flip::flip_diagonal_bitmask,
        ScalarDeltaSwap => all::flip::flip_diagonal_delta_swap,
    ] tokens [ScalarDeltaSwap];
    // gfni, then avx2/movemask; dropped: sse2/movemask, slower than the
    // delta swaps (two byte swaps around the transpose cost more than they
    // save). Token order (inlined, as above): the scalar delta swaps.
    flip_anti_diagonal => [
        Avx512Gfni => avx512::flip::flip_anti_diagonal_gfni,
        // avx2/gfni: see the note above `registry!`.
        Avx2Gfni => avx2::flip::flip_anti_diagonal_gfni,
        Avx2Movemask => avx2::flip::flip_anti_diagonal_movemask,
        ScalarDeltaSwap => all::flip::flip_anti_diagonal_delta_swap,
    ] tokens [ScalarDeltaSwap];
    // gfni, then nibble_lut, then reverse_bits. Token order (inlined, as
    // above): scalar/reverse_bits.
    rotate_180 => [
        Avx512Gfni => avx512::flip::rotate_180_gfni,
        // avx2/gfni: see the note above `registry!`.
        Avx2Gfni => avx2::flip::rotate_180_gfni,
        Avx2NibbleLut => avx2::flip::rotate_180_nibble_lut,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/swizzle ties scalar/reverse_bits
        // through the table within one quick run's noise; inlined it leads, so the simd128
        // token takes the swizzles.
        Simd128Swizzle => simd128::flip::rotate_180_swizzle,
        ScalarReverseBits => all::flip::rotate_180_reverse_bits,
    ] tokens [Simd128Swizzle @ Simd128, ScalarReverseBits];
    // gfni, then the movemask transposes, then the delta swaps. Token order
    // (inlined, as above): the scalar delta swaps.
    rotate_90_clockwise => [
        Avx512Gfni => avx512::flip::rotate_90_clockwise_gfni,
        // avx2/gfni: see the note above `registry!`.
        Avx2Gfni => avx2::flip::rotate_90_clockwise_gfni,
        Avx2Movemask => avx2::flip::rotate_90_clockwise_movemask,
        Sse2Movemask => sse2::flip::rotate_90_clockwise_movemask,
        ScalarDeltaSwap => all::flip::rotate_90_clockwise_delta_swap,
    ] tokens [ScalarDeltaSwap];
    // gfni, then the movemask transposes, then the byte-swap form. Token
    // order (inlined, as above): scalar/swap_bytes, then the delta swaps.
    rotate_90_anticlockwise => [
        Avx512Gfni => avx512::flip::rotate_90_anticlockwise_gfni,
        // avx2/gfni: see the note above `registry!`.
        Avx2Gfni => avx2::flip::rotate_90_anticlockwise_gfni,
        Avx2Movemask => avx2::flip::rotate_90_anticlockwise_movemask,
        Sse2Movemask => sse2::flip::rotate_90_anticlockwise_movemask,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/bitmask ahead of scalar/swap_bytes,
        // inlined too, so the simd128 token takes it.
        Simd128Bitmask => simd128::flip::rotate_90_anticlockwise_bitmask,
        ScalarSwapBytes => all::flip::rotate_90_anticlockwise_swap_bytes,
    ] tokens [Simd128Bitmask @ Simd128, ScalarSwapBytes];
    // six rotates and selects; a vector register round trip costs more.
    pseudo_rotate_45_clockwise => [
        ScalarDeltaSwap => all::flip::pseudo_rotate_45_clockwise_delta_swap,
    ];
    // six rotates and selects; a vector register round trip costs more.
    pseudo_rotate_45_anticlockwise => [
        ScalarDeltaSwap => all::flip::pseudo_rotate_45_anticlockwise_delta_swap,
    ];
    // The shuffles; the auto-vectorised byte swaps tie them (4096 boards
    // are at the load/store limit) and come after the hand-written ones.
    flip_vertical_batch => [
        Avx512Shuffle => avx512::flip::flip_vertical_shuffle_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecSwapBytes => avx512::autovec::flip_vertical_swap_bytes_batch,
        Avx2Shuffle => avx2::flip::flip_vertical_shuffle_batch,
        #[cfg(feature = "alternatives")]
        Avx2AutovecSwapBytes => avx2::autovec::flip_vertical_swap_bytes_batch,
        Sse2Shuffle => sse2::flip::flip_vertical_shuffle_batch,
        // neon/rev (predicted): ties the auto-vectorised portable loop, but stays vector in
        // place, where that loop falls back to scalar.
        NeonRev => neon::flip::flip_vertical_rev_batch,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/swizzle ahead of scalar/swap_bytes.
        Simd128Swizzle => simd128::flip::flip_vertical_swizzle_batch,
        ScalarSwapBytes => all::flip::flip_vertical_swap_bytes_batch,
    ];
    // gfni, then the nibble lookups; the auto-vectorised reverse_bits ties
    // them and comes after; autovec-delta_swap is behind and not listed,
    // nor sse2/delta_swap (the scalar form auto-vectorises to it).
    mirror_horizontal_batch => [
        Avx512Gfni => avx512::flip::mirror_horizontal_gfni_batch,
        // avx2/gfni: see the note above `registry!`.
        Avx2Gfni => avx2::flip::mirror_horizontal_gfni_batch,
        Avx2NibbleLut => avx2::flip::mirror_horizontal_nibble_lut_batch,
        #[cfg(feature = "alternatives")]
        Avx2AutovecReverseBits => avx2::autovec::mirror_horizontal_reverse_bits_batch,
        #[cfg(feature = "alternatives")]
        Avx512NibbleLut => avx512::flip::mirror_horizontal_nibble_lut_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecReverseBits => avx512::autovec::mirror_horizontal_reverse_bits_batch,
        // neon/rbit (predicted): ahead of the portable loop.
        NeonRbit => neon::flip::mirror_horizontal_rbit_batch,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/swizzle ahead of scalar/delta_swap.
        Simd128Swizzle => simd128::flip::mirror_horizontal_swizzle_batch,
        ScalarReverseBits => all::flip::mirror_horizontal_reverse_bits_batch,
    ];
    // gfni, then the AVX-512 delta swaps, then AVX2's; sse2/delta_swap is
    // dropped (scalar auto-vectorises to the same code); the auto-vectorised
    // delta swaps tie and come after.
    // The transposes at the AVX2 level tie with a C loop that gcc vectorises: three delta swaps
    // are 18 vector operations per four boards (shift, xor, and, xor, shift, xor each) and gcc
    // emits the same. AVX2 has no three-input logic or affine bit matrix to shorten them, so
    // the goal of half the portable time is not met. avx2/split halves the 4x4-block exchange
    // by holding eight boards as rank halves (`vshufps`), 34 operations per eight boards in
    // place of 36: no faster here, kept for CPUs whose shift and shuffle ports are balanced
    // differently. Counted and not built: `vpmovmskb` gathers (8 per four boards on one port,
    // then a byte transpose of their results), a byte-major layout (the shuffles in and out
    // cost more than the swaps saved), `vpmaddubsw` pair merges (7 operations per swap). The
    // AVX2-level figures against gcc are in docs/measurements.md, "Flips and rotations".
    flip_diagonal_batch => [
        Avx512Gfni => avx512::flip::flip_diagonal_gfni_batch,
        // avx2/gfni: see the note above `registry!`.
        Avx2Gfni => avx2::flip::flip_diagonal_gfni_batch,
        Avx512DeltaSwap => avx512::flip::flip_diagonal_delta_swap_batch,
        Avx2DeltaSwap => avx2::flip::flip_diagonal_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        Avx2AutovecDeltaSwap => avx2::autovec::flip_diagonal_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        Avx2Split => avx2::flip::flip_diagonal_split_batch,
        // neon/ld4 (predicted): ahead of the portable loop.
        NeonLd4 => neon::flip::flip_diagonal_ld4_batch,
        // simd128/delta_swap dropped: in a +simd128 build LLVM vectorises the portable loop to
        // the same three delta swaps, two boards per v128 (tools/check-wasm-code.py checks it),
        // and they tied (Wasmtime on an AMD Zen 4 host). Also tried: four boards as rank halves
        // (`i32x4.shuffle`, the 4x4-block exchange between registers, as avx2/split): a tie,
        // LLVM merging the exchange into a select.
        ScalarDeltaSwap => all::flip::flip_diagonal_delta_swap_batch,
    ];
    // As for flip_diagonal; here the auto-vectorised delta swaps lead at the
    // AVX2 level, so they come first there, and tie at AVX-512 (after).
    flip_anti_diagonal_batch => [
        Avx512Gfni => avx512::flip::flip_anti_diagonal_gfni_batch,
        // avx2/gfni: see the note above `registry!`.
        Avx2Gfni => avx2::flip::flip_anti_diagonal_gfni_batch,
        Avx512DeltaSwap => avx512::flip::flip_anti_diagonal_delta_swap_batch,
        Avx2AutovecDeltaSwap => avx2::autovec::flip_anti_diagonal_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        Avx2DeltaSwap => avx2::flip::flip_anti_diagonal_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        Avx2Split => avx2::flip::flip_anti_diagonal_split_batch,
        // neon/ld4 (predicted): ahead of the portable loop.
        NeonLd4 => neon::flip::flip_anti_diagonal_ld4_batch,
        // wasm: no simd128 row. simd128/delta_swap (the shared body, two boards per v128) ran
        // behind this loop, which LLVM vectorises for simd128 itself (Wasmtime on an AMD Zen 4
        // host).
        ScalarDeltaSwap => all::flip::flip_anti_diagonal_delta_swap_batch,
    ];
    // gfni and avx2/nibble_lut, then the AVX-512 nibble lookup; the
    // auto-vectorised reverse_bits ties them and comes after.
    rotate_180_batch => [
        Avx512Gfni => avx512::flip::rotate_180_gfni_batch,
        // avx2/gfni: see the note above `registry!`.
        Avx2Gfni => avx2::flip::rotate_180_gfni_batch,
        Avx2NibbleLut => avx2::flip::rotate_180_nibble_lut_batch,
        #[cfg(feature = "alternatives")]
        Avx2AutovecReverseBits => avx2::autovec::rotate_180_reverse_bits_batch,
        #[cfg(feature = "alternatives")]
        Avx512NibbleLut => avx512::flip::rotate_180_nibble_lut_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecReverseBits => avx512::autovec::rotate_180_reverse_bits_batch,
        Sse2DeltaSwap => sse2::flip::rotate_180_delta_swap_batch,
        // neon/rbit (predicted): ties the portable loop, faster in place.
        NeonRbit => neon::flip::rotate_180_rbit_batch,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/swizzle well ahead of
        // scalar/reverse_bits.
        Simd128Swizzle => simd128::flip::rotate_180_swizzle_batch,
        ScalarReverseBits => all::flip::rotate_180_reverse_bits_batch,
    ];
    // As for flip_diagonal; the auto-vectorised delta swaps lead at the
    // AVX2 level (first there) and tie at AVX-512 (after).
    rotate_90_clockwise_batch => [
        Avx512Gfni => avx512::flip::rotate_90_clockwise_gfni_batch,
        // avx2/gfni: see the note above `registry!`.
        Avx2Gfni => avx2::flip::rotate_90_clockwise_gfni_batch,
        Avx512DeltaSwap => avx512::flip::rotate_90_clockwise_delta_swap_batch,
        Avx2AutovecDeltaSwap => avx2::autovec::rotate_90_clockwise_delta_swap_batch,
        // Ahead of autovec on AMD Zen 3 (`orders/derived.rs`), so not gated.
        Avx2DeltaSwap => avx2::flip::rotate_90_clockwise_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        Avx2Split => avx2::flip::rotate_90_clockwise_split_batch,
        Sse2DeltaSwap => sse2::flip::rotate_90_clockwise_delta_swap_batch,
        // neon/ld4 (predicted): ahead of the portable loop.
        NeonLd4 => neon::flip::rotate_90_clockwise_ld4_batch,
        // simd128/delta_swap dropped: LLVM vectorises the portable loop for +simd128 (checked
        // by tools/check-wasm-code.py), and the simd128 form ran behind it (Wasmtime on an AMD
        // Zen 4 host; its byte swap is a swizzle, one instruction more than the shuffle LLVM
        // emits, which makes no chain here).
        ScalarDeltaSwap => all::flip::rotate_90_clockwise_delta_swap_batch,
    ];
    // As for flip_diagonal, the byte-swap form beside the delta swaps; the
    // auto-vectorised byte swaps lead at the AVX2 level (first there) and
    // tie at AVX-512 (after); autovec-delta_swap is behind and not listed.
    rotate_90_anticlockwise_batch => [
        Avx512Gfni => avx512::flip::rotate_90_anticlockwise_gfni_batch,
        // avx2/gfni: see the note above `registry!`.
        Avx2Gfni => avx2::flip::rotate_90_anticlockwise_gfni_batch,
        Avx512DeltaSwap => avx512::flip::rotate_90_anticlockwise_delta_swap_batch,
        Avx2AutovecSwapBytes => avx2::autovec::rotate_90_anticlockwise_swap_bytes_batch,
        Avx2DeltaSwap => avx2::flip::rotate_90_anticlockwise_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        Avx2Split => avx2::flip::rotate_90_anticlockwise_split_batch,
        Sse2DeltaSwap => sse2::flip::rotate_90_anticlockwise_delta_swap_batch,
        // neon/ld4 (predicted): ahead of the portable loop.
        NeonLd4 => neon::flip::rotate_90_anticlockwise_ld4_batch,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/delta_swap about twice as fast as the
        // scalar forms, once the byte swap stopped naming a loop-carried local
        // (simd128::vector::permutation).
        Simd128DeltaSwap => simd128::flip::rotate_90_anticlockwise_delta_swap_batch,
        ScalarSwapBytes => all::flip::rotate_90_anticlockwise_swap_bytes_batch,
    ];
    // avx512/rotate, then avx2/shuffle; the auto-vectorised delta swaps
    // lead at the AVX2 level (first there) and tie at AVX-512 (after).
    pseudo_rotate_45_clockwise_batch => [
        Avx512Rotate => avx512::flip::pseudo_rotate_45_clockwise_rotate_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecDeltaSwap => avx512::autovec::pseudo_rotate_45_clockwise_delta_swap_batch,
        Avx2AutovecDeltaSwap => avx2::autovec::pseudo_rotate_45_clockwise_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        Avx2Shuffle => avx2::flip::pseudo_rotate_45_clockwise_shuffle_batch,
        Sse2DeltaSwap => sse2::flip::pseudo_rotate_45_clockwise_delta_swap_batch,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/swizzle ahead of scalar/delta_swap: a
        // rank rotation is one swizzle, three operations in the portable loop's vectorised
        // rotate.
        Simd128Swizzle => simd128::flip::pseudo_rotate_45_clockwise_swizzle_batch,
        ScalarDeltaSwap => all::flip::pseudo_rotate_45_clockwise_delta_swap_batch,
    ];
    // As for the clockwise form.
    pseudo_rotate_45_anticlockwise_batch => [
        Avx512Rotate => avx512::flip::pseudo_rotate_45_anticlockwise_rotate_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecDeltaSwap => avx512::autovec::pseudo_rotate_45_anticlockwise_delta_swap_batch,
        Avx2AutovecDeltaSwap => avx2::autovec::pseudo_rotate_45_anticlockwise_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        Avx2Shuffle => avx2::flip::pseudo_rotate_45_anticlockwise_shuffle_batch,
        Sse2DeltaSwap => sse2::flip::pseudo_rotate_45_anticlockwise_delta_swap_batch,
        // wasm (Wasmtime on an AMD Zen 4 host): simd128/swizzle ahead of scalar/delta_swap: a
        // rank rotation is one swizzle, three operations in the portable loop's vectorised
        // rotate.
        Simd128Swizzle => simd128::flip::pseudo_rotate_45_anticlockwise_swizzle_batch,
        ScalarDeltaSwap => all::flip::pseudo_rotate_45_anticlockwise_delta_swap_batch,
    ];
}
