//! Run by `.ci/run` under `qemu-x86_64 -cpu <model>` with the expectation in
//! the environment: `BITBOARD_SIMD_EXPECT_LEVEL` (the highest level the
//! model must be detected at) and `BITBOARD_SIMD_EXPECT_PEXT` (`slow` or
//! `fast`). Outside the matrix the variables are unset and the test only
//! prints the dispatch description. The wasm32 stage runs every test binary
//! under a WASI runtime with `BITBOARD_SIMD_EXPECT_LEVEL` (`simd128` or
//! `scalar`, as the module was built), and `BITBOARD_SIMD_EXPECT_ACTIVE`
//! where it also sets a `BITBOARD_SIMD` cap: the level the dispatcher must
//! run.
//!
//! `BITBOARD_SIMD_EXPECT_CONSTRUCTOR=1` (the x86-64 stages: the CPU-model
//! matrix, and `tools/ci-platforms.sh`'s Windows-under-Wine and static musl
//! runs) asserts that the crate's constructor ran before `main` and fixed
//! the per-square free functions' lookups, as `describe()` reports it. (On
//! aarch64 and wasm32 those lookups are fixed at compile time and
//! `describe()` says so instead: there the variable is not set.)

use bitboard_simd::{cpu, describe, kernels, Level};

#[test]
fn detected_level_and_pext_verdict_match_the_emulated_model() {
    println!("{}", describe());
    let Ok(expected) = std::env::var("BITBOARD_SIMD_EXPECT_LEVEL") else {
        println!("BITBOARD_SIMD_EXPECT_LEVEL not set: not running under the CPU-model matrix");
        return;
    };
    let expected: Level = expected
        .parse()
        .expect("BITBOARD_SIMD_EXPECT_LEVEL names a level");
    assert_eq!(cpu().highest_level(), expected, "cpu: {}", cpu());
    if let Ok(active) = std::env::var("BITBOARD_SIMD_EXPECT_ACTIVE") {
        let active: Level = active
            .parse()
            .expect("BITBOARD_SIMD_EXPECT_ACTIVE names a level");
        assert_eq!(kernels().level(), active, "{}", describe());
    }

    match std::env::var("BITBOARD_SIMD_EXPECT_PEXT").as_deref() {
        Ok("slow") => {
            assert!(cpu().pext_slow(), "pext should be judged slow on {}", cpu());
            for (kernel, imp) in kernels().iter() {
                assert!(
                    !imp.uses_pext(),
                    "{kernel} chose {} although pext is slow",
                    imp.name()
                );
            }
        }
        Ok("") => {}
        Ok("fast") => assert!(
            !cpu().pext_slow(),
            "pext should be judged fast on {}",
            cpu()
        ),
        Ok(other) => panic!("BITBOARD_SIMD_EXPECT_PEXT={other:?}: expected slow or fast"),
        Err(_) => {}
    }
    // Whatever was detected, every chosen implementation must be runnable.
    for (kernel, imp) in kernels().iter() {
        assert!(
            cpu().features().contains(imp.requires()),
            "{kernel}: {} needs {}",
            imp.name(),
            imp.requires()
        );
    }
}

/// Where CI expects the constructor (`BITBOARD_SIMD_EXPECT_CONSTRUCTOR=1`),
/// `describe()` must say that it ran before `main` and fixed the free
/// functions' lookups: on a platform where it did not run (a wrong
/// initialiser section, a loader that skips it, a build without the
/// `initialisers` cfg) the line says "a call through the table" or "the
/// constructor did not run", and this fails. Unset: nothing to check.
#[test]
fn the_constructor_ran_where_ci_expects_it() {
    const RAN: &str = "free fn lookups: fixed before main by the crate's constructor";
    match std::env::var("BITBOARD_SIMD_EXPECT_CONSTRUCTOR").as_deref() {
        Ok("1") => {
            let text = describe().to_string();
            let line = text.lines().find(|l| l.starts_with("free fn lookups:"));
            assert!(
                line.is_some_and(|l| l.starts_with(RAN)),
                "BITBOARD_SIMD_EXPECT_CONSTRUCTOR=1, but the constructor did not fix the lookups before main: {line:?}\n{text}"
            );
            println!(
                "BITBOARD_SIMD_EXPECT_CONSTRUCTOR=1: ok, {}",
                line.unwrap_or_default()
            );
        }
        Ok(other) => panic!("BITBOARD_SIMD_EXPECT_CONSTRUCTOR={other:?}: expected 1 or unset"),
        Err(_) => println!("BITBOARD_SIMD_EXPECT_CONSTRUCTOR not set: nothing to check"),
    }
}
