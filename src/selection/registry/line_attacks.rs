//! Per-square attacks and set-wise subtraction.
//!
//! Each list is ordered fastest first on the machine its figures name, even
//! where that puts a portable candidate ahead of a SIMD one. The per-square
//! lists were measured on an Intel Xeon, family 6 model 0xcf; the
//! subtraction lists on an earlier Intel Xeon (Sapphire Rapids class),
//! 4096 random squares and occupancies, "single" = a loop of calls through
//! the table, "chain" = each call's input depends on the previous result,
//! "batch" = the batch form. The table-driven methods read compile-time
//! tables (see `arch/all/line_attacks.rs`, `mod tables`, and its
//! submodules); the figures are with them in L2.

use super::prelude::*;

registry! {
    // Per-square lookups, ordered for the table and free-function path: an
    // indirect call per independent lookup. Measured on an Intel Xeon,
    // family 6 model 0xcf (Emerald Rapids class: AVX-512, GFNI, fast pext)
    // with the attacks bench over game-like, sparse and dense occupancies,
    // which agree; the figures are in docs/measurements.md, "Per-square
    // lookups". The tables are the magic and pext ones (each well over half
    // a MiB), the black magics' (a little smaller), then the small ones of
    // kindergarten and the byte-swap hyperbola; Kogge-Stone reads none.
    //
    // The Intel AVX-512 corpus file of the same CPU has pext ahead of
    // black_magic through the table, so that class puts `bmi2/pext` first
    // (`orders/derived.rs`). Token order: the report's throughput loop through a
    // pinned token. At avx512 `scalar/hyperbola` edges out `pext` only
    // because that loop of independent lookups vectorises it; a dependent
    // chain or an engine's isolated lookup makes it clearly slower than
    // `pext`, so the token keeps `pext`. Tried: the byte-swap hyperbola's
    // tables as `const`s, so that its loops vectorise, and it first in the
    // rook and bishop token orders: faster in the attacks bench's loop, but
    // the perft example at the avx2 level, where lookups come one at a
    // time, took clearly longer. The orders stay.
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
        // sve2/pext, the pext table indexed by bext (predicted, N2/V2 models): behind
        // scalar/magic.
        #[cfg(feature = "pext-table")]
        #[cfg(feature = "alternatives")]
        Sve2Pext => sve2::line_attacks::rook_attacks_from,
        // neon/hyperbola_rbit (predicted): Hyperbola Quintessence with rbit on every line, rank
        // included; about even with scalar/hyperbola_bswap, never ahead of black_magic.
        #[cfg(feature = "alternatives")]
        NeonHyperbolaRbit => neon::line_attacks::rook_attacks_from,
        ScalarHyperbola => all::line_attacks::rook_attacks_from_hyperbola,
    ] tokens [Bmi2Pext, ScalarBlackMagic];
    // bishop: as for the rook (docs/measurements.md, "Per-square lookups").
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
        // sve2/pext, the pext table indexed by bext (predicted, N2/V2 models): behind
        // scalar/magic.
        #[cfg(feature = "pext-table")]
        #[cfg(feature = "alternatives")]
        Sve2Pext => sve2::line_attacks::bishop_attacks_from,
        // neon/hyperbola_rbit (predicted): Hyperbola Quintessence with rbit on every line, rank
        // included; about even with scalar/hyperbola_bswap, never ahead of black_magic.
        #[cfg(feature = "alternatives")]
        NeonHyperbolaRbit => neon::line_attacks::bishop_attacks_from,
        #[cfg(feature = "alternatives")]
        ScalarKoggeStone => all::line_attacks::kogge_stone::bishop_attacks_from,
    ] tokens [Bmi2Pext, ScalarBlackMagic];
    // queen: as for the rook, pext first here. The avx2 token serves CPUs
    // with AVX2 and slow or no `pext`, in practice AMD Zen 1/2: there, as on
    // the Intel CPU at the avx2 level, black magic inlined leads the
    // byte-swap hyperbola (the amd-zen1-2 corpus file's avx2 token), so the
    // three lookups share one token order, and the AVX2 byte-swap
    // hyperbola, which nothing then chooses, is an alternative.
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
        // sve2/pext, the pext table indexed by bext (predicted, N2/V2 models): behind
        // scalar/magic.
        #[cfg(feature = "pext-table")]
        #[cfg(feature = "alternatives")]
        Sve2Pext => sve2::line_attacks::queen_attacks_from,
        // neon/hyperbola_rbit (predicted): Hyperbola Quintessence with rbit on every line, rank
        // included; about even with scalar/hyperbola_bswap, never ahead of black_magic.
        #[cfg(feature = "alternatives")]
        NeonHyperbolaRbit => neon::line_attacks::queen_attacks_from,
        #[cfg(feature = "alternatives")]
        ScalarKoggeStone => all::line_attacks::kogge_stone::queen_attacks_from,
    ] tokens [Bmi2Pext, ScalarBlackMagic];
    // single: SSE2 `psubb` on one board ties the SWAR form (the moves in
    // and out of xmm cost what the vector saves), so it is batch-only.
    east_attacks_by_subtraction => [
        // neon/sub (predicted): even on M1, N1, A76 but behind on V1/V2 (the
        // moves between register files): behind the portable form.
        NeonSub => neon::line_attacks::east_attacks_by_subtraction,
        ScalarSwar => all::line_attacks::east_attacks_by_subtraction_swar,
    ];
    // single: scalar/kogge_stone and avx512/gfni about even; scalar/swar
    // far behind (three bit mirrors without a bit-reverse instruction).
    west_attacks_by_subtraction => [
        ScalarKoggeStone => all::line_attacks::west_attacks_kogge_stone,
        Avx512Gfni => avx512::line_attacks::west_attacks_by_subtraction,
        // neon/rbit (predicted): ahead on M1 only, behind on V1/V2.
        #[cfg(feature = "alternatives")]
        NeonRbit => neon::line_attacks::west_attacks_by_subtraction,
        #[cfg(feature = "alternatives")]
        ScalarSwar => all::line_attacks::west_attacks_by_subtraction_swar,
    ];

    // batch: the same Xeon, `report --quick --kernel ..._batch`; pext
    // first, then the vectorised byte-swap hyperbola and the magics
    // (docs/measurements.md, "Per-square lookups").
    // The lanes forms (`generic::line_attacks`, one body at every width):
    // `avx2/lanes-gfni` is `avx2/lanes` with the rank's bit reversal in one
    // `gf2p8affineqb` for its six-instruction nibble lookup, listed before
    // it. `avx512/lanes` (eight squares, nibble lookup, so AVX-512 CPUs
    // without GFNI run it) is listed after `avx2/lanes`, so no table picks
    // it before a report on an AVX-512 CPU has measured it. The
    // per-square batch forms of `sse2/lanes` and `avx512/gfni`, and the
    // rook's and queen's of `avx512/lanes`, left the crate: behind on every
    // corpus file (reports/README.md). `avx2/lanes` (four squares
    // per register, no gather) led hyperbola_bswap and pext on that Zen 3
    // in every round; it is registered after the measured forms until a
    // corpus report orders it (Zen 3's does: `orders/derived.rs`).
    rook_attacks_from_batch => [
        #[cfg(feature = "pext-table")]
        Bmi2Pext => bmi2::line_attacks::rook_attacks_from_batch.pext(),
        Avx2HyperbolaBswap => avx2::line_attacks::hyperbola_bswap::rook_attacks_from_batch,
        Avx2LanesGfni => avx2::line_attacks::lanes_gfni::rook_attacks_from_batch,
        Avx2Lanes => avx2::line_attacks::lanes::rook_attacks_from_batch,
        // avx512/lanes-ymm-gfni: the lanes of avx2/lanes-gfni in EVEX form
        // (`avx512::line_attacks::lanes_ymm_gfni`): ahead of them in the
        // Zen 4 file of 0ae0378, first there for the rook (`orders/derived.rs`);
        // after the forms the other classes choose until a file of theirs
        // measures it.
        Avx512LanesYmmGfni => avx512::line_attacks::lanes_ymm_gfni::rook_attacks_from_batch,
        // The lanes beside `pext` (`lanes_pext`), after the lanes alone
        // (second on Zen 4: `orders/derived.rs`). The nibble mirror's form left the
        // crate: it trailed the fastest on every corpus file that measured it
        // (reports/README.md, "What left the crate").
        #[cfg(feature = "pext-table")]
        Bmi2LanesGfniPext => bmi2::line_attacks::lanes_pext::gfni::rook_attacks_from_batch.pext(),
        // neon/lanes (predicted): the shared lanes body, two squares a vector, the rank mirrored
        // by one rbit: ahead of scalar/black_magic.
        NeonLanes => neon::line_attacks::lanes::rook_attacks_from_batch,
        #[cfg(feature = "magic-table")]
        ScalarBlackMagic => all::line_attacks::black_magic::rook_attacks_from_batch,
        // wasm (Wasmtime on an AMD Zen 4 host, report --quick): simd128/lanes behind
        // scalar/black_magic.
        Simd128Lanes => simd128::lanes::rook_attacks_from_batch,
        #[cfg(feature = "magic-table")]
        #[cfg(feature = "alternatives")]
        ScalarMagic => all::line_attacks::magic::rook_attacks_from_batch,
        ScalarHyperbolaBswap => all::line_attacks::hyperbola_bswap::rook_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        ScalarKoggeStone => all::line_attacks::kogge_stone::rook_attacks_from_batch,
        // sve2/pext (predicted): as for the single form.
        #[cfg(feature = "pext-table")]
        #[cfg(feature = "alternatives")]
        Sve2Pext => sve2::line_attacks::rook_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        ScalarHyperbola => all::line_attacks::rook_attacks_from_hyperbola_batch,
    ];
    bishop_attacks_from_batch => [
        #[cfg(feature = "pext-table")]
        Bmi2Pext => bmi2::line_attacks::bishop_attacks_from_batch.pext(),
        // neon/lanes (predicted): ahead of scalar/black_magic (a tie on N1 and A76).
        NeonLanes => neon::line_attacks::lanes::bishop_attacks_from_batch,
        // wasm (Wasmtime on an AMD Zen 4 host, report --quick): simd128/lanes ahead of
        // scalar/black_magic.
        Simd128Lanes => simd128::lanes::bishop_attacks_from_batch,
        #[cfg(feature = "magic-table")]
        ScalarBlackMagic => all::line_attacks::black_magic::bishop_attacks_from_batch,
        Avx2HyperbolaBswap => avx2::line_attacks::hyperbola_bswap::bishop_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        Avx2LanesGfni => avx2::line_attacks::lanes_gfni::bishop_attacks_from_batch,
        Avx2Lanes => avx2::line_attacks::lanes::bishop_attacks_from_batch,
        // The lanes beside `pext`: ahead of avx2/lanes in the Zen 4 file of
        // d865149 (first there: `orders/derived.rs`), unmeasured elsewhere.
        #[cfg(feature = "pext-table")]
        Bmi2LanesPext => bmi2::line_attacks::lanes_pext::nibble::bishop_attacks_from_batch.pext(),
        Avx512Lanes => avx512::line_attacks::lanes::bishop_attacks_from_batch,
        #[cfg(feature = "magic-table")]
        #[cfg(feature = "alternatives")]
        ScalarMagic => all::line_attacks::magic::bishop_attacks_from_batch,
        ScalarKindergarten => all::line_attacks::kindergarten::bishop_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        ScalarHyperbolaBswap => all::line_attacks::hyperbola_bswap::bishop_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        ScalarHyperbola => all::line_attacks::bishop_attacks_from_hyperbola_batch,
        // sve2/pext (predicted): as for the single form.
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
        // avx512/lanes-ymm-gfni: as for the rook; no class order names it (the corpus puts the
        // lanes beside `pext` ahead on Zen 4): built with `alternatives` only.
        #[cfg(feature = "alternatives")]
        Avx512LanesYmmGfni => avx512::line_attacks::lanes_ymm_gfni::queen_attacks_from_batch,
        // The lanes beside `pext`: lanes-gfni-pext ahead of avx2/lanes-gfni
        // in the Zen 4 file of d865149 (first there: `orders/derived.rs`); the
        // nibble form, behind everywhere, left (reports/README.md).
        #[cfg(feature = "pext-table")]
        Bmi2LanesGfniPext => bmi2::line_attacks::lanes_pext::gfni::queen_attacks_from_batch.pext(),
        Avx512Lanes => avx512::line_attacks::lanes::queen_attacks_from_batch,
        #[cfg(feature = "magic-table")]
        ScalarBlackMagic => all::line_attacks::black_magic::queen_attacks_from_batch,
        // wasm (Wasmtime on an AMD Zen 4 host, report --quick): simd128/lanes behind
        // scalar/black_magic.
        Simd128Lanes => simd128::lanes::queen_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        Avx2Hyperbola => avx2::line_attacks::queen_attacks_from_batch,
        ScalarKindergarten => all::line_attacks::kindergarten::queen_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        ScalarHyperbolaBswap => all::line_attacks::hyperbola_bswap::queen_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        ScalarHyperbola => all::line_attacks::queen_attacks_from_hyperbola_batch,
        // sve2/pext (predicted): as for the single form.
        #[cfg(feature = "pext-table")]
        #[cfg(feature = "alternatives")]
        Sve2Pext => sve2::line_attacks::queen_attacks_from_batch,
        // neon/lanes (predicted): behind scalar/black_magic.
        #[cfg(feature = "alternatives")]
        NeonLanes => neon::line_attacks::lanes::queen_attacks_from_batch,
        #[cfg(feature = "alternatives")]
        ScalarKoggeStone => all::line_attacks::kogge_stone::queen_attacks_from_batch,
    ];
    // Many squares, one occupancy (`*_attacks_from_squares`): the lanes
    // with the occupancy broadcast (and, for the rank, mirrored once per
    // call), the pext and black-magic loops, the byte-swap hyperbola as the
    // portable form. Ordered by an engine's call, twelve squares a call
    // (the positions bench, Chess_Movegen's workload) on an AMD Zen 4
    // (AVX-512 on 256-bit units, GFNI, fast pext). At twelve squares
    // AVX-512 runs two vectors (16 lanes) where AVX2 runs three (12), and
    // Zen 4 splits each 512-bit operation in two: the avx2 forms lead
    // there; the avx512 rows have no measurement on a CPU with full-width
    // AVX-512. neon/lanes (predicted, as for the batch forms): ahead of the
    // portable rows for the rook and bishop, behind black magic for the
    // queen.
    //
    // `bmi2/lanes-pext` and `bmi2/lanes-gfni-pext`: the lanes and the
    // `pext` loop at once, four squares a step each, the one on the vector
    // units, the other on the integer units and load ports. On the same
    // Zen 4 the report's batch (one call of all its 4096 squares) puts them
    // first, while at an engine's twelve squares the lanes alone keep the
    // rook and queen (docs/measurements.md, "Many squares"), so the lanes
    // stay first here, and `lanes-gfni-pext` (behind them wherever it runs)
    // is an alternative; `lanes-pext` is ahead of the `pext` loop and of
    // the nibble lanes on both measures, and leads the bishop on both. No
    // Intel or Zen 3 figure: an AVX2-only Intel CPU with fast `pext` and no
    // GFNI takes `lanes-pext` by this order from the Zen 4 figures alone
    // (Zen 3 and Intel with AVX-512 keep their measured orders in
    // `orders/derived.rs`).
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
        // avx512/lanes-ymm-gfni: as for the batch forms; ahead of
        // avx2/lanes-gfni at twelve squares a call for the rook and queen;
        // a bishop form was behind bmi2/lanes-pext and is not kept.
        Avx512LanesYmmGfni => avx512::line_attacks::lanes_ymm_gfni::rook_attacks_from_squares,
        Avx2Lanes => avx2::line_attacks::lanes::rook_attacks_from_squares,
        NeonLanes => neon::line_attacks::lanes::rook_attacks_from_squares,
        #[cfg(feature = "magic-table")]
        ScalarBlackMagic => all::line_attacks::black_magic::rook_attacks_from_squares,
        Sse2Lanes => sse2::line_attacks::lanes::rook_attacks_from_squares,
        // simd128/lanes: not measured yet (its per-square batch form ties or
        // trails the portable loops under Wasmtime), so behind black_magic;
        // a list ends with a portable form.
        Simd128Lanes => simd128::lanes::rook_attacks_from_squares,
        ScalarHyperbolaBswap => all::line_attacks::hyperbola_bswap::rook_attacks_from_squares,
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
        NeonLanes => neon::line_attacks::lanes::bishop_attacks_from_squares,
        #[cfg(feature = "magic-table")]
        ScalarBlackMagic => all::line_attacks::black_magic::bishop_attacks_from_squares,
        Sse2Lanes => sse2::line_attacks::lanes::bishop_attacks_from_squares,
        // simd128/lanes: not measured yet (its per-square batch form ties or
        // trails the portable loops under Wasmtime), so behind black_magic;
        // a list ends with a portable form.
        Simd128Lanes => simd128::lanes::bishop_attacks_from_squares,
        ScalarHyperbolaBswap => all::line_attacks::hyperbola_bswap::bishop_attacks_from_squares,
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
        // avx512/lanes-ymm-gfni: as for the batch forms.
        Avx512LanesYmmGfni => avx512::line_attacks::lanes_ymm_gfni::queen_attacks_from_squares,
        #[cfg(feature = "magic-table")]
        ScalarBlackMagic => all::line_attacks::black_magic::queen_attacks_from_squares,
        #[cfg(feature = "alternatives")]
        Avx512Lanes => avx512::line_attacks::lanes::queen_attacks_from_squares,
        NeonLanes => neon::line_attacks::lanes::queen_attacks_from_squares,
        Sse2Lanes => sse2::line_attacks::lanes::queen_attacks_from_squares,
        // simd128/lanes: not measured yet (its per-square batch form ties or
        // trails the portable loops under Wasmtime), so behind black_magic;
        // a list ends with a portable form.
        Simd128Lanes => simd128::lanes::queen_attacks_from_squares,
        ScalarHyperbolaBswap => all::line_attacks::hyperbola_bswap::queen_attacks_from_squares,
    ];
    // batch: the vector forms tie (memory bound), all ahead of scalar/swar.
    east_attacks_by_subtraction_batch => [
        Avx2Psubb => avx2::line_attacks::east_attacks_by_subtraction_batch,
        Avx512Psubb => avx512::line_attacks::east_attacks_by_subtraction_batch,
        Sse2Psubb => sse2::line_attacks::east_attacks_by_subtraction_batch,
        // neon/sub (predicted): per-byte subtraction, ahead of the portable form.
        NeonSub => neon::line_attacks::east_attacks_by_subtraction_batch,
        // wasm (Wasmtime on an AMD Zen 4 host, report --rounds 3): simd128/sub ahead of
        // scalar/swar.
        Simd128Sub => simd128::line_attacks::east_attacks_by_subtraction_batch,
        ScalarSwar => all::line_attacks::east_attacks_by_subtraction_swar_batch,
    ];
    // batch: avx512/gfni, then avx2/pshufb, well ahead of the scalar forms.
    west_attacks_by_subtraction_batch => [
        Avx512Gfni => avx512::line_attacks::west_attacks_by_subtraction_batch,
        Avx2Pshufb => avx2::line_attacks::west_attacks_by_subtraction_batch,
        // neon/rbit (predicted): ranks mirrored by one rbit, ahead of the portable form.
        NeonRbit => neon::line_attacks::west_attacks_by_subtraction_batch,
        ScalarKoggeStone => all::line_attacks::west_attacks_kogge_stone_batch,
        #[cfg(feature = "alternatives")]
        ScalarSwar => all::line_attacks::west_attacks_by_subtraction_swar_batch,
    ];
}

