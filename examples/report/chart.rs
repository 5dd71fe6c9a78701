//! The SVG chart of one report: a bar per implementation, log scale.

use std::fmt::Write as _;

use crate::cli::count;
use crate::schema::{KernelReport, Report};
use crate::text::{ns, pct};

pub fn esc(s: &str) -> String {
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
pub struct Scale {
    lo: f64,
    hi: f64,
    x0: f64,
    x1: f64,
    /// Tick values, and whether each is a power of ten.
    pub ticks: Vec<(f64, bool)>,
}

impl Scale {
    /// An axis whose ends are the 1-2-5 values just outside the data.
    pub fn new(values: impl Iterator<Item = f64>, x0: f64, x1: f64) -> Scale {
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

    pub fn x(&self, v: f64) -> f64 {
        let (lo, hi) = (self.lo.log10(), self.hi.log10());
        self.x0 + (self.x1 - self.x0) * (v.clamp(self.lo, self.hi).log10() - lo) / (hi - lo)
    }

    /// The tick labels on one line at `y`.
    pub fn labels(&self, body: &mut String, y: f64, unit: &str) {
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

// The layout of the chart, in SVG user units (pixels).
const W: f64 = 1180.0;
const KERNEL_X: f64 = 16.0;
const IMPL_RIGHT: f64 = 470.0;
const X0: f64 = 480.0;
const X1: f64 = 1060.0;
const ROW: f64 = 15.0;
const GROUP_GAP: f64 = 6.0;

/// The chart of one report: a header, a legend, then a section of bars for
/// the single-board kernels and one for the batch kernels.
pub fn render_svg(r: &Report) -> String {
    let mut body = String::new();
    let mut y = write_header(&mut body, r, 0.0);
    y = write_legend(&mut body, r, y);
    for batch in [false, true] {
        y = write_section(&mut body, r, batch, y);
    }
    y = write_footer(&mut body, r, y);
    wrap_svg(&body, y)
}

/// The title and the CPU, build and regret lines; returns the last line's `y`.
fn write_header(body: &mut String, r: &Report, mut y: f64) -> f64 {
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
    y
}

/// The colour key of the levels present, the choice and fastest marks, and
/// the baseline line; returns its `y`.
fn write_legend(body: &mut String, r: &Report, mut y: f64) -> f64 {
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
    y
}

/// The section of the single-board (`batch` false) or batch kernels: a
/// caption, tick labels, each kernel's bars grouped by family, and the grid
/// under them. Returns the `y` below it.
fn write_section(body: &mut String, r: &Report, batch: bool, mut y: f64) -> f64 {
    let kernels: Vec<&KernelReport> = r.kernels.iter().filter(|k| k.batch == batch).collect();
    if kernels.is_empty() {
        return y;
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
    let _ = writeln!(
        body,
        r#"<text x="{KERNEL_X}" y="{}" class="section">{}</text>"#,
        y - 20.0,
        esc(&caption)
    );
    scale.labels(body, y, "ns");
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
                scale.labels(body, y - 1.0, "ns");
            }
            y += 6.0;
        }
        let h = write_kernel_rows(body, k, y, &scale, &mut zebra);
        y += h + GROUP_GAP;
    }
    // Grid lines (drawn over the zebra, under nothing important).
    let grid = grid_lines(
        &scale,
        top,
        y,
        (!batch).then_some(r.baselines.call_throughput_ns),
    );
    body.insert_str(grid_at, &grid);
    y += 14.0;
    scale.labels(body, y, "ns (log)");
    y
}

/// One kernel's band: its name and regret, then a labelled bar per
/// implementation; alternate bands are shaded. Returns the band's height.
fn write_kernel_rows(
    body: &mut String,
    k: &KernelReport,
    y: f64,
    scale: &Scale,
    zebra: &mut bool,
) -> f64 {
    let h = ROW * k.implementations.len() as f64;
    *zebra = !*zebra;
    if *zebra {
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
        let xe = scale.x(i.ns).max(X0 + 1.0);
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
    h
}

/// The vertical grid lines of `scale` from `top` to `bottom`, the axis, and
/// (single-board section) the dashed call-overhead `baseline`.
fn grid_lines(scale: &Scale, top: f64, bottom: f64, baseline: Option<f64>) -> String {
    let y = bottom;
    let mut grid = String::new();
    for &(t, major) in &scale.ticks {
        let _ = writeln!(
            grid,
            r#"<line x1="{0:.1}" x2="{0:.1}" y1="{1}" y2="{2}" class="{3}"/>"#,
            scale.x(t),
            top,
            y,
            if major { "grid major" } else { "grid" }
        );
    }
    if let Some(baseline) = baseline {
        let bx = scale.x(baseline);
        let _ = writeln!(
            grid,
            r#"<line x1="{bx:.1}" x2="{bx:.1}" y1="{top}" y2="{y}" class="base"/>"#
        );
    }
    let _ = writeln!(
        grid,
        r#"<line x1="{X0}" x2="{X0}" y1="{top}" y2="{y}" class="axis"/>"#
    );
    grid
}

/// The generator line; returns the chart's height.
fn write_footer(body: &mut String, r: &Report, mut y: f64) -> f64 {
    y += 30.0;
    let _ = writeln!(
        body,
        r#"<text x="{KERNEL_X}" y="{y}" class="sub">Generated by examples/report ({}, {}, {:.1} s); figures in the JSON report beside this file.</text>"#,
        count(r.summary.kernels, "kernel"),
        count(r.summary.implementations_measured, "implementation"),
        r.summary.total_seconds
    );
    y += 16.0;
    y
}

/// `body` in an SVG document of height `height`, with the chart's styles.
fn wrap_svg(body: &str, height: f64) -> String {
    let y = height;
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
