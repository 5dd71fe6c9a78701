//! The dispatch contract and the public types' contracts:
//!
//! * the active level: the CPU's highest, capped by `BITBOARD_SIMD` (read
//!   here too, so the suite can run under `BITBOARD_SIMD=scalar` / `=sse2`);
//! * CPU detection agrees with `std`'s, levels are monotone, `for_level`
//!   gives a table exactly for the supported levels;
//! * every table only holds implementations the CPU can run; every
//!   registry list ends with a portable one; names are unique and
//!   `level/method`;
//! * the environment cap in child processes (`scalar`, `sse2`, junk, a level
//!   the CPU may lack, white space and case, empty), with the reason text;
//! * `describe()` names every kernel and its implementation;
//! * concurrent first use from 16 threads, in a child process so it really
//!   is the first use;
//! * batch length mismatches panic with both lengths and write nothing;
//! * the `FromStr` impls refuse junk with the documented messages (the
//!   board types' own contracts are in `tests/suite/types.rs`);
//! * the rows behind the `alternatives` feature are exactly those no
//!   decision chooses (`alternatives/`).

// Reads the registry's sources, which a wasm test run cannot open.
#[cfg(not(target_arch = "wasm32"))]
#[path = "../alternatives/mod.rs"]
mod alternatives;

use crate::naive;
use std::collections::HashSet;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::process::Command;
use std::sync::{Barrier, Once};

use bitboard_simd::{
    available_levels, cpu, describe, kernels, Color, Dir, EnvCap, Features, File, Kernel,
    KernelTable, KingSafety, Level, Method, Side, Square,
};

// ------------------------------------------------------------ active level

/// The level names, written out here (not taken from the crate).
const LEVEL_NAMES: [(&str, Level); 8] = [
    ("scalar", Level::Scalar),
    ("sse2", Level::Sse2),
    ("avx2", Level::Avx2),
    ("bmi2", Level::Bmi2),
    ("avx512", Level::Avx512),
    ("neon", Level::Neon),
    ("sve2", Level::Sve2),
    ("simd128", Level::Simd128),
];

/// What `BITBOARD_SIMD` (as this process sees it) must do: the expected
/// active level and `EnvCap`.
fn expected_choice() -> (Level, EnvCap) {
    let highest = cpu().highest_level();
    if !cfg!(feature = "std") {
        // `--no-default-features`: the crate is no_std and never reads it.
        return (highest, EnvCap::NotRead);
    }
    let Some(value) = std::env::var_os("BITBOARD_SIMD") else {
        return (highest, EnvCap::Unset);
    };
    let text = value.to_string_lossy().trim().to_ascii_lowercase();
    if text.is_empty() {
        return (highest, EnvCap::Unset);
    }
    match LEVEL_NAMES.iter().find(|(n, _)| *n == text) {
        // A level the CPU has (its own architecture's, at most its highest).
        Some(&(_, level)) if available_levels().any(|l| l == level) => {
            (level, EnvCap::Applied(level))
        }
        Some(&(_, level)) => (highest, EnvCap::AboveCpu(level)),
        None => (highest, EnvCap::Unknown),
    }
}

/// The active level and the reason text follow `BITBOARD_SIMD`. Run by the
/// suite itself (under whatever the variable is) and by the child processes.
fn check_active_level() -> Level {
    let (level, env) = expected_choice();
    let d = describe();
    assert_eq!(
        kernels().level(),
        level,
        "kernels() level; BITBOARD_SIMD={:?}",
        std::env::var_os("BITBOARD_SIMD")
    );
    assert_eq!(d.level(), level);
    assert_eq!(d.env(), env);
    assert!(std::ptr::eq(d.table(), kernels()));
    let reason = d.reason().to_string();
    let highest = cpu().highest_level();
    match env {
        EnvCap::Unset => assert!(reason.contains("not set"), "{reason}"),
        EnvCap::Applied(l) => {
            assert!(reason.contains(&format!("BITBOARD_SIMD={l}")), "{reason}");
            assert!(!reason.contains("ignored"), "{reason}");
            if l < highest {
                assert!(reason.contains("capped"), "{reason}");
            }
        }
        EnvCap::AboveCpu(l) => {
            assert!(reason.contains(&format!("BITBOARD_SIMD={l}")), "{reason}");
            assert!(reason.contains("ignored"), "{reason}");
            assert!(reason.contains(highest.name()), "{reason}");
        }
        EnvCap::Unknown => {
            let raw = std::env::var("BITBOARD_SIMD").unwrap();
            assert!(reason.contains("ignored"), "{reason}");
            assert!(reason.contains("not a level"), "{reason}");
            // The value is quoted, cut to at most 32 bytes on a character
            // boundary.
            let mut n = raw.len().min(32);
            while !raw.is_char_boundary(n) {
                n -= 1;
            }
            assert!(
                reason.contains(&format!("{:?}", &raw[..n])),
                "reason should quote the value {raw:?} (cut at 32 bytes): {reason}"
            );
        }
        EnvCap::NotRead => assert!(reason.contains("not read"), "{reason}"),
    }
    let text = d.to_string();
    assert!(
        text.contains(&format!("active level: {level}")),
        "description lacks the active level:\n{text}"
    );
    assert!(
        text.contains(&reason),
        "description lacks the reason:\n{text}"
    );
    level
}

#[test]
fn active_level_is_highest_unless_capped() {
    let level = check_active_level();
    eprintln!(
        "active level {level} (CPU highest {}, BITBOARD_SIMD={:?})",
        cpu().highest_level(),
        std::env::var_os("BITBOARD_SIMD")
    );
    // Later calls return the same table.
    assert!(std::ptr::eq(kernels(), kernels()));
}

// ---------------------------------------------------------------- levels

/// Whether the OS saves the AVX state, and the AVX-512 state, by the
/// running CPU's own record (leaf 1 ECX bit 27 and XCR0).
#[cfg(target_arch = "x86_64")]
fn saved_states() -> (bool, bool) {
    let leaves = cpu().cpuid();
    let avx = leaves.leaf1[2] >> 27 & 1 == 1 && leaves.xcr0 & 0b110 == 0b110;
    (avx, avx && leaves.xcr0 & 0xe0 == 0xe0)
}

