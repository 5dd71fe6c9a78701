//! `attackers_to` and the x-rays (`xray_rook_attacks`,
//! `xray_bishop_attacks`), run-time and `const` forms, against:
//!
//! * naive definitions written here on the walks of `tests/naive`: the
//!   attackers of a square are the pieces whose own attacks (walked from
//!   their square) hold it; an x-ray walks each ray to its first piece and,
//!   when that piece is a blocker, on to the next piece;
//! * quickcheck over game-like and arbitrary sides, any occupancy, and
//!   blockers inside and outside the occupancy (outside it, the documented
//!   formula on the naive walks);
//! * shakmaty's `Board::attacks_to` on every square of game-like positions;
//! * cozy-chess's `Board::checkers()` (the attackers of the king) and
//!   `Board::pinned()` (our pieces between our king and the sliders an
//!   x-ray through our pieces reaches) on positions of random legal games;
//! * fixed cases that name the answer;
//! * `king_safety` (every implementation this CPU runs, the free function
//!   and the batch form) against cozy-chess's checkers and pinned pieces on
//!   the same positions, and its check mask and pin rays against `between`.
//!
//! Each comparison loop counts the non-empty answers it saw, so a reference
//! that agreed on nothing but empty boards would fail.

use crate::{common, naive};
use bitboard_simd::{
    attackers_to, attackers_to_const, between, king_safety, king_safety_batch, xray_bishop_attacks,
    xray_bishop_attacks_const, xray_rook_attacks, xray_rook_attacks_const, Color, Kernel,
    KingSafety, Side, Square,
};
use common::{targets, Board, Sq, Target, C, S};
use quickcheck::{QuickCheck, TestResult};

// ------------------------------------------------------------ naive forms

/// Every piece of `side` whose attacks from its own square hold `sq` (a
/// square in several fields is a piece of each kind).
fn naive_attackers_to(sq: Square, occupied: u64, side: Side, color: Color) -> u64 {
    let mut out = 0;
    for from in Square::ALL {
        let on = |field: u64| field & from.bit() != 0;
        let mut attacks = 0;
        if on(side.pawns) {
            attacks |= naive::pawn_attacks_from(from, color);
        }
        if on(side.knights) {
            attacks |= naive::knight_attacks_from(from);
        }
        if on(side.bishops) {
            attacks |= naive::bishop_attacks_from(from, occupied);
        }
        if on(side.rooks) {
            attacks |= naive::rook_attacks_from(from, occupied);
        }
        if on(side.queens) {
            attacks |= naive::queen_attacks_from(from, occupied);
        }
        if on(side.king) {
            attacks |= naive::king_attacks_from(from);
        }
        if attacks & sq.bit() != 0 {
            out |= from.bit();
        }
    }
    out
}

/// From `sq` along each of `dirs`: walk to the first piece of `occupied`;
/// if it is in `blockers`, walk on past it and collect every square up to
/// and including the next piece (or the edge).
fn naive_xray(sq: Square, occupied: u64, blockers: u64, dirs: &[bitboard_simd::Dir]) -> u64 {
    let (f0, r0) = naive::coords(sq);
    let mut out = 0;
    for &d in dirs {
        let (df, dr) = naive::delta(d);
        let (mut f, mut r) = (f0 + df, r0 + dr);
        while naive::on_board(f, r) && !naive::get(occupied, f, r) {
            f += df;
            r += dr;
        }
        if !naive::on_board(f, r) || !naive::get(blockers, f, r) {
            continue;
        }
        f += df;
        r += dr;
        while naive::on_board(f, r) {
            out = naive::set(out, f, r);
            if naive::get(occupied, f, r) {
                break;
            }
            f += df;
            r += dr;
        }
    }
    out
}

fn naive_xray_rook(sq: Square, occupied: u64, blockers: u64) -> u64 {
    naive_xray(sq, occupied, blockers, &naive::ROOK_DIRS)
}

fn naive_xray_bishop(sq: Square, occupied: u64, blockers: u64) -> u64 {
    naive_xray(sq, occupied, blockers, &naive::BISHOP_DIRS)
}

/// The documented formula on the naive walks, for any `blockers`.
fn formula(attacks: fn(Square, u64) -> u64, sq: Square, occupied: u64, blockers: u64) -> u64 {
    let a = attacks(sq, occupied);
    a ^ attacks(sq, occupied ^ (blockers & a))
}

