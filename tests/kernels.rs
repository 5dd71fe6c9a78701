//! Every kernel of `Kernel::ALL` (single and batch) × every implementation
//! this CPU supports (and the crate's free function) equals the naive
//! definition of the kernel (`tests/naive`):
//!
//! * single kernels: quickcheck on random boards biased towards sparse and
//!   dense ones, random `Square`/`File`/`Dir`/`u8`; and exhaustively on the
//!   edge inputs (empty, full, every single square, every file and rank, both
//!   long diagonals; every `Square`, `File`, `Dir`, every `u8`);
//! * batch kernels: lengths 0..=17, 31, 33, 100, every parameter value,
//!   misaligned input and output sub-slices, guard elements around the
//!   output that must stay untouched, the in-place forms, each element
//!   against the naive single kernel.
//!
//! A test checks that the two lists below cover exactly `Kernel::ALL`, so a
//! kernel added to the catalogue without a test here fails the suite.
//!
//! `QUICKCHECK_TESTS` overrides the number of random cases per kernel.

mod common;
mod naive;

use std::fmt::Debug;
use std::sync::OnceLock;

use bitboard_simd::{Dir, File, Kernel, Square};
use common::{targets, Board, Byte, Edges, Param, Rng, Sample, Sq, Target, D, F};
use quickcheck::{QuickCheck, TestResult};

/// Random cases per single kernel (each case runs every implementation).
fn quickcheck_tests() -> u64 {
    std::env::var("QUICKCHECK_TESTS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000)
}

/// Nests one `for` loop per argument over that argument type's edges.
macro_rules! for_each_edge {
    ( => $body:block) => { $body };
    ($a:ident : $T:ident $(, $rest:ident : $R:ident)* => $body:block) => {
        for $a in <$T as Edges>::edges() {
            for_each_edge!($($rest : $R),* => $body)
        }
    };
}

/// One test per single-board kernel: `Variant name(arg: ArgType, ...)`,
/// checked against `naive::name`.
macro_rules! single_kernels {
    ($( $Variant:ident $name:ident ( $($arg:ident : $T:ident),* ); )*) => {
        mod single {
            use super::*;

            pub const COVERED: &[Kernel] = &[$(Kernel::$Variant),*];

            $(
                #[test]
                fn $name() {
                    static TARGETS: OnceLock<Vec<Target>> = OnceLock::new();
                    fn targets_() -> &'static [Target] {
                        TARGETS.get_or_init(|| targets(Kernel::$Variant))
                    }

                    /// Runs every target on one input; the error names the
                    /// implementation, the input, the result and the
                    /// expected value.
                    fn check($($arg: $T),*) -> Result<(), String> {
                        let expected = naive::$name($($arg.0),*);
                        for t in targets_() {
                            let got = match t {
                                Target::Table(k, _) => k.$name($($arg.0),*),
                                Target::Free(_) => bitboard_simd::$name($($arg.0),*),
                            };
                            if got != expected {
                                return Err(format!(
                                    "implementation {}: {}{:?} = {:#x?}, naive definition gives {:#x?}",
                                    t.name(),
                                    stringify!($name),
                                    ($($arg,)*),
                                    got,
                                    expected
                                ));
                            }
                        }
                        Ok(())
                    }

                    fn prop($($arg: $T),*) -> TestResult {
                        match check($($arg),*) {
                            Ok(()) => TestResult::passed(),
                            Err(msg) => TestResult::error(msg),
                        }
                    }

                    let names: Vec<String> = targets_().iter().map(|t| t.name()).collect();
                    eprintln!("{}: checking {}", stringify!($name), names.join(", "));

                    // (b) every combination of edge inputs.
                    for_each_edge!($($arg : $T),* => {
                        if let Err(msg) = check($($arg),*) {
                            eprintln!("{msg}");
                            panic!("{msg}");
                        }
                    });

                    // (a) random inputs.
                    QuickCheck::new()
                        .tests(quickcheck_tests())
                        .quickcheck(prop as fn($($T),*) -> TestResult);
                }
            )*
        }
    };
}

