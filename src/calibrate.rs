//! Opt-in calibration: time every implementation this CPU supports, briefly,
//! and install the fastest of each kernel (needs `std` for the clock).
//!
//! The built-in preference order is measured on a few machines and written
//! down in `src/selection/registry/`; calibration is for users who prefer a
//! measurement on the machine at hand. It is never done unless asked for:
//! dispatch stays deterministic by default.
//!
//! ```
//! let table = bitboard_simd::calibrate();
//! assert!(std::ptr::eq(table, bitboard_simd::kernels()));
//! println!("{}", bitboard_simd::describe()); // says "calibrated"
//! ```
//!
//! # How it measures
//!
//! As the benchmark report does (`examples/report/`), so that calibration
//! chooses what the report would find fastest:
//!
//! * **Inputs of the report's kinds**: the same generator and seed as the
//!   report's `Inputs::new` (one generator, `inputs.rs`), each argument read
//!   from the input of its name or type as the report's workload reads it;
//!   a batch form over the report's batch length, 64-byte-aligned buffers.
//! * **Interleaved rounds**: in each round every candidate of a kernel runs
//!   once, in turn, the order rotated between rounds, so that a phase of
//!   the machine (a clock change, another process) falls on all of them.
//! * **A statistic one disturbed sample cannot flip**: each candidate's
//!   median over the rounds of its time relative to the same round's time
//!   of one reference candidate ([`relative`]).
//! * **Warm passes**: a sample repeats its pass until the time stops
//!   falling ([`sample`]), as the report's thousands of passes over the
//!   same inputs let branch predictors and caches learn them.
//! * **Fast**: three screening rounds drop the candidates far behind;
//!   slow batch forms run a quarter of the report's length ([`SLOW_BATCH`]).
//! * **Ties stay built in**: where the built-in choice measures within
//!   [`TIE`] of the fastest, it stays.

use std::hint::black_box;
use std::time::Instant;
use std::vec;
use std::vec::Vec;

use crate::king_safety::KingSafety;
use crate::selection::before_main::{self, squares as squares_loops, SQUARES_AT};
use crate::selection::choices::{self, ChoiceSource, Choices};
use crate::selection::kinds::{self, Kind, Lookup, Piece, WithLookup};
use crate::selection::{self, Kernel, KernelTable};
use crate::types::{Color, Dir, File, Side, Square};

/// The batch length: the report's (`N` in `examples/common/workload.rs`).
/// A batch form's per-board figure depends on where its buffers sit: at
/// 4096 boards the two or three 8-byte-per-board buffers of most batch
/// forms (64 to 96 KiB) spill the 32 KiB L1 data cache of today's x86
/// cores into L2, where memory-bound forms tie that a shorter, L1-resident
/// batch ranks apart (`examples/batch_lengths.rs`). Every input kind is
/// generated at this length.
const BATCH: usize = 4096;
/// The batch length of the screening, and of the whole measurement of a
/// batch form whose screening leader takes more than `SLOW_BATCH_NS` a
/// board. The forms bound by the L2 cache's bandwidth run 0.14 to 0.23 ns a
/// board at 4096 boards (AMD EPYC Zen 4, family 0x19 model 0x11); a leader
/// above twice that is bound by its computation or its table lookups, so
/// where the buffers sit does not rank its forms, and a quarter of the
/// report's length gives the same per-board figures in a quarter of the
/// time: `king_safety_batch`'s scan 8.2 ns a board over 1024 boards and 8.3
/// over 4096, and `rook_attacks_from_squares` ranked its first three forms
/// alike at both lengths, each 0.7 to 0.9 ns a board, on that Zen 4.
const SLOW_BATCH: usize = 1024;
const SLOW_BATCH_NS: f64 = 0.5;
/// Calls per timed pass of a single-board kernel: 256, 0.1 to 4 µs (a
/// single call's cost does not depend on how many follow). Each round
/// takes the next slice of the inputs, so that the rounds together cover
/// more of the report's. The passes of a sample repeat one slice, as the
/// report's repeat its 4096 inputs, so a form with branches on the input
/// gains from predictors that learn the slice; over 512 calls it ranked
/// the same (every choice within the margins of `examples/calibration.rs`
/// in five runs, AMD EPYC Zen 4, family 0x19 model 0x11) in more time.
const SINGLE: usize = 256;
/// The screening's rounds, after which a candidate whose figure relative
/// to the leader's ([`relative`]) is above `KEEP` is measured no further.
/// Generous: the screening is short, and at its batch length vector forms
/// lead by more than at the report's.
const SCREEN_ROUNDS: usize = 3;
const KEEP: f64 = 1.5;
/// Nor does it drop a candidate whose passes took less than this (ns)
/// longer than the leader's: the passes of a fast batch form over the
/// screening's length take 60 to 200 ns, where the clock steps by about
/// 10 ns.
const SCREEN_MIN_NS: f64 = 100.0;
/// Rounds in all, the screening's included where the length is the same
/// (odd: the median is one of them).
const ROUNDS: usize = 5;
/// Where the built-in choice measures within this fraction of the fastest,
/// it stays. Forms that tie here (the vector forms of a batch bound by the
/// L2 cache's bandwidth, say) are told apart by a few percent that a short
/// measurement cannot settle and that another process on the core can turn
/// round: the built-in orders come from the reports' many rounds, and a
/// tie resolved to them is the same choice in every run.
const TIE: f64 = 0.03;
/// A sample's passes: it ends at the first pass less than `1 - WARM`
/// faster than the one before, or after `PASSES` ([`sample`]).
const WARM: f64 = 0.95;
const PASSES: usize = 6;

