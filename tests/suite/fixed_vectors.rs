//! Fixed vectors transcribed from published descriptions of these
//! techniques (the chess-programming literature on Dumb7Fill, Kogge-Stone
//! fills, subtracting a rook, and fast diagonal bit-board manipulation), run
//! through every supported implementation of the kernel (and its batch form)
//! and the crate's free function.
//!
//! Diagrams are written as in the references: rank 8 is the top row, the
//! a-file the leftmost column, `1` a set square, `.` an empty one. The
//! expected boards are transcribed, never computed by the code under test.

use crate::{common, naive};
use std::fmt::Debug;

use bitboard_simd::{Dir, File, Kernel, Square};
use common::{targets, Target};
use naive::{diagram, show};

/// Runs `run` on every target of `kernel` and compares with `expected`.
fn check<O: PartialEq + Debug>(
    what: &str,
    kernel: Kernel,
    expected: O,
    run: impl Fn(&Target) -> O,
) {
    for t in targets(kernel) {
        let got = run(&t);
        if got != expected {
            let msg = format!(
                "{what}: implementation {} of {kernel} gives {got:#x?}, the reference gives {expected:#x?}",
                t.name()
            );
            eprintln!("{msg}");
            panic!("{msg}");
        }
    }
}

/// As [`check`], for boards: the failure shows both diagrams.
fn check_board(what: &str, kernel: Kernel, expected: u64, run: impl Fn(&Target) -> u64) {
    for t in targets(kernel) {
        let got = run(&t);
        if got != expected {
            let msg = format!(
                "{what}: implementation {} of {kernel} gives\n{}which differs from the reference\n{}",
                t.name(),
                show(got),
                show(expected)
            );
            eprintln!("{msg}");
            panic!("{msg}");
        }
    }
}

/// Calls the table's method or the free function of the same name.
macro_rules! call {
    ($t:expr, $name:ident($($arg:expr),*)) => {
        match $t {
            Target::Table(k, _) => k.$name($($arg),*),
            Target::Free(_) => bitboard_simd::$name($($arg),*),
        }
    };
}

fn square(name: &str) -> Square {
    name.parse().unwrap()
}

// ---------------------------------------------------------- dumb7fill.txt

/// "Some south fill cycles in slow motion": rooks/queen on a8, d7, f4.
const D7F_SLIDERS: &str = "
    1 . . . . . . .
    . . . 1 . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . 1 . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .";

const D7F_EMPTY: &str = "
    . 1 1 1 1 1 . 1
    1 1 . . 1 . 1 .
    1 . 1 1 1 1 . 1
    1 1 . 1 1 1 1 1
    1 1 1 . 1 . 1 1
    1 1 . 1 1 1 1 .
    . . . 1 1 . . 1
    . 1 1 . 1 1 . 1";

/// The flood after the 6th cycle ("the final 7th fill cycles don't change
/// anything").
const D7F_FLOOD: &str = "
    1 . . . . . . .
    1 . . 1 . . . .
    1 . . 1 . . . .
    1 . . 1 . . . .
    1 . . . . 1 . .
    1 . . . . 1 . .
    . . . . . . . .
    . . . . . . . .";

/// "1.fill: gen = gen >> 8": the sliders one step south.
const D7F_FIRST_STEP: &str = "
    . . . . . . . .
    1 . . . . . . .
    . . . 1 . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . 1 . .
    . . . . . . . .
    . . . . . . . .";

/// "Attack Fill: one additional direction shift of the occluded fill":
/// the flood above moved one square south (by hand).
const D7F_SOUTH_ATTACKS: &str = "
    . . . . . . . .
    1 . . . . . . .
    1 . . 1 . . . .
    1 . . 1 . . . .
    1 . . 1 . . . .
    1 . . . . 1 . .
    1 . . . . 1 . .
    . . . . . . . .";

