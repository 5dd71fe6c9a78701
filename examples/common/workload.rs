//! The shared workload of the benchmark report (`examples/report/`) and
//! the criterion benches (`benches/kernels.rs`, which includes this file with
//! `#[path]`): random inputs, and for any [`Kernel`] and any [`KernelTable`]
//! table one timed pass over those inputs.
//!
//! Implementations are never named here: callers get tables from
//! [`KernelTable::for_level`] and [`KernelTable::variants`], and this module runs
//! whichever function a table holds through the table's public method. The
//! `match` over [`Kernel`] in [`pass`] is exhaustive, so a kernel added to the
//! catalogue breaks the build until it gets a workload line here.
//!
//! Three measurements:
//!
//! * [`Measure::Throughput`]: `out[i] = k(input[i])` for every input: the
//!   calls are independent, so the CPU overlaps them. This is the cost of a
//!   call in a loop, loop overhead included (see [`baseline_pass`]).
//! * [`Measure::Latency`]: a dependent chain, `acc = k(input[i] ^ acc)` (for
//!   kernels returning a `u8` or `[u64; 8]`, the result is folded to a `u64`
//!   first): each call waits for the previous result. One `xor` per step
//!   is included.
//! * [`Measure::Batch`]: the batch form over the whole input slice once.
//!
//! Single-board kernels take the first two, batch kernels the third
//! ([`Measure::applies_to`]).

#![allow(dead_code)] // the report and the benches each use a part

use std::hint::black_box;

use bitboard_simd::{Color, Dir, File, Kernel, KernelTable, KingSafety, Side, Square, Token};

/// The number of inputs of one pass (and the batch length).
pub const N: usize = 4096;

/// What one pass measures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Measure {
    /// Independent single calls in a loop.
    Throughput,
    /// Single calls, each fed the previous result.
    Latency,
    /// The batch form over the whole slice.
    Batch,
}

impl Measure {
    /// Whether this measurement exists for `kernel` (single kernels:
    /// throughput and latency; batch kernels: batch).
    pub fn applies_to(self, kernel: Kernel) -> bool {
        kernel.is_batch() == (self == Measure::Batch)
    }

    /// The measurements that exist for `kernel`, the headline one first.
    pub fn for_kernel(kernel: Kernel) -> &'static [Measure] {
        if kernel.is_batch() {
            &[Measure::Batch]
        } else {
            &[Measure::Throughput, Measure::Latency]
        }
    }

    /// A short lower-case name.
    pub fn name(self) -> &'static str {
        match self {
            Measure::Throughput => "throughput",
            Measure::Latency => "latency",
            Measure::Batch => "batch",
        }
    }
}

// ------------------------------------------------------------------ inputs

// The inputs are the crate's own generator, which calibration draws from
// too: one seed, one sequence, for the report and for `calibrate()`.
#[allow(unused_imports)] // each includer uses a part
pub use bitboard_simd::inputs::{Aligned, Inputs, Rng};

/// Output buffers for one [`Inputs`] length.
#[derive(Clone, Debug)]
pub struct Outputs {
    /// Board results.
    pub u64s: Aligned<u64>,
    /// Byte results (extracts).
    pub u8s: Aligned<u8>,
    /// Eight-direction results.
    pub rays: Aligned<[u64; 8]>,
    /// Checks and pins (`king_safety`).
    pub safeties: Aligned<KingSafety>,
}

impl Outputs {
    /// Zeroed buffers of `len` elements.
    pub fn new(len: usize) -> Outputs {
        Outputs::misaligned(len, 0)
    }

    /// Zeroed buffers of `len` elements, each starting `offset` elements
    /// past a 64-byte boundary.
    pub fn misaligned(len: usize, offset: usize) -> Outputs {
        Outputs {
            u64s: Aligned::from_slice_at(&vec![0; len], offset),
            u8s: Aligned::from_slice_at(&vec![0; len], offset),
            rays: Aligned::from_slice_at(&vec![[0; 8]; len], offset),
            safeties: Aligned::from_slice_at(&vec![KingSafety::default(); len], offset),
        }
    }
}

