//! Detection and dispatch: the one place where the running CPU decides which
//! implementation of each kernel runs.
//!
//! * [`cpu`] detects the CPU once (cached).
//! * [`decide`] (`select.rs`) is the one decision: for a kernel, a CPU
//!   ([`Target`]), a level and a [`Use`] (a table, a token, a free
//!   function's inlined path) it returns the implementation and why, from
//!   the registry's order (`registry/`), the CPU class's order
//!   (`policy.rs`), the token orders and the inlined orders (`inline.rs`).
//!   Every table, token table and inlined tag below is built from it.
//! * Each [`Level`] the CPU supports has one [`KernelTable`], built on
//!   first use.
//! * [`kernels`] returns the active table: the highest level, capped by
//!   `BITBOARD_SIMD`. After the first call it costs one atomic load.
//! * The crate's single-board free functions call their kernel's own
//!   function pointer (`slots`: one relaxed load and an indirect call),
//!   which follows the active table (calibrated or not); batch free
//!   functions call the active table. When the build already enables a
//!   level's target features, both call that level's table built at compile
//!   time, whose constant function pointers inline.
//! * The per-square free functions (`rook_/bishop_/queen_attacks_from`)
//!   run a lookup inlined where the decision chose one (`inline`: per CPU
//!   class, from figures measured inlined), else call through their
//!   pointer.

pub(crate) mod before_main;
pub(crate) mod inline;
mod method;
mod once;
pub(crate) mod policy;
pub(crate) mod registry;
pub(crate) mod select;
pub(crate) mod slots;
pub(crate) mod table;

use core::fmt;
use core::sync::atomic::{AtomicPtr, Ordering};

pub use method::Method;
pub use policy::CpuClass;
pub use select::{decide, Decision, PextSpeed, Skip, Target, Use, Why};
pub use table::{Kernel, KernelTable};

use crate::detect::{self, Cpu};
use crate::features::{Features, Level};
pub(crate) use once::Once;

/// Facts about one implementation of a kernel: its identity is the kernel
/// and its [`Method`].
#[derive(Debug, PartialEq, Eq)]
pub struct Implementation {
    method: Method,
    level: Level,
    requires: Features,
    uses_pext: bool,
}

#[cfg_attr(not(feature = "introspection"), allow(dead_code))] // introspection API
impl Implementation {
    /// The method's display name, `level/method`, e.g. `"sse2/sad"` (see
    /// [`Method`]).
    pub fn name(&self) -> &'static str {
        self.method.name()
    }

    /// The method.
    pub const fn method(&self) -> Method {
        self.method
    }

    /// The lowest level whose tables may hold it.
    pub fn level(&self) -> Level {
        self.level
    }

    /// Exactly the features it executes.
    pub const fn requires(&self) -> Features {
        self.requires
    }

    /// Whether it uses `pdep`/`pext` (never chosen by default where these
    /// are microcoded).
    pub const fn uses_pext(&self) -> bool {
        self.uses_pext
    }

    /// Whether this CPU can run it.
    pub fn is_supported(&self) -> bool {
        cpu().features().contains(self.requires)
    }
}

/// A registered implementation: facts plus the function.
pub(crate) struct Candidate<F> {
    pub(crate) info: Implementation,
    pub(crate) f: F,
}

impl<F> Candidate<F> {
    /// A candidate at `level` that executes exactly `requires`.
    pub(crate) const fn new(
        method: Method,
        level: Level,
        requires: Features,
        f: F,
    ) -> Candidate<F> {
        Candidate {
            info: Implementation {
                method,
                level,
                requires,
                uses_pext: false,
            },
            f,
        }
    }

    /// A candidate whose function is a `#[target_feature]` enabling exactly
    /// `requires` (its `arch::target_features` constant), at the lowest level allowed to use
    /// them. A set no level allows fails to compile.
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
    pub(crate) const fn target(method: Method, requires: Features, f: F) -> Candidate<F> {
        Candidate::new(method, Level::lowest_allowing(requires), requires, f)
    }

