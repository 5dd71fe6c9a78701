//! The per-square free functions' lookup, fixed before `main`.
//!
//! The crate's constructor decides which lookup `rook_/bishop_/queen_attacks_from`
//! run (and [`squares`] the many-squares forms) and writes it once into
//! [`KINDS`], a plain static: unlike an atomic load, a plain one can be moved
//! out of a caller's loop, which then runs the lookup inlined, with no call.
//! Unless the loop may write [`KINDS`] (an unknown call, a store through a raw
//! or shared pointer; not one through a `noalias` `&mut [u64]`): then each
//! call loads the kind.
//!
//! # Soundness
//!
//! Only the constructor (`start.rs`) ever writes [`KINDS`] ([`fix_kinds`],
//! [`refix`]), before `main` or inside the `dlopen` that loads the library,
//! on the thread running initialisers:
//!
//! * Before `main` no other thread exists unless an earlier initialiser
//!   started one. Ours has priority 101 (`.init_array.00101`), before every
//!   initialiser without one (C++ static constructors, the `ctor` crate's);
//!   one that takes an earlier slot and calls this crate from a thread it
//!   started is unsupported.
//! * `dlopen` runs a library's initialisers under the loader's lock before
//!   it returns; every other way in (`dlsym`, a second `dlopen`, which waits
//!   for the lock) comes later, so the write happens-before every read from
//!   another thread.
//! * Code on the same thread that runs before the constructor reads the
//!   initial value, [`Kind::Portable`], correct on every CPU; a kind is one
//!   byte, never torn.
//!
//! So no read races with the write, and any other kind read is the
//! constructor's, which the CPU can run ([`fix_kinds`]). Nothing writes
//! [`KINDS`] after `main` starts, as a caller's loop may hold the kind it
//! loaded: the environment variables act through the constructor, and
//! `calibrate()` and `install_wisdom` leave it (`selection::choices`). A
//! panic in the constructor is caught and leaves the initial kinds, as
//! [`Description`](crate::Description) reports. Where no constructor runs
//! (outside [`RUNS`]), [`KINDS`] is never read: the free functions call
//! through their slots, unless the build fixes the kind ([`FIXED`]).

// Without a constructor only the (dead) inlined branch and the tests use this.
#![cfg_attr(
    not(all(
        feature = "std",
        not(miri),
        any(initialisers = "elf", initialisers = "macho", initialisers = "pe")
    )),
    allow(dead_code)
)]

use core::cell::UnsafeCell;

use super::cpu::cpu;
use super::decision::{Target, Use, STATIC_DISPATCH};
use super::fixed::fixed;
use super::inlined::{self, KERNELS};
use super::kernel::Kernel;
use super::kinds::{self, Kind, Piece};
use super::level::active_level;
use crate::types::Square;

/// Whether this build runs [`fix_kinds`] before `main` (`build.rs` sets `initialisers`).
pub(crate) const RUNS: bool = cfg!(all(
    feature = "std",
    not(miri),
    any(
        initialisers = "elf",
        initialisers = "macho",
        initialisers = "pe"
    )
));

/// How many kinds [`KINDS`] holds: [`KERNELS`]'s, then [`SQUARES`]'s.
pub(crate) const N: usize = 6;

/// Where the many-squares kinds start: the `i`th is at `SQUARES_AT + i`.
pub(crate) const SQUARES_AT: usize = KERNELS.len();

/// The many-squares kernels, in the order of their kinds.
pub(crate) const SQUARES: [Kernel; 3] = inlined::SQUARES;

const _: () = assert!(SQUARES_AT + SQUARES.len() == N);

/// One kind per kernel of [`KERNELS`] and [`SQUARES`], and the constructor's outcome.
pub(crate) struct Kinds {
    kinds: UnsafeCell<[Kind; N]>,
    outcome: UnsafeCell<Outcome>,
}

/// What the constructor did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// It has not run (yet, or on this platform, or its object was not linked).
    NotRun,
    /// It fixed the kinds, in this many nanoseconds.
    Fixed { ns: u64 },
    /// It panicked: the kinds stay portable.
    Panicked,
}

