//! Wisdom: the choices in force for every use, as text that a later
//! process loads (the idea and the word are FFTW's: measure once on the
//! machine at hand, save what was learnt, refuse it on another machine).
//!
//! The text form is fixed, so that tools and people can read and write it:
//!
//! ```text
//! # comment lines start with '#'
//! cpu <vendor> <family hex> <model hex> <stepping> <features...>
//! crate <version>
//! <use> <kernel> <implementation>
//! ...
//! ```
//!
//! `<use>` is `table` (the active table, the batch forms, what the free
//! functions call), `inline` (what a free function runs inlined in the
//! caller) or `token` (the per-square lookups [`dispatch`](fn@crate::dispatch)
//! runs: its level's, fixed when the crate is compiled, so written to say
//! what ran and checked when read). Kernel and implementation names are the report's:
//! `table rook_attacks_from scalar/black_magic`. Every kernel has a `table`
//! line; `rook_/bishop_/queen_attacks_from` have an `inline` and a `token`
//! line, their many-squares forms an `inline` line (the loop of a lookup,
//! `bmi2/pext` or `scalar/black_magic`, or the table's implementation: a
//! call through the table).
//!
//! Every function here is `#[inline]`: a program compiles it only if it
//! reads or writes a wisdom, so a dependent that does not is spared its machine code
//! (as `calibrate`'s code is).

use core::fmt;
use core::str::FromStr;
use std::format;
use std::string::{String, ToString};
use std::vec::Vec;

use crate::detect::Cpu;
use crate::features::{Features, Level};
use crate::selection::choices::{self, ChoiceSource, Choices, Refusal, INLINE, INLINE_KERNELS};
use crate::selection::inlined::KERNELS;
use crate::selection::kinds::{self, Kind};
use crate::selection::{self, Kernel, KernelTable, Method, Target, Use, STATIC_DISPATCH};

/// The choices in force for every use, with the CPU and the crate version
/// they were made for: what [`wisdom`] returns and [`install_wisdom`]
/// loads. Its [`Display`](fmt::Display) is the text form (see the
/// [`install_wisdom`] docs), which [`FromStr`] reads back.
///
/// ```
/// let w = bitboard_simd::wisdom();
/// let text = w.to_string();
/// assert!(text.contains("table rook_attacks_from"));
/// let again: bitboard_simd::Wisdom = text.parse().unwrap();
/// assert_eq!(again.to_string(), text);
/// ```
#[derive(Clone, Debug)]
pub struct Wisdom {
    /// The numbers of the `cpu` and `crate` lines in the text this was read
    /// from (0 if made here).
    header: (usize, usize),
    vendor: String,
    family: u32,
    model: u32,
    stepping: u32,
    features: Features,
    version: String,
    /// The choices, with the line each was read from (0 if made here).
    lines: Vec<Line>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Line {
    use_: Use,
    kernel: Kernel,
    method: Method,
    number: usize,
}

/// Why a wisdom text was refused: the line (1 for the first), and what is
/// wrong there. Nothing was changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WisdomError {
    line: usize,
    what: String,
}

impl WisdomError {
    #[inline]
    fn new(line: usize, what: impl Into<String>) -> WisdomError {
        WisdomError {
            line,
            what: what.into(),
        }
    }

    /// The line the refusal is about (1 for the first; one past the last
    /// for a line that is missing).
    #[inline]
    pub fn line(&self) -> usize {
        self.line
    }

    /// What is wrong, without the line number.
    #[inline]
    pub fn reason(&self) -> &str {
        &self.what
    }
}

impl fmt::Display for WisdomError {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.what)
    }
}

impl std::error::Error for WisdomError {}

#[inline]
const fn use_name(use_: Use) -> &'static str {
    match use_ {
        Use::Table => "table",
        Use::Inline => "inline",
        Use::Token => "token",
    }
}

/// The kernels that have a line of `use_`.
#[inline]
fn kernels_of(use_: Use) -> &'static [Kernel] {
    match use_ {
        Use::Table => Kernel::ALL,
        Use::Inline => &INLINE_KERNELS,
        Use::Token => &KERNELS,
    }
}

/// The implementation a kind names for `kernel`'s inline use, with
/// `fallback` the implementation behind a kind with no lookup of its own
/// ([`Kind::CallTable`]: the table's).
#[inline]
fn method_of(kind: Kind, fallback: Method) -> Method {
    kinds::method(kind).unwrap_or(fallback)
}

