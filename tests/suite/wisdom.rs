//! Wisdom: the text round-trips, every refusal names its line and changes
//! nothing, and a saved wisdom installed in another process (through
//! `install_wisdom` and through `BITBOARD_SIMD_WISDOM`) gives the same
//! choices, with the free functions' answers the scalar table's.
//!
//! Installing changes the process's choices, so every install runs in a
//! child process (a fresh copy of this test binary); the parent only parses.

use bitboard_simd::{
    describe, install_wisdom, kernels, wisdom, Kernel, KernelTable, Square, Wisdom,
};

use crate::naive;

use crate::dispatch::{run_test_child, CHILD};

/// Runs `test` alone in a fresh copy of this binary with `env` set, and
/// `BITBOARD_SIMD`, `BITBOARD_SIMD_WISDOM` removed unless set there
/// (`dispatch::run_test_child`): its stdout and stderr, or `None` where the
/// binary cannot run itself (a foreign target under an emulator, wasm32).
fn child(test: &str, env: &[(&str, &str)]) -> Option<(String, String)> {
    let get = |key: &str| env.iter().find(|(k, _)| *k == key).map(|(_, v)| *v);
    let mut all: Vec<(&str, Option<&str>)> = vec![
        ("BITBOARD_SIMD", get("BITBOARD_SIMD")),
        ("BITBOARD_SIMD_WISDOM", get("BITBOARD_SIMD_WISDOM")),
    ];
    all.extend(
        env.iter()
            .filter(|(k, _)| !k.starts_with("BITBOARD_SIMD"))
            .map(|&(k, v)| (k, Some(v))),
    );
    run_test_child(module_path!(), test, &all)
}

fn is_child(test: &str) -> bool {
    std::env::var(CHILD).as_deref() == Ok(test)
}

/// A temporary directory of files for the children to read, removed with it
/// (the test that makes one returns early in several places).
struct TempDir(std::path::PathBuf);