fn union(side: Side) -> u64 {
    side.pawns | side.knights | side.bishops | side.rooks | side.queens | side.king
}

// -------------------------------------------------------------- quickcheck

fn quickcheck_tests() -> u64 {
    if cfg!(debug_assertions) {
        2000
    } else {
        20000
    }
}

#[test]
fn attackers_to_equals_the_naive_walk() {
    fn prop(sq: Sq, occ: Board, side: S, color: C) -> bool {
        let (sq, side, color) = (sq.0, side.0, color.0);
        // Any occupancy, and one that holds the side (as in a game).
        [occ.0, occ.0 | union(side)].iter().all(|&occupied| {
            let expected = naive_attackers_to(sq, occupied, side, color);
            attackers_to(sq, occupied, side, color) == expected
                && attackers_to_const(sq, occupied, side, color) == expected
        })
    }
    QuickCheck::new()
        .tests(quickcheck_tests())
        .quickcheck(prop as fn(Sq, Board, S, C) -> bool);
}

#[test]
fn xrays_equal_the_naive_walk_with_blockers_among_the_pieces() {
    fn prop(sq: Sq, occ: Board, blockers: Board) -> bool {
        let (sq, occupied) = (sq.0, occ.0);
        let blockers = blockers.0 & occupied;
        let rook = naive_xray_rook(sq, occupied, blockers);
        let bishop = naive_xray_bishop(sq, occupied, blockers);
        xray_rook_attacks(sq, occupied, blockers) == rook
            && xray_rook_attacks_const(sq, occupied, blockers) == rook
            && xray_bishop_attacks(sq, occupied, blockers) == bishop
            && xray_bishop_attacks_const(sq, occupied, blockers) == bishop
    }
    QuickCheck::new()
        .tests(quickcheck_tests())
        .quickcheck(prop as fn(Sq, Board, Board) -> bool);
}

#[test]
fn xrays_follow_the_formula_for_any_blockers() {
    fn prop(sq: Sq, occ: Board, blockers: Board) -> TestResult {
        let (sq, occupied, blockers) = (sq.0, occ.0, blockers.0);
        let rook = formula(naive::rook_attacks_from, sq, occupied, blockers);
        let bishop = formula(naive::bishop_attacks_from, sq, occupied, blockers);
        TestResult::from_bool(
            xray_rook_attacks(sq, occupied, blockers) == rook
                && xray_rook_attacks_const(sq, occupied, blockers) == rook
                && xray_bishop_attacks(sq, occupied, blockers) == bishop
                && xray_bishop_attacks_const(sq, occupied, blockers) == bishop,
        )
    }
    QuickCheck::new()
        .tests(quickcheck_tests())
        .quickcheck(prop as fn(Sq, Board, Board) -> TestResult);
}

// ------------------------------------------------------------ fixed cases

