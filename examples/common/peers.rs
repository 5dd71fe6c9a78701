//! Per-square lookups beside two other chess crates, shared by the attacks
//! bench (`benches/attacks.rs`) and the report's peers section
//! (`examples/report/peers.rs`): the inputs in each library's own types,
//! the two loops (independent lookups and a dependent chain), and every way
//! to call the crate's `rook_/bishop_/queen_attacks_from` beside
//! cozy-chess's and shakmaty's lookups; and the crate's `const` per-square
//! lookups (knight, king and pawn attacks, `between`, `line_through`)
//! beside theirs; and a side's attack map, `side_attacks` on game-like
//! sides, beside loops of per-square lookups over the same pieces (the
//! crate's free functions, cozy-chess's, shakmaty's).
//!
//! Include it beside `workload.rs` (`#[path = ".../common/peers.rs"] mod
//! peers;` and `mod workload;` in the same parent module).

#![allow(dead_code)]

use std::marker::PhantomData;

use bitboard_simd::{
    dispatch, kernels, Color, Kernel, KernelTable, Side, Square, Token, WithToken,
};

use super::workload::{self, Aligned, Inputs, Outputs, N};

// ----------------------------------------------------------------- inputs

/// The occupancies of a [`Data`] set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Occupancy {
    /// Game-like: 2 to 32 pieces.
    Game,
    /// Each square occupied with probability 1/8.
    Sparse,
    /// Each square occupied with probability 1/2.
    Dense,
}

impl Occupancy {
    pub const ALL: [Occupancy; 3] = [Occupancy::Game, Occupancy::Sparse, Occupancy::Dense];

    /// A description for tables.
    pub fn name(self) -> &'static str {
        match self {
            Occupancy::Game => "game (2-32 pieces)",
            Occupancy::Sparse => "sparse (p = 1/8 per square)",
            Occupancy::Dense => "dense (p = 1/2 per square)",
        }
    }

    /// A one-word name for JSON.
    pub fn key(self) -> &'static str {
        match self {
            Occupancy::Game => "game",
            Occupancy::Sparse => "sparse",
            Occupancy::Dense => "dense",
        }
    }
}

/// The inputs of one pass, in each library's own types.
pub struct Data {
    pub squares: Aligned<Square>,
    pub occupied: Aligned<u64>,
    pub cozy_squares: Aligned<cozy_chess::Square>,
    pub shakmaty_squares: Aligned<shakmaty::Square>,
    /// Set-wise inputs of the same workload (for `attacks_by_direction`).
    pub sliders: Aligned<u64>,
    pub empty: Aligned<u64>,
}

impl Data {
    /// [`N`] random squares (the workload's) with occupancies of the given
    /// kind (a square may or may not be occupied).
    pub fn new(occupancy: Occupancy) -> Data {
        let mut inputs = Inputs::new(N);
        let mut rng = workload::Rng::new(0x0dd_ba11 + occupancy as u64);
        let random: Vec<u64> = (0..N)
            .map(|_| match occupancy {
                Occupancy::Game => 0,
                Occupancy::Sparse => rng.next_u64() & rng.next_u64() & rng.next_u64(),
                Occupancy::Dense => rng.next_u64(),
            })
            .collect();
        if occupancy != Occupancy::Game {
            inputs.occupied = Aligned::from_slice(&random);
        }
        let cozy: Vec<_> = inputs
            .squares
            .iter()
            .map(|s| cozy_chess::Square::index(s.index() as usize))
            .collect();
        let shakmaty: Vec<_> = inputs
            .squares
            .iter()
            .map(|s| shakmaty::Square::new(s.index() as u32))
            .collect();
        Data {
            squares: inputs.squares.clone(),
            occupied: inputs.occupied.clone(),
            cozy_squares: Aligned::from_slice(&cozy),
            shakmaty_squares: Aligned::from_slice(&shakmaty),
            sliders: inputs.sliders.clone(),
            empty: inputs.empty.clone(),
        }
    }
}

