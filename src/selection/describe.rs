//! [`describe`]: the dispatch in words. It reads every layer below and changes nothing.

use core::fmt;

use super::active::kernels;
use super::before_main::{self, SQUARES};
use super::choices::{self, source};
use super::class::CpuClass;
use super::cpu::{available_levels, cpu};
use super::decision::{decide, Decision, Target, Use, STATIC_DISPATCH};
use super::fixed::INLINES_PORTABLE;
use super::implementation::Implementation;
use super::inlined;
use super::kernel::Kernel;
use super::kinds;
use super::level::{choice, token_level, Choice, EnvCap, Reason};
use super::slots::called_directly;
use super::table::{KernelTable, COMPILE_TIME};
use crate::detect::Cpu;
use crate::features::Level;

/// The dispatcher's choice in words (CPU, levels, why this level, each kernel's choice):
/// its `Display` is what bug reports and the benchmark report print.
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

    /// Whether the free functions bypass the table for the compile-time one (an `Avx2`+ build).
    pub fn static_dispatch(&self) -> bool {
        STATIC_DISPATCH
    }

    introspection! {
        /// The implementation the free function of `kernel` runs inlined, or `None` (a call
        /// through the active table). A per-square lookup: the class's inlined order's, fixed
        /// before `main` where constructors run (`scalar/hyperbola` if it did not or failed).
        /// A many-squares form: the lookup looped over (`None` for a vector form or unfixed).
        /// Under [`static_dispatch`](Self::static_dispatch): the compile-time table's. A kernel
        /// whose token is portable everywhere: that one. Why: [`Description::decision`].
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
            if !STATIC_DISPATCH && INLINES_PORTABLE[kernel as usize] {
                // The scalar token's implementation (`fixed.rs`).
                return kernel
                    .decide(Target::COMPILE_TIME, Level::Scalar, Use::Token)
                    .implementation();
            }
            // The kind in force: the constructor's, a wisdom file's, a calibration's or the
            // build's (without a constructor, the decision the first call follows).
            if let Some(i) = choices::INLINE_KERNELS.iter().position(|&k| k == kernel) {
                if STATIC_DISPATCH {
                    // A call of a constant pointer, which inlines.
                    return Some(COMPILE_TIME.implementation(kernel));
                }
                let kind = choices::inline_in_force()[i];
                if i >= before_main::SQUARES_AT && kind == kinds::Kind::CallTable {
                    return None;
                }
                let method = kinds::method(kind)?;
                return kernel.implementations().find(|imp| imp.method() == method);
            }
            self.decision(kernel, Use::Inline).implementation()
        }
    }

    introspection! {
        /// The one decision ([`decide`]) for `kernel` and `use_` on this CPU at the active
        /// level. A calibrated table may hold others ([`Description::table`]).
        pub fn decision(&self, kernel: Kernel, use_: Use) -> Decision {
            decide(kernel, Target::of(self.cpu), self.choice.level, use_)
        }
    }

    /// Why this level, in one line; also the warning printed once on stderr (with `std`)
    /// when `BITBOARD_SIMD` was set but not applied.
    pub fn reason(&self) -> impl fmt::Display + '_ {
        Reason {
            highest: self.cpu.highest_level(),
            choice: self.choice,
        }
    }
}

impl fmt::Display for Description {
    // Compiled where a program prints it, not in every dependent's build.
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_cpu(f)?;
        self.fmt_dispatch(f)?;
        self.fmt_kernels(f)
    }
}

impl Description {
    #[inline]
    fn fmt_cpu(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
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
        if class.evidence().is_some() {
            writeln!(f, "cpu class: {class} (its own preference order)")?;
        } else {
            writeln!(
                f,
                "cpu class: {class} (no measurements of its own yet: the registry's order)"
            )?;
        }
        Ok(())
    }