// ----------------------------------------------------------------- inputs

// The report's inputs: the one generator the crate and the report share
// (`inputs.rs`), at the report's seed.
use crate::inputs::{Aligned, Inputs};

/// Output buffers of [`BATCH`] elements.
struct Outputs {
    u64s: Aligned<u64>,
    u8s: Aligned<u8>,
    rays: Aligned<[u64; 8]>,
    safeties: Aligned<KingSafety>,
}

impl Outputs {
    #[inline]
    fn new() -> Outputs {
        Outputs {
            u64s: Aligned::filled(BATCH, 0),
            u8s: Aligned::filled(BATCH, 0),
            rays: Aligned::filled(BATCH, [0; 8]),
            safeties: Aligned::filled(BATCH, KingSafety::default()),
        }
    }
}

/// The input of an argument, by name where the report's workload chooses
/// by name (its `field!`), else by type ([`Field`]).
#[rustfmt::skip]
macro_rules! field {
    ($w:ident, generators, $ty:ty) => { $w.sliders };
    ($w:ident, sliders, $ty:ty) => { $w.sliders };
    ($w:ident, rooks, $ty:ty) => { $w.sliders };
    ($w:ident, bishops, $ty:ty) => { $w.sliders };
    ($w:ident, queens, $ty:ty) => { $w.sliders };
    ($w:ident, knights, $ty:ty) => { $w.sliders };
    ($w:ident, kings, $ty:ty) => { <$ty as Kings>::of($w) };
    ($w:ident, king, $ty:ty) => { $w.kings };
    ($w:ident, ours, $ty:ty) => { $w.ours };
    ($w:ident, theirs, $ty:ty) => { $w.sides };
    ($w:ident, pawns, $ty:ty) => { $w.sliders };
    ($w:ident, pro, $ty:ty) => { $w.empty };
    ($w:ident, empty, $ty:ty) => { $w.empty };
    ($w:ident, occupied, $ty:ty) => { $w.occupied };
    ($w:ident, squares, $ty:ty) => { $w.squares };
    ($w:ident, sides, $ty:ty) => { $w.sides };
    ($w:ident, bits, $ty:ty) => { $w.bits };
    ($w:ident, $name:ident, $ty:ty) => { <$ty as Field>::of($w) };
}

/// An argument named `kings`: the set-wise leapers' king sets, or the
/// positions' kings (`king_safety`'s batch).
trait Kings: Sized {
    fn of(w: &Inputs) -> &[Self];
}
impl Kings for u64 {
    #[inline]
    fn of(w: &Inputs) -> &[u64] {
        &w.sliders
    }
}
impl Kings for Square {
    #[inline]
    fn of(w: &Inputs) -> &[Square] {
        &w.kings
    }
}

/// The input of an argument by its type.
trait Field: Sized {
    fn of(w: &Inputs) -> &[Self];
}
macro_rules! fields {
    ($($ty:ty => $field:ident),*) => {$(
        impl Field for $ty {
            #[inline]
            fn of(w: &Inputs) -> &[$ty] {
                &w.$field
            }
        }
    )*};
}
fields!(u64 => boards, u8 => bits, Square => squares, File => files, Dir => dirs,
    Color => colors, Side => sides);

