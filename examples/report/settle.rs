//! Which rankings the rounds settle.
//!
//! A report's figure is the median over rounds of each round's median. On a
//! shared or throttled machine whole rounds run in slow or fast phases, so
//! two implementations' medians can differ by more than any margin while
//! the rounds disagree on which one is faster. Within one round, though,
//! the implementations of a kernel are sampled in turn (interleaved), so a
//! phase moves them together: comparing them round by round, paired,
//! cancels it.
//!
//! # The rule
//!
//! Implementation A is *settled faster* than B on a figure when A's figure
//! is below B's (strictly; a tie counts against A) in at least
//! [`wins_needed`]`(rounds)` of the rounds: the fewest wins that two equally
//! fast implementations, each round a fair coin, would reach with a
//! probability of at most 5 % (a one-sided sign test). That is every round
//! of 5 to 7, all but one of 8 to 10, all but two of 11 and 12, and so on;
//! 3 or 4 rounds settle nothing.
//!
//! The rule answers whether this run's rounds agree, not whether another
//! run or build would: code placement can move a one-call figure by a cycle
//! between builds, and a short run may sit in one phase throughout. Five
//! 9-round corpus runs of four builds on one Zen 3 showed it: a ranking one
//! build's run settled, another build's run settled the other way
//! (`diagonal_shift_tr`: `sse2/multiply` ahead 9/9 in one, `scalar/binary`
//! 8/9 in another). Measuring each round in its own process, tried for one
//! of them, settled more kernels (56 of 72, against 47 to 51), not fewer,
//! so what moves these figures follows the build more than the process.
//!
//! For each kernel the report records (schema version 3) the
//! implementations whose rounds do *not* settle that the kernel's fastest
//! beats them: `unsettled` for the table figure (`ns`), and
//! `token.unsettled` for the token's figure (`inlined_ns`, or from version
//! 4 `engine_ns` where the kernel has it: `token.figure`). The fields are
//! derived from the rounds stored in the same file alone, so `--resettle`
//! can write them into an older file without measuring anything.

use crate::schema::{ImplReport, KernelReport, Report, TokenFigure, SETTLED_VERSION};

/// The probability bound of the sign test (one-sided).
const LEVEL: f64 = 0.05;

/// The fewest of `rounds` wins that settle a ranking, or `None` if no
/// count can (fewer than 5 rounds).
pub fn wins_needed(rounds: usize) -> Option<usize> {
    if rounds == 0 || rounds > 120 {
        return None;
    }
    // P(X >= w) for X ~ Binomial(rounds, 1/2), from the top down.
    let total = 2f64.powi(rounds as i32);
    let mut tail = 0.0;
    let mut choose = 1.0; // C(rounds, k), k from rounds down
    let mut need = None;
    for k in (0..=rounds).rev() {
        tail += choose;
        if tail / total > LEVEL {
            break;
        }
        need = Some(k);
        // C(n, k-1) = C(n, k) * k / (n - k + 1)
        choose = choose * k as f64 / (rounds - k + 1) as f64;
    }
    need
}

/// In how many rounds `a` is below `b` (rounds paired by index).
pub fn wins(a: &[f64], b: &[f64]) -> usize {
    a.iter().zip(b).filter(|(x, y)| x < y).count()
}

/// Whether rounds `a` settle that they are faster than rounds `b`.
pub fn settled_faster(a: &[f64], b: &[f64]) -> bool {
    a.len() == b.len() && wins_needed(a.len()).is_some_and(|need| wins(a, b) >= need)
}

/// A figure the report judges implementations by.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Figure {
    /// `ns`: through the table (its rounds are `throughput_ns` or
    /// `batch_ns`, by the kernel's metric).
    Table,
    /// `inlined_ns`: inlined through a token.
    Inlined,
    /// `engine_ns`: inlined through a token in a loop that is not
    /// vectorised (the per-square lookups, version 4).
    Engine,
}

impl From<TokenFigure> for Figure {
    fn from(f: TokenFigure) -> Figure {
        match f {
            TokenFigure::Inlined => Figure::Inlined,
            TokenFigure::Engine => Figure::Engine,
        }
    }
}

impl Figure {
    fn value(self, i: &ImplReport) -> Option<f64> {
        match self {
            Figure::Table => Some(i.ns),
            Figure::Inlined => i.inlined_ns,
            Figure::Engine => i.engine_ns,
        }
    }

    fn rounds<'a>(self, k: &KernelReport, i: &'a ImplReport) -> Option<&'a [f64]> {
        let key = match self {
            Figure::Table => format!("{}_ns", k.metric),
            Figure::Inlined => "inlined_ns".to_string(),
            Figure::Engine => "engine_ns".to_string(),
        };
        i.rounds.get(&key).map(Vec::as_slice)
    }
}