    /// Marks a candidate that uses `pdep`/`pext`.
    #[allow(dead_code)] // until a level registers a pdep/pext user
    pub(crate) const fn pext(mut self) -> Candidate<F> {
        self.info.uses_pext = true;
        self
    }
}

/// A table slot: the function and what it is.
#[derive(Clone, Copy)]
pub(crate) struct Entry<F> {
    pub(crate) f: F,
    pub(crate) info: &'static Implementation,
}

// ----------------------------------------------------------------- detection

static CPU: Once<Cpu> = Once::new();

/// The running CPU, detected on first call.
pub fn cpu() -> &'static Cpu {
    CPU.get_or_init(detect::detect)
}

/// The levels this CPU supports, lowest first.
///
/// ```
/// let levels: Vec<_> = bitboard_simd::available_levels().collect();
/// assert_eq!(levels[0], bitboard_simd::Level::Scalar);
/// ```
pub fn available_levels() -> impl Iterator<Item = Level> {
    let features = cpu().features();
    Level::ALL
        .into_iter()
        .filter(move |l| features.contains(l.required()))
}

// -------------------------------------------------------------------- tables

/// One lazily built table per level (the scalar slot stays unused).
static TABLES: [Once<KernelTable>; Level::ALL.len()] = [const { Once::new() }; Level::ALL.len()];

impl KernelTable {
    /// The table for `level`, or `None` if this CPU does not support it.
    /// It may use every feature of the level (and its optional extras) that
    /// the CPU has; the `BITBOARD_SIMD` cap does not apply to an explicit
    /// request.
    ///
    /// ```
    /// use bitboard_simd::{KernelTable, Level};
    ///
    /// let scalar = KernelTable::for_level(Level::Scalar).unwrap();
    /// assert_eq!(scalar.level(), Level::Scalar);
    /// if let Some(avx512) = KernelTable::for_level(Level::Avx512) {
    ///     assert_eq!(avx512.rotate_180(1), 1 << 63);
    /// }
    /// ```
    pub fn for_level(level: Level) -> Option<&'static KernelTable> {
        if level == Level::Scalar {
            return Some(&SCALAR);
        }
        let cpu = cpu();
        if !cpu.features().contains(level.required()) {
            return None;
        }
        Some(TABLES[level as usize].get_or_init(|| {
            // SAFETY: a table's features are the target's within the
            // level's allowed set, and the target's were detected on this
            // CPU.
            unsafe { KernelTable::build(Target::of(cpu), level, Use::Table) }
        }))
    }

    /// The portable table, available on every target (no detection needed).
    pub fn scalar() -> &'static KernelTable {
        &SCALAR
    }
}

// SAFETY: the scalar level allows no feature, so every implementation chosen
// is portable Rust.
static SCALAR: KernelTable =
    unsafe { KernelTable::build(Target::COMPILE_TIME, Level::Scalar, Use::Table) };

/// The table for the features enabled at compile time: the crate's free
/// functions use it directly when the build already targets `Avx2` or above.
/// Built by the one decision for "any CPU that runs this program"
/// ([`Target::COMPILE_TIME`]: no class, `pdep`/`pext` speed unknown, so
/// they are chosen only when the build also targets AVX-512: every AVX-512
/// CPU has a fast `pext`, while an AVX2+BMI2 build may run on AMD Zen 1/2).
// A `const` so that its function pointers are constants in the calling crate
// and the calls inline (see `token.rs`).
// SAFETY: `Features::compile_time()` holds only features enabled for the
// whole program, which every CPU that runs it must have.
pub(crate) const COMPILE_TIME: KernelTable = unsafe {
    KernelTable::build(
        Target::COMPILE_TIME,
        Level::highest_in(Features::compile_time()),
        Use::Table,
    )
};

/// Whether the free functions call [`COMPILE_TIME`] directly.
pub(crate) const STATIC_DISPATCH: bool = Features::compile_time().contains(Level::Avx2.required());

// ------------------------------------------------------------- active table

static ACTIVE: AtomicPtr<KernelTable> = AtomicPtr::new(core::ptr::null_mut());
static CHOICE: Once<Choice> = Once::new();

