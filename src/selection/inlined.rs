//! What the per-square free functions (`rook_/bishop_/queen_attacks_from`)
//! may run inlined, and each CPU class's order of those lookups (data).
//!
//! A free function runs its lookup inlined in the caller's loop when the
//! lookup is one it has inlined code for (a kind of `kinds.rs`:
//! `bmi2/pext`, `scalar/black_magic`, `scalar/hyperbola`; see
//! `before_main.rs` and `slots.rs`); otherwise it calls through its slot,
//! which holds the active table's choice. The inlined order is kept apart
//! from the table's order: the table's order follows figures measured
//! through a function pointer, while a lookup inlined in a loop ranks
//! differently (the lookup's own latency and port use, not the call,
//! decide). The evidence for each class is therefore the report's inlined
//! figures (`inlined_ns`: the implementation inlined through a token) and
//! its peers section (the free function beside cozy-chess, same run).
//!
//! The one decision (`decision.rs`, use `Inline`) reads these orders: the
//! first method of the class's list whose registered implementation is in
//! this build, whose required features the active table may use, and which
//! does not use `pext` where `pext` is slow.

use super::class::CpuClass;
use super::kernel::Kernel;
use super::method::Method;

use CpuClass::*;
use Method::{Bmi2Pext, ScalarBlackMagic, ScalarHyperbola};

/// The inlined methods each class tries, best first (the same for the
/// rook, bishop and queen). Each ends in `scalar/hyperbola`, which every
/// build has, for builds without the magic and `pext` tables. The classes
/// with corpus files follow them (`tools/derive-orders.py`, use `inline`):
/// the figure is the lookup inlined through the report's token, ns per
/// lookup, loop included, rook/bishop/queen, in a loop the compiler cannot
/// vectorise (`engine_ns`) where a file has it, else `inlined_ns` without
/// `scalar/hyperbola`: the report's loop of independent lookups runs its
/// rook four squares an iteration in vector registers, which an engine's
/// per-square call never does, and in a dependent chain it is far behind.
/// `scalar/magic` is not listed: it needs what `scalar/black_magic` needs
/// and is slower inlined in every corpus file (rook inl 0.866 to 2.529
/// against 0.844 to 2.038).
const ORDERS: &[(CpuClass, &[Method])] = &[
    // The five intel-avx512 files (as named in `orders.rs`), inl avx512, pext and black_magic:
    // rook A1 0.710 0.853, A2 0.692 0.844, C1 1.055 1.222, C2 1.221 1.432, C3 1.048 1.271;
    // bishop A1 0.543 0.655, A2 0.543 0.658, C1 0.798 0.934, C2 0.930 1.129, C3 0.830 1.052;
    // queen A1 1.025 1.241, A2 1.002 1.223, C1 1.493 1.799, C2 1.720 2.177, C3 1.502 1.851.
    (IntelAvx512, &[Bmi2Pext, ScalarBlackMagic, ScalarHyperbola]),
    // No report: every Intel CPU with BMI2 has a fast pext; the Xeon above through the bmi2 token (registry/line_attacks.rs): pext 1.02/0.79/1.45, black_magic 1.17/0.90/1.72.
    (IntelAvx2, &[Bmi2Pext, ScalarBlackMagic, ScalarHyperbola]),
    // reports/amd-19h-1h-20261124-170248-39b9cf2.json, inl bmi2: pext 1.912/1.541/3.671, black_magic 2.038/1.928/4.568.
    (AmdZen3, &[Bmi2Pext, ScalarBlackMagic, ScalarHyperbola]),
    // reports/amd-19h-11h-20261127-081822-5656692.json, inl avx512: pext 1.380/0.800/1.773, black_magic 1.685/1.077/2.033.
    (AmdAvx512, &[Bmi2Pext, ScalarBlackMagic, ScalarHyperbola]),
    // Slow pext, so never pext. reports/amd-17h-1h-20261129-035506-d0e1379.json (Zen 1), engine_ns at the avx2 token: black_magic 1.863/1.593/3.109, hyperbola 10.67/4.067/13.39 (magic 2.133/1.843/3.759).
    (AmdZen12, &[ScalarBlackMagic, ScalarHyperbola]),
    // Unknown vendors and non-x86 targets: no pext verdict to rest on, so the portable lookup, as for amd-zen1-2.
    (Other, &[ScalarBlackMagic, ScalarHyperbola]),
];

