//! Perft of the example engine (examples/perft/) against the published
//! counts of the standard positions, through every level this CPU supports,
//! both with the level's token (compiled for the level, as `dispatch` runs
//! it) and through its dispatch table, plus a cross-check against
//! `cozy-chess` and the FEN and command-line error messages.
//!
//! Debug builds only run the depths whose count is at most
//! `DEBUG_MAX_NODES`; `cargo test --release --test perft` runs them all.

#[path = "../examples/perft/cli.rs"]
mod cli;
#[path = "../examples/perft/cozy.rs"]
mod cozy;
#[path = "../examples/perft/engine.rs"]
mod engine;
#[path = "../examples/perft/levels.rs"]
mod levels;
#[path = "perft/pin_ray_generator.rs"]
mod pin_ray_generator;

use bitboard_simd::{
    available_levels, dispatch, token_level, KernelTable, Level, ScalarToken, Token, WithToken,
};
use cozy::cozy_perft;
use engine::{perft, Board, Form, FreeFunctions, Table, Walk};

const DEBUG_MAX_NODES: u64 = 200_000;

/// (name, FEN, counts for depth 1, 2, ...): the standard positions from
/// the chessprogramming wiki's "Perft Results", then edge cases.
const POSITIONS: &[(&str, &str, &[u64])] = &[
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 8902, 197_281, 4_865_609],
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -",
        &[48, 2039, 97_862, 4_085_603],
    ),
    (
        "position 3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -",
        &[14, 191, 2812, 43_238, 674_624],
    ),
    (
        "position 4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        &[6, 264, 9467, 422_333],
    ),
    (
        "position 4 mirrored",
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
        &[6, 264, 9467, 422_333],
    ),
    (
        "position 5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        &[44, 1486, 62_379, 2_103_487],
    ),
    (
        "position 6",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        &[46, 2079, 89_890, 3_894_594],
    ),
    // Edge cases from a published suite (en passant that uncovers or gives
    // check, castling that gives check, promotions out of and into check,
    // lone kings); the last depth's count is the published one, and
    // cozy-chess agreed at every depth. The kings here often have one
    // square to go to, which the engine looks at without the danger map.
    (
        "en passant uncovers a rook",
        "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1",
        &[18, 92, 1670, 10_138, 185_429, 1_134_888],
    ),
    (
        "en passant out of a bishop's pin",
        "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1",
        &[13, 102, 1266, 10_276, 135_655, 1_015_133],
    ),
    (
        "en passant gives check",
        "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
        &[15, 126, 1928, 13_931, 206_379, 1_440_467],
    ),
    (
        "short castling gives check",
        "5k2/8/8/8/8/8/8/4K2R w K - 0 1",
        &[15, 66, 1198, 6399, 120_330, 661_072],
    ),
    (
        "long castling gives check",
        "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1",
        &[16, 71, 1286, 7418, 141_077, 803_711],
    ),
    (
        "castling rights lost",
        "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1",
        &[26, 1141, 27_826, 1_274_206],
    ),
    (
        "castling prevented",
        "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1",
        &[44, 1494, 50_509, 1_720_476],
    ),
    (
        "promotion out of check",
        "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1",
        &[11, 133, 1442, 19_174, 266_199, 3_821_001],
    ),
    (
        "discovered check",
        "8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1",
        &[29, 165, 5160, 31_961, 1_004_658],
    ),
    (
        "promotion gives check",
        "4k3/1P6/8/8/8/8/K7/8 w - - 0 1",
        &[9, 40, 472, 2661, 38_983, 217_342],
    ),
    (
        "underpromotion gives check",
        "8/P1k5/K7/8/8/8/8/8 w - - 0 1",
        &[6, 27, 273, 1329, 18_135, 92_683],
    ),
    (
        "self stalemate",
        "K1k5/8/P7/8/8/8/8/8 w - - 0 1",
        &[2, 6, 13, 63, 382, 2217],
    ),
    (
        "stalemate and checkmate",
        "8/k1P5/8/1K6/8/8/8/8 w - - 0 1",
        &[10, 25, 268, 926, 10_857, 43_261, 567_584],
    ),
    (
        "double check",
        "8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1",
        &[37, 183, 6559, 23_527],
    ),
];