/// What the crate must report for a feature another detector reports as
/// `other_has`, under the crate's rule (`Features`' docs): the BMI erratum
/// clears BMI1/BMI2, and `extra` is what the crate's rule asks beyond the
/// other detector's for this feature (`None`: nothing).
#[cfg(target_arch = "x86_64")]
fn expected(name: &str, other_has: bool, extra: Option<bool>) -> bool {
    if matches!(name, "bmi1" | "bmi2") && cpu().bmi_erratum() {
        return false;
    }
    other_has && extra.unwrap_or(true)
}

/// Feature detection follows the crate's rule against the standard
/// library's: the same CPUID bits and OS states, except that the crate asks
/// the AVX state for VPCLMULQDQ (its only forms are VEX and EVEX).
#[cfg(target_arch = "x86_64")]
#[test]
fn detected_features_follow_the_rule_against_std() {
    let (avx_state, _) = saved_states();
    macro_rules! agree {
        ($($name:ident = $b:literal, $text:tt, $leaf:literal $reg:ident $pos:literal $state:ident;)*) => {$(
            let std_has = std::arch::is_x86_feature_detected!($text);
            let extra = ($text == "vpclmulqdq").then_some(avx_state);
            let want = expected($text, std_has, extra);
            let crate_has = cpu().features().contains(Features::$name);
            assert_eq!(crate_has, want, "feature {}: crate {crate_has}, std {std_has}, rule {want}", $text);
        )*};
    }
    bitboard_simd::__with_feature_table!(agree);
}

/// Feature detection follows the crate's rule against `cpufeatures` (the
/// crate's detector before it decoded CPUID itself): the same answers,
/// except that `cpufeatures` 0.3 asks the AVX-512 state for GFNI and
/// VPCLMULQDQ, so where that state is not saved it reports them absent
/// while the crate may report them.
#[cfg(target_arch = "x86_64")]
#[test]
fn detected_features_follow_the_rule_against_cpufeatures() {
    let (_, avx512_state) = saved_states();
    // cpufeatures has no probe for LZCNT (the extended leaf): nothing to
    // compare there.
    macro_rules! cpufeatures_has {
        ("lzcnt") => {
            None::<bool>
        };
        ($text:tt) => {{
            cpufeatures::new!(probe, $text);
            Some(probe::get())
        }};
    }
    macro_rules! agree {
        ($($name:ident = $b:literal, $text:tt, $leaf:literal $reg:ident $pos:literal $state:ident;)*) => {$(
            if let Some(cf_has) = cpufeatures_has!($text) {
                let crate_has = cpu().features().contains(Features::$name);
                let hides = matches!($text, "gfni" | "vpclmulqdq");
                if hides && !avx512_state {
                    assert!(!cf_has, "feature {}: cpufeatures reports it without the AVX-512 state", $text);
                } else {
                    let want = expected($text, cf_has, None);
                    assert_eq!(crate_has, want, "feature {}: crate {crate_has}, cpufeatures {cf_has}", $text);
                }
            }
        )*};
    }
    bitboard_simd::__with_feature_table!(agree);
}

/// The record detection decoded is what CPUID returns here: the leaves it
/// keeps are the ones the vendors document (0, 1, 7 sub-leaf 0, and the
/// extended leaves), read again here through `std`.
#[cfg(target_arch = "x86_64")]
#[test]
fn the_decoded_record_is_this_cpus() {
    #[allow(unused_unsafe)]
    // SAFETY: CPUID exists on every x86-64 CPU and never faults.
    let leaf = |n: u32| {
        let r = unsafe { std::arch::x86_64::__cpuid_count(n, 0) };
        [r.eax, r.ebx, r.ecx, r.edx]
    };
    let leaves = cpu().cpuid();
    assert_eq!(leaves.leaf0, leaf(0));
    // Leaf 1 EBX holds the APIC id of the core that ran CPUID: ignore it.
    let (a, b) = (leaves.leaf1, leaf(1));
    assert_eq!([a[0], a[2], a[3]], [b[0], b[2], b[3]]);
    assert_eq!(leaves.leaf7[1..3], leaf(7)[1..3]);
    assert_eq!(leaves.ext0[0], leaf(0x8000_0000)[0]);
    assert_eq!(leaves.ext1[2], leaf(0x8000_0001)[2]);
    let again = bitboard_simd::Cpu::from_cpuid(leaves);
    assert_eq!(again.features(), cpu().features());
    assert_eq!(again.highest_level(), cpu().highest_level());
    assert_eq!(again.brand(), cpu().brand());
}

/// The highest level from `std`'s detection and the level table of the
/// crate's documentation (`Level`'s doc table), written out here.
#[cfg(target_arch = "x86_64")]
#[test]
fn highest_level_matches_std_detection() {
    use std::arch::is_x86_feature_detected as has;
    let sse2 = has!("sse2");
    let avx2 = sse2
        && has!("sse3")
        && has!("ssse3")
        && has!("sse4.1")
        && has!("sse4.2")
        && has!("popcnt")
        && has!("avx")
        && has!("avx2");
    let bmi2 = avx2 && has!("bmi1") && has!("bmi2") && has!("lzcnt") && !cpu().bmi_erratum();
    let avx512 = bmi2 && has!("avx512f") && has!("avx512bw") && has!("avx512vl");
    let expected = [
        (avx512, Level::Avx512),
        (bmi2, Level::Bmi2),
        (avx2, Level::Avx2),
        (sse2, Level::Sse2),
    ]
    .into_iter()
    .find(|(ok, _)| *ok)
    .map_or(Level::Scalar, |(_, l)| l);
    assert_eq!(
        cpu().highest_level(),
        expected,
        "cpu: {}, features: {}",
        cpu(),
        cpu().features()
    );
}