// ----------------------------------------------------------------- sources

/// Where a pass gets its table from, once per call.
pub trait Source {
    /// The table to call through.
    fn table(&self) -> &KernelTable;
}

/// A fixed table (an implementation under test).
#[derive(Clone, Copy)]
pub struct Fixed<'a>(pub &'a KernelTable);

impl Source for Fixed<'_> {
    #[inline(always)]
    fn table(&self) -> &KernelTable {
        self.0
    }
}

/// The dispatcher: [`bitboard_simd::kernels`] on every call (one atomic load
/// plus the indirect call), as the crate's free functions do in a build
/// without static dispatch.
#[derive(Clone, Copy)]
pub struct Dispatched;

impl Source for Dispatched {
    #[inline(always)]
    fn table(&self) -> &KernelTable {
        bitboard_simd::kernels()
    }
}

/// A single kernel's result folded to a `u64` (to store it, or to feed it
/// into the next call of a latency chain).
pub trait Fold: Copy {
    /// The folded value.
    fn fold(self) -> u64;

    /// Every part of the value folded in (the same as `fold` but for the
    /// eight rays).
    #[inline(always)]
    fn fold_all(self) -> u64 {
        self.fold()
    }
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
        // Two lanes (north and south): enough to keep a call through a
        // pointer live, and how an engine reads the result, ray by ray
        // (which is where the AVX-512 form's one 64-byte store costs: its
        // upper lanes do not forward to 8-byte loads).
        self[0] ^ self[4]
    }

    #[inline(always)]
    fn fold_all(self) -> u64 {
        self.iter().fold(0, |a, r| a ^ r)
    }
}

impl Fold for KingSafety {
    #[inline(always)]
    fn fold(self) -> u64 {
        // What an engine reads first: whether in check and what is pinned.
        self.checkers ^ self.pinned ^ self.check_mask
    }

    #[inline(always)]
    fn fold_all(self) -> u64 {
        self.checkers ^ self.pinned ^ self.pin_orthogonal ^ self.pin_diagonal ^ self.check_mask
    }
}

/// A result folded whole ([`Fold::fold_all`]): for inlined kernels, which
/// the compiler would otherwise compute only in part.
#[derive(Clone, Copy)]
pub struct Whole<R>(pub R);

impl<R: Fold> Fold for Whole<R> {
    #[inline(always)]
    fn fold(self) -> u64 {
        self.0.fold_all()
    }
}

#[inline(always)]
fn run_single<R: Fold>(m: Measure, out: &mut [u64], f: impl Fn(usize, u64) -> R) -> u64 {
    match m {
        Measure::Throughput => {
            for (i, o) in out.iter_mut().enumerate() {
                *o = f(i, 0).fold();
            }
            out[out.len() - 1]
        }
        Measure::Latency => {
            let mut acc = 0u64;
            for i in 0..out.len() {
                acc = f(i, acc).fold();
            }
            acc
        }
        Measure::Batch => unreachable!("batch measure of a single kernel"),
    }
}

#[inline(always)]
fn run_reference<R: Fold>(len: usize, iters: u64, f: impl Fn(usize, u64) -> R) {
    let mut i = 0;
    for _ in 0..iters {
        black_box(f(i, 0));
        i += 1;
        if i == len {
            i = 0;
        }
    }
}

/// The input field of `w` for a kernel argument, chosen by the argument's
/// name in the catalogue (sliders, propagators, occupancies of game-like
/// positions), else by its type ([`Field`]).
#[rustfmt::skip]
macro_rules! field {
    // By name: the inputs of game-like positions.
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
    // Else by type.
    ($w:ident, $name:ident, $ty:ty) => { <$ty as Field>::of($w) };
}

/// What an argument named `kings` reads: the set-wise leapers' king sets
/// (`u64`, as the other pieces' sets), or the kings of the positions
/// (`Square`, `king_safety`'s batch).
pub trait Kings: Sized {
    fn of(w: &Inputs) -> &[Self];
}

