//! Caller loops of the per-square free functions, compiled as a user's
//! code is (release, plain x86-64), for `tools/check-hoist.py`, which reads
//! their machine code: in the `hoist_probe_*` loops, whose output is a
//! `&mut [u64]` parameter, the free function's choice (fixed before `main`)
//! must be loaded and tested outside the loop; in `hoist_probe_field`,
//! which stores through a `Vec` in a struct behind a raw pointer, LLVM
//! cannot tell that the store leaves the choice alone, so the load stays
//! in the loop (the check's control: it shows that a load in a loop is
//! seen).
//!
//! The `hoist_probe_board_*` pairs are one loop written twice, with
//! `Bitboard` and with `u64`: `check-hoist.py` holds them to the same
//! machine code (the board type costs nothing), and holds the control
//! `hoist_probe_board_control` (the `u64` loop visiting squares highest
//! first) to differ, so that the comparison is seen to tell loops apart.
//! The `hoist_probe_token_*` loops are the same lookups through a token,
//! whose `pext` loops the free functions' are held to.
//!
//! Run, it checks the loops against a token's lookup on random inputs.

use bitboard_simd::{
    bishop_attacks_from, dispatch, for_each_bishop_attack, for_each_queen_attack,
    for_each_rook_attack, knight_attacks_from, queen_attacks_from, rook_attacks_from, side_attacks,
    Bitboard, Color, Side, Square, Token, WithToken,
};

/// Rook lookups, the engine's loop shape.
#[unsafe(no_mangle)]
#[inline(never)]
pub fn hoist_probe_rook(squares: &[Square], occupied: &[u64], out: &mut [u64]) {
    for ((o, &s), &occ) in out.iter_mut().zip(squares).zip(occupied) {
        *o = rook_attacks_from(s, occ);
    }
}

/// Bishop lookups, the engine's loop shape.
#[unsafe(no_mangle)]
#[inline(never)]
pub fn hoist_probe_bishop(squares: &[Square], occupied: &[u64], out: &mut [u64]) {
    for ((o, &s), &occ) in out.iter_mut().zip(squares).zip(occupied) {
        *o = bishop_attacks_from(s, occ);
    }
}

/// Queen lookups, the engine's loop shape.
#[unsafe(no_mangle)]
#[inline(never)]
pub fn hoist_probe_queen(squares: &[Square], occupied: &[u64], out: &mut [u64]) {
    for ((o, &s), &occ) in out.iter_mut().zip(squares).zip(occupied) {
        *o = queen_attacks_from(s, occ);
    }
}

/// A dependent chain: each occupancy `xor` the previous answer.
#[unsafe(no_mangle)]
#[inline(never)]
pub fn hoist_probe_chain(squares: &[Square], occupied: &[u64]) -> u64 {
    let mut acc = 0;
    for (&s, &occ) in squares.iter().zip(occupied) {
        acc = queen_attacks_from(s, occ ^ acc);
    }
    acc
}

/// Where the output lives in a struct reached through a raw pointer.
pub struct Sink {
    pub out: Vec<u64>,
}

/// The control: stores through a field of a struct behind a raw pointer,
/// which may be any memory as far as LLVM knows, so the choice is
/// reloaded after each store.
///
/// # Safety
/// `sink` is valid and its `out` holds `squares.len()` boards.
#[unsafe(no_mangle)]
#[inline(never)]
pub unsafe fn hoist_probe_field(squares: &[Square], occupied: &[u64], sink: *mut Sink) {
    for (i, (&s, &occ)) in squares.iter().zip(occupied).enumerate() {
        // SAFETY: by the caller.
        unsafe { *(*sink).out.as_mut_ptr().add(i) = queen_attacks_from(s, occ) };
    }
}

