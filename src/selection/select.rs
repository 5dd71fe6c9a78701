//! The one decision: which implementation of a kernel runs, and why.
//!
//! Every path that picks an implementation asks [`decide`]: the run-time
//! tables ([`KernelTable::for_level`](crate::KernelTable::for_level)), the scalar
//! table and the compile-time table (`COMPILE_TIME`), the level tokens'
//! tables (`token.rs`), and the per-square free functions' inlined tags
//! (`slots.rs`). It is a `const fn`, so the constant tables are built by
//! it too, and a pure function of what it is given: tests and reports can
//! ask it about any CPU (e.g. one decoded from a recorded CPUID dump).
//!
//! The rules, in the order they apply:
//!
//! * The features an implementation may use: the CPU's, within the
//!   level's [allowed](crate::Level::allowed) set ([`Use::Table`],
//!   [`Use::Inline`]); a token assumes only its level's
//!   [required](crate::Level::required) set and what the build enables
//!   ([`Use::Token`]), and the `bmi2` token is lowered to `avx2` where
//!   `pdep`/`pext` are slow (what [`dispatch`](fn@crate::dispatch) runs).
//! * `pdep`/`pext` users are skipped where they are slow; where the verdict
//!   is unknown (the compile-time table: the CPU is any that runs the
//!   program) they are assumed slow below the `avx512` level, as every CPU
//!   with AVX-512 F/BW/VL has a fast `pext`. (Tokens never skip them: a
//!   token's level already excludes them.)
//! * A table tries its CPU class's order first ([`CpuClass::preferred`]),
//!   a token its kernel's token order, a free function its class's
//!   inlined order (`inline.rs`); then the registry's order (`registry/`),
//!   whose last candidate is portable. The scalar table is one static
//!   shared by every CPU, so no class order applies to it.

use core::fmt;

use super::inline;
use super::policy::CpuClass;
use super::table::Kernel;
use super::{Candidate, Implementation, Method};
use crate::detect::Cpu;
use crate::features::{Features, Level};

/// Whether `pdep`/`pext` are fast on a [`Target`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PextSpeed {
    /// Single micro-ops (Intel since Haswell, AMD Zen 3 and later).
    Fast,
    /// Microcoded (AMD/Hygon family 0x15, 0x17, 0x18).
    Slow,
    /// Not known: the CPU is any that runs the program (the compile-time
    /// table). Taken as slow below the `avx512` level.
    Unknown,
}

/// What the decision knows about a CPU: its features (after detection's
/// corrections), its class and its `pdep`/`pext` verdict.
///
/// ```
/// use bitboard_simd::{CpuClass, Target};
///
/// let cpu = bitboard_simd::cpu();
/// let target = Target::of(cpu);
/// assert_eq!(target.features(), cpu.features());
/// assert_eq!(target.class(), Some(CpuClass::of(cpu)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Target {
    features: Features,
    class: Option<CpuClass>,
    pext: PextSpeed,
}

#[cfg_attr(not(feature = "introspection"), allow(dead_code))] // introspection API
impl Target {
    /// A detected or decoded CPU ([`crate::cpu`], [`Cpu::from_cpuid`]).
    pub fn of(cpu: &Cpu) -> Target {
        Target::new(
            cpu.features(),
            Some(CpuClass::of(cpu)),
            if cpu.pext_slow() {
                PextSpeed::Slow
            } else {
                PextSpeed::Fast
            },
        )
    }

    /// A CPU described by its parts, e.g. as recorded in a report. With no
    /// class, only the registry's order applies.
    pub const fn new(features: Features, class: Option<CpuClass>, pext: PextSpeed) -> Target {
        Target {
            features,
            class,
            pext,
        }
    }

    /// Any CPU that runs this program: the features the build enables, no
    /// class, `pdep`/`pext` speed unknown.
    pub(crate) const COMPILE_TIME: Target =
        Target::new(Features::compile_time(), None, PextSpeed::Unknown);

    /// The features.
    pub const fn features(&self) -> Features {
        self.features
    }