// SAFETY: only `Kinds::fix` writes the cells: the constructor on `KINDS`
// before any other thread can read it (the module docs); tests on their own.
unsafe impl Sync for Kinds {}

impl Kinds {
    const fn new() -> Kinds {
        Kinds {
            kinds: UnsafeCell::new([
                Kind::Portable,
                Kind::Portable,
                Kind::Portable,
                Kind::CallTable,
                Kind::CallTable,
                Kind::CallTable,
            ]),
            outcome: UnsafeCell::new(Outcome::NotRun),
        }
    }

    /// The kind of the `i`th kernel: a plain load.
    #[inline(always)]
    pub(crate) fn get(&self, i: usize) -> Kind {
        // SAFETY: no write races with this read (the module docs).
        unsafe { (*self.kinds.get())[i] }
    }

    fn outcome(&self) -> Outcome {
        // SAFETY: as for `get`.
        unsafe { *self.outcome.get() }
    }

    /// Writes the kinds `decide` returns; leaves them if it panics.
    ///
    /// # Safety
    /// No other thread accesses `self` during the call.
    unsafe fn fix(&self, decide: impl FnOnce() -> [Kind; N]) {
        #[cfg(feature = "std")]
        {
            let start = std::time::Instant::now();
            let kinds = std::panic::catch_unwind(std::panic::AssertUnwindSafe(decide));
            let ns = start.elapsed().as_nanos().min(u64::MAX as u128) as u64;
            // SAFETY: no other thread accesses `self` (the caller).
            unsafe {
                match kinds {
                    Ok(kinds) => {
                        *self.kinds.get() = kinds;
                        *self.outcome.get() = Outcome::Fixed { ns };
                    }
                    Err(_) => *self.outcome.get() = Outcome::Panicked,
                }
            }
        }
        #[cfg(not(feature = "std"))]
        {
            // No constructor without `std` (`RUNS`): only tests get here.
            let kinds = decide();
            // SAFETY: no other thread accesses `self` (the caller).
            unsafe {
                *self.kinds.get() = kinds;
                *self.outcome.get() = Outcome::Fixed { ns: 0 };
            }
        }
    }
}

/// The kinds the free functions run (see the module docs).
pub(crate) static KINDS: Kinds = Kinds::new();

/// The kinds no CPU or level this build can meet would change, so their free
/// functions read none: black magic where there is no `pext` form (aarch64, wasm32).
pub(crate) const FIXED: [Option<Kind>; N] = {
    const fn kind(kernel: Kernel) -> Option<Kind> {
        if STATIC_DISPATCH {
            return None;
        }
        match fixed(kernel) {
            Some(method) => Some(kinds::of(Some(method))),
            None => None,
        }
    }
    // A many-squares kind that is no table lookup's calls the table.
    const fn squares_kind(kind: Option<Kind>) -> Option<Kind> {
        match kind {
            Some(kind) if !kinds::has_table(kind) => Some(Kind::CallTable),
            kind => kind,
        }
    }
    let k = KERNELS;
    [
        kind(k[0]),
        kind(k[1]),
        kind(k[2]),
        squares_kind(kind(SQUARES[0])),
        squares_kind(kind(SQUARES[1])),
        squares_kind(kind(SQUARES[2])),
    ]
};

// A fixed kind is never `Pext` (the scalar level, one it is fixed across,
// has no BMI2), so it needs nothing of the CPU.
const _: () = {
    let mut i = 0;
    while i < N {
        assert!(!matches!(FIXED[i], Some(Kind::Pext)));
        i += 1;
    }
};

/// The `i`th kernel's kind: the fixed one (a constant), else [`KINDS`]'s.
#[inline(always)]
pub(crate) fn kind(i: usize) -> Kind {
    match FIXED[i] {
        Some(kind) => kind,
        None => KINDS.get(i),
    }
}

/// Whether the `i`th kernel's free function runs inlined (a constructor or the build fixes it).
#[inline(always)]
pub(crate) const fn inlined_path(i: usize) -> bool {
    (RUNS || FIXED[i].is_some()) && !STATIC_DISPATCH
}

