//! CPU detection: which features the running CPU (and its OS) supports, and
//! the facts about the CPU that change which implementation is fastest.
//!
//! Feature bits come from `cpufeatures` (which also checks, through XGETBV,
//! that the OS saves the AVX and AVX-512 registers). Vendor, family, model
//! and brand string come straight from CPUID, which every x86-64 CPU has.

use core::fmt;

use crate::features::{Features, Level};

/// What detection found out about the running CPU.
///
/// ```
/// let cpu = bitboard_simd::cpu();
/// println!("{} family {:#x} model {:#x}: {}", cpu.vendor(), cpu.family(), cpu.model(), cpu.features());
/// assert!(cpu.highest_level() >= bitboard_simd::Level::Scalar);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Cpu {
    vendor: [u8; 12],
    brand: [u8; 48],
    family: u32,
    model: u32,
    stepping: u32,
    features: Features,
    pext_slow: bool,
    bmi_erratum: bool,
}

impl Cpu {
    /// The vendor string (`GenuineIntel`, `AuthenticAMD`, `HygonGenuine`,
    /// ...), or `unknown` off x86.
    pub fn vendor(&self) -> &str {
        trimmed(&self.vendor, "unknown")
    }

    /// The processor brand string, or `unknown`.
    pub fn brand(&self) -> &str {
        trimmed(&self.brand, "unknown")
    }

    /// Display family (base family plus extended family), 0 off x86.
    pub fn family(&self) -> u32 {
        self.family
    }

    /// Display model (with the extended model where the family uses it).
    pub fn model(&self) -> u32 {
        self.model
    }

    /// Stepping.
    pub fn stepping(&self) -> u32 {
        self.stepping
    }

    /// The features usable on this CPU and OS, after the corrections
    /// described by [`Cpu::bmi_erratum`].
    pub fn features(&self) -> Features {
        self.features
    }

    /// Whether `pdep`/`pext` are microcoded here (AMD/Hygon family 0x15,
    /// 0x17, 0x18: about 18 to 300 cycles depending on the mask). The
    /// dispatcher then never chooses an implementation that uses them.
    pub fn pext_slow(&self) -> bool {
        self.pext_slow
    }

    /// Whether BMI1/BMI2 were reported by an Intel CPU without AVX and were
    /// therefore cleared (some Pentium/Celeron parts report them but fault).
    pub fn bmi_erratum(&self) -> bool {
        self.bmi_erratum
    }

    /// The highest dispatch level this CPU supports.
    pub fn highest_level(&self) -> Level {
        Level::highest_in(self.features)
    }

    /// Why `pdep`/`pext` are judged fast or slow, in words.
    pub fn pext_verdict(&self) -> &'static str {
        if !self.features.contains(Features::BMI2) {
            "no BMI2: pdep/pext unavailable"
        } else if self.pext_slow {
            "slow: microcoded on AMD/Hygon family 0x15/0x17/0x18 (Excavator, Zen 1/2, Dhyana)"
        } else {
            "fast: single-uop pdep/pext (Intel since Haswell, AMD Zen 3 and later)"
        }
    }
}

impl fmt::Display for Cpu {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} ({}, family {:#x}, model {:#x}, stepping {})",
            self.brand(),
            self.vendor(),
            self.family,
            self.model,
            self.stepping
        )
    }
}

fn trimmed<'a>(bytes: &'a [u8], default: &'a str) -> &'a str {
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    match core::str::from_utf8(&bytes[..end]) {
        Ok(s) if !s.trim().is_empty() => s.trim(),
        _ => default,
    }
}

/// Whether `pdep`/`pext` are microcoded on this vendor and family.
#[cfg_attr(
    not(any(target_arch = "x86_64", target_arch = "x86")),
    allow(dead_code)
)]
pub(crate) fn pext_is_slow(vendor: &[u8; 12], family: u32) -> bool {
    let amd_like = vendor == b"AuthenticAMD" || vendor == b"HygonGenuine";
    amd_like && matches!(family, 0x15 | 0x17 | 0x18)
}

