//! The choices in force for every use, and where each came from: the one
//! place every source installs through and every use is read from
//! (run-time state).
//!
//! Three uses, each with its choice per kernel:
//!
//! * **table**: the active [`KernelTable`] (what [`kernels`] returns, what
//!   the free functions call through their slots, the batch forms);
//! * **inline**: what the free functions run inlined in the caller: the
//!   per-square lookup kind of `rook_/bishop_/queen_attacks_from` (and so
//!   of `king_safety`'s scan and the engine forms), and whether each
//!   many-squares form runs the loop of a lookup or calls the table;
//! * **token**: what [`dispatch`](fn@crate::dispatch) runs: its level's
//!   token table, fixed when the crate is compiled, so no source installs
//!   another (a wisdom lists its per-square lookups to say what ran).
//!
//! Three sources: the built-in orders ([`ChoiceSource::Orders`]: the class
//! orders, the predictions and the registry's order, through the one
//! decision), calibration ([`ChoiceSource::Calibration`]: measured in this
//! process) and a wisdom file ([`ChoiceSource::Wisdom`]). Whatever the source,
//! a choice enters through [`install`] (at run time) or
//! [`install_before_main`] (the constructors), which record the source per
//! use; `describe()` prints it.
//!
//! The inline choices are the one exception to "any time": they are read
//! with a plain load that a caller's loop hoists (`before_main.rs`), so
//! only a constructor may write them. At run time [`install`] accepts an
//! inline choice only if it is already the one in force, and says so
//! otherwise ([`Refusal::InlineFixed`]).

// Without `std` nothing installs (no wisdom, no calibration): only the
// reads of what is in force are used.
#![cfg_attr(not(feature = "std"), allow(dead_code))]

use core::sync::atomic::{AtomicU8, Ordering};

use super::active::kernels;
use super::before_main;
use super::decision::{Use, STATIC_DISPATCH};
use super::inlined::KERNELS;
use super::kernel::Kernel;
use super::kinds::{self, Kind};
use super::table::{KernelTable, COMPILE_TIME};

/// Where a choice in force came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChoiceSource {
    /// The crate's built-in orders: the CPU class's measured
    /// order, else the registry's (what `describe()` explains per kernel).
    Orders,
    /// Measured in this process ([`calibrate`](crate::calibrate), or
    /// `BITBOARD_SIMD=calibrate` before `main`).
    Calibration,
    /// Loaded from a wisdom text (`install_wisdom`, or the file
    /// `BITBOARD_SIMD_WISDOM` names, before `main`).
    Wisdom,
}

impl ChoiceSource {
    const ALL: [ChoiceSource; 3] = [
        ChoiceSource::Orders,
        ChoiceSource::Calibration,
        ChoiceSource::Wisdom,
    ];

    /// A few words for `describe()`.
    pub fn name(self) -> &'static str {
        match self {
            ChoiceSource::Orders => "built-in orders",
            ChoiceSource::Calibration => "calibration",
            ChoiceSource::Wisdom => "wisdom",
        }
    }
}

