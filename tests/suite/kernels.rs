//! Every kernel of `Kernel::ALL` (single and batch) × every implementation
//! this CPU supports (and the crate's free function) equals the naive
//! definition of the kernel (`tests/naive`):
//!
//! * single kernels: quickcheck on random boards biased towards sparse and
//!   dense ones, random `Square`/`File`/`Dir`/`Color`/`Side`/`u8`; and exhaustively on the
//!   edge inputs (empty, full, every single square, every file and rank, both
//!   long diagonals; every `Square`, `File`, `Dir`, `Color`, every `u8`);
//! * batch kernels: lengths 0..=17, 31, 33, 100 (every length 0..=70 for
//!   the many-squares forms), every parameter value,
//!   misaligned input and output sub-slices, guard elements around the
//!   output that must stay untouched, the in-place forms, each element
//!   against the naive single kernel.
//!
//! The tests are generated from the catalogue (`bitboard_simd::__catalogue!`),
//! one per kernel, each argument's strategy chosen by its type
//! (`common::Strategy`), so a kernel added to the catalogue is tested here
//! with no edit (it needs its naive definition in `tests/naive`).
//!
//! `QUICKCHECK_TESTS` overrides the number of random cases per kernel.

use crate::{common, naive};
use std::fmt::Debug;
use std::sync::OnceLock;

use bitboard_simd::{Color, Dir, File, Kernel, KingSafety, Square};
use common::{targets, Board, Edges, Param, Rng, Sample, Sq, Strategy, Target};
use quickcheck::{QuickCheck, TestResult};

/// Random cases per single kernel (each case runs every implementation).
fn quickcheck_tests() -> u64 {
    common::quickcheck_tests(1000)
}

/// Nests one `for` loop per argument over that argument type's edges.
macro_rules! for_each_edge {
    ( => $body:block) => { $body };
    ($a:ident : $T:ty $(, $rest:ident : $R:ty)* => $body:block) => {
        for $a in <$T as Edges>::edges() {
            for_each_edge!($($rest : $R),* => $body)
        }
    };
}

/// The most combinations of edge inputs a single kernel's test checks:
/// every one where there are fewer (all kernels of one or two arguments,
/// and `side_attacks`' 85,008), else a fixed sample of about this many
/// spread over all of them (`king_safety`'s 64 squares, 84 boards, 506
/// sides and 2 colours make 5.4 million).
const EDGE_COMBINATIONS: u64 = 200_000;

/// Whether combination `index` of `total` is checked: all of them up to
/// [`EDGE_COMBINATIONS`], else each with that chance, by a hash of its
/// index (the same sample every run).
fn edge_sampled(index: u64, total: u64) -> bool {
    total <= EDGE_COMBINATIONS || {
        let h = (index ^ 0x9e37_79b9_7f4a_7c15).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        (h ^ (h >> 31)) % total < EDGE_COMBINATIONS
    }
}

