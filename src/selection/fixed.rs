//! Decisions no CPU changes, taken at compile time: the portable free
//! functions with no dispatch ([`INLINES_PORTABLE`]) and the per-square
//! lookups whose kind needs no read at run time ([`fixed`], for
//! `before_main::FIXED`).

use super::class::CpuClass;
use super::decision::{PextSpeed, Target, Use};
use super::inlined::runs_inlined;
use super::kernel::Kernel;
use super::method::Method;
use crate::features::{Features, Level};

/// Whether `kernel`'s decision for `use_` is `method` at every level of this
/// target, every CPU class (and none) and `pext` verdict, and with
/// `cpu_features` a level's fewest and most features: then no CPU or cap differs.
const fn everywhere(kernel: Kernel, use_: Use, method: Option<Method>, cpu_features: bool) -> bool {
    const fn same(a: Option<Method>, b: Option<Method>) -> bool {
        match (a, b) {
            (Some(a), Some(b)) => a as u16 == b as u16,
            (None, None) => true,
            _ => false,
        }
    }

    // First one target per level, all features and a fast `pext`: a decision
    // that follows the CPU mostly differs there, so this returns early.
    let mut l = 0;
    while cpu_features && l < Level::ALL.len() {
        let level = Level::ALL[l];
        let target = Target::new(level.allowed(), Some(CpuClass::ALL[0]), PextSpeed::Fast);
        if !same(kernel.decide(target, level, use_).method(), method) {
            return false;
        }
        l += 1;
    }
    // A token's decision reads neither class nor features (but for the
    // per-square lookups', never asked here), so one of each stands for all
    // (`tests::a_tokens_decision_reads_only_the_level_and_pext`).
    let (classes, features_tried) = if cpu_features {
        (CpuClass::ALL.len(), 2)
    } else {
        (0, 1)
    };
    // Levels of another architecture: no CPU this build runs on has them.
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
            // A token's decision reads the `pext` verdict only to lower `bmi2`
            // to `avx2` where it is slow, and `avx2` is walked too (the test
            // cited above): the verdict `Fast` stands for all three.
            let verdicts = if matches!(use_, Use::Token) { 1 } else { 3 };
            let mut p = 0;
            while p < verdicts * features_tried {
                let pext = [PextSpeed::Fast, PextSpeed::Slow, PextSpeed::Unknown][p % verdicts];
                let target = Target::new(features[p / verdicts], class, pext);
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

/// Whether `kernel`'s free function runs the scalar token's implementation
/// inlined, with no dispatch: the token's decision (ranked inlined, as a
/// free function runs) is that portable one [`everywhere`], so a call
/// through a pointer would only add the call.
pub(crate) const fn inlines_portable(kernel: Kernel) -> bool {
    if kernel.is_batch() || runs_inlined(kernel) {
        return false;
    }
    let portable = kernel
        .decide(Target::COMPILE_TIME, Level::Scalar, Use::Token)
        .method();
    everywhere(kernel, Use::Token, portable, false)
}

/// `kernel`'s decision for `use_` where it is the same on every CPU and level
/// this build can meet ([`everywhere`]), else `None`.
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

    /// What [`everywhere`] leans on: a token's decision depends only on the
    /// level and the `pext` verdict, but for the per-square lookups', and the
    /// verdict only through the level it lowers `bmi2` to.
    #[test]
    #[cfg_attr(miri, ignore)] // tens of thousands of decisions
    fn a_tokens_decision_reads_only_the_level_and_pext() {
        for kernel in Kernel::ALL.iter().filter(|k| !runs_inlined(**k)) {
            for level in Level::ALL {
                for pext in [PextSpeed::Fast, PextSpeed::Slow, PextSpeed::Unknown] {
                    let base = Target::new(Features::NONE, None, pext);
                    let expected = kernel.decide(base, level, Use::Token).method();
                    // The verdict acts only through the lowering (`everywhere`).
                    let fast = Target::new(Features::NONE, None, PextSpeed::Fast);
                    let lowered = base.token_level(level);
                    assert_eq!(
                        kernel.decide(fast, lowered, Use::Token).method(),
                        expected,
                        "{kernel:?} {level:?} {pext:?}"
                    );
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
        // Flips are portable in every token order (`orders/derived.rs`); the
        // per-square lookups have their own path; batch forms never.
        for name in ["flip_vertical", "rotate_180", "diagonal_shift_tr"] {
            assert!(inlined.contains(&name), "{name}: {inlined:?}");
        }
        for name in ["queen_attacks_from", "flip_vertical_batch"] {
            assert!(!inlined.contains(&name), "{name}");
        }
        // What the free function runs, the scalar token's decision, is portable.
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
