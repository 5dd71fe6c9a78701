//! The report's command line: flags, their ranges, and where the output
//! goes. Kept apart from the measuring so that `cargo test --example report`
//! can check it without measuring anything.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

pub const USAGE: &str = "\
usage: report [--quick | --full] [--rounds N] [--kernel NAME]... [--misalign N]
              [--token-level LEVEL] [--json PATH] [--svg PATH] [--corpus[=DIR]]
              [--wisdom PATH]
       report --compare FILE.json... [--figures PATH.md]
       report --validate [FILE.json...]
       report --resettle FILE.json...

Measures every implementation of every kernel this CPU supports and prints
ns per board, the fastest, the dispatcher's choice and its regret.

  --quick          a rough run: one round (about 5 s)
  --full           the default: 3 rounds, each figure the median of the
                   rounds' medians (about 2 min)
                   (the measuring alone, build excluded, on a 2-vCPU AMD
                   Zen 4 shared with other builds: quick 5 to 7 s, full
                   2 min 9 s and 2 min 25 s; an idle one ran the full mode
                   in 1 min 37 s. The report runs on one core, so other
                   work on it lengthens the run)
  --rounds N       measure every kernel N times (1 to 50) [quick 1, full 3]
  --kernel NAME    only this kernel or family (repeatable, or comma separated);
                   such a run writes report-NAME.json, not report.json
  --misalign N     start every buffer N elements past a 64-byte boundary
                   (0 to 63) [0]
  --token-level L  time the implementations inlined through the token of
                   level L (scalar, sse2, avx2, bmi2, avx512, neon, sve2
                   or simd128; one this CPU supports) [the level
                   dispatch() uses]
  --json PATH      where to write the JSON report
                   [<cargo target dir>/report/report.json]
  --svg PATH       where to write the SVG chart
                   [<cargo target dir>/report/report.svg]
  --corpus[=DIR]   write the JSON to the repository's reports/ folder (or DIR;
                   a copied binary: the current directory) as
                   <vendor>-<family>h-<model>h-<yyyymmdd>-<hhmmss>[-<commit>].json:
                   a full run only (5 rounds or more, fewer settle no
                   ranking) [5 rounds]; on x86-64 the build's functions
                   aligned to 64 bytes, as the repository builds them
  --wisdom PATH    also write, after measuring, the wisdom of the measured
                   fastest for every use (table, inline, token; a line the
                   run has no figures for stays as in force) to PATH; a
                   later run with BITBOARD_SIMD_WISDOM=PATH installs it
                   before main, and its report judges those choices
  --compare F...   print one table across JSON reports, measure nothing;
                   also write a page with a chart per kernel family across
                   the reports' CPUs [<cargo target dir>/report/compare.html]
  --figures PATH   with --compare: also write the markdown page of figures
                   (per kernel family each CPU's fastest, its class's choice
                   and the regret; the per-square peers) to PATH; the
                   repository's FIGURES.md is `--compare reports/*.json
                   --figures FIGURES.md`
  --validate F...  check JSON reports (default: the one a plain run writes)
                   are complete and consistent; exit status 1 if not
  --resettle F...  rewrite JSON reports with the rankings their own rounds
                   settle recomputed (and the current schema version);
                   measures nothing and changes no figure
  -h, --help       this text";

/// Accepted range of `--misalign` (elements; 64 is a whole cache line of
/// the byte outputs, so larger offsets repeat smaller ones).
pub const MISALIGN_MAX: u64 = 63;
/// Accepted range of `--rounds`.
pub const ROUNDS_MAX: u64 = 50;
/// The fewest rounds of a `--corpus` run: fewer settle no ranking (see
/// `settle.rs`), and a corpus file must be able to hold a class to one.
pub const CORPUS_ROUNDS_MIN: usize = 5;

/// What the run does.
#[derive(Debug, PartialEq)]
pub enum Mode {
    Measure,
    Compare(Vec<PathBuf>),
    /// Empty: the default JSON path.
    Validate(Vec<PathBuf>),
    Resettle(Vec<PathBuf>),
    Help,
}

#[derive(Debug)]
pub struct Args {
    pub mode: Mode,
    pub quick: bool,
    /// `None`: the mode's default.
    pub rounds: Option<usize>,
    pub kernels: Vec<String>,
    pub misalign: usize,
    /// `None`: the level `dispatch` uses.
    pub token_level: Option<bitboard_simd::Level>,
    pub json: Option<PathBuf>,
    pub svg: Option<PathBuf>,
    /// The directory `--corpus` writes to.
    pub corpus: Option<PathBuf>,
    /// `--corpus` without a directory: [`Place::corpus_dir`] of the run.
    pub corpus_default: bool,
    /// `--figures`: where `--compare` writes the markdown figures page.
    pub figures: Option<PathBuf>,
    /// `--wisdom`: where a measuring run writes the wisdom of its fastest.
    pub wisdom: Option<PathBuf>,
}

/// A number in `0..=max` (`min..=max`), or a one-line error naming the flag.
fn number(flag: &str, value: OsString, min: u64, max: u64) -> Result<usize, String> {
    let text = value.to_string_lossy();
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    match text.parse::<u64>() {
        Ok(n) if (min..=max).contains(&n) => Ok(n as usize),
        // Too large for u64 counts as out of range too.
        _ if digits => Err(format!(
            "--{flag} {text}: out of range (it takes {min} to {max})"
        )),
        _ => Err(format!(
            "--{flag} {text:?}: expected a whole number from {min} to {max}"
        )),
    }
}

/// Parses the arguments (without the program name).
pub fn parse<I>(args: I) -> Result<Args, String>
where
    I: IntoIterator,
    I::Item: Into<OsString>,
{
    use lexopt::prelude::*;
    let mut a = Args {
        mode: Mode::Measure,
        quick: false,
        rounds: None,
        kernels: Vec::new(),
        misalign: 0,
        token_level: None,
        json: None,
        svg: None,
        corpus: None,
        corpus_default: false,
        figures: None,
        wisdom: None,
    };
    let mut parser = lexopt::Parser::from_args(args);
    let e = |e: lexopt::Error| format!("{e} (try --help)");
    let set_mode = |a: &mut Args, m: Mode| {
        if a.mode != Mode::Measure {
            return Err(
                "--compare, --validate and --resettle cannot be combined (try --help)".to_string(),
            );
        }
        a.mode = m;
        Ok(())
    };
    while let Some(arg) = parser.next().map_err(e)? {
        match arg {
            Long("quick") => a.quick = true,
            Long("full") => a.quick = false,
            Long("rounds") => {
                a.rounds = Some(number("rounds", parser.value().map_err(e)?, 1, ROUNDS_MAX)?)
            }
            Long("json") => a.json = Some(parser.value().map_err(e)?.into()),
            Long("svg") => a.svg = Some(parser.value().map_err(e)?.into()),
            Long("corpus") => {
                let dir = parser.optional_value();
                a.corpus_default = dir.is_none();
                a.corpus = Some(match dir {
                    Some(dir) => dir.into(),
                    None => Place::of_process().corpus_dir(),
                })
            }
            Long("kernel") | Short('k') => {
                let v = parser.value().map_err(e)?.string().map_err(e)?;
                a.kernels.extend(
                    v.split(',')
                        .map(|s| s.trim().to_string())
                        .filter(|s| !s.is_empty()),
                );
            }
            Long("misalign") => {
                a.misalign = number("misalign", parser.value().map_err(e)?, 0, MISALIGN_MAX)?
            }
            Long("token-level") => {
                let v = parser.value().map_err(e)?.string().map_err(e)?;
                let level = bitboard_simd::Level::ALL
                    .into_iter()
                    .find(|l| l.name() == v);
                a.token_level = Some(level.ok_or_else(|| {
                    format!("--token-level {v:?}: expected scalar, sse2, avx2, bmi2, avx512, neon, sve2 or simd128")
                })?);
            }
            Long("compare") => {
                let files = parser.values().map_err(e)?.map(PathBuf::from).collect();
                set_mode(&mut a, Mode::Compare(files))?;
            }
            Long("figures") => a.figures = Some(parser.value().map_err(e)?.into()),
            Long("wisdom") => a.wisdom = Some(parser.value().map_err(e)?.into()),
            Long("validate") => {
                // The files are optional: `--validate` alone checks the default.
                set_mode(&mut a, Mode::Validate(Vec::new()))?;
            }
            Long("resettle") => {
                let files = parser.values().map_err(e)?.map(PathBuf::from).collect();
                set_mode(&mut a, Mode::Resettle(files))?;
            }
            Value(v) => match &mut a.mode {
                Mode::Compare(files) | Mode::Validate(files) | Mode::Resettle(files) => {
                    files.push(v.into())
                }
                _ => return Err(e(Value(v).unexpected())),
            },
            Long("help") | Short('h') => a.mode = Mode::Help,
            _ => return Err(e(arg.unexpected())),
        }
    }
    if a.figures.is_some() && !matches!(a.mode, Mode::Compare(_)) {
        return Err("--figures goes with --compare (try --help)".to_string());
    }
    if a.wisdom.is_some() && !matches!(a.mode, Mode::Measure | Mode::Help) {
        return Err("--wisdom goes with a measuring run (try --help)".to_string());
    }
    if a.corpus.is_some() {
        let conflict = if a.quick {
            Some("--quick")
        } else if !a.kernels.is_empty() {
            Some("--kernel")
        } else if a.misalign != 0 {
            Some("--misalign")
        } else if a.token_level.is_some() {
            Some("--token-level")
        } else if a.json.is_some() {
            Some("--json")
        } else if a.rounds.is_some_and(|r| r < CORPUS_ROUNDS_MIN) {
            Some("fewer than 5 --rounds")
        } else {
            None
        };
        if let Some(flag) = conflict {
            return Err(format!(
                "--corpus records a full, aligned run of every kernel: it cannot be combined with {flag}"
            ));
        }
    }
    Ok(a)
}

impl Args {
    /// Rounds of measurement: `--rounds`, else 1 for `--quick`, 5 for
    /// `--corpus` and 3 for full.
    pub fn rounds(&self) -> usize {
        self.rounds.unwrap_or(if self.quick {
            1
        } else if self.corpus.is_some() {
            CORPUS_ROUNDS_MIN
        } else {
            3
        })
    }

    /// The file name (without extension) of a run's default outputs: a
    /// `--kernel` run has its own, so it never replaces a full report.
    fn stem(&self) -> String {
        if self.kernels.is_empty() {
            return "report".to_string();
        }
        // Kernel and family names are [a-z0-9_]; anything else (a typo,
        // refused later) is kept out of the file name anyway.
        let names: String = self
            .kernels
            .join("+")
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == '_' || c == '+' {
                    c
                } else {
                    '-'
                }
            })
            .collect();
        if names.len() <= 64 {
            format!("report-{names}")
        } else {
            "report-partial".to_string()
        }
    }

    /// Where the JSON report goes. `cpu_file` is this CPU's corpus name
    /// ([`corpus_file_name`]).
    pub fn json_path(&self, target: &Path, cpu_file: &str) -> PathBuf {
        if let Some(p) = &self.json {
            p.clone()
        } else if let Some(dir) = &self.corpus {
            dir.join(format!("{cpu_file}.json"))
        } else {
            target.join("report").join(format!("{}.json", self.stem()))
        }
    }

    /// Where the SVG chart goes (a `--corpus` run's beside the target's
    /// other reports, named like its JSON, so it replaces no other chart).
    pub fn svg_path(&self, target: &Path, cpu_file: &str) -> PathBuf {
        match &self.svg {
            Some(p) => p.clone(),
            None if self.corpus.is_some() => target.join("report").join(format!("{cpu_file}.svg")),
            None => target.join("report").join(format!("{}.svg", self.stem())),
        }
    }
}

/// The cargo target directory holding the executable `exe`: examples are
/// built into `<target>/<profile>/examples/` (test harnesses into
/// `.../deps/`), or `<target>/<triple>/<profile>/...` with `--target`.
/// `None` if `exe` is not laid out that way (a copied binary).
pub fn target_dir_of(exe: &Path, triple: &str) -> Option<PathBuf> {
    let dir = exe.parent()?;
    if !matches!(dir.file_name()?.to_str()?, "examples" | "deps") {
        return None;
    }
    let mut target = dir.parent()?.parent()?;
    if target.file_name()?.to_str()? == triple {
        target = target.parent()?;
    }
    Some(target.to_path_buf())
}

/// Where a run finds itself: its executable and the current directory,
/// from which the places of its outputs follow (never from a path compiled
/// in from the build machine alone).
#[derive(Clone, Debug)]
pub struct Place {
    /// The executable (`None` where the platform cannot say).
    pub exe: Option<PathBuf>,
    pub cwd: PathBuf,
}

impl Place {
    /// This process's.
    pub fn of_process() -> Place {
        Place {
            exe: std::env::current_exe().ok(),
            cwd: std::env::current_dir().unwrap_or_default(),
        }
    }

    /// Where a run's outputs go by default (under `report/`): the cargo
    /// target directory the report was built in, found from the
    /// executable's path (so `CARGO_TARGET_DIR` and `--target` builds are
    /// right too); for a binary copied out of a target directory (a
    /// prebuilt report on another machine), the current directory.
    pub fn output_root(&self) -> PathBuf {
        self.exe
            .as_deref()
            .and_then(|exe| target_dir_of(exe, bitboard_simd::build_info::TARGET))
            .unwrap_or_else(|| self.cwd.clone())
    }

    /// Whether the report runs from a cargo target directory of the
    /// checkout it was built from (its `Cargo.toml` and `reports/` still at
    /// the build's path), rather than a binary copied elsewhere: only then
    /// are that checkout's `reports/` and git this build's own.
    pub fn in_checkout(&self) -> bool {
        let manifest_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
        self.exe
            .as_deref()
            .and_then(|exe| target_dir_of(exe, bitboard_simd::build_info::TARGET))
            .is_some()
            && manifest_dir.join("Cargo.toml").is_file()
            && manifest_dir.join("reports").is_dir()
    }

    /// Where `--corpus` writes: the checkout's `reports/` when the report
    /// runs from its own build ([`Place::in_checkout`]), else (a copied
    /// binary) the current directory.
    pub fn corpus_dir(&self) -> PathBuf {
        if self.in_checkout() {
            Path::new(env!("CARGO_MANIFEST_DIR")).join("reports")
        } else {
            self.cwd.clone()
        }
    }
}

pub use crate::corpus_name::corpus_file_name;

/// `1 report`, `2 reports`.
pub fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::corpus_name::cpu_name;

    fn args(s: &str) -> Result<Args, String> {
        parse(s.split_whitespace())
    }

    #[test]
    fn defaults_and_rounds() {
        let a = args("").unwrap();
        assert_eq!(a.mode, Mode::Measure);
        assert!(!a.quick);
        assert_eq!(a.rounds(), 3);
        assert_eq!(args("--quick").unwrap().rounds(), 1);
        assert_eq!(args("--quick --rounds 4").unwrap().rounds(), 4);
        assert_eq!(args("--quick --full").unwrap().rounds(), 3);
    }

    #[test]
    fn numeric_flags_are_range_checked() {
        assert_eq!(args("--misalign 63").unwrap().misalign, 63);
        assert_eq!(
            args("--token-level avx2").unwrap().token_level,
            Some(bitboard_simd::Level::Avx2)
        );
        assert!(args("--token-level avx3")
            .unwrap_err()
            .contains("expected scalar"));
        assert_eq!(args("--misalign 0").unwrap().misalign, 0);
        for bad in [
            "--misalign 64",
            "--misalign 99999999999",
            "--misalign 99999999999999999999999",
            "--misalign -1",
            "--misalign x",
            "--rounds 0",
            "--rounds 51",
            "--rounds 2.5",
        ] {
            let err = args(bad).unwrap_err();
            assert!(
                err.starts_with(bad.split(' ').next().unwrap()),
                "{bad}: {err}"
            );
            assert!(err.contains(" to "), "{bad}: {err}");
            assert!(!err.contains('\n'), "{bad}: {err}");
        }
        assert!(args("--misalign").unwrap_err().contains("missing argument"));
    }

    #[test]
    fn modes() {
        assert_eq!(
            args("--compare a.json b.json").unwrap().mode,
            Mode::Compare(vec!["a.json".into(), "b.json".into()])
        );
        assert_eq!(args("--validate").unwrap().mode, Mode::Validate(vec![]));
        assert_eq!(
            args("--validate x.json").unwrap().mode,
            Mode::Validate(vec!["x.json".into()])
        );
        assert!(args("--compare a.json --validate b.json").is_err());
        let f = args("--compare a.json b.json --figures F.md").unwrap();
        assert_eq!(
            f.mode,
            Mode::Compare(vec!["a.json".into(), "b.json".into()])
        );
        assert_eq!(f.figures.as_deref(), Some(Path::new("F.md")));
        assert!(args("--figures F.md").unwrap_err().contains("--compare"));
        assert!(args("--compare a.json --figures").is_err());
        assert_eq!(
            args("--resettle a.json b.json").unwrap().mode,
            Mode::Resettle(vec!["a.json".into(), "b.json".into()])
        );
        assert!(args("--resettle a.json --validate").is_err());
        assert!(args("stray").is_err());
        assert!(args("--frobnicate").is_err());
        assert_eq!(args("--quick -h").unwrap().mode, Mode::Help);
        assert_eq!(
            args("--quick --wisdom w.txt").unwrap().wisdom.as_deref(),
            Some(Path::new("w.txt"))
        );
        for other in ["--compare a.json", "--validate", "--resettle a.json"] {
            let err = args(&format!("--wisdom w.txt {other}")).unwrap_err();
            assert!(err.contains("--wisdom goes with a measuring run"), "{err}");
        }
        assert!(args("--wisdom").is_err());
    }

    #[test]
    fn kernel_runs_do_not_replace_the_full_report() {
        let t = Path::new("/t");
        let full = args("").unwrap();
        assert_eq!(full.json_path(t, "cpu"), Path::new("/t/report/report.json"));
        assert_eq!(full.svg_path(t, "cpu"), Path::new("/t/report/report.svg"));
        let part = args("--kernel extract,flip_vertical --kernel rotate_180").unwrap();
        assert_eq!(part.kernels, ["extract", "flip_vertical", "rotate_180"]);
        assert_eq!(
            part.json_path(t, "cpu"),
            Path::new("/t/report/report-extract+flip_vertical+rotate_180.json")
        );
        assert_eq!(
            part.svg_path(t, "cpu"),
            Path::new("/t/report/report-extract+flip_vertical+rotate_180.svg")
        );
        let odd = args("--kernel ../x").unwrap();
        assert_eq!(
            odd.json_path(t, "cpu"),
            Path::new("/t/report/report----x.json")
        );
        let long = args(&format!("--kernel {}", ["extract_diagonal"; 8].join(","))).unwrap();
        assert_eq!(
            long.json_path(t, "cpu"),
            Path::new("/t/report/report-partial.json")
        );
        let explicit = args("--kernel extract --json /o/r.json --svg /o/r.svg").unwrap();
        assert_eq!(explicit.json_path(t, "cpu"), Path::new("/o/r.json"));
        assert_eq!(explicit.svg_path(t, "cpu"), Path::new("/o/r.svg"));
    }

    #[test]
    fn corpus() {
        let t = Path::new("/t");
        let a = args("--corpus").unwrap();
        let here = Place::of_process();
        let corpus_dir = here.corpus_dir();
        assert!(a.corpus_default);
        assert_eq!(a.corpus.as_deref(), Some(corpus_dir.as_path()));
        if cfg!(target_os = "wasi") {
            // A WASI module does not know its own path: a copied binary.
            assert_eq!(corpus_dir, here.cwd);
        } else {
            assert!(corpus_dir.ends_with("reports"));
        }
        assert_eq!(
            a.json_path(t, "intel-6h-cfh"),
            corpus_dir.join("intel-6h-cfh.json")
        );
        assert_eq!(a.svg_path(t, "cpu"), Path::new("/t/report/cpu.svg"));
        let a = args("--corpus=/tmp/c").unwrap();
        assert_eq!(
            a.json_path(t, "amd-17h-31h"),
            Path::new("/tmp/c/amd-17h-31h.json")
        );
        for bad in [
            "--quick",
            "--kernel extract",
            "--misalign 1",
            "--json x.json",
            "--rounds 2",
            "--rounds 4",
        ] {
            let err = args(&format!("--corpus {bad}")).unwrap_err();
            assert!(err.contains(bad.split(' ').next().unwrap()), "{err}");
        }
        assert_eq!(args("--corpus --rounds 9").unwrap().rounds(), 9);
        assert_eq!(args("--corpus").unwrap().rounds(), CORPUS_ROUNDS_MIN);
        assert!(crate::settle::wins_needed(CORPUS_ROUNDS_MIN).is_some());
        assert!(crate::settle::wins_needed(CORPUS_ROUNDS_MIN - 1).is_none());
        assert_eq!(cpu_name("GenuineIntel", 6, 0xcf), "intel-6h-cfh");
        assert_eq!(cpu_name("AuthenticAMD", 0x17, 0x31), "amd-17h-31h");
        assert_eq!(cpu_name("AuthenticAMD", 0x19, 0x1), "amd-19h-1h");
        assert_eq!(cpu_name("HygonGenuine", 0x18, 0), "hygon-18h-0h");
        assert_eq!(cpu_name("  VIA VIA VIA ", 6, 0xf), "viaviavia-6h-fh");
        assert_eq!(cpu_name("unknown", 0, 0), "unknown-0h-0h");
        assert_eq!(cpu_name("", 0, 0), "unknown-0h-0h");
        // Two runs of one CPU model and build, five minutes apart (the 2-vCPU
        // and 16-core Emerald Rapids files of 74de87b), and a run whose build
        // recorded no commit.
        let commit = "74de87b490756ee8fe5c7de5618ecd7163d50eea";
        assert_eq!(
            corpus_file_name("GenuineIntel", 6, 0xcf, 1_795_793_901, Some(commit)),
            "intel-6h-cfh-20261127-153821-74de87b"
        );
        assert_eq!(
            corpus_file_name("GenuineIntel", 6, 0xcf, 1_795_794_184, None),
            "intel-6h-cfh-20261127-154304"
        );
        assert_eq!(
            corpus_file_name("AuthenticAMD", 0x19, 1, 0, Some("abc")),
            "amd-19h-1h-19700101-000000-abc"
        );
        // The last second of a leap day.
        assert_eq!(
            corpus_file_name("x", 0, 0, 951_868_799, None),
            "x-0h-0h-20000229-235959"
        );
    }

    /// A binary copied out of its cargo target directory writes under the
    /// current directory, never under a path compiled in from the build
    /// (`main::tests::a_copied_binary_writes_where_it_runs` runs one).
    #[test]
    fn a_copied_binary_writes_under_the_current_directory() {
        let cwd = Path::new("/home/user/work");
        for copied in [
            "/usr/local/bin/report",
            "/home/user/Downloads/report",
            "report",
        ] {
            let place = Place {
                exe: Some(copied.into()),
                cwd: cwd.into(),
            };
            assert_eq!(place.output_root(), cwd, "{copied}");
            assert!(!place.in_checkout());
            assert_eq!(place.corpus_dir(), cwd);
            for a in ["", "--kernel extract", "--corpus"] {
                let mut a = args(a).unwrap();
                if a.corpus_default {
                    a.corpus = Some(place.corpus_dir());
                }
                let root = place.output_root();
                for p in [a.json_path(&root, "cpu"), a.svg_path(&root, "cpu")] {
                    assert!(p.starts_with(cwd), "{}", p.display());
                }
            }
        }
        let unknown = Place {
            exe: None,
            cwd: cwd.into(),
        };
        assert_eq!(unknown.output_root(), cwd);
        // From its target directory: there, whatever the current directory.
        let built = Place {
            exe: Some("/r/target/release/examples/report".into()),
            cwd: cwd.into(),
        };
        assert_eq!(built.output_root(), Path::new("/r/target"));
        // This test's own executable lies in the checkout's target
        // directory; a WASI module does not know its own path, so there it
        // is taken for a copied binary.
        let here = Place::of_process();
        if cfg!(target_os = "wasi") {
            assert!(here.exe.is_none() && !here.in_checkout());
        } else {
            assert!(here.in_checkout());
            assert_eq!(
                here.corpus_dir(),
                Path::new(env!("CARGO_MANIFEST_DIR")).join("reports")
            );
        }
    }

    #[test]
    fn target_dir_from_the_executable() {
        let triple = "x86_64-unknown-linux-gnu";
        let t = |p: &str| target_dir_of(Path::new(p), triple);
        assert_eq!(
            t("/r/target/release/examples/report"),
            Some("/r/target".into())
        );
        assert_eq!(
            t("/r/target/msrv/release/examples/report"),
            Some("/r/target/msrv".into())
        );
        assert_eq!(
            t("/r/target/debug/deps/report-0123abcd"),
            Some("/r/target".into())
        );
        assert_eq!(
            t("/r/target/x86_64-unknown-linux-gnu/release/examples/report"),
            Some("/r/target".into())
        );
        assert_eq!(t("/usr/local/bin/report"), None);
        assert_eq!(t("report"), None);
        // This very test binary lives in the target directory (where it
        // knows its own path: not a WASI module, which writes under the
        // current directory).
        let place = Place::of_process();
        if cfg!(target_os = "wasi") {
            assert_eq!(place.output_root(), place.cwd);
            return;
        }
        let here = place.output_root();
        assert!(
            here.join("debug").is_dir()
                || here.join("release").is_dir()
                || here.join(bitboard_simd::build_info::TARGET).is_dir(),
            "{}",
            here.display()
        );
    }

    #[test]
    fn plurals() {
        assert_eq!(count(0, "report"), "0 reports");
        assert_eq!(count(1, "report"), "1 report");
        assert_eq!(count(2, "kernel"), "2 kernels");
    }
}
