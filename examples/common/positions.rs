//! The per-square lookups in an engine's shape: many positions, each one
//! occupancy shared by a dozen sliders. The workload is Chess_Movegen's
//! (random occupancies `r & r`, 12 random squares each, every attack set
//! folded into one value), re-implemented here so the crate's many-squares
//! form (`*_attacks_from_squares`, one call per position) and the engine
//! form (`for_each_*_attack`) run beside a token loop, the free function (one call per square) and cozy-chess on
//! the same inputs. Shared by the positions bench (`benches/positions.rs`)
//! and the report's peers section (`examples/report/peers_positions.rs`).
//!
//! Include it beside `workload.rs` and `peers.rs` (the latter as
//! `peers_common`), in the same parent module.

#![allow(dead_code)]

use std::hint::black_box;
use std::marker::PhantomData;
use std::time::Instant;

use bitboard_simd::{dispatch, kernels, Kernel, KernelTable, Square, Token, WithToken};

use super::peers_common::PerSquare;
pub use super::peers_common::{Bishop, Queen, Rook};
use super::workload::Rng;

/// Chess_Movegen's number of positions.
pub const POSITIONS: usize = 5_000_000;
/// Sliders per position.
pub const SQUARES_PER_POSITION: usize = 12;

/// The inputs: one occupancy per position and its squares, in the crate's
/// and in cozy-chess's types.
pub struct Positions {
    pub occupied: Vec<u64>,
    pub squares: Vec<Square>,
    pub cozy_squares: Vec<cozy_chess::Square>,
}

impl Positions {
    /// `count` positions: occupancies `r & r` (about a quarter of the
    /// squares), 12 uniformly random squares each.
    pub fn new(count: usize) -> Positions {
        let mut rng = Rng::new(0x5eed_c4e5);
        let occupied = (0..count)
            .map(|_| rng.next_u64() & rng.next_u64())
            .collect();
        let squares: Vec<Square> = (0..count * SQUARES_PER_POSITION)
            .map(|_| Square::ALL[(rng.next_u64() % 64) as usize])
            .collect();
        let cozy_squares = squares
            .iter()
            .map(|s| cozy_chess::Square::index(s.index() as usize))
            .collect();
        Positions {
            occupied,
            squares,
            cozy_squares,
        }
    }

    /// Lookups in one pass.
    pub fn lookups(&self) -> usize {
        self.squares.len()
    }
}

/// A per-square kernel with its many-squares form.
pub trait ManySquares: PerSquare {
    /// The many-squares kernel.
    const SQUARES_KERNEL: Kernel;
    fn squares(squares: &[Square], occupied: u64, out: &mut [u64]);
    /// The engine form, `for_each_*_attack`.
    fn for_each(squares: &[Square], occupied: u64, f: impl FnMut(usize, u64));
    fn table_squares(t: &KernelTable, squares: &[Square], occupied: u64, out: &mut [u64]);
}

macro_rules! many_squares {
    ($($Op:ident => $Variant:ident $name:ident $for_each:ident;)*) => {$(
        impl ManySquares for $Op {
            const SQUARES_KERNEL: Kernel = Kernel::$Variant;
            #[inline(always)]
            fn squares(squares: &[Square], occupied: u64, out: &mut [u64]) {
                bitboard_simd::$name(squares, occupied, out)
            }
            #[inline(always)]
            fn for_each(squares: &[Square], occupied: u64, f: impl FnMut(usize, u64)) {
                bitboard_simd::$for_each(squares, occupied, f)
            }
            #[inline(always)]
            fn table_squares(t: &KernelTable, squares: &[Square], occupied: u64, out: &mut [u64]) {
                t.$name(squares, occupied, out)
            }
        }
    )*};
}

many_squares! {
    Queen => QueenAttacksFromSquares queen_attacks_from_squares for_each_queen_attack;
    Rook => RookAttacksFromSquares rook_attacks_from_squares for_each_rook_attack;
    Bishop => BishopAttacksFromSquares bishop_attacks_from_squares for_each_bishop_attack;
}

