//! The registry's "Token order" notes name what a level's token runs, and
//! say why; the orders themselves are generated from the reports. This
//! holds every note to the token tables, so a regenerated order that
//! changes a token's choice fails here until its note is rewritten.
//!
//! A note is a comment line `// Token order, LEVEL [LEVEL..] -> METHOD: why`
//! (or ending in `.`) right above its kernel's list, or above other notes
//! and comments that lead to it. A note describes a plain build's token:
//! where the build enables features beyond a level's required set (say
//! `-C target-cpu=native`), that level's token may run another row, and
//! its notes are not checked; nor is a note whose row a cargo feature
//! leaves out of the build.

use bitboard_simd::{token_implementation, Features, Kernel, Level, Method};

/// The registry's family files, as compiled.
const FILES: &[(&str, &str)] = &[
    (
        "deposit.rs",
        include_str!("../../src/selection/registry/deposit.rs"),
    ),
    (
        "diagonal_shift.rs",
        include_str!("../../src/selection/registry/diagonal_shift.rs"),
    ),
    (
        "extract.rs",
        include_str!("../../src/selection/registry/extract.rs"),
    ),
    (
        "fill.rs",
        include_str!("../../src/selection/registry/fill.rs"),
    ),
    (
        "flip.rs",
        include_str!("../../src/selection/registry/flip.rs"),
    ),
    (
        "leapers.rs",
        include_str!("../../src/selection/registry/leapers.rs"),
    ),
    (
        "line_attacks.rs",
        include_str!("../../src/selection/registry/line_attacks.rs"),
    ),
    (
        "mod.rs",
        include_str!("../../src/selection/registry/mod.rs"),
    ),
];

/// One note: where it is, its levels, its method, and its kernel (the
/// next list opened below it).
#[derive(Debug)]
struct Note {
    at: String,
    levels: Vec<Level>,
    method: Method,
    kernel: Kernel,
}

/// Every note of `text`, or why a line that says "token order" is not one:
/// a claim in any other wording is an error, so none escapes the check.
fn notes(file: &str, text: &str) -> Result<Vec<Note>, String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let at = format!("{file}:{}", i + 1);
        let comment = line.trim_start();
        let lower = comment.to_lowercase();
        let says = lower.contains("token order") || lower.contains("token's order");
        if !says || comment.starts_with("//!") {
            continue;
        }
        let claim = comment.strip_prefix("// Token order, ").ok_or(format!(
            "{at}: a token order note reads `// Token order, LEVEL.. -> METHOD: why`: {line}"
        ))?;
        let (levels, rest) = claim
            .split_once(" -> ")
            .ok_or(format!("{at}: no ` -> ` in {line}"))?;
        let (method, why) = rest.split_once(": ").unwrap_or((rest, ""));
        if why.trim().trim_end_matches('.').is_empty() {
            return Err(format!("{at}: the note gives no reason of its own: {line}"));
        }
        let method = method.trim_end_matches('.');
        let method: Method = method
            .parse()
            .map_err(|e| format!("{at}: {method:?} is not a method: {e}"))?;
        let levels = levels
            .split([' ', ','])
            .filter(|l| !l.is_empty())
            .map(|l| {
                l.parse()
                    .map_err(|e| format!("{at}: {l:?} is not a level: {e}"))
            })
            .collect::<Result<Vec<Level>, String>>()?;
        // The kernel: the first list opened below, past comments only.
        let kernel = lines[i + 1..]
            .iter()
            .map(|l| l.trim())
            .find(|l| !l.starts_with("//"))
            .and_then(|l| l.strip_suffix(" => ["))
            .ok_or(format!("{at}: the note is not above a kernel's list"))?;
        let kernel = kernel
            .parse()
            .map_err(|e| format!("{at}: {kernel:?} is not a kernel: {e}"))?;
        found.push(Note {
            at,
            levels,
            method,
            kernel,
        });
    }
    Ok(found)
}

/// Every family of the catalogue has its registry file in [`FILES`], so a
/// new family's notes are read too.
#[test]
fn every_family_file_is_read() {
    for kernel in Kernel::ALL {
        let file = format!("{}.rs", kernel.family());
        assert!(
            FILES.iter().any(|(name, _)| *name == file),
            "{file} (the family of {kernel}) is missing from FILES"
        );
    }
}

#[test]
fn every_token_order_note_names_what_the_token_runs() {
    let mut all = Vec::new();
    for (file, text) in FILES {
        all.extend(notes(file, text).unwrap_or_else(|e| panic!("{e}")));
    }
    assert!(all.len() >= 8, "the notes were not found: {all:?}");
    let (mut checked, mut not_built) = (0, 0);
    for note in &all {
        // A row a cargo feature leaves out (`avx512`, `magic-table`,
        // `pext-table`) runs nowhere in this build.
        let built = note
            .kernel
            .implementations()
            .any(|i| i.method() == note.method);
        for &level in &note.levels {
            let plain = level.required().contains(Features::compile_time());
            if !level.is_of_target() || !plain {
                continue;
            }
            if !built {
                not_built += 1;
                continue;
            }
            let runs = token_implementation(level, note.kernel).method();
            assert_eq!(
                runs, note.method,
                "{}: the {level} token runs {runs} for {}, not {} as its note says",
                note.at, note.kernel, note.method
            );
            checked += 1;
        }
    }
    // A plain x86-64 build meets every x86 note; other targets have fewer.
    if cfg!(target_arch = "x86_64") && Features::compile_time() == Level::Sse2.required() {
        assert!(
            checked + not_built >= 8 && checked >= 4,
            "only {checked} notes checked ({not_built} of rows not built)"
        );
    }
}

#[test]
fn a_misworded_note_is_refused() {
    let text = "    // Token order: avx2 first.\n    queen_attacks => [\n";
    assert!(notes("x.rs", text).is_err());
    let text = "    // so it is first in the avx2 token's order.\n    queen_attacks => [\n";
    assert!(notes("x.rs", text).is_err());
    let text = "    // Token order, avx2 -> avx2/kogge_stone.\n    queen_attacks => [\n";
    assert!(notes("x.rs", text).unwrap_err().contains("no reason"));
    let text = "    // Token order, avx2 -> avx2/kogge_stone: why.\n    fn f() {}\n";
    assert!(notes("x.rs", text).is_err());
    let text = "    // Token order, avx2 -> avx2/kogge_stone: why.\n    // more.\n    queen_attacks => [\n";
    let found = notes("x.rs", text).unwrap();
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].kernel, Kernel::QueenAttacks);
    assert_eq!(found[0].levels, [Level::Avx2]);
}