/// Whether a kind the constructor writes for the `i`th kernel takes effect.
pub(crate) const fn writable(i: usize) -> bool {
    inlined_path(i) && FIXED[i].is_none()
}

/// Whether the `i`th kernel's free function may call a table ([`Kind::CallTable`]):
/// a many-squares form always; a per-square lookup where nothing fixes one inlined.
pub(crate) const fn may_call_table(i: usize) -> bool {
    i >= SQUARES_AT || !inlined_path(i)
}

/// The kinds the built-in orders give for the active level on this CPU:
/// what [`fix_kinds`] writes, unless a wisdom or calibration replaces them.
pub(crate) fn decide_kinds() -> [Kind; N] {
    kinds_for(Target::of(cpu()), active_level())
}

/// [`decide_kinds`] for any CPU and level (the tests ask about recorded CPUs).
pub(crate) fn kinds_for(target: Target, level: crate::features::Level) -> [Kind; N] {
    let single =
        KERNELS.map(|kernel: Kernel| kinds::of(kernel.decide(target, level, Use::Inline).method()));
    let squares = squares_kinds(
        SQUARES.map(|kernel: Kernel| kinds::of(kernel.decide(target, level, Use::Inline).method())),
    );
    [
        single[0], single[1], single[2], squares[0], squares[1], squares[2],
    ]
}

/// A table lookup's kind as it is, any other a call through the table.
fn squares_kinds(decided: [Kind; 3]) -> [Kind; 3] {
    decided.map(|kind| {
        if kinds::has_table(kind) {
            kind
        } else {
            Kind::CallTable
        }
    })
}

/// The free functions' bodies where [`RUNS`]: the fixed kind's lookup, inlined.
macro_rules! lookups {
    ($($name:ident $piece:ident $index:literal;)*) => {$(
        #[inline(always)]
        pub(crate) fn $name(sq: Square, occupied: u64) -> u64 {
            // SAFETY: `Pext` is never fixed, so a `Pext` kind is the
            // constructor's, written only where the CPU has `pext` (`fix_kinds`).
            unsafe { kinds::lookup(kind($index), Piece::$piece, sq, occupied) }
        }
    )*};
}

lookups! {
    rook_attacks_from Rook 0;
    bishop_attacks_from Bishop 1;
    queen_attacks_from Queen 2;
}

/// The many-squares free functions' loops, inlined, no call per position; `false`,
/// having written nothing, where the kind is [`Kind::CallTable`] (the caller calls the table).
pub(crate) mod squares {
    use super::kinds::{self, Kind, Lookup, Piece, WithLookup};
    use super::{kind, Square};

    /// The loop of one kind's lookup over the squares.
    struct Squares<'a> {
        piece: Piece,
        squares: &'a [Square],
        occupied: u64,
        output: &'a mut [u64],
    }

    impl WithLookup for Squares<'_> {
        type Output = bool;

        #[inline(always)]
        unsafe fn run<L: Lookup>(self) -> bool {
            for (o, &sq) in self.output.iter_mut().zip(self.squares) {
                // SAFETY: by the caller of `with_lookup`.
                *o = unsafe { kinds::attacks::<L>(self.piece, sq, self.occupied) };
            }
            true
        }

        #[inline(always)]
        fn portable(self) -> bool {
            false
        }
    }

    macro_rules! loops {
        ($($name:ident $with:ident $piece:ident $index:expr;)*) => {$(
            #[doc = concat!("[`crate::", stringify!($name), "`]'s inlined loop, for the fixed kind.")]
            #[inline(always)]
            #[track_caller]
            pub(crate) fn $name(squares: &[Square], occupied: u64, output: &mut [u64]) -> bool {
                if !const { super::inlined_path($index) } {
                    return false;
                }
                // SAFETY: the kind is fixed (never `Pext`), the initial
                // `CallTable`, or the constructor's, which this CPU runs (`fix_kinds`).
                unsafe { $with(kind($index), squares, occupied, output) }
            }

            #[doc = concat!("[`", stringify!($name), "`] for `kind`.")]
            ///
            /// # Safety
            /// `kind` is [`Kind::Pext`] only if the CPU has BMI2.
            #[inline(always)]
            #[track_caller]
            pub(crate) unsafe fn $with(
                kind: Kind,
                squares: &[Square],
                occupied: u64,
                output: &mut [u64],
            ) -> bool {
                if !kinds::has_table(kind) {
                    return false;
                }
                crate::catalogue::check_len!($name, squares, output);
                let piece = Piece::$piece;
                // SAFETY: by the caller.
                unsafe { kinds::with_lookup(kind, Squares { piece, squares, occupied, output }) }
            }
        )*};
    }

    loops! {
        rook_attacks_from_squares rook_with Rook super::SQUARES_AT;
        bishop_attacks_from_squares bishop_with Bishop super::SQUARES_AT + 1;
        queen_attacks_from_squares queen_with Queen super::SQUARES_AT + 2;
    }
}