/// The engine form in the control's place: the same store through a
/// struct behind a raw pointer, in the closure of `for_each_queen_attack`,
/// which reads the choice once per call, so its loops must not.
///
/// # Safety
/// `sink` is valid and its `out` holds `squares.len()` boards.
#[unsafe(no_mangle)]
#[inline(never)]
pub unsafe fn hoist_probe_for_each_field(squares: &[Square], occupied: u64, sink: *mut Sink) {
    for_each_queen_attack(squares, occupied, |i, attacks| {
        // SAFETY: by the caller.
        unsafe { *(*sink).out.as_mut_ptr().add(i) = attacks };
    });
}

/// One position's lookups, summed: the engine's loop of the free function
/// and the engine form, which `check-hoist.py` holds to the same machine
/// code (the form's promise: never slower than the loop).
macro_rules! engine_pair {
    ($($loop_probe:ident $form_probe:ident $free:ident $for_each:ident;)*) => {$(
        #[unsafe(no_mangle)]
        #[inline(never)]
        pub fn $loop_probe(squares: &[Square], occupied: u64) -> u64 {
            let mut sum = 0u64;
            for &sq in squares {
                sum = sum.wrapping_add($free(sq, occupied));
            }
            sum
        }

        #[unsafe(no_mangle)]
        #[inline(never)]
        pub fn $form_probe(squares: &[Square], occupied: u64) -> u64 {
            let mut sum = 0u64;
            $for_each(squares, occupied, |_, attacks| sum = sum.wrapping_add(attacks));
            sum
        }
    )*};
}

engine_pair! {
    hoist_probe_loop_rook hoist_probe_form_rook rook_attacks_from for_each_rook_attack;
    hoist_probe_loop_bishop hoist_probe_form_bishop bishop_attacks_from for_each_bishop_attack;
    hoist_probe_loop_queen hoist_probe_form_queen queen_attacks_from for_each_queen_attack;
}

/// An engine's loop with `u64`: the squares a side's knights and rooks
/// attack, less its own pieces, counted.
#[unsafe(no_mangle)]
#[inline(never)]
pub fn hoist_probe_board_u64(knights: u64, rooks: u64, ours: u64, occupied: u64) -> usize {
    let mut attacked = 0u64;
    for sq in Square::iter_set(knights) {
        attacked |= knight_attacks_from(sq);
    }
    for sq in Square::iter_set(rooks) {
        attacked |= rook_attacks_from(sq, occupied);
    }
    (attacked & !ours).count_ones() as usize
}

/// [`hoist_probe_board_u64`] with `Bitboard`.
#[unsafe(no_mangle)]
#[inline(never)]
pub fn hoist_probe_board_typed(
    knights: Bitboard,
    rooks: Bitboard,
    ours: Bitboard,
    occupied: Bitboard,
) -> usize {
    let mut attacked = Bitboard::EMPTY;
    for sq in knights {
        attacked |= Bitboard(knight_attacks_from(sq));
    }
    for sq in rooks {
        attacked |= Bitboard(rook_attacks_from(sq, occupied.0));
    }
    (attacked - ours).len()
}

/// The control: [`hoist_probe_board_u64`] visiting the squares highest
/// first, different machine code that the comparison must tell apart.
#[unsafe(no_mangle)]
#[inline(never)]
pub fn hoist_probe_board_control(knights: u64, rooks: u64, ours: u64, occupied: u64) -> usize {
    let mut attacked = 0u64;
    for sq in Square::iter_set(knights).rev() {
        attacked |= knight_attacks_from(sq);
    }
    for sq in Square::iter_set(rooks).rev() {
        attacked |= rook_attacks_from(sq, occupied);
    }
    (attacked & !ours).count_ones() as usize
}

/// A slice of boards: the union of those that hold a square, and its size,
/// with `u64`.
#[unsafe(no_mangle)]
#[inline(never)]
pub fn hoist_probe_board_slice_u64(boards: &[u64], sq: Square) -> usize {
    let mut union = 0u64;
    for &b in boards {
        if b & sq.bit() != 0 {
            union |= b ^ sq.bit();
        }
    }
    union.count_ones() as usize
}

