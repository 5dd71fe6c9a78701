//! Measuring: timing every implementation of the selected kernels, the
//! dispatcher and the baseline loops, round by round, into a [`Report`].

use std::collections::BTreeMap;
use std::hint::black_box;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use bitboard_simd::{build_info, Kernel, KernelTable};

use crate::cli::{count, Args};
use crate::inlined::{self, InlinedPass};
use crate::schema::{
    Baselines, Build, CpuInfo, Detection, ImplReport, KernelReport, Report, Settings, Summary,
    TokenFigure, TokenReport, TokenSummary, SCHEMA_VERSION,
};
use crate::workload::{self, Baseline, Dispatched, Fixed, Inputs, Measure, Outputs, N};

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
    Table(Box<KernelTable>),
    Dispatched,
    Baseline(Baseline),
    /// An implementation inlined in the throughput loop (a pinned token).
    Inlined(InlinedPass),
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
            Subject::Inlined(pass) => pass(&self.inputs, &mut self.out),
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
                let subject = &subjects[j];
                if let Some(ns) = Clock::time(|| {
                    for _ in 0..passes[j] {
                        black_box(self.run_pass(kernel, m, subject));
                    }
                }) {
                    samples[j].push(ns / (passes[j] as f64 * N as f64));
                }
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
        if v.is_empty() {
            // No reading advanced the clock: figures the validation rejects.
            return Stats {
                median: f64::NAN,
                min: f64::NAN,
                spread: f64::NAN,
                round_spread: f64::NAN,
            };
        }
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
///
/// A CI run once recorded a fastest sample of 0 ns: a reading that did not
/// advance over a 300 µs sample, from a clock that steps coarsely (some
/// sandboxed kernels and hypervisors keep the thread clock so) or that went
/// back. The first reading therefore measures the thread clock's step and
/// falls back to wall time when it is coarser than
/// [`Clock::FINEST_STEP_NS`] or does not advance, and [`Clock::time`] takes
/// a sample again where its reading did not advance.
///
/// `None`: the thread clock failed to read; a span from or to it is no
/// time, never a span between two different clocks.
#[derive(Clone, Copy)]
pub struct Clock(Option<u64>);

impl Clock {
    /// The coarsest thread-clock step the samples accept (ns).
    const FINEST_STEP_NS: u64 = 1_000;

    /// What the samples are timed with, for the report's header and JSON.
    pub fn name() -> &'static str {
        if Self::thread_clock_usable() {
            "thread CPU time"
        } else {
            "wall time"
        }
    }

    /// Whether the thread CPU clock advances in steps of at most
    /// [`Clock::FINEST_STEP_NS`]: decided once, from the smallest change seen
    /// while spinning on it for up to 5 ms of wall time.
    fn thread_clock_usable() -> bool {
        static USABLE: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
        *USABLE.get_or_init(|| {
            let Some(mut last) = thread_cpu_ns() else {
                return false;
            };
            let start = Instant::now();
            let mut finest = u64::MAX;
            let mut changes = 0;
            while changes < 50 && start.elapsed() < Duration::from_millis(5) {
                let Some(now) = thread_cpu_ns() else {
                    return false;
                };
                if now > last {
                    finest = finest.min(now - last);
                    changes += 1;
                }
                last = now;
            }
            let usable = finest <= Self::FINEST_STEP_NS;
            if !usable {
                eprintln!(
                    "the thread CPU clock {} here; timing with wall time instead",
                    if finest == u64::MAX {
                        "did not advance in 5 ms".to_string()
                    } else {
                        format!("steps by {finest} ns")
                    }
                );
            }
            usable
        })
    }

    pub fn now() -> Clock {
        if Self::thread_clock_usable() {
            return Clock(thread_cpu_ns());
        }
        use std::sync::OnceLock;
        static START: OnceLock<Instant> = OnceLock::new();
        Clock(Some(
            START.get_or_init(Instant::now).elapsed().as_nanos() as u64
        ))
    }

    /// The ns from `earlier` to `self`; 0 where either reading failed or
    /// the clock went back.
    pub fn ns_since(self, earlier: Clock) -> f64 {
        match (self.0, earlier.0) {
            (Some(now), Some(then)) => now.saturating_sub(then) as f64,
            _ => 0.0,
        }
    }

    /// The time `work` takes, in ns: a reading that did not advance (a
    /// clock step missed, or a clock that went back across a migration) is
    /// no sample, so the work is timed again, up to three times in all.
    pub fn time(mut work: impl FnMut()) -> Option<f64> {
        (0..3).find_map(|_| {
            let start = Clock::now();
            work();
            let ns = Clock::now().ns_since(start);
            (ns > 0.0).then_some(ns)
        })
    }
}

/// The calling thread's CPU time in ns, where the platform has one.
#[cfg(target_os = "linux")]
fn thread_cpu_ns() -> Option<u64> {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec; the clock id is a
    // constant every Linux kernel since 2.6.12 supports.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    (rc == 0).then(|| ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64)
}

#[cfg(not(target_os = "linux"))]
fn thread_cpu_ns() -> Option<u64> {
    None
}