/// The token table's own implementation of `kernel` at `token_level`.
#[inline]
fn token_table_method(kernel: Kernel, token_level: Level) -> Option<Method> {
    kernel
        .decide(Target::COMPILE_TIME, token_level, Use::Token)
        .method()
}

/// The implementations the `token` lines name at `token_level`, in the
/// order of [`KERNELS`]: the token table's, fixed at compile time (the
/// lines say what `dispatch` runs; nothing installs another).
#[inline]
fn token_methods(token_level: Level) -> [Method; KERNELS.len()] {
    KERNELS.map(|kernel| token_table_method(kernel, token_level).unwrap_or(Method::ScalarHyperbola))
}

/// The choices in force for every use, with this CPU and this crate's
/// version: save its text (`to_string()`) and give it to [`install_wisdom`]
/// or `BITBOARD_SIMD_WISDOM` in a later process.
///
/// ```
/// let text = bitboard_simd::wisdom().to_string();
/// assert!(text.lines().any(|l| l.starts_with("cpu ")));
/// // The choices in force are the ones it names, so installing it changes nothing.
/// bitboard_simd::install_wisdom(&text).unwrap();
/// ```
#[inline]
pub fn wisdom() -> Wisdom {
    Wisdom::of(
        selection::cpu(),
        selection::token_level(),
        &choices::in_force(),
    )
}

impl Wisdom {
    /// The wisdom of `c` on `cpu`, whose token runs at `token_level` (the
    /// tests make it for recorded CPUs).
    #[inline]
    fn of(cpu: &Cpu, token_level: Level, c: &Choices) -> Wisdom {
        let mut lines = Vec::new();
        for (kernel, imp) in c.table.iter() {
            lines.push((Use::Table, kernel, imp.method()));
        }
        for (i, &kernel) in INLINE_KERNELS.iter().enumerate() {
            let table = choices::called_table(&c.table).implementation(kernel);
            lines.push((Use::Inline, kernel, method_of(c.inline[i], table.method())));
        }
        for (&kernel, method) in KERNELS.iter().zip(token_methods(token_level)) {
            lines.push((Use::Token, kernel, method));
        }
        Wisdom {
            header: (0, 0),
            vendor: cpu.vendor().to_string(),
            family: cpu.family(),
            model: cpu.model(),
            stepping: cpu.stepping(),
            features: cpu.features(),
            version: env!("CARGO_PKG_VERSION").to_string(),
            lines: lines
                .into_iter()
                .map(|(use_, kernel, method)| Line {
                    use_,
                    kernel,
                    method,
                    number: 0,
                })
                .collect(),
        }
    }