#[test]
fn available_levels_are_a_prefix_and_for_level_follows_them() {
    let available: Vec<Level> = available_levels().collect();
    eprintln!("available levels: {available:?}");
    assert_eq!(available.first(), Some(&Level::Scalar));
    // The running architecture's ladder: a CPU has no other's levels.
    let ladder: &[Level] = if cfg!(target_arch = "x86_64") {
        &[
            Level::Scalar,
            Level::Sse2,
            Level::Avx2,
            Level::Bmi2,
            Level::Avx512,
        ]
    } else if cfg!(target_arch = "aarch64") {
        &[Level::Scalar, Level::Neon, Level::Sve2]
    } else if cfg!(target_arch = "wasm32") {
        &[Level::Scalar, Level::Simd128]
    } else {
        &[Level::Scalar]
    };
    assert_eq!(
        available,
        ladder[..available.len()].to_vec(),
        "levels must be monotone"
    );
    assert_eq!(available.last(), Some(&cpu().highest_level()));
    for level in Level::ALL {
        let table = KernelTable::for_level(level);
        if available.contains(&level) {
            let t = table
                .unwrap_or_else(|| panic!("for_level({level}) is None but the level is available"));
            assert_eq!(t.level(), level);
            // The same table on every call.
            assert!(std::ptr::eq(t, KernelTable::for_level(level).unwrap()));
        } else {
            assert!(
                table.is_none(),
                "for_level({level}) gave a table on a CPU without it"
            );
        }
    }
    assert_eq!(KernelTable::scalar().level(), Level::Scalar);
    assert!(KernelTable::scalar().features().is_empty());
}

/// Every table the CPU supports (and the active one) holds only
/// implementations whose features the CPU has, at or below its level.
#[test]
fn tables_only_hold_runnable_implementations() {
    let cpu_features = cpu().features();
    let tables = available_levels()
        .map(|l| KernelTable::for_level(l).unwrap())
        .chain([kernels(), KernelTable::scalar()]);
    for t in tables {
        assert!(
            cpu_features.contains(t.features()),
            "{t:?} may use features the CPU lacks"
        );
        assert!(
            t.level().allowed().contains(t.features()),
            "{t:?} exceeds its level"
        );
        assert_eq!(t.iter().count(), Kernel::ALL.len());
        for (kernel, imp) in t.iter() {
            assert!(
                t.features().contains(imp.requires()),
                "{} table: {kernel} uses {} which needs {}, table allows {}",
                t.level(),
                imp.name(),
                imp.requires(),
                t.features()
            );
            assert!(imp.is_supported());
            assert!(
                imp.level() <= t.level(),
                "{} table holds {} of level {}",
                t.level(),
                imp.name(),
                imp.level()
            );
            assert!(std::ptr::eq(imp, t.implementation(kernel)));
            if cpu().pext_slow() && imp.uses_pext() {
                panic!(
                    "{kernel}: {} uses pdep/pext on a CPU where they are microcoded",
                    imp.name()
                );
            }
        }
    }
}

#[test]
fn registry_lists_are_well_formed() {
    for &kernel in Kernel::ALL {
        let imps: Vec<_> = kernel.implementations().collect();
        assert!(!imps.is_empty(), "{kernel}: no implementation");
        // Every table takes it where nothing before it may run; rows after
        // it (the aarch64 ones, which no report has measured) serve measurement.
        assert!(
            imps.iter()
                .any(|imp| imp.requires().is_empty() && imp.level() == Level::Scalar),
            "{kernel}: no portable implementation"
        );
        let mut names = HashSet::new();
        for imp in &imps {
            assert!(
                names.insert(imp.name()),
                "{kernel}: implementation name {} twice",
                imp.name()
            );
            let (prefix, method) = imp
                .name()
                .split_once('/')
                .unwrap_or_else(|| panic!("{kernel}: name {} is not level/method", imp.name()));
            assert_eq!(
                prefix,
                imp.level().name(),
                "{kernel}: {} registered at level {}",
                imp.name(),
                imp.level()
            );
            assert!(!method.is_empty());
            assert!(
                imp.level().allowed().contains(imp.requires()),
                "{kernel}: {} needs {} which its level {} never allows",
                imp.name(),
                imp.requires(),
                imp.level()
            );
            if imp.uses_pext() {
                assert!(
                    imp.requires().contains(Features::BMI2),
                    "{kernel}: {} uses pext without BMI2",
                    imp.name()
                );
            }
            if imp.level() == Level::Scalar {
                assert!(
                    imp.requires().is_empty(),
                    "{kernel}: scalar {} needs {}",
                    imp.name(),
                    imp.requires()
                );
            }
        }
        // Batch kernels name their single kernel, which is not a batch.
        assert!(!kernel.single().is_batch());
        assert_eq!(kernel.is_batch(), kernel != kernel.single());
    }
}

/// The cargo features decide which implementations exist (integration
/// tests are built with the crate's features): `magic-table` adds
/// `scalar/magic` and `scalar/black_magic`, `pext-table` adds `bmi2/pext` (per-square attacks only),
/// `avx512` every AVX-512 implementation. Without them each per-square
/// kernel still has several implementations, and the tables still pick one.
#[test]
fn cargo_features_decide_which_implementations_exist() {
    let per_square = [
        Kernel::RookAttacksFrom,
        Kernel::BishopAttacksFrom,
        Kernel::QueenAttacksFrom,
        Kernel::RookAttacksFromBatch,
        Kernel::BishopAttacksFromBatch,
        Kernel::QueenAttacksFromBatch,
    ];
    let x86 = cfg!(target_arch = "x86_64");
    for kernel in per_square {
        let methods: Vec<Method> = kernel.implementations().map(|i| i.method()).collect();
        assert_eq!(
            methods.contains(&Method::ScalarBlackMagic),
            cfg!(feature = "magic-table"),
            "{kernel}: {methods:?}"
        );
        // `scalar/magic` left the queen's batch form (reports/README.md).
        assert_eq!(
            methods.contains(&Method::ScalarMagic),
            cfg!(feature = "magic-table") && kernel != Kernel::QueenAttacksFromBatch,
            "{kernel}: {methods:?}"
        );
        assert_eq!(
            methods.contains(&Method::Bmi2Pext),
            x86 && cfg!(feature = "pext-table"),
            "{kernel}: {methods:?}"
        );
        assert!(
            kernel
                .implementations()
                .filter(|i| i.level() == Level::Scalar)
                .count()
                >= 2,
            "{kernel}: portable fallbacks {methods:?}"
        );
        for level in available_levels() {
            let imp = KernelTable::for_level(level)
                .unwrap()
                .implementation(kernel);
            assert!(methods.contains(&imp.method()));
        }
    }
    // Other kernels' `bmi2/pext` (extracts) are plain instructions, not the
    // table: the `pext-table` feature leaves them in.
    assert_eq!(
        Kernel::ExtractDiagonal
            .implementations()
            .any(|i| i.method() == Method::Bmi2Pext),
        x86
    );
    let avx512 = Kernel::ALL
        .iter()
        .flat_map(|k| k.implementations())
        .filter(|i| i.level() == Level::Avx512)
        .count();
    if x86 && cfg!(feature = "avx512") {
        assert!(avx512 > 0);
    } else {
        assert_eq!(avx512, 0, "AVX-512 implementations without the feature");
    }
    if let Some(t) = KernelTable::for_level(Level::Avx512) {
        // The level exists whatever the features (it describes the CPU).
        assert_eq!(t.level(), Level::Avx512);
    }
}