    /// The class, if known.
    pub const fn class(&self) -> Option<CpuClass> {
        self.class
    }

    /// The `pdep`/`pext` verdict.
    pub const fn pext(&self) -> PextSpeed {
        self.pext
    }

    /// Whether a table of `level` skips `pdep`/`pext` users here.
    pub const fn pext_slow_at(&self, level: Level) -> bool {
        match self.pext {
            PextSpeed::Fast => false,
            PextSpeed::Slow => true,
            PextSpeed::Unknown => (level as u8) < Level::Avx512 as u8,
        }
    }

    /// The level of the token [`dispatch`](fn@crate::dispatch) runs when
    /// the active level is `level`: `level`, with `bmi2` lowered to `avx2`
    /// where `pdep`/`pext` are slow (the `bmi2` token's table uses them).
    pub const fn token_level(&self, level: Level) -> Level {
        if matches!(level, Level::Bmi2) && matches!(self.pext, PextSpeed::Slow) {
            Level::Avx2
        } else {
            level
        }
    }

    /// The level of the table that serves `use_` at `level` (for a token,
    /// [`Target::token_level`]).
    pub const fn served_level(&self, level: Level, use_: Use) -> Level {
        match use_ {
            Use::Token => self.token_level(level),
            Use::Table | Use::Inline => level,
        }
    }

    /// The features a `use_` of `level` may use here (see the module docs).
    pub const fn caps(&self, level: Level, use_: Use) -> Features {
        match use_ {
            Use::Table | Use::Inline => self.features.intersection(level.allowed()),
            Use::Token => {
                let level = self.token_level(level);
                level
                    .required()
                    .union(Features::compile_time().intersection(level.allowed()))
            }
        }
    }
}

/// Which path asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Use {
    /// A level's table ([`KernelTable::for_level`](crate::KernelTable::for_level),
    /// [`kernels`](crate::kernels)), called through a function pointer.
    Table,
    /// A level token's table ([`dispatch`](fn@crate::dispatch)), inlined
    /// into the caller.
    Token,
    /// The free function's inlined fast path (`rook_/bishop_/
    /// queen_attacks_from`): a lookup inlined in the caller, or none (a call
    /// through the active table).
    Inline,
}

/// Why the decision chose what it chose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Why {
    /// The first implementation of the registry's order that may run.
    RegistryOrder,
    /// The CPU class's order, measured on `evidence` (the class itself or
    /// the nearest class with measurements).
    ClassMeasured {
        /// The CPU's class.
        class: CpuClass,
        /// The class whose measurements the order rests on.
        evidence: CpuClass,
    },
    /// The CPU class's order predicted by a static model (no measured order
    /// for the kernel).
    ClassPredicted(CpuClass),
    /// The kernel's token order (measured inlined).
    TokenOrder,
    /// The class's inlined order (measured inlined).
    InlineOrder(CpuClass),
    /// No method of the class's inlined order applies: a call through the
    /// active table.
    NoInline(CpuClass),
    /// The kernel's free function has no inlined form: a call through the
    /// active table.
    NoInlineForm,
    /// The build enables `avx2` or more: the free functions call the
    /// compile-time table, whose choice this is.
    StaticDispatch,
}

/// Why an implementation ahead of the chosen one was passed over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Skip {
    /// Not in this build (a cargo feature off, another architecture, Miri).
    NotBuilt,
    /// Needs features the CPU has but the level does not allow (or, for a
    /// token, does not guarantee).
    LevelCap,
    /// Needs features the CPU lacks.
    CpuLacks,
    /// Uses `pdep`/`pext`, slow (or not known to be fast) here.
    SlowPext,
}

impl Skip {
    /// In words.
    pub const fn reason(self) -> &'static str {
        match self {
            Skip::NotBuilt => "not in this build",
            Skip::LevelCap => "needs features the level does not allow",
            Skip::CpuLacks => "needs features the CPU lacks",
            Skip::SlowPext => "pdep/pext slow (or not known to be fast) here",
        }
    }
}

