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
//! The overrides below give the reasons behind them; the figures are in
//! `reports/` (the full per-CPU reports, every run of every CPU measured,
//! other builds, other hosts) and, for what the corpus does not hold, in
//! docs/measurements.md, "Orders". Every file of a class is evidence for
//! its orders: for each kernel and use, the implementation whose worst
//! regret over the class's files is least (minimax regret), derived by
//! `tools/derive-orders.py`. `tests/corpus.rs` hands that tool the crate's
//! choices and fails where one does not hold on the corpus: within the
//! targets on every file (5 %, or three tenths of a nanosecond for a
//! single-board call through the table), or within the noise the corpus
//! itself shows (a file's rounds that do not settle a ranking; files of one
//! CPU model that disagree, which is code placement or noise, not the CPU).
//! A choice kept against the derivation carries its reason beside its
//! order, in a comment that starts "Kept against the corpus" and names the
//! group, use, kernel and method (the form is in the tool's
//! documentation): at present the Zen 4 rook's and queen's many-squares
//! forms, which follow an engine's twelve squares a call rather than the
//! report's 4096.
//!
//! The single-board kernels called through the table sit on whole cycles
//! of the call: on these CPUs an implementation whose code crosses a
//! 64-byte line costs one cycle more than one that does not, and which
//! crosses moves with every build (what sits next to what). The files of
//! one model disagree by that cycle (0xa7 and 0xcf: by up to a quarter or
//! more), so between implementations of about the same cost the corpus
//! decides nothing there beyond the minimax rule; see `docs/report.md`.

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

/// AMD Zen 1/2 (microcoded `pext`). Evidence: the class's corpus file
/// `reports/amd-17h-1h-20261129-035506-d0e1379.json` ("d0e1379" below; AMD
/// EPYC Naples, Zen 1, family 0x17 model 0x01, a quiet 2-vCPU KVM guest;
/// every ranking followed is settled by its rounds). Each entry is the
/// implementation of least worst regret over the class's files
/// (`tools/derive-orders.py`); kernels not listed take the default order,
/// which holds there within the corpus's targets. Zen 1 runs each 256-bit
/// operation as two 128-bit halves: Kogge-Stone in a ymm register, which
/// leads the scalar form clearly in Zen 3's files, takes twice as long
/// here, and the vector lanes that lead the per-square batch forms on Zen
/// 3 are behind the magic table's lookup; most batch forms still gain from
/// AVX2.
///
/// Zen 2 (model 0x30 and up, full 256-bit units) is not split from Zen 1:
/// it has no corpus file, and the two figures from a Zen 2 that the
/// class's order cited before (a run not kept; docs/measurements.md,
/// "Orders") agree with d0e1379 on `rook_attacks` and disagree on one
/// kernel, `queen_attacks_from_batch`, where that run measured neither
/// `scalar/black_magic` nor `avx2/lanes`. One figure of a run not in the
/// corpus does not settle a class of its own; a Zen 2 file in `reports/`
/// would (the tool lists kernels where two models' files each agree and
/// disagree with each other).
const ZEN12: &[(Kernel, &[Method])] = &[
    // Kogge-Stone in general registers: the ymm form runs in two halves.
    (Kernel::RookAttacks, &[Method::ScalarKoggeStone]),
    (Kernel::BishopAttacks, &[Method::ScalarKoggeStone]),
    // The black magics' smaller table, ahead of the magics and hyperbola.
    (Kernel::RookAttacksFrom, &[Method::ScalarBlackMagic]),
    (Kernel::BishopAttacksFrom, &[Method::ScalarBlackMagic]),
    // The scan with lookups that read no table.
    (Kernel::KingSafety, &[Method::ScalarHyperbolaBswap]),
    // The multiply: the SSE2 forms' moves between register files cost more.
    (
        Kernel::ExtractAntiDiagonalThrough,
        &[Method::ScalarMultiply],
    ),
    // The 128-bit movemask transpose; the ymm form runs in two halves.
    (Kernel::FlipDiagonal, &[Method::Sse2Movemask]),
    (Kernel::FlipAntiDiagonal, &[Method::ScalarDeltaSwap]),
    (Kernel::Rotate90Clockwise, &[Method::Sse2Movemask]),
    (Kernel::Rotate90Anticlockwise, &[Method::Sse2Movemask]),
    (Kernel::ShiftOneBatch, &[Method::ScalarRotate]),
    // (attacks_by_direction_batch takes the default order's avx2/quads.)
    (Kernel::SideAttacksBatch, &[Method::ScalarKoggeStone]),
    // The auto-vectorised loop, a few per cent ahead of avx2/shift.
    (Kernel::PawnDoublePushesBatch, &[Method::Avx2AutovecShift]),
    // The znver2 prediction, measured.
    (Kernel::Rotate90AnticlockwiseBatch, &[Method::Avx2DeltaSwap]),
    // The per-square batch and many-squares forms: the magic table's lookup, one
    // square at a time, ahead of four squares in a ymm register split in two.
    (Kernel::RookAttacksFromBatch, &[Method::ScalarBlackMagic]),
    (Kernel::QueenAttacksFromBatch, &[Method::ScalarBlackMagic]),
    (Kernel::RookAttacksFromSquares, &[Method::ScalarBlackMagic]),
    (
        Kernel::BishopAttacksFromSquares,
        &[Method::ScalarBlackMagic],
    ),
    (Kernel::QueenAttacksFromSquares, &[Method::ScalarBlackMagic]),
    // The avx2 token, which d0e1379 is the only file to measure (the token
    // of every CPU with slow `pext`: `bmi2` is lowered to `avx2`), runs the
    // registry's token orders (`registry/`), which this list does not set:
    // rook_attacks, bishop_attacks and extract_anti_diagonal_through have an
    // entry of their own for that token there, from this file.
];

