//! The board type and its companions:
//!
//! * `Bitboard`: every operator (with a board and with a `Square`, and the
//!   `op=` forms) against the `u64` expression, quickcheck; `contains`,
//!   `len`, `is_empty`, `first`, `last` and iteration against a walk of the
//!   64 bits; the rank, file, light and dark constants against their
//!   definitions from coordinates; the conversions; `Display` and `Debug`
//!   against written-out grids;
//! * `Square`'s `try_offset`/`offset`, `flip_rank`/`flip_file`,
//!   `relative_to` and `distance` on every square (every pair, every
//!   offset in -9..=9 and the `i8` extremes), against coordinates and
//!   against cozy-chess and shakmaty;
//! * `File` and `Rank`: `Display` and `FromStr` for every value and the
//!   refused strings;
//! * `Piece`: `attacks` and `attacks_const` against the naive walks (every
//!   kind, square and colour; quickcheck occupancies) and shakmaty's
//!   `attacks::attacks`; its constructors, names and parser.

use crate::{common, naive};
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use bitboard_simd::{
    flip_vertical, mirror_horizontal, Bitboard, Color, File, Piece, Rank, Square, Squares,
};
use common::{Board, Sq, C};
use quickcheck::QuickCheck;

fn quickcheck_tests() -> u64 {
    if cfg!(debug_assertions) {
        2000
    } else {
        20000
    }
}

/// The squares of `bits`, testing each bit in turn.
fn naive_squares(bits: u64) -> Vec<Square> {
    (0..64u8)
        .filter(|&i| bits >> i & 1 == 1)
        .map(|i| Square::new(i).unwrap())
        .collect()
}

/// The squares for which `keep(file, rank)` holds, as a `u64`.
fn board_where(keep: impl Fn(u8, u8) -> bool) -> u64 {
    (0..64u8)
        .filter(|&i| keep(i % 8, i / 8))
        .fold(0, |b, i| b | 1 << i)
}

// ---------------------------------------------------------------- Bitboard

#[test]
fn operators_are_the_u64_operators() {
    fn prop(a: Board, b: Board, sq: Sq, count: u8) -> bool {
        let (x, y, s) = (Bitboard(a.0), Bitboard(b.0), sq.0);
        let (a, b, bit) = (a.0, b.0, sq.0.bit());
        let count = u32::from(count % 64);
        let mut all = vec![
            ((x | y).0, a | b),
            ((x & y).0, a & b),
            ((x ^ y).0, a ^ b),
            ((x - y).0, a & !b),
            ((!x).0, !a),
            ((x | s).0, a | bit),
            ((x & s).0, a & bit),
            ((x ^ s).0, a ^ bit),
            ((x - s).0, a & !bit),
            ((x << count).0, a << count),
            ((x >> count).0, a >> count),
        ];
        let assigned = |f: &dyn Fn(&mut Bitboard)| {
            let mut z = x;
            f(&mut z);
            z.0
        };
        all.extend([
            (assigned(&|z| *z |= y), a | b),
            (assigned(&|z| *z &= y), a & b),
            (assigned(&|z| *z ^= y), a ^ b),
            (assigned(&|z| *z -= y), a & !b),
            (assigned(&|z| *z |= s), a | bit),
            (assigned(&|z| *z &= s), a & bit),
            (assigned(&|z| *z ^= s), a ^ bit),
            (assigned(&|z| *z -= s), a & !bit),
            (assigned(&|z| *z <<= count), a << count),
            (assigned(&|z| *z >>= count), a >> count),
        ]);
        all.iter().all(|(got, expected)| got == expected)
    }
    QuickCheck::new()
        .tests(quickcheck_tests())
        .quickcheck(prop as fn(Board, Board, Sq, u8) -> bool);
}

