//! Perft: count the leaf positions of the legal move tree, with every
//! sliding attack computed by `bitboard-simd`.
//!
//! ```text
//! cargo run --release --example perft -- "<FEN>" <depth> [--divide] [--level <level>] [--table]
//! ```
//!
//! By default the perft runs inside [`bitboard_simd::dispatch`] with the
//! detected level's token: the whole walk, the move generator and the
//! kernels are compiled together for that level, with no call per kernel.
//! `--level` picks the level (`scalar`, `sse2`, `avx2`, `bmi2`, `avx512`;
//! refused if this CPU lacks it); `--table` calls the kernels through the
//! level's dispatch table instead (one indirect call per kernel), for
//! comparison. `--divide` prints the count below each root move. `--cozy`
//! runs the same perft with the `cozy-chess` crate's move generator (bulk
//! counting as well) instead, so that the two can be timed as whole
//! processes side by side. Bad input is refused with one line on stderr and
//! exit status 2.

mod cli;
mod cozy;
mod engine;
mod levels;

use std::process::ExitCode;
use std::time::Instant;

use bitboard_simd::{available_levels, dispatch, kernels, token_level, KernelTable, Level};

use cozy::cozy_perft;
use engine::{Board, Divide, Form, Move, Table, Walk};

/// What a run counted: the total, and per root move with `--divide`.
struct Counts {
    nodes: u64,
    /// (move in UCI notation, count below it)
    per_move: Vec<(String, u64)>,
}

/// Counts per root move with each move as text.
fn in_uci(per_move: Vec<(Move, u64)>) -> Vec<(String, u64)> {
    per_move
        .into_iter()
        .map(|(mv, n)| (mv.to_string(), n))
        .collect()
}

fn unsupported(level: Level) -> String {
    let available: Vec<&str> = available_levels().map(|l| l.name()).collect();
    format!(
        "level {level} is not supported by this CPU (available: {})",
        available.join(", ")
    )
}

/// Runs the perft (or divide) through `level`'s token; `None` means the
/// dispatcher's choice, through [`dispatch`].
fn run_token(
    board: &Board,
    depth: u32,
    divide: bool,
    form: Form,
    level: Option<Level>,
) -> Option<Counts> {
    let counts = if divide {
        let op = Divide { board, depth };
        let per_move = match level {
            None => dispatch(op),
            Some(level) => levels::run_at(level, op)?,
        };
        Counts {
            nodes: per_move.iter().map(|(_, n)| n).sum(),
            per_move: in_uci(per_move),
        }
    } else {
        let op = Walk { board, depth, form };
        let nodes = match level {
            None => dispatch(op),
            Some(level) => levels::run_at(level, op)?,
        };
        Counts {
            nodes,
            per_move: Vec::new(),
        }
    };
    Some(counts)
}

/// Runs cozy-chess's perft (or divide) on the same position.
fn run_cozy(fen: &str, depth: u32, divide: bool) -> Result<Counts, String> {
    let board: cozy_chess::Board = fen
        .parse()
        .map_err(|e| format!("cozy-chess refused the FEN: {e:?}"))?;
    if !divide {
        return Ok(Counts {
            nodes: cozy_perft(&board, depth),
            per_move: Vec::new(),
        });
    }
    let mut per_move = Vec::new();
    board.generate_moves(|moves| {
        for mv in moves {
            let mut next = board.clone();
            next.play_unchecked(mv);
            per_move.push((mv.to_string(), cozy_perft(&next, depth.saturating_sub(1))));
        }
        false
    });
    per_move.sort();
    Ok(Counts {
        nodes: per_move.iter().map(|(_, n)| n).sum(),
        per_move,
    })
}

/// Runs the perft (or divide) through a dispatch table.
fn run_table(board: &Board, depth: u32, divide: bool, table: &'static KernelTable) -> Counts {
    if divide {
        let per_move = engine::divide(board, depth, Table(table));
        Counts {
            nodes: per_move.iter().map(|(_, n)| n).sum(),
            per_move: in_uci(per_move),
        }
    } else {
        Counts {
            nodes: engine::perft(board, depth, Table(table)),
            per_move: Vec::new(),
        }
    }
}

fn run() -> Result<(), String> {
    let options = cli::parse_args(std::env::args().skip(1))?;
    let board = Board::from_fen(&options.fen).map_err(|e| e.to_string())?;
    let (depth, divide) = (options.depth, options.divide);

    let start = Instant::now();
    if options.cozy {
        let counts = run_cozy(&options.fen, depth, divide)?;
        let seconds = start.elapsed().as_secs_f64();
        print_counts(&counts, divide, "cozy-chess (bulk counting)", None, seconds);
        return Ok(());
    }
    let (counts, provider, level) = if options.table {
        let table = match options.level {
            None => kernels(),
            Some(level) => KernelTable::for_level(level).ok_or_else(|| unsupported(level))?,
        };
        let counts = run_table(&board, depth, divide, table);
        (
            counts,
            "table (one indirect call per kernel)",
            table.level(),
        )
    } else {
        let form = match options.form.as_deref() {
            None => Form::Recursive,
            Some(name) => Form::ALL
                .into_iter()
                .find(|f| f.name() == name)
                .ok_or_else(|| format!("unknown --form '{name}'"))?,
        };
        let counts = run_token(&board, depth, divide, form, options.level);
        match options.level {
            None => (
                counts.expect("dispatch always runs"),
                "token (dispatch)",
                token_level(),
            ),
            Some(level) => (counts.ok_or_else(|| unsupported(level))?, "token", level),
        }
    };
    let seconds = start.elapsed().as_secs_f64();
    print_counts(&counts, divide, provider, Some(level), seconds);
    Ok(())
}

fn print_counts(counts: &Counts, divide: bool, provider: &str, level: Option<Level>, seconds: f64) {
    for (mv, n) in &counts.per_move {
        println!("{mv}: {n}");
    }
    if divide {
        println!();
    }
    println!("provider: {provider}");
    if let Some(level) = level {
        println!("level: {level}");
    }
    println!("nodes: {}", counts.nodes);
    println!("time: {seconds:.3} s");
    println!(
        "speed: {:.1} Mnodes/s",
        counts.nodes as f64 / seconds.max(1e-9) / 1e6
    );
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