impl TempDir {
    fn new() -> TempDir {
        let dir = std::env::temp_dir().join(format!("bitboard-simd-wisdom-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }

    fn file(&self, name: &str, bytes: &[u8]) -> std::path::PathBuf {
        let path = self.0.join(name);
        std::fs::write(&path, bytes).unwrap();
        path
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The free functions give the scalar table's answers (the choice in force
/// may be anything the CPU runs).
fn free_functions_agree_with_scalar() {
    let scalar = KernelTable::scalar();
    let mut x = 0x2545_f491_4f6c_dd1du64;
    for _ in 0..2000 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let sq = Square::new((x >> 58) as u8).unwrap();
        let occ = x & x.rotate_left(17);
        assert_eq!(
            bitboard_simd::rook_attacks_from(sq, occ),
            naive::rook_attacks_from(sq, occ)
        );
        assert_eq!(
            bitboard_simd::bishop_attacks_from(sq, occ),
            scalar.bishop_attacks_from(sq, occ)
        );
        assert_eq!(
            bitboard_simd::queen_attacks_from(sq, occ),
            scalar.queen_attacks_from(sq, occ)
        );
        let squares = [sq, Square::new((x >> 20) as u8 & 63).unwrap(), Square::D4];
        let mut out = [0u64; 3];
        bitboard_simd::queen_attacks_from_squares(&squares, occ, &mut out);
        for (o, &s) in out.iter().zip(&squares) {
            assert_eq!(*o, scalar.queen_attacks_from(s, occ));
        }
        assert_eq!(bitboard_simd::flip_vertical(x), scalar.flip_vertical(x));
        assert_eq!(
            bitboard_simd::extract_anti_diagonal(x),
            scalar.extract_anti_diagonal(x)
        );
    }
}

/// A per-square free function's `inline` line and `describe()` name the
/// same implementation wherever `describe()` names one: the lookup fixed
/// before `main`, or with static dispatch the compile-time table's, which
/// the free function calls through a constant pointer.
#[test]
fn the_inline_lines_name_what_describe_says_runs() {
    let (w, d) = (wisdom(), describe());
    for kernel in [
        Kernel::RookAttacksFrom,
        Kernel::BishopAttacksFrom,
        Kernel::QueenAttacksFrom,
    ] {
        let line = w.choice("inline", kernel).expect("an inline line");
        match d.inlined(kernel) {
            Some(imp) => assert_eq!(imp.name(), line, "{kernel}"),
            // Only where no constructor fixed a lookup and the build does
            // not dispatch statically: the free function calls the table.
            None => {
                assert!(
                    !d.static_dispatch(),
                    "{kernel}: static dispatch names its table's"
                );
                assert_eq!(kernels().implementation(kernel).name(), line, "{kernel}");
            }
        }
    }
}

#[test]
fn the_text_round_trips() {
    let w = wisdom();
    let text = w.to_string();
    let again: Wisdom = text.parse().unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(again.to_string(), text);
    // One table line per kernel, inline and token lines for the per-square
    // kernels, inline lines for their many-squares forms.
    let count = |prefix: &str| text.lines().filter(|l| l.starts_with(prefix)).count();
    assert_eq!(count("table "), Kernel::ALL.len());
    assert_eq!(count("inline "), 6);
    assert_eq!(count("token "), 3);
    assert_eq!(count("cpu "), 1);
    assert_eq!(count("crate "), 1);
    for &kernel in Kernel::ALL {
        assert_eq!(
            w.choice("table", kernel),
            Some(describe().table().implementation(kernel).name())
        );
    }
}

/// Edits `text`: `f` maps each line (number from 1) to its replacement.
fn edit(text: &str, f: impl Fn(usize, &str) -> Option<String>) -> String {
    text.lines()
        .enumerate()
        .filter_map(|(i, l)| f(i + 1, l))
        .map(|l| l + "\n")
        .collect()
}

fn line_of(text: &str, prefix: &str) -> usize {
    1 + text
        .lines()
        .position(|l| l.starts_with(prefix))
        .unwrap_or_else(|| panic!("no {prefix:?} line"))
}

/// What the parser refuses, each at its line (no CPU involved: syntax,
/// names, completeness).
#[test]
fn malformed_texts_are_refused_at_their_line() {
    let text = wisdom().to_string();
    let cpu = line_of(&text, "cpu ");
    let krate = line_of(&text, "crate ");
    let flip = line_of(&text, "table flip_vertical ");
    let rook = line_of(&text, "inline rook_attacks_from ");
    let end = text.lines().count() + 1;
    let cases: Vec<(String, usize, &str)> = vec![
        (String::new(), 1, "empty"),
        ("# only a comment\n\n".into(), 1, "empty"),
        ("\u{0}\u{1}binary".into(), 1, "not text"),
        (text.replacen("crate ", "crate\u{7} ", 1), krate, "not text"),
        (
            edit(&text, |n, l| (n != cpu).then(|| l.to_string())),
            cpu,
            "first line",
        ),
        (
            edit(&text, |n, l| (n != krate).then(|| l.to_string())),
            krate,
            "`crate` line follows",
        ),
        (text.replacen("cpu ", "cpu x\ncpu ", 1), cpu, "malformed"),
        (
            edit(&text, |n, l| {
                Some(if n == cpu {
                    format!("{l} no_such_feature")
                } else {
                    l.into()
                })
            }),
            cpu,
            "feature",
        ),
        (
            edit(&text, |n, l| {
                Some(if n == flip {
                    l.replacen("table", "tabel", 1)
                } else {
                    l.into()
                })
            }),
            flip,
            "unknown use",
        ),
        (
            edit(&text, |n, l| {
                Some(if n == flip {
                    l.replacen("flip_vertical", "flip_sideways", 1)
                } else {
                    l.into()
                })
            }),
            flip,
            "unknown kernel",
        ),
        (
            edit(&text, |n, l| {
                Some(if n == flip {
                    "table flip_vertical scalar/no_such".into()
                } else {
                    l.into()
                })
            }),
            flip,
            "unknown implementation",
        ),
        (
            edit(&text, |n, l| {
                Some(if n == flip {
                    "table flip_vertical scalar/black_magic".into()
                } else {
                    l.into()
                })
            }),
            flip,
            "not an implementation of flip_vertical",
        ),
        (
            edit(&text, |n, l| {
                Some(if n == flip {
                    format!("{l} extra")
                } else {
                    l.into()
                })
            }),
            flip,
            "malformed",
        ),
        (
            edit(&text, |n, l| {
                Some(if n == flip {
                    "inline flip_vertical scalar/swap_bytes".into()
                } else {
                    l.into()
                })
            }),
            flip,
            "no inline choice",
        ),
        (
            edit(&text, |n, l| (n != flip).then(|| l.to_string())),
            end - 1,
            "no `table flip_vertical` line",
        ),
        (
            edit(&text, |n, l| (n != rook).then(|| l.to_string())),
            end - 1,
            "no `inline rook_attacks_from` line",
        ),
        (
            format!("{text}{}\n", text.lines().nth(flip - 1).unwrap()),
            end,
            "a second `table flip_vertical` line",
        ),
        (format!("{text}crate 0.1.0\n"), end, "a second `crate` line"),
    ];
    for (bad, line, why) in cases {
        let err = bad.parse::<Wisdom>().expect_err(why);
        assert_eq!(err.line(), line, "{why}: {err}");
        assert!(err.to_string().contains(why), "{why}: {err}");
        assert!(
            err.to_string().starts_with(&format!("line {line}: ")),
            "{err}"
        );
        // And `install_wisdom` refuses it the same way.
        assert_eq!(install_wisdom(&bad).unwrap_err(), err);
    }
}

/// What only this process can refuse: another CPU, another version. (The
/// text parses; installing it fails at its line and changes nothing.)
#[test]
fn another_cpu_or_version_is_refused() {
    let text = wisdom().to_string();
    let cpu_line = line_of(&text, "cpu ");
    let cpu = text.lines().nth(cpu_line - 1).unwrap().to_string();
    let fields: Vec<&str> = cpu.split_whitespace().collect();
    let with = |i: usize, v: &str| {
        let mut f = fields.clone();
        f[i] = v;
        text.replacen(&cpu, &f.join(" "), 1)
    };
    let other_family = format!("{:#x}", bitboard_simd::cpu().family() + 1);
    let other_model = format!("{:#x}", bitboard_simd::cpu().model() ^ 1);
    let other_stepping = (bitboard_simd::cpu().stepping() + 1).to_string();
    let fewer: String = fields[..fields.len().saturating_sub(1).max(5)].join(" ");
    let more = format!("{cpu} avx512f avx2 sse2 bmi2 neon");
    let cases = [
        (with(1, "NobodyInside"), "vendor"),
        (with(2, &other_family), "family"),
        (with(3, &other_model), "model"),
        (with(4, &other_stepping), "stepping"),
        (
            text.replacen(
                &cpu,
                &if fewer != cpu {
                    fewer.clone()
                } else {
                    more.clone()
                },
                1,
            ),
            "features",
        ),
        (text.replacen(&cpu, &more, 1), "features"),
    ];
    let before = wisdom().to_string();
    for (bad, what) in cases {
        if bad == text {
            continue; // the CPU already has every feature named (none here)
        }
        let err = install_wisdom(&bad).expect_err(what);
        assert_eq!(err.line(), cpu_line, "{what}: {err}");
        assert!(
            err.to_string().contains(&format!("another CPU: {what}")),
            "{err}"
        );
    }
    let krate = line_of(&text, "crate ");
    let err = install_wisdom(&text.replacen("crate 0.", "crate 99.", 1)).unwrap_err();
    assert_eq!(err.line(), krate);
    assert!(err.to_string().contains("another crate version"), "{err}");
    assert_eq!(wisdom().to_string(), before);
}

/// A `token` line must name what `dispatch` runs, the token table's
/// lookup at its level (fixed when the crate is compiled): another
/// implementation of the kernel is refused at its line and changes nothing.
#[test]
fn a_token_line_other_than_the_token_tables_is_refused() {
    let text = wisdom().to_string();
    let line = line_of(&text, "token queen_attacks_from ");
    let own = text.lines().nth(line - 1).unwrap();
    let name = own.split_whitespace().nth(2).unwrap();
    let other = if name == "scalar/hyperbola" {
        "scalar/kindergarten"
    } else {
        "scalar/hyperbola"
    };
    let bad = text.replacen(own, &format!("token queen_attacks_from {other}"), 1);
    let err = install_wisdom(&bad).unwrap_err();
    assert_eq!(err.line(), line, "{err}");
    assert!(
        err.to_string().contains(&format!("token runs {name}")),
        "{err}"
    );
    assert_eq!(wisdom().to_string(), text);
}

/// The child's half of the run-time install: its own wisdom's text installs,
/// gives the same choices; a choice beyond the active level and an inline
/// choice other than the one in force are refused at their lines.
#[test]
fn child_installs_at_run_time() {
    if !is_child("child_installs_at_run_time") {
        return;
    }
    // The child's own wisdom: under a CPU emulator the parent's CPU is not
    // the child's (the child runs natively). Installing it from its text,
    // as another process would.
    let text = wisdom().to_string();
    install_wisdom(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(wisdom().to_string(), text);
    assert!(
        describe().to_string().contains("table wisdom"),
        "{}",
        describe()
    );
    free_functions_agree_with_scalar();
    // An inline choice other than the one in force, where a constructor
    // fixed it, is refused (the line names the variable to use instead).
    let w = wisdom();
    let rook = w.choice("inline", Kernel::RookAttacksFrom).unwrap();
    let other = if rook == "scalar/hyperbola" {
        "scalar/black_magic"
    } else {
        "scalar/hyperbola"
    };
    if let Ok(changed) = w
        .clone()
        .with_choice("inline", Kernel::RookAttacksFrom, other)
    {
        let changed = changed.to_string();
        if let Err(err) = install_wisdom(&changed) {
            assert_eq!(
                err.line(),
                line_of(&changed, "inline rook_attacks_from "),
                "{err}"
            );
            // With static dispatch the build fixes it: no variable helps.
            let remedy = if describe().to_string().contains("(static dispatch)") {
                "static dispatch"
            } else {
                "BITBOARD_SIMD_WISDOM"
            };
            assert!(err.to_string().contains(remedy), "{err}");
        }
    }
    assert_eq!(wisdom().to_string(), text);
    println!("CHILD-OK");
}

/// The child's half under `BITBOARD_SIMD=scalar`: an implementation the
/// CPU has but the capped level does not allow is refused at its line.
#[test]
fn child_refuses_beyond_the_level() {
    if !is_child("child_refuses_beyond_the_level") {
        return;
    }
    let features = bitboard_simd::cpu().features();
    let w = wisdom();
    let beyond = Kernel::ALL.iter().find_map(|&k| {
        k.implementations()
            .find(|i| !i.requires().is_empty() && features.contains(i.requires()))
            .map(|i| (k, i.name()))
    });
    let Some((kernel, name)) = beyond else {
        println!("CHILD-OK (no implementation beyond scalar on this CPU)");
        return;
    };
    let text = w.with_choice("table", kernel, name).unwrap().to_string();
    let err = install_wisdom(&text).unwrap_err();
    assert_eq!(
        err.line(),
        line_of(&text, &format!("table {kernel} ")),
        "{err}"
    );
    assert!(err.to_string().contains("beyond"), "{err}");
    println!("CHILD-OK");
}

#[test]
fn a_saved_wisdom_installs_in_another_process() {
    if std::env::var(CHILD).is_ok() {
        return;
    }
    if let Some((out, _)) = child("child_installs_at_run_time", &[]) {
        assert!(out.contains("CHILD-OK"), "{out}");
    }
    if let Some((out, _)) = child(
        "child_refuses_beyond_the_level",
        &[("BITBOARD_SIMD", "scalar")],
    ) {
        assert!(out.contains("CHILD-OK"), "{out}");
    }
}

/// The child's half of the file loaded before `main`: prints its wisdom
/// and its description.
#[test]
fn child_reports() {
    if !is_child("child_reports") {
        return;
    }
    free_functions_agree_with_scalar();
    println!("CHILD-WISDOM-BEGIN\n{}CHILD-WISDOM-END", wisdom());
    println!("CHILD-DESCRIBE-BEGIN\n{}CHILD-DESCRIBE-END", describe());
}

/// The lines of a child's stderr that the crate wrote (its warnings).
fn crate_lines(err: &str) -> Vec<&str> {
    err.lines()
        .filter(|l| l.starts_with("bitboard_simd:"))
        .collect()
}

fn between<'a>(out: &'a str, what: &str) -> &'a str {
    let begin = format!("CHILD-{what}-BEGIN\n");
    let a = out.find(&begin).unwrap_or_else(|| panic!("{out}")) + begin.len();
    let b = out.find(&format!("CHILD-{what}-END")).unwrap();
    &out[a..b]
}

/// Through `BITBOARD_SIMD_WISDOM`: every line, inline included, is
/// installed before `main`; a missing or refused file keeps the built-in
/// choices with one `bitboard_simd:` line on stderr, and `describe()` says
/// why.
#[test]
fn the_environment_loads_wisdom_before_main() {
    if std::env::var(CHILD).is_ok() {
        return;
    }
    // The children's own wisdom (a child runs natively even where this
    // process runs under a CPU emulator), from a first child.
    let Some((out, _)) = child("child_reports", &[]) else {
        return;
    };
    let ours: Wisdom = between(&out, "WISDOM").parse().unwrap();
    let temp = TempDir::new();
    if !cfg!(feature = "startup-choices") {
        // Without the feature: the defaults, and one warning that says why.
        let path = temp.file("ignored.txt", ours.to_string().as_bytes());
        let env = [("BITBOARD_SIMD_WISDOM", path.to_str().unwrap())];
        let Some((out, err)) = child("child_reports", &env) else {
            return;
        };
        assert_eq!(between(&out, "WISDOM"), ours.to_string());
        ignored_with_a_warning(&out, &err);
        return;
    }
    // The built-in choices with each inline per-square lookup portable
    // (every CPU runs it), so the file differs from the defaults.
    let mut changed = ours.clone();
    for k in [
        Kernel::RookAttacksFrom,
        Kernel::BishopAttacksFrom,
        Kernel::QueenAttacksFrom,
    ] {
        changed = changed
            .with_choice("inline", k, "scalar/hyperbola")
            .unwrap();
    }
    let changed = changed.to_string();
    let path = temp.file("changed.txt", changed.as_bytes());
    let Some((out, err)) = child(
        "child_reports",
        &[("BITBOARD_SIMD_WISDOM", path.to_str().unwrap())],
    ) else {
        return;
    };
    let described = between(&out, "DESCRIBE");
    assert!(!err.contains("bitboard_simd:"), "{err}");
    if described.contains("fixed before main") || described.contains("loaded before main") {
        // A platform with constructors: the file's choices, all of them.
        assert_eq!(between(&out, "WISDOM"), changed, "{described}");
        assert!(
            described.contains("choices from: table wisdom, inline wisdom"),
            "{described}"
        );
        assert!(described.contains("BITBOARD_SIMD_WISDOM="), "{described}");
    }
    // The same file with the defaults' own choices: the same choices.
    let path = temp.file("ours.txt", ours.to_string().as_bytes());
    if let Some((out, _)) = child(
        "child_reports",
        &[("BITBOARD_SIMD_WISDOM", path.to_str().unwrap())],
    ) {
        assert_eq!(between(&out, "WISDOM"), ours.to_string());
    }
    // Missing, refused and not text: the defaults, a warning, the reason.
    let other = ours.to_string().replacen("cpu ", "cpu Nobody", 1);
    let missing = temp.0.join("no-such-wisdom.txt");
    let refused = temp.file("other.txt", other.as_bytes());
    let binary = temp.file("binary.bin", &[0xff, 0xfe, 0, 1]);
    for (path, why) in [
        (missing, "cannot read it"),
        (refused, "another CPU"),
        (binary, "not text"),
    ] {
        let Some((out, err)) = child(
            "child_reports",
            &[("BITBOARD_SIMD_WISDOM", path.to_str().unwrap())],
        ) else {
            return;
        };
        assert_eq!(between(&out, "WISDOM"), ours.to_string(), "{why}");
        let described = between(&out, "DESCRIBE");
        if described.contains("fixed before main") {
            let warning = crate_lines(&err);
            assert_eq!(warning.len(), 1, "{why}: {err}");
            assert!(warning[0].contains(why), "{why}: {err}");
            assert!(described.contains(why), "{why}: {described}");
            assert!(
                described.contains("choices from: table built-in orders"),
                "{described}"
            );
        }
    }
}

/// `BITBOARD_SIMD=calibrate` calibrates before `main`; a level beside it
/// still caps.
#[test]
fn the_environment_calibrates_before_main() {
    if std::env::var(CHILD).is_ok() {
        return;
    }
    let Some((out, err)) = child("child_reports", &[("BITBOARD_SIMD", "calibrate")]) else {
        return;
    };
    if !cfg!(feature = "startup-choices") {
        ignored_with_a_warning(&out, &err);
        return;
    }
    assert!(!err.contains("bitboard_simd:"), "{err}");
    let described = between(&out, "DESCRIBE");
    if described.contains("fixed before main") {
        assert!(
            described.contains("choices from: table calibration"),
            "{described}"
        );
        assert!(described.contains("calibrated before main"), "{described}");
    }
    // No cap: the child's highest level (its own `levels available` line
    // ends with it).
    let highest = described
        .lines()
        .find_map(|l| l.strip_prefix("levels available:"))
        .and_then(|l| l.split_whitespace().last())
        .unwrap_or_else(|| panic!("{described}"));
    assert!(
        described.contains(&format!("active level: {highest} ")),
        "{described}"
    );
    if let Some((out, err)) = child("child_reports", &[("BITBOARD_SIMD", "sse2,calibrate")]) {
        assert!(!err.contains("bitboard_simd:"), "{err}");
        let described = between(&out, "DESCRIBE");
        if cfg!(target_arch = "x86_64") {
            assert!(described.contains("active level: sse2"), "{described}");
        }
    }
}

/// Without the `startup-choices` feature a variable that asks the
/// constructor to load or calibrate changes nothing, and says so: one
/// `bitboard_simd:` line on stderr, the same reason in `describe()` (where
/// the constructor runs).
fn ignored_with_a_warning(out: &str, err: &str) {
    let described = between(out, "DESCRIBE");
    assert!(
        described.contains("choices from: table built-in orders, inline built-in orders"),
        "{described}"
    );
    if described.contains("fixed before main") {
        let warning = crate_lines(err);
        assert_eq!(warning.len(), 1, "{err}");
        assert!(warning[0].contains("`startup-choices` feature"), "{err}");
        assert!(
            described.contains("`startup-choices` feature"),
            "{described}"
        );
    }
}