/// The engine form's loops (`for_each_*_attack`): the kind read once into a local,
/// so nothing the closure does makes the loop read it again, as it may a loop of the
/// free function (`tools/check-hoist.py` compares the two where that one hoists).
pub(crate) mod for_each {
    use super::kinds::{self, Lookup, Piece, WithLookup};
    use super::{kind, Square};

    /// The loop of one kind's lookup, each set handed to `f`.
    struct ForEach<'a, F> {
        piece: Piece,
        squares: &'a [Square],
        occupied: u64,
        f: F,
    }

    impl<F: FnMut(usize, u64)> WithLookup for ForEach<'_, F> {
        type Output = ();

        #[inline(always)]
        unsafe fn run<L: Lookup>(mut self) {
            for (i, &sq) in self.squares.iter().enumerate() {
                // SAFETY: by the caller of `with_lookup`.
                (self.f)(i, unsafe {
                    kinds::attacks::<L>(self.piece, sq, self.occupied)
                });
            }
        }

        #[inline(always)]
        fn portable(mut self) {
            for (i, &sq) in self.squares.iter().enumerate() {
                (self.f)(i, kinds::portable(self.piece, sq, self.occupied));
            }
        }
    }

    macro_rules! loops {
        ($($name:ident $piece:ident $index:literal;)*) => {$(
            #[doc = concat!("[`crate::", stringify!($name), "`]'s loop for the fixed kind; `f` back,")]
            /// not called, where nothing fixes the kind ([`inlined_path`](super::inlined_path)).
            #[inline(always)]
            pub(crate) fn $name<F: FnMut(usize, u64)>(
                squares: &[Square],
                occupied: u64,
                f: F,
            ) -> Result<(), F> {
                // An item, not an inline `const` block: one in this generic
                // function is evaluated under its generics, which evaluates
                // `FIXED` a second time in every build.
                const INLINED: bool = super::inlined_path($index);
                if !INLINED {
                    return Err(f);
                }
                let piece = Piece::$piece;
                // SAFETY: `Pext` is never fixed, so a `Pext` kind is the
                // constructor's, written only where the CPU has `pext` (`fix_kinds`).
                unsafe { kinds::with_lookup(kind($index), ForEach { piece, squares, occupied, f }) };
                Ok(())
            }
        )*};
    }

    loops! {
        rook_attacks_from Rook 0;
        bishop_attacks_from Bishop 1;
        queen_attacks_from Queen 2;
    }
}

/// The constructor's first step (`start.rs`): fixes [`KINDS`]. It writes `Pext` only
/// where the decision chose `bmi2/pext`, which needs detected BMI2 (`selection::inlined`).
///
/// # Safety
/// Called only by the constructor, before any other thread can access [`KINDS`].
#[cfg(feature = "std")]
pub(crate) unsafe fn fix_kinds() {
    // SAFETY: by the caller.
    unsafe { KINDS.fix(decide_kinds) }
}

