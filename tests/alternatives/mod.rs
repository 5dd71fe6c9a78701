//! The `alternatives` feature: a registry row that no decision chooses, for
//! any CPU class (or none), feature set, `pext` verdict, level or use, only
//! serves measurement (the report, the benches, `calibrate` with the
//! feature). Such a row is written with `#[cfg(feature = "alternatives")]`
//! before it, so a dependent's default build does not compile the code.
//!
//! Checked here against every decision this target's build can make (the
//! tests build with every row):
//!
//! * no gated row is chosen: gating it cannot change a decision;
//! * in a build with every table and the AVX-512 code, every row of this
//!   target's own trees (`sse2`, `avx2`, `bmi2`, `avx512` on x86-64;
//!   `neon`, `sve2` on aarch64) that nothing chooses is gated, but for the
//!   few a build with fewer features chooses ([`CHOSEN_WITH_FEWER_FEATURES`]).
//!   A portable (`all`) row is gated only where no target and no feature
//!   set chooses it, which one build cannot see: the first check, run in
//!   CI's feature sets (all, none, `std` alone), holds those, and the
//!   build fails where a kernel would be left without a portable row.
//!   Nor can a build with static dispatch (one for `avx2` or more) see
//!   the free functions' run-time choices: it answers them with its
//!   compile-time table, so there only the first check runs.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

// The rows some decision chooses (shared with the report, which writes
// wisdom from them only).
#[path = "../../examples/common/chosen.rs"]
mod chosen_rows;
use chosen_rows::chosen;

use bitboard_simd::Kernel;

/// The rows of `src/selection/registry/*.rs` written after
/// `#[cfg(feature = "alternatives")]`, as (kernel, method variant).
fn gated_rows() -> BTreeSet<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/selection/registry");
    let mut gated = BTreeSet::new();
    for entry in fs::read_dir(dir).unwrap() {
        let text = fs::read_to_string(entry.unwrap().path()).unwrap();
        let (mut kernel, mut gate) = (None, false);
        for line in text.lines().map(str::trim) {
            if let Some(name) = line.strip_suffix(" => [") {
                kernel = Some(name.to_string());
            } else if line == "#[cfg(feature = \"alternatives\")]" {
                gate = true;
            } else if line.starts_with("#[") || line.starts_with("//") {
            } else if let Some((variant, _)) = line.split_once(" => ") {
                if gate {
                    gated.insert((
                        kernel.clone().expect("a row inside a kernel's list"),
                        variant.to_string(),
                    ));
                }
                gate = false;
            }
        }
    }
    gated
}

/// Rows of the x86-64 trees that a build with every table and
/// the AVX-512 code never chooses, but a build without one of them does
/// (found by running the decisions in each combination of `magic-table`,
/// `pext-table` and `avx512`): they stay ungated.
const CHOSEN_WITH_FEWER_FEATURES: [&str; 6] = [
    "queen_attacks_from avx512/gfni",
    "queen_attacks_from avx2/hyperbola",
    "bishop_attacks_from_batch avx2/hyperbola_bswap",
    "rook_attacks_from_squares sse2/lanes",
    "bishop_attacks_from_squares sse2/lanes",
    "queen_attacks_from_squares sse2/lanes",
];

/// Whether this build has every table and the AVX-512 code: the one
/// [`CHOSEN_WITH_FEWER_FEATURES`] is written for.
const EVERY_FEATURE: bool = cfg!(all(
    feature = "magic-table",
    feature = "pext-table",
    feature = "avx512"
));

#[test]
fn only_rows_nothing_chooses_are_gated_behind_alternatives() {
    let chosen = chosen();
    let gated = gated_rows();
    // A static-dispatch build decides the free functions' lookups at compile
    // time: the rows only their run-time choice takes (e.g. the many-squares
    // loop of `pext` on a class whose table runs another form) are not in
    // `chosen` there, though a dynamic build chooses them.
    let sees_every_decision = !bitboard_simd::describe().static_dispatch();
    assert!(!gated.is_empty(), "the reader found no gated row");
    let own_trees: &[&str] = if cfg!(target_arch = "x86_64") {
        &["sse2", "avx2", "bmi2", "avx512"]
    } else if cfg!(target_arch = "aarch64") {
        &["neon", "sve2"]
    } else {
        &[]
    };
    let mut wrongly_gated = Vec::new();
    let mut seen = 0;
    let mut to_gate = Vec::new();
    let mut stale = Vec::new();
    for &kernel in Kernel::ALL {
        for imp in kernel.implementations() {
            let key = (kernel.name().to_string(), imp.name().to_string());
            let row = (kernel.name().to_string(), format!("{:?}", imp.method()));
            let is_chosen = chosen.contains(&key);
            if gated.contains(&row) {
                seen += 1;
                if is_chosen {
                    wrongly_gated.push(format!("{} {}", key.0, key.1));
                }
            } else if EVERY_FEATURE
                && sees_every_decision
                && own_trees.contains(&imp.name().split('/').next().unwrap())
            {
                let name = format!("{} {}", key.0, key.1);
                let kept = CHOSEN_WITH_FEWER_FEATURES.contains(&name.as_str());
                if is_chosen && kept {
                    stale.push(name);
                } else if !is_chosen && !kept {
                    to_gate.push(name);
                }
            }
        }
    }
    assert!(
        seen > 0,
        "no gated row is compiled in this build: is `alternatives` on?"
    );
    assert!(
        wrongly_gated.is_empty(),
        "chosen by some decision, so a default build needs them: remove their \
         #[cfg(feature = \"alternatives\")]: {wrongly_gated:#?}"
    );
    assert!(
        stale.is_empty(),
        "chosen with every feature: take them out of CHOSEN_WITH_FEWER_FEATURES: {stale:#?}"
    );
    assert!(
        to_gate.is_empty(),
        "no decision chooses these: add #[cfg(feature = \"alternatives\")] before their rows: {to_gate:#?}"
    );
}
