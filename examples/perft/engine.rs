//! A small legal move generator and perft on top of `bitboard-simd`.
//!
//! Every kernel goes through an [`Attacks`] provider, which is the crate's
//! kernels (a level token, a table, or the free functions). A legal-move
//! step calls, in order:
//!
//! 1. `king_safety` once: their pieces giving check, our pinned pieces and
//!    their pin rays, and the check mask (where a non-king move must land);
//! 2. `side_attacks` once, for the squares the king may not enter (every
//!    square the other side attacks, our king taken off the board), where
//!    the king has two or more squares to look at (its targets and the
//!    second step of each castling); where it has one, that square's
//!    attackers instead (what the crate's `attackers_to` computes, from
//!    the provider's two per-square slider lookups and the leapers'
//!    `const` lookups);
//! 3. a per-square lookup (`rook_attacks_from`, ...) for each slider's
//!    moves, masked by the check mask and, for a pinned slider, its kind's
//!    pin ray;
//! 4. the pawns set-wise (shifts of the whole set, masked the same way);
//!    en passant, rare, by playing it and looking at the king with two
//!    lookups.
//!
//! Knights and kings, and the geometry of lines, which are the same on
//! every CPU, come from the crate's `const` lookups (`knight_attacks_from`,
//! `between`, ...); the sets are [`Bitboard`]s where they are iterated.
//! The engine writes no attack, line, check or pin scan of its own.
//!
//! The sliders' moves come from a loop of the per-square lookup over each
//! piece set, a bitboard: of the crate's many-squares forms this is the
//! loop of the free function (or of a token), which measured at least as
//! fast as the others on Chess_Movegen's workload (`docs/report.md`, "The
//! many-squares forms"); `for_each_*_attack` runs the same lookup but takes
//! a slice of squares, which the engine would have to build first.
//!
//! The same file is compiled into the `perft` example, `tests/perft.rs` and
//! `benches/perft.rs` through `#[path]`; each uses a different part of it.

#![allow(dead_code)]

use core::fmt;

use bitboard_simd::{
    king_attacks_from, knight_attacks_from, pawn_attacks_from, run_with, Bitboard, Color,
    KernelTable, KingSafety, Piece, Side, Square, Token, WithToken,
};

// FEN parsing; a child module (a path beside this file, whichever crate
// includes it) so that it fills in the board's private fields.
#[path = "fen.rs"]
pub mod fen;

// ------------------------------------------------------------------ provider

/// Where the sliding attacks come from. The engine is generic over it, so
/// running it on another provider (a level token, a table, the free
/// functions) changes only the value passed to [`perft`].
pub trait Attacks: Copy {
    /// Attacks of one rook on `sq` with the pieces `occupied`.
    fn rook_attacks_from(self, sq: Square, occupied: u64) -> u64;
    /// Attacks of one bishop on `sq`.
    fn bishop_attacks_from(self, sq: Square, occupied: u64) -> u64;
    /// Attacks of one queen on `sq`.
    fn queen_attacks_from(self, sq: Square, occupied: u64) -> u64;
    /// Every square attacked by `side` (of colour `color`), sliders
    /// stopped by `occupied`.
    fn side_attacks(self, side: Side, occupied: u64, color: Color) -> u64;
    /// The checks and pins on our king (colour `us`).
    fn king_safety(self, king: Square, ours: u64, theirs: Side, us: Color) -> KingSafety;
    /// Our pawns that may capture en passant onto `target`.
    #[inline(always)]
    fn en_passant_captures(
        self,
        king: Square,
        ours: u64,
        theirs: Side,
        us: Color,
        pawns: u64,
        target: Square,
    ) -> u64 {
        bitboard_simd::en_passant_captures(king, ours, theirs, us, pawns, target)
    }
    /// Runs one node's work: a token runs it inside its level's function
    /// ([`Token::enter`]), so a recursive walk stays at the level.
    #[inline(always)]
    fn enter<R, F: FnOnce(Self) -> R>(self, f: F) -> R {
        f(self)
    }
}