#[test]
fn dumb7fill_south_flood() {
    let (generators, empty, flood) = (diagram(D7F_SLIDERS), diagram(D7F_EMPTY), diagram(D7F_FLOOD));
    check_board("dumb7fill south flood", Kernel::OccludedFill, flood, |t| {
        call!(t, occluded_fill(generators, empty, Dir::South))
    });
    let n = 9;
    check(
        "dumb7fill south flood (batch of 9)",
        Kernel::OccludedFillBatch,
        vec![flood; n],
        |t| {
            let mut out = vec![0; n];
            call!(
                t,
                occluded_fill_batch(&vec![generators; n], &vec![empty; n], Dir::South, &mut out)
            );
            out
        },
    );
}

#[test]
fn dumb7fill_first_south_step() {
    let generators = diagram(D7F_SLIDERS);
    let step = diagram(D7F_FIRST_STEP);
    check_board(
        "dumb7fill 1st cycle: gen >> 8",
        Kernel::ShiftOne,
        step,
        |t| call!(t, shift_one(generators, Dir::South)),
    );
    // The diagram's "& empty" keeps all three: every one is on an empty square.
    assert_eq!(step & diagram(D7F_EMPTY), step);
}

#[test]
fn dumb7fill_south_attacks() {
    let (generators, empty, attacks) = (
        diagram(D7F_SLIDERS),
        diagram(D7F_EMPTY),
        diagram(D7F_SOUTH_ATTACKS),
    );
    check_board(
        "dumb7fill south attacks",
        Kernel::RayAttacks,
        attacks,
        |t| call!(t, ray_attacks(generators, empty, Dir::South)),
    );
    let rays = check_rays(generators, empty);
    assert_eq!(rays[Dir::South.index()], attacks);
}

/// `attacks_by_direction` on the dumb7fill position: its South lane must be
/// the reference's south attacks; returns what the free function gives.
fn check_rays(generators: u64, empty: u64) -> [u64; 8] {
    let attacks = diagram(D7F_SOUTH_ATTACKS);
    check(
        "dumb7fill south attacks (lane South of attacks_by_direction)",
        Kernel::AttacksByDirection,
        attacks,
        |t| call!(t, attacks_by_direction(generators, empty))[Dir::South.index()],
    );
    bitboard_simd::attacks_by_direction(generators, empty)
}

/// "The avoidWrap masks by some arbitrary dir8 enumeration and shift
/// amount" are the squares one step can reach: `shift_one(!0, dir)`.
#[test]
fn dumb7fill_avoid_wrap_masks() {
    // shift[8] = {9, 1, -7, -8, -9, -1, 7, 8} paired with avoidWrap[8].
    let table: [(Dir, u64); 8] = [
        (Dir::NorthEast, 0xfefefefefefefe00),
        (Dir::East, 0xfefefefefefefefe),
        (Dir::SouthEast, 0x00fefefefefefefe),
        (Dir::South, 0x00ffffffffffffff),
        (Dir::SouthWest, 0x007f7f7f7f7f7f7f),
        (Dir::West, 0x7f7f7f7f7f7f7f7f),
        (Dir::NorthWest, 0x7f7f7f7f7f7f7f00),
        (Dir::North, 0xffffffffffffff00),
    ];
    for (dir, mask) in table {
        check(&format!("avoidWrap[{dir}]"), Kernel::ShiftOne, mask, |t| {
            call!(t, shift_one(!0, dir))
        });
        check(
            &format!("avoidWrap[{dir}] (batch of 5, in place)"),
            Kernel::ShiftOneBatch,
            vec![mask; 5],
            |t| {
                let mut v = vec![!0u64; 5];
                call!(t, shift_one_in_place(&mut v, dir));
                v
            },
        );
    }
}

// -------------------------------------------------- subtracting-a-rook.txt

/// "For instance, north attacks of a rook on d2": the occupancy.
const SUB_OCCUPANCY: &str = "
    . . 1 1 . . 1 .
    1 . 1 1 . 1 1 1
    . 1 . . . 1 . .
    . . . . . . . .
    1 . . . . . . .
    . 1 1 . . . 1 .
    . . . 1 1 1 1 1
    . . . 1 . . 1 .";

