//! `--compare`: one table across JSON reports (of one or several CPUs).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::cli::count;
use crate::schema::{Report, READS_VERSIONS};
use crate::text::{ns, pct, print_trimmed};

pub fn load(path: &Path) -> Result<Report, String> {
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

/// Prints the table across `files` and writes the page of charts to `page`
/// (and, with `--figures`, the markdown figures page to `figures`).
pub fn compare(files: &[PathBuf], page: &Path, figures: Option<&Path>) -> Result<(), String> {
    if files.is_empty() {
        return Err("--compare needs at least one JSON report".to_string());
    }
    if figures.is_some() {
        crate::figures::build_is_complete()?;
    }
    let reports = files
        .iter()
        .map(|f| load(f))
        .collect::<Result<Vec<_>, _>>()?;
    let mut o = String::new();
    let _ = write_compare(&mut o, files, &reports);
    print_trimmed(&o);
    crate::probe_output(page, "comparison page")?;
    let html = crate::compare_page::render_page(files, &reports);
    crate::write_output(page, "comparison page", html.as_bytes())?;
    eprintln!("wrote {}", page.display());
    if let Some(path) = figures {
        let markdown = crate::figures::render(files, &reports)?;
        crate::probe_output(path, "figures page")?;
        crate::write_output(path, "figures page", markdown.as_bytes())?;
        eprintln!("wrote {}", path.display());
    }
    Ok(())
}

pub fn write_compare(o: &mut String, files: &[PathBuf], reports: &[Report]) -> std::fmt::Result {
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
    write_peers(o, reports)
}

/// Per report with a peers section: the queen lookup (game-like
/// occupancies, independent lookups) through each of the crate's paths,
/// beside cozy-chess, with the multiple of cozy-chess's throughput.
fn write_peers(o: &mut String, reports: &[Report]) -> std::fmt::Result {
    let with: Vec<(usize, &crate::schema::Peers)> = reports
        .iter()
        .enumerate()
        .filter_map(|(n, r)| r.peers.as_ref().map(|p| (n, p)))
        .collect();
    if with.is_empty() {
        return Ok(());
    }
    writeln!(
        o,
        "\nQueen lookups beside cozy-chess (game-like occupancies, independent lookups; ns per lookup, loop included; multiple of cozy-chess's throughput):"
    )?;
    for (n, p) in with {
        let get = |m: &str| crate::peers::figure(p, "queen_attacks_from", "game", "indep", m);
        let cozy = get("cozy-chess");
        let cell = |m: &str| match (get(m), cozy) {
            (Some(x), Some(c)) => format!("{m} {} ({:.2}x)", ns(Some(x)), c / x),
            _ => format!("{m} -"),
        };
        writeln!(
            o,
            "  [{}] {}, {}, {}, cozy-chess {}, shakmaty {}",
            n + 1,
            cell("token"),
            cell("free fn"),
            cell("table"),
            ns(cozy),
            ns(get("shakmaty"))
        )?;
    }
    Ok(())
}
