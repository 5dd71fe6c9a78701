//! The [`KernelTable`]: one implementation per kernel, each the one
//! decision's (`decision.rs`), with the kernels as methods; generated from
//! the catalogue (`src/catalogue.rs`). Also the two tables no detection is
//! needed for: the portable one and the one for the features the build
//! enables.

use core::fmt;

use super::decision::{Decision, Target, Use};
use super::implementation::{Candidate, Entry, Implementation};
use super::kernel::{sig, Kernel};
use super::method::Method;
use super::registry;
use crate::features::{Features, Level};
use crate::types::{Color, Dir, File, Side, Square};

mod pinned;

/// Panics with both lengths. Called before anything is written.
#[cold]
#[inline(never)]
#[track_caller]
pub(crate) fn length_mismatch(kernel: &str, a: &str, a_len: usize, b: &str, b_len: usize) -> ! {
    panic!("bitboard_simd::{kernel}: `{a}` has {a_len} elements but `{b}` has {b_len}")
}

macro_rules! check_len {
    ($kernel:ident, $a:ident, $b:ident) => {
        if $a.len() != $b.len() {
            length_mismatch(
                stringify!($kernel),
                stringify!($a),
                $a.len(),
                stringify!($b),
                $b.len(),
            );
        }
    };
}

/// The public method of each batch shape. `$call` receives the implementation
/// arguments; every length is checked first.
macro_rules! batch_method {
    ($name:ident, $single:ident, map, [$x:ident], $($in_place:ident)?) => {
        #[doc = concat!("Batch form of [`", stringify!($single), "`](crate::", stringify!($single), "): `output[i] = ", stringify!($single), "(input[i])`.")]
        ///
        /// # Panics
        /// If `input` and `output` differ in length (before writing anything).
        #[inline]
        #[track_caller]
        pub fn $name(&self, input: &[u64], output: &mut [u64]) {
            check_len!($name, input, output);
            // SAFETY: the table holds only implementations whose features the
            // CPU has (see `KernelTable::build`); `input` and `output` are valid for
            // `input.len()` elements and do not overlap (one is `&mut`).
            unsafe { (self.$name.f)(input.as_ptr(), output.as_mut_ptr(), input.len()) }
        }
        $(
            #[doc = concat!("In-place batch form of [`", stringify!($single), "`](crate::", stringify!($single), "): `boards[i] = ", stringify!($single), "(boards[i])`.")]
            #[inline]
            pub fn $in_place(&self, boards: &mut [u64]) {
                let p = boards.as_mut_ptr();
                // SAFETY: as for the batch form; batch implementations accept
                // `dst == src` (each reads a group of boards before writing it).
                unsafe { (self.$name.f)(p, p, boards.len()) }
            }
        )?
    };
    ($name:ident, $single:ident, map($p:ty), [$x:ident], $($in_place:ident)?) => {
        #[doc = concat!("Batch form of [`", stringify!($single), "`](crate::", stringify!($single), ") with one parameter for every board.")]
        ///
        /// # Panics
        /// If `input` and `output` differ in length (before writing anything).
        #[inline]
        #[track_caller]
        pub fn $name(&self, input: &[u64], param: $p, output: &mut [u64]) {
            check_len!($name, input, output);
            // SAFETY: see the unparameterised map shape above.
            unsafe { (self.$name.f)(input.as_ptr(), output.as_mut_ptr(), input.len(), param) }
        }
        $(
            #[doc = concat!("In-place batch form of [`", stringify!($single), "`](crate::", stringify!($single), ").")]
            #[inline]
            pub fn $in_place(&self, boards: &mut [u64], param: $p) {
                let p = boards.as_mut_ptr();
                // SAFETY: see the unparameterised map shape above.
                unsafe { (self.$name.f)(p, p, boards.len(), param) }
            }
        )?
    };
    ($name:ident, $single:ident, zip, [$a:ident, $b:ident],) => {
        #[doc = concat!("Batch form of [`", stringify!($single), "`](crate::", stringify!($single), "): `output[i] = ", stringify!($single), "(", stringify!($a), "[i], ", stringify!($b), "[i])`.")]
        ///
        /// # Panics
        /// If the slices differ in length (before writing anything).
        #[inline]
        #[track_caller]
        pub fn $name(&self, $a: &[u64], $b: &[u64], output: &mut [u64]) {
            check_len!($name, $a, $b);
            check_len!($name, $a, output);
            // SAFETY: the table holds only implementations whose features the
            // CPU has; the lengths are equal.
            unsafe { (self.$name.f)($a, $b, output) }
        }
    };
    ($name:ident, $single:ident, zip($p:ty), [$a:ident, $b:ident],) => {
        #[doc = concat!("Batch form of [`", stringify!($single), "`](crate::", stringify!($single), ") with one parameter for every pair.")]
        ///
        /// # Panics
        /// If the slices differ in length (before writing anything).
        #[inline]
        #[track_caller]
        pub fn $name(&self, $a: &[u64], $b: &[u64], param: $p, output: &mut [u64]) {
            check_len!($name, $a, $b);
            check_len!($name, $a, output);
            // SAFETY: as for the zip shape.
            unsafe { (self.$name.f)($a, $b, output, param) }
        }
    };
    ($name:ident, $single:ident, to_u8, [$x:ident],) => {
        #[doc = concat!("Batch form of [`", stringify!($single), "`](crate::", stringify!($single), ").")]
        ///
        /// # Panics
        /// If `input` and `output` differ in length (before writing anything).
        #[inline]
        #[track_caller]
        pub fn $name(&self, input: &[u64], output: &mut [u8]) {
            check_len!($name, input, output);
            // SAFETY: as for the zip shape.
            unsafe { (self.$name.f)(input, output) }
        }
    };
    ($name:ident, $single:ident, to_u8($p:ty), [$x:ident],) => {
        #[doc = concat!("Batch form of [`", stringify!($single), "`](crate::", stringify!($single), ") with one parameter for every board.")]
        ///
        /// # Panics
        /// If `input` and `output` differ in length (before writing anything).
        #[inline]
        #[track_caller]
        pub fn $name(&self, input: &[u64], param: $p, output: &mut [u8]) {
            check_len!($name, input, output);
            // SAFETY: as for the zip shape.
            unsafe { (self.$name.f)(input, output, param) }
        }
    };
    ($name:ident, $single:ident, from_u8, [$x:ident],) => {
        #[doc = concat!("Batch form of [`", stringify!($single), "`](crate::", stringify!($single), ").")]
        ///
        /// # Panics
        /// If `input` and `output` differ in length (before writing anything).
        #[inline]
        #[track_caller]
        pub fn $name(&self, input: &[u8], output: &mut [u64]) {
            check_len!($name, input, output);
            // SAFETY: as for the zip shape.
            unsafe { (self.$name.f)(input, output) }
        }
    };
    ($name:ident, $single:ident, from_u8($p:ty), [$x:ident],) => {
        #[doc = concat!("Batch form of [`", stringify!($single), "`](crate::", stringify!($single), ") with one parameter for every byte.")]
        ///
        /// # Panics
        /// If `input` and `output` differ in length (before writing anything).
        #[inline]
        #[track_caller]
        pub fn $name(&self, input: &[u8], param: $p, output: &mut [u64]) {
            check_len!($name, input, output);
            // SAFETY: as for the zip shape.
            unsafe { (self.$name.f)(input, output, param) }
        }
    };
    ($name:ident, $single:ident, by_dir, [$a:ident, $b:ident],) => {
        #[doc = concat!("Batch form of [`", stringify!($single), "`](crate::", stringify!($single), ").")]
        ///
        /// # Panics
        /// If the slices differ in length (before writing anything).
        #[inline]
        #[track_caller]
        pub fn $name(&self, $a: &[u64], $b: &[u64], output: &mut [[u64; 8]]) {
            check_len!($name, $a, $b);
            check_len!($name, $a, output);
            // SAFETY: as for the zip shape.
            unsafe { (self.$name.f)($a, $b, output) }
        }
    };
    ($name:ident, $single:ident, from_sq, [$a:ident, $b:ident],) => {
        #[doc = concat!("Batch form of [`", stringify!($single), "`](crate::", stringify!($single), "): `output[i] = ", stringify!($single), "(squares[i], occupied[i])`.")]
        ///
        /// # Panics
        /// If the slices differ in length (before writing anything).
        #[inline]
        #[track_caller]
        pub fn $name(&self, $a: &[Square], $b: &[u64], output: &mut [u64]) {
            check_len!($name, $a, $b);
            check_len!($name, $a, output);
            // SAFETY: as for the zip shape.
            unsafe { (self.$name.f)($a, $b, output) }
        }
    };
    ($name:ident, $single:ident, squares, [$a:ident, $b:ident],) => {
        #[doc = concat!("Many squares, one occupancy: `output[i] = ", stringify!($single), "(squares[i], occupied)` (see [`", stringify!($name), "`](crate::", stringify!($name), ")).")]
        ///
        /// # Panics
        /// If `squares` and `output` differ in length (before writing anything).
        #[inline]
        #[track_caller]
        pub fn $name(&self, $a: &[Square], $b: u64, output: &mut [u64]) {
            check_len!($name, $a, output);
            // SAFETY: as for the zip shape.
            unsafe { (self.$name.f)($a, $b, output) }
        }
    };
    ($name:ident, $single:ident, from_side($p:ty), [$a:ident, $b:ident],) => {
        #[doc = concat!("Batch form of [`", stringify!($single), "`](crate::", stringify!($single), ") with one parameter for every position: `output[i] = ", stringify!($single), "(sides[i], occupied[i], param)`.")]
        ///
        /// # Panics
        /// If the slices differ in length (before writing anything).
        #[inline]
        #[track_caller]
        pub fn $name(&self, $a: &[Side], $b: &[u64], param: $p, output: &mut [u64]) {
            check_len!($name, $a, $b);
            check_len!($name, $a, output);
            // SAFETY: as for the zip shape.
            unsafe { (self.$name.f)($a, $b, output, param) }
        }
    };
}