/// A kernel table (pinned or the dispatcher's), as a provider: one indirect
/// call per kernel call. A wrapper because `&KernelTable` cannot implement
/// [`Attacks`] beside the blanket implementation for every [`Token`] (the
/// crate could one day make `&KernelTable` a token).
#[derive(Clone, Copy, Debug)]
pub struct Table(pub &'static KernelTable);

impl Attacks for Table {
    #[inline(always)]
    fn rook_attacks_from(self, sq: Square, occupied: u64) -> u64 {
        self.0.rook_attacks_from(sq, occupied)
    }
    #[inline(always)]
    fn bishop_attacks_from(self, sq: Square, occupied: u64) -> u64 {
        self.0.bishop_attacks_from(sq, occupied)
    }
    #[inline(always)]
    fn queen_attacks_from(self, sq: Square, occupied: u64) -> u64 {
        self.0.queen_attacks_from(sq, occupied)
    }
    #[inline(always)]
    fn side_attacks(self, side: Side, occupied: u64, color: Color) -> u64 {
        self.0.side_attacks(side, occupied, color)
    }
    #[inline(always)]
    fn king_safety(self, king: Square, ours: u64, theirs: Side, us: Color) -> KingSafety {
        self.0.king_safety(king, ours, theirs, us)
    }
}

/// A level token: every kernel inlined (when the caller is compiled with the
/// level's target features, as inside [`bitboard_simd::dispatch`]).
impl<T: Token> Attacks for T {
    #[inline(always)]
    fn rook_attacks_from(self, sq: Square, occupied: u64) -> u64 {
        Token::rook_attacks_from(self, sq, occupied)
    }
    #[inline(always)]
    fn bishop_attacks_from(self, sq: Square, occupied: u64) -> u64 {
        Token::bishop_attacks_from(self, sq, occupied)
    }
    #[inline(always)]
    fn queen_attacks_from(self, sq: Square, occupied: u64) -> u64 {
        Token::queen_attacks_from(self, sq, occupied)
    }
    #[inline(always)]
    fn side_attacks(self, side: Side, occupied: u64, color: Color) -> u64 {
        Token::side_attacks(self, side, occupied, color)
    }
    #[inline(always)]
    fn king_safety(self, king: Square, ours: u64, theirs: Side, us: Color) -> KingSafety {
        Token::king_safety(self, king, ours, theirs, us)
    }
    #[inline(always)]
    fn en_passant_captures(
        self,
        king: Square,
        ours: u64,
        theirs: Side,
        us: Color,
        pawns: u64,
        target: Square,
    ) -> u64 {
        Token::en_passant_captures(self, king, ours, theirs, us, pawns, target)
    }
    #[inline(always)]
    fn enter<R, F: FnOnce(Self) -> R>(self, f: F) -> R {
        Token::enter(self, f)
    }
}

/// The crate's free functions for the kernels, with a token only to enter
/// its level at each node ([`Token::enter`]), so that the engine's own
/// code is compiled for the level.
#[derive(Clone, Copy, Debug)]
pub struct FreeFunctions<T>(pub T);

impl<T: Token> Attacks for FreeFunctions<T> {
    #[inline(always)]
    fn rook_attacks_from(self, sq: Square, occupied: u64) -> u64 {
        bitboard_simd::rook_attacks_from(sq, occupied)
    }
    #[inline(always)]
    fn bishop_attacks_from(self, sq: Square, occupied: u64) -> u64 {
        bitboard_simd::bishop_attacks_from(sq, occupied)
    }
    #[inline(always)]
    fn queen_attacks_from(self, sq: Square, occupied: u64) -> u64 {
        bitboard_simd::queen_attacks_from(sq, occupied)
    }
    #[inline(always)]
    fn side_attacks(self, side: Side, occupied: u64, color: Color) -> u64 {
        bitboard_simd::side_attacks(side, occupied, color)
    }
    #[inline(always)]
    fn king_safety(self, king: Square, ours: u64, theirs: Side, us: Color) -> KingSafety {
        bitboard_simd::king_safety(king, ours, theirs, us)
    }
    #[inline(always)]
    fn enter<R, F: FnOnce(Self) -> R>(self, f: F) -> R {
        self.0.enter(
            #[inline(always)]
            |t| f(FreeFunctions(t)),
        )
    }
}

// ------------------------------------------------------------------- pieces

/// The FEN letter of `piece` of `color` (upper case for White).
fn fen_letter(piece: Piece, color: Color) -> char {
    match color {
        Color::White => piece.letter().to_ascii_uppercase(),
        Color::Black => piece.letter(),
    }
}

// ------------------------------------------------------------------ masks

const RANK_1: u64 = Bitboard::RANK_1.0;
const RANK_4: u64 = Bitboard::RANK_4.0;
const RANK_5: u64 = Bitboard::RANK_5.0;
const RANK_8: u64 = Bitboard::RANK_8.0;
const FILE_A: u64 = Bitboard::FILE_A.0;
const FILE_H: u64 = Bitboard::FILE_H.0;

/// A pawn step of `us` forward, in squares: +8 for White, -8 for Black.
#[inline(always)]
const fn forward(us: Color) -> i32 {
    match us {
        Color::White => 8,
        Color::Black => -8,
    }
}

/// `b` moved `by` squares: up the board for a positive `by`, down for a
/// negative one.
#[inline(always)]
const fn shift(b: u64, by: i32) -> u64 {
    if by > 0 {
        b << by
    } else {
        b >> -by
    }
}

/// The square a pawn move to `to` came from, `step` squares back.
#[inline(always)]
fn pawn_source(to: Square, step: i32) -> Square {
    square((i32::from(to.index()) - step) as u32)
}

#[inline(always)]
fn square(index: u32) -> Square {
    // Only called with the index of a set bit of a u64 (0..=63).
    Square::ALL[index as usize & 63]
}

// -------------------------------------------------------------------- moves

/// What else a move does besides moving a piece from `from` to `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveKind {
    Normal,
    DoublePush,
    EnPassant,
    Castle,
    Promotion(Piece),
}

/// A move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    /// The piece that moves (a pawn for a promotion), so that playing the
    /// move need not look it up.
    pub piece: Piece,
    pub kind: MoveKind,
}

impl fmt::Display for Move {
    /// UCI notation (`e2e4`, `e7e8q`; castling as the king's move).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let MoveKind::Promotion(p) = self.kind {
            write!(f, "{}", p.letter())?;
        }
        Ok(())
    }
}

/// A fixed-capacity move list (218 is the known maximum of legal moves).
pub struct MoveList {
    moves: [Move; 256],
    len: usize,
}

impl MoveList {
    fn new() -> MoveList {
        MoveList {
            moves: [Move {
                from: Square::A1,
                to: Square::A1,
                piece: Piece::Pawn,
                kind: MoveKind::Normal,
            }; 256],
            len: 0,
        }
    }

    #[inline(always)]
    fn push(&mut self, piece: Piece, from: Square, to: Square, kind: MoveKind) {
        // Never more than 218 legal moves; the mask keeps it in bounds anyway.
        self.moves[self.len & 255] = Move {
            from,
            to,
            piece,
            kind,
        };
        self.len += 1;
    }