/// The one value of a batch's parameter: the report's (`Inputs::batch_*`).
trait BatchParam {
    const VALUE: Self;
}
impl BatchParam for Dir {
    const VALUE: Dir = Dir::NorthEast;
}
impl BatchParam for Color {
    const VALUE: Color = Color::White;
}
impl BatchParam for File {
    const VALUE: File = File::D;
}
impl BatchParam for Square {
    const VALUE: Square = Square::ALL[27]; // d4
}

/// The output buffer for a batch's output element.
trait Output: Sized {
    fn of(o: &mut Outputs) -> &mut [Self];
}
macro_rules! outputs {
    ($($ty:ty => $field:ident),*) => {$(
        impl Output for $ty {
            #[inline]
            fn of(o: &mut Outputs) -> &mut [$ty] {
                &mut o.$field
            }
        }
    )*};
}
outputs!(u64 => u64s, u8 => u8s, [u64; 8] => rays, KingSafety => safeties);

/// A single call's result as the report's throughput loop keeps it (its
/// `Fold`: the eight rays by two lanes, a king's safety by three boards).
trait Fold {
    fn fold(self) -> u64;
}
impl Fold for u64 {
    #[inline(always)]
    fn fold(self) -> u64 {
        self
    }
}
impl Fold for u8 {
    #[inline(always)]
    fn fold(self) -> u64 {
        self as u64
    }
}
impl Fold for [u64; 8] {
    #[inline(always)]
    fn fold(self) -> u64 {
        self[0] ^ self[4]
    }
}
impl Fold for KingSafety {
    #[inline(always)]
    fn fold(self) -> u64 {
        self.checkers ^ self.pinned ^ self.check_mask
    }
}

// ----------------------------------------------------------------- timing

