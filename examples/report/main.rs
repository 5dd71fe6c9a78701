//! The per-CPU benchmark report: which implementation of each kernel is
//! fastest on this CPU, and what the dispatcher chose.
//!
//! ```text
//! cargo run --release --example report                 # full: 3 rounds (~1 min)
//! cargo run --release --example report -- --quick      # one round (~3 s)
//! cargo run --release --example report -- --kernel extract --quick
//! cargo run --release --example report -- --corpus     # full, into reports/<cpu>.json
//! cargo run --release --example report -- --compare reports/*.json
//! cargo run --release --example report -- --validate   # check the JSON just written
//! ```
//!
//! The flags are listed by `--help` (`cli.rs`). Outputs go to the cargo
//! target directory the report was built in (`<target>/report/report.json`
//! and `.svg`), whatever the current directory; a `--kernel` run writes
//! `report-<names>.json` instead, so it never replaces a full report.
//! `--corpus` writes the JSON to `reports/<vendor>-<family>h-<model>h.json`
//! in the repository (family and model in lower-case hex), the file the
//! corpus keeps for this CPU.
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
//!
//! # JSON schema, version 2
//!
//! A consumer must check `schema_version`; fields may be added within a
//! version, never removed or changed in meaning. Times are nanoseconds per
//! board (`f64`); a figure that was not measured is `null`. `--compare`
//! reads versions 1 and 2; `--validate` checks version 2.
//!
//! Changes from version 1: `settings.rounds`; `build.git_commit` and
//! `build.git_dirty`; per implementation `rounds` and `round_spread`; the
//! `summary` spread fields. Every figure is now the median over rounds of
//! each round's median (version 1 had one round: the median of its
//! samples); `min_ns` and `spread` pool the samples of all rounds.
//!
//! ```text
//! {
//!   "schema_version": 2,
//!   "generator": "bitboard-simd <version> examples/report",
//!   "created_unix_s": u64,
//!   "settings": { "mode": "quick"|"full", "inputs": 4096,
//!                 "rounds": usize,       // each figure: median of rounds
//!                 "samples": usize,      // per figure per round
//!                 "sample_target_ms": f64, "warmup_ms": f64,
//!                 "statistic": "median",
//!                 "clock": "thread CPU time"|"wall time",
//!                 "kernel_filter": [string],
//!                 "misalign": usize },   // elements past a 64-byte line
//!   "cpu": { "vendor", "brand": string, "family", "model", "stepping": u32,
//!            "features": [string], "highest_level": string,
//!            "pext_slow": bool, "pext_verdict": string, "bmi_erratum": bool },
//!   "detection": { "available_levels": [string], "active_level": string,
//!                  "reason": string, "env_BITBOARD_SIMD": string|null,
//!                  "static_dispatch": bool },
//!   "build": { "target", "target_features" ([string]), "profile",
//!              "opt_level", "rustc", "crate_version",
//!              "git_commit": string|null,   // HEAD of the checkout when
//!              "git_dirty": bool|null },    // the report ran; tracked
//!                                           // files modified
//!   "dispatch_description": string,      // bitboard_simd::describe()
//!   "baselines": {                       // u64 -> u64 loop shape, ns/iteration
//!     "loop_throughput_ns", "loop_latency_ns",   // loads/stores only
//!     "call_throughput_ns", "call_latency_ns" }, // + indirect call to a no-op
//!   "kernels": [ {
//!     "name": string, "family": string, "batch": bool,
//!     "metric": "throughput"|"batch",    // the figure `ns`, regret and
//!                                        // fastest are judged by
//!     "chosen": string,                  // kernels().implementation(k)
//!     "chosen_ns": f64|null,
//!     "fastest": string, "fastest_ns": f64,
//!     "regret": f64|null,                // chosen_ns / fastest_ns - 1
//!     "dispatched_ns": f64|null,         // via kernels() on every call
//!     "dispatched_latency_ns": f64|null,
//!     "unsupported": [string],           // registered, not runnable here
//!     "implementations": [ {             // registry (preference) order
//!       "name", "level": string, "requires": [string], "uses_pext": bool,
//!       "preference": usize,             // index in Kernel::implementations()
//!       "throughput_ns", "latency_ns", "batch_ns": f64|null,
//!       "ns": f64,                       // the `metric` figure
//!       "min_ns": f64, "spread": f64,    // its fastest sample, and the
//!                                        // interquartile range / median
//!                                        // of all its samples
//!       "rounds": { "throughput_ns"|"latency_ns"|"batch_ns": [f64] },
//!                                        // each round's median, for the
//!                                        // figures measured
//!       "round_spread": f64,             // (max - min) / median of the
//!                                        // `metric` figure's rounds
//!       "fastest": bool, "chosen": bool } ] } ],
//!   "summary": { "kernels", "implementations_measured": usize,
//!                "chose_fastest": usize, "mean_regret": f64,
//!                "worst_regret": f64, "worst_regret_kernel": string|null,
//!                "median_round_spread", "worst_round_spread": f64,
//!                "worst_round_spread_at": string|null,  // "kernel impl"
//!                "measure_seconds", "total_seconds": f64 }
//! }
//! ```

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use bitboard_simd::{build_info, Kernel, Kernels};
use serde::{Deserialize, Serialize};

mod cli;
mod validate;
#[path = "../common/workload.rs"]
mod workload;

use cli::{count, Args, Mode};

use workload::{Baseline, Dispatched, Fixed, Inputs, Measure, Outputs, N};

const SCHEMA_VERSION: u32 = 2;
/// Versions `--compare` reads (fields added in 2 default when absent).
const READS_VERSIONS: [u32; 2] = [1, 2];

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
    let args = cli::parse(std::env::args_os().skip(1))?;
    let target = cli::target_dir();
    let cpu = bitboard_simd::cpu();
    let cpu_file = cli::corpus_file_name(cpu.vendor(), cpu.family(), cpu.model());
    match &args.mode {
        Mode::Help => {
            print_trimmed(cli::USAGE);
            return Ok(ExitCode::SUCCESS);
        }
        Mode::Compare(files) => return compare(files).map(|()| ExitCode::SUCCESS),
        Mode::Validate(files) if files.is_empty() => {
            return Ok(validate::files(&[args.json_path(&target, &cpu_file)]))
        }
        Mode::Validate(files) => return Ok(validate::files(files)),
        Mode::Measure => {}
    }
    if args.corpus.is_some() {
        corpus_preconditions()?;
    }
    let kernels = select_kernels(&args.kernels)?;
    let (json_path, svg_path) = (
        args.json_path(&target, &cpu_file),
        args.svg_path(&target, &cpu_file),
    );
    // Fail on an unwritable path now, not after minutes of measuring.
    probe_output(&json_path, "JSON report")?;
    probe_output(&svg_path, "SVG chart")?;

    let report = measure(&args, &kernels);
    print_report(&report);

    let json = serde_json::to_string_pretty(&report).map_err(|e| format!("JSON: {e}"))?;
    write_output(&json_path, "JSON report", json.as_bytes())?;
    write_output(&svg_path, "SVG chart", render_svg(&report).as_bytes())?;
    eprintln!("wrote {} and {}", json_path.display(), svg_path.display());
    if args.corpus.is_some() {
        eprintln!(
            "this CPU's corpus file: check it with --validate {0}, then commit it (git add {0})",
            json_path.display()
        );
    }
    Ok(ExitCode::SUCCESS)
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
    Ok(())
}

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