// ------------------------------------------------------------------ loops

/// Which loop a pass runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Independent lookups, results stored (throughput).
    Indep,
    /// Each lookup's occupancy `xor` the previous result (latency).
    Chain,
}

impl Mode {
    pub const ALL: [Mode; 2] = [Mode::Indep, Mode::Chain];

    pub fn name(self) -> &'static str {
        match self {
            Mode::Indep => "indep",
            Mode::Chain => "chain",
        }
    }
}

/// One pass of a per-square lookup `f` over `squares` and `occupied`,
/// inlined where it is called (a token's loop must be compiled inside the
/// token's target features: see [`square_loop`] for the other paths).
#[inline(always)]
pub fn square_pass<S: Copy>(
    mode: Mode,
    squares: &[S],
    occupied: &[u64],
    out: &mut [u64],
    f: impl Fn(S, u64) -> u64,
) -> u64 {
    match mode {
        Mode::Indep => {
            for ((o, &s), &occ) in out.iter_mut().zip(squares).zip(occupied) {
                *o = f(s, occ);
            }
            out[out.len() - 1]
        }
        Mode::Chain => {
            let mut acc = 0u64;
            for (&s, &occ) in squares.iter().zip(occupied) {
                acc = f(s, occ ^ acc);
            }
            acc
        }
    }
}

/// [`square_pass`] as a function of its own, as an engine's hot loop is:
/// its output is a `&mut [u64]` parameter, so LLVM knows that the stores
/// leave everything else alone and moves the free function's load of its
/// fixed choice out of the loop (see [`square_pass_through_struct`] for a
/// loop where it cannot). Every path but the token's runs this loop.
#[inline(never)]
pub fn square_loop<S: Copy>(
    mode: Mode,
    squares: &[S],
    occupied: &[u64],
    out: &mut [u64],
    f: impl Fn(S, u64) -> u64,
) -> u64 {
    square_pass(mode, squares, occupied, out, f)
}

/// The independent loop of [`square_pass`], storing each answer through a
/// buffer held in a struct (`out.u64s`, reached through the struct each
/// time): as far as LLVM knows such a store may write any memory, the free
/// function's fixed choice included, so the loop reloads and tests it
/// after every store. The figure shows what a loop of that shape costs; a
/// token ([`dispatch`]) has no such load.
#[inline(never)]
pub fn square_pass_through_struct<S: Copy>(
    squares: &[S],
    occupied: &[u64],
    out: &mut Outputs,
    f: impl Fn(S, u64) -> u64,
) -> u64 {
    for (i, (&s, &occ)) in squares.iter().zip(occupied).enumerate() {
        out.u64s[i] = f(s, occ);
    }
    out.u64s[squares.len() - 1]
}

// ---------------------------------------------------------------- methods

/// A per-square kernel, called every way.
pub trait PerSquare: 'static {
    const KERNEL: Kernel;
    fn table(t: &KernelTable, sq: Square, occupied: u64) -> u64;
    fn free(sq: Square, occupied: u64) -> u64;
    /// The dispatched batch free function (`*_attacks_from_batch`).
    fn batch(squares: &[Square], occupied: &[u64], out: &mut [u64]);
    fn token<T: Token>(t: T, sq: Square, occupied: u64) -> u64;
    fn cozy(sq: cozy_chess::Square, occupied: u64) -> u64;
    fn shakmaty(sq: shakmaty::Square, occupied: u64) -> u64;
}

