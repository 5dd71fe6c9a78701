//! Per-CPU-class preference orders.
//!
//! The registry (`registry/`) holds one default order per kernel. Which
//! method wins, though, depends on the CPU: whether `pext` is one micro-op or
//! microcoded, how wide the vector units really are, cache sizes, multiply
//! latency. So each [`CpuClass`] may put some implementations ahead of the
//! default order for some kernels. Everything stays deterministic: the class
//! is a function of the CPU's vendor, family and features, and a table for a
//! class is the default order with that class's overrides tried first.
//!
//! The overrides below cite the measurements behind them; `reports/` in the
//! repository holds the full per-CPU reports, and a test checks that every
//! class with a report picks each kernel's measured fastest implementation
//! (within 5 % or 0.15 ns) wherever that report's rounds settled the
//! ranking (the report's `unsettled` lists).

use super::class::CpuClass;
use super::kernel::Kernel;
use super::method::Method;

#[cfg_attr(not(feature = "introspection"), allow(dead_code))] // introspection API
impl CpuClass {
    /// The implementations this class tries first for `kernel`, best first,
    /// before the default order. Empty where the default order applies.
    /// A measured order (of the class, or of the class its evidence comes
    /// from) wins over a predicted one ([`CpuClass::predicted`]).
    pub const fn preferred(self, kernel: Kernel) -> &'static [Method] {
        match self.measured(kernel) {
            Some(order) => order,
            None => match self.predicted(kernel) {
                Some(order) => order,
                None => &[],
            },
        }
    }

    /// The order for `kernel` measured on this class's
    /// [evidence](CpuClass::evidence), if any.
    pub const fn measured(self, kernel: Kernel) -> Option<&'static [Method]> {
        let list: &[(Kernel, &[Method])] = match self.evidence() {
            CpuClass::AmdZen12 => ZEN12,
            CpuClass::AmdZen3 => ZEN3,
            CpuClass::IntelAvx512 => INTEL_AVX512,
            // Zen 4 differs from the Intel AVX-512 runs on the kernels it
            // lists; on every other kernel its report agrees with them.
            CpuClass::AmdAvx512 => match find(AMD_AVX512, kernel) {
                Some(order) => return Some(order),
                None => INTEL_AVX512,
            },
            _ => &[],
        };
        find(list, kernel)
    }

    /// The order for `kernel` that a static model of the crate's machine
    /// code predicts for this class (its cycles per implementation, by
    /// llvm-mca), where the class has no corpus report. Used only where no
    /// measured order exists for the kernel; `describe()` marks the kernels
    /// it decides.
    pub const fn predicted(self, kernel: Kernel) -> Option<&'static [Method]> {
        let list: &[(Kernel, &[Method])] = match self {
            CpuClass::AmdZen12 => PREDICTED_ZEN12,
            CpuClass::IntelAvx2 => PREDICTED_INTEL_AVX2,
            _ => &[],
        };
        find(list, kernel)
    }
}

const fn find(
    list: &'static [(Kernel, &'static [Method])],
    kernel: Kernel,
) -> Option<&'static [Method]> {
    let mut i = 0;
    while i < list.len() {
        if list[i].0 as u16 == kernel as u16 {
            return Some(list[i].1);
        }
        i += 1;
    }
    None
}

/// AMD Zen 1/2 (microcoded `pext`). No report file: figures from an AMD
/// EPYC, family 0x17, model 0x31 (Zen 2), plain x86-64 release build,
/// `report --quick` (three runs) and one full run, ns per board:
const ZEN12: &[(Kernel, &[Method])] = &[
    // No report file; AMD EPYC family 0x17 model 0x31 queen_attacks_from_batch: avx2/hyperbola 2.74, scalar/magic 4.07.
    // `avx2/hyperbola_bswap` (the published byte-swap form) has no Zen 2
    // measurement; published C figures there put it at 1.8 ns a queen
    // against 2.8 for fancy magics, and on the Intel AVX-512 class it beats
    // `avx2/hyperbola` 1.83 to 2.93, so it is tried first and
    // `avx2/hyperbola` is the measured fallback.
    (
        Kernel::QueenAttacksFromBatch,
        &[Method::Avx2HyperbolaBswap, Method::Avx2Hyperbola],
    ),
    // No report file; AMD EPYC family 0x17 model 0x31 rook_attacks: scalar/kogge_stone 7.30, avx2/kogge_stone 8.10.
    // (Moving four rays through a ymm register and back costs more than it
    // saves there.)
    (Kernel::RookAttacks, &[Method::ScalarKoggeStone]),
];