    #[inline(always)]
    fn clear(&mut self) {
        self.len = 0;
    }

    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len.min(256)]
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// Where the move generator puts what it finds: a [`MoveList`], a
/// [`Counter`] that only counts (the positions perft counts), or
/// [`Children`], the positions the moves lead to (perft's walk).
trait Sink {
    /// Moves of `piece` from `from` to every square of `to_set`.
    fn moves(&mut self, piece: Piece, from: Square, to_set: u64);
    /// Pawn moves to every square of `to_set`, each from `step` squares
    /// back; those onto `last_rank` are four promotions each.
    fn pawn_moves(&mut self, to_set: u64, step: i32, last_rank: u64, kind: MoveKind);
    /// One move.
    fn one(&mut self, piece: Piece, from: Square, to: Square, kind: MoveKind);
    /// Moves of a pinned `piece` (a queen, rook or bishop, known only at
    /// run time) along its pin ray: rare, as [`Sink::one`] is.
    #[inline(always)]
    fn pinned_moves(&mut self, piece: Piece, from: Square, to_set: u64) {
        self.moves(piece, from, to_set);
    }
}

impl Sink for MoveList {
    #[inline(always)]
    fn moves(&mut self, piece: Piece, from: Square, to_set: u64) {
        for to in Bitboard(to_set) {
            self.push(piece, from, to, MoveKind::Normal);
        }
    }

    #[inline(always)]
    fn pawn_moves(&mut self, to_set: u64, step: i32, last_rank: u64, kind: MoveKind) {
        for to in Bitboard(to_set) {
            let from = pawn_source(to, step);
            if to.bit() & last_rank != 0 {
                for p in [Piece::Queen, Piece::Rook, Piece::Bishop, Piece::Knight] {
                    self.push(Piece::Pawn, from, to, MoveKind::Promotion(p));
                }
            } else {
                self.push(Piece::Pawn, from, to, kind);
            }
        }
    }

    #[inline(always)]
    fn one(&mut self, piece: Piece, from: Square, to: Square, kind: MoveKind) {
        self.push(piece, from, to, kind);
    }
}

/// Counts moves: a `popcnt` per piece instead of a write per move.
struct Counter(u64);

impl Sink for Counter {
    #[inline(always)]
    fn moves(&mut self, _: Piece, _: Square, to_set: u64) {
        self.0 += u64::from(to_set.count_ones());
    }

    #[inline(always)]
    fn pawn_moves(&mut self, to_set: u64, _: i32, last_rank: u64, _: MoveKind) {
        self.0 += u64::from(to_set.count_ones()) + 3 * u64::from((to_set & last_rank).count_ones());
    }

    #[inline(always)]
    fn one(&mut self, _: Piece, _: Square, _: Square, _: MoveKind) {
        self.0 += 1;
    }
}

/// The positions the legal moves lead to, each played where the generator
/// finds it (each position of [`perft`]'s walk above the counted ones).
/// At the common call sites the
/// moving piece and the move's kind are constants, so [`Board::play_for`]
/// folds to a few fixed-index updates: no move list is written and read
/// back, no jump on the kind, no indexed read-modify-write of the copied
/// boards. The rare moves (castling, en passant, promotions, pinned
/// sliders) are listed in `rare` and played by one shared loop
/// ([`Children::play_rare`]), so that the generator does not carry a copy
/// of `play_for` for each of them.
struct Children<'a> {
    parent: &'a Board,
    us: Color,
    boards: &'a mut [Board; 256],
    len: usize,
    rare: &'a mut MoveList,
}

impl Children<'_> {
    #[inline(always)]
    fn push(&mut self, mv: Move) {
        // Never more than 218 legal moves; the mask keeps it in bounds anyway.
        self.boards[self.len & 255] = self.parent.play_for(self.us, mv);
        self.len += 1;
    }

    /// Plays the moves listed in `rare`.
    #[inline(always)]
    fn play_rare(&mut self) {
        for i in 0..self.rare.len().min(256) {
            let mv = self.rare.moves[i];
            self.push(mv);
        }
        self.rare.clear();
    }
}

impl Sink for Children<'_> {
    #[inline(always)]
    fn moves(&mut self, piece: Piece, from: Square, to_set: u64) {
        for to in Bitboard(to_set) {
            self.push(Move {
                from,
                to,
                piece,
                kind: MoveKind::Normal,
            });
        }
    }

    #[inline(always)]
    fn pawn_moves(&mut self, to_set: u64, step: i32, last_rank: u64, kind: MoveKind) {
        for to in Bitboard(to_set) {
            let from = pawn_source(to, step);
            if to.bit() & last_rank != 0 {
                self.rare.pawn_moves(to.bit(), step, last_rank, kind);
            } else {
                self.push(Move {
                    from,
                    to,
                    piece: Piece::Pawn,
                    kind,
                });
            }
        }
    }

    #[inline(always)]
    fn one(&mut self, piece: Piece, from: Square, to: Square, kind: MoveKind) {
        self.rare.push(piece, from, to, kind);
    }

    #[inline(always)]
    fn pinned_moves(&mut self, piece: Piece, from: Square, to_set: u64) {
        self.rare.moves(piece, from, to_set);
    }
}

// -------------------------------------------------------------------- board

/// Castling right bits.
const WHITE_KINGSIDE: u8 = 1;
const WHITE_QUEENSIDE: u8 = 2;
const BLACK_KINGSIDE: u8 = 4;
const BLACK_QUEENSIDE: u8 = 8;

