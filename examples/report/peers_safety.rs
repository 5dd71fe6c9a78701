//! Checks and pins beside the scans an engine writes, in the same run:
//! `king_safety` on the positions of random legal games through the
//! crate's free function, table and token, beside its scalar scan (through
//! the portable table and inlined through the scalar token) and the scan an
//! engine writes with the crate's per-square lookups
//! (`examples/common/safety.rs`). Every method's answers are checked equal
//! before any is timed.
//!
//! The methods are sampled in turn, each sample a whole pass over the
//! positions; a round keeps each method's median sample, and the figure is
//! the median of the rounds (as in `peers.rs`).

use std::fmt::Write as _;
use std::hint::black_box;

use bitboard_simd::{kernels, Kernel};

use crate::measure::median;
use crate::peers::{sample_round, Sampled};
use crate::safety::{check_safety, safety_methods, SafetyData, SAFETY_KERNEL};
use crate::schema::{SafetyRow, SafetySection};
use crate::workload::{Outputs, N};

/// The crate implementation a method runs.
fn implementation(method: &str) -> String {
    let rook = || crate::inlined::free_fn_choice(Kernel::RookAttacksFrom);
    match method {
        // Where the per-square lookups are fixed before `main`, the free
        // function runs the scan inlined with them (`describe()` says so).
        "free fn"
            if bitboard_simd::describe()
                .to_string()
                .contains("free fn king_safety: the snipers scan inlined") =>
        {
            format!("scan inlined, {}", rook())
        }
        "free fn" | "table" => kernels().implementation(SAFETY_KERNEL).name().to_string(),
        "token" => {
            crate::inlined::token_choice(SAFETY_KERNEL, bitboard_simd::token_level()).to_string()
        }
        "scan" | "scan token" => bitboard_simd::KernelTable::scalar()
            .implementation(SAFETY_KERNEL)
            .name()
            .to_string(),
        // The engine's loop: its slider lookups, the rook's standing for both.
        _ => rook(),
    }
}

/// Measures checks and pins if `king_safety` is among `selected` (`None`
/// otherwise): `rounds` rounds of `samples` samples of about `sample_ns`
/// each per method.
pub fn measure(
    selected: &[Kernel],
    rounds: usize,
    samples: usize,
    sample_ns: f64,
) -> Option<SafetySection> {
    if !selected.contains(&SAFETY_KERNEL) {
        return None;
    }
    let data = SafetyData::new();
    let methods = safety_methods();
    check_safety(&methods, &data);
    let (in_check, pinned) = data.counts();
    let mut out = Outputs::new(N);
    let mut figures = vec![Vec::with_capacity(rounds); methods.len()];
    for round in 0..rounds {
        let passes: Vec<Sampled> = methods
            .iter()
            .map(|(_, pass)| {
                let data = &data;
                Box::new(move |o: &mut Outputs| pass(black_box(data), &mut o.u64s)) as Sampled
            })
            .collect();
        let medians = sample_round(&passes, &mut out, samples, sample_ns, round);
        for (j, v) in medians.into_iter().enumerate() {
            figures[j].push(v);
        }
    }
    let round3 = |x: f64| (x * 1000.0).round() / 1000.0;
    let rows = methods
        .iter()
        .zip(figures)
        .map(|((name, _), rounds)| SafetyRow {
            method: name.to_string(),
            implementation: implementation(name),
            ns: round3(median(rounds.clone())),
            rounds: rounds.into_iter().map(round3).collect(),
        })
        .collect();
    Some(SafetySection {
        inputs: data.kings.len(),
        in_check,
        pinned,
        rows,
    })
}

/// The figure of one method, if present.
pub fn figure(s: &SafetySection, method: &str) -> Option<f64> {
    s.rows.iter().find(|r| r.method == method).map(|r| r.ns)
}

/// The printed section: each method's ns per position, and its throughput
/// as a multiple of the scalar scan's and of the engine's loop.
pub fn write(o: &mut String, s: &SafetySection) -> std::fmt::Result {
    writeln!(
        o,
        "\nChecks and pins beside the scans an engine writes ({} positions of random legal games, \
         {} in check, {} with a pin; ns per position, loop included):",
        s.inputs, s.in_check, s.pinned
    )?;
    crate::text::write_multiples(
        o,
        "king_safety",
        44,
        &[
            ("vs scan", figure(s, "scan")),
            ("vs engine loop", figure(s, "engine loop")),
        ],
        s.rows
            .iter()
            .map(|r| (format!("{} ({})", r.method, r.implementation), r.ns)),
    )
}

#[cfg(test)]
mod tests {
    use bitboard_simd::KingSafety;

    use crate::safety::{check_safety, safety_loop, safety_methods, SafetyData, SafetyPass};

    /// The positions hold checks, double checks and pins.
    #[test]
    fn the_positions_hold_checks_and_pins() {
        let data = SafetyData::new();
        let (in_check, pinned) = data.counts();
        assert!(
            in_check > 100 && pinned > 100,
            "{in_check} in check, {pinned} with a pin"
        );
    }

    /// A method whose answers differ from the free function's (the pins
    /// left out) is refused before any figure is taken.
    #[test]
    #[should_panic(expected = "king_safety: no pins disagrees with the free function")]
    fn a_method_with_other_answers_is_refused() {
        let mut methods = safety_methods();
        let wrong: SafetyPass = Box::new(|d, o| {
            safety_loop(d, o, |k, ours, th, c| KingSafety {
                pinned: 0,
                ..bitboard_simd::king_safety(k, ours, th, c)
            })
        });
        methods.push(("no pins", wrong));
        check_safety(&methods, &SafetyData::new());
    }
}
