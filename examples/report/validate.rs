//! `--validate`: checks that a JSON report is a complete, consistent
//! report, by what its schema version records (CI runs it on the report it
//! has just written, and the corpus's files pass it):
//!
//! * version 4 lists the kernels of the build that wrote it (`catalogue`):
//!   the report must measure each of them (those its filter selects), and
//!   each must be a kernel of this build;
//! * versions 2 and 3 do not say which kernels their build had, so a
//!   kernel added to the catalogue since is not missing from them: each
//!   kernel they list must be one of this build's, and the kernels of this
//!   build they lack are named as a note, not a problem (a file truncated
//!   in the middle of its list would not parse);
//! * version 3 and later carry the settled fields (`settle.rs`), version 2
//!   none.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use bitboard_simd::Kernel;

use crate::schema::{KernelReport, Report, TokenFigure, SETTLED_VERSION, VALIDATES_VERSIONS};
use crate::select_kernels;
use crate::settle::{self, Figure};

/// Validates each file; prints one line per file (and its problems).
/// Exit status 0 if every file is valid, 1 otherwise.
pub fn files(paths: &[PathBuf]) -> ExitCode {
    let mut ok = true;
    for path in paths {
        match read(path) {
            Ok(r) => {
                let problems = check(&r);
                if problems.is_empty() {
                    let predates = predates(&r);
                    println!(
                        "{}: valid schema-{} report: {}, {} on {} ({}, family {:#x} model {:#x}), {} mode{}",
                        path.display(),
                        r.schema_version,
                        crate::cli::count(r.kernels.len(), "kernel"),
                        crate::cli::count(
                            r.kernels.iter().map(|k| k.implementations.len()).sum(),
                            "implementation"
                        ),
                        r.cpu.brand,
                        r.cpu.vendor,
                        r.cpu.family,
                        r.cpu.model,
                        r.settings.mode,
                        if predates.is_empty() {
                            String::new()
                        } else {
                            format!(
                                "; written by a build without {} of this one's: {}",
                                crate::cli::count(predates.len(), "kernel"),
                                predates.join(", ")
                            )
                        }
                    );
                } else {
                    ok = false;
                    println!(
                        "{}: INVALID ({}):",
                        path.display(),
                        crate::cli::count(problems.len(), "problem")
                    );
                    const SHOWN: usize = 30;
                    for p in problems.iter().take(SHOWN) {
                        println!("  {p}");
                    }
                    if problems.len() > SHOWN {
                        println!("  ... and {} more", problems.len() - SHOWN);
                    }
                }
            }
            Err(e) => {
                ok = false;
                println!("{}: INVALID: {e}", path.display());
            }
        }
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Reads a report of a version `--validate` checks.
fn read(path: &Path) -> Result<Report, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read it: {e}"))?;
    parse(&text)
}

fn parse(text: &str) -> Result<Report, String> {
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
    match value.get("schema_version").and_then(|v| v.as_u64()) {
        Some(v) if VALIDATES_VERSIONS.iter().any(|&x| x as u64 == v) => {
            serde_json::from_value(value).map_err(|e| format!("does not match schema {v}: {e}"))
        }
        Some(v) => Err(format!(
            "schema_version {v}, expected one of {VALIDATES_VERSIONS:?}"
        )),
        None => Err("no schema_version: not a bitboard-simd report".to_string()),
    }
}

/// Every inconsistency found, one line each; empty if the report is valid.
pub fn check(r: &Report) -> Vec<String> {
    let mut p = Vec::new();
    let s = &r.settings;
    if s.rounds == 0 || s.samples == 0 || s.inputs == 0 {
        p.push(format!(
            "settings: rounds {}, samples {}, inputs {} (each must be at least 1)",
            s.rounds, s.samples, s.inputs
        ));
    }
    if !["quick", "full"].contains(&s.mode.as_str()) {
        p.push(format!(
            "settings.mode {:?} is neither quick nor full",
            s.mode
        ));
    }
    if r.cpu.vendor.is_empty() || r.cpu.highest_level.is_empty() {
        p.push("cpu: vendor or highest_level is empty".to_string());
    }
    for (name, v) in [
        ("loop_throughput_ns", r.baselines.loop_throughput_ns),
        ("loop_latency_ns", r.baselines.loop_latency_ns),
        ("call_throughput_ns", r.baselines.call_throughput_ns),
        ("call_latency_ns", r.baselines.call_latency_ns),
    ] {
        if !positive(Some(v)) {
            p.push(format!("baselines.{name} = {v}: not a positive figure"));
        }
    }

    // The kernels: those the filter selects (all without one) of the
    // build's catalogue, each once.
    let expected: Vec<Kernel> = match select_kernels(&s.kernel_filter) {
        Ok(k) => k,
        Err(e) => {
            p.push(format!("settings.kernel_filter: {e}"));
            Vec::new()
        }
    };
    let expected: Vec<Kernel> = match &r.catalogue {
        Some(catalogue) => {
            if r.schema_version < 4 {
                p.push(format!(
                    "catalogue in a version-{} report",
                    r.schema_version
                ));
            }
            for name in catalogue {
                if !Kernel::ALL.iter().any(|k| k.name() == name) {
                    p.push(format!("catalogue: {name} is not a kernel of this build"));
                }
            }
            expected
                .into_iter()
                .filter(|k| catalogue.iter().any(|c| c == k.name()))
                .collect()
        }
        None if r.schema_version >= 4 => {
            p.push("catalogue: missing".to_string());
            expected
        }
        // An older version does not say which kernels its build had: the
        // kernels it lacks are notes (`predates`), not problems.
        None => expected
            .into_iter()
            .filter(|k| r.kernels.iter().any(|x| x.name == k.name()))
            .collect(),
    };
    if r.schema_version >= 4 {
        match r.build.function_alignment {
            Some(a) if a.is_power_of_two() => {}
            other => p.push(format!(
                "build.function_alignment {other:?}: not a power of two"
            )),
        }
    }
    let mut seen = BTreeSet::new();
    for k in &r.kernels {
        if !seen.insert(k.name.as_str()) {
            p.push(format!("{}: listed twice", k.name));
        }
        match Kernel::ALL.iter().find(|c| c.name() == k.name) {
            None => p.push(format!("{}: not a kernel of this build", k.name)),
            Some(&kernel) => {
                if !expected.contains(&kernel) {
                    p.push(format!(
                        "{}: not selected by the run's kernel filter",
                        k.name
                    ));
                }
                check_kernel(&mut p, r, kernel, k);
            }
        }
    }
    let missing: Vec<&str> = expected
        .iter()
        .map(|k| k.name())
        .filter(|n| !seen.contains(n))
        .collect();
    if !missing.is_empty() {
        p.push(format!(
            "{} missing: {}",
            crate::cli::count(missing.len(), "kernel"),
            missing.join(", ")
        ));
    }

    let sum = &r.summary;
    let impls: usize = r.kernels.iter().map(|k| k.implementations.len()).sum();
    let chose_fastest = r
        .kernels
        .iter()
        .filter(|k| k.implementations.iter().any(|i| i.chosen && i.fastest))
        .count();
    if sum.kernels != r.kernels.len()
        || sum.implementations_measured != impls
        || sum.chose_fastest != chose_fastest
    {
        p.push(format!(
            "summary: kernels {}, implementations_measured {}, chose_fastest {} do not match the lists ({}, {}, {})",
            sum.kernels, sum.implementations_measured, sum.chose_fastest,
            r.kernels.len(), impls, chose_fastest
        ));
    }
    if sum.median_round_spread.is_none() || sum.worst_round_spread.is_none() {
        p.push("summary: round spread missing".to_string());
    }
    check_settled(&mut p, r);
    check_peers(&mut p, r, &expected);
    check_maps(&mut p, r);
    check_safety(&mut p, r);
    p
}

/// The kernels of this build that a report of version 3 or earlier lacks
/// (its build did not have them, or they were outside its filter).
pub fn predates(r: &Report) -> Vec<&'static str> {
    if r.catalogue.is_some() {
        return Vec::new();
    }
    select_kernels(&r.settings.kernel_filter)
        .unwrap_or_default()
        .into_iter()
        .map(|k| k.name())
        .filter(|n| !r.kernels.iter().any(|k| k.name == *n))
        .collect()
}

