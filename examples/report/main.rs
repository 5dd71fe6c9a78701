//! The per-CPU benchmark report: which implementation of each kernel is
//! fastest on this CPU, and what the dispatcher chose.
//!
//! ```text
//! cargo run --release --example report                 # full: 3 rounds (~2 min)
//! cargo run --release --example report -- --quick      # one round (~5 s)
//! cargo run --release --example report -- --kernel extract --quick
//! cargo run --release --example report -- --corpus     # full, into reports/<cpu>.json
//! cargo run --release --example report -- --compare reports/*.json
//! cargo run --release --example report -- --compare reports/*.json --figures FIGURES.md
//! cargo run --release --example report -- --validate   # check the JSON just written
//! cargo run --release --example report -- --resettle reports/*.json  # settled fields from the rounds
//! cargo run --release --example report -- --wisdom my.wisdom  # and the wisdom of the fastest
//! ```
//!
//! The flags are listed by `--help` (`cli.rs`). Outputs go to the cargo
//! target directory the report was built in (`<target>/report/report.json`
//! and `.svg`), whatever the current directory, found from the
//! executable's path at run time; a binary copied out of its target
//! directory writes under the current directory instead (`report/...`),
//! never under a path compiled in from the build machine. A `--kernel` run
//! writes `report-<names>.json` instead, so it never replaces a full report.
//! `--compare` also writes `<target>/report/compare.html`, a self-contained
//! page with a chart per kernel family across the reports' CPUs; with
//! `--figures PATH` it also writes the markdown page of the corpus's
//! figures (`figures.rs`; the repository's `FIGURES.md`, which a test keeps
//! current).
//! `--corpus` writes the JSON to the repository's `reports/` (a copied
//! binary: the current directory) as
//! `<vendor>-<family>h-<model>h-<yyyymmdd>-<hhmmss>[-<commit>].json`
//! (family and model in lower-case hex, the UTC time the report was
//! written, the commit measured), one file per run: the corpus keeps every
//! run of every CPU.
//!
//! Progress goes to stderr, the report to stdout; the same report is written
//! as JSON and as an SVG chart. Each sample times whole passes over 4096
//! pre-generated random inputs (`examples/common/workload.rs`); the
//! implementations of one kernel are sampled in turn (interleaved), so a
//! disturbance hits all of them. A round measures every selected kernel
//! once (a median of several samples per figure); the full mode runs three
//! rounds, spread over the run, and reports the median of the rounds'
//! medians, with the round-to-round spread, so a burst of load on a shared
//! machine moves at most one round.
//! Which rankings the rounds settle (an implementation faster than
//! another in nearly every round, compared within each round, where a
//! whole-machine slow or fast phase moves both) is recorded beside the
//! figures (`settle.rs`); a `--corpus` run takes 5 rounds or more, the
//! fewest that can settle one.
//!
//! Beside the kernels, the peer crates: the per-square lookups against
//! cozy-chess and shakmaty (`peers.rs`, `peers_positions.rs`, when a
//! per-square slider kernel is selected), and a side's attack map,
//! `side_attacks`, against loops of per-square lookups (`peers_maps.rs`,
//! when `side_attacks` is selected).
//!
//! `--wisdom PATH` also writes the wisdom of the measured fastest for
//! every use (`wisdom.rs`), which `BITBOARD_SIMD_WISDOM=PATH` installs
//! before `main` in a later run; the report's chosen and regret columns
//! always judge the choices in force, a wisdom file's where one is
//! installed.
//!
//! The JSON schema is documented in `schema.rs`.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use bitboard_simd::{build_info, Kernel};

mod chart;
#[path = "../common/chosen.rs"]
mod chosen;
mod cli;
mod compare;
mod compare_page;
#[path = "../common/corpus_name.rs"]
mod corpus_name;
mod figures;
mod inlined;
mod measure;
mod peers;
#[path = "../common/peers.rs"]
mod peers_common;
mod peers_maps;
mod peers_positions;
mod peers_safety;
#[path = "../common/positions.rs"]
mod positions;
#[path = "../common/safety.rs"]
mod safety;
mod schema;
mod settle;
mod text;
mod validate;
mod wisdom;
#[path = "../common/workload.rs"]
mod workload;

