//! The choices in force for each use (the active [`KernelTable`] of
//! [`kernels`], the free functions' **inline** kinds, and the **token**'s of
//! [`dispatch`](fn@crate::dispatch), fixed at compile time), and their
//! [`ChoiceSource`]: every source installs through [`install`] or, in a
//! constructor, [`install_before_main`] (run-time state). Only a constructor
//! may write the inline kinds, as a caller's loop may hoist their load
//! (`before_main.rs`): at run time [`install`] accepts an inline choice only
//! if it is the one in force ([`Refusal::InlineFixed`]).

// Without `std` nothing installs: only the reads of what is in force are used.
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
    /// The crate's built-in orders: the CPU class's, else the registry's.
    Orders,
    /// Measured in this process ([`calibrate`](crate::calibrate), or before `main`).
    Calibration,
    /// Loaded from a wisdom text (`install_wisdom`, or before `main`).
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

/// The table's and the inline choices' sources, as indices of [`ChoiceSource::ALL`].
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

/// How many inline choices there are: [`KERNELS`]'s, then [`before_main::SQUARES`]'s.
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
    /// The inline kinds, in `before_main::KINDS`'s order.
    pub(crate) inline: [Kind; INLINE],
    /// Where the table's and the inline choices come from.
    pub(crate) sources: [ChoiceSource; 2],
}

/// The inline kinds in force: where the free functions read none, [`called_table`]'s.
pub(crate) fn inline_in_force() -> [Kind; INLINE] {
    core::array::from_fn(|i| {
        if before_main::inlined_path(i) {
            before_main::kind(i)
        } else {
            Kind::CallTable
        }
    })
}

/// The table a [`Kind::CallTable`] free function calls (static dispatch ignores `table`).
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
    /// The inline choice differs from the one in force, which only a constructor may change.
    InlineFixed(Kernel),
    /// The table needs a feature beyond the active table's.
    Table(Kernel),
    /// The inline kind is not its free function's, or needs a feature beyond the table's.
    Inline(Kernel),
}

/// Whether the `i`th inline choice may be `kind` with `features`: an inlined
/// lookup that needs nothing more, or [`Kind::CallTable`] where allowed.
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
    // Calling a table that holds a table lookup and running that lookup's loop are one choice.
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
        // A constructor may write every kind the build does not fix; at run time none.
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

/// Makes `table` the active one and points the free functions' slots at it.
#[cfg(feature = "std")]
pub(crate) fn install_table(table: &'static KernelTable, source: ChoiceSource) {
    // Settle the default first, so a later first `kernels()` cannot overwrite it.
    kernels();
    // SeqCst, and before the slots: see `slots::point_at_active`.
    super::active::ACTIVE.store(
        table as *const KernelTable as *mut KernelTable,
        Ordering::SeqCst,
    );
    super::slots::point_at(table);
    set_source(Use::Table, source);
}

/// Installs every use's choices at run time, all or nothing; the inline ones
/// only where in force. The table is leaked: a thread may still use it after
/// a later install replaces it.
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

/// The inline kinds the built-in orders give (what the constructor writes by default).
pub(crate) fn inline_of_orders() -> [Kind; INLINE] {
    if before_main::RUNS && !STATIC_DISPATCH {
        before_main::decide_kinds()
    } else {
        inline_in_force()
    }
}

/// Installs every use's choices from a constructor, the inline ones included.
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

/// The constructor's line on its wisdom or calibration, for `describe()`.
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
