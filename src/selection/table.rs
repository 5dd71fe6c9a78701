//! The [`KernelTable`], the [`Kernel`] enum and their methods, generated
//! from the catalogue (`src/catalogue.rs`).

use core::fmt;

use super::registry;

mod pinned;
use super::registry::TokenEntry;
use super::select::{self, Decision, Target, Use};
use super::{Candidate, Entry, Implementation, Method};
use crate::features::{Features, Level};
use crate::types::{Dir, File, Square};

/// The implementation signature of each batch shape (see `catalogue.rs`).
macro_rules! batch_fn {
    (map) => { unsafe fn(*const u64, *mut u64, usize) };
    (map($p:ty)) => { unsafe fn(*const u64, *mut u64, usize, $p) };
    (zip) => { unsafe fn(&[u64], &[u64], &mut [u64]) };
    (zip($p:ty)) => { unsafe fn(&[u64], &[u64], &mut [u64], $p) };
    (to_u8) => { unsafe fn(&[u64], &mut [u8]) };
    (to_u8($p:ty)) => { unsafe fn(&[u64], &mut [u8], $p) };
    (from_u8) => { unsafe fn(&[u8], &mut [u64]) };
    (from_u8($p:ty)) => { unsafe fn(&[u8], &mut [u64], $p) };
    (by_dir) => { unsafe fn(&[u64], &[u64], &mut [[u64; 8]]) };
    (from_sq) => { unsafe fn(&[Square], &[u64], &mut [u64]) };
    (squares) => { unsafe fn(&[Square], u64, &mut [u64]) };
}

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
        /// Names every kernel of the catalogue, single-board and batch forms.
        ///
        /// ```
        /// use bitboard_simd::Kernel;
        ///
        /// let k: Kernel = "extract_diagonal".parse().unwrap();
        /// assert_eq!(k, Kernel::ExtractDiagonal);
        /// assert_eq!(k.family(), "extract");
        /// assert!(Kernel::ExtractDiagonalBatch.is_batch());
        /// ```
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[allow(missing_docs)]
        pub enum Kernel {
            $($Variant,)*
            $($BVariant,)*
        }

        impl Kernel {
            /// Every kernel: the single-board forms, then the batch forms.
            pub const ALL: &'static [Kernel] = &[$(Kernel::$Variant,)* $(Kernel::$BVariant,)*];

            /// The public function's name, e.g. `"diagonal_shift_bl"`.
            pub const fn name(self) -> &'static str {
                match self {
                    $(Kernel::$Variant => stringify!($name),)*
                    $(Kernel::$BVariant => stringify!($bname),)*
                }
            }

            /// The kernel family (`fill`, `line_attacks`, `diagonal_shift`,
            /// `extract`, `deposit` or `flip`): the file name of its
            /// implementations under `src/arch/`.
            pub const fn family(self) -> &'static str {
                match self {
                    $(Kernel::$Variant => stringify!($family),)*
                    $(Kernel::$BVariant => stringify!($bfamily),)*
                }
            }

            /// Whether this is a slice form.
            pub const fn is_batch(self) -> bool {
                match self {
                    $(Kernel::$Variant => false,)*
                    $(Kernel::$BVariant => true,)*
                }
            }

            /// The single-board kernel of a batch form (itself for a
            /// single-board kernel).
            pub const fn single(self) -> Kernel {
                match self {
                    $(Kernel::$Variant => self,)*
                    $(Kernel::$BVariant => Kernel::$SingleVariant,)*
                }
            }

            introspection! {
                /// Every implementation registered for this kernel, in the
                /// dispatcher's order of preference, whether or not this CPU
                /// supports it.
                pub fn implementations(self) -> impl Iterator<Item = &'static Implementation> {
                    (0..).map_while(move |i| self.implementation_at(i))
                }
            }

            /// The methods a token's table tries first for this kernel (see
            /// `registry::TokenOrder`).
            pub(crate) const fn token_order(self) -> &'static [TokenEntry] {
                match self {
                    $(Kernel::$Variant => registry::TokenOrder::$name,)*
                    $(Kernel::$BVariant => registry::TokenOrder::$bname,)*
                }
            }

            /// The one decision for this kernel (see `select.rs`).
            pub(crate) const fn decide(self, target: Target, level: Level, use_: Use) -> Decision {
                match self {
                    $(Kernel::$Variant => select::decide_in(registry::$name(), self, target, level, use_),)*
                    $(Kernel::$BVariant => select::decide_in(registry::$bname(), self, target, level, use_),)*
                }
            }

            /// The method of row `i` of the registry list (which must exist).
            pub(crate) const fn method_at(self, i: usize) -> Method {
                match self {
                    $(Kernel::$Variant => registry::$name()[i].info.method(),)*
                    $(Kernel::$BVariant => registry::$bname()[i].info.method(),)*
                }
            }

            pub(crate) fn implementation_at(self, i: usize) -> Option<&'static Implementation> {
                match self {
                    $(Kernel::$Variant => registry::$name().get(i).map(|c| &c.info),)*
                    $(Kernel::$BVariant => registry::$bname().get(i).map(|c| &c.info),)*
                }
            }
        }

        /// Each kernel's implementation signature, named like the kernel:
        /// the registry's candidate lists are typed with these.
        #[allow(non_camel_case_types)]
        pub(crate) mod sig {
            use super::*;
            $(pub(crate) type $name = unsafe fn($($ty),*) -> $ret;)*
            $(pub(crate) type $bname = batch_fn!($shape $(($p))?);)*
        }

        impl fmt::Display for Kernel {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.name())
            }
        }

        impl core::str::FromStr for Kernel {
            type Err = crate::types::ParseError;

            /// Parses a kernel's function name (`"flip_vertical"`).
            fn from_str(s: &str) -> Result<Kernel, Self::Err> {
                Kernel::ALL
                    .iter()
                    .copied()
                    .find(|k| k.name() == s)
                    .ok_or(crate::types::ParseError::new("kernel", "a function name of the catalogue, e.g. flip_vertical"))
            }
        }

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
            $(pub(super) $name: Entry<unsafe fn($($ty),*) -> $ret>,)*
            $($bname: Entry<batch_fn!($shape $(($p))?)>,)*
        }

        impl KernelTable {
            /// Builds the table `use_` (a table or a token) has at `level`
            /// on `target`: each kernel's implementation is the one
            /// decision's ([`select::decide_in`]). Its features are
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
        .find(|c| c.info.method == method && caps.contains(c.info.requires))
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

#[cfg(test)]
mod tests {
    use crate::selection::registry::TokenEntry;
    use crate::selection::Method;
    use crate::Level;

    // With a feature off, a named implementation may be compiled out; the
    // token table then skips it.
    #[test]
    #[cfg(all(
        target_arch = "x86_64",
        feature = "magic-table",
        feature = "pext-table",
        feature = "avx512"
    ))]
    fn token_orders_name_registered_implementations() {
        use crate::Kernel;
        for &kernel in Kernel::ALL {
            for entry in kernel.token_order() {
                // An entry for another architecture's token (`Method @
                // Simd128`) names a row compiled only there.
                if matches!(entry.only, Some(Level::Neon | Level::Sve2 | Level::Simd128)) {
                    continue;
                }
                assert!(
                    kernel.implementations().any(|i| i.method() == entry.method),
                    "{kernel}: the token order names {}, which is not registered",
                    entry.method
                );
            }
        }
    }

    #[test]
    fn token_entries_apply_to_their_level() {
        let every = TokenEntry {
            method: Method::ScalarMultiply,
            only: None,
        };
        let avx512 = TokenEntry {
            method: Method::ScalarMultiply,
            only: Some(Level::Avx512),
        };
        assert!(every.applies_to(Level::Avx2));
        assert!(avx512.applies_to(Level::Avx512));
        assert!(!avx512.applies_to(Level::Avx2));
    }
}
