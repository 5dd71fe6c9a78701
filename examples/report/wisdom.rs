//! `--wisdom PATH`: the report's measured fastest for every use, as a
//! wisdom file (the text of [`bitboard_simd::Wisdom`]) that a later
//! process installs before `main` with `BITBOARD_SIMD_WISDOM=PATH`.
//!
//! It starts from [`bitboard_simd::wisdom`], the choices in force (which
//! has this CPU's `cpu` line, this crate's `crate` line and a line for
//! every choice), and replaces each line the run's figures judge:
//!
//! * `table`, every measured kernel: its fastest implementation through
//!   the table (`ns`, the figure of the regret column) among those the
//!   active level runs;
//! * `inline`, `rook_/bishop_/queen_attacks_from`: the fastest of the
//!   lookups their free functions run inlined (`bmi2/pext`,
//!   `scalar/black_magic`, `scalar/hyperbola`) that the active level runs,
//!   by the token's figure (`engine_ns`, else `inlined_ns` without the
//!   loops the compiler vectorises: [`TokenFigure::judged`]);
//! * `inline`, their many-squares forms: the loop of that per-square
//!   lookup where the positions section times the loop of the free
//!   function at least as fast as the many-squares form through the table
//!   (and the lookup has a loop form: `bmi2/pext` or `scalar/black_magic`),
//!   else the table's implementation, a call through the table;
//! * `token`, the per-square lookups: `dispatch()`'s token table's own,
//!   fixed when the crate is compiled (nothing to judge).
//!
//! A line the run has no figures for (a `--kernel` run, a `--token-level`
//! other than `dispatch()`'s, a many-squares form in force that runs a
//! loop, so that the positions section timed no call through the table)
//! stays as in force, and [`Judged::kept`] says why.

use bitboard_simd::{Features, Kernel, Level, Method, Wisdom};
use std::collections::BTreeSet;

use crate::schema::{KernelReport, Report, TokenFigure};

/// The per-square lookups and their many-squares forms.
const PIECES: [(Kernel, Kernel); 3] = [
    (Kernel::RookAttacksFrom, Kernel::RookAttacksFromSquares),
    (Kernel::BishopAttacksFrom, Kernel::BishopAttacksFromSquares),
    (Kernel::QueenAttacksFrom, Kernel::QueenAttacksFromSquares),
];

/// The lookups a per-square free function has inlined code for.
const INLINE_LOOKUPS: [Method; 3] = [
    Method::Bmi2Pext,
    Method::ScalarBlackMagic,
    Method::ScalarHyperbola,
];

/// The lookups whose loop a many-squares free function can run inlined.
const LOOP_LOOKUPS: [Method; 2] = [Method::Bmi2Pext, Method::ScalarBlackMagic];

/// What the process allows beside the report's figures.
pub struct Here {
    /// The active table's features: an implementation needing more is one
    /// this process (and a later one at the same level) cannot install.
    pub features: Features,
    /// The level of `dispatch()`'s token.
    pub token_level: Level,
    /// The (kernel, implementation) names some decision chooses: the rows
    /// every build of the crate has (`examples/common/chosen.rs`). A table
    /// line names only these, so that a program built without the
    /// `alternatives` feature, which the report has, loads the file.
    pub default_build: BTreeSet<(String, String)>,
    /// Per piece (rook, bishop, queen): whether its many-squares free
    /// function in force calls the table, so that the positions section's
    /// `squares` row timed the table.
    pub squares_call_table: [bool; 3],
}

impl Here {
    /// Whether every build of the crate has `kernel`'s `name`.
    pub fn in_default_build(&self, kernel: Kernel, name: &str) -> bool {
        self.default_build
            .contains(&(kernel.name().to_string(), name.to_string()))
    }

    /// This process's.
    pub fn of_process() -> Here {
        let d = bitboard_simd::describe();
        Here {
            features: bitboard_simd::kernels().features(),
            token_level: bitboard_simd::token_level(),
            default_build: crate::chosen::chosen(),
            squares_call_table: PIECES.map(|(_, squares)| d.inlined(squares).is_none()),
        }
    }
}

/// The wisdom of the report's fastest, and the lines kept as in force,
/// each with the reason.
pub struct Judged {
    pub wisdom: Wisdom,
    pub kept: Vec<String>,
}