// ------------------------------------------------------------ the report

#[derive(Serialize, Deserialize)]
struct Report {
    schema_version: u32,
    generator: String,
    created_unix_s: u64,
    settings: Settings,
    cpu: CpuInfo,
    detection: Detection,
    build: Build,
    dispatch_description: String,
    baselines: Baselines,
    kernels: Vec<KernelReport>,
    summary: Summary,
}

fn one() -> usize {
    1
}

#[derive(Serialize, Deserialize)]
struct Settings {
    mode: String,
    inputs: usize,
    #[serde(default = "one")]
    rounds: usize,
    samples: usize,
    sample_target_ms: f64,
    warmup_ms: f64,
    statistic: String,
    #[serde(default)]
    clock: String,
    kernel_filter: Vec<String>,
    #[serde(default)]
    misalign: usize,
}

#[derive(Serialize, Deserialize)]
struct CpuInfo {
    vendor: String,
    brand: String,
    family: u32,
    model: u32,
    stepping: u32,
    features: Vec<String>,
    highest_level: String,
    pext_slow: bool,
    pext_verdict: String,
    bmi_erratum: bool,
}

#[derive(Serialize, Deserialize)]
struct Detection {
    available_levels: Vec<String>,
    active_level: String,
    reason: String,
    #[serde(rename = "env_BITBOARD_SIMD")]
    env: Option<String>,
    static_dispatch: bool,
}

#[derive(Serialize, Deserialize)]
struct Build {
    target: String,
    target_features: Vec<String>,
    profile: String,
    opt_level: String,
    rustc: String,
    crate_version: String,
    #[serde(default)]
    git_commit: Option<String>,
    #[serde(default)]
    git_dirty: Option<bool>,
}

#[derive(Serialize, Deserialize)]
struct Baselines {
    loop_throughput_ns: f64,
    loop_latency_ns: f64,
    call_throughput_ns: f64,
    call_latency_ns: f64,
}

#[derive(Serialize, Deserialize)]
struct KernelReport {
    name: String,
    family: String,
    batch: bool,
    metric: String,
    chosen: String,
    chosen_ns: Option<f64>,
    fastest: String,
    fastest_ns: f64,
    regret: Option<f64>,
    dispatched_ns: Option<f64>,
    dispatched_latency_ns: Option<f64>,
    #[serde(default)]
    unsupported: Vec<String>,
    implementations: Vec<ImplReport>,
}

#[derive(Serialize, Deserialize)]
struct ImplReport {
    name: String,
    level: String,
    requires: Vec<String>,
    uses_pext: bool,
    preference: usize,
    throughput_ns: Option<f64>,
    latency_ns: Option<f64>,
    batch_ns: Option<f64>,
    ns: f64,
    #[serde(default)]
    min_ns: Option<f64>,
    #[serde(default)]
    spread: Option<f64>,
    #[serde(default)]
    rounds: BTreeMap<String, Vec<f64>>,
    #[serde(default)]
    round_spread: Option<f64>,
    fastest: bool,
    chosen: bool,
}

#[derive(Serialize, Deserialize)]
struct Summary {
    kernels: usize,
    implementations_measured: usize,
    chose_fastest: usize,
    mean_regret: f64,
    worst_regret: f64,
    worst_regret_kernel: Option<String>,
    #[serde(default)]
    median_round_spread: Option<f64>,
    #[serde(default)]
    worst_round_spread: Option<f64>,
    #[serde(default)]
    worst_round_spread_at: Option<String>,
    measure_seconds: f64,
    total_seconds: f64,
}

// ------------------------------------------------------------ measuring

#[derive(Clone, Copy)]
struct Timing {
    rounds: usize,
    /// Samples per figure per round.
    samples: usize,
    sample: Duration,
    /// Warm-up of each subject before its samples in the first round;
    /// later rounds warm up for a quarter of it.
    warmup: Duration,
}

impl Timing {
    fn new(quick: bool, rounds: usize) -> Timing {
        if quick {
            Timing {
                rounds,
                samples: 15,
                sample: Duration::from_micros(300),
                warmup: Duration::from_millis(1),
            }
        } else {
            Timing {
                rounds,
                samples: 15,
                sample: Duration::from_millis(2),
                warmup: Duration::from_millis(20),
            }
        }
    }
}

/// What a series times: one implementation through a table, the
/// dispatcher, or a baseline loop.
enum Subject {
    Table(Box<Kernels>),
    Dispatched,
    Baseline(Baseline),
}

struct Bench {
    inputs: Inputs,
    out: Outputs,
    timing: Timing,
}

impl Bench {
    fn run_pass(&mut self, kernel: Kernel, m: Measure, s: &Subject) -> u64 {
        match s {
            Subject::Table(t) => workload::pass(kernel, m, &Fixed(t), &self.inputs, &mut self.out),
            Subject::Dispatched => {
                workload::pass(kernel, m, &Dispatched, &self.inputs, &mut self.out)
            }
            Subject::Baseline(b) => workload::baseline_pass(*b, m, &self.inputs, &mut self.out),
        }
    }

    /// One round of each subject: calibrate a number of passes per sample,
    /// warm up, then sample the subjects in turn; adds the samples (ns per
    /// board) to `figures`, one per subject.
    fn series(
        &mut self,
        kernel: Kernel,
        m: Measure,
        subjects: &[Subject],
        warmup: Duration,
        figures: &mut [Figure],
    ) {
        let timing = self.timing;
        let mut passes = Vec::with_capacity(subjects.len());
        for s in subjects {
            black_box(self.run_pass(kernel, m, s));
            let start = Clock::now();
            black_box(self.run_pass(kernel, m, s));
            let one = Clock::now().ns_since(start).max(100.0);
            passes.push((timing.sample.as_nanos() as f64 / one).clamp(1.0, 100_000.0) as u32);
            let start = Instant::now();
            while start.elapsed() < warmup {
                black_box(self.run_pass(kernel, m, s));
            }
        }
        let mut samples = vec![Vec::with_capacity(timing.samples); subjects.len()];
        for round in 0..timing.samples {
            for j in 0..subjects.len() {
                // Rotate the starting subject so none is always first.
                let j = (j + round) % subjects.len();
                let start = Clock::now();
                for _ in 0..passes[j] {
                    black_box(self.run_pass(kernel, m, &subjects[j]));
                }
                let ns = Clock::now().ns_since(start);
                samples[j].push(ns / (passes[j] as f64 * N as f64));
            }
        }
        for (figure, samples) in figures.iter_mut().zip(samples) {
            figure.add_round(samples);
        }
    }
}

/// The samples of one figure (one subject, one measure), round by round.
#[derive(Clone, Default)]
struct Figure {
    /// Every sample of every round.
    samples: Vec<f64>,
    /// Each round's median.
    rounds: Vec<f64>,
}

impl Figure {
    fn add_round(&mut self, samples: Vec<f64>) {
        self.rounds.push(median(samples.clone()));
        self.samples.extend(samples);
    }

    /// The median of the latest round.
    fn last(&self) -> f64 {
        self.rounds.last().copied().unwrap_or(f64::NAN)
    }

