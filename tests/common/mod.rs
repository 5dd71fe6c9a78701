//! Shared test plumbing: argument generators (quickcheck newtypes and a
//! deterministic RNG for slices), the edge inputs of every argument type,
//! and the list of targets (every supported implementation of a kernel, plus
//! the crate's free function).

#![allow(dead_code)]

use std::fmt;

use bitboard_simd::{cpu, Color, Dir, File, Kernel, KernelTable, Side, Square};
use quickcheck::{Arbitrary, Gen};

use crate::naive;

// ------------------------------------------------------------- targets

/// Something that runs a kernel: one implementation (a table with that
/// kernel swapped in) or the crate's free function (the active table).
// A whole table per target is the point: it is what the tests call through.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Copy)]
pub enum Target {
    Table(KernelTable, Kernel),
    Free(Kernel),
}

impl Target {
    pub fn name(&self) -> String {
        match self {
            Target::Table(t, k) => format!("{} [{}]", t.implementation(*k).name(), t.level()),
            Target::Free(k) => format!(
                "free fn {} (active: {})",
                k.name(),
                bitboard_simd::kernels().implementation(*k).name()
            ),
        }
    }
}

impl fmt::Debug for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

/// Every implementation of `kernel` that this CPU supports, each as a table
/// of the CPU's highest level with that implementation swapped in. The
/// unsupported ones are reported on stderr and skipped.
pub fn implementations(kernel: Kernel) -> Vec<KernelTable> {
    let highest = cpu().highest_level();
    let table = KernelTable::for_level(highest).expect("the CPU's highest level has a table");
    let tables: Vec<KernelTable> = table.variants(kernel).collect();
    for imp in kernel.implementations() {
        if !tables
            .iter()
            .any(|t| t.implementation(kernel).method() == imp.method())
        {
            eprintln!(
                "note: {kernel}: skipping {} (needs {}; CPU has {})",
                imp.name(),
                imp.requires(),
                cpu().features()
            );
        }
    }
    assert!(!tables.is_empty(), "{kernel}: no implementation runs here");
    tables
}

/// Every supported implementation of `kernel`, then the free function.
pub fn targets(kernel: Kernel) -> Vec<Target> {
    let mut v: Vec<Target> = implementations(kernel)
        .into_iter()
        .map(|t| Target::Table(t, kernel))
        .collect();
    v.push(Target::Free(kernel));
    v
}

// ------------------------------------------------------ quickcheck inputs

/// Random cases per property: `QUICKCHECK_TESTS` if set, else `default`.
pub fn quickcheck_tests(default: u64) -> u64 {
    std::env::var("QUICKCHECK_TESTS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

/// A board, biased towards sparse (AND of randoms) and dense (OR of
/// randoms) boards as well as the edge boards.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Board(pub u64);

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:#018x}", self.0)
    }
}

pub fn biased_board(mut next: impl FnMut() -> u64) -> u64 {
    match next() % 10 {
        0..=2 => next(),
        3 => next() & next(),
        4 => next() & next() & next(),
        5 => next() & next() & next() & next(),
        6 => next() | next(),
        7 => next() | next() | next(),
        8 => {
            let edges = naive::edge_boards();
            edges[(next() % edges.len() as u64) as usize]
        }
        _ => {
            let edges = naive::edge_boards();
            let e = edges[(next() % edges.len() as u64) as usize];
            e ^ (next() & next() & next())
        }
    }
}

impl Arbitrary for Board {
    fn arbitrary(g: &mut Gen) -> Board {
        Board(biased_board(|| u64::arbitrary(g)))
    }