single_kernels! {
    ShiftOne shift_one(b: Board, dir: D);
    OccludedFill occluded_fill(gen: Board, pro: Board, dir: D);
    Fill fill(gen: Board, dir: D);
    RayAttacks ray_attacks(sliders: Board, empty: Board, dir: D);
    RookAttacks rook_attacks(rooks: Board, empty: Board);
    BishopAttacks bishop_attacks(bishops: Board, empty: Board);
    QueenAttacks queen_attacks(queens: Board, empty: Board);
    AttacksByDirection attacks_by_direction(sliders: Board, empty: Board);
    RookAttacksFrom rook_attacks_from(sq: Sq, occupied: Board);
    BishopAttacksFrom bishop_attacks_from(sq: Sq, occupied: Board);
    QueenAttacksFrom queen_attacks_from(sq: Sq, occupied: Board);
    EastAttacksBySubtraction east_attacks_by_subtraction(rooks: Board, occupied: Board);
    WestAttacksBySubtraction west_attacks_by_subtraction(rooks: Board, occupied: Board);
    DiagonalShiftBl diagonal_shift_bl(x: Board);
    DiagonalShiftTl diagonal_shift_tl(x: Board);
    DiagonalShiftBr diagonal_shift_br(x: Board);
    DiagonalShiftTr diagonal_shift_tr(x: Board);
    ExtractDiagonal extract_diagonal(x: Board);
    ExtractAntiDiagonal extract_anti_diagonal(x: Board);
    ExtractFile extract_file(x: Board, file: F);
    ExtractDiagonalThrough extract_diagonal_through(x: Board, sq: Sq);
    ExtractAntiDiagonalThrough extract_anti_diagonal_through(x: Board, sq: Sq);
    DepositDiagonal deposit_diagonal(bits: Byte);
    DepositAntiDiagonal deposit_anti_diagonal(bits: Byte);
    DepositFile deposit_file(bits: Byte, file: F);
    DepositDiagonalThrough deposit_diagonal_through(bits: Byte, sq: Sq);
    DepositAntiDiagonalThrough deposit_anti_diagonal_through(bits: Byte, sq: Sq);
    FlipVertical flip_vertical(x: Board);
    MirrorHorizontal mirror_horizontal(x: Board);
    FlipDiagonal flip_diagonal(x: Board);
    FlipAntiDiagonal flip_anti_diagonal(x: Board);
    Rotate180 rotate_180(x: Board);
    Rotate90Clockwise rotate_90_clockwise(x: Board);
    Rotate90Anticlockwise rotate_90_anticlockwise(x: Board);
    PseudoRotate45Clockwise pseudo_rotate_45_clockwise(x: Board);
    PseudoRotate45Anticlockwise pseudo_rotate_45_anticlockwise(x: Board);
}

// ------------------------------------------------------------------ batch

/// Slice lengths: empty, every length around the vector widths (2, 4, 8
/// boards per register, unrolled twice), and a few longer ones.
const LENGTHS: &[usize] = &[
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 31, 33, 100,
];

/// Extra elements before the slices, so some start misaligned.
const SLACK: usize = 3;
/// Guard elements after the output slice.
const GUARD: usize = 2;

fn seed(kernel: Kernel) -> u64 {
    kernel.name().bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
    })
}

/// Checks `out` (the whole buffer) after a batch call wrote `out[at..at +
/// expected.len()]`: the slice holds `expected`, everything around it is
/// still `sentinel`.
#[allow(clippy::too_many_arguments)]
fn check_output<O: Copy + Debug + PartialEq, X: Debug>(
    kernel: Kernel,
    form: &str,
    target: &Target,
    param: &dyn Debug,
    inputs: &[X],
    out: &[O],
    at: usize,
    expected: &[O],
    sentinel: O,
) {
    let len = expected.len();
    for (i, &o) in out.iter().enumerate() {
        let inside = (at..at + len).contains(&i);
        let want = if inside { expected[i - at] } else { sentinel };
        if o != want {
            let msg = if inside {
                format!(
                    "implementation {}: {kernel} ({form}), len {len}, param {param:?}, slice offset {at}: \
                     element {} of input {:#x?} gave {o:#x?}, naive single kernel gives {want:#x?}",
                    target.name(),
                    i - at,
                    inputs[i - at],
                )
            } else {
                format!(
                    "implementation {}: {kernel} ({form}), len {len}, param {param:?}, slice offset {at}: \
                     wrote {o:#x?} to buffer element {i} outside the output slice",
                    target.name(),
                )
            };
            eprintln!("{msg}");
            panic!("{msg}");
        }
    }
}