fn check_positions(what: &str, provider: impl engine::Attacks) {
    for (name, fen, counts) in POSITIONS {
        let board = Board::from_fen(fen).unwrap_or_else(|e| panic!("{name}: {e}"));
        for (i, &expected) in counts.iter().enumerate() {
            if cfg!(debug_assertions) && expected > DEBUG_MAX_NODES {
                continue;
            }
            let depth = i as u32 + 1;
            assert_eq!(
                perft(&board, depth, provider),
                expected,
                "{what}: {name} at depth {depth}"
            );
        }
    }
}

#[test]
fn perft_at_every_level() {
    for level in available_levels() {
        let table = KernelTable::for_level(level).expect("available level has a table");
        check_positions(level.name(), Table(table));
    }
}

/// [`check_positions`] as an operation run with a token; returns the
/// token's level.
struct Suite;

impl WithToken for Suite {
    type Output = Level;

    #[inline(always)]
    fn run<T: Token>(self, token: T) -> Level {
        check_positions(&format!("{:?} token", T::LEVEL), token);
        T::LEVEL
    }
}

/// Through each level's token (`ScalarToken`, `Sse2Token`, ...), compiled
/// with the level's target features, and through `dispatch`.
#[test]
fn perft_with_every_token() {
    for level in available_levels() {
        assert_eq!(levels::run_at(level, Suite), Some(level));
    }
    assert_eq!(dispatch(Suite), token_level());
}

/// The level of the token an operation runs with.
struct LevelOf;

impl WithToken for LevelOf {
    type Output = Level;

    #[inline(always)]
    fn run<T: Token>(self, _: T) -> Level {
        T::LEVEL
    }
}

#[test]
fn tokens_of_unsupported_levels_do_not_run() {
    let available: Vec<Level> = available_levels().collect();
    for level in Level::ALL {
        let expected = available.contains(&level).then_some(level);
        assert_eq!(levels::run_at(level, LevelOf), expected, "{level}");
    }
}

/// [`check_positions`] on the free functions, each node entered with the
/// token's level.
struct OnFreeFunctions;

impl WithToken for OnFreeFunctions {
    type Output = ();

    #[inline(always)]
    fn run<T: Token>(self, token: T) {
        check_positions("free functions", FreeFunctions(token));
    }
}

#[test]
fn perft_with_the_free_functions() {
    check_positions("free functions", FreeFunctions(ScalarToken::always()));
    dispatch(OnFreeFunctions);
}

/// Every way the example walks the tree (recursive on the token or the free
/// functions, `run_with` per node, moves listed) counts
/// the same, at every level this CPU has.
#[test]
fn every_form_counts_the_same() {
    for level in available_levels() {
        for form in Form::ALL {
            for (name, fen, counts) in POSITIONS {
                let board = Board::from_fen(fen).unwrap_or_else(|e| panic!("{name}: {e}"));
                for (i, &expected) in counts.iter().enumerate() {
                    if expected > DEBUG_MAX_NODES {
                        continue;
                    }
                    let depth = i as u32 + 1;
                    let op = Walk {
                        board: &board,
                        depth,
                        form,
                    };
                    assert_eq!(
                        levels::run_at(level, op),
                        Some(expected),
                        "{level} {}: {name} at depth {depth}",
                        form.name()
                    );
                }
            }
        }
    }
}

#[test]
fn unsupported_levels_have_no_table() {
    let available: Vec<Level> = available_levels().collect();
    for level in Level::ALL {
        assert_eq!(
            KernelTable::for_level(level).is_some(),
            available.contains(&level),
            "{level}"
        );
    }
}