/// AMD Zen 3. Evidence: the corpus report
/// `reports/amd-19h-1h-20261124-170248-39b9cf2.json` ("39b9cf2" below; AMD
/// EPYC Milan, family 0x19 model 0x01, a 2-vCPU KVM guest; 9 rounds). Only
/// rankings the rounds settled are followed, and only where most of the
/// four 9-round corpus runs made on such guests (this file, two runs of
/// this build just before it, and the file of build 9b9106c it replaced)
/// ranked the same way: the one-call figures differ by fractions of the
/// indirect call, and a ranking one run settles another can reverse (the
/// sign test over one run's rounds does not see what differs between
/// processes). Left at the default order: the single-board deposits other
/// than those below, extract_file and mirror_horizontal (unsettled in this
/// file); bishop_attacks_from, where the runs disagreed (each of pext,
/// scalar/magic and black_magic first in one) and the default black_magic
/// stayed near the fastest in all four.
const ZEN3: &[(Kernel, &[Method])] = &[
    // Binary first in the runs of this build (the 9b9106c file had the multiply).
    (Kernel::DiagonalShiftTr, &[Method::ScalarBinary]),
    // SAD within a per cent of the fastest in three of four runs.
    (Kernel::ExtractDiagonal, &[Method::Sse2Sad]),
    // Movemask first in all four runs.
    (Kernel::ExtractAntiDiagonal, &[Method::Sse2Movemask]),
    // Pext first in all four runs.
    (Kernel::ExtractDiagonalThrough, &[Method::Bmi2Pext]),
    // Unsettled here; multiply first in the 9b9106c file.
    (Kernel::DepositDiagonal, &[Method::ScalarMultiply]),
    // Unsettled here; compare first in the 9b9106c file.
    (Kernel::DepositAntiDiagonal, &[Method::Avx2Compare]),
    // Unsettled here; compare first in the 9b9106c file and the run before this one.
    (Kernel::DepositDiagonalThrough, &[Method::Avx2Compare]),
    // Unsettled here; compare first in the 9b9106c file.
    (Kernel::DepositAntiDiagonalThrough, &[Method::Avx2Compare]),
    // Movemask first here and in the 9b9106c file.
    (Kernel::FlipDiagonal, &[Method::Sse2Movemask]),
    // Movemask first here and in the two runs before it.
    (Kernel::Rotate90Anticlockwise, &[Method::Sse2Movemask]),
    // The lanes, settled ahead of the byte-swap hyperbola and pext.
    (Kernel::RookAttacksFromBatch, &[Method::Avx2Lanes]),
    (Kernel::BishopAttacksFromBatch, &[Method::Avx2Lanes]),
    (Kernel::QueenAttacksFromBatch, &[Method::Avx2Lanes]),
    // Settled ahead of the auto-vectorised loop (the registry's order at the avx2 level).
    (Kernel::Rotate90ClockwiseBatch, &[Method::Avx2DeltaSwap]),
    // Settled ahead of the split form and the auto-vectorised loop.
    (Kernel::Rotate90AnticlockwiseBatch, &[Method::Avx2DeltaSwap]),
    // fbb3d7d: the scan with lookups that read no table, on the workload's random positions,
    // settled ahead of pext (the free function and the tokens run their own scans inlined).
    (Kernel::KingSafety, &[Method::ScalarHyperbolaBswap]),
    // The many-squares forms as measured (fbb3d7d; queen unsettled). The lanes beside `pext`
    // (`bmi2/lanes-pext`, first in the registry) came after that file and have no Zen 3 figure
    // yet.
    (Kernel::RookAttacksFromSquares, &[Method::Bmi2Pext]),
    (Kernel::BishopAttacksFromSquares, &[Method::Avx2Lanes]),
    (Kernel::QueenAttacksFromSquares, &[Method::Avx2Lanes]),
];

