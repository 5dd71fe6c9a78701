//! What the per-square free functions (`rook_/bishop_/queen_attacks_from`)
//! run in place, per CPU class.
//!
//! A free function runs its lookup inlined in the caller's loop (after one
//! relaxed load of a tag and a predictable branch, see `dispatch::slots`)
//! when the lookup is one of the [`Inline`] methods; otherwise it calls
//! through its slot, which holds the active table's choice. Which method
//! runs in place is decided here, apart from the table's order: the table's
//! order follows figures measured through a function pointer, while a
//! lookup inlined in a loop ranks differently (the lookup's own latency and
//! port use, not the call, decide). The evidence for each class is
//! therefore the report's inlined figures (`inlined_ns`: the
//! implementation inlined through a token) and its peers section (the free
//! function beside cozy-chess, same run).
//!
//! The choice is a function of the CPU class, the features of the active
//! table (detected, and capped by `BITBOARD_SIMD`) and the `pext` verdict:
//! the first method of the class's list whose registered implementation is
//! in this build, whose required features the table may use, and which
//! does not use `pext` where `pext` is slow. Nothing is run, so tests can
//! ask for any CPU.

use core::fmt;

use super::policy::CpuClass;
use super::table::Kernel;
use super::Implementation;
use crate::features::Features;

/// A lookup the free functions can run inlined (no call).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Inline {
    /// `bmi2/pext`, with `pext` as inline assembly (no target feature
    /// needed on the caller; the CPU must have BMI2).
    Pext,
    /// `scalar/black_magic`: fixed-shift magics, portable.
    BlackMagic,
}

impl Inline {
    /// The registered implementation this method is the inlined form of.
    pub(crate) const fn name(self) -> &'static str {
        match self {
            Inline::Pext => "bmi2/pext",
            Inline::BlackMagic => "scalar/black_magic",
        }
    }

    /// Whether this build has the inlined form (the free functions' code
    /// for it is compiled in).
    const fn compiled(self) -> bool {
        match self {
            Inline::Pext => cfg!(all(
                target_arch = "x86_64",
                feature = "pext-table",
                not(miri)
            )),
            Inline::BlackMagic => cfg!(feature = "magic-table"),
        }
    }

    /// The registered implementation of `kernel` this method inlines, if
    /// this build has it.
    fn implementation(self, kernel: Kernel) -> Option<&'static Implementation> {
        kernel.implementations().find(|i| i.name() == self.name())
    }
}

use CpuClass::*;
use Inline::*;

/// The inline methods each class tries, best first (the same for the
/// rook, bishop and queen). Each line cites the figures it rests on:
/// "inl" is a report's `inlined_ns` (the implementation inlined in the
/// report's loop through a token, ns per lookup, loop included),
/// rook/bishop/queen. `scalar/magic` is not listed: it needs what
/// `scalar/black_magic` needs and is slower inlined on every CPU measured
/// (e.g. rook inl 1.256 against 1.146 in `intel-6h-cfh.json`).
const ORDERS: &[(CpuClass, &[Inline])] = &[
    // reports/intel-6h-cfh.json (Intel Xeon family 6 model 0xcf), inl avx512: pext 1.021/0.768/1.444, black_magic 1.146/0.945/1.715.
    (IntelAvx512, &[Pext, BlackMagic]),
    // No report: every Intel CPU with BMI2 has a fast pext; the Xeon above through the bmi2 token (registry/line_attacks.rs): pext 1.02/0.79/1.45, black_magic 1.17/0.90/1.72.
    (IntelAvx2, &[Pext, BlackMagic]),
    // AMD EPYC family 0x19 model 0x01, `report --rounds 3 --kernel rook_attacks_from,bishop_attacks_from,queen_attacks_from` (no corpus file yet), inl bmi2: pext 1.44/1.21/2.49, black_magic 1.56/1.30/2.88, scalar/hyperbola_bswap 1.95/1.60/3.00.
    (AmdZen3, &[Pext, BlackMagic]),
    // No report: Zen 4/5 keep Zen 3's one-micro-op pext; amd-zen3 and intel-avx512, both with AVX2+BMI2, agree on pext first.
    (AmdAvx512, &[Pext, BlackMagic]),
    // Slow pext, so never pext; no report: black_magic is the fastest portable lookup inlined wherever measured (the lines above; the Xeon's plain level, registry/line_attacks.rs: 1.13/0.84/1.62 against magic 1.14/0.97/2.0).
    (AmdZen12, &[BlackMagic]),
    // Unknown vendors and non-x86 targets: no pext verdict to rest on, so the portable lookup, as for amd-zen1-2.
    (Other, &[BlackMagic]),
];

/// The kernels whose free functions may run in place.
pub(crate) const KERNELS: [Kernel; 3] = [
    Kernel::RookAttacksFrom,
    Kernel::BishopAttacksFrom,
    Kernel::QueenAttacksFrom,
];

/// The list of `class`.
pub(crate) fn order(class: CpuClass) -> &'static [Inline] {
    ORDERS
        .iter()
        .find(|(c, _)| *c == class)
        .map_or(&[], |(_, list)| list)
}

/// Why a method of the list was passed over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Skip {
    /// Not in this build (feature off, another architecture, or Miri).
    NotBuilt,
    /// Needs a feature the active table may not use.
    Features,
    /// Uses `pext`, which is slow on this CPU.
    SlowPext,
}