#[test]
fn attackers_of_fixed_positions() {
    // The start position: f3 is attacked by the g1 knight and the e2 and
    // g2 pawns; e4 by nothing of White's; a6 by Black's b7 pawn and b8
    // knight (the c8 bishop is behind b7).
    let white = Side {
        pawns: 0xff00,
        knights: Square::B1.bit() | Square::G1.bit(),
        bishops: Square::C1.bit() | Square::F1.bit(),
        rooks: Square::A1.bit() | Square::H1.bit(),
        queens: Square::D1.bit(),
        king: Square::E1.bit(),
    };
    let black = Side {
        pawns: 0x00ff_0000_0000_0000,
        knights: Square::B8.bit() | Square::G8.bit(),
        bishops: Square::C8.bit() | Square::F8.bit(),
        rooks: Square::A8.bit() | Square::H8.bit(),
        queens: Square::D8.bit(),
        king: Square::E8.bit(),
    };
    let occupied = union(white) | union(black);
    let cases = [
        (
            Square::F3,
            white,
            Color::White,
            Square::G1.bit() | Square::E2.bit() | Square::G2.bit(),
        ),
        (Square::E4, white, Color::White, 0),
        (
            Square::A6,
            black,
            Color::Black,
            Square::B7.bit() | Square::B8.bit(),
        ),
        // An occupied square: the d1 queen is defended by the king alone
        // (the c1 bishop and the b1 knight do not reach it).
        (Square::D1, white, Color::White, Square::E1.bit()),
        // A piece is not its own attacker.
        (Square::G1, white, Color::White, Square::H1.bit()),
        // White's pawns capture upwards, so black's pawn squares on rank 7
        // are attacked by nothing of White's here.
        (Square::E7, white, Color::White, 0),
    ];
    for (sq, side, color, expected) in cases {
        assert_eq!(
            attackers_to(sq, occupied, side, color),
            expected,
            "{sq} by {color}"
        );
        assert_eq!(
            attackers_to_const(sq, occupied, side, color),
            expected,
            "{sq} by {color}"
        );
        assert_eq!(
            naive_attackers_to(sq, occupied, side, color),
            expected,
            "naive: {sq} by {color}"
        );
    }
    // The colour decides the pawns' direction, whatever the side holds:
    // a pawn on e4 attacks d5 and f5 as White's, d3 and f3 as Black's.
    let pawn = Side {
        pawns: Square::E4.bit(),
        ..Side::default()
    };
    assert_eq!(
        attackers_to(Square::D5, 0, pawn, Color::White),
        Square::E4.bit()
    );
    assert_eq!(attackers_to(Square::D5, 0, pawn, Color::Black), 0);
    assert_eq!(
        attackers_to(Square::F3, 0, pawn, Color::Black),
        Square::E4.bit()
    );
    // A queen counts on both kinds of line; a bishop only on diagonals.
    let sliders = Side {
        queens: Square::A1.bit(),
        bishops: Square::H1.bit(),
        rooks: Square::H8.bit(),
        ..Side::default()
    };
    let cases = [
        (Square::D4, Square::A1.bit()),
        (Square::H4, Square::H8.bit()),
        (Square::E4, Square::H1.bit()),
        (Square::H1, Square::A1.bit() | Square::H8.bit()),
        (Square::B3, 0),
    ];
    for (sq, expected) in cases {
        assert_eq!(attackers_to(sq, 0, sliders, Color::White), expected, "{sq}");
    }
}

#[test]
fn xrays_of_fixed_positions() {
    let bits = |squares: &[Square]| squares.iter().fold(0, |b, s| b | s.bit());
    // A rook on e1, our bishop on e3 in front of their king on e8 and their
    // queen on e6: the x-ray reaches e4, e5 and the queen, not the king.
    let occupied = bits(&[Square::E1, Square::E3, Square::E6, Square::E8]);
    let ours = bits(&[Square::E1, Square::E3]);
    assert_eq!(
        xray_rook_attacks(Square::E1, occupied, ours),
        bits(&[Square::E4, Square::E5, Square::E6])
    );
    // From e5 their queen is not one of ours: nothing behind it; down the
    // file our bishop is, and the x-ray reaches e2 and our rook.
    assert_eq!(
        xray_rook_attacks(Square::E5, occupied, ours),
        bits(&[Square::E2, Square::E1])
    );
    // Every piece a blocker: through the queen to the king, and down through
    // the bishop to the rook.
    assert_eq!(
        xray_rook_attacks(Square::E5, occupied, occupied),
        bits(&[Square::E7, Square::E8, Square::E2, Square::E1])
    );
    // A bishop battery: our bishop on b2, our queen on c3; behind the queen
    // up to their knight on f6.
    let occupied = bits(&[Square::B2, Square::C3, Square::F6]);
    assert_eq!(
        xray_bishop_attacks(Square::B2, occupied, Square::C3.bit()),
        bits(&[Square::D4, Square::E5, Square::F6])
    );
    assert_eq!(
        xray_bishop_attacks_const(Square::B2, occupied, Square::C3.bit()),
        bits(&[Square::D4, Square::E5, Square::F6])
    );
    // The second piece is not x-rayed (only the first blocker is lifted).
    let occupied = bits(&[Square::A1, Square::C1, Square::E1, Square::G1]);
    assert_eq!(
        xray_rook_attacks(Square::A1, occupied, occupied),
        bits(&[Square::D1, Square::E1])
    );
    // No piece on the rays: nothing.
    let off_the_lines = bits(&[Square::B1, Square::H2, Square::C7]);
    assert_eq!(
        xray_rook_attacks(Square::D4, off_the_lines, off_the_lines),
        0
    );
    assert_eq!(xray_bishop_attacks(Square::D4, 0, 0), 0);
    // Evaluated in a constant.
    const PIN: u64 = xray_bishop_attacks_const(Square::A1, 1 << 9 | 1 << 63, 1 << 9);
    assert_eq!(PIN, 0x8040_2010_0804_0000);
}