/// Predicted orders: where a class has no corpus report, `tools/mca`
/// (llvm-mca over the crate's own release machine code, per CPU model)
/// predicts cycles per implementation. It picked within 5 % of the measured
/// fastest (or inside the rounds' spread) for nearly all the kernels of the
/// Intel family 6 model 0xcf and Zen 3 corpus files, but only about as
/// often as "the widest vector level first" outside the per-square kernels,
/// and it assumes every table read hits L1 (so it flatters the magic and
/// `pext` tables, well over half a MiB each). So a prediction is taken only
/// where it beats the class's current choice by 10 % or more in the model
/// and does not rest on a large table. The full tables are
/// `tools/mca/predicted-orders.md`.
///
/// The amd-zen1-2 class had four predictions (model znver2) until its
/// first corpus file, of a Zen 1 (`ZEN12`), replaced them: it measured
/// `rotate_90_anticlockwise_batch` as predicted, and the other three
/// (`rook_attacks_from`, `bishop_attacks_from` and
/// `attacks_by_direction_batch`) well behind its fastest (znver2 models a
/// Zen 2, whose 256-bit units a Zen 1 does not have).
///
/// Intel without AVX-512 (Haswell to Arrow Lake clients), model haswell
/// (skylake and alderlake agree):
const PREDICTED_INTEL_AVX2: &[(Kernel, &[Method])] = &[
    // tools/mca/predicted-orders.md haswell rook_ and bishop_attacks_from: bmi2/pext well ahead.
    // (Both tables of about the same size. Through the table the Intel
    // AVX-512 reports measured pext ahead for the rook and black_magic
    // for the bishop; a client core has no report yet.)
    (Kernel::RookAttacksFrom, &[Method::Bmi2Pext]),
    (Kernel::BishopAttacksFrom, &[Method::Bmi2Pext]),
];