/// One test per single-board entry of the catalogue, checked against
/// `naive::name`; each argument's strategy is chosen by its type
/// ([`Strategy`]).
macro_rules! single_kernel {
    ($(#[$doc:meta])* [$family:ident] $Variant:ident $name:ident ( $($arg:ident : $ty:ty),* ) -> $ret:ty;) => {
        #[test]
        fn $name() {
            assert!(!Kernel::$Variant.is_batch());
            static TARGETS: OnceLock<Vec<Target>> = OnceLock::new();
            fn targets_() -> &'static [Target] {
                TARGETS.get_or_init(|| targets(Kernel::$Variant))
            }

            /// Runs every target on one input; the error names the
            /// implementation, the input, the result and the
            /// expected value.
            fn check($($arg: <$ty as Strategy>::Arg),*) -> Result<(), String> {
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

            fn prop($($arg: <$ty as Strategy>::Arg),*) -> TestResult {
                match check($($arg),*) {
                    Ok(()) => TestResult::passed(),
                    Err(msg) => TestResult::error(msg),
                }
            }

            let names: Vec<String> = targets_().iter().map(|t| t.name()).collect();
            eprintln!("{}: checking {}", stringify!($name), names.join(", "));

            // (b) every combination of edge inputs (a sample of them
            // where they are too many: [`EDGE_COMBINATIONS`]).
            let total = 1u64 $(* <<$ty as Strategy>::Arg as Edges>::edges().len() as u64)*;
            let mut index = 0u64;
            for_each_edge!($($arg : <$ty as Strategy>::Arg),* => {
                index += 1;
                if edge_sampled(index, total) {
                    if let Err(msg) = check($($arg),*) {
                        eprintln!("{msg}");
                        panic!("{msg}");
                    }
                }
            });

            // (a) random inputs.
            QuickCheck::new()
                .tests(quickcheck_tests())
                .quickcheck(prop as fn($(<$ty as Strategy>::Arg),*) -> TestResult);
        }
    };
}

mod single {
    use super::*;

    bitboard_simd::__catalogue!(single single_kernel);
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

/// The targets of `kernel` (named on stderr) and its input generator.
fn announce(kernel: Kernel) -> (Vec<Target>, Rng) {
    let targets = targets(kernel);
    let names: Vec<String> = targets.iter().map(|t| t.name()).collect();
    eprintln!("{kernel}: checking {}", names.join(", "));
    (targets, Rng(seed(kernel)))
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
    let (targets, mut rng) = announce(kernel);
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

/// Two input slices (`zip`, `by_dir`, `from_sq`, `from_side`).
fn run_binary<I1: Sample, I2: Sample, P: Param, O: Copy + Debug + PartialEq>(
    kernel: Kernel,
    sentinel: O,
    naive: &dyn Fn(I1, I2, P) -> O,
    call: &Call2<I1, I2, P, O>,
) {
    let (targets, mut rng) = announce(kernel);
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

/// A batch call with three input slices (`from_king`).
type Call3<I1, I2, I3, P, O> = dyn Fn(&Target, &[I1], &[I2], &[I3], P, &mut [O]);

/// Three input slices: as [`run_binary`], each slice at its own offset.
fn run_ternary<I1: Sample, I2: Sample, I3: Sample, P: Param, O: Copy + Debug + PartialEq>(
    kernel: Kernel,
    sentinel: O,
    naive: &dyn Fn(I1, I2, I3, P) -> O,
    call: &Call3<I1, I2, I3, P, O>,
) {
    let (targets, mut rng) = announce(kernel);
    for &len in LENGTHS {
        for p in P::all() {
            let a_storage: Vec<I1> = (0..len + SLACK).map(|_| I1::sample(&mut rng)).collect();
            let b_storage: Vec<I2> = (0..len + SLACK).map(|_| I2::sample(&mut rng)).collect();
            let c_storage: Vec<I3> = (0..len + SLACK).map(|_| I3::sample(&mut rng)).collect();
            for (a_off, b_off, c_off, out_off) in
                [(0, 0, 0, 0), (1, 3, 2, 2), (3, 1, 0, 1), (2, 0, 3, 3)]
            {
                let a = &a_storage[a_off..a_off + len];
                let b = &b_storage[b_off..b_off + len];
                let c = &c_storage[c_off..c_off + len];
                let inputs: Vec<(I1, I2, I3)> = (0..len).map(|i| (a[i], b[i], c[i])).collect();
                let expected: Vec<O> = inputs.iter().map(|&(x, y, z)| naive(x, y, z, p)).collect();
                for t in &targets {
                    let mut out = vec![sentinel; out_off + len + GUARD];
                    call(t, a, b, c, p, &mut out[out_off..out_off + len]);
                    check_output(
                        kernel, "batch", t, &p, &inputs, &out, out_off, &expected, sentinel,
                    );
                }
            }
        }
    }
}

type CallSquares = dyn Fn(&Target, &[Square], u64, &mut [u64]);

/// Many squares, one occupancy (`squares`): every length 0..=70 (every
/// tail of every vector width, several full vectors), squares and output at
/// several offsets, occupancies empty, full and random.
fn run_squares(kernel: Kernel, naive: &dyn Fn(Square, u64) -> u64, call: &CallSquares) {
    let (targets, mut rng) = announce(kernel);
    for len in 0..=70 {
        let storage: Vec<Square> = (0..len + SLACK).map(|_| Square::sample(&mut rng)).collect();
        let occupancies = [0, !0, rng.board(), rng.next_u64() & rng.next_u64()];
        for occupied in occupancies {
            for (sq_off, out_off) in [(0, 0), (1, 3), (3, 1), (2, 2)] {
                let squares = &storage[sq_off..sq_off + len];
                let expected: Vec<u64> = squares.iter().map(|&sq| naive(sq, occupied)).collect();
                for t in &targets {
                    let mut out = vec![SENTINEL_BOARD; out_off + len + GUARD];
                    call(t, squares, occupied, &mut out[out_off..out_off + len]);
                    check_output(
                        kernel,
                        "batch",
                        t,
                        &occupied,
                        squares,
                        &out,
                        out_off,
                        &expected,
                        SENTINEL_BOARD,
                    );
                }
            }
        }
    }
}

const SENTINEL_BOARD: u64 = 0x5a5a_0ff0_a5a5_f00f;
const SENTINEL_BYTE: u8 = 0xa5;

/// The value around a batch call's output slice, which it must not write.
trait Sentinel: Copy {
    const SENTINEL: Self;
}

impl Sentinel for u64 {
    const SENTINEL: u64 = SENTINEL_BOARD;
}

impl Sentinel for u8 {
    const SENTINEL: u8 = SENTINEL_BYTE;
}

impl<const N: usize> Sentinel for [u64; N] {
    const SENTINEL: [u64; N] = [SENTINEL_BOARD; N];
}

impl Sentinel for KingSafety {
    const SENTINEL: KingSafety = KingSafety {
        checkers: SENTINEL_BOARD,
        pinned: SENTINEL_BOARD,
        pin_orthogonal: SENTINEL_BOARD,
        pin_diagonal: SENTINEL_BOARD,
        check_mask: SENTINEL_BOARD,
        king: Square::H8,
    };
}

/// One test per batch row of the catalogue, each element checked against
/// the naive single kernel, by the row's slices (`x: X, ..; p: P`): one
/// input slice, two, or the many-squares form (one occupancy).
macro_rules! batch_kernel {
    ([$family:ident] $Variant:ident $name:ident = $shape:ident of $SingleVariant:ident $single:ident $(, $in_place:ident)?
        ($($io:tt)*) -> $O:ty;) => {
        batch_kernel!(@test $shape $Variant $name [$($in_place)?] ($($io)*) -> $O => naive::$single);
    };

    (@test squares $Variant:ident $name:ident [] ($sq:ident: $SQ:ty; $occ:ident: $OCC:ty) -> $O:ty => $naive:path) => {
        #[test]
        fn $name() {
            run_squares(Kernel::$Variant, &$naive, &|t, squares, occupied, o| match t {
                Target::Table(k, _) => k.$name(squares, occupied, o),
                Target::Free(_) => bitboard_simd::$name(squares, occupied, o),
            });
        }
    };
    (@test $shape:ident $Variant:ident $name:ident [$($in_place:ident)?] ($x:ident: $X:ty; $($p:ident: $P:ty)?) -> $O:ty => $naive:path) => {
        batch_kernel!(@unary $X, $O, <$O as Sentinel>::SENTINEL; $(($P))? $Variant $name $(, $in_place)? => $naive);
    };
    (@test $shape:ident $Variant:ident $name:ident [] ($a:ident: $A:ty, $b:ident: $B:ty; $($p:ident: $P:ty)?) -> $O:ty => $naive:path) => {
        batch_kernel!(@binary $A, $B, $O, <$O as Sentinel>::SENTINEL; $(($P))? $Variant $name => $naive);
    };
    (@test $shape:ident $Variant:ident $name:ident [] ($a:ident: $A:ty, $b:ident: $B:ty, $c:ident: $C:ty; $($p:ident: $P:ty)?) -> $O:ty => $naive:path) => {
        #[test]
        fn $name() {
            run_ternary::<$A, $B, $C, batch_kernel!(@param $($P)?), $O>(
                Kernel::$Variant,
                <$O as Sentinel>::SENTINEL,
                &|a, b, c, _p| $naive(a, b, c $(, _p as $P)?),
                &|t, a, b, c, _p, o| match t {
                    Target::Table(k, _) => k.$name(a, b, c, $(_p as $P,)? o),
                    Target::Free(_) => bitboard_simd::$name(a, b, c, $(_p as $P,)? o),
                },
            );
        }
    };

    // The parameter type: `()` where the shape has none.
    (@param) => { () };
    (@param $P:ty) => { $P };

    // The in-place form, if any: copies the input into the buffer first.
    (@in_place [] [$($P:ty)?] $name:ident) => { None };
    (@in_place [$in_place:ident] [$($P:ty)?] $name:ident) => {
        Some(&|t, i, buf, _p| {
            buf.copy_from_slice(i);
            match t {
                Target::Table(k, _) => k.$in_place(buf $(, _p as $P)?),
                Target::Free(_) => bitboard_simd::$in_place(buf $(, _p as $P)?),
            }
        })
    };

    (@unary $I:ty, $O:ty, $sentinel:expr; $(($P:ty))? $Variant:ident $name:ident $(, $in_place:ident)? => $naive:path) => {
        #[test]
        fn $name() {
            run_unary::<$I, batch_kernel!(@param $($P)?), $O>(
                Kernel::$Variant,
                $sentinel,
                &|x, _p| $naive(x $(, _p as $P)?),
                &|t, i, _p, o| match t {
                    Target::Table(k, _) => k.$name(i, $(_p as $P,)? o),
                    Target::Free(_) => bitboard_simd::$name(i, $(_p as $P,)? o),
                },
                batch_kernel!(@in_place [$($in_place)?] [$($P)?] $name),
            );
        }
    };

    (@binary $I1:ty, $I2:ty, $O:ty, $sentinel:expr; $(($P:ty))? $Variant:ident $name:ident => $naive:path) => {
        #[test]
        fn $name() {
            run_binary::<$I1, $I2, batch_kernel!(@param $($P)?), $O>(
                Kernel::$Variant,
                $sentinel,
                &|a, b, _p| $naive(a, b $(, _p as $P)?),
                &|t, a, b, _p, o| match t {
                    Target::Table(k, _) => k.$name(a, b, $(_p as $P,)? o),
                    Target::Free(_) => bitboard_simd::$name(a, b, $(_p as $P,)? o),
                },
            );
        }
    };
}

mod batch {
    use super::*;

    bitboard_simd::__catalogue!(batch batch_kernel);
}

// ------------------------------------------------------------ engine form

/// `for_each_*_attack` hands `f` every square's set, in order, once each,
/// equal to the naive definition: every length 0..=70, occupancies empty,
/// full and random. (It runs whatever lookup the free function runs here;
/// the lookups themselves are checked above, per implementation.)
#[test]
fn the_engine_form_hands_every_set_in_order() {
    type ForEach = fn(&[Square], u64, &mut dyn FnMut(usize, u64));
    type Piece = (&'static str, ForEach, fn(Square, u64) -> u64);
    let pieces: [Piece; 3] = [
        (
            "rook",
            |s, o, f| bitboard_simd::for_each_rook_attack(s, o, f),
            naive::rook_attacks_from,
        ),
        (
            "bishop",
            |s, o, f| bitboard_simd::for_each_bishop_attack(s, o, f),
            naive::bishop_attacks_from,
        ),
        (
            "queen",
            |s, o, f| bitboard_simd::for_each_queen_attack(s, o, f),
            naive::queen_attacks_from,
        ),
    ];
    let mut rng = Rng(0x0e9_91e5);
    for (piece, for_each, naive) in pieces {
        for len in 0..=70 {
            let squares: Vec<Square> = (0..len).map(|_| Square::sample(&mut rng)).collect();
            for occupied in [0, !0, rng.board(), rng.next_u64() & rng.next_u64()] {
                let mut seen = Vec::new();
                for_each(&squares, occupied, &mut |i, attacks| {
                    seen.push((i, attacks))
                });
                let expected: Vec<(usize, u64)> = squares
                    .iter()
                    .map(|&sq| naive(sq, occupied))
                    .enumerate()
                    .collect();
                assert_eq!(
                    seen, expected,
                    "{piece}, {len} squares, occupied {occupied:#x}"
                );
            }
        }
    }
}

// --------------------------------------------------------------- coverage

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
    assert_eq!(<Color as Param>::all().len(), 2);
    assert_eq!(<Square as Param>::all().len(), 64);
    assert_eq!(<Sq as Edges>::edges().len(), 64);
    assert_eq!(<Board as Edges>::edges().len(), 2 + 64 + 16 + 2);
}