/// The answer of [`decide`]: the implementation chosen, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision {
    kernel: Kernel,
    use_: Use,
    /// The level asked for.
    asked: Level,
    level: Level,
    caps: Features,
    /// The chosen row of the kernel's registry list (`None`: no inlined
    /// lookup, a call through the table).
    index: Option<usize>,
    why: Why,
    /// The first implementation passed over before the chosen one, and why.
    skipped: Option<(Method, Skip)>,
}

#[cfg_attr(not(feature = "introspection"), allow(dead_code))] // introspection API
impl Decision {
    /// The kernel.
    pub const fn kernel(&self) -> Kernel {
        self.kernel
    }

    /// The path that asked.
    pub const fn use_(&self) -> Use {
        self.use_
    }

    /// The level of the table that serves it (for a token, after the
    /// slow-`pext` lowering).
    pub const fn level(&self) -> Level {
        self.level
    }

    /// The features the chosen implementation could use.
    pub const fn features(&self) -> Features {
        self.caps
    }

    /// The implementation chosen; `None` only for [`Use::Inline`] where
    /// the free function calls through the table.
    pub fn implementation(&self) -> Option<&'static Implementation> {
        self.index.map(|i| {
            self.kernel
                .implementation_at(i)
                .expect("a decision's row is registered")
        })
    }

    /// The method chosen (see [`Decision::implementation`]).
    pub const fn method(&self) -> Option<Method> {
        match self.index {
            Some(i) => Some(self.kernel.method_at(i)),
            None => None,
        }
    }

    /// Why.
    pub const fn why(&self) -> Why {
        self.why
    }

    /// The first implementation passed over before the chosen one, and why.
    pub const fn skipped(&self) -> Option<(Method, Skip)> {
        self.skipped
    }

    /// The chosen row of the kernel's registry list.
    pub(crate) const fn index(&self) -> Option<usize> {
        self.index
    }
}

/// The implementation of `kernel` that `use_` runs at `level` on `target`,
/// and why. `level` is one `target` supports (at most its highest); for a
/// token, the level whose token [`dispatch`](fn@crate::dispatch) would
/// pick (it is lowered here where `pext` is slow).
///
/// ```
/// use bitboard_simd::{decide, Kernel, Target, Use};
///
/// let cpu = bitboard_simd::cpu();
/// let level = cpu.highest_level();
/// let d = decide(Kernel::QueenAttacksFrom, Target::of(cpu), level, Use::Table);
/// assert_eq!(
///     d.implementation().unwrap(),
///     bitboard_simd::KernelTable::for_level(level).unwrap().implementation(Kernel::QueenAttacksFrom)
/// );
/// println!("{d}");
/// ```
///
/// What runs `queen_attacks_from` on a Zen 2 (an AMD EPYC 7742, from its
/// recorded CPUID leaves):
///
/// ```
/// use bitboard_simd::{decide, Cpu, CpuidLeaves, Kernel, Level, Method, Target, Use};
///
/// let mut rome = CpuidLeaves::default();
/// rome.leaf0 = [0x10, 0x6874_7541, 0x444d_4163, 0x6974_6e65]; // AuthenticAMD
/// rome.leaf1 = [0x0083_0f10, 0, 0x7ef8_320b, 0x178b_fbff];
/// rome.leaf7 = [0, 0x219c_91a9, 0x0040_0004, 0];
/// rome.ext0 = [0x8000_0020, 0, 0, 0];
/// rome.ext1 = [0, 0, 0x75c2_37ff, 0];
/// rome.xcr0 = 0x207;
/// let zen2 = Target::of(&Cpu::from_cpuid(&rome));
/// let queen = |use_| decide(Kernel::QueenAttacksFrom, zen2, Level::Bmi2, use_);
/// // Through the table: pext is microcoded there, so the next in the
/// // registry's order.
/// assert_eq!(queen(Use::Table).method(), Some(Method::ScalarBlackMagic));
/// // Through `dispatch()`: the avx2 token (bmi2 lowered), its token order.
/// assert_eq!(queen(Use::Token).method(), Some(Method::Avx2HyperbolaBswap));
/// assert_eq!(queen(Use::Token).level(), Level::Avx2);
/// println!("{}", queen(Use::Table));
/// ```
pub fn decide(kernel: Kernel, target: Target, level: Level, use_: Use) -> Decision {
    kernel.decide(target, level, use_)
}

