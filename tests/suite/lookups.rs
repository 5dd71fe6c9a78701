//! The per-square `const` lookups against three independent references:
//! cozy-chess (`get_knight_moves`, `get_between_rays`, `get_line_rays`, ...),
//! shakmaty (`attacks::knight_attacks`, `between`, `ray`, `aligned`, ...)
//! and the walking definitions of `tests/naive`.
//!
//! * knight, king and pawn attacks, rook and bishop rays: all 64 squares
//!   (and both colours);
//! * `between` and `line_through`: all 64 x 64 pairs;
//! * `aligned`: all 64 x 64 x 64 triples;
//! * the `const` sliders: all 64 squares with the edge boards, and
//!   quickcheck over random squares and occupancies, against the peers,
//!   the naive walk and the dispatched `*_attacks_from`; and evaluated in a
//!   `static` initialiser.
//!
//! Each check also counts what it compared, against the count known from
//! the board's geometry, so that a reference that quietly agreed on
//! nothing (every answer 0) would fail.

use crate::{common, naive};
use bitboard_simd::{
    aligned, between, bishop_attacks_from, bishop_attacks_from_const, bishop_rays,
    king_attacks_from, knight_attacks_from, line_through, pawn_attacks_from, queen_attacks_from,
    queen_attacks_from_const, rook_attacks_from, rook_attacks_from_const, rook_rays, Color, Square,
};
use common::{Board, Sq};
use quickcheck::QuickCheck;

fn cozy(sq: Square) -> cozy_chess::Square {
    cozy_chess::Square::index(usize::from(sq))
}

fn shakmaty(sq: Square) -> shakmaty::Square {
    shakmaty::Square::new(u32::from(sq.index()))
}

fn cozy_color(color: Color) -> cozy_chess::Color {
    match color {
        Color::White => cozy_chess::Color::White,
        Color::Black => cozy_chess::Color::Black,
    }
}

fn shakmaty_color(color: Color) -> shakmaty::Color {
    match color {
        Color::White => shakmaty::Color::White,
        Color::Black => shakmaty::Color::Black,
    }
}

/// Every (a, b) pair of squares.
fn pairs() -> impl Iterator<Item = (Square, Square)> {
    Square::ALL
        .into_iter()
        .flat_map(|a| Square::ALL.into_iter().map(move |b| (a, b)))
}

/// Asserts that `ours` equals every reference, naming the input.
fn same(what: &str, input: impl std::fmt::Debug, ours: u64, references: [(&str, u64); 3]) {
    for (name, theirs) in references {
        assert_eq!(
            ours, theirs,
            "{what}({input:?}): {ours:#018x}, {name} {theirs:#018x}"
        );
    }
}

#[test]
fn leaper_attacks_on_every_square() {
    let (mut knight, mut king, mut pawn) = (0, 0, 0);
    for sq in Square::ALL {
        let ours = knight_attacks_from(sq);
        same(
            "knight_attacks_from",
            sq,
            ours,
            [
                ("cozy-chess", cozy_chess::get_knight_moves(cozy(sq)).0),
                (
                    "shakmaty",
                    shakmaty::attacks::knight_attacks(shakmaty(sq)).0,
                ),
                ("naive", naive::knight_attacks_from(sq)),
            ],
        );
        knight += ours.count_ones();
        let ours = king_attacks_from(sq);
        same(
            "king_attacks_from",
            sq,
            ours,
            [
                ("cozy-chess", cozy_chess::get_king_moves(cozy(sq)).0),
                ("shakmaty", shakmaty::attacks::king_attacks(shakmaty(sq)).0),
                ("naive", naive::king_attacks_from(sq)),
            ],
        );
        king += ours.count_ones();
        for color in Color::ALL {
            let ours = pawn_attacks_from(sq, color);
            same(
                "pawn_attacks_from",
                (sq, color),
                ours,
                [
                    (
                        "cozy-chess",
                        cozy_chess::get_pawn_attacks(cozy(sq), cozy_color(color)).0,
                    ),
                    (
                        "shakmaty",
                        shakmaty::attacks::pawn_attacks(shakmaty_color(color), shakmaty(sq)).0,
                    ),
                    ("naive", naive::pawn_attacks_from(sq, color)),
                ],
            );
            pawn += ours.count_ones();
        }
    }
    // Ordered pairs a knight's move apart: 4 * (7 * 6) * 2 = 336; a king's
    // step apart: 2 * (56 + 56 + 2 * 49) = 420; pawn captures: 7 per
    // direction from each of 7 ranks, two directions, two colours: 196.
    assert_eq!((knight, king, pawn), (336, 420, 196));
}