/// Clears what the CPU reports but must not be used, and what is only usable
/// together with something the CPU lacks. Returns the corrected set and
/// whether the BMI erratum applied.
#[cfg_attr(
    not(any(target_arch = "x86_64", target_arch = "x86")),
    allow(dead_code)
)]
pub(crate) fn correct(vendor: &[u8; 12], mut features: Features) -> (Features, bool) {
    // Some Intel parts without AVX (Pentium/Celeron of AVX-capable
    // generations) set the BMI1/BMI2 CPUID bits although the instructions
    // are disabled.
    let erratum = vendor == b"GenuineIntel"
        && !features.contains(Features::AVX)
        && features.intersection(Features::BMI1 | Features::BMI2) != Features::NONE;
    if erratum {
        features = features.difference(Features::BMI1 | Features::BMI2);
    }
    (features, erratum)
}

#[cfg(all(any(target_arch = "x86_64", target_arch = "x86"), not(miri)))]
mod x86 {
    #[cfg(target_arch = "x86")]
    use core::arch::x86::{__cpuid_count, CpuidResult};
    #[cfg(target_arch = "x86_64")]
    use core::arch::x86_64::{__cpuid_count, CpuidResult};

    use super::{correct, pext_is_slow, Cpu};
    use crate::features::Features;

    // One cached cpufeatures probe per feature: each checks CPUID and, for
    // AVX/AVX-512 features, that the OS saves the registers (XGETBV).
    cpufeatures::new!(has_sse2, "sse2");
    cpufeatures::new!(has_sse3, "sse3");
    cpufeatures::new!(has_ssse3, "ssse3");
    cpufeatures::new!(has_sse41, "sse4.1");
    cpufeatures::new!(has_sse42, "sse4.2");
    cpufeatures::new!(has_popcnt, "popcnt");
    cpufeatures::new!(has_pclmulqdq, "pclmulqdq");
    cpufeatures::new!(has_avx, "avx");
    cpufeatures::new!(has_avx2, "avx2");
    cpufeatures::new!(has_bmi1, "bmi1");
    cpufeatures::new!(has_bmi2, "bmi2");
    cpufeatures::new!(has_avx512f, "avx512f");
    cpufeatures::new!(has_avx512bw, "avx512bw");
    cpufeatures::new!(has_avx512vl, "avx512vl");
    cpufeatures::new!(has_avx512dq, "avx512dq");
    cpufeatures::new!(has_avx512cd, "avx512cd");
    cpufeatures::new!(has_avx512vbmi, "avx512vbmi");
    cpufeatures::new!(has_avx512vbmi2, "avx512vbmi2");
    cpufeatures::new!(has_gfni, "gfni");
    cpufeatures::new!(has_vpclmulqdq, "vpclmulqdq");

    /// CPUID leaf `leaf`, sub-leaf `sub`.
    fn cpuid(leaf: u32, sub: u32) -> CpuidResult {
        // `__cpuid_count` is a safe function in current Rust (1.95) but an
        // unsafe one in the MSRV (1.89), hence the block and the allowance.
        // SAFETY: every x86-64 CPU (and every x86 CPU this crate's baseline
        // targets) has CPUID; leaves beyond the maximum return zeros or the
        // highest leaf's values, never fault.
        #[allow(unused_unsafe)]
        unsafe {
            __cpuid_count(leaf, sub)
        }
    }