    /// The levels, the active one and why, and how each path dispatches.
    #[inline]
    fn fmt_dispatch(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "levels available:")?;
        for l in available_levels() {
            write!(f, " {l}")?;
        }
        writeln!(f)?;
        writeln!(f, "active level: {} ({})", self.choice.level, self.reason())?;
        writeln!(
            f,
            "choices from: table {}, inline {}",
            source(Use::Table),
            source(Use::Inline)
        )?;
        if let Some(note) = choices::note() {
            writeln!(f, "note: {note}")?;
        }
        if STATIC_DISPATCH {
            writeln!(
                f,
                "free functions: compile-time table ({} target features enabled in the build)",
                COMPILE_TIME.level()
            )?;
        }
        writeln!(f, "token dispatch (dispatch()): {}", token_level())?;
        let fixed = !STATIC_DISPATCH
            && before_main::FIXED[..before_main::SQUARES_AT]
                .iter()
                .all(Option::is_some);
        match (before_main::RUNS, before_main::outcome()) {
            _ if STATIC_DISPATCH => writeln!(
                f,
                "free fn lookups: the compile-time table's (static dispatch)"
            )?,
            _ if fixed => writeln!(
                f,
                "free fn lookups: fixed at compile time (no CPU or level this build meets decides otherwise)"
            )?,
            (false, _) => writeln!(
                f,
                "free fn lookups: a call through the table (no constructor runs in this build)"
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
        Ok(())
    }

    /// One line per kernel: the table's choice and why, then where the free fn or token differ.
    #[inline]
    fn fmt_kernels(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "kernels: the table's implementation [its features] (why); \
             `| free fn:` what the free function runs where it is not that function through the table \
             (portable: the code every level's token runs, inlined, as a call would cost more than it saves); \
             `| token:` what the {} token runs where it differs (its code is compiled into the caller, \
             so its order is measured inlined, the table's as a call)",
            token_level()
        )?;
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
                // A calibrated or loaded table.
                write!(f, " ({}; the default is {d})", source(Use::Table))?;
            }
            self.fmt_free_function(f, kernel, imp)?;
            let t = self.decision(kernel, Use::Token);
            if t.method() != Some(imp.method()) {
                write!(f, " | token: {t}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }

    /// ` | free fn: ...` where the free function does not call `imp` through its pointer.
    #[inline]
    fn fmt_free_function(
        &self,
        f: &mut fmt::Formatter<'_>,
        kernel: Kernel,
        imp: &Implementation,
    ) -> fmt::Result {
        if kernel.is_batch() {
            return Ok(()); // always the table's, through its pointer
        }
        if let Some(i) = inlined::KERNELS.iter().position(|&k| k == kernel) {
            if before_main::may_call_table(i) {
                return if STATIC_DISPATCH {
                    write!(
                        f,
                        " | free fn: the compile-time table's, {} (static dispatch)",
                        COMPILE_TIME.implementation(kernel).name()
                    )
                } else {
                    write!(
                        f,
                        " | free fn: the table's (no constructor fixed an inlined lookup)"
                    )
                };
            }
            let d = self.decision(kernel, Use::Inline);
            return match self.inlined(kernel) {
                Some(inl) if d.implementation() != Some(inl) => write!(
                    f,
                    " | free fn: {} inlined ({}; the built-in order's is {d})",
                    inl.name(),
                    source(Use::Inline)
                ),
                _ => write!(f, " | free fn: {d}"),
            };
        }
        if STATIC_DISPATCH {
            let compiled = COMPILE_TIME.implementation(kernel);
            return if compiled.method() == imp.method() {
                write!(f, " | free fn: the same, a direct call (static dispatch)")
            } else {
                write!(
                    f,
                    " | free fn: {} (the compile-time table: the build enables {})",
                    compiled.name(),
                    COMPILE_TIME.level()
                )
            };
        }
        if INLINES_PORTABLE[kernel as usize]
            && let Some(portable) = self.inlined(kernel)
        {
            return write!(f, " | free fn: {} inlined (portable)", portable.name());
        }
        let squares = SQUARES.iter().position(|&k| k == kernel);
        if squares.is_some_and(|i| before_main::inlined_path(before_main::SQUARES_AT + i)) {
            let d = self.decision(kernel, Use::Inline);
            let from = source(Use::Inline);
            return match (self.inlined(kernel), d.method()) {
                (Some(inl), _) if d.implementation() != Some(inl) => write!(
                    f,
                    " | free fn: the loop of {} inlined ({from}; the built-in order's is {d})",
                    inl.name()
                ),
                (Some(_), _) => write!(f, " | free fn: the loop of {d}"),
                (None, None) => write!(f, " | free fn: the table's ({})", d.why()),
                (None, Some(_)) if from != choices::ChoiceSource::Orders => {
                    write!(
                        f,
                        " | free fn: the table's ({from}; the built-in order's is {d})"
                    )
                }
                // The constructor did not run or failed (said above).
                (None, Some(_)) => write!(
                    f,
                    " | free fn: the table's (the constructor did not fix its loop)"
                ),
            };
        }
        if kernel == Kernel::KingSafety
            && before_main::inlined_path(0)
            && before_main::inlined_path(1)
        {
            let name = |k| self.inlined(k).map_or("none", |i| i.name());
            return write!(
                f,
                " | free fn: the snipers scan inlined with the free lookups ({}, {}): \
                 a call would keep the lookups out of line",
                name(Kernel::RookAttacksFrom),
                name(Kernel::BishopAttacksFrom)
            );
        }
        if called_directly(kernel, imp.method()) {
            return write!(
                f,
                " | free fn: the same, a direct call (inlined where the caller has its features, \
                 as in Token::enter)"
            );
        }
        Ok(())
    }
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use super::*;
    use before_main::{inlined_path, kind, SQUARES, SQUARES_AT};

    /// `describe()` gives each kernel one line, in the catalogue's order, naming what the
    /// free function runs where it is not the table's function through its pointer.
    #[test]
    fn describe_gives_each_kernel_one_line() {
        use std::string::ToString;
        let text = describe().to_string();
        let lines: std::vec::Vec<&str> = text
            .lines()
            .skip_while(|l| !l.starts_with("kernels:"))
            .skip(1)
            .collect();
        assert_eq!(lines.len(), Kernel::ALL.len(), "{text}");
        for (line, &kernel) in lines.iter().zip(Kernel::ALL) {
            assert_eq!(
                line.split_whitespace().next(),
                Some(kernel.name()),
                "{line}"
            );
            let inlined = !STATIC_DISPATCH && INLINES_PORTABLE[kernel as usize];
            assert_eq!(
                line.contains("| free fn: ") && line.contains("inlined (portable)"),
                inlined,
                "{line}"
            );
        }
    }

    /// `describe()` names the lookup the many-squares free functions loop over (the kind
    /// fixed before `main`), or none where it is [`kinds::Kind::CallTable`] or unfixed.
    #[test]
    fn describe_names_the_many_squares_kinds() {
        if STATIC_DISPATCH {
            return; // the compile-time table's choice
        }
        let d = describe();
        for (i, kernel) in SQUARES.into_iter().enumerate() {
            let named = d.inlined(kernel).map(|imp| imp.method());
            if !inlined_path(SQUARES_AT + i) {
                assert_eq!(named, None, "{kernel}");
                continue;
            }
            let kind = kind(SQUARES_AT + i);
            assert!(
                kind == kinds::Kind::CallTable || kinds::has_table(kind),
                "{kernel}: {kind:?}"
            );
            assert_eq!(named, kinds::method(kind), "{kernel}");
            if kind != kinds::Kind::CallTable {
                assert_eq!(named, d.decision(kernel, Use::Inline).method(), "{kernel}");
            }
        }
    }
}