#[test]
fn queries_and_iteration_agree_with_a_walk_of_the_bits() {
    fn prop(a: Board) -> bool {
        let board = Bitboard(a.0);
        let squares = naive_squares(a.0);
        let collected: Vec<Square> = board.into_iter().collect();
        let mut backwards: Vec<Square> = board.iter().rev().collect();
        backwards.reverse();
        let mut with_for = Vec::new();
        for sq in board {
            with_for.push(sq);
        }
        collected == squares
            && backwards == squares
            && with_for == squares
            && board.into_iter().len() == squares.len()
            && board.len() == squares.len()
            && board.is_empty() == squares.is_empty()
            && board.first() == squares.first().copied()
            && board.last() == squares.last().copied()
            && Square::ALL
                .iter()
                .all(|&s| board.contains(s) == squares.contains(&s))
            && squares.iter().copied().collect::<Bitboard>() == board
            && board.iter() == Squares::from(a.0)
    }
    QuickCheck::new()
        .tests(quickcheck_tests())
        .quickcheck(prop as fn(Board) -> bool);
    for bits in naive::edge_boards() {
        assert!(prop(Board(bits)), "{bits:#x}");
    }
}

#[test]
fn constants_hold_the_squares_their_names_say() {
    let files = [
        Bitboard::FILE_A,
        Bitboard::FILE_B,
        Bitboard::FILE_C,
        Bitboard::FILE_D,
        Bitboard::FILE_E,
        Bitboard::FILE_F,
        Bitboard::FILE_G,
        Bitboard::FILE_H,
    ];
    let ranks = [
        Bitboard::RANK_1,
        Bitboard::RANK_2,
        Bitboard::RANK_3,
        Bitboard::RANK_4,
        Bitboard::RANK_5,
        Bitboard::RANK_6,
        Bitboard::RANK_7,
        Bitboard::RANK_8,
    ];
    for i in 0..8u8 {
        let file = File::new(i).unwrap();
        let rank = Rank::new(i).unwrap();
        assert_eq!(
            files[i as usize].0,
            board_where(|f, _| f == i),
            "file {file}"
        );
        assert_eq!(
            ranks[i as usize].0,
            board_where(|_, r| r == i),
            "rank {rank}"
        );
        assert_eq!(Bitboard::from_file(file), files[i as usize]);
        assert_eq!(Bitboard::from_rank(rank), ranks[i as usize]);
        assert_eq!(Bitboard::from(file), files[i as usize]);
        assert_eq!(Bitboard::from(rank), ranks[i as usize]);
    }
    // a1 is dark, h1 light: a square is light when file + rank is odd.
    assert_eq!(
        Bitboard::LIGHT_SQUARES.0,
        board_where(|f, r| (f + r) % 2 == 1)
    );
    assert_eq!(
        Bitboard::DARK_SQUARES.0,
        board_where(|f, r| (f + r) % 2 == 0)
    );
    assert!(Bitboard::DARK_SQUARES.contains(Square::A1));
    assert!(Bitboard::LIGHT_SQUARES.contains(Square::H1));
    // The queens start on their own colour.
    assert!(Bitboard::LIGHT_SQUARES.contains(Square::D1));
    assert!(Bitboard::DARK_SQUARES.contains(Square::D8));
    assert_eq!(
        Bitboard::LIGHT_SQUARES | Bitboard::DARK_SQUARES,
        Bitboard::FULL
    );
    assert_eq!(Bitboard::EMPTY.0, 0);
    assert_eq!(Bitboard::FULL.0, !0);
    assert_eq!(Bitboard::default(), Bitboard::EMPTY);
    // The same facts as the peers'.
    assert_eq!(
        Bitboard::LIGHT_SQUARES.0,
        cozy_chess::BitBoard::LIGHT_SQUARES.0
    );
    assert_eq!(Bitboard::DARK_SQUARES.0, shakmaty::Bitboard::DARK_SQUARES.0);
}

#[test]
fn conversions_are_free_and_lossless() {
    for bits in naive::edge_boards() {
        let board = Bitboard::from(bits);
        assert_eq!(board, Bitboard(bits));
        assert_eq!(u64::from(board), bits);
        let back: u64 = board.into();
        assert_eq!(back, bits);
    }
    for sq in Square::ALL {
        assert_eq!(Bitboard::from(sq).0, sq.bit());
        assert_eq!(Bitboard::from_square(sq), Bitboard::from(sq));
        assert_eq!(Bitboard::from(sq).len(), 1);
    }
    // Transparent: the same size and alignment as the u64.
    assert_eq!(std::mem::size_of::<Bitboard>(), 8);
    assert_eq!(
        std::mem::align_of::<Bitboard>(),
        std::mem::align_of::<u64>()
    );
    // Equal boards hash alike (a HashSet<Bitboard> works as on u64).
    let hash = |b: Bitboard| {
        let mut h = DefaultHasher::new();
        b.hash(&mut h);
        h.finish()
    };
    assert_eq!(hash(Bitboard(0x1234)), hash(Bitboard::from(0x1234)));
}

