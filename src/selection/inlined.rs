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