#[test]
fn with_implementation_honours_the_tables_features() {
    for &kernel in Kernel::ALL {
        assert!(kernels().with_implementation(kernel, "no/such").is_none());
        for imp in kernel.implementations() {
            let scalar = KernelTable::scalar().with_implementation(kernel, imp.name());
            assert_eq!(
                scalar.is_some(),
                imp.requires().is_empty(),
                "{kernel}: {} in the scalar table",
                imp.name()
            );
            if let Some(t) = scalar {
                assert_eq!(t.implementation(kernel).name(), imp.name());
                assert_eq!(t.level(), Level::Scalar);
            }
            let top = KernelTable::for_level(cpu().highest_level()).unwrap();
            if let Some(t) = top.with_implementation(kernel, imp.name()) {
                assert!(cpu().features().contains(imp.requires()));
                assert_eq!(t.implementation(kernel).name(), imp.name());
                // The other kernels are untouched.
                for &other in Kernel::ALL.iter().filter(|&&k| k != kernel) {
                    assert!(std::ptr::eq(
                        t.implementation(other),
                        top.implementation(other)
                    ));
                }
            } else {
                assert!(
                    !top.features().contains(imp.requires()),
                    "{kernel}: {} refused",
                    imp.name()
                );
            }
        }
    }
}

// ------------------------------------------------------------ description

#[test]
fn description_lists_every_kernel_with_its_implementation() {
    let d = describe();
    let text = d.to_string();
    let lines: Vec<&str> = text
        .lines()
        .skip_while(|l| !l.starts_with("kernels:"))
        .skip(1)
        .collect();
    let mut seen = Vec::new();
    for line in &lines {
        let mut words = line.split_whitespace();
        let (Some(name), Some(imp)) = (words.next(), words.next()) else {
            panic!("unexpected description line {line:?}");
        };
        let kernel: Kernel = name.parse().unwrap_or_else(|e| panic!("{name:?}: {e}"));
        assert_eq!(
            imp,
            d.table().implementation(kernel).name(),
            "line {line:?}"
        );
        seen.push(kernel);
    }
    assert_eq!(seen, Kernel::ALL.to_vec(), "description:\n{text}");
    assert!(text.contains(&cpu().features().to_string()));
    for level in available_levels() {
        assert!(text.contains(level.name()));
    }
}

// ------------------------------------------------------ child processes

/// Set in child processes to the probe they must run.
pub(crate) const CHILD: &str = "BITBOARD_SIMD_TEST_CHILD";

/// Runs `test` alone in a fresh copy of this test binary with
/// `BITBOARD_SIMD` set to `value` (or removed), and returns its stdout, or
/// `None` where this platform cannot start the binary itself (a foreign
/// target run by a user-mode emulator without binfmt: the child's `execve`
/// fails; wasm32-wasip1, with no path to itself and no processes; on
/// x86-64 that is an error).
fn run_child(test: &str, value: Option<&str>) -> Option<String> {
    run_child_with_stderr(test, value).map(|(stdout, _)| stdout)
}

/// [`run_child`], also returning the child's stderr.
fn run_child_with_stderr(test: &str, value: Option<&str>) -> Option<(String, String)> {
    run_test_child(module_path!(), test, &[("BITBOARD_SIMD", value)])
}

/// Runs `module`'s test `test` (`module_path!()` of the caller) alone in a
/// fresh copy of this test binary, with `CHILD` set to `test` and each of
/// `env` set (`Some`) or removed (`None`); returns its stdout and stderr, or
/// `None` where this platform cannot start the binary itself. The wisdom
/// tests use it too.
pub(crate) fn run_test_child(
    module: &str,
    test: &str,
    env: &[(&str, Option<&str>)],
) -> Option<(String, String)> {
    let exe = match std::env::current_exe() {
        Ok(exe) => exe,
        // wasm32-wasip1: a module does not know its own path.
        Err(e) if !cfg!(target_arch = "x86_64") => {
            eprintln!("note: this test binary cannot find itself here ({e}): {test} skipped");
            return None;
        }
        Err(e) => panic!("the test binary's path: {e}"),
    };
    // The test's name in the binary: its path below the crate root
    // (`dispatch::child_env_probe` in the suite).
    let name = match module.split_once("::") {
        Some((_, module)) => format!("{module}::{test}"),
        None => test.to_string(),
    };
    let mut cmd = Command::new(exe);
    cmd.args(["--exact", &name, "--nocapture", "--test-threads=1"])
        .env(CHILD, test);
    for (k, v) in env {
        match v {
            Some(v) => cmd.env(k, v),
            None => cmd.env_remove(k),
        };
    }
    let out = match cmd.output() {
        Ok(out) => out,
        Err(e) if !cfg!(target_arch = "x86_64") => {
            eprintln!("note: cannot run the test binary as a child here ({e}): {test} skipped");
            return None;
        }
        Err(e) => panic!("run the test binary: {e}"),
    };
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() && stdout.is_empty() && !cfg!(target_arch = "x86_64") {
        // The binary never started (the harness prints before any test):
        // under qemu-user the exec error shows as a silent failing child.
        eprintln!(
            "note: the test binary did not start as a child here ({}): {test} skipped",
            out.status
        );
        return None;
    }
    assert!(
        out.status.success(),
        "child {test} with {env:?} failed\nstdout:\n{stdout}\nstderr:\n{stderr}"
    );
    assert!(
        stdout.contains("1 passed"),
        "child {test} did not run exactly one test:\n{stdout}\n{stderr}"
    );
    Some((stdout, stderr.into_owned()))
}

/// The child's half: only active in a child process. Checks its own
/// choice against its own CPU, and reports both.
#[test]
fn child_env_probe() {
    if std::env::var(CHILD).as_deref() != Ok("child_env_probe") {
        return;
    }
    let level = check_active_level();
    // The free functions work whatever the level.
    assert_eq!(bitboard_simd::flip_vertical(1), 1 << 56);
    let d4 = Square::new(27).unwrap();
    assert_eq!(
        bitboard_simd::queen_attacks_from(d4, 0x0000_1000_0020_0000),
        naive::queen_attacks_from(d4, 0x0000_1000_0020_0000)
    );
    println!(
        "\nCHILD-LEVEL={level} CHILD-HIGHEST={} ENV={:?} REASON={}",
        cpu().highest_level(),
        describe().env(),
        describe().reason()
    );
}