impl Kings for u64 {
    #[inline(always)]
    fn of(w: &Inputs) -> &[u64] {
        &w.sliders
    }
}

impl Kings for Square {
    #[inline(always)]
    fn of(w: &Inputs) -> &[Square] {
        &w.kings
    }
}

/// The input field of [`Inputs`] for an argument type (where the
/// argument's name does not choose one, [`field!`]).
pub trait Field: Sized {
    fn of(w: &Inputs) -> &[Self];
}

impl Field for u64 {
    #[inline(always)]
    fn of(w: &Inputs) -> &[u64] {
        &w.boards
    }
}

impl Field for u8 {
    #[inline(always)]
    fn of(w: &Inputs) -> &[u8] {
        &w.bits
    }
}

impl Field for Square {
    #[inline(always)]
    fn of(w: &Inputs) -> &[Square] {
        &w.squares
    }
}

impl Field for File {
    #[inline(always)]
    fn of(w: &Inputs) -> &[File] {
        &w.files
    }
}

impl Field for Dir {
    #[inline(always)]
    fn of(w: &Inputs) -> &[Dir] {
        &w.dirs
    }
}

impl Field for Color {
    #[inline(always)]
    fn of(w: &Inputs) -> &[Color] {
        &w.colors
    }
}

impl Field for Side {
    #[inline(always)]
    fn of(w: &Inputs) -> &[Side] {
        &w.sides
    }
}

/// The one value of a batch's parameter, by type ([`Inputs::batch_dir`],
/// ...).
pub trait BatchParam: Sized {
    fn of(w: &Inputs) -> Self;
}

impl BatchParam for Dir {
    #[inline(always)]
    fn of(w: &Inputs) -> Dir {
        w.batch_dir
    }
}

impl BatchParam for Color {
    #[inline(always)]
    fn of(w: &Inputs) -> Color {
        w.batch_color
    }
}

impl BatchParam for File {
    #[inline(always)]
    fn of(w: &Inputs) -> File {
        w.batch_file
    }
}

impl BatchParam for Square {
    #[inline(always)]
    fn of(w: &Inputs) -> Square {
        w.batch_square
    }
}

/// The output buffer of [`Outputs`] for a batch's output element.
pub trait Output: Sized {
    fn of(o: &mut Outputs) -> &mut [Self];
}

impl Output for u64 {
    #[inline(always)]
    fn of(o: &mut Outputs) -> &mut [u64] {
        &mut o.u64s
    }
}

impl Output for u8 {
    #[inline(always)]
    fn of(o: &mut Outputs) -> &mut [u8] {
        &mut o.u8s
    }
}

impl Output for KingSafety {
    #[inline(always)]
    fn of(o: &mut Outputs) -> &mut [KingSafety] {
        &mut o.safeties
    }
}

impl Output for [u64; 8] {
    #[inline(always)]
    fn of(o: &mut Outputs) -> &mut [[u64; 8]] {
        &mut o.rays
    }
}