    /// The implementation this wisdom names for `kernel` in `use_`, by the
    /// report's name (`None` where it has no such line).
    #[inline]
    pub fn choice(&self, use_: &str, kernel: Kernel) -> Option<&'static str> {
        self.lines
            .iter()
            .find(|l| use_name(l.use_) == use_ && l.kernel == kernel)
            .map(|l| l.method.name())
    }

    /// The wisdom with the `use_` choice of `kernel` set to the
    /// implementation called `implementation` (the report writes its
    /// measured fastest this way). Checked as a line of the text is.
    #[inline]
    pub fn with_choice(
        mut self,
        use_: &str,
        kernel: Kernel,
        implementation: &str,
    ) -> Result<Wisdom, WisdomError> {
        let line = parse_choice(&[use_, kernel.name(), implementation], 0)?;
        match self
            .lines
            .iter_mut()
            .find(|l| l.use_ == line.use_ && l.kernel == kernel)
        {
            Some(l) => l.method = line.method,
            None => self.lines.push(line),
        }
        Ok(self)
    }

    /// The choices it names, checked against this process: the CPU, the
    /// crate version, and each implementation against what this CPU runs
    /// at the active level.
    // `#[inline]` on the path to `with_method` (here, `install`,
    // `install_wisdom`): compiled in a program that calls it, not in every
    // dependent's build (`tools/check-codegen-copies.py`).
    #[inline]
    fn choices(&self) -> Result<Choices, WisdomError> {
        self.choices_on(
            selection::cpu(),
            selection::kernels(),
            selection::token_level(),
        )
    }

    /// [`Wisdom::choices`] for `cpu`, with `active` the table of its active
    /// level and `token_level` its token's (the tests check recorded CPUs'
    /// wisdom this way).
    #[inline]
    fn choices_on(
        &self,
        cpu: &Cpu,
        active: &KernelTable,
        token_level: Level,
    ) -> Result<Choices, WisdomError> {
        let at = |use_: Use, kernel: Kernel| {
            self.lines
                .iter()
                .find(|l| l.use_ == use_ && l.kernel == kernel)
                .copied()
        };
        let cpu_line = self.header.0;
        let differs = |what: &str, ours: String, theirs: String| {
            Err(WisdomError::new(
                cpu_line,
                format!("another CPU: {what} {theirs}, this CPU's is {ours}"),
            ))
        };
        if self.vendor != cpu.vendor() {
            return differs("vendor", cpu.vendor().into(), self.vendor.clone());
        }
        if self.family != cpu.family() {
            return differs(
                "family",
                format!("{:#x}", cpu.family()),
                format!("{:#x}", self.family),
            );
        }
        if self.model != cpu.model() {
            return differs(
                "model",
                format!("{:#x}", cpu.model()),
                format!("{:#x}", self.model),
            );
        }
        if self.stepping != cpu.stepping() {
            return differs(
                "stepping",
                cpu.stepping().to_string(),
                self.stepping.to_string(),
            );
        }
        if self.features != cpu.features() {
            return differs(
                "features",
                cpu.features().to_string(),
                self.features.to_string(),
            );
        }
        if self.version != env!("CARGO_PKG_VERSION") {
            return Err(WisdomError::new(
                self.header.1,
                format!(
                    "another crate version: {}, this is {}",
                    self.version,
                    env!("CARGO_PKG_VERSION")
                ),
            ));
        }
        let mut table = *active;
        for &kernel in Kernel::ALL {
            let l = at(Use::Table, kernel).ok_or_else(|| self.missing(Use::Table, kernel))?;
            table = table.with_method(kernel, l.method).ok_or_else(|| {
                WisdomError::new(
                    l.number,
                    format!(
                        "{} needs {}, beyond what this CPU runs at the active level ({})",
                        l.method.name(),
                        kernel_requires(kernel, l.method),
                        table.features()
                    ),
                )
            })?;
        }
        let mut inline = [Kind::NotInlined; INLINE];
        for (i, &kernel) in INLINE_KERNELS.iter().enumerate() {
            let l = at(Use::Inline, kernel).ok_or_else(|| self.missing(Use::Inline, kernel))?;
            let kind = kinds::of(Some(l.method));
            inline[i] = if !crate::selection::before_main::may_call_table(i) {
                if kind == Kind::NotInlined {
                    return Err(WisdomError::new(
                        l.number,
                        format!(
                            "{kernel}'s free function has no inlined {}",
                            l.method.name()
                        ),
                    ));
                }
                kind
            } else if kinds::has_table(kind) {
                kind
            } else if choices::called_table(&table)
                .implementation(kernel)
                .method()
                == l.method
            {
                Kind::CallTable
            } else {
                let called = choices::called_table(&table).implementation(kernel).name();
                return Err(WisdomError::new(
                    l.number,
                    if STATIC_DISPATCH {
                        format!(
                            "{kernel}'s free function calls the compile-time table's {called} (static dispatch: the build fixes it), not {}",
                            l.method.name()
                        )
                    } else {
                        format!(
                            "{kernel}'s free function runs the loop of an inlined table lookup or the table's implementation ({called}), not {}",
                            l.method.name()
                        )
                    },
                ));
            };
        }
        // The token's lookups are its level's, fixed at compile time: a
        // line must name what `dispatch` runs there.
        for (&kernel, method) in KERNELS.iter().zip(token_methods(token_level)) {
            let l = at(Use::Token, kernel).ok_or_else(|| self.missing(Use::Token, kernel))?;
            if l.method != method {
                return Err(WisdomError::new(
                    l.number,
                    format!(
                        "the {token_level} token runs {} for {kernel} (a token's lookups are its level's, fixed when the crate is compiled), not {}",
                        method.name(),
                        l.method.name()
                    ),
                ));
            }
        }
        Ok(Choices {
            table,
            inline,
            sources: [ChoiceSource::Wisdom; 2],
        })
    }

    /// The line of a refusal about `kernel`'s `use_` choice.
    #[inline]
    fn line_of(&self, use_: Use, kernel: Kernel) -> usize {
        self.lines
            .iter()
            .find(|l| l.use_ == use_ && l.kernel == kernel)
            .map_or(0, |l| l.number)
    }

    #[inline]
    fn missing(&self, use_: Use, kernel: Kernel) -> WisdomError {
        let end = self.lines.iter().map(|l| l.number).max().unwrap_or(0) + 1;
        WisdomError::new(end, format!("no `{} {kernel}` line", use_name(use_)))
    }

    /// Installs these choices (see [`install_wisdom`]).
    #[inline]
    pub fn install(&self) -> Result<(), WisdomError> {
        let c = self.choices()?;
        choices::install(&c).map_err(|r| self.refusal(r))
    }

    /// Installs these choices, the inline ones included, from the crate's
    /// constructor.
    ///
    /// # Safety
    /// As for `choices::install_before_main`.
    #[cfg_attr(not(feature = "startup-choices"), allow(dead_code))]
    #[inline]
    pub(crate) unsafe fn install_before_main(&self) -> Result<(), WisdomError> {
        let c = self.choices()?;
        // SAFETY: by the caller.
        unsafe { choices::install_before_main(&c) }.map_err(|r| self.refusal(r))
    }

    #[inline]
    fn refusal(&self, r: Refusal) -> WisdomError {
        match r {
            Refusal::InlineFixed(k) => WisdomError::new(
                self.line_of(Use::Inline, k),
                if STATIC_DISPATCH {
                    format!(
                        "{k}'s free function calls the compile-time table (static dispatch: the build fixes it), which runs another lookup"
                    )
                } else {
                    format!(
                        "the free functions' inlined choices are fixed when the process starts, and {k}'s in force differs: load this file through BITBOARD_SIMD_WISDOM"
                    )
                },
            ),
            Refusal::Inline(k) => WisdomError::new(
                self.line_of(Use::Inline, k),
                "this CPU cannot run that lookup at the active level",
            ),
            Refusal::Table(k) => WisdomError::new(
                self.line_of(Use::Table, k),
                "this CPU cannot run that implementation at the active level",
            ),
        }
    }
}