    fn stats(&self) -> Stats {
        let mut v = self.samples.clone();
        v.sort_by(|a, b| a.total_cmp(b));
        let q = |p: f64| v[((v.len() - 1) as f64 * p).round() as usize];
        let value = median(self.rounds.clone());
        let (lo, hi) = self
            .rounds
            .iter()
            .fold((f64::MAX, f64::MIN), |(lo, hi), &r| (lo.min(r), hi.max(r)));
        Stats {
            median: value,
            min: v[0],
            spread: (q(0.75) - q(0.25)) / median(v.clone()),
            round_spread: (hi - lo) / value,
        }
    }
}

/// The figures of one series, ns per board.
#[derive(Clone, Copy)]
struct Stats {
    /// The median over rounds of each round's median.
    median: f64,
    /// The fastest sample.
    min: f64,
    /// Interquartile range / median of all samples: how noisy the series was.
    spread: f64,
    /// (Slowest round - fastest round) / `median`: how far the rounds agree.
    round_spread: f64,
}

/// The clock of the samples: on Linux the thread's CPU time, so that time
/// spent descheduled (a busy machine) does not count; elsewhere wall time.
#[derive(Clone, Copy)]
struct Clock(u64);

impl Clock {
    const NAME: &'static str = if cfg!(target_os = "linux") {
        "thread CPU time"
    } else {
        "wall time"
    };

    #[cfg(target_os = "linux")]
    fn now() -> Clock {
        let mut ts = libc::timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        // SAFETY: `ts` is a valid, writable timespec; the clock id is a
        // constant every Linux kernel since 2.6.12 supports.
        let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
        if rc != 0 {
            return Clock(0);
        }
        Clock(ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64)
    }

    #[cfg(not(target_os = "linux"))]
    fn now() -> Clock {
        use std::sync::OnceLock;
        static START: OnceLock<Instant> = OnceLock::new();
        Clock(START.get_or_init(Instant::now).elapsed().as_nanos() as u64)
    }

    fn ns_since(self, earlier: Clock) -> f64 {
        self.0.saturating_sub(earlier.0) as f64
    }
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    let n = v.len();
    if n == 0 {
        f64::NAN
    } else if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

/// Rounds to 4 significant digits (JSON readability).
fn round4(x: f64) -> f64 {
    if x == 0.0 || !x.is_finite() {
        return x;
    }
    let scale = 10f64.powi(3 - x.abs().log10().floor() as i32);
    (x * scale).round() / scale
}