type Call1<I, P, O> = dyn Fn(&Target, &[I], P, &mut [O]);
/// Copies the input into the buffer, then runs the in-place form on it.
type InPlace<I, P, O> = dyn Fn(&Target, &[I], &mut [O], P);

/// One input slice (`map`, `to_u8`, `from_u8`, with or without a
/// parameter).
fn run_unary<I: Sample, P: Param, O: Copy + Debug + PartialEq>(
    kernel: Kernel,
    sentinel: O,
    naive: &dyn Fn(I, P) -> O,
    call: &Call1<I, P, O>,
    in_place: Option<&InPlace<I, P, O>>,
) {
    let targets = targets(kernel);
    let names: Vec<String> = targets.iter().map(|t| t.name()).collect();
    eprintln!("{kernel}: checking {}", names.join(", "));
    let mut rng = Rng(seed(kernel));
    for &len in LENGTHS {
        for p in P::all() {
            let storage: Vec<I> = (0..len + SLACK).map(|_| I::sample(&mut rng)).collect();
            for (in_off, out_off) in [(0, 0), (1, 3), (3, 1)] {
                let input = &storage[in_off..in_off + len];
                let expected: Vec<O> = input.iter().map(|&x| naive(x, p)).collect();
                for t in &targets {
                    let mut out = vec![sentinel; out_off + len + GUARD];
                    call(t, input, p, &mut out[out_off..out_off + len]);
                    check_output(
                        kernel, "batch", t, &p, input, &out, out_off, &expected, sentinel,
                    );
                    if let Some(in_place) = in_place {
                        let mut buf = vec![sentinel; in_off + len + GUARD];
                        in_place(t, input, &mut buf[in_off..in_off + len], p);
                        // Equal to the out-of-place result, element by element.
                        check_output(
                            kernel,
                            "in place",
                            t,
                            &p,
                            input,
                            &buf,
                            in_off,
                            &out[out_off..out_off + len],
                            sentinel,
                        );
                    }
                }
            }
        }
    }
}

type Call2<I1, I2, P, O> = dyn Fn(&Target, &[I1], &[I2], P, &mut [O]);

/// Two input slices (`zip`, `by_dir`, `from_sq`).
fn run_binary<I1: Sample, I2: Sample, P: Param, O: Copy + Debug + PartialEq>(
    kernel: Kernel,
    sentinel: O,
    naive: &dyn Fn(I1, I2, P) -> O,
    call: &Call2<I1, I2, P, O>,
) {
    let targets = targets(kernel);
    let names: Vec<String> = targets.iter().map(|t| t.name()).collect();
    eprintln!("{kernel}: checking {}", names.join(", "));
    let mut rng = Rng(seed(kernel));
    for &len in LENGTHS {
        for p in P::all() {
            let a_storage: Vec<I1> = (0..len + SLACK).map(|_| I1::sample(&mut rng)).collect();
            let b_storage: Vec<I2> = (0..len + SLACK).map(|_| I2::sample(&mut rng)).collect();
            for (a_off, b_off, out_off) in [(0, 0, 0), (1, 3, 2), (3, 1, 1), (2, 0, 3)] {
                let a = &a_storage[a_off..a_off + len];
                let b = &b_storage[b_off..b_off + len];
                let expected: Vec<O> = a.iter().zip(b).map(|(&x, &y)| naive(x, y, p)).collect();
                let inputs: Vec<(I1, I2)> = a.iter().copied().zip(b.iter().copied()).collect();
                for t in &targets {
                    let mut out = vec![sentinel; out_off + len + GUARD];
                    call(t, a, b, p, &mut out[out_off..out_off + len]);
                    check_output(
                        kernel, "batch", t, &p, &inputs, &out, out_off, &expected, sentinel,
                    );
                }
            }
        }
    }
}

const SENTINEL_BOARD: u64 = 0x5a5a_0ff0_a5a5_f00f;
const SENTINEL_BYTE: u8 = 0xa5;