/// The kernels whose free functions run inlined, in the order of the
/// kinds fixed before `main` (`before_main`).
pub(crate) const KERNELS: [Kernel; 3] = [
    Kernel::RookAttacksFrom,
    Kernel::BishopAttacksFrom,
    Kernel::QueenAttacksFrom,
];

const _: () = assert!(
    KERNELS[0] as u16 == Kernel::RookAttacksFrom as u16
        && KERNELS[1] as u16 == Kernel::BishopAttacksFrom as u16
        && KERNELS[2] as u16 == Kernel::QueenAttacksFrom as u16
);

/// The many-squares kernels (`*_attacks_from_squares`), in the order of
/// [`KERNELS`]: the `i`th is the `i`th per-square kernel's, and its kind is
/// fixed before `main` after the per-square ones (`before_main`).
pub(crate) const SQUARES: [Kernel; 3] = [
    Kernel::RookAttacksFromSquares,
    Kernel::BishopAttacksFromSquares,
    Kernel::QueenAttacksFromSquares,
];

// The `i`th many-squares kernel is the `i`th per-square kernel's form, as
// the catalogue says (`Kernel::single`).
const _: () = {
    let mut i = 0;
    while i < SQUARES.len() {
        assert!(SQUARES[i].single() as u16 == KERNELS[i] as u16);
        i += 1;
    }
};

/// What a many-squares free function runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SquaresForm {
    /// The loop of the per-square free function's inlined lookup (its
    /// [`order`]'s choice), inlined in the caller: what a caller's own loop
    /// of `rook_attacks_from` writing each set runs. Where that lookup is
    /// the portable one (a build without the tables), the table's form.
    Loop,
    /// The table's form: its loop inlined where the table holds `bmi2/pext`
    /// or `scalar/black_magic`, else a call through the table (the vector
    /// lanes, alone or beside `pext`).
    Table,
}

use SquaresForm::{Loop, Table};

