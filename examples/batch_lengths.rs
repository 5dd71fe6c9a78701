//! ns per board of every implementation of the `leapers` batch kernels,
//! against the batch length: where the buffers fit the L1 data cache and
//! where they do not. The report measures every batch over 4096 boards; a
//! pawn push batch then moves 96 KiB (two inputs and the output, 8 bytes
//! each per board), more than a 32 KiB L1, and its forms tie on the L2's
//! bandwidth where a shorter batch shows the vector forms ahead.
//!
//! ```sh
//! cargo run --release --example batch_lengths            # 5 rounds
//! cargo run --release --example batch_lengths -- 9       # 9 rounds
//! ```
//!
//! Each figure: the median over the rounds of the best of 31 timed blocks,
//! a block enough calls for about 64k boards (so that short batches are not
//! the timer's overhead).

// The workload's random generator (the report's and the benches' inputs).
#[path = "common/workload.rs"]
mod workload;

use std::hint::black_box;
use std::time::{Duration, Instant};

use bitboard_simd::{cpu, Color, Kernel, KernelTable};

/// Batch lengths, in boards.
const LENGTHS: [usize; 6] = [256, 512, 1024, 2048, 4096, 8192];

fn main() {
    let rounds = match std::env::args().nth(1).map(|r| r.parse::<usize>()) {
        None => 5,
        Some(Ok(n)) if n > 0 => n,
        Some(_) => {
            eprintln!("batch_lengths: the rounds must be a whole number above 0");
            std::process::exit(2);
        }
    };
    let top = KernelTable::for_level(cpu().highest_level()).unwrap_or(KernelTable::scalar());
    // Game-free random boards: the kernels do the same work for any input.
    let mut rng = workload::Rng::new(0x9e37_79b9_7f4a_7c15);
    let mut next = || rng.next_u64();
    let max = LENGTHS[LENGTHS.len() - 1];
    let pawns: Vec<u64> = (0..max).map(|_| next() & next()).collect();
    let empty: Vec<u64> = (0..max).map(|_| next() | next()).collect();
    let mut out = vec![0u64; max];
    let cpu = cpu();
    println!(
        "CPU: {} ({} family {:#x} model {:#x}); ns per board, median of {rounds} rounds",
        cpu.brand().trim(),
        cpu.vendor(),
        cpu.family(),
        cpu.model()
    );
    for kernel in Kernel::ALL
        .iter()
        .copied()
        .filter(|k| k.family() == "leapers" && k.is_batch())
    {
        let tables: Vec<KernelTable> = top.variants(kernel).collect();
        println!("\n{kernel}");
        let mut header = format!("{:>7} {:>8}", "boards", "KiB");
        for t in &tables {
            header.push_str(&format!(" {:>22}", t.implementation(kernel).name()));
        }
        println!("{header}");
        for len in LENGTHS {
            // Bytes moved per board: every input and the output.
            let streams = match kernel {
                Kernel::PawnPushesBatch | Kernel::PawnDoublePushesBatch => 3,
                _ => 2,
            };
            let mut line = format!("{len:>7} {:>8}", len * 8 * streams / 1024);
            for t in &tables {
                let (p, e, o) = (&pawns[..len], &empty[..len], &mut out[..len]);
                let mut call = || match kernel {
                    Kernel::KnightAttacksBatch => t.knight_attacks_batch(black_box(p), o),
                    Kernel::KingAttacksBatch => t.king_attacks_batch(black_box(p), o),
                    Kernel::PawnAttacksBatch => t.pawn_attacks_batch(black_box(p), Color::White, o),
                    Kernel::PawnPushesBatch => {
                        t.pawn_pushes_batch(black_box(p), e, Color::White, o)
                    }
                    Kernel::PawnDoublePushesBatch => {
                        t.pawn_double_pushes_batch(black_box(p), e, Color::White, o)
                    }
                    other => unreachable!("{other} is not a leapers batch kernel"),
                };
                let calls = (65_536 / len).max(1);
                let mut figures: Vec<f64> = (0..rounds)
                    .map(|_| {
                        let mut best = Duration::MAX;
                        for _ in 0..31 {
                            let start = Instant::now();
                            for _ in 0..calls {
                                call();
                            }
                            best = best.min(start.elapsed());
                        }
                        best.as_secs_f64() * 1e9 / (calls * len) as f64
                    })
                    .collect();
                figures.sort_by(f64::total_cmp);
                line.push_str(&format!(" {:>22.3}", figures[rounds / 2]));
            }
            println!("{line}");
        }
    }
}
