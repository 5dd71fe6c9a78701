//! The per-square lookups beside cozy-chess and shakmaty, in the same run:
//! the crate's free function, table and token paths and both peers' magic
//! lookups, over the same random squares with game-like, sparse and dense
//! occupancies, as independent lookups and as a dependent chain (the loops
//! and inputs of `examples/common/peers.rs`, shared with the attacks bench).
//!
//! The methods of one (kernel, occupancy, loop) group are sampled in turn,
//! each sample a whole pass over the inputs; a round keeps each method's
//! median sample, and the figure is the median of the rounds.

use std::fmt::Write as _;
use std::hint::black_box;

use bitboard_simd::{kernels, Kernel};

use crate::measure::{median, Clock};
use crate::peers_common::{all_methods, runs_in, Data, Mode, Occupancy};
use crate::schema::{PeerRow, Peers};
use crate::workload::{Outputs, N};

/// The crate implementation a method runs, `None` for a peer.
fn implementation(kernel: Kernel, method: &str) -> Option<String> {
    match method {
        // The free function runs its inlined lookup where it has one,
        // else the table's choice through its pointer.
        "free fn" | "free fn, struct" => Some(
            bitboard_simd::describe()
                .inlined(kernel)
                .unwrap_or_else(|| kernels().implementation(kernel))
                .name()
                .to_string(),
        ),
        "table" => Some(kernels().implementation(kernel).name().to_string()),
        "batch" => Some(
            kernels()
                .implementation(batch_of(kernel))
                .name()
                .to_string(),
        ),
        "token" => {
            Some(crate::inlined::token_choice(kernel, bitboard_simd::token_level()).to_string())
        }
        _ => None,
    }
}

/// The batch kernel of a per-square kernel.
fn batch_of(kernel: Kernel) -> Kernel {
    match kernel {
        Kernel::QueenAttacksFrom => Kernel::QueenAttacksFromBatch,
        Kernel::RookAttacksFrom => Kernel::RookAttacksFromBatch,
        Kernel::BishopAttacksFrom => Kernel::BishopAttacksFromBatch,
        other => unreachable!("{} has no peers section", other.name()),
    }
}

/// Measures the peers section for the per-square kernels among `selected`
/// (`None` if there are none): `rounds` rounds of `samples` samples of
/// about `sample_ns` each per method.
pub fn measure(
    selected: &[Kernel],
    rounds: usize,
    samples: usize,
    sample_ns: f64,
) -> Option<Peers> {
    let groups: Vec<_> = all_methods()
        .into_iter()
        .filter(|(k, _)| selected.contains(k))
        .collect();
    if groups.is_empty() {
        return None;
    }
    let sets: Vec<(Occupancy, Data)> = Occupancy::ALL.iter().map(|&o| (o, Data::new(o))).collect();
    let mut out = Outputs::new(N);
    // figures[group][set][mode][method] = each round's median.
    let mut figures = vec![vec![vec![Vec::new(); Mode::ALL.len()]; sets.len()]; groups.len()];
    for round in 0..rounds {
        for (g, (_, methods)) in groups.iter().enumerate() {
            for (s, (_, data)) in sets.iter().enumerate() {
                for (m, &mode) in Mode::ALL.iter().enumerate() {
                    // The methods with this loop (figures stay empty for
                    // the others).
                    let methods: Vec<_> = methods
                        .iter()
                        .filter(|(name, _)| runs_in(name, mode))
                        .collect();
                    // Passes per sample from one timed pass of each method.
                    let passes: Vec<u32> = methods
                        .iter()
                        .map(|(_, pass)| {
                            black_box(pass(mode, data, &mut out));
                            let start = Clock::now();
                            black_box(pass(mode, black_box(data), &mut out));
                            let ns = Clock::now().ns_since(start).max(1.0);
                            (sample_ns / ns).clamp(1.0, 10_000.0) as u32
                        })
                        .collect();
                    let mut samples_of = vec![Vec::with_capacity(samples); methods.len()];
                    for i in 0..samples {
                        for j in 0..methods.len() {
                            // Rotate the order: no method always goes first.
                            let j = (j + i + round) % methods.len();
                            let start = Clock::now();
                            for _ in 0..passes[j] {
                                black_box((methods[j].1)(mode, black_box(data), &mut out));
                            }
                            let ns = Clock::now().ns_since(start);
                            samples_of[j].push(ns / (passes[j] as f64 * N as f64));
                        }
                    }
                    if figures[g][s][m].is_empty() {
                        figures[g][s][m] = vec![Vec::new(); methods.len()];
                    }
                    for (j, v) in samples_of.into_iter().enumerate() {
                        figures[g][s][m][j].push(median(v));
                    }
                }
            }
        }
    }
    let mut rows = Vec::new();
    for (g, (kernel, methods)) in groups.iter().enumerate() {
        for (s, (occupancy, _)) in sets.iter().enumerate() {
            for (m, mode) in Mode::ALL.iter().enumerate() {
                let ran = methods.iter().filter(|(name, _)| runs_in(name, *mode));
                for (j, (name, _)) in ran.enumerate() {
                    let r = &figures[g][s][m][j];
                    rows.push(PeerRow {
                        kernel: kernel.name().to_string(),
                        occupancy: occupancy.key().to_string(),
                        mode: mode.name().to_string(),
                        method: name.to_string(),
                        implementation: implementation(*kernel, name),
                        ns: (median(r.clone()) * 1000.0).round() / 1000.0,
                        rounds: r.iter().map(|x| (x * 1000.0).round() / 1000.0).collect(),
                    });
                }
            }
        }
    }
    Some(Peers { inputs: N, rows })
}

