//! The [`KernelTable`], each implementation the one decision's (`decision.rs`), and the
//! two tables that need no detection: the portable one and the build's.

use core::fmt;

use super::decision::{Target, Use};
use super::implementation::{Candidate, Entry, Implementation};
use super::kernel::{sig, Kernel};
use super::method::Method;
use super::registry;
use crate::features::{Features, Level};

mod pinned;

macro_rules! define_table {
    ($($Variant:ident $name:ident $info:tt)*) => {
        /// One implementation per kernel, each runnable on this CPU, with the kernels as methods:
        /// [`kernels`](crate::kernels) (which the free functions call) or [`KernelTable::for_level`].
        ///
        /// ```
        /// use bitboard_simd::{KernelTable, Level};
        ///
        /// let sse2_or_less = KernelTable::for_level(Level::Sse2).unwrap_or(KernelTable::scalar());
        /// assert_eq!(sse2_or_less.flip_vertical(1), 1 << 56);
        /// for (kernel, imp) in sse2_or_less.iter().take(3) {
        ///     println!("{kernel}: {} ({})", imp.name(), imp.level());
        /// }
        /// ```
        #[derive(Clone, Copy)]
        pub struct KernelTable {
            level: Level,
            caps: Features,
            $(pub(super) $name: Entry<sig::$name>,)*
        }

        impl KernelTable {
            /// The table `use_` has at `level` on `target`, by [`Kernel::decide`].
            ///
            /// # Safety
            /// The running CPU must support `target.caps(level, use_)`: the table executes them.
            pub(crate) const unsafe fn build(target: Target, level: Level, use_: Use) -> KernelTable {
                // SAFETY: the caller's CPU supports `target.caps(level, use_)`, and the rows
                // are `rows` of the same target, level and use, as `of_rows` requires.
                unsafe { KernelTable::of_rows(target, level, use_, &rows(target, level, use_)) }
            }

            /// The table of `rows`, the registry rows [`rows`] gives for `target`, `level` and
            /// `use_` (decided once for several uses, as the token rows are).
            ///
            /// # Safety
            /// As for [`KernelTable::build`], and `rows` is `rows(target, level, use_)`, so
            /// that every row's implementation needs only the features the table may use.
            pub(crate) const unsafe fn of_rows(target: Target, level: Level, use_: Use, rows: &Rows) -> KernelTable {
                KernelTable {
                    level: target.served_level(level, use_),
                    caps: target.caps(level, use_),
                    $($name: row(registry::$name(), rows[Kernel::$Variant as usize]),)*
                }
            }

            introspection! {
                /// The implementation behind `kernel` in this table.
                pub fn implementation(&self, kernel: Kernel) -> &'static Implementation {
                    match kernel {
                        $(Kernel::$Variant => self.$name.info,)*
                    }
                }
            }

            introspection! {
                /// This table with `kernel` served by the implementation named `name` (a
                /// [`Method`]'s), if it exists and needs only features this table may use.
                /// Preference rules (slow `pext`) do not apply: an explicit request is honoured.
                ///
                /// ```
                /// use bitboard_simd::{Kernel, KernelTable};
                ///
                /// let t = KernelTable::scalar().with_implementation(Kernel::FlipVertical, "scalar/swap_bytes").unwrap();
                /// assert_eq!(t.implementation(Kernel::FlipVertical).name(), "scalar/swap_bytes");
                /// assert!(KernelTable::scalar().with_implementation(Kernel::FlipVertical, "no/such").is_none());
                /// ```
                pub fn with_implementation(&self, kernel: Kernel, name: &str) -> Option<KernelTable> {
                    self.with_method(kernel, name.parse().ok()?)
                }
            }

            introspection! {
                /// As [`KernelTable::with_implementation`], by `method`.
                ///
                /// ```
                /// use bitboard_simd::{Kernel, KernelTable, Method};
                ///
                /// let t = KernelTable::scalar().with_method(Kernel::FlipVertical, Method::ScalarSwapBytes).unwrap();
                /// assert_eq!(t.implementation(Kernel::FlipVertical).method(), Method::ScalarSwapBytes);
                /// ```
                #[inline] // compiled where used (`calibrate`, the report)
                pub fn with_method(&self, kernel: Kernel, method: Method) -> Option<KernelTable> {
                    let mut table = *self;
                    match kernel {
                        $(Kernel::$Variant => table.$name = pick(registry::$name(), self.caps, method)?,)*
                    }
                    Some(table)
                }
            }

            // The kernels as methods (`catalogue/shapes/`).
            with_catalogue!(every => method);
        }
    };
}

with_catalogue!(kernels define_table);

/// Each kernel's registry row, in [`Kernel::ALL`]'s order.
pub(crate) type Rows = [u8; Kernel::ALL.len()];

// Every registry list's rows fit a `u8`, so [`rows`] never meets one it cannot hold.
const _: () = {
    let mut k = 0;
    while k < Kernel::ALL.len() {
        assert!(Kernel::ALL[k].infos().len() <= u8::MAX as usize + 1);
        k += 1;
    }
};