/// The settled fields (version 3): each as recomputed from the report's own
/// rounds (`settle.rs`), the summary's counts from them. A version-2 report
/// must not have them.
fn check_settled(p: &mut Vec<String>, r: &Report) {
    let v3 = r.schema_version >= SETTLED_VERSION;
    let what = |present: bool| if present { "present" } else { "missing" };
    for k in &r.kernels {
        let n = &k.name;
        let table = settle::unsettled(k, Figure::Table);
        let figure = k
            .token
            .as_ref()
            .and_then(TokenFigure::named)
            .unwrap_or(TokenFigure::Inlined);
        let inlined = settle::unsettled(k, figure.into());
        let token = k.token.as_ref().and_then(|t| t.unsettled.clone());
        if !v3 {
            if k.unsettled.is_some() || token.is_some() {
                p.push(format!("{n}: unsettled fields in a version-2 report"));
            }
            continue;
        }
        if k.unsettled != table {
            p.push(format!(
                "{n}: unsettled {:?}, but its rounds give {table:?}",
                k.unsettled
            ));
        }
        if k.token.is_some() && token != inlined {
            p.push(format!(
                "{n}: token.unsettled {token:?}, but its {} rounds give {inlined:?}",
                figure.name()
            ));
        }
    }
    let sum = &r.summary;
    let settled = r
        .kernels
        .iter()
        .filter(|k| k.unsettled.as_ref().is_some_and(Vec::is_empty))
        .count();
    let token_settled = r
        .kernels
        .iter()
        .filter_map(|k| k.token.as_ref()?.unsettled.as_ref())
        .filter(|u| u.is_empty())
        .count();
    let token_count = sum.token.as_ref().and_then(|t| t.settled);
    if !v3 {
        if sum.settled.is_some() || token_count.is_some() {
            p.push("summary: settled counts in a version-2 report".to_string());
        }
        return;
    }
    if sum.settled != Some(settled) {
        p.push(format!(
            "summary: settled {} ({:?}), the kernels' lists give {settled}",
            what(sum.settled.is_some()),
            sum.settled
        ));
    }
    if sum.token.is_some() && token_count != Some(token_settled) {
        p.push(format!(
            "summary: token.settled {:?}, the kernels' lists give {token_settled}",
            token_count
        ));
    }
}

/// The peers section: present exactly when a per-square kernel was
/// selected, every (kernel, occupancy, loop) with all five methods, each a
/// positive figure with one median per round. The `batch` and
/// `free fn, struct` rows (added within version 3) are checked where
/// present: independent loop only, with the implementation it ran; files
/// written before them lack them. So are the `const` lookups' rows (added
/// within version 3, occupancy `none`): where one is present, every lookup
/// in both loops with `free fn` (its implementation named), `cozy-chess`
/// and `shakmaty`.
fn check_peers(p: &mut Vec<String>, r: &Report, expected: &[Kernel]) {
    use crate::peers_common::{lookup_methods, Mode, Occupancy, NO_OCCUPANCY};
    const METHODS: [&str; 5] = ["free fn", "table", "token", "cozy-chess", "shakmaty"];
    let per_square: Vec<&str> = [
        Kernel::QueenAttacksFrom,
        Kernel::RookAttacksFrom,
        Kernel::BishopAttacksFrom,
    ]
    .iter()
    .filter(|k| expected.contains(k))
    .map(|k| k.name())
    .collect();
    let Some(peers) = &r.peers else {
        if !per_square.is_empty() {
            p.push(format!(
                "peers: missing ({} measured)",
                per_square.join(", ")
            ));
        }
        return;
    };
    const LOOKUP_METHODS: [&str; 3] = ["free fn", "cozy-chess", "shakmaty"];
    let lookups: Vec<&str> = lookup_methods().iter().map(|(name, _, _)| *name).collect();
    let mut seen = BTreeSet::new();
    let mut any_lookup = false;
    for row in &peers.rows {
        let at = format!(
            "peers: {} {} {} {}",
            row.kernel, row.occupancy, row.mode, row.method
        );
        if !seen.insert((&row.kernel, &row.occupancy, &row.mode, &row.method)) {
            p.push(format!("{at}: listed twice"));
        }
        if row.occupancy == NO_OCCUPANCY {
            any_lookup = true;
            if !lookups.contains(&row.kernel.as_str()) {
                p.push(format!("{at}: not a const lookup"));
            }
            if !LOOKUP_METHODS.contains(&row.method.as_str()) {
                p.push(format!("{at}: not a method of the const lookups"));
            }
            if !Mode::ALL.iter().any(|m| m.name() == row.mode) {
                p.push(format!("{at}: not a loop"));
            }
            if !positive(Some(row.ns)) || row.rounds.len() != r.settings.rounds {
                p.push(format!(
                    "{at}: ns {} with {} of {} rounds",
                    row.ns,
                    row.rounds.len(),
                    r.settings.rounds
                ));
            }
            if row.implementation.is_some() != (row.method == "free fn") {
                p.push(format!("{at}: implementation {:?}", row.implementation));
            }
            continue;
        }
        if !per_square.contains(&row.kernel.as_str()) {
            p.push(format!("{at}: not a measured per-square kernel"));
        }
        if !positive(Some(row.ns)) || row.rounds.len() != r.settings.rounds {
            p.push(format!(
                "{at}: ns {} with {} of {} rounds",
                row.ns,
                row.rounds.len(),
                r.settings.rounds
            ));
        }
        if row.method == "batch" && row.mode != "indep" {
            p.push(format!("{at}: the batch form has no {} loop", row.mode));
        }
        if row.method == "free fn, struct" && row.mode != "indep" {
            p.push(format!(
                "{at}: the loop through a struct has no {} form",
                row.mode
            ));
        }
        if row.implementation.is_some()
            != ["free fn", "free fn, struct", "table", "token", "batch"]
                .contains(&row.method.as_str())
        {
            p.push(format!("{at}: implementation {:?}", row.implementation));
        }
    }
    for kernel in &per_square {
        for occupancy in Occupancy::ALL {
            for mode in Mode::ALL {
                for method in METHODS {
                    let key = (
                        &kernel.to_string(),
                        &occupancy.key().to_string(),
                        &mode.name().to_string(),
                        &method.to_string(),
                    );
                    if !seen.contains(&key) {
                        p.push(format!(
                            "peers: {kernel} {} {} {method}: missing",
                            occupancy.key(),
                            mode.name()
                        ));
                    }
                }
            }
        }
    }
    if any_lookup {
        for lookup in &lookups {
            for mode in Mode::ALL {
                for method in LOOKUP_METHODS {
                    let key = (
                        &lookup.to_string(),
                        &NO_OCCUPANCY.to_string(),
                        &mode.name().to_string(),
                        &method.to_string(),
                    );
                    if !seen.contains(&key) {
                        p.push(format!(
                            "peers: {lookup} {NO_OCCUPANCY} {} {method}: missing",
                            mode.name()
                        ));
                    }
                }
            }
        }
    }
}