/// The castling rights that survive a move from or to each square: a right
/// goes when the king or that rook leaves home, or the rook is captured.
static CASTLING_KEPT: [u8; 64] = {
    let mut kept = [!0u8; 64];
    kept[4] = !(WHITE_KINGSIDE | WHITE_QUEENSIDE);
    kept[7] = !WHITE_KINGSIDE;
    kept[0] = !WHITE_QUEENSIDE;
    kept[60] = !(BLACK_KINGSIDE | BLACK_QUEENSIDE);
    kept[63] = !BLACK_KINGSIDE;
    kept[56] = !BLACK_QUEENSIDE;
    kept
};

/// A position: one bit-board per colour and piece type, and per colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    /// By [`Color`], then by [`Piece`]: a side's boards are read as they
    /// are, with no mask by colour, and the generator asks for them at
    /// every step (a board per piece type masked by colour cost an `and`
    /// each time: about 3% of the instructions).
    pieces: [[u64; 6]; 2],
    colors: [u64; 2],
    side: Color,
    castling: u8,
    /// The en-passant target square. After a double push it is set only
    /// where a pawn of the side to move stands beside the pawn that passed,
    /// so [`Board::fen`] then writes `-` where no capture could follow (as
    /// X-FEN and most engines do); a FEN's target is kept as it is given.
    en_passant: Option<Square>,
    halfmove: u32,
    fullmove: u32,
}

pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

