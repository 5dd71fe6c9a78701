//! The one decision: which implementation of a kernel runs, and why.
//!
//! Every path that picks one asks [`decide`]: the run-time tables
//! ([`KernelTable::for_level`](crate::KernelTable::for_level)), the constant tables, the
//! level tokens and the free functions' inlined kinds. A pure `const fn`, it builds the
//! constant tables and answers for any CPU (e.g. a recorded CPUID dump). Its rules:
//!
//! * Features: the CPU's within the level's [allowed](crate::Level::allowed) set; a token
//!   assumes only its level's [required](crate::Level::required) set and the build's, with
//!   `bmi2` lowered to `avx2` where `pext` is slow.
//! * `pdep`/`pext` users are skipped where slow, or where unknown (the compile-time table)
//!   below `avx512`: every CPU with AVX-512 F/BW/VL has a fast `pext`.
//! * First an order (a table: its class's, [`CpuClass::preferred`], none for the one scalar
//!   static; a token: its kernel's; a free function: its class's inlined order), then the
//!   registry's, which holds a portable candidate.

use core::fmt;

use super::class::CpuClass;
use super::implementation::Implementation;
use super::inlined;
use super::kernel::Kernel;
use super::kinds;
use super::method::Method;
use super::orders;
use crate::detect::Cpu;
use crate::features::{Features, Level};

/// Whether the free functions call `table::COMPILE_TIME` directly: the build enables
/// `avx2` or more, so every CPU that runs it has a level the table serves.
pub(crate) const STATIC_DISPATCH: bool = Features::compile_time().contains(Level::Avx2.required());

/// Whether `pdep`/`pext` are fast on a [`Target`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PextSpeed {
    /// Single micro-ops (Intel since Haswell, AMD Zen 3 and later).
    Fast,
    /// Microcoded (AMD/Hygon family 0x15, 0x17, 0x18).
    Slow,
    /// Not known (the compile-time table): taken as slow below `avx512`.
    Unknown,
}

/// What the decision knows about a CPU: corrected features, class, `pdep`/`pext` verdict.
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

    /// A CPU described by its parts, e.g. from a report (no class: registry order only).
    pub const fn new(features: Features, class: Option<CpuClass>, pext: PextSpeed) -> Target {
        Target {
            features,
            class,
            pext,
        }
    }

    /// Any CPU that runs this program: the build's features, no class, `pext` speed unknown.
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

    /// The level of the token [`dispatch`](fn@crate::dispatch) runs at `level`: `bmi2` is
    /// lowered to `avx2` where `pext` is slow, as the `bmi2` token's table uses it.
    pub const fn token_level(&self, level: Level) -> Level {
        if matches!(level, Level::Bmi2) && matches!(self.pext, PextSpeed::Slow) {
            Level::Avx2
        } else {
            level
        }
    }

    /// The level of the table that serves `use_` at `level`.
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
                // Evaluated once, not in every decision the build takes.
                const COMPILED: Features = Features::compile_time();
                let level = self.token_level(level);
                level
                    .required()
                    .union(COMPILED.intersection(level.allowed()))
            }
        }
    }
}

/// Which path asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Use {
    /// A level's table ([`kernels`](crate::kernels)), called through a function pointer.
    Table,
    /// A level token's table ([`dispatch`](fn@crate::dispatch)), inlined into the caller.
    Token,
    /// The free function's inlined lookup, or none (a call through the active table).
    Inline,
}

/// Why the decision chose what it chose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Why {
    /// The first implementation of the registry's order that may run.
    RegistryOrder,
    /// The CPU class's order, measured on its corpus files.
    ClassMeasured(CpuClass),
    /// The kernel's token order (measured inlined).
    TokenOrder,
    /// The class's inlined order (measured inlined).
    InlineOrder(CpuClass),
    /// No method of the class's inlined order applies: a call through the table.
    NoInline(CpuClass),
    /// The free function has no inlined form: a call through the table.
    NoInlineForm,
    /// Static dispatch: the compile-time table's choice.
    StaticDispatch,
    /// A many-squares free function: the loop of the per-square inlined lookup.
    SquaresLoop(CpuClass),
    /// A many-squares free function: the table's form (its loop inlined, or a call).
    SquaresTable(CpuClass),
}

