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

use std::fmt;
use std::hint::black_box;
use std::marker::PhantomData;
use std::ops::{Deref, DerefMut};

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

/// SplitMix64: a small deterministic generator, so every run and every CPU
/// measures the same inputs.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator seeded with `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A value in `0..n` (`n > 0`; the tiny modulo bias does not matter here).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }

    /// A random square.
    pub fn square(&mut self) -> Square {
        Square::new(self.below(64) as u8).expect("0..64 is a square")
    }

    /// A board with `count` distinct random squares set.
    pub fn squares_set(&mut self, count: u32) -> u64 {
        let mut b = 0u64;
        while b.count_ones() < count {
            b |= self.square().bit();
        }
        b
    }
}

/// One cache line of storage: the unit of [`Aligned`] buffers.
#[derive(Clone, Copy)]
#[repr(C, align(64))]
struct Line([u8; 64]);

/// A slice of `T` that starts on a 64-byte boundary, or a fixed number of
/// elements past one. Batch kernels stream through their buffers with 16-,
/// 32- or 64-byte vectors, and whether those accesses split cache lines
/// depends on where a `Vec`'s buffer happens to start: measured on this
/// machine, that moved 4096-board batch figures by up to 30 % between runs.
/// Placing every buffer makes runs comparable; a nonzero `offset` measures
/// the misaligned case on purpose (a `Vec<u64>` typically starts 16 bytes
/// past a line).
pub struct Aligned<T: Copy> {
    lines: Vec<Line>,
    /// Elements between the 64-byte boundary and the first element.
    offset: usize,
    len: usize,
    marker: PhantomData<T>,
}

impl<T: Copy> Aligned<T> {
    /// A 64-byte-aligned copy of `items`.
    pub fn from_slice(items: &[T]) -> Aligned<T> {
        Aligned::from_slice_at(items, 0)
    }

    /// A copy of `items` starting `offset` elements past a 64-byte boundary.
    pub fn from_slice_at(items: &[T], offset: usize) -> Aligned<T> {
        assert!(align_of::<T>() <= 64);
        let skip = offset * size_of::<T>();
        let bytes = size_of_val(items);
        let mut lines = vec![Line([0; 64]); (skip + bytes).div_ceil(64).max(1)];
        // SAFETY: `lines` holds at least `skip + bytes` bytes and does not
        // overlap `items`; copying the bytes of `Copy` values yields valid
        // values.
        unsafe {
            std::ptr::copy_nonoverlapping(
                items.as_ptr().cast::<u8>(),
                lines.as_mut_ptr().cast::<u8>().add(skip),
                bytes,
            )
        };
        Aligned {
            lines,
            offset,
            len: items.len(),
            marker: PhantomData,
        }
    }

    fn start(&self) -> *const T {
        // SAFETY: `offset` elements fit in `lines` (`from_slice_at`).
        unsafe { self.lines.as_ptr().cast::<T>().add(self.offset) }
    }
}

impl<T: Copy> Deref for Aligned<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        // SAFETY: the `len` elements from `start()` are values of `T` (written
        // by `from_slice_at` or through `deref_mut`), and a 64-byte boundary
        // plus whole elements satisfies `T`'s alignment.
        unsafe { std::slice::from_raw_parts(self.start(), self.len) }
    }
}

impl<T: Copy> DerefMut for Aligned<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        // SAFETY: as for `deref`, and `&mut self` makes the access unique.
        unsafe { std::slice::from_raw_parts_mut(self.start().cast_mut(), self.len) }
    }
}

impl<T: Copy> Clone for Aligned<T> {
    fn clone(&self) -> Aligned<T> {
        Aligned::from_slice_at(self, self.offset)
    }
}

impl<T: Copy + fmt::Debug> fmt::Debug for Aligned<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&**self, f)
    }
}

/// Pre-generated random inputs of one length, shared by every kernel.
#[derive(Clone, Debug)]
pub struct Inputs {
    /// Geometry inputs (shifts, extracts, flips): random boards whose
    /// density is 25 %, 50 % or 75 % in equal parts.
    pub boards: Aligned<u64>,
    /// Sliders of set-wise attacks and fill generators, and the pieces of
    /// the set-wise leaper and pawn kernels: 1 or 2 squares.
    pub sliders: Aligned<u64>,
    /// Occupied squares of a game-like position: 2 to 32 pieces, holding
    /// the sliders of the same index.
    pub occupied: Aligned<u64>,
    /// `!occupied[i]`: the propagator of fills and the `empty` of attacks.
    pub empty: Aligned<u64>,
    /// Random squares (per-square attacks, `*_through` kernels).
    pub squares: Aligned<Square>,
    /// Random files.
    pub files: Aligned<File>,
    /// Random directions.
    pub dirs: Aligned<Dir>,
    /// Random colours (pawn kernels).
    pub colors: Aligned<Color>,
    /// One side's pieces of the position of the same index (`side_attacks`):
    /// about half the squares of `occupied`, one of them the king, the
    /// others pawns (half, off the back ranks), knights, bishops, rooks and
    /// queens; drawn from a generator of their own, so the other inputs
    /// are those of the seed as before.
    pub sides: Aligned<Side>,
    /// Our pieces against `sides` in the same position (`king_safety`):
    /// the squares of `occupied` that are not theirs.
    pub ours: Aligned<u64>,
    /// Our king in that position: one of `ours`, drawn from a generator of
    /// its own (any square where `ours` is empty).
    pub kings: Aligned<Square>,
    /// Random bytes (deposit inputs).
    pub bits: Aligned<u8>,
    /// The one direction of a batch that takes a direction.
    pub batch_dir: Dir,
    /// The one colour of a batch that takes a colour.
    pub batch_color: Color,
    /// The one file of a batch that takes a file.
    pub batch_file: File,
    /// The one square of a batch that takes a square.
    pub batch_square: Square,
}