fn measure(args: &Args, kernels: &[Kernel]) -> Report {
    let started = Instant::now();
    let timing = Timing::new(args.quick, args.rounds());
    let cpu = bitboard_simd::cpu();
    let description = bitboard_simd::describe();
    let active = bitboard_simd::kernels();
    // The table of the CPU's highest level holds every implementation the
    // CPU can run (an explicit request ignores the preference rules).
    let top = Kernels::for_level(cpu.highest_level()).unwrap_or(Kernels::scalar());

    let mut bench = Bench {
        inputs: Inputs::misaligned(N, args.misalign),
        out: Outputs::misaligned(N, args.misalign),
        timing,
    };

    eprintln!(
        "measuring {} on {} ({} mode: {}, each figure the median of {} of ~{:?} {})",
        count(kernels.len(), "kernel"),
        cpu.brand(),
        if args.quick { "quick" } else { "full" },
        count(timing.rounds, "round"),
        count(timing.samples, "sample"),
        timing.sample,
        Clock::NAME
    );
    // Let the clock ramp up before the first figure counts.
    let spin = Instant::now();
    let ramp = if args.quick { 150 } else { 500 };
    while spin.elapsed() < Duration::from_millis(ramp) {
        black_box(bench.run_pass(
            Kernel::FlipVertical,
            Measure::Throughput,
            &Subject::Baseline(Baseline::Call),
        ));
    }

    // Per kernel: the implementations (then the dispatcher) as subjects,
    // the measures, and figures[measure][subject] filled round by round.
    struct Plan {
        kernel: Kernel,
        subjects: Vec<Subject>,
        measures: &'static [Measure],
        figures: Vec<Vec<Figure>>,
    }
    let mut plans: Vec<Plan> = kernels
        .iter()
        .map(|&kernel| {
            let mut subjects: Vec<Subject> = top
                .variants(kernel)
                .map(|t| Subject::Table(Box::new(t)))
                .collect();
            subjects.push(Subject::Dispatched);
            let measures = Measure::for_kernel(kernel);
            let figures = vec![vec![Figure::default(); subjects.len()]; measures.len()];
            Plan {
                kernel,
                subjects,
                measures,
                figures,
            }
        })
        .collect();
    let base = [
        Subject::Baseline(Baseline::Loop),
        Subject::Baseline(Baseline::Call),
    ];
    let mut base_thr = vec![Figure::default(); 2];
    let mut base_lat = vec![Figure::default(); 2];

    for round in 0..timing.rounds {
        let warmup = if round == 0 {
            timing.warmup
        } else {
            timing.warmup / 4
        };
        let fv = Kernel::FlipVertical;
        bench.series(fv, Measure::Throughput, &base, warmup, &mut base_thr);
        bench.series(fv, Measure::Latency, &base, warmup, &mut base_lat);
        for (n, plan) in plans.iter_mut().enumerate() {
            for (&m, figures) in plan.measures.iter().zip(&mut plan.figures) {
                bench.series(plan.kernel, m, &plan.subjects, warmup, figures);
            }
            // Progress: this round's figures of the judged metric.
            let chosen = active.implementation(plan.kernel).name();
            let this_round: Vec<(&str, f64)> = plan
                .subjects
                .iter()
                .zip(&plan.figures[0])
                .filter_map(|(s, f)| match s {
                    Subject::Table(t) => Some((t.implementation(plan.kernel).name(), f.last())),
                    _ => None,
                })
                .collect();
            let fastest = this_round
                .iter()
                .min_by(|a, b| a.1.total_cmp(&b.1))
                .copied()
                .unwrap_or(("-", f64::NAN));
            let chosen_ns = this_round.iter().find(|i| i.0 == chosen).map(|i| i.1);
            eprintln!(
                "[{}{:>2}/{}] {:<38} {}, fastest {} {:.2} ns, chosen {}{}",
                if timing.rounds > 1 {
                    format!("round {}/{}: ", round + 1, timing.rounds)
                } else {
                    String::new()
                },
                n + 1,
                kernels.len(),
                plan.kernel.name(),
                count(this_round.len(), "impl"),
                fastest.0,
                fastest.1,
                chosen,
                match chosen_ns.map(|c| c / fastest.1 - 1.0) {
                    Some(r) if r > 0.0 => format!(" (+{:.1}%)", r * 100.0),
                    _ => String::new(),
                }
            );
        }
    }
    let baselines = Baselines {
        loop_throughput_ns: round4(base_thr[0].stats().median),
        loop_latency_ns: round4(base_lat[0].stats().median),
        call_throughput_ns: round4(base_thr[1].stats().median),
        call_latency_ns: round4(base_lat[1].stats().median),
    };

    let mut reports = Vec::with_capacity(kernels.len());
    for plan in &plans {
        let kernel = plan.kernel;
        let measures = plan.measures;
        let stats: Vec<Vec<Stats>> = plan
            .figures
            .iter()
            .map(|f| f.iter().map(Figure::stats).collect())
            .collect();
        let last = plan.subjects.len() - 1; // the dispatcher
        let dispatched = stats[0][last].median;
        let dispatched_latency = stats.get(1).map(|f| f[last].median);
        let unsupported: Vec<String> = kernel
            .implementations()
            .filter(|imp| {
                !plan.subjects.iter().any(|s| match s {
                    Subject::Table(t) => t.implementation(kernel) == *imp,
                    _ => false,
                })
            })
            .map(|imp| imp.name().to_string())
            .collect();

        let chosen = active.implementation(kernel).name();
        let mut impls = Vec::new();
        for (j, s) in plan.subjects.iter().enumerate() {
            let Subject::Table(t) = s else { continue };
            let imp = t.implementation(kernel);
            let get = |m: Measure| {
                measures
                    .iter()
                    .position(|&x| x == m)
                    .map(|p| round4(stats[p][j].median))
            };
            let rounds = measures
                .iter()
                .zip(&plan.figures)
                .map(|(m, f)| {
                    (
                        format!("{}_ns", m.name()),
                        f[j].rounds.iter().copied().map(round4).collect(),
                    )
                })
                .collect();
            impls.push(ImplReport {
                name: imp.name().to_string(),
                level: imp.level().name().to_string(),
                requires: imp.requires().names().map(String::from).collect(),
                uses_pext: imp.uses_pext(),
                preference: kernel
                    .implementations()
                    .position(|i| i == imp)
                    .unwrap_or(usize::MAX),
                throughput_ns: get(Measure::Throughput),
                latency_ns: get(Measure::Latency),
                batch_ns: get(Measure::Batch),
                ns: round4(stats[0][j].median),
                min_ns: Some(round4(stats[0][j].min)),
                spread: Some(round4(stats[0][j].spread)),
                rounds,
                round_spread: Some(round4(stats[0][j].round_spread)),
                fastest: false,
                chosen: imp.name() == chosen,
            });
        }
        let best = impls
            .iter()
            .enumerate()
            .min_by(|a, b| a.1.ns.total_cmp(&b.1.ns))
            .map(|(i, _)| i)
            .unwrap_or(0);
        impls[best].fastest = true;
        let fastest_ns = impls[best].ns;
        let chosen_ns = impls.iter().find(|i| i.chosen).map(|i| i.ns);
        let regret = chosen_ns.map(|c| round4(c / fastest_ns - 1.0));
        reports.push(KernelReport {
            name: kernel.name().to_string(),
            family: kernel.family().to_string(),
            batch: kernel.is_batch(),
            metric: measures[0].name().to_string(),
            chosen: chosen.to_string(),
            chosen_ns,
            fastest: impls[best].name.clone(),
            fastest_ns,
            regret,
            dispatched_ns: Some(round4(dispatched)),
            dispatched_latency_ns: dispatched_latency.map(round4),
            unsupported,
            implementations: impls,
        });
    }
    let measure_seconds = started.elapsed().as_secs_f64();

    let regrets: Vec<(f64, &str)> = reports
        .iter()
        .filter_map(|k| k.regret.map(|r| (r, k.name.as_str())))
        .collect();
    let worst = regrets.iter().copied().max_by(|a, b| a.0.total_cmp(&b.0));
    let round_spreads: Vec<(f64, String)> = reports
        .iter()
        .flat_map(|k| {
            k.implementations.iter().filter_map(move |i| {
                i.round_spread
                    .map(|s| (s, format!("{} {}", k.name, i.name)))
            })
        })
        .collect();
    let worst_round = round_spreads
        .iter()
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .cloned();
    let summary = Summary {
        kernels: reports.len(),
        implementations_measured: reports.iter().map(|k| k.implementations.len()).sum(),
        chose_fastest: reports
            .iter()
            .filter(|k| k.implementations.iter().any(|i| i.chosen && i.fastest))
            .count(),
        mean_regret: round4(if regrets.is_empty() {
            0.0
        } else {
            regrets.iter().map(|r| r.0).sum::<f64>() / regrets.len() as f64
        }),
        worst_regret: worst.map_or(0.0, |w| w.0),
        worst_regret_kernel: worst.map(|w| w.1.to_string()),
        median_round_spread: Some(round4(median(round_spreads.iter().map(|r| r.0).collect()))),
        worst_round_spread: worst_round.as_ref().map(|w| w.0),
        worst_round_spread_at: worst_round.map(|w| w.1),
        measure_seconds: round4(measure_seconds),
        total_seconds: 0.0, // set by the caller's clock below
    };

    let description_text = description.to_string();
    let (git_commit, git_dirty) = git_state();
    let mut report = Report {
        schema_version: SCHEMA_VERSION,
        generator: format!(
            "bitboard-simd {} examples/report",
            build_info::CRATE_VERSION
        ),
        created_unix_s: SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs()),
        settings: Settings {
            mode: if args.quick { "quick" } else { "full" }.to_string(),
            inputs: N,
            rounds: timing.rounds,
            samples: timing.samples,
            sample_target_ms: timing.sample.as_secs_f64() * 1e3,
            warmup_ms: timing.warmup.as_secs_f64() * 1e3,
            statistic: "median".to_string(),
            clock: Clock::NAME.to_string(),
            kernel_filter: args.kernels.clone(),
            misalign: args.misalign,
        },
        cpu: CpuInfo {
            vendor: cpu.vendor().to_string(),
            brand: cpu.brand().to_string(),
            family: cpu.family(),
            model: cpu.model(),
            stepping: cpu.stepping(),
            features: cpu.features().names().map(String::from).collect(),
            highest_level: cpu.highest_level().name().to_string(),
            pext_slow: cpu.pext_slow(),
            pext_verdict: cpu.pext_verdict().to_string(),
            bmi_erratum: cpu.bmi_erratum(),
        },
        detection: Detection {
            available_levels: bitboard_simd::available_levels()
                .map(|l| l.name().to_string())
                .collect(),
            active_level: description.level().name().to_string(),
            reason: description.reason().to_string(),
            env: std::env::var("BITBOARD_SIMD").ok(),
            static_dispatch: description.static_dispatch(),
        },
        build: Build {
            target: build_info::TARGET.to_string(),
            target_features: build_info::TARGET_FEATURES
                .split_whitespace()
                .map(String::from)
                .collect(),
            profile: build_info::PROFILE.to_string(),
            opt_level: build_info::OPT_LEVEL.to_string(),
            rustc: build_info::RUSTC_VERSION.to_string(),
            crate_version: build_info::CRATE_VERSION.to_string(),
            git_commit,
            git_dirty,
        },
        dispatch_description: description_text,
        baselines,
        kernels: reports,
        summary,
    };
    report.summary.total_seconds = round4(started.elapsed().as_secs_f64());
    report
}

