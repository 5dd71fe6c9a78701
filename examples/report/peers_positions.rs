//! The per-square lookups in an engine's shape, beside cozy-chess:
//! Chess_Movegen's workload (random occupancies `r & r`, 12 random squares
//! each), the many-squares form (`*_attacks_from_squares`, one call per
//! position; and the two forms it chooses between, the table's and the
//! loop of the free function, each set stored) beside a token loop, the
//! free function (one call per square) and cozy-chess (the loops of `examples/common/positions.rs`, shared with
//! `benches/positions.rs`). Figures in million lookups per second, the
//! median of the rounds (each round one pass of each method, in turn).

use std::fmt::Write as _;

use bitboard_simd::{kernels, Kernel};

use crate::inlined::token_choice;
use crate::positions::{all_methods, measure as measure_passes, median, Positions, POSITIONS};
use crate::schema::{PositionRow, PositionsSection};

/// Measures the pieces whose per-square or many-squares kernel is among
/// `selected` (`None` if none is): `rounds` rounds over Chess_Movegen's 5M
/// positions (`quick`: 50 000, a rough figure in a few milliseconds a pass;
/// the report's unit tests run it unoptimised).
pub fn measure(selected: &[Kernel], rounds: usize, quick: bool) -> Option<PositionsSection> {
    let pieces: Vec<_> = all_methods()
        .into_iter()
        .filter(|(single, squares, _)| selected.contains(single) || selected.contains(squares))
        .collect();
    if pieces.is_empty() {
        return None;
    }
    let count = if quick { POSITIONS / 100 } else { POSITIONS };
    let positions = Positions::new(count);
    let mut rows = Vec::new();
    for (single, squares, methods) in pieces {
        let figures = measure_passes(&positions, &methods, rounds.max(3));
        for ((name, _), rounds) in methods.iter().zip(figures) {
            let free = crate::inlined::free_fn_choice;
            let implementation = match name.as_str() {
                // The many-squares free function in force: the loop of an
                // inlined lookup, or the call through the table.
                "squares" => Some(free(squares)),
                "squares, table" => Some(kernels().implementation(squares).name().to_string()),
                "token" => Some(token_choice(single, bitboard_simd::token_level()).to_string()),
                "free fn" | "for each" | "free fn, push" | "for each, push" | "free fn, stored" => {
                    Some(free(single))
                }
                _ => None,
            };
            let round1 = |x: f64| (x * 10.0).round() / 10.0;
            rows.push(PositionRow {
                kernel: squares.name().to_string(),
                method: name.clone(),
                implementation,
                mlookups_per_s: round1(median(rounds.clone())),
                rounds: rounds.into_iter().map(round1).collect(),
            });
        }
    }
    Some(PositionsSection {
        positions: count,
        squares_per_position: crate::positions::SQUARES_PER_POSITION,
        rows,
    })
}

/// The printed section: per piece, each method's throughput and its
/// multiple of cozy-chess's.
pub fn write(o: &mut String, p: &PositionsSection) -> std::fmt::Result {
    writeln!(
        o,
        "\nMany squares, one occupancy (Chess_Movegen's workload: {} random occupancies r & r, {} random squares each; \
         M lookups/s, higher is better):",
        p.positions, p.squares_per_position
    )?;
    // The rows are grouped by kernel, in measuring order.
    for (i, r) in p.rows.iter().enumerate() {
        if i == 0 || p.rows[i - 1].kernel != r.kernel {
            writeln!(o, "  {}", r.kernel)?;
        }
        let cozy = p
            .rows
            .iter()
            .find(|c| c.kernel == r.kernel && c.method == "cozy-chess")
            .map(|c| c.mlookups_per_s);
        let label = match &r.implementation {
            Some(imp) => format!("{} ({imp})", r.method),
            None => r.method.clone(),
        };
        let ratio = cozy.map_or(String::new(), |c| {
            format!("  {:.2}x cozy-chess", r.mlookups_per_s / c)
        });
        writeln!(o, "    {label:<40} {:>8.1}{ratio}", r.mlookups_per_s)?;
    }
    Ok(())
}
