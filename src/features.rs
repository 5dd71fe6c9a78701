//! Instruction-set features and the ordered dispatch levels built from them.

use core::fmt;

use crate::types::ParseError;

/// A set of instruction-set features, x86-64's and aarch64's (a CPU has
/// those of one architecture only).
///
/// Every implementation states exactly the features it executes
/// (`Implementation::requires`, with the `introspection` feature); a table
/// only holds implementations whose features the CPU has.
///
/// # What a detected feature means
///
/// A feature is in a detected set ([`Cpu::features`](crate::Cpu::features))
/// when CPUID reports it and the operating system saves the registers that
/// the feature's *narrowest* encoding uses:
///
/// | features | the OS must save |
/// |---|---|
/// | SSE2 to SSE4.2, POPCNT, PCLMULQDQ, BMI1, BMI2, LZCNT, GFNI | nothing more (general and SSE registers: always on x86-64) |
/// | AVX, AVX2, VPCLMULQDQ | the AVX state (XCR0 bits 1 and 2) |
/// | AVX-512 F, BW, VL, DQ, CD, VBMI, VBMI2 | the AVX-512 state as well (XCR0 bits 5 to 7) |
///
/// GFNI has an SSE form and VPCLMULQDQ a VEX (AVX) form, so neither needs
/// AVX-512: Intel's client CPUs since Alder Lake and AMD Zen 3 have them
/// without it. An implementation that runs a wider form lists the wider
/// features too (GFNI in an AVX-512 register comes with `avx512f`,
/// `avx512bw`), so it only runs where their state is saved. The standard
/// library's `is_x86_feature_detected!` follows the same rule but for
/// VPCLMULQDQ, which it reports without the AVX state that its only (VEX and
/// EVEX) forms need; `cpufeatures` 0.3 asks the AVX-512 state for GFNI, VAES
/// and VPCLMULQDQ, which on a CPU without AVX-512 hides them. So the crate
/// decodes CPUID itself (`Cpu::from_cpuid`, with the `introspection` feature), and
/// its tests hold that decoder to both detectors under this rule. Intel
/// parts that report BMI1/BMI2 without AVX have them cleared
/// ([`Cpu::bmi_erratum`](crate::Cpu::bmi_erratum)).
///
/// On aarch64 the operating system reports what it enables (Linux's HWCAP
/// bits): NEON on every CPU, SVE, SVE2 and SVE2's BitPerm extension
/// (`bext`/`bdep`) where the CPU has them and the kernel saves the SVE
/// registers.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Features(u32);

macro_rules! features {
    ($($name:ident = $bit:literal, $text:literal, $leaf:literal $reg:ident $pos:literal $state:ident;)*) => {
        impl Features {
            $(
                #[doc = concat!(
                    "`", $text, "`: CPUID leaf ", stringify!($leaf), " ", stringify!($reg),
                    " bit ", stringify!($pos), "; OS state needed: ", stringify!($state), "."
                )]
                pub const $name: Features = Features(1 << $bit);
            )*

            const X86_NAMES: &'static [(Features, &'static str)] = &[$((Features::$name, $text)),*];

            /// The x86-64 features enabled at compile time.
            const fn x86_compile_time() -> Features {
                let mut f = Features::NONE;
                $(
                    if cfg!(all(target_arch = "x86_64", target_feature = $text)) {
                        f = f.union(Features::$name);
                    }
                )*
                f
            }
        }
    };
}

macro_rules! aarch64_features {
    ($($name:ident = $bit:literal, $text:literal, $hwcap:literal;)*) => {
        impl Features {
            $(
                #[doc = concat!(
                    "`", $text, "` (aarch64): Linux `", $hwcap, "`; the OS must have enabled it, ",
                    "which the Linux HWCAP bits already say."
                )]
                pub const $name: Features = Features(1 << $bit);
            )*

            const AARCH64_NAMES: &'static [(Features, &'static str)] = &[$((Features::$name, $text)),*];

            /// The aarch64 features enabled at compile time.
            const fn aarch64_compile_time() -> Features {
                let mut f = Features::NONE;
                $(
                    if cfg!(all(target_arch = "aarch64", target_feature = $text)) {
                        f = f.union(Features::$name);
                    }
                )*
                f
            }
        }
    };
}

