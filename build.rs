//! Records how the crate is being built (target, target features enabled at
//! compile time, profile, optimisation level, compiler) into
//! `$OUT_DIR/build_info.rs`, which `src/build_info.rs` includes. The
//! benchmark report prints it, so a report says whether it measured a plain
//! x86-64 build or one with `-C target-cpu=native`.

use std::env;
use std::fs;
use std::path::PathBuf;
use std::process::Command;

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
    let path =
        PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("build_info.rs");
    fs::write(path, out).expect("write build_info.rs");
    initialisers(&var("CARGO_CFG_TARGET_OS"));
    println!("cargo:rerun-if-changed=build.rs");
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