/// One pass of `table`'s `kernel`, as the report's (`workload::pass`,
/// throughput or batch): a single-board kernel called on inputs `start..
/// start + len`, each result folded into an output; a batch form over
/// those inputs (`start` is 0 for batches: aligned) into the first `len`
/// outputs, its parameters the report's. Written once for every row of
/// the catalogue.
#[inline]
fn run(kernel: Kernel, table: &KernelTable, w: &Inputs, o: &mut Outputs, start: usize, len: usize) {
    let t = black_box(table);
    macro_rules! single {
        ($(#[$doc:meta])* [$family:ident] $Variant:ident $name:ident ($($arg:ident: $ty:ty),*) -> $ret:ty;) => {
            if kernel == Kernel::$Variant {
                let out = &mut o.u64s[start..start + len];
                for (i, o) in (start..).zip(out) {
                    *o = Fold::fold(t.$name($(field!(w, $arg, $ty)[i]),*));
                }
                return;
            }
        };
    }
    macro_rules! param {
        (occupied $P:ty) => {
            w.occupied[0]
        };
        ($p:ident $P:ty) => {
            <$P as BatchParam>::VALUE
        };
    }
    macro_rules! batch {
        ([$family:ident] $Variant:ident $name:ident = $shape:ident of $Single:ident $single:ident $(, $in_place:ident)?
            ($($x:ident: $X:ty),+; $($p:ident: $P:ty),*) -> $O:ty;) => {
            if kernel == Kernel::$Variant {
                t.$name(
                    $(&field!(w, $x, $X)[start..start + len],)+
                    $(param!($p $P),)*
                    &mut <$O as Output>::of(o)[..len],
                );
                return;
            }
        };
    }
    with_catalogue!(single single);
    with_catalogue!(batch batch);
    unreachable!("{kernel} is not in the catalogue")
}

/// One sample of `table`'s `kernel`: passes over the same inputs, each
/// timed, until a pass is less than [`WARM`] faster than the one before
/// (at most [`PASSES`]); the fastest of them, in ns.
///
/// The report times thousands of passes over its inputs, and a form with
/// branches on the position runs them far faster once the branch
/// predictors have learned that sequence: on a Zen 4, `king_safety_batch`'s
/// scan took 38 ns a board in the first pass after another candidate ran,
/// 12 in the second, 9 in the third, 8.3 from the fourth on. One untimed
/// pass and one timed would rank it behind forms without branches that
/// the report ranks behind it; a form without branches stops after its
/// second pass. The per-square tables are warmed for those inputs alike.
#[inline]
fn sample(
    kernel: Kernel,
    table: &KernelTable,
    w: &Inputs,
    o: &mut Outputs,
    start: usize,
    len: usize,
) -> f64 {
    let (mut best, mut last) = (f64::MAX, f64::MAX);
    for _ in 0..PASSES {
        let t0 = Instant::now();
        run(kernel, table, w, o, start, len);
        let t = t0.elapsed().as_nanos() as f64;
        best = best.min(t);
        if t >= WARM * last {
            break;
        }
        last = t;
    }
    best
}

/// Interleaved rounds over `candidates` until each has `rounds` samples
/// in `times` (`times[c][r]`, ns): in each round every candidate is
/// sampled once ([`sample`]), in turn, starting one further on each round;
/// a single-board kernel each round on the next slice of the inputs.
#[inline]
fn extend(
    kernel: Kernel,
    candidates: &[KernelTable],
    times: &mut [Vec<f64>],
    rounds: usize,
    len: usize,
    w: &Inputs,
    o: &mut Outputs,
) {
    let n = candidates.len();
    for r in times.first().map_or(0, Vec::len)..rounds {
        let start = if kernel.is_batch() {
            0
        } else {
            (r % (BATCH / len)) * len
        };
        for j in 0..n {
            let c = (j + r) % n;
            times[c].push(sample(kernel, &candidates[c], w, o, start, len));
        }
    }
}

#[inline]
fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    let n = v.len();
    if n == 0 {
        f64::NAN
    } else if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

/// The lowest median time of `times` (the leader's).
#[inline]
fn leader_ns(times: &[Vec<f64>]) -> f64 {
    times
        .iter()
        .map(|t| median(&mut t.clone()))
        .fold(f64::MAX, f64::min)
}

/// Each candidate's time relative to a reference: the median over the
/// rounds of its time divided by the reference's in the same round (the
/// reference: the candidate of the lowest median time; its own figure is
/// 1).
///
/// Why this statistic: a round's candidates run within microseconds of
/// each other, so a phase of the machine that lasts longer (the clock
/// stepping, a process on the other core) moves them together and the
/// ratio cancels it, as the report's paired sign test does (`settle.rs`);
/// and the median over rounds ignores any one disturbed round (an
/// interrupt, a preemption: a sample many times too long), of the
/// candidate or of the reference, where the minimum of a few samples, used
/// before, kept a lucky one and a mean kept a disturbed one.
#[inline]
fn relative(times: &[Vec<f64>]) -> Vec<f64> {
    let reference = (0..times.len())
        .map(|c| (median(&mut times[c].clone()), c))
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map_or(0, |(_, c)| c);
    times
        .iter()
        .map(|t| {
            let mut ratios: Vec<f64> = t
                .iter()
                .zip(&times[reference])
                .map(|(x, r)| x / r.max(1.0))
                .collect();
            median(&mut ratios)
        })
        .collect()
}

/// A table with, for every kernel, the implementation that measured fastest
/// here, among those the active level allows. Takes about 10 ms in a
/// release build (7.6 to 8 ms on a 2-core AMD EPYC Zen 4, family 0x19
/// model 0x11).
///
/// It measures as the crate's benchmark report does: on the report's
/// inputs (random boards, game-like positions, squares, files,
/// directions), batch forms over the report's 4096 boards (a quarter of
/// that for forms slower than 0.5 ns a board), in interleaved rounds, each
/// candidate judged by the median over the rounds of its time relative to
/// the leader's in the same round; candidates far behind after three
/// rounds are dropped, and where the built-in choice measures within 3 %
/// of the fastest it stays.
///
/// ```
/// use bitboard_simd::{measure_fastest, Kernel};
///
/// let table = measure_fastest();
/// println!("fastest extract here: {}", table.implementation(Kernel::ExtractDiagonalBatch).name());
/// assert_eq!(table.flip_vertical(1), 1 << 56);
/// ```
// `#[inline]` here and on every function only calibration runs (`run`,
// `sample`, `relative`, `KernelTable::with_method`, ...): a program compiles them only if it calls
// `calibrate` or `measure_fastest`, so a dependent that does not is spared
// the machine code of a pass per kernel.
#[inline]
pub fn measure_fastest() -> KernelTable {
    measure_table(&Inputs::new(BATCH))
}

/// [`measure_fastest`] on inputs drawn already.
#[inline]
fn measure_table(w: &Inputs) -> KernelTable {
    let base = *selection::kernels();
    let mut o = Outputs::new();
    let mut table = base;
    for &kernel in Kernel::ALL {
        let candidates: Vec<KernelTable> = base.variants(kernel).collect();
        let chosen = if candidates.len() < 2 {
            candidates.first().copied()
        } else {
            let screen = if kernel.is_batch() {
                SLOW_BATCH
            } else {
                SINGLE
            };
            let mut times = vec![Vec::new(); candidates.len()];
            extend(
                kernel,
                &candidates,
                &mut times,
                SCREEN_ROUNDS,
                screen,
                w,
                &mut o,
            );
            let figures = relative(&times);
            let leader = leader_ns(&times);
            let behind: Vec<f64> = times
                .iter()
                .map(|t| median(&mut t.clone()) - leader)
                .collect();
            let keep = |c: &usize| figures[*c] <= KEEP || behind[*c] < SCREEN_MIN_NS;
            let (kept, mut times): (Vec<KernelTable>, Vec<Vec<f64>>) = (0..candidates.len())
                .filter(keep)
                .map(|c| (candidates[c], core::mem::take(&mut times[c])))
                .unzip();
            let len = if !kernel.is_batch() {
                SINGLE
            } else if leader / screen as f64 > SLOW_BATCH_NS {
                SLOW_BATCH
            } else {
                BATCH
            };
            if len != screen {
                // Measured anew at full length.
                times.iter_mut().for_each(Vec::clear);
            }
            if kept.len() < 2 {
                kept.first().copied()
            } else {
                extend(kernel, &kept, &mut times, ROUNDS, len, w, &mut o);
                // The lowest relative figure wins, unless the built-in
                // choice is within `TIE` of it.
                let figures = relative(&times);
                let best = (0..kept.len())
                    .min_by(|&a, &b| figures[a].total_cmp(&figures[b]))
                    .unwrap_or(0);
                let method = |t: &KernelTable| t.implementation(kernel).method();
                let builtin = (0..kept.len()).find(|&c| method(&kept[c]) == method(&base));
                match builtin {
                    Some(c) if figures[c] <= figures[best] * (1.0 + TIE) => Some(kept[c]),
                    _ => Some(kept[best]),
                }
            }
        };
        if let Some(t) =
            chosen.and_then(|c| table.with_method(kernel, c.implementation(kernel).method()))
        {
            table = t;
        }
    }
    table
}

/// Measures every use's choices here and installs them: the table
/// ([`measure_fastest`]), used by [`kernels`](crate::kernels) and the free
/// functions from then on, and the per-square lookups of
/// [`dispatch`](fn@crate::dispatch)'s token. Measured once: later calls
/// return the same table. About 10 ms in a release build (9.5 to 10.5 ms on
/// a 2-core AMD EPYC Zen 4, family 0x19 model 0x11).
///
/// The free functions' inlined lookups are measured too but not installed
/// here: a caller's loop holds them in a register, so only the crate's
/// constructor may change them. `BITBOARD_SIMD=calibrate` calibrates in
/// that constructor, before `main`, and installs every choice;
/// [`wisdom`](crate::wisdom) saves the result for later processes.
///
/// Not applied to the free functions of a build that enables `avx2` or more
/// at compile time (they call the compile-time table directly).
#[inline]
pub fn calibrate() -> &'static KernelTable {
    selection::install_calibrated(measure_choices)
}