/// The value of `KEY=` in the child's report line.
fn child_report(stdout: &str, key: &str) -> Level {
    let pattern = format!("{key}=");
    stdout
        .lines()
        .find_map(|l| l.split_once(&pattern).map(|(_, rest)| rest))
        .and_then(|l| l.split_whitespace().next())
        .unwrap_or_else(|| panic!("no {key} in the child's output:\n{stdout}"))
        .parse()
        .unwrap_or_else(|e| panic!("{key}: {e}\n{stdout}"))
}

#[test]
fn environment_cap_in_child_processes() {
    // What each value must give on a CPU whose highest level is `highest`.
    // (The child reports its own CPU: under a user-mode emulator the child
    // may run on the host CPU rather than the emulated model.)
    // The level each value asks for (`None`: it asks for nothing valid, so
    // the CPU's highest applies); a request above the CPU gives its highest.
    let cases: [(Option<&str>, Option<Level>); 10] = [
        (None, None),
        (Some(""), None),
        (Some("scalar"), Some(Level::Scalar)),
        (Some("sse2"), Some(Level::Sse2)),
        (Some("  AVX2 "), Some(Level::Avx2)),
        (Some("bogus"), None),
        (Some("avx512"), Some(Level::Avx512)),
        (Some("bmi2"), Some(Level::Bmi2)),
        (
            Some("sse2; rm -rf / and a very long value beyond thirty-two bytes"),
            None,
        ),
        (Some("ééééééééééééééééé"), None),
    ];
    for (value, requested) in cases {
        let Some(stdout) = run_child("child_env_probe", value) else {
            return;
        };
        let highest = child_report(&stdout, "CHILD-HIGHEST");
        if highest != cpu().highest_level() {
            eprintln!(
                "note: the child runs on another CPU (highest level {highest}, here {})",
                cpu().highest_level()
            );
        }
        assert_eq!(
            child_report(&stdout, "CHILD-LEVEL"),
            if cfg!(feature = "std") {
                requested.map_or(highest, |l| l.min(highest))
            } else {
                highest
            },
            "BITBOARD_SIMD={value:?}: child output\n{stdout}"
        );
        eprintln!(
            "BITBOARD_SIMD={value:?}: {}",
            stdout.lines().find(|l| l.contains("CHILD-LEVEL")).unwrap()
        );
    }
    // The refused value is quoted in the reason.
    if let Some(stdout) =
        run_child("child_env_probe", Some("bogus")).filter(|_| cfg!(feature = "std"))
    {
        assert!(stdout.contains("ENV=Unknown"), "{stdout}");
        assert!(stdout.contains("\"bogus\" ignored"), "{stdout}");
    }
}

/// A value of `BITBOARD_SIMD` that is not applied (not a level, or a level
/// above the CPU's) prints exactly one warning line on stderr, however many
/// calls the child makes, and the line is `describe()`'s reason; a value that
/// is applied, empty or absent prints nothing. Without `std` nothing is read
/// and nothing printed.
#[test]
fn environment_warning_in_child_processes() {
    // (value, whether it names a level): a level warns only if it is above
    // the child's CPU.
    let cases: [(Option<&str>, Option<Level>); 8] = [
        (None, None),
        (Some(""), None),
        (Some("scalar"), Some(Level::Scalar)),
        (Some(" SSE2 "), Some(Level::Sse2)),
        (Some("avx512"), Some(Level::Avx512)),
        (Some("bmi2"), Some(Level::Bmi2)),
        (Some("bogus"), None),
        (Some("avx-512"), None),
    ];
    for (value, level) in cases {
        let Some((stdout, stderr)) = run_child_with_stderr("child_env_probe", value) else {
            return;
        };
        let highest = child_report(&stdout, "CHILD-HIGHEST");
        let set = value.is_some_and(|v| !v.trim().is_empty());
        let must_warn = cfg!(feature = "std") && set && level.is_none_or(|l| l > highest);
        let warnings: Vec<&str> = stderr
            .lines()
            .filter(|l| l.contains("bitboard_simd: warning"))
            .collect();
        if !must_warn {
            assert!(
                warnings.is_empty(),
                "BITBOARD_SIMD={value:?} (CPU up to {highest}): unexpected warning\n{stderr}"
            );
            continue;
        }
        assert_eq!(
            warnings.len(),
            1,
            "BITBOARD_SIMD={value:?}: exactly one warning line expected\n{stderr}"
        );
        let reason = stdout
            .lines()
            .find_map(|l| l.split_once("REASON=").map(|(_, r)| r))
            .expect("the child prints its reason");
        assert_eq!(warnings[0], format!("bitboard_simd: warning: {reason}"));
        assert!(reason.contains("ignored"), "{reason}");
        if level.is_none() {
            assert!(
                reason.contains(&format!("{:?}", value.unwrap())),
                "the refused value is quoted: {reason}"
            );
        }
        eprintln!("BITBOARD_SIMD={value:?}: {}", warnings[0]);
    }
}