/// Writes a wisdom's or calibration's `kinds` from the second constructor (`start.rs`).
///
/// # Safety
/// As for [`fix_kinds`]; and `kinds` names lookups this CPU runs at the
/// active level (`choices::check`).
#[cfg_attr(not(feature = "startup-choices"), allow(dead_code))] // the constructor's, with that feature
#[cfg(feature = "std")]
pub(crate) unsafe fn refix(kinds: [Kind; N]) {
    // SAFETY: no other thread accesses `KINDS` (the caller).
    unsafe { *KINDS.kinds.get() = kinds };
}

/// What the constructor did (for `describe()` and the tests).
pub(crate) fn outcome() -> Outcome {
    KINDS.outcome()
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use super::*;

    #[test]
    fn the_constructor_ran_before_main_and_fixed_the_decision() {
        if !RUNS {
            assert_eq!(outcome(), Outcome::NotRun);
            return;
        }
        assert!(
            matches!(outcome(), Outcome::Fixed { .. }),
            "{:?}",
            outcome()
        );
        assert_eq!(
            (0..N).map(|i| KINDS.get(i)).collect::<std::vec::Vec<_>>(),
            decide_kinds().to_vec()
        );
    }

    /// What is fixed follows the architecture, and is the decision here too.
    #[test]
    fn the_fixed_kinds_follow_the_architecture() {
        let no_pext = cfg!(any(target_arch = "aarch64", target_arch = "wasm32"));
        if no_pext && cfg!(feature = "magic-table") {
            assert_eq!(FIXED[..SQUARES_AT], [Some(Kind::BlackMagic); 3]);
        }
        // wasm32's tables take black magic for the many-squares forms too.
        if cfg!(all(target_family = "wasm", feature = "magic-table")) {
            assert_eq!(FIXED[SQUARES_AT..], [Some(Kind::BlackMagic); 3]);
        }
        if cfg!(all(
            target_arch = "x86_64",
            feature = "pext-table",
            not(miri)
        )) && !STATIC_DISPATCH
        {
            assert_eq!(FIXED[..SQUARES_AT], [None; 3]);
        }
        let decided = decide_kinds();
        for i in 0..N {
            if let Some(kind) = FIXED[i] {
                assert_eq!(kind, decided[i], "kind {i}");
                assert_eq!(super::kind(i), kind);
            }
        }
    }

    #[test]
    #[cfg_attr(
        target_family = "wasm",
        ignore = "wasm32-wasip1 aborts on panic: nothing to catch"
    )]
    fn a_panic_in_the_decision_leaves_the_portable_lookup() {
        let kinds = Kinds::new();
        // SAFETY: a local `Kinds`, this thread's alone.
        unsafe { kinds.fix(|| panic!("decision failed")) };
        assert_eq!(kinds.outcome(), Outcome::Panicked);
        assert!((0..SQUARES_AT).all(|i| kinds.get(i) == Kind::Portable));
        assert!((SQUARES_AT..N).all(|i| kinds.get(i) == Kind::CallTable));
        let fixed = Kinds::new();
        let chosen = [
            Kind::Pext,
            Kind::BlackMagic,
            Kind::Portable,
            Kind::Pext,
            Kind::BlackMagic,
            Kind::CallTable,
        ];
        // SAFETY: as above.
        unsafe { fixed.fix(|| chosen) };
        assert!(matches!(fixed.outcome(), Outcome::Fixed { .. }));
        assert_eq!(
            (0..N).map(|i| fixed.get(i)).collect::<std::vec::Vec<_>>(),
            chosen
        );
    }
}

/// The many-squares kinds against the decision, for every recorded x86-64 CPU.
#[cfg(all(test, feature = "std", target_arch = "x86_64"))]
mod squares_kind_tests {
    use super::*;
    use crate::selection::inlined::{squares_form, SquaresForm};
    use crate::selection::method::Method;

    fn valid(kind: Kind) -> bool {
        matches!(kind, Kind::CallTable | Kind::Pext | Kind::BlackMagic)
    }