/// AMD Zen 3. Figures: the corpus report `reports/amd-19h-1h.json` (AMD EPYC
/// Milan, family 0x19 model 0x01, a 2-vCPU KVM guest; plain x86-64 release
/// build, full mode, 9 rounds; ns per call through the table, the median of
/// the rounds' medians; "won r/9" = the rounds in which the preferred one
/// was faster, the two timed side by side). Only rankings the rounds settled
/// are followed, and only where most of the four 9-round corpus runs made
/// on such guests (this file, two runs of this build just before it, and
/// the file of build 9b9106c it replaced) ranked the same way: the one-call
/// figures differ by fractions of the ~2 ns indirect call, and a ranking one
/// run settles another can reverse (the sign test over one run's rounds
/// does not see what differs between processes). Left at the default order: the
/// single-board deposits other than those below, extract_file and
/// mirror_horizontal (unsettled in this file); bishop_attacks_from, where
/// the runs disagreed (pext first by 5 % in one, scalar/magic by 17 % to
/// 21 % in two, black_magic by 16 % in this file) and the default
/// black_magic stayed within 11 % of the fastest in all four.
const ZEN3: &[(Kernel, &[Method])] = &[
    // reports/amd-19h-1h.json diagonal_shift_tr: scalar/binary 2.395, sse2/multiply 3.390 (won 8/9); binary first in the two runs before it (unsettled), multiply in the 9b9106c file (9/9).
    (Kernel::DiagonalShiftTr, &[Method::ScalarBinary]),
    // reports/amd-19h-1h.json extract_diagonal: sse2/sad 2.602, bmi2/pext 2.676 (won 6/9), scalar/multiply 2.985 (won 8/9); sad within 1 % of the fastest in three of four runs.
    (Kernel::ExtractDiagonal, &[Method::Sse2Sad]),
    // reports/amd-19h-1h.json extract_anti_diagonal: sse2/movemask 2.274, bmi2/pext 3.119 (won 7/9); movemask first in all four runs.
    (Kernel::ExtractAntiDiagonal, &[Method::Sse2Movemask]),
    // reports/amd-19h-1h.json extract_diagonal_through: bmi2/pext 3.646, scalar/multiply-shift 4.022 (won 9/9); pext first in all four runs.
    (Kernel::ExtractDiagonalThrough, &[Method::Bmi2Pext]),
    // reports/amd-19h-1h.json deposit_diagonal: bmi2/pdep 2.669, scalar/multiply 3.205 (unsettled); multiply first (8/9) in the 9b9106c file.
    (Kernel::DepositDiagonal, &[Method::ScalarMultiply]),
    // reports/amd-19h-1h.json deposit_anti_diagonal: bmi2/pdep 2.597, avx2/compare 3.087 (unsettled); compare first (8/9) in the 9b9106c file.
    (Kernel::DepositAntiDiagonal, &[Method::Avx2Compare]),
    // reports/amd-19h-1h.json deposit_diagonal_through: bmi2/pdep 3.023, scalar/multiply 3.412, avx2/compare 3.432 (unsettled); compare first in the 9b9106c file (9/9) and the run before this one (8/9).
    (Kernel::DepositDiagonalThrough, &[Method::Avx2Compare]),
    // reports/amd-19h-1h.json deposit_anti_diagonal_through: bmi2/pdep 3.060, avx2/compare 3.136 (unsettled); compare first (9/9) in the 9b9106c file.
    (Kernel::DepositAntiDiagonalThrough, &[Method::Avx2Compare]),
    // reports/amd-19h-1h.json flip_diagonal: sse2/movemask 2.667, avx2/movemask 3.168 (unsettled), scalar/delta_swap 3.930 (won 9/9); movemask first (8/9) in the 9b9106c file.
    (Kernel::FlipDiagonal, &[Method::Sse2Movemask]),
    // reports/amd-19h-1h.json rotate_90_anticlockwise: sse2/movemask 2.461, avx2/movemask 3.424 (unsettled), scalar/swap_bytes 3.758 (won 9/9); first in the two runs before it (one settled).
    (Kernel::Rotate90Anticlockwise, &[Method::Sse2Movemask]),
    // reports/amd-19h-1h.json rook_attacks_from_batch: avx2/lanes 1.174, avx2/hyperbola_bswap 1.451 (won 9/9), bmi2/pext 1.576 (won 9/9).
    (Kernel::RookAttacksFromBatch, &[Method::Avx2Lanes]),
    // reports/amd-19h-1h.json bishop_attacks_from_batch: avx2/lanes 1.033, bmi2/pext 1.047 (won 8/9), avx2/hyperbola_bswap 1.070 (won 8/9).
    (Kernel::BishopAttacksFromBatch, &[Method::Avx2Lanes]),
    // reports/amd-19h-1h.json queen_attacks_from_batch: avx2/lanes 1.942, avx2/hyperbola_bswap 2.883 (won 9/9), bmi2/pext 3.321 (won 9/9).
    (Kernel::QueenAttacksFromBatch, &[Method::Avx2Lanes]),
];