/// 16 threads make the very first calls at once: every one gets the same
/// table and right answers.
#[test]
fn child_concurrent_probe() {
    if std::env::var(CHILD).as_deref() != Ok("child_concurrent_probe") {
        return;
    }
    const THREADS: usize = 16;
    let barrier = Barrier::new(THREADS);
    let d4 = Square::new(27).unwrap();
    let occ = 0x0040_0008_2200_1100u64;
    let results: Vec<(usize, u64, u64, Vec<u64>)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..THREADS)
            .map(|i| {
                let barrier = &barrier;
                s.spawn(move || {
                    barrier.wait();
                    // Half the threads start with the table, half with a
                    // free function.
                    let (table, a) = if i % 2 == 0 {
                        let t = kernels();
                        (
                            t as *const KernelTable as usize,
                            bitboard_simd::rook_attacks_from(d4, occ),
                        )
                    } else {
                        let a = bitboard_simd::rook_attacks_from(d4, occ);
                        (kernels() as *const KernelTable as usize, a)
                    };
                    let q = bitboard_simd::queen_attacks(1 << i, !(occ | 1 << i));
                    let mut out = vec![0; 9];
                    bitboard_simd::flip_vertical_batch(&[1, 2, 3, 4, 5, 6, 7, 8, 9], &mut out);
                    (table, a, q, out)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let first = results[0].0;
    for (i, (table, a, q, out)) in results.iter().enumerate() {
        assert_eq!(*table, first, "thread {i} got another table");
        assert_eq!(*a, naive::rook_attacks_from(d4, occ), "thread {i}");
        assert_eq!(
            *q,
            naive::queen_attacks(1 << i, !(occ | 1 << i)),
            "thread {i}"
        );
        let expected: Vec<u64> = (1..=9).map(naive::flip_vertical).collect();
        assert_eq!(out, &expected, "thread {i}");
    }
    assert_eq!(kernels() as *const KernelTable as usize, first);
    check_active_level();
    println!("CHILD-CONCURRENT-OK threads={THREADS}");
}

#[test]
fn concurrent_first_use_in_child_processes() {
    for value in [None, Some("sse2"), Some("scalar")] {
        let Some(stdout) = run_child("child_concurrent_probe", value) else {
            return;
        };
        assert!(stdout.contains("CHILD-CONCURRENT-OK"), "{stdout}");
    }
}

// ---------------------------------------------------- length mismatches

/// Panics from the mismatch checks are expected: keep them off stderr, but
/// only on the threads doing these checks (other tests' panics still print).
fn quiet_panics_on_this_thread() {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let default = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let quiet = std::thread::current()
                .name()
                .is_some_and(|n| n.starts_with("quiet-"));
            if let Some(at) = info.location() {
                // A location's file is `&'static str` only through
                // `Location::caller`; keep a leaked copy (a few per test run).
                let file: &'static str = Box::leak(at.file().to_owned().into_boxed_str());
                PANIC_AT.with(|p| p.set(Some((file, at.line()))));
            }
            if !quiet {
                default(info);
            }
        }));
    });
}

/// Runs `f`, which must panic; returns the panic message.
fn panic_message(f: impl FnOnce()) -> String {
    let err = catch_unwind(AssertUnwindSafe(f)).expect_err("a length mismatch must panic");
    if let Some(s) = err.downcast_ref::<String>() {
        s.clone()
    } else if let Some(s) = err.downcast_ref::<&str>() {
        s.to_string()
    } else {
        panic!("panic payload is not a message")
    }
}

/// The lengths used: distinct, and digits that no kernel name contains.
const LONG: usize = 13;
const SHORT: usize = 6;

fn assert_mentions_both(msg: &str, kernel: &str, a: usize, b: usize) {
    assert!(
        msg.contains(&a.to_string()) && msg.contains(&b.to_string()),
        "{kernel}: panic message {msg:?} should give both lengths {a} and {b}"
    );
}

macro_rules! mismatch {
    // One input slice: input LONG, output SHORT, and input SHORT, output LONG.
    (unary $name:ident, $in:expr, $out:expr $(, $p:expr)?) => {{
        for target in ["table", "free"] {
            for (n_in, n_out) in [(LONG, SHORT), (SHORT, LONG), (0, SHORT)] {
                let input = vec![$in; n_in];
                let mut output = vec![$out; n_out];
                let msg = panic_message(|| {
                    if target == "table" {
                        kernels().$name(&input $(, $p)?, &mut output)
                    } else {
                        bitboard_simd::$name(&input $(, $p)?, &mut output)
                    }
                });
                assert_mentions_both(&msg, stringify!($name), n_in, n_out);
                assert!(output.iter().all(|&o| o == $out), "{}: output written before the panic", stringify!($name));
            }
        }
    }};
    // Two input slices: a/b mismatch, and output mismatch.
    (binary $name:ident, $a:expr, $b:expr, $out:expr $(, $p:expr)?) => {{
        for target in ["table", "free"] {
            for (na, nb, no) in [(LONG, SHORT, LONG), (SHORT, LONG, SHORT), (LONG, LONG, SHORT), (SHORT, SHORT, LONG)] {
                let a = vec![$a; na];
                let b = vec![$b; nb];
                let mut output = vec![$out; no];
                let msg = panic_message(|| {
                    if target == "table" {
                        kernels().$name(&a, &b $(, $p)?, &mut output)
                    } else {
                        bitboard_simd::$name(&a, &b $(, $p)?, &mut output)
                    }
                });
                let (x, y) = if na != nb { (na, nb) } else { (na, no) };
                assert_mentions_both(&msg, stringify!($name), x, y);
                assert!(output.iter().all(|&o| o == $out), "{}: output written before the panic", stringify!($name));
            }
        }
    }};
    // Three input slices: each of b, c and the output against a.
    (ternary $name:ident, $a:expr, $b:expr, $c:expr, $out:expr $(, $p:expr)?) => {{
        for target in ["table", "free"] {
            for (na, nb, nc, no) in [
                (LONG, SHORT, LONG, LONG),
                (SHORT, SHORT, LONG, SHORT),
                (LONG, LONG, LONG, SHORT),
                (SHORT, SHORT, SHORT, LONG),
            ] {
                let a = vec![$a; na];
                let b = vec![$b; nb];
                let c = vec![$c; nc];
                let mut output = vec![$out; no];
                let msg = panic_message(|| {
                    if target == "table" {
                        kernels().$name(&a, &b, &c $(, $p)?, &mut output)
                    } else {
                        bitboard_simd::$name(&a, &b, &c $(, $p)?, &mut output)
                    }
                });
                let (x, y) = if na != nb { (na, nb) } else if na != nc { (na, nc) } else { (na, no) };
                assert_mentions_both(&msg, stringify!($name), x, y);
                assert!(output.iter().all(|&o| o == $out), "{}: output written before the panic", stringify!($name));
            }
        }
    }};
}

/// A value of each type a batch kernel takes or writes: an input, and the
/// output's sentinel (which must stay where nothing is written).
trait Value: Copy {
    const INPUT: Self;
    const SENTINEL: Self;
}

impl Value for u64 {
    const INPUT: u64 = 0x0123_4567_89ab_cdef;
    const SENTINEL: u64 = 0x5a5a_5a5a_5a5a_5a5a;
}

impl Value for u8 {
    const INPUT: u8 = 0x5a;
    const SENTINEL: u8 = 0xa5;
}

