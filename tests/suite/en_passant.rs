//! `en_passant_captures` (and its `const` form) against cozy-chess's legal
//! moves: on every position of random legal games that has an en-passant
//! target, the set of our pawns the crate lets capture onto it is the set
//! of origins of cozy-chess's legal en-passant moves. The games start from
//! the standard perft positions and from positions built for en passant (a
//! rank pin through both pawns, a checking double push, a diagonal pin),
//! and prefer double pushes and en-passant captures, so that targets come
//! often. Fixed vectors name the answer for each rule.

use bitboard_simd::{
    en_passant_captures, en_passant_captures_const, king_safety, run_with, Avx2Token, Avx512Token,
    Bmi2Token, Color, Level, ScalarToken, Side, Square, Sse2Token, Token, WithToken,
};
use cozy_chess::{Board, Move, Piece};

// The crate's side and colour of a cozy-chess board's: attackers' helpers.
use crate::attackers::{our_color, side_of};

/// The en-passant target of the side to move, if cozy-chess has one.
fn target(board: &Board) -> Option<Square> {
    let file = board.en_passant()? as u8;
    let rank = match board.side_to_move() {
        cozy_chess::Color::White => 5,
        cozy_chess::Color::Black => 2,
    };
    Square::new(8 * rank + file)
}

fn legal_moves(board: &Board) -> Vec<Move> {
    let mut moves = Vec::new();
    board.generate_moves(|list| {
        moves.extend(list);
        false
    });
    moves
}

/// The crate's answer for `target` on `board`, both forms (which must agree).
fn crate_answer(board: &Board, target: Square) -> u64 {
    let us = board.side_to_move();
    let (mine, theirs) = (side_of(board, us), side_of(board, !us));
    let king = Square::new(board.king(us) as u8).unwrap();
    let ours = mine.occupied();
    let answer = en_passant_captures(king, ours, theirs, our_color(us), mine.pawns, target);
    let constant = en_passant_captures_const(king, ours, theirs, our_color(us), mine.pawns, target);
    assert_eq!(answer, constant, "const form: {board}");
    answer
}

/// The origins of cozy-chess's legal en-passant moves onto `target`.
fn cozy_answer(board: &Board, target: Square) -> u64 {
    legal_moves(board)
        .into_iter()
        .filter(|mv| mv.to as u8 == target.index() && board.piece_on(mv.from) == Some(Piece::Pawn))
        .fold(0, |set, mv| set | 1 << mv.from as u8)
}

/// Our pawns that attack the target: the captures before legality.
fn pseudo_legal(board: &Board, target: Square) -> u64 {
    let us = board.side_to_move();
    let theirs = match us {
        cozy_chess::Color::White => Color::Black,
        cozy_chess::Color::Black => Color::White,
    };
    bitboard_simd::pawn_attacks_from(target, theirs) & board.colored_pieces(us, Piece::Pawn).0
}

const FENS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    // Kiwipete.
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    // Perft position 3: kings and rooks on the pawns' ranks.
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    // The rank pin through both pawns.
    "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1",
    "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1",
    // En passant out of a bishop's pin, and giving check.
    "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1",
    "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
    // Pawns only: many double pushes beside enemy pawns.
    "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1",
    "r3k2r/pp3ppp/8/q1pPp1K1/8/8/PPP2PPP/R6R w kq e6 0 1",
];

/// Every position with an en-passant target: the crate and cozy-chess
/// agree on the legal captures' origins.
#[test]
fn legal_en_passant_captures_equal_cozy_chess() {
    let games = if cfg!(debug_assertions) { 100 } else { 1000 };
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    // Positions with a target; with a pawn that attacks it; where a pawn
    // that attacks it may not take; where one may.
    let (mut targets, mut pseudo, mut refused, mut allowed) = (0, 0, 0, 0);
    for fen in FENS {
        let start: Board = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e:?}"));
        for _ in 0..games {
            let mut board = start.clone();
            for _ in 0..120 {
                let moves = legal_moves(&board);
                if moves.is_empty() {
                    break;
                }
                let ep = target(&board);
                if let Some(target) = ep {
                    targets += 1;
                    let answer = crate_answer(&board, target);
                    assert_eq!(answer, cozy_answer(&board, target), "{board}");
                    let attackers = pseudo_legal(&board, target);
                    pseudo += usize::from(attackers != 0);
                    refused += usize::from(attackers & !answer != 0);
                    allowed += usize::from(answer != 0);
                }
                // Half the time, a double push or an en-passant capture
                // where there is one.
                let pawn = |mv: &&Move| board.piece_on(mv.from) == Some(Piece::Pawn);
                let wanted: Vec<Move> = moves
                    .iter()
                    .filter(pawn)
                    .filter(|mv| {
                        (mv.to as i32 - mv.from as i32).abs() == 16
                            || ep.is_some_and(|t| mv.to as u8 == t.index())
                    })
                    .copied()
                    .collect();
                let r = next();
                let mv = if !wanted.is_empty() && r & 1 == 0 {
                    wanted[(r >> 1) as usize % wanted.len()]
                } else {
                    moves[(r >> 1) as usize % moves.len()]
                };
                board.play_unchecked(mv);
            }
        }
    }
    eprintln!(
        "{targets} positions with a target, {pseudo} with a capturer, {refused} refusing one, {allowed} allowing one"
    );
    assert!(targets >= 4000, "only {targets} positions with a target");
    assert!(
        refused >= 100,
        "only {refused} positions refusing a capture"
    );
    assert!(
        allowed >= 500,
        "only {allowed} positions allowing a capture"
    );
}