impl core::fmt::Display for ChoiceSource {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

/// The source of the table's and the inline choices, as indices of
/// [`ChoiceSource::ALL`] (a token's are always the built-in orders').
static SOURCES: [AtomicU8; 2] = [const { AtomicU8::new(0) }; 2];

/// Where the choices of `use_` in force came from.
pub(crate) fn source(use_: Use) -> ChoiceSource {
    match use_ {
        Use::Table => ChoiceSource::ALL[SOURCES[0].load(Ordering::Acquire) as usize % 3],
        Use::Inline => ChoiceSource::ALL[SOURCES[1].load(Ordering::Acquire) as usize % 3],
        Use::Token => ChoiceSource::Orders,
    }
}

fn set_source(use_: Use, source: ChoiceSource) {
    let i = ChoiceSource::ALL
        .iter()
        .position(|&s| s == source)
        .unwrap_or(0);
    match use_ {
        Use::Table => SOURCES[0].store(i as u8, Ordering::Release),
        Use::Inline => SOURCES[1].store(i as u8, Ordering::Release),
        Use::Token => {}
    }
}

/// How many inline choices there are: the per-square kernels
/// ([`KERNELS`]), then their many-squares forms ([`before_main::SQUARES`]).
pub(crate) const INLINE: usize = before_main::N;

/// The kernels of the inline choices, in order.
pub(crate) const INLINE_KERNELS: [Kernel; INLINE] = [
    KERNELS[0],
    KERNELS[1],
    KERNELS[2],
    before_main::SQUARES[0],
    before_main::SQUARES[1],
    before_main::SQUARES[2],
];

/// Every use's choices, whatever made them.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Choices {
    /// The table's (and the batch forms').
    pub(crate) table: KernelTable,
    /// The inline kinds (`kinds.rs`): a lookup kind per per-square
    /// kernel; per many-squares kernel a table-lookup kind (its loop runs
    /// inlined) or [`Kind::CallTable`] (the call through the table).
    pub(crate) inline: [Kind; INLINE],
    /// Where the table's and the inline choices come from.
    pub(crate) sources: [ChoiceSource; 2],
}

/// The inline kinds in force: the constructor's (or the build's) where the
/// free functions read them; else a call through the table
/// ([`called_table`]).
pub(crate) fn inline_in_force() -> [Kind; INLINE] {
    core::array::from_fn(|i| {
        if before_main::inlined_path(i) {
            before_main::kind(i)
        } else {
            Kind::CallTable
        }
    })
}

/// The table a free function whose inline kind is [`Kind::CallTable`]
/// calls, where `table` is the active one: the compile-time table with
/// static dispatch (the build's choice, whatever is installed), else
/// `table`.
pub(crate) fn called_table(table: &KernelTable) -> &KernelTable {
    if STATIC_DISPATCH {
        &COMPILE_TIME
    } else {
        table
    }
}

/// The choices in force.
pub(crate) fn in_force() -> Choices {
    Choices {
        table: *kernels(),
        inline: inline_in_force(),
        sources: [source(Use::Table), source(Use::Inline)],
    }
}

/// Why [`install`] refused (nothing was changed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Refusal {
    /// The inline choice of this kernel differs from the one in force,
    /// which only a constructor may change.
    InlineFixed(Kernel),
    /// The table is not one of this CPU at the active level (a feature
    /// beyond the active table's).
    Table(Kernel),
    /// The inline kind of this kernel is not one its free function has, or
    /// needs a feature beyond the active table's.
    Inline(Kernel),
}

/// Whether the `i`th inline choice may be `kind` with the active table's
/// `features`: a lookup the free function has inlined code for, whose
/// implementation needs nothing beyond `features` (so `pext` only with
/// BMI2); or [`Kind::CallTable`] where the free function may call the
/// table (`before_main::may_call_table`).
fn inline_kind_runs(i: usize, kind: Kind, features: crate::features::Features) -> bool {
    if kind == Kind::CallTable {
        return before_main::may_call_table(i);
    }
    let Some(method) = kinds::method(kind) else {
        return false;
    };
    if i >= before_main::SQUARES_AT && !kinds::has_table(kind) {
        return false;
    }
    INLINE_KERNELS[i]
        .implementations()
        .any(|imp| imp.method() == method && features.contains(imp.requires()))
}