impl Value for [u64; 8] {
    const INPUT: [u64; 8] = [u64::INPUT; 8];
    const SENTINEL: [u64; 8] = [u64::SENTINEL; 8];
}

impl Value for KingSafety {
    const INPUT: KingSafety = KingSafety {
        checkers: u64::INPUT,
        pinned: 0,
        pin_orthogonal: 0,
        pin_diagonal: 0,
        check_mask: !0,
        king: Square::D4,
    };
    const SENTINEL: KingSafety = KingSafety {
        checkers: u64::SENTINEL,
        pinned: u64::SENTINEL,
        pin_orthogonal: u64::SENTINEL,
        pin_diagonal: u64::SENTINEL,
        check_mask: u64::SENTINEL,
        king: Square::H8,
    };
}

impl Value for Square {
    const INPUT: Square = Square::D4;
    const SENTINEL: Square = Square::A1;
}

impl Value for Side {
    const INPUT: Side = Side {
        pawns: 0,
        knights: 0,
        bishops: 0,
        rooks: u64::INPUT,
        queens: 0,
        king: 0,
    };
    const SENTINEL: Side = Side {
        pawns: 0,
        knights: 0,
        bishops: 0,
        rooks: 0,
        queens: 0,
        king: 0,
    };
}

impl Value for Dir {
    const INPUT: Dir = Dir::East;
    const SENTINEL: Dir = Dir::East;
}

impl Value for File {
    const INPUT: File = File::C;
    const SENTINEL: File = File::C;
}

impl Value for Color {
    const INPUT: Color = Color::Black;
    const SENTINEL: Color = Color::Black;
}

#[test]
#[cfg_attr(
    target_family = "wasm",
    ignore = "wasm32-wasip1 aborts on panic and has no threads"
)]
fn batch_length_mismatch_panics_with_both_lengths_and_writes_nothing() {
    let worker = std::thread::Builder::new()
        .name("quiet-length-mismatch".into())
        .spawn(|| {
            quiet_panics_on_this_thread();
            let mut checked: Vec<&str> = Vec::new();
            macro_rules! u { ($($t:tt)*) => {{ mismatch!(unary $($t)*); }}; }
            macro_rules! b { ($($t:tt)*) => {{ mismatch!(binary $($t)*); }}; }
            macro_rules! t { ($($t:tt)*) => {{ mismatch!(ternary $($t)*); }}; }
            // One check per batch row of the catalogue: each input slice
            // and the output by its element type, each parameter by its
            // type.
            macro_rules! check_entry {
                ([$family:ident] $Variant:ident $name:ident = $shape:ident of $SingleVariant:ident $single:ident $(, $in_place:ident)?
                    ($($io:tt)*) -> $O:ty;) => {
                    check_entry!(@slices $name ($($io)*) -> $O);
                    checked.push(stringify!($name));
                };
                (@slices $name:ident ($x:ident: $X:ty; $($p:ident: $P:ty)?) -> $O:ty) => {
                    u!($name, <$X as Value>::INPUT, <$O as Value>::SENTINEL $(, <$P as Value>::INPUT)?)
                };
                (@slices $name:ident ($a:ident: $A:ty, $b:ident: $B:ty; $($p:ident: $P:ty)?) -> $O:ty) => {
                    b!($name, <$A as Value>::INPUT, <$B as Value>::INPUT, <$O as Value>::SENTINEL $(, <$P as Value>::INPUT)?)
                };
                (@slices $name:ident ($a:ident: $A:ty, $b:ident: $B:ty, $c:ident: $C:ty; $($p:ident: $P:ty)?) -> $O:ty) => {
                    t!($name, <$A as Value>::INPUT, <$B as Value>::INPUT, <$C as Value>::INPUT, <$O as Value>::SENTINEL $(, <$P as Value>::INPUT)?)
                };
            }
            bitboard_simd::__catalogue!(batch check_entry);
            checked
        })
        .unwrap();
    let checked = worker.join().expect("length mismatch checks");
    // Every batch kernel was checked.
    let mut batch: Vec<&str> = Kernel::ALL
        .iter()
        .filter(|k| k.is_batch())
        .map(|k| k.name())
        .collect();
    let mut checked = checked;
    batch.sort();
    checked.sort();
    assert_eq!(checked, batch);
}

thread_local! {
    /// Where the last panic on this thread was raised (file, line), recorded
    /// by the hook of `quiet_panics_on_this_thread`.
    static PANIC_AT: std::cell::Cell<Option<(&'static str, u32)>> = const { std::cell::Cell::new(None) };
}

/// Runs `f`, which must panic, and returns where the panic was raised.
fn panic_location(f: impl FnOnce()) -> (&'static str, u32) {
    PANIC_AT.with(|p| p.set(None));
    panic_message(f);
    PANIC_AT
        .with(|p| p.get())
        .expect("the panic hook recorded no location")
}

/// A length mismatch is reported at the caller's line (the call in this
/// file), not inside the crate: free function, table method and the table
/// of a token, for each batch shape's checks.
#[test]
#[cfg_attr(
    target_family = "wasm",
    ignore = "wasm32-wasip1 aborts on panic and has no threads"
)]
fn length_mismatch_panics_at_the_callers_line() {
    // Checked on this thread: the worker's panics are kept quiet.
    let (here, cases) = std::thread::Builder::new()
        .name("quiet-panic-location".into())
        .spawn(|| {
            quiet_panics_on_this_thread();
            let here = file!();
            let (a, b) = ([1u64; 3], [2u64; 3]);
            let mut out = [0u64; 2];
            let mut bytes = [0u8; 2];
            let sq = [Square::E4; 3];
            let token = bitboard_simd::ScalarToken::always();
            use bitboard_simd::Token;
            // `at!` gives where the call panicked and the line it is written
            // on; each call fits on one line. `t`: the active table, `s`: a
            // pinned one, `k`: a token's.
            macro_rules! at {
                ($what:literal, $call:expr) => {
                    ($what, panic_location(|| $call), line!())
                };
            }
            use bitboard_simd::{
                flip_vertical_batch, queen_attacks_from_batch, queen_attacks_from_squares,
                rook_attacks_batch, side_attacks_batch,
            };
            let sides = [Side::default(); 3];
            let mut by_dir = [[0; 8]; 2];
            let t = kernels();
            let s = KernelTable::scalar();
            let k = token.kernels();
            #[rustfmt::skip] // one call per line: `line!()` is that line
            let cases: [(&str, (&str, u32), u32); 11] = [
                at!("free map", flip_vertical_batch(&a, &mut out)),
                at!("free zip", rook_attacks_batch(&a, &b[..2], &mut out)),
                at!("free from_sq", queen_attacks_from_batch(&sq, &a, &mut out)),
                at!("free squares", queen_attacks_from_squares(&sq, 0, &mut out)),
                at!("table squares", t.bishop_attacks_from_squares(&sq, 0, &mut out)),
                at!("table to_u8", t.extract_file_batch(&a, File::C, &mut bytes)),
                at!("table by_dir", t.attacks_by_direction_batch(&a, &b, &mut by_dir)),
                at!("pinned map(p)", s.shift_one_batch(&a, Dir::East, &mut out)),
                at!("token from_u8", k.deposit_file_batch(&[1; 3], File::A, &mut out)),
                at!("free from_side", side_attacks_batch(&sides, &a[..2], Color::White, &mut out)),
                at!("table from_side", t.side_attacks_batch(&sides, &a, Color::Black, &mut out)),
            ];
            (here, cases)
        })
        .unwrap()
        .join()
        .expect("panic location checks");
    for (what, (file, line), expected_line) in cases {
        assert_eq!(
            (file, line),
            (here, expected_line),
            "{what}: the panic must point at the call in this file"
        );
    }
}