/// Every use's choices measured here: the table's by [`measure_fastest`],
/// the free functions' inlined lookups and many-squares forms by
/// [`measure_inline`] (a token's lookups are its level's, fixed when the
/// crate is compiled: nothing to measure). What the
/// constructor installs for `BITBOARD_SIMD=calibrate`, and what
/// [`calibrate`] installs at run time (there, the inline choices only where
/// they are the ones in force: see `selection::choices`).
#[inline] // compiled where calibration is called (`measure_fastest`)
pub(crate) fn measure_choices() -> Choices {
    let w = Inputs::new(BATCH);
    let table = measure_table(&w);
    Choices {
        inline: measure_inline(&table, &w),
        table,
        sources: [ChoiceSource::Calibration; 2],
    }
}

/// How many lookups a sample of an inline or token candidate runs, and how
/// many squares an engine asks of a many-squares form at once (the
/// report's positions section: 12 squares a position).
const LOOKUPS: usize = 1024;
const SQUARES_PER_CALL: usize = 12;

/// Interleaved rounds over `n` candidates, `time(c)` giving one sample of
/// candidate `c` in ns; the index of the one with the lowest median
/// relative time, unless `builtin`'s is within [`TIE`] of it.
#[inline] // compiled where calibration is called (`measure_fastest`)
fn race(n: usize, builtin: usize, mut time: impl FnMut(usize) -> f64) -> usize {
    if n < 2 {
        return 0;
    }
    let mut times = vec![Vec::new(); n];
    for r in 0..ROUNDS {
        for j in 0..n {
            let c = (j + r) % n;
            let (mut best, mut last) = (f64::MAX, f64::MAX);
            for _ in 0..PASSES {
                let t = time(c);
                best = best.min(t);
                if t >= WARM * last {
                    break;
                }
                last = t;
            }
            times[c].push(best);
        }
    }
    let figures = relative(&times);
    let best = (0..n)
        .min_by(|&a, &b| figures[a].total_cmp(&figures[b]))
        .unwrap_or(0);
    if figures[builtin] <= figures[best] * (1.0 + TIE) {
        builtin
    } else {
        best
    }
}