pub fn median(mut v: Vec<f64>) -> f64 {
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

pub fn measure(args: &Args, kernels: &[Kernel]) -> Report {
    let started = Instant::now();
    let timing = Timing::new(args.quick, args.rounds());
    let cpu = bitboard_simd::cpu();
    let description = bitboard_simd::describe();
    let active = bitboard_simd::kernels();
    // The table of the CPU's highest level holds every implementation the
    // CPU can run (an explicit request ignores the preference rules).
    let top = KernelTable::for_level(cpu.highest_level()).unwrap_or(KernelTable::scalar());

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
        Clock::name()
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
        /// Single kernels: the implementations the token may use, inlined
        /// (throughput only), and their figures.
        inlined: Vec<&'static bitboard_simd::Implementation>,
        inlined_subjects: Vec<Subject>,
        inlined_figures: Vec<Figure>,
        /// The per-square lookups: the same in a loop the compiler cannot
        /// vectorise (`inlined::engine_candidates`).
        engine: Vec<&'static bitboard_simd::Implementation>,
        engine_subjects: Vec<Subject>,
        engine_figures: Vec<Figure>,
    }
    let token_level = args.token_level.unwrap_or_else(bitboard_simd::token_level);
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
            let (inlined, inlined_subjects): (Vec<_>, Vec<_>) =
                inlined::candidates(kernel, token_level)
                    .into_iter()
                    .map(|(imp, pass)| (imp, Subject::Inlined(pass)))
                    .unzip();
            let inlined_figures = vec![Figure::default(); inlined.len()];
            let (engine, engine_subjects): (Vec<_>, Vec<_>) =
                inlined::engine_candidates(kernel, token_level)
                    .into_iter()
                    .map(|(imp, pass)| (imp, Subject::Inlined(pass)))
                    .unzip();
            let engine_figures = vec![Figure::default(); engine.len()];
            Plan {
                kernel,
                subjects,
                measures,
                figures,
                inlined,
                inlined_subjects,
                inlined_figures,
                engine,
                engine_subjects,
                engine_figures,
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
            if !plan.inlined.is_empty() {
                let m = Measure::Throughput;
                bench.series(
                    plan.kernel,
                    m,
                    &plan.inlined_subjects,
                    warmup,
                    &mut plan.inlined_figures,
                );
            }
            if !plan.engine.is_empty() {
                bench.series(
                    plan.kernel,
                    Measure::Throughput,
                    &plan.engine_subjects,
                    warmup,
                    &mut plan.engine_figures,
                );
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
            let inlined_at = plan.inlined.iter().position(|i| *i == imp);
            let mut rounds: BTreeMap<String, Vec<f64>> = measures
                .iter()
                .zip(&plan.figures)
                .map(|(m, f)| {
                    (
                        format!("{}_ns", m.name()),
                        f[j].rounds.iter().copied().map(round4).collect(),
                    )
                })
                .collect();
            if let Some(p) = inlined_at {
                let f = &plan.inlined_figures[p];
                rounds.insert(
                    "inlined_ns".to_string(),
                    f.rounds.iter().copied().map(round4).collect(),
                );
            }
            let engine_at = plan.engine.iter().position(|i| *i == imp);
            if let Some(p) = engine_at {
                let f = &plan.engine_figures[p];
                rounds.insert(
                    "engine_ns".to_string(),
                    f.rounds.iter().copied().map(round4).collect(),
                );
            }
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
                inlined_ns: inlined_at.map(|p| round4(plan.inlined_figures[p].stats().median)),
                engine_ns: engine_at.map(|p| round4(plan.engine_figures[p].stats().median)),
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
        let token = token_report(kernel, token_level, &impls);
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
            unsettled: None, // set by `settle::apply` below
            implementations: impls,
            token,
        });
    }
    // The per-square lookups beside the peer crates, where selected.
    let (peer_samples, peer_sample_ns) = if args.quick { (5, 0.3e6) } else { (9, 2e6) };
    let peers = crate::peers::measure(kernels, timing.rounds, peer_samples, peer_sample_ns);
    let positions = crate::peers_positions::measure(kernels, timing.rounds, args.quick);
    let maps = crate::peers_maps::measure(kernels, timing.rounds, peer_samples, peer_sample_ns);
    let safety = crate::peers_safety::measure(kernels, timing.rounds, peer_samples, peer_sample_ns);
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
        settled: None, // set by `settle::apply` below
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
        token: token_summary(token_level, &reports),
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
            clock: Clock::name().to_string(),
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
            function_alignment: Some(function_alignment()),
        },
        dispatch_description: description_text,
        baselines,
        catalogue: Some(Kernel::ALL.iter().map(|k| k.name().to_string()).collect()),
        kernels: reports,
        summary,
        peers,
        positions,
        maps,
        safety,
    };
    // Which rankings the rounds settle (from the rounds just stored).
    crate::settle::apply(&mut report);
    report.summary.total_seconds = round4(started.elapsed().as_secs_f64());
    report
}

