//! Checks and pins on game positions, the ways an engine gets them: the
//! crate's `king_safety` (free function, table, token), its scalar scan
//! (`scalar/loop`) pinned through a table and inlined through the scalar
//! token, and the scan an engine writes itself with the crate's per-square
//! lookups ([`engine_safety`]: a slider lookup each way from the king with
//! their pieces as blockers, `between` per sniper). The positions are those
//! of random legal games (cozy-chess plays them), the side to move's king:
//! some in check, some with pins. Shared by the report's king-safety
//! section and the attacks bench.
//!
//! Include it beside `workload.rs` (`#[path = ".../common/safety.rs"] mod
//! safety;` and `mod workload;` in the same parent module).

#![allow(dead_code)]

use bitboard_simd::{
    between, bishop_attacks_from, bishop_rays, dispatch, kernels, king_attacks_from,
    knight_attacks_from, pawn_attacks_from, rook_attacks_from, rook_rays, run_with, Color, Kernel,
    KernelTable, KingSafety, ScalarToken, Side, Square, Token, WithToken,
};

use super::workload::{Aligned, N};

/// The kernel of the section's rows.
pub const SAFETY_KERNEL: Kernel = Kernel::KingSafety;

/// [`N`] positions of random legal games from four start positions (the
/// start position, Kiwipete and two others with many pins and checks),
/// every ply of each game, the side to move's king against the other side.
pub struct SafetyData {
    pub kings: Aligned<Square>,
    pub ours: Aligned<u64>,
    pub theirs: Aligned<Side>,
    pub colors: Aligned<Color>,
}

fn side_of(board: &cozy_chess::Board, color: cozy_chess::Color) -> Side {
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

impl SafetyData {
    pub fn new() -> SafetyData {
        let fens = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        ];
        let (mut kings, mut ours, mut theirs, mut colors) = (vec![], vec![], vec![], vec![]);
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        'games: for game in 0.. {
            let mut board: cozy_chess::Board = fens[game % fens.len()].parse().unwrap();
            for _ in 0..120 {
                let us = board.side_to_move();
                kings.push(Square::new(board.king(us) as u8).unwrap());
                ours.push(board.colors(us).0);
                theirs.push(side_of(&board, !us));
                colors.push(match us {
                    cozy_chess::Color::White => Color::White,
                    cozy_chess::Color::Black => Color::Black,
                });
                if kings.len() == N {
                    break 'games;
                }
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
        SafetyData {
            kings: Aligned::from_slice(&kings),
            ours: Aligned::from_slice(&ours),
            theirs: Aligned::from_slice(&theirs),
            colors: Aligned::from_slice(&colors),
        }
    }

    /// How many positions are in check, and how many have a pinned piece.
    pub fn counts(&self) -> (usize, usize) {
        let mut checks = 0;
        let mut pins = 0;
        for i in 0..self.kings.len() {
            let s = engine_safety(self.kings[i], self.ours[i], self.theirs[i], self.colors[i]);
            checks += s.in_check() as usize;
            pins += (s.pinned != 0) as usize;
        }
        (checks, pins)
    }
}

impl Default for SafetyData {
    fn default() -> SafetyData {
        SafetyData::new()
    }
}

/// The scan an engine writes with the crate's per-square lookups (the
/// perft engine's, before `king_safety`): the leapers by their lookups;
/// a rook and a bishop lookup from the king with their pieces as the only
/// blockers, each skipped where no slider of theirs of that kind is on the
/// king's lines; then `between` the king and each slider found.
#[inline(always)]
pub fn engine_safety(king: Square, ours: u64, theirs: Side, us: Color) -> KingSafety {
    let all =
        theirs.pawns | theirs.knights | theirs.bishops | theirs.rooks | theirs.queens | theirs.king;
    let mine = ours & !all;
    let rooks = theirs.rooks | theirs.queens;
    let bishops = theirs.bishops | theirs.queens;
    let mut checkers = (knight_attacks_from(king) & theirs.knights)
        | (pawn_attacks_from(king, us) & theirs.pawns)
        | (king_attacks_from(king) & theirs.king);
    let (mut check_ray, mut pinned, mut pin_orthogonal, mut pin_diagonal) = (0, 0, 0, 0);
    let orthogonal = if rook_rays(king) & rooks != 0 {
        rook_attacks_from(king, all) & rooks
    } else {
        0
    };
    let diagonal = if bishop_rays(king) & bishops != 0 {
        bishop_attacks_from(king, all) & bishops
    } else {
        0
    };
    for (snipers, pins) in [
        (orthogonal, &mut pin_orthogonal),
        (diagonal, &mut pin_diagonal),
    ] {
        for sniper in Square::iter_set(snipers) {
            let ray = between(king, sniper) | sniper.bit();
            let blockers = ray & mine;
            if blockers == 0 {
                checkers |= sniper.bit();
                check_ray |= ray;
            } else if blockers & (blockers - 1) == 0 {
                pinned |= blockers;
                *pins |= ray;
            }
        }
    }
    let check_mask = match checkers.count_ones() {
        0 => !0,
        1 => check_ray | checkers,
        _ => 0,
    };
    KingSafety {
        checkers,
        pinned,
        pin_orthogonal,
        pin_diagonal,
        check_mask,
        king,
    }
}

/// One pass of `f` over the positions: independent results, folded whole
/// and stored (throughput). Inlined where it is called (a token's loop
/// must be compiled inside the token's target features).
#[inline(always)]
pub fn safety_pass(
    data: &SafetyData,
    out: &mut [u64],
    f: impl Fn(Square, u64, Side, Color) -> KingSafety,
) -> u64 {
    for (i, o) in out.iter_mut().enumerate() {
        let s = f(data.kings[i], data.ours[i], data.theirs[i], data.colors[i]);
        *o = s.checkers ^ s.pinned ^ s.pin_orthogonal ^ s.pin_diagonal ^ s.check_mask;
    }
    out[out.len() - 1]
}

/// [`safety_pass`] as a function of its own.
#[inline(never)]
pub fn safety_loop(
    data: &SafetyData,
    out: &mut [u64],
    f: impl Fn(Square, u64, Side, Color) -> KingSafety,
) -> u64 {
    safety_pass(data, out, f)
}

/// The token loop of `king_safety`, run by [`dispatch`] (or [`run_with`]).
struct SafetyTokenPass<'a> {
    data: &'a SafetyData,
    out: &'a mut [u64],
}

