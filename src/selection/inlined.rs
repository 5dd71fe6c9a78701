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
/// build has, for builds without the magic and `pext` tables (rook inl
/// 1.43 against black_magic 1.17 at the avx2 level of the Xeon 0xcf). Each line cites the figures it rests on:
/// "inl" is a report's `inlined_ns` (the implementation inlined in the
/// report's loop through a token, ns per lookup, loop included),
/// rook/bishop/queen. `scalar/magic` is not listed: it needs what
/// `scalar/black_magic` needs and is slower inlined on every CPU measured
/// (e.g. rook inl 1.307 against 1.222 in `intel-6h-cfh.json`).
const ORDERS: &[(CpuClass, &[Method])] = &[
    // reports/intel-6h-cfh.json (Intel Xeon family 6 model 0xcf), inl avx512: pext 1.055/0.798/1.493, black_magic 1.222/0.934/1.799;
    // reports/intel-6h-a7h.json (model 0xa7): pext 0.710/0.543/1.025, black_magic 0.853/0.656/1.241. (scalar/hyperbola's rook,
    // 0.992 and 0.674, is ahead in these independent loops only, where LLVM vectorises it; in a chain it is far behind.)
    (IntelAvx512, &[Bmi2Pext, ScalarBlackMagic, ScalarHyperbola]),
    // No report: every Intel CPU with BMI2 has a fast pext; the Xeon above through the bmi2 token (registry/line_attacks.rs): pext 1.02/0.79/1.45, black_magic 1.17/0.90/1.72.
    (IntelAvx2, &[Bmi2Pext, ScalarBlackMagic, ScalarHyperbola]),
    // No report file: AMD EPYC family 0x19 model 0x01, `report --rounds 3 --kernel rook_attacks_from,bishop_attacks_from,queen_attacks_from`, inl bmi2: pext 1.44/1.21/2.49, black_magic 1.56/1.30/2.88, scalar/hyperbola_bswap 1.95/1.60/3.00.
    (AmdZen3, &[Bmi2Pext, ScalarBlackMagic, ScalarHyperbola]),
    // No report: Zen 4/5 keep Zen 3's one-micro-op pext; amd-zen3 and intel-avx512, both with AVX2+BMI2, agree on pext first.
    (AmdAvx512, &[Bmi2Pext, ScalarBlackMagic, ScalarHyperbola]),
    // Slow pext, so never pext; no report: black_magic is the fastest portable lookup inlined wherever measured (the lines above; the Xeon's plain level, registry/line_attacks.rs: 1.13/0.84/1.62 against magic 1.14/0.97/2.0).
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
