//! Perft with the example engine (examples/perft/engine.rs) on the crate's
//! attacks: at the level `dispatch` picks, each way of calling the crate
//! (`dispatch/<form>`: the recursive engine on the token, each node in
//! `Token::enter`; the same on the free functions; `run_with` per node;
//! moves listed then played); at every level this CPU
//! supports, the recursive engine with the level's token
//! (`token/<level>`) and through the level's dispatch table
//! (`table/<level>`: one indirect call per kernel); beside `cozy-chess`'s
//! own move generator on the same positions. All count the last ply without playing it (bulk counting):
//! the engine with a `popcnt` per piece, cozy-chess from its move lists.
//!
//! Criterion reports each perft's time and, through its throughput, nodes
//! per second; a summary at the end gives each engine's median over
//! alternating rounds (thread CPU time) in Mnodes/s and its speed against
//! `dispatch/run-with` and cozy-chess.
//!
//! ```text
//! cargo bench --features bench --bench perft
//! PERFT_SUMMARY_ONLY=1 PERFT_ROUNDS=15 cargo bench --features bench --bench perft
//! PERFT_SUMMARY_ONLY=1 PERFT_DEEP=1 PERFT_RUNNERS=dispatch,cozy cargo bench --features bench --bench perft
//! ```

#[path = "../examples/perft/cozy.rs"]
mod cozy;
#[path = "../examples/perft/engine.rs"]
mod engine;
#[path = "../examples/perft/levels.rs"]
mod levels;

use std::hint::black_box;
use std::time::{Duration, Instant};

use bitboard_simd::{available_levels, KernelTable};
use cozy::cozy_perft;
use criterion::{BenchmarkId, Criterion, Throughput};

/// (name, FEN, depth).
const POSITIONS: &[(&str, &str, u32)] = &[
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        4,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        3,
    ),
];

/// One runner per engine: a name and a closure that runs one perft.
type Runner = (String, Box<dyn Fn(&str, u32) -> u64>);

fn runners() -> Vec<Runner> {
    let mut list: Vec<Runner> = Vec::new();
    // Each way of calling the crate, at the level `dispatch` picks: the
    // recursive engine on the token (the README's way), on the free
    // functions, with `run_with` per node, and with moves listed.
    for form in engine::Form::ALL {
        list.push((
            format!("dispatch/{}", form.name()),
            Box::new(move |fen, depth| {
                let board = engine::Board::from_fen(fen).expect("valid FEN");
                bitboard_simd::dispatch(engine::Walk {
                    board: &board,
                    depth,
                    form,
                })
            }),
        ));
    }
    for level in available_levels() {
        list.push((
            format!("token/{level}"),
            Box::new(move |fen, depth| {
                let board = engine::Board::from_fen(fen).expect("valid FEN");
                let op = engine::Walk {
                    board: &board,
                    depth,
                    form: engine::Form::Recursive,
                };
                levels::run_at(level, op).expect("available level has a token")
            }),
        ));
        let table = KernelTable::for_level(level).expect("available level has a table");
        list.push((
            format!("table/{level}"),
            Box::new(move |fen, depth| {
                let board = engine::Board::from_fen(fen).expect("valid FEN");
                engine::perft(&board, depth, engine::Table(table))
            }),
        ));
    }
    list.push((
        "cozy-chess".to_string(),
        Box::new(|fen, depth| {
            let board: cozy_chess::Board = fen.parse().expect("valid FEN");
            cozy_perft(&board, depth)
        }),
    ));
    list
}

fn bench(c: &mut Criterion, runners: &[Runner]) {
    for &(name, fen, depth) in POSITIONS {
        let nodes = (runners[0].1)(fen, depth);
        let mut group = c.benchmark_group(format!("perft/{name}/depth{depth}"));
        group.throughput(Throughput::Elements(nodes));
        group.warm_up_time(Duration::from_secs(1));
        group.measurement_time(Duration::from_secs(3));
        for (engine, run) in runners {
            assert_eq!(run(fen, depth), nodes, "{engine} disagrees on {name}");
            group.bench_function(BenchmarkId::from_parameter(engine), |b| {
                b.iter(|| run(black_box(fen), black_box(depth)))
            });
        }
        group.finish();
    }
}

