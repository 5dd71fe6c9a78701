//! Decisions that no CPU changes: where a kernel's decision is the same at
//! every level, for every CPU class (and none) and every `pdep`/`pext`
//! verdict, the build can take it at compile time. Two uses:
//!
//! * [`INLINES_PORTABLE`]: the single-board free functions that run the
//!   portable implementation every CPU's token runs, inlined, with no
//!   dispatch at all;
//! * [`fixed`]: the per-square lookups (and their many-squares forms) whose
//!   kind needs no read at run time (`before_main::FIXED`; aarch64 and
//!   wasm32, which have no `pext` form).

use super::class::CpuClass;
use super::decision::{PextSpeed, Target, Use};
use super::inlined::runs_inlined;
use super::kernel::Kernel;
use super::method::Method;
use crate::features::{Features, Level};

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
const fn everywhere(kernel: Kernel, use_: Use, method: Option<Method>, cpu_features: bool) -> bool {
    const fn same(a: Option<Method>, b: Option<Method>) -> bool {
        match (a, b) {
            (Some(a), Some(b)) => a as u16 == b as u16,
            (None, None) => true,
            _ => false,
        }
    }

    // First one target per level, with every feature the level allows and
    // a fast `pext`: where the decision depends on the CPU it differs
    // there for most kernels, and this returns after a few decisions
    // instead of hundreds (the full walk of `FIXED` cost 0.26 s a build,
    // twice). The walk below covers these targets again.
    // (A token's walk is short already.)
    let mut l = 0;
    while cpu_features && l < Level::ALL.len() {
        let level = Level::ALL[l];
        let target = Target::new(level.allowed(), Some(CpuClass::ALL[0]), PextSpeed::Fast);
        if !same(kernel.decide(target, level, use_).method(), method) {
            return false;
        }
        l += 1;
    }
    // A token's decision reads neither the class nor the features (but
    // for the per-square lookups', which follow the class and are never
    // asked about here: `inlines_portable` leaves them out), so one class
    // (none) and one feature set stand for all of them
    // (`tests::a_tokens_decision_reads_only_the_level_and_pext`): 14 times
    // fewer decisions evaluated at compile time (it cost 2.3 s a build).
    let (classes, features_tried) = if cpu_features {
        (CpuClass::ALL.len(), 2)
    } else {
        (0, 1)
    };
    // Levels of another architecture: no CPU this build runs on has them
    // (`Level::is_of_target`).
    let mut l = 0;
    while l < Level::ALL.len() {
        if !Level::ALL[l].is_of_target() {
            l += 1;
            continue;
        }
        let mut c = 0;
        while c <= classes {
            let class = if c < classes {
                Some(CpuClass::ALL[c])
            } else {
                None
            };
            let level = Level::ALL[l];
            let features = if cpu_features {
                [level.required(), level.allowed()]
            } else {
                [Features::NONE; 2]
            };
            let mut p = 0;
            while p < 3 * features_tried {
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
pub(crate) const fn fixed(kernel: Kernel, use_: Use) -> Option<Method> {
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

#[cfg(all(test, feature = "std", target_arch = "x86_64"))]
mod tests {
    use super::*;

    /// What [`everywhere`] leans on for a token: its decision is the same
    /// for every class (and none) and every feature set, given the level
    /// and the `pext` verdict; but for the per-square lookups, which follow
    /// the class ([`inlines_portable`] never asks about them).
    #[test]
    #[cfg_attr(miri, ignore)] // tens of thousands of decisions
    fn a_tokens_decision_reads_only_the_level_and_pext() {
        for kernel in Kernel::ALL.iter().filter(|k| !runs_inlined(**k)) {
            for level in Level::ALL {
                for pext in [PextSpeed::Fast, PextSpeed::Slow, PextSpeed::Unknown] {
                    let base = Target::new(Features::NONE, None, pext);
                    let expected = kernel.decide(base, level, Use::Token).method();
                    let classes = CpuClass::ALL.iter().map(|&c| Some(c)).chain([None]);
                    for class in classes {
                        for features in [
                            Features::NONE,
                            level.required(),
                            level.allowed(),
                            Features::compile_time(),
                        ] {
                            let target = Target::new(features, class, pext);
                            let method = kernel.decide(target, level, Use::Token).method();
                            assert_eq!(
                                method, expected,
                                "{kernel:?} {level:?} {class:?} {features:?}"
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
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
        // What the free function runs, the scalar token's decision, is
        // portable.
        for &kernel in Kernel::ALL {
            if INLINES_PORTABLE[kernel as usize] {
                let scalar = kernel
                    .decide(Target::COMPILE_TIME, Level::Scalar, Use::Token)
                    .implementation()
                    .unwrap();
                assert!(scalar.requires().is_empty(), "{kernel}");
            }
        }
    }
}