/// The attack maps' section (added within version 3): present exactly
/// when the report measured `side_attacks` (the reports written before
/// the section also predate the kernel), every method once with a positive
/// figure and one median per round, the crate's methods naming the
/// implementation they ran and the peers none. The `lean loop` row (added
/// within version 4) is checked where present: files written before it
/// lack it.
fn check_maps(p: &mut Vec<String>, r: &Report) {
    use crate::peers_common::{map_methods, MAP_KERNEL};
    use crate::peers_maps::{CRATE_METHODS, LATER_METHODS};
    let measured = r.kernels.iter().any(|k| k.name == MAP_KERNEL.name());
    let Some(maps) = &r.maps else {
        if measured {
            p.push(format!("maps: missing ({} measured)", MAP_KERNEL.name()));
        }
        return;
    };
    if !measured {
        p.push(format!(
            "maps: present, but {} was not measured",
            MAP_KERNEL.name()
        ));
    }
    if maps.inputs == 0 || !positive(Some(maps.mean_pieces)) {
        p.push(format!(
            "maps: inputs {}, mean_pieces {}",
            maps.inputs, maps.mean_pieces
        ));
    }
    let present = |m: &str| maps.rows.iter().any(|row| row.method == m);
    let methods: Vec<&str> = map_methods()
        .iter()
        .map(|(name, _)| *name)
        .filter(|name| !LATER_METHODS.contains(name) || present(name))
        .collect();
    let prefix = format!("maps: {}", MAP_KERNEL.name());
    check_method_rows(
        p,
        &prefix,
        &methods,
        r.settings.rounds,
        maps.rows
            .iter()
            .map(|row| (row.method.as_str(), row.ns, row.rounds.as_slice())),
    );
    for row in &maps.rows {
        let at = format!("maps: {} {}", row.kernel, row.method);
        if row.kernel != MAP_KERNEL.name() {
            p.push(format!("{at}: not {}", MAP_KERNEL.name()));
        }
        if row.implementation.is_some() != CRATE_METHODS.contains(&row.method.as_str()) {
            p.push(format!("{at}: implementation {:?}", row.implementation));
        }
    }
}

/// The king-safety section (added within version 4): present exactly when
/// the report measured `king_safety`, every method once with a positive
/// figure, one median per round and the implementation it ran, and
/// positions that hold checks and pins.
fn check_safety(p: &mut Vec<String>, r: &Report) {
    use crate::safety::{safety_methods, SAFETY_KERNEL};
    let measured = r.kernels.iter().any(|k| k.name == SAFETY_KERNEL.name());
    let Some(safety) = &r.safety else {
        if measured {
            p.push(format!(
                "safety: missing ({} measured)",
                SAFETY_KERNEL.name()
            ));
        }
        return;
    };
    if !measured {
        p.push(format!(
            "safety: present, but {} was not measured",
            SAFETY_KERNEL.name()
        ));
    }
    if safety.inputs == 0
        || safety.in_check == 0
        || safety.pinned == 0
        || safety.in_check > safety.inputs
        || safety.pinned > safety.inputs
    {
        p.push(format!(
            "safety: {} positions, {} in check, {} with a pin",
            safety.inputs, safety.in_check, safety.pinned
        ));
    }
    let methods: Vec<&str> = safety_methods().iter().map(|(name, _)| *name).collect();
    check_method_rows(
        p,
        "safety:",
        &methods,
        r.settings.rounds,
        safety
            .rows
            .iter()
            .map(|row| (row.method.as_str(), row.ns, row.rounds.as_slice())),
    );
    for row in &safety.rows {
        if row.implementation.is_empty() {
            p.push(format!("safety: {}: no implementation", row.method));
        }
    }
}

/// The checks the rows of a section of methods share (`rows`: method,
/// figure, the medians of its rounds): each method one of `methods`,
/// listed once, its figure and every round's positive, one median per
/// round of the report; and none of `methods` missing. `prefix` starts
/// each problem ("maps: side_attacks", "safety:").
fn check_method_rows<'a>(
    p: &mut Vec<String>,
    prefix: &str,
    methods: &[&str],
    rounds: usize,
    rows: impl IntoIterator<Item = (&'a str, f64, &'a [f64])>,
) {
    let mut seen = BTreeSet::new();
    for (method, ns, medians) in rows {
        let at = format!("{prefix} {method}");
        if !methods.contains(&method) {
            p.push(format!("{at}: not a method of the section"));
        }
        if !seen.insert(method) {
            p.push(format!("{at}: listed twice"));
        }
        if !positive(Some(ns))
            || medians.len() != rounds
            || !medians.iter().all(|&x| positive(Some(x)))
        {
            p.push(format!(
                "{at}: ns {ns} with {} of {rounds} rounds",
                medians.len()
            ));
        }
    }
    for method in methods {
        if !seen.contains(method) {
            p.push(format!("{prefix} {method}: missing"));
        }
    }
}

