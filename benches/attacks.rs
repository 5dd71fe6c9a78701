//! Sliding attacks side by side, in one run: per-square queen, rook and
//! bishop attacks over random squares and game-like occupancies, and the
//! set-wise `attacks_by_direction`, called every way the crate offers and,
//! for the per-square kernels, through two other chess crates.
//!
//! Methods (one row each):
//!
//! * `loop only`: the same loop with the lookup replaced by an `xor`: the
//!   loop's own cost per iteration (subtract it to compare kernels alone);
//! * `free fn`: the crate's dispatched free function (`queen_attacks_from`):
//!   in a plain x86-64 build a relaxed load of the kernel's tag, then the
//!   chosen implementation inlined where it is `bmi2/pext` (as inline
//!   assembly) or a magic lookup, an indirect call otherwise; built with
//!   `RUSTFLAGS="-C target-cpu=native"` a direct, inlined call;
//! * `table`: `kernels()` fetched once, then an indirect call per lookup;
//! * `token`: [`dispatch`] once, then [`Token`]'s method inlined in an
//!   `#[inline(always)]` loop compiled for the detected level;
//! * `<level>/<method>`: every implementation this CPU supports, each in the
//!   highest level's table (`KernelTable::variants`), an indirect call per lookup;
//!   `*` marks the dispatcher's choice;
//! * `cozy-chess` (`get_rook_moves` / `get_bishop_moves`, both for a queen)
//!   and `shakmaty` (`attacks::*_attacks`, magic bitboards): direct, inlined
//!   calls, with squares converted to their types before timing.
//!
//! Two loops over 4096 (square, occupancy) pairs:
//!
//! * `indep`: `out[i] = attacks(sq[i], occ[i])`: independent lookups, which
//!   the CPU overlaps (throughput);
//! * `chain`: `acc = attacks(sq[i], occ[i] ^ acc)`: each lookup waits for the
//!   previous one (latency, one `xor` included). For `attacks_by_direction`
//!   the eight rays are folded with `xor` into the next `empty`.
//!
//! Three occupancy sets, each with the same random squares (a square may or
//! may not be occupied):
//!
//! * `game`: the report's game-like occupancies (2 to 32 pieces, from
//!   `examples/common/workload.rs`); the criterion part uses these;
//! * `sparse`: each square occupied with probability 1/8 (8 pieces on
//!   average: long rays, the worst case for walking methods);
//! * `dense`: each square occupied with probability 1/2 (short rays).
//!
//! The summary prints a table per set; `attacks_by_direction` only on
//! `game`.
//!
//! The crate's `const` lookups (`knight_attacks_from`, `king_attacks_from`,
//! `pawn_attacks_from`, `between`, `line_through`) run beside cozy-chess's
//! and shakmaty's counterparts over random square pairs, with no occupancy
//! (`chain`: each square `xor` the previous result's low six bits), in
//! criterion's `lookups/<name>` groups and a summary table; and a side's
//! attack map, `side_attacks` on game-like sides beside loops of
//! per-square lookups over the same pieces (the crate's, cozy-chess's,
//! shakmaty's), in a last summary table (the report's `maps` section).
//!
//! Criterion reports each pass (4096 lookups; `elem/s` is per lookup). At the
//! end a summary in ns per lookup, best of many passes, is printed for notes.
//!
//! ```text
//! cargo bench --features bench --bench attacks                    # about 2 minutes
//! cargo bench --features bench --bench attacks -- queen           # criterion part filtered
//! ```

#[path = "../examples/common/peers.rs"]
mod peers;
#[path = "../examples/common/workload.rs"]
mod workload;

use std::hint::black_box;
use std::time::{Duration, Instant};

use bitboard_simd::{cpu, dispatch, kernels, Kernel, KernelTable, Token, WithToken};
use criterion::{BenchmarkId, Criterion, Throughput};
use peers::{
    lookup_methods, map_methods, square_loop, Bishop, Data, Lookup, LookupData, MapData, MapPass,
    Mode, Occupancy, PerSquare, Queen, Rook,
};
use workload::{Outputs, N};