/// The feature table, one line per feature:
/// `NAME = bit, "target_feature name", leaf register position state;`
/// calls `$m! { ... }` with it.
///
/// `bit` is the feature's bit in [`Features`]; `leaf register position` is
/// where CPUID reports it (leaf 1 or 7 sub-leaf 0, or the extended leaf
/// `0x8000_0001`); `state` is the register state the OS must save before
/// the feature's instructions can run (see [`Features`] for the rule):
/// `none` (general and SSE registers, always saved on x86-64), `avx` (XCR0
/// bits 1 and 2) or `avx512` (XCR0 bits 1, 2 and 5 to 7).
///
/// [`Features`] and its constants are built from it, detection decodes CPUID
/// with it, and the tests that compare with other detectors expand their own
/// macro over it, so the list is written once.
#[doc(hidden)]
#[macro_export]
macro_rules! __with_feature_table {
    ($m:ident) => {
        $m! {
            SSE2 = 0, "sse2", 0x1 edx 26 none;
            SSE3 = 1, "sse3", 0x1 ecx 0 none;
            SSSE3 = 2, "ssse3", 0x1 ecx 9 none;
            SSE41 = 3, "sse4.1", 0x1 ecx 19 none;
            SSE42 = 4, "sse4.2", 0x1 ecx 20 none;
            POPCNT = 5, "popcnt", 0x1 ecx 23 none;
            PCLMULQDQ = 6, "pclmulqdq", 0x1 ecx 1 none;
            AVX = 7, "avx", 0x1 ecx 28 avx;
            AVX2 = 8, "avx2", 0x7 ebx 5 avx;
            BMI1 = 9, "bmi1", 0x7 ebx 3 none;
            BMI2 = 10, "bmi2", 0x7 ebx 8 none;
            LZCNT = 11, "lzcnt", 0x8000_0001 ecx 5 none;
            AVX512F = 12, "avx512f", 0x7 ebx 16 avx512;
            AVX512BW = 13, "avx512bw", 0x7 ebx 30 avx512;
            AVX512VL = 14, "avx512vl", 0x7 ebx 31 avx512;
            AVX512DQ = 15, "avx512dq", 0x7 ebx 17 avx512;
            AVX512CD = 16, "avx512cd", 0x7 ebx 28 avx512;
            AVX512VBMI = 17, "avx512vbmi", 0x7 ecx 1 avx512;
            AVX512VBMI2 = 18, "avx512vbmi2", 0x7 ecx 6 avx512;
            GFNI = 19, "gfni", 0x7 ecx 8 none;
            VPCLMULQDQ = 20, "vpclmulqdq", 0x7 ecx 10 avx;
        }
    };
}

__with_feature_table!(features);

/// The aarch64 feature table, one line per feature:
/// `NAME = bit, "target_feature name", "where Linux reports it";`, calls
/// `$m! { ... }` with it. Detection asks the standard library
/// (`is_aarch64_feature_detected!`, which reads the Linux HWCAP bits, so a
/// feature is only reported when the kernel saves its registers); without
/// `std` only the features the build enables are known.
#[doc(hidden)]
#[macro_export]
macro_rules! __with_aarch64_feature_table {
    ($m:ident) => {
        $m! {
            NEON = 21, "neon", "HWCAP_ASIMD";
            SVE = 22, "sve", "HWCAP_SVE";
            SVE2 = 23, "sve2", "HWCAP2_SVE2";
            SVE2_BITPERM = 24, "sve2-bitperm", "HWCAP2_SVEBITPERM";
        }
    };
}

__with_aarch64_feature_table!(aarch64_features);

impl Features {
    /// `simd128` (wasm32): WebAssembly's 128-bit SIMD. wasm has no run-time
    /// detection: the feature is known when the module is built
    /// (`-C target-feature=+simd128`), and an engine without it refuses the
    /// module at load time, so a running module has it exactly when it was
    /// built with it.
    pub const SIMD128: Features = Features(1 << 25);

    const WASM_NAMES: &'static [(Features, &'static str)] = &[(Features::SIMD128, "simd128")];

    /// The wasm32 features enabled at compile time.
    const fn wasm_compile_time() -> Features {
        if cfg!(all(target_arch = "wasm32", target_feature = "simd128")) {
            Features::SIMD128
        } else {
            Features::NONE
        }
    }
}

impl Features {
    /// The empty set: what portable code needs.
    pub const NONE: Features = Features(0);