/// The registry row [`Kernel::decide`] chooses for every kernel (a table or token
/// decision always chooses).
pub(crate) const fn rows(target: Target, level: Level, use_: Use) -> Rows {
    let mut rows = [0; Kernel::ALL.len()];
    let mut k = 0;
    while k < rows.len() {
        rows[k] = match Kernel::ALL[k].decide(target, level, use_).index() {
            Some(i) => i as u8,
            None => panic!("a table or token decision always chooses"),
        };
        k += 1;
    }
    rows
}

/// The table entry of registry row `i`.
const fn row<F: Copy>(list: &'static [Candidate<F>], i: u8) -> Entry<F> {
    let candidate = &list[i as usize];
    Entry {
        f: candidate.f,
        info: &candidate.info,
    }
}

fn pick<F: Copy>(
    list: &'static [Candidate<F>],
    caps: Features,
    method: Method,
) -> Option<Entry<F>> {
    list.iter()
        .find(|c| c.info.method() == method && caps.contains(c.info.requires()))
        .map(|c| Entry {
            f: c.f,
            info: &c.info,
        })
}

impl KernelTable {
    /// The level this table was built for.
    pub fn level(&self) -> Level {
        self.level
    }

    /// The features this table's implementations may use.
    pub fn features(&self) -> Features {
        self.caps
    }

    introspection! {
        /// Every kernel with the implementation this table holds for it.
        pub fn iter(&self) -> impl Iterator<Item = (Kernel, &'static Implementation)> + '_ {
            Kernel::ALL
                .iter()
                .map(move |&k| (k, self.implementation(k)))
        }
    }

    introspection! {
        /// This table with `kernel` swapped for each implementation its features allow:
        /// tests and benchmarks run every implementation through the same methods.
        ///
        /// ```
        /// use bitboard_simd::{kernels, Kernel};
        ///
        /// for t in kernels().variants(Kernel::FlipVertical) {
        ///     assert_eq!(t.flip_vertical(1), 1 << 56, "{}", t.implementation(Kernel::FlipVertical).name());
        /// }
        /// ```
        pub fn variants(&self, kernel: Kernel) -> impl Iterator<Item = KernelTable> + '_ {
            kernel
                .implementations()
                .filter_map(move |imp| self.with_method(kernel, imp.method()))
        }
    }
}

impl fmt::Debug for KernelTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("KernelTable")
            .field("level", &self.level)
            .field("features", &self.caps)
            .finish_non_exhaustive()
    }
}

/// The portable table: one static for every CPU, built without detection.
// SAFETY: the scalar level allows no feature: every implementation is portable Rust.
pub(crate) static SCALAR: KernelTable =
    unsafe { KernelTable::build(Target::COMPILE_TIME, Level::Scalar, Use::Table) };

/// The build's table, which the free functions call under
/// [`STATIC_DISPATCH`](super::decision::STATIC_DISPATCH). It uses `pdep`/`pext` only in an
/// AVX-512 build: an AVX2+BMI2 one may run on a Zen 1/2.
// A `const`: its pointers are constants in the caller, so the calls inline (`token.rs`).
// SAFETY: `Features::compile_time()` holds only features every CPU running the program has.
pub(crate) const COMPILE_TIME: KernelTable = unsafe {
    KernelTable::build(
        Target::COMPILE_TIME,
        Level::highest_in(Features::compile_time()),
        Use::Table,
    )
};

impl KernelTable {
    /// The portable table, available on every target (no detection needed).
    pub fn scalar() -> &'static KernelTable {
        &SCALAR
    }
}

/// The tables hold the one decision's implementation: for every recorded CPU (x86-64
/// builds only) at its highest level, and for the two constant tables.
#[cfg(all(test, feature = "std"))]
mod tests {
    use super::*;
    use crate::selection::class::CpuClass;
    use crate::selection::decision::{decide, PextSpeed};

    #[test]
    #[cfg(target_arch = "x86_64")]
    // Data only: nothing Miri would add.
    #[cfg_attr(miri, ignore)]
    fn every_recorded_cpu_gets_the_decisions_table() {
        for (name, cpu) in crate::detect::recorded::cpus() {
            let target = Target::of(&cpu);
            let level = cpu.highest_level();
            // SAFETY: never called (not the running CPU): only its implementations are read.
            let table = unsafe { KernelTable::build(target, level, Use::Table) };
            for &kernel in Kernel::ALL {
                assert_eq!(
                    Some(table.implementation(kernel)),
                    decide(kernel, target, level, Use::Table).implementation(),
                    "{name}: {kernel}"
                );
            }
        }
    }

    /// The constant tables are the decision's for any CPU that runs the program.
    #[test]
    fn the_compile_time_and_scalar_tables() {
        let level = Level::highest_in(Features::compile_time());
        assert_eq!(COMPILE_TIME.level(), level);
        for &kernel in Kernel::ALL {
            let d = decide(kernel, Target::COMPILE_TIME, level, Use::Table);
            assert_eq!(
                Some(COMPILE_TIME.implementation(kernel)),
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
}
