//! `--figures PATH` (with `--compare`): the corpus's figures as one
//! markdown page, `FIGURES.md` at the repository root, which the README
//! links to instead of carrying one CPU's figures itself.
//!
//! The page opens with an index of the CPUs (one per report, each linking
//! its section) and a summary over all of them. Then each CPU has its own
//! section, a few columns wide whatever the size of the corpus, so that the
//! page reads without scrolling sideways: the report and the run, then a
//! table per kernel family with, per kernel, the implementation the
//! dispatch policy *of this checkout* chooses for that CPU's class
//! ([`CpuClass::choice`], not what the report recorded as chosen when it
//! ran), that CPU's fastest measured implementation, the regret, and the
//! token's implementation timed inlined; then the per-square lookups beside
//! cozy-chess and shakmaty (the report's `peers` section). Last comes a
//! hand-written appendix (`figures_appendix.md`, included verbatim) for
//! figures that do not come from the reports.
//!
//! The page is deterministic (no dates, reports sorted by file name), so a
//! test regenerates it in memory from `reports/` and compares it with the
//! committed file: a policy change, a new report or an appendix edit must
//! be followed by [`COMMAND`].

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use bitboard_simd::{CpuClass, Features, Kernel, Level};

use crate::schema::{KernelReport, Peers, Report, TokenFigure};
use crate::text::ns;

/// The command that regenerates the committed page (from the repository
/// root).
pub const COMMAND: &str =
    "cargo run --release --example report -- --compare reports/*.json --figures FIGURES.md";

/// The hand-written appendix: figures not taken from `reports/`.
const APPENDIX: &str = include_str!("figures_appendix.md");

/// The corpus's targets (`tools/derive-orders.py`): a choice within 5 % of
/// the fastest counts as right, or for a single-board kernel through the
/// table within 0.3 ns (about a cycle of code placement on these CPUs).
const RELATIVE: f64 = 0.05;
const SINGLE_ABSOLUTE_NS: f64 = 0.3;

/// The page shows the shipped policy: every optional implementation
/// compiled in, on x86-64 (the architecture the reports measure).
pub fn build_is_complete() -> Result<(), String> {
    if cfg!(all(
        target_arch = "x86_64",
        feature = "magic-table",
        feature = "pext-table",
        feature = "avx512"
    )) {
        Ok(())
    } else {
        Err("--figures shows the shipped dispatch policy: build the report for x86-64 with the default features".to_string())
    }
}

/// How a report's path is shown and linked: relative to the repository
/// root where it lies inside it (`reports/intel-6h-cfh-20261126-043210.json`),
/// else as
/// given.
fn shown_path(path: &Path) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let relative = match (path.canonicalize(), root.canonicalize()) {
        (Ok(p), Ok(r)) => p.strip_prefix(&r).map(Path::to_path_buf).ok(),
        _ => None,
    };
    let p = relative.unwrap_or_else(|| path.to_path_buf());
    p.to_string_lossy().replace('\\', "/")
}

/// One report with the policy's view of its CPU.
struct Cpu<'a> {
    n: usize,
    path: String,
    r: &'a Report,
    class: CpuClass,
    features: Features,
    pext_slow: bool,
    /// The level of `dispatch()`'s token on this CPU.
    token_level: Level,
}

