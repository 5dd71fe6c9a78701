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
//! The overrides below cite the measurements behind them. `reports/` in the
//! repository holds the full per-CPU reports, every run of every CPU
//! measured (other builds, other hosts), and every file of a class is
//! evidence for its orders: for each kernel and use, the implementation
//! whose worst regret over the class's files is least (minimax regret),
//! derived by `tools/derive-orders.py`. `tests/corpus.rs` hands that tool
//! the crate's choices and fails where one does not hold on the corpus:
//! within the targets on every file (5 %, or 0.3 ns for a single-board
//! call through the table), or within the noise the corpus itself shows
//! (a file's rounds that do not settle a ranking; files of one CPU model
//! that disagree, which is code placement or noise, not the CPU). A choice
//! kept against the derivation carries its reason beside its order, in a
//! comment that starts "Kept against the corpus" and names the group, use,
//! kernel and method (the form is in the tool's documentation): at present
//! the Zen 4 rook's and queen's many-squares forms, which follow an
//! engine's twelve squares a call rather than the report's 4096.
//!
//! The single-board kernels called through the table sit on whole cycles
//! of the call: on these CPUs an implementation whose code crosses a
//! 64-byte line costs one cycle more than one that does not, and which
//! crosses moves with every build (what sits next to what). The files of
//! one model disagree by that cycle (0xa7 and 0xcf: up to 25 % to 29 %),
//! so between implementations of about the same cost the corpus decides
//! nothing there beyond the minimax rule; see `docs/report.md`.

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