    /// Every feature's name: the x86-64 ones, then aarch64's, then wasm32's.
    const NAMES: [(Features, &'static str); Features::NAME_COUNT] = {
        let tables = [
            Features::X86_NAMES,
            Features::AARCH64_NAMES,
            Features::WASM_NAMES,
        ];
        let mut all = [(Features::NONE, ""); Features::NAME_COUNT];
        let (mut i, mut t) = (0, 0);
        while t < tables.len() {
            let mut k = 0;
            while k < tables[t].len() {
                all[i] = tables[t][k];
                i += 1;
                k += 1;
            }
            t += 1;
        }
        all
    };
    const NAME_COUNT: usize =
        Features::X86_NAMES.len() + Features::AARCH64_NAMES.len() + Features::WASM_NAMES.len();

    /// The features enabled at compile time (`-C target-feature`,
    /// `-C target-cpu`, and the target's own baseline: SSE2 on x86-64, NEON
    /// on aarch64; `simd128` on wasm32 where the build enables it): code
    /// compiled with them may use them anywhere.
    pub const fn compile_time() -> Features {
        Features::x86_compile_time()
            .union(Features::aarch64_compile_time())
            .union(Features::wasm_compile_time())
    }

    /// The union of two sets (usable in constants).
    #[inline]
    pub const fn union(self, other: Features) -> Features {
        Features(self.0 | other.0)
    }

    /// The features in both sets.
    #[inline]
    pub const fn intersection(self, other: Features) -> Features {
        Features(self.0 & other.0)
    }

    /// The features of `self` that are not in `other`.
    #[inline]
    pub const fn difference(self, other: Features) -> Features {
        Features(self.0 & !other.0)
    }

    /// Whether every feature of `other` is in `self`.
    #[inline]
    pub const fn contains(self, other: Features) -> bool {
        self.0 & other.0 == other.0
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The features' names (as in `target_feature`), in a fixed order.
    pub fn names(self) -> impl Iterator<Item = &'static str> {
        Features::NAMES
            .iter()
            .filter(move |(f, _)| self.contains(*f))
            .map(|&(_, n)| n)
    }

    /// The feature called `name` (as in `target_feature` and in
    /// [`Features::names`]), if there is one.
    ///
    /// ```
    /// use bitboard_simd::Features;
    ///
    /// assert_eq!(Features::from_name("avx2"), Some(Features::AVX2));
    /// assert_eq!(Features::from_name("avx3"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<Features> {
        Features::NAMES
            .iter()
            .find(|&&(_, n)| n == name)
            .map(|&(f, _)| f)
    }

    /// The features named in a `target_feature` list such as
    /// `"avx512f,avx512bw"`: exactly the names written, not the ones rustc
    /// implies from them (the levels' requirements hold those). An unknown
    /// name panics, which in a constant is a compile error.
    #[inline] // only ever evaluated at compile time: emit no copy
    pub(crate) const fn parse(list: &str) -> Features {
        let list = list.as_bytes();
        let mut set = Features::NONE;
        let mut start = 0;
        while start <= list.len() {
            let mut end = start;
            while end < list.len() && list[end] != b',' {
                end += 1;
            }
            set = set.union(Features::named(list, start, end));
            start = end + 1;
        }
        set
    }

    /// The feature whose name is `list[start..end]` (a `const` helper of
    /// [`Features::parse`]).
    #[inline]
    const fn named(list: &[u8], start: usize, end: usize) -> Features {
        let mut i = 0;
        while i < Features::NAMES.len() {
            let (feature, name) = Features::NAMES[i];
            let name = name.as_bytes();
            if name.len() == end - start {
                let mut k = 0;
                while k < name.len() && name[k] == list[start + k] {
                    k += 1;
                }
                if k == name.len() {
                    return feature;
                }
            }
            i += 1;
        }
        panic!("not a feature name of `Features`")
    }
}

impl core::ops::BitOr for Features {
    type Output = Features;
    fn bitor(self, rhs: Features) -> Features {
        self.union(rhs)
    }
}

impl core::ops::BitAnd for Features {
    type Output = Features;
    fn bitand(self, rhs: Features) -> Features {
        self.intersection(rhs)
    }
}

impl fmt::Debug for Features {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.names()).finish()
    }
}

impl fmt::Display for Features {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("(none)");
        }
        for (i, n) in self.names().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            f.write_str(n)?;
        }
        Ok(())
    }
}

