//! What the per-square free functions (`rook_/bishop_/queen_attacks_from`)
//! run inlined, per CPU class.
//!
//! A free function runs its lookup inlined in the caller's loop (after one
//! relaxed load of a tag and a predictable branch, see `selection::slots`)
//! when the lookup is one it has inlined code for ([`has_in_place_form`]:
//! `bmi2/pext`, `scalar/black_magic`); otherwise it calls
//! through its slot, which holds the active table's choice. Which method
//! runs inlined is decided here, apart from the table's order: the table's
//! order follows figures measured through a function pointer, while a
//! lookup inlined in a loop ranks differently (the lookup's own latency and
//! port use, not the call, decide). The evidence for each class is
//! therefore the report's inlined figures (`inlined_ns`: the
//! implementation inlined through a token) and its peers section (the free
//! function beside cozy-chess, same run).
//!
//! The choice is made by the one decision (`select::decide`, use
//! `Inline`) from the CPU class, the features of the active table
//! (detected, and capped by `BITBOARD_SIMD`) and the `pext` verdict: the
//! first method of the class's list below whose registered implementation
//! is in this build, whose required features the table may use, and which
//! does not use `pext` where `pext` is slow.

use super::policy::CpuClass;
use super::table::Kernel;
use super::Method;

/// Whether the free function of this build has inlined code for `method`
/// (`slots.rs`, `inlined!`), whichever kernel.
pub(crate) const fn has_in_place_form(method: Method) -> bool {
    match method {
        // `pext` as inline assembly: no target feature needed on the
        // caller; the CPU must have BMI2.
        Method::Bmi2Pext => cfg!(all(
            target_arch = "x86_64",
            feature = "pext-table",
            not(miri)
        )),
        // Fixed-shift magics, portable.
        Method::ScalarBlackMagic => cfg!(feature = "magic-table"),
        // Hyperbola Quintessence: portable, no table beyond the line masks;
        // the last resort of every order, so no path calls.
        Method::ScalarHyperbola => true,
        _ => false,
    }
}

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

/// Whether `kernel`'s decision for `use_` is `method` at every level, for
/// every CPU class (and none) and every `pdep`/`pext` verdict: then no CPU
/// this build runs on, at no level `BITBOARD_SIMD` may cap it to, decides
/// otherwise (a level of another architecture has no implementation in
/// this build, so it decides the portable one). A token's decision
/// depends on its level alone, so `cpu_features` is false for it; the
/// table's and the inlined decisions depend on the CPU's features too, so
/// with `cpu_features` each level is also tried with the fewest features
/// it has (its requirement) and the most (every optional extra it allows).
/// Evaluated at compile time.
const fn everywhere(
    kernel: Kernel,
    use_: super::Use,
    method: Option<Method>,
    cpu_features: bool,
) -> bool {
    use super::select::{PextSpeed, Target};
    use crate::features::Level;

    const fn same(a: Option<Method>, b: Option<Method>) -> bool {
        match (a, b) {
            (Some(a), Some(b)) => a as u16 == b as u16,
            (None, None) => true,
            _ => false,
        }
    }

    let mut l = 0;
    while l < Level::ALL.len() {
        let mut c = 0;
        while c <= CpuClass::ALL.len() {
            let class = if c < CpuClass::ALL.len() {
                Some(CpuClass::ALL[c])
            } else {
                None
            };
            let level = Level::ALL[l];
            let features = if cpu_features {
                [level.required(), level.allowed()]
            } else {
                [crate::Features::NONE; 2]
            };
            let mut p = 0;
            while p < 6 {
                let pext = [PextSpeed::Fast, PextSpeed::Slow, PextSpeed::Unknown][p % 3];
                let target = Target::new(features[p / 3], class, pext);
                if !same(kernel.decide(target, level, use_).method(), method) {
                    return false;
                }
                p += 1;
            }
            c += 1;
        }
        l += 1;
    }
    true
}