/// Every square of the board, with and without pieces on every line, for
/// every square of the slider: the x-ray against the naive walk.
#[test]
fn xrays_on_every_square_of_edge_boards() {
    let mut non_empty = 0;
    for sq in Square::ALL {
        for occupied in naive::edge_boards() {
            for blockers in naive::edge_boards() {
                let blockers = blockers & occupied;
                let rook = naive_xray_rook(sq, occupied, blockers);
                let bishop = naive_xray_bishop(sq, occupied, blockers);
                assert_eq!(
                    xray_rook_attacks(sq, occupied, blockers),
                    rook,
                    "{sq} {occupied:#x} {blockers:#x}"
                );
                assert_eq!(
                    xray_bishop_attacks(sq, occupied, blockers),
                    bishop,
                    "{sq} {occupied:#x} {blockers:#x}"
                );
                non_empty += (rook != 0) as u32 + (bishop != 0) as u32;
            }
        }
    }
    assert!(non_empty > 1000, "only {non_empty} non-empty x-rays");
}

// ------------------------------------------------------------- shakmaty

fn shakmaty_square(sq: Square) -> shakmaty::Square {
    shakmaty::Square::new(u32::from(sq.index()))
}

fn shakmaty_color(color: Color) -> shakmaty::Color {
    match color {
        Color::White => shakmaty::Color::White,
        Color::Black => shakmaty::Color::Black,
    }
}

/// Game-like sides (disjoint fields) in a shakmaty board: for every square,
/// `Board::attacks_to` against `attackers_to`, with the side's pieces and
/// others in the occupancy.
#[test]
fn attackers_to_equals_shakmaty_on_game_like_sides() {
    use shakmaty::{Piece, Role};
    let mut g = quickcheck::Gen::new(64);
    let mut non_empty = 0;
    let positions = if cfg!(debug_assertions) { 300 } else { 3000 };
    for i in 0..positions {
        let side = common::game_like_side(&mut g);
        let color = if i % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        let others: u64 = quickcheck::Arbitrary::arbitrary(&mut g);
        let occupied = union(side) | (others & others.rotate_left(17) & !union(side));
        let mut board = shakmaty::Board::empty();
        let roles = [
            (side.pawns, Role::Pawn),
            (side.knights, Role::Knight),
            (side.bishops, Role::Bishop),
            (side.rooks, Role::Rook),
            (side.queens, Role::Queen),
            (side.king, Role::King),
        ];
        for (field, role) in roles {
            for sq in Square::iter_set(field) {
                board.set_piece_at(
                    shakmaty_square(sq),
                    Piece {
                        color: shakmaty_color(color),
                        role,
                    },
                );
            }
        }
        for sq in Square::ALL {
            let expected = board
                .attacks_to(
                    shakmaty_square(sq),
                    shakmaty_color(color),
                    shakmaty::Bitboard(occupied),
                )
                .0;
            assert_eq!(
                attackers_to(sq, occupied, side, color),
                expected,
                "{sq}, {side:?}, {color}, {occupied:#x}"
            );
            non_empty += (expected != 0) as u32;
        }
    }
    assert!(
        non_empty > positions,
        "only {non_empty} squares with attackers"
    );
}

// ------------------------------------------------------------ cozy-chess

/// One side of a cozy-chess board as a `Side`.
pub(crate) fn side_of(board: &cozy_chess::Board, color: cozy_chess::Color) -> Side {
    use cozy_chess::Piece;
    let field = |piece| board.colored_pieces(color, piece).0;
    Side {
        pawns: field(Piece::Pawn),
        knights: field(Piece::Knight),
        bishops: field(Piece::Bishop),
        rooks: field(Piece::Rook),
        queens: field(Piece::Queen),
        king: field(Piece::King),
    }
}

pub(crate) fn our_color(color: cozy_chess::Color) -> Color {
    match color {
        cozy_chess::Color::White => Color::White,
        cozy_chess::Color::Black => Color::Black,
    }
}

/// Positions of random legal games from the start position and from
/// Kiwipete (many pins and checks), every ply.
fn playout_positions() -> Vec<cozy_chess::Board> {
    let fens = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    ];
    let games = if cfg!(debug_assertions) { 12 } else { 60 };
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut out = Vec::new();
    for fen in fens {
        for _ in 0..games {
            let mut board: cozy_chess::Board = fen.parse().unwrap();
            for _ in 0..150 {
                out.push(board.clone());
                let mut moves = Vec::new();
                board.generate_moves(|list| {
                    moves.extend(list);
                    false
                });
                if moves.is_empty() {
                    break;
                }
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                board.play_unchecked(moves[(seed % moves.len() as u64) as usize]);
            }
        }
    }
    out
}

