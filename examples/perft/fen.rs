//! FEN parsing: [`Board::from_fen`], one function per field, and the
//! checks that refuse positions the move generator cannot handle.
//!
//! A child module of the engine (declared there with a path beside it), so
//! it fills in the board's private fields directly.

use core::fmt;

use bitboard_simd::Square;

use super::{
    square, Board, Color, Piece, BLACK_KINGSIDE, BLACK_QUEENSIDE, RANK_1, RANK_8, WHITE_KINGSIDE,
    WHITE_QUEENSIDE,
};

/// Why a FEN was refused: the field and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenError {
    pub field: &'static str,
    pub message: String,
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid FEN: {}: {}", self.field, self.message)
    }
}

impl std::error::Error for FenError {}

fn fen_error(field: &'static str, message: impl Into<String>) -> FenError {
    FenError {
        field,
        message: message.into(),
    }
}

const PLACEMENT: &str = "piece placement";
const CASTLING: &str = "castling";
const EN_PASSANT: &str = "en passant";

/// The colour and piece of a FEN letter (`P` a white pawn, `k` a black
/// king), or `None` for any other character.
fn from_fen_letter(c: char) -> Option<(Color, Piece)> {
    let color = if c.is_ascii_uppercase() {
        Color::White
    } else {
        Color::Black
    };
    let piece = Piece::ALL
        .into_iter()
        .find(|p| p.letter() == c.to_ascii_lowercase())?;
    Some((color, piece))
}