/// Whether the free function of `kernel` runs the scalar token's
/// implementation inlined, with no dispatch at all: the token's decision
/// (ranked by figures measured inlined, as a free function inlined in a
/// loop runs) is that same portable implementation at every level, for
/// every CPU class (and none) and every `pdep`/`pext` verdict, so no CPU
/// would run anything else through a token, and a call through the
/// kernel's pointer would only add the call. Evaluated at compile time
/// ([`INLINES_PORTABLE`]).
pub(crate) const fn inlines_portable(kernel: Kernel) -> bool {
    use super::select::Target;
    use super::Use;
    use crate::features::Level;

    if kernel.is_batch() || runs_inlined(kernel) {
        return false;
    }
    let portable = kernel
        .decide(Target::COMPILE_TIME, Level::Scalar, Use::Token)
        .method();
    everywhere(kernel, Use::Token, portable, false)
}

/// `kernel`'s decision for `use_` where it is the same on every CPU and at
/// every level this build can meet ([`everywhere`]), else `None`. Where
/// no `pext` form is compiled (aarch64, wasm32) the per-square lookups'
/// inlined decision is black magic on every CPU, so their free functions
/// need no kind read at run time (`before_main::FIXED`); on x86-64 it
/// depends on the CPU's `pext`.
pub(crate) const fn fixed(kernel: Kernel, use_: super::Use) -> Option<Method> {
    use super::select::Target;
    use crate::features::Level;

    let method = kernel
        .decide(Target::COMPILE_TIME, Level::Scalar, use_)
        .method();
    match method {
        Some(m) if everywhere(kernel, use_, method, true) => Some(m),
        _ => None,
    }
}

/// [`inlines_portable`] of every kernel, in [`Kernel::ALL`]'s order.
pub(crate) const INLINES_PORTABLE: [bool; Kernel::ALL.len()] = {
    let mut all = [false; Kernel::ALL.len()];
    let mut i = 0;
    while i < all.len() {
        all[i] = inlines_portable(Kernel::ALL[i]);
        i += 1;
    }
    all
};

