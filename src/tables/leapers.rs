//! Knight, king and pawn attacks from one square: one load from a 64-entry
//! table each (512 bytes), built at compile time from the pieces' steps.

use crate::compass::STEPS;
use crate::types::{Color, Square};

/// The squares one step of `steps` (file, rank offsets) away from each
/// square, the steps that leave the board dropped.
const fn leaper_table(steps: &[(i8, i8)]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = ((sq % 8) as i8, (sq / 8) as i8);
        let mut i = 0;
        while i < steps.len() {
            let (nf, nr) = (f + steps[i].0, r + steps[i].1);
            if nf >= 0 && nf < 8 && nr >= 0 && nr < 8 {
                table[sq] |= 1 << (8 * nr + nf);
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

static KNIGHT: [u64; 64] = leaper_table(&[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
]);

// A king steps once in each of the eight directions.
static KING: [u64; 64] = leaper_table(&STEPS);

/// Indexed by [`Color::index`]: a white pawn captures towards rank 8, a
/// black one towards rank 1.
static PAWN: [[u64; 64]; 2] = [
    leaper_table(&[(-1, 1), (1, 1)]),
    leaper_table(&[(-1, -1), (1, -1)]),
];

/// The squares a knight on `sq` attacks.
///
/// ```
/// use bitboard_simd::{knight_attacks_from, Square};
///
/// assert_eq!(knight_attacks_from(Square::A1), Square::B3.bit() | Square::C2.bit());
/// assert_eq!(knight_attacks_from(Square::D4).count_ones(), 8);
/// ```
#[inline]
pub const fn knight_attacks_from(sq: Square) -> u64 {
    // `& 63` is a no-op on a `Square` but lets the compiler drop the bounds
    // check (and its panic path) from inlined callers.
    KNIGHT[(sq.index() & 63) as usize]
}

/// The squares a king on `sq` attacks.
///
/// ```
/// use bitboard_simd::{king_attacks_from, Square};
///
/// assert_eq!(king_attacks_from(Square::H8).count_ones(), 3);
/// assert_eq!(king_attacks_from(Square::E4).count_ones(), 8);
/// ```
#[inline]
pub const fn king_attacks_from(sq: Square) -> u64 {
    KING[(sq.index() & 63) as usize]
}

/// The squares a pawn of `color` on `sq` attacks: its one or two capture
/// squares, diagonally forward (none from the rank it promotes on).
///
/// ```
/// use bitboard_simd::{pawn_attacks_from, Color, Square};
///
/// assert_eq!(pawn_attacks_from(Square::E4, Color::White), Square::D5.bit() | Square::F5.bit());
/// assert_eq!(pawn_attacks_from(Square::A7, Color::Black), Square::B6.bit());
/// ```
#[inline]
pub const fn pawn_attacks_from(sq: Square, color: Color) -> u64 {
    // A `match` picks the colour's row: LLVM selects one of two row
    // addresses (`cmov`) where `PAWN[color as usize]` added `color * 512` to
    // the table's address (`shl`, `add`), two instructions more per lookup
    // in a loop of random colours. The square indexes the row directly, so
    // a square computed late waits for no more than one load.
    let row = match color {
        Color::White => &PAWN[0],
        Color::Black => &PAWN[1],
    };
    row[(sq.index() & 63) as usize]
}