macro_rules! per_square {
    ($Op:ident, $Variant:ident, $name:ident, $batch:ident,
     cozy($cs:ident, $cb:ident) => $cozy:expr,
     shakmaty($ss:ident, $sb:ident) => $shakmaty:expr) => {
        pub struct $Op;

        impl PerSquare for $Op {
            const KERNEL: Kernel = Kernel::$Variant;
            #[inline(always)]
            fn table(t: &KernelTable, sq: Square, occupied: u64) -> u64 {
                t.$name(sq, occupied)
            }
            #[inline(always)]
            fn free(sq: Square, occupied: u64) -> u64 {
                bitboard_simd::$name(sq, occupied)
            }
            #[inline(always)]
            fn batch(squares: &[Square], occupied: &[u64], out: &mut [u64]) {
                bitboard_simd::$batch(squares, occupied, out)
            }
            #[inline(always)]
            fn token<T: Token>(t: T, sq: Square, occupied: u64) -> u64 {
                t.$name(sq, occupied)
            }
            #[inline(always)]
            fn cozy($cs: cozy_chess::Square, occupied: u64) -> u64 {
                let $cb = cozy_chess::BitBoard(occupied);
                $cozy
            }
            #[inline(always)]
            fn shakmaty($ss: shakmaty::Square, occupied: u64) -> u64 {
                let $sb = shakmaty::Bitboard(occupied);
                $shakmaty
            }
        }
    };
}

per_square!(Queen, QueenAttacksFrom, queen_attacks_from, queen_attacks_from_batch,
    cozy(s, b) => (cozy_chess::get_rook_moves(s, b) | cozy_chess::get_bishop_moves(s, b)).0,
    shakmaty(s, b) => shakmaty::attacks::queen_attacks(s, b).0);
per_square!(Rook, RookAttacksFrom, rook_attacks_from, rook_attacks_from_batch,
    cozy(s, b) => cozy_chess::get_rook_moves(s, b).0,
    shakmaty(s, b) => shakmaty::attacks::rook_attacks(s, b).0);
per_square!(Bishop, BishopAttacksFrom, bishop_attacks_from, bishop_attacks_from_batch,
    cozy(s, b) => cozy_chess::get_bishop_moves(s, b).0,
    shakmaty(s, b) => shakmaty::attacks::bishop_attacks(s, b).0);

/// The token loop of a per-square kernel, run by [`dispatch`].
struct SquareTokenPass<'a, K> {
    mode: Mode,
    data: &'a Data,
    out: &'a mut [u64],
    kernel: PhantomData<K>,
}

impl<K: PerSquare> WithToken for SquareTokenPass<'_, K> {
    type Output = u64;

    #[inline(always)]
    fn run<T: Token>(self, token: T) -> u64 {
        square_pass(
            self.mode,
            &self.data.squares,
            &self.data.occupied,
            self.out,
            #[inline(always)]
            |s, o| K::token(token, s, o),
        )
    }
}

/// One pass of one method: `(mode, data, outputs) -> a value for black_box`.
pub type Pass = Box<dyn Fn(Mode, &Data, &mut Outputs) -> u64>;

/// Whether `method` runs in `mode`: the batch form has no dependent
/// chain (its lookups are independent by its signature), and the loop that
/// stores through a struct stores only in the independent loop.
pub fn runs_in(method: &str, mode: Mode) -> bool {
    !matches!(method, "batch" | "free fn, struct") || mode == Mode::Indep
}

