//! The per-square free functions' lookup, fixed before `main`.
//!
//! `rook_/bishop_/queen_attacks_from` are called in an engine's hottest
//! loops. Where the platform runs constructors, a constructor of this crate
//! decides, before `main`, which lookup each of them runs (`pext`, black
//! magic or the portable Hyperbola Quintessence), and writes that choice
//! once into [`KINDS`], a plain (non-atomic) static. A free function reads it
//! with a plain load and runs the chosen lookup inlined, with no call on
//! any path, and every lookup table at a static address. A loop that calls
//! a free function therefore holds nothing that could change the kind:
//! LLVM moves the load out of the loop and unswitches the branch, and the
//! loop runs the token's machine code. (An atomic load, which the crate
//! used before, is never moved out of a loop.)
//!
//! The many-squares forms (`*_attacks_from_squares`) follow: the same
//! constructor records, for each, the lookup whose loop its free function
//! runs inlined ([`squares`]): the per-square free function's own (the
//! loop form) or the table's choice where that is `bmi2/pext` or
//! `scalar/black_magic`, as the class's many-squares order says
//! (`selection::inlined`), or none, and the free function calls the
//! table.
//!
//! Where the hoist stops: LLVM must see that nothing in the loop writes
//! [`KINDS`]. A store through a `&mut [u64]` parameter cannot (it is
//! `noalias`); a call to an unknown function or a store through a raw
//! pointer or through a field of a struct behind a shared or raw pointer may,
//! so such a loop loads the kind (one load and a predictable branch per
//! call, still no indirect call). A token (`dispatch`) has no load at all.
//!
//! # Soundness
//!
//! [`KINDS`] is written only by the crate's constructor (`start.rs`),
//! through [`fix_kinds`] and, where a wisdom file or a calibration before
//! `main` replaces the built-in kinds, [`refix`], and by nothing else,
//! ever. The constructor runs before `main` (or, for a shared
//! library, inside the `dlopen` that loads it), on the thread that runs the
//! program's or the library's initialisers:
//!
//! * Before `main` no thread of the program exists but the one running
//!   initialisers, unless an earlier initialiser started one. Ours is placed
//!   at priority 101 (`.init_array.00101`), which runs before every
//!   initialiser without a priority (C++ static constructors, the `ctor`
//!   crate's), so only an initialiser that asked for an earlier slot could
//!   have started a thread; one doing so and calling this crate from that
//!   thread is outside what this crate supports.
//! * `dlopen` runs a library's initialisers under the loader's lock before
//!   it returns, and every other way into the library (`dlsym` on the
//!   handle, a second `dlopen`, which waits for the lock) comes after that:
//!   the write happens-before every read from another thread.
//! * Code on the same thread that runs before the constructor (another
//!   initialiser) reads the initial value, [`Kind::Portable`], whose
//!   lookup is correct on every CPU. It is never torn: a kind is one byte,
//!   read and written whole.
//!
//! So no read races with the write. A read of a kind other than
//! [`Kind::Portable`] sees the constructor's value, which names a lookup the
//! CPU can run (see [`fix_kinds`]).
//!
//! Where no constructor runs (no `std`, Miri, wasm and any platform outside
//! [`RUNS`]), [`KINDS`] is never read: the per-square free functions call
//! the active table through their slots like every other kernel, except
//! where the kind is [`FIXED`]; the token (`dispatch`) is the way to run a
//! lookup inlined there.
//!
//! # Kinds fixed at compile time
//!
//! Where no CPU and no level a build can meet would choose another lookup
//! ([`FIXED`]: aarch64 and wasm32, which have no `pext` form, run black
//! magic everywhere), the free function reads no kind at all: the lookup
//! is a constant of the build, with or without a constructor. On wasm32,
//! where no constructor runs, this is what brings the per-square free
//! functions to the token's speed; `BITBOARD_SIMD` cannot change them, as
//! every level it may cap to makes the same choice.
//!
//! # What meets the choice
//!
//! * `BITBOARD_SIMD` is read by the constructor (the same one-time choice as
//!   [`kernels`](crate::kernels)): the cap applies to the free functions,
//!   and changing the variable after the program has started changes
//!   nothing, as before.
//! * `BITBOARD_SIMD_WISDOM` and `BITBOARD_SIMD=calibrate` are read by the
//!   same constructor, which installs their inline choices here
//!   (`start.rs`); `install_wisdom` at run time accepts only the inline
//!   choices in force (`selection::choices`).
//! * `calibrate()` after start-up replaces the active table, which the other
//!   single-board free functions follow, and the token's lookups, but not
//!   these kinds: it measures them too, but a caller's loop may hold the
//!   kind it loaded, so nothing writes [`KINDS`] after `main` has started.
//!   `BITBOARD_SIMD=calibrate` (the `startup-choices` feature) measures and
//!   installs them in the constructor instead.
//! * A panic inside the constructor cannot unwind out of it: it is caught,
//!   the per-square kinds stay [`Kind::Portable`] and the many-squares
//!   kinds [`Kind::CallTable`] (correct, slower), and
//!   [`Description`](crate::Description) says so. The rest of the dispatch
//!   then settles on first use, as without a constructor.
//!
//! The constructor's work: the CPU detection and the level choice, which
//! the first use of the crate would do anyway, and six decisions. It
//! records its own duration ([`elapsed_ns`]; `describe()` prints it).