/// Each x86-64 level's requirement as a `target_feature` list, cumulative:
/// the one table that [`Level::required`] and the token wrappers'
/// `#[target_feature]`s (`token::x86`) both read, so they cannot differ.
/// Calls `$m! { Sse2 "..."; Avx2 "..."; Bmi2 "..."; Avx512 "..."; }`.
macro_rules! with_level_features {
    ($m:ident) => {
        $m! {
            Sse2 "sse2";
            Avx2 "sse2,sse3,ssse3,sse4.1,sse4.2,popcnt,avx,avx2";
            Bmi2 "sse2,sse3,ssse3,sse4.1,sse4.2,popcnt,avx,avx2,bmi1,bmi2,lzcnt";
            Avx512 "sse2,sse3,ssse3,sse4.1,sse4.2,popcnt,avx,avx2,bmi1,bmi2,lzcnt,avx512f,avx512bw,avx512vl";
        }
    };
}
// Used by path only on x86-64 (the token wrappers).
#[allow(unused_imports)]
pub(crate) use with_level_features;

/// The aarch64 levels' requirements, cumulative, as [`with_level_features`]
/// for x86-64: read by [`Level::required`] and the `sve2` token wrapper
/// (`token::aarch64`). Calls `$m! { Neon "..."; Sve2 "..."; }`.
macro_rules! with_aarch64_level_features {
    ($m:ident) => {
        $m! {
            Neon "neon";
            Sve2 "neon,sve,sve2";
        }
    };
}
#[allow(unused_imports)]
pub(crate) use with_aarch64_level_features;

/// The dispatch levels, in increasing order. Each level's CPU requirement
/// includes the one below it, so a level can serve as a cap.
///
/// | level | the CPU must have | may also use, where present |
/// |---|---|---|
/// | `Scalar` | nothing (any target) | |
/// | `Sse2` | x86-64 baseline (SSE2) | |
/// | `Avx2` | AVX, AVX2 (and SSE3 to SSE4.2, POPCNT) | PCLMULQDQ, GFNI, VPCLMULQDQ |
/// | `Bmi2` | `Avx2` plus BMI1, BMI2, LZCNT | the same; `pdep`/`pext` only where fast |
/// | `Avx512` | `Bmi2` plus AVX-512 F, BW, VL | DQ, CD, VBMI, VBMI2, GFNI, VPCLMULQDQ |
/// | `Neon` | aarch64 baseline (NEON) | |
/// | `Sve2` | `Neon` plus SVE and SVE2 | SVE2 BitPerm (`bext`, `bdep`) |
/// | `Simd128` | wasm32 built with `+simd128` (known at compile time) | |
///
/// The x86-64, aarch64 and wasm32 levels are three ladders: a CPU has
/// levels of its own architecture only (and `Scalar`), so comparing an
/// x86-64 level with an aarch64 one says nothing. A cap names a level of
/// the running CPU's ladder; `BITBOARD_SIMD=avx2` on an aarch64 CPU is
/// refused with a warning, as a level above the CPU's is.
///
/// GFNI and VPCLMULQDQ in their VEX (256-bit) forms need only the AVX
/// state, so they are extras of `Avx2` and not a level of their own: Intel's
/// client CPUs since Alder Lake (and its Atom cores since Gracemont) have
/// them without AVX-512. An implementation whose function enables
/// `"avx,avx2,gfni"` is an `Avx2` implementation that a table holds only
/// where the CPU has GFNI; it competes in that table's order like any other.
/// A level token promises only the level's requirement, so it reaches such
/// an implementation only where the build itself enables the extra
/// (`-C target-feature=+gfni`, or a `-C target-cpu` that has it); the
/// run-time tables ([`kernels`](crate::kernels)) reach it wherever it is
/// detected.
///
/// Levels describe the CPU, whatever the crate's features: built without
/// the `avx512` feature, an AVX-512 CPU still has the `Avx512` level, but its
/// table holds only AVX2/BMI2 (and portable) implementations.
///
/// ```
/// use bitboard_simd::Level;
///
/// assert!(Level::Sse2 < Level::Avx512);
/// assert_eq!("avx2".parse::<Level>(), Ok(Level::Avx2));
/// assert!("mmx".parse::<Level>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Portable Rust, any target.
    Scalar,
    /// x86-64 baseline.
    Sse2,
    /// Haswell-class vector unit.
    Avx2,
    /// `Avx2` plus BMI1/BMI2 (`pdep`, `pext`, `shlx`, ...).
    Bmi2,
    /// `Bmi2` plus AVX-512 F/BW/VL.
    Avx512,
    /// aarch64 baseline: NEON (Advanced SIMD), on every aarch64 CPU.
    Neon,
    /// `Neon` plus SVE and SVE2 (Neoverse N2/V2, Cortex-A710 and later).
    Sve2,
    /// wasm32 built with WebAssembly's 128-bit SIMD (`+simd128`): chosen at
    /// compile time, as wasm has no run-time detection.
    Simd128,
}