/// "changed & filemask[d] = north attacks[d2]".
const SUB_NORTH_ATTACKS_D2: &str = "
    . . . . . . . .
    . . . 1 . . . .
    . . . 1 . . . .
    . . . 1 . . . .
    . . . 1 . . . .
    . . . 1 . . . .
    . . . . . . . .
    . . . . . . . .";

/// All rook attacks from d2 on that occupancy, by hand from the diagram:
/// north d3-d7 (blocked on d7), south d1 (occupied), east e2 (occupied),
/// west c2, b2, a2 (empty to the edge).
const SUB_ROOK_ATTACKS_D2: &str = "
    . . . . . . . .
    . . . 1 . . . .
    . . . 1 . . . .
    . . . 1 . . . .
    . . . 1 . . . .
    . . . 1 . . . .
    1 1 1 . 1 . . .
    . . . 1 . . . .";

#[test]
fn subtracting_a_rook_north_attacks_of_d2() {
    let occ = diagram(SUB_OCCUPANCY);
    let d2 = square("d2");
    assert_eq!(
        occ & d2.bit(),
        d2.bit(),
        "the diagram's occupancy holds the rook"
    );
    let north = diagram(SUB_NORTH_ATTACKS_D2);
    check_board("north attacks[d2]", Kernel::RayAttacks, north, |t| {
        call!(t, ray_attacks(d2.bit(), !occ, Dir::North))
    });
    let rook = diagram(SUB_ROOK_ATTACKS_D2);
    check_board("rook attacks from d2", Kernel::RookAttacksFrom, rook, |t| {
        call!(t, rook_attacks_from(d2, occ))
    });
    // Without the rook in the occupancy the answer is the same.
    check_board(
        "rook attacks from d2, rook not in occupied",
        Kernel::RookAttacksFrom,
        rook,
        |t| call!(t, rook_attacks_from(d2, occ & !d2.bit())),
    );
    check_board(
        "set-wise rook attacks of d2",
        Kernel::RookAttacks,
        rook,
        |t| call!(t, rook_attacks(d2.bit(), !occ)),
    );
    check(
        "rook attacks from d2 (batch of 3)",
        Kernel::RookAttacksFromBatch,
        vec![rook; 3],
        |t| {
            let mut out = vec![0; 3];
            call!(t, rook_attacks_from_batch(&[d2; 3], &[occ; 3], &mut out));
            out
        },
    );
    // The queen sees the same north ray.
    check_board(
        "queen attacks from d2, north ray",
        Kernel::QueenAttacksFrom,
        north,
        |t| call!(t, queen_attacks_from(d2, occ)) & diagram(SUB_NORTH_RAY_OF_D2),
    );
}

/// d3..d8: the squares north of d2.
const SUB_NORTH_RAY_OF_D2: &str = "
    . . . 1 . . . .
    . . . 1 . . . .
    . . . 1 . . . .
    . . . 1 . . . .
    . . . 1 . . . .
    . . . 1 . . . .
    . . . . . . . .
    . . . . . . . .";

/// "How it Works": on one rank (written LSB = a-file first), blocker
/// `00000010` (g1), rook `01000000` (b1): attacks `00111110` (c1..g1),
/// whether or not the occupancy holds the rook. Applied to all eight ranks
/// at once (SWAR), the answer repeats on every rank.
#[test]
fn subtracting_a_rook_rank_example() {
    let rank = |s: &str| -> u64 {
        s.bytes()
            .enumerate()
            .filter(|&(_, c)| c == b'1')
            .fold(0, |acc, (f, _)| acc | 1 << f)
    };
    let blocker = rank("00000010");
    let rook = rank("01000000");
    let attacks = rank("00111110");
    assert_eq!((blocker, rook, attacks), (1 << 6, 1 << 1, 0x7c));
    let every_rank = 0x0101_0101_0101_0101u64;
    for occ in [blocker, blocker | rook] {
        check(
            "o^(o-2r) on rank 1",
            Kernel::EastAttacksBySubtraction,
            attacks,
            |t| call!(t, east_attacks_by_subtraction(rook, occ)),
        );
        check(
            "o^(o-2r) on every rank",
            Kernel::EastAttacksBySubtraction,
            attacks * every_rank,
            |t| {
                call!(
                    t,
                    east_attacks_by_subtraction(rook * every_rank, occ * every_rank)
                )
            },
        );
        check(
            "o^(o-2r) on every rank (batch of 4)",
            Kernel::EastAttacksBySubtractionBatch,
            vec![attacks * every_rank; 4],
            |t| {
                let mut out = vec![0; 4];
                call!(
                    t,
                    east_attacks_by_subtraction_batch(
                        &[rook * every_rank; 4],
                        &[occ * every_rank; 4],
                        &mut out
                    )
                );
                out
            },
        );
    }
    // The mirrored case for West: rook on g1, blocker on b1 -> f1..b1.
    check(
        "west by subtraction, g1 to b1",
        Kernel::WestAttacksBySubtraction,
        rank("01111100"),
        |t| {
            call!(
                t,
                west_attacks_by_subtraction(rank("00000010"), rank("01000000"))
            )
        },
    );
}