/// The figure of one row, if present.
pub fn figure(p: &Peers, kernel: &str, occupancy: &str, mode: &str, method: &str) -> Option<f64> {
    p.rows
        .iter()
        .find(|r| {
            r.kernel == kernel && r.occupancy == occupancy && r.mode == mode && r.method == method
        })
        .map(|r| r.ns)
}

/// The printed section: a table per kernel (methods by occupancy and loop)
/// and the crate's paths as multiples of cozy-chess's throughput.
pub fn write(o: &mut String, p: &Peers) -> std::fmt::Result {
    writeln!(
        o,
        "\nPer-square lookups beside cozy-chess and shakmaty (ns per lookup, loop included; {} random squares; \
         indep = independent lookups, chain = occupancy ^ previous result):",
        p.inputs
    )?;
    let mut kernels: Vec<&str> = Vec::new();
    for r in &p.rows {
        if !kernels.contains(&r.kernel.as_str()) {
            kernels.push(&r.kernel);
        }
    }
    for kernel in kernels {
        let rows: Vec<_> = p.rows.iter().filter(|r| r.kernel == kernel).collect();
        let mut methods: Vec<(&str, Option<&str>)> = Vec::new();
        for r in &rows {
            if !methods.iter().any(|(m, _)| *m == r.method) {
                methods.push((&r.method, r.implementation.as_deref()));
            }
        }
        let mut header = format!("  {kernel:<34}");
        for occupancy in Occupancy::ALL {
            for mode in Mode::ALL {
                header.push_str(&format!(
                    " {:>13}",
                    format!("{} {}", occupancy.key(), mode.name())
                ));
            }
        }
        writeln!(o, "{header}")?;
        for (method, imp) in methods {
            let label = match imp {
                Some(i) => format!("{method} ({i})"),
                None => method.to_string(),
            };
            let mut line = format!("  {label:<34}");
            for occupancy in Occupancy::ALL {
                for mode in Mode::ALL {
                    let ns = figure(p, kernel, occupancy.key(), mode.name(), method);
                    line.push_str(&format!(" {:>13}", crate::text::ns(ns)));
                }
            }
            writeln!(o, "{line}")?;
        }
        let ratio = |method: &str| -> String {
            Occupancy::ALL
                .iter()
                .map(|occ| {
                    let get = |m: &str| figure(p, kernel, occ.key(), "indep", m);
                    match (get(method), get("cozy-chess")) {
                        (Some(x), Some(c)) => format!("{} {:.2}x", occ.key(), c / x),
                        _ => format!("{} -", occ.key()),
                    }
                })
                .collect::<Vec<_>>()
                .join(", ")
        };
        writeln!(
            o,
            "  throughput as a multiple of cozy-chess's: token {}; free fn {}; free fn, struct {}; table {}; batch {}",
            ratio("token"),
            ratio("free fn"),
            ratio("free fn, struct"),
            ratio("table"),
            ratio("batch")
        )?;
        let to_token = Occupancy::ALL
            .iter()
            .map(|occ| {
                let get = |m: &str| figure(p, kernel, occ.key(), "indep", m);
                match (get("free fn"), get("token")) {
                    (Some(f), Some(t)) => format!("{} {:+.1}%", occ.key(), (f / t - 1.0) * 100.0),
                    _ => format!("{} -", occ.key()),
                }
            })
            .collect::<Vec<_>>()
            .join(", ");
        writeln!(
            o,
            "  free fn against the token (time, independent loop): {to_token}"
        )?;
    }
    Ok(())
}