/// AMD Zen 1/2 (microcoded `pext`). Figures: the class's corpus file
/// `reports/amd-17h-1h-20261129-035506-d0e1379.json` ("d0e1379" below; AMD
/// EPYC Naples, Zen 1, family 0x17 model 0x01, a quiet 2-vCPU KVM guest;
/// plain x86-64 release build, full mode, 9 rounds; ns per call, or per
/// board for the batch and many-squares forms, through the table; every
/// ranking cited is settled by its rounds). Each entry is the
/// implementation of least worst regret over the class's files
/// (`tools/derive-orders.py`); kernels not listed take the default order,
/// which holds there within the corpus's targets. Zen 1 runs each 256-bit
/// operation as two 128-bit halves: Kogge-Stone in a ymm register, which
/// leads the scalar form by 40 % in Zen 3's files, takes twice as long
/// here, and the vector lanes that lead the per-square batch forms on Zen
/// 3 are 21 % to 57 % behind the magic table's lookup; most batch forms
/// still gain from AVX2.
///
/// Zen 2 (model 0x30 and up, full 256-bit units) is not split from Zen 1:
/// it has no corpus file, and the two figures from a Zen 2 (AMD EPYC,
/// model 0x31, an older build, `report --quick` and one full run, not
/// kept) that the class's order cited before agree with d0e1379 on
/// `rook_attacks` and disagree on one kernel, `queen_attacks_from_batch`
/// (avx2/hyperbola 2.74 against scalar/magic 4.07 there; d0e1379 has
/// scalar/magic 3.835 ahead of avx2/hyperbola 4.892), where that run
/// measured neither `scalar/black_magic` nor `avx2/lanes`. One figure of a
/// run not in the corpus does not settle a class of its own; a Zen 2 file
/// in `reports/` would (the tool lists kernels where two models' files
/// each agree and disagree with each other).
const ZEN12: &[(Kernel, &[Method])] = &[
    // d0e1379 rook_attacks: scalar/kogge_stone 9.886, scalar/dumb7fill 19.930, avx2/kogge_stone 21.280; the Zen 2 run had scalar/kogge_stone 7.30, avx2/kogge_stone 8.10.
    (Kernel::RookAttacks, &[Method::ScalarKoggeStone]),
    // d0e1379 bishop_attacks: scalar/kogge_stone 10.530, scalar/dumb7fill 20.160, avx2/kogge_stone 21.230.
    (Kernel::BishopAttacks, &[Method::ScalarKoggeStone]),
    // d0e1379 rook_attacks_from: scalar/black_magic 3.606, scalar/magic 3.924, scalar/hyperbola_bswap 4.430 (the znver2 prediction), avx2/hyperbola_bswap 4.454.
    (Kernel::RookAttacksFrom, &[Method::ScalarBlackMagic]),
    // d0e1379 bishop_attacks_from: scalar/black_magic 3.016, scalar/magic 3.253, avx2/hyperbola_bswap 4.413 (the znver2 prediction).
    (Kernel::BishopAttacksFrom, &[Method::ScalarBlackMagic]),
    // d0e1379 king_safety: scalar/hyperbola_bswap 27.600, scalar/loop 29.310, avx2/lanes 40.590, avx2/kogge_stone 51.020.
    (Kernel::KingSafety, &[Method::ScalarHyperbolaBswap]),
    // d0e1379 extract_anti_diagonal_through: scalar/multiply 5.826, scalar/rotate 7.390, sse2/sad 8.705, sse2/movemask 8.851.
    (
        Kernel::ExtractAntiDiagonalThrough,
        &[Method::ScalarMultiply],
    ),
    // d0e1379 flip_diagonal: sse2/movemask 4.062, scalar/delta_swap 4.475, avx2/movemask 5.645.
    (Kernel::FlipDiagonal, &[Method::Sse2Movemask]),
    // d0e1379 flip_anti_diagonal: scalar/delta_swap 4.441, avx2/movemask 5.656.
    (Kernel::FlipAntiDiagonal, &[Method::ScalarDeltaSwap]),
    // d0e1379 rotate_90_clockwise: sse2/movemask 4.033, scalar/delta_swap 4.506, avx2/movemask 5.648.
    (Kernel::Rotate90Clockwise, &[Method::Sse2Movemask]),
    // d0e1379 rotate_90_anticlockwise: sse2/movemask 4.049, scalar/swap_bytes 4.523, avx2/movemask 5.666.
    (Kernel::Rotate90Anticlockwise, &[Method::Sse2Movemask]),
    // d0e1379 shift_one_batch: scalar/rotate 0.524, avx2/shift 0.608.
    (Kernel::ShiftOneBatch, &[Method::ScalarRotate]),
    // (attacks_by_direction_batch takes the default order's avx2/quads: d0e1379 avx2/quads 10.830, avx2/shift 21.500, the znver2 prediction, scalar/kogge_stone 31.640.)
    // d0e1379 side_attacks_batch: scalar/kogge_stone 12.940, avx2/shift 13.970, avx2/kogge_stone 22.820.
    (Kernel::SideAttacksBatch, &[Method::ScalarKoggeStone]),
    // d0e1379 pawn_double_pushes_batch: avx2/autovec-shift 0.417, avx2/shift 0.440 (+5.5 %), scalar/shift 0.611.
    (Kernel::PawnDoublePushesBatch, &[Method::Avx2AutovecShift]),
    // d0e1379 rotate_90_anticlockwise_batch: avx2/delta_swap 1.490 (the znver2 prediction, measured), avx2/autovec-swap_bytes 1.528, avx2/split 1.594, sse2/delta_swap 2.057.
    (Kernel::Rotate90AnticlockwiseBatch, &[Method::Avx2DeltaSwap]),
    // The per-square batch and many-squares forms: the magic table's lookup, one
    // square at a time, ahead of four squares in a ymm register split in two.
    // d0e1379 rook_attacks_from_batch: scalar/black_magic 1.862, scalar/magic 2.177, avx2/lanes 2.412, avx2/hyperbola_bswap 2.731.
    (Kernel::RookAttacksFromBatch, &[Method::ScalarBlackMagic]),
    // d0e1379 queen_attacks_from_batch: scalar/black_magic 3.159, avx2/lanes 3.807, scalar/magic 3.835, avx2/hyperbola_bswap 4.065, avx2/hyperbola 4.892.
    (Kernel::QueenAttacksFromBatch, &[Method::ScalarBlackMagic]),
    // d0e1379 rook_attacks_from_squares: scalar/black_magic 1.398, avx2/lanes 2.190, scalar/hyperbola_bswap 2.802.
    (Kernel::RookAttacksFromSquares, &[Method::ScalarBlackMagic]),
    // d0e1379 bishop_attacks_from_squares: scalar/black_magic 1.383, avx2/lanes 2.033, sse2/lanes 3.218.
    (
        Kernel::BishopAttacksFromSquares,
        &[Method::ScalarBlackMagic],
    ),
    // d0e1379 queen_attacks_from_squares: scalar/black_magic 2.654, avx2/lanes 3.582, scalar/hyperbola_bswap 5.545.
    (Kernel::QueenAttacksFromSquares, &[Method::ScalarBlackMagic]),
    // The avx2 token, which d0e1379 is the only file to measure (the token
    // of every CPU with slow `pext`: `bmi2` is lowered to `avx2`), runs the
    // registry's token orders (`registry/`), which this list does not set:
    // rook_attacks, bishop_attacks and extract_anti_diagonal_through have an
    // entry of their own for that token there, from this file.
];