impl Board {
    /// The FEN of this position.
    pub fn fen(&self) -> String {
        let mut s = String::new();
        for rank in (0..8u8).rev() {
            let mut empty = 0;
            for file in 0..8u8 {
                let bit = 1u64 << (rank * 8 + file);
                let found = Piece::ALL.iter().find(|p| {
                    (self.pieces[0][**p as usize] | self.pieces[1][**p as usize]) & bit != 0
                });
                match found {
                    Some(&p) => {
                        if empty > 0 {
                            s.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        let color = if self.colors[0] & bit != 0 {
                            Color::White
                        } else {
                            Color::Black
                        };
                        s.push(fen_letter(p, color));
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                s.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                s.push('/');
            }
        }
        s.push_str(if self.side == Color::White {
            " w "
        } else {
            " b "
        });
        if self.castling == 0 {
            s.push('-');
        }
        for (bit, c) in [
            (WHITE_KINGSIDE, 'K'),
            (WHITE_QUEENSIDE, 'Q'),
            (BLACK_KINGSIDE, 'k'),
            (BLACK_QUEENSIDE, 'q'),
        ] {
            if self.castling & bit != 0 {
                s.push(c);
            }
        }
        match self.en_passant {
            Some(sq) => s.push_str(&format!(" {sq}")),
            None => s.push_str(" -"),
        }
        s.push_str(&format!(" {} {}", self.halfmove, self.fullmove));
        s
    }

    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The pieces of `color`. A select rather than an index by a variable,
    /// so that a board held in registers can stay there.
    #[inline(always)]
    fn color(&self, color: Color) -> u64 {
        match color {
            Color::White => self.colors[0],
            Color::Black => self.colors[1],
        }
    }

    #[inline(always)]
    fn of(&self, color: Color, piece: Piece) -> u64 {
        match color {
            Color::White => self.pieces[0][piece as usize],
            Color::Black => self.pieces[1][piece as usize],
        }
    }

    #[inline(always)]
    fn occupied(&self) -> u64 {
        self.colors[0] | self.colors[1]
    }

    #[inline(always)]
    fn king(&self, color: Color) -> Square {
        square(self.of(color, Piece::King).trailing_zeros())
    }

    /// The pieces of `color` as a [`Side`].
    #[inline(always)]
    pub fn side(&self, color: Color) -> Side {
        Side {
            pawns: self.of(color, Piece::Pawn),
            knights: self.of(color, Piece::Knight),
            bishops: self.of(color, Piece::Bishop),
            rooks: self.of(color, Piece::Rook),
            queens: self.of(color, Piece::Queen),
            king: self.of(color, Piece::King),
        }
    }

    /// Every legal move of the side to move.
    #[inline(always)]
    pub fn legal_moves<A: Attacks>(&self, a: A) -> MoveList {
        let mut list = MoveList::new();
        self.generate(a, &mut list);
        list
    }

    /// The number of legal moves: the same walk as [`Board::legal_moves`],
    /// but each piece's destinations are counted with one `popcnt` instead
    /// of being written to a list (the positions perft counts).
    #[inline(always)]
    pub fn count_moves<A: Attacks>(&self, a: A) -> u64 {
        match self.side {
            Color::White => self.count_moves_for(Color::White, a),
            Color::Black => self.count_moves_for(Color::Black, a),
        }
    }

    /// [`Board::count_moves`] where the side to move, `us`, is known.
    #[inline(always)]
    fn count_moves_for<A: Attacks>(&self, us: Color, a: A) -> u64 {
        let mut counter = Counter(0);
        self.generate_for(us, a, &mut counter);
        counter.0
    }

    /// Hands the legal moves to `sink` (a list, or a counter). Always
    /// inlined, so that inside [`bitboard_simd::dispatch`] it is compiled
    /// with the level's target features and the token's kernels inline
    /// into it.
    #[inline(always)]
    fn generate<A: Attacks, S: Sink>(&self, a: A, sink: &mut S) {
        // One copy per side, each with `us` a constant: the pawn shifts'
        // directions, the ranks and the colour selects fold away.
        match self.side {
            Color::White => self.generate_for(Color::White, a, sink),
            Color::Black => self.generate_for(Color::Black, a, sink),
        }
    }

    /// [`Board::generate`] for the side to move, `us`.
    // Inlined where it is called in an optimised build (see `perft`); an
    // unoptimised one (the tests) keeps one copy, which it builds faster.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn generate_for<A: Attacks, S: Sink>(&self, us: Color, a: A, sink: &mut S) {
        let them = !us;
        let ours = self.color(us);
        let theirs = self.color(them);
        let occupied = ours | theirs;
        let king_bb = self.of(us, Piece::King);
        let king = square(king_bb.trailing_zeros());
        let their_side = self.side(them);

        // 1. Checks and pins in one call. A piece pinned on a rank or file
        // cannot move along a diagonal, nor one pinned on a diagonal along
        // a rank or file, and the rays of one kind only meet at the king:
        // a pinned piece moves within its kind's rays.
        let KingSafety {
            checkers,
            pinned,
            pin_orthogonal,
            pin_diagonal,
            check_mask,
            ..
        } = a.king_safety(king, ours, their_side, us);

        // 2. King moves: never onto an attacked square, with our king taken
        // off the board so that a slider's ray goes through the square it
        // would step back to.
        //
        // Castling: not out of, through or into check, over empty squares.
        // The king's two steps are its two targets on that side; the first
        // is a king move, found safe or not with the others.
        let rank = if us == Color::White { 0 } else { 56 };
        let (kingside, queenside) = match us {
            Color::White => (WHITE_KINGSIDE, WHITE_QUEENSIDE),
            Color::Black => (BLACK_KINGSIDE, BLACK_QUEENSIDE),
        };
        let castle_kingside =
            checkers == 0 && self.castling & kingside != 0 && occupied & (0x60 << rank) == 0;
        let castle_queenside =
            checkers == 0 && self.castling & queenside != 0 && occupied & (0x0e << rank) == 0;
        let king_targets = king_attacks_from(king) & !ours;
        // The squares whose safety matters: the king's targets, and its
        // second step for each castling (the first is a target).
        let looked_at = king_targets
            | if castle_kingside { 0x40 << rank } else { 0 }
            | if castle_queenside { 0x04 << rank } else { 0 };
        if looked_at & looked_at.wrapping_sub(1) == 0 {
            // At most one square, a plain king move (castling looks at
            // two): the pieces that attack it, from the per-square lookups,
            // cost less than the whole danger map. (Start position depth 5:
            // 7% fewer instructions. Looking at two or three squares this
            // way cost more than the danger map.)
            if looked_at != 0 {
                let to = square(looked_at.trailing_zeros());
                let after = occupied ^ king_bb;
                let attackers = (a.rook_attacks_from(to, after)
                    & (their_side.rooks | their_side.queens))
                    | (a.bishop_attacks_from(to, after) & (their_side.bishops | their_side.queens))
                    | (knight_attacks_from(to) & their_side.knights)
                    | (pawn_attacks_from(to, us) & their_side.pawns)
                    | (king_attacks_from(to) & their_side.king);
                let to_set = if attackers == 0 { looked_at } else { 0 };
                sink.moves(Piece::King, king, to_set);
            }
        } else {
            // Every square the enemy attacks, in one call: its sliders'
            // directions run in parallel lanes where the level has them.
            let danger = a.side_attacks(their_side, occupied ^ king_bb, them);
            let safe = |candidates: u64| candidates & !danger;
            let to_set = safe(king_targets);
            sink.moves(Piece::King, king, to_set);

            if castle_kingside && to_set & (0x20 << rank) != 0 && safe(0x40 << rank) != 0 {
                sink.one(Piece::King, king, square(6 + rank), MoveKind::Castle);
            }
            if castle_queenside && to_set & (0x08 << rank) != 0 && safe(0x04 << rank) != 0 {
                sink.one(Piece::King, king, square(2 + rank), MoveKind::Castle);
            }
        }

        // In double check only the king moves (the check mask is empty).
        if check_mask == 0 {
            return;
        }
        // Where a non-king move may land: not on our own pieces, and in
        // check on the checker or between it and the king.
        let target = !ours & check_mask;

        // Steps 3 and 4, in a copy for the common case of no pin and no
        // pawn a step from promoting, where the pin rays and the last rank
        // are constants (empty) and their masks fold away.
        let last_rank = match us {
            Color::White => RANK_8,
            Color::Black => RANK_1,
        };
        let before_last = match us {
            Color::White => RANK_8 >> 8,
            Color::Black => RANK_1 << 8,
        };
        if pinned == 0 && self.of(us, Piece::Pawn) & before_last == 0 {
            self.piece_moves(us, a, sink, occupied, theirs, target, 0, 0, 0, 0);
        } else {
            self.piece_moves(
                us,
                a,
                sink,
                occupied,
                theirs,
                target,
                pinned,
                pin_orthogonal,
                pin_diagonal,
                last_rank,
            );
        }

        let pawns = self.of(us, Piece::Pawn);
        // En passant: the crate's answer, which plays the capture and looks
        // at the king (the rank through both pawns, a checking pawn taken).
        if let Some(ep) = self.en_passant {
            let ours_all = self.color(us);
            let legal = a.en_passant_captures(king, ours_all, their_side, us, pawns, ep);
            for from in Bitboard(legal) {
                sink.one(Piece::Pawn, from, ep, MoveKind::EnPassant);
            }
        }
    }

    /// Steps 3 and 4 of [`Board::generate_for`]: the moves of the knights,
    /// sliders and pawns (en passant aside).
    #[allow(clippy::too_many_arguments)]
    // Inlined where it is called in an optimised build (see `perft`); an
    // unoptimised one (the tests) keeps one copy, which it builds faster.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn piece_moves<A: Attacks, S: Sink>(
        &self,
        us: Color,
        a: A,
        sink: &mut S,
        occupied: u64,
        theirs: u64,
        target: u64,
        pinned: u64,
        pin_orthogonal: u64,
        pin_diagonal: u64,
        last_rank: u64,
    ) {
        // 3. Knights: a pinned knight never moves.
        for from in Bitboard(self.of(us, Piece::Knight) & !pinned) {
            sink.moves(Piece::Knight, from, knight_attacks_from(from) & target);
        }

        // Sliders. Free queens take one lookup; a pinned slider moves only
        // along its own kind of pin ray. (One `queen_attacks_from_squares`
        // call for every free slider, masked to rook or bishop lines, does
        // not pay here: a position has about five, and the call costs more
        // than five inlined lookups. Kiwipete depth 5, AMD EPYC family 0x19
        // model 0x11, five alternating runs: 460-930 against 780-1180
        // Mnodes/s.)
        let our_queens = self.of(us, Piece::Queen);
        let our_rooks = self.of(us, Piece::Rook);
        let our_bishops = self.of(us, Piece::Bishop);
        for from in Bitboard(our_queens & !pinned) {
            sink.moves(
                Piece::Queen,
                from,
                a.queen_attacks_from(from, occupied) & target,
            );
        }
        for from in Bitboard(our_rooks & !pinned) {
            sink.moves(
                Piece::Rook,
                from,
                a.rook_attacks_from(from, occupied) & target,
            );
        }
        for from in Bitboard(our_bishops & !pinned) {
            sink.moves(
                Piece::Bishop,
                from,
                a.bishop_attacks_from(from, occupied) & target,
            );
        }
        if pinned != 0 {
            // Our pieces on a pin ray are its pinned piece only.
            for from in Bitboard((our_rooks | our_queens) & pin_orthogonal) {
                let piece = if our_queens & from.bit() != 0 {
                    Piece::Queen
                } else {
                    Piece::Rook
                };
                let to_set = a.rook_attacks_from(from, occupied) & target & pin_orthogonal;
                sink.pinned_moves(piece, from, to_set);
            }
            for from in Bitboard((our_bishops | our_queens) & pin_diagonal) {
                let piece = if our_queens & from.bit() != 0 {
                    Piece::Queen
                } else {
                    Piece::Bishop
                };
                let to_set = a.bishop_attacks_from(from, occupied) & target & pin_diagonal;
                sink.pinned_moves(piece, from, to_set);
            }
        }

        // 4. Pawns, set-wise: a pawn pinned on a rank or diagonal cannot push,
        // one pinned on a file cannot capture.
        let pawns = self.of(us, Piece::Pawn);
        let forward = forward(us);
        let double_rank = match us {
            Color::White => RANK_4,
            Color::Black => RANK_5,
        };
        let pushers = pawns & !pin_diagonal;
        // A pusher pinned on a file stays on it; on a rank it cannot push.
        let free = pushers & !pin_orthogonal;
        let on_file = pushers & pin_orthogonal;
        let one = (shift(free, forward) | (shift(on_file, forward) & pin_orthogonal)) & !occupied;
        let two = shift(one, forward) & !occupied & double_rank;
        sink.pawn_moves(one & target, forward, last_rank, MoveKind::Normal);
        sink.pawn_moves(two & target, 2 * forward, 0, MoveKind::DoublePush);
        let capturers = pawns & !pin_orthogonal;
        // `forward - 1` captures toward the a-file (so not from it),
        // `forward + 1` toward the h-file. A pawn pinned on a diagonal may
        // only capture along its pin ray.
        for (step, from_mask) in [(forward - 1, !FILE_A), (forward + 1, !FILE_H)] {
            let from_set = capturers & from_mask;
            let free = from_set & !pin_diagonal;
            let on_ray = from_set & pin_diagonal;
            let to_set =
                (shift(free, step) | (shift(on_ray, step) & pin_diagonal)) & theirs & target;
            sink.pawn_moves(to_set, step, last_rank, MoveKind::Normal);
        }
    }

    /// The position after `mv`, which must be one of [`Board::legal_moves`].
    /// Always inlined: perft plays a move per counted node.
    #[inline(always)]
    pub fn play(&self, mv: Move) -> Board {
        self.play_for(self.side, mv)
    }

    /// [`Board::play`] where the side to move, `us`, is known.
    // Inlined where it is called in an optimised build (see `perft`); an
    // unoptimised one (the tests) keeps one copy, which it builds faster.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn play_for(&self, us: Color, mv: Move) -> Board {
        let them = !us;
        let (from, to) = (mv.from.bit(), mv.to.bit());
        let moved = mv.piece;
        let behind = |b: u64| shift(b, -forward(us));

        // What the move changes, as masks: the squares emptied of enemy
        // pieces, the rook's jump when castling, and the piece that lands.
        let mut victims = to;
        let mut rook = 0u64;
        let mut landed = moved;
        let mut en_passant = None;
        match mv.kind {
            MoveKind::Normal => {}
            MoveKind::DoublePush => {
                // A target only where a pawn of theirs stands beside the
                // pawn to take it: elsewhere no capture exists, and the
                // generator's test for a target then fails in most
                // positions, where it would follow every double push (a
                // branch that mispredicted about twice per position whose
                // children are counted, in cachegrind's model).
                let beside = ((to << 1) & !FILE_A) | ((to >> 1) & !FILE_H);
                if beside & self.of(them, Piece::Pawn) != 0 {
                    en_passant = Some(square(behind(to).trailing_zeros()));
                }
            }
            MoveKind::EnPassant => victims |= behind(to),
            MoveKind::Castle => {
                // The rook jumps from its corner to the square the king passed.
                let rank = mv.to.index() & 56;
                let (rook_from, rook_to) = if mv.to.index() & 7 == 6 {
                    (rank + 7, rank + 5)
                } else {
                    (rank, rank + 3)
                };
                rook = (1u64 << rook_from) | (1u64 << rook_to);
            }
            MoveKind::Promotion(p) => landed = p,
        }

        // Clear the victims from their boards, then lift the mover, drop
        // what lands and move the castling rook on ours, indexed by the
        // piece. (A pass over the boards with constant indices, which kept
        // the new position in registers, compiled to a compare and a select
        // per board and piece: 8-10% more instructions in all.)
        let (mut mine_by_piece, mut theirs_by_piece) = match us {
            Color::White => (self.pieces[0], self.pieces[1]),
            Color::Black => (self.pieces[1], self.pieces[0]),
        };
        for board in theirs_by_piece.iter_mut() {
            *board &= !victims;
        }
        mine_by_piece[moved as usize] ^= from;
        mine_by_piece[landed as usize] |= to;
        mine_by_piece[Piece::Rook as usize] ^= rook;
        let mine = self.color(us) ^ from ^ to ^ rook;
        let other = self.color(them) & !victims;
        let captured = self.color(them) & to != 0;

        Board {
            pieces: match us {
                Color::White => [mine_by_piece, theirs_by_piece],
                Color::Black => [theirs_by_piece, mine_by_piece],
            },
            colors: match us {
                Color::White => [mine, other],
                Color::Black => [other, mine],
            },
            side: them,
            castling: self.castling
                & CASTLING_KEPT[usize::from(mv.from) & 63]
                & CASTLING_KEPT[usize::from(mv.to) & 63],
            en_passant,
            halfmove: if moved == Piece::Pawn || captured {
                0
            } else {
                self.halfmove + 1
            },
            fullmove: self.fullmove + (us == Color::Black) as u32,
        }
    }
}