/// [`hoist_probe_board_slice_u64`] with `Bitboard`.
#[unsafe(no_mangle)]
#[inline(never)]
pub fn hoist_probe_board_slice_typed(boards: &[Bitboard], sq: Square) -> usize {
    let mut union = Bitboard::EMPTY;
    for &b in boards {
        if b.contains(sq) {
            union |= b ^ sq;
        }
    }
    union.len()
}

/// The same lookups through a token (`dispatch`): the loop the free
/// functions' is held to (`check-hoist.py` compares the `pext` loops of the
/// token's `bmi2` and `avx512` code with the free function's).
macro_rules! token_probe {
    ($($probe:ident $Loop:ident $name:ident;)*) => {$(
        struct $Loop<'a>(&'a [Square], &'a [u64], &'a mut [u64]);

        impl WithToken for $Loop<'_> {
            type Output = ();

            #[inline(always)]
            fn run<T: Token>(self, token: T) {
                for ((o, &s), &occ) in self.2.iter_mut().zip(self.0).zip(self.1) {
                    *o = token.$name(s, occ);
                }
            }
        }

        #[unsafe(no_mangle)]
        #[inline(never)]
        pub fn $probe(squares: &[Square], occupied: &[u64], out: &mut [u64]) {
            dispatch($Loop(squares, occupied, out))
        }
    )*};
}

token_probe! {
    hoist_probe_token_rook RookLoop rook_attacks_from;
    hoist_probe_token_bishop BishopLoop bishop_attacks_from;
    hoist_probe_token_queen QueenLoop queen_attacks_from;
}

/// The free `side_attacks` in a node entered at the level
/// (`Token::enter`), as an engine calls it once a position: where the
/// active table holds its AVX2 form the free function calls that form
/// directly, so in each level's instance at `avx2` or above the call
/// inlines (`check-hoist.py` reads that no call to it remains there).
#[unsafe(no_mangle)]
#[inline(never)]
pub fn hoist_probe_side_attacks(sides: &[Side], occupied: &[u64], out: &mut [u64]) {
    struct Maps<'a>(&'a [Side], &'a [u64], &'a mut [u64]);
    impl WithToken for Maps<'_> {
        type Output = ();
        #[inline(always)]
        fn run<T: Token>(self, t: T) {
            let Maps(sides, occupied, out) = self;
            t.enter(|_| {
                for ((o, &side), &occ) in out.iter_mut().zip(sides).zip(occupied) {
                    *o = side_attacks(side, occ, Color::White);
                }
            })
        }
    }
    dispatch(Maps(sides, occupied, out))
}

