//! A side's attack map beside the peer crates, in the same run:
//! `side_attacks` on the workload's game-like sides through the crate's
//! free function, table and token, beside loops of per-square lookups over
//! the same pieces: the crate's own free functions (`loop`, every piece
//! one lookup; `lean loop`, an engine's: the pawns set-wise, one lookup per
//! other piece), cozy-chess's and shakmaty's (`examples/common/peers.rs`).
//! Every method's maps are checked equal before any is timed.
//!
//! The methods are sampled in turn, each sample a whole pass over the
//! sides; a round keeps each method's median sample, and the figure is the
//! median of the rounds (as in `peers.rs`).

use std::fmt::Write as _;
use std::hint::black_box;

use bitboard_simd::{kernels, Kernel};

use crate::measure::median;
use crate::peers::{sample_round, Sampled};
use crate::peers_common::{check_maps, map_methods, MapData, MAP_KERNEL};
use crate::schema::{MapRow, MapsSection};
use crate::workload::{Outputs, N};

/// The crate implementation a method runs, `None` for a peer.
fn implementation(method: &str) -> Option<String> {
    let inlined = crate::inlined::free_fn_choice;
    match method {
        "free fn" => Some(inlined(MAP_KERNEL)),
        "table" => Some(kernels().implementation(MAP_KERNEL).name().to_string()),
        "token" => {
            Some(crate::inlined::token_choice(MAP_KERNEL, bitboard_simd::token_level()).to_string())
        }
        // The loops' sliders: the rook lookup's choice stands for the three.
        "loop" | "lean loop" => Some(inlined(Kernel::RookAttacksFrom)),
        _ => None,
    }
}

/// The crate's methods, which name the implementation they ran.
pub const CRATE_METHODS: [&str; 5] = ["free fn", "table", "token", "loop", "lean loop"];

/// The methods a file may lack: `lean loop` was added within schema
/// version 4, after files of that version were written.
pub const LATER_METHODS: [&str; 1] = ["lean loop"];

/// Measures the attack maps if `side_attacks` is among `selected` (`None`
/// otherwise): `rounds` rounds of `samples` samples of about `sample_ns`
/// each per method.
pub fn measure(
    selected: &[Kernel],
    rounds: usize,
    samples: usize,
    sample_ns: f64,
) -> Option<MapsSection> {
    if !selected.contains(&MAP_KERNEL) {
        return None;
    }
    let data = MapData::new();
    let methods = map_methods();
    check_maps(&methods, &data);
    let mut out = Outputs::new(N);
    let mut figures = vec![Vec::with_capacity(rounds); methods.len()];
    for round in 0..rounds {
        let passes: Vec<Sampled> = methods
            .iter()
            .map(|(_, pass)| {
                let data = &data;
                Box::new(move |o: &mut Outputs| pass(black_box(data), o)) as Sampled
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
        .map(|((name, _), rounds)| MapRow {
            kernel: MAP_KERNEL.name().to_string(),
            method: name.to_string(),
            implementation: implementation(name),
            ns: round3(median(rounds.clone())),
            rounds: rounds.into_iter().map(round3).collect(),
        })
        .collect();
    Some(MapsSection {
        inputs: N,
        mean_pieces: (data.mean_pieces() * 100.0).round() / 100.0,
        rows,
    })
}

/// The figure of one method, if present.
pub fn figure(m: &MapsSection, method: &str) -> Option<f64> {
    m.rows.iter().find(|r| r.method == method).map(|r| r.ns)
}

/// The printed section: each method's ns per map, and the throughput of
/// each as a multiple of the crate's loop, of the lean loop (where the
/// file has it) and of cozy-chess's.
pub fn write(o: &mut String, m: &MapsSection) -> std::fmt::Result {
    writeln!(
        o,
        "\nA side's attack map beside loops of per-square lookups ({} game-like sides, {} pieces on \
         average; ns per map, loop included):",
        m.inputs, m.mean_pieces
    )?;
    crate::text::write_multiples(
        o,
        "side_attacks",
        40,
        &[
            ("vs loop", figure(m, "loop")),
            ("vs lean loop", figure(m, "lean loop")),
            ("vs cozy-chess", figure(m, "cozy-chess")),
        ],
        m.rows.iter().map(|r| {
            let label = match &r.implementation {
                Some(i) => format!("{} ({i})", r.method),
                None => r.method.clone(),
            };
            (label, r.ns)
        }),
    )
}

#[cfg(test)]
mod tests {
    use bitboard_simd::Side;

    use crate::peers_common::{check_maps, crate_map, map_loop, map_methods, MapData, MapPass};

    /// A method whose maps differ from the free function's (the queens
    /// left out) is refused before any figure is taken.
    #[test]
    #[should_panic(expected = "side_attacks: no queens disagrees with the free function")]
    fn a_method_with_other_maps_is_refused() {
        let mut methods = map_methods();
        let wrong: MapPass = Box::new(|d, o| {
            map_loop(d, &d.colors, &mut o.u64s, |s, occ, c| {
                crate_map(Side { queens: 0, ..s }, occ, c)
            })
        });
        methods.push(("no queens", wrong));
        check_maps(&methods, &MapData::new());
    }
}
