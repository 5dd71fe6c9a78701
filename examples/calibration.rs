//! How long `measure_fastest()` takes here, and how its choices compare
//! with a report's figures.
//!
//! ```sh
//! cargo run --release --example calibration                 # the time
//! cargo run --release --example calibration -- --against target/report/report.json
//! cargo run --release --example calibration -- --calls 21   # calls timed [11]
//! ```
//!
//! The time: the median (and range) of `--calls` calls of
//! `measure_fastest()` in this process. With `--against REPORT.json`, the
//! first call's table (what `calibrate()` installs in a program that calls
//! it once) is judged by the report's figures, kernel by kernel: the
//! choice, the report's fastest, the regret (the choice's figure over the
//! fastest's, less 1), and whether the report's rounds settle that the
//! fastest beats the choice (the kernel's `unsettled` list, see
//! `examples/report/schema.rs`). The summary counts the settled choices
//! over the margin: 5 %, unless the difference is at most 0.3 ns (a
//! single-board call) or 0.02 ns per board (a batch form).

use std::process::exit;
use std::time::Instant;

use bitboard_simd::{cpu, measure_fastest, Kernel, KernelTable};
use serde_json::Value;

/// Regret above which a settled choice counts, and the differences in ns
/// under which it does not (single, batch).
const MARGIN: f64 = 0.05;
const SINGLE_NS: f64 = 0.3;
const BATCH_NS: f64 = 0.02;

fn main() {
    let mut against = None;
    let mut calls = 11;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--against" => against = args.next(),
            "--calls" => match args.next().and_then(|n| n.parse().ok()) {
                Some(n) if n > 0 => calls = n,
                _ => usage("--calls takes a whole number above 0"),
            },
            "-h" | "--help" => usage(""),
            other => usage(&format!("unknown argument {other}")),
        }
    }
    // Read the report first: a bad path fails before any measuring.
    let report = against.map(|path| {
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| fail(&format!("{path}: {e}")));
        let json: Value =
            serde_json::from_str(&text).unwrap_or_else(|e| fail(&format!("{path}: {e}")));
        (path, json)
    });

    let mut times = Vec::with_capacity(calls);
    let mut first = None;
    for _ in 0..calls {
        let start = Instant::now();
        let table = measure_fastest();
        times.push(start.elapsed().as_secs_f64() * 1e3);
        first.get_or_insert(table);
    }
    let first_ms = times[0];
    times.sort_by(f64::total_cmp);
    let cpu = cpu();
    println!(
        "measure_fastest(): median {:.2} ms of {calls} calls (fastest {:.2}, slowest {:.2}, first {:.2}) on {} ({} family {:#x} model {:#x})",
        times[calls / 2],
        times[0],
        times[calls - 1],
        first_ms,
        cpu.brand().trim(),
        cpu.vendor(),
        cpu.family(),
        cpu.model()
    );
    if let (Some((path, json)), Some(table)) = (report, first) {
        judge(&path, &json, &table);
    }
}

/// Prints the first call's choices against the report's figures.
fn judge(path: &str, report: &Value, table: &KernelTable) {
    let kernels = report["kernels"]
        .as_array()
        .unwrap_or_else(|| fail(&format!("{path}: no kernels")));
    println!(
        "against {path} ({} rounds, {}); regret by the report's figures",
        report["settings"]["rounds"],
        report["cpu"]["brand"].as_str().unwrap_or("?").trim()
    );
    println!(
        "{:<38} {:<28} {:<28} {:>8} {:>8}  settled",
        "kernel", "calibrated", "report's fastest", "regret", "ns"
    );
    let (mut settled_over, mut worst): (usize, Option<(f64, &str)>) = (0, None);
    let mut judged = 0;
    for &kernel in Kernel::ALL {
        let choice = table.implementation(kernel).name();
        let Some(k) = kernels.iter().find(|k| k["name"] == kernel.name()) else {
            println!("{:<38} {choice:<28} (not in the report)", kernel.name());
            continue;
        };
        let ns_of = |name: &str| {
            k["implementations"]
                .as_array()?
                .iter()
                .find(|i| i["name"] == name)?["ns"]
                .as_f64()
        };
        let fastest = k["fastest"].as_str().unwrap_or("?");
        let (Some(fastest_ns), Some(choice_ns)) = (ns_of(fastest), ns_of(choice)) else {
            println!(
                "{:<38} {choice:<28} (no figure in the report)",
                kernel.name()
            );
            continue;
        };
        judged += 1;
        let regret = choice_ns / fastest_ns - 1.0;
        let diff = choice_ns - fastest_ns;
        // Settled: the report's rounds settle that `fastest` beats the
        // choice (the choice is not in its `unsettled` list).
        let unsettled = k["unsettled"]
            .as_array()
            .is_none_or(|u| u.iter().any(|n| n == choice));
        let settled = choice != fastest && !unsettled;
        let floor = if kernel.is_batch() {
            BATCH_NS
        } else {
            SINGLE_NS
        };
        let over = settled && regret > MARGIN && diff > floor;
        if over {
            settled_over += 1;
            if worst.is_none_or(|w| regret > w.0) {
                worst = Some((regret, kernel.name()));
            }
        }
        println!(
            "{:<38} {choice:<28} {fastest:<28} {:>7.1}% {:>+8.3}  {}{}",
            kernel.name(),
            regret * 100.0,
            diff,
            if choice == fastest {
                "-"
            } else if settled {
                "yes"
            } else {
                "no"
            },
            if over { "  OVER" } else { "" }
        );
    }
    println!(
        "{settled_over} settled choices of {judged} over the margin (5 %, or {SINGLE_NS} ns single, {BATCH_NS} ns batch){}",
        match worst {
            Some((r, k)) => format!("; worst {k} +{:.1}%", r * 100.0),
            None => String::new(),
        }
    );
}

fn usage(problem: &str) -> ! {
    let text = "usage: calibration [--calls N] [--against REPORT.json]";
    if problem.is_empty() {
        println!("{text}");
        exit(0);
    }
    eprintln!("calibration: {problem}\n{text}");
    exit(2);
}

fn fail(problem: &str) -> ! {
    eprintln!("calibration: {problem}");
    exit(1);
}