/// The checkers are the attackers of our king among their pieces; the
/// pinned pieces are ours between our king and each of their sliders that
/// an x-ray from the king through our pieces reaches.
#[test]
fn checkers_and_pins_from_attackers_and_xrays_equal_cozy_chess() {
    let (mut checks, mut double_checks, mut pins) = (0, 0, 0);
    for board in playout_positions() {
        let us = board.side_to_move();
        let (ours, theirs) = (side_of(&board, us), side_of(&board, !us));
        let occupied = board.occupied().0;
        let king = Square::new(board.king(us) as u8).unwrap();

        let checkers = attackers_to(king, occupied, theirs, our_color(!us));
        assert_eq!(checkers, board.checkers().0, "checkers: {board}");
        assert_eq!(
            attackers_to_const(king, occupied, theirs, our_color(!us)),
            checkers
        );

        // cozy-chess counts a piece of either colour alone between our king
        // and their slider (it matters for en passant): an x-ray through
        // every piece. Ours alone: an x-ray through ours.
        let our_pieces = union(ours);
        let pinned_by = |blockers: u64| {
            let pinners = (xray_rook_attacks(king, occupied, blockers)
                & (theirs.rooks | theirs.queens))
                | (xray_bishop_attacks(king, occupied, blockers)
                    & (theirs.bishops | theirs.queens));
            Square::iter_set(pinners).fold(0, |p, s| p | (between(king, s) & blockers))
        };
        let pinned = pinned_by(occupied);
        assert_eq!(pinned, board.pinned().0, "pinned: {board}");
        assert_eq!(
            pinned_by(our_pieces),
            pinned & our_pieces,
            "our pinned: {board}"
        );

        checks += (checkers != 0) as u32;
        double_checks += (checkers.count_ones() > 1) as u32;
        pins += (pinned != 0) as u32;
    }
    assert!(
        checks > 20 && double_checks > 0 && pins > 20,
        "{checks} checks, {double_checks} double, {pins} pins"
    );
}

/// Every square and both sides of the playout positions: `attackers_to`
/// against cozy-chess's own lookups (`get_*_moves` masked with the side's
/// pieces of each kind).
#[test]
fn attackers_to_equals_cozy_chess_lookups_on_every_square() {
    use cozy_chess::{
        get_bishop_moves, get_king_moves, get_knight_moves, get_pawn_attacks, get_rook_moves, Piece,
    };
    let mut non_empty = 0;
    let positions = playout_positions();
    for board in positions.iter().step_by(7) {
        let occupied = board.occupied();
        for color in [cozy_chess::Color::White, cozy_chess::Color::Black] {
            let side = side_of(board, color);
            let pieces = |p| board.colored_pieces(color, p);
            for sq in Square::ALL {
                let c = cozy_chess::Square::index(usize::from(sq));
                let expected = (get_pawn_attacks(c, !color) & pieces(Piece::Pawn))
                    | (get_knight_moves(c) & pieces(Piece::Knight))
                    | (get_king_moves(c) & pieces(Piece::King))
                    | (get_rook_moves(c, occupied) & (pieces(Piece::Rook) | pieces(Piece::Queen)))
                    | (get_bishop_moves(c, occupied)
                        & (pieces(Piece::Bishop) | pieces(Piece::Queen)));
                assert_eq!(
                    attackers_to(sq, occupied.0, side, our_color(color)),
                    expected.0,
                    "{sq} {board}"
                );
                non_empty += (expected.0 != 0) as u32;
            }
        }
    }
    assert!(non_empty > 1000, "only {non_empty} squares with attackers");
}