/// Walks pseudo-random games from every test position and compares the
/// move count and a shallow perft with `cozy-chess` at each ply. This also
/// checks `Board::fen`, which hands each position over, and `Board::play`
/// (including the halfmove and fullmove counters, which cozy-chess parses).
#[test]
fn random_games_agree_with_cozy_chess() {
    let table = Table(KernelTable::for_level(available_levels().last().unwrap()).unwrap());
    let plies = if cfg!(debug_assertions) { 30 } else { 120 };
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    for (name, fen, _) in POSITIONS {
        for game in 0..4 {
            let mut board = Board::from_fen(fen).unwrap();
            for ply in 0..plies {
                let text = board.fen();
                // cozy-chess refuses a halfmove clock over 100 (a draw by
                // the fifty-move rule can be claimed by then), which a game
                // of lone kings and a piece reaches: it ends there.
                let halfmove: u32 = text.split(' ').nth(4).unwrap().parse().unwrap();
                if halfmove > 100 {
                    break;
                }
                let cozy: cozy_chess::Board = text
                    .parse()
                    .unwrap_or_else(|e| panic!("cozy-chess refused {text}: {e:?}"));
                let moves = board.legal_moves(table);
                assert_eq!(
                    perft(&board, 2, table),
                    cozy_perft(&cozy, 2),
                    "{name}, game {game}, ply {ply}: {text}"
                );
                if moves.is_empty() {
                    break;
                }
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let mv = moves.as_slice()[(seed % moves.len() as u64) as usize];
                board = board.play(mv);
            }
        }
    }
}

/// The FEN the project's issue first quoted for position 5 has a pawn on d2
/// (`PPPPNnPP`); it is a legal position but not the suite's. Its counts come
/// from cozy-chess.
#[test]
fn position_5_with_a_pawn_on_d2_agrees_with_cozy_chess() {
    let fen = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPPPNnPP/RNBQK2R w KQ - 1 8";
    let board = Board::from_fen(fen).unwrap();
    let cozy: cozy_chess::Board = fen.parse().unwrap();
    let depth = if cfg!(debug_assertions) { 3 } else { 4 };
    for d in 1..=depth {
        assert_eq!(
            perft(&board, d, Table(KernelTable::scalar())),
            cozy_perft(&cozy, d),
            "depth {d}"
        );
    }
}

#[test]
fn fen_round_trips() {
    for (_, fen, _) in POSITIONS {
        let board = Board::from_fen(fen).unwrap();
        let again = Board::from_fen(&board.fen()).unwrap();
        assert_eq!(board, again, "{fen}");
    }
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(Board::from_fen(start).unwrap().fen(), start);
}