/// One pass with one lookup per square: every position's squares against
/// its occupancy, the attack sets folded by `xor`.
#[inline(always)]
fn per_square_pass<S: Copy>(squares: &[S], occupied: &[u64], f: impl Fn(S, u64) -> u64) -> u64 {
    let mut acc = 0;
    for (position, &occ) in squares.chunks_exact(SQUARES_PER_POSITION).zip(occupied) {
        for &sq in position {
            acc ^= f(sq, occ);
        }
    }
    acc
}

/// The token loop, run by [`dispatch`].
struct TokenPass<'a, K> {
    positions: &'a Positions,
    kernel: PhantomData<K>,
}

impl<K: PerSquare> WithToken for TokenPass<'_, K> {
    type Output = u64;

    #[inline(always)]
    fn run<T: Token>(self, token: T) -> u64 {
        let p = self.positions;
        per_square_pass(&p.squares, &p.occupied, |s, o| K::token(token, s, o))
    }
}

/// One pass of one method over the positions; returns the folded sets.
pub type Pass = Box<dyn Fn(&Positions) -> u64>;

/// A many-squares form, one call per position.
#[inline(always)]
fn squares_loop(p: &Positions, f: impl Fn(&[Square], u64, &mut [u64])) -> u64 {
    let mut out = [0u64; SQUARES_PER_POSITION];
    let mut acc = 0;
    for (position, &occ) in p
        .squares
        .chunks_exact(SQUARES_PER_POSITION)
        .zip(&p.occupied)
    {
        f(position, occ, &mut out);
        // Each attack set read on its own, as an engine reads one piece's
        // moves: 8-byte loads. (Left to itself LLVM folds the array with
        // 16-byte loads, and a 16-byte load of two 8-byte stores, which the
        // scalar forms write, cannot be forwarded from the store buffer: a
        // stall per position that no engine would pay.)
        for x in &out {
            // SAFETY: a reference to an element of a live local array.
            acc ^= unsafe { core::ptr::read_volatile(x) };
        }
    }
    acc
}

/// The dispatched many-squares form.
#[inline(never)]
fn squares_pass<K: ManySquares>(p: &Positions) -> u64 {
    squares_loop(p, K::squares)
}

/// The many-squares form through a held table: the table's choice, one
/// call per position (where the table holds `pext` or black magic, the
/// free function runs that loop inlined instead).
#[inline(never)]
fn squares_table_pass<K: ManySquares>(p: &Positions) -> u64 {
    let t = black_box(kernels());
    squares_loop(p, |s, o, out| K::table_squares(t, s, o, out))
}

/// The loop of the free function, each set stored as the many-squares
/// form stores it (and read back the same way): the loop form of the
/// many-squares free functions, whatever they chose.
#[inline(never)]
fn free_stored_pass<K: PerSquare>(p: &Positions) -> u64 {
    squares_loop(p, |squares, occupied, out| {
        for (o, &sq) in out.iter_mut().zip(squares) {
            *o = K::free(sq, occupied);
        }
    })
}

/// The engine form, one call per position, each set folded as it comes.
#[inline(never)]
fn for_each_pass<K: ManySquares>(p: &Positions) -> u64 {
    let mut acc = 0;
    for (position, &occ) in p
        .squares
        .chunks_exact(SQUARES_PER_POSITION)
        .zip(&p.occupied)
    {
        K::for_each(position, occ, |_, attacks| acc ^= attacks);
    }
    acc
}

/// An engine's move list: each set pushed to a `Vec` (whose `push` holds
/// a call, to grow it, that LLVM cannot see through), then read back.
#[inline(always)]
fn push_loop(p: &Positions, mut position_sets: impl FnMut(&[Square], u64, &mut Vec<u64>)) -> u64 {
    let mut list = Vec::with_capacity(SQUARES_PER_POSITION);
    let mut acc = 0;
    for (position, &occ) in p
        .squares
        .chunks_exact(SQUARES_PER_POSITION)
        .zip(&p.occupied)
    {
        list.clear();
        position_sets(position, occ, &mut list);
        for &attacks in &list {
            acc ^= attacks;
        }
    }
    acc
}

/// The free function's loop, pushing each set.
#[inline(never)]
fn free_push_pass<K: PerSquare>(p: &Positions) -> u64 {
    push_loop(p, |position, occ, list| {
        for &sq in position {
            list.push(K::free(sq, occ));
        }
    })
}