/// `king_safety` on the positions of random legal games, the side to move's
/// king: the checkers and our pinned pieces are cozy-chess's (its
/// `pinned()` also holds a lone piece of theirs between our king and their
/// slider: not a pin of ours), the check mask is every square, the
/// checker and the squares between, or none, and each pin ray runs from the
/// king to a slider of its kind through exactly one pinned piece. Every
/// implementation this CPU runs, the free function, and the batch form over
/// all the positions at once.
#[test]
fn king_safety_equals_cozy_chess_on_playouts() {
    let positions = playout_positions();
    let (mut checks, mut double_checks, mut pins, mut two_pins) = (0, 0, 0, 0);
    let (mut kings, mut ours_v, mut theirs_v, mut expected) = (vec![], vec![], vec![], vec![]);
    let us_all = |board: &cozy_chess::Board| board.side_to_move();
    for board in &positions {
        let us = us_all(board);
        let (ours, theirs) = (union(side_of(board, us)), side_of(board, !us));
        let king = Square::new(board.king(us) as u8).unwrap();
        let checkers = board.checkers().0;
        let check_mask = match checkers.count_ones() {
            0 => !0,
            1 => checkers | between(king, Square::from_lowest_bit(checkers).unwrap()),
            _ => 0,
        };
        let mut seen = None;
        for t in targets(Kernel::KingSafety) {
            let got = match &t {
                Target::Table(k, _) => k.king_safety(king, ours, theirs, our_color(us)),
                Target::Free(_) => king_safety(king, ours, theirs, our_color(us)),
            };
            let who = t.name();
            assert_eq!(got.checkers, checkers, "{who}: checkers: {board}");
            assert_eq!(
                got.pinned,
                board.pinned().0 & ours,
                "{who}: pinned: {board}"
            );
            assert_eq!(got.check_mask, check_mask, "{who}: check mask: {board}");
            for (rays, sliders) in [
                (got.pin_orthogonal, theirs.rooks | theirs.queens),
                (got.pin_diagonal, theirs.bishops | theirs.queens),
            ] {
                let pinners = rays & sliders;
                let from_pinners =
                    Square::iter_set(pinners).fold(0, |r, p| r | between(king, p) | p.bit());
                assert_eq!(from_pinners, rays, "{who}: pin rays: {board}");
                for p in Square::iter_set(pinners) {
                    assert_eq!(
                        (between(king, p) & got.pinned).count_ones(),
                        1,
                        "{who}: {board}"
                    );
                }
            }
            for p in Square::iter_set(got.pinned) {
                assert_eq!(
                    got.pin_ray(p),
                    naive::pin_ray(king, ours, theirs, p),
                    "{who}: pin_ray({p}): {board}"
                );
            }
            assert!(
                seen.is_none_or(|s| s == got),
                "{who} differs from the others: {board}"
            );
            seen = Some(got);
        }
        let got = seen.unwrap();
        checks += (got.checkers != 0) as u32;
        double_checks += (got.checkers.count_ones() > 1) as u32;
        pins += (got.pinned != 0) as u32;
        two_pins += (got.pinned.count_ones() > 1) as u32;
        kings.push(king);
        ours_v.push(ours);
        theirs_v.push(theirs);
        expected.push(got);
    }
    for color in [Color::White, Color::Black] {
        // The batch takes one colour: the positions with that side to move.
        let pick: Vec<usize> = (0..positions.len())
            .filter(|&i| our_color(us_all(&positions[i])) == color)
            .collect();
        let k: Vec<Square> = pick.iter().map(|&i| kings[i]).collect();
        let o: Vec<u64> = pick.iter().map(|&i| ours_v[i]).collect();
        let t: Vec<Side> = pick.iter().map(|&i| theirs_v[i]).collect();
        let mut out = vec![KingSafety::default(); pick.len()];
        king_safety_batch(&k, &o, &t, color, &mut out);
        for (n, &i) in pick.iter().enumerate() {
            assert_eq!(out[n], expected[i], "batch: {}", positions[i]);
        }
    }
    assert!(
        checks > 20 && double_checks > 0 && pins > 20 && two_pins > 0,
        "{checks} checks, {double_checks} double, {pins} with a pin, {two_pins} with several"
    );
}

// ------------------------------------------------------- pin_ray per piece

/// `king_safety` by every implementation this CPU runs and the free
/// function, each with its name.
fn every_safety(king: Square, ours: u64, theirs: Side, us: Color) -> Vec<(String, KingSafety)> {
    targets(Kernel::KingSafety)
        .iter()
        .map(|t| {
            let got = match t {
                Target::Table(k, _) => k.king_safety(king, ours, theirs, us),
                Target::Free(_) => king_safety(king, ours, theirs, us),
            };
            (t.name(), got)
        })
        .collect()
}