/// AMD Zen 3. Figures: the corpus report
/// `reports/amd-19h-1h-20261124-170248-39b9cf2.json` ("39b9cf2" below; AMD EPYC
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
    // 39b9cf2 diagonal_shift_tr: scalar/binary 2.395, sse2/multiply 3.390 (won 8/9); binary first in the two runs before it (unsettled), multiply in the 9b9106c file (9/9).
    (Kernel::DiagonalShiftTr, &[Method::ScalarBinary]),
    // 39b9cf2 extract_diagonal: sse2/sad 2.602, bmi2/pext 2.676 (won 6/9), scalar/multiply 2.985 (won 8/9); sad within 1 % of the fastest in three of four runs.
    (Kernel::ExtractDiagonal, &[Method::Sse2Sad]),
    // 39b9cf2 extract_anti_diagonal: sse2/movemask 2.274, bmi2/pext 3.119 (won 7/9); movemask first in all four runs.
    (Kernel::ExtractAntiDiagonal, &[Method::Sse2Movemask]),
    // 39b9cf2 extract_diagonal_through: bmi2/pext 3.646, scalar/multiply-shift 4.022 (won 9/9); pext first in all four runs.
    (Kernel::ExtractDiagonalThrough, &[Method::Bmi2Pext]),
    // 39b9cf2 deposit_diagonal: bmi2/pdep 2.669, scalar/multiply 3.205 (unsettled); multiply first (8/9) in the 9b9106c file.
    (Kernel::DepositDiagonal, &[Method::ScalarMultiply]),
    // 39b9cf2 deposit_anti_diagonal: bmi2/pdep 2.597, avx2/compare 3.087 (unsettled); compare first (8/9) in the 9b9106c file.
    (Kernel::DepositAntiDiagonal, &[Method::Avx2Compare]),
    // 39b9cf2 deposit_diagonal_through: bmi2/pdep 3.023, scalar/multiply 3.412, avx2/compare 3.432 (unsettled); compare first in the 9b9106c file (9/9) and the run before this one (8/9).
    (Kernel::DepositDiagonalThrough, &[Method::Avx2Compare]),
    // 39b9cf2 deposit_anti_diagonal_through: bmi2/pdep 3.060, avx2/compare 3.136 (unsettled); compare first (9/9) in the 9b9106c file.
    (Kernel::DepositAntiDiagonalThrough, &[Method::Avx2Compare]),
    // 39b9cf2 flip_diagonal: sse2/movemask 2.667, avx2/movemask 3.168 (unsettled), scalar/delta_swap 3.930 (won 9/9); movemask first (8/9) in the 9b9106c file.
    (Kernel::FlipDiagonal, &[Method::Sse2Movemask]),
    // 39b9cf2 rotate_90_anticlockwise: sse2/movemask 2.461, avx2/movemask 3.424 (unsettled), scalar/swap_bytes 3.758 (won 9/9); first in the two runs before it (one settled).
    (Kernel::Rotate90Anticlockwise, &[Method::Sse2Movemask]),
    // 39b9cf2 rook_attacks_from_batch: avx2/lanes 1.174, avx2/hyperbola_bswap 1.451 (won 9/9), bmi2/pext 1.576 (won 9/9).
    (Kernel::RookAttacksFromBatch, &[Method::Avx2Lanes]),
    // 39b9cf2 bishop_attacks_from_batch: avx2/lanes 1.033, bmi2/pext 1.047 (won 8/9), avx2/hyperbola_bswap 1.070 (won 8/9).
    (Kernel::BishopAttacksFromBatch, &[Method::Avx2Lanes]),
    // 39b9cf2 queen_attacks_from_batch: avx2/lanes 1.942, avx2/hyperbola_bswap 2.883 (won 9/9), bmi2/pext 3.321 (won 9/9).
    (Kernel::QueenAttacksFromBatch, &[Method::Avx2Lanes]),
    // 39b9cf2 rotate_90_clockwise_batch: avx2/delta_swap 0.552, avx2/autovec-delta_swap 0.627 (settled; the registry's order at the avx2 level, +13.6 %).
    (Kernel::Rotate90ClockwiseBatch, &[Method::Avx2DeltaSwap]),
    // 39b9cf2 rotate_90_anticlockwise_batch: avx2/delta_swap 0.585, avx2/split 0.599, avx2/autovec-swap_bytes 0.628 (settled; the registry's order, +7.5 %).
    (Kernel::Rotate90AnticlockwiseBatch, &[Method::Avx2DeltaSwap]),
    // fbb3d7d king_safety: scalar/hyperbola_bswap 18.90, bmi2/pext 22.41 (won 9/9), avx2/kogge_stone 22.69, scalar/loop 25.64; the scan with lookups that read no table, on the workload's random positions (the free function and the tokens run their own scans inlined).
    (Kernel::KingSafety, &[Method::ScalarHyperbolaBswap]),
    // The many-squares forms as measured (fbb3d7d): rook bmi2/pext 1.184; bishop avx2/lanes 1.101;
    // queen avx2/lanes 1.894, bmi2/pext 2.078 (unsettled). The lanes beside `pext`
    // (`bmi2/lanes-pext`, first in the registry) came after that file and have no Zen 3 figure yet.
    (Kernel::RookAttacksFromSquares, &[Method::Bmi2Pext]),
    (Kernel::BishopAttacksFromSquares, &[Method::Avx2Lanes]),
    (Kernel::QueenAttacksFromSquares, &[Method::Avx2Lanes]),
];