/// The lookups the per-square free functions run inlined, one row per kind
/// (`selection::kinds` reads them): `Variant: Method => the code that runs
/// that registered method inlined`, the variant `kinds::Kind`'s, each table lookup with the `cfg` of its
/// code. The inlined decision (`decision.rs`, use `Inline`) chooses among
/// these methods only; the portable lookup, which every build has, ends
/// every inlined order.
macro_rules! with_inlined_kinds {
    ($m:ident) => {
        $m! {
            tables {
                // `pext` as inline assembly: it needs no target feature on
                // the caller, only BMI2 in the CPU (which the row's
                // `requires` says); not under Miri, which runs no inline
                // assembly.
                #[cfg(all(target_arch = "x86_64", feature = "pext-table", not(miri)))]
                Pext: Bmi2Pext => $crate::arch::x86_64::bmi2::line_attacks::inline_asm::Pext;
                // Fixed-shift magics, portable.
                #[cfg(feature = "magic-table")]
                BlackMagic: ScalarBlackMagic => $crate::arch::all::line_attacks::black_magic::BlackMagic;
            }
            // Hyperbola Quintessence: portable, no table beyond the line
            // masks.
            portable {
                Portable: ScalarHyperbola => $crate::arch::all::line_attacks::inlined::Hyperbola;
            }
        }
    };
}
pub(crate) use with_inlined_kinds;
