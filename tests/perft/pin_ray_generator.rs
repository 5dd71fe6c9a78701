//! A second legal-move generator, written only on the crate's public
//! lookups and its legal layer: `king_safety` for the checks and pins,
//! with every pinned piece's moves masked by its own
//! [`pin_ray`](bitboard_simd::KingSafety::pin_ray) (queens included:
//! all their moves, not their moves of the pin's kind), `side_attacks`
//! for the king's moves, and `en_passant_captures` for en passant. cozy-chess holds the position and plays the moves
//! found; the counts it gives are held to the suite's perft counts. (The
//! example engine uses the pin rays of each kind, united, and its moves of
//! that kind; it never calls `pin_ray`.)

use bitboard_simd::{
    bishop_attacks_from, en_passant_captures, king_attacks_from, king_safety, knight_attacks_from,
    pawn_attacks_from, queen_attacks_from, rook_attacks_from, side_attacks, Color, Side, Square,
};
use cozy_chess::{Board, Move, Piece};

fn square(sq: cozy_chess::Square) -> Square {
    Square::new(sq as u8).expect("a board square")
}

fn cozy_square(sq: Square) -> cozy_chess::Square {
    cozy_chess::Square::index(sq.index() as usize)
}

fn color(c: cozy_chess::Color) -> Color {
    match c {
        cozy_chess::Color::White => Color::White,
        cozy_chess::Color::Black => Color::Black,
    }
}

fn side(board: &Board, c: cozy_chess::Color) -> Side {
    let of = |p| board.colored_pieces(c, p).0;
    Side {
        pawns: of(Piece::Pawn),
        knights: of(Piece::Knight),
        bishops: of(Piece::Bishop),
        rooks: of(Piece::Rook),
        queens: of(Piece::Queen),
        king: of(Piece::King),
    }
}

/// Every legal move of the side to move, in cozy-chess's form (castling
/// as the king taking its own rook).
pub fn legal_moves(board: &Board) -> Vec<Move> {
    let c = board.side_to_move();
    let (us, them) = (color(c), color(!c));
    let (mine, theirs) = (side(board, c), side(board, !c));
    let (ours, their_all) = (mine.occupied(), theirs.occupied());
    let occupied = ours | their_all;
    let king = square(board.king(c));
    let safety = king_safety(king, ours, theirs, us);
    let mut moves = Vec::new();
    let mut add = |from: Square, targets: u64, promotion: bool| {
        for to in Square::iter_set(targets) {
            let (from, to) = (cozy_square(from), cozy_square(to));
            if promotion {
                for p in [Piece::Queen, Piece::Rook, Piece::Bishop, Piece::Knight] {
                    moves.push(Move {
                        from,
                        to,
                        promotion: Some(p),
                    });
                }
            } else {
                moves.push(Move {
                    from,
                    to,
                    promotion: None,
                });
            }
        }
    };

    // The king: never onto an attacked square, itself off the board so that
    // a slider's ray runs through the square it would step back to.
    let danger = side_attacks(theirs, occupied ^ king.bit(), them);
    add(king, king_attacks_from(king) & !ours & !danger, false);
    if !safety.in_check() {
        let rights = board.castle_rights(c);
        let rank = if us == Color::White { 0 } else { 56 };
        let at = |file: u8| Square::new(rank + file).unwrap();
        // (the rook's file, the squares to be empty, the squares not attacked)
        let sides = [
            (rights.short, 0x60u64, 0x60u64),
            (rights.long, 0x0eu64, 0x0cu64),
        ];
        for (rook, empty, safe) in sides {
            if let Some(file) = rook {
                let (empty, safe) = (empty << rank, safe << rank);
                if occupied & empty == 0 && danger & safe == 0 {
                    add(king, at(file as u8).bit(), false);
                }
            }
        }
    }
    if safety.in_double_check() {
        return moves;
    }

    // Every other piece: onto a square not ours, blocking or taking a
    // checker, along its own pin.
    let target = !ours & safety.check_mask;
    let pieces = [
        (mine.knights, 0),
        (mine.bishops, 1),
        (mine.rooks, 2),
        (mine.queens, 3),
    ];
    for (set, kind) in pieces {
        for from in Square::iter_set(set) {
            let attacks = match kind {
                0 => knight_attacks_from(from),
                1 => bishop_attacks_from(from, occupied),
                2 => rook_attacks_from(from, occupied),
                _ => queen_attacks_from(from, occupied),
            };
            add(from, attacks & target & safety.pin_ray(from), false);
        }
    }
    let (step, start, last): (i32, u64, u64) = match us {
        Color::White => (8, 0xff00, 0xff << 56),
        Color::Black => (-8, 0xff << 48, 0xff),
    };
    let ep = board.en_passant().map(|file| {
        let rank = if us == Color::White { 5 } else { 2 };
        Square::new(rank * 8 + file as u8).unwrap()
    });
    for from in Square::iter_set(mine.pawns) {
        let ray = safety.pin_ray(from);
        let one = Square::new((from.index() as i32 + step) as u8).unwrap();
        let mut to = 0;
        if occupied & one.bit() == 0 {
            to |= one.bit();
            if start & from.bit() != 0 {
                let two = Square::new((one.index() as i32 + step) as u8).unwrap();
                to |= two.bit() & !occupied;
            }
        }
        to |= pawn_attacks_from(from, us) & their_all;
        let to = to & target & ray;
        add(from, to & !last, false);
        add(from, to & last, true);
    }
    // En passant: the crate's legal capturers onto the target (the check
    // mask and the pin rays do not settle it).
    if let Some(ep) = ep {
        let from = en_passant_captures(king, ours, theirs, us, mine.pawns, ep);
        for from in Square::iter_set(from) {
            add(from, ep.bit(), false);
        }
    }
    moves
}

/// Leaf nodes at `depth` by [`legal_moves`].
pub fn perft(board: &Board, depth: u32) -> u64 {
    let moves = legal_moves(board);
    if depth <= 1 {
        return if depth == 0 { 1 } else { moves.len() as u64 };
    }
    moves
        .into_iter()
        .map(|mv| {
            let mut next = board.clone();
            next.play_unchecked(mv);
            perft(&next, depth - 1)
        })
        .sum()
}