    pub(crate) fn detect() -> Cpu {
        let mut features = Features::NONE;
        macro_rules! probe {
            ($($module:ident => $feature:ident),*) => {$(
                if $module::init().get() {
                    features = features.union(Features::$feature);
                }
            )*};
        }
        probe!(
            has_sse2 => SSE2, has_sse3 => SSE3, has_ssse3 => SSSE3, has_sse41 => SSE41,
            has_sse42 => SSE42, has_popcnt => POPCNT, has_pclmulqdq => PCLMULQDQ,
            has_avx => AVX, has_avx2 => AVX2, has_bmi1 => BMI1, has_bmi2 => BMI2,
            has_avx512f => AVX512F, has_avx512bw => AVX512BW, has_avx512vl => AVX512VL,
            has_avx512dq => AVX512DQ, has_avx512cd => AVX512CD,
            has_avx512vbmi => AVX512VBMI, has_avx512vbmi2 => AVX512VBMI2,
            has_gfni => GFNI, has_vpclmulqdq => VPCLMULQDQ
        );

        let leaf0 = cpuid(0, 0);
        let mut vendor = [0u8; 12];
        vendor[0..4].copy_from_slice(&leaf0.ebx.to_le_bytes());
        vendor[4..8].copy_from_slice(&leaf0.edx.to_le_bytes());
        vendor[8..12].copy_from_slice(&leaf0.ecx.to_le_bytes());

        let (mut family, mut model, mut stepping) = (0, 0, 0);
        if leaf0.eax >= 1 {
            let eax = cpuid(1, 0).eax;
            let base_family = (eax >> 8) & 0xf;
            let base_model = (eax >> 4) & 0xf;
            stepping = eax & 0xf;
            family = base_family;
            model = base_model;
            if base_family == 0xf {
                family += (eax >> 20) & 0xff;
            }
            if base_family == 0x6 || base_family == 0xf {
                model |= ((eax >> 16) & 0xf) << 4;
            }
        }

        // LZCNT (ABM) is reported in the extended leaf.
        let max_extended = cpuid(0x8000_0000, 0).eax;
        if max_extended >= 0x8000_0001 && cpuid(0x8000_0001, 0).ecx & (1 << 5) != 0 {
            features = features.union(Features::LZCNT);
        }
        let mut brand = [0u8; 48];
        if max_extended >= 0x8000_0004 {
            for (i, leaf) in (0x8000_0002u32..=0x8000_0004).enumerate() {
                let r = cpuid(leaf, 0);
                for (j, reg) in [r.eax, r.ebx, r.ecx, r.edx].into_iter().enumerate() {
                    brand[i * 16 + j * 4..][..4].copy_from_slice(&reg.to_le_bytes());
                }
            }
        }

        let (features, bmi_erratum) = correct(&vendor, features);
        Cpu {
            vendor,
            brand,
            family,
            model,
            stepping,
            features,
            pext_slow: pext_is_slow(&vendor, family),
            bmi_erratum,
        }
    }
}

/// Runs detection (uncached; [`crate::cpu`] caches it).
pub(crate) fn detect() -> Cpu {
    #[cfg(all(any(target_arch = "x86_64", target_arch = "x86"), not(miri)))]
    {
        x86::detect()
    }
    // Off x86, and under Miri (which cannot run CPUID): only what the build
    // enables is known to be there.
    #[cfg(any(not(any(target_arch = "x86_64", target_arch = "x86")), miri))]
    {
        Cpu {
            vendor: [0; 12],
            brand: [0; 48],
            family: 0,
            model: 0,
            stepping: 0,
            features: Features::compile_time(),
            pext_slow: false,
            bmi_erratum: false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pext_is_slow_exactly_on_amd_and_hygon_families_15_17_18() {
        for family in [0x15, 0x17, 0x18] {
            assert!(pext_is_slow(b"AuthenticAMD", family));
            assert!(pext_is_slow(b"HygonGenuine", family));
            assert!(!pext_is_slow(b"GenuineIntel", family));
        }
        for family in [0x6, 0x16, 0x19, 0x1a] {
            assert!(!pext_is_slow(b"AuthenticAMD", family));
        }
    }

    #[test]
    fn bmi_is_cleared_on_intel_without_avx_only() {
        let bmi = Features::SSE2 | Features::BMI1 | Features::BMI2;
        assert_eq!(correct(b"GenuineIntel", bmi), (Features::SSE2, true));
        assert_eq!(
            correct(b"GenuineIntel", bmi | Features::AVX),
            (bmi | Features::AVX, false)
        );
        assert_eq!(correct(b"AuthenticAMD", bmi), (bmi, false));
    }
}