// Where no constructor runs, only the free functions' (dead) branch and
// the tests use what is below.
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

/// Whether this build runs [`fix_kinds`] before `main`: `std` (a hosted
/// platform), not Miri, and an object format whose list of initialisers
/// the crate writes (ELF, Mach-O, PE: `build.rs` sets `initialisers` from
/// the target OS).
pub(crate) const RUNS: bool = cfg!(all(
    feature = "std",
    not(miri),
    any(
        initialisers = "elf",
        initialisers = "macho",
        initialisers = "pe"
    )
));

// The kinds of lookup a free function runs (`kinds.rs`): for a per-square
// kernel, `Portable` (the portable Hyperbola Quintessence, the initial
// value: correct everywhere, no table), `Pext` or `BlackMagic`; for a
// many-squares kernel, `CallTable` (call the active table, the initial
// value) or a table lookup's (`Pext`, `BlackMagic`), whose loop then runs
// inlined.

/// How many kinds [`KINDS`] holds: the per-square kernels of
/// [`KERNELS`], then their many-squares forms
/// ([`SQUARES`]), in the same order.
pub(crate) const N: usize = 6;

/// Where the many-squares kinds start among the [`N`]: the `i`th
/// many-squares kernel's kind is at `SQUARES_AT + i`, after the per-square
/// kernels' (at `i`).
pub(crate) const SQUARES_AT: usize = KERNELS.len();

/// The many-squares kernels, whose free functions run a lookup's loop
/// inlined where their decision names one, in the order of their kinds
/// (`KINDS.get(SQUARES_AT + i)`).
pub(crate) const SQUARES: [Kernel; 3] = inlined::SQUARES;

const _: () = assert!(SQUARES_AT + SQUARES.len() == N);

/// One kind per per-square kernel (in the order of [`KERNELS`])
/// and per many-squares kernel ([`SQUARES`]), and the constructor's outcome.
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

// SAFETY: the cells are written only by `Kinds::fix`, which the constructor
// calls once on `KINDS` before any other thread can read it (the module
// docs), and which tests call on their own local `Kinds`; every other
// access is a read.
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

    /// Writes the kinds `decide` returns, or leaves them portable if it
    /// panics.
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