/// The token's choice for `kernel` judged by its figure (`None` without
/// one: batch kernels): `engine_ns` where measured (the per-square
/// lookups), else `inlined_ns`.
fn token_report(
    kernel: Kernel,
    level: bitboard_simd::Level,
    impls: &[ImplReport],
) -> Option<TokenReport> {
    let figure = TokenFigure::of(impls);
    let (fastest, fastest_ns) = impls
        .iter()
        .filter_map(|i| Some((i, figure.value(i)?)))
        .min_by(|a, b| a.1.total_cmp(&b.1))?;
    let chosen = inlined::token_choice(kernel, level);
    let chosen_ns = impls
        .iter()
        .find(|i| i.name == chosen)
        .and_then(|i| figure.value(i));
    Some(TokenReport {
        figure: Some(figure.name().to_string()),
        level: level.name().to_string(),
        chosen: chosen.to_string(),
        chosen_ns,
        fastest: fastest.name.clone(),
        fastest_ns,
        regret: chosen_ns.map(|c| round4(c / fastest_ns - 1.0)),
        unsettled: None, // set by `settle::apply`
    })
}

/// The tokens' record over the kernels with inlined figures.
fn token_summary(level: bitboard_simd::Level, reports: &[KernelReport]) -> Option<TokenSummary> {
    let judged: Vec<(&str, f64)> = reports
        .iter()
        .filter_map(|k| Some((k.name.as_str(), k.token.as_ref()?.regret?)))
        .collect();
    if judged.is_empty() {
        return None;
    }
    let worst = judged.iter().copied().max_by(|a, b| a.1.total_cmp(&b.1));
    Some(TokenSummary {
        level: level.name().to_string(),
        kernels: judged.len(),
        chose_fastest: reports
            .iter()
            .filter(|k| k.token.as_ref().is_some_and(|t| t.chosen == t.fastest))
            .count(),
        settled: None, // set by `settle::apply`
        mean_regret: round4(judged.iter().map(|j| j.1).sum::<f64>() / judged.len() as f64),
        worst_regret: worst.map_or(0.0, |w| w.1),
        worst_regret_kernel: worst.map(|w| w.0.to_string()),
    })
}

/// The alignment of this build's functions, in bytes: the largest power
/// of two that divides the address of every probe below (eight functions
/// with different bodies, so that none is merged with another). LLVM
/// aligns x86-64 functions to 16 bytes unless told otherwise (`-C
/// llvm-args=-align-all-functions=6` makes it 64); the single-board figures
/// through the table depend on where a function's code falls against the
/// 64-byte lines the front end fetches (`docs/report.md`), so a report says
/// which alignment it measured. The chance that eight 16-byte-aligned
/// probes all fall on 64-byte boundaries by luck is 4^-8.
pub fn function_alignment() -> u32 {
    macro_rules! probes {
        ($($name:ident $k:literal)*) => {{
            $(
                #[inline(never)]
                fn $name(x: u64) -> u64 {
                    x.rotate_left($k) ^ $k
                }
            )*
            [$(black_box($name as fn(u64) -> u64) as usize),*]
        }};
    }
    let addresses = probes!(p1 1 p2 2 p3 3 p4 4 p5 5 p6 6 p7 7 p8 8);
    let all = addresses.iter().fold(0usize, |acc, &a| acc | a);
    1 << all.trailing_zeros().min(12)
}

/// The commit of the checkout this example was built from, and whether
/// tracked files differed from it, when the report ran (`None` without git
/// or outside a repository, and for a binary copied out of its checkout's
/// target directory: another machine's checkout at the build's path, if
/// any, is not this build). `cargo run` rebuilds first, so this is the
/// code measured.
pub fn git_state() -> (Option<String>, Option<bool>) {
    if !crate::cli::Place::of_process().in_checkout() {
        return (None, None);
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A figure whose every reading failed to advance has no samples: its
    /// figures are NaN (which the validator refuses), not a panic or 0.
    #[test]
    fn a_figure_without_samples_is_not_a_number() {
        let s = Figure::default().stats();
        assert!(s.median.is_nan() && s.min.is_nan() && s.spread.is_nan());
        let mut f = Figure::default();
        f.add_round(vec![2.0, 1.0, 3.0]);
        let s = f.stats();
        assert_eq!((s.median, s.min), (2.0, 1.0));
    }

    /// A span with a failed reading at either end is no time, and a clock
    /// that went back gives no negative time.
    #[test]
    fn spans_from_failed_or_backward_readings_are_zero() {
        assert_eq!(Clock(Some(10)).ns_since(Clock(None)), 0.0);
        assert_eq!(Clock(None).ns_since(Clock(Some(10))), 0.0);
        assert_eq!(Clock(Some(5)).ns_since(Clock(Some(10))), 0.0);
        assert_eq!(Clock(Some(15)).ns_since(Clock(Some(10))), 5.0);
    }

    /// A millisecond's work reads as positive time on whichever clock this
    /// machine's report uses.
    #[test]
    fn timed_work_takes_positive_time() {
        let ns = Clock::time(|| {
            let start = Instant::now();
            while start.elapsed() < Duration::from_millis(1) {
                black_box(0);
            }
        });
        assert!(ns.is_some_and(|ns| ns > 0.0), "{ns:?} ({})", Clock::name());
    }
}