fn positive(x: Option<f64>) -> bool {
    x.is_some_and(|v| v.is_finite() && v > 0.0)
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 + 1e-3 * a.abs().max(b.abs())
}

/// The token's judgement of a single kernel: present when any
/// implementation has an inlined figure, judged by its figure (`engine_ns`
/// where the kernel has it, version 4; else `inlined_ns`): its fastest the
/// least of them, its regret from its choice's figure. `engine_ns` only on
/// the per-square lookups, from version 4.
fn check_token(p: &mut Vec<String>, r: &Report, k: &KernelReport) {
    let n = &k.name;
    for i in &k.implementations {
        if i.inlined_ns.is_some() && (k.batch || !positive(i.inlined_ns)) {
            p.push(format!("{n}: {} inlined_ns {:?}", i.name, i.inlined_ns));
        }
        if i.engine_ns.is_some() {
            let per_square = crate::inlined::ENGINE_KERNELS
                .iter()
                .any(|e| e.name() == n.as_str());
            if !per_square || r.schema_version < 4 || !positive(i.engine_ns) {
                p.push(format!("{n}: {} engine_ns {:?}", i.name, i.engine_ns));
            }
            match i.rounds.get("engine_ns") {
                Some(v) if v.len() == r.settings.rounds && v.iter().all(|&x| positive(Some(x))) => {
                }
                _ => p.push(format!(
                    "{n} {}: rounds.engine_ns missing or not {} positive figures",
                    i.name, r.settings.rounds
                )),
            }
        }
    }
    let figure = TokenFigure::of(&k.implementations);
    let least = k
        .implementations
        .iter()
        .filter_map(|i| Some((i, figure.value(i)?)))
        .min_by(|a, b| a.1.total_cmp(&b.1));
    match (&k.token, least) {
        (None, None) => {}
        (None, Some(_)) => p.push(format!("{n}: inlined figures without a token entry")),
        (Some(_), None) => p.push(format!("{n}: a token entry without inlined figures")),
        (Some(t), Some((fastest, ns))) => {
            if TokenFigure::named(t) != Some(figure) {
                p.push(format!(
                    "{n}: token.figure {:?}, but the kernel's figure is {}",
                    t.figure,
                    figure.name()
                ));
            }
            if t.fastest_ns != ns || t.fastest != fastest.name {
                p.push(format!(
                    "{n}: token fastest {} {} ns, but the least {} is {} {ns}",
                    t.fastest,
                    t.fastest_ns,
                    figure.name(),
                    fastest.name
                ));
            }
            let chosen = k.implementations.iter().find(|i| i.name == t.chosen);
            if t.chosen_ns != chosen.and_then(|i| figure.value(i)) {
                p.push(format!(
                    "{n}: token chosen_ns {:?} disagrees with {}",
                    t.chosen_ns, t.chosen
                ));
            }
            if let (Some(c), Some(reg)) = (t.chosen_ns, t.regret)
                && !close(reg, c / ns - 1.0)
            {
                p.push(format!(
                    "{n}: token regret {reg} disagrees with its figures"
                ));
            }
        }
    }
}

/// Whether `name` is a row of `kernel` that left the crate (the table of
/// reports/README.md, "What left the crate"): the corpus files written
/// before it left still list it.
pub(crate) fn left_the_crate(kernel: &str, name: &str) -> bool {
    const README: &str = include_str!("../../reports/README.md");
    let Some(section) = README.split("\n## What left the crate\n").nth(1) else {
        return false;
    };
    fn cell(c: Option<&str>) -> Option<&str> {
        c?.trim().strip_prefix('`')?.strip_suffix('`')
    }
    section
        .split("\n## ")
        .next()
        .unwrap_or_default()
        .lines()
        .filter_map(|line| {
            let mut cells = line.strip_prefix('|')?.split('|');
            Some((cell(cells.next())?, cell(cells.next())?))
        })
        .any(|row| row == (kernel, name))
}

/// Whether this build has every feature that adds implementations, so
/// that a report's implementations must each be registered here.
const FULL_BUILD: bool = cfg!(all(
    feature = "avx512",
    feature = "magic-table",
    feature = "pext-table"
));