// ---------------------------------- fast-diagonal-bitboard-manipulation.txt

/// "a bottom-to-left diagonal shift ... ABC'ABC'ABC => ABC'BC_'C__": the
/// reference draws each byte most significant bit first, so its "left" is
/// towards the h-file in these a-file-first diagrams: the top rank keeps
/// everything, each rank below loses one more square on the a-side.
const FULL_BOARD_BL: &str = "
    1 1 1 1 1 1 1 1
    . 1 1 1 1 1 1 1
    . . 1 1 1 1 1 1
    . . . 1 1 1 1 1
    . . . . 1 1 1 1
    . . . . . 1 1 1
    . . . . . . 1 1
    . . . . . . . 1";

/// Top to the left: rank r shifted by r towards the h-file.
const FULL_BOARD_TL: &str = "
    . . . . . . . 1
    . . . . . . 1 1
    . . . . . 1 1 1
    . . . . 1 1 1 1
    . . . 1 1 1 1 1
    . . 1 1 1 1 1 1
    . 1 1 1 1 1 1 1
    1 1 1 1 1 1 1 1";

/// Bottom to the right: rank r shifted by 7 - r towards the a-file.
const FULL_BOARD_BR: &str = "
    1 1 1 1 1 1 1 1
    1 1 1 1 1 1 1 .
    1 1 1 1 1 1 . .
    1 1 1 1 1 . . .
    1 1 1 1 . . . .
    1 1 1 . . . . .
    1 1 . . . . . .
    1 . . . . . . .";

/// Top to the right: rank r shifted by r towards the a-file.
const FULL_BOARD_TR: &str = "
    1 . . . . . . .
    1 1 . . . . . .
    1 1 1 . . . . .
    1 1 1 1 . . . .
    1 1 1 1 1 . . .
    1 1 1 1 1 1 . .
    1 1 1 1 1 1 1 .
    1 1 1 1 1 1 1 1";

#[test]
fn diagonal_shifts_of_a_full_board() {
    // The same pictures as hexadecimal (from the crate's documentation,
    // written independently of the diagrams above).
    assert_eq!(diagram(FULL_BOARD_BL), 0xfffe_fcf8_f0e0_c080);
    assert_eq!(diagram(FULL_BOARD_TL), 0x80c0_e0f0_f8fc_feff);
    assert_eq!(diagram(FULL_BOARD_BR), 0xff7f_3f1f_0f07_0301);
    assert_eq!(diagram(FULL_BOARD_TR), 0x0103_070f_1f3f_7fff);

    macro_rules! shift_case {
        ($Kernel:ident, $Batch:ident, $name:ident, $batch:ident, $in_place:ident, $picture:expr) => {
            let expected = diagram($picture);
            check_board(stringify!($name), Kernel::$Kernel, expected, |t| {
                call!(t, $name(!0))
            });
            check(stringify!($batch), Kernel::$Batch, vec![expected; 7], |t| {
                let mut out = vec![0; 7];
                call!(t, $batch(&[!0; 7], &mut out));
                out
            });
            check(
                stringify!($in_place),
                Kernel::$Batch,
                vec![expected; 7],
                |t| {
                    let mut v = vec![!0; 7];
                    call!(t, $in_place(&mut v));
                    v
                },
            );
        };
    }
    shift_case!(
        DiagonalShiftBl,
        DiagonalShiftBlBatch,
        diagonal_shift_bl,
        diagonal_shift_bl_batch,
        diagonal_shift_bl_in_place,
        FULL_BOARD_BL
    );
    shift_case!(
        DiagonalShiftTl,
        DiagonalShiftTlBatch,
        diagonal_shift_tl,
        diagonal_shift_tl_batch,
        diagonal_shift_tl_in_place,
        FULL_BOARD_TL
    );
    shift_case!(
        DiagonalShiftBr,
        DiagonalShiftBrBatch,
        diagonal_shift_br,
        diagonal_shift_br_batch,
        diagonal_shift_br_in_place,
        FULL_BOARD_BR
    );
    shift_case!(
        DiagonalShiftTr,
        DiagonalShiftTrBatch,
        diagonal_shift_tr,
        diagonal_shift_tr_batch,
        diagonal_shift_tr_in_place,
        FULL_BOARD_TR
    );
}