/// Whether `kernel` has an implementation called `name` that needs nothing
/// beyond `features`.
fn runs(kernel: Kernel, name: &str, features: Features) -> bool {
    kernel
        .implementations()
        .any(|i| i.name() == name && features.contains(i.requires()))
}

fn kernel_report(r: &Report, kernel: Kernel) -> Option<&KernelReport> {
    r.kernels.iter().find(|k| k.name == kernel.name())
}

/// The token's figure of `kernel`'s implementation `name`.
fn token_figure(k: &KernelReport, name: &str) -> Option<f64> {
    let figure = TokenFigure::of(&k.implementations);
    k.implementations
        .iter()
        .find(|i| i.name == name)
        .and_then(|i| figure.judged(&k.name, i))
}

/// `wisdom` with one choice replaced: a refusal is a bug of this module
/// (it names only implementations of the kernel), reported, never skipped.
fn set(wisdom: Wisdom, use_: &str, kernel: Kernel, name: &str) -> Result<Wisdom, String> {
    wisdom.with_choice(use_, kernel, name).map_err(|e| {
        format!(
            "--wisdom: the report's choice `{use_} {kernel} {name}` was refused ({e}); a bug of the report: no file written"
        )
    })
}

/// The report's fastest for every use, on `base` (the wisdom in force).
pub fn judge(r: &Report, here: &Here, base: Wisdom) -> Result<Judged, String> {
    let mut w = base;
    let mut kept = Vec::new();
    // table: each measured kernel's fastest through the table.
    for k in &r.kernels {
        let Ok(kernel) = k.name.parse::<Kernel>() else {
            return Err(format!(
                "--wisdom: the report names an unknown kernel {}",
                k.name
            ));
        };
        let best = k
            .implementations
            .iter()
            .filter(|i| runs(kernel, &i.name, here.features))
            .filter(|i| here.in_default_build(kernel, &i.name))
            .min_by(|a, b| a.ns.total_cmp(&b.ns));
        match best {
            Some(i) => w = set(w, "table", kernel, &i.name)?,
            None => kept.push(format!(
                "table {kernel}: no implementation measured that the active level runs in every build"
            )),
        }
    }
    let unmeasured = Kernel::ALL
        .iter()
        .filter(|k| kernel_report(r, **k).is_none())
        .count();
    if unmeasured > 0 {
        kept.push(format!("table: {unmeasured} kernels not measured"));
    }
    // inline, per square: the fastest lookup its free function inlines.
    for (single, _) in PIECES {
        let Some(k) = kernel_report(r, single) else {
            kept.push(format!("inline {single}: not measured"));
            continue;
        };
        let best = k
            .implementations
            .iter()
            .filter(|i| INLINE_LOOKUPS.iter().any(|m| m.name() == i.name))
            .filter(|i| runs(single, &i.name, here.features))
            .filter_map(|i| Some((i, token_figure(k, &i.name)?)))
            .min_by(|a, b| a.1.total_cmp(&b.1));
        match best {
            Some((i, _)) => w = set(w, "inline", single, &i.name)?,
            None => kept.push(format!(
                "inline {single}: none of its inlined lookups has a figure"
            )),
        }
    }
    // inline, many squares: the loop of that lookup, or the table.
    for (n, (single, squares)) in PIECES.into_iter().enumerate() {
        let row = |method: &str| {
            r.positions.as_ref().and_then(|p| {
                p.rows
                    .iter()
                    .find(|row| row.kernel == squares.name() && row.method == method)
                    .map(|row| row.mlookups_per_s)
            })
        };
        // The two forms side by side, each storing every set (`squares,
        // table` and `free fn, stored`); a file without those rows has the
        // form in force (`squares`) and the folding loop (`free fn`).
        let (through_table, loop_of_free_fn) = match (row("squares, table"), row("free fn, stored"))
        {
            (Some(table), Some(stored)) => (table, stored),
            _ => {
                let (Some(through_table), Some(loop_of_free_fn)) = (row("squares"), row("free fn"))
                else {
                    kept.push(format!(
                        "inline {squares}: the positions section did not run"
                    ));
                    continue;
                };
                if !here.squares_call_table[n] {
                    kept.push(format!(
                            "inline {squares}: the form in force runs a loop, so the positions section timed no call through the table"
                        ));
                    continue;
                }
                (through_table, loop_of_free_fn)
            }
        };
        let lookup = w.choice("inline", single).unwrap_or("");
        let choice = if loop_of_free_fn >= through_table
            && LOOP_LOOKUPS.iter().any(|m| m.name() == lookup)
        {
            lookup
        } else {
            w.choice("table", squares).unwrap_or("")
        };
        w = set(w, "inline", squares, choice)?;
    }
    // token: the token table's own lookups, fixed when the crate is
    // compiled (the lines say what `dispatch` runs; nothing chooses them).
    for (single, _) in PIECES {
        let name = bitboard_simd::token_implementation(here.token_level, single).name();
        w = set(w, "token", single, name)?;
    }
    Ok(Judged { wisdom: w, kept })
}

