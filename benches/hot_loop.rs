//! A hot loop of per-square queen attacks over random squares and
//! occupancies, called four ways (issue: hot loops without a pointer per
//! call):
//!
//! * `table`: `kernels().queen_attacks_from` — one indirect call per lookup;
//! * `token`: `dispatch` once, then `Token::queen_attacks_from` inlined in a
//!   loop compiled for the detected level;
//! * `scalar_token`: the scalar token, inlined, without target features;
//! * `free_fn`: the crate's free function. In a plain x86-64 build it calls
//!   the kernel's own pointer (one relaxed load and an indirect call, like
//!   the held table); built with `RUSTFLAGS="-C target-cpu=native"` it calls
//!   the compile-time table directly (the "native" reference).
//!
//! Run: `cargo bench --features bench --bench hot_loop`, and again with
//! `RUSTFLAGS="-C target-cpu=native"` for the native figure.

use std::hint::black_box;

use bitboard_simd::{dispatch, kernels, queen_attacks_from, ScalarToken, Square, Token, WithToken};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

const N: usize = 4096;

fn inputs() -> (Vec<Square>, Vec<u64>) {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let squares = (0..N)
        .map(|_| Square::new((next() % 64) as u8).unwrap())
        .collect();
    // About a third of the squares occupied, as in a middle game.
    let occupied = (0..N)
        .map(|_| next() & next() | next() & next() & next())
        .collect();
    (squares, occupied)
}

struct SumAttacks<'a> {
    squares: &'a [Square],
    occupied: &'a [u64],
}

impl WithToken for SumAttacks<'_> {
    type Output = u64;

    #[inline(always)]
    fn run<T: Token>(self, token: T) -> u64 {
        let mut acc = 0u64;
        for (&sq, &occ) in self.squares.iter().zip(self.occupied) {
            acc = acc.wrapping_add(token.queen_attacks_from(sq, occ));
        }
        acc
    }
}

fn hot_loop(c: &mut Criterion) {
    let (squares, occupied) = inputs();
    let mut group = c.benchmark_group("queen_attacks_from_loop");
    group.throughput(Throughput::Elements(N as u64));
    group.bench_function("table", |b| {
        let table = kernels();
        b.iter(|| {
            let mut acc = 0u64;
            for (&sq, &occ) in black_box(&squares).iter().zip(black_box(&occupied)) {
                acc = acc.wrapping_add(table.queen_attacks_from(sq, occ));
            }
            acc
        })
    });
    group.bench_function("token", |b| {
        b.iter(|| {
            dispatch(SumAttacks {
                squares: black_box(&squares),
                occupied: black_box(&occupied),
            })
        })
    });
    group.bench_function("scalar_token", |b| {
        b.iter(|| {
            SumAttacks {
                squares: black_box(&squares),
                occupied: black_box(&occupied),
            }
            .run(ScalarToken::always())
        })
    });
    group.bench_function("free_fn", |b| {
        b.iter(|| {
            let mut acc = 0u64;
            for (&sq, &occ) in black_box(&squares).iter().zip(black_box(&occupied)) {
                acc = acc.wrapping_add(queen_attacks_from(sq, occ));
            }
            acc
        })
    });
    group.finish();
}

struct FoldGeometry<'a>(&'a [u64]);

impl WithToken for FoldGeometry<'_> {
    type Output = u64;

    #[inline(always)]
    fn run<T: Token>(self, token: T) -> u64 {
        let mut acc = 0u64;
        for &x in self.0 {
            acc = acc.wrapping_add(token.extract_diagonal(x) as u64 ^ token.flip_diagonal(x));
        }
        acc
    }
}

/// A cheap geometry pair (extract_diagonal + flip_diagonal per board): how
/// much a pointer per call costs against the inlined token loop.
fn geometry_loop(c: &mut Criterion) {
    let (_, boards) = inputs();
    let mut group = c.benchmark_group("extract_plus_flip_loop");
    group.throughput(Throughput::Elements(N as u64));
    group.bench_function("table", |b| {
        let table = kernels();
        b.iter(|| {
            let mut acc = 0u64;
            for &x in black_box(&boards).iter() {
                acc = acc.wrapping_add(table.extract_diagonal(x) as u64 ^ table.flip_diagonal(x));
            }
            acc
        })
    });
    group.bench_function("token", |b| {
        b.iter(|| dispatch(FoldGeometry(black_box(&boards))))
    });
    group.bench_function("free_fn", |b| {
        b.iter(|| {
            let mut acc = 0u64;
            for &x in black_box(&boards).iter() {
                acc = acc.wrapping_add(
                    bitboard_simd::extract_diagonal(x) as u64 ^ bitboard_simd::flip_diagonal(x),
                );
            }
            acc
        })
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().warm_up_time(std::time::Duration::from_millis(500)).measurement_time(std::time::Duration::from_secs(2));
    targets = hot_loop, geometry_loop
}
criterion_main!(benches);