/// Predicted orders: where a class has no corpus report, `tools/mca`
/// (llvm-mca over the crate's own release machine code, per CPU model)
/// predicts cycles per implementation. It picked within 5 % of the measured
/// fastest (or inside the rounds' spread) for 99 % of the kernels of the
/// Intel family 6 model 0xcf report of build 3d25e27, then
/// `reports/intel-6h-cfh-20261126-043210.json` (sapphirerapids model), and
/// 100 % of `reports/amd-19h-1h-20261124-170248-39b9cf2.json` (znver3), but
/// only about as often as "the widest vector level first" outside the
/// per-square kernels, and it
/// assumes every table read hits L1 (so it flatters the 687-849 KiB magic
/// and `pext` tables). So a prediction is taken only where it beats the
/// class's current choice by 10 % or more in the model and does not rest on
/// a large table. Cycles per call (single) or board (batch) below; the full
/// tables are `tools/mca/predicted-orders.md`.
///
/// The amd-zen1-2 class had four predictions (model znver2) until its
/// first corpus file, of a Zen 1 (`ZEN12`), replaced them: it measured
/// `rotate_90_anticlockwise_batch` as predicted, and the other three 23 %
/// (`rook_attacks_from`), 46 % (`bishop_attacks_from`) and 99 %
/// (`attacks_by_direction_batch`) behind its fastest (znver2 models a Zen 2,
/// whose 256-bit units a Zen 1 does not have).
///
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
/// (fdd3159) settled. The file now in
/// `reports/amd-19h-11h-20261127-081822-5656692.json` (build 5656692, the
/// first with the leapers and `side_attacks`; "5656692" below) puts the
/// same one first for each of these but `west_attacks_by_subtraction`
/// (avx512/gfni 2.994 against scalar/kogge_stone 3.667, unsettled, so the
/// order stays).
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
    // 5656692 deposit_anti_diagonal_through: avx512/mask 1.920, avx2/compare 2.440 (unsettled), bmi2/pdep 2.466 (unsettled) (Intel: pdep first).
    (Kernel::DepositAntiDiagonalThrough, &[Method::Avx512Mask]),
    // The GFNI transposes, where Intel's files tie and Zen 4's 256-bit form
    // runs behind: 5656692 flip_diagonal avx512/gfni 1.644, avx2/gfni 2.475;
    // rotate_90_clockwise 1.709, 2.509 (unsettled); rotate_90_anticlockwise
    // 2.680, 2.779 (unsettled).
    (Kernel::FlipDiagonal, &[Method::Avx512Gfni]),
    (Kernel::Rotate90Clockwise, &[Method::Avx512Gfni]),
    (Kernel::Rotate90Anticlockwise, &[Method::Avx512Gfni]),
    // mirror_horizontal: avx512/gfni 1.66, avx2/gfni 2.737, avx2/nibble_lut 2.736.
    (
        Kernel::MirrorHorizontal,
        &[Method::Avx512Gfni, Method::Avx2Gfni],
    ),
    // rook_attacks_from_batch (d865149; the Intel order otherwise): bmi2/lanes-gfni-pext 0.518,
    // avx2/lanes-gfni 0.545, bmi2/lanes-pext 0.685, bmi2/pext 0.820; 28cd754 (9 rounds, settled):
    // avx512/lanes-ymm-gfni 0.502, bmi2/lanes-gfni-pext 0.523, avx2/lanes-gfni 0.547; 0ae0378
    // (its rook's bits and files by shifts): 0.483, 0.518, 0.547.
    (
        Kernel::RookAttacksFromBatch,
        &[
            Method::Avx512LanesYmmGfni,
            Method::Bmi2LanesGfniPext,
            Method::Avx2LanesGfni,
        ],
    ),
    // 5656692 bishop_attacks_from_batch: avx2/lanes 0.570, avx2/lanes-gfni 0.571 (unsettled), avx512/lanes 0.640 (Intel: avx512/lanes first).
    // The lanes beside `pext` came after that file; the third file of this model (d865149, 9
    // rounds, settled) puts them first: bmi2/lanes-pext 0.489, avx2/lanes-gfni 0.561, avx2/lanes
    // 0.563.
    (
        Kernel::BishopAttacksFromBatch,
        &[Method::Bmi2LanesPext, Method::Avx2Lanes],
    ),
    // queen_attacks_from_batch: avx2/lanes-gfni 0.959, avx2/lanes 1.257, bmi2/pext 1.352, avx512/lanes 1.412 (Zen 4 splits 512-bit operations).
    // The lanes beside `pext`, as for the bishop (d865149): bmi2/lanes-gfni-pext 0.817,
    // avx2/lanes-gfni 0.956, bmi2/lanes-pext 0.999; 28cd754: bmi2/lanes-gfni-pext 0.838,
    // avx512/lanes-ymm-gfni 0.868, avx2/lanes-gfni 0.956.
    (
        Kernel::QueenAttacksFromBatch,
        &[
            Method::Bmi2LanesGfniPext,
            Method::Avx512LanesYmmGfni,
            Method::Avx2LanesGfni,
            Method::Avx2Lanes,
            Method::Bmi2Pext,
        ],
    ),
    // Many squares (the Intel rows above come from an Emerald Rapids run), where Zen 4's 256-bit
    // halves keep the AVX2 lanes first: rook_attacks_from_squares avx2/lanes-gfni 0.566, bmi2/pext
    // 0.619; bishop avx2/lanes 0.578, avx512/lanes-gfni 0.641 (unsettled), bmi2/pext 0.709; queen
    // avx2/lanes-gfni 0.974, avx512/lanes-gfni 1.062, bmi2/pext 1.222. The lanes beside `pext`
    // came after that file; the second file of this model (ab4969b, 9 rounds, all settled) puts
    // them first: rook bmi2/lanes-gfni-pext 0.461, bmi2/lanes-pext 0.490, avx2/lanes-gfni 0.557,
    // bmi2/pext 0.632; bishop bmi2/lanes-pext 0.462, avx2/lanes 0.565; queen
    // bmi2/lanes-gfni-pext 0.713, bmi2/lanes-pext 0.769, avx2/lanes-gfni 0.970. Those figures
    // are one call of the report's 4096 squares; at an engine's twelve the lanes alone lead the
    // rook and queen (the registry's comment has both measures), so they keep the lanes alone:
    // at twelve squares a call avx2/lanes-gfni ran 1227 to 1231 M lookups/s (rook) and 898 to
    // 902 (queen) against 1180 to 1208 and 858 to 867 for bmi2/lanes-gfni-pext, three paired
    // runs of `cargo bench --features bench --bench positions -- --all --positions 1000000
    // --rounds 15`; the same lanes in EVEX form, avx512/lanes-ymm-gfni, ran 1305 and 927
    // against 1221 and 893 for avx2/lanes-gfni (one run, 9 rounds) and lead them, the rook
    // 1431 once its bits and files came by shifts (0ae0378). In the positions section of the
    // 0ae0378 file the many-squares free functions on it ran 1320 (rook) and 955 (queen)
    // against 1316 and 804 for the folding loop of the free function. In the 4096-square
    // figure (0ae0378): rook avx512/lanes-ymm-gfni 0.483 against 0.461 for
    // bmi2/lanes-gfni-pext, queen 0.868 against 0.709. The corpus holds that choice within the
    // margin of this model's files where no order meets all of them; the files of 28cd754 and
    // 0ae0378 put it over (`reports/README.md`).
    // Kept against the corpus (amd-avx512, squares, rook_attacks_from_squares, avx512/lanes-ymm-gfni): the corpus times one call of 4096 squares, where the lanes beside pext lead; at an engine's twelve squares a call the lanes alone lead (above).
    // Kept against the corpus (amd-avx512, squares, queen_attacks_from_squares, avx512/lanes-ymm-gfni): as for the rook.
    (
        Kernel::RookAttacksFromSquares,
        &[
            Method::Avx512LanesYmmGfni,
            Method::Avx2LanesGfni,
            Method::Bmi2Pext,
        ],
    ),
    (
        Kernel::BishopAttacksFromSquares,
        &[Method::Bmi2LanesPext, Method::Avx2Lanes],
    ),
    (
        Kernel::QueenAttacksFromSquares,
        &[Method::Avx512LanesYmmGfni, Method::Avx2LanesGfni],
    ),
];