use cli::Mode;

fn main() -> ExitCode {
    match run() {
        Ok(code) => code,
        Err(e) => {
            eprintln!("report: error: {e}");
            ExitCode::from(2)
        }
    }
}

// -------------------------------------------------------------- arguments

/// The kernels selected by `--kernel` (a kernel name or a family name).
fn select_kernels(filter: &[String]) -> Result<Vec<Kernel>, String> {
    if filter.is_empty() {
        return Ok(Kernel::ALL.to_vec());
    }
    let mut chosen = BTreeSet::new();
    for f in filter {
        let matched: Vec<Kernel> = Kernel::ALL
            .iter()
            .copied()
            .filter(|k| k.name() == f || k.family() == f)
            .collect();
        if matched.is_empty() {
            let families: BTreeSet<&str> = Kernel::ALL.iter().map(|k| k.family()).collect();
            return Err(format!(
                "--kernel {f:?}: not a kernel or family name (families: {}; kernels e.g. flip_vertical, extract_file_batch)",
                families.into_iter().collect::<Vec<_>>().join(", ")
            ));
        }
        chosen.extend(matched);
    }
    // Keep the catalogue's order.
    Ok(Kernel::ALL
        .iter()
        .copied()
        .filter(|k| chosen.contains(k))
        .collect())
}

fn run() -> Result<ExitCode, String> {
    run_in(std::env::args_os().skip(1), &cli::Place::of_process())
}