/// The ways to call the crate's lookup, then the two peers, named as in
/// the tables: `free fn` (the dispatched free function), `free fn, struct`
/// (the same, storing through a struct: [`square_pass_through_struct`]),
/// `table`
/// (`kernels()` fetched once, an indirect call per lookup), `token`
/// ([`dispatch`] once, the lookup inlined in the loop), `batch` (the
/// dispatched `*_attacks_from_batch` over the whole input, independent
/// lookups only: see [`runs_in`]), `cozy-chess`, `shakmaty` (direct,
/// inlined calls; squares converted to their types before timing).
pub fn methods<K: PerSquare>() -> Vec<(&'static str, Pass)> {
    vec![
        (
            "free fn",
            // `inline(always)`: the loop calls `f` in two places (the two
            // modes), and LLVM would keep one out-of-line copy of a large
            // closure (the queen's three lookups). An engine that calls the
            // free function directly gets it inlined anyway (the free
            // functions are `inline(always)`).
            Box::new(|m, d, o| {
                square_loop(
                    m,
                    &d.squares,
                    &d.occupied,
                    &mut o.u64s,
                    #[inline(always)]
                    |s, occ| K::free(s, occ),
                )
            }),
        ),
        (
            "free fn, struct",
            Box::new(|m, d, o| {
                assert!(
                    runs_in("free fn, struct", m),
                    "stores only in the independent loop"
                );
                square_pass_through_struct(
                    &d.squares,
                    &d.occupied,
                    o,
                    #[inline(always)]
                    |s, occ| K::free(s, occ),
                )
            }),
        ),
        (
            "table",
            Box::new(|m, d, o| {
                let t = std::hint::black_box(kernels());
                square_loop(m, &d.squares, &d.occupied, &mut o.u64s, |s, occ| {
                    K::table(t, s, occ)
                })
            }),
        ),
        (
            "token",
            Box::new(|m, d, o| {
                dispatch(SquareTokenPass::<K> {
                    mode: m,
                    data: d,
                    out: &mut o.u64s,
                    kernel: PhantomData,
                })
            }),
        ),
        (
            "batch",
            Box::new(|m, d, o| {
                assert!(runs_in("batch", m), "the batch form has no chain loop");
                K::batch(&d.squares, &d.occupied, &mut o.u64s);
                o.u64s[o.u64s.len() - 1]
            }),
        ),
        (
            "cozy-chess",
            Box::new(|m, d, o| square_loop(m, &d.cozy_squares, &d.occupied, &mut o.u64s, K::cozy)),
        ),
        (
            "shakmaty",
            Box::new(|m, d, o| {
                square_loop(
                    m,
                    &d.shakmaty_squares,
                    &d.occupied,
                    &mut o.u64s,
                    K::shakmaty,
                )
            }),
        ),
    ]
}