#[test]
fn display_draws_the_board_rank_8_on_top() {
    // The start position's white pieces and a knight on f3.
    let board = (Bitboard(0xffff) - Square::G1) | Square::F3;
    let expected = "\
8 . . . . . . . .
7 . . . . . . . .
6 . . . . . . . .
5 . . . . . . . .
4 . . . . . . . .
3 . . . . . X . .
2 X X X X X X X X
1 X X X X X X . X
  a b c d e f g h";
    assert_eq!(board.to_string(), expected);
    assert_eq!(
        Bitboard::EMPTY.to_string(),
        "8 . . . . . . . .\n7 . . . . . . . .\n6 . . . . . . . .\n5 . . . . . . . .\n\
         4 . . . . . . . .\n3 . . . . . . . .\n2 . . . . . . . .\n1 . . . . . . . .\n  a b c d e f g h"
    );
    // Every square in its place: a board of one square has one X, on the
    // square's rank line and in the square's file column.
    for sq in Square::ALL {
        let text = Bitboard::from(sq).to_string();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 9);
        let line = lines[7 - usize::from(sq.rank().index())];
        assert!(line.starts_with(&sq.rank().to_string()), "{sq}: {line}");
        assert_eq!(
            line.find('X'),
            Some(2 + 2 * usize::from(sq.file().index())),
            "{sq}"
        );
        assert_eq!(text.matches('X').count(), 1, "{sq}");
    }
}

#[test]
fn debug_shows_the_value_then_the_grid() {
    let board = Bitboard::FILE_A | Square::H8;
    let expected = "\
Bitboard(0x8101_0101_0101_0101)
8 X . . . . . . X
7 X . . . . . . .
6 X . . . . . . .
5 X . . . . . . .
4 X . . . . . . .
3 X . . . . . . .
2 X . . . . . . .
1 X . . . . . . .
  a b c d e f g h";
    assert_eq!(format!("{board:?}"), expected);
    assert!(format!("{:?}", Bitboard::EMPTY).starts_with("Bitboard(0x0000_0000_0000_0000)\n"));
}

// ------------------------------------------------------------------ Square

fn cozy(sq: Square) -> cozy_chess::Square {
    cozy_chess::Square::index(usize::from(sq))
}

fn shakmaty(sq: Square) -> shakmaty::Square {
    shakmaty::Square::new(u32::from(sq.index()))
}

fn coords(sq: Square) -> (i32, i32) {
    (i32::from(sq.file().index()), i32::from(sq.rank().index()))
}

#[test]
fn offsets_step_by_files_and_ranks_and_stop_at_the_edge() {
    let mut on_board = 0;
    for sq in Square::ALL {
        let (f, r) = coords(sq);
        let mut deltas: Vec<i8> = (-9..=9).collect();
        deltas.extend([i8::MIN, i8::MIN + 1, i8::MAX - 1, i8::MAX]);
        for &df in &deltas {
            for &dr in &deltas {
                let (nf, nr) = (f + i32::from(df), r + i32::from(dr));
                let expected = if (0..8).contains(&nf) && (0..8).contains(&nr) {
                    Some(Square::new((8 * nr + nf) as u8).unwrap())
                } else {
                    None
                };
                assert_eq!(sq.try_offset(df, dr), expected, "{sq} {df} {dr}");
                // cozy-chess adds in i8: it overflows near the extremes.
                if (-9..=9).contains(&df) && (-9..=9).contains(&dr) {
                    let peer = cozy(sq).try_offset(df, dr).map(|s| s as usize);
                    assert_eq!(expected.map(usize::from), peer, "cozy: {sq} {df} {dr}");
                }
                if let Some(expected) = expected {
                    assert_eq!(sq.offset(df, dr), expected);
                    on_board += 1;
                }
            }
        }
    }
    // Each square reaches every square by exactly one (df, dr) in -7..=7.
    assert_eq!(on_board, 64 * 64);
}