/// The dispatcher's table: the highest level this CPU supports, capped by
/// the `BITBOARD_SIMD` environment variable (with `std`). Chosen on the first
/// call; later calls cost one atomic load.
///
/// ```
/// let t = bitboard_simd::kernels();
/// assert_eq!(t.mirror_horizontal(1), 1 << 7);
/// println!("running {} kernels", t.level());
/// ```
#[inline]
pub fn kernels() -> &'static KernelTable {
    // Acquire pairs with the release in `install` / `install_calibrated`, so the table's
    // contents are visible; on x86-64 it is the same plain load as Relaxed.
    let table = ACTIVE.load(Ordering::Acquire);
    if table.is_null() {
        return install();
    }
    // SAFETY: non-null values of ACTIVE come from `install`, which stores
    // `&'static KernelTable`.
    unsafe { &*table }
}

#[cold]
fn install() -> &'static KernelTable {
    let choice = choice();
    // `choice.level` never exceeds the CPU's highest level.
    let table = KernelTable::for_level(choice.level).unwrap_or(KernelTable::scalar());
    // Only the first installer wins: a thread that raced here must not
    // overwrite a table `calibrate()` installed in the meantime.
    let ours = table as *const KernelTable as *mut KernelTable;
    match ACTIVE.compare_exchange(
        core::ptr::null_mut(),
        ours,
        Ordering::AcqRel,
        Ordering::Acquire,
    ) {
        Ok(_) => table,
        // SAFETY: non-null values of ACTIVE are `&'static KernelTable` (stored
        // here or by `install_calibrated`).
        Err(current) => unsafe { &*current },
    }
}

#[cfg(feature = "std")]
static CALIBRATED: Once<KernelTable> = Once::new();

/// Builds the calibrated table once (with `measure`) and makes it the active
/// one. See [`crate::calibrate`].
#[cfg(feature = "std")]
pub(crate) fn install_calibrated(measure: fn() -> KernelTable) -> &'static KernelTable {
    // Settle the default choice first, so a later first call of `kernels()`
    // cannot overwrite the calibrated table.
    kernels();
    let table = CALIBRATED.get_or_init(measure);
    // SeqCst, and before the slots: see `slots::point_at_active`, which
    // must not leave a slot pointing at the table this one replaces.
    ACTIVE.store(
        table as *const KernelTable as *mut KernelTable,
        Ordering::SeqCst,
    );
    slots::point_at(table);
    table
}

/// Whether the active table is the calibrated one.
fn calibrated() -> bool {
    #[cfg(feature = "std")]
    {
        let active = ACTIVE.load(Ordering::Acquire);
        CALIBRATED.get().is_some_and(|c| core::ptr::eq(c, active))
    }
    #[cfg(not(feature = "std"))]
    {
        false
    }
}

/// The level of [`kernels`] (the CPU's highest, capped by `BITBOARD_SIMD`).
pub(crate) fn active_level() -> Level {
    choice().level
}

/// The level [`dispatch`](fn@crate::dispatch) uses: the active level, with
/// `bmi2` lowered to `avx2` where `pdep`/`pext` are slow (the `bmi2` token
/// table uses them).
pub fn token_level() -> Level {
    Target::of(cpu()).token_level(active_level())
}

/// The table the crate's free functions use: the compile-time table when
/// the build enables `Avx2` or more, else the dispatcher's.
#[inline(always)]
pub(crate) fn active() -> &'static KernelTable {
    if STATIC_DISPATCH {
        &COMPILE_TIME
    } else {
        kernels()
    }
}

/// What the `BITBOARD_SIMD` variable did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnvCap {
    /// Built without `std`: the variable is not read.
    NotRead,
    /// Not set (or empty).
    Unset,
    /// Set to a level this CPU supports, and applied as the cap.
    Applied(Level),
    /// Set to a level this CPU does not support (above its highest, or a
    /// level of another architecture): the CPU's highest level is used, and
    /// a warning line goes to stderr once.
    AboveCpu(Level),
    /// Set to something that is not a level name: ignored, with a warning
    /// line on stderr once.
    Unknown,
}