/// Whether `imp` may run with `caps` on `target` (`slow`: skip
/// `pdep`/`pext` users), else why not.
const fn check(imp: &Implementation, target: &Target, caps: Features, slow: bool) -> Option<Skip> {
    if !caps.contains(imp.requires()) {
        Some(if target.features.contains(imp.requires()) {
            Skip::LevelCap
        } else {
            Skip::CpuLacks
        })
    } else if slow && imp.uses_pext() {
        Some(Skip::SlowPext)
    } else {
        None
    }
}

/// The row of `method` in `list`.
const fn find<F>(list: &'static [Candidate<F>], method: Method) -> Option<usize> {
    let mut i = 0;
    while i < list.len() {
        if list[i].info.method().is(method) {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// [`decide`] over `kernel`'s registry list (what `Kernel::decide` and the
/// table builders call).
pub(crate) const fn decide_in<F>(
    list: &'static [Candidate<F>],
    kernel: Kernel,
    target: Target,
    level: Level,
    use_: Use,
) -> Decision {
    let caps = target.caps(level, use_);
    let mut d = Decision {
        kernel,
        use_,
        asked: level,
        level,
        caps,
        index: None,
        why: Why::RegistryOrder,
        skipped: None,
    };
    // Notes the first implementation passed over.
    macro_rules! pass_over {
        ($method:expr, $skip:expr) => {
            if d.skipped.is_none() {
                d.skipped = Some(($method, $skip));
            }
        };
    }
    let slow;
    match use_ {
        Use::Inline => {
            if super::STATIC_DISPATCH {
                let compile_time = Level::highest_in(Target::COMPILE_TIME.features);
                let mut d = decide_in(list, kernel, Target::COMPILE_TIME, compile_time, Use::Table);
                d.use_ = Use::Inline;
                d.why = Why::StaticDispatch;
                return d;
            }
            if !inline::runs_inlined(kernel) {
                d.why = Why::NoInlineForm;
                return d;
            }
            let class = match target.class {
                Some(class) => class,
                None => CpuClass::Other,
            };
            let slow = target.pext_slow_at(level);
            let order = inline::order(class);
            let mut n = 0;
            while n < order.len() {
                let method = order[n];
                match find(list, method) {
                    Some(i) if inline::has_in_place_form(method) => {
                        match check(&list[i].info, &target, caps, slow) {
                            None => {
                                d.index = Some(i);
                                d.why = Why::InlineOrder(class);
                                return d;
                            }
                            Some(skip) => pass_over!(method, skip),
                        }
                    }
                    _ => pass_over!(method, Skip::NotBuilt),
                }
                n += 1;
            }
            d.why = Why::NoInline(class);
            return d;
        }
        Use::Token => {
            d.level = target.served_level(level, use_);
            let order = kernel.token_order();
            let mut n = 0;
            while n < order.len() {
                let entry = order[n];
                if entry.applies_to(d.level) {
                    match find(list, entry.method) {
                        Some(i) => match check(&list[i].info, &target, caps, false) {
                            None => {
                                d.index = Some(i);
                                d.why = Why::TokenOrder;
                                return d;
                            }
                            Some(skip) => pass_over!(entry.method, skip),
                        },
                        None => pass_over!(entry.method, Skip::NotBuilt),
                    }
                }
                n += 1;
            }
            slow = false;
        }
        Use::Table => {
            slow = target.pext_slow_at(level);
            // The scalar table is one static for every CPU.
            let class = if matches!(level, Level::Scalar) {
                None
            } else {
                target.class
            };
            if let Some(class) = class {
                let evidence = class.evidence();
                let (order, why) = match class.measured(kernel) {
                    Some(order) => (order, Why::ClassMeasured { class, evidence }),
                    None => match class.predicted(kernel) {
                        Some(order) => (order, Why::ClassPredicted(class)),
                        None => (&[] as &[Method], Why::RegistryOrder),
                    },
                };
                let mut n = 0;
                while n < order.len() {
                    match find(list, order[n]) {
                        Some(i) => match check(&list[i].info, &target, caps, slow) {
                            None => {
                                d.index = Some(i);
                                d.why = why;
                                return d;
                            }
                            Some(skip) => pass_over!(order[n], skip),
                        },
                        None => pass_over!(order[n], Skip::NotBuilt),
                    }
                    n += 1;
                }
            }
        }
    }
    let mut i = 0;
    while i < list.len() {
        match check(&list[i].info, &target, caps, slow) {
            None => {
                d.index = Some(i);
                return d;
            }
            Some(skip) => pass_over!(list[i].info.method(), skip),
        }
        i += 1;
    }
    panic!("registry invariant broken: a kernel has no portable implementation")
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Why::RegistryOrder => f.write_str("registry order"),
            Why::ClassMeasured { class, evidence } if class == evidence => {
                write!(f, "{class} order, measured")
            }
            Why::ClassMeasured { class, evidence } => {
                write!(f, "{class} order, measured on {evidence}")
            }
            Why::ClassPredicted(class) => {
                write!(f, "{class} order, predicted by a static model")
            }
            Why::TokenOrder => f.write_str("token order, measured inlined"),
            Why::InlineOrder(class) => write!(f, "{class} inlined order"),
            Why::NoInline(class) => {
                write!(f, "none of the {class} inlined order applies")
            }
            Why::NoInlineForm => f.write_str("no inlined form"),
            Why::StaticDispatch => f.write_str("compile-time table (static dispatch)"),
        }
    }
}

impl fmt::Display for Decision {
    /// `method (why; skipped: reason)`, e.g. `scalar/black_magic
    /// (registry order; bmi2/pext skipped: pdep/pext slow ...)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.method(), self.use_) {
            (Some(m), Use::Inline) => write!(f, "{m} inlined")?,
            (Some(m), _) => write!(f, "{m}")?,
            (None, _) => f.write_str("a call through the table")?,
        }
        write!(f, " ({}", self.why)?;
        if self.level != self.asked {
            write!(
                f,
                "; {} lowered to the {} token: pdep/pext slow",
                self.asked, self.level
            )?;
        }
        if let Some((m, skip)) = self.skipped {
            write!(f, "; {m} skipped: {}", skip.reason())?;
        }
        f.write_str(")")
    }
}