/// A game-like side among the pieces `occupied` (see [`Inputs::sides`]).
fn side_of(occupied: u64, rng: &mut Rng) -> Side {
    let mut side = Side::default();
    for sq in Square::iter_set(occupied) {
        let bit = sq.bit();
        if side.king == 0 {
            side.king = bit;
            continue;
        }
        if rng.below(2) == 0 {
            continue;
        }
        let back_rank = bit & 0xff00_0000_0000_00ff != 0;
        match rng.below(8) {
            0..=3 if !back_rank => side.pawns |= bit,
            0 | 1 | 4 => side.knights |= bit,
            2 | 5 => side.bishops |= bit,
            3 | 6 => side.rooks |= bit,
            _ => side.queens |= bit,
        }
    }
    side
}

impl Inputs {
    /// `len` inputs of each kind from a fixed seed.
    pub fn new(len: usize) -> Inputs {
        Inputs::with_seed(len, 0x5eed_b17b_0a4d)
    }

    /// `len` inputs of each kind from `seed`.
    pub fn with_seed(len: usize, seed: u64) -> Inputs {
        Inputs::with_seed_at(len, seed, 0)
    }

    /// `len` inputs from the fixed seed, every buffer starting `offset`
    /// elements past a 64-byte boundary.
    pub fn misaligned(len: usize, offset: usize) -> Inputs {
        Inputs::with_seed_at(len, 0x5eed_b17b_0a4d, offset)
    }

    /// `len` inputs from `seed`, every buffer `offset` elements past a
    /// 64-byte boundary.
    pub fn with_seed_at(len: usize, seed: u64, offset: usize) -> Inputs {
        let mut rng = Rng::new(seed);
        let (mut boards, mut sliders_v, mut occupied_v, mut empty) =
            (vec![], vec![], vec![], vec![]);
        let (mut squares, mut files, mut dirs, mut bits) = (vec![], vec![], vec![], vec![]);
        let mut colors = vec![];
        let (mut sides, mut side_rng) = (vec![], Rng::new(seed ^ 0x51de));
        let (mut ours_v, mut kings, mut king_rng) = (vec![], vec![], Rng::new(seed ^ 0x6b1e));
        for _ in 0..len {
            let (a, b) = (rng.next_u64(), rng.next_u64());
            boards.push(match rng.below(3) {
                0 => a & b,
                1 => a,
                _ => a | b,
            });
            let (n_sliders, n_pieces) = (1 + rng.below(2) as u32, 2 + rng.below(31) as u32);
            let sliders = rng.squares_set(n_sliders);
            let occupied = rng.squares_set(n_pieces) | sliders;
            sliders_v.push(sliders);
            occupied_v.push(occupied);
            empty.push(!occupied);
            squares.push(rng.square());
            files.push(File::ALL[rng.below(8) as usize]);
            dirs.push(Dir::ALL[rng.below(8) as usize]);
            colors.push(Color::ALL[rng.below(2) as usize]);
            let side = side_of(occupied, &mut side_rng);
            let ours = occupied
                & !(side.pawns
                    | side.knights
                    | side.bishops
                    | side.rooks
                    | side.queens
                    | side.king);
            let pick = king_rng.below(ours.count_ones().max(1) as u64) as usize;
            kings.push(Square::iter_set(ours).nth(pick).unwrap_or(Square::A1));
            ours_v.push(ours);
            sides.push(side);
            bits.push(rng.next_u64() as u8);
        }
        Inputs {
            boards: Aligned::from_slice_at(&boards, offset),
            sliders: Aligned::from_slice_at(&sliders_v, offset),
            occupied: Aligned::from_slice_at(&occupied_v, offset),
            empty: Aligned::from_slice_at(&empty, offset),
            squares: Aligned::from_slice_at(&squares, offset),
            files: Aligned::from_slice_at(&files, offset),
            dirs: Aligned::from_slice_at(&dirs, offset),
            colors: Aligned::from_slice_at(&colors, offset),
            sides: Aligned::from_slice_at(&sides, offset),
            ours: Aligned::from_slice_at(&ours_v, offset),
            kings: Aligned::from_slice_at(&kings, offset),
            bits: Aligned::from_slice_at(&bits, offset),
            batch_dir: Dir::NorthEast,
            batch_color: Color::White,
            batch_file: File::D,
            batch_square: Square::new(27).expect("d4"),
        }
    }

    /// The number of inputs of each kind.
    pub fn len(&self) -> usize {
        self.boards.len()
    }

    /// Whether there are no inputs.
    pub fn is_empty(&self) -> bool {
        self.boards.is_empty()
    }
}

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