impl Cpu<'_> {
    fn new(n: usize, path: String, r: &Report) -> Result<Cpu<'_>, String> {
        let mut features = Features::NONE;
        for name in &r.cpu.features {
            features = features
                | Features::from_name(name)
                    .ok_or_else(|| format!("{path}: unknown feature {name:?}"))?;
        }
        let pext_slow = r.cpu.pext_slow;
        let highest = Level::highest_in(features);
        Ok(Cpu {
            n,
            class: CpuClass::from_identity(&r.cpu.vendor, r.cpu.family, features),
            features,
            pext_slow,
            token_level: if highest == Level::Bmi2 && pext_slow {
                Level::Avx2
            } else {
                highest
            },
            path,
            r,
        })
    }

    fn label(&self) -> String {
        format!("[{}]", self.n)
    }

    /// The label as a link to the CPU's section, whose heading `CPU [N]`
    /// has the anchor `cpu-N` (GitHub's, as most renderers': lower case,
    /// punctuation dropped, spaces as hyphens).
    fn link(&self) -> String {
        format!("[{}](#cpu-{})", self.label(), self.n)
    }

    fn kernel(&self, kernel: Kernel) -> Option<&KernelReport> {
        self.r.kernels.iter().find(|k| k.name == kernel.name())
    }

    /// The policy's choice for `kernel` against this report's figures.
    fn judge(&self, kernel: Kernel) -> Option<Judged> {
        let k = self.kernel(kernel)?;
        let figure = |name: &str| {
            k.implementations
                .iter()
                .find(|i| i.name == name)
                .map(|i| i.ns)
        };
        let fastest = k
            .implementations
            .iter()
            .min_by(|a, b| a.ns.total_cmp(&b.ns))?;
        let choice = self
            .class
            .choice(kernel, self.features, self.pext_slow)
            .name();
        let choice_ns = figure(choice);
        let figure = TokenFigure::of(&k.implementations);
        let inlined = |name: &str| {
            k.implementations
                .iter()
                .find(|i| i.name == name)
                .and_then(|i| figure.judged(&k.name, i))
        };
        // The inlined figures are those of the token the report timed; they
        // answer for this policy's token only at the same level.
        let timed_level = k.token.as_ref().map(|t| t.level.as_str());
        let token = (!kernel.is_batch()).then(|| {
            // What `dispatch` runs on that CPU: its token level's table.
            let pext = if self.pext_slow {
                bitboard_simd::PextSpeed::Slow
            } else {
                bitboard_simd::PextSpeed::Fast
            };
            let target = bitboard_simd::Target::new(self.features, Some(self.class), pext);
            let imp =
                bitboard_simd::decide(kernel, target, self.token_level, bitboard_simd::Use::Token)
                    .implementation()
                    .expect("a token decision chooses")
                    .name();
            let ns = inlined(imp).filter(|_| timed_level == Some(self.token_level.name()));
            (imp, ns)
        });
        Some(Judged {
            batch: kernel.is_batch(),
            choice,
            choice_ns,
            fastest: fastest.name.clone(),
            fastest_ns: fastest.ns,
            token,
        })
    }
}

struct Judged {
    batch: bool,
    choice: &'static str,
    choice_ns: Option<f64>,
    fastest: String,
    fastest_ns: f64,
    /// Single kernels: the token's implementation and its inlined figure.
    token: Option<(&'static str, Option<f64>)>,
}

impl Judged {
    fn regret(&self) -> Option<f64> {
        self.choice_ns.map(|c| c / self.fastest_ns - 1.0)
    }