/// One fixed case: the FEN, the target, and the legal capturers.
fn check(fen: &str, target: Square, expected: u64) {
    let board: Board = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e:?}"));
    assert_eq!(crate_answer(&board, target), expected, "{fen}");
    assert_eq!(cozy_answer(&board, target), expected, "cozy-chess: {fen}");
}

/// The rank pin: the king, both pawns and a rook on one rank; neither pawn
/// is pinned, but the capture takes both off the rank.
#[test]
fn en_passant_refused_when_both_pawns_leave_the_kings_rank() {
    check("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1", Square::D6, 0);
    // Black, the same on the fourth rank, a queen the pinner.
    check("7K/8/8/8/Q2Pp2k/8/8/8 b - d3 0 1", Square::D3, 0);
    // Another piece between: legal.
    check(
        "8/8/8/K1NpP2r/8/8/8/7k w - d6 0 1",
        Square::D6,
        Square::E5.bit(),
    );
}

/// The checking double push: the check mask holds the pawn's square, not
/// the target, and the capture takes the checker.
#[test]
fn en_passant_takes_the_pawn_that_gives_check() {
    let fen = "8/8/8/2PpP3/4K3/8/8/7k w - d6 0 1";
    check(fen, Square::D6, Square::C5.bit() | Square::E5.bit());
    let board: Board = fen.parse().unwrap();
    let us = board.side_to_move();
    let (mine, theirs) = (side_of(&board, us), side_of(&board, !us));
    let safety = king_safety(Square::E4, mine.occupied(), theirs, Color::White);
    assert_eq!(safety.check_mask, Square::D5.bit());
    // Check by another piece, discovered by the double push (d7 left the
    // bishop's diagonal): the capture neither takes nor blocks it.
    check("2b4k/8/8/3pP3/6K1/8/8/8 w - d6 0 1", Square::D6, 0);
    // Landing on the target blocks a check through it (no game reaches
    // this, so no FEN: cozy-chess refuses such a position).
    let (king, pawns) = (Square::G3, Square::C5.bit());
    let theirs = Side {
        pawns: Square::D5.bit(),
        bishops: Square::B8.bit(),
        king: Square::H8.bit(),
        ..Side::default()
    };
    let ours = king.bit() | pawns;
    assert!(king_safety(king, ours, theirs, Color::White).in_check());
    assert_eq!(
        en_passant_captures(king, ours, theirs, Color::White, pawns, Square::D6),
        pawns
    );
}

/// A diagonal pin: the capture is legal along the pin ray only.
#[test]
fn en_passant_follows_a_diagonal_pin() {
    // Kc3, Pe5 pinned by Bg7: exf6 stays on the ray, exd6 leaves it.
    check(
        "7k/6b1/8/4Pp2/8/2K5/8/8 w - f6 0 1",
        Square::F6,
        Square::E5.bit(),
    );
    check("7k/6b1/8/3pP3/8/2K5/8/8 w - d6 0 1", Square::D6, 0);
    // A file pin: no capture leaves the file.
    check("4r2k/8/8/3pP3/8/8/8/4K3 w - d6 0 1", Square::D6, 0);
}