/// The same through every implementation's table: the check comes before
/// any implementation runs.
#[test]
#[should_panic(expected = "13")]
#[cfg_attr(
    target_family = "wasm",
    ignore = "wasm32-wasip1 aborts on panic: no unwinding to catch"
)]
fn mismatch_through_a_pinned_table_panics() {
    let t = KernelTable::for_level(cpu().highest_level()).unwrap();
    let input = [0u64; 13];
    let mut output = [0u8; 2];
    t.extract_file_batch(&input, File::A, &mut output);
}

// ------------------------------------------------------- board types

#[test]
fn from_str_refuses_junk_with_clear_messages() {
    for junk in [
        "", "a", "a0", "a9", "i1", "11", "aa", "a10", " a1", "a1 ", "é1", "h8x",
    ] {
        let err = junk.parse::<Square>().expect_err(junk);
        assert_eq!(
            err.to_string(),
            "not a square (expected a file letter a-h then a rank digit 1-8)",
            "{junk:?}"
        );
    }
    for junk in ["", "up", "northnorth", "nn", "north-east", "0"] {
        let err = junk.parse::<Dir>().expect_err(junk);
        let msg = err.to_string();
        assert!(
            msg.starts_with("not a direction (expected north, northeast"),
            "{junk:?}: {msg}"
        );
        assert!(msg.contains("nw"), "{msg}");
    }
    for junk in ["", "mmx", "avx", "avx-512", "sse", "avx512f", "0"] {
        let err = junk.parse::<Level>().expect_err(junk);
        assert_eq!(
            err.to_string(),
            "not a level (expected scalar, sse2, avx2, bmi2, avx512, neon, sve2 or simd128)",
            "{junk:?}"
        );
    }
    for junk in [
        "",
        "flip",
        "Flip_Vertical",
        "flip_vertical ",
        "rotate_270",
        "FlipVertical",
    ] {
        let err = junk.parse::<Kernel>().expect_err(junk);
        let msg = err.to_string();
        assert!(msg.starts_with("not a kernel (expected"), "{junk:?}: {msg}");
        assert!(msg.contains("flip_vertical"), "{msg}");
    }
    // And accept what they document.
    for (i, (name, short)) in [
        ("north", "n"),
        ("northeast", "ne"),
        ("east", "e"),
        ("southeast", "se"),
        ("south", "s"),
        ("southwest", "sw"),
        ("west", "w"),
        ("northwest", "nw"),
    ]
    .into_iter()
    .enumerate()
    {
        let d = naive::DIRS[i];
        assert_eq!(name.parse::<Dir>(), Ok(d));
        assert_eq!(short.parse::<Dir>(), Ok(d));
        assert_eq!(name.to_uppercase().parse::<Dir>(), Ok(d));
        assert_eq!(short.to_uppercase().parse::<Dir>(), Ok(d));
        assert_eq!(d.to_string(), name);
        assert_eq!(d.index(), i);
        assert_eq!(Dir::from_index(i), Some(d));
    }
    assert_eq!(Dir::from_index(8), None);
    for (name, level) in LEVEL_NAMES {
        assert_eq!(name.parse::<Level>(), Ok(level));
        assert_eq!(
            format!(" {} ", name.to_uppercase()).parse::<Level>(),
            Ok(level)
        );
        assert_eq!(level.to_string(), name);
    }
    for &k in Kernel::ALL {
        assert_eq!(k.name().parse::<Kernel>(), Ok(k));
        assert_eq!(k.to_string(), k.name());
    }
}

/// `Dir`'s step, opposite and wrap mask follow the compass table of its
/// documentation.
#[test]
fn dir_methods_follow_the_compass_table() {
    const NOT_A: u64 = !0x0101_0101_0101_0101;
    const NOT_H: u64 = !0x8080_8080_8080_8080;
    let table: [(Dir, i8, u64); 8] = [
        (Dir::North, 8, !0),
        (Dir::NorthEast, 9, NOT_A),
        (Dir::East, 1, NOT_A),
        (Dir::SouthEast, -7, NOT_A),
        (Dir::South, -8, !0),
        (Dir::SouthWest, -9, NOT_H),
        (Dir::West, -1, NOT_H),
        (Dir::NorthWest, 7, NOT_H),
    ];
    for (d, step, mask) in table {
        assert_eq!(d.step(), step, "{d}");
        assert_eq!(d.wrap_mask(), mask, "{d}");
        let (df, dr) = naive::delta(d);
        assert_eq!(i32::from(step), df + 8 * dr, "{d}");
        let o = d.opposite();
        assert_eq!(naive::delta(o), (-df, -dr), "{d}");
        assert_eq!(o.opposite(), d);
    }
    assert_eq!(Dir::ALL.to_vec(), naive::DIRS.to_vec());
    assert_eq!(Dir::ORTHOGONAL, naive::ROOK_DIRS);
    assert_eq!(Dir::DIAGONAL, naive::BISHOP_DIRS);
}