impl Level {
    /// All levels, lowest first.
    pub const ALL: [Level; 8] = [
        Level::Scalar,
        Level::Sse2,
        Level::Avx2,
        Level::Bmi2,
        Level::Avx512,
        Level::Neon,
        Level::Sve2,
        Level::Simd128,
    ];

    /// The name used by `BITBOARD_SIMD` and in descriptions.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Scalar => "scalar",
            Level::Sse2 => "sse2",
            Level::Avx2 => "avx2",
            Level::Bmi2 => "bmi2",
            Level::Avx512 => "avx512",
            Level::Neon => "neon",
            Level::Sve2 => "sve2",
            Level::Simd128 => "simd128",
        }
    }

    /// What a CPU must have for this level to be available (nothing for
    /// `Scalar`).
    pub const fn required(self) -> Features {
        macro_rules! lookup {
            ($($level:ident $list:literal;)*) => {
                match self {
                    $(Level::$level => Some(const { Features::parse($list) }),)*
                    _ => None,
                }
            };
        }
        if let Some(set) = with_level_features!(lookup) {
            return set;
        }
        if let Some(set) = with_aarch64_level_features!(lookup) {
            return set;
        }
        if let Level::Simd128 = self {
            return Features::SIMD128;
        }
        Features::NONE
    }

    /// Every feature an implementation at this level or below may use (if the
    /// CPU has it): the level's requirement plus optional extras.
    pub const fn allowed(self) -> Features {
        match self {
            Level::Scalar | Level::Sse2 | Level::Neon | Level::Simd128 => self.required(),
            Level::Sve2 => self.required().union(Features::SVE2_BITPERM),
            Level::Avx2 | Level::Bmi2 => self
                .required()
                .union(Features::PCLMULQDQ)
                .union(Features::GFNI)
                .union(Features::VPCLMULQDQ),
            Level::Avx512 => self
                .required()
                .union(Features::PCLMULQDQ)
                .union(Features::AVX512DQ)
                .union(Features::AVX512CD)
                .union(Features::AVX512VBMI)
                .union(Features::AVX512VBMI2)
                .union(Features::GFNI)
                .union(Features::VPCLMULQDQ),
        }
    }

    /// Whether a CPU this build runs on may have this level: the levels of
    /// the build's architecture (and scalar). A level of another
    /// architecture has no implementation in the build, and no CPU the
    /// build runs on reports it.
    ///
    /// ```
    /// use bitboard_simd::Level;
    ///
    /// assert!(Level::Scalar.is_of_target());
    /// assert_eq!(Level::Avx2.is_of_target(), cfg!(target_arch = "x86_64"));
    /// ```
    pub const fn is_of_target(self) -> bool {
        match self {
            Level::Scalar => true,
            Level::Sse2 | Level::Avx2 | Level::Bmi2 | Level::Avx512 => {
                cfg!(target_arch = "x86_64")
            }
            Level::Neon | Level::Sve2 => cfg!(target_arch = "aarch64"),
            Level::Simd128 => cfg!(target_arch = "wasm32"),
        }
    }

    /// The lowest level whose [`Level::allowed`] set holds `features`: the
    /// level of an implementation that executes them. Panics (a compile
    /// error in a constant) if no level allows them.
    pub(crate) const fn lowest_allowing(features: Features) -> Level {
        let mut i = 0;
        while i < Level::ALL.len() {
            if Level::ALL[i].allowed().contains(features) {
                return Level::ALL[i];
            }
            i += 1;
        }
        panic!("no level allows these features")
    }

    /// The highest level whose requirement `features` meets.
    pub const fn highest_in(features: Features) -> Level {
        let mut i = Level::ALL.len();
        while i > 1 {
            i -= 1;
            if features.contains(Level::ALL[i].required()) {
                return Level::ALL[i];
            }
        }
        Level::Scalar
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl core::str::FromStr for Level {
    type Err = ParseError;

    /// Accepts the level names (`scalar`, `sse2`, `avx2`, `bmi2`, `avx512`,
    /// `neon`, `sve2`, `simd128`),
    /// in any case, surrounding white space ignored.
    fn from_str(s: &str) -> Result<Level, ParseError> {
        let s = s.trim();
        Level::ALL
            .into_iter()
            .find(|l| s.eq_ignore_ascii_case(l.name()))
            .ok_or(ParseError::new(
                "level",
                "scalar, sse2, avx2, bmi2, avx512, neon, sve2 or simd128",
            ))
    }
}