/// One pass of a set-wise `f(sliders, empty) -> [u64; 8]`.
#[inline(always)]
fn ray_pass(
    mode: Mode,
    sliders: &[u64],
    empty: &[u64],
    out: &mut [[u64; 8]],
    f: impl Fn(u64, u64) -> [u64; 8],
) -> u64 {
    match mode {
        Mode::Indep => {
            for ((o, &s), &e) in out.iter_mut().zip(sliders).zip(empty) {
                *o = f(s, e);
            }
            out[out.len() - 1][0]
        }
        Mode::Chain => {
            let mut acc = 0u64;
            for (&s, &e) in sliders.iter().zip(empty) {
                // Every lane feeds the next call, so none can be dropped
                // where the kernel inlines.
                acc = f(s, e ^ acc).iter().fold(0, |a, r| a ^ r);
            }
            acc
        }
    }
}

// ---------------------------------------------------------------- methods

/// The token loop of `attacks_by_direction`.
struct RayTokenPass<'a> {
    mode: Mode,
    data: &'a Data,
    out: &'a mut [[u64; 8]],
}

impl WithToken for RayTokenPass<'_> {
    type Output = u64;

    #[inline(always)]
    fn run<T: Token>(self, token: T) -> u64 {
        ray_pass(
            self.mode,
            &self.data.sliders,
            &self.data.empty,
            self.out,
            |s, e| token.attacks_by_direction(s, e),
        )
    }
}

/// One pass of one method: `(mode, data, outputs) -> a value for black_box`.
type Pass = peers::Pass;

/// A row of the comparison.
struct Method {
    name: String,
    /// The dispatcher's choice (for implementation rows).
    chosen: bool,
    pass: Pass,
}

impl Method {
    fn new(name: impl Into<String>, pass: Pass) -> Method {
        Method {
            name: name.into(),
            chosen: false,
            pass,
        }
    }
}

/// Every implementation of `kernel` this CPU supports, in the highest
/// level's table.
fn variants(kernel: Kernel) -> Vec<KernelTable> {
    let top = KernelTable::for_level(cpu().highest_level()).unwrap_or(KernelTable::scalar());
    top.variants(kernel).collect()
}

fn per_square_methods<K: PerSquare>() -> Vec<Method> {
    let mut list = vec![Method::new(
        "loop only",
        Box::new(|m, d, o| {
            square_loop(m, &d.squares, &d.occupied, &mut o.u64s, |s, occ| {
                occ ^ s.bit()
            })
        }),
    )];
    let mut shared = peers::methods::<K>().into_iter();
    // The crate's five paths (free fn, free fn storing through a struct,
    // table, token, batch), then every implementation, then the peers.
    list.extend(
        shared
            .by_ref()
            .take(5)
            .map(|(name, pass)| Method::new(name, pass)),
    );
    let chosen = kernels().implementation(K::KERNEL).name();
    for t in variants(K::KERNEL) {
        let name = t.implementation(K::KERNEL).name();
        let mut method = Method::new(
            name,
            Box::new(move |m, d, o| {
                let t = black_box(&t);
                square_loop(m, &d.squares, &d.occupied, &mut o.u64s, |s, occ| {
                    K::table(t, s, occ)
                })
            }),
        );
        method.chosen = name == chosen;
        list.push(method);
    }
    list.extend(shared.map(|(name, pass)| Method::new(name, pass)));
    list
}