/// An engine's loop of one piece's lookups, as the report's engine figure
/// runs it: independent lookups, each answer stored, each occupancy passed
/// through [`black_box`] so that the compiler cannot put the lookups in
/// vector lanes (an engine's per-square call never is).
struct EngineLoop<'a> {
    piece: Piece,
    squares: &'a [Square],
    occupied: &'a [u64],
    out: &'a mut [u64],
}

impl EngineLoop<'_> {
    #[inline(always)]
    fn fill(self, lookup: impl Fn(Square, u64) -> u64) -> u64 {
        for ((o, &sq), &occ) in self.out.iter_mut().zip(self.squares).zip(self.occupied) {
            *o = lookup(sq, black_box(occ));
        }
        self.out.last().copied().unwrap_or(0)
    }
}

impl WithLookup for EngineLoop<'_> {
    type Output = u64;

    #[inline(always)]
    unsafe fn run<L: Lookup>(self) -> u64 {
        let piece = self.piece;
        // SAFETY: by the caller of `with_lookup`.
        self.fill(|sq, occ| unsafe { kinds::attacks::<L>(piece, sq, occ) })
    }

    #[inline(always)]
    fn portable(self) -> u64 {
        let piece = self.piece;
        self.fill(|sq, occ| kinds::portable(piece, sq, occ))
    }
}

const PIECES: [Piece; 3] = [Piece::Rook, Piece::Bishop, Piece::Queen];