#[test]
fn rays_on_every_square() {
    let mut total = 0;
    for sq in Square::ALL {
        let ours = rook_rays(sq);
        same(
            "rook_rays",
            sq,
            ours,
            [
                ("cozy-chess", cozy_chess::get_rook_rays(cozy(sq)).0),
                (
                    "shakmaty",
                    shakmaty::attacks::rook_attacks(shakmaty(sq), shakmaty::Bitboard(0)).0,
                ),
                ("naive", naive::rook_rays(sq)),
            ],
        );
        assert_eq!(ours.count_ones(), 14, "{sq}");
        let ours = bishop_rays(sq);
        same(
            "bishop_rays",
            sq,
            ours,
            [
                ("cozy-chess", cozy_chess::get_bishop_rays(cozy(sq)).0),
                (
                    "shakmaty",
                    shakmaty::attacks::bishop_attacks(shakmaty(sq), shakmaty::Bitboard(0)).0,
                ),
                ("naive", naive::bishop_rays(sq)),
            ],
        );
        total += ours.count_ones();
    }
    // The 28 squares on the edge ring see 7 each, 20 on the next ring 9, 12 on
    // the next 11, the centre 4 see 13.
    assert_eq!(total, 28 * 7 + 20 * 9 + 12 * 11 + 4 * 13);
}

#[test]
fn between_on_every_pair() {
    let mut total = 0;
    for (a, b) in pairs() {
        let ours = between(a, b);
        same(
            "between",
            (a, b),
            ours,
            [
                (
                    "cozy-chess",
                    cozy_chess::get_between_rays(cozy(a), cozy(b)).0,
                ),
                (
                    "shakmaty",
                    shakmaty::attacks::between(shakmaty(a), shakmaty(b)).0,
                ),
                ("naive", naive::between(a, b)),
            ],
        );
        assert_eq!(between(b, a), ours, "between({a}, {b}) is symmetric");
        total += u64::from(ours.count_ones());
    }
    // Each triple of distinct squares on one line, (a, b) ordered, counts
    // its middle square once: 2 * (the number of collinear triples).
    // Per line of n squares C(n, 3); 16 lines of 8 (ranks and files) and
    // 2 * (2 * (C(3,3) + ... + C(7,3)) + C(8,3)) for the diagonals.
    let c3 = |n: u64| n * (n - 1) * (n - 2) / 6;
    let diagonals = 2 * (2 * (3..8).map(c3).sum::<u64>() + c3(8));
    assert_eq!(total, 2 * (16 * c3(8) + diagonals));
}

#[test]
fn line_through_on_every_pair() {
    let mut aligned_pairs = 0;
    for (a, b) in pairs() {
        let ours = line_through(a, b);
        same(
            "line_through",
            (a, b),
            ours,
            [
                ("cozy-chess", cozy_chess::get_line_rays(cozy(a), cozy(b)).0),
                (
                    "shakmaty",
                    shakmaty::attacks::ray(shakmaty(a), shakmaty(b)).0,
                ),
                ("naive", naive::line_through(a, b)),
            ],
        );
        assert_eq!(
            line_through(b, a),
            ours,
            "line_through({a}, {b}) is symmetric"
        );
        if ours != 0 {
            assert!(ours & a.bit() != 0 && ours & b.bit() != 0, "{a} {b}");
            assert_eq!(ours & between(a, b), between(a, b), "{a} {b}");
            aligned_pairs += 1;
        }
    }
    // Every square sees 14 on its rank and file, and the bishop rays
    // counted in `rays_on_every_square` (560 in all).
    assert_eq!(aligned_pairs, 64 * 14 + 560);
    // Equal squares name no line (as in both peers).
    for sq in Square::ALL {
        assert_eq!(line_through(sq, sq), 0, "{sq}");
    }
}

#[test]
fn aligned_on_every_triple() {
    let mut count = 0u64;
    for (a, b) in pairs() {
        let naive_line = naive::line_through(a, b);
        for c in Square::ALL {
            let ours = aligned(a, b, c);
            let theirs = shakmaty::attacks::aligned(shakmaty(a), shakmaty(b), shakmaty(c));
            assert_eq!(ours, theirs, "aligned({a}, {b}, {c}): shakmaty {theirs}");
            assert_eq!(
                ours,
                naive_line & c.bit() != 0,
                "aligned({a}, {b}, {c}): naive"
            );
            count += u64::from(ours);
        }
    }
    // Per aligned ordered pair (a, b), every square of its line.
    let per_line: u64 = pairs()
        .map(|(a, b)| u64::from(naive::line_through(a, b).count_ones()))
        .sum();
    assert!(per_line > 0);
    assert_eq!(count, per_line);
}