/// Predicted orders: where a class has no corpus report, `tools/mca`
/// (llvm-mca over the crate's own release machine code, per CPU model)
/// predicts cycles per implementation. It picked within 5 % of the measured
/// fastest (or inside the rounds' spread) for 99 % of the kernels of the
/// Intel family 6 model 0xcf report of build 3d25e27, then
/// `reports/intel-6h-cfh.json` (sapphirerapids model), and 100 % of
/// `reports/amd-19h-1h.json` (znver3), but only about as often as "the
/// widest vector level first" outside the per-square kernels, and it
/// assumes every table read hits L1 (so it flatters the 687-849 KiB magic
/// and `pext` tables). So a prediction is taken only where it beats the
/// class's current choice by 10 % or more in the model and does not rest on
/// a large table. Cycles per call (single) or board (batch) below; the full
/// tables are `tools/mca/predicted-orders.md`.
///
/// AMD Zen 1/2, model znver2:
const PREDICTED_ZEN12: &[(Kernel, &[Method])] = &[
    // tools/mca/predicted-orders.md znver2 attacks_by_direction_batch: avx2/shift 25.6, avx2/quads 30.0.
    (Kernel::AttacksByDirectionBatch, &[Method::Avx2Shift]),
    // tools/mca/predicted-orders.md znver2 rotate_90_anticlockwise_batch: avx2/delta_swap 1.88, avx2/autovec-swap_bytes 2.14.
    (Kernel::Rotate90AnticlockwiseBatch, &[Method::Avx2DeltaSwap]),
    // tools/mca/predicted-orders.md znver2 rook_attacks_from: scalar/hyperbola_bswap 8.0, scalar/black_magic 9.0.
    // (black_magic reads a 687 KiB table that does not fit a Zen 2's
    // 512 KiB L2: worse than modelled.)
    (Kernel::RookAttacksFrom, &[Method::ScalarHyperbolaBswap]),
    // tools/mca/predicted-orders.md znver2 bishop_attacks_from: avx2/hyperbola_bswap 6.4, scalar/black_magic 9.0.
    (Kernel::BishopAttacksFrom, &[Method::Avx2HyperbolaBswap]),
];

