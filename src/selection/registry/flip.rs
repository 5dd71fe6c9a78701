//! Flips and rotations.
//!
//! Figures: ns per board on the development machine (Intel Xeon with
//! AVX-512 and GFNI, 2 cores), release build, through the dispatch table.
//! Single kernels: one call per board over 4096 boards, "independent/dependent":
//! results xor-ed together / each input xor-ed with the previous result.
//! Independent calls are bound by the indirect call (1.1-1.4 ns whatever the
//! method), so single lists follow the dependent-chain figure. Batch forms:
//! 4096 boards (in parentheses 512, L1-resident; it breaks ties). A method
//! no faster than the portable fallback on either figure is not listed.

use super::prelude::*;

// The auto-vectorised portable loops (`avx2/autovec-*`, `avx512/autovec-*`,
// see `arch::x86_64::avx2::autovec`), beside each batch list: Intel Xeon
// (family 6, model 0xcf), ns/board at 4096 boards, medians of
// `report --quick --rounds 5 --kernel flip` runs, three series of 5-6 runs
// (one figure per series, or their range), taken with other builds running.
//
// `avx2/gfni` (the same `gf2p8affineqb` as `avx512/gfni`, in its VEX form:
// one board per `xmm`, the same instructions as the single `avx512/gfni`
// forms, or four per `ymm`) is not measured: it was written on a Zen 3,
// which has no GFNI, and no CPU with GFNI was at hand (an AVX-512 one could
// time it at `BITBOARD_SIMD=avx2`). The evidence is the `avx512/gfni`
// figures of the same instruction, first in every list below that has it.
// So each row sits right after `avx512/gfni`: an AVX-512 CPU's choice stays
// `avx512/gfni`, and an AVX2 table with GFNI (Intel clients since Alder
// Lake, or an AVX-512 CPU capped at `BITBOARD_SIMD=avx2`) takes `avx2/gfni`
// ahead of the other avx2 rows.
registry! {
    // one `bswap`: nothing beats it (1.12/1.11 ns independent/dependent).
    flip_vertical => [
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick): simd128/swizzle 2.71 ns against
        // scalar/swap_bytes 2.85 (inlined 0.60 against 0.28): ahead through the table; inlined
        // the portable byte swap vectorises with the loop, so the simd128 token takes it (the
        // same inlined figures in a `report --rounds 3`: 0.61 against 0.28).
        Simd128Swizzle => simd128::flip::flip_vertical_swizzle,
        ScalarSwapBytes => all::flip::flip_vertical_swap_bytes,
    ] tokens [ScalarSwapBytes @ Simd128];
    // independent/dependent: gfni 1.12/2.46, nibble_lut 1.12/2.60, reverse_bits 1.39/3.43,
    // delta_swap 1.67/3.50.
    // Token order: the implementations inlined in the report's throughput
    // loop through a pinned token (ns per call; Intel Xeon family 6 model
    // 0xcf; `report --token-level L`, full mode) — the scalar formula
    // auto-vectorises with the loop at every level:
    //   avx512: scalar/reverse_bits 0.22, scalar/delta_swap 0.23, avx2/nibble_lut 0.68
    //   bmi2: scalar/reverse_bits 0.22, scalar/delta_swap 0.45, avx2/nibble_lut 0.70
    //   avx2: scalar/reverse_bits 0.22, scalar/delta_swap 0.45, avx2/nibble_lut 0.69
    mirror_horizontal => [
        Avx512Gfni => avx512::flip::mirror_horizontal_gfni,
        // avx2/gfni: not measured (see the note above `registry!`).
        Avx2Gfni => avx2::flip::mirror_horizontal_gfni,
        Avx2NibbleLut => avx2::flip::mirror_horizontal_nibble_lut,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick): simd128/swizzle 2.93 ns against
        // scalar/reverse_bits 3.30 (inlined 0.96 against 1.55): ahead through the table. Inlined
        // (`report --rounds 3`): scalar/delta_swap 0.64, simd128/swizzle 0.97, scalar/reverse_bits
        // 1.57 (wasm has no bit reversal), so the simd128 token takes the delta swaps.
        Simd128Swizzle => simd128::flip::mirror_horizontal_swizzle,
        ScalarReverseBits => all::flip::mirror_horizontal_reverse_bits,
        ScalarDeltaSwap => all::flip::mirror_horizontal_delta_swap,
    ] tokens [ScalarDeltaSwap @ Simd128, ScalarReverseBits];
    // independent/dependent: gfni 1.11/3.05, avx2/movemask 1.12/3.51, sse2/movemask 1.44/3.92,
    // delta_swap 1.75/5.28.
    // Token order (inlined, as above):
    //   avx512: scalar/delta_swap 0.29, avx2/movemask 0.70, sse2/movemask 1.24
    //   bmi2: scalar/delta_swap 0.57, avx2/movemask 0.89, sse2/movemask 1.23
    //   avx2: scalar/delta_swap 0.57, avx2/movemask 0.89, sse2/movemask 1.23
    flip_diagonal => [
        Avx512Gfni => avx512::flip::flip_diagonal_gfni,
        // avx2/gfni: not measured (see the note above `registry!`).
        Avx2Gfni => avx2::flip::flip_diagonal_gfni,
        Avx2Movemask => avx2::flip::flip_diagonal_movemask,
        Sse2Movemask => sse2::flip::flip_diagonal_movemask,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick): simd128/bitmask 3.26 ns against
        // scalar/delta_swap 3.53 (inlined 1.86 against 0.81): ahead.
        Simd128Bitmask => simd128::flip::flip_diagonal_bitmask,
        ScalarDeltaSwap => all::flip::flip_diagonal_delta_swap,
    ] tokens [ScalarDeltaSwap];
    // independent/dependent: gfni 1.39/2.49, avx2/movemask 1.39/4.05, delta_swap 1.76/4.94;
    // dropped: sse2/movemask 1.95/5.10 (two byte swaps around the transpose cost more than they save).
    // Token order (inlined, as above):
    //   avx512: scalar/delta_swap 0.29, avx2/movemask 0.89
    //   bmi2: scalar/delta_swap 0.55, avx2/movemask 1.15
    //   avx2: scalar/delta_swap 0.54, avx2/movemask 1.15
    flip_anti_diagonal => [
        Avx512Gfni => avx512::flip::flip_anti_diagonal_gfni,
        // avx2/gfni: not measured (see the note above `registry!`).
        Avx2Gfni => avx2::flip::flip_anti_diagonal_gfni,
        Avx2Movemask => avx2::flip::flip_anti_diagonal_movemask,
        ScalarDeltaSwap => all::flip::flip_anti_diagonal_delta_swap,
    ] tokens [ScalarDeltaSwap];
    // independent/dependent: gfni 1.12/3.05, nibble_lut 1.39/3.20, reverse_bits 1.41/4.00.
    // Token order (inlined, as above):
    //   avx512: scalar/reverse_bits 0.22, avx2/nibble_lut 1.01
    //   bmi2: scalar/reverse_bits 0.23, avx2/nibble_lut 1.02
    //   avx2: scalar/reverse_bits 0.23, avx2/nibble_lut 1.02
    rotate_180 => [
        Avx512Gfni => avx512::flip::rotate_180_gfni,
        // avx2/gfni: not measured (see the note above `registry!`).
        Avx2Gfni => avx2::flip::rotate_180_gfni,
        Avx2NibbleLut => avx2::flip::rotate_180_nibble_lut,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick): simd128/swizzle 4.16 ns against
        // scalar/reverse_bits 3.97 (inlined 1.20 against 1.73): a tie within one quick run's noise
        // through the table; inlined (`report --rounds 3`: 1.13 against 1.78) the simd128 token
        // takes the swizzles.
        Simd128Swizzle => simd128::flip::rotate_180_swizzle,
        ScalarReverseBits => all::flip::rotate_180_reverse_bits,
    ] tokens [Simd128Swizzle @ Simd128, ScalarReverseBits];
    // independent/dependent: gfni 1.10/3.01, avx2/movemask 1.12/3.52, sse2/movemask 1.59/4.55,
    // delta_swap 1.89/5.84.
    // Token order (inlined, as above):
    //   avx512: scalar/delta_swap 0.31, avx2/movemask 0.70, sse2/movemask 1.38
    //   bmi2: scalar/delta_swap 0.61, avx2/movemask 0.89, sse2/movemask 1.41
    //   avx2: scalar/delta_swap 0.60, avx2/movemask 0.89, sse2/movemask 1.40
    rotate_90_clockwise => [
        Avx512Gfni => avx512::flip::rotate_90_clockwise_gfni,
        // avx2/gfni: not measured (see the note above `registry!`).
        Avx2Gfni => avx2::flip::rotate_90_clockwise_gfni,
        Avx2Movemask => avx2::flip::rotate_90_clockwise_movemask,
        Sse2Movemask => sse2::flip::rotate_90_clockwise_movemask,
        ScalarDeltaSwap => all::flip::rotate_90_clockwise_delta_swap,
    ] tokens [ScalarDeltaSwap];
    // independent/dependent: gfni 1.12/2.49, avx2/movemask 1.39/4.05, sse2/movemask 1.68/4.53,
    // swap_bytes 1.90/5.84, delta_swap 2.95/8.43.
    // Token order (inlined, as above):
    //   avx512: scalar/swap_bytes 0.31, scalar/delta_swap 0.43, avx2/movemask 0.92
    //   bmi2: scalar/swap_bytes 0.60, scalar/delta_swap 0.80, avx2/movemask 1.16
    //   avx2: scalar/swap_bytes 0.60, scalar/delta_swap 0.80, avx2/movemask 1.15
    rotate_90_anticlockwise => [
        Avx512Gfni => avx512::flip::rotate_90_anticlockwise_gfni,
        // avx2/gfni: not measured (see the note above `registry!`).
        Avx2Gfni => avx2::flip::rotate_90_anticlockwise_gfni,
        Avx2Movemask => avx2::flip::rotate_90_anticlockwise_movemask,
        Sse2Movemask => sse2::flip::rotate_90_anticlockwise_movemask,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick): simd128/bitmask 3.27 ns against
        // scalar/swap_bytes 4.22 (inlined 1.98 against 2.09): ahead, inlined too (`report
        // --rounds 3`: 2.00 against 2.13), so the simd128 token takes it.
        Simd128Bitmask => simd128::flip::rotate_90_anticlockwise_bitmask,
        ScalarSwapBytes => all::flip::rotate_90_anticlockwise_swap_bytes,
        #[cfg(feature = "alternatives")]
        ScalarDeltaSwap => all::flip::rotate_90_anticlockwise_delta_swap,
    ] tokens [Simd128Bitmask @ Simd128, ScalarSwapBytes];
    // six rotates and selects (1.39/2.87 ns); a vector register round trip costs more.
    pseudo_rotate_45_clockwise => [
        ScalarDeltaSwap => all::flip::pseudo_rotate_45_clockwise_delta_swap,
    ];
    // six rotates and selects (1.39/2.87 ns); a vector register round trip costs more.
    pseudo_rotate_45_anticlockwise => [
        ScalarDeltaSwap => all::flip::pseudo_rotate_45_anticlockwise_delta_swap,
    ];
    // An earlier report run (full mode, aligned and misaligned buffers): avx512/shuffle 0.156
    // ns/board, avx2/shuffle 0.169.
    // Earlier figures, measured alone: 4096 (512) boards: avx2 0.17 (0.11), avx512 0.20 (0.08), sse2 0.28 (0.30), swap_bytes 0.63 (0.63).
    // avx2/autovec-swap_bytes 0.198-0.200 vs avx2/shuffle 0.200-0.201, avx512/autovec-swap_bytes 0.204
    // vs avx512/shuffle 0.202: ties (4096 boards are at the load/store limit), after the hand-written ones.
    flip_vertical_batch => [
        Avx512Shuffle => avx512::flip::flip_vertical_shuffle_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecSwapBytes => avx512::autovec::flip_vertical_swap_bytes_batch,
        Avx2Shuffle => avx2::flip::flip_vertical_shuffle_batch,
        #[cfg(feature = "alternatives")]
        Avx2AutovecSwapBytes => avx2::autovec::flip_vertical_swap_bytes_batch,
        Sse2Shuffle => sse2::flip::flip_vertical_shuffle_batch,
        // neon/rev (predicted): ties the auto-vectorised portable loop (0.45-1.52),
        // but stays vector in place, where that loop falls back to scalar (1.08-2.40).
        NeonRev => neon::flip::flip_vertical_rev_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick): simd128/swizzle 0.21 ns against
        // scalar/swap_bytes 0.48: ahead.
        Simd128Swizzle => simd128::flip::flip_vertical_swizzle_batch,
        ScalarSwapBytes => all::flip::flip_vertical_swap_bytes_batch,
    ];
    // An earlier report run (full mode, 64-byte-aligned buffers; since the aligned-store rework also
    // with misaligned ones): avx512/gfni 0.157 ns/board, avx2/nibble_lut 0.189.
    // Earlier figures, measured alone: 4096 (512) boards: avx2/nibble_lut 0.18 (0.19), avx512/gfni 0.20 (0.08), avx512/nibble_lut 0.21 (0.15), reverse_bits 0.72 (0.72), delta_swap 0.74 (0.74); sse2/delta_swap 0.71 dropped (scalar auto-vectorises to it).
    // avx2/autovec-reverse_bits 0.219-0.220 vs avx2/nibble_lut 0.221-0.222, avx512/autovec-reverse_bits
    // 0.218 vs avx512/nibble_lut 0.217: ties, after. autovec-delta_swap (0.456 avx2, 0.228 avx512) not listed.
    mirror_horizontal_batch => [
        Avx512Gfni => avx512::flip::mirror_horizontal_gfni_batch,
        // avx2/gfni: not measured (see the note above `registry!`).
        Avx2Gfni => avx2::flip::mirror_horizontal_gfni_batch,
        Avx2NibbleLut => avx2::flip::mirror_horizontal_nibble_lut_batch,
        #[cfg(feature = "alternatives")]
        Avx2AutovecReverseBits => avx2::autovec::mirror_horizontal_reverse_bits_batch,
        #[cfg(feature = "alternatives")]
        Avx512NibbleLut => avx512::flip::mirror_horizontal_nibble_lut_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecReverseBits => avx512::autovec::mirror_horizontal_reverse_bits_batch,
        // neon/rbit (predicted): 0.45-1.52 cycles a board against 0.62-1.79 for the portable loop.
        NeonRbit => neon::flip::mirror_horizontal_rbit_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick): simd128/swizzle 0.35 ns against
        // scalar/delta_swap 0.63: ahead.
        Simd128Swizzle => simd128::flip::mirror_horizontal_swizzle_batch,
        ScalarReverseBits => all::flip::mirror_horizontal_reverse_bits_batch,
        #[cfg(feature = "alternatives")]
        ScalarDeltaSwap => all::flip::mirror_horizontal_delta_swap_batch,
    ];
    // 4096 (512) boards: gfni 0.19 (0.10), avx512/delta_swap 0.26 (0.26), avx2 0.49 (0.49), delta_swap 0.92
    // (0.92); sse2/delta_swap 0.92 dropped (scalar auto-vectorises to the same code).
    // avx2/autovec-delta_swap 0.568 0.568 0.569 vs avx2/delta_swap 0.559 0.565 0.592: a tie, after;
    // avx512/autovec-delta_swap 0.280 0.281 0.281 vs avx512/delta_swap 0.280 0.279 0.280: a tie, after.
    // The transposes at the AVX2 level tie with a C loop that gcc vectorises: three delta swaps
    // are 18 vector operations per four boards (shift, xor, and, xor, shift, xor each) and gcc
    // emits the same. AVX2 has no three-input logic or affine bit matrix to shorten them, so
    // the 0.5x goal is not met. avx2/split halves the 4x4-block exchange by holding eight boards
    // as rank halves (`vshufps`), 34 operations per eight boards in place of 36: no faster here,
    // kept for CPUs whose shift and shuffle ports are balanced differently. Counted and not
    // built: `vpmovmskb` gathers (8 per four boards on one port, then a byte transpose of
    // their results), a byte-major layout (the shuffles in and out cost more than the swaps
    // saved), `vpmaddubsw` pair merges (7 operations per swap).
    // AVX2 level on Intel Xeon family 6 model 0xcf (AVX2 code on an AVX-512 CPU; `report --rounds 5
    // --kernel flip_diagonal_batch`, other builds running): avx2/delta_swap 0.59, avx2/split 0.58 ns/board; a
    // gcc 12 -O3 -march=haswell delta-swap loop over 4096 boards, median of 51: 0.58.
    flip_diagonal_batch => [
        Avx512Gfni => avx512::flip::flip_diagonal_gfni_batch,
        // avx2/gfni: not measured (see the note above `registry!`).
        Avx2Gfni => avx2::flip::flip_diagonal_gfni_batch,
        Avx512DeltaSwap => avx512::flip::flip_diagonal_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecDeltaSwap => avx512::autovec::flip_diagonal_delta_swap_batch,
        Avx2DeltaSwap => avx2::flip::flip_diagonal_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        Avx2AutovecDeltaSwap => avx2::autovec::flip_diagonal_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        Avx2Split => avx2::flip::flip_diagonal_split_batch,
        // neon/ld4 (predicted): 2.35-3.78 cycles a board against 3.05-4.88 for the portable loop.
        NeonLd4 => neon::flip::flip_diagonal_ld4_batch,
        // simd128/delta_swap dropped: in a +simd128 build LLVM vectorises the portable loop to
        // the same three delta swaps, two boards per v128 (tools/check-wasm-code.py checks it),
        // and they tied (Wasmtime 50 on an AMD Zen 4 host, report --rounds 5, two runs: 0.82
        // against 0.82 ns). Also tried: four boards as rank halves (`i32x4.shuffle`, the
        // 4x4-block exchange between registers, as avx2/split): 0.81-0.82, a tie, LLVM merging
        // the exchange into a select. The build without simd128: 1.67.
        ScalarDeltaSwap => all::flip::flip_diagonal_delta_swap_batch,
    ];
    // 4096 (512) boards: gfni 0.19 (0.08), avx512/delta_swap 0.26 (0.26), avx2 0.49 (0.50), delta_swap 0.90
    // (0.90); sse2/delta_swap 0.93 dropped (scalar auto-vectorises to the same code).
    // avx2/autovec-delta_swap 0.545 0.544 0.548 vs avx2/delta_swap 0.573 0.573 0.589: autovec first
    // at the AVX2 level; avx512/autovec-delta_swap 0.288 vs avx512/delta_swap 0.280: after.
    // AVX2 level on Intel Xeon family 6 model 0xcf (AVX2 code on an AVX-512 CPU; `report --rounds 5
    // --kernel flip_anti_diagonal_batch`, other builds running): avx2/delta_swap 0.57, avx2/split 0.58 ns/board; a
    // gcc 12 -O3 -march=haswell delta-swap loop over 4096 boards, median of 51: 0.57.
    flip_anti_diagonal_batch => [
        Avx512Gfni => avx512::flip::flip_anti_diagonal_gfni_batch,
        // avx2/gfni: not measured (see the note above `registry!`).
        Avx2Gfni => avx2::flip::flip_anti_diagonal_gfni_batch,
        Avx512DeltaSwap => avx512::flip::flip_anti_diagonal_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecDeltaSwap => avx512::autovec::flip_anti_diagonal_delta_swap_batch,
        Avx2AutovecDeltaSwap => avx2::autovec::flip_anti_diagonal_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        Avx2DeltaSwap => avx2::flip::flip_anti_diagonal_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        Avx2Split => avx2::flip::flip_anti_diagonal_split_batch,
        // neon/ld4 (predicted): 2.35-3.78 cycles a board against 2.52-4.43.
        NeonLd4 => neon::flip::flip_anti_diagonal_ld4_batch,
        // wasm: no simd128 row. simd128/delta_swap (the shared body, two boards per v128) ran
        // 0.81 ns a board against 0.76 for this loop, which LLVM vectorises for simd128 itself
        // (Wasmtime 50 on an AMD Zen 4 host, report --quick, two runs).
        ScalarDeltaSwap => all::flip::flip_anti_diagonal_delta_swap_batch,
    ];
    // 4096 (512) boards: gfni 0.19 (0.10), avx2/nibble_lut 0.19 (0.19), avx512/nibble_lut 0.22 (0.16),
    // sse2 1.00 (1.01), reverse_bits 1.28 (1.28).
    // avx2/autovec-reverse_bits 0.234-0.236 vs avx2/nibble_lut 0.233-0.235, avx512/autovec-reverse_bits
    // 0.219-0.220 vs avx512/nibble_lut 0.216-0.218: ties, after.
    rotate_180_batch => [
        Avx512Gfni => avx512::flip::rotate_180_gfni_batch,
        // avx2/gfni: not measured (see the note above `registry!`).
        Avx2Gfni => avx2::flip::rotate_180_gfni_batch,
        Avx2NibbleLut => avx2::flip::rotate_180_nibble_lut_batch,
        #[cfg(feature = "alternatives")]
        Avx2AutovecReverseBits => avx2::autovec::rotate_180_reverse_bits_batch,
        #[cfg(feature = "alternatives")]
        Avx512NibbleLut => avx512::flip::rotate_180_nibble_lut_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecReverseBits => avx512::autovec::rotate_180_reverse_bits_batch,
        Sse2DeltaSwap => sse2::flip::rotate_180_delta_swap_batch,
        // neon/rbit (predicted): ties the portable loop (0.53-1.53), faster in place (1.08-2.40).
        NeonRbit => neon::flip::rotate_180_rbit_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --quick): simd128/swizzle 0.52 ns against
        // scalar/reverse_bits 2.21: ahead.
        Simd128Swizzle => simd128::flip::rotate_180_swizzle_batch,
        ScalarReverseBits => all::flip::rotate_180_reverse_bits_batch,
    ];
    // 4096 (512) boards: gfni 0.19 (0.10), avx512/delta_swap 0.27 (0.26), avx2 0.53 (0.53), sse2 1.22
    // (1.22), delta_swap 1.51 (1.52).
    // avx2/autovec-delta_swap 0.599 0.598 0.600 vs avx2/delta_swap 0.610 0.610 0.609: autovec
    // first at the AVX2 level; avx512/autovec-delta_swap 0.305 0.302 0.306 vs avx512/delta_swap 0.311 0.303 0.311:
    // a tie, after.
    // AVX2 level on Intel Xeon family 6 model 0xcf (AVX2 code on an AVX-512 CPU; `report --rounds 5
    // --kernel rotate_90_clockwise_batch`, other builds running): avx2/delta_swap 0.62, avx2/split 0.64 ns/board; a
    // gcc 12 -O3 -march=haswell delta-swap loop over 4096 boards, median of 51: 0.59.
    rotate_90_clockwise_batch => [
        Avx512Gfni => avx512::flip::rotate_90_clockwise_gfni_batch,
        // avx2/gfni: not measured (see the note above `registry!`).
        Avx2Gfni => avx2::flip::rotate_90_clockwise_gfni_batch,
        Avx512DeltaSwap => avx512::flip::rotate_90_clockwise_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecDeltaSwap => avx512::autovec::rotate_90_clockwise_delta_swap_batch,
        Avx2AutovecDeltaSwap => avx2::autovec::rotate_90_clockwise_delta_swap_batch,
        // Ahead of autovec on AMD Zen 3 (`orders.rs`), so not gated.
        Avx2DeltaSwap => avx2::flip::rotate_90_clockwise_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        Avx2Split => avx2::flip::rotate_90_clockwise_split_batch,
        Sse2DeltaSwap => sse2::flip::rotate_90_clockwise_delta_swap_batch,
        // neon/ld4 (predicted): 2.36-3.78 cycles a board against 3.35-5.29.
        NeonLd4 => neon::flip::rotate_90_clockwise_ld4_batch,
        // simd128/delta_swap dropped: LLVM vectorises the portable loop for +simd128 (checked
        // by tools/check-wasm-code.py), and the simd128 form ran behind it (Wasmtime 50 on an
        // AMD Zen 4 host, report --rounds 5, two runs: 0.94 against 0.92 ns; its byte swap is a
        // swizzle, one instruction more than the shuffle LLVM emits, which makes no chain
        // here). The build without simd128: 1.78.
        ScalarDeltaSwap => all::flip::rotate_90_clockwise_delta_swap_batch,
    ];
    // 4096 (512) boards: gfni 0.19 (0.09), avx512/delta_swap 0.28 (0.27), avx2 0.51 (0.51), sse2 1.21
    // (1.21), swap_bytes 1.47 (1.47), delta_swap 1.89 (1.89).
    // avx2/autovec-swap_bytes 0.592 0.592 0.596 vs avx2/delta_swap 0.604 0.604 0.601:
    // autovec first at the AVX2 level; avx512/autovec-swap_bytes 0.310 vs avx512/delta_swap 0.309: a tie, after.
    // autovec-delta_swap (0.788 avx2, 0.427 avx512) not listed.
    // AVX2 level on Intel Xeon family 6 model 0xcf (AVX2 code on an AVX-512 CPU; `report --rounds 5
    // --kernel rotate_90_anticlockwise_batch`, other builds running): avx2/delta_swap 0.60, avx2/split 0.64 ns/board; a
    // gcc 12 -O3 -march=haswell delta-swap loop over 4096 boards, median of 51: 0.59.
    rotate_90_anticlockwise_batch => [
        Avx512Gfni => avx512::flip::rotate_90_anticlockwise_gfni_batch,
        // avx2/gfni: not measured (see the note above `registry!`).
        Avx2Gfni => avx2::flip::rotate_90_anticlockwise_gfni_batch,
        Avx512DeltaSwap => avx512::flip::rotate_90_anticlockwise_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecSwapBytes => avx512::autovec::rotate_90_anticlockwise_swap_bytes_batch,
        Avx2AutovecSwapBytes => avx2::autovec::rotate_90_anticlockwise_swap_bytes_batch,
        Avx2DeltaSwap => avx2::flip::rotate_90_anticlockwise_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        Avx2Split => avx2::flip::rotate_90_anticlockwise_split_batch,
        Sse2DeltaSwap => sse2::flip::rotate_90_anticlockwise_delta_swap_batch,
        // neon/ld4 (predicted): 2.40-3.84 cycles a board against 3.31-5.17.
        NeonLd4 => neon::flip::rotate_90_anticlockwise_ld4_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --rounds 3): simd128/delta_swap 0.98 ns
        // against scalar/delta_swap 2.09 and scalar/swap_bytes 2.23 (2.1x). It ran 2.5 until the
        // byte swap stopped naming a loop-carried local (simd128::vector::permutation).
        Simd128DeltaSwap => simd128::flip::rotate_90_anticlockwise_delta_swap_batch,
        ScalarSwapBytes => all::flip::rotate_90_anticlockwise_swap_bytes_batch,
        #[cfg(feature = "alternatives")]
        ScalarDeltaSwap => all::flip::rotate_90_anticlockwise_delta_swap_batch,
    ];
    // 4096 (512) boards: avx512/rotate 0.22 (0.15), avx2/shuffle 0.33 (0.34), sse2 0.73 (0.73),
    // delta_swap 0.77 (0.78).
    // avx2/autovec-delta_swap 0.356 0.355 0.357 vs avx2/shuffle 0.398 0.398 0.397: autovec
    // first at the AVX2 level; avx512/autovec-delta_swap 0.211-0.213 vs avx512/rotate 0.210-0.212: a tie, after.
    pseudo_rotate_45_clockwise_batch => [
        Avx512Rotate => avx512::flip::pseudo_rotate_45_clockwise_rotate_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecDeltaSwap => avx512::autovec::pseudo_rotate_45_clockwise_delta_swap_batch,
        Avx2AutovecDeltaSwap => avx2::autovec::pseudo_rotate_45_clockwise_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        Avx2Shuffle => avx2::flip::pseudo_rotate_45_clockwise_shuffle_batch,
        Sse2DeltaSwap => sse2::flip::pseudo_rotate_45_clockwise_delta_swap_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --rounds 3): simd128/swizzle 0.64 ns
        // against scalar/delta_swap 0.75 (1.17x): a rank rotation is one swizzle, three
        // operations in the portable loop's vectorised rotate.
        Simd128Swizzle => simd128::flip::pseudo_rotate_45_clockwise_swizzle_batch,
        ScalarDeltaSwap => all::flip::pseudo_rotate_45_clockwise_delta_swap_batch,
    ];
    // 4096 (512) boards: avx512/rotate 0.22 (0.15), avx2/shuffle 0.33 (0.34), sse2 0.73 (0.73),
    // delta_swap 0.77 (0.77).
    // avx2/autovec-delta_swap 0.357 0.355 0.357 vs avx2/shuffle 0.399 0.399 0.396: autovec
    // first at the AVX2 level; avx512/autovec-delta_swap 0.212-0.213 vs avx512/rotate 0.211-0.213: a tie, after.
    pseudo_rotate_45_anticlockwise_batch => [
        Avx512Rotate => avx512::flip::pseudo_rotate_45_anticlockwise_rotate_batch,
        #[cfg(feature = "alternatives")]
        Avx512AutovecDeltaSwap => avx512::autovec::pseudo_rotate_45_anticlockwise_delta_swap_batch,
        Avx2AutovecDeltaSwap => avx2::autovec::pseudo_rotate_45_anticlockwise_delta_swap_batch,
        #[cfg(feature = "alternatives")]
        Avx2Shuffle => avx2::flip::pseudo_rotate_45_anticlockwise_shuffle_batch,
        Sse2DeltaSwap => sse2::flip::pseudo_rotate_45_anticlockwise_delta_swap_batch,
        // wasm (Wasmtime 50 on an AMD Zen 4 host, report --rounds 3): simd128/swizzle 0.64 ns
        // against scalar/delta_swap 0.75 (1.17x): a rank rotation is one swizzle, three
        // operations in the portable loop's vectorised rotate.
        Simd128Swizzle => simd128::flip::pseudo_rotate_45_anticlockwise_swizzle_batch,
        ScalarDeltaSwap => all::flip::pseudo_rotate_45_anticlockwise_delta_swap_batch,
    ];
}
