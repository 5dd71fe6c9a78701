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
use crate::peers_common::{
    all_methods, check_lookups, lookup_methods, runs_in, Data, LookupData, Mode, Occupancy,
    NO_OCCUPANCY,
};
use crate::schema::{PeerRow, Peers};
use crate::workload::{Outputs, N};

/// The crate implementation a method runs, `None` for a peer.
fn implementation(kernel: Kernel, method: &str) -> Option<String> {
    match method {
        // The free function runs its inlined lookup where it has one,
        // else the table's choice through its pointer.
        "free fn" | "free fn, struct" => Some(crate::inlined::free_fn_choice(kernel)),
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

/// One timed pass of a method, writing into the outputs given.
pub type Sampled<'a> = Box<dyn Fn(&mut Outputs) -> u64 + 'a>;

/// Each method's median sample of one round: `samples` samples of about
/// `sample_ns` each, the methods sampled in turn (the order rotated by the
/// sample and the round, so that no method always goes first); ns per
/// lookup.
pub fn sample_round(
    passes: &[Sampled<'_>],
    out: &mut Outputs,
    samples: usize,
    sample_ns: f64,
    round: usize,
) -> Vec<f64> {
    // Passes per sample from one timed pass of each method.
    let repeats: Vec<u32> = passes
        .iter()
        .map(|pass| {
            black_box(pass(out));
            let start = Clock::now();
            black_box(pass(out));
            let ns = Clock::now().ns_since(start).max(1.0);
            (sample_ns / ns).clamp(1.0, 10_000.0) as u32
        })
        .collect();
    let mut samples_of = vec![Vec::with_capacity(samples); passes.len()];
    for i in 0..samples {
        for j in 0..passes.len() {
            let j = (j + i + round) % passes.len();
            if let Some(ns) = Clock::time(|| {
                for _ in 0..repeats[j] {
                    black_box(passes[j](out));
                }
            }) {
                samples_of[j].push(ns / (repeats[j] as f64 * N as f64));
            }
        }
    }
    samples_of.into_iter().map(median).collect()
}

/// A row of the section from each round's median.
fn row(
    kernel: &str,
    occupancy: &str,
    mode: Mode,
    method: &str,
    implementation: Option<String>,
    rounds: &[f64],
) -> PeerRow {
    PeerRow {
        kernel: kernel.to_string(),
        occupancy: occupancy.to_string(),
        mode: mode.name().to_string(),
        method: method.to_string(),
        implementation,
        ns: (median(rounds.to_vec()) * 1000.0).round() / 1000.0,
        rounds: rounds
            .iter()
            .map(|x| (x * 1000.0).round() / 1000.0)
            .collect(),
    }
}

/// Measures the peers section for the per-square kernels among `selected`
/// (`None` if there are none), and with them the crate's `const` lookups
/// beside the peers' (occupancy `none`: they take none): `rounds` rounds
/// of `samples` samples of about `sample_ns` each per method.
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
    let lookups = lookup_methods();
    let lookup_data = LookupData::new();
    check_lookups(&lookups, &lookup_data);
    let mut out = Outputs::new(N);
    // figures[group][set][mode][method] = each round's median.
    let mut figures = vec![vec![vec![Vec::new(); Mode::ALL.len()]; sets.len()]; groups.len()];
    // lookup_figures[lookup][mode][method], likewise.
    let mut lookup_figures = vec![vec![Vec::new(); Mode::ALL.len()]; lookups.len()];
    for round in 0..rounds {
        for (g, (_, methods)) in groups.iter().enumerate() {
            for (s, (_, data)) in sets.iter().enumerate() {
                for (m, &mode) in Mode::ALL.iter().enumerate() {
                    // The methods with this loop (figures stay empty for
                    // the others).
                    let passes: Vec<Sampled> = methods
                        .iter()
                        .filter(|(name, _)| runs_in(name, mode))
                        .map(|(_, pass)| {
                            Box::new(move |o: &mut Outputs| pass(mode, black_box(data), o))
                                as Sampled
                        })
                        .collect();
                    let medians = sample_round(&passes, &mut out, samples, sample_ns, round);
                    let slot = &mut figures[g][s][m];
                    if slot.is_empty() {
                        *slot = vec![Vec::new(); medians.len()];
                    }
                    for (j, v) in medians.into_iter().enumerate() {
                        slot[j].push(v);
                    }
                }
            }
        }
        for (l, (_, _, methods)) in lookups.iter().enumerate() {
            for (m, &mode) in Mode::ALL.iter().enumerate() {
                let data = &lookup_data;
                let passes: Vec<Sampled> = methods
                    .iter()
                    .map(|(_, pass)| {
                        Box::new(move |o: &mut Outputs| pass(mode, black_box(data), o)) as Sampled
                    })
                    .collect();
                let medians = sample_round(&passes, &mut out, samples, sample_ns, round);
                let slot = &mut lookup_figures[l][m];
                if slot.is_empty() {
                    *slot = vec![Vec::new(); medians.len()];
                }
                for (j, v) in medians.into_iter().enumerate() {
                    slot[j].push(v);
                }
            }
        }
    }
    let mut rows = Vec::new();
    for (g, (kernel, methods)) in groups.iter().enumerate() {
        for (s, (occupancy, _)) in sets.iter().enumerate() {
            for (m, &mode) in Mode::ALL.iter().enumerate() {
                let ran = methods.iter().filter(|(name, _)| runs_in(name, mode));
                for (j, (name, _)) in ran.enumerate() {
                    rows.push(row(
                        kernel.name(),
                        occupancy.key(),
                        mode,
                        name,
                        implementation(*kernel, name),
                        &figures[g][s][m][j],
                    ));
                }
            }
        }
    }
    for (l, (lookup, how, methods)) in lookups.iter().enumerate() {
        for (m, &mode) in Mode::ALL.iter().enumerate() {
            for (j, (name, _)) in methods.iter().enumerate() {
                let implementation = (*name == "free fn").then(|| how.to_string());
                rows.push(row(
                    lookup,
                    NO_OCCUPANCY,
                    mode,
                    name,
                    implementation,
                    &lookup_figures[l][m][j],
                ));
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
    for r in p.rows.iter().filter(|r| r.occupancy != NO_OCCUPANCY) {
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
    write_lookups(o, p)
}

/// The `const` lookups' table: a row per lookup and method, the two loops,
/// and the throughput of the crate's as a multiple of cozy-chess's.
fn write_lookups(o: &mut String, p: &Peers) -> std::fmt::Result {
    let rows: Vec<_> = p
        .rows
        .iter()
        .filter(|r| r.occupancy == NO_OCCUPANCY)
        .collect();
    if rows.is_empty() {
        return Ok(());
    }
    writeln!(
        o,
        "\n  {:<44} {:>13} {:>13} {:>16}",
        "const lookups (random squares, no occupancy)", "indep", "chain", "vs cozy (indep)"
    )?;
    let mut seen: Vec<(&str, &str)> = Vec::new();
    for r in &rows {
        if seen.contains(&(&r.kernel, &r.method)) {
            continue;
        }
        seen.push((&r.kernel, &r.method));
        let label = match &r.implementation {
            Some(i) => format!("{} {} ({i})", r.kernel, r.method),
            None => format!("{} {}", r.kernel, r.method),
        };
        let get = |mode: &str, method: &str| figure(p, &r.kernel, NO_OCCUPANCY, mode, method);
        let ratio = match (get("indep", &r.method), get("indep", "cozy-chess")) {
            (Some(x), Some(c)) => format!("{:.2}x", c / x),
            _ => "-".to_string(),
        };
        writeln!(
            o,
            "  {label:<44} {:>13} {:>13} {ratio:>16}",
            crate::text::ns(get("indep", &r.method)),
            crate::text::ns(get("chain", &r.method))
        )?;
    }
    Ok(())
}