/// The inline choices measured here: for each per-square kernel the
/// fastest lookup its free function has inlined code for (in an engine's
/// loop, [`EngineLoop`]); for each many-squares form the fastest of the
/// call through `table` and the loop of each table lookup, at an engine's
/// 12 squares a call. Only lookups the active level may run are tried
/// (`pext` needs BMI2), the built-in kinds are each race's default, and a
/// kind no install can change is kept (`before_main::writable`: fixed by
/// the build on aarch64 and wasm32, or not read with static dispatch or
/// without a constructor).
#[inline] // compiled where calibration is called (`measure_fastest`)
fn measure_inline(table: &KernelTable, w: &Inputs) -> [Kind; choices::INLINE] {
    let features = table.features();
    let builtin = choices::inline_of_orders();
    let runs = |i: usize, kind: Kind| {
        kinds::method(kind).is_some_and(|m| {
            choices::INLINE_KERNELS[i]
                .implementations()
                .any(|imp| imp.method() == m && features.contains(imp.requires()))
        })
    };
    let squares = &w.squares[..LOOKUPS];
    let occupied = &w.occupied[..LOOKUPS];
    let mut answers = vec![0u64; LOOKUPS];
    let mut out = builtin;
    for (i, &piece) in PIECES.iter().enumerate() {
        if !before_main::writable(i) {
            continue; // nothing can install another (a constant of the build, or not read)
        }
        let candidates: Vec<Kind> = [Kind::Pext, Kind::BlackMagic, Kind::Portable]
            .into_iter()
            .filter(|&k| runs(i, k))
            .collect();
        let Some(default) = candidates.iter().position(|&k| k == builtin[i]) else {
            continue;
        };
        let best = race(candidates.len(), default, |c| {
            let l = EngineLoop {
                piece,
                squares,
                occupied,
                out: &mut answers,
            };
            let t0 = Instant::now();
            // SAFETY: `Pext` is a candidate only where the active table's
            // features, detected on this CPU, hold what it executes (`runs`).
            black_box(unsafe { kinds::with_lookup(candidates[c], l) });
            t0.elapsed().as_nanos() as f64
        });
        out[i] = candidates[best];
    }
    let mut o = vec![0u64; SQUARES_PER_CALL];
    for (j, &piece) in PIECES.iter().enumerate() {
        let i = SQUARES_AT + j;
        if !before_main::writable(i) {
            continue;
        }
        let candidates: Vec<Kind> = [Kind::CallTable, Kind::Pext, Kind::BlackMagic]
            .into_iter()
            .filter(|&k| k == Kind::CallTable || runs(i, k))
            .collect();
        let Some(default) = candidates.iter().position(|&k| k == builtin[i]) else {
            continue;
        };
        let calls = LOOKUPS / SQUARES_PER_CALL;
        let best = race(candidates.len(), default, |c| {
            let kind = candidates[c];
            let t0 = Instant::now();
            for p in 0..calls {
                let sq = &squares[p * SQUARES_PER_CALL..][..SQUARES_PER_CALL];
                let occ = black_box(occupied[p]);
                // SAFETY: as above.
                let ran = unsafe {
                    match piece {
                        Piece::Rook => squares_loops::rook_with(kind, sq, occ, &mut o),
                        Piece::Bishop => squares_loops::bishop_with(kind, sq, occ, &mut o),
                        Piece::Queen => squares_loops::queen_with(kind, sq, occ, &mut o),
                    }
                };
                if !ran {
                    match piece {
                        Piece::Rook => table.rook_attacks_from_squares(sq, occ, &mut o),
                        Piece::Bishop => table.bishop_attacks_from_squares(sq, occ, &mut o),
                        Piece::Queen => table.queen_attacks_from_squares(sq, occ, &mut o),
                    }
                }
                black_box(&mut o);
            }
            t0.elapsed().as_nanos() as f64
        });
        out[i] = candidates[best];
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    // Correctness only: speed is shown by the report and the benches, never
    // asserted in a test. Skipped under Miri, where timing every
    // implementation takes minutes.
    #[test]
    #[cfg_attr(miri, ignore)]
    fn calibration_picks_supported_implementations_that_work() {
        let table = measure_fastest();
        for (kernel, imp) in table.iter() {
            assert!(
                selection::cpu().features().contains(imp.requires()),
                "{kernel}: {}",
                imp.name()
            );
        }
        assert_eq!(table.flip_vertical(1), 1 << 56);
        let scalar = KernelTable::scalar();
        for &x in &[0u64, !0, 0x0000_1000_0800_2400, 0x8142_2418_1824_4281] {
            assert_eq!(table.queen_attacks(x, !x), scalar.queen_attacks(x, !x));
            assert_eq!(table.extract_diagonal(x), scalar.extract_diagonal(x));
        }
    }

    /// Every measured choice is one this process could install before
    /// `main` (lookups the active level runs), and the measured table
    /// computes the portable answers.
    #[test]
    #[cfg_attr(miri, ignore)]
    fn the_measured_choices_are_installable() {
        let c = measure_choices();
        assert_eq!(choices::check(&c, true), Ok(()));
        assert_eq!(c.sources, [ChoiceSource::Calibration; 2]);
        let scalar = KernelTable::scalar();
        let squares = [Square::A1, Square::D4, Square::H8];
        for &x in &[0u64, !0, 0x0000_1000_0800_2400] {
            let (mut a, mut b) = ([0u64; 3], [0u64; 3]);
            c.table.queen_attacks_from_squares(&squares, x, &mut a);
            scalar.queen_attacks_from_squares(&squares, x, &mut b);
            assert_eq!(a, b);
        }
    }

    #[test]
    fn free_functions_follow_the_calibrated_table() {
        use crate::selection::slots::all_point_at;
        use crate::types::Square;
        // A first call through a slot (whether or not the free function
        // runs a portable implementation inlined on this architecture)
        // points the slots at the active table ...
        assert_eq!(crate::selection::slots::extract_anti_diagonal(!0), 0xff);
        let before = crate::api::queen_attacks_from(Square::A1, 1 << 9);
        assert_eq!(
            before,
            selection::kernels().queen_attacks_from(Square::A1, 1 << 9)
        );
        assert!(all_point_at(selection::kernels()));
        // ... and calibrating points them at the calibrated one. (Under
        // Miri, where timing every implementation on the report's inputs
        // would take hours, a copy of the active table stands for the
        // measured one: what is checked there is the installing.)
        #[cfg(not(miri))]
        let calibrated = calibrate();
        #[cfg(miri)]
        let calibrated = selection::install_calibrated(choices::in_force);
        assert!(all_point_at(calibrated));
        assert_eq!(crate::api::queen_attacks_from(Square::A1, 1 << 9), before);
    }

    /// A hash of every input of [`Inputs::generate`], field by field in
    /// the order of the report's `Inputs` (squares, files, directions and
    /// colours by index, a side by its six boards).
    fn inputs_hash(w: &Inputs) -> u64 {
        let mut h = 0xcbf2_9ce4_8422_2325u64;
        let mut add = |x: u64| h = (h ^ x).wrapping_mul(0x0000_0100_0000_01b3);
        for i in 0..w.boards.len() {
            let side = w.sides[i];
            for x in [
                w.boards[i],
                w.sliders[i],
                w.occupied[i],
                w.empty[i],
                w.squares[i].index() as u64,
                w.files[i].index() as u64,
                w.dirs[i] as u64,
                w.colors[i] as u64,
                side.pawns,
                side.knights,
                side.bishops,
                side.rooks,
                side.queens,
                side.king,
                w.ours[i],
                w.kings[i].index() as u64,
                w.bits[i] as u64,
            ] {
                add(x);
            }
        }
        h
    }

    /// The inputs (the report's, one generator: `inputs.rs`) are
    /// deterministic, of the report's kinds (each within its range, the
    /// positions consistent), and the sequence every corpus report was
    /// measured on.
    #[test]
    #[cfg_attr(miri, ignore)]
    fn the_inputs_are_the_reports() {
        let w = Inputs::new(BATCH);
        assert_eq!(w.boards.len(), BATCH);
        for i in 0..BATCH {
            let (sliders, occupied) = (w.sliders[i], w.occupied[i]);
            assert!((1..=2).contains(&sliders.count_ones()), "{i}");
            assert_eq!(occupied & sliders, sliders, "{i}");
            assert!((2..=34).contains(&occupied.count_ones()), "{i}");
            assert_eq!(w.empty[i], !occupied, "{i}");
            let s = w.sides[i];
            let theirs = s.pawns | s.knights | s.bishops | s.rooks | s.queens | s.king;
            assert_eq!(s.king.count_ones(), 1, "{i}");
            assert_eq!(s.pawns & 0xff00_0000_0000_00ff, 0, "{i}");
            assert_eq!(theirs & !occupied, 0, "{i}");
            assert_eq!(w.ours[i], occupied & !theirs, "{i}");
            assert!(
                w.ours[i] & w.kings[i].bit() != 0 || (w.ours[i] == 0 && w.kings[i] == Square::A1),
                "{i}"
            );
        }
        // Each density of the random boards about a third of the time.
        let dense = w.boards.iter().filter(|b| b.count_ones() > 40).count();
        let sparse = w.boards.iter().filter(|b| b.count_ones() < 24).count();
        assert!((1100..1650).contains(&dense) && (1100..1650).contains(&sparse));
        assert_eq!(inputs_hash(&w), inputs_hash(&Inputs::new(BATCH)));
        // The hash of `Inputs::new(4096)` as the reports of `reports/`
        // measured it: a change to the generator would make new reports
        // incomparable with the corpus, and fails here.
        assert_eq!(inputs_hash(&w), REPORT_INPUTS_HASH);
    }

    /// The corpus reports' inputs' hash (see `the_inputs_are_the_reports`).
    const REPORT_INPUTS_HASH: u64 = 0x642e_9ca7_6cb1_383a;

    /// The calibrated table computes what the portable one does, kernel by
    /// kernel, on the calibration's own inputs (a pass of every single and
    /// batch kernel).
    #[test]
    #[cfg_attr(miri, ignore)]
    fn every_calibrated_choice_computes_the_portable_result() {
        let table = measure_fastest();
        let scalar = KernelTable::scalar();
        let w = Inputs::new(BATCH);
        let (mut a, mut b) = (Outputs::new(), Outputs::new());
        for &kernel in Kernel::ALL {
            run(kernel, &table, &w, &mut a, 0, 256);
            run(kernel, scalar, &w, &mut b, 0, 256);
            let name = table.implementation(kernel).name();
            assert!(*a.u64s == *b.u64s, "{kernel}: {name}");
            assert!(*a.u8s == *b.u8s, "{kernel}: {name}");
            assert!(*a.rays == *b.rays, "{kernel}: {name}");
            assert!(*a.safeties == *b.safeties, "{kernel}: {name}");
        }
    }
}