/// The kinds that no CPU and no level this build can meet would change
/// (`fixed::fixed`): the inlined decisions of the per-square lookups and
/// of their many-squares forms. Where a kind is fixed, its free
/// function runs that lookup with no kind read at all, whether or not a
/// constructor runs: on aarch64 and wasm32, which have no `pext` form,
/// black magic for all six (with the `magic-table` feature). On x86-64
/// none is fixed (`pext` where the CPU has a fast one), and a build with
/// static dispatch does not come here.
pub(crate) const FIXED: [Option<Kind>; N] = {
    const fn kind(kernel: Kernel, use_: Use) -> Option<Kind> {
        if STATIC_DISPATCH {
            return None;
        }
        match fixed(kernel, use_) {
            Some(method) => Some(kinds::of(Some(method))),
            None => None,
        }
    }
    // A many-squares kind that is no table lookup's is a call through the
    // table, whatever the decision's row (`squares_kinds`).
    const fn squares_kind(kind: Option<Kind>) -> Option<Kind> {
        match kind {
            Some(kind) if !kinds::has_table(kind) => Some(Kind::CallTable),
            kind => kind,
        }
    }
    let k = KERNELS;
    [
        kind(k[0], Use::Inline),
        kind(k[1], Use::Inline),
        kind(k[2], Use::Inline),
        squares_kind(kind(SQUARES[0], Use::Inline)),
        squares_kind(kind(SQUARES[1], Use::Inline)),
        squares_kind(kind(SQUARES[2], Use::Inline)),
    ]
};

// A fixed kind is never `Pext`: the scalar level, one of those it is fixed
// across, has no BMI2. (So a fixed kind needs nothing of the CPU.)
const _: () = {
    let mut i = 0;
    while i < N {
        assert!(!matches!(FIXED[i], Some(Kind::Pext)));
        i += 1;
    }
};

/// The kind of the `i`th kernel: the fixed one where there is one (a
/// constant), else [`KINDS`]'s.
#[inline(always)]
pub(crate) fn kind(i: usize) -> Kind {
    match FIXED[i] {
        Some(kind) => kind,
        None => KINDS.get(i),
    }
}

/// Whether the free function of the `i`th kernel runs its inlined path
/// (this module's [`rook_attacks_from`], ..., and [`squares`]): where a
/// constructor fixes the kinds, or where the kind is fixed at compile time.
#[inline(always)]
pub(crate) const fn inlined_path(i: usize) -> bool {
    (RUNS || FIXED[i].is_some()) && !STATIC_DISPATCH
}

/// Whether a kind the constructor writes for the `i`th kernel changes what
/// its free function runs: where the free function reads the kind and the
/// build does not fix it.
pub(crate) const fn writable(i: usize) -> bool {
    inlined_path(i) && FIXED[i].is_none()
}

/// Whether the `i`th kernel's free function may call a table
/// ([`Kind::CallTable`]): a many-squares form always may (where its table
/// choice has no inlined loop); a per-square lookup where nothing fixes an
/// inlined one (no constructor, no kind fixed by the build), and with
/// static dispatch, where every free function calls the compile-time table
/// (`choices::called_table`).
pub(crate) const fn may_call_table(i: usize) -> bool {
    i >= SQUARES_AT || !inlined_path(i)
}

/// The kinds for the active level on this CPU: the inlined decision of
/// each per-square kernel, then for each many-squares kernel the lookup
/// whose loop its inlined decision runs (the class's many-squares order:
/// the loop of the per-square lookup, or the table's form where that is a
/// lookup the free function inlines), or [`Kind::CallTable`].
fn decide_kinds() -> [Kind; N] {
    kinds_for(Target::of(cpu()), active_level())
}

/// [`decide_kinds`] for any CPU and level (the tests ask it about the
/// recorded CPUs).
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