/// Why an implementation ahead of the chosen one was passed over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Skip {
    /// Not in this build (a cargo feature off, another architecture, Miri).
    NotBuilt,
    /// Needs features the CPU has but the level does not allow (or a token guarantee).
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
    /// The chosen registry row (`None`: a call through the table).
    index: Option<usize>,
    why: Why,
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

    /// The level of the table that serves it (for a token, after lowering).
    pub const fn level(&self) -> Level {
        self.level
    }

    /// The features the chosen implementation could use.
    pub const fn features(&self) -> Features {
        self.caps
    }

    /// The implementation chosen; `None` only where [`Use::Inline`] calls the table.
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

/// The implementation of `kernel` that `use_` runs at `level` (one `target` supports) on
/// `target`, and why; for a token, `level` is before the slow-`pext` lowering.
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
/// On a Zen 2 (an AMD EPYC 7742's recorded CPUID leaves):
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
/// // Through `dispatch()`: the avx2 token (bmi2 lowered), whose table
/// // runs black magic, the first of the queen's token order that avx2 allows.
/// assert_eq!(queen(Use::Token).method(), Some(Method::ScalarBlackMagic));
/// assert_eq!(queen(Use::Token).level(), Level::Avx2);
/// println!("{}", queen(Use::Table));
/// ```
pub fn decide(kernel: Kernel, target: Target, level: Level, use_: Use) -> Decision {
    kernel.decide(target, level, use_)
}

/// Whether `imp` may run with `caps` (`slow`: skip `pdep`/`pext` users), else why not.
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