/// The commit of the checkout this example was built from, and whether
/// tracked files differed from it, when the report ran (`None` without git
/// or outside a repository). `cargo run` rebuilds first, so this is the
/// code measured.
fn git_state() -> (Option<String>, Option<bool>) {
    let git = |args: &[&str]| {
        std::process::Command::new("git")
            .arg("-C")
            .arg(env!("CARGO_MANIFEST_DIR"))
            .args(args)
            .stderr(std::process::Stdio::null())
            .output()
            .ok()
            .filter(|o| o.status.success())
            .and_then(|o| String::from_utf8(o.stdout).ok())
    };
    let commit = git(&["rev-parse", "HEAD"])
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty());
    let dirty = commit
        .as_ref()
        .and_then(|_| git(&["status", "--porcelain", "--untracked-files=no"]))
        .map(|s| !s.trim().is_empty());
    (commit, dirty)
}

// -------------------------------------------------------------- text

fn ns(x: Option<f64>) -> String {
    match x {
        Some(v) if v >= 100.0 => format!("{v:.0}"),
        Some(v) if v >= 10.0 => format!("{v:.1}"),
        Some(v) => format!("{v:.2}"),
        None => "-".to_string(),
    }
}

/// Prints `text` without the padding that empty columns leave at line ends.
fn print_trimmed(text: &str) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    for line in text.lines() {
        // A closed pipe (`report | head`) is not an error worth a panic.
        if writeln!(out, "{}", line.trim_end()).is_err() {
            return;
        }
    }
}

fn pct(r: f64) -> String {
    format!("{:.1}%", r * 100.0)
}

fn print_report(r: &Report) {
    let mut o = String::new();
    let _ = write_report(&mut o, r);
    print_trimmed(&o);
}

fn write_report(o: &mut String, r: &Report) -> std::fmt::Result {
    writeln!(
        o,
        "bitboard-simd {} per-CPU report ({} mode: {}{} by {}, {} inputs{})",
        r.build.crate_version,
        r.settings.mode,
        if r.settings.rounds > 1 {
            format!(
                "median of {} medians of ",
                count(r.settings.rounds, "round")
            )
        } else {
            "median of ".to_string()
        },
        count(r.settings.samples, "sample"),
        r.settings.clock,
        r.settings.inputs,
        match r.settings.misalign {
            0 => String::new(),
            n => format!(", buffers {n} elements past a 64-byte line"),
        }
    )?;
    writeln!(o)?;
    writeln!(o, "CPU")?;
    writeln!(o, "  brand        {}", r.cpu.brand)?;
    writeln!(
        o,
        "  vendor       {}, family {:#x}, model {:#x}, stepping {}",
        r.cpu.vendor, r.cpu.family, r.cpu.model, r.cpu.stepping
    )?;
    writeln!(o, "  features     {}", r.cpu.features.join(" "))?;
    writeln!(o, "Detection")?;
    writeln!(
        o,
        "  levels       {}",
        r.detection.available_levels.join(" ")
    )?;
    writeln!(o, "  pdep/pext    {}", r.cpu.pext_verdict)?;
    if r.cpu.bmi_erratum {
        writeln!(o, "  note         BMI1/BMI2 reported without AVX: cleared")?;
    }
    writeln!(
        o,
        "  active       {}: {}",
        r.detection.active_level, r.detection.reason
    )?;
    writeln!(o, "Build")?;
    writeln!(o, "  target       {}", r.build.target)?;
    writeln!(o, "  features     {}", r.build.target_features.join(" "))?;
    writeln!(
        o,
        "  profile      {} (opt-level {})",
        r.build.profile, r.build.opt_level
    )?;
    writeln!(o, "  rustc        {}", r.build.rustc)?;
    if let Some(commit) = &r.build.git_commit {
        writeln!(
            o,
            "  source       {commit}{}",
            if r.build.git_dirty == Some(true) {
                " with local changes"
            } else {
                ""
            }
        )?;
    }
    writeln!(
        o,
        "  dispatch     {}",
        if r.detection.static_dispatch {
            "free functions use the compile-time table (static dispatch)"
        } else {
            "free functions call through kernels() (run-time dispatch)"
        }
    )?;
    writeln!(o)?;
    writeln!(
        o,
        "Dispatch description (bitboard_simd::describe(), per-kernel list below):"
    )?;
    for line in r.dispatch_description.lines() {
        if line.starts_with("kernels:") {
            break;
        }
        writeln!(o, "  {line}")?;
    }
    writeln!(o)?;
    let b = &r.baselines;
    writeln!(
        o,
        "Loop overhead (u64 -> u64 shape, ns per iteration; subtract from single-call figures):"
    )?;
    writeln!(
        o,
        "  loads/stores only          thru {:>6}   lat {:>6}",
        ns(Some(b.loop_throughput_ns)),
        ns(Some(b.loop_latency_ns))
    )?;
    writeln!(
        o,
        "  + indirect call to no-op   thru {:>6}   lat {:>6}",
        ns(Some(b.call_throughput_ns)),
        ns(Some(b.call_latency_ns))
    )?;

    for batch in [false, true] {
        writeln!(o)?;
        if batch {
            writeln!(
                o,
                "Batch kernels: ns per board over a {}-board slice",
                r.settings.inputs
            )?;
        } else {
            writeln!(
                o,
                "Single-board kernels: ns per call; thru = {} independent calls in a loop, lat = dependent chain",
                r.settings.inputs
            )?;
        }
        writeln!(
            o,
            "  (* fastest, > dispatcher's choice; regret = choice / fastest - 1; 'via kernels()' = the choice called through kernels() on every call)"
        )?;
        let (c1, c2) = if batch {
            ("batch", "")
        } else {
            ("thru", "lat")
        };
        writeln!(
            o,
            "  {:<38} {:<2} {:<26} {:<7} {:>8} {:>8} {:>8}",
            "kernel", "", "implementation", "level", c1, c2, "regret"
        )?;
        let mut family = "";
        for k in r.kernels.iter().filter(|k| k.batch == batch) {
            if k.family != family {
                family = &k.family;
                writeln!(o, "  -- {family}")?;
            }
            for (j, i) in k.implementations.iter().enumerate() {
                let mark = format!(
                    "{}{}",
                    if i.fastest { "*" } else { "" },
                    if i.chosen { ">" } else { "" }
                );
                let (v1, v2) = if batch {
                    (i.batch_ns, None)
                } else {
                    (i.throughput_ns, i.latency_ns)
                };
                let regret = match (j, k.regret) {
                    (0, Some(x)) => pct(x),
                    (0, None) => "?".to_string(),
                    _ => String::new(),
                };
                writeln!(
                    o,
                    "  {:<38} {:<2} {:<26} {:<7} {:>8} {:>8} {:>8}",
                    if j == 0 { k.name.as_str() } else { "" },
                    mark,
                    i.name,
                    i.level,
                    ns(v1),
                    if batch { String::new() } else { ns(v2) },
                    regret
                )?;
            }
            if !k.implementations.iter().any(|i| i.chosen) {
                writeln!(
                    o,
                    "  {:<38} {:<2} {:<26} (chosen, not measured)",
                    "", ">", k.chosen
                )?;
            }
            writeln!(
                o,
                "  {:<38} {:<2} {:<26} {:<7} {:>8} {:>8}",
                "",
                "",
                "via kernels()",
                "",
                ns(k.dispatched_ns),
                if batch {
                    String::new()
                } else {
                    ns(k.dispatched_latency_ns)
                }
            )?;
            if !k.unsupported.is_empty() {
                writeln!(
                    o,
                    "  {:<38} {:<2} not supported here: {}",
                    "",
                    "",
                    k.unsupported.join(", ")
                )?;
            }
        }
    }

    let s = &r.summary;
    writeln!(o)?;
    writeln!(o, "Summary")?;
    writeln!(
        o,
        "  {}, {} measured",
        count(s.kernels, "kernel"),
        count(s.implementations_measured, "implementation")
    )?;
    writeln!(
        o,
        "  dispatcher chose the fastest for {}/{} kernels; regret mean {}, worst {}{}",
        s.chose_fastest,
        s.kernels,
        pct(s.mean_regret),
        pct(s.worst_regret),
        match &s.worst_regret_kernel {
            Some(name) if s.worst_regret > 0.0 => {
                let k = r.kernels.iter().find(|k| &k.name == name);
                k.map_or(String::new(), |k| {
                    format!(
                        " ({}: chose {} {} ns, fastest {} {} ns)",
                        k.name,
                        k.chosen,
                        ns(k.chosen_ns),
                        k.fastest,
                        ns(Some(k.fastest_ns))
                    )
                })
            }
            _ => String::new(),
        }
    )?;
    let overheads: Vec<f64> = r
        .kernels
        .iter()
        .filter(|k| !k.batch)
        .filter_map(|k| Some(k.dispatched_ns? - k.chosen_ns?))
        .collect();
    if !overheads.is_empty() {
        writeln!(
            o,
            "  dispatcher overhead (kernels() on every call vs the choice through a table): median {:+.2} ns/call",
            median(overheads)
        )?;
    }
    if let (Some(med), Some(worst), Some(at), true) = (
        s.median_round_spread,
        s.worst_round_spread,
        &s.worst_round_spread_at,
        r.settings.rounds > 1,
    ) {
        writeln!(
            o,
            "  round-to-round spread ((slowest - fastest round) / median): median {}, worst {} ({at})",
            pct(med),
            pct(worst)
        )?;
    }
    writeln!(
        o,
        "  time: {:.1} s measuring, {:.1} s total",
        s.measure_seconds, s.total_seconds
    )
}