/// "ABC'ABC'ABC => ABC'BC_'C__" with distinct letters: every rank holds the
/// same byte; bl keeps the top rank and drops one more square per rank.
#[test]
fn diagonal_shift_bl_of_repeated_rank() {
    // Every rank: a, c, d, g set (`1 . 1 1 . . 1 .`).
    let x = diagram(
        "
        1 . 1 1 . . 1 .
        1 . 1 1 . . 1 .
        1 . 1 1 . . 1 .
        1 . 1 1 . . 1 .
        1 . 1 1 . . 1 .
        1 . 1 1 . . 1 .
        1 . 1 1 . . 1 .
        1 . 1 1 . . 1 .",
    );
    let expected = diagram(
        "
        1 . 1 1 . . 1 .
        . 1 . 1 1 . . 1
        . . 1 . 1 1 . .
        . . . 1 . 1 1 .
        . . . . 1 . 1 1
        . . . . . 1 . 1
        . . . . . . 1 .
        . . . . . . . 1",
    );
    check_board(
        "bl of a repeated rank",
        Kernel::DiagonalShiftBl,
        expected,
        |t| call!(t, diagonal_shift_bl(x)),
    );
}

/// "ABC / EFG / HIJ => AFJ" on the subtracting-a-rook occupancy: the
/// diagonal squares a1 . b2 . c3 1 d4 . e5 . f6 1 g7 1 h8 . read by hand.
#[test]
fn extracts_of_a_board() {
    let occ = diagram(SUB_OCCUPANCY);
    check(
        "extract_diagonal",
        Kernel::ExtractDiagonal,
        0b0110_0100u8,
        |t| call!(t, extract_diagonal(occ)),
    );
    // h1 . g2 1 f3 . e4 . d5 . c6 . b7 . a8 .
    check(
        "extract_anti_diagonal",
        Kernel::ExtractAntiDiagonal,
        0b0000_0010u8,
        |t| call!(t, extract_anti_diagonal(occ)),
    );
    // d1 1 d2 1 d3 . d4 . d5 . d6 . d7 1 d8 1
    check("extract_file(d)", Kernel::ExtractFile, 0b1100_0011u8, |t| {
        call!(t, extract_file(occ, File::D))
    });
    // Diagonal through d2: c1 . d2 1 e3 . f4 . g5 . h6 . (no squares on ranks 7, 8).
    check(
        "extract_diagonal_through(d2)",
        Kernel::ExtractDiagonalThrough,
        0b0000_0010u8,
        |t| call!(t, extract_diagonal_through(occ, square("d2"))),
    );
    // Anti-diagonal through d2: e1 . d2 1 c3 1 b4 . a5 . (none on ranks 6-8).
    check(
        "extract_anti_diagonal_through(d2)",
        Kernel::ExtractAntiDiagonalThrough,
        0b0000_0110u8,
        |t| call!(t, extract_anti_diagonal_through(occ, square("d2"))),
    );
    // Full board through h1 (a1-h8 direction): only h1 itself.
    check(
        "extract_diagonal_through(h1) of !0",
        Kernel::ExtractDiagonalThrough,
        0b1u8,
        |t| call!(t, extract_diagonal_through(!0, square("h1"))),
    );
    // Full board through a8 (a1-h8 direction): only a8, on rank 8.
    check(
        "extract_diagonal_through(a8) of !0",
        Kernel::ExtractDiagonalThrough,
        0x80u8,
        |t| call!(t, extract_diagonal_through(!0, square("a8"))),
    );
    check(
        "extract_diagonal batch",
        Kernel::ExtractDiagonalBatch,
        vec![0b0110_0100u8; 5],
        |t| {
            let mut out = vec![0; 5];
            call!(t, extract_diagonal_batch(&[occ; 5], &mut out));
            out
        },
    );
}

