//! Criterion benches of every kernel and every implementation this CPU
//! supports, one group per kernel family (`fill`, `line_attacks`,
//! `leapers`, `diagonal_shift`, `extract`, `deposit`, `flip`).
//!
//! ```text
//! cargo bench --features bench --bench kernels                 # everything (~10 minutes)
//! cargo bench --features bench --bench kernels -- extract      # one family
//! cargo bench --features bench --bench kernels -- 'flip_vertical/'   # one kernel
//! ```
//!
//! Benchmark ids are `family/kernel/measure/implementation`:
//!
//! * `throughput`: 4096 independent single calls through the table
//!   (criterion's time is per pass; its `elem/s` is per board);
//! * `latency`: 4096 single calls, each fed the previous result;
//! * `batch`: the batch form over 4096 boards;
//! * `dispatched`: as `throughput` or `batch`, through
//!   `bitboard_simd::kernels()` on every call (the dispatcher's choice);
//! * `reference`: for the geometry kernels (diagonal shift, extract,
//!   deposit, flip), the reference texts' own method: one call on
//!   `x[i % 20000]` of a 20k random array, result to `black_box`; the time is
//!   per call, comparable with the reference table (seconds per 10^9 calls
//!   = ns per call).
//!
//! The workload (inputs and the exhaustive match over kernels) is shared with
//! the report: `examples/common/workload.rs`.

use std::time::{Duration, Instant};

use bitboard_simd::{Kernel, KernelTable};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};

#[path = "../examples/common/workload.rs"]
mod workload;

use workload::{Dispatched, Fixed, Inputs, Measure, Outputs, N};

/// Families benchmarked with the reference's own method as well.
const GEOMETRY: [&str; 4] = ["diagonal_shift", "extract", "deposit", "flip"];

/// The length of the reference's input array.
const REFERENCE_LEN: usize = 20_000;

fn kernels(c: &mut Criterion) {
    let cpu = bitboard_simd::cpu();
    // The highest level's table can hold every implementation the CPU runs.
    let top = KernelTable::for_level(cpu.highest_level()).unwrap_or(KernelTable::scalar());
    let inputs = Inputs::new(N);
    let reference_inputs = Inputs::new(REFERENCE_LEN);
    let mut out = Outputs::new(N);

    let mut families: Vec<&str> = Vec::new();
    for k in Kernel::ALL {
        if !families.contains(&k.family()) {
            families.push(k.family());
        }
    }

    for family in families {
        let mut group = c.benchmark_group(family);
        for &kernel in Kernel::ALL.iter().filter(|k| k.family() == family) {
            for table in top.variants(kernel) {
                let name = table.implementation(kernel).name();
                for &m in Measure::for_kernel(kernel) {
                    group.throughput(Throughput::Elements(N as u64));
                    group.bench_function(
                        BenchmarkId::new(format!("{kernel}/{}", m.name()), name),
                        |b| b.iter(|| workload::pass(kernel, m, &Fixed(&table), &inputs, &mut out)),
                    );
                }
                if GEOMETRY.contains(&family) && !kernel.is_batch() {
                    group.throughput(Throughput::Elements(1));
                    group.bench_function(
                        BenchmarkId::new(format!("{kernel}/reference"), name),
                        |b| {
                            b.iter_custom(|iters| {
                                let start = Instant::now();
                                workload::reference_loop(
                                    kernel,
                                    &Fixed(&table),
                                    &reference_inputs,
                                    iters,
                                );
                                start.elapsed()
                            })
                        },
                    );
                }
            }
            let m = Measure::for_kernel(kernel)[0];
            let chosen = bitboard_simd::kernels().implementation(kernel).name();
            group.throughput(Throughput::Elements(N as u64));
            group.bench_function(
                BenchmarkId::new(format!("{kernel}/dispatched"), chosen),
                |b| b.iter(|| workload::pass(kernel, m, &Dispatched, &inputs, &mut out)),
            );
        }
        group.finish();
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1))
        .sample_size(30);
    targets = kernels
}
criterion_main!(benches);