    /// Clears one set square at a time, so a failure ends on a small board.
    fn shrink(&self) -> Box<dyn Iterator<Item = Board>> {
        let b = self.0;
        Box::new(
            (0..64)
                .filter(move |s| b >> s & 1 == 1)
                .map(move |s| Board(b & !(1u64 << s))),
        )
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Byte(pub u8);

impl Arbitrary for Byte {
    fn arbitrary(g: &mut Gen) -> Byte {
        Byte(u8::arbitrary(g))
    }
    fn shrink(&self) -> Box<dyn Iterator<Item = Byte>> {
        let b = self.0;
        Box::new(
            (0..8)
                .filter(move |i| b >> i & 1 == 1)
                .map(move |i| Byte(b & !(1u8 << i))),
        )
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct D(pub Dir);

impl Arbitrary for D {
    fn arbitrary(g: &mut Gen) -> D {
        D(*g.choose(&naive::DIRS).unwrap())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct C(pub Color);

impl Arbitrary for C {
    fn arbitrary(g: &mut Gen) -> C {
        C(*g.choose(&[Color::White, Color::Black]).unwrap())
    }
}

/// A side's pieces. Four times in five a game-like side: disjoint fields,
/// 0 to 8 pawns on ranks 2 to 7, up to 3 of each piece, one king; else six
/// independent biased boards (overlapping fields, several kings, anything):
/// the kernel is defined for any input. The occupied board is a separate
/// argument; tests/suite/identities.rs checks occupied boards that hold the side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct S(pub Side);

/// `n` random squares of `from` (fewer if it holds fewer), removed from it.
fn take_squares(g: &mut Gen, from: &mut u64, n: usize) -> u64 {
    let mut out = 0;
    for _ in 0..n {
        if *from == 0 {
            break;
        }
        let squares: Vec<u32> = (0..64).filter(|s| *from >> s & 1 == 1).collect();
        let s = *g.choose(&squares).unwrap();
        out |= 1u64 << s;
        *from &= !(1u64 << s);
    }
    out
}

/// A game-like side: disjoint fields, at most the pieces a side can have
/// (promotions aside), pawns off the back ranks, one king.
pub fn game_like_side(g: &mut Gen) -> Side {
    let mut free = !0u64;
    let mut pawn_squares = 0x00ff_ffff_ffff_ff00;
    let count = |g: &mut Gen, max: usize| usize::arbitrary(g) % (max + 1);
    let n = count(g, 8);
    let pawns = take_squares(g, &mut pawn_squares, n);
    free &= !pawns;
    let mut piece = |g: &mut Gen, max: usize| {
        let n = count(g, max);
        take_squares(g, &mut free, n)
    };
    let (knights, bishops, rooks, queens) = (piece(g, 3), piece(g, 3), piece(g, 3), piece(g, 2));
    let king = piece(g, 0) | take_squares(g, &mut free, 1);
    Side {
        pawns,
        knights,
        bishops,
        rooks,
        queens,
        king,
    }
}

impl Arbitrary for S {
    fn arbitrary(g: &mut Gen) -> S {
        if u8::arbitrary(g) % 5 != 0 {
            return S(game_like_side(g));
        }
        let mut b = || Board::arbitrary(g).0;
        S(Side {
            pawns: b(),
            knights: b(),
            bishops: b(),
            rooks: b(),
            queens: b(),
            king: b(),
        })
    }

    /// Clears one set square of one field at a time.
    fn shrink(&self) -> Box<dyn Iterator<Item = S>> {
        let s = self.0;
        let fields = |s: Side| [s.pawns, s.knights, s.bishops, s.rooks, s.queens, s.king];
        let build = |f: [u64; 6]| Side {
            pawns: f[0],
            knights: f[1],
            bishops: f[2],
            rooks: f[3],
            queens: f[4],
            king: f[5],
        };
        Box::new((0..6).flat_map(move |i| {
            let f = fields(s);
            (0..64).filter(move |b| f[i] >> b & 1 == 1).map(move |b| {
                let mut f = f;
                f[i] &= !(1u64 << b);
                S(build(f))
            })
        }))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct F(pub File);

impl Arbitrary for F {
    fn arbitrary(g: &mut Gen) -> F {
        F(*g.choose(&File::ALL).unwrap())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sq(pub Square);

impl Arbitrary for Sq {
    fn arbitrary(g: &mut Gen) -> Sq {
        Sq(*g.choose(&Square::ALL).unwrap())
    }
}

/// The inputs of an argument type that are always checked exhaustively.
pub trait Edges: Sized {
    fn edges() -> Vec<Self>;
}

impl Edges for Board {
    fn edges() -> Vec<Board> {
        naive::edge_boards().into_iter().map(Board).collect()
    }
}

impl Edges for Byte {
    fn edges() -> Vec<Byte> {
        (0..=255).map(Byte).collect()
    }
}

impl Edges for D {
    fn edges() -> Vec<D> {
        naive::DIRS.iter().copied().map(D).collect()
    }
}

impl Edges for C {
    fn edges() -> Vec<C> {
        vec![C(Color::White), C(Color::Black)]
    }
}

/// The empty side, every field full, and each field alone holding each
/// edge board (full, empty, one square, a file, a rank, a long diagonal).
impl Edges for S {
    fn edges() -> Vec<S> {
        let mut v = vec![S(Side::default())];
        v.push(S(Side {
            pawns: !0,
            knights: !0,
            bishops: !0,
            rooks: !0,
            queens: !0,
            king: !0,
        }));
        for b in naive::edge_boards() {
            for i in 0..6 {
                let mut s = Side::default();
                *[
                    &mut s.pawns,
                    &mut s.knights,
                    &mut s.bishops,
                    &mut s.rooks,
                    &mut s.queens,
                    &mut s.king,
                ][i] = b;
                v.push(S(s));
            }
        }
        v
    }
}

impl Edges for F {
    fn edges() -> Vec<F> {
        File::ALL.iter().copied().map(F).collect()
    }
}

impl Edges for Sq {
    fn edges() -> Vec<Sq> {
        Square::ALL.iter().copied().map(Sq).collect()
    }
}

/// The argument strategy of a kernel parameter type, chosen by type for the
/// tests generated from the catalogue (`bitboard_simd::__catalogue!`):
/// `u64` biased random boards and the edge boards, `u8` all 256, `Dir` all 8,
/// `Color` both, `Side` game-like and arbitrary sides (see [`S`]), `File`
/// all 8, `Square` all 64 (and random ones).
pub trait Strategy {
    /// The quickcheck argument wrapping the parameter (`.0` is the value).
    type Arg: Arbitrary + Edges + Copy + fmt::Debug;
}

impl Strategy for u64 {
    type Arg = Board;
}

impl Strategy for u8 {
    type Arg = Byte;
}

impl Strategy for Dir {
    type Arg = D;
}

impl Strategy for Color {
    type Arg = C;
}

impl Strategy for Side {
    type Arg = S;
}

impl Strategy for File {
    type Arg = F;
}

impl Strategy for Square {
    type Arg = Sq;
}

// ------------------------------------------------ deterministic slices

/// SplitMix64: a fixed-seed generator, so a failing slice test fails the
/// same way on the next run.
pub struct Rng(pub u64);

impl Rng {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    pub fn board(&mut self) -> u64 {
        biased_board(|| self.next_u64())
    }
}

/// Element types of batch inputs.
pub trait Sample: Copy + fmt::Debug + PartialEq {
    fn sample(rng: &mut Rng) -> Self;
}

impl Sample for u64 {
    fn sample(rng: &mut Rng) -> u64 {
        rng.board()
    }
}

impl Sample for u8 {
    fn sample(rng: &mut Rng) -> u8 {
        rng.next_u64() as u8
    }
}

impl Sample for Square {
    fn sample(rng: &mut Rng) -> Square {
        Square::ALL[(rng.next_u64() % 64) as usize]
    }
}

/// Four times in five, six disjoint sparse fields (each field the squares
/// no earlier field took, thinned by three random boards: about eight
/// squares each, more than a game's for the king and the pawns on their
/// back ranks too); else six independent boards. (The quickcheck [`S`]
/// draws game-like counts instead, [`game_like_side`].)
impl Sample for Side {
    fn sample(rng: &mut Rng) -> Side {
        let mut b = || rng.board();
        let mut side = Side {
            pawns: b(),
            knights: b(),
            bishops: b(),
            rooks: b(),
            queens: b(),
            king: b(),
        };
        if !rng.next_u64().is_multiple_of(5) {
            // Disjoint sparse fields: each keeps the squares no earlier
            // field took, thinned by a random board.
            let mut free = !0u64;
            for f in [
                &mut side.pawns,
                &mut side.knights,
                &mut side.bishops,
                &mut side.rooks,
                &mut side.queens,
                &mut side.king,
            ] {
                *f &= free & rng.next_u64() & rng.next_u64() & rng.next_u64();
                free &= !*f;
            }
        }
        side
    }
}

/// The batch parameter types, each with every value.
pub trait Param: Copy + fmt::Debug {
    fn all() -> Vec<Self>;
}

impl Param for () {
    fn all() -> Vec<()> {
        vec![()]
    }
}

impl Param for Dir {
    fn all() -> Vec<Dir> {
        naive::DIRS.to_vec()
    }
}

impl Param for Color {
    fn all() -> Vec<Color> {
        vec![Color::White, Color::Black]
    }
}

impl Param for File {
    fn all() -> Vec<File> {
        File::ALL.to_vec()
    }
}

impl Param for Square {
    fn all() -> Vec<Square> {
        Square::ALL.to_vec()
    }
}