    fn within_margin(&self) -> bool {
        self.choice_ns.is_some_and(|c| {
            let absolute = if self.batch { 0.0 } else { SINGLE_ABSOLUTE_NS };
            c - self.fastest_ns <= (self.fastest_ns * RELATIVE).max(absolute)
        })
    }
}

fn percent(r: f64) -> String {
    format!("{:.1} %", r * 100.0)
}

/// The kernel families in catalogue order, each with its kernels.
fn families() -> Vec<(&'static str, Vec<Kernel>)> {
    let mut out: Vec<(&'static str, Vec<Kernel>)> = Vec::new();
    for &k in Kernel::ALL {
        match out.iter_mut().find(|(f, _)| *f == k.family()) {
            Some((_, ks)) => ks.push(k),
            None => out.push((k.family(), vec![k])),
        }
    }
    out
}

/// The page for `reports` (read from `files`), sorted by file name so that
/// the order of the arguments does not matter.
pub fn render(files: &[PathBuf], reports: &[Report]) -> Result<String, String> {
    let mut pairs: Vec<(String, &Report)> =
        files.iter().map(|f| shown_path(f)).zip(reports).collect();
    pairs.sort_by(|a, b| a.0.cmp(&b.0));
    let cpus = pairs
        .into_iter()
        .enumerate()
        .map(|(n, (path, r))| Cpu::new(n + 1, path, r))
        .collect::<Result<Vec<_>, _>>()?;
    let mut o = String::new();
    let _ = write_page(&mut o, &cpus);
    Ok(o)
}

/// The width the page's generated prose is wrapped at, so that the page reads
/// without scrolling sideways in a terminal or a diff as well as rendered.
const WRAP: usize = 80;

/// Writes `text` as one markdown paragraph wrapped at [`WRAP`] columns. A
/// word that would open a line as markdown syntax (a list item, a heading, a
/// quote) stays at the end of the line before, since it would otherwise
/// interrupt the paragraph.
fn paragraph(o: &mut String, text: &str) -> std::fmt::Result {
    let opens_block = |w: &str| {
        matches!(w, "-" | "+" | "*" | ">" | "=" | "|")
            || w.starts_with('#')
            || w.starts_with("---")
            || w.starts_with("===")
            || w.strip_suffix(['.', ')'])
                .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
    };
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.len() + 1 + word.len() > WRAP && !opens_block(word) {
            writeln!(o, "{line}")?;
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    writeln!(o, "{line}")
}

fn write_page(o: &mut String, cpus: &[Cpu]) -> std::fmt::Result {
    writeln!(o, "# bitboard-simd: measured figures")?;
    writeln!(o)?;
    writeln!(
        o,
        "<!-- Generated file: do not edit. Regenerate with\n`{COMMAND}`. -->"
    )?;
    writeln!(o)?;
    paragraph(
        o,
        "The figures behind the [README](README.md)'s choices. \
         Generated from the per-CPU corpus reports in [`reports/`](reports/) \
         (one full report per CPU, written by `cargo run --release --example report -- --corpus`) \
         and the dispatch policy of this checkout, by",
    )?;
    writeln!(o)?;
    writeln!(o, "```sh\n{COMMAND}\n```")?;
    writeln!(o)?;
    paragraph(
        o,
        "`cargo test` checks that this page is current: after a new report, a change \
         of the dispatch policy or an edit of the appendix (`examples/report/figures_appendix.md`), \
         run the command above and commit the page.",
    )?;
    writeln!(o)?;
    if cpus.is_empty() {
        writeln!(o, "No reports yet.")?;
        writeln!(o)?;
    } else {
        write_index(o, cpus)?;
        write_summary(o, cpus)?;
        write_reading(o)?;
        for c in cpus {
            write_cpu(o, c)?;
        }
    }
    o.push_str(APPENDIX.trim_end());
    o.push('\n');
    Ok(())
}

/// The CPU's identity as the report gives it.
fn identity(r: &Report) -> String {
    format!(
        "{}, {} family {:#x} model {:#x}",
        r.cpu.brand.trim(),
        r.cpu.vendor,
        r.cpu.family,
        r.cpu.model
    )
}

/// The class the policy gives the CPU, marked where the crate does not yet
/// take that class's orders from its files (`CpuClass::evidence`).
fn class_cell(c: &Cpu) -> String {
    match c.class.evidence() {
        Some(_) => format!("`{}`", c.class),
        None => format!("`{}` (registry order)", c.class),
    }
}

fn write_index(o: &mut String, cpus: &[Cpu]) -> std::fmt::Result {
    writeln!(o, "## CPUs")?;
    writeln!(o)?;
    paragraph(
        o,
        "One section per report, in the order of the files' names; each number \
         links to its CPU's section, which gives the report, the run and the figures \
         of every kernel.",
    )?;
    writeln!(o)?;
    writeln!(o, "| | CPU | class (orders from) | `pext` |")?;
    writeln!(o, "|---|---|---|---|")?;
    for c in cpus {
        writeln!(
            o,
            "| {} | {} | {} | {} |",
            c.link(),
            identity(c.r),
            class_cell(c),
            if c.pext_slow { "slow" } else { "fast" },
        )?;
    }
    writeln!(o)
}

fn write_summary(o: &mut String, cpus: &[Cpu]) -> std::fmt::Result {
    writeln!(o, "## Summary")?;
    writeln!(o)?;
    paragraph(
        o,
        "Per CPU, the implementation this checkout's policy chooses for each kernel \
         (the table of `kernels()` for that CPU's class) against the fastest the report measured, \
         and the same for the token of `dispatch()` over the single-board kernels, timed inlined. \
         \"Within margin\": within the corpus's targets, 5 % of the fastest, or for a single-board \
         kernel 0.3 ns (about one cycle of code placement); the orders themselves are derived from \
         all the files of a class by `tools/derive-orders.py`, which `tests/corpus.rs` runs.",
    )?;
    let mut table = String::new();
    let mut token_table = String::new();
    for c in cpus {
        let judged: Vec<(Kernel, Judged)> = Kernel::ALL
            .iter()
            .filter_map(|&k| c.judge(k).map(|j| (k, j)))
            .collect();
        let fastest = judged.iter().filter(|(_, j)| j.choice == j.fastest).count();
        let within = judged.iter().filter(|(_, j)| j.within_margin()).count();
        let regrets: Vec<(Kernel, f64)> = judged
            .iter()
            .filter_map(|(k, j)| j.regret().map(|r| (*k, r)))
            .collect();
        let (mean, worst) = mean_worst(&regrets);
        // The token over the single kernels with inlined figures.
        let token: Vec<(Kernel, f64, bool)> = judged
            .iter()
            .filter_map(|(k, j)| {
                let (imp, ns) = j.token?;
                let ns = ns?;
                let entry = c.kernel(*k)?;
                let figure = TokenFigure::of(&entry.implementations);
                let best = entry
                    .implementations
                    .iter()
                    .filter_map(|i| Some((i.name.as_str(), figure.judged(&entry.name, i)?)))
                    .min_by(|a, b| a.1.total_cmp(&b.1))?;
                Some((*k, ns / best.1 - 1.0, best.0 == imp))
            })
            .collect();
        let token_regrets: Vec<(Kernel, f64)> = token.iter().map(|&(k, r, _)| (k, r)).collect();
        let (tmean, tworst) = mean_worst(&token_regrets);
        writeln!(
            table,
            "| {} | {} | {} | {} | {} | {} |",
            c.link(),
            judged.len(),
            fastest,
            within,
            mean,
            worst,
        )?;
        writeln!(
            token_table,
            "| {} | `{}` | {} of {} | {} | {} |",
            c.link(),
            c.token_level.name(),
            token.iter().filter(|t| t.2).count(),
            token.len(),
            tmean,
            tworst
        )?;
    }
    writeln!(o)?;
    writeln!(o, "The table of `kernels()`:")?;
    writeln!(o)?;
    writeln!(
        o,
        "| | kernels | choice is the fastest | within margin | mean regret | worst regret |"
    )?;
    writeln!(o, "|---|---|---|---|---|---|")?;
    o.push_str(&table);
    writeln!(o)?;
    writeln!(o, "The token of `dispatch()`:")?;
    writeln!(o)?;
    writeln!(
        o,
        "| | token level | fastest inlined | mean regret | worst regret |"
    )?;
    writeln!(o, "|---|---|---|---|---|")?;
    o.push_str(&token_table);
    writeln!(o)
}

/// The mean and the worst (with its kernel) of `regrets`, as cells.
fn mean_worst(regrets: &[(Kernel, f64)]) -> (String, String) {
    if regrets.is_empty() {
        return ("-".to_string(), "-".to_string());
    }
    let mean = regrets.iter().map(|r| r.1).sum::<f64>() / regrets.len() as f64;
    let worst = regrets
        .iter()
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .expect("not empty");
    let worst = if worst.1 > 0.0 {
        format!("{} (`{}`)", percent(worst.1), worst.0.name())
    } else {
        percent(0.0)
    };
    (percent(mean), worst)
}

fn write_reading(o: &mut String) -> std::fmt::Result {
    writeln!(o, "## Reading the tables")?;
    writeln!(o)?;
    paragraph(
        o,
        "Each CPU's section below has a table per kernel family (kernel, the policy's \
         choice, the fastest measured, the regret, the token's implementation inlined), \
         then its per-square lookups beside cozy-chess and shakmaty.",
    )?;
    writeln!(o)?;
    paragraph(
        o,
        "Figures are ns per board, each the median of the report's rounds' medians. \
         A single-board kernel is timed as a loop of calls through a function pointer over 4096 \
         random inputs, so its figure includes the loop and the indirect call, whose cost alone \
         each CPU's section gives (*loop and indirect call*); for throughput use the batch forms \
         (`_batch`, ns per board over 4096 boards), and in hot \
         loops a token, whose figure (*token, inlined*) is the same loop with the token's \
         implementation inlined into it. For the per-square lookups (`rook_`, `bishop_`, \
         `queen_attacks_from`) the token's figure is that of a loop the compiler cannot vectorise, \
         as an engine calls them (`engine_ns`, reports of schema 4); in older reports their \
         inlined figure without `scalar/hyperbola`, whose loop of independent lookups the \
         compiler vectorises (docs/report.md).",
    )?;
    writeln!(o)?;
    paragraph(
        o,
        "*Choice* is the implementation the `kernels()` table holds on that CPU: \
         `CpuClass::from_identity(vendor, family, features).choice(kernel, features, pext_slow)` \
         with the CPU as the report describes it, so a policy changed after the report ran shows \
         here. *Regret* is the choice's figure divided by the fastest's, minus one: 0 % means the \
         table runs the fastest implementation measured; in bold, a regret beyond the margin. Single-call regrets below about 0.3 ns are \
         within what code placement alone moves between builds; a regret that persists across runs \
         is a reason to change the order (`src/selection/registry/`, `src/selection/orders.rs`).",
    )?;
    writeln!(o)?;
    paragraph(
        o,
        "*Per-square lookups beside cozy-chess and shakmaty* are the reports' `peers` section: \
         the per-square lookups through the crate's three paths \
         (the token of `dispatch()`, inlined; the free function such as `queen_attacks_from`; a held \
         `kernels()` table) beside cozy-chess's and shakmaty's magic lookups, in the same run, over \
         the same random squares with game-like (2 to 32 pieces), sparse (each square occupied with \
         probability 1/8) and dense (1/2) occupancies. ns per lookup, loop included: independent \
         lookups, then in brackets a dependent chain (each occupancy xor the previous result). The \
         last column is the throughput of independent game-like lookups as a multiple of \
         cozy-chess's. The implementation is the one the path ran when the report was measured.",
    )?;
    writeln!(o)
}

/// One CPU's section: its report and run, a table per kernel family, its
/// peers.
fn write_cpu(o: &mut String, c: &Cpu) -> std::fmt::Result {
    let r = c.r;
    // The index links here: keep the heading's anchor (`cpu-N`) in step
    // with `Cpu::link`.
    writeln!(o, "## CPU {}", c.label())?;
    writeln!(o)?;
    let commit = match (&r.build.git_commit, r.build.git_dirty) {
        (Some(h), Some(true)) => format!(", commit {} (modified)", &h[..h.len().min(7)]),
        (Some(h), _) => format!(", commit {}", &h[..h.len().min(7)]),
        (None, _) => String::new(),
    };
    writeln!(o, "- CPU: {}", identity(r))?;
    writeln!(o, "- report: [`{}`]({})", c.path, c.path)?;
    writeln!(
        o,
        "- class (orders from): {}; levels: {}; `pext`: {}",
        class_cell(c),
        r.detection.available_levels.join(", "),
        if c.pext_slow { "slow" } else { "fast" },
    )?;
    writeln!(
        o,
        "- run: {} mode, {} rounds, {}, {:.0} s",
        r.settings.mode,
        r.settings.rounds,
        if r.settings.clock.is_empty() {
            "clock unknown"
        } else {
            &r.settings.clock
        },
        r.summary.total_seconds,
    )?;
    writeln!(
        o,
        "- build: {}, {}{}",
        r.build.rustc.split(" (").next().unwrap_or(&r.build.rustc),
        r.build.target,
        commit
    )?;
    writeln!(
        o,
        "- loop and indirect call: {} ns",
        ns(Some(r.baselines.call_throughput_ns))
    )?;
    writeln!(o)?;
    for (family, kernels) in families() {
        write_family(o, c, family, &kernels)?;
    }
    write_peers(o, c)
}

fn write_family(o: &mut String, c: &Cpu, family: &str, kernels: &[Kernel]) -> std::fmt::Result {
    writeln!(o, "**{family}** ({}):", c.label())?;
    writeln!(o)?;
    writeln!(o, "| kernel | choice | fastest | regret | token, inlined |")?;
    writeln!(o, "|---|---|---|---|---|")?;
    for &kernel in kernels {
        let name = kernel.name();
        let Some(j) = c.judge(kernel) else {
            writeln!(o, "| `{name}` | not measured | | | |")?;
            continue;
        };
        let choice = match j.choice_ns {
            Some(x) => format!("`{}` {}", j.choice, ns(Some(x))),
            None => format!("`{}` (not measured)", j.choice),
        };
        let fastest = if j.fastest == j.choice {
            "the choice".to_string()
        } else {
            format!("`{}` {}", j.fastest, ns(Some(j.fastest_ns)))
        };
        let regret = j.regret().map_or("-".to_string(), |r| {
            if j.within_margin() {
                percent(r)
            } else {
                format!("**{}**", percent(r))
            }
        });
        let token = match j.token {
            None => String::new(),
            Some((imp, Some(x))) => format!("`{imp}` {}", ns(Some(x))),
            Some((imp, None)) => format!("`{imp}` -"),
        };
        writeln!(
            o,
            "| `{name}` | {choice} | {fastest} | {regret} | {token} |"
        )?;
    }
    writeln!(o)
}

fn write_peers(o: &mut String, c: &Cpu) -> std::fmt::Result {
    let Some(p) = &c.r.peers else {
        writeln!(
            o,
            "**Per-square lookups beside cozy-chess and shakmaty** ({}): no peers section in \
             this report.",
            c.label()
        )?;
        return writeln!(o);
    };
    writeln!(
        o,
        "**Per-square lookups beside cozy-chess and shakmaty** ({}), {} squares:",
        c.label(),
        p.inputs
    )?;
    writeln!(o)?;
    write_peer_table(o, p)?;
    writeln!(o)
}

fn write_peer_table(o: &mut String, p: &Peers) -> std::fmt::Result {
    const OCCUPANCIES: [&str; 3] = ["game", "sparse", "dense"];
    writeln!(
        o,
        "| lookup | path | game-like | sparse | dense | vs cozy-chess (game-like) |"
    )?;
    writeln!(o, "|---|---|---|---|---|---|")?;
    // The slider lookups by occupancy; the `const` lookups (occupancy
    // `none`) are in each report's text.
    let mut kernels: Vec<&str> = Vec::new();
    for row in p
        .rows
        .iter()
        .filter(|r| r.occupancy != crate::peers_common::NO_OCCUPANCY)
    {
        if !kernels.contains(&row.kernel.as_str()) {
            kernels.push(&row.kernel);
        }
    }
    for kernel in kernels {
        let mut methods: Vec<(&str, Option<&str>)> = Vec::new();
        for row in p.rows.iter().filter(|r| r.kernel == kernel) {
            if !methods.iter().any(|(m, _)| *m == row.method) {
                methods.push((&row.method, row.implementation.as_deref()));
            }
        }
        // The crate's paths fastest first as a rule, then the peers.
        const ORDER: [&str; 6] = [
            "batch",
            "token",
            "free fn",
            "table",
            "cozy-chess",
            "shakmaty",
        ];
        methods.sort_by_key(|(m, _)| ORDER.iter().position(|o| o == m).unwrap_or(ORDER.len()));
        let get = |occupancy: &str, mode: &str, method: &str| {
            crate::peers::figure(p, kernel, occupancy, mode, method)
        };
        let cozy = get("game", "indep", "cozy-chess");
        for (method, imp) in methods {
            let path = match imp {
                Some(i) => format!("{method} (`{i}`)"),
                None => method.to_string(),
            };
            let mut line = format!(
                "| `{}` | {path} |",
                kernel.trim_end_matches("_attacks_from")
            );
            for occupancy in OCCUPANCIES {
                let cell = match (
                    get(occupancy, "indep", method),
                    get(occupancy, "chain", method),
                ) {
                    (None, None) => "-".to_string(),
                    (i, None) => ns(i),
                    (i, c) => format!("{} ({})", ns(i), ns(c)),
                };
                let _ = write!(line, " {cell} |");
            }
            let multiple = match (get("game", "indep", method), cozy) {
                (Some(x), Some(c)) => format!("{:.2}x", c / x),
                _ => "-".to_string(),
            };
            writeln!(o, "{line} {multiple} |")?;
        }
    }
    Ok(())
}

// The shipped policy only: every optional implementation compiled in, on
// the architecture the reports measure (as `tests/corpus.rs`).
#[cfg(all(
    test,
    target_arch = "x86_64",
    feature = "magic-table",
    feature = "pext-table",
    feature = "avx512"
))]
mod tests {
    use super::*;