/// The choices of `new` that differ from `old`'s, as `use kernel old -> new`.
pub fn differences(old: &Wisdom, new: &Wisdom) -> Vec<String> {
    let mut out = Vec::new();
    for use_ in ["table", "inline", "token"] {
        for &kernel in Kernel::ALL {
            let (a, b) = (old.choice(use_, kernel), new.choice(use_, kernel));
            if let (Some(a), Some(b)) = (a, b)
                && a != b
            {
                out.push(format!("{use_} {kernel}: {a} -> {b}"));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate::tests::{measured, measured_bishop};

    fn report(json: &str) -> Report {
        serde_json::from_str(json).unwrap()
    }

    /// The fastest measured implementation of `k` that the active level
    /// runs.
    fn fastest_runnable<'a>(k: &'a KernelReport, here: &Here) -> &'a str {
        let kernel: Kernel = k.name.parse().unwrap();
        k.implementations
            .iter()
            .filter(|i| runs(kernel, &i.name, here.features))
            .filter(|i| here.in_default_build(kernel, &i.name))
            .min_by(|a, b| a.ns.total_cmp(&b.ns))
            .map(|i| i.name.as_str())
            .unwrap()
    }

    /// What `--wisdom` writes for a real report loads (`parse`, as
    /// `BITBOARD_SIMD_WISDOM` reads it, and the same text again): each
    /// measured kernel's table line its fastest, the bishop's inline line
    /// its fastest inlined lookup by the engine figure, and the lines the
    /// run has no figures for as in force.
    #[test]
    fn the_written_wisdom_loads() {
        let here = Here::of_process();
        let in_force = bitboard_simd::wisdom();
        for json in [measured(), measured_bishop().to_string()] {
            let r = report(&json);
            let judged = judge(&r, &here, in_force.clone()).unwrap();
            let text = judged.wisdom.to_string();
            let again: Wisdom = text.parse().unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(again.to_string(), text);
            assert!(text.lines().any(|l| l.starts_with("cpu ")), "{text}");
            for &kernel in Kernel::ALL {
                let expected = match kernel_report(&r, kernel) {
                    Some(k) => fastest_runnable(k, &here),
                    None => in_force.choice("table", kernel).unwrap(),
                };
                assert_eq!(again.choice("table", kernel), Some(expected), "{kernel}");
                // A row every build has: a program without `alternatives` loads it.
                assert!(
                    here.in_default_build(kernel, expected),
                    "{kernel}: {expected}"
                );
            }
            // The token's lookups are its table's, whatever was measured.
            for (single, _) in PIECES {
                assert_eq!(
                    again.choice("token", single),
                    in_force.choice("token", single)
                );
            }
        }
        let r = report(measured_bishop());
        let k = kernel_report(&r, Kernel::BishopAttacksFrom).unwrap();
        let judged = judge(&r, &here, in_force.clone()).unwrap();
        let inline = judged
            .wisdom
            .choice("inline", Kernel::BishopAttacksFrom)
            .unwrap();
        let figure = |name: &str| token_figure(k, name);
        for m in INLINE_LOOKUPS {
            if runs(Kernel::BishopAttacksFrom, m.name(), here.features)
                && let Some(x) = figure(m.name())
            {
                assert!(figure(inline).unwrap() <= x, "{inline} against {m}");
            }
        }
        for kernel in [Kernel::RookAttacksFrom, Kernel::QueenAttacksFrom] {
            assert_eq!(
                judged.wisdom.choice("inline", kernel),
                in_force.choice("inline", kernel)
            );
        }
    }

    /// The many-squares line: the loop of the per-square lookup where the
    /// positions section has the loop storing each set at least as fast as
    /// the form through the table, else the table's implementation; in a
    /// file without those two rows, kept where the form in force runs a
    /// loop.
    #[test]
    fn the_many_squares_line_follows_the_positions_section() {
        let mut r = report(measured_bishop());
        let squares = Kernel::BishopAttacksFromSquares;
        let mut set = |squares_rate: f64, loop_rate: f64| {
            for row in &mut r.positions.as_mut().unwrap().rows {
                if row.kernel == squares.name() {
                    match row.method.as_str() {
                        "squares" | "squares, table" => row.mlookups_per_s = squares_rate,
                        "free fn" | "free fn, stored" => row.mlookups_per_s = loop_rate,
                        _ => {}
                    }
                }
            }
            let mut here = Here::of_process();
            here.squares_call_table = [true; 3];
            judge(&r, &here, bitboard_simd::wisdom()).unwrap()
        };
        let slower = set(1000.0, 900.0);
        assert_eq!(
            slower.wisdom.choice("inline", squares),
            slower.wisdom.choice("table", squares)
        );
        let faster = set(900.0, 900.0);
        let lookup = faster
            .wisdom
            .choice("inline", Kernel::BishopAttacksFrom)
            .unwrap();
        let expected = if LOOP_LOOKUPS.iter().any(|m| m.name() == lookup) {
            lookup
        } else {
            faster.wisdom.choice("table", squares).unwrap()
        };
        assert_eq!(faster.wisdom.choice("inline", squares), Some(expected));
        // A file without the two stored forms' rows (older ones): its
        // `squares` row is the form in force, which here runs a loop, so
        // nothing timed the table call.
        r.positions
            .as_mut()
            .unwrap()
            .rows
            .retain(|row| row.method != "squares, table" && row.method != "free fn, stored");
        let mut here = Here::of_process();
        here.squares_call_table = [false; 3];
        let kept = judge(&r, &here, bitboard_simd::wisdom()).unwrap();
        assert_eq!(
            kept.wisdom.choice("inline", squares),
            bitboard_simd::wisdom().choice("inline", squares)
        );
        assert!(kept.kept.iter().any(|k| k.contains("runs a loop")));
    }

    /// The token lines are the token table's own lookups whatever the
    /// figures say: a token's lookups are fixed when the crate is compiled.
    #[test]
    #[cfg(target_arch = "x86_64")]
    fn the_token_lines_are_the_token_tables() {
        let mut here = Here::of_process();
        here.token_level = Level::Avx2;
        let judge_with = |black_magic_ns: f64| {
            let mut r = report(measured_bishop());
            r.kernels.clear();
            for (single, _) in PIECES {
                let mut k = report(measured_bishop()).kernels.remove(0);
                let own = bitboard_simd::token_implementation(Level::Avx2, single).name();
                k.name = single.name().to_string();
                k.token.as_mut().unwrap().level = "avx2".to_string();
                let template = k.implementations.iter().find(|i| i.engine_ns.is_some());
                let mut own_row = serde_json::to_value(template.unwrap()).unwrap();
                own_row["name"] = own.into();
                own_row["engine_ns"] = 1.0.into();
                let mut magic_row = own_row.clone();
                magic_row["name"] = Method::ScalarBlackMagic.name().into();
                magic_row["engine_ns"] = black_magic_ns.into();
                k.implementations = vec![
                    serde_json::from_value(own_row).unwrap(),
                    serde_json::from_value(magic_row).unwrap(),
                ];
                r.kernels.push(k);
            }
            judge(&r, &here, bitboard_simd::wisdom()).unwrap().wisdom
        };
        for wisdom in [judge_with(0.5), judge_with(1.5)] {
            for (single, _) in PIECES {
                assert_eq!(
                    wisdom.choice("token", single),
                    Some(bitboard_simd::token_implementation(Level::Avx2, single).name())
                );
            }
        }
    }
}