macro_rules! define_table {
    (
        single {
            $(
                $(#[$doc:meta])*
                [$family:ident] $Variant:ident $name:ident ( $($arg:ident : $ty:ty),* ) -> $ret:ty;
            )*
        }
        batch {
            $(
                [$bfamily:ident] $BVariant:ident $bname:ident = $shape:ident $(($p:ty))? [$($barg:ident),*]
                    of $SingleVariant:ident $single:ident $(, $in_place:ident)?;
            )*
        }
    ) => {
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
            $($bname: Entry<sig::$bname>,)*
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
                    $($bname: entry(registry::$bname(), Kernel::$BVariant.decide(target, level, use_)),)*
                }
            }

            introspection! {
                /// The implementation behind `kernel` in this table.
                pub fn implementation(&self, kernel: Kernel) -> &'static Implementation {
                    match kernel {
                        $(Kernel::$Variant => self.$name.info,)*
                        $(Kernel::$BVariant => self.$bname.info,)*
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
                        $(Kernel::$BVariant => table.$bname = pick(registry::$bname(), self.caps, method)?,)*
                    }
                    Some(table)
                }
            }

            $(
                $(#[$doc])*
                ///
                /// (This is the table's method; the crate-level function of the
                /// same name calls it on the active table.)
                #[inline]
                pub fn $name(&self, $($arg: $ty),*) -> $ret {
                    // SAFETY: `build` and `with_implementation` only store
                    // implementations whose required features are in `caps`,
                    // and every table's `caps` were detected on this CPU or
                    // enabled at compile time.
                    unsafe { (self.$name.f)($($arg),*) }
                }
            )*

            $(batch_method!($bname, $single, $shape $(($p))?, [$($barg),*], $($in_place)?);)*
        }
    };
}

with_catalogue!(define_table);

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