/// Every CPU of `tests/data/cpuid.tsv` (decoded by `Cpu::from_cpuid`, as in
/// `tests/cpuid.rs`): the one decision for every kernel and use at its
/// highest level, printed (`cargo test --lib recorded_cpus -- --nocapture`),
/// and held to what the tables, the token tables and the inlined tags
/// hold. The records are x86-64 CPUs: only an x86-64 build can run on them.
#[cfg(all(test, feature = "std", target_arch = "x86_64"))]
mod recorded_cpus {
    use std::string::String;
    use std::vec::Vec;
    use std::{format, println};

    use super::*;
    use crate::selection::{slots, KernelTable};
    use crate::CpuidLeaves;

    include!("../../tests/data/cpuid_rows.rs");

    /// The rows' names and decoded CPUs.
    fn cpus() -> Vec<(String, Cpu)> {
        cpuid_rows(include_str!("../../tests/data/cpuid.tsv"))
            .into_iter()
            .map(|(cells, leaves)| (cells["cpu"].into(), Cpu::from_cpuid(&leaves)))
            .collect()
    }

    #[test]
    // Data only, and about 20 000 decisions: nothing Miri would add.
    #[cfg_attr(miri, ignore)]
    fn every_recorded_cpu_every_kernel_every_use() {
        let cpus = cpus();
        assert!(cpus.len() > 40);
        let mut checked = 0;
        for (name, cpu) in cpus {
            if !cpu.features().contains(Features::compile_time()) {
                println!("{name}: cannot run this build (its target features)");
                continue;
            }
            let target = Target::of(&cpu);
            let level = cpu.highest_level();
            let token_level = target.token_level(level);
            println!(
                "{name}: {} class, level {level}, token {token_level}, pdep/pext {}",
                CpuClass::of(&cpu),
                cpu.pext_verdict()
            );
            checked += 1;
            // SAFETY: never called: only the implementations it holds are
            // read (this CPU is not the running one).
            let table = unsafe { KernelTable::build(target, level, Use::Table) };
            for &kernel in Kernel::ALL {
                let in_table = decide(kernel, target, level, Use::Table);
                let in_token = decide(kernel, target, level, Use::Token);
                let inlined = decide(kernel, target, level, Use::Inline);
                println!("  {:<38} table {in_table}", kernel.name());
                println!("  {:<38} token {in_token}", "");
                if inline::runs_inlined(kernel) {
                    println!("  {:<38} inlined   {inlined}", "");
                }
                let context = format!("{name}: {kernel}");
                // The paths agree with the decision.
                assert_eq!(
                    Some(table.implementation(kernel)),
                    in_table.implementation(),
                    "{context}"
                );
                assert_eq!(
                    Some(crate::token::token_implementation(token_level, kernel)),
                    in_token.implementation(),
                    "{context}"
                );
                if crate::selection::STATIC_DISPATCH {
                    // The free functions call the compile-time table.
                    assert_eq!(
                        Some(crate::selection::COMPILE_TIME.implementation(kernel)),
                        inlined.implementation(),
                        "{context}"
                    );
                } else {
                    assert_eq!(
                        slots::tagged_method(target, level, kernel),
                        inlined.method(),
                        "{context}"
                    );
                }
                // Everything chosen runs here, and never a slow pext.
                let chosen = [&in_table, &in_token, &inlined];
                for imp in chosen.iter().filter_map(|d| d.implementation()) {
                    assert!(
                        cpu.features().contains(imp.requires()),
                        "{context}: {} needs {}",
                        imp.name(),
                        imp.requires()
                    );
                    assert!(
                        !(cpu.pext_slow() && imp.uses_pext()),
                        "{context}: {} uses a slow pext",
                        imp.name()
                    );
                }
            }
        }
        assert!(checked > 10, "only {checked} CPUs can run this build");
    }