/// How the active level was chosen.
#[derive(Clone, Copy, Debug)]
struct Choice {
    level: Level,
    env: EnvCap,
    /// The refused value (for `EnvCap::Unknown`), cut at 32 bytes.
    raw: [u8; 32],
    raw_len: usize,
}

fn choice() -> &'static Choice {
    CHOICE.get_or_init(|| {
        let highest = cpu().highest_level();
        #[cfg_attr(not(feature = "std"), allow(unused_mut))]
        let mut choice = Choice {
            level: highest,
            env: EnvCap::NotRead,
            raw: [0; 32],
            raw_len: 0,
        };
        #[cfg(feature = "std")]
        {
            choice.env = EnvCap::Unset;
            if let Some(value) = std::env::var_os("BITBOARD_SIMD") {
                let text = value.to_string_lossy();
                if !text.trim().is_empty() {
                    match text.parse::<Level>() {
                        // The CPU's own levels form one chain, so having
                        // the level's features means being at most its highest.
                        Ok(level) if cpu().features().contains(level.required()) => {
                            choice.level = level;
                            choice.env = EnvCap::Applied(level);
                        }
                        Ok(level) => choice.env = EnvCap::AboveCpu(level),
                        Err(_) => {
                            let bytes = text.as_bytes();
                            // Cut on a character boundary so the text stays UTF-8.
                            let mut n = bytes.len().min(32);
                            while !text.is_char_boundary(n) {
                                n -= 1;
                            }
                            choice.raw[..n].copy_from_slice(&bytes[..n]);
                            choice.raw_len = n;
                            choice.env = EnvCap::Unknown;
                        }
                    }
                }
            }
        }
        #[cfg(feature = "std")]
        warn_about_env(highest, &choice);
        choice
    })
}

/// Prints one line on stderr when `BITBOARD_SIMD` was set but not applied
/// (not a level name, or a level above this CPU's). Called once per process,
/// from the one-time choice. A closed or failing stderr is ignored.
#[cfg(feature = "std")]
fn warn_about_env(highest: Level, choice: &Choice) {
    if matches!(choice.env, EnvCap::Unknown | EnvCap::AboveCpu(_)) {
        use std::io::Write;
        let _ = writeln!(
            std::io::stderr(),
            "bitboard_simd: warning: {}",
            Reason { highest, choice }
        );
    }
}

/// The dispatcher's choice in words: the CPU, the levels, why this level,
/// and each kernel's implementation. Its `Display` is what bug reports and
/// the benchmark report print.
///
/// ```
/// let d = bitboard_simd::describe();
/// println!("{d}");
/// assert!(d.to_string().contains("active level"));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Description {
    cpu: &'static Cpu,
    choice: &'static Choice,
    table: &'static KernelTable,
}

/// Describes the active dispatch (see [`Description`]).
pub fn describe() -> Description {
    let table = kernels();
    Description {
        cpu: cpu(),
        choice: choice(),
        table,
    }
}

impl Description {
    /// The active level.
    pub fn level(&self) -> Level {
        self.choice.level
    }

    /// What `BITBOARD_SIMD` did.
    pub fn env(&self) -> EnvCap {
        self.choice.env
    }