/// The calling thread's CPU time (Linux's `CLOCK_THREAD_CPUTIME_ID`), so
/// that the ratios below count this thread's work, not a neighbour's;
/// `None` elsewhere, and the summary then times wall-clock.
#[cfg(target_os = "linux")]
fn thread_cpu_ns() -> Option<u64> {
    #[repr(C)]
    struct Timespec {
        tv_sec: i64,
        tv_nsec: i64,
    }
    unsafe extern "C" {
        fn clock_gettime(clock: i32, tp: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut t = Timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid, writable `struct timespec` (two 64-bit
    // fields on 64-bit Linux), and the C library's clock_gettime writes
    // only into it.
    let rc = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut t) };
    (rc == 0).then(|| t.tv_sec as u64 * 1_000_000_000 + t.tv_nsec as u64)
}

#[cfg(not(target_os = "linux"))]
fn thread_cpu_ns() -> Option<u64> {
    None
}

/// Times `run` once: thread CPU time where the system gives it, else
/// wall-clock.
fn timed(run: &dyn Fn(&str, u32) -> u64, fen: &str, depth: u32) -> (u64, Duration) {
    let (cpu, wall) = (thread_cpu_ns(), Instant::now());
    let nodes = black_box(run(black_box(fen), black_box(depth)));
    let elapsed = match (cpu, thread_cpu_ns()) {
        (Some(a), Some(b)) => Duration::from_nanos(b.saturating_sub(a)),
        _ => wall.elapsed(),
    };
    (nodes, elapsed)
}

/// The summary's positions: deeper than criterion's, so that one run takes
/// tens of milliseconds.
const SUMMARY_POSITIONS: &[(&str, &str, u32)] = &[
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        5,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
    ),
];

/// The median of `rounds` runs of each perft, the runners alternating
/// within each round, as a table in Mnodes/s with each runner's speed
/// against `dispatch/run-with` (the best way to call the crate found so
/// far) and against cozy-chess, each the median of the rounds' ratios.
fn summary(runners: &[Runner], rounds: usize) {
    let clock = if thread_cpu_ns().is_some() {
        "thread CPU time"
    } else {
        "wall-clock"
    };
    println!("\nperft summary (median of {rounds} alternating rounds, {clock})");
    println!(
        "dispatch() runs the {} token; kernels() is the {} table",
        bitboard_simd::token_level(),
        bitboard_simd::kernels().level()
    );
    println!(
        "{:<10} {:>5} {:>8}  {:<22} {:>9} {:>9} {:>9} {:>9}",
        "position", "depth", "nodes", "engine", "ms", "Mnodes/s", "/run-with", "/cozy"
    );
    let index = |name: &str| runners.iter().position(|(n, _)| n == name);
    // PERFT_DEEP=1: one ply deeper (start depth 6, Kiwipete 5).
    let deeper = u32::from(std::env::var_os("PERFT_DEEP").is_some());
    for &(name, fen, depth) in SUMMARY_POSITIONS {
        let depth = depth + deeper;
        let mut times: Vec<Vec<Duration>> = vec![Vec::new(); runners.len()];
        let mut nodes = 0;
        for _ in 0..rounds {
            for (i, (_, run)) in runners.iter().enumerate() {
                let (n, t) = timed(run.as_ref(), fen, depth);
                nodes = n;
                times[i].push(t);
            }
        }
        let median = |mut v: Vec<f64>| {
            v.sort_by(f64::total_cmp);
            v[v.len() / 2]
        };
        let medians: Vec<f64> = times
            .iter()
            .map(|t| median(t.iter().map(Duration::as_secs_f64).collect()))
            .collect();
        // A speed ratio is the median of the rounds' ratios: the two runs of
        // one round share the host's load of the moment.
        let ratio = |of: Option<usize>, i: usize| {
            of.map_or(f64::NAN, |j| {
                median(
                    (0..rounds)
                        .map(|r| times[j][r].as_secs_f64() / times[i][r].as_secs_f64())
                        .collect(),
                )
            })
        };
        for (i, (engine, _)) in runners.iter().enumerate() {
            println!(
                "{:<10} {:>5} {:>8}  {:<22} {:>9.3} {:>9.1} {:>9.3} {:>9.2}",
                name,
                depth,
                nodes,
                engine,
                medians[i] * 1e3,
                nodes as f64 / medians[i] / 1e6,
                ratio(index("dispatch/run-with"), i),
                ratio(index("cozy-chess"), i),
            );
        }
    }
}

fn main() {
    let mut runners = runners();
    // PERFT_RUNNERS=a,b: only the engines whose names contain one of these.
    if let Ok(only) = std::env::var("PERFT_RUNNERS") {
        runners.retain(|(name, _)| only.split(',').any(|o| name.contains(o)));
    }
    // PERFT_SUMMARY_ONLY=1: the summary alone (the ratios), no criterion.
    if std::env::var_os("PERFT_SUMMARY_ONLY").is_none() {
        let mut c = Criterion::default().configure_from_args();
        bench(&mut c, &runners);
        c.final_summary();
    }
    let rounds = std::env::var("PERFT_ROUNDS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(15);
    summary(&runners, rounds);
}