/// "Deposit to diagonal: ABC => A00 / 0B0 / 00C", "to forward: ABC => 00A /
/// 0B0 / C00", "to vertical: ABC => A00 / B00 / C00", generalised to 8x8
/// with the bits 1, 2, 5, 7 (ranks 2, 3, 6, 8).
#[test]
fn deposits_of_a_byte() {
    let bits = 0b1010_0110u8;
    let to_diagonal = diagram(
        "
        . . . . . . . 1
        . . . . . . . .
        . . . . . 1 . .
        . . . . . . . .
        . . . . . . . .
        . . 1 . . . . .
        . 1 . . . . . .
        . . . . . . . .",
    );
    let to_anti_diagonal = diagram(
        "
        1 . . . . . . .
        . . . . . . . .
        . . 1 . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . 1 . .
        . . . . . . 1 .
        . . . . . . . .",
    );
    let to_vertical = diagram(
        "
        1 . . . . . . .
        . . . . . . . .
        1 . . . . . . .
        . . . . . . . .
        . . . . . . . .
        1 . . . . . . .
        1 . . . . . . .
        . . . . . . . .",
    );
    check_board(
        "deposit_diagonal",
        Kernel::DepositDiagonal,
        to_diagonal,
        |t| call!(t, deposit_diagonal(bits)),
    );
    check_board(
        "deposit_anti_diagonal",
        Kernel::DepositAntiDiagonal,
        to_anti_diagonal,
        |t| call!(t, deposit_anti_diagonal(bits)),
    );
    check_board(
        "deposit to vertical (file a)",
        Kernel::DepositFile,
        to_vertical,
        |t| call!(t, deposit_file(bits, File::A)),
    );
    check_board(
        "deposit to file h",
        Kernel::DepositFile,
        to_vertical << 7,
        |t| call!(t, deposit_file(bits, File::H)),
    );
    check(
        "deposit to vertical (batch)",
        Kernel::DepositFileBatch,
        vec![to_vertical; 3],
        |t| {
            let mut out = vec![0; 3];
            call!(t, deposit_file_batch(&[bits; 3], File::A, &mut out));
            out
        },
    );
    // Full byte: the long diagonals and the a-file.
    check_board(
        "deposit_diagonal(0xff)",
        Kernel::DepositDiagonal,
        0x8040_2010_0804_0201,
        |t| call!(t, deposit_diagonal(0xff)),
    );
    check_board(
        "deposit_anti_diagonal(0xff)",
        Kernel::DepositAntiDiagonal,
        0x0102_0408_1020_4080,
        |t| call!(t, deposit_anti_diagonal(0xff)),
    );
    check_board(
        "deposit_file(0xff, a)",
        Kernel::DepositFile,
        0x0101_0101_0101_0101,
        |t| call!(t, deposit_file(0xff, File::A)),
    );
    // Through d2: the diagonal c1..h6 and the anti-diagonal e1..a5; the bits
    // of the ranks they miss are ignored.
    let diag_d2 = diagram(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . 1
        . . . . . . 1 .
        . . . . . 1 . .
        . . . . 1 . . .
        . . . 1 . . . .
        . . 1 . . . . .",
    );
    let anti_d2 = diagram(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        1 . . . . . . .
        . 1 . . . . . .
        . . 1 . . . . .
        . . . 1 . . . .
        . . . . 1 . . .",
    );
    check_board(
        "deposit_diagonal_through(0xff, d2)",
        Kernel::DepositDiagonalThrough,
        diag_d2,
        |t| call!(t, deposit_diagonal_through(0xff, square("d2"))),
    );
    check_board(
        "deposit_anti_diagonal_through(0xff, d2)",
        Kernel::DepositAntiDiagonalThrough,
        anti_d2,
        |t| call!(t, deposit_anti_diagonal_through(0xff, square("d2"))),
    );
}

