//! The benchmark inputs: the random boards, positions, squares, files,
//! directions and sides every kernel is measured on, drawn from a fixed
//! seed so that every run and every CPU measures the same inputs. One
//! generator serves the calibration (`calibrate.rs`) and the benchmark
//! report and benches (`examples/common/workload.rs`), so a choice
//! calibrated here is judged on the inputs the report ranks.
//!
//! Not part of the crate's API: public only for the report and the benches
//! (`#[doc(hidden)]`), outside semver.
//!
//! Every function here is `#[inline]`: a program compiles it only if it
//! generates inputs (calibration, the report, the benches), so a dependent that does not is spared its machine code
//! (as `calibrate`'s code is).

#![allow(missing_docs)]

use core::fmt;
use core::marker::PhantomData;
use core::ops::{Deref, DerefMut};
use std::vec;
use std::vec::Vec;

use crate::types::{Color, Dir, File, Side, Square};

/// SplitMix64: a small deterministic generator, so every run and every CPU
/// measures the same inputs.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator seeded with `seed`.
    #[inline]
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A value in `0..n` (`n > 0`; the tiny modulo bias does not matter here).
    #[inline]
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }

    /// A random square.
    #[inline]
    pub fn square(&mut self) -> Square {
        Square::new(self.below(64) as u8).expect("0..64 is a square")
    }

    /// A board with `count` distinct random squares set (the draws counted
    /// as they come: a build without `popcnt`, under a CPU emulator, takes a
    /// dozen instructions for `count_ones`, and this runs 80 000 times for
    /// the calibration's inputs).
    #[inline]
    pub fn squares_set(&mut self, count: u32) -> u64 {
        let (mut b, mut n) = (0u64, 0);
        while n < count {
            let bit = self.square().bit();
            n += (b & bit == 0) as u32;
            b |= bit;
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
    #[inline]
    pub fn from_slice(items: &[T]) -> Aligned<T> {
        Aligned::from_slice_at(items, 0)
    }

    /// A copy of `items` starting `offset` elements past a 64-byte boundary.
    #[inline]
    pub fn from_slice_at(items: &[T], offset: usize) -> Aligned<T> {
        assert!(align_of::<T>() <= 64);
        let skip = offset * size_of::<T>();
        let bytes = size_of_val(items);
        let mut lines = vec![Line([0; 64]); (skip + bytes).div_ceil(64).max(1)];
        // SAFETY: `lines` holds at least `skip + bytes` bytes and does not
        // overlap `items`; copying the bytes of `Copy` values yields valid
        // values.
        unsafe {
            core::ptr::copy_nonoverlapping(
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

    /// `len` copies of `value`, 64-byte-aligned.
    #[inline]
    pub fn filled(len: usize, value: T) -> Aligned<T> {
        Aligned::from_slice(&vec![value; len])
    }

    #[inline]
    fn start(&self) -> *const T {
        // SAFETY: `offset` elements fit in `lines` (`from_slice_at`).
        unsafe { self.lines.as_ptr().cast::<T>().add(self.offset) }
    }
}

impl<T: Copy> Deref for Aligned<T> {
    type Target = [T];
    #[inline]
    fn deref(&self) -> &[T] {
        // SAFETY: the `len` elements from `start()` are values of `T` (written
        // by `from_slice_at` or through `deref_mut`), and a 64-byte boundary
        // plus whole elements satisfies `T`'s alignment.
        unsafe { core::slice::from_raw_parts(self.start(), self.len) }
    }
}

impl<T: Copy> DerefMut for Aligned<T> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [T] {
        // SAFETY: as for `deref`, and `&mut self` makes the access unique.
        unsafe { core::slice::from_raw_parts_mut(self.start().cast_mut(), self.len) }
    }
}

impl<T: Copy> Clone for Aligned<T> {
    #[inline]
    fn clone(&self) -> Aligned<T> {
        Aligned::from_slice_at(self, self.offset)
    }
}

impl<T: Copy + fmt::Debug> fmt::Debug for Aligned<T> {
    #[inline]
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
#[inline]
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
    #[inline]
    pub fn new(len: usize) -> Inputs {
        Inputs::with_seed(len, 0x5eed_b17b_0a4d)
    }

    /// `len` inputs of each kind from `seed`.
    #[inline]
    pub fn with_seed(len: usize, seed: u64) -> Inputs {
        Inputs::with_seed_at(len, seed, 0)
    }

    /// `len` inputs from the fixed seed, every buffer starting `offset`
    /// elements past a 64-byte boundary.
    #[inline]
    pub fn misaligned(len: usize, offset: usize) -> Inputs {
        Inputs::with_seed_at(len, 0x5eed_b17b_0a4d, offset)
    }

    /// `len` inputs from `seed`, every buffer `offset` elements past a
    /// 64-byte boundary.
    #[inline]
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
    #[inline]
    pub fn len(&self) -> usize {
        self.boards.len()
    }

    /// Whether there are no inputs.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.boards.is_empty()
    }
}
