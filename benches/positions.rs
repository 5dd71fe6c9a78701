//! Chess_Movegen's workload, in Rust: random occupancies `r & r`, 12 random
//! squares each, every attack set folded into one value; throughput in
//! million lookups per second (MQueens/s for the queen), the median of the
//! rounds, then two paired ratios: the median over the rounds of the
//! method's throughput over the free function's (`free fn`) and over
//! cozy-chess's in the same round (on a shared machine the rounds' load
//! varies more than the methods do; a round's passes run back to back).
//! Methods (`examples/common/positions.rs`):
//!
//! * `squares`: the dispatched many-squares form
//!   (`queen_attacks_from_squares`), one call per position;
//! * `for each`: the engine form (`for_each_queen_attack`), one call per
//!   position, each set handed to a closure;
//! * `token`: [`bitboard_simd::dispatch`] once, `queen_attacks_from` inlined
//!   in the loop;
//! * `free fn`: the dispatched free function, one call per square;
//! * `cozy-chess`: its magic lookups, inlined;
//! * with `--all`, `squares <implementation>`: the many-squares form through
//!   each implementation this CPU runs (`KernelTable::variants`).
//!
//! ```text
//! cargo bench --features bench --bench positions                       # 5M positions, 7 rounds
//! cargo bench --features bench --bench positions -- --positions 1000000 --rounds 3 queen
//! ```

#[path = "../examples/common/peers.rs"]
mod peers_common;
#[path = "../examples/common/positions.rs"]
mod positions;
#[path = "../examples/common/workload.rs"]
mod workload;

use positions::{
    all_methods, measure, median, squares_variants, Bishop, Positions, Queen, Rook, POSITIONS,
    SQUARES_PER_POSITION,
};

fn main() {
    let mut count = POSITIONS;
    let mut rounds = 7;
    let mut filter = Vec::new();
    let mut all = false;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--positions" => {
                count = args
                    .next()
                    .and_then(|v| v.parse().ok())
                    .expect("--positions N")
            }
            "--rounds" => {
                rounds = args
                    .next()
                    .and_then(|v| v.parse().ok())
                    .expect("--rounds N")
            }
            "--bench" => {}
            "--all" => all = true,
            other => filter.push(other.to_string()),
        }
    }
    let cpu = bitboard_simd::cpu();
    println!(
        "{} (family {:#x} model {:#x}), level {}; {count} positions x {SQUARES_PER_POSITION} squares, {rounds} rounds, M lookups/s (median):",
        cpu.brand(),
        cpu.family(),
        cpu.model(),
        cpu.highest_level(),
    );
    let p = Positions::new(count);
    let variants = [
        squares_variants::<Queen>(),
        squares_variants::<Rook>(),
        squares_variants::<Bishop>(),
    ];
    for ((kernel, squares_kernel, mut methods), variants) in all_methods().into_iter().zip(variants)
    {
        if all {
            methods.extend(variants);
        }
        if !filter.is_empty() && !filter.iter().any(|f| kernel.name().contains(f.as_str())) {
            continue;
        }
        let figures = measure(&p, &methods, rounds);
        let index = |wanted: &str| {
            methods
                .iter()
                .position(|(name, _)| name == wanted)
                .unwrap_or_else(|| panic!("a {wanted} pass"))
        };
        let (free, cozy) = (index("free fn"), index("cozy-chess"));
        // The median over the rounds of `f[round] / by[round]`.
        let paired = |f: &[f64], by: &[f64]| median(f.iter().zip(by).map(|(a, b)| a / b).collect());
        println!("  {}", kernel.name());
        for ((name, _), f) in methods.iter().zip(&figures) {
            let imp = match name.as_str() {
                "squares" => format!(
                    " ({})",
                    bitboard_simd::kernels()
                        .implementation(squares_kernel)
                        .name()
                ),
                _ => String::new(),
            };
            println!(
                "    {:<40} {:>8.1}  {:.3}x free fn  {:.2}x cozy-chess",
                format!("{name}{imp}"),
                median(f.clone()),
                paired(f, &figures[free]),
                paired(f, &figures[cozy]),
            );
        }
    }
}