/// One test per batch kernel: `shape Variant name[, in_place] => naive`.
/// The shapes and argument orders are those of `src/catalogue.rs`.
macro_rules! batch_kernels {
    ($( $shape:ident $(($P:ty))? $Variant:ident $name:ident $(, $in_place:ident)? => $naive:path; )*) => {
        mod batch {
            use super::*;

            pub const COVERED: &[Kernel] = &[$(Kernel::$Variant),*];

            $(batch_kernels!(@test $shape $(($P))? $Variant $name $(, $in_place)? => $naive);)*
        }
    };

    (@test map $Variant:ident $name:ident, $in_place:ident => $naive:path) => {
        #[test]
        fn $name() {
            run_unary::<u64, (), u64>(
                Kernel::$Variant,
                SENTINEL_BOARD,
                &|x, ()| $naive(x),
                &|t, i, (), o| match t {
                    Target::Table(k, _) => k.$name(i, o),
                    Target::Free(_) => bitboard_simd::$name(i, o),
                },
                Some(&|t, i, buf, ()| {
                    buf.copy_from_slice(i);
                    match t {
                        Target::Table(k, _) => k.$in_place(buf),
                        Target::Free(_) => bitboard_simd::$in_place(buf),
                    }
                }),
            );
        }
    };
    (@test map($P:ty) $Variant:ident $name:ident, $in_place:ident => $naive:path) => {
        #[test]
        fn $name() {
            run_unary::<u64, $P, u64>(
                Kernel::$Variant,
                SENTINEL_BOARD,
                &|x, p| $naive(x, p),
                &|t, i, p, o| match t {
                    Target::Table(k, _) => k.$name(i, p, o),
                    Target::Free(_) => bitboard_simd::$name(i, p, o),
                },
                Some(&|t, i, buf, p| {
                    buf.copy_from_slice(i);
                    match t {
                        Target::Table(k, _) => k.$in_place(buf, p),
                        Target::Free(_) => bitboard_simd::$in_place(buf, p),
                    }
                }),
            );
        }
    };
    (@test to_u8 $Variant:ident $name:ident => $naive:path) => {
        #[test]
        fn $name() {
            run_unary::<u64, (), u8>(
                Kernel::$Variant,
                SENTINEL_BYTE,
                &|x, ()| $naive(x),
                &|t, i, (), o| match t {
                    Target::Table(k, _) => k.$name(i, o),
                    Target::Free(_) => bitboard_simd::$name(i, o),
                },
                None,
            );
        }
    };
    (@test to_u8($P:ty) $Variant:ident $name:ident => $naive:path) => {
        #[test]
        fn $name() {
            run_unary::<u64, $P, u8>(
                Kernel::$Variant,
                SENTINEL_BYTE,
                &|x, p| $naive(x, p),
                &|t, i, p, o| match t {
                    Target::Table(k, _) => k.$name(i, p, o),
                    Target::Free(_) => bitboard_simd::$name(i, p, o),
                },
                None,
            );
        }
    };
    (@test from_u8 $Variant:ident $name:ident => $naive:path) => {
        #[test]
        fn $name() {
            run_unary::<u8, (), u64>(
                Kernel::$Variant,
                SENTINEL_BOARD,
                &|x, ()| $naive(x),
                &|t, i, (), o| match t {
                    Target::Table(k, _) => k.$name(i, o),
                    Target::Free(_) => bitboard_simd::$name(i, o),
                },
                None,
            );
        }
    };
    (@test from_u8($P:ty) $Variant:ident $name:ident => $naive:path) => {
        #[test]
        fn $name() {
            run_unary::<u8, $P, u64>(
                Kernel::$Variant,
                SENTINEL_BOARD,
                &|x, p| $naive(x, p),
                &|t, i, p, o| match t {
                    Target::Table(k, _) => k.$name(i, p, o),
                    Target::Free(_) => bitboard_simd::$name(i, p, o),
                },
                None,
            );
        }
    };
    (@test zip $Variant:ident $name:ident => $naive:path) => {
        #[test]
        fn $name() {
            run_binary::<u64, u64, (), u64>(
                Kernel::$Variant,
                SENTINEL_BOARD,
                &|a, b, ()| $naive(a, b),
                &|t, a, b, (), o| match t {
                    Target::Table(k, _) => k.$name(a, b, o),
                    Target::Free(_) => bitboard_simd::$name(a, b, o),
                },
            );
        }
    };
    (@test zip($P:ty) $Variant:ident $name:ident => $naive:path) => {
        #[test]
        fn $name() {
            run_binary::<u64, u64, $P, u64>(
                Kernel::$Variant,
                SENTINEL_BOARD,
                &|a, b, p| $naive(a, b, p),
                &|t, a, b, p, o| match t {
                    Target::Table(k, _) => k.$name(a, b, p, o),
                    Target::Free(_) => bitboard_simd::$name(a, b, p, o),
                },
            );
        }
    };
    (@test by_dir $Variant:ident $name:ident => $naive:path) => {
        #[test]
        fn $name() {
            run_binary::<u64, u64, (), [u64; 8]>(
                Kernel::$Variant,
                [SENTINEL_BOARD; 8],
                &|a, b, ()| $naive(a, b),
                &|t, a, b, (), o| match t {
                    Target::Table(k, _) => k.$name(a, b, o),
                    Target::Free(_) => bitboard_simd::$name(a, b, o),
                },
            );
        }
    };
    (@test from_sq $Variant:ident $name:ident => $naive:path) => {
        #[test]
        fn $name() {
            run_binary::<Square, u64, (), u64>(
                Kernel::$Variant,
                SENTINEL_BOARD,
                &|sq, occ, ()| $naive(sq, occ),
                &|t, sq, occ, (), o| match t {
                    Target::Table(k, _) => k.$name(sq, occ, o),
                    Target::Free(_) => bitboard_simd::$name(sq, occ, o),
                },
            );
        }
    };
}