#[test]
#[should_panic(expected = "off the board")]
fn offset_off_the_board_panics() {
    let _ = Square::H1.offset(1, 0);
}

#[test]
fn flips_and_relative_squares_mirror_the_board() {
    for sq in Square::ALL {
        let (f, r) = coords(sq);
        let by_rank = Square::new((8 * (7 - r) + f) as u8).unwrap();
        let by_file = Square::new((8 * r + 7 - f) as u8).unwrap();
        assert_eq!(sq.flip_rank(), by_rank);
        assert_eq!(sq.flip_file(), by_file);
        assert_eq!(sq.flip_rank().flip_rank(), sq);
        assert_eq!(sq.flip_file().flip_file(), sq);
        assert_eq!(flip_vertical(sq.bit()), sq.flip_rank().bit());
        assert_eq!(mirror_horizontal(sq.bit()), sq.flip_file().bit());
        assert_eq!(sq.relative_to(Color::White), sq);
        assert_eq!(sq.relative_to(Color::Black), by_rank);
        assert_eq!(cozy(sq).flip_rank() as usize, usize::from(by_rank));
        assert_eq!(cozy(sq).flip_file() as usize, usize::from(by_file));
        assert_eq!(
            cozy(sq).relative_to(cozy_chess::Color::Black) as usize,
            usize::from(by_rank)
        );
        assert_eq!(shakmaty(sq).flip_vertical() as usize, usize::from(by_rank));
        assert_eq!(
            shakmaty(sq).flip_horizontal() as usize,
            usize::from(by_file)
        );
    }
}

#[test]
fn distance_counts_king_steps() {
    for a in Square::ALL {
        for b in Square::ALL {
            let ((fa, ra), (fb, rb)) = (coords(a), coords(b));
            let expected = (fa - fb).abs().max((ra - rb).abs()) as u8;
            assert_eq!(a.distance(b), expected, "{a} {b}");
            assert_eq!(u32::from(a.distance(b)), shakmaty(a).distance(shakmaty(b)));
            // One king step is exactly the king's attacks.
            assert_eq!(
                a.distance(b) == 1,
                bitboard_simd::king_attacks_from(a) & b.bit() != 0
            );
        }
    }
}

// -------------------------------------------------------------- File, Rank

#[test]
fn files_and_ranks_print_and_parse() {
    for (i, file) in File::ALL.into_iter().enumerate() {
        let letter = (b'a' + i as u8) as char;
        assert_eq!(file.to_string(), letter.to_string());
        assert_eq!(letter.to_string().parse::<File>(), Ok(file));
        assert_eq!(
            letter.to_ascii_uppercase().to_string().parse::<File>(),
            Ok(file)
        );
        let cozy_file = cozy_chess::File::index(i);
        assert_eq!(file.to_string(), cozy_file.to_string());
        assert_eq!(file.to_string(), shakmaty::File::new(i as u32).to_string());
    }
    for (i, rank) in Rank::ALL.into_iter().enumerate() {
        let digit = (b'1' + i as u8) as char;
        assert_eq!(rank.to_string(), digit.to_string());
        assert_eq!(digit.to_string().parse::<Rank>(), Ok(rank));
        assert_eq!(rank.to_string(), cozy_chess::Rank::index(i).to_string());
        assert_eq!(rank.to_string(), shakmaty::Rank::new(i as u32).to_string());
    }
    for bad in ["", "i", "ab", "a1", "1", " a", "é"] {
        let err = bad.parse::<File>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "not a file (expected a letter a-h)",
            "{bad:?}"
        );
    }
    for bad in ["", "0", "9", "12", "a", " 1", "¹"] {
        let err = bad.parse::<Rank>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "not a rank (expected a digit 1-8)",
            "{bad:?}"
        );
    }
    // A square's name is its file's then its rank's.
    for sq in Square::ALL {
        assert_eq!(sq.to_string(), format!("{}{}", sq.file(), sq.rank()));
    }
}