// --------------------------------------------------------------- compare

fn load(path: &Path) -> Result<Report, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let value: serde_json::Value = serde_json::from_str(&text)
        .map_err(|e| format!("{} is not valid JSON: {e}", path.display()))?;
    let version = match value.get("schema_version").and_then(|v| v.as_u64()) {
        Some(v) if READS_VERSIONS.iter().any(|&r| r as u64 == v) => v,
        Some(v) => {
            return Err(format!(
                "{}: schema_version {v} is not supported (this report reads {:?})",
                path.display(),
                READS_VERSIONS
            ))
        }
        None => {
            return Err(format!(
                "{} is not a bitboard-simd report (no schema_version)",
                path.display()
            ))
        }
    };
    serde_json::from_value(value).map_err(|e| {
        format!(
            "{} is not a valid version-{version} report: {e}",
            path.display()
        )
    })
}

fn compare(files: &[PathBuf]) -> Result<(), String> {
    if files.is_empty() {
        return Err("--compare needs at least one JSON report".to_string());
    }
    let reports = files
        .iter()
        .map(|f| load(f))
        .collect::<Result<Vec<_>, _>>()?;
    let mut o = String::new();
    let _ = write_compare(&mut o, files, &reports);
    print_trimmed(&o);
    Ok(())
}