/// [`methods`] of the queen, rook and bishop lookups, in that order.
pub fn all_methods() -> Vec<(Kernel, Vec<(&'static str, Pass)>)> {
    vec![
        (Queen::KERNEL, methods::<Queen>()),
        (Rook::KERNEL, methods::<Rook>()),
        (Bishop::KERNEL, methods::<Bishop>()),
    ]
}

// ---------------------------------------------------------- const lookups

/// The inputs of the `const` lookups: [`N`] pairs of random square
/// indices (a lookup of one square reads the first; the pawn's colour is
/// the second's lowest bit). Each library converts an index to its own
/// square type inside the loop: after `& 63` that is no work for any of
/// them, and it lets the chain feed a result back into the next square.
pub struct LookupData {
    pub a: Aligned<u8>,
    pub b: Aligned<u8>,
}

impl LookupData {
    pub fn new() -> LookupData {
        let mut rng = workload::Rng::new(0x1ea9_e125);
        let mut squares = || -> Vec<u8> { (0..N).map(|_| rng.below(64) as u8).collect() };
        let a = squares();
        let b = squares();
        LookupData {
            a: Aligned::from_slice(&a),
            b: Aligned::from_slice(&b),
        }
    }
}

impl Default for LookupData {
    fn default() -> LookupData {
        LookupData::new()
    }
}

/// One pass of a lookup `f(a, b)` over the pairs: independent lookups, or
/// a chain where each lookup's first square is `xor`ed with the previous
/// result's low six bits (latency: the lookup, an `xor` and an `and`).
#[inline(never)]
pub fn lookup_loop(
    mode: Mode,
    a: &[u8],
    b: &[u8],
    out: &mut [u64],
    f: impl Fn(u8, u8) -> u64,
) -> u64 {
    match mode {
        Mode::Indep => {
            for ((o, &x), &y) in out.iter_mut().zip(a).zip(b) {
                *o = f(x, y);
            }
            out[out.len() - 1]
        }
        Mode::Chain => {
            let mut acc = 0u64;
            for (&x, &y) in a.iter().zip(b) {
                acc = f(x ^ (acc as u8 & 63), y);
            }
            acc
        }
    }
}

/// A square index as each library's square (`& 63`: in range by
/// construction, so no check remains).
#[inline(always)]
fn ours(i: u8) -> Square {
    Square::new(i & 63).unwrap()
}

#[inline(always)]
fn cozy(i: u8) -> cozy_chess::Square {
    cozy_chess::Square::index(usize::from(i & 63))
}

#[inline(always)]
fn shakmaty(i: u8) -> shakmaty::Square {
    shakmaty::Square::new(u32::from(i & 63))
}

/// One pass of one `const` lookup method over [`LookupData`].
pub type LookupPass = Box<dyn Fn(Mode, &LookupData, &mut Outputs) -> u64>;

/// A pass of `f` over the pairs: a closure type of its own per lookup, so
/// the loop is compiled for it with the lookup inlined.
fn lookup_pass(f: impl Fn(u8, u8) -> u64 + Copy + 'static) -> LookupPass {
    Box::new(move |m, d, o| lookup_loop(m, &d.a, &d.b, &mut o.u64s, f))
}

/// A `const` lookup: its name, how the crate computes it, and its methods
/// (see [`lookup_methods`]).
pub type Lookup = (&'static str, &'static str, Vec<(&'static str, LookupPass)>);

/// The occupancy of the `const` lookups' rows: they take none.
pub const NO_OCCUPANCY: &str = "none";

/// The crate's `const` lookups, each with how the crate computes it (the
/// report's implementation column) and its methods: `free fn` (the
/// crate's function, inlined), `cozy-chess`, `shakmaty` (their
/// counterparts, inlined).
pub fn lookup_methods() -> Vec<Lookup> {
    use bitboard_simd::{
        between, king_attacks_from, knight_attacks_from, line_through, pawn_attacks_from,
    };
    vec![
        (
            "knight_attacks_from",
            "const/table",
            vec![
                ("free fn", lookup_pass(|x, _| knight_attacks_from(ours(x)))),
                (
                    "cozy-chess",
                    lookup_pass(|x, _| cozy_chess::get_knight_moves(cozy(x)).0),
                ),
                (
                    "shakmaty",
                    lookup_pass(|x, _| shakmaty::attacks::knight_attacks(shakmaty(x)).0),
                ),
            ],
        ),
        (
            "king_attacks_from",
            "const/table",
            vec![
                ("free fn", lookup_pass(|x, _| king_attacks_from(ours(x)))),
                (
                    "cozy-chess",
                    lookup_pass(|x, _| cozy_chess::get_king_moves(cozy(x)).0),
                ),
                (
                    "shakmaty",
                    lookup_pass(|x, _| shakmaty::attacks::king_attacks(shakmaty(x)).0),
                ),
            ],
        ),
        (
            "pawn_attacks_from",
            "const/table",
            vec![
                (
                    "free fn",
                    lookup_pass(|x, y| {
                        let color = if y & 1 == 0 {
                            Color::White
                        } else {
                            Color::Black
                        };
                        pawn_attacks_from(ours(x), color)
                    }),
                ),
                (
                    "cozy-chess",
                    lookup_pass(|x, y| {
                        let color = if y & 1 == 0 {
                            cozy_chess::Color::White
                        } else {
                            cozy_chess::Color::Black
                        };
                        cozy_chess::get_pawn_attacks(cozy(x), color).0
                    }),
                ),
                (
                    "shakmaty",
                    lookup_pass(|x, y| {
                        let color = if y & 1 == 0 {
                            shakmaty::Color::White
                        } else {
                            shakmaty::Color::Black
                        };
                        shakmaty::attacks::pawn_attacks(color, shakmaty(x)).0
                    }),
                ),
            ],
        ),
        (
            "between",
            "const/table",
            vec![
                ("free fn", lookup_pass(|x, y| between(ours(x), ours(y)))),
                (
                    "cozy-chess",
                    lookup_pass(|x, y| cozy_chess::get_between_rays(cozy(x), cozy(y)).0),
                ),
                (
                    "shakmaty",
                    lookup_pass(|x, y| shakmaty::attacks::between(shakmaty(x), shakmaty(y)).0),
                ),
            ],
        ),
        (
            "line_through",
            "const/table",
            vec![
                (
                    "free fn",
                    lookup_pass(|x, y| line_through(ours(x), ours(y))),
                ),
                (
                    "cozy-chess",
                    lookup_pass(|x, y| cozy_chess::get_line_rays(cozy(x), cozy(y)).0),
                ),
                (
                    "shakmaty",
                    lookup_pass(|x, y| shakmaty::attacks::ray(shakmaty(x), shakmaty(y)).0),
                ),
            ],
        ),
    ]
}

/// The `const` lookups: every method must agree with the crate's (the
/// first) on both loops, or the figures compare different work.
pub fn check_lookups(lookups: &[Lookup], data: &LookupData) {
    let mut reference = Outputs::new(N);
    let mut out = Outputs::new(N);
    for (name, _, methods) in lookups {
        for mode in Mode::ALL {
            let expected = (methods[0].1)(mode, data, &mut reference);
            for (method, pass) in &methods[1..] {
                assert_eq!(
                    pass(mode, data, &mut out),
                    expected,
                    "{name} {}: {method} disagrees with the crate",
                    mode.name()
                );
                assert!(
                    mode == Mode::Chain || out.u64s[..] == reference.u64s[..],
                    "{name}: {method} disagrees with the crate"
                );
            }
        }
    }
}

// ------------------------------------------------------------ side maps

/// The inputs of the attack maps: the workload's [`N`] game-like sides
/// (`Inputs::sides`: about half the pieces of a position of 2 to 32, one
/// of them the king, the others pawns, knights, bishops, rooks and queens),
/// their positions' occupancies and random colours, the colours also in
/// the peers' types (converted before timing, as the squares are).
pub struct MapData {
    pub sides: Aligned<Side>,
    pub occupied: Aligned<u64>,
    pub colors: Aligned<Color>,
    pub cozy_colors: Aligned<cozy_chess::Color>,
    pub shakmaty_colors: Aligned<shakmaty::Color>,
}

impl MapData {
    pub fn new() -> MapData {
        let inputs = Inputs::new(N);
        let white = |c: &Color| *c == Color::White;
        let cozy: Vec<_> = inputs
            .colors
            .iter()
            .map(|c| {
                if white(c) {
                    cozy_chess::Color::White
                } else {
                    cozy_chess::Color::Black
                }
            })
            .collect();
        let shakmaty: Vec<_> = inputs
            .colors
            .iter()
            .map(|c| {
                if white(c) {
                    shakmaty::Color::White
                } else {
                    shakmaty::Color::Black
                }
            })
            .collect();
        MapData {
            sides: inputs.sides.clone(),
            occupied: inputs.occupied.clone(),
            colors: inputs.colors.clone(),
            cozy_colors: Aligned::from_slice(&cozy),
            shakmaty_colors: Aligned::from_slice(&shakmaty),
        }
    }

    /// The mean number of pieces of a side.
    pub fn mean_pieces(&self) -> f64 {
        let pieces: u32 = self
            .sides
            .iter()
            .map(|s| (s.pawns | s.knights | s.bishops | s.rooks | s.queens | s.king).count_ones())
            .sum();
        f64::from(pieces) / self.sides.len() as f64
    }
}

impl Default for MapData {
    fn default() -> MapData {
        MapData::new()
    }
}

/// One pass of an attack map `f` over the sides: independent maps, stored
/// (throughput; a map is a position's work, so no chain loop). Inlined
/// where it is called (a token's loop must be compiled inside the token's
/// target features: see [`map_loop`] for the other methods).
#[inline(always)]
pub fn map_pass<C: Copy>(
    data: &MapData,
    colors: &[C],
    out: &mut [u64],
    f: impl Fn(Side, u64, C) -> u64,
) -> u64 {
    for (((o, &side), &occ), &color) in out
        .iter_mut()
        .zip(&data.sides[..])
        .zip(&data.occupied[..])
        .zip(colors)
    {
        *o = f(side, occ, color);
    }
    out[out.len() - 1]
}

/// [`map_pass`] as a function of its own (as [`square_loop`] is).
#[inline(never)]
pub fn map_loop<C: Copy>(
    data: &MapData,
    colors: &[C],
    out: &mut [u64],
    f: impl Fn(Side, u64, C) -> u64,
) -> u64 {
    map_pass(data, colors, out, f)
}

/// The crate's loop of per-square lookups: every piece's square popped and
/// its free function's attacks ORed (pawns too, one `pawn_attacks_from`
/// each, as the peers' loops do).
#[inline(always)]
pub fn crate_map(side: Side, occupied: u64, color: Color) -> u64 {
    use bitboard_simd::pawn_attacks_from;
    let mut a = 0;
    for sq in Square::iter_set(side.pawns) {
        a |= pawn_attacks_from(sq, color);
    }
    a | pieces_map(side, occupied)
}

/// The attacks of a side's knights, sliders and king, one free-function
/// lookup per piece (`crate_map` and `lean_map` differ only in the pawns).
#[inline(always)]
fn pieces_map(side: Side, occupied: u64) -> u64 {
    use bitboard_simd::{
        bishop_attacks_from, king_attacks_from, knight_attacks_from, queen_attacks_from,
        rook_attacks_from,
    };
    let mut a = 0;
    for sq in Square::iter_set(side.knights) {
        a |= knight_attacks_from(sq);
    }
    for sq in Square::iter_set(side.bishops) {
        a |= bishop_attacks_from(sq, occupied);
    }
    for sq in Square::iter_set(side.rooks) {
        a |= rook_attacks_from(sq, occupied);
    }
    for sq in Square::iter_set(side.queens) {
        a |= queen_attacks_from(sq, occupied);
    }
    for sq in Square::iter_set(side.king) {
        a |= king_attacks_from(sq);
    }
    a
}

/// The loop an engine writes for a side's attack map: the pawns set-wise
/// (`pawn_attacks`, two shifts), the knights and the king by table, and
/// one inlined lookup per slider through the free per-square functions
/// (their choice fixed before `main`: `pext` or black magic).
#[inline(always)]
pub fn lean_map(side: Side, occupied: u64, color: Color) -> u64 {
    use bitboard_simd::pawn_attacks;
    pawn_attacks(side.pawns, color) | pieces_map(side, occupied)
}

/// cozy-chess's loop of per-square lookups over the same pieces (a queen:
/// its rook and bishop moves, as cozy-chess has no queen lookup).
#[inline(always)]
pub fn cozy_map(side: Side, occupied: u64, color: cozy_chess::Color) -> u64 {
    use cozy_chess::{
        get_bishop_moves, get_king_moves, get_knight_moves, get_pawn_attacks, get_rook_moves,
        BitBoard,
    };
    let blockers = BitBoard(occupied);
    let mut a = BitBoard::EMPTY;
    for sq in BitBoard(side.pawns) {
        a |= get_pawn_attacks(sq, color);
    }
    for sq in BitBoard(side.knights) {
        a |= get_knight_moves(sq);
    }
    for sq in BitBoard(side.bishops) {
        a |= get_bishop_moves(sq, blockers);
    }
    for sq in BitBoard(side.rooks) {
        a |= get_rook_moves(sq, blockers);
    }
    for sq in BitBoard(side.queens) {
        a |= get_rook_moves(sq, blockers) | get_bishop_moves(sq, blockers);
    }
    for sq in BitBoard(side.king) {
        a |= get_king_moves(sq);
    }
    a.0
}

/// shakmaty's loop of per-square lookups over the same pieces.
#[inline(always)]
pub fn shakmaty_map(side: Side, occupied: u64, color: shakmaty::Color) -> u64 {
    use shakmaty::attacks;
    use shakmaty::Bitboard;
    let blockers = Bitboard(occupied);
    let mut a = Bitboard::EMPTY;
    for sq in Bitboard(side.pawns) {
        a |= attacks::pawn_attacks(color, sq);
    }
    for sq in Bitboard(side.knights) {
        a |= attacks::knight_attacks(sq);
    }
    for sq in Bitboard(side.bishops) {
        a |= attacks::bishop_attacks(sq, blockers);
    }
    for sq in Bitboard(side.rooks) {
        a |= attacks::rook_attacks(sq, blockers);
    }
    for sq in Bitboard(side.queens) {
        a |= attacks::queen_attacks(sq, blockers);
    }
    for sq in Bitboard(side.king) {
        a |= attacks::king_attacks(sq);
    }
    a.0
}

/// The token loop of `side_attacks`, run by [`dispatch`].
struct MapTokenPass<'a> {
    data: &'a MapData,
    out: &'a mut [u64],
}

impl WithToken for MapTokenPass<'_> {
    type Output = u64;

    #[inline(always)]
    fn run<T: Token>(self, token: T) -> u64 {
        map_pass(
            self.data,
            &self.data.colors,
            self.out,
            #[inline(always)]
            |s, o, c| token.side_attacks(s, o, c),
        )
    }
}

/// One pass of one attack-map method over [`MapData`].
pub type MapPass = Box<dyn Fn(&MapData, &mut Outputs) -> u64>;

/// The kernel of the attack maps' rows.
pub const MAP_KERNEL: Kernel = Kernel::SideAttacks;

/// The ways to compute a side's attack map, named as in the tables: the
/// crate's dispatched `side_attacks` as `free fn`, `table` (`kernels()`
/// fetched once, an indirect call per map) and `token` ([`dispatch`]
/// once, the kernel inlined in the loop); then the loops of per-square
/// lookups over the same pieces: `loop` (the crate's free functions,
/// [`crate_map`]), `lean loop` (an engine's: pawns set-wise, one lookup per
/// other piece, [`lean_map`]), `cozy-chess` ([`cozy_map`]) and `shakmaty`
/// ([`shakmaty_map`]).
pub fn map_methods() -> Vec<(&'static str, MapPass)> {
    vec![
        (
            "free fn",
            Box::new(|d, o| map_loop(d, &d.colors, &mut o.u64s, bitboard_simd::side_attacks)),
        ),
        (
            "table",
            Box::new(|d, o| {
                let t = std::hint::black_box(kernels());
                map_loop(d, &d.colors, &mut o.u64s, |s, occ, c| {
                    t.side_attacks(s, occ, c)
                })
            }),
        ),
        (
            "token",
            Box::new(|d, o| {
                dispatch(MapTokenPass {
                    data: d,
                    out: &mut o.u64s,
                })
            }),
        ),
        (
            "loop",
            Box::new(|d, o| map_loop(d, &d.colors, &mut o.u64s, crate_map)),
        ),
        (
            "lean loop",
            Box::new(|d, o| map_loop(d, &d.colors, &mut o.u64s, lean_map)),
        ),
        (
            "cozy-chess",
            Box::new(|d, o| map_loop(d, &d.cozy_colors, &mut o.u64s, cozy_map)),
        ),
        (
            "shakmaty",
            Box::new(|d, o| map_loop(d, &d.shakmaty_colors, &mut o.u64s, shakmaty_map)),
        ),
    ]
}

/// Every attack-map method must store the same maps as the first (the
/// free function), or the figures compare different work.
pub fn check_maps(methods: &[(&'static str, MapPass)], data: &MapData) {
    let mut reference = Outputs::new(N);
    let mut out = Outputs::new(N);
    let expected = (methods[0].1)(data, &mut reference);
    for (method, pass) in &methods[1..] {
        assert_eq!(
            pass(data, &mut out),
            expected,
            "side_attacks: {method} disagrees with the free function"
        );
        assert!(
            out.u64s[..] == reference.u64s[..],
            "side_attacks: {method} disagrees with the free function"
        );
    }
}