batch_kernels! {
    map(Dir) ShiftOneBatch shift_one_batch, shift_one_in_place => naive::shift_one;
    zip(Dir) OccludedFillBatch occluded_fill_batch => naive::occluded_fill;
    map(Dir) FillBatch fill_batch, fill_in_place => naive::fill;
    zip(Dir) RayAttacksBatch ray_attacks_batch => naive::ray_attacks;
    zip RookAttacksBatch rook_attacks_batch => naive::rook_attacks;
    zip BishopAttacksBatch bishop_attacks_batch => naive::bishop_attacks;
    zip QueenAttacksBatch queen_attacks_batch => naive::queen_attacks;
    by_dir AttacksByDirectionBatch attacks_by_direction_batch => naive::attacks_by_direction;
    from_sq RookAttacksFromBatch rook_attacks_from_batch => naive::rook_attacks_from;
    from_sq BishopAttacksFromBatch bishop_attacks_from_batch => naive::bishop_attacks_from;
    from_sq QueenAttacksFromBatch queen_attacks_from_batch => naive::queen_attacks_from;
    zip EastAttacksBySubtractionBatch east_attacks_by_subtraction_batch => naive::east_attacks_by_subtraction;
    zip WestAttacksBySubtractionBatch west_attacks_by_subtraction_batch => naive::west_attacks_by_subtraction;
    map DiagonalShiftBlBatch diagonal_shift_bl_batch, diagonal_shift_bl_in_place => naive::diagonal_shift_bl;
    map DiagonalShiftTlBatch diagonal_shift_tl_batch, diagonal_shift_tl_in_place => naive::diagonal_shift_tl;
    map DiagonalShiftBrBatch diagonal_shift_br_batch, diagonal_shift_br_in_place => naive::diagonal_shift_br;
    map DiagonalShiftTrBatch diagonal_shift_tr_batch, diagonal_shift_tr_in_place => naive::diagonal_shift_tr;
    to_u8 ExtractDiagonalBatch extract_diagonal_batch => naive::extract_diagonal;
    to_u8 ExtractAntiDiagonalBatch extract_anti_diagonal_batch => naive::extract_anti_diagonal;
    to_u8(File) ExtractFileBatch extract_file_batch => naive::extract_file;
    to_u8(Square) ExtractDiagonalThroughBatch extract_diagonal_through_batch => naive::extract_diagonal_through;
    to_u8(Square) ExtractAntiDiagonalThroughBatch extract_anti_diagonal_through_batch => naive::extract_anti_diagonal_through;
    from_u8 DepositDiagonalBatch deposit_diagonal_batch => naive::deposit_diagonal;
    from_u8 DepositAntiDiagonalBatch deposit_anti_diagonal_batch => naive::deposit_anti_diagonal;
    from_u8(File) DepositFileBatch deposit_file_batch => naive::deposit_file;
    from_u8(Square) DepositDiagonalThroughBatch deposit_diagonal_through_batch => naive::deposit_diagonal_through;
    from_u8(Square) DepositAntiDiagonalThroughBatch deposit_anti_diagonal_through_batch => naive::deposit_anti_diagonal_through;
    map FlipVerticalBatch flip_vertical_batch, flip_vertical_in_place => naive::flip_vertical;
    map MirrorHorizontalBatch mirror_horizontal_batch, mirror_horizontal_in_place => naive::mirror_horizontal;
    map FlipDiagonalBatch flip_diagonal_batch, flip_diagonal_in_place => naive::flip_diagonal;
    map FlipAntiDiagonalBatch flip_anti_diagonal_batch, flip_anti_diagonal_in_place => naive::flip_anti_diagonal;
    map Rotate180Batch rotate_180_batch, rotate_180_in_place => naive::rotate_180;
    map Rotate90ClockwiseBatch rotate_90_clockwise_batch, rotate_90_clockwise_in_place => naive::rotate_90_clockwise;
    map Rotate90AnticlockwiseBatch rotate_90_anticlockwise_batch, rotate_90_anticlockwise_in_place => naive::rotate_90_anticlockwise;
    map PseudoRotate45ClockwiseBatch pseudo_rotate_45_clockwise_batch, pseudo_rotate_45_clockwise_in_place => naive::pseudo_rotate_45_clockwise;
    map PseudoRotate45AnticlockwiseBatch pseudo_rotate_45_anticlockwise_batch, pseudo_rotate_45_anticlockwise_in_place => naive::pseudo_rotate_45_anticlockwise;
}