/// The engine form, pushing each set.
#[inline(never)]
fn for_each_push_pass<K: ManySquares>(p: &Positions) -> u64 {
    push_loop(p, |position, occ, list| {
        K::for_each(position, occ, |_, attacks| list.push(attacks))
    })
}

#[inline(never)]
fn token_pass<K: PerSquare>(p: &Positions) -> u64 {
    dispatch(TokenPass::<K> {
        positions: p,
        kernel: PhantomData,
    })
}

#[inline(never)]
fn free_pass<K: PerSquare>(p: &Positions) -> u64 {
    per_square_pass(&p.squares, &p.occupied, K::free)
}

#[inline(never)]
fn cozy_pass<K: PerSquare>(p: &Positions) -> u64 {
    per_square_pass(&p.cozy_squares, &p.occupied, K::cozy)
}

/// The methods, named as in the tables: `squares` (the dispatched
/// many-squares form, one call per position), `for each` (the engine form,
/// one call per position, no store), `token` ([`dispatch`] once,
/// the lookup inlined), `free fn` (the dispatched free function, one call
/// per square), `cozy-chess`; two with an engine's move list, each
/// set pushed to a `Vec` and read back: `for each, push` and `free fn,
/// push` (a `push` can call, to grow the list, so the free function's
/// loop tests its choice on every call; the engine form does not); and
/// the two forms the many-squares free function chooses between, each
/// set stored and read back as `squares` does: `squares, table` (the
/// table's form through a held table) and `free fn, stored` (the loop of
/// the free function).
pub fn methods<K: ManySquares>() -> Vec<(String, Pass)> {
    let named =
        |name: &str, pass: fn(&Positions) -> u64| (name.to_string(), Box::new(pass) as Pass);
    vec![
        named("squares", squares_pass::<K>),
        named("for each", for_each_pass::<K>),
        named("token", token_pass::<K>),
        named("free fn", free_pass::<K>),
        named("cozy-chess", cozy_pass::<K>),
        named("for each, push", for_each_push_pass::<K>),
        named("free fn, push", free_push_pass::<K>),
        named("squares, table", squares_table_pass::<K>),
        named("free fn, stored", free_stored_pass::<K>),
    ]
}

/// The many-squares form through every implementation this CPU runs
/// (`KernelTable::variants`), named `squares <implementation>`.
pub fn squares_variants<K: ManySquares>() -> Vec<(String, Pass)> {
    kernels()
        .variants(K::SQUARES_KERNEL)
        .map(|t| {
            let name = format!("squares {}", t.implementation(K::SQUARES_KERNEL).name());
            let pass: Pass =
                Box::new(move |p| squares_loop(p, |s, o, out| K::table_squares(&t, s, o, out)));
            (name, pass)
        })
        .collect()
}

/// One piece's methods: its per-square kernel, its many-squares kernel and
/// the named passes.
pub type PieceMethods = (Kernel, Kernel, Vec<(String, Pass)>);

/// [`methods`] of the queen, rook and bishop, in that order.
pub fn all_methods() -> Vec<PieceMethods> {
    vec![
        (Queen::KERNEL, Queen::SQUARES_KERNEL, methods::<Queen>()),
        (Rook::KERNEL, Rook::SQUARES_KERNEL, methods::<Rook>()),
        (Bishop::KERNEL, Bishop::SQUARES_KERNEL, methods::<Bishop>()),
    ]
}

/// Each method's passes, `rounds` times in turn (the order rotated every
/// round), as M lookups per second: `figures[method][round]`. Every method
/// must fold to the same value, checked on the first pass.
pub fn measure(p: &Positions, methods: &[(String, Pass)], rounds: usize) -> Vec<Vec<f64>> {
    let expected = (methods[0].1)(p);
    for (name, pass) in methods {
        assert_eq!(pass(p), expected, "{name} folds to another value");
    }
    let mut figures = vec![Vec::with_capacity(rounds); methods.len()];
    for round in 0..rounds {
        for j in 0..methods.len() {
            let j = (j + round) % methods.len();
            let start = Instant::now();
            black_box((methods[j].1)(black_box(p)));
            let s = start.elapsed().as_secs_f64();
            figures[j].push(p.lookups() as f64 / s / 1e6);
        }
    }
    figures
}

/// The median of `v`.
pub fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}
