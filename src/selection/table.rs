//! The [`KernelTable`]: one implementation per kernel, each the one
//! decision's (`decision.rs`), with the kernels as methods; generated from
//! the catalogue (`src/catalogue/`). Also the two tables no detection is
//! needed for: the portable one and the one for the features the build
//! enables.

use core::fmt;

use super::decision::{Decision, Target, Use};
use super::implementation::{Candidate, Entry, Implementation};
use super::kernel::{sig, Kernel};
use super::method::Method;
use super::registry;
use crate::features::{Features, Level};

mod pinned;

macro_rules! define_table {
    ($($Variant:ident $name:ident $info:tt)*) => {
        /// A table of one implementation per kernel, every one runnable on
        /// this CPU.
        ///
        /// Obtain one with [`kernels`](crate::kernels) (the dispatcher's
        /// choice) or [`KernelTable::for_level`] (a pinned level). Its methods
        /// are the kernels; the crate's free functions call the methods of
        /// the active table.
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
            /// Builds the table `use_` (a table or a token) has at `level`
            /// on `target`: each kernel's implementation is the one
            /// decision's ([`Kernel::decide`]). Its features are
            /// `target.caps(level, use_)`.
            ///
            /// # Safety
            /// The CPU running the program must support every feature in
            /// `target.caps(level, use_)`: the table's functions execute
            /// them.
            pub(crate) const unsafe fn build(target: Target, level: Level, use_: Use) -> KernelTable {
                KernelTable {
                    level: target.served_level(level, use_),
                    caps: target.caps(level, use_),
                    $($name: entry(registry::$name(), Kernel::$Variant.decide(target, level, use_)),)*
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
                /// This table with `kernel` served by the implementation called
                /// `name` (a [`Method`]'s display name), if that implementation
                /// exists and only needs features this table may use. Preference
                /// rules (slow `pext`) do not apply: an explicit request is
                /// honoured.
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
                /// This table with `kernel` served by its implementation of
                /// `method`, as [`KernelTable::with_implementation`].
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

            // The kernels as methods: each row's shape's
            // (`catalogue/shapes/`).
            with_catalogue!(every => method);
        }
    };
}

with_catalogue!(kernels define_table);

/// The table entry of `decision`'s row (a table decision always chooses).
const fn entry<F: Copy>(list: &'static [Candidate<F>], decision: Decision) -> Entry<F> {
    match decision.index() {
        Some(i) => Entry {
            f: list[i].f,
            info: &list[i].info,
        },
        None => panic!("a table decision always chooses"),
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
        /// One table per implementation of `kernel` that this table's features
        /// allow: this table with that kernel swapped. Tests and benchmarks use it
        /// to run every implementation through the same public methods.
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

/// The portable table, one static for every CPU: the scalar level allows
/// no feature, so the one decision needs no detection.
// SAFETY: the scalar level allows no feature, so every implementation chosen
// is portable Rust.
pub(crate) static SCALAR: KernelTable =
    unsafe { KernelTable::build(Target::COMPILE_TIME, Level::Scalar, Use::Table) };

/// The table for the features enabled at compile time: the crate's free
/// functions use it directly when the build already targets `Avx2` or above
/// ([`STATIC_DISPATCH`](super::decision::STATIC_DISPATCH)). Built by the one
/// decision for "any CPU that runs this program"
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

impl KernelTable {
    /// The portable table, available on every target (no detection needed).
    pub fn scalar() -> &'static KernelTable {
        &SCALAR
    }
}

/// The tables hold the one decision's implementation: for every CPU of
/// `tests/data/cpuid.tsv` (decoded by `Cpu::from_cpuid`) at its highest
/// level, and for the two constant tables. The records are x86-64 CPUs:
/// only an x86-64 build can run on them.
#[cfg(all(test, feature = "std"))]
mod tests {
    use super::*;
    use crate::selection::class::CpuClass;
    use crate::selection::decision::{decide, PextSpeed};

    #[test]
    #[cfg(target_arch = "x86_64")]
    // Data only, and thousands of decisions: nothing Miri would add.
    #[cfg_attr(miri, ignore)]
    fn every_recorded_cpu_gets_the_decisions_table() {
        for (name, cpu) in crate::detect::recorded::cpus() {
            let target = Target::of(&cpu);
            let level = cpu.highest_level();
            // SAFETY: never called: only the implementations it holds are
            // read (this CPU is not the running one).
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

    /// The compile-time table (a `const`) and the scalar table are the
    /// decision's for any CPU that runs the program.
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