fn ray_methods() -> Vec<Method> {
    let kernel = Kernel::AttacksByDirection;
    let mut list = vec![
        Method::new(
            "loop only",
            Box::new(|m, d, o| {
                ray_pass(m, &d.sliders, &d.empty, &mut o.rays, |s, e| {
                    [s ^ e, 0, 0, 0, 0, 0, 0, 0]
                })
            }),
        ),
        Method::new(
            "free fn",
            Box::new(|m, d, o| {
                ray_pass(
                    m,
                    &d.sliders,
                    &d.empty,
                    &mut o.rays,
                    bitboard_simd::attacks_by_direction,
                )
            }),
        ),
        Method::new(
            "table",
            Box::new(|m, d, o| {
                let t = black_box(kernels());
                ray_pass(m, &d.sliders, &d.empty, &mut o.rays, |s, e| {
                    t.attacks_by_direction(s, e)
                })
            }),
        ),
        Method::new(
            "token",
            Box::new(|m, d, o| {
                dispatch(RayTokenPass {
                    mode: m,
                    data: d,
                    out: &mut o.rays,
                })
            }),
        ),
    ];
    let chosen = kernels().implementation(kernel).name();
    for t in variants(kernel) {
        let name = t.implementation(kernel).name();
        let mut method = Method::new(
            name,
            Box::new(move |m, d, o| {
                let t = black_box(&t);
                ray_pass(m, &d.sliders, &d.empty, &mut o.rays, |s, e| {
                    t.attacks_by_direction(s, e)
                })
            }),
        );
        method.chosen = name == chosen;
        list.push(method);
    }
    list
}

/// A kernel and its rows.
struct Group {
    kernel: Kernel,
    methods: Vec<Method>,
}

fn groups() -> Vec<Group> {
    vec![
        Group {
            kernel: Kernel::QueenAttacksFrom,
            methods: per_square_methods::<Queen>(),
        },
        Group {
            kernel: Kernel::RookAttacksFrom,
            methods: per_square_methods::<Rook>(),
        },
        Group {
            kernel: Kernel::BishopAttacksFrom,
            methods: per_square_methods::<Bishop>(),
        },
        Group {
            kernel: Kernel::AttacksByDirection,
            methods: ray_methods(),
        },
    ]
}

/// Every method of a group must agree with the first crate method (the
/// free function) on both loops, or the figures compare different work.
fn check(group: &Group, data: &Data) {
    let mut reference = Outputs::new(N);
    let mut out = Outputs::new(N);
    let free = &group.methods[1];
    for mode in Mode::ALL {
        let expected = (free.pass)(mode, data, &mut reference);
        for method in group.methods[2..]
            .iter()
            .filter(|m| peers::runs_in(&m.name, mode))
        {
            let got = (method.pass)(mode, data, &mut out);
            assert_eq!(
                got,
                expected,
                "{} {}: {} disagrees with the free function",
                group.kernel,
                mode.name(),
                method.name
            );
            if mode == Mode::Indep {
                assert!(
                    out.u64s[..] == reference.u64s[..] && out.rays[..] == reference.rays[..],
                    "{}: {} disagrees with the free function",
                    group.kernel,
                    method.name
                );
            }
        }
    }
}

// -------------------------------------------------------------- criterion

fn bench(c: &mut Criterion, groups: &[Group], data: &Data) {
    let mut out = Outputs::new(N);
    for group in groups {
        let mut g = c.benchmark_group(format!("attacks/{}", group.kernel));
        g.throughput(Throughput::Elements(N as u64));
        g.warm_up_time(Duration::from_millis(200));
        g.measurement_time(Duration::from_millis(600));
        g.sample_size(20);
        for method in &group.methods {
            for mode in Mode::ALL
                .into_iter()
                .filter(|&m| peers::runs_in(&method.name, m))
            {
                g.bench_function(BenchmarkId::new(mode.name(), &method.name), |b| {
                    b.iter(|| (method.pass)(mode, black_box(data), &mut out))
                });
            }
        }
        g.finish();
    }
}

// ---------------------------------------------------------------- summary

/// ns per lookup: the best of `rounds` passes.
fn best_ns(method: &Method, mode: Mode, data: &Data, out: &mut Outputs, rounds: u32) -> f64 {
    black_box((method.pass)(mode, data, out));
    let mut best = Duration::MAX;
    for _ in 0..rounds {
        let start = Instant::now();
        black_box((method.pass)(mode, black_box(data), out));
        best = best.min(start.elapsed());
    }
    best.as_secs_f64() * 1e9 / N as f64
}