    #[test]
    // Data only: nothing Miri would add.
    #[cfg_attr(miri, ignore)]
    fn every_recorded_cpu_gets_a_valid_squares_kind() {
        use crate::features::Features;
        use crate::selection::class::CpuClass;
        let mut checked = 0;
        for (name, cpu) in crate::detect::recorded::cpus() {
            if !cpu.features().contains(Features::compile_time()) || STATIC_DISPATCH {
                continue;
            }
            let target = Target::of(&cpu);
            let class = CpuClass::of(&cpu);
            let level = cpu.highest_level();
            let decided = kinds_for(target, level);
            for (i, kernel) in SQUARES.into_iter().enumerate() {
                let kind = decided[SQUARES_AT + i];
                let context = std::format!("{name}: {kernel} ({class}), kind {kind:?}");
                assert!(valid(kind), "{context}");
                let d = kernel.decide(target, level, Use::Inline);
                // The decision's lookup, or a call through the table.
                assert_eq!(kinds::method(kind), d.method(), "{context}: {d}");
                if let Some(imp) = d.implementation() {
                    assert!(cpu.features().contains(imp.requires()), "{context}");
                    assert!(!(cpu.pext_slow() && imp.uses_pext()), "{context}");
                }
                let single = decided[i];
                let table = kernel.decide(target, level, Use::Table).method();
                match squares_form(class, i) {
                    SquaresForm::Loop if kinds::has_table(single) => {
                        assert_eq!(kind, single, "{context}")
                    }
                    _ => assert_eq!(
                        kind,
                        match table {
                            Some(Method::Bmi2Pext) => Kind::Pext,
                            Some(Method::ScalarBlackMagic) => Kind::BlackMagic,
                            _ => Kind::CallTable,
                        },
                        "{context}: the table holds {table:?}"
                    ),
                }
            }
            checked += 1;
        }
        if !STATIC_DISPATCH {
            assert!(checked > 10, "only {checked} CPUs can run this build");
        }
    }
}

#[cfg(all(test, feature = "std"))]
mod squares_tests {
    use super::squares::{bishop_with, queen_with, rook_with};
    use super::*;
    use std::vec::Vec;

    type With = unsafe fn(Kind, &[Square], u64, &mut [u64]) -> bool;

    /// Every inlined loop this build and CPU can run, against the portable lookup.
    #[test]
    fn the_inlined_many_squares_loops_match_the_single_lookups() {
        let pieces: [(With, Piece); 3] = [
            (rook_with, Piece::Rook),
            (bishop_with, Piece::Bishop),
            (queen_with, Piece::Queen),
        ];
        let mut kinds = std::vec![Kind::CallTable];
        if cfg!(feature = "magic-table") {
            kinds.push(Kind::BlackMagic);
        }
        if cfg!(all(target_arch = "x86_64", feature = "pext-table"))
            && cpu().features().contains(crate::features::Features::BMI2)
        {
            kinds.push(Kind::Pext);
        }
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for (with, piece) in pieces {
            for &kind in &kinds {
                for len in 0..=20 {
                    let squares: Vec<Square> = (0..len)
                        .map(|_| Square::new((next() % 64) as u8).unwrap())
                        .collect();
                    for occupied in [0, u64::MAX, next() & next(), next()] {
                        let mut out = std::vec![0xdead_beef; len];
                        // SAFETY: `Pext` is tried only where the CPU has BMI2.
                        let ran = unsafe { with(kind, &squares, occupied, &mut out) };
                        assert_eq!(ran, kind != Kind::CallTable, "kind {kind:?}");
                        let want: Vec<u64> = if ran {
                            squares
                                .iter()
                                .map(|&s| kinds::portable(piece, s, occupied))
                                .collect()
                        } else {
                            std::vec![0xdead_beef; len]
                        };
                        assert_eq!(out, want, "kind {kind:?}, {len} squares, {occupied:#x}");
                    }
                }
            }
        }
    }

    #[test]
    #[should_panic(expected = "`squares` has 2 elements but `output` has 1")]
    #[cfg_attr(
        target_family = "wasm",
        ignore = "wasm32-wasip1 aborts on panic: nothing to catch"
    )]
    fn an_inlined_loop_checks_the_lengths() {
        let mut out = [0u64; 1];
        // SAFETY: black magic needs no CPU feature.
        unsafe { rook_with(Kind::BlackMagic, &[Square::A1, Square::H8], 0, &mut out) };
    }
}