/// `t.name(args)` for element `i` of `w`. The latency chain `a` runs through
/// the last board argument of a run of boards (the propagator, the
/// occupancy), or the byte of a deposit. The arguments are the catalogue's
/// normalised `name: Type, ..`, read token by token.
macro_rules! single_call {
    ($t:ident.$name:ident, $w:ident, $i:ident, $a:ident; $($args:tt)*) => {
        single_call!(@args $t.$name, $w, $i, $a, [] $($args)*)
    };
    // A board followed by another board: not on the chain.
    (@args $t:ident.$name:ident, $w:ident, $i:ident, $a:ident, [$($done:expr),*] $n1:ident: u64, $n2:ident: u64 $(, $($rest:tt)*)?) => {
        single_call!(@args $t.$name, $w, $i, $a, [$($done,)* field!($w, $n1, u64)[$i]] $n2: u64 $(, $($rest)*)?)
    };
    (@args $t:ident.$name:ident, $w:ident, $i:ident, $a:ident, [$($done:expr),*] $n:ident: u64 $(, $($rest:tt)*)?) => {
        single_call!(@args $t.$name, $w, $i, $a, [$($done,)* field!($w, $n, u64)[$i] ^ $a] $($($rest)*)?)
    };
    (@args $t:ident.$name:ident, $w:ident, $i:ident, $a:ident, [$($done:expr),*] $n:ident: u8 $(, $($rest:tt)*)?) => {
        single_call!(@args $t.$name, $w, $i, $a, [$($done,)* field!($w, $n, u8)[$i] ^ $a as u8] $($($rest)*)?)
    };
    (@args $t:ident.$name:ident, $w:ident, $i:ident, $a:ident, [$($done:expr),*] $n:ident: $ty:ty $(, $($rest:tt)*)?) => {
        single_call!(@args $t.$name, $w, $i, $a, [$($done,)* field!($w, $n, $ty)[$i]] $($($rest)*)?)
    };
    (@args $t:ident.$name:ident, $w:ident, $i:ident, $a:ident, [$($done:expr),*]) => {
        $t.$name($($done),*)
    };
}

/// `t.name(slices.., params.., output)` for a batch row: the input slices
/// by name (as [`field!`]), the parameters by type ([`BatchParam`]; the
/// many-squares forms' occupancy is that of the first position), the
/// output by its element ([`Output`]).
macro_rules! batch_call {
    ($t:ident.$name:ident, $w:ident, $o:ident; ($($x:ident: $X:ty),+; $($p:ident: $P:ty),*) -> $O:ty) => {
        $t.$name($(&field!($w, $x, $X),)+ $(batch_call!(@param $w $p $P),)* <$O as Output>::of($o))
    };
    (@param $w:ident occupied $P:ty) => { field!($w, occupied, u64)[0] };
    (@param $w:ident $p:ident $P:ty) => { <$P as BatchParam>::of($w) };
}

/// A single kernel's throughput loop run with a token (the kernel inlined
/// in the loop, as a token's user runs it); one type per kernel, in
/// [`token_loops`], so that a loop is compiled only for the kernel it
/// measures.
pub trait TokenLoop {
    /// One throughput pass over `inputs` with `token`'s implementation.
    fn pass<T: Token>(token: T, inputs: &Inputs, out: &mut Outputs) -> u64;
}

/// Called by [`visit_token_loop`] with a kernel's index in
/// [`Kernel::ALL`] and its [`TokenLoop`] type, both compile-time.
pub trait TokenLoopVisitor {
    type Output;
    fn visit<const K: usize, L: TokenLoop>(self) -> Self::Output;
}

/// The [`TokenLoop`] of each single kernel, named like its variant: the
/// same call as [`pass`] makes, with a token in place of the table.
pub mod token_loops {
    use super::*;