fn check_kernel(p: &mut Vec<String>, r: &Report, kernel: Kernel, k: &KernelReport) {
    check_token(p, r, k);
    let n = &k.name;
    if k.family != kernel.family() || k.batch != kernel.is_batch() {
        p.push(format!(
            "{n}: family {:?}, batch {} (the catalogue says {:?}, {})",
            k.family,
            k.batch,
            kernel.family(),
            kernel.is_batch()
        ));
    }
    let metric = if kernel.is_batch() {
        "batch"
    } else {
        "throughput"
    };
    if k.metric != metric {
        p.push(format!("{n}: metric {:?}, expected {metric:?}", k.metric));
    }
    if k.implementations.is_empty() {
        p.push(format!("{n}: no implementation measured"));
        return;
    }
    let registered: Vec<&str> = kernel.implementations().map(|i| i.name()).collect();
    // A build without the features that add implementations (`avx512`,
    // `magic-table`, `pext-table`), or for another architecture than the
    // report's, lacks rows that the report's build had: there a name this
    // build does not register passes if it is a method of the crate's.
    let strict = FULL_BUILD && r.build.target.split('-').next() == Some(std::env::consts::ARCH);
    let known = |name: &str| {
        registered.contains(&name)
            || (!strict && bitboard_simd::Method::ALL.iter().any(|m| m.name() == name))
            || left_the_crate(n, name)
    };
    if !known(&k.chosen) {
        p.push(format!("{n}: chosen {:?} is not registered", k.chosen));
    }
    let mut names = BTreeSet::new();
    for i in &k.implementations {
        let at = format!("{n} {}", i.name);
        if !names.insert(i.name.as_str()) {
            p.push(format!("{at}: listed twice"));
        }
        if !known(&i.name) {
            p.push(format!("{at}: not a registered implementation"));
        }
        // The figures this kind of kernel has, and no others.
        let figures: [(&str, Option<f64>, bool); 3] = [
            ("throughput_ns", i.throughput_ns, !kernel.is_batch()),
            ("latency_ns", i.latency_ns, !kernel.is_batch()),
            ("batch_ns", i.batch_ns, kernel.is_batch()),
        ];
        for (name, v, wanted) in figures {
            if wanted && !positive(v) {
                p.push(format!("{at}: {name} = {v:?}, not a positive figure"));
            }
            if !wanted && v.is_some() {
                p.push(format!("{at}: {name} present on a {metric} kernel"));
            }
            let rounds = i.rounds.get(name);
            match rounds {
                Some(v)
                    if wanted
                        && (v.len() != r.settings.rounds
                            || !v.iter().all(|&x| positive(Some(x)))) =>
                {
                    p.push(format!(
                        "{at}: rounds.{name} has {} figures (expected {}, all positive)",
                        v.len(),
                        r.settings.rounds
                    ));
                }
                Some(_) if wanted => {}
                None if wanted => p.push(format!("{at}: rounds.{name} missing")),
                Some(_) => p.push(format!("{at}: rounds.{name} present on a {metric} kernel")),
                None => {}
            }
        }
        let judged = if kernel.is_batch() {
            i.batch_ns
        } else {
            i.throughput_ns
        };
        if judged != Some(i.ns) {
            p.push(format!(
                "{at}: ns {} differs from its {metric} figure {judged:?}",
                i.ns
            ));
        }
        if !positive(i.min_ns) || i.min_ns.is_some_and(|m| m > i.ns * 1.0001) {
            p.push(format!(
                "{at}: min_ns {:?} is not a positive figure at most ns {}",
                i.min_ns, i.ns
            ));
        }
        if !i.spread.is_some_and(|x| x.is_finite() && x >= 0.0)
            || !i.round_spread.is_some_and(|x| x.is_finite() && x >= 0.0)
        {
            p.push(format!(
                "{at}: spread {:?} / round_spread {:?} missing or negative",
                i.spread, i.round_spread
            ));
        }
    }
    // Fastest and chosen flags agree with the kernel's fields.
    let fastest: Vec<_> = k.implementations.iter().filter(|i| i.fastest).collect();
    let min = k
        .implementations
        .iter()
        .map(|i| i.ns)
        .fold(f64::INFINITY, f64::min);
    match fastest.as_slice() {
        [f] => {
            if f.name != k.fastest || f.ns != k.fastest_ns || f.ns != min {
                p.push(format!(
                    "{n}: fastest {} {} ns, but the flagged one is {} {} ns and the least is {min} ns",
                    k.fastest, k.fastest_ns, f.name, f.ns
                ));
            }
        }
        _ => p.push(format!(
            "{n}: {} flagged fastest (expected exactly one)",
            fastest.len()
        )),
    }
    let chosen: Vec<_> = k.implementations.iter().filter(|i| i.chosen).collect();
    match chosen.as_slice() {
        [] => {
            if k.chosen_ns.is_some() || k.regret.is_some() {
                p.push(format!(
                    "{n}: the choice was not measured, yet chosen_ns/regret are set"
                ));
            }
        }
        [c] => {
            let regret = c.ns / k.fastest_ns - 1.0;
            if c.name != k.chosen
                || k.chosen_ns != Some(c.ns)
                || !k.regret.is_some_and(|x| close(x, regret))
            {
                p.push(format!(
                    "{n}: chosen {} ({:?} ns, regret {:?}) disagrees with the flagged {} ({} ns, regret {regret:.4})",
                    k.chosen, k.chosen_ns, k.regret, c.name, c.ns
                ));
            }
        }
        _ => p.push(format!("{n}: {} flagged chosen", chosen.len())),
    }
    if !positive(k.dispatched_ns) {
        p.push(format!("{n}: dispatched_ns {:?}", k.dispatched_ns));
    }
}

#[cfg(test)]
pub mod tests {
    use super::*;
    use crate::cli;
    use crate::schema::SCHEMA_VERSION;

    /// A real (quick, one-kernel-family) report, as written to disk;
    /// measured once for all the tests.
    pub fn measured() -> String {
        static JSON: std::sync::OnceLock<String> = std::sync::OnceLock::new();
        JSON.get_or_init(|| {
            let args = cli::parse(["--quick", "--kernel", "deposit"]).unwrap();
            let kernels = select_kernels(&args.kernels).unwrap();
            let report = crate::measure::measure(&args, &kernels);
            serde_json::to_string_pretty(&report).unwrap()
        })
        .clone()
    }

    #[test]
    fn compare_tables_for_one_and_many_reports() {
        let json = measured();
        let table = |n: usize| {
            let reports: Vec<Report> = (0..n).map(|_| parse(&json).unwrap()).collect();
            let files: Vec<PathBuf> = (0..n).map(|i| format!("r{i}.json").into()).collect();
            let mut o = String::new();
            crate::compare::write_compare(&mut o, &files, &reports).unwrap();
            o
        };
        let one = table(1);
        assert!(one.starts_with("Comparison of 1 report\n"), "{one}");
        assert!(one.contains("[1] chosen") && one.contains("fastest"));
        let five = table(5);
        assert!(five.starts_with("Comparison of 5 reports\n"));
        assert!(five.contains("[5] chosen") && five.contains("r4.json"));
        // Compact: no fastest column, one line per kernel.
        let header = five.lines().find(|l| l.contains("[1] chosen")).unwrap();
        assert!(!header.contains("fastest"), "{header}");
        let r = parse(&json).unwrap();
        for k in &r.kernels {
            assert_eq!(
                five.lines()
                    .filter(|l| l.trim_start().starts_with(&format!("{} ", k.name)))
                    .count(),
                1 + 5 * usize::from(k.fastest != k.chosen),
                "{}",
                k.name
            );
        }
    }

    /// `r` with its summary's counts made to match its kernels again.
    fn recounted(mut r: Report) -> Report {
        r.summary.kernels = r.kernels.len();
        r.summary.implementations_measured =
            r.kernels.iter().map(|k| k.implementations.len()).sum();
        r.summary.chose_fastest = r
            .kernels
            .iter()
            .filter(|k| k.implementations.iter().any(|i| i.chosen && i.fastest))
            .count();
        settle::apply(&mut r);
        r
    }

    fn edited(json: &str, edit: impl FnOnce(&mut serde_json::Value)) -> Result<Report, String> {
        let mut v: serde_json::Value = serde_json::from_str(json).unwrap();
        edit(&mut v);
        parse(&v.to_string())
    }