    /// The committed page, relative to the repository root.
    const PAGE: &str = "FIGURES.md";

    /// The files of `reports/*.json`, as the shell gives them to `--compare`,
    /// from any current directory.
    fn corpus_files() -> Vec<PathBuf> {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("reports");
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .map(|d| {
                d.filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| p.extension().is_some_and(|x| x == "json"))
                    .collect()
            })
            .unwrap_or_default();
        files.sort();
        files
    }

    /// The committed page is what the command would write now.
    #[test]
    fn figures_page_is_current() {
        let files = corpus_files();
        let reports: Vec<Report> = files
            .iter()
            .map(|f| crate::compare::load(f).unwrap())
            .collect();
        let expected = render(&files, &reports).unwrap();
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(PAGE);
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        if committed != expected {
            let first = committed
                .lines()
                .zip(expected.lines())
                .position(|(a, b)| a != b)
                .unwrap_or_else(|| committed.lines().count().min(expected.lines().count()));
            panic!(
                "{PAGE} is not current (it differs from the reports in reports/, the dispatch \
                 policy or the appendix from line {}). Regenerate it from the repository root with\n\n    {COMMAND}\n\nand commit it.",
                first + 1
            );
        }
    }

    #[test]
    fn page_shows_policy_fastest_and_peers() {
        let files = corpus_files();
        if files.is_empty() {
            return;
        }
        let reports: Vec<Report> = files
            .iter()
            .map(|f| crate::compare::load(f).unwrap())
            .collect();
        let page = render(&files, &reports).unwrap();
        // Argument order does not matter.
        let mut rev_files = files.clone();
        rev_files.reverse();
        let rev_reports: Vec<Report> = rev_files
            .iter()
            .map(|f| crate::compare::load(f).unwrap())
            .collect();
        assert_eq!(render(&rev_files, &rev_reports).unwrap(), page);
        assert!(page.contains(COMMAND));
        for f in &files {
            let name = f.file_name().unwrap().to_string_lossy();
            assert!(page.contains(&format!("(reports/{name})")), "{name}");
        }
        for n in 1..=files.len() {
            // Every CPU has its section, and the index links to it.
            assert!(page.contains(&format!("\n## CPU [{n}]\n")), "CPU [{n}]");
            assert!(page.contains(&format!("| [[{n}]](#cpu-{n}) |")), "[{n}]");
        }
        for (family, kernels) in families() {
            assert!(
                page.contains(&format!("\n**{family}** ([1]):\n")),
                "{family}"
            );
            for k in kernels {
                assert!(
                    page.contains(&format!("| `{}` |", k.name())),
                    "{}",
                    k.name()
                );
            }
        }
        if reports.iter().any(|r| r.peers.is_some()) {
            assert!(page.contains("| `queen` | cozy-chess | "));
        }
        assert!(page.ends_with('\n') && !page.ends_with("\n\n"));
    }

    /// The page reads without scrolling sideways: no table is wider than a
    /// few columns, however many CPUs the corpus has (one table per CPU and
    /// family, not a column group per CPU), and the generated prose is
    /// wrapped.
    #[test]
    fn page_tables_stay_narrow() {
        let files = corpus_files();
        let reports: Vec<Report> = files
            .iter()
            .map(|f| crate::compare::load(f).unwrap())
            .collect();
        let page = render(&files, &reports).unwrap();
        let generated = &page[..page.len() - APPENDIX.trim_end().len() - 1];
        for line in generated.lines() {
            if line.starts_with('|') {
                let cells = line.matches(" |").count() + line.matches("---|").count();
                assert!(cells <= 6, "{cells} columns: {line}");
            } else if !line.starts_with("- report: ") && line != COMMAND {
                // A paragraph's line may pass `WRAP` by a word that
                // cannot start a line, or a long code span.
                assert!(line.len() <= WRAP + 40, "{} characters: {line}", line.len());
            }
        }
    }

    #[test]
    fn paragraphs_wrap_without_opening_blocks() {
        let mut o = String::new();
        let long = "word ".repeat(40);
        paragraph(
            &mut o,
            &format!("{long}- not a list {long}1. nor this # nor this"),
        )
        .unwrap();
        // A word kept back from the next line may pass the width.
        assert!(o.lines().all(|l| l.len() <= WRAP + 2), "{o}");
        assert!(
            o.lines()
                .skip(1)
                .all(|l| !l.starts_with("- ") && !l.starts_with("1. ") && !l.starts_with("# ")),
            "{o}"
        );
        assert!(o.ends_with("this\n") && o.lines().count() > 2, "{o}");
    }
}