/// Intel without AVX-512 (Haswell to Arrow Lake clients), model haswell
/// (skylake and alderlake agree):
const PREDICTED_INTEL_AVX2: &[(Kernel, &[Method])] = &[
    // tools/mca/predicted-orders.md haswell rook_ and bishop_attacks_from: bmi2/pext 3.1, scalar/black_magic 9.0.
    // (Both tables of about the same size. Through the table the Intel
    // AVX-512 reports measured pext ahead for the rook and black_magic
    // for the bishop; a client core has no report yet.)
    (Kernel::RookAttacksFrom, &[Method::Bmi2Pext]),
    (Kernel::BishopAttacksFrom, &[Method::Bmi2Pext]),
];

/// AMD Zen 4/5 (AVX-512 through 256-bit halves, GFNI, one-micro-op
/// `pext`/`pdep`): where the Zen 4 corpus report (AMD EPYC family 0x19
/// model 0x11, a 2-vCPU KVM guest, 5 rounds) disagrees with the Intel
/// AVX-512 orders; every other kernel takes [`INTEL_AVX512`]'s. Figures ns
/// per call or board, from the file of build 3a59ddd (the pext tables with
/// their gaps); "unsettled" where the rounds do not settle the first
/// against the second, and the order then keeps what the earlier file
/// (fdd3159) settled. The file now in `reports/amd-19h-11h.json` (build
/// 5656692, the first with the leapers and `side_attacks`, where every
/// choice is its fastest or within the corpus margin) puts the same one
/// first for each of these but `west_attacks_by_subtraction` (avx512/gfni
/// 2.994 against scalar/kogge_stone 3.667, unsettled, so the order stays).
const AMD_AVX512: &[(Kernel, &[Method])] = &[
    // attacks_by_direction: avx512/kogge_stone 3.304, avx512/dumb7fill 3.283 (unsettled; fdd3159: 3.036 and 3.157), avx2/kogge_stone 3.736 (Intel: avx2 first).
    (
        Kernel::AttacksByDirection,
        &[Method::Avx512KoggeStone, Method::Avx2KoggeStone],
    ),
    // rook_attacks_from through a pointer: scalar/black_magic 1.764, bmi2/pext 2.541 (the free function's inlined lookup stays pext: inl 1.49 against 1.73, `inlined.rs`).
    (
        Kernel::RookAttacksFrom,
        &[Method::ScalarBlackMagic, Method::Bmi2Pext],
    ),
    // west_attacks_by_subtraction: scalar/kogge_stone 2.462, avx512/gfni 2.737 (unsettled; fdd3159: 2.221 and 2.742).
    (
        Kernel::WestAttacksBySubtraction,
        &[Method::ScalarKoggeStone],
    ),
    // extract_file: bmi2/pext 1.403, scalar/multiply 2.454 (Intel: multiply first).
    (
        Kernel::ExtractFile,
        &[Method::Bmi2Pext, Method::ScalarMultiply],
    ),
    // extract_diagonal_through: scalar/multiply-shift 1.685, bmi2/pext 2.221.
    (
        Kernel::ExtractDiagonalThrough,
        &[Method::ScalarMultiplyShift, Method::Bmi2Pext],
    ),
    // deposit_file: bmi2/pdep 1.652, scalar/binary 2.741, scalar/multiply 2.718.
    (
        Kernel::DepositFile,
        &[Method::Bmi2Pdep, Method::ScalarBinary],
    ),
    // deposit_diagonal: bmi2/pdep 1.363, scalar/multiply 2.466 (settled; the fdd3159 file had
    // them unsettled, 1.789 and 2.454; Intel: multiply first).
    (
        Kernel::DepositDiagonal,
        &[Method::Bmi2Pdep, Method::ScalarMultiply],
    ),
    // deposit_diagonal_through: bmi2/pdep 1.674, avx512/mask 2.475, avx2/compare 2.716.
    (
        Kernel::DepositDiagonalThrough,
        &[Method::Bmi2Pdep, Method::Avx2Compare],
    ),
    // mirror_horizontal: avx512/gfni 1.66, avx2/gfni 2.737, avx2/nibble_lut 2.736.
    (
        Kernel::MirrorHorizontal,
        &[Method::Avx512Gfni, Method::Avx2Gfni],
    ),
    // queen_attacks_from_batch: avx2/lanes-gfni 0.959, avx2/lanes 1.257, bmi2/pext 1.352, avx512/lanes 1.412 (Zen 4 splits 512-bit operations).
    (
        Kernel::QueenAttacksFromBatch,
        &[Method::Avx2LanesGfni, Method::Avx2Lanes, Method::Bmi2Pext],
    ),
    // Many squares (the Intel rows above come from an Emerald Rapids run), where Zen 4's 256-bit
    // halves keep the AVX2 lanes first: rook_attacks_from_squares avx2/lanes-gfni 0.566, bmi2/pext
    // 0.619; bishop avx2/lanes 0.578, avx512/lanes-gfni 0.641 (unsettled), bmi2/pext 0.709; queen
    // avx2/lanes-gfni 0.974, avx512/lanes-gfni 1.062, bmi2/pext 1.222.
    (
        Kernel::RookAttacksFromSquares,
        &[Method::Avx2LanesGfni, Method::Bmi2Pext],
    ),
    (Kernel::BishopAttacksFromSquares, &[Method::Avx2Lanes]),
    (Kernel::QueenAttacksFromSquares, &[Method::Avx2LanesGfni]),
];