#[inline]
fn kernel_requires(kernel: Kernel, method: Method) -> Features {
    kernel
        .implementations()
        .find(|i| i.method() == method)
        .map_or(Features::NONE, |i| i.requires())
}

/// Installs the choices of a wisdom text for every use, all or nothing.
///
/// It refuses, changing nothing, with the line number of what is wrong: a
/// text of another CPU (vendor, family, model, stepping or features) or of
/// another crate version; an unknown use, kernel or implementation, or an
/// implementation of another kernel; an implementation this CPU cannot run
/// at the active level; a malformed, repeated or missing line; an empty
/// text or one that is not text.
///
/// The free functions' inlined choices are read with a plain load that a
/// caller's loop hoists, so only the crate's constructor can change them:
/// here an `inline` line must name the choice in force. Give the file to
/// `BITBOARD_SIMD_WISDOM` to have every line, `inline` included, installed
/// before `main`.
///
/// ```
/// let text = bitboard_simd::wisdom().to_string();
/// bitboard_simd::install_wisdom(&text).unwrap();
/// // The same text for another vendor's CPU: refused at the `cpu` line
/// // (after the comment line), nothing changed.
/// let other = text.replacen("cpu ", "cpu Nobody", 1);
/// let err = bitboard_simd::install_wisdom(&other).unwrap_err();
/// assert_eq!(err.line(), 2);
/// assert!(err.to_string().starts_with("line 2: another CPU: vendor"));
/// ```
#[inline]
pub fn install_wisdom(text: &str) -> Result<(), WisdomError> {
    text.parse::<Wisdom>()?.install()
}

impl fmt::Display for Wisdom {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "# bitboard-simd wisdom: the choices in force for every use (table, inline, token)"
        )?;
        write!(
            f,
            "cpu {} {:#x} {:#x} {}",
            self.vendor, self.family, self.model, self.stepping
        )?;
        for name in self.features.names() {
            write!(f, " {name}")?;
        }
        writeln!(f)?;
        writeln!(f, "crate {}", self.version)?;
        for l in &self.lines {
            writeln!(f, "{} {} {}", use_name(l.use_), l.kernel, l.method.name())?;
        }
        Ok(())
    }
}

