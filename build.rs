//! Records how the crate is being built (target, target features enabled at
//! compile time, profile, optimisation level, compiler) into
//! `$OUT_DIR/build_info.rs`, which `src/build_info.rs` includes. The
//! benchmark report prints it, so a report says whether it measured a plain
//! x86-64 build or one with `-C target-cpu=native`.

//!
//! It also evaluates the slider answer tables (`magic-table`,
//! `pext-table`) from `src/arch/all/line_attacks/answers.rs` and writes
//! them to `$OUT_DIR/*.bin`, which the crate includes as its `static`
//! tables: evaluating 2.3 MiB of answers in `const` took a dependent's
//! build about 6.5 s, here it takes milliseconds.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

// The build script uses the tables' builders and layout; the lookups and
// their helpers in that file are the crate's. Its rays walk the crate's
// direction steps, which it reads as `crate::compass`.
#[allow(dead_code)]
#[path = "src/arch/all/line_attacks/answers.rs"]
mod answers;
#[path = "src/compass.rs"]
mod compass;

fn main() {
    let var = |name: &str| env::var(name).unwrap_or_default();
    let mut features: Vec<String> = var("CARGO_CFG_TARGET_FEATURE")
        .split(',')
        .filter(|s| !s.is_empty())
        .map(String::from)
        .collect();
    features.sort();

    let rustc = env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let rustc_version = Command::new(rustc)
        .arg("--version")
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .map(|s| s.trim().to_string())
        .unwrap_or_else(|| "unknown".into());

    let consts = [
        ("TARGET", "The target triple.", var("TARGET")),
        (
            "TARGET_FEATURES",
            "Target features enabled at compile time, space separated.",
            features.join(" "),
        ),
        (
            "PROFILE",
            "Cargo profile (`debug` or `release`).",
            var("PROFILE"),
        ),
        ("OPT_LEVEL", "Optimisation level.", var("OPT_LEVEL")),
        (
            "RUSTC_VERSION",
            "`rustc --version` of the compiler.",
            rustc_version,
        ),
        (
            "CRATE_VERSION",
            "This crate's version.",
            var("CARGO_PKG_VERSION"),
        ),
    ];
    let mut out = String::new();
    for (name, doc, value) in consts {
        out += &format!("/// {doc}\npub const {name}: &str = {value:?};\n");
    }
    let out_dir = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    fs::write(out_dir.join("build_info.rs"), out).expect("write build_info.rs");
    initialisers(&var("CARGO_CFG_TARGET_OS"));
    answer_tables(&out_dir, var("CARGO_CFG_TARGET_ENDIAN") == "big");
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/arch/all/line_attacks/answers.rs");
    println!("cargo:rerun-if-env-changed=RUSTFLAGS");
    println!("cargo:rerun-if-env-changed=CARGO_ENCODED_RUSTFLAGS");
}

/// Sets `initialisers` to the object format whose list of initialisers
/// (functions the loader runs before `main`) the crate writes its
/// constructor into (`src/selection/before_main.rs`): ELF `.init_array`,
/// Mach-O `__mod_init_func`, PE `.CRT$XCU`. Unset elsewhere.
fn initialisers(os: &str) {
    println!("cargo::rustc-check-cfg=cfg(initialisers, values(\"elf\", \"macho\", \"pe\"))");
    let format = match os {
        "linux" | "android" | "freebsd" | "netbsd" | "openbsd" | "dragonfly" | "illumos"
        | "solaris" => "elf",
        "macos" | "ios" => "macho",
        "windows" => "pe",
        _ => return,
    };
    println!("cargo::rustc-cfg=initialisers=\"{format}\"");
}

/// Writes the answer tables the enabled features use: `packed.bin` (the
/// `pext` order), `black_magic.bin` and, with `alternatives` (no CPU class
/// chooses `scalar/magic`), `magic.bin` (each `[u64; N]` in the target's
/// byte order). Building a magic table panics if a magic maps two
/// occupancies with different attacks to one entry, which fails the build.
fn answer_tables(out_dir: &Path, big_endian: bool) {
    let magic = env::var_os("CARGO_FEATURE_MAGIC_TABLE").is_some();
    let fancy_magic = magic && env::var_os("CARGO_FEATURE_ALTERNATIVES").is_some();
    let pext = env::var_os("CARGO_FEATURE_PEXT_TABLE").is_some();
    if !(magic || pext) {
        return;
    }
    let write = |name: &str, table: &[u64]| {
        let bytes: Vec<u8> = table
            .iter()
            .flat_map(|&x| {
                if big_endian {
                    x.to_be_bytes()
                } else {
                    x.to_le_bytes()
                }
            })
            .collect();
        fs::write(out_dir.join(name), bytes).expect("write an answer table");
    };
    let zeros = || {
        vec![0u64; answers::ENTRIES]
            .into_boxed_slice()
            .try_into()
            .unwrap()
    };
    let mut packed: Box<[u64; answers::ENTRIES]> = zeros();
    answers::answers(answers::Indexing::Packed, &mut packed);
    if pext {
        write("packed.bin", &packed[..]);
    }
    if fancy_magic {
        let mut fancy: Box<[u64; answers::ENTRIES]> = zeros();
        let indexing =
            answers::Indexing::Magic(&answers::ROOK_MAGICS, &answers::BISHOP_MAGICS, &packed);
        answers::answers(indexing, &mut fancy);
        write("magic.bin", &fancy[..]);
    }
    if magic {
        let mut black: Box<[u64; answers::black::ENTRIES]> = vec![0u64; answers::black::ENTRIES]
            .into_boxed_slice()
            .try_into()
            .unwrap();
        answers::black::answers(&packed, &mut black);
        write("black_magic.bin", &black[..]);
    }
}
