//! Perft with the example engine (examples/perft/engine.rs) on the crate's
//! attacks: at the level `dispatch` picks, each way of calling the crate
//! (`dispatch/<form>`: the recursive engine on the token, each node in
//! `Token::enter`; the same on the free functions; `run_with` per node;
//! moves listed then played; the explicit stack); at every level this CPU
//! supports, the recursive engine with the level's token
//! (`token/<level>`) and through the level's dispatch table
//! (`table/<level>`: one indirect call per kernel); beside `cozy-chess`'s
//! own move generator on the same positions. All count the last ply without playing it (bulk counting):
//! the engine with a `popcnt` per piece, cozy-chess from its move lists.
//!
//! Criterion reports each perft's time and, through its throughput, nodes
//! per second; a best-of-N summary in Mnodes/s is printed at the end.
//!
//! ```text
//! cargo bench --features bench --bench perft
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
    // functions, with `run_with` per node, and the explicit stack.
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

/// Best of `rounds` timed runs of each perft, as a table in Mnodes/s.
fn summary(runners: &[Runner], rounds: u32) {
    println!("\nperft summary (best of {rounds} runs; Mnodes/s = nodes / time)");
    println!(
        "dispatch() runs the {} token; kernels() is the {} table",
        bitboard_simd::token_level(),
        bitboard_simd::kernels().level()
    );
    println!(
        "{:<10} {:>5} {:>8}  {:<22} {:>10} {:>10}",
        "position", "depth", "nodes", "engine", "ms", "Mnodes/s"
    );
    for &(name, fen, depth) in POSITIONS {
        for (engine, run) in runners {
            let mut best = Duration::MAX;
            let mut nodes = 0;
            for _ in 0..rounds {
                let start = Instant::now();
                nodes = black_box(run(black_box(fen), black_box(depth)));
                best = best.min(start.elapsed());
            }
            let seconds = best.as_secs_f64();
            println!(
                "{:<10} {:>5} {:>8}  {:<22} {:>10.3} {:>10.1}",
                name,
                depth,
                nodes,
                engine,
                seconds * 1e3,
                nodes as f64 / seconds / 1e6
            );
        }
    }
}

fn main() {
    let runners = runners();
    let mut c = Criterion::default().configure_from_args();
    bench(&mut c, &runners);
    c.final_summary();
    summary(&runners, 20);
}