    /// The compile-time table (a `const`) and the scalar table are the
    /// decision's for any CPU that runs the program.
    #[test]
    fn the_compile_time_and_scalar_tables() {
        let level = Level::highest_in(Features::compile_time());
        assert_eq!(crate::selection::COMPILE_TIME.level(), level);
        for &kernel in Kernel::ALL {
            let d = decide(kernel, Target::COMPILE_TIME, level, Use::Table);
            assert_eq!(
                Some(crate::selection::COMPILE_TIME.implementation(kernel)),
                d.implementation(),
                "{kernel}"
            );
            let d = decide(kernel, Target::COMPILE_TIME, Level::Scalar, Use::Table);
            assert_eq!(
                Some(KernelTable::scalar().implementation(kernel)),
                d.implementation(),
                "{kernel}"
            );
            // Whatever the class: the scalar table is one for every CPU.
            let zen2 = Target::new(Features::NONE, Some(CpuClass::AmdZen12), PextSpeed::Slow);
            assert_eq!(
                decide(kernel, zen2, Level::Scalar, Use::Table).implementation(),
                d.implementation(),
                "{kernel}"
            );
        }
    }

    /// The running CPU: the tables [`KernelTable::for_level`] built and the
    /// active tags are the decision's.
    #[test]
    fn the_running_cpu() {
        let cpu = crate::cpu();
        let target = Target::of(cpu);
        for level in crate::available_levels() {
            let table = KernelTable::for_level(level).unwrap();
            for &kernel in Kernel::ALL {
                assert_eq!(
                    Some(table.implementation(kernel)),
                    decide(kernel, target, level, Use::Table).implementation(),
                    "{level} {kernel}"
                );
            }
        }
    }
}