/// Checks `choices` against what this process can install at run time.
pub(crate) fn check(choices: &Choices, before_main: bool) -> Result<(), Refusal> {
    let active = kernels();
    for (kernel, imp) in choices.table.iter() {
        if !active.features().contains(imp.requires()) {
            return Err(Refusal::Table(kernel));
        }
    }
    let now = inline_in_force();
    // A many-squares form that calls the table runs the table's lookup:
    // where that is a table lookup, the call and the loop of that lookup are
    // one choice (so a wisdom naming either is the choice in force).
    let canon = |i: usize, kind: Kind| {
        let table = kinds::of(Some(
            called_table(&choices.table)
                .implementation(INLINE_KERNELS[i])
                .method(),
        ));
        if before_main::may_call_table(i) && kind == Kind::CallTable && kinds::has_table(table) {
            table
        } else {
            kind
        }
    };
    for i in 0..INLINE {
        let kind = choices.inline[i];
        // Before `main` a constructor writes every kind but those the
        // build fixes; at run time none may change.
        let writable = before_main && before_main::writable(i);
        if canon(i, kind) != canon(i, now[i]) && !writable {
            return Err(Refusal::InlineFixed(INLINE_KERNELS[i]));
        }
        if !inline_kind_runs(i, kind, active.features()) {
            return Err(Refusal::Inline(INLINE_KERNELS[i]));
        }
    }
    Ok(())
}

/// Makes `table` the active one and points the free functions' slots at
/// it (the table's source is the caller's).
#[cfg(feature = "std")]
pub(crate) fn install_table(table: &'static KernelTable, source: ChoiceSource) {
    // Settle the default first, so a later first call of `kernels()`
    // cannot overwrite the installed table.
    kernels();
    // SeqCst, and before the slots: see `slots::point_at_active`, which
    // must not leave a slot pointing at the table this one replaces.
    super::active::ACTIVE.store(
        table as *const KernelTable as *mut KernelTable,
        Ordering::SeqCst,
    );
    super::slots::point_at(table);
    set_source(Use::Table, source);
}

/// Installs every use's choices at run time, all or nothing: the table
/// and the inline choices where they are the ones in
/// force already (see the module docs). The table is leaked: an install
/// is rare, and a table still in use by another thread must stay valid.
#[cfg(feature = "std")]
pub(crate) fn install(choices: &Choices) -> Result<(), Refusal> {
    check(choices, false)?;
    install_table_leaked(choices);
    set_source(Use::Inline, choices.sources[1]);
    Ok(())
}

#[cfg(feature = "std")]
fn install_table_leaked(choices: &Choices) {
    let table: &'static KernelTable = std::boxed::Box::leak(std::boxed::Box::new(choices.table));
    install_table(table, choices.sources[0]);
}

/// The inline kinds the built-in orders give (what the constructor writes
/// by default, where the free functions read it).
pub(crate) fn inline_of_orders() -> [Kind; INLINE] {
    if before_main::RUNS && !STATIC_DISPATCH {
        before_main::decided_kinds()
    } else {
        inline_in_force()
    }
}

/// Installs every use's choices from a constructor, the inline ones
/// included.
///
/// # Safety
/// Called by a constructor of this crate before `main`, when no other
/// thread can read the inline kinds (`before_main.rs`).
#[cfg_attr(not(feature = "startup-choices"), allow(dead_code))] // the constructor's, with that feature
#[cfg(feature = "std")]
pub(crate) unsafe fn install_before_main(choices: &Choices) -> Result<(), Refusal> {
    check(choices, true)?;
    if before_main::RUNS {
        // SAFETY: by the caller.
        unsafe { before_main::refix(choices.inline) };
        set_source(Use::Inline, choices.sources[1]);
    }
    install_table_leaked(choices);
    Ok(())
}

/// What the constructor made of `BITBOARD_SIMD_WISDOM` and
/// `BITBOARD_SIMD=calibrate`, when it has something to say (a file refused,
/// a calibration run): one line for `describe()`.
#[cfg(feature = "std")]
static NOTE: super::once::Once<std::string::String> = super::once::Once::new();

/// Records the constructor's line for `describe()` (the first one stays).
#[cfg(feature = "std")]
#[cfg_attr(
    not(any(initialisers = "elf", initialisers = "macho", initialisers = "pe")),
    allow(dead_code)
)]
pub(crate) fn set_note(note: std::string::String) {
    NOTE.get_or_init(|| note);
}

/// The constructor's line, if any.
pub(crate) fn note() -> Option<&'static str> {
    #[cfg(feature = "std")]
    {
        NOTE.get().map(|s| s.as_str())
    }
    #[cfg(not(feature = "std"))]
    {
        None
    }
}