#[inline]
fn parse_hex(s: &str) -> Option<u32> {
    let digits = s
        .strip_prefix("0x")
        .or_else(|| s.strip_prefix("0X"))
        .unwrap_or(s);
    u32::from_str_radix(digits, 16).ok()
}

#[inline]
fn parse_choice(fields: &[&str], number: usize) -> Result<Line, WisdomError> {
    let [use_, kernel, implementation] = fields else {
        return Err(WisdomError::new(
            number,
            format!(
                "malformed: expected `<use> <kernel> <implementation>`, found {} fields",
                fields.len()
            ),
        ));
    };
    let use_ = match *use_ {
        "table" => Use::Table,
        "inline" => Use::Inline,
        "token" => Use::Token,
        other => {
            return Err(WisdomError::new(
                number,
                format!("unknown use `{other}` (table, inline or token)"),
            ));
        }
    };
    let kernel: Kernel = kernel
        .parse()
        .map_err(|_| WisdomError::new(number, format!("unknown kernel `{kernel}`")))?;
    if !kernels_of(use_).contains(&kernel) {
        return Err(WisdomError::new(
            number,
            format!("{kernel} has no {} choice made at run time", use_name(use_)),
        ));
    }
    let method: Method = implementation.parse().map_err(|_| {
        WisdomError::new(number, format!("unknown implementation `{implementation}`"))
    })?;
    if !kernel.implementations().any(|i| i.method() == method) {
        return Err(WisdomError::new(
            number,
            format!("{implementation} is not an implementation of {kernel}"),
        ));
    }
    Ok(Line {
        use_,
        kernel,
        method,
        number,
    })
}

impl FromStr for Wisdom {
    type Err = WisdomError;

    /// Reads the text form (see [`install_wisdom`]): checks its syntax,
    /// names and completeness, not that it fits this CPU (that is
    /// [`Wisdom::install`]'s).
    #[inline]
    fn from_str(text: &str) -> Result<Wisdom, WisdomError> {
        let mut cpu = None;
        let mut version = None;
        let mut lines: Vec<Line> = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let number = i + 1;
            if raw
                .chars()
                .any(|c| c.is_control() && c != '\t' && c != '\r')
            {
                return Err(WisdomError::new(number, "not text: a control character"));
            }
            let line = raw.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let fields: Vec<&str> = line.split_whitespace().collect();
            match (cpu.is_some(), version.is_some(), fields[0]) {
                (false, _, "cpu") => {
                    let [_, vendor, family, model, stepping, features @ ..] = &fields[..] else {
                        return Err(WisdomError::new(
                            number,
                            "malformed: expected `cpu <vendor> <family hex> <model hex> <stepping> <features...>`",
                        ));
                    };
                    let bad = |what: &str, s: &str| {
                        WisdomError::new(number, format!("malformed {what} `{s}`"))
                    };
                    let family = parse_hex(family).ok_or_else(|| bad("family", family))?;
                    let model = parse_hex(model).ok_or_else(|| bad("model", model))?;
                    let stepping: u32 = stepping.parse().map_err(|_| bad("stepping", stepping))?;
                    let mut set = Features::NONE;
                    for name in features {
                        set =
                            set | Features::from_name(name).ok_or_else(|| bad("feature", name))?;
                    }
                    cpu = Some((number, vendor.to_string(), family, model, stepping, set));
                }
                (false, _, _) => {
                    return Err(WisdomError::new(
                        number,
                        "malformed: the first line that is not a comment is the `cpu` line",
                    ));
                }
                (true, false, "crate") => {
                    let [_, v] = &fields[..] else {
                        return Err(WisdomError::new(
                            number,
                            "malformed: expected `crate <version>`",
                        ));
                    };
                    version = Some((number, v.to_string()));
                }
                (true, false, _) => {
                    return Err(WisdomError::new(
                        number,
                        "malformed: the `crate` line follows the `cpu` line",
                    ));
                }
                (true, true, "cpu" | "crate") => {
                    return Err(WisdomError::new(
                        number,
                        format!("malformed: a second `{}` line", fields[0]),
                    ));
                }
                (true, true, _) => {
                    let l = parse_choice(&fields, number)?;
                    if let Some(first) = lines
                        .iter()
                        .find(|o| o.use_ == l.use_ && o.kernel == l.kernel)
                    {
                        return Err(WisdomError::new(
                            number,
                            format!(
                                "a second `{} {}` line (the first is line {})",
                                use_name(l.use_),
                                l.kernel,
                                first.number
                            ),
                        ));
                    }
                    lines.push(l);
                }
            }
        }
        let end = text.lines().count() + 1;
        let Some((cpu_line, vendor, family, model, stepping, features)) = cpu else {
            return Err(WisdomError::new(
                1,
                if text
                    .lines()
                    .all(|l| l.trim().is_empty() || l.trim().starts_with('#'))
                {
                    "empty: no `cpu` line"
                } else {
                    "no `cpu` line"
                },
            ));
        };
        let Some((crate_line, version)) = version else {
            return Err(WisdomError::new(end, "no `crate` line"));
        };
        let w = Wisdom {
            header: (cpu_line, crate_line),
            vendor,
            family,
            model,
            stepping,
            features,
            version,
            lines,
        };
        for use_ in [Use::Table, Use::Inline, Use::Token] {
            for &kernel in kernels_of(use_) {
                if !w.lines.iter().any(|l| l.use_ == use_ && l.kernel == kernel) {
                    return Err(w.missing(use_, kernel));
                }
            }
        }
        Ok(w)
    }
}