/// The implementations of `k` with figure `f` whose rounds do not settle
/// that the fastest by that figure beats them (the fastest itself not
/// listed), in the report's order; `None` where no implementation has the
/// figure. An implementation without rounds of that figure is unsettled.
pub fn unsettled(k: &KernelReport, f: Figure) -> Option<Vec<String>> {
    let with: Vec<(&ImplReport, f64)> = k
        .implementations
        .iter()
        .filter_map(|i| Some((i, f.value(i)?)))
        .collect();
    // The fastest as the report names it (ties keep the first, as measuring
    // does).
    let fastest = match f {
        Figure::Table => k.implementations.iter().find(|i| i.name == k.fastest),
        Figure::Inlined | Figure::Engine => k
            .token
            .as_ref()
            .and_then(|t| k.implementations.iter().find(|i| i.name == t.fastest)),
    }
    .or_else(|| {
        with.iter()
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(i, _)| *i)
    })?;
    if with.is_empty() {
        return None;
    }
    let best = f.rounds(k, fastest);
    Some(
        with.iter()
            .filter(|(i, _)| i.name != fastest.name)
            .filter(|(i, _)| match (best, f.rounds(k, i)) {
                (Some(a), Some(b)) => !settled_faster(a, b),
                _ => true,
            })
            .map(|(i, _)| i.name.clone())
            .collect(),
    )
}

/// Writes the settled fields of every kernel and the summary's counts from
/// the report's own rounds, and marks an older report the version that
/// added them (3). No measured figure changes.
pub fn apply(r: &mut Report) {
    for k in &mut r.kernels {
        k.unsettled = unsettled(k, Figure::Table);
        let figure = k.token.as_ref().and_then(TokenFigure::named);
        let token = figure.and_then(|f| unsettled(k, f.into()));
        if let Some(t) = &mut k.token {
            t.unsettled = token;
        }
    }
    r.summary.settled = Some(
        r.kernels
            .iter()
            .filter(|k| k.unsettled.as_ref().is_some_and(Vec::is_empty))
            .count(),
    );
    if let Some(t) = &mut r.summary.token {
        t.settled = Some(
            r.kernels
                .iter()
                .filter_map(|k| k.token.as_ref()?.unsettled.as_ref())
                .filter(|u| u.is_empty())
                .count(),
        );
    }
    r.schema_version = r.schema_version.max(SETTLED_VERSION);
}

/// `--resettle`: rewrites each file with its settled fields recomputed
/// from its own rounds (a version-2 file becomes version 3, which added
/// them; later versions keep theirs), every measured figure kept.
pub fn resettle(paths: &[std::path::PathBuf]) -> Result<(), String> {
    if paths.is_empty() {
        return Err("--resettle needs at least one JSON report".to_string());
    }
    for path in paths {
        let mut r = crate::compare::load(path)?;
        let rounds = r.settings.rounds;
        let complete = r.kernels.iter().all(|k| {
            k.implementations.iter().all(|i| {
                Figure::Table
                    .rounds(k, i)
                    .is_some_and(|v| v.len() == rounds)
            })
        });
        if !complete {
            return Err(format!(
                "{}: not every implementation has its {rounds} rounds; nothing to settle from",
                path.display()
            ));
        }
        apply(&mut r);
        let json = serde_json::to_string_pretty(&r).map_err(|e| format!("JSON: {e}"))?;
        crate::write_output(path, "JSON report", json.as_bytes())?;
        println!(
            "{}: schema {}, {} of {} kernels settled (table figure){}",
            path.display(),
            r.schema_version,
            r.summary.settled.unwrap_or(0),
            r.kernels.len(),
            match &r.summary.token {
                Some(t) => format!(
                    ", {} of {} (inlined figure)",
                    t.settled.unwrap_or(0),
                    t.kernels
                ),
                None => String::new(),
            }
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wins_needed_is_a_five_percent_sign_test() {
        let expected = [
            (1, None),
            (3, None),
            (4, None),
            (5, Some(5)),
            (6, Some(6)),
            (7, Some(7)),
            (8, Some(7)),
            (9, Some(8)),
            (10, Some(9)),
            (11, Some(9)),
            (13, Some(10)),
            (20, Some(15)),
            (50, Some(32)),
        ];
        for (rounds, need) in expected {
            assert_eq!(wins_needed(rounds), need, "{rounds} rounds");
        }
    }

    #[test]
    fn paired_rounds_cancel_phases() {
        // A is faster in every round though the rounds' phases differ more
        // than A and B do: settled, whatever the medians.
        let a = [1.0, 2.0, 1.0, 2.0, 1.0];
        let b = [1.1, 2.2, 1.1, 2.2, 1.1];
        assert!(settled_faster(&a, &b));
        assert!(!settled_faster(&b, &a));
        // One loss in five rounds: not settled; a tie counts as a loss.
        let c = [1.1, 2.2, 1.1, 2.2, 0.9];
        assert!(!settled_faster(&a, &c));
        let d = [1.1, 2.2, 1.1, 2.2, 1.0];
        assert!(!settled_faster(&a, &d));
        // Nine rounds allow one loss, not two.
        let a9 = [1.0; 9];
        let mut b9 = [1.5; 9];
        b9[3] = 0.5;
        assert!(settled_faster(&a9, &b9));
        b9[7] = 0.5;
        assert!(!settled_faster(&a9, &b9));
        // Three rounds settle nothing; mismatched lengths neither.
        assert!(!settled_faster(&[1.0; 3], &[2.0; 3]));
        assert!(!settled_faster(&[1.0; 5], &[2.0; 6]));
    }
}