    #[test]
    fn a_written_report_is_valid_and_damage_is_found() {
        let json = measured();
        let r = parse(&json).unwrap();
        assert!(r.kernels.len() >= 2);
        assert_eq!(check(&r), Vec::<String>::new());

        assert_eq!(r.schema_version, SCHEMA_VERSION);
        assert!(r.summary.settled.is_some());

        // Wrong or absent schema version.
        let e = edited(&json, |v| v["schema_version"] = 1.into())
            .err()
            .unwrap();
        assert!(e.contains("schema_version 1"), "{e}");
        let e = edited(&json, |v| {
            v.as_object_mut().unwrap().remove("schema_version");
        })
        .err()
        .unwrap();
        assert!(e.contains("no schema_version"), "{e}");
        assert!(parse("{").err().unwrap().contains("not JSON"));

        let problems = |edit: &dyn Fn(&mut serde_json::Value)| {
            check(&edited(&json, |v| edit(v)).unwrap()).join("\n")
        };
        // A kernel missing.
        let first = r.kernels[0].name.clone();
        let e = problems(&|v| {
            v["kernels"].as_array_mut().unwrap().remove(0);
        });
        assert!(e.contains("missing") && e.contains(&first), "{e}");
        // A kernel outside the filter: a full run's file lists all.
        let e = problems(&|v| v["settings"]["kernel_filter"] = serde_json::json!([]));
        assert!(e.contains("missing") && e.contains("flip_vertical"), "{e}");
        // An implementation the crate has no method of, in any build; and
        // one of another kernel's methods, which a full build of the
        // report's architecture (this one) must not accept.
        let e = problems(&|v| v["kernels"][0]["implementations"][0]["name"] = "avx2/frob".into());
        assert!(
            e.contains("avx2/frob: not a registered implementation"),
            "{e}"
        );
        let kernel = Kernel::ALL
            .iter()
            .find(|k| k.name() == r.kernels[0].name)
            .unwrap();
        let foreign = bitboard_simd::Method::ALL
            .iter()
            .map(|m| m.name())
            .find(|&m| !kernel.implementations().any(|i| i.name() == m))
            .unwrap();
        let e = problems(&|v| v["kernels"][0]["implementations"][0]["name"] = foreign.into());
        assert_eq!(
            e.contains(&format!("{foreign}: not a registered implementation")),
            FULL_BUILD,
            "{e}"
        );
        // A fastest sample of no time (a clock reading that did not
        // advance, as one CI run recorded).
        let e = problems(&|v| v["kernels"][0]["implementations"][0]["min_ns"] = 0.0.into());
        assert!(
            e.contains("min_ns Some(0.0) is not a positive figure"),
            "{e}"
        );
        // An unknown kernel, a duplicate.
        let e = problems(&|v| v["kernels"][0]["name"] = "frobnicate".into());
        assert!(e.contains("frobnicate: not a kernel"), "{e}");
        let e = problems(&|v| {
            let k = v["kernels"][0].clone();
            v["kernels"].as_array_mut().unwrap().push(k);
        });
        assert!(e.contains("listed twice"), "{e}");
        // Figures: not positive, or a missing round.
        let e = problems(&|v| v["kernels"][0]["implementations"][0]["ns"] = (-1.0).into());
        assert!(e.contains("ns -1"), "{e}");
        let e =
            problems(&|v| v["kernels"][1]["implementations"][0]["rounds"] = serde_json::json!({}));
        assert!(e.contains("rounds.") && e.contains("missing"), "{e}");
        // Flags that disagree with the kernel's fields.
        let e = problems(&|v| {
            for i in v["kernels"][0]["implementations"].as_array_mut().unwrap() {
                i["fastest"] = false.into();
            }
        });
        assert!(e.contains("0 flagged fastest"), "{e}");
        let e = problems(&|v| v["kernels"][0]["regret"] = 0.5.into());
        assert!(e.contains("disagrees") || e.contains("not measured"), "{e}");
        let e = problems(&|v| v["summary"]["kernels"] = 1000.into());
        assert!(e.contains("summary"), "{e}");
        // The token's judgement.
        let e = problems(&|v| v["kernels"][0]["token"]["fastest_ns"] = 1000.0.into());
        assert!(e.contains("token fastest"), "{e}");
        let e = problems(&|v| {
            v["kernels"][0].as_object_mut().unwrap().remove("token");
        });
        assert!(e.contains("without a token entry"), "{e}");
        // The settled fields: recomputed from the rounds, so a list that
        // disagrees with them, or one missing, is found.
        let e = problems(&|v| v["kernels"][0]["unsettled"] = serde_json::json!(["no/such"]));
        assert!(e.contains("but its rounds give"), "{e}");
        let e = problems(&|v| {
            v["kernels"][0].as_object_mut().unwrap().remove("unsettled");
        });
        assert!(e.contains("unsettled None"), "{e}");
        let e = problems(&|v| v["summary"]["settled"] = 1000.into());
        assert!(e.contains("summary: settled"), "{e}");
        // A one-round (quick) report settles nothing: every other
        // implementation is listed.
        for k in &r.kernels {
            assert_eq!(
                k.unsettled.as_ref().unwrap().len(),
                k.implementations.len() - 1,
                "{}",
                k.name
            );
        }
        // Version 4: the build's catalogue and function alignment.
        let e = problems(&|v| {
            v.as_object_mut().unwrap().remove("catalogue");
        });
        assert!(e.contains("catalogue: missing"), "{e}");
        let e = problems(&|v| {
            v["catalogue"]
                .as_array_mut()
                .unwrap()
                .push("frobnicate".into())
        });
        assert!(e.contains("catalogue: frobnicate is not a kernel"), "{e}");
        let e = problems(&|v| v["build"]["function_alignment"] = 48.into());
        assert!(e.contains("function_alignment"), "{e}");
        // A kernel its own build did not have is not missing: the same run
        // as written by a build whose catalogue lacked the first kernel.
        let narrower = edited(&json, |v| {
            v["kernels"].as_array_mut().unwrap().remove(0);
            v["catalogue"]
                .as_array_mut()
                .unwrap()
                .retain(|k| k.as_str() != Some(first.as_str()));
        })
        .unwrap();
        assert_eq!(check(&recounted(narrower)), Vec::<String>::new());
        // Version 3 (no catalogue, alignment or token figure) validates by
        // its own rules: a kernel this build added since is not missing
        // there, only named.
        let v3 = |v: &mut serde_json::Value| {
            v["schema_version"] = 3.into();
            v.as_object_mut().unwrap().remove("catalogue");
            v["build"]
                .as_object_mut()
                .unwrap()
                .remove("function_alignment");
            for k in v["kernels"].as_array_mut().unwrap() {
                k["token"].as_object_mut().map(|t| t.remove("figure"));
            }
        };
        let old3 = edited(&json, v3).unwrap();
        assert_eq!(check(&old3), Vec::<String>::new());
        assert!(predates(&old3).is_empty());
        let older = recounted(
            edited(&json, |v| {
                v3(v);
                v["kernels"].as_array_mut().unwrap().remove(0);
            })
            .unwrap(),
        );
        assert_eq!(check(&older), Vec::<String>::new());
        assert_eq!(predates(&older), [first.as_str()]);
        let e = problems(&|v| v["schema_version"] = 3.into());
        assert!(e.contains("catalogue in a version-3 report"), "{e}");
        // Version 2 (no settled fields) still validates; with them it does not.
        let v2 = |v: &mut serde_json::Value| {
            v3(v);
            v["schema_version"] = 2.into();
            v["summary"].as_object_mut().unwrap().remove("settled");
            v["summary"]["token"]
                .as_object_mut()
                .map(|t| t.remove("settled"));
            for k in v["kernels"].as_array_mut().unwrap() {
                k.as_object_mut().unwrap().remove("unsettled");
                k["token"].as_object_mut().map(|t| t.remove("unsettled"));
            }
        };
        let old = edited(&json, v2).unwrap();
        assert_eq!(check(&old), Vec::<String>::new());
        let e = problems(&|v| {
            v3(v);
            v["schema_version"] = 2.into();
        });
        assert!(e.contains("version-2"), "{e}");
        // `--resettle`'s rewrite of that version-2 file restores the fields
        // and makes it version 3, which added them.
        let mut again = old;
        settle::apply(&mut again);
        assert_eq!(check(&again), Vec::<String>::new());
        assert_eq!(again.schema_version, SETTLED_VERSION);
        assert_eq!(
            serde_json::to_value(&again).unwrap(),
            serde_json::to_value(&old3).unwrap()
        );

        // No per-square kernel measured: no peers section, and none expected.
        assert!(r.peers.is_none());
        // No side_attacks: no maps section, and one is refused.
        assert!(r.maps.is_none());
        let e = problems(&|v| {
            v["maps"] = serde_json::json!({"inputs": 4096, "mean_pieces": 9.0, "rows": []});
        });
        assert!(e.contains("maps: present, but side_attacks"), "{e}");
    }