// ------------------------------------------------------------------- Piece

/// The naive walk of a piece kind.
fn naive_attacks(piece: Piece, sq: Square, color: Color, occupied: u64) -> u64 {
    match piece {
        Piece::Pawn => naive::pawn_attacks_from(sq, color),
        Piece::Knight => naive::knight_attacks_from(sq),
        Piece::Bishop => naive::bishop_attacks_from(sq, occupied),
        Piece::Rook => naive::rook_attacks_from(sq, occupied),
        Piece::Queen => naive::queen_attacks_from(sq, occupied),
        Piece::King => naive::king_attacks_from(sq),
    }
}

fn shakmaty_role(piece: Piece) -> shakmaty::Role {
    use shakmaty::Role;
    [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ][usize::from(piece)]
}

#[test]
fn piece_attacks_equal_the_naive_walk_and_shakmaty() {
    fn prop(sq: Sq, occ: Board, color: C) -> bool {
        let (sq, occupied, color) = (sq.0, occ.0, color.0);
        Piece::ALL.into_iter().all(|piece| {
            let expected = naive_attacks(piece, sq, color, occupied);
            let peer = shakmaty::attacks::attacks(
                shakmaty(sq),
                shakmaty::Piece {
                    color: match color {
                        Color::White => shakmaty::Color::White,
                        Color::Black => shakmaty::Color::Black,
                    },
                    role: shakmaty_role(piece),
                },
                shakmaty::Bitboard(occupied),
            );
            piece.attacks(sq, color, occupied) == expected
                && Piece::attacks(piece, sq, color, occupied) == expected
                && piece.attacks_const(sq, color, occupied) == expected
                && peer.0 == expected
        })
    }
    QuickCheck::new()
        .tests(quickcheck_tests())
        .quickcheck(prop as fn(Sq, Board, C) -> bool);
    // Every square, both colours, the edge boards.
    for sq in Square::ALL {
        for occupied in naive::edge_boards() {
            for color in Color::ALL {
                assert!(
                    prop(Sq(sq), Board(occupied), C(color)),
                    "{sq} {occupied:#x} {color}"
                );
            }
        }
    }
}

#[test]
fn pieces_are_checked_named_and_parsed() {
    let names = ["pawn", "knight", "bishop", "rook", "queen", "king"];
    let letters = ['p', 'n', 'b', 'r', 'q', 'k'];
    for (i, piece) in Piece::ALL.into_iter().enumerate() {
        assert_eq!(piece.index(), i);
        assert_eq!(Piece::new(i as u8), Some(piece));
        assert_eq!(Piece::try_from(i as u8), Ok(piece));
        assert_eq!(u8::from(piece), i as u8);
        assert_eq!(usize::from(piece), i);
        assert_eq!(piece.name(), names[i]);
        assert_eq!(piece.to_string(), names[i]);
        assert_eq!(piece.letter(), letters[i]);
        assert_eq!(names[i].parse::<Piece>(), Ok(piece));
        assert_eq!(names[i].to_uppercase().parse::<Piece>(), Ok(piece));
        assert_eq!(letters[i].to_string().parse::<Piece>(), Ok(piece));
        assert_eq!(
            letters[i].to_ascii_uppercase().to_string().parse::<Piece>(),
            Ok(piece)
        );
        // The letters are FEN's and the peers'.
        assert_eq!(
            cozy_chess::Piece::index(i).to_string(),
            letters[i].to_string()
        );
        assert_eq!(shakmaty_role(piece).char(), letters[i]);
    }
    assert_eq!(Piece::new(6), None);
    let err = Piece::try_from(6).unwrap_err();
    assert_eq!(
        err.to_string(),
        "piece index 6 is out of range (expected 0..=5)"
    );
    assert_eq!((err.what(), err.value(), err.max()), ("piece", 6, 5));
    for bad in ["", "x", "kn", "pawns", "horse"] {
        let err = bad.parse::<Piece>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "not a piece (expected pawn, knight, bishop, rook, queen, king or p, n, b, r, q, k)",
            "{bad:?}"
        );
    }
}