/// The const sliders against the peers, the naive walk and the dispatched
/// lookup, for one square and occupancy.
fn check_sliders(sq: Square, occupied: u64) {
    let (c, s) = (cozy(sq), shakmaty(sq));
    let (cb, sb) = (cozy_chess::BitBoard(occupied), shakmaty::Bitboard(occupied));
    let input = (sq, format!("{occupied:#018x}"));
    let rook = rook_attacks_from_const(sq, occupied);
    same(
        "rook_attacks_from_const",
        &input,
        rook,
        [
            ("cozy-chess", cozy_chess::get_rook_moves(c, cb).0),
            ("shakmaty", shakmaty::attacks::rook_attacks(s, sb).0),
            ("naive", naive::rook_attacks_from(sq, occupied)),
        ],
    );
    assert_eq!(rook, rook_attacks_from(sq, occupied), "{input:?}");
    let bishop = bishop_attacks_from_const(sq, occupied);
    same(
        "bishop_attacks_from_const",
        &input,
        bishop,
        [
            ("cozy-chess", cozy_chess::get_bishop_moves(c, cb).0),
            ("shakmaty", shakmaty::attacks::bishop_attacks(s, sb).0),
            ("naive", naive::bishop_attacks_from(sq, occupied)),
        ],
    );
    assert_eq!(bishop, bishop_attacks_from(sq, occupied), "{input:?}");
    let queen = queen_attacks_from_const(sq, occupied);
    same(
        "queen_attacks_from_const",
        &input,
        queen,
        [
            (
                "cozy-chess",
                (cozy_chess::get_rook_moves(c, cb) | cozy_chess::get_bishop_moves(c, cb)).0,
            ),
            ("shakmaty", shakmaty::attacks::queen_attacks(s, sb).0),
            ("naive", naive::queen_attacks_from(sq, occupied)),
        ],
    );
    assert_eq!(queen, queen_attacks_from(sq, occupied), "{input:?}");
}

#[test]
fn const_sliders_on_every_square_and_edge_board() {
    let boards = naive::edge_boards();
    assert!(!boards.is_empty());
    for sq in Square::ALL {
        for &occupied in &boards {
            check_sliders(sq, occupied);
            // The slider's own square never matters.
            check_sliders(sq, occupied ^ sq.bit());
        }
    }
}

#[test]
fn const_sliders_on_random_occupancies() {
    fn prop(sq: Sq, occupied: Board) -> bool {
        check_sliders(sq.0, occupied.0);
        true
    }
    QuickCheck::new()
        .tests(common::quickcheck_tests(10_000))
        .quickcheck(prop as fn(Sq, Board) -> bool);
}

/// A table evaluated at compile time: what the const forms are for.
static QUEEN_ON_EMPTY_BOARD: [u64; 64] = {
    let mut table = [0; 64];
    let mut i = 0;
    while i < 64 {
        table[i] = queen_attacks_from_const(Square::ALL[i], 0);
        i += 1;
    }
    table
};

/// The leapers and lines in a `const` initialiser too.
const KNIGHTS_AND_LINES: [u64; 3] = [
    knight_attacks_from(Square::B1),
    between(Square::A1, Square::H8),
    line_through(Square::A1, Square::H8),
];

#[test]
fn lookups_evaluate_at_compile_time() {
    for sq in Square::ALL {
        assert_eq!(
            QUEEN_ON_EMPTY_BOARD[usize::from(sq)],
            queen_attacks_from(sq, 0)
        );
        assert_eq!(
            QUEEN_ON_EMPTY_BOARD[usize::from(sq)],
            naive::rook_rays(sq) | naive::bishop_rays(sq)
        );
    }
    assert_eq!(
        KNIGHTS_AND_LINES,
        [
            naive::knight_attacks_from(Square::B1),
            naive::between(Square::A1, Square::H8),
            naive::line_through(Square::A1, Square::H8),
        ]
    );
    assert_eq!(KNIGHTS_AND_LINES[2], 0x8040_2010_0804_0201);
}