    /// The rows reports/README.md lists as gone are read from it, for their
    /// kernel only, and none of them is registered any more.
    #[test]
    fn rows_that_left_are_read_and_gone() {
        assert!(left_the_crate("occluded_fill_batch", "scalar/loop"));
        assert!(!left_the_crate("occluded_fill", "scalar/loop"));
        for &kernel in Kernel::ALL {
            for i in kernel.implementations() {
                assert!(
                    !left_the_crate(kernel.name(), i.name()),
                    "{} {} is registered: take it out of reports/README.md's table",
                    kernel.name(),
                    i.name()
                );
            }
        }
    }

    /// Every file of the corpus passes `--validate`, by its version's rules.
    #[test]
    fn every_corpus_file_is_valid() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("reports");
        let mut checked = 0;
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "json") {
                let r = read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
                assert_eq!(check(&r), Vec::<String>::new(), "{}", path.display());
                checked += 1;
            }
        }
        assert!(checked > 0, "reports/ holds no report");
    }

    #[test]
    fn the_safety_section_is_checked() {
        let args = cli::parse(["--quick", "--kernel", "king_safety"]).unwrap();
        let kernels = select_kernels(&args.kernels).unwrap();
        let json = serde_json::to_string_pretty(&crate::measure::measure(&args, &kernels)).unwrap();
        let r = parse(&json).unwrap();
        assert_eq!(check(&r), Vec::<String>::new());
        let safety = r.safety.as_ref().unwrap();
        let methods: Vec<&str> = safety.rows.iter().map(|r| r.method.as_str()).collect();
        assert_eq!(
            methods,
            [
                "free fn",
                "table",
                "token",
                "scan",
                "scan token",
                "engine loop"
            ]
        );
        assert!(safety.in_check > 0 && safety.pinned > 0);
        let mut o = String::new();
        crate::peers_safety::write(&mut o, safety).unwrap();
        assert_eq!(
            o.lines().filter(|l| l.trim_end().ends_with('x')).count(),
            6,
            "{o}"
        );
        let problems = |edit: &dyn Fn(&mut serde_json::Value)| {
            check(&edited(&json, |v| edit(v)).unwrap()).join("\n")
        };
        let e = problems(&|v| {
            v.as_object_mut().unwrap().remove("safety");
        });
        assert!(e.contains("safety: missing (king_safety measured)"), "{e}");
        let e = problems(&|v| {
            v["safety"]["rows"].as_array_mut().unwrap().remove(3);
        });
        assert!(e.contains("safety: scan: missing"), "{e}");
        let e = problems(&|v| v["safety"]["rows"][5]["method"] = "scan".into());
        assert!(
            e.contains("listed twice") && e.contains("engine loop: missing"),
            "{e}"
        );
        let e = problems(&|v| v["safety"]["rows"][0]["ns"] = 0.0.into());
        assert!(e.contains("ns 0"), "{e}");
        let e = problems(&|v| v["safety"]["in_check"] = 0.into());
        assert!(e.contains("0 in check"), "{e}");
        let e = problems(&|v| v["safety"]["rows"][2]["implementation"] = "".into());
        assert!(e.contains("no implementation"), "{e}");
    }

    #[test]
    fn the_maps_section_is_checked() {
        let args = cli::parse(["--quick", "--kernel", "side_attacks"]).unwrap();
        let kernels = select_kernels(&args.kernels).unwrap();
        let json = serde_json::to_string_pretty(&crate::measure::measure(&args, &kernels)).unwrap();
        let r = parse(&json).unwrap();
        assert_eq!(check(&r), Vec::<String>::new());
        let maps = r.maps.as_ref().unwrap();
        let methods: Vec<&str> = maps.rows.iter().map(|r| r.method.as_str()).collect();
        assert_eq!(
            methods,
            [
                "free fn",
                "table",
                "token",
                "loop",
                "lean loop",
                "cozy-chess",
                "shakmaty"
            ]
        );
        // Each printed with its multiples of the loop's, the lean loop's
        // and cozy-chess's throughput.
        let mut o = String::new();
        crate::peers_maps::write(&mut o, maps).unwrap();
        let ratio = |t: &str| {
            t.strip_suffix('x')
                .is_some_and(|x| x.parse::<f64>().is_ok())
        };
        let rows = o
            .lines()
            .filter(|l| {
                let t: Vec<&str> = l.split_whitespace().collect();
                t.len() > 3 && t[t.len() - 2..].iter().all(|t| ratio(t))
            })
            .count();
        assert_eq!(rows, 7, "{o}");
        let problems = |edit: &dyn Fn(&mut serde_json::Value)| {
            check(&edited(&json, |v| edit(v)).unwrap()).join("\n")
        };
        let e = problems(&|v| {
            v.as_object_mut().unwrap().remove("maps");
        });
        assert!(e.contains("maps: missing (side_attacks measured)"), "{e}");
        let e = problems(&|v| {
            assert_eq!(v["maps"]["rows"][5]["method"], "cozy-chess");
            v["maps"]["rows"].as_array_mut().unwrap().remove(5);
        });
        assert!(e.contains("maps: side_attacks cozy-chess: missing"), "{e}");
        // A file written before the lean loop's row lacks it.
        let e = problems(&|v| {
            assert_eq!(v["maps"]["rows"][4]["method"], "lean loop");
            v["maps"]["rows"].as_array_mut().unwrap().remove(4);
        });
        assert_eq!(e, "");
        let e = problems(&|v| v["maps"]["rows"][4]["implementation"] = serde_json::Value::Null);
        assert!(
            e.contains("maps: side_attacks lean loop: implementation None"),
            "{e}"
        );
        let e = problems(&|v| v["maps"]["rows"][6]["method"] = "cozy-chess".into());
        assert!(
            e.contains("listed twice") && e.contains("shakmaty: missing"),
            "{e}"
        );
        let e = problems(&|v| v["maps"]["rows"][6]["method"] = "stockfish".into());
        assert!(e.contains("not a method of the section"), "{e}");
        let e = problems(&|v| v["maps"]["rows"][0]["kernel"] = "queen_attacks_from".into());
        assert!(e.contains("not side_attacks"), "{e}");
        let e = problems(&|v| v["maps"]["rows"][0]["ns"] = 0.0.into());
        assert!(e.contains("ns 0"), "{e}");
        let e = problems(&|v| v["maps"]["rows"][1]["rounds"] = serde_json::json!([]));
        assert!(e.contains("with 0 of 1 rounds"), "{e}");
        let e = problems(&|v| v["maps"]["rows"][3]["implementation"] = serde_json::Value::Null);
        assert!(
            e.contains("maps: side_attacks loop: implementation None"),
            "{e}"
        );
        let e = problems(&|v| v["maps"]["rows"][6]["implementation"] = "magic".into());
        assert!(e.contains("shakmaty: implementation Some"), "{e}");
    }

    /// A real (quick) report of `bishop_attacks_from`, with its peers and
    /// positions sections; measured once for all the tests.
    pub fn measured_bishop() -> &'static str {
        static JSON: std::sync::OnceLock<String> = std::sync::OnceLock::new();
        JSON.get_or_init(|| {
            let args = cli::parse(["--quick", "--kernel", "bishop_attacks_from"]).unwrap();
            let kernels = select_kernels(&args.kernels).unwrap();
            serde_json::to_string_pretty(&crate::measure::measure(&args, &kernels)).unwrap()
        })
    }

    #[test]
    fn the_peers_section_is_checked() {
        let json = measured_bishop();
        let r = parse(json).unwrap();
        assert_eq!(check(&r), Vec::<String>::new());
        // The bishop's token is judged by its engine loop (this test build
        // times no other inlined loop of it: `inlined.rs`).
        let k = &r.kernels[0];
        assert_eq!(
            k.token.as_ref().unwrap().figure.as_deref(),
            Some("engine_ns")
        );
        assert!(
            k.implementations
                .iter()
                .filter(|i| i.engine_ns.is_some())
                .count()
                >= 2
        );
        let problems = |edit: &dyn Fn(&mut serde_json::Value)| {
            check(&edited(json, |v| edit(v)).unwrap()).join("\n")
        };
        let e = problems(&|v| v["kernels"][0]["token"]["figure"] = "inlined_ns".into());
        assert!(e.contains("but the kernel's figure is engine_ns"), "{e}");
        let e = problems(&|v| {
            v["kernels"][0]["implementations"][0]["rounds"]
                .as_object_mut()
                .unwrap()
                .remove("engine_ns");
        });
        assert!(e.contains("rounds.engine_ns missing"), "{e}");
        // Per occupancy: five methods in both loops, the batch form and the
        // loop through a struct in the independent one.
        // Then the five const lookups, both loops, three methods each.
        assert_eq!(
            r.peers.as_ref().unwrap().rows.len(),
            3 * (2 * 5 + 2) + 5 * 2 * 3
        );
        let e = problems(&|v| {
            v.as_object_mut().unwrap().remove("peers");
        });
        assert!(e.contains("peers: missing"), "{e}");
        // Row 5 is the first group's cozy-chess row (after free fn,
        // free fn through a struct, table, token and batch).
        let e = problems(&|v| {
            assert_eq!(v["peers"]["rows"][5]["method"], "cozy-chess");
            v["peers"]["rows"].as_array_mut().unwrap().remove(5);
        });
        assert!(e.contains(": missing"), "{e}");
        // A batch row, or one through a struct, in the chain loop is refused.
        let e = problems(&|v| {
            assert_eq!(v["peers"]["rows"][4]["method"], "batch");
            v["peers"]["rows"][4]["mode"] = "chain".into();
        });
        assert!(e.contains("the batch form has no chain loop"), "{e}");
        let e = problems(&|v| {
            assert_eq!(v["peers"]["rows"][1]["method"], "free fn, struct");
            v["peers"]["rows"][1]["mode"] = "chain".into();
        });
        assert!(
            e.contains("the loop through a struct has no chain form"),
            "{e}"
        );
        // Row 36 is the first const lookup's (knight, indep, free fn).
        let e = problems(&|v| {
            assert_eq!(v["peers"]["rows"][36]["kernel"], "knight_attacks_from");
            assert_eq!(v["peers"]["rows"][36]["method"], "free fn");
            v["peers"]["rows"][36]["implementation"] = serde_json::Value::Null;
        });
        assert!(
            e.contains("knight_attacks_from none indep free fn: implementation None"),
            "{e}"
        );
        let e = problems(&|v| {
            v["peers"]["rows"].as_array_mut().unwrap().remove(37);
        });
        assert!(
            e.contains("knight_attacks_from none indep cozy-chess: missing"),
            "{e}"
        );
        let e = problems(&|v| v["peers"]["rows"][38]["kernel"] = "bishop_rays".into());
        assert!(e.contains("not a const lookup"), "{e}");
        let e = problems(&|v| v["peers"]["rows"][0]["ns"] = 0.0.into());
        assert!(e.contains("ns 0"), "{e}");
        let e = problems(&|v| v["peers"]["rows"][0]["implementation"] = serde_json::Value::Null);
        assert!(e.contains("implementation None"), "{e}");
    }
}