const _: () = {
    // `INLINES_PORTABLE` is indexed by `Kernel as usize`.
    let mut i = 0;
    while i < Kernel::ALL.len() {
        assert!(Kernel::ALL[i] as usize == i);
        i += 1;
    }
};

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
    use crate::features::{Features, Level};
    use crate::selection::{PextSpeed, Target, Use};

    // Used by the tests that need the pext and magic tables.
    #[allow(dead_code)]
    const PER_SQUARE: [Kernel; 3] = KERNELS;

    /// The inlined decision at the highest level of a CPU with `features`.
    fn choose(
        class: CpuClass,
        kernel: Kernel,
        features: Features,
        pext_slow: bool,
    ) -> Option<Method> {
        let pext = if pext_slow {
            PextSpeed::Slow
        } else {
            PextSpeed::Fast
        };
        let target = Target::new(features, Some(class), pext);
        kernel
            .decide(target, Level::highest_in(features), Use::Inline)
            .method()
    }

    #[test]
    #[cfg(all(feature = "std", target_arch = "x86_64"))]
    fn the_portable_free_functions_are_the_tokens_everywhere() {
        use std::vec::Vec;
        let inlined: Vec<&str> = Kernel::ALL
            .iter()
            .filter(|k| INLINES_PORTABLE[**k as usize])
            .map(|k| k.name())
            .collect();
        // Flips are portable in every token order (`registry/flip.rs`);
        // the per-square lookups have their own inlined path; batch forms
        // never.
        for name in ["flip_vertical", "rotate_180", "diagonal_shift_tr"] {
            assert!(inlined.contains(&name), "{name}: {inlined:?}");
        }
        for name in ["queen_attacks_from", "flip_vertical_batch"] {
            assert!(!inlined.contains(&name), "{name}");
        }
        // Each holds by the token decisions themselves.
        for &kernel in Kernel::ALL {
            if INLINES_PORTABLE[kernel as usize] {
                let scalar = crate::token::SCALAR_TOKEN_TABLE.implementation(kernel);
                assert!(scalar.requires().is_empty(), "{kernel}");
            }
        }
    }

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
    #[cfg(not(all(target_arch = "x86_64", target_feature = "avx2")))]
    fn other_kernels_never_run_in_place() {
        // `extract_diagonal` also has a `bmi2/pext`: not a per-square lookup.
        let all = Level::Avx512.required();
        for class in CpuClass::ALL {
            for &kernel in Kernel::ALL {
                assert_eq!(runs_inlined(kernel), KERNELS.contains(&kernel));
                if !KERNELS.contains(&kernel) {
                    assert_eq!(choose(class, kernel, all, false), None, "{kernel}");
                }
            }
        }
    }

    /// The inlined forms execute what their registered implementations
    /// declare: BMI2 for `pext` (the inline assembly), nothing for the
    /// magics. The SAFETY argument of the inlined `pext` rests on this.
    #[test]
    #[cfg(all(
        target_arch = "x86_64",
        feature = "pext-table",
        feature = "magic-table"
    ))]
    fn inline_methods_require_what_their_code_executes() {
        let row = |kernel: Kernel, method: Method| {
            kernel
                .implementations()
                .find(|i| i.method() == method)
                .unwrap()
        };
        for kernel in PER_SQUARE {
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

    #[test]
    #[cfg(all(
        feature = "std",
        target_arch = "x86_64",
        not(target_feature = "avx2"),
        feature = "pext-table",
        feature = "magic-table",
        not(miri)
    ))]
    fn choices_per_class() {
        use std::string::ToString;
        use Method::{Bmi2Pext as Pext, ScalarBlackMagic as BlackMagic};
        // The features of typical parts: SSE2 only, Haswell-like (AVX2,
        // BMI2), AVX-512.
        let sse2 = Level::Sse2.required();
        let avx2 = Level::Bmi2.required();
        let avx512 = Level::Avx512.required();
        let cases = [
            // Zen 2: BMI2 present, pext microcoded.
            ("AuthenticAMD", 0x17, avx2, true, [BlackMagic; 3]),
            ("AuthenticAMD", 0x19, avx2, false, [Pext; 3]),
            ("GenuineIntel", 6, avx512, false, [Pext; 3]),
            ("GenuineIntel", 6, avx2, false, [Pext; 3]),
            // An SSE2-only part: no BMI2, so no pext whatever the class.
            ("GenuineIntel", 6, sse2, false, [BlackMagic; 3]),
            ("AuthenticAMD", 0x19, avx512, false, [Pext; 3]),
            ("CentaurHauls", 7, avx2, false, [BlackMagic; 3]),
        ];
        for (vendor, family, features, pext_slow, expected) in cases {
            let class = CpuClass::from_identity(vendor, family, features);
            for (kernel, want) in PER_SQUARE.into_iter().zip(expected) {
                assert_eq!(
                    choose(class, kernel, features, pext_slow),
                    Some(want),
                    "{class} {kernel}"
                );
            }
        }
        // A cap below bmi2 (BITBOARD_SIMD=avx2) takes pext away on Zen 3.
        let zen3 = Target::new(avx2, Some(CpuClass::AmdZen3), PextSpeed::Fast);
        let d = Kernel::RookAttacksFrom.decide(zen3, Level::Avx2, Use::Inline);
        assert_eq!(d.method(), Some(BlackMagic));
        assert!(
            d.to_string()
                .contains("bmi2/pext skipped: needs features the level does not allow"),
            "{d}"
        );
        // Where pext is slow, pext is never chosen, whatever the class.
        for class in CpuClass::ALL {
            for kernel in PER_SQUARE {
                assert_ne!(choose(class, kernel, avx512, true), Some(Pext));
            }
        }
    }
}