fn write_compare(o: &mut String, files: &[PathBuf], reports: &[Report]) -> std::fmt::Result {
    writeln!(o, "Comparison of {}", count(reports.len(), "report"))?;
    for (n, (f, r)) in files.iter().zip(reports).enumerate() {
        writeln!(
            o,
            "  [{}] {}: {} ({}, family {:#x} model {:#x}); active {}{}; {} build, {} mode",
            n + 1,
            f.display(),
            r.cpu.brand,
            r.cpu.vendor,
            r.cpu.family,
            r.cpu.model,
            r.detection.active_level,
            r.detection
                .env
                .as_ref()
                .map_or(String::new(), |e| format!(" (BITBOARD_SIMD={e})")),
            r.build.profile,
            r.settings.mode
        )?;
    }
    writeln!(
        o,
        "  per report: the dispatcher's choice and its ns per board (thru for single kernels, per board"
    )?;
    writeln!(
        o,
        "  for batch ones), {}and the regret (choice / fastest - 1)",
        if reports.len() <= 2 {
            "the fastest implementation measured ('=' when it is the choice), "
        } else {
            ""
        }
    )?;
    writeln!(o)?;

    // Kernel rows in the order first seen.
    let mut names: Vec<&str> = Vec::new();
    for r in reports {
        for k in &r.kernels {
            if !names.contains(&k.name.as_str()) {
                names.push(&k.name);
            }
        }
    }
    // A grid of text cells: the kernel, then per report the choice, its
    // ns, (up to two reports) the fastest, and the regret. With more
    // reports the fastest moves to a list below the table, which keeps
    // one line per kernel readable across a whole corpus.
    let wide = reports.len() <= 2;
    let per = if wide { 4 } else { 3 };
    let mut grid: Vec<Vec<String>> = Vec::new();
    let mut header = vec!["kernel".to_string()];
    for n in 1..=reports.len() {
        header.extend([format!("[{n}] chosen"), "ns".to_string()]);
        if wide {
            header.push("fastest".to_string());
        }
        header.push("regret".to_string());
    }
    grid.push(header);
    let mut not_fastest = Vec::new();
    for name in &names {
        let mut row = vec![name.to_string()];
        for (n, r) in reports.iter().enumerate() {
            let mut cells = match r.kernels.iter().find(|k| &k.name == name) {
                None => vec!["-".to_string(), String::new(), String::new(), String::new()],
                Some(k) => {
                    if k.fastest != k.chosen {
                        not_fastest.push(format!(
                            "{name} [{}]: chose {} {} ns, fastest {} {} ns ({})",
                            n + 1,
                            k.chosen,
                            ns(k.chosen_ns),
                            k.fastest,
                            ns(Some(k.fastest_ns)),
                            k.regret
                                .map_or("regret ?".to_string(), |x| format!("+{}", pct(x)))
                        ));
                    }
                    vec![
                        k.chosen.clone(),
                        ns(k.chosen_ns),
                        if k.fastest == k.chosen {
                            "=".to_string()
                        } else {
                            format!("{} {}", k.fastest, ns(Some(k.fastest_ns)))
                        },
                        k.regret.map_or("?".to_string(), pct),
                    ]
                }
            };
            if !wide {
                cells.remove(2);
            }
            row.extend(cells);
        }
        grid.push(row);
    }
    let mut footer = vec!["mean / worst regret".to_string()];
    for r in reports {
        footer.extend(vec![String::new(); per - 1]);
        footer.push(format!(
            "{} / {}",
            pct(r.summary.mean_regret),
            pct(r.summary.worst_regret)
        ));
    }
    let columns = 1 + per * reports.len();
    let widths: Vec<usize> = (0..columns)
        .map(|c| {
            grid.iter()
                .chain([&footer])
                .map(|row| row[c].chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let line = |o: &mut String, row: &[String]| -> std::fmt::Result {
        for (c, (cell, w)) in row.iter().zip(&widths).enumerate() {
            // Numbers right-aligned; a wider gap between reports.
            let gap = if c > 0 && (c - 1) % per == 0 {
                "   "
            } else {
                "  "
            };
            if c > 0 && (c - 1) % per == 1 {
                write!(o, "{gap}{cell:>w$}")?;
            } else {
                write!(o, "{gap}{cell:<w$}")?;
            }
        }
        writeln!(o)
    };
    for row in &grid {
        line(o, row)?;
    }
    writeln!(o)?;
    line(o, &footer)?;
    if !wide {
        writeln!(o)?;
        if not_fastest.is_empty() {
            writeln!(o, "Every report's choice was its fastest for every kernel.")?;
        } else {
            writeln!(
                o,
                "Where the choice was not the fastest ({}):",
                count(not_fastest.len(), "case")
            )?;
            for line in &not_fastest {
                writeln!(o, "  {line}")?;
            }
        }
    }
    Ok(())
}

// ------------------------------------------------------------------- svg

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

fn level_colour(level: &str) -> &'static str {
    match level {
        "scalar" => "#9e9e9e",
        "sse2" => "#4e79a7",
        "avx2" => "#59a14f",
        "bmi2" => "#f28e2b",
        "avx512" => "#b07aa1",
        _ => "#76b7b2",
    }
}

/// A number for an axis label: `0.5`, `2`, `10`.
fn tick_label(v: f64) -> String {
    if v >= 1.0 {
        format!("{v:.0}")
    } else {
        let s = format!("{v:.3}");
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    }
}

/// A logarithmic axis from `lo` to `hi` ns drawn between `x0` and `x1`.
struct Scale {
    lo: f64,
    hi: f64,
    x0: f64,
    x1: f64,
    /// Tick values, and whether each is a power of ten.
    ticks: Vec<(f64, bool)>,
}

impl Scale {
    /// An axis whose ends are the 1-2-5 values just outside the data.
    fn new(values: impl Iterator<Item = f64>, x0: f64, x1: f64) -> Scale {
        let (min, max) = values
            .filter(|v| v.is_finite() && *v > 0.0)
            .fold((f64::MAX, 0f64), |(lo, hi), v| (lo.min(v), hi.max(v)));
        let (min, max) = if max <= 0.0 { (1.0, 10.0) } else { (min, max) };
        let steps = |v: f64| {
            let d = 10f64.powf(v.log10().floor());
            [d, 2.0 * d, 5.0 * d, 10.0 * d]
        };
        let lo = steps(min * 0.9)
            .into_iter()
            .rev()
            .find(|&t| t <= min * 0.9)
            .unwrap_or(min * 0.9);
        let hi = steps(max * 1.1)
            .into_iter()
            .find(|&t| t >= max * 1.1)
            .unwrap_or(max * 1.1)
            .max(lo * 10.0);
        let mut ticks = Vec::new();
        let mut d = 10f64.powf(lo.log10().floor());
        while d <= hi * 1.0001 {
            for m in [1.0, 2.0, 5.0] {
                let t = d * m;
                if t >= lo * 0.9999 && t <= hi * 1.0001 {
                    ticks.push((t, m == 1.0));
                }
            }
            d *= 10.0;
        }
        Scale {
            lo,
            hi,
            x0,
            x1,
            ticks,
        }
    }

    fn x(&self, v: f64) -> f64 {
        let (lo, hi) = (self.lo.log10(), self.hi.log10());
        self.x0 + (self.x1 - self.x0) * (v.clamp(self.lo, self.hi).log10() - lo) / (hi - lo)
    }

    /// The tick labels on one line at `y`.
    fn labels(&self, body: &mut String, y: f64, unit: &str) {
        for &(t, _) in &self.ticks {
            let _ = writeln!(
                body,
                r#"<text x="{:.1}" y="{y}" class="tick" text-anchor="middle">{}</text>"#,
                self.x(t),
                tick_label(t)
            );
        }
        let _ = writeln!(
            body,
            r#"<text x="{}" y="{y}" class="tick">{unit}</text>"#,
            self.x1 + 16.0
        );
    }
}

fn render_svg(r: &Report) -> String {
    const W: f64 = 1180.0;
    const KERNEL_X: f64 = 16.0;
    const IMPL_RIGHT: f64 = 470.0;
    const X0: f64 = 480.0;
    const X1: f64 = 1060.0;
    const ROW: f64 = 15.0;
    const GROUP_GAP: f64 = 6.0;

    let mut body = String::new();
    let mut y = 0.0;

    // Header.
    y += 28.0;
    let _ = writeln!(
        body,
        r#"<text x="{KERNEL_X}" y="{y}" class="title">bitboard-simd: ns per board of every implementation on this CPU</text>"#
    );
    y += 20.0;
    let _ = writeln!(
        body,
        r#"<text x="{KERNEL_X}" y="{y}" class="sub">CPU: {} ({}, family {:#x}, model {:#x}, stepping {}) · active level {} · pdep/pext {}</text>"#,
        esc(&r.cpu.brand),
        esc(&r.cpu.vendor),
        r.cpu.family,
        r.cpu.model,
        r.cpu.stepping,
        esc(&r.detection.active_level),
        if r.cpu.pext_slow { "slow" } else { "fast" },
    );
    y += 16.0;
    let _ = writeln!(
        body,
        r#"<text x="{KERNEL_X}" y="{y}" class="sub">Build: {} {} (opt-level {}), {}, target features: {} · {} mode, {}</text>"#,
        esc(&r.build.target),
        esc(&r.build.profile),
        esc(&r.build.opt_level),
        esc(&r.build.rustc),
        esc(&r.build.target_features.join(" ")),
        esc(&r.settings.mode),
        if r.settings.rounds > 1 {
            format!(
                "median of {} medians of {}",
                count(r.settings.rounds, "round"),
                count(r.settings.samples, "sample")
            )
        } else {
            format!("median of {}", count(r.settings.samples, "sample"))
        }
    );
    y += 18.0;
    let _ = writeln!(
        body,
        r#"<text x="{KERNEL_X}" y="{y}" class="sub">Shorter is faster. Log scale. Regret = choice / fastest − 1; mean {}, worst {}.</text>"#,
        pct(r.summary.mean_regret),
        pct(r.summary.worst_regret)
    );

    // Legend.
    y += 22.0;
    let mut lx = KERNEL_X;
    let levels: Vec<&str> = ["scalar", "sse2", "avx2", "bmi2", "avx512"]
        .into_iter()
        .filter(|l| {
            r.kernels
                .iter()
                .any(|k| k.implementations.iter().any(|i| i.level == *l))
        })
        .collect();
    for l in &levels {
        let _ = writeln!(
            body,
            r#"<rect x="{lx}" y="{}" width="22" height="11" fill="{}"/><text x="{}" y="{y}" class="lbl">{l}</text>"#,
            y - 10.0,
            level_colour(l),
            lx + 27.0
        );
        lx += 40.0 + 7.5 * l.len() as f64;
    }
    let _ = writeln!(
        body,
        r##"<rect x="{lx}" y="{}" width="22" height="11" fill="#ffffff" stroke="#000" stroke-width="2"/><text x="{}" y="{y}" class="lbl">▶ dispatcher's choice</text>"##,
        y - 10.0,
        lx + 27.0
    );
    lx += 190.0;
    let _ = writeln!(
        body,
        r#"<text x="{lx}" y="{y}" class="lbl"><tspan class="star">★</tspan> fastest on this CPU</text>"#
    );
    lx += 160.0;
    let _ = writeln!(
        body,
        r#"<line x1="{lx}" x2="{}" y1="{}" y2="{}" class="base"/><text x="{}" y="{y}" class="lbl">loop + no-op call (single-call overhead)</text>"#,
        lx + 22.0,
        y - 4.0,
        y - 4.0,
        lx + 27.0
    );

    for batch in [false, true] {
        let kernels: Vec<&KernelReport> = r.kernels.iter().filter(|k| k.batch == batch).collect();
        if kernels.is_empty() {
            continue;
        }
        y += 52.0;
        let caption = if batch {
            format!(
                "Batch kernels: ns per board over a {}-board slice",
                r.settings.inputs
            )
        } else {
            format!(
                "Single-board kernels: ns per call, {} independent calls in a loop",
                r.settings.inputs
            )
        };
        let scale = Scale::new(
            kernels
                .iter()
                .flat_map(|k| k.implementations.iter().map(|i| i.ns)),
            X0,
            X1,
        );
        let x = |v: f64| scale.x(v);
        let _ = writeln!(
            body,
            r#"<text x="{KERNEL_X}" y="{}" class="section">{}</text>"#,
            y - 20.0,
            esc(&caption)
        );
        scale.labels(&mut body, y, "ns");
        let top = y + 6.0;
        // Grid lines go under everything else of the section.
        let grid_at = body.len();
        y += 10.0;
        let mut family = "";
        let mut zebra = false;
        for k in kernels {
            if k.family != family {
                family = &k.family;
                y += 14.0;
                let _ = writeln!(
                    body,
                    r#"<text x="{KERNEL_X}" y="{y}" class="family">{}</text><line x1="{KERNEL_X}" x2="{}" y1="{}" y2="{}" class="famline"/>"#,
                    esc(family),
                    W - 10.0,
                    y + 3.0,
                    y + 3.0
                );
                // Repeat the tick labels (the chart is long), except right
                // under the section's own.
                if y - top > 40.0 {
                    scale.labels(&mut body, y - 1.0, "ns");
                }
                y += 6.0;
            }
            let h = ROW * k.implementations.len() as f64;
            zebra = !zebra;
            if zebra {
                let _ = writeln!(
                    body,
                    r##"<rect x="{}" y="{}" width="{}" height="{}" fill="#dde4ee" fill-opacity="0.45"/>"##,
                    KERNEL_X - 6.0,
                    y + 1.0,
                    W - KERNEL_X - 4.0,
                    h + 2.0
                );
            }
            let regret = k.regret.map_or(String::new(), |x| {
                if x > 0.0 {
                    format!("regret {}", pct(x))
                } else {
                    String::new()
                }
            });
            let _ = writeln!(
                body,
                r#"<text x="{KERNEL_X}" y="{}" class="kernel">{}<tspan class="regret" dx="6">{}</tspan></text>"#,
                y + 12.5,
                esc(&k.name),
                esc(&regret)
            );
            for (j, i) in k.implementations.iter().enumerate() {
                let ry = y + 2.0 + ROW * j as f64;
                let label = if i.chosen {
                    format!("▶ {}", i.name)
                } else {
                    i.name.clone()
                };
                let _ = writeln!(
                    body,
                    r#"<text x="{IMPL_RIGHT}" y="{}" class="{}" text-anchor="end">{}</text>"#,
                    ry + 10.5,
                    if i.chosen { "impl chosen" } else { "impl" },
                    esc(&label)
                );
                let xe = x(i.ns).max(X0 + 1.0);
                let stroke = if i.chosen {
                    r##" stroke="#000" stroke-width="2""##
                } else {
                    ""
                };
                let _ = writeln!(
                    body,
                    r#"<rect x="{X0}" y="{}" width="{:.1}" height="{}" fill="{}"{stroke}><title>{} {}: {} ns</title></rect>"#,
                    ry + 1.5,
                    xe - X0,
                    ROW - 4.0,
                    level_colour(&i.level),
                    esc(&k.name),
                    esc(&i.name),
                    ns(Some(i.ns))
                );
                let _ = writeln!(
                    body,
                    r#"<text x="{:.1}" y="{}" class="val">{}{}</text>"#,
                    xe + 5.0,
                    ry + 10.5,
                    ns(Some(i.ns)),
                    if i.fastest {
                        r#" <tspan class="star">★</tspan>"#
                    } else {
                        ""
                    }
                );
            }
            y += h + GROUP_GAP;
        }
        // Grid lines (drawn over the zebra, under nothing important).
        let mut grid = String::new();
        for &(t, major) in &scale.ticks {
            let _ = writeln!(
                grid,
                r#"<line x1="{0:.1}" x2="{0:.1}" y1="{1}" y2="{2}" class="{3}"/>"#,
                x(t),
                top,
                y,
                if major { "grid major" } else { "grid" }
            );
        }
        if !batch {
            let bx = x(r.baselines.call_throughput_ns);
            let _ = writeln!(
                grid,
                r#"<line x1="{bx:.1}" x2="{bx:.1}" y1="{top}" y2="{y}" class="base"/>"#
            );
        }
        let _ = writeln!(
            grid,
            r#"<line x1="{X0}" x2="{X0}" y1="{top}" y2="{y}" class="axis"/>"#
        );
        body.insert_str(grid_at, &grid);
        y += 14.0;
        scale.labels(&mut body, y, "ns (log)");
    }
    y += 30.0;
    let _ = writeln!(
        body,
        r#"<text x="{KERNEL_X}" y="{y}" class="sub">Generated by examples/report ({}, {}, {:.1} s); figures in the JSON report beside this file.</text>"#,
        count(r.summary.kernels, "kernel"),
        count(r.summary.implementations_measured, "implementation"),
        r.summary.total_seconds
    );
    y += 16.0;

    format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{y}" viewBox="0 0 {W} {y}" font-family="DejaVu Sans, Helvetica, Arial, sans-serif">
<style>
.title {{ font-size: 18px; font-weight: bold; }}
.sub {{ font-size: 12px; fill: #444; }}
.section {{ font-size: 14px; font-weight: bold; }}
.family {{ font-size: 12px; font-weight: bold; fill: #555; text-transform: uppercase; letter-spacing: 1px; }}
.famline {{ stroke: #bbb; stroke-width: 1; }}
.kernel {{ font-size: 12px; font-family: DejaVu Sans Mono, Menlo, monospace; }}
.regret {{ fill: #c0392b; font-size: 11px; }}
.impl {{ font-size: 11px; font-family: DejaVu Sans Mono, Menlo, monospace; fill: #333; }}
.chosen {{ font-weight: bold; fill: #000; }}
.val {{ font-size: 10px; fill: #333; }}
.star {{ fill: #d4a017; font-size: 12px; }}
.lbl {{ font-size: 12px; }}
.tick {{ font-size: 10px; fill: #555; }}
.grid {{ stroke: #000; stroke-opacity: 0.07; }}
.major {{ stroke-opacity: 0.2; }}
.axis {{ stroke: #333; }}
.base {{ stroke: #c0392b; stroke-dasharray: 4 3; stroke-width: 1.2; }}
</style>
<rect width="100%" height="100%" fill="#fff"/>
{body}</svg>
"##
    )
}