/// The report with `args`, its outputs placed as `place` says (this
/// process's in `main`; a copied binary's in a test).
fn run_in<I>(args: I, place: &cli::Place) -> Result<ExitCode, String>
where
    I: IntoIterator,
    I::Item: Into<std::ffi::OsString>,
{
    let mut args = cli::parse(args)?;
    if args.corpus_default {
        args.corpus = Some(place.corpus_dir());
    }
    let target = place.output_root();
    let cpu = bitboard_simd::cpu();
    // A corpus file's name ends in the time the report is written; the
    // name of a run starting now, for the checks before measuring.
    let (commit, _) = measure::git_state();
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let cpu_file = cli::corpus_file_name(
        cpu.vendor(),
        cpu.family(),
        cpu.model(),
        now,
        commit.as_deref(),
    );
    match &args.mode {
        Mode::Help => {
            text::print_trimmed(cli::USAGE);
            return Ok(ExitCode::SUCCESS);
        }
        Mode::Compare(files) => {
            let page = target.join("report").join("compare.html");
            return compare::compare(files, &page, args.figures.as_deref())
                .map(|()| ExitCode::SUCCESS);
        }
        Mode::Validate(files) if files.is_empty() => {
            return Ok(validate::files(&[args.json_path(&target, &cpu_file)]))
        }
        Mode::Validate(files) => return Ok(validate::files(files)),
        Mode::Resettle(files) => return settle::resettle(files).map(|()| ExitCode::SUCCESS),
        Mode::Measure => {}
    }
    if args.corpus.is_some() {
        corpus_preconditions()?;
    }
    if let Some(level) = args.token_level
        && !bitboard_simd::available_levels().any(|l| l == level)
    {
        return Err(format!(
            "--token-level {}: this CPU does not support that level",
            level.name()
        ));
    }
    let kernels = select_kernels(&args.kernels)?;
    let (json_path, svg_path) = (
        args.json_path(&target, &cpu_file),
        args.svg_path(&target, &cpu_file),
    );
    // Fail on an unwritable path now, not after minutes of measuring.
    probe_output(&json_path, "JSON report")?;
    probe_output(&svg_path, "SVG chart")?;
    if let Some(path) = &args.wisdom {
        probe_output(path, "wisdom")?;
    }

    let report = measure::measure(&args, &kernels);
    text::print_report(&report);
    // The corpus file is named by the report's own fields.
    let cpu_file = cli::corpus_file_name(
        &report.cpu.vendor,
        report.cpu.family,
        report.cpu.model,
        report.created_unix_s,
        report.build.git_commit.as_deref(),
    );
    let (json_path, svg_path) = (
        args.json_path(&target, &cpu_file),
        args.svg_path(&target, &cpu_file),
    );

    let json = serde_json::to_string_pretty(&report).map_err(|e| format!("JSON: {e}"))?;
    write_output(&json_path, "JSON report", json.as_bytes())?;
    write_output(
        &svg_path,
        "SVG chart",
        chart::render_svg(&report).as_bytes(),
    )?;
    eprintln!("wrote {} and {}", json_path.display(), svg_path.display());
    if let Some(path) = &args.wisdom {
        write_wisdom(&report, path)?;
    }
    if args.corpus.is_some() {
        eprintln!(
            "this CPU's corpus file: check it with --validate {0}, then commit it (git add {0})",
            json_path.display()
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// Writes the wisdom of `report`'s fastest (`wisdom.rs`) to `path`, all or
/// nothing, and says on stderr what differs from the choices in force.
fn write_wisdom(report: &schema::Report, path: &Path) -> Result<(), String> {
    let in_force = bitboard_simd::wisdom();
    let judged = wisdom::judge(report, &wisdom::Here::of_process(), in_force.clone())?;
    let text = judged.wisdom.to_string();
    // What `BITBOARD_SIMD_WISDOM` will read back: never a file that does not.
    text.parse::<bitboard_simd::Wisdom>().map_err(|e| {
        format!("--wisdom: the text written would not load ({e}); a bug of the report")
    })?;
    write_output(path, "wisdom", text.as_bytes())?;
    let changed = wisdom::differences(&in_force, &judged.wisdom);
    eprintln!(
        "wrote {} (the measured fastest for every use; {} from the choices in force{})",
        path.display(),
        cli::count(changed.len(), "change"),
        if changed.is_empty() { "" } else { ":" }
    );
    for change in &changed {
        eprintln!("  {change}");
    }
    for why in &judged.kept {
        eprintln!("  kept as in force: {why}");
    }
    eprintln!(
        "  install it before main in a later run (a build with bitboard-simd's startup-choices feature): BITBOARD_SIMD_WISDOM={}",
        path.display()
    );
    Ok(())
}

/// A corpus file stands for the CPU as the crate ships: a release build
/// for plain x86-64 (or the target's baseline), dispatching without a cap.
fn corpus_preconditions() -> Result<(), String> {
    if build_info::PROFILE != "release" {
        return Err(format!(
            "--corpus needs a release build (this is {}): cargo run --release --example report -- --corpus",
            build_info::PROFILE
        ));
    }
    let raised: Vec<&str> = build_info::TARGET_FEATURES
        .split_whitespace()
        .filter(|f| ["avx", "avx2", "bmi2", "avx512f"].contains(f))
        .collect();
    if !raised.is_empty() {
        return Err(format!(
            "--corpus measures the plain build, but this one enables {} at compile time (unset RUSTFLAGS)",
            raised.join(" ")
        ));
    }
    if let Ok(v) = std::env::var("BITBOARD_SIMD") {
        return Err(format!(
            "--corpus measures the uncapped dispatcher, but BITBOARD_SIMD={v} is set"
        ));
    }
    // On x86-64 the single-board figures through the table move by a cycle
    // with where each function falls against the 64-byte lines, from build
    // to build; a corpus file measures code aligned to them (the
    // repository's `.cargo/config.toml`), so that its figures follow the code.
    let alignment = measure::function_alignment();
    if cfg!(target_arch = "x86_64") && alignment < CORPUS_FUNCTION_ALIGNMENT {
        return Err(format!(
            "--corpus measures functions aligned to {CORPUS_FUNCTION_ALIGNMENT} bytes, but this build aligns them to {alignment} \
             (build in the repository, whose .cargo/config.toml aligns them, with RUSTFLAGS unset, \
             or set RUSTFLAGS=\"-C llvm-args=-align-all-functions=6\")"
        ));
    }
    Ok(())
}

/// The function alignment (bytes) of a `--corpus` build on x86-64.
const CORPUS_FUNCTION_ALIGNMENT: u32 = 64;

/// `path` with `.partial` appended: written first, renamed into place when
/// complete, so an interrupted run never leaves a truncated report.
fn partial(path: &Path) -> PathBuf {
    let mut p = path.as_os_str().to_owned();
    p.push(".partial");
    PathBuf::from(p)
}

/// Checks that `path` can be written (creating its directory), without
/// touching an existing file there.
fn probe_output(path: &Path, what: &str) -> Result<(), String> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {} for the {what}: {e}", dir.display()))?;
    }
    let tmp = partial(path);
    std::fs::File::create(&tmp)
        .and_then(|_| std::fs::remove_file(&tmp))
        .map_err(|e| format!("cannot write the {what} to {}: {e}", path.display()))
}

fn write_output(path: &Path, what: &str, bytes: &[u8]) -> Result<(), String> {
    let tmp = partial(path);
    std::fs::write(&tmp, bytes)
        .and_then(|()| std::fs::rename(&tmp, path))
        .map_err(|e| format!("cannot write the {what} to {}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A report binary copied out of its target directory (its executable
    /// elsewhere, run from another directory) writes its JSON and chart
    /// under the current directory, and nothing under the build's target
    /// directory.
    #[test]
    fn a_copied_binary_writes_where_it_runs() {
        if cfg!(target_os = "wasi") {
            // No temporary directory to copy into (`std::env::temp_dir`
            // panics there); a WASI module writes under the current
            // directory anyway (`cli::tests::corpus`).
            eprintln!("note: a_copied_binary_writes_where_it_runs skipped on WASI");
            return;
        }
        let work = std::env::temp_dir().join(format!("report-copied-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&work);
        std::fs::create_dir_all(&work).unwrap();
        let place = cli::Place {
            exe: Some(work.join("bin").join("report")),
            cwd: work.clone(),
        };
        let built = cli::Place::of_process()
            .output_root()
            .join("report")
            .join("report-flip_vertical.json");
        let before = std::fs::metadata(&built).and_then(|m| m.modified()).ok();
        let code = run_in(["--quick", "--kernel", "flip_vertical"], &place).unwrap();
        assert_eq!(code, ExitCode::SUCCESS);
        for name in ["report-flip_vertical.json", "report-flip_vertical.svg"] {
            let path = work.join("report").join(name);
            assert!(path.is_file(), "{} was not written", path.display());
        }
        let report =
            crate::compare::load(&work.join("report").join("report-flip_vertical.json")).unwrap();
        assert!(validate::check(&report).is_empty());
        let after = std::fs::metadata(&built).and_then(|m| m.modified()).ok();
        assert_eq!(before, after, "{} was written", built.display());
        // Where --json and --svg say, they win; --wisdom writes a file that
        // loads, whose measured kernel's table line is the report's fastest.
        let json = work.join("elsewhere.json");
        let svg = work.join("sub").join("chart.svg");
        let wisdom = work.join("w").join("my.wisdom");
        let code = run_in(
            [
                "--quick",
                "--kernel",
                "flip_vertical",
                "--json",
                json.to_str().unwrap(),
                "--svg",
                svg.to_str().unwrap(),
                "--wisdom",
                wisdom.to_str().unwrap(),
            ],
            &place,
        )
        .unwrap();
        assert_eq!(code, ExitCode::SUCCESS);
        assert!(json.is_file() && svg.is_file());
        let text = std::fs::read_to_string(&wisdom).unwrap();
        let loaded: bitboard_simd::Wisdom = text.parse().unwrap_or_else(|e| panic!("{e}\n{text}"));
        let report = crate::compare::load(&json).unwrap();
        // The fastest the active level runs (`BITBOARD_SIMD` may cap it
        // below the implementations measured).
        let runs = |name: &str| {
            Kernel::FlipVertical.implementations().any(|i| {
                i.name() == name && bitboard_simd::kernels().features().contains(i.requires())
            })
        };
        let fastest = report.kernels[0]
            .implementations
            .iter()
            .filter(|i| runs(&i.name))
            .min_by(|a, b| a.ns.total_cmp(&b.ns))
            .map(|i| i.name.as_str());
        assert_eq!(loaded.choice("table", Kernel::FlipVertical), fastest);
        std::fs::remove_dir_all(&work).unwrap();
    }
}