// --------------------------------------------------------------- coverage

/// Every kernel of the catalogue has exactly one test above.
#[test]
fn every_kernel_is_covered() {
    let mut covered: Vec<Kernel> = single::COVERED
        .iter()
        .chain(batch::COVERED)
        .copied()
        .collect();
    covered.sort();
    let mut all = Kernel::ALL.to_vec();
    all.sort();
    let missing: Vec<&Kernel> = all.iter().filter(|k| !covered.contains(k)).collect();
    assert!(
        missing.is_empty(),
        "kernels without a test in tests/kernels.rs: {missing:?}"
    );
    assert_eq!(covered, all, "a kernel is listed twice in tests/kernels.rs");
    // Single kernels in one list, batch kernels in the other.
    assert!(single::COVERED.iter().all(|k| !k.is_batch()));
    assert!(batch::COVERED.iter().all(|k| k.is_batch()));
}

/// Every implementation this CPU supports is among the tested ones: the
/// table of the CPU's highest level may use all of its features, so no
/// supported implementation may be missing from `variants`.
#[test]
fn every_supported_implementation_is_tested() {
    let highest = bitboard_simd::cpu().highest_level();
    let usable = bitboard_simd::cpu()
        .features()
        .intersection(highest.allowed());
    for &kernel in Kernel::ALL {
        let tested: Vec<&str> = common::implementations(kernel)
            .iter()
            .map(|t| t.implementation(kernel).name())
            .collect();
        for imp in kernel.implementations() {
            let runnable = usable.contains(imp.requires());
            assert_eq!(
                tested.contains(&imp.name()),
                runnable,
                "{kernel}: implementation {} (requires {}) runnable here: {runnable}, tested: {}",
                imp.name(),
                imp.requires(),
                !runnable
            );
        }
    }
}

#[test]
fn file_param_sanity() {
    // The parameter lists really enumerate every value.
    assert_eq!(<File as Param>::all().len(), 8);
    assert_eq!(<Dir as Param>::all().len(), 8);
    assert_eq!(<Square as Param>::all().len(), 64);
    assert_eq!(<Sq as Edges>::edges().len(), 64);
    assert_eq!(<Board as Edges>::edges().len(), 2 + 64 + 16 + 2);
}