/// AMD Zen 4/5 (AVX-512 through 256-bit halves, GFNI, one-micro-op
/// `pext`/`pdep`): where the Zen 4 corpus files (AMD EPYC family 0x19
/// model 0x11, a 2-vCPU KVM guest) disagree with the Intel AVX-512 orders;
/// every other kernel takes [`INTEL_AVX512`]'s. Where a file's rounds do
/// not settle the first against the second, the order keeps what an
/// earlier file settled (fdd3159, 3a59ddd). The file
/// `reports/amd-19h-11h-20261127-081822-5656692.json` (build 5656692, the
/// first with the leapers and `side_attacks`; "5656692" below) puts the
/// same one first for each of these but `west_attacks_by_subtraction`
/// (avx512/gfni ahead, unsettled, so the order stays).
const AMD_AVX512: &[(Kernel, &[Method])] = &[
    // The 512-bit fills, about even with the dumb7 form (Intel: avx2 first).
    (
        Kernel::AttacksByDirection,
        &[Method::Avx512KoggeStone, Method::Avx2KoggeStone],
    ),
    // Through a pointer the black magics' smaller table; the free function's inlined lookup
    // stays pext (`inlined.rs`).
    (
        Kernel::RookAttacksFrom,
        &[Method::ScalarBlackMagic, Method::Bmi2Pext],
    ),
    // Unsettled against avx512/gfni in each file; kept as fdd3159 settled it.
    (
        Kernel::WestAttacksBySubtraction,
        &[Method::ScalarKoggeStone],
    ),
    // One-micro-op pext (Intel: multiply first).
    (
        Kernel::ExtractFile,
        &[Method::Bmi2Pext, Method::ScalarMultiply],
    ),
    (
        Kernel::ExtractDiagonalThrough,
        &[Method::ScalarMultiplyShift, Method::Bmi2Pext],
    ),
    (
        Kernel::DepositFile,
        &[Method::Bmi2Pdep, Method::ScalarBinary],
    ),
    // Settled in 3a59ddd (unsettled in fdd3159; Intel: multiply first).
    (
        Kernel::DepositDiagonal,
        &[Method::Bmi2Pdep, Method::ScalarMultiply],
    ),
    (
        Kernel::DepositDiagonalThrough,
        &[Method::Bmi2Pdep, Method::Avx2Compare],
    ),
    // 5656692: the mask form ahead of compare and pdep, unsettled (Intel: pdep first).
    (Kernel::DepositAntiDiagonalThrough, &[Method::Avx512Mask]),
    // The GFNI transposes, where Intel's files tie and Zen 4's 256-bit form
    // runs behind.
    (Kernel::FlipDiagonal, &[Method::Avx512Gfni]),
    (Kernel::Rotate90Clockwise, &[Method::Avx512Gfni]),
    (Kernel::Rotate90Anticlockwise, &[Method::Avx512Gfni]),
    (
        Kernel::MirrorHorizontal,
        &[Method::Avx512Gfni, Method::Avx2Gfni],
    ),
    // The lanes in EVEX form lead (28cd754, 0ae0378, settled; its rook's bits and files by
    // shifts in 0ae0378), then the lanes beside `pext` (d865149); the Intel order otherwise.
    (
        Kernel::RookAttacksFromBatch,
        &[
            Method::Avx512LanesYmmGfni,
            Method::Bmi2LanesGfniPext,
            Method::Avx2LanesGfni,
        ],
    ),
    // 5656692 had the avx2 lanes ahead (Intel: avx512/lanes first); the lanes beside `pext`
    // came after that file, and the third file of this model (d865149, settled) puts them first.
    (
        Kernel::BishopAttacksFromBatch,
        &[Method::Bmi2LanesPext, Method::Avx2Lanes],
    ),
    // Zen 4 splits 512-bit operations; the lanes beside `pext`, as for the bishop (d865149,
    // 28cd754), then the EVEX lanes.
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
    // Many squares, where Zen 4's 256-bit halves keep the AVX2 lanes first (the Intel rows
    // above come from an Emerald Rapids run). The lanes beside `pext` came after that file; the
    // second file of this model (ab4969b, settled) puts them first in the report's figure,
    // one call of 4096 squares. At an engine's twelve squares a call the lanes alone lead the
    // rook and queen, and their EVEX form, avx512/lanes-ymm-gfni, leads them (the registry's
    // comment; docs/measurements.md, "Many squares"), so the rook and queen keep the lanes
    // alone. The corpus holds that choice within the margin of this model's files where no
    // order meets all of them; the files of 28cd754 and 0ae0378 put it over
    // (`reports/README.md`).
    // Kept against the corpus (amd-avx512, squares, rook_attacks_from_squares, avx512/lanes-ymm-gfni): the corpus times one call of 4096 squares, where the lanes beside pext lead; at an engine's twelve squares a call the lanes alone lead (docs/measurements.md, "Many squares").
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

/// Intel with AVX-512. Evidence: the class's five corpus files (plain
/// x86-64 release builds, full mode; through the table):
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
    // Pext ahead of the black magics in every file.
    (Kernel::RookAttacksFrom, &[Method::Bmi2Pext]),
    // The black magics ahead of pext in every file.
    // (The free function runs its lookup inlined, in an order of its own
    // from the inlined figures: `inlined.rs`.)
    (Kernel::BishopAttacksFrom, &[Method::ScalarBlackMagic]),
    // GFNI ahead in every file but A1.
    (Kernel::WestAttacksBySubtraction, &[Method::Avx512Gfni]),
    // The 512-bit subtraction ahead in every file.
    (
        Kernel::EastAttacksBySubtractionBatch,
        &[Method::Avx512Psubb],
    ),
    // extract_file, deposit_diagonal and deposit_file take the registry's
    // pext/pdep first: each build puts one of the two forms a cycle behind
    // the other through the table, and pext/pdep has the lesser worst case
    // (docs/measurements.md, "Orders"). extract_diagonal_through: pext
    // ahead or tied in every file.
    (Kernel::ExtractDiagonalThrough, &[Method::Bmi2Pext]),
    // deposit_diagonal_through: the mask form ahead or tied in every file.
    // pdep next: a build without the `avx512` feature has no mask form.
    (
        Kernel::DepositDiagonalThrough,
        &[Method::Avx512Mask, Method::Bmi2Pdep],
    ),
    // Every form is a cycle behind in some build; pdep has the least worst case.
    (Kernel::DepositAntiDiagonalThrough, &[Method::Bmi2Pdep]),
    // The 256-bit GFNI form has the least worst regret over the five (A2 puts it a cycle
    // behind avx512/gfni, other builds the other way round).
    (Kernel::MirrorHorizontal, &[Method::Avx2Gfni]),
    // The transposes by GFNI: the 256-bit and 512-bit forms tie but where
    // one build puts the 512-bit one a cycle behind.
    (Kernel::FlipDiagonal, &[Method::Avx2Gfni]),
    (Kernel::Rotate90Clockwise, &[Method::Avx2Gfni]),
    (Kernel::Rotate90Anticlockwise, &[Method::Avx2Gfni]),
    // The GFNI lanes ahead of pext in every file.
    (Kernel::RookAttacksFromBatch, &[Method::Avx2LanesGfni]),
    // The 512-bit lanes ahead of pext (or tied) in every file.
    (Kernel::BishopAttacksFromBatch, &[Method::Avx512Lanes]),
    (Kernel::QueenAttacksFromBatch, &[Method::Avx512Lanes]),
    // Many squares, one occupancy (A1 and C1 predate these kernels): the pext loop ahead
    // of the lanes (or tied) in every file.
    (
        Kernel::RookAttacksFromSquares,
        &[Method::Bmi2Pext, Method::Avx512LanesGfni],
    ),
    (
        Kernel::BishopAttacksFromSquares,
        &[Method::Bmi2Pext, Method::Avx512Lanes],
    ),
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