/// Intel with AVX-512. Figures: the class's two corpus reports, both of
/// build f290a99 (plain x86-64 release build, full mode; ns per call for
/// single-board kernels and per board for batch forms, through the table,
/// the median of the rounds' medians; "won r/n" = the rounds in which the
/// preferred one was faster, the two timed side by side; "unsettled" = the
/// report's rounds do not settle the ranking):
///
/// * `reports/intel-6h-a7h.json`: Intel Xeon, family 6 model 0xa7 (a Sapphire Rapids-class
///   core), a quiet 2-vCPU KVM guest, 9 rounds (round-to-round spread
///   median 5.2 %);
/// * `reports/intel-6h-cfh.json`: Intel Xeon Emerald Rapids, family 6 model 0xcf, a 16-core KVM
///   guest on a busy host, 5 rounds (spread median 20.7 %), so its rankings
///   are read beside the quiet run's, not alone.
///
/// An entry follows where both runs rank the same way, or where one ranks
/// it first by a settled margin and the other cannot tell the two apart
/// (within 1.5 %). The file of the 0xcf CPU before this one (build
/// 3d25e27, 5 rounds; replaced because it did not measure the `lanes` batch
/// forms or the `avx2/gfni` transposes) is quoted as "3d25e27": its
/// one-call figures sit on whole cycles (1.36, 1.70, 2.04 ns) that code
/// placement moves by one either way, and for the single-board deposits
/// and extracts below it had the `pdep`/`pext` form a cycle ahead where
/// both f290a99 runs have it behind.
const INTEL_AVX512: &[(Kernel, &[Method])] = &[
    // reports/intel-6h-a7h.json rook_attacks_from: bmi2/pext 1.251, scalar/black_magic 1.362 (won 9/9); reports/intel-6h-cfh.json: 1.835, 1.971 (won 5/5).
    (Kernel::RookAttacksFrom, &[Method::Bmi2Pext]),
    // reports/intel-6h-a7h.json bishop_attacks_from: scalar/black_magic 1.136, bmi2/pext 1.376 (won 9/9); reports/intel-6h-cfh.json: 1.586, 2.119 (won 4/5, unsettled); 3d25e27: pext 1.699, black_magic 2.049.
    // (The free function runs its lookup inlined, in an order of its own
    // from the inlined figures: `inlined.rs`.)
    (Kernel::BishopAttacksFrom, &[Method::ScalarBlackMagic]),
    // reports/intel-6h-a7h.json west_attacks_by_subtraction: scalar/kogge_stone 1.493, avx512/gfni 1.590 (won 0/9, but 0.10 ns: within the margin); reports/intel-6h-cfh.json: avx512/gfni 1.869, kogge_stone 2.314 (won 5/5).
    (Kernel::WestAttacksBySubtraction, &[Method::Avx512Gfni]),
    // reports/intel-6h-a7h.json east_attacks_by_subtraction_batch: avx512/psubb 0.185, avx2/psubb 0.194 (won 9/9); reports/intel-6h-cfh.json: 0.255, 0.278 (won 5/5); 3d25e27: 0.252, 0.272.
    (
        Kernel::EastAttacksBySubtractionBatch,
        &[Method::Avx512Psubb],
    ),
    // reports/intel-6h-a7h.json extract_file: scalar/multiply 1.250, bmi2/pext 1.494 (won 9/9); reports/intel-6h-cfh.json: 1.868, 2.183 (won 5/5); 3d25e27: pext 1.697, multiply 2.044.
    (Kernel::ExtractFile, &[Method::ScalarMultiply]),
    // reports/intel-6h-a7h.json extract_diagonal_through: bmi2/pext 1.080, scalar/multiply-shift 1.184 (won 9/9); reports/intel-6h-cfh.json: 1.502, 1.684 (won 4/5, unsettled); 3d25e27: multiply-shift 1.696, pext 1.698.
    (Kernel::ExtractDiagonalThrough, &[Method::Bmi2Pext]),
    // reports/intel-6h-a7h.json deposit_diagonal: scalar/multiply 1.065, bmi2/pdep 1.215 (won 9/9); reports/intel-6h-cfh.json: 1.592, 1.854 (won 4/5, unsettled); 3d25e27: pdep 1.687, multiply 2.029.
    (Kernel::DepositDiagonal, &[Method::ScalarMultiply]),
    // reports/intel-6h-a7h.json deposit_file: scalar/binary 1.236, scalar/multiply 1.244, bmi2/pdep 1.261 (multiply won 8/9 against pdep, 4/9 against binary; unsettled); reports/intel-6h-cfh.json: multiply 1.838, binary 1.930, pdep 2.238 (won 4/5 against pdep; both unsettled); 3d25e27: pdep 1.700, multiply 2.010.
    (Kernel::DepositFile, &[Method::ScalarMultiply]),
    // reports/intel-6h-a7h.json deposit_diagonal_through: avx512/mask 1.243, bmi2/pdep 1.245 (won 5/9, unsettled), avx2/compare 1.494 (won 9/9); reports/intel-6h-cfh.json: mask 2.298, pdep 2.522 (won 3/5, unsettled), compare 2.695 (won 5/5); 3d25e27: compare 1.695, mask 1.697.
    // pdep next: a build without the `avx512` feature has no mask form.
    (
        Kernel::DepositDiagonalThrough,
        &[Method::Avx512Mask, Method::Bmi2Pdep],
    ),
    // reports/intel-6h-a7h.json mirror_horizontal: avx2/gfni 1.249, avx2/nibble_lut 1.251 (won 4/9, unsettled), avx512/gfni 1.265 (won 9/9); reports/intel-6h-cfh.json: nibble_lut 1.804, avx2/gfni 1.808 (unsettled), avx512/gfni 2.166 (avx2/gfni won 5/5); 3d25e27 did not measure avx2/gfni.
    (Kernel::MirrorHorizontal, &[Method::Avx2Gfni]),
    // reports/intel-6h-a7h.json rook_attacks_from_batch: avx2/lanes-gfni 0.583, bmi2/pext 0.670 (won 9/9); reports/intel-6h-cfh.json: 0.835, 0.974 (won 5/5).
    (Kernel::RookAttacksFromBatch, &[Method::Avx2LanesGfni]),
    // reports/intel-6h-a7h.json bishop_attacks_from_batch: bmi2/pext 0.512, avx512/lanes 0.516 (won 4/9, unsettled); reports/intel-6h-cfh.json: avx512/lanes 0.600, pext 0.742 (won 5/5).
    (Kernel::BishopAttacksFromBatch, &[Method::Avx512Lanes]),
    // reports/intel-6h-a7h.json queen_attacks_from_batch: avx512/lanes 0.991, bmi2/pext 1.001 (won 8/9); reports/intel-6h-cfh.json: 1.404, 1.443 (won 4/5, unsettled).
    (Kernel::QueenAttacksFromBatch, &[Method::Avx512Lanes]),
    // Many squares, one occupancy: no file in reports/ measures them yet. A
    // 5-round `report --corpus` on an Intel Xeon family 6 model 0xcf
    // (Emerald Rapids, 16-core KVM guest, this crate at a1d7ab2), ns per board:
    // rook_attacks_from_squares: bmi2/pext 0.636, avx512/lanes-gfni 0.712, scalar/black_magic 0.840, avx2/lanes-gfni 0.991 (pext settled ahead of black_magic and the avx2 forms).
    (
        Kernel::RookAttacksFromSquares,
        &[Method::Bmi2Pext, Method::Avx512LanesGfni],
    ),
    // bishop_attacks_from_squares: bmi2/pext 0.615, avx512/lanes 0.635, avx512/lanes-gfni 0.638, avx2/lanes 0.887 (all settled).
    (
        Kernel::BishopAttacksFromSquares,
        &[Method::Bmi2Pext, Method::Avx512Lanes],
    ),
    // queen_attacks_from_squares: avx512/lanes-gfni 1.059, bmi2/pext 1.062 (unsettled), avx512/lanes 1.296, avx2/lanes-gfni 1.593.
    // A tie over long slices; at an engine's 12 squares per call the same run's positions section
    // (million lookups/s) has the pext loop ahead: token 752, free fn 761, the table's avx2/lanes-gfni
    // 539 (a later run of the device, a1d7ab2: avx512/lanes-gfni 597, token 779). With pext in the
    // table the free function also runs the loop inlined, with no call (`before_main::squares`).
    // The same inlined pext loop (then over the per-square free function, for up to 16 squares)
    // was run on this Xeon at 12 squares: 764 and, in a later run, 656 against the token loop's 783,
    // ahead of the lanes' 597 though behind the token.
    (
        Kernel::QueenAttacksFromSquares,
        &[Method::Bmi2Pext, Method::Avx512LanesGfni],
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    // With a feature off (or off x86-64), a preferred implementation may be compiled out;
    // `choice` and `apply` then skip it.
    #[test]
    #[cfg(all(
        target_arch = "x86_64",
        feature = "magic-table",
        feature = "pext-table",
        feature = "avx512"
    ))]
    fn every_preferred_name_is_registered() {
        for class in CpuClass::ALL {
            for &kernel in Kernel::ALL {
                let measured = class.measured(kernel).unwrap_or(&[]);
                let predicted = class.predicted(kernel).unwrap_or(&[]);
                for &method in measured.iter().chain(predicted) {
                    assert!(
                        kernel.implementations().any(|i| i.method() == method),
                        "{class}: {} prefers {method}, which is not registered",
                        kernel.name()
                    );
                }
            }
        }
    }

    /// Predictions stand in only for classes without a corpus report of
    /// their own, and never override a measured order.
    #[test]
    fn predictions_only_where_nothing_was_measured() {
        for class in [
            CpuClass::AmdZen3,
            CpuClass::IntelAvx512,
            CpuClass::AmdAvx512,
        ] {
            for &kernel in Kernel::ALL {
                assert_eq!(class.predicted(kernel), None, "{class} has a report");
            }
        }
        for class in CpuClass::ALL {
            for &kernel in Kernel::ALL {
                if let (Some(p), Some(m)) = (class.predicted(kernel), class.measured(kernel)) {
                    assert_eq!(
                        class.preferred(kernel),
                        m,
                        "{class}: {} measured",
                        kernel.name()
                    );
                    assert_ne!(p, m);
                }
            }
        }
    }
}