/// Each class's many-squares forms (rook, bishop, queen). The figures are
/// the positions section of the class's corpus files (Chess_Movegen's
/// workload, M lookups/s): the `squares` row, the form the file's build
/// ran, as a fraction of the better of its two loops that fold each set
/// without storing it (`free fn`, `token`). The many-squares form stores
/// every set and the caller reads it back: two memory operations a set
/// that the folding loops do not make, so the loop form itself (where a
/// file's table held `bmi2/pext`, its `squares` row) runs at 0.65 to 0.89
/// of them, and a vector form ahead of that keeps the table. From the
/// files written since the row existed, `free fn, stored` is the loop form
/// and `squares, table` the table's, measured side by side. A class with
/// no file takes the loop.
const SQUARES_ORDERS: &[(CpuClass, [SquaresForm; 3])] = &[
    // The loop form is the table's choice (bmi2/pext) in every file, and the
    // only one these measured: intel-6h-a7h-20261127-001852-3c81533.json
    // squares (bmi2/pext) 1524.4/1456.4/994.0 against free fn or token
    // 1832.8/2251.4/1131.5 (0.83/0.65/0.88);
    // intel-6h-cfh-20261127-153821-74de87b.json 956.0/1271.9/613.7 against
    // 1143.1/1557.7/697.6 (0.84/0.82/0.88); intel-6h-cfh-20261127-154304.json
    // 1058.6/1350.3/680.7 against 1315.0/1645.4/762.9 (0.81/0.82/0.89).
    (IntelAvx512, [Loop, Loop, Loop]),
    // No file.
    (IntelAvx2, [Loop, Loop, Loop]),
    // reports/amd-19h-1h-20261127-210428-fbb3d7d.json: the rook's squares
    // row is the loop form (bmi2/pext, the table's choice) 433.7 against
    // 550.7 (0.79); the bishop's avx2/lanes 540.9 against 992.9 (0.54),
    // below the loop form's least fraction on any file (0.65); the queen's
    // avx2/lanes 447.9 against 495.4 (0.90), above its greatest (0.89).
    (AmdZen3, [Loop, Loop, Table]),
    // reports/amd-19h-11h-20261127-081822-5656692.json: squares
    // (avx2/lanes-gfni, avx2/lanes, avx2/lanes-gfni) 1183.9/1241.5/824.3
    // against 1318.8/1793.5/781.6 (0.90/0.69/1.05). Both forms side by side
    // on that Zen 4 (family 0x19 model 0x11, 2-vCPU guest shared with other
    // builds, load 3 to 5): 15 runs, the same machine code (11 of `report --kernel
    // rook_attacks_from_squares,bishop_attacks_from_squares,
    // queen_attacks_from_squares --rounds 5`, 2 of `--kernel line_attacks
    // --rounds 3`, 2 full reports), the median over the runs of each run's
    // median paired fraction: squares, table 0.91/0.62/1.09, free fn,
    // stored 0.66/0.62/0.77. The lanes lead the rook in 14 runs of 15 and
    // the queen in 15; the bishop's two forms tie (the lanes ahead in 10),
    // and it keeps the table's, which it ran before.
    // reports/amd-19h-11h-20261129-122225-ab4969b.json, with the lanes
    // beside `pext` (bmi2/lanes-gfni-pext, bmi2/lanes-pext,
    // bmi2/lanes-gfni-pext): squares 1125.0/1339.1/841.2 against the
    // better folding loop 1335.9/1829.9/797.2 (0.84/0.73/1.06); both
    // storing forms, squares, table 1159.7/1403.2/770.5 against free fn,
    // stored 897.7/1172.6/646.4: the table's form ahead for all three.
    // reports/amd-19h-11h-20261129-145234-0ae0378.json, the table on
    // avx512/lanes-ymm-gfni for the rook and queen (the lanes alone lead at
    // twelve squares: `orders.rs`) and bmi2/lanes-pext for the bishop:
    // squares 1320.1/1310.6/954.8 against the better folding loop
    // 1315.6/1778.1/804.3 (1.00/0.74/1.19); squares, table
    // 1447.0/1368.0/967.0 against free fn, stored 885.1/1151.0/641.2.
    (AmdAvx512, [Table, Table, Table]),
    // reports/amd-17h-1h-20261129-035506-d0e1379.json: squares (avx2/lanes,
    // that build's table) 336.0/361.0/221.1 against 595.5/773.9/334.4
    // (0.56/0.47/0.66); the class's table now takes scalar/black_magic,
    // the loop form's own lookup (orders.rs, from the same file).
    (AmdZen12, [Loop, Loop, Loop]),
    // No file. Most of its CPUs have vectors of two boards (NEON, simd128;
    // x86 parts of other vendors may have AVX2, unmeasured), and two-board
    // lanes trail black magic's loop by far where measured: Zen 4, the
    // positions bench (registry/line_attacks.rs), sse2/lanes 202/315/145
    // against black_magic 515/693/354.
    (Other, [Loop, Loop, Loop]),
];

/// The many-squares form of `class` for the `piece`th kernel of [`SQUARES`].
pub(crate) const fn squares_form(class: CpuClass, piece: usize) -> SquaresForm {
    let mut i = 0;
    while i < SQUARES_ORDERS.len() {
        if SQUARES_ORDERS[i].0 as u8 == class as u8 {
            return SQUARES_ORDERS[i].1[piece];
        }
        i += 1;
    }
    Loop
}