    /// The active table.
    pub fn table(&self) -> &'static KernelTable {
        self.table
    }

    /// Whether the crate's free functions bypass the table because the build
    /// enables `Avx2` or more (then the compile-time level applies to them).
    pub fn static_dispatch(&self) -> bool {
        STATIC_DISPATCH
    }

    introspection! {
        /// The implementation the free function of `kernel` runs inlined in
        /// the caller, without a call: for the per-square lookups
        /// (`rook_/bishop_/queen_attacks_from`) the one the inlined order of
        /// this CPU's class chose for the active table's features and the
        /// `pdep`/`pext` verdict (fixed before `main` where the platform
        /// runs constructors; `scalar/hyperbola` if that constructor did not
        /// run or failed); for the many-squares forms, the table's choice
        /// where it is `bmi2/pext` or `scalar/black_magic` (their loop then
        /// runs inlined); with [`static_dispatch`](Self::static_dispatch),
        /// the compile-time table's. `None` where the free function calls
        /// through its pointer (the active table's implementation). Kernels
        /// whose token runs the same portable implementation on every CPU
        /// run it inlined from every free function: that implementation.
        /// The decision with its reason is [`Description::decision`].
        ///
        /// ```
        /// use bitboard_simd::Kernel;
        ///
        /// let d = bitboard_simd::describe();
        /// if let Some(imp) = d.inlined(Kernel::QueenAttacksFrom) {
        ///     assert!(imp.is_supported());
        /// }
        /// ```
        pub fn inlined(&self, kernel: Kernel) -> Option<&'static Implementation> {
            if !STATIC_DISPATCH && inline::INLINES_PORTABLE[kernel as usize] {
                return Some(crate::token::SCALAR_TOKEN_TABLE.implementation(kernel));
            }
            if let Some(i) = before_main::SQUARES.iter().position(|&k| k == kernel) {
                if before_main::inlined_path(3 + i) {
                    // The many-squares loop runs inlined where the table's
                    // choice is a lookup the free function inlines.
                    return (before_main::kind(3 + i) != before_main::TABLE)
                        .then(|| self.decision(kernel, Use::Table).implementation())
                        .flatten();
                }
            }
            // A per-square lookup the constructor fixes, where it did not
            // run: the initial kind, portable. (A kind fixed at compile time
            // is the decision itself.)
            let by_constructor = inline::KERNELS
                .iter()
                .position(|&k| k == kernel)
                .is_some_and(|i| before_main::RUNS && !STATIC_DISPATCH && before_main::FIXED[i].is_none());
            if by_constructor && before_main::elapsed_ns().is_none() {
                return kernel.implementations().find(|i| i.method() == Method::ScalarHyperbola);
            }
            self.decision(kernel, Use::Inline).implementation()
        }
    }

    introspection! {
        /// The one decision ([`decide`]) for `kernel` and `use_` on this CPU at
        /// the active level: what the active table, the token of
        /// [`dispatch`](fn@crate::dispatch) or the free function's inlined path
        /// runs, and why. (A calibrated table may hold other implementations:
        /// see [`Description::table`].)
        pub fn decision(&self, kernel: Kernel, use_: Use) -> Decision {
            decide(kernel, Target::of(self.cpu), self.choice.level, use_)
        }
    }

    /// Why this level, in one line. When `BITBOARD_SIMD` was set but not
    /// applied, this is also the warning printed once on stderr (with
    /// `std`).
    pub fn reason(&self) -> impl fmt::Display + '_ {
        Reason {
            highest: self.cpu.highest_level(),
            choice: self.choice,
        }
    }
}

struct Reason<'a> {
    highest: Level,
    choice: &'a Choice,
}

impl fmt::Display for Reason<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let highest = self.highest;
        match self.choice.env {
            EnvCap::NotRead => write!(
                f,
                "highest level of this CPU (no_std build: BITBOARD_SIMD not read)"
            ),
            EnvCap::Unset => write!(f, "highest level of this CPU (BITBOARD_SIMD not set)"),
            EnvCap::Applied(l) if l == highest => write!(
                f,
                "BITBOARD_SIMD={l}, which is also the CPU's highest level"
            ),
            EnvCap::Applied(l) => write!(
                f,
                "capped by BITBOARD_SIMD={l} (the CPU supports up to {highest})"
            ),
            EnvCap::AboveCpu(l) => {
                write!(
                    f,
                    "BITBOARD_SIMD={l} ignored: this CPU does not support it; it supports up to {highest}, which is used"
                )
            }
            EnvCap::Unknown => {
                let raw =
                    core::str::from_utf8(&self.choice.raw[..self.choice.raw_len]).unwrap_or("?");
                write!(
                    f,
                    "BITBOARD_SIMD={raw:?} ignored: not a level (expected scalar, sse2, avx2, bmi2, avx512, neon, sve2 or simd128); using the CPU's highest, {highest}"
                )
            }
        }
    }
}

