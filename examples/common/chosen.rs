//! Every (kernel, implementation) some decision of this build chooses, for
//! any CPU class (or none), feature set, `pext` verdict, level and use:
//! the rows a dependent's default build compiles. The rows no decision
//! chooses are the `alternatives` feature's (`tests/alternatives/` holds
//! the gating to this set), so a wisdom file the report writes names only
//! rows of this set, which every build of the crate has. Shared by the
//! report (`#[path]`) and the alternatives test.

use std::collections::BTreeSet;

use bitboard_simd::{decide, CpuClass, Features, Kernel, Level, PextSpeed, Target, Use};

/// `level`'s feature sets: none, its requirement with every subset of the
/// optional features it allows, and so every CPU a table can meet there.
pub fn feature_sets(level: Level) -> Vec<Features> {
    let optional: Vec<Features> = level
        .allowed()
        .difference(level.required())
        .names()
        .map(|n| Features::from_name(n).unwrap())
        .collect();
    let mut sets = vec![Features::NONE];
    for mask in 0..1u32 << optional.len() {
        let mut set = level.required();
        for (i, &f) in optional.iter().enumerate() {
            if mask >> i & 1 == 1 {
                set = set.union(f);
            }
        }
        sets.push(set);
    }
    sets
}

/// Every (kernel name, implementation name) some decision of this build
/// chooses.
pub fn chosen() -> BTreeSet<(String, String)> {
    let mut chosen = BTreeSet::new();
    let classes: Vec<Option<CpuClass>> = CpuClass::ALL
        .iter()
        .map(|&c| Some(c))
        .chain([None])
        .collect();
    for &kernel in Kernel::ALL {
        for level in Level::ALL {
            for features in feature_sets(level) {
                for &class in &classes {
                    for pext in [PextSpeed::Fast, PextSpeed::Slow, PextSpeed::Unknown] {
                        for use_ in [Use::Table, Use::Token, Use::Inline] {
                            let target = Target::new(features, class, pext);
                            if let Some(imp) = decide(kernel, target, level, use_).implementation()
                            {
                                chosen.insert((kernel.name().to_string(), imp.name().to_string()));
                            }
                        }
                    }
                }
            }
        }
    }
    chosen
}