// -------------------------------------------------------------------- perft

/// The number of leaf positions `depth` plies below `board` (legal moves
/// only), by recursion. Bulk counting: the positions one ply above the
/// leaves only count their moves, never list or play them.
///
/// Each position's children are played where the generator finds them
/// ([`Children`]), into a buffer per ply allocated once, not listed first
/// and played later.
///
/// Each node's work runs inside [`Attacks::enter`]: with a token, that is
/// the level's function ([`Token::enter`]), so every node is compiled with
/// the level's target features and the kernels inline into it; the
/// recursive call is then a call of that function, the recursion's own.
pub fn perft<A: Attacks>(board: &Board, depth: u32, a: A) -> u64 {
    match depth {
        0 => 1,
        1 => a.enter(
            #[inline(always)]
            |a| board.count_moves(a),
        ),
        _ => {
            let mut plies: Vec<Box<[Board; 256]>> =
                (2..=depth).map(|_| Box::new([*board; 256])).collect();
            let mut rare = MoveList::new();
            perft_below(board, depth, a, &mut plies, &mut rare)
        }
    }
}

/// [`perft`] for `depth` at least 2, with a buffer for each ply's children
/// in `plies` (one per ply, `depth - 1` of them) and scratch space `rare`.
fn perft_below<A: Attacks>(
    board: &Board,
    depth: u32,
    a: A,
    plies: &mut [Box<[Board; 256]>],
    rare: &mut MoveList,
) -> u64 {
    a.enter(
        // Inlined into the level's function, which is then the recursive
        // function: without it the closure is a function of its own,
        // compiled without the level's features.
        #[inline(always)]
        |a| {
            let Some((here, below)) = plies.split_first_mut() else {
                return 0;
            };
            // One call site per side, each with `us` a constant.
            let us = board.side;
            let len = match us {
                Color::White => children(board, Color::White, here, rare, a),
                Color::Black => children(board, Color::Black, here, rare, a),
            };
            let found = &here[..len.min(256)];
            if depth == 2 {
                return match us {
                    Color::White => count_moves_of(found, Color::Black, a),
                    Color::Black => count_moves_of(found, Color::White, a),
                };
            }
            let mut nodes = 0;
            for child in found {
                nodes += perft_below(child, depth - 1, a, below, rare);
            }
            nodes
        },
    )
}

