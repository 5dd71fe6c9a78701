//! CPU classes: CPUs sharing one preference order (`orders.rs`, `inlined.rs`).

use core::fmt;

use crate::detect::Cpu;
use crate::features::Features;

/// A class of CPUs that share one preference order.
///
/// ```
/// use bitboard_simd::{cpu, CpuClass};
///
/// let class = CpuClass::of(cpu());
/// match class.evidence() {
///     Some(files) => println!("this CPU is {class}: orders measured on {files}"),
///     None => println!("this CPU is {class}: no corpus file, the registry's order"),
/// }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum CpuClass {
    /// Intel with AVX-512 F/BW/VL (Skylake-SP and later): fast `pext`.
    IntelAvx512,
    /// Intel without AVX-512 (Haswell to Alder Lake clients; pre-AVX2 parts reach `sse2` only).
    IntelAvx2,
    /// AMD/Hygon with microcoded `pdep`/`pext`. Orders from a Zen 1 (256-bit ops in
    /// halves); Zen 2 (whole units) shares them until a report of its own differs.
    AmdZen12,
    /// AMD family 0x19 and later without AVX-512 (Zen 3): fast `pext`, yet slower
    /// than the multiply and vector forms of the single-board deposits and extracts.
    AmdZen3,
    /// AMD with AVX-512 (Zen 4, Zen 5); Zen 4 splits 512-bit operations in halves.
    AmdAvx512,
    /// Any other CPU (and every CPU of another architecture): the registry's order.
    Other,
}

#[cfg_attr(not(feature = "introspection"), allow(dead_code))] // introspection API
impl CpuClass {
    /// Every class, in a fixed order.
    pub const ALL: [CpuClass; 6] = [
        CpuClass::IntelAvx512,
        CpuClass::IntelAvx2,
        CpuClass::AmdZen12,
        CpuClass::AmdZen3,
        CpuClass::AmdAvx512,
        CpuClass::Other,
    ];

    /// The class of a detected CPU.
    pub fn of(cpu: &Cpu) -> CpuClass {
        CpuClass::from_identity(cpu.vendor(), cpu.family(), cpu.features())
    }

    /// The class from a CPUID vendor string, display family and (corrected) features, e.g. from a report.
    ///
    /// ```
    /// use bitboard_simd::{CpuClass, Features};
    ///
    /// let zen2 = Features::AVX2 | Features::BMI2;
    /// assert_eq!(CpuClass::from_identity("AuthenticAMD", 0x17, zen2), CpuClass::AmdZen12);
    /// assert_eq!(CpuClass::from_identity("AuthenticAMD", 0x19, zen2), CpuClass::AmdZen3);
    /// ```
    pub fn from_identity(vendor: &str, family: u32, features: Features) -> CpuClass {
        let avx512 = features.contains(
            Features::AVX512F
                .union(Features::AVX512BW)
                .union(Features::AVX512VL),
        );
        match vendor {
            "GenuineIntel" if avx512 => CpuClass::IntelAvx512,
            "GenuineIntel" => CpuClass::IntelAvx2,
            "AuthenticAMD" | "HygonGenuine" => match family {
                f if crate::detect::pext_is_slow(vendor.as_bytes(), f) => CpuClass::AmdZen12,
                f if f >= 0x19 && avx512 => CpuClass::AmdAvx512,
                f if f >= 0x19 => CpuClass::AmdZen3,
                _ => CpuClass::Other,
            },
            _ => CpuClass::Other,
        }
    }

    /// A short name, e.g. `amd-zen1-2`.
    pub const fn name(self) -> &'static str {
        match self {
            CpuClass::IntelAvx512 => "intel-avx512",
            CpuClass::IntelAvx2 => "intel-avx2",
            CpuClass::AmdZen12 => "amd-zen1-2",
            CpuClass::AmdZen3 => "amd-zen3",
            CpuClass::AmdAvx512 => "amd-avx512",
            CpuClass::Other => "other",
        }
    }
}

impl fmt::Display for CpuClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes() {
        let avx2 = Features::AVX.union(Features::AVX2).union(Features::BMI2);
        let avx512 = avx2
            .union(Features::AVX512F)
            .union(Features::AVX512BW)
            .union(Features::AVX512VL);
        let of = CpuClass::from_identity;
        assert_eq!(of("GenuineIntel", 6, avx512), CpuClass::IntelAvx512);
        assert_eq!(of("GenuineIntel", 6, avx2), CpuClass::IntelAvx2);
        assert_eq!(of("AuthenticAMD", 0x17, avx2), CpuClass::AmdZen12);
        assert_eq!(of("HygonGenuine", 0x18, avx2), CpuClass::AmdZen12);
        assert_eq!(of("AuthenticAMD", 0x15, avx2), CpuClass::AmdZen12);
        assert_eq!(of("AuthenticAMD", 0x19, avx2), CpuClass::AmdZen3);
        assert_eq!(of("AuthenticAMD", 0x19, avx512), CpuClass::AmdAvx512);
        assert_eq!(of("AuthenticAMD", 0x1a, avx512), CpuClass::AmdAvx512);
        assert_eq!(of("AuthenticAMD", 0x10, Features::SSE2), CpuClass::Other);
        assert_eq!(of("unknown", 0, Features::NONE), CpuClass::Other);
    }
}
