//! Per-square attacks and set-wise subtraction. Each list is fastest first on
//! the machine its comment names, even where a portable candidate leads a SIMD
//! one. The table-driven methods read compile-time tables
//! (`arch/all/line_attacks.rs`, `mod tables`). wasm rows: measured under Wasmtime.

use super::prelude::*;

registry! {
    // Per-square lookups, ordered for the table and free-function path (an
    // indirect call per independent lookup) on an Intel 0xcf Xeon, over
    // game-like, sparse and dense occupancies, which agree; that class's corpus
    // puts `bmi2/pext` first (`orders/derived.rs`).
    // Token order, bmi2 avx512 -> bmi2/pext: at avx512 `scalar/hyperbola` edges
    // out `pext` only because a loop of independent lookups vectorises it; a
    // dependent chain or an engine's isolated lookup makes it slower. Making the
    // byte-swap hyperbola's tables `const`s and putting it first slowed perft at
    // the avx2 level, where lookups come one at a time.
    rook_attacks_from => [
        #[cfg(feature = "magic-table")]
        ScalarBlackMagic => all::line_attacks::black_magic::rook_attacks_from,
        #[cfg(feature = "magic-table")]
        #[cfg(feature = "alternatives")]
        ScalarMagic => all::line_attacks::magic::rook_attacks_from,
        #[cfg(feature = "pext-table")]
        Bmi2Pext => bmi2::line_attacks::rook_attacks_from.pext(),
        ScalarHyperbolaBswap => all::line_attacks::hyperbola_bswap::rook_attacks_from,
        #[cfg(feature = "alternatives")]
        Avx2HyperbolaBswap => avx2::line_attacks::hyperbola_bswap::rook_attacks_from,
        #[cfg(feature = "alternatives")]
        ScalarKoggeStone => all::line_attacks::kogge_stone::rook_attacks_from,
        #[cfg(feature = "pext-table")]
        #[cfg(feature = "alternatives")]
        Sve2Pext => sve2::line_attacks::rook_attacks_from,
        #[cfg(feature = "alternatives")]
        NeonHyperbolaRbit => neon::line_attacks::rook_attacks_from,
        ScalarHyperbola => all::line_attacks::rook_attacks_from_hyperbola,
    ];
    bishop_attacks_from => [
        #[cfg(feature = "magic-table")]
        ScalarBlackMagic => all::line_attacks::black_magic::bishop_attacks_from,
        #[cfg(feature = "magic-table")]
        #[cfg(feature = "alternatives")]
        ScalarMagic => all::line_attacks::magic::bishop_attacks_from,
        #[cfg(feature = "pext-table")]
        Bmi2Pext => bmi2::line_attacks::bishop_attacks_from.pext(),
        ScalarKindergarten => all::line_attacks::kindergarten::bishop_attacks_from,
        #[cfg(feature = "alternatives")]
        Avx2HyperbolaBswap => avx2::line_attacks::hyperbola_bswap::bishop_attacks_from,
        #[cfg(feature = "alternatives")]
        ScalarHyperbolaBswap => all::line_attacks::hyperbola_bswap::bishop_attacks_from,
        ScalarHyperbola => all::line_attacks::bishop_attacks_from_hyperbola,
        #[cfg(feature = "pext-table")]
        #[cfg(feature = "alternatives")]
        Sve2Pext => sve2::line_attacks::bishop_attacks_from,
        #[cfg(feature = "alternatives")]
        NeonHyperbolaRbit => neon::line_attacks::bishop_attacks_from,
        #[cfg(feature = "alternatives")]
        ScalarKoggeStone => all::line_attacks::kogge_stone::bishop_attacks_from,
    ];
    // pext first here.
    // Token order, avx2 -> scalar/black_magic: the avx2 token serves CPUs with
    // slow or no `pext` (AMD Zen 1/2), where black magic inlined leads the
    // byte-swap hyperbola for all three lookups, so the AVX2 byte-swap
    // hyperbola, which no order then takes, is an alternative.
    queen_attacks_from => [
        #[cfg(feature = "pext-table")]
        Bmi2Pext => bmi2::line_attacks::queen_attacks_from.pext(),
        #[cfg(feature = "magic-table")]
        ScalarBlackMagic => all::line_attacks::black_magic::queen_attacks_from,
        #[cfg(feature = "magic-table")]
        #[cfg(feature = "alternatives")]
        ScalarMagic => all::line_attacks::magic::queen_attacks_from,
        Avx512Gfni => avx512::line_attacks::queen_attacks_from,
        Avx2Hyperbola => avx2::line_attacks::queen_attacks_from,
        #[cfg(feature = "alternatives")]
        Avx2HyperbolaBswap => avx2::line_attacks::hyperbola_bswap::queen_attacks_from,
        ScalarKindergarten => all::line_attacks::kindergarten::queen_attacks_from,
        #[cfg(feature = "alternatives")]
        ScalarHyperbolaBswap => all::line_attacks::hyperbola_bswap::queen_attacks_from,
        ScalarHyperbola => all::line_attacks::queen_attacks_from_hyperbola,
        #[cfg(feature = "pext-table")]
        #[cfg(feature = "alternatives")]
        Sve2Pext => sve2::line_attacks::queen_attacks_from,
        #[cfg(feature = "alternatives")]
        NeonHyperbolaRbit => neon::line_attacks::queen_attacks_from,
        #[cfg(feature = "alternatives")]
        ScalarKoggeStone => all::line_attacks::kogge_stone::queen_attacks_from,
    ];
    // SSE2 `psubb` on one board ties the SWAR form (the moves in and out of xmm
    // cost what the vector saves), so it is batch-only.
    east_attacks_by_subtraction => [
        ScalarSwar => all::line_attacks::east_attacks_by_subtraction_swar,
        #[cfg(feature = "alternatives")]
        NeonSub => neon::line_attacks::east_attacks_by_subtraction,
    ];
    // scalar/swar is far behind: three bit mirrors without a bit-reverse instruction.
    west_attacks_by_subtraction => [
        ScalarKoggeStone => all::line_attacks::west_attacks_kogge_stone,
        Avx512Gfni => avx512::line_attacks::west_attacks_by_subtraction,
        #[cfg(feature = "alternatives")]
        NeonRbit => neon::line_attacks::west_attacks_by_subtraction,
        #[cfg(feature = "alternatives")]
        ScalarSwar => all::line_attacks::west_attacks_by_subtraction_swar,
    ];

    // Batch, on the same Xeon. `avx2/lanes-gfni` is `avx2/lanes`
    // (`generic::line_attacks`) with the rank's bit reversal in one
    // `gf2p8affineqb`. `avx512/lanes` (nibble lookup, for AVX-512 CPUs without
    // GFNI) comes after `avx2/lanes` until a report on an AVX-512 CPU measures
    // it. `avx2/lanes` led on Zen 3 but stays after the measured forms
    // (`orders/derived.rs` has Zen 3's order).
    rook_attacks_from_batch => [
        #[cfg(feature = "pext-table")]
        Bmi2Pext => bmi2::line_attacks::rook_attacks_from_batch.pext(),
        Avx2HyperbolaBswap => avx2::line_attacks::hyperbola_bswap::rook_attacks_from_batch,
        Avx2LanesGfni => avx2::line_attacks::lanes_gfni::rook_attacks_from_batch,
        Avx2Lanes => avx2::line_attacks::lanes::rook_attacks_from_batch,
        // avx512/lanes-ymm-gfni (avx2/lanes-gfni in EVEX form): first for both
        // AVX-512 classes (`orders/derived.rs`).
        Avx512LanesYmmGfni => avx512::line_attacks::lanes_ymm_gfni::rook_attacks_from_batch,
        // The lanes beside `pext`: second on Zen 4 (`orders/derived.rs`).
        #[cfg(feature = "pext-table")]
        Bmi2LanesGfniPext => bmi2::line_attacks::lanes_pext::gfni::rook_attacks_from_batch.pext(),
        #[cfg(feature = "magic-table")]
        ScalarBlackMagic => all::line_attacks::black_magic::rook_attacks_from_batch,
        Simd128Lanes => simd128::lanes::rook_attacks_from_batch,
        #[cfg(feature = "magic-table")]
        #[cfg(feature = "alternatives")]
        ScalarMagic => all::line_attacks::magic::rook_attacks_from_batch,
        ScalarHyperbolaBswap => all::line_attacks::hyperbola_bswap::rook_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        NeonLanes => neon::line_attacks::lanes::rook_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        ScalarKoggeStone => all::line_attacks::kogge_stone::rook_attacks_from_batch,
        #[cfg(feature = "pext-table")]
        #[cfg(feature = "alternatives")]
        Sve2Pext => sve2::line_attacks::rook_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        ScalarHyperbola => all::line_attacks::rook_attacks_from_hyperbola_batch,
    ];
    bishop_attacks_from_batch => [
        #[cfg(feature = "pext-table")]
        Bmi2Pext => bmi2::line_attacks::bishop_attacks_from_batch.pext(),
        #[cfg(feature = "magic-table")]
        ScalarBlackMagic => all::line_attacks::black_magic::bishop_attacks_from_batch,
        // wasm: behind black_magic, the least worst over two hosts: a little
        // ahead under Wasmtime on a Zen 4, further behind on an Intel Xeon.
        Simd128Lanes => simd128::lanes::bishop_attacks_from_batch,
        Avx2HyperbolaBswap => avx2::line_attacks::hyperbola_bswap::bishop_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        Avx2LanesGfni => avx2::line_attacks::lanes_gfni::bishop_attacks_from_batch,
        Avx2Lanes => avx2::line_attacks::lanes::bishop_attacks_from_batch,
        // The lanes beside `pext`: first on Zen 4 (`orders/derived.rs`), unmeasured elsewhere.
        #[cfg(feature = "pext-table")]
        Bmi2LanesPext => bmi2::line_attacks::lanes_pext::nibble::bishop_attacks_from_batch.pext(),
        Avx512Lanes => avx512::line_attacks::lanes::bishop_attacks_from_batch,
        #[cfg(feature = "magic-table")]
        #[cfg(feature = "alternatives")]
        ScalarMagic => all::line_attacks::magic::bishop_attacks_from_batch,
        ScalarKindergarten => all::line_attacks::kindergarten::bishop_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        NeonLanes => neon::line_attacks::lanes::bishop_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        ScalarHyperbolaBswap => all::line_attacks::hyperbola_bswap::bishop_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        ScalarHyperbola => all::line_attacks::bishop_attacks_from_hyperbola_batch,
        #[cfg(feature = "pext-table")]
        #[cfg(feature = "alternatives")]
        Sve2Pext => sve2::line_attacks::bishop_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        ScalarKoggeStone => all::line_attacks::kogge_stone::bishop_attacks_from_batch,
    ];
    queen_attacks_from_batch => [
        #[cfg(feature = "pext-table")]
        Bmi2Pext => bmi2::line_attacks::queen_attacks_from_batch.pext(),
        Avx2HyperbolaBswap => avx2::line_attacks::hyperbola_bswap::queen_attacks_from_batch,
        Avx2LanesGfni => avx2::line_attacks::lanes_gfni::queen_attacks_from_batch,
        Avx2Lanes => avx2::line_attacks::lanes::queen_attacks_from_batch,
        // avx512/lanes-ymm-gfni: no class order names it (both prefer the lanes beside `pext`).
        #[cfg(feature = "alternatives")]
        Avx512LanesYmmGfni => avx512::line_attacks::lanes_ymm_gfni::queen_attacks_from_batch,
        // The lanes beside `pext`: first for both AVX-512 classes (`orders/derived.rs`).
        #[cfg(feature = "pext-table")]
        Bmi2LanesGfniPext => bmi2::line_attacks::lanes_pext::gfni::queen_attacks_from_batch.pext(),
        Avx512Lanes => avx512::line_attacks::lanes::queen_attacks_from_batch,
        #[cfg(feature = "magic-table")]
        ScalarBlackMagic => all::line_attacks::black_magic::queen_attacks_from_batch,
        Simd128Lanes => simd128::lanes::queen_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        Avx2Hyperbola => avx2::line_attacks::queen_attacks_from_batch,
        ScalarKindergarten => all::line_attacks::kindergarten::queen_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        ScalarHyperbolaBswap => all::line_attacks::hyperbola_bswap::queen_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        ScalarHyperbola => all::line_attacks::queen_attacks_from_hyperbola_batch,
        #[cfg(feature = "pext-table")]
        #[cfg(feature = "alternatives")]
        Sve2Pext => sve2::line_attacks::queen_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        NeonLanes => neon::line_attacks::lanes::queen_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        ScalarKoggeStone => all::line_attacks::kogge_stone::queen_attacks_from_batch,
    ];
    // Many squares, one occupancy (`*_attacks_from_squares`): ordered by an
    // engine's call of twelve squares (the positions bench) on AMD Zen 4, which
    // splits 512-bit operations, so the avx2 forms lead. On the Intel AVX-512
    // files (full width) the `pext` loop and `avx512/lanes-gfni` run close, the
    // loop ahead on most (`orders/derived.rs`). `bmi2/lanes-pext` and `lanes-gfni-pext`
    // run the lanes and the `pext` loop at once (vector and integer units): they
    // lead the report's whole-batch call, but at twelve squares the lanes alone
    // keep the rook and queen, so `lanes-gfni-pext` is an alternative;
    // `lanes-pext` beats the `pext` loop and the nibble lanes and leads the
    // bishop. Other AVX2 CPUs with fast `pext` follow these Zen 4 orders unless
    // `orders/derived.rs` has their own.
    rook_attacks_from_squares => [
        Avx2LanesGfni => avx2::line_attacks::lanes_gfni::rook_attacks_from_squares,
        #[cfg(feature = "pext-table")]
        #[cfg(feature = "alternatives")]
        Bmi2LanesGfniPext => bmi2::line_attacks::lanes_pext::gfni::rook_attacks_from_squares.pext(),
        #[cfg(feature = "pext-table")]
        Bmi2LanesPext => bmi2::line_attacks::lanes_pext::nibble::rook_attacks_from_squares.pext(),
        #[cfg(feature = "pext-table")]
        Bmi2Pext => bmi2::line_attacks::rook_attacks_from_squares.pext(),
        #[cfg(feature = "alternatives")]
        Avx512LanesGfni => avx512::line_attacks::lanes_gfni::rook_attacks_from_squares,
        // avx512/lanes-ymm-gfni: ahead of avx2/lanes-gfni here for the rook and
        // queen; a bishop form trailed bmi2/lanes-pext and was dropped.
        Avx512LanesYmmGfni => avx512::line_attacks::lanes_ymm_gfni::rook_attacks_from_squares,
        Avx2Lanes => avx2::line_attacks::lanes::rook_attacks_from_squares,
        #[cfg(feature = "magic-table")]
        ScalarBlackMagic => all::line_attacks::black_magic::rook_attacks_from_squares,
        Sse2Lanes => sse2::line_attacks::lanes::rook_attacks_from_squares,
        // simd128/lanes (here and below): unmeasured, and its per-square batch form
        // ties the portable loops, so it follows black_magic.
        Simd128Lanes => simd128::lanes::rook_attacks_from_squares,
        ScalarHyperbolaBswap => all::line_attacks::hyperbola_bswap::rook_attacks_from_squares,
        #[cfg(feature = "alternatives")]
        NeonLanes => neon::line_attacks::lanes::rook_attacks_from_squares,
    ];
    // bishop (no rank: lanes and lanes-gfni are the same code).
    bishop_attacks_from_squares => [
        #[cfg(feature = "pext-table")]
        Bmi2LanesPext => bmi2::line_attacks::lanes_pext::nibble::bishop_attacks_from_squares.pext(),
        Avx2Lanes => avx2::line_attacks::lanes::bishop_attacks_from_squares,
        #[cfg(feature = "alternatives")]
        Avx2LanesGfni => avx2::line_attacks::lanes_gfni::bishop_attacks_from_squares,
        #[cfg(feature = "pext-table")]
        Bmi2Pext => bmi2::line_attacks::bishop_attacks_from_squares.pext(),
        #[cfg(feature = "alternatives")]
        Avx512LanesGfni => avx512::line_attacks::lanes_gfni::bishop_attacks_from_squares,
        #[cfg(feature = "alternatives")]
        Avx512Lanes => avx512::line_attacks::lanes::bishop_attacks_from_squares,
        #[cfg(feature = "magic-table")]
        ScalarBlackMagic => all::line_attacks::black_magic::bishop_attacks_from_squares,
        Sse2Lanes => sse2::line_attacks::lanes::bishop_attacks_from_squares,
        Simd128Lanes => simd128::lanes::bishop_attacks_from_squares,
        ScalarHyperbolaBswap => all::line_attacks::hyperbola_bswap::bishop_attacks_from_squares,
        #[cfg(feature = "alternatives")]
        NeonLanes => neon::line_attacks::lanes::bishop_attacks_from_squares,
    ];
    queen_attacks_from_squares => [
        Avx2LanesGfni => avx2::line_attacks::lanes_gfni::queen_attacks_from_squares,
        #[cfg(feature = "pext-table")]
        #[cfg(feature = "alternatives")]
        Bmi2LanesGfniPext => bmi2::line_attacks::lanes_pext::gfni::queen_attacks_from_squares.pext(),
        #[cfg(feature = "pext-table")]
        Bmi2LanesPext => bmi2::line_attacks::lanes_pext::nibble::queen_attacks_from_squares.pext(),
        Avx2Lanes => avx2::line_attacks::lanes::queen_attacks_from_squares,
        #[cfg(feature = "pext-table")]
        Bmi2Pext => bmi2::line_attacks::queen_attacks_from_squares.pext(),
        Avx512LanesGfni => avx512::line_attacks::lanes_gfni::queen_attacks_from_squares,
        Avx512LanesYmmGfni => avx512::line_attacks::lanes_ymm_gfni::queen_attacks_from_squares,
        #[cfg(feature = "magic-table")]
        ScalarBlackMagic => all::line_attacks::black_magic::queen_attacks_from_squares,
        #[cfg(feature = "alternatives")]
        Avx512Lanes => avx512::line_attacks::lanes::queen_attacks_from_squares,
        Sse2Lanes => sse2::line_attacks::lanes::queen_attacks_from_squares,
        Simd128Lanes => simd128::lanes::queen_attacks_from_squares,
        ScalarHyperbolaBswap => all::line_attacks::hyperbola_bswap::queen_attacks_from_squares,
        #[cfg(feature = "alternatives")]
        NeonLanes => neon::line_attacks::lanes::queen_attacks_from_squares,
    ];
    // The vector forms tie (memory bound).
    east_attacks_by_subtraction_batch => [
        Avx2Psubb => avx2::line_attacks::east_attacks_by_subtraction_batch,
        Avx512Psubb => avx512::line_attacks::east_attacks_by_subtraction_batch,
        Sse2Psubb => sse2::line_attacks::east_attacks_by_subtraction_batch,
        Simd128Sub => simd128::line_attacks::east_attacks_by_subtraction_batch,
        ScalarSwar => all::line_attacks::east_attacks_by_subtraction_swar_batch,
        #[cfg(feature = "alternatives")]
        NeonSub => neon::line_attacks::east_attacks_by_subtraction_batch,
    ];
    west_attacks_by_subtraction_batch => [
        Avx512Gfni => avx512::line_attacks::west_attacks_by_subtraction_batch,
        Avx2Pshufb => avx2::line_attacks::west_attacks_by_subtraction_batch,
        ScalarKoggeStone => all::line_attacks::west_attacks_kogge_stone_batch,
        #[cfg(feature = "alternatives")]
        NeonRbit => neon::line_attacks::west_attacks_by_subtraction_batch,
        #[cfg(feature = "alternatives")]
        ScalarSwar => all::line_attacks::west_attacks_by_subtraction_swar_batch,
    ];
}

/// The lookups the per-square free functions run inlined, one row per kind
/// (`selection::kinds` reads them): `Variant: Method => inlined code`, each
/// table lookup with its code's `cfg`. The inlined decision (`decision.rs`)
/// chooses among these only; the portable lookup ends every inlined order.
macro_rules! with_inlined_kinds {
    ($m:ident) => {
        $m! {
            tables {
                // `pext` as inline assembly needs BMI2 in the CPU only (the row's
                // `requires`), no target feature on the caller; Miri runs no inline assembly.
                #[cfg(all(target_arch = "x86_64", feature = "pext-table", not(miri)))]
                Pext: Bmi2Pext => $crate::arch::x86_64::bmi2::line_attacks::inline_asm::Pext;
                #[cfg(feature = "magic-table")]
                BlackMagic: ScalarBlackMagic => $crate::arch::all::line_attacks::black_magic::BlackMagic;
            }
            // Hyperbola Quintessence: no table beyond the line masks.
            portable {
                Portable: ScalarHyperbola => $crate::arch::all::line_attacks::inlined::Hyperbola;
            }
        }
    };
}
pub(crate) use with_inlined_kinds;