impl fmt::Display for Description {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cpu = self.cpu;
        writeln!(f, "cpu: {cpu}")?;
        writeln!(f, "features: {}", cpu.features())?;
        if cpu.bmi_erratum() {
            writeln!(
                f,
                "note: BMI1/BMI2 reported without AVX on Intel: cleared (erratum)"
            )?;
        }
        writeln!(f, "pdep/pext: {}", cpu.pext_verdict())?;
        let class = CpuClass::of(cpu);
        if class.evidence() == class {
            writeln!(f, "cpu class: {class} (its own preference order)")?;
        } else {
            writeln!(
                f,
                "cpu class: {class} (no measurements of its own yet: uses the order of {})",
                class.evidence()
            )?;
        }
        write!(f, "levels available:")?;
        for l in available_levels() {
            write!(f, " {l}")?;
        }
        writeln!(f)?;
        writeln!(f, "active level: {} ({})", self.choice.level, self.reason())?;
        if calibrated() {
            writeln!(f, "calibrated: yes (calibrate() measured every implementation and installed the fastest)")?;
        }
        if STATIC_DISPATCH {
            writeln!(
                f,
                "free functions: compile-time table ({} target features enabled in the build)",
                COMPILE_TIME.level()
            )?;
        }
        writeln!(f, "token dispatch (dispatch()): {}", token_level())?;
        let fixed = !STATIC_DISPATCH && before_main::FIXED[..3].iter().all(Option::is_some);
        match (before_main::RUNS, before_main::outcome()) {
            _ if fixed => writeln!(
                f,
                "free fn lookups: fixed at compile time (no CPU or level this build meets decides otherwise)"
            )?,
            (false, _) => writeln!(
                f,
                "free fn lookups: chosen on first use (no constructor runs in this build)"
            )?,
            (true, before_main::Outcome::Fixed { ns }) => writeln!(
                f,
                "free fn lookups: fixed before main by the crate's constructor ({:.1} us)",
                ns as f64 / 1000.0
            )?,
            (true, outcome) => writeln!(
                f,
                "free fn lookups: portable (the constructor {}), whatever the decision below",
                if outcome == before_main::Outcome::Panicked {
                    "panicked"
                } else {
                    "did not run"
                }
            )?,
        }
        for kernel in inline::KERNELS {
            let d = self.decision(kernel, Use::Inline);
            writeln!(f, "free fn {}: {d}", kernel.name())?;
        }
        if (3..6).any(before_main::inlined_path) {
            write!(
                f,
                "free fns whose many-squares loop runs inlined (the table's choice):"
            )?;
            let mut any = false;
            for kernel in before_main::SQUARES {
                if let Some(imp) = self.inlined(kernel) {
                    write!(f, " {} ({})", kernel.name(), imp.name())?;
                    any = true;
                }
            }
            writeln!(f, "{}", if any { "" } else { " none" })?;
        }
        if !STATIC_DISPATCH {
            write!(f, "free fns inlined with no dispatch (every CPU's token runs the same portable code):")?;
            for &kernel in Kernel::ALL {
                if inline::INLINES_PORTABLE[kernel as usize] {
                    write!(f, " {}", kernel.name())?;
                }
            }
            writeln!(f)?;
        }
        writeln!(
            f,
            "each kernel: the table's implementation [its features] (why), and the {} token's where it differs",
            token_level()
        )?;
        writeln!(f, "kernels:")?;
        for (kernel, imp) in self.table.iter() {
            let d = self.decision(kernel, Use::Table);
            write!(
                f,
                "  {:<38} {:<28} [{}]",
                kernel.name(),
                imp.name(),
                imp.requires()
            )?;
            if d.implementation() == Some(imp) {
                write!(f, " ({}", d.why())?;
                if let Some((m, skip)) = d.skipped() {
                    write!(f, "; {m} skipped: {}", skip.reason())?;
                }
                f.write_str(")")?;
            } else {
                // A calibrated table: measured here.
                write!(f, " (calibrated; the default is {d})")?;
            }
            let t = self.decision(kernel, Use::Token);
            if t.method() != Some(imp.method()) {
                write!(f, " | token: {t}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}