/// The many-squares kinds of the decisions' kinds: a table lookup's kind
/// (`Pext`, `BlackMagic`) as it is, any other [`Kind::CallTable`] (a call
/// through the table). The decision names no other
/// (`decision::decide_squares`); this keeps a many-squares kind one of
/// those whatever it names.
fn squares_kinds(decided: [Kind; 3]) -> [Kind; 3] {
    decided.map(|kind| {
        if kinds::has_table(kind) {
            kind
        } else {
            Kind::CallTable
        }
    })
}

/// The free functions' bodies where [`RUNS`]: the fixed kind's lookup
/// (`kinds::lookup`), inlined, each with its table at a static address.
macro_rules! lookups {
    ($($name:ident $piece:ident $index:literal;)*) => {$(
        #[inline(always)]
        pub(crate) fn $name(sq: Square, occupied: u64) -> u64 {
            // SAFETY: `Pext` is never fixed, so where the kind is `Pext` it
            // is the constructor's, which names a lookup whose one
            // instruction beyond x86-64, `pext`, the CPU has (`fix_kinds`).
            unsafe { kinds::lookup(kind($index), Piece::$piece, sq, occupied) }
        }
    )*};
}

lookups! {
    rook_attacks_from Rook 0;
    bishop_attacks_from Bishop 1;
    queen_attacks_from Queen 2;
}

