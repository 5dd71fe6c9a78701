//! Perft: count the leaf positions of the legal move tree, with every
//! sliding attack computed by `bitboard-simd`.
//!
//! ```text
//! cargo run --release --example perft -- "<FEN>" <depth> [--divide] [--level <level>]
//! ```
//!
//! `--divide` prints the count below each root move; `--level` pins the
//! kernel table (`scalar`, `sse2`, `avx2`, `bmi2`, `avx512`; default: the
//! dispatcher's choice). Bad input is refused with one line on stderr and
//! exit status 2.

mod cli;
mod engine;

use std::process::ExitCode;
use std::time::Instant;

use bitboard_simd::{available_levels, kernels, Kernels};

use engine::Board;

fn run() -> Result<(), String> {
    let options = cli::parse_args(std::env::args().skip(1))?;
    let board = Board::from_fen(&options.fen).map_err(|e| e.to_string())?;
    let table: &'static Kernels = match options.level {
        None => kernels(),
        Some(level) => Kernels::for_level(level).ok_or_else(|| {
            let available: Vec<&str> = available_levels().map(|l| l.name()).collect();
            format!(
                "level {level} is not supported by this CPU (available: {})",
                available.join(", ")
            )
        })?,
    };

    // The kernel provider: swapping it (e.g. for a level token) is this line.
    let provider = table;

    let start = Instant::now();
    let counts = if options.divide {
        engine::divide(&board, options.depth, provider)
    } else {
        Vec::new()
    };
    let nodes = if options.divide {
        counts.iter().map(|(_, n)| n).sum()
    } else {
        engine::perft(&board, options.depth, provider)
    };
    let seconds = start.elapsed().as_secs_f64();

    for (mv, n) in &counts {
        println!("{mv}: {n}");
    }
    if options.divide {
        println!();
    }
    println!("level: {}", table.level());
    println!("nodes: {nodes}");
    println!("time: {seconds:.3} s");
    println!(
        "speed: {:.1} Mnodes/s",
        nodes as f64 / seconds.max(1e-9) / 1e6
    );
    Ok(())
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}