/// Not a target: zero whatever the pawns.
#[test]
fn en_passant_needs_a_target() {
    let (king, pawns) = (Square::A1, Square::E5.bit());
    let theirs = Side {
        pawns: Square::D5.bit(),
        king: Square::H8.bit(),
        ..Side::default()
    };
    let ours = king.bit() | pawns;
    let w = Color::White;
    assert_eq!(
        en_passant_captures(king, ours, theirs, w, pawns, Square::D6),
        pawns
    );
    // Wrong rank, no pawn in front, an occupied target.
    assert_eq!(
        en_passant_captures(king, ours, theirs, w, pawns, Square::D4),
        0
    );
    assert_eq!(
        en_passant_captures(king, ours, theirs, w, pawns, Square::F6),
        0
    );
    let blocked = Side {
        knights: Square::D6.bit(),
        ..theirs
    };
    assert_eq!(
        en_passant_captures(king, ours, blocked, w, pawns, Square::D6),
        0
    );
    // Black's target lies on rank 3.
    assert_eq!(
        en_passant_captures(king, ours, theirs, Color::Black, pawns, Square::D6),
        0
    );
}

/// The token's own combinations of its lookups (`attackers_to`,
/// `en_passant_captures`) and leapers give the `const` forms' answers,
/// at every level this CPU has.
#[test]
fn the_tokens_combined_lookups_answer_as_the_const_forms() {
    struct Combined(Vec<(Square, u64, Side, u64)>);
    impl WithToken for Combined {
        type Output = Vec<u64>;
        #[inline(always)]
        fn run<T: Token>(self, t: T) -> Vec<u64> {
            let mut out = Vec::new();
            for &(sq, occ, side, pawns) in &self.0 {
                for color in [Color::White, Color::Black] {
                    out.push(t.attackers_to(sq, occ, side, color));
                    out.push(t.pawn_attacks_from(sq, color));
                    // `sq` as the king, `pawns` ours, each empty square
                    // of the third and sixth ranks as the target.
                    for target in Square::iter_set(!occ & 0x0000_ff00_00ff_0000) {
                        out.push(t.en_passant_captures(
                            sq,
                            pawns | sq.bit(),
                            side,
                            color,
                            pawns,
                            target,
                        ));
                    }
                }
                out.push(t.knight_attacks_from(sq) ^ t.king_attacks_from(sq).rotate_left(7));
            }
            out
        }
    }
    let expected = |inputs: &[(Square, u64, Side, u64)]| -> Vec<u64> {
        let mut out = Vec::new();
        for &(sq, occ, side, pawns) in inputs {
            for color in [Color::White, Color::Black] {
                out.push(bitboard_simd::attackers_to_const(sq, occ, side, color));
                out.push(bitboard_simd::pawn_attacks_from(sq, color));
                for target in Square::iter_set(!occ & 0x0000_ff00_00ff_0000) {
                    out.push(bitboard_simd::en_passant_captures_const(
                        sq,
                        pawns | sq.bit(),
                        side,
                        color,
                        pawns,
                        target,
                    ));
                }
            }
            out.push(
                bitboard_simd::knight_attacks_from(sq)
                    ^ bitboard_simd::king_attacks_from(sq).rotate_left(7),
            );
        }
        out
    };
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let n = if cfg!(miri) { 10 } else { 500 };
    let inputs: Vec<(Square, u64, Side, u64)> = (0..n)
        .map(|_| {
            let sq = Square::ALL[(next() % 64) as usize];
            let side = Side {
                pawns: next() & next() & !sq.bit(),
                knights: next() & next() & next() & !sq.bit(),
                bishops: next() & next() & next() & !sq.bit(),
                rooks: next() & next() & next() & !sq.bit(),
                queens: next() & next() & next() & next() & !sq.bit(),
                king: next() & next() & next() & next() & !sq.bit(),
            };
            let pawns = next() & next() & !side.occupied() & !sq.bit();
            (sq, side.occupied() | pawns | sq.bit(), side, pawns)
        })
        .collect();
    let want = expected(&inputs);
    // The answers must not be trivial (the en-passant candidates exist).
    assert!(want.iter().filter(|&&v| v != 0).count() > want.len() / 4);
    let mut levels = 0;
    for level in Level::ALL {
        let op = Combined(inputs.clone());
        let got = match level {
            Level::Scalar => Some(run_with(ScalarToken::always(), op)),
            Level::Sse2 => Sse2Token::new().map(|t| run_with(t, op)),
            Level::Avx2 => Avx2Token::new().map(|t| run_with(t, op)),
            Level::Bmi2 => Bmi2Token::new().map(|t| run_with(t, op)),
            Level::Avx512 => Avx512Token::new().map(|t| run_with(t, op)),
            _ => None,
        };
        if let Some(got) = got {
            assert_eq!(got, want, "{level}");
            levels += 1;
        }
    }
    assert!(levels >= 1);
}