/// Reads a wisdom file's bytes: a file that is not UTF-8 is refused at the
/// line of its first byte that is not.
#[cfg_attr(not(feature = "startup-choices"), allow(dead_code))]
#[inline]
pub(crate) fn from_bytes(bytes: &[u8]) -> Result<Wisdom, WisdomError> {
    match core::str::from_utf8(bytes) {
        Ok(text) => text.parse(),
        Err(e) => {
            let line = 1 + bytes[..e.valid_up_to()]
                .iter()
                .filter(|&&b| b == b'\n')
                .count();
            Err(WisdomError::new(line, "not text: not UTF-8"))
        }
    }
}

/// What `wisdom()` writes, `install_wisdom` reads back, at every level a
/// recorded CPU can be capped to (`tests/data/cpuid.tsv`; x86-64 records:
/// only an x86-64 build decides for them). A cap changes the table, the
/// inline kinds and the token's level, each of which the
/// reader checks against that level: the process running the tests, one
/// CPU at one level, would read back few of those texts.
#[cfg(all(test, feature = "std", target_arch = "x86_64"))]
mod tests {
    use super::*;
    use crate::selection::before_main::kinds_for;
    use std::vec;

    /// The choices in force on `cpu` capped to `level` before anything is
    /// installed (the built-in orders'), and the table of that level.
    fn choices_at(cpu: &Cpu, level: Level) -> Choices {
        let target = Target::of(cpu);
        // SAFETY: the table is only read (its implementations' names and
        // its features), never called, so what the CPU running the test
        // has does not matter.
        let table = unsafe { KernelTable::build(target, level, Use::Table) };
        Choices {
            table,
            inline: kinds_for(target, level),
            sources: [ChoiceSource::Orders; 2],
        }
    }

    #[test]
    // Data only: nothing Miri would add, and hundreds of decisions.
    #[cfg_attr(miri, ignore)]
    fn wisdom_round_trips_at_every_cap_of_every_recorded_cpu() {
        let mut failures = vec![];
        for (name, cpu) in crate::detect::recorded::cpus() {
            let target = Target::of(&cpu);
            for level in Level::ALL
                .into_iter()
                .filter(|l| l.is_of_target() && cpu.features().contains(l.required()))
            {
                let c = choices_at(&cpu, level);
                let token_level = target.token_level(level);
                let text = Wisdom::of(&cpu, token_level, &c).to_string();
                let read = text
                    .parse::<Wisdom>()
                    .and_then(|w| w.choices_on(&cpu, &c.table, token_level));
                match read {
                    Ok(again) => {
                        // The same choices: the same text again.
                        assert_eq!(
                            Wisdom::of(&cpu, token_level, &again).to_string(),
                            text,
                            "{name} at {level}"
                        );
                    }
                    Err(e) => failures.push(format!("{name} at {level}: {e}")),
                }
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
}