// ---------------------------------------------------------- flips

/// One asymmetric shape (an "L": a1, a2, a3, b1) through every flip, each
/// expected picture drawn by hand from the flip's definition.
#[test]
fn flips_of_an_l_shape() {
    let l = diagram(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        1 . . . . . . .
        1 . . . . . . .
        1 1 . . . . . .",
    );
    let cases: [(Kernel, &str, &str); 9] = [
        (
            Kernel::FlipVertical,
            "flip_vertical",
            "
        1 1 . . . . . .
        1 . . . . . . .
        1 . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .",
        ),
        (
            Kernel::MirrorHorizontal,
            "mirror_horizontal",
            "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . 1
        . . . . . . . 1
        . . . . . . 1 1",
        ),
        (
            Kernel::FlipDiagonal,
            "flip_diagonal",
            "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        1 . . . . . . .
        1 1 1 . . . . .",
        ),
        (
            Kernel::FlipAntiDiagonal,
            "flip_anti_diagonal",
            "
        . . . . . 1 1 1
        . . . . . . . 1
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .",
        ),
        (
            Kernel::Rotate180,
            "rotate_180",
            "
        . . . . . . 1 1
        . . . . . . . 1
        . . . . . . . 1
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .",
        ),
        (
            Kernel::Rotate90Clockwise,
            "rotate_90_clockwise",
            "
        1 1 1 . . . . .
        1 . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .",
        ),
        (
            Kernel::Rotate90Anticlockwise,
            "rotate_90_anticlockwise",
            "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . 1
        . . . . . 1 1 1",
        ),
        // (f, r) -> (f, r - f mod 8): a1 a2 a3 stay, b1 -> b8.
        (
            Kernel::PseudoRotate45Clockwise,
            "pseudo_rotate_45_clockwise",
            "
        . 1 . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        1 . . . . . . .
        1 . . . . . . .
        1 . . . . . . .",
        ),
        // (f, r) -> (f, r + f + 1 mod 8): a1 a2 a3 -> a2 a3 a4, b1 -> b3.
        (
            Kernel::PseudoRotate45Anticlockwise,
            "pseudo_rotate_45_anticlockwise",
            "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        1 . . . . . . .
        1 1 . . . . . .
        1 . . . . . . .
        . . . . . . . .",
        ),
    ];
    for (kernel, name, picture) in cases {
        let expected = diagram(picture);
        check_board(name, kernel, expected, |t| match kernel {
            Kernel::FlipVertical => call!(t, flip_vertical(l)),
            Kernel::MirrorHorizontal => call!(t, mirror_horizontal(l)),
            Kernel::FlipDiagonal => call!(t, flip_diagonal(l)),
            Kernel::FlipAntiDiagonal => call!(t, flip_anti_diagonal(l)),
            Kernel::Rotate180 => call!(t, rotate_180(l)),
            Kernel::Rotate90Clockwise => call!(t, rotate_90_clockwise(l)),
            Kernel::Rotate90Anticlockwise => call!(t, rotate_90_anticlockwise(l)),
            Kernel::PseudoRotate45Clockwise => call!(t, pseudo_rotate_45_clockwise(l)),
            Kernel::PseudoRotate45Anticlockwise => call!(t, pseudo_rotate_45_anticlockwise(l)),
            _ => unreachable!(),
        });
    }
}

/// The diagrams parse as documented (a check of the test's own helper).
#[test]
fn diagram_orientation() {
    let a8 = diagram(
        "
        1 . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . 1",
    );
    assert_eq!(a8, (1 << 56) | (1 << 7)); // a8 top left, h1 bottom right
}