/// The index of `kernel` in [`SQUARES`], if it is a many-squares kernel.
pub(crate) const fn squares_piece(kernel: Kernel) -> Option<usize> {
    let mut i = 0;
    while i < SQUARES.len() {
        if SQUARES[i] as u16 == kernel as u16 {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// Whether `kernel`'s free function may run inlined.
pub(crate) const fn runs_inlined(kernel: Kernel) -> bool {
    let mut i = 0;
    while i < KERNELS.len() {
        if KERNELS[i] as u16 == kernel as u16 {
            return true;
        }
        i += 1;
    }
    false
}

/// The per-square lookups a token of `class` runs ahead of its table's
/// (what [`dispatch`](fn@crate::dispatch) runs, `decision.rs`): the table
/// lookups of the class's inlined order, measured with the lookup inlined
/// through a token. Not the portable `scalar/hyperbola` that ends each
/// order (the free functions' fallback where a build has neither table: a
/// token there keeps its table's choice, which may be a SIMD form the free
/// functions cannot inline), and nothing for [`CpuClass::Other`], whose
/// order rests on no measurement.
pub(crate) const fn token_order(class: CpuClass) -> &'static [Method] {
    if matches!(class, CpuClass::Other) {
        return &[];
    }
    let order = order(class);
    let mut n = 0;
    while n < order.len() && matches!(order[n], Bmi2Pext | ScalarBlackMagic) {
        n += 1;
    }
    order.split_at(n).0
}

/// The list of `class`.
pub(crate) const fn order(class: CpuClass) -> &'static [Method] {
    let mut i = 0;
    while i < ORDERS.len() {
        if ORDERS[i].0 as u8 == class as u8 {
            return ORDERS[i].1;
        }
        i += 1;
    }
    &[]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_class_has_an_order() {
        for class in CpuClass::ALL {
            assert!(!order(class).is_empty(), "{class}");
            for &method in order(class) {
                assert!(matches!(
                    method,
                    Method::Bmi2Pext | Method::ScalarBlackMagic | Method::ScalarHyperbola
                ));
            }
        }
    }

    /// Every class names its many-squares forms once, and the many-squares
    /// kernels are the per-square kernels' own.
    #[test]
    fn every_class_has_a_many_squares_order() {
        for class in CpuClass::ALL {
            let named = SQUARES_ORDERS.iter().filter(|(c, _)| *c == class).count();
            assert_eq!(named, 1, "{class}");
        }
        for (i, kernel) in SQUARES.into_iter().enumerate() {
            assert_eq!(squares_piece(kernel), Some(i));
            let single = KERNELS[i].name();
            assert_eq!(kernel.name().strip_prefix(single), Some("_squares"));
        }
        assert_eq!(squares_piece(Kernel::RookAttacksFrom), None);
    }

    #[test]
    #[cfg(all(
        target_arch = "x86_64",
        feature = "pext-table",
        feature = "magic-table"
    ))]
    fn inline_methods_require_what_their_code_executes() {
        use crate::features::Features;
        let row = |kernel: Kernel, method: Method| {
            kernel
                .implementations()
                .find(|i| i.method() == method)
                .unwrap()
        };
        for kernel in KERNELS {
            // Every method of an inlined order is registered for the kernel.
            for class in CpuClass::ALL {
                for &method in order(class) {
                    row(kernel, method);
                }
            }
            let pext = row(kernel, Method::Bmi2Pext);
            assert_eq!(pext.requires(), Features::BMI2);
            assert!(pext.uses_pext());
            let black_magic = row(kernel, Method::ScalarBlackMagic);
            assert_eq!(black_magic.requires(), Features::NONE);
            assert!(!black_magic.uses_pext());
        }
    }
}