/// The many-squares free functions' loops where [`RUNS`]: the decided
/// `pext` or black-magic lookup run inlined in the caller, one lookup per
/// square with the occupancy in a register, and no call per position (the
/// call through the table costs as much as a few of the lookups themselves
/// at an engine's dozen squares). Each returns `false`, having written
/// nothing, where its kind is [`Kind::CallTable`]: the caller calls the
/// table.
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

    // Each returns `false` at once (a constant) where neither a
    // constructor nor a fixed kind decides ([`super::inlined_path`]).

    macro_rules! loops {
        ($($name:ident $with:ident $piece:ident $index:expr;)*) => {$(
            #[doc = concat!("[`crate::", stringify!($name), "`]'s inlined loop, for the fixed kind.")]
            #[inline(always)]
            #[track_caller]
            pub(crate) fn $name(squares: &[Square], occupied: u64, output: &mut [u64]) -> bool {
                if !const { super::inlined_path($index) } {
                    return false;
                }
                // SAFETY: the kind is fixed (never `Pext`), or the
                // constructor's (or the initial `CallTable`), which names a
                // lookup this CPU runs (`fix_kinds`).
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

/// The engine form's loops (`for_each_*_attack`): the per-square kind read
/// once, before the loop, and the loop of that lookup, inlined, handing
/// each set to the caller's closure. The kind is a local: nothing the
/// closure does (a call, a store through a pointer) can make the loop read
/// it again, which a loop of the free function cannot promise.
///
/// Where the kind is hoisted out of a loop of the free function too, the
/// two compile to the same machine code (`tools/check-hoist.py` compares
/// them in CI); a gap between them in a bench is code placement
/// (`docs/report.md`, "The many-squares forms"). A queen
/// form on `avx2/lanes-gfni`'s vector lanes, each lane handed to the
/// closure, measured within that spread of the `pext` loop on Zen 4 and
/// was not kept (same section).
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
            /// not called, where the kind is not fixed (no constructor, or
            /// static dispatch: [`inlined_path`](super::inlined_path)).
            #[inline(always)]
            pub(crate) fn $name<F: FnMut(usize, u64)>(
                squares: &[Square],
                occupied: u64,
                f: F,
            ) -> Result<(), F> {
                if !const { super::inlined_path($index) } {
                    return Err(f);
                }
                let piece = Piece::$piece;
                // SAFETY: `Pext` is never fixed, so where the kind is
                // `Pext` it is the constructor's, which names a lookup whose
                // one instruction beyond x86-64, `pext`, the CPU has
                // (`fix_kinds`).
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

/// The constructor's first step (`start.rs` holds the constructor): fixes
/// [`KINDS`] before `main`.
///
/// The kinds it writes name a lookup this CPU runs: `Pext` only where the
/// inlined decision chose `bmi2/pext`, which it does only if the active
/// level's features, detected on this CPU, contain BMI2 (all that lookup's
/// inline assembly executes; `selection::inlined` tests both).
///
/// # Safety
/// Called only by the crate's constructor, before any other thread can
/// access [`KINDS`] (the module docs).
#[cfg(feature = "std")]
pub(crate) unsafe fn fix_kinds() {
    // SAFETY: by the caller.
    unsafe { KINDS.fix(decide_kinds) }
}

/// The kinds the built-in orders give for this CPU and level (what
/// [`fix_kinds`] writes unless a wisdom file or a calibration before `main`
/// replaces them).
pub(crate) fn decided_kinds() -> [Kind; N] {
    decide_kinds()
}

/// Writes `kinds` over [`KINDS`]: a wisdom file's or a calibration's, from
/// the crate's second constructor (`start.rs`), which runs after
/// [`fix_kinds`] and before `main`.
///
/// # Safety
/// As for [`fix_kinds`]: called from a constructor before `main`, when no
/// other thread can access [`KINDS`]; `kinds` names lookups this CPU runs
/// at the active level (`choices::check`).
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

/// How long the constructor took, if it ran.
#[allow(dead_code)] // introspection and tests
pub(crate) fn elapsed_ns() -> Option<u64> {
    match outcome() {
        Outcome::Fixed { ns } => Some(ns),
        _ => None,
    }
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

    /// What is fixed follows the architecture (a property of the build,
    /// not of the CPU): with no `pext` form (aarch64, wasm32) the
    /// per-square lookups are black magic for every CPU; on x86-64 they
    /// depend on `pext`. A fixed kind is the decision at this CPU's active
    /// level too.
    #[test]
    fn the_fixed_kinds_follow_the_architecture() {
        let no_pext = cfg!(any(target_arch = "aarch64", target_arch = "wasm32"));
        if no_pext && cfg!(feature = "magic-table") {
            assert_eq!(FIXED[..SQUARES_AT], [Some(Kind::BlackMagic); 3]);
        }
        // On wasm32 every level's table takes black magic for the
        // many-squares forms too, so whichever form a class's order names,
        // it is that loop (`docs/wasm.md`).
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
        // SAFETY: as above.
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

/// The many-squares kinds against the decision, for every CPU of
/// `tests/data/cpuid.tsv` at its highest level (x86-64 records: only an
/// x86-64 build runs on them). (`describe.rs` holds the kinds this process
/// fixed to what `describe()` says.)
#[cfg(all(test, feature = "std", target_arch = "x86_64"))]
mod squares_kind_tests {
    use super::*;
    use crate::selection::inlined::{squares_form, SquaresForm};
    use crate::selection::method::Method;

    /// Whether `kind` is one a many-squares kind may be.
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
                // The kind is the decision's lookup, or a call through the
                // table where the decision names none.
                assert_eq!(kinds::method(kind), d.method(), "{context}: {d}");
                if let Some(imp) = d.implementation() {
                    assert!(cpu.features().contains(imp.requires()), "{context}");
                    assert!(!(cpu.pext_slow() && imp.uses_pext()), "{context}");
                }
                let single = decided[i];
                let table = kernel.decide(target, level, Use::Table).method();
                match squares_form(class, i) {
                    // The loop of the per-square free function's lookup,
                    // where that has a table.
                    SquaresForm::Loop if kinds::has_table(single) => {
                        assert_eq!(kind, single, "{context}")
                    }
                    // Else the table's form: its loop where it is a lookup
                    // the free function inlines.
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

    /// Every inlined loop this build and CPU can run, against the portable
    /// lookup (itself checked against the naive definitions in
    /// `tests/suite/kernels.rs`), on every length 0–20 and a few occupancies; the
    /// `CallTable` kind writes nothing and returns `false`.
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