fn bits(squares: &[Square]) -> u64 {
    squares.iter().fold(0, |b, s| b | s.bit())
}

/// Positions with several pins of one kind (two and three on rank and file
/// or on diagonals, two on one line on both sides of the king, pins by
/// queens of both kinds): each pinned piece's ray is its own pin's, every
/// other square gets every square, by every implementation; and the
/// naive per-piece walk agrees.
#[test]
fn pin_ray_with_several_pins_of_one_kind() {
    use Square as Q;
    // (king, ours besides the king, theirs, [(pinned piece, its ray)])
    type Case = (Square, u64, Side, Vec<(Square, u64)>);
    let cases: [Case; 4] = [
        // The position: White Kd4, Qd6, Nc4; Black Rd8, Ra4.
        (
            Q::D4,
            bits(&[Q::D6, Q::C4]),
            Side {
                rooks: bits(&[Q::D8, Q::A4]),
                king: Q::H8.bit(),
                ..Side::default()
            },
            vec![
                (Q::D6, bits(&[Q::D5, Q::D6, Q::D7, Q::D8])),
                (Q::C4, bits(&[Q::C4, Q::B4, Q::A4])),
            ],
        ),
        // Three diagonal pins, two of them on the a1-h8 diagonal on both
        // sides of the king: Bf6 by Bh8, Nb2 by Ba1, Pc5 by Bb6.
        (
            Q::D4,
            bits(&[Q::F6, Q::B2, Q::C5, Q::E2]),
            Side {
                bishops: bits(&[Q::H8, Q::A1, Q::B6]),
                king: Q::H1.bit(),
                ..Side::default()
            },
            vec![
                (Q::F6, bits(&[Q::E5, Q::F6, Q::G7, Q::H8])),
                (Q::B2, bits(&[Q::C3, Q::B2, Q::A1])),
                (Q::C5, bits(&[Q::C5, Q::B6])),
            ],
        ),
        // Queens pin on both kinds: Re6 by Qe8 and Bg4 by Qh4 (rank and
        // file), Rc2 by Qb1 and Ng6 by Qh7 (diagonals); Pe2 with Re1 behind
        // it is pinned too; Nd5 stands before their king, which pins
        // nothing.
        (
            Q::E4,
            bits(&[Q::E6, Q::G4, Q::C2, Q::G6, Q::E2, Q::D5]),
            Side {
                queens: bits(&[Q::E8, Q::H4, Q::B1, Q::H7]),
                rooks: Q::E1.bit(),
                king: Q::A8.bit(),
                ..Side::default()
            },
            vec![
                (Q::E6, bits(&[Q::E5, Q::E6, Q::E7, Q::E8])),
                (Q::G4, bits(&[Q::F4, Q::G4, Q::H4])),
                (Q::C2, bits(&[Q::D3, Q::C2, Q::B1])),
                (Q::G6, bits(&[Q::F5, Q::G6, Q::H7])),
                (Q::E2, bits(&[Q::E3, Q::E2, Q::E1])),
            ],
        ),
        // Three rook pins, two of them on the first rank on both sides of
        // Kd1 (Bb1 by Ra1, Nf1 by Rh1), one up the file with a gap (Pd3 by
        // Rd8), and a bishop's pin (Pe2 by Bg4).
        (
            Q::D1,
            bits(&[Q::B1, Q::F1, Q::D3, Q::E2]),
            Side {
                rooks: bits(&[Q::A1, Q::H1, Q::D8]),
                bishops: Q::G4.bit(),
                king: Q::H8.bit(),
                ..Side::default()
            },
            vec![
                (Q::B1, bits(&[Q::C1, Q::B1, Q::A1])),
                (Q::F1, bits(&[Q::E1, Q::F1, Q::G1, Q::H1])),
                (
                    Q::D3,
                    bits(&[Q::D2, Q::D3, Q::D4, Q::D5, Q::D6, Q::D7, Q::D8]),
                ),
                (Q::E2, bits(&[Q::E2, Q::F3, Q::G4])),
            ],
        ),
    ];
    for (king, ours, theirs, pins) in cases {
        let ours = ours | king.bit();
        let pinned = pins.iter().fold(0, |b, (p, _)| b | p.bit());
        for (who, got) in every_safety(king, ours, theirs, Color::White) {
            assert_eq!(got.pinned, pinned, "{who}: pinned, king {king}");
            assert_eq!(got.king, king, "{who}");
            for sq in Square::ALL {
                let expected = pins
                    .iter()
                    .find(|(p, _)| *p == sq)
                    .map_or(!0, |(_, ray)| *ray);
                assert_eq!(
                    got.pin_ray(sq),
                    expected,
                    "{who}: pin_ray({sq}), king {king}"
                );
                assert_eq!(
                    naive::pin_ray(king, ours, theirs, sq),
                    expected,
                    "naive pin_ray({sq}), king {king}"
                );
            }
        }
    }
}