/// Intel with AVX-512. Figures: the class's five corpus files (plain
/// x86-64 release builds, full mode; ns per call for single-board kernels
/// and per board for batch forms, through the table, the median of the
/// rounds' medians; `~` where the file's rounds do not settle that its
/// fastest beats that figure):
///
/// * A1 `reports/intel-6h-a7h-20261126-042126-f290a99.json` and A2
///   `reports/intel-6h-a7h-20261127-001852-3c81533.json`: Intel Xeon,
///   family 6 model 0xa7 (a Sapphire Rapids-class core), two quiet 2-vCPU
///   KVM guests, 9 rounds each, builds f290a99 and 3c81533;
/// * C1 `reports/intel-6h-cfh-20261126-043210.json`, C2
///   `reports/intel-6h-cfh-20261127-153821-74de87b.json` and C3
///   `reports/intel-6h-cfh-20261127-154304.json`: Intel Xeon Emerald
///   Rapids, family 6 model 0xcf: a 16-core guest on a busy host (5 rounds,
///   build f290a99, built on another machine, so the file names no commit),
///   a 2-vCPU guest (9 rounds, 74de87b) and the 16-core host again (7
///   rounds, 74de87b built elsewhere).
///
/// Each entry is the implementation of least worst regret over the five
/// (`tools/derive-orders.py`). The two models' files agree with each other
/// wherever they settle a ranking, except where code placement decides: the
/// files of one model disagree by one cycle of the call on the single-board
/// kernels between builds (A1 against A2, C1 against C2 and C3), so those
/// are judged by the worst case over the builds, not by one build's ranking.
const INTEL_AVX512: &[(Kernel, &[Method])] = &[
    // rook_attacks_from (bmi2/pext, scalar/black_magic): A1 1.251 1.362; A2 1.244 1.346; C1 1.835 1.971; C2 1.975 2.235; C3 1.721 2.013.
    (Kernel::RookAttacksFrom, &[Method::Bmi2Pext]),
    // bishop_attacks_from (scalar/black_magic, bmi2/pext): A1 1.136 1.376; A2 1.226 1.237; C1 1.586 2.119~; C2 1.824 2.350; C3 1.780 2.245.
    // (The free function runs its lookup inlined, in an order of its own
    // from the inlined figures: `inlined.rs`.)
    (Kernel::BishopAttacksFrom, &[Method::ScalarBlackMagic]),
    // west_attacks_by_subtraction (avx512/gfni, scalar/kogge_stone): A1 1.590 1.493; A2 1.523 1.720~; C1 1.869 2.314; C2 2.512 2.866; C3 2.286 2.625.
    (Kernel::WestAttacksBySubtraction, &[Method::Avx512Gfni]),
    // east_attacks_by_subtraction_batch (avx512/psubb, avx2/psubb): A1 0.185 0.194; A2 0.181 0.190; C1 0.255 0.278; C2 0.278 0.306; C3 0.267 0.292.
    (
        Kernel::EastAttacksBySubtractionBatch,
        &[Method::Avx512Psubb],
    ),
    // extract_file, deposit_diagonal and deposit_file take the registry's
    // pext/pdep first: each build puts one of the two forms a cycle behind
    // the other through the table, and pext/pdep has the lesser worst case.
    // extract_file (bmi2/pext, scalar/multiply): A1 1.494 1.250; A2 0.992 1.239; C1 2.183 1.868; C2 1.957 2.354; C3 1.950 2.329 (worst 19.5 % against 24.9 %).
    // deposit_diagonal (bmi2/pdep, scalar/multiply): A1 1.215 1.065; A2 0.991 1.238; C1 1.854~ 1.592; C2 1.569 2.025; C3 1.563 1.951 (14.1 % against 29.1 %).
    // deposit_file (bmi2/pdep, scalar/multiply, scalar/binary): A1 1.261 1.244~ 1.236; A2 1.236 1.364 1.299; C1 2.238~ 1.838 1.930~; C2 2.019 2.360 2.417; C3 1.901 2.309 2.221 (2.0 % against 21.5 %).
    // extract_diagonal_through (bmi2/pext, scalar/multiply-shift): A1 1.080 1.184; A2 1.075 1.237; C1 1.502 1.684~; C2 2.352~ 2.349; C3 2.349~ 2.338.
    (Kernel::ExtractDiagonalThrough, &[Method::Bmi2Pext]),
    // deposit_diagonal_through (avx512/mask, bmi2/pdep, avx2/compare): A1 1.243 1.245~ 1.494; A2 1.235 1.237~ 1.486; C1 2.298 2.522~ 2.695; C2 2.025 2.425 2.423; C3 1.955 2.344 2.346.
    // pdep next: a build without the `avx512` feature has no mask form.
    (
        Kernel::DepositDiagonalThrough,
        &[Method::Avx512Mask, Method::Bmi2Pdep],
    ),
    // deposit_anti_diagonal_through (bmi2/pdep, avx512/mask, avx2/compare): A1 1.241 1.024 1.390; A2 1.303 1.233 1.400; C1 2.000~ 1.926 2.322; C2 2.052 2.091~ 1.657; C3 1.898 1.909 1.522.
    // Every form is a cycle behind in some build (worst: pdep 24.7 %, mask 25.4 %, compare 35.7 %).
    (Kernel::DepositAntiDiagonalThrough, &[Method::Bmi2Pdep]),
    // mirror_horizontal (avx2/gfni, avx2/nibble_lut, avx512/gfni): A1 1.249 1.251~ 1.265; A2 1.421 1.456 1.235; C1 1.808~ 1.804 2.166; C2 2.054~ 2.028 2.032~; C3 1.883~ 1.847 1.881~.
    (Kernel::MirrorHorizontal, &[Method::Avx2Gfni]),
    // The transposes by GFNI: the 256-bit and 512-bit forms tie but where
    // one build puts the 512-bit one a cycle behind.
    // flip_diagonal (avx2/gfni, avx512/gfni): A1 1.011 1.013; A2 0.992 1.236; C1 1.484~ 1.455; C2 2.052~ 2.047; C3 1.967 1.974~.
    (Kernel::FlipDiagonal, &[Method::Avx2Gfni]),
    // rotate_90_clockwise (avx2/gfni, avx512/gfni): A1 1.011~ 1.011; A2 0.994 1.239; C1 1.395~ 1.395; C2 2.024 2.039~; C3 1.923~ 1.910.
    (Kernel::Rotate90Clockwise, &[Method::Avx2Gfni]),
    // rotate_90_anticlockwise (avx2/gfni, avx512/gfni): A1 1.010 1.013~; A2 0.984 0.991~; C1 1.443 1.444~; C2 2.084 2.463; C3 1.881 2.259.
    (Kernel::Rotate90Anticlockwise, &[Method::Avx2Gfni]),
    // rook_attacks_from_batch (avx2/lanes-gfni, bmi2/pext): A1 0.583 0.670; A2 0.543 0.656; C1 0.835 0.974; C2 0.879 1.059; C3 0.847 0.997.
    (Kernel::RookAttacksFromBatch, &[Method::Avx2LanesGfni]),
    // bishop_attacks_from_batch (avx512/lanes, bmi2/pext): A1 0.515~ 0.512; A2 0.489 0.556; C1 0.600 0.742; C2 0.672 0.786; C3 0.661 0.775.
    (Kernel::BishopAttacksFromBatch, &[Method::Avx512Lanes]),
    // queen_attacks_from_batch (avx512/lanes, bmi2/pext): A1 0.991 1.001; A2 0.976 0.989; C1 1.404 1.443~; C2 1.508 1.593; C3 1.455 1.556.
    (Kernel::QueenAttacksFromBatch, &[Method::Avx512Lanes]),
    // Many squares, one occupancy (A1 and C1 predate these kernels):
    // rook_attacks_from_squares (bmi2/pext, avx512/lanes-gfni): A2 0.419 0.510; C2 0.721 0.770~; C3 0.637 0.732~.
    (
        Kernel::RookAttacksFromSquares,
        &[Method::Bmi2Pext, Method::Avx512LanesGfni],
    ),
    // bishop_attacks_from_squares (bmi2/pext, avx512/lanes): A2 0.420 0.489; C2 0.802 0.873~; C3 0.633 0.670.
    (
        Kernel::BishopAttacksFromSquares,
        &[Method::Bmi2Pext, Method::Avx512Lanes],
    ),
    // queen_attacks_from_squares (bmi2/pext, avx512/lanes-gfni): A2 0.755 0.776; C2 1.202~ 1.192; C3 1.108 1.126~.
    // At an engine's 12 squares per call the positions sections have the
    // pext loop ahead as well; with pext in the table the free function
    // runs the loop inlined, with no call (`before_main::squares`).
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
            CpuClass::AmdZen12,
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