/// What a free function runs in place, and why.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Choice {
    class: CpuClass,
    /// The method run inlined; `None`: a call through the slot.
    method: Option<Inline>,
    /// The first method of the list passed over, and why.
    skipped: Option<(Inline, Skip)>,
}

impl Choice {
    /// The method run inlined (`None`: a call through the slot).
    pub(crate) fn method(&self) -> Option<Inline> {
        self.method
    }
}

/// The in-place choice of `kernel`'s free function on a CPU of `class`
/// whose active table may use `features`, given whether its `pext` is slow.
/// The method chosen needs only features in `features` (its registered
/// implementation's `requires`), and uses no `pext` when `pext_slow`.
pub(crate) fn choose(
    class: CpuClass,
    kernel: Kernel,
    features: Features,
    pext_slow: bool,
) -> Choice {
    if !KERNELS.contains(&kernel) {
        return Choice {
            class,
            method: None,
            skipped: None,
        };
    }
    let mut skipped = None;
    for &method in order(class) {
        let why = match method.implementation(kernel) {
            Some(_) if !method.compiled() => Skip::NotBuilt,
            None => Skip::NotBuilt,
            Some(imp) if !features.contains(imp.requires()) => Skip::Features,
            Some(imp) if pext_slow && imp.uses_pext() => Skip::SlowPext,
            Some(_) => {
                return Choice {
                    class,
                    method: Some(method),
                    skipped,
                }
            }
        };
        skipped = skipped.or(Some((method, why)));
    }
    Choice {
        class,
        method: None,
        skipped,
    }
}

impl fmt::Display for Choice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.method {
            Some(m) => write!(f, "{} inlined", m.name())?,
            None => f.write_str("a call through the table")?,
        }
        write!(f, " ({} inline order:", self.class)?;
        for m in order(self.class) {
            write!(f, " {}", m.name())?;
        }
        if let Some((m, why)) = self.skipped {
            let why = match why {
                Skip::NotBuilt => "not in this build",
                Skip::Features => "needs features the active level lacks",
                Skip::SlowPext => "pdep/pext slow on this CPU",
            };
            write!(f, "; {} skipped: {why}", m.name())?;
        }
        f.write_str(")")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::Level;

    // Used by the tests that need the pext and magic tables.
    #[allow(dead_code)]
    const PER_SQUARE: [Kernel; 3] = KERNELS;

    #[test]
    fn every_class_has_an_order() {
        for class in CpuClass::ALL {
            assert!(!order(class).is_empty(), "{class}");
        }
    }

    #[test]
    fn other_kernels_never_run_in_place() {
        // `extract_diagonal` also has a `bmi2/pext`: not a per-square lookup.
        let all = Level::Avx512.required();
        for class in CpuClass::ALL {
            for &kernel in Kernel::ALL {
                if !KERNELS.contains(&kernel) {
                    assert_eq!(choose(class, kernel, all, false).method(), None, "{kernel}");
                }
            }
        }
    }

    /// The inlined forms execute what their registered implementations
    /// declare: BMI2 for `pext` (the inline assembly), nothing for the
    /// magics. The SAFETY argument of the in-place `pext` rests on this.
    #[test]
    #[cfg(all(
        target_arch = "x86_64",
        feature = "pext-table",
        feature = "magic-table"
    ))]
    fn inline_methods_require_what_their_code_executes() {
        for kernel in PER_SQUARE {
            let pext = Pext.implementation(kernel).unwrap();
            assert_eq!(pext.requires(), Features::BMI2);
            assert!(pext.uses_pext());
            let black_magic = BlackMagic.implementation(kernel).unwrap();
            assert_eq!(black_magic.requires(), Features::NONE);
            assert!(!black_magic.uses_pext());
        }
    }

    /// The features of a CPU's highest-level table.
    #[allow(dead_code)]
    fn caps(features: Features) -> Features {
        features.intersection(Level::highest_in(features).allowed())
    }

    #[test]
    #[cfg(all(
        feature = "std",
        target_arch = "x86_64",
        feature = "pext-table",
        feature = "magic-table",
        not(miri)
    ))]
    fn choices_per_class() {
        use std::string::ToString;
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
                let choice = choose(class, kernel, caps(features), pext_slow);
                assert_eq!(choice.method(), Some(want), "{class} {kernel}: {choice}");
                // Runnable: the implementation's features are the CPU's,
                // and no slow pext.
                let imp = want.implementation(kernel).unwrap();
                assert!(features.contains(imp.requires()), "{class} {kernel}");
                assert!(!(pext_slow && imp.uses_pext()), "{class} {kernel}");
            }
        }
        // A cap below bmi2 (BITBOARD_SIMD=avx2) takes pext away on Zen 3.
        let zen3 = CpuClass::AmdZen3;
        let capped = avx2.intersection(Level::Avx2.allowed());
        let choice = choose(zen3, Kernel::RookAttacksFrom, capped, false);
        assert_eq!(choice.method(), Some(BlackMagic));
        assert!(choice
            .to_string()
            .contains("bmi2/pext skipped: needs features"));
        // Where pext is slow, pext is never chosen, whatever the class.
        for class in CpuClass::ALL {
            for kernel in PER_SQUARE {
                assert_ne!(
                    choose(class, kernel, caps(avx512), true).method(),
                    Some(Pext)
                );
            }
        }
    }
}