const fn find(list: &'static [Implementation], method: Method) -> Option<usize> {
    let mut i = 0;
    while i < list.len() {
        if list[i].method().is(method) {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// An order of methods the decision walks (see [`Walk::first`]).
#[derive(Clone, Copy)]
enum Order {
    /// A class's or a token's order: each method's row, if the kernel has one.
    Methods(&'static [Method]),
    /// The inlined order: only methods this build's free functions inline (`kinds.rs`).
    Inlined(&'static [Method]),
    /// The registry's order: every row of the list.
    Registry,
}

/// One decision in the making: a kernel's registry list, the target, what it has noted.
struct Walk {
    list: &'static [Implementation],
    target: Target,
    decision: Decision,
}

impl Walk {
    /// Notes the first implementation passed over.
    const fn pass_over(&mut self, method: Method, skip: Skip) {
        if self.decision.skipped.is_none() {
            self.decision.skipped = Some((method, skip));
        }
    }

    /// The first row of `order` that may run, noting the first passed over: every use's walk.
    const fn first(&mut self, order: Order, slow: bool) -> Option<usize> {
        let len = match order {
            Order::Methods(methods) | Order::Inlined(methods) => methods.len(),
            Order::Registry => self.list.len(),
        };
        let mut n = 0;
        while n < len {
            // Step `n`'s method and row (`None`: not registered, or not in this build).
            let (method, row) = match order {
                Order::Methods(methods) => (methods[n], find(self.list, methods[n])),
                Order::Inlined(methods) => (
                    methods[n],
                    match find(self.list, methods[n]) {
                        Some(i) if kinds::has(methods[n]) => Some(i),
                        _ => None,
                    },
                ),
                Order::Registry => (self.list[n].method(), Some(n)),
            };
            match row {
                Some(i) => match check(&self.list[i], &self.target, self.decision.caps, slow) {
                    None => return Some(i),
                    Some(skip) => self.pass_over(method, skip),
                },
                None => self.pass_over(method, Skip::NotBuilt),
            }
            n += 1;
        }
        None
    }

    const fn chose(mut self, index: usize, why: Why) -> Decision {
        self.decision.index = Some(index);
        self.decision.why = why;
        self.decision
    }

    /// The registry's order, which holds a portable row: every use's fallback.
    const fn registry_order(mut self, slow: bool) -> Decision {
        match self.first(Order::Registry, slow) {
            Some(i) => self.chose(i, Why::RegistryOrder),
            None => panic!("registry invariant broken: a kernel has no portable implementation"),
        }
    }
}

/// [`decide`] over `kernel`'s registry list (for `Kernel::decide` and the table builders).
pub(crate) const fn decide_in(
    list: &'static [Implementation],
    kernel: Kernel,
    target: Target,
    level: Level,
    use_: Use,
) -> Decision {
    let walk = Walk {
        list,
        target,
        decision: Decision {
            kernel,
            use_,
            asked: level,
            level,
            caps: target.caps(level, use_),
            index: None,
            why: Why::RegistryOrder,
            skipped: None,
        },
    };
    match use_ {
        Use::Inline => decide_inline(walk, level),
        Use::Token => decide_token(walk, level),
        Use::Table => decide_table(walk, level),
    }
}

/// The free function's inlined lookup: the class's inlined order, else a call through
/// the table; with static dispatch, the compile-time table's choice.
const fn decide_inline(mut walk: Walk, level: Level) -> Decision {
    let kernel = walk.decision.kernel;
    if STATIC_DISPATCH {
        let compile_time = Level::highest_in(Target::COMPILE_TIME.features);
        let mut d = decide_in(
            walk.list,
            kernel,
            Target::COMPILE_TIME,
            compile_time,
            Use::Table,
        );
        d.use_ = Use::Inline;
        d.why = Why::StaticDispatch;
        return d;
    }
    if let Some(piece) = inlined::squares_piece(kernel) {
        return decide_squares(walk, level, piece);
    }
    if !inlined::runs_inlined(kernel) {
        walk.decision.why = Why::NoInlineForm;
        return walk.decision;
    }
    let class = match walk.target.class {
        Some(class) => class,
        None => CpuClass::Other,
    };
    let slow = walk.target.pext_slow_at(level);
    match walk.first(Order::Inlined(inlined::order(class)), slow) {
        Some(i) => walk.chose(i, Why::InlineOrder(class)),
        None => {
            walk.decision.why = Why::NoInline(class);
            walk.decision
        }
    }
}

/// A many-squares free function (`inlined::SQUARES[piece]`), in the form its class's
/// many-squares order names. The loop form takes the per-square inlined lookup's row
/// where that lookup has a table (the kinds a loop runs), else the table's form; that
/// takes the table's row where it is such a lookup, else a call through the table.
const fn decide_squares(mut walk: Walk, level: Level, piece: usize) -> Decision {
    let class = match walk.target.class {
        Some(class) => class,
        None => CpuClass::Other,
    };
    if let inlined::SquaresForm::Loop = inlined::squares_form(class, piece) {
        let single = inlined::KERNELS[piece].decide(walk.target, level, Use::Inline);
        if let Some(method) = single.method()
            && kinds::has_table(kinds::of(Some(method)))
            && let Some(i) = find(walk.list, method)
            && check(
                &walk.list[i],
                &walk.target,
                walk.decision.caps,
                walk.target.pext_slow_at(level),
            )
            .is_none()
        {
            return walk.chose(i, Why::SquaresLoop(class));
        }
    }
    let table = decide_in(
        walk.list,
        walk.decision.kernel,
        walk.target,
        level,
        Use::Table,
    );
    walk.decision.why = Why::SquaresTable(class);
    if let Some(method) = table.method()
        && kinds::has_table(kinds::of(Some(method)))
    {
        walk.decision.index = table.index;
    }
    walk.decision
}

/// A token's table: the kernel's token order at the token level, then the registry's. It
/// never skips `pext` (the lowering did) and has no class order: it is compiled into the caller.
const fn decide_token(mut walk: Walk, level: Level) -> Decision {
    let served = walk.target.served_level(level, Use::Token);
    walk.decision.level = served;
    let order = orders::token_order(served, walk.decision.kernel);
    match walk.first(Order::Methods(order), false) {
        Some(i) => walk.chose(i, Why::TokenOrder),
        None => walk.registry_order(false),
    }
}

/// A level's table: the class's measured order (none at scalar), then the registry's.
const fn decide_table(mut walk: Walk, level: Level) -> Decision {
    let slow = walk.target.pext_slow_at(level);
    let class = if matches!(level, Level::Scalar) {
        None
    } else {
        walk.target.class
    };
    if let Some(class) = class {
        let kernel = walk.decision.kernel;
        let (order, why) = match class.measured(kernel) {
            Some(order) => (order, Why::ClassMeasured(class)),
            None => (&[] as &[Method], Why::RegistryOrder),
        };
        if let Some(i) = walk.first(Order::Methods(order), slow) {
            return walk.chose(i, why);
        }
    }
    walk.registry_order(slow)
}

impl fmt::Display for Why {
    // Compiled where printed (see `describe.rs`).
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Why::RegistryOrder => f.write_str("registry order"),
            Why::ClassMeasured(class) => write!(f, "{class} order, measured"),
            Why::TokenOrder => f.write_str("token order, measured inlined"),
            Why::InlineOrder(class) => write!(f, "{class} inlined order"),
            Why::NoInline(class) => {
                write!(f, "none of the {class} inlined order applies")
            }
            Why::NoInlineForm => f.write_str("no inlined form"),
            Why::StaticDispatch => f.write_str("compile-time table (static dispatch)"),
            Why::SquaresLoop(class) => write!(
                f,
                "{class} many-squares order: the loop of the per-square lookup"
            ),
            Why::SquaresTable(class) => {
                write!(f, "{class} many-squares order: the table's form")
            }
        }
    }
}

impl fmt::Display for Decision {
    /// `method (why; skipped: reason)`.
    #[inline]
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

impl Kernel {
    /// The one decision ([`decide`]) over this kernel's registry list.
    pub(crate) const fn decide(self, target: Target, level: Level, use_: Use) -> Decision {
        decide_in(self.infos(), self, target, level, use_)
    }
}

#[cfg_attr(not(feature = "introspection"), allow(dead_code))] // introspection API
impl CpuClass {
    /// What a table for this class holds for `kernel` at the highest level of `features`:
    /// [`decide`](crate::decide), for any CPU (nothing runs), e.g. one from a report.
    ///
    /// ```
    /// use bitboard_simd::{CpuClass, Features, Kernel};
    ///
    /// let imp = CpuClass::Other.choice(Kernel::FlipVertical, Features::NONE, false);
    /// assert_eq!(imp.name(), "scalar/swap_bytes");
    /// ```
    pub fn choice(
        self,
        kernel: Kernel,
        features: Features,
        pext_slow: bool,
    ) -> &'static Implementation {
        let pext = if pext_slow {
            PextSpeed::Slow
        } else {
            PextSpeed::Fast
        };
        let target = Target::new(features, Some(self), pext);
        decide(kernel, target, Level::highest_in(features), Use::Table)
            .implementation()
            .expect("a table decision always chooses")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The inlined decision at the highest level of a CPU with `features`.
    #[allow(dead_code)] // used by the tests that need the pext and magic tables
    fn choose(
        class: CpuClass,
        kernel: Kernel,
        features: Features,
        pext_slow: bool,
    ) -> Option<Method> {
        let pext = if pext_slow {
            PextSpeed::Slow
        } else {
            PextSpeed::Fast
        };
        let target = Target::new(features, Some(class), pext);
        kernel
            .decide(target, Level::highest_in(features), Use::Inline)
            .method()
    }

    /// Every CPU of `tests/data/cpuid.tsv`: the decision for every kernel and use at its
    /// highest level, printed (`cargo test --lib recorded_cpus -- --nocapture`), runs there
    /// and never uses a slow `pext`. The records are x86-64: only such a build runs them.
    #[test]
    #[cfg(all(feature = "std", target_arch = "x86_64"))]
    // Data only: nothing Miri would add.
    #[cfg_attr(miri, ignore)]
    fn recorded_cpus_every_kernel_every_use() {
        use std::{format, println};
        let mut checked = 0;
        for (name, cpu) in crate::detect::recorded::cpus() {
            if !cpu.features().contains(Features::compile_time()) {
                println!("{name}: cannot run this build (its target features)");
                continue;
            }
            let target = Target::of(&cpu);
            let level = cpu.highest_level();
            println!(
                "{name}: {} class, level {level}, token {}, pdep/pext {}",
                CpuClass::of(&cpu),
                target.token_level(level),
                cpu.pext_verdict()
            );
            checked += 1;
            for &kernel in Kernel::ALL {
                let in_table = decide(kernel, target, level, Use::Table);
                let in_token = decide(kernel, target, level, Use::Token);
                let inlined = decide(kernel, target, level, Use::Inline);
                println!("  {:<38} table {in_table}", kernel.name());
                println!("  {:<38} token {in_token}", "");
                if inlined::runs_inlined(kernel) {
                    println!("  {:<38} inlined   {inlined}", "");
                }
                let context = format!("{name}: {kernel}");
                assert!(in_table.implementation().is_some(), "{context}");
                assert!(in_token.implementation().is_some(), "{context}");
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

    #[test]
    #[cfg(not(all(target_arch = "x86_64", target_feature = "avx2")))]
    fn other_kernels_never_run_in_place() {
        // `extract_diagonal` has a `bmi2/pext` too, but is no per-square lookup. The
        // many-squares forms are tested in `before_main.rs`.
        let all = Level::Avx512.required();
        for class in CpuClass::ALL {
            for &kernel in Kernel::ALL {
                assert_eq!(
                    inlined::runs_inlined(kernel),
                    inlined::KERNELS.contains(&kernel)
                );
                if !inlined::KERNELS.contains(&kernel) && !inlined::SQUARES.contains(&kernel) {
                    assert_eq!(choose(class, kernel, all, false), None, "{kernel}");
                }
            }
        }
    }

    /// The inlined forms execute what their implementations declare (BMI2 for `pext`,
    /// nothing for the magics): the inlined `pext`'s SAFETY argument rests on this.
    #[test]
    #[cfg(all(
        feature = "std",
        target_arch = "x86_64",
        not(target_feature = "avx2"),
        feature = "pext-table",
        feature = "magic-table",
        not(miri)
    ))]
    fn choices_per_class() {
        use std::string::ToString;
        use Method::{Bmi2Pext as Pext, ScalarBlackMagic as BlackMagic};
        let sse2 = Level::Sse2.required();
        let avx2 = Level::Bmi2.required();
        let avx512 = Level::Avx512.required();
        let cases = [
            // Zen 2: BMI2 present, pext microcoded.
            ("AuthenticAMD", 0x17, avx2, true, [BlackMagic; 3]),
            ("AuthenticAMD", 0x19, avx2, false, [Pext; 3]),
            ("GenuineIntel", 6, avx512, false, [Pext; 3]),
            ("GenuineIntel", 6, avx2, false, [Pext; 3]),
            // An SSE2-only part: no BMI2, so no pext whatever the class.
            ("GenuineIntel", 6, sse2, false, [BlackMagic; 3]),
            ("AuthenticAMD", 0x19, avx512, false, [Pext; 3]),
            ("CentaurHauls", 7, avx2, false, [BlackMagic; 3]),
        ];
        for (vendor, family, features, pext_slow, expected) in cases {
            let class = CpuClass::from_identity(vendor, family, features);
            for (kernel, want) in inlined::KERNELS.into_iter().zip(expected) {
                assert_eq!(
                    choose(class, kernel, features, pext_slow),
                    Some(want),
                    "{class} {kernel}"
                );
            }
        }
        // A cap below bmi2 (BITBOARD_SIMD=avx2) takes pext away on Zen 3.
        let zen3 = Target::new(avx2, Some(CpuClass::AmdZen3), PextSpeed::Fast);
        let d = Kernel::RookAttacksFrom.decide(zen3, Level::Avx2, Use::Inline);
        assert_eq!(d.method(), Some(BlackMagic));
        assert!(
            d.to_string()
                .contains("bmi2/pext skipped: needs features the level does not allow"),
            "{d}"
        );
        for class in CpuClass::ALL {
            for kernel in inlined::KERNELS.into_iter().chain(inlined::SQUARES) {
                assert_ne!(choose(class, kernel, avx512, true), Some(Pext));
            }
        }
        // Many-squares (rook, bishop, queen): the per-square lookup's loop, or the
        // table's form (`None`: its vector lanes called), per class.
        let (zen3_squares, zen4_squares) = ([Some(Pext), Some(Pext), None], [None; 3]);
        let gfni = avx512.union(Features::GFNI);
        let squares = [
            // Zen 2: the loop of black magic (also the table's choice).
            ("AuthenticAMD", 0x17, avx2, true, [Some(BlackMagic); 3]),
            // Zen 3: the pext loop for the rook and bishop, the queen's lanes.
            ("AuthenticAMD", 0x19, avx2, false, zen3_squares),
            // Zen 4 (with GFNI): the lanes for all three.
            ("AuthenticAMD", 0x19, gfni, false, zen4_squares),
            ("GenuineIntel", 6, avx512, false, [Some(Pext); 3]),
            ("GenuineIntel", 6, avx2, false, [Some(Pext); 3]),
            ("GenuineIntel", 6, sse2, false, [Some(BlackMagic); 3]),
            ("CentaurHauls", 7, avx2, false, [Some(BlackMagic); 3]),
        ];
        for (vendor, family, features, pext_slow, expected) in squares {
            let class = CpuClass::from_identity(vendor, family, features);
            for (kernel, want) in inlined::SQUARES.into_iter().zip(expected) {
                assert_eq!(
                    choose(class, kernel, features, pext_slow),
                    want,
                    "{class} {kernel}"
                );
            }
        }
        // A cap below bmi2 takes pext away from the loop too: black magic's.
        let d = Kernel::BishopAttacksFromSquares.decide(zen3, Level::Avx2, Use::Inline);
        assert_eq!(d.method(), Some(BlackMagic));
        assert!(
            d.to_string()
                .contains("amd-zen3 many-squares order: the loop of the per-square lookup"),
            "{d}"
        );
    }
}