    macro_rules! token_loop {
        ($(#[$doc:meta])* [$family:ident] $Variant:ident $name:ident ( $($args:tt)* ) -> $ret:ty;) => {
            pub struct $Variant;

            impl TokenLoop for $Variant {
                #[inline(always)]
                fn pass<T: Token>(t: T, w: &Inputs, out: &mut Outputs) -> u64 {
                    run_single(Measure::Throughput, &mut out.u64s[..w.len()], |i: usize, a: u64| {
                        Whole(single_call!(t.$name, w, i, a; $($args)*))
                    })
                }
            }
        };
    }
    bitboard_simd::__catalogue!(single token_loop);
}

/// Runs `visitor` with `kernel`'s index and token loop (`None` for a batch
/// kernel).
pub fn visit_token_loop<V: TokenLoopVisitor>(kernel: Kernel, visitor: V) -> Option<V::Output> {
    macro_rules! visit {
        ($(#[$doc:meta])* [$family:ident] $Variant:ident $name:ident ( $($args:tt)* ) -> $ret:ty;) => {
            if kernel == Kernel::$Variant {
                return Some(
                    visitor.visit::<{ Kernel::$Variant as usize }, token_loops::$Variant>(),
                );
            }
        };
    }
    bitboard_simd::__catalogue!(single visit);
    None
}

/// One pass of `m` over `inputs` with `kernel` from `source`'s table;
/// returns a value to hand to `black_box`.
///
/// # Panics
/// If `m` does not apply to `kernel` ([`Measure::applies_to`]) or the
/// buffers' lengths differ from the inputs'.
#[inline(never)]
pub fn pass<S: Source>(
    kernel: Kernel,
    m: Measure,
    source: &S,
    inputs: &Inputs,
    out: &mut Outputs,
) -> u64 {
    assert!(
        m.applies_to(kernel),
        "{} has no {} measure",
        kernel,
        m.name()
    );
    // Opaque to the optimiser: the calls stay indirect, as in real use.
    let source = black_box(source);
    // One `if` per catalogue entry.
    macro_rules! single {
        ($(#[$doc:meta])* [$family:ident] $Variant:ident $name:ident ( $($args:tt)* ) -> $ret:ty;) => {
            if kernel == Kernel::$Variant {
                let w = inputs;
                return run_single(m, &mut out.u64s[..w.len()], |i: usize, a: u64| {
                    let t = source.table();
                    single_call!(t.$name, w, i, a; $($args)*)
                });
            }
        };
    }
    macro_rules! batch {
        ([$family:ident] $Variant:ident $name:ident = $shape:ident of $SingleVariant:ident $single:ident $(, $in_place:ident)?
            ($($io:tt)*) -> $O:ty;) => {
            if kernel == Kernel::$Variant {
                let (t, w, o) = (source.table(), inputs, &mut *out);
                batch_call!(t.$name, w, o; ($($io)*) -> $O);
                return o.u64s[0] ^ o.u8s[0] as u64 ^ o.rays[0][0];
            }
        };
    }
    bitboard_simd::__catalogue!(single single);
    bitboard_simd::__catalogue!(batch batch);
    unreachable!("{kernel} is not in the catalogue")
}

/// The reference texts' method of measurement for a single kernel: `iters`
/// calls on `inputs[i % len]`, each result to `black_box`. Returns `false`
/// (doing nothing) for a batch kernel.
#[inline(never)]
pub fn reference_loop<S: Source>(kernel: Kernel, source: &S, inputs: &Inputs, iters: u64) -> bool {
    let source = black_box(source);
    macro_rules! single {
        ($(#[$doc:meta])* [$family:ident] $Variant:ident $name:ident ( $($args:tt)* ) -> $ret:ty;) => {
            if kernel == Kernel::$Variant {
                let w = inputs;
                run_reference(w.len(), iters, |i: usize, a: u64| {
                    let t = source.table();
                    single_call!(t.$name, w, i, a; $($args)*)
                });
                return true;
            }
        };
    }
    bitboard_simd::__catalogue!(single single);
    false
}

// --------------------------------------------------------------- baselines

/// What a baseline pass leaves out of a kernel pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Baseline {
    /// The loop's loads and stores only (each value through `black_box`
    /// so the loop is not turned into a `memcpy`).
    Loop,
    /// The loop plus an indirect call to a function that returns its
    /// argument: what a kernel that does nothing would cost.
    Call,
}

#[inline(never)]
fn identity(x: u64) -> u64 {
    x
}

/// One pass of a baseline with the same loop shape as [`pass`] for a
/// `u64 -> u64` kernel (`m` is `Throughput` or `Latency`). Subtract its time
/// from a single kernel's to estimate the kernel's own cost.
#[inline(never)]
pub fn baseline_pass(b: Baseline, m: Measure, inputs: &Inputs, out: &mut Outputs) -> u64 {
    let out = &mut out.u64s[..inputs.len()];
    match b {
        Baseline::Loop => run_single(m, out, |i, a| black_box(inputs.boards[i] ^ a)),
        Baseline::Call => {
            let f = black_box(identity as fn(u64) -> u64);
            run_single(m, out, |i, a| f(inputs.boards[i] ^ a))
        }
    }
}
