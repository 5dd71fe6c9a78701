//! Per-square rook, bishop and queen attacks against `cozy-chess`, an
//! independent move generator (magic bitboards), on every square.
//!
//! Checked for every implementation this CPU supports (each in the highest
//! level's table, through `KernelTable::variants`), the crate's free functions,
//! the token of `dispatch`, and the batch forms' implementations:
//!
//! * all 64 squares;
//! * for each square, the empty and the full board and random occupancies
//!   from sparse to full (a few random squares, AND/OR of random words,
//!   everything but a few squares, random lines through the square);
//! * each occupancy both with the slider's own square set and cleared: the
//!   result must not depend on it (as the kernels' documentation states).
//!
//! Release builds check `RELEASE_OCCUPANCIES` occupancies per square, debug
//! builds `DEBUG_OCCUPANCIES`, so `cargo test` stays fast:
//! `cargo test --release --test suite cozy::` runs the full set.

use bitboard_simd::{cpu, dispatch, Kernel, KernelTable, Square, Token, WithToken};

const RELEASE_OCCUPANCIES: usize = 4096;
const DEBUG_OCCUPANCIES: usize = 256;

fn occupancies_per_square() -> usize {
    if cfg!(debug_assertions) {
        DEBUG_OCCUPANCIES
    } else {
        RELEASE_OCCUPANCIES
    }
}

// ------------------------------------------------------------------ inputs

/// SplitMix64 with a fixed seed: a failure repeats on the next run.
struct Rng(u64);

impl Rng {
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }

    /// `min..=max` random squares (not necessarily distinct).
    fn squares(&mut self, min: u64, max: u64) -> u64 {
        let count = min + self.below(max - min + 1);
        (0..count).fold(0, |b, _| b | 1 << self.below(64))
    }
}

/// The rank, file, diagonal and anti-diagonal through `sq`.
fn lines_through(sq: usize) -> u64 {
    let (file, rank) = (sq % 8, sq / 8);
    let mut lines = 0u64;
    for s in 0..64 {
        let (f, r) = (s % 8, s / 8);
        if f == file || r == rank || f + rank == r + file || f + r == file + rank {
            lines |= 1 << s;
        }
    }
    lines
}

/// `count` occupancies for a slider on `sq`: the edge boards, then random
/// ones cycling through densities from a few pieces to nearly full.
fn occupancies(rng: &mut Rng, sq: usize, count: usize) -> Vec<u64> {
    let lines = lines_through(sq);
    let mut v = vec![0, !0, lines, !lines];
    while v.len() < count {
        let occ = match v.len() % 12 {
            0 => rng.squares(1, 4),
            1 => rng.squares(2, 32),
            2 => rng.next_u64() & rng.next_u64() & rng.next_u64() & rng.next_u64(),
            3 => rng.next_u64() & rng.next_u64() & rng.next_u64(),
            4 => rng.next_u64() & rng.next_u64(),
            5 => rng.next_u64(),
            6 => rng.next_u64() | rng.next_u64(),
            7 => rng.next_u64() | rng.next_u64() | rng.next_u64(),
            8 => !rng.squares(1, 4),
            // Blockers only on the slider's lines, sparse and dense.
            9 => lines & rng.next_u64() & rng.next_u64(),
            10 => lines & rng.next_u64(),
            _ => lines & (rng.next_u64() | rng.next_u64()),
        };
        v.push(occ);
    }
    v.truncate(count);
    v
}

// ---------------------------------------------------------------- kernels

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Piece {
    Rook,
    Bishop,
    Queen,
}

impl Piece {
    fn kernel(self) -> Kernel {
        match self {
            Piece::Rook => Kernel::RookAttacksFrom,
            Piece::Bishop => Kernel::BishopAttacksFrom,
            Piece::Queen => Kernel::QueenAttacksFrom,
        }
    }

    fn batch_kernel(self) -> Kernel {
        match self {
            Piece::Rook => Kernel::RookAttacksFromBatch,
            Piece::Bishop => Kernel::BishopAttacksFromBatch,
            Piece::Queen => Kernel::QueenAttacksFromBatch,
        }
    }

    /// cozy-chess's answer.
    fn cozy(self, sq: Square, occupied: u64) -> u64 {
        let s = cozy_chess::Square::index(sq.index() as usize);
        let b = cozy_chess::BitBoard(occupied);
        match self {
            Piece::Rook => cozy_chess::get_rook_moves(s, b).0,
            Piece::Bishop => cozy_chess::get_bishop_moves(s, b).0,
            Piece::Queen => {
                (cozy_chess::get_rook_moves(s, b) | cozy_chess::get_bishop_moves(s, b)).0
            }
        }
    }

    fn table(self, t: &KernelTable, sq: Square, occupied: u64) -> u64 {
        match self {
            Piece::Rook => t.rook_attacks_from(sq, occupied),
            Piece::Bishop => t.bishop_attacks_from(sq, occupied),
            Piece::Queen => t.queen_attacks_from(sq, occupied),
        }
    }

    fn table_batch(self, t: &KernelTable, squares: &[Square], occupied: &[u64], out: &mut [u64]) {
        match self {
            Piece::Rook => t.rook_attacks_from_batch(squares, occupied, out),
            Piece::Bishop => t.bishop_attacks_from_batch(squares, occupied, out),
            Piece::Queen => t.queen_attacks_from_batch(squares, occupied, out),
        }
    }