/// A position built around a king to hold pins: on each of the eight lines
/// from the king, now and then one or two of ours and then a piece of
/// theirs (a slider of the line's kind, a queen, or a piece that pins
/// nothing), on both sides of the king alike; then scattered pieces.
#[derive(Clone, Debug)]
struct Pins {
    king: Square,
    ours: u64,
    theirs: Side,
    us: Color,
}

impl quickcheck::Arbitrary for Pins {
    fn arbitrary(g: &mut quickcheck::Gen) -> Pins {
        let king = Sq::arbitrary(g).0;
        let us = C::arbitrary(g).0;
        let (mut ours, mut theirs) = (king.bit(), Side::default());
        for (d, dir) in naive::DIRS.into_iter().enumerate() {
            if u8::arbitrary(g) % 3 == 0 {
                continue;
            }
            // The squares of the line from the king outwards.
            // (Along a line the index moves by one step a square, so the
            // distance in index orders the squares.)
            let mut ray: Vec<Square> =
                Square::iter_set(naive::ray_attacks(king.bit(), !0, dir)).collect();
            ray.sort_by_key(|s| (s.index() as i32 - king.index() as i32).abs());
            if ray.len() < 2 {
                continue;
            }
            let mine = 1 + usize::arbitrary(g) % 4 / 3; // one, sometimes two
            let at = usize::arbitrary(g) % (ray.len() - 1);
            let mut placed = 0;
            let mut i = at;
            while placed < mine && i < ray.len() - 1 {
                ours |= ray[i].bit();
                placed += 1;
                i += 1 + usize::arbitrary(g) % 2;
            }
            let j = (i + usize::arbitrary(g) % 2).min(ray.len() - 1);
            let sq = ray[j].bit();
            ours &= !sq;
            match u8::arbitrary(g) % 4 {
                0 => theirs.queens |= sq,
                1 => theirs.knights |= sq,
                _ if d % 2 == 0 => theirs.rooks |= sq,
                _ => theirs.bishops |= sq,
            }
        }
        let scatter = Board::arbitrary(g).0 & Board::arbitrary(g).0 & !ours & !king.bit();
        let all = theirs.pawns | theirs.knights | theirs.bishops | theirs.rooks | theirs.queens;
        theirs.pawns |= scatter & !all & 0x00ff_ffff_ffff_ff00 & Board::arbitrary(g).0;
        ours |= scatter & !all & !theirs.pawns;
        Pins {
            king,
            ours,
            theirs,
            us,
        }
    }
}

/// `pin_ray` of every square against the naive per-piece walk, on
/// positions built to hold several pins, by every implementation.
#[test]
fn pin_ray_equals_the_naive_walk_per_piece() {
    use std::sync::atomic::{AtomicU32, Ordering::Relaxed};
    static SEVERAL: AtomicU32 = AtomicU32::new(0);
    fn prop(p: Pins) -> bool {
        let safeties = every_safety(p.king, p.ours, p.theirs, p.us);
        for (who, got) in &safeties {
            for sq in Square::ALL {
                let expected = naive::pin_ray(p.king, p.ours, p.theirs, sq);
                if got.pin_ray(sq) != expected {
                    eprintln!(
                        "{who}: pin_ray({sq}) = {:#x}, expected {expected:#x}: {p:?}",
                        got.pin_ray(sq)
                    );
                    return false;
                }
            }
        }
        let pinned = safeties[0].1.pinned;
        let rays = safeties[0].1.pin_orthogonal | safeties[0].1.pin_diagonal;
        if pinned.count_ones() > 1 && rays.count_ones() > 4 {
            SEVERAL.fetch_add(1, Relaxed);
        }
        true
    }
    QuickCheck::new()
        .tests(quickcheck_tests() / 4)
        .quickcheck(prop as fn(Pins) -> bool);
    let several = SEVERAL.load(Relaxed);
    assert!(several > 50, "only {several} positions with several pins");
}