/// After a double push the en-passant target is kept only where a pawn of
/// the side to move stands beside the pawn that passed (so `fen` writes
/// `-` elsewhere); a target given in a FEN is kept as given.
#[test]
fn en_passant_target_only_where_a_pawn_can_take() {
    let table = Table(KernelTable::scalar());
    let after = |fen: &str, uci: &str| {
        let board = Board::from_fen(fen).unwrap();
        let mv = *board
            .legal_moves(table)
            .as_slice()
            .iter()
            .find(|m| m.to_string() == uci)
            .unwrap_or_else(|| panic!("{uci} is not legal in {fen}"));
        board.play(mv).fen()
    };
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(
        after(start, "e2e4"),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
    // A black pawn on d4 (beside e4) and one on h4 (beside g4, not f4).
    let fen = "4k3/8/8/8/3p3p/8/4PP2/4K3 w - - 0 1";
    assert_eq!(after(fen, "e2e4"), "4k3/8/8/8/3pP2p/8/5P2/4K3 b - e3 0 1");
    assert_eq!(after(fen, "f2f4"), "4k3/8/8/8/3p1P1p/8/4P3/4K3 b - - 0 1");
    // The same for Black, on the a-file's edge: a white pawn on b5 takes
    // on a6, one on h5 does not reach a6.
    let fen = "4k3/p7/8/1P5P/8/8/8/4K3 b - - 0 1";
    assert_eq!(after(fen, "a7a5"), "4k3/8/8/pP5P/8/8/8/4K3 w - a6 0 2");
    let fen = "4k3/p7/8/7P/8/8/8/4K3 b - - 0 1";
    assert_eq!(after(fen, "a7a5"), "4k3/8/8/p6P/8/8/8/4K3 w - - 0 2");
    // A FEN's own target stands, even where no pawn can take.
    let given = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    assert_eq!(Board::from_fen(given).unwrap().fen(), given);
}

#[test]
fn malformed_fens_name_the_field() {
    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    let cases: &[(String, &str)] = &[
        (
            String::new(),
            "field count: found 0 fields, expected 6 (or 4 without the move counters)",
        ),
        (
            format!("{START} w KQkq - 0"),
            "field count: found 5 fields, expected 6 (or 4 without the move counters)",
        ),
        (
            format!("{START} w KQkq - 0 1 extra"),
            "field count: found 7 fields, expected 6 (or 4 without the move counters)",
        ),
        (
            "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
            "piece placement: bad piece letter 'x'",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1".into(),
            "piece placement: found 7 ranks, expected 8",
        ),
        (
            "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
            "piece placement: bad empty-square count '9'",
        ),
        (
            "rnbqkbnr/pppppppp/0/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
            "piece placement: bad empty-square count '0'",
        ),
        (
            "rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
            "piece placement: rank 6 does not describe exactly 8 squares",
        ),
        (
            "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
            "piece placement: rank 7 does not describe exactly 8 squares",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1".into(),
            "piece placement: white has 2 kings, expected 1",
        ),
        (
            "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1".into(),
            "piece placement: black has 0 kings, expected 1",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNP w kq - 0 1".into(),
            "piece placement: pawn on the first or last rank",
        ),
        (
            format!("{START} x KQkq - 0 1"),
            "side to move: 'x', expected 'w' or 'b'",
        ),
        (
            format!("{START} W KQkq - 0 1"),
            "side to move: 'W', expected 'w' or 'b'",
        ),
        (
            format!("{START} w KQkx - 0 1"),
            "castling: bad letter 'x', expected K, Q, k, q or '-'",
        ),
        (format!("{START} w KK - 0 1"), "castling: 'K' given twice"),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1".into(),
            "castling: 'K' needs the white king on e1 and a rook on h1",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w q - 0 1".into(),
            "piece placement: white has 0 kings, expected 1",
        ),
        (
            "rnbq1bnr/ppppkppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qq - 0 1".into(),
            "castling: 'q' needs the black king on e8 and a rook on a8",
        ),
        (
            format!("{START} w KQkq e9 0 1"),
            "en passant: 'e9' is not a square (a1 to h8) or '-'",
        ),
        (
            format!("{START} w KQkq z3 0 1"),
            "en passant: 'z3' is not a square (a1 to h8) or '-'",
        ),
        (
            format!("{START} w KQkq e3 0 1"),
            "en passant: e3 is not on rank 6 (the side to move is white)",
        ),
        (
            format!("{START} w KQkq e6 0 1"),
            "en passant: no black pawn can just have passed e6",
        ),
        (
            format!("{START} w KQkq - x 1"),
            "halfmove clock: 'x' is not a non-negative number",
        ),
        (
            format!("{START} w KQkq - -1 1"),
            "halfmove clock: '-1' is not a non-negative number",
        ),
        (
            format!("{START} w KQkq - 0 0"),
            "fullmove number: '0' is not a positive number",
        ),
        (
            format!("{START} w KQkq - 0 one"),
            "fullmove number: 'one' is not a positive number",
        ),
        (
            "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1".into(),
            "position: white is to move but black is in check",
        ),
    ];
    for (fen, expected) in cases {
        let err = Board::from_fen(fen).expect_err(fen);
        let text = err.to_string();
        assert_eq!(text, format!("invalid FEN: {expected}"), "{fen:?}");
        assert!(!text.contains('\n'), "one line: {text}");
    }
    // A legal en-passant square is accepted.
    let after_e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    assert!(Board::from_fen(after_e4).is_ok());
}