fn main() {
    let mut x = 0x9e37_79b9_7f4a_7c15_u64;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let n = 4096;
    let squares: Vec<Square> = (0..n)
        .map(|_| Square::new((next() % 64) as u8).unwrap())
        .collect();
    let occupied: Vec<u64> = (0..n).map(|_| next() & next()).collect();
    let table = bitboard_simd::KernelTable::scalar();
    let mut out = vec![0; n];
    hoist_probe_rook(&squares, &occupied, &mut out);
    for i in 0..n {
        assert_eq!(out[i], table.rook_attacks_from(squares[i], occupied[i]));
    }
    hoist_probe_bishop(&squares, &occupied, &mut out);
    for i in 0..n {
        assert_eq!(out[i], table.bishop_attacks_from(squares[i], occupied[i]));
    }
    hoist_probe_queen(&squares, &occupied, &mut out);
    for i in 0..n {
        assert_eq!(out[i], table.queen_attacks_from(squares[i], occupied[i]));
    }
    let mut through_token = vec![0; n];
    let sides: Vec<Side> = (0..n)
        .map(|_| Side {
            pawns: next() & next() & next(),
            knights: next() & next() & next() & next(),
            rooks: next() & next() & next() & next(),
            ..Side::default()
        })
        .collect();
    hoist_probe_side_attacks(&sides, &occupied, &mut out);
    for i in 0..n {
        assert_eq!(
            out[i],
            table.side_attacks(sides[i], occupied[i], Color::White)
        );
    }
    hoist_probe_token_queen(&squares, &occupied, &mut through_token);
    assert_eq!(through_token, out);
    hoist_probe_token_rook(&squares, &occupied, &mut through_token);
    for i in 0..n {
        assert_eq!(
            through_token[i],
            table.rook_attacks_from(squares[i], occupied[i])
        );
    }
    hoist_probe_token_bishop(&squares, &occupied, &mut through_token);
    for i in 0..n {
        assert_eq!(
            through_token[i],
            table.bishop_attacks_from(squares[i], occupied[i])
        );
    }
    let mut sink = Sink { out: vec![0; n] };
    // SAFETY: `sink` is a live local holding `n` boards.
    unsafe { hoist_probe_field(&squares, &occupied, &mut sink) };
    assert_eq!(sink.out, out);
    let mut sink = Sink { out: vec![0; n] };
    // SAFETY: as above.
    unsafe { hoist_probe_for_each_field(&squares, occupied[0], &mut sink) };
    for (&attacks, &s) in sink.out.iter().zip(&squares) {
        assert_eq!(attacks, table.queen_attacks_from(s, occupied[0]));
    }
    let mut acc = 0;
    for (&s, &occ) in squares.iter().zip(&occupied) {
        acc = table.queen_attacks_from(s, occ ^ acc);
    }
    assert_eq!(hoist_probe_chain(&squares, &occupied), acc);
    let sum = |f: &dyn Fn(Square, u64) -> u64| {
        squares
            .iter()
            .fold(0u64, |sum, &s| sum.wrapping_add(f(s, occupied[1])))
    };
    type Probe = fn(&[Square], u64) -> u64;
    let pairs: [(Probe, Probe, u64); 3] = [
        (
            hoist_probe_loop_rook,
            hoist_probe_form_rook,
            sum(&|s, o| table.rook_attacks_from(s, o)),
        ),
        (
            hoist_probe_loop_bishop,
            hoist_probe_form_bishop,
            sum(&|s, o| table.bishop_attacks_from(s, o)),
        ),
        (
            hoist_probe_loop_queen,
            hoist_probe_form_queen,
            sum(&|s, o| table.queen_attacks_from(s, o)),
        ),
    ];
    for (free_loop, form, expected) in pairs {
        assert_eq!(free_loop(&squares, occupied[1]), expected);
        assert_eq!(form(&squares, occupied[1]), expected);
    }
    for i in 0..n - 3 {
        let [knights, rooks, ours, occupied] = [0, 1, 2, 3].map(|k| occupied[i + k]);
        let mut attacked = 0u64;
        for s in Square::iter_set(knights) {
            attacked |= knight_attacks_from(s);
        }
        for s in Square::iter_set(rooks) {
            attacked |= table.rook_attacks_from(s, occupied);
        }
        let expected = (attacked & !ours).count_ones() as usize;
        assert_eq!(
            hoist_probe_board_u64(knights, rooks, ours, occupied),
            expected
        );
        let typed = [knights, rooks, ours, occupied].map(Bitboard);
        assert_eq!(
            hoist_probe_board_typed(typed[0], typed[1], typed[2], typed[3]),
            expected
        );
        assert_eq!(
            hoist_probe_board_control(knights, rooks, ours, occupied),
            expected
        );
    }
    let typed: Vec<Bitboard> = occupied.iter().copied().map(Bitboard).collect();
    for &s in &squares[..64] {
        let expected = occupied
            .iter()
            .filter(|&&b| b & s.bit() != 0)
            .fold(0, |u, &b| u | (b ^ s.bit()))
            .count_ones() as usize;
        assert_eq!(hoist_probe_board_slice_u64(&occupied, s), expected);
        assert_eq!(hoist_probe_board_slice_typed(&typed, s), expected);
    }
    println!(
        "hoist probe: {n} lookups per loop agree with the portable table ({})",
        bitboard_simd::describe()
            .to_string()
            .lines()
            .find(|l| l.starts_with("free fn lookups"))
            .unwrap_or("")
    );
}