/// A figure with the dispatcher's mark.
fn cell(ns: Option<(f64, bool)>) -> String {
    match ns {
        Some((ns, chosen)) => format!("{ns:.2}{}", if chosen { "*" } else { " " }),
        None => "-".to_string(),
    }
}

/// Which implementation the token of [`dispatch`] runs for a kernel.
struct TokenImplementation(Kernel);

impl WithToken for TokenImplementation {
    type Output = (bitboard_simd::Level, &'static str);

    #[inline(always)]
    fn run<T: Token>(self, token: T) -> Self::Output {
        (T::LEVEL, token.kernels().implementation(self.0).name())
    }
}

/// What the `free fn`, `table` and `token` rows ran, per kernel.
fn print_choices(groups: &[&Group]) {
    let free: Vec<String> = groups
        .iter()
        .map(|g| format!("{} {}", g.kernel, kernels().implementation(g.kernel).name()))
        .collect();
    let token: Vec<String> = groups
        .iter()
        .map(|g| {
            let (level, name) = dispatch(TokenImplementation(g.kernel));
            format!("{} {name} ({level} token)", g.kernel)
        })
        .collect();
    println!("free fn, table: {}", free.join(", "));
    println!("token: {}", token.join(", "));
}

/// One table: a row per method name found in any of `groups`, two columns
/// (indep, chain) per group.
fn print_table(groups: &[&Group], data: &Data, out: &mut Outputs, rounds: u32) {
    let mut names: Vec<&str> = Vec::new();
    for g in groups {
        for m in &g.methods {
            if !names.contains(&m.name.as_str()) {
                names.push(&m.name);
            }
        }
    }
    // Columns: `queen_attacks_from` -> `queen`, `attacks_by_direction` as is.
    let short = |k: Kernel| k.name().trim_end_matches("_attacks_from").to_string();
    let mut header = format!("{:<28}", "method");
    for g in groups {
        for mode in Mode::ALL {
            header.push_str(&format!(
                " {:>22}",
                format!("{} {}", short(g.kernel), mode.name())
            ));
        }
    }
    println!("{}", header.trim_end());
    for name in names {
        let mut line = format!("{name:<28}");
        for g in groups {
            let method = g.methods.iter().find(|m| m.name == name);
            for mode in Mode::ALL {
                let ns = method
                    .filter(|m| peers::runs_in(&m.name, mode))
                    .map(|m| (best_ns(m, mode, data, out, rounds), m.chosen));
                line.push_str(&format!(" {:>22}", cell(ns)));
            }
        }
        println!("{}", line.trim_end());
    }
    print_choices(groups);
}

fn summary(groups: &[Group], sets: &[(Occupancy, Data)], rounds: u32) {
    let cpu = cpu();
    println!(
        "\nattacks summary: ns per lookup, best of {rounds} passes over {N} (square, occupancy) pairs"
    );
    println!(
        "CPU: {} ({} family {:#x} model {:#x}); active level {}; build {} [{}]",
        cpu.brand().trim(),
        cpu.vendor(),
        cpu.family(),
        cpu.model(),
        kernels().level(),
        bitboard_simd::build_info::PROFILE,
        bitboard_simd::build_info::TARGET_FEATURES,
    );
    println!(
        "indep = independent lookups (throughput); chain = occupancy ^ previous result (latency); \
         * = dispatcher's choice; loop only = the loop without a lookup"
    );
    let mut out = Outputs::new(N);
    let (per_square, set_wise): (Vec<&Group>, Vec<&Group>) = groups
        .iter()
        .partition(|g| g.kernel != Kernel::AttacksByDirection);
    for (occupancy, data) in sets {
        println!("\noccupancies: {}", occupancy.name());
        print_table(&per_square, data, &mut out, rounds);
    }
    println!("\noccupancies: {}", sets[0].0.name());
    print_table(&set_wise, &sets[0].1, &mut out, rounds);
}

// ---------------------------------------------------------- const lookups

fn bench_lookups(c: &mut Criterion, lookups: &[Lookup], data: &LookupData) {
    let mut out = Outputs::new(N);
    for (name, _, methods) in lookups {
        let mut g = c.benchmark_group(format!("lookups/{name}"));
        g.throughput(Throughput::Elements(N as u64));
        g.warm_up_time(Duration::from_millis(200));
        g.measurement_time(Duration::from_millis(600));
        g.sample_size(20);
        for (method, pass) in methods {
            for mode in Mode::ALL {
                g.bench_function(BenchmarkId::new(mode.name(), method), |b| {
                    b.iter(|| pass(mode, black_box(data), &mut out))
                });
            }
        }
        g.finish();
    }
}

/// ns per lookup, best of `rounds` passes, a row per lookup and method.
fn summary_lookups(lookups: &[Lookup], data: &LookupData, rounds: u32) {
    println!(
        "\nconst lookups: ns per lookup, best of {rounds} passes over {N} random square pairs"
    );
    println!("{:<44} {:>10} {:>10}", "lookup", "indep", "chain");
    let mut out = Outputs::new(N);
    for (name, how, methods) in lookups {
        for (method, pass) in methods {
            let label = if *method == "free fn" {
                format!("{name} {method} ({how})")
            } else {
                format!("{name} {method}")
            };
            let mut line = format!("{label:<44}");
            for mode in Mode::ALL {
                black_box(pass(mode, data, &mut out));
                let mut best = Duration::MAX;
                for _ in 0..rounds {
                    let start = Instant::now();
                    black_box(pass(mode, black_box(data), &mut out));
                    best = best.min(start.elapsed());
                }
                line.push_str(&format!(" {:>10.2}", best.as_secs_f64() * 1e9 / N as f64));
            }
            println!("{line}");
        }
    }
}

/// ns per map, best of `rounds` passes, a row per method of a side's
/// attack map (`side_attacks` and the loops of per-square lookups).
fn summary_maps(methods: &[(&'static str, MapPass)], data: &MapData, rounds: u32) {
    println!(
        "\nside_attacks: ns per map, best of {rounds} passes over {N} game-like sides ({:.1} pieces on average)",
        data.mean_pieces()
    );
    let mut out = Outputs::new(N);
    for (method, pass) in methods {
        black_box(pass(data, &mut out));
        let mut best = Duration::MAX;
        for _ in 0..rounds {
            let start = Instant::now();
            black_box(pass(black_box(data), &mut out));
            best = best.min(start.elapsed());
        }
        println!("{method:<44} {:>10.2}", best.as_secs_f64() * 1e9 / N as f64);
    }
}

fn main() {
    let sets: Vec<(Occupancy, Data)> = Occupancy::ALL.iter().map(|&o| (o, Data::new(o))).collect();
    let groups = groups();
    for (_, data) in &sets {
        for group in &groups {
            check(group, data);
        }
    }
    let lookups = lookup_methods();
    let lookup_data = LookupData::new();
    peers::check_lookups(&lookups, &lookup_data);
    let maps = map_methods();
    let map_data = MapData::new();
    peers::check_maps(&maps, &map_data);
    let data = &sets[0].1;
    let mut c = Criterion::default().configure_from_args();
    bench(&mut c, &groups, data);
    bench_lookups(&mut c, &lookups, &lookup_data);
    c.final_summary();
    // `cargo test --features bench --benches` runs this binary with `--test`: one pass each is
    // enough there.
    let quick = std::env::args().any(|a| a == "--test" || a == "--list");
    let rounds = if quick { 1 } else { 1000 };
    summary(&groups, &sets, rounds);
    summary_lookups(&lookups, &lookup_data, rounds);
    summary_maps(&maps, &map_data, rounds);
}
