//! The printed report: the per-kernel tables and the summary.

use std::fmt::Write as _;

use crate::cli::count;
use crate::measure::median;
use crate::schema::Report;

/// A section's table of methods (`rows`: label and ns), each figure beside
/// its throughput as a multiple of some of the section's own figures
/// (`against`: column head and figure; "-" where a figure is absent).
pub fn write_multiples(
    o: &mut String,
    head: &str,
    width: usize,
    against: &[(&str, Option<f64>)],
    rows: impl IntoIterator<Item = (String, f64)>,
) -> std::fmt::Result {
    write!(o, "  {head:<width$} {:>10}", "ns")?;
    for (name, _) in against {
        // Wide enough for the name, and for "100.00x".
        let w = name.len().max(8) + 2;
        write!(o, " {name:>w$}")?;
    }
    writeln!(o)?;
    let multiple =
        |x: f64, of: Option<f64>| of.map_or("-".to_string(), |v| format!("{:.2}x", v / x));
    for (label, x) in rows {
        write!(o, "  {label:<width$} {:>10}", ns(Some(x)))?;
        for (name, base) in against {
            let w = name.len().max(8) + 2;
            write!(o, " {:>w$}", multiple(x, *base))?;
        }
        writeln!(o)?;
    }
    Ok(())
}

pub fn ns(x: Option<f64>) -> String {
    match x {
        Some(v) if v >= 100.0 => format!("{v:.0}"),
        Some(v) if v >= 10.0 => format!("{v:.1}"),
        Some(v) => format!("{v:.2}"),
        None => "-".to_string(),
    }
}

/// Prints `text` without the padding that empty columns leave at line ends.
pub fn print_trimmed(text: &str) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    for line in text.lines() {
        // A closed pipe (`report | head`) is not an error worth a panic.
        if writeln!(out, "{}", line.trim_end()).is_err() {
            return;
        }
    }
}

pub fn pct(r: f64) -> String {
    format!("{:.1}%", r * 100.0)
}

pub fn print_report(r: &Report) {
    let mut o = String::new();
    let _ = write_report(&mut o, r);
    if let Some(p) = &r.peers {
        let _ = crate::peers::write(&mut o, p);
    }
    if let Some(p) = &r.positions {
        let _ = crate::peers_positions::write(&mut o, p);
    }
    if let Some(m) = &r.maps {
        let _ = crate::peers_maps::write(&mut o, m);
    }
    if let Some(s) = &r.safety {
        let _ = crate::peers_safety::write(&mut o, s);
    }
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
        if r.kernels.iter().any(|k| k.unsettled.is_some()) {
            writeln!(
                o,
                "  (~ the rounds do not settle that the fastest beats it: too few paired round wins, see settle.rs)"
            )?;
        }
        if !batch {
            writeln!(
                o,
                "  (inl = thru with the implementation inlined in the loop through a token of the dispatch level; \
                 eng = the same in a loop the compiler cannot vectorise, as an engine's per-square call (rook, bishop, queen); \
                 ^ fastest by the token's figure (eng where measured, else inl), t = the token's choice; tok = its regret)"
            )?;
        }
        let (c1, c2, c3, c4, c5) = if batch {
            ("batch", "", "", "", "")
        } else {
            ("thru", "lat", "inl", "eng", "tok")
        };
        writeln!(
            o,
            "  {:<38} {:<4} {:<26} {:<7} {:>8} {:>8} {:>8} {:>8} {:>8} {:>8}",
            "kernel", "", "implementation", "level", c1, c2, "regret", c3, c4, c5
        )?;
        let mut family = "";
        for k in r.kernels.iter().filter(|k| k.batch == batch) {
            if k.family != family {
                family = &k.family;
                writeln!(o, "  -- {family}")?;
            }
            let token = k.token.as_ref();
            for (j, i) in k.implementations.iter().enumerate() {
                let unsettled = k.unsettled.as_ref().is_some_and(|u| u.contains(&i.name));
                let mark = format!(
                    "{}{}{}{}{}",
                    if i.fastest { "*" } else { "" },
                    if unsettled { "~" } else { "" },
                    if i.chosen { ">" } else { "" },
                    if token.is_some_and(|t| t.fastest == i.name) {
                        "^"
                    } else {
                        ""
                    },
                    if token.is_some_and(|t| t.chosen == i.name) {
                        "t"
                    } else {
                        ""
                    }
                );
                let token_regret = match (j, token.and_then(|t| t.regret)) {
                    (0, Some(x)) => pct(x),
                    _ => String::new(),
                };
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
                    "  {:<38} {:<4} {:<26} {:<7} {:>8} {:>8} {:>8} {:>8} {:>8} {:>8}",
                    if j == 0 { k.name.as_str() } else { "" },
                    mark,
                    i.name,
                    i.level,
                    ns(v1),
                    if batch { String::new() } else { ns(v2) },
                    regret,
                    if batch {
                        String::new()
                    } else {
                        ns(i.inlined_ns)
                    },
                    i.engine_ns.map_or(String::new(), |x| ns(Some(x))),
                    token_regret
                )?;
            }
            if !k.implementations.iter().any(|i| i.chosen) {
                writeln!(
                    o,
                    "  {:<38} {:<4} {:<26} (chosen, not measured)",
                    "", ">", k.chosen
                )?;
            }
            writeln!(
                o,
                "  {:<38} {:<4} {:<26} {:<7} {:>8} {:>8}",
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
                    "  {:<38} {:<4} not supported here: {}",
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
    if let Some(settled) = s.settled {
        writeln!(
            o,
            "  the rounds settle the fastest against every other implementation for {settled}/{} kernels{}",
            s.kernels,
            match s.token.as_ref().and_then(|t| Some((t.settled?, t.kernels))) {
                Some((n, of)) => format!(" ({n}/{of} by the inlined figure)"),
                None => String::new(),
            }
        )?;
    }
    if let Some(t) = &s.token {
        writeln!(
            o,
            "  {} token chose the fastest inlined for {}/{} single kernels; regret mean {}, worst {}{}",
            t.level,
            t.chose_fastest,
            t.kernels,
            pct(t.mean_regret),
            pct(t.worst_regret),
            match &t.worst_regret_kernel {
                Some(name) if t.worst_regret > 0.0 => r
                    .kernels
                    .iter()
                    .find(|k| &k.name == name)
                    .and_then(|k| k.token.as_ref())
                    .map_or(String::new(), |tk| {
                        format!(
                            " ({name}: chose {} {} ns, fastest {} {} ns)",
                            tk.chosen,
                            ns(tk.chosen_ns),
                            tk.fastest,
                            ns(Some(tk.fastest_ns))
                        )
                    }),
                _ => String::new(),
            }
        )?;
    }
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
