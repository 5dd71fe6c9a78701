//! Decisions no CPU changes, taken at compile time: each level's token rows
//! ([`TOKEN_ROWS`]), the portable free functions with no dispatch
//! ([`INLINES_PORTABLE`]) and the per-square lookups whose kind needs no read
//! at run time ([`fixed`], for `before_main::FIXED`).

use super::class::CpuClass;
use super::decision::{PextSpeed, Target, Use};
use super::inlined::runs_inlined;
use super::kernel::Kernel;
use super::method::Method;
use super::table::{rows, Rows};
use crate::features::Level;

/// Whether `kernel`'s free-function decision (use `Inline`) is `method` at
/// every level of this target, every CPU class (and none) and `pext` verdict,
/// and with a level's fewest and most features: then no CPU or cap differs.
const fn everywhere(kernel: Kernel, method: Option<Method>) -> bool {
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
    while l < Level::ALL.len() {
        let level = Level::ALL[l];
        let target = Target::new(level.allowed(), Some(CpuClass::ALL[0]), PextSpeed::Fast);
        if !same(kernel.decide(target, level, Use::Inline).method(), method) {
            return false;
        }
        l += 1;
    }
    // Levels of another architecture: no CPU this build runs on has them.
    let mut l = 0;
    while l < Level::ALL.len() {
        if !Level::ALL[l].is_of_target() {
            l += 1;
            continue;
        }
        let mut c = 0;
        while c <= CpuClass::ALL.len() {
            let class = if c < CpuClass::ALL.len() {
                Some(CpuClass::ALL[c])
            } else {
                None
            };
            let level = Level::ALL[l];
            let features = [level.required(), level.allowed()];
            let mut p = 0;
            while p < 6 {
                let pext = [PextSpeed::Fast, PextSpeed::Slow, PextSpeed::Unknown][p % 3];
                let target = Target::new(features[p / 3], class, pext);
                if !same(kernel.decide(target, level, Use::Inline).method(), method) {
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

/// The registry row each level's token runs for each kernel: the one decision
/// (use `Token`), taken once for the token tables (`token.rs`) and
/// [`INLINES_PORTABLE`]. A token's decision reads neither the CPU's class nor
/// its features (`a_tokens_decision_reads_only_the_level_and_pext`), so the
/// build's target stands for every CPU with the level. A level of another
/// architecture, whose token this build never holds, has the scalar rows.
pub(crate) const TOKEN_ROWS: [Rows; Level::ALL.len()] = {
    let scalar = rows(Target::COMPILE_TIME, Level::Scalar, Use::Token);
    let mut all = [scalar; Level::ALL.len()];
    let mut l = 0;
    while l < all.len() {
        let level = Level::ALL[l];
        if level.is_of_target() && !matches!(level, Level::Scalar) {
            all[level as usize] = rows(Target::COMPILE_TIME, level, Use::Token);
        }
        l += 1;
    }
    all
};

/// Whether `kernel`'s free function runs the scalar token's implementation
/// inlined, with no dispatch: every level's token (ranked inlined, as a free
/// function runs) runs that portable one, so a call through a pointer would
/// only add the call.
pub(crate) const fn inlines_portable(kernel: Kernel) -> bool {
    if kernel.is_batch() || runs_inlined(kernel) {
        return false;
    }
    let k = kernel as usize;
    let portable = kernel.method_at(TOKEN_ROWS[Level::Scalar as usize][k] as usize);
    let mut l = 0;
    while l < Level::ALL.len() {
        let method = kernel.method_at(TOKEN_ROWS[l][k] as usize);
        if !method.is(portable) {
            return false;
        }
        l += 1;
    }
    true
}

/// `kernel`'s free-function decision where it is the same on every CPU and
/// level this build can meet ([`everywhere`]), else `None`.
pub(crate) const fn fixed(kernel: Kernel) -> Option<Method> {
    let method = kernel
        .decide(Target::COMPILE_TIME, Level::Scalar, Use::Inline)
        .method();
    match method {
        Some(m) if everywhere(kernel, method) => Some(m),
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
    use crate::features::Features;

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

    /// The rows decided once are the one decision's at every level, for a
    /// CPU with the level's allowed features, with and without a class (that
    /// no other class or feature set changes a token's decision is
    /// `a_tokens_decision_reads_only_the_level_and_pext`).
    #[test]
    #[cfg_attr(miri, ignore)] // thousands of decisions
    fn the_token_rows_are_the_decision() {
        for level in Level::ALL {
            let asked = if level.is_of_target() {
                level
            } else {
                Level::Scalar
            };
            for &kernel in Kernel::ALL {
                let row = TOKEN_ROWS[level as usize][kernel as usize] as usize;
                for class in [None, Some(CpuClass::ALL[0])] {
                    let target = Target::new(asked.allowed(), class, PextSpeed::Fast);
                    let d = kernel.decide(target, asked, Use::Token);
                    assert_eq!(d.index(), Some(row), "{kernel} {level}: {d}");
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