/// [`perft`] as a user's first engine writes it: list the moves, play each
/// and recurse, bulk counting at the last ply; each node inside
/// [`Attacks::enter`].
pub fn perft_listed<A: Attacks>(board: &Board, depth: u32, a: A) -> u64 {
    a.enter(
        #[inline(always)]
        |a| match depth {
            0 => 1,
            1 => board.count_moves(a),
            _ => {
                let moves = board.legal_moves(a);
                let mut nodes = 0;
                for &mv in moves.as_slice() {
                    nodes += perft_listed(&board.play(mv), depth - 1, a);
                }
                nodes
            }
        },
    )
}

/// [`perft`]'s walk with the level entered through [`run_with`] at every
/// node (an operation per node), the way to re-enter a level before
/// [`Token::enter`]: the yardstick for the other ways of calling the crate.
pub fn perft_run_with<T: Token>(board: &Board, depth: u32, t: T) -> u64 {
    match depth {
        0 => 1,
        1 => run_with(t, Count(board)),
        _ => {
            let mut plies: Vec<Box<[Board; 256]>> =
                (2..=depth).map(|_| Box::new([*board; 256])).collect();
            let mut rare = MoveList::new();
            run_with(
                t,
                Node {
                    board,
                    depth,
                    plies: &mut plies,
                    rare: &mut rare,
                },
            )
        }
    }
}