impl WithToken for SafetyTokenPass<'_> {
    type Output = u64;

    #[inline(always)]
    fn run<T: Token>(self, token: T) -> u64 {
        safety_pass(
            self.data,
            self.out,
            #[inline(always)]
            |k, o, t, c| token.king_safety(k, o, t, c),
        )
    }
}

/// One pass of one method over [`SafetyData`].
pub type SafetyPass = Box<dyn Fn(&SafetyData, &mut [u64]) -> u64>;

/// The portable table, whose `king_safety` is the scalar scan.
fn scalar_table() -> &'static KernelTable {
    KernelTable::scalar()
}

/// The ways to get a king's checks and pins, named as in the tables: the
/// crate's dispatched `king_safety` as `free fn`, `table` (`kernels()`
/// fetched once, an indirect call a position) and `token` ([`dispatch`]
/// once, the kernel inlined in the loop); the scalar scan (`scalar/loop`)
/// as `scan` (through the portable table, an indirect call a position, as
/// the free function is here) and `scan token` (inlined through the
/// scalar token); and `engine loop`, [`engine_safety`].
pub fn safety_methods() -> Vec<(&'static str, SafetyPass)> {
    vec![
        (
            "free fn",
            Box::new(|d, o| safety_loop(d, o, bitboard_simd::king_safety)),
        ),
        (
            "table",
            Box::new(|d, o| {
                let t = std::hint::black_box(kernels());
                safety_loop(d, o, |k, ours, th, c| t.king_safety(k, ours, th, c))
            }),
        ),
        (
            "token",
            Box::new(|d, o| dispatch(SafetyTokenPass { data: d, out: o })),
        ),
        (
            "scan",
            Box::new(|d, o| {
                let t = std::hint::black_box(scalar_table());
                safety_loop(d, o, |k, ours, th, c| t.king_safety(k, ours, th, c))
            }),
        ),
        (
            "scan token",
            Box::new(|d, o| run_with(ScalarToken::always(), SafetyTokenPass { data: d, out: o })),
        ),
        (
            "engine loop",
            Box::new(|d, o| safety_loop(d, o, engine_safety)),
        ),
    ]
}

/// Every method must give the same answers as the first (the free
/// function), position by position, or the figures compare different work.
pub fn check_safety(methods: &[(&'static str, SafetyPass)], data: &SafetyData) {
    let n = data.kings.len();
    let mut reference = vec![0u64; n];
    let mut out = vec![0u64; n];
    (methods[0].1)(data, &mut reference);
    for i in 0..n {
        let expected =
            bitboard_simd::king_safety(data.kings[i], data.ours[i], data.theirs[i], data.colors[i]);
        let engine = engine_safety(data.kings[i], data.ours[i], data.theirs[i], data.colors[i]);
        assert_eq!(
            engine, expected,
            "king_safety: the engine loop disagrees at position {i}"
        );
    }
    for (method, pass) in &methods[1..] {
        pass(data, &mut out);
        assert!(
            out == reference,
            "king_safety: {method} disagrees with the free function"
        );
    }
}