#[test]
fn command_line() {
    let args = |list: &[&str]| cli::parse_args(list.iter().map(|s| s.to_string()));
    let fen = "8/8/8/8/8/8/8/K6k w - - 0 1";
    assert_eq!(
        args(&[fen, "3", "--divide", "--level", "sse2"]),
        Ok(cli::Options {
            fen: fen.into(),
            depth: 3,
            divide: true,
            level: Some(Level::Sse2),
            table: false,
            form: None,
            cozy: false,
        })
    );
    assert_eq!(
        args(&[fen, "2", "--form", "listed"]).map(|o| o.form),
        Ok(Some("listed".into()))
    );
    assert_eq!(
        args(&["--table", fen, "2"]).map(|o| (o.table, o.level)),
        Ok((true, None))
    );
    assert_eq!(args(&[fen, "6", "--cozy"]).map(|o| o.cozy), Ok(true));
    assert_eq!(
        args(&["--level", "AVX2", fen, "0"]).map(|o| (o.depth, o.level)),
        Ok((0, Some(Level::Avx2)))
    );
    let errors: &[(&[&str], &str)] = &[
        (&[fen, "x"], "depth 'x' is not a non-negative integer"),
        (&[fen, "-1"], "depth '-1' is not a non-negative integer"),
        (&[fen, "3", "--fast"], "unknown flag '--fast'"),
        (&[fen, "3", "--level"], "--level needs a value"),
        (
            &[fen, "3", "--level", "mmx"],
            "--level 'mmx': not a level (expected scalar, sse2, avx2, bmi2, avx512, neon, sve2 or simd128)",
        ),
    ];
    for (list, expected) in errors {
        assert_eq!(args(list).unwrap_err(), *expected, "{list:?}");
    }
    let wrong_count = args(&[fen]).unwrap_err();
    assert!(wrong_count.starts_with("expected a FEN and a depth, got 1 argument(s)"));
    assert!(!wrong_count.contains('\n'));
}

/// Positions with two or more pins of one kind, pinned queens among them,
/// where a pinned piece's moves masked by its kind's rays united (not its
/// own ray) leave the pin: Qd6-b4 in the first.
const SEVERAL_PINS: &[(&str, &str)] = &[
    (
        "two rook pins, a pinned queen",
        "3r3k/8/3Q4/8/r1NK4/8/8/8 w - - 0 1",
    ),
    (
        "two queen pins on diagonals",
        "k7/8/1q3q2/2B1Q3/3K4/8/8/8 w - - 0 1",
    ),
    (
        "pins on both sides of the king",
        "q2r3k/8/8/3Q4/r1BKN1q1/2Q5/8/b2r4 w - - 0 1",
    ),
    (
        "three pinned queens of Black",
        "4k3/3q1q2/4q3/1B5Q/8/8/8/K3R3 b - - 0 1",
    ),
];

/// The second generator ([`pin_ray_generator`]: each pinned piece masked by
/// its own `pin_ray`) gives the suite's perft counts, and cozy-chess's on
/// positions with several pins of one kind.
#[test]
fn a_generator_on_pin_ray_gives_the_perft_counts() {
    for (name, fen, counts) in POSITIONS {
        // cozy-chess asks for the move counters, which some FENs here omit.
        let fen = match fen.split_whitespace().count() {
            4 => format!("{fen} 0 1"),
            _ => fen.to_string(),
        };
        let board: cozy_chess::Board = fen.parse().unwrap_or_else(|e| panic!("{name}: {e:?}"));
        for (i, &expected) in counts.iter().enumerate() {
            if expected > DEBUG_MAX_NODES {
                continue;
            }
            let depth = i as u32 + 1;
            let got = pin_ray_generator::perft(&board, depth);
            assert_eq!(got, expected, "{name} at depth {depth}");
        }
    }
    for (name, fen) in SEVERAL_PINS {
        let board: cozy_chess::Board = fen.parse().unwrap_or_else(|e| panic!("{name}: {e:?}"));
        for depth in 1..=3 {
            assert_eq!(
                pin_ray_generator::perft(&board, depth),
                cozy_perft(&board, depth),
                "{name} at depth {depth}"
            );
        }
    }
}