/// [`Board::count_moves`] as an operation.
struct Count<'a>(&'a Board);

impl WithToken for Count<'_> {
    type Output = u64;
    #[inline(always)]
    fn run<T: Token>(self, t: T) -> u64 {
        self.0.count_moves(t)
    }
}

/// One node of [`perft_run_with`]'s walk, as an operation.
struct Node<'a, 'b> {
    board: &'a Board,
    depth: u32,
    plies: &'b mut [Box<[Board; 256]>],
    rare: &'b mut MoveList,
}

impl WithToken for Node<'_, '_> {
    type Output = u64;
    #[inline(always)]
    fn run<T: Token>(self, a: T) -> u64 {
        let Some((here, below)) = self.plies.split_first_mut() else {
            return 0;
        };
        let (board, depth) = (self.board, self.depth);
        let us = board.side;
        let len = match us {
            Color::White => children(board, Color::White, here, self.rare, a),
            Color::Black => children(board, Color::Black, here, self.rare, a),
        };
        let found = &here[..len.min(256)];
        if depth == 2 {
            return match us {
                Color::White => count_moves_of(found, Color::Black, a),
                Color::Black => count_moves_of(found, Color::White, a),
            };
        }
        let mut nodes = 0;
        for child in found {
            nodes += run_with(
                a,
                Node {
                    board: child,
                    depth: depth - 1,
                    plies: below,
                    rare: self.rare,
                },
            );
        }
        nodes
    }
}

/// The positions the legal moves of `board` (whose side to move is `us`)
/// lead to, written to `out`; returns how many. `rare` is scratch space.
#[inline(always)]
fn children<A: Attacks>(
    board: &Board,
    us: Color,
    out: &mut [Board; 256],
    rare: &mut MoveList,
    a: A,
) -> usize {
    let mut found = Children {
        parent: board,
        us,
        boards: out,
        len: 0,
        rare,
    };
    board.generate_for(us, a, &mut found);
    found.play_rare();
    found.len
}

/// The legal moves of `positions`, whose side to move is `us`, summed.
#[inline(always)]
fn count_moves_of<A: Attacks>(positions: &[Board], us: Color, a: A) -> u64 {
    let mut nodes = 0;
    for position in positions {
        nodes += position.count_moves_for(us, a);
    }
    nodes
}

/// [`perft`] per root move, in UCI order of the moves' text.
#[inline(always)]
pub fn divide<A: Attacks>(board: &Board, depth: u32, a: A) -> Vec<(Move, u64)> {
    let moves = board.legal_moves(a);
    // A plain loop: an iterator adapter's closure would be compiled as a
    // function of its own, outside the level's target features.
    let mut counts = Vec::with_capacity(moves.len());
    for &mv in moves.as_slice() {
        counts.push((mv, perft(&board.play(mv), depth.saturating_sub(1), a)));
    }
    counts.sort_by_key(|(mv, _)| mv.to_string());
    counts
}

/// [`perft`] as an operation for [`bitboard_simd::dispatch`] (or
/// `levels::run_at`): `run` is inlined into the per-level function, and
/// `perft` with the move generator into `run`.
#[derive(Clone, Copy, Debug)]
pub struct Perft<'a> {
    pub board: &'a Board,
    pub depth: u32,
}

impl WithToken for Perft<'_> {
    type Output = u64;

    #[inline(always)]
    fn run<T: Token>(self, token: T) -> u64 {
        perft(self.board, self.depth, token)
    }
}

/// How [`Walk`] walks the tree and calls the crate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// [`perft`]: recursive, each node in [`Token::enter`], the token's
    /// kernels.
    Recursive,
    /// [`perft`] on the free functions ([`FreeFunctions`]).
    Free,
    /// [`perft_run_with`]: recursive, each node an operation of
    /// [`run_with`].
    RunWith,
    /// [`perft_listed`]: recursive, moves listed then played.
    Listed,
}

impl Form {
    pub const ALL: [Form; 4] = [Form::Recursive, Form::Free, Form::RunWith, Form::Listed];

    /// The name `--form` takes.
    pub fn name(self) -> &'static str {
        match self {
            Form::Recursive => "recursive",
            Form::Free => "free",
            Form::RunWith => "run-with",
            Form::Listed => "listed",
        }
    }
}

/// A perft of one [`Form`], as an operation for [`bitboard_simd::dispatch`].
#[derive(Clone, Copy, Debug)]
pub struct Walk<'a> {
    pub board: &'a Board,
    pub depth: u32,
    pub form: Form,
}

impl WithToken for Walk<'_> {
    type Output = u64;

    #[inline(always)]
    fn run<T: Token>(self, token: T) -> u64 {
        let (board, depth) = (self.board, self.depth);
        match self.form {
            Form::Recursive => perft(board, depth, token),
            Form::Free => perft(board, depth, FreeFunctions(token)),
            Form::RunWith => perft_run_with(board, depth, token),
            Form::Listed => perft_listed(board, depth, token),
        }
    }
}

/// [`divide`] as an operation for [`bitboard_simd::dispatch`].
#[derive(Clone, Copy, Debug)]
pub struct Divide<'a> {
    pub board: &'a Board,
    pub depth: u32,
}

impl WithToken for Divide<'_> {
    type Output = Vec<(Move, u64)>;

    #[inline(always)]
    fn run<T: Token>(self, token: T) -> Vec<(Move, u64)> {
        divide(self.board, self.depth, token)
    }
}