impl Board {
    /// Parses a FEN with 6 fields, or 4 (the move counters default to 0 1).
    /// Refuses positions the generator cannot handle: not exactly one king
    /// per side, pawns on the first or last rank, castling rights without
    /// the king and rook at home, an en-passant square with no pawn that
    /// just moved two squares, or the side not to move in check.
    pub fn from_fen(fen: &str) -> Result<Board, FenError> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if fields.len() != 6 && fields.len() != 4 {
            return Err(fen_error(
                "field count",
                format!(
                    "found {} fields, expected 6 (or 4 without the move counters)",
                    fields.len()
                ),
            ));
        }
        let mut board = Board {
            pieces: [[0; 6]; 2],
            colors: [0; 2],
            side: Color::White,
            castling: 0,
            en_passant: None,
            halfmove: 0,
            fullmove: 1,
        };
        board.parse_placement(fields[0])?;
        board.check_placement()?;
        board.side = parse_side(fields[1])?;
        board.parse_castling(fields[2])?;
        board.parse_en_passant(fields[3])?;
        if fields.len() == 6 {
            board.parse_move_counters(fields[4], fields[5])?;
        }
        board.check_mover_not_in_check()?;
        Ok(board)
    }

    /// Piece placement: ranks 8 to 1, files a to h.
    fn parse_placement(&mut self, field: &str) -> Result<(), FenError> {
        let ranks: Vec<&str> = field.split('/').collect();
        if ranks.len() != 8 {
            return Err(fen_error(
                PLACEMENT,
                format!("found {} ranks, expected 8", ranks.len()),
            ));
        }
        for (i, text) in ranks.iter().enumerate() {
            self.parse_rank(7 - i as u8, text)?;
        }
        Ok(())
    }

    /// One rank of the placement: piece letters and empty-square counts
    /// that must add up to exactly 8 squares.
    fn parse_rank(&mut self, rank: u8, text: &str) -> Result<(), FenError> {
        let mut file = 0u8;
        for c in text.chars() {
            if let Some(d) = c.to_digit(10) {
                if !(1..=8).contains(&d) {
                    return Err(fen_error(
                        PLACEMENT,
                        format!("bad empty-square count '{c}'"),
                    ));
                }
                file += d as u8;
            } else if let Some((color, piece)) = from_fen_letter(c) {
                if file < 8 {
                    let bit = 1u64 << (rank * 8 + file);
                    self.pieces[color as usize][piece as usize] |= bit;
                    self.colors[color as usize] |= bit;
                }
                file += 1;
            } else {
                return Err(fen_error(PLACEMENT, format!("bad piece letter '{c}'")));
            }
            if file > 8 {
                break;
            }
        }
        if file != 8 {
            return Err(fen_error(
                PLACEMENT,
                format!("rank {} does not describe exactly 8 squares", rank + 1),
            ));
        }
        Ok(())
    }

    /// One king per side, and no pawn on the first or last rank.
    fn check_placement(&self) -> Result<(), FenError> {
        for color in [Color::White, Color::Black] {
            let kings = self.of(color, Piece::King).count_ones();
            if kings != 1 {
                return Err(fen_error(
                    PLACEMENT,
                    format!("{} has {kings} kings, expected 1", color.name()),
                ));
            }
        }
        let pawns = self.of(Color::White, Piece::Pawn) | self.of(Color::Black, Piece::Pawn);
        if pawns & (RANK_1 | RANK_8) != 0 {
            return Err(fen_error(PLACEMENT, "pawn on the first or last rank"));
        }
        Ok(())
    }

    /// Castling rights: `-`, or each of `KQkq` at most once, each with its
    /// king and rook at home.
    fn parse_castling(&mut self, field: &str) -> Result<(), FenError> {
        if field == "-" {
            return Ok(());
        }
        for c in field.chars() {
            let (right, color, rook) = match c {
                'K' => (WHITE_KINGSIDE, Color::White, 7),
                'Q' => (WHITE_QUEENSIDE, Color::White, 0),
                'k' => (BLACK_KINGSIDE, Color::Black, 63),
                'q' => (BLACK_QUEENSIDE, Color::Black, 56),
                _ => {
                    return Err(fen_error(
                        CASTLING,
                        format!("bad letter '{c}', expected K, Q, k, q or '-'"),
                    ))
                }
            };
            if self.castling & right != 0 {
                return Err(fen_error(CASTLING, format!("'{c}' given twice")));
            }
            let king_home = if color == Color::White { 4 } else { 60 };
            if self.of(color, Piece::King) != 1 << king_home
                || self.of(color, Piece::Rook) & (1 << rook) == 0
            {
                return Err(fen_error(
                    CASTLING,
                    format!(
                        "'{c}' needs the {} king on {} and a rook on {}",
                        color.name(),
                        square(king_home),
                        square(rook)
                    ),
                ));
            }
            self.castling |= right;
        }
        Ok(())
    }

    /// The en-passant target square: `-`, or a square a pawn of the side
    /// that just moved can have passed (needs the side to move set).
    fn parse_en_passant(&mut self, field: &str) -> Result<(), FenError> {
        if field == "-" {
            return Ok(());
        }
        let sq: Square = field.parse().map_err(|_| {
            fen_error(
                EN_PASSANT,
                format!("'{field}' is not a square (a1 to h8) or '-'"),
            )
        })?;
        // The pawn that just moved two squares stands one rank past the
        // target, seen from the side that moved; its start is empty too.
        let (rank, pushed, start) = match self.side {
            Color::White => (5, sq.bit() >> 8, sq.bit() << 8),
            Color::Black => (2, sq.bit() << 8, sq.bit() >> 8),
        };
        if sq.rank().index() != rank {
            return Err(fen_error(
                EN_PASSANT,
                format!(
                    "{sq} is not on rank {} (the side to move is {})",
                    rank + 1,
                    self.side.name()
                ),
            ));
        }
        let mover = !self.side;
        if self.of(mover, Piece::Pawn) & pushed == 0 || self.occupied() & (sq.bit() | start) != 0 {
            return Err(fen_error(
                EN_PASSANT,
                format!("no {} pawn can just have passed {sq}", mover.name()),
            ));
        }
        self.en_passant = Some(sq);
        Ok(())
    }

    /// The halfmove clock (from 0) and the fullmove number (from 1).
    fn parse_move_counters(&mut self, halfmove: &str, fullmove: &str) -> Result<(), FenError> {
        self.halfmove = halfmove.parse().map_err(|_| {
            fen_error(
                "halfmove clock",
                format!("'{halfmove}' is not a non-negative number"),
            )
        })?;
        self.fullmove = match fullmove.parse::<u32>() {
            Ok(n) if n >= 1 => n,
            _ => {
                return Err(fen_error(
                    "fullmove number",
                    format!("'{fullmove}' is not a positive number"),
                ))
            }
        };
        Ok(())
    }

    /// The side that just moved cannot have left its king in check.
    fn check_mover_not_in_check(&self) -> Result<(), FenError> {
        let mover = !self.side;
        let attackers = bitboard_simd::attackers_to(
            self.king(mover),
            self.occupied(),
            self.side(self.side),
            self.side,
        );
        if attackers != 0 {
            return Err(fen_error(
                "position",
                format!(
                    "{} is to move but {} is in check",
                    self.side.name(),
                    mover.name()
                ),
            ));
        }
        Ok(())
    }
}

/// The side to move: `w` or `b`.
fn parse_side(field: &str) -> Result<Color, FenError> {
    match field {
        "w" => Ok(Color::White),
        "b" => Ok(Color::Black),
        other => Err(fen_error(
            "side to move",
            format!("'{other}', expected 'w' or 'b'"),
        )),
    }
}