    fn free(self, sq: Square, occupied: u64) -> u64 {
        match self {
            Piece::Rook => bitboard_simd::rook_attacks_from(sq, occupied),
            Piece::Bishop => bitboard_simd::bishop_attacks_from(sq, occupied),
            Piece::Queen => bitboard_simd::queen_attacks_from(sq, occupied),
        }
    }
}

/// The token of `dispatch` on a whole list of (square, occupancy) pairs.
struct TokenRun<'a> {
    piece: Piece,
    inputs: &'a [(Square, u64)],
}

impl WithToken for TokenRun<'_> {
    type Output = Vec<u64>;

    #[inline(always)]
    fn run<T: Token>(self, token: T) -> Vec<u64> {
        self.inputs
            .iter()
            .map(|&(sq, occ)| match self.piece {
                Piece::Rook => token.rook_attacks_from(sq, occ),
                Piece::Bishop => token.bishop_attacks_from(sq, occ),
                Piece::Queen => token.queen_attacks_from(sq, occ),
            })
            .collect()
    }
}

/// Every implementation of `kernel` this CPU supports, each in the highest
/// level's table.
fn variants(kernel: Kernel) -> Vec<KernelTable> {
    let top = KernelTable::for_level(cpu().highest_level()).expect("the highest level has a table");
    let tables: Vec<KernelTable> = top.variants(kernel).collect();
    for imp in kernel.implementations() {
        if !tables
            .iter()
            .any(|t| t.implementation(kernel).method() == imp.method())
        {
            eprintln!("note: {kernel}: {} not supported here, skipped", imp.name());
        }
    }
    assert!(!tables.is_empty());
    tables
}

/// Every (square, occupancy) pair of the test with cozy-chess's answer:
/// each occupancy with the slider's square set and cleared.
fn cases(piece: Piece) -> Vec<(Square, u64, u64)> {
    let mut rng = Rng(0xc02c_4e55 ^ piece as u64);
    let mut cases = Vec::new();
    for sq in Square::ALL {
        let bit = sq.bit();
        for occ in occupancies(&mut rng, sq.index() as usize, occupancies_per_square()) {
            let (with, without) = (occ | bit, occ & !bit);
            let expected = piece.cozy(sq, without);
            // The reference itself ignores the slider's own square.
            assert_eq!(
                piece.cozy(sq, with),
                expected,
                "cozy-chess, {sq:?} {with:#018x}"
            );
            cases.push((sq, with, expected));
            cases.push((sq, without, expected));
        }
    }
    cases
}

fn check_all(what: &str, cases: &[(Square, u64, u64)], got: impl Fn(Square, u64) -> u64) {
    for &(sq, occ, expected) in cases {
        let got = got(sq, occ);
        assert_eq!(
            got, expected,
            "{what}: square {sq:?}, occupied {occ:#018x}: got {got:#018x}, cozy-chess {expected:#018x}"
        );
    }
}

fn check_piece(piece: Piece) {
    let cases = cases(piece);
    let kernel = piece.kernel();
    for t in variants(kernel) {
        let name = format!("{kernel} {}", t.implementation(kernel).name());
        check_all(&name, &cases, |sq, occ| piece.table(&t, sq, occ));
    }
    check_all(&format!("free fn {kernel}"), &cases, |sq, occ| {
        piece.free(sq, occ)
    });

    let pairs: Vec<(Square, u64)> = cases.iter().map(|&(s, o, _)| (s, o)).collect();
    let token = dispatch(TokenRun {
        piece,
        inputs: &pairs,
    });
    for (&(sq, occ, expected), got) in cases.iter().zip(token) {
        assert_eq!(
            got,
            expected,
            "token {kernel} ({}): square {sq:?}, occupied {occ:#018x}",
            bitboard_simd::token_level()
        );
    }

    let batch = piece.batch_kernel();
    let squares: Vec<Square> = cases.iter().map(|c| c.0).collect();
    let occupied: Vec<u64> = cases.iter().map(|c| c.1).collect();
    let mut out = vec![0u64; cases.len()];
    for t in variants(batch) {
        out.fill(0);
        piece.table_batch(&t, &squares, &occupied, &mut out);
        for (&(sq, occ, expected), &got) in cases.iter().zip(&out) {
            assert_eq!(
                got,
                expected,
                "{batch} {}: square {sq:?}, occupied {occ:#018x}",
                t.implementation(batch).name()
            );
        }
    }
}

#[test]
fn rook_attacks_from_equals_cozy_chess() {
    check_piece(Piece::Rook);
}

#[test]
fn bishop_attacks_from_equals_cozy_chess() {
    check_piece(Piece::Bishop);
}

#[test]
fn queen_attacks_from_equals_cozy_chess() {
    check_piece(Piece::Queen);
}

/// The occupancies span sparse to full, and the lines through the square.
#[test]
fn occupancies_cover_every_density() {
    let mut rng = Rng(1);
    let occ = occupancies(&mut rng, 27, occupancies_per_square());
    let counts: Vec<u32> = occ.iter().map(|o| o.count_ones()).collect();
    assert!(counts.contains(&0) && counts.contains(&64));
    for range in [1..8, 8..24, 24..40, 40..56, 56..64] {
        assert!(
            counts.iter().any(|c| range.contains(c)),
            "no occupancy with {range:?} pieces"
        );
    }
    assert_eq!(lines_through(27).count_ones(), 8 + 8 + 8 + 7 - 3);
}
