//! CPU detection: which features the running CPU (and its OS) supports, and
//! the facts about the CPU that change which implementation is fastest.
//!
//! Detection is two steps. [`read`] executes CPUID (and XGETBV) and keeps the
//! raw leaves in a [`CpuidLeaves`]; [`Cpu::from_cpuid`] decodes them, a pure
//! function, so the tests can feed it the recorded leaves of CPUs the project
//! has never run on (`tests/data/cpuid.tsv`) as well as the running one.

use core::fmt;

use crate::features::{Features, Level};

/// The CPUID leaves and the XCR0 register that detection reads, as the CPU
/// returned them: each leaf is `[eax, ebx, ecx, edx]`.
///
/// [`Cpu::from_cpuid`] decodes a record; [`Cpu::cpuid`] returns the running
/// CPU's. A leaf above the CPU's highest leaf (leaf 0 and `0x8000_0000`
/// EAX) is ignored when decoding, as a CPU may return another leaf's data
/// there. The struct may gain leaves in a minor release, so build one from
/// [`CpuidLeaves::default`] and set the fields you have:
///
/// ```
/// use bitboard_simd::{Cpu, CpuidLeaves, Level};
///
/// // An AMD Zen 3 (EPYC 7713), as recorded in a CPUID dump.
/// let mut zen3 = CpuidLeaves::default();
/// zen3.leaf0 = [0x10, 0x6874_7541, 0x444d_4163, 0x6974_6e65]; // AuthenticAMD
/// zen3.leaf1 = [0x00a0_0f11, 0, 0x7eda_320b, 0x178b_fbff];
/// zen3.leaf7 = [0, 0x219c_97a9, 0x0040_068c, 0x10];
/// zen3.ext0 = [0x8000_0023, 0, 0, 0];
/// zen3.ext1 = [0, 0, 0x75c2_37ff, 0];
/// zen3.xcr0 = 0x207;
/// let cpu = Cpu::from_cpuid(&zen3);
/// assert_eq!((cpu.vendor(), cpu.family(), cpu.model()), ("AuthenticAMD", 0x19, 0x01));
/// assert_eq!(cpu.highest_level(), Level::Bmi2);
/// assert!(!cpu.pext_slow());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct CpuidLeaves {
    /// Leaf 0: the highest basic leaf (EAX) and the vendor string (EBX, EDX,
    /// ECX).
    pub leaf0: [u32; 4],
    /// Leaf 1: signature (EAX: family, model, stepping) and feature bits
    /// (ECX, EDX).
    pub leaf1: [u32; 4],
    /// Leaf 7, sub-leaf 0: extended feature bits (EBX, ECX).
    pub leaf7: [u32; 4],
    /// Leaf `0x8000_0000`: the highest extended leaf (EAX).
    pub ext0: [u32; 4],
    /// Leaf `0x8000_0001`: extended feature bits (ECX: LZCNT).
    pub ext1: [u32; 4],
    /// Leaves `0x8000_0002` to `0x8000_0004`: the brand string.
    pub brand: [[u32; 4]; 3],
    /// The XCR0 register (which register states the OS saves), 0 where the
    /// OS has not enabled XSAVE (leaf 1 ECX bit 27 clear).
    pub xcr0: u64,
}

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
    leaves: CpuidLeaves,
}

impl Cpu {
    introspection! {
        /// Decodes a CPUID record: vendor, family, model, the features usable
        /// under the rule of [`Features`] (after the correction of
        /// [`Cpu::bmi_erratum`]) and the `pdep`/`pext` verdict. A pure function:
        /// the running CPU is `Cpu::from_cpuid(&leaves)` of its own leaves
        /// ([`Cpu::cpuid`]), and any recorded CPU can be decoded the same way,
        /// e.g. to ask which implementations it would get
        /// ([`CpuClass::choice`](crate::CpuClass::choice)).
        pub fn from_cpuid(leaves: &CpuidLeaves) -> Cpu {
            let basic_max = leaves.leaf0[0];
            let ext_max = leaves.ext0[0];
            // A leaf the CPU does not have reads as zeros.
            let leaf = |n: u32| match n {
                1 if basic_max >= 1 => leaves.leaf1,
                7 if basic_max >= 7 => leaves.leaf7,
                0x8000_0001 if ext_max >= 0x8000_0001 => leaves.ext1,
                _ => [0; 4],
            };
            let bit = |n: u32, reg: usize, pos: u32| leaf(n)[reg] >> pos & 1 == 1;

            let osxsave = bit(1, 2, 27);
            let avx_state = osxsave && leaves.xcr0 & 0b110 == 0b110;
            let avx512_state = avx_state && leaves.xcr0 & 0b1110_0000 == 0b1110_0000;
            let mut features = Features::NONE;
            macro_rules! decode {
                ($($name:ident = $b:literal, $text:literal, $leaf:literal $reg:ident $pos:literal $state:ident;)*) => {$(
                    if bit($leaf, decode!(@reg $reg), $pos) && decode!(@state $state) {
                        features = features.union(Features::$name);
                    }
                )*};
                (@reg eax) => { 0 };
                (@reg ebx) => { 1 };
                (@reg ecx) => { 2 };
                (@reg edx) => { 3 };
                (@state none) => { true };
                (@state avx) => { avx_state };
                (@state avx512) => { avx512_state };
            }
            __with_feature_table!(decode);

            let mut vendor = [0u8; 12];
            for (i, reg) in [1, 3, 2].into_iter().enumerate() {
                vendor[i * 4..][..4].copy_from_slice(&leaves.leaf0[reg].to_le_bytes());
            }
            let (mut family, mut model, mut stepping) = (0, 0, 0);
            if basic_max >= 1 {
                let eax = leaves.leaf1[0];
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
            let mut brand = [0u8; 48];
            if ext_max >= 0x8000_0004 {
                for (i, reg) in leaves.brand.iter().flatten().enumerate() {
                    brand[i * 4..][..4].copy_from_slice(&reg.to_le_bytes());
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
                leaves: *leaves,
            }
        }
    }

    introspection! {
        /// The CPUID record this description was decoded from (all zeros off
        /// x86 and under Miri, where nothing is read).
        pub fn cpuid(&self) -> &CpuidLeaves {
            &self.leaves
        }
    }

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
pub(crate) fn pext_is_slow(vendor: &[u8], family: u32) -> bool {
    let amd_like = vendor == b"AuthenticAMD" || vendor == b"HygonGenuine";
    amd_like && matches!(family, 0x15 | 0x17 | 0x18)
}

/// Clears what the CPU reports but must not be used, and what is only usable
/// together with something the CPU lacks. Returns the corrected set and
/// whether the BMI erratum applied.
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

/// Reads the running CPU's CPUID leaves and XCR0.
#[cfg(all(any(target_arch = "x86_64", target_arch = "x86"), not(miri)))]
pub(crate) fn read() -> CpuidLeaves {
    #[cfg(target_arch = "x86")]
    use core::arch::x86::__cpuid_count;
    #[cfg(target_arch = "x86_64")]
    use core::arch::x86_64::__cpuid_count;

    let cpuid = |leaf: u32| {
        // `__cpuid_count` is a safe function in current Rust (1.95) but an
        // unsafe one in the MSRV (1.89), hence the block and the allowance.
        // SAFETY: every x86-64 CPU (and every x86 CPU this crate's baseline
        // targets) has CPUID; a leaf beyond the maximum returns zeros or
        // another leaf's values (which decoding ignores), never faults.
        #[allow(unused_unsafe)]
        let r = unsafe { __cpuid_count(leaf, 0) };
        [r.eax, r.ebx, r.ecx, r.edx]
    };
    let mut leaves = CpuidLeaves {
        leaf0: cpuid(0),
        leaf1: cpuid(1),
        leaf7: cpuid(7),
        ext0: cpuid(0x8000_0000),
        ext1: cpuid(0x8000_0001),
        brand: [cpuid(0x8000_0002), cpuid(0x8000_0003), cpuid(0x8000_0004)],
        xcr0: 0,
    };
    if leaves.leaf0[0] >= 1 && leaves.leaf1[2] >> 27 & 1 == 1 {
        let (eax, edx): (u32, u32);
        // SAFETY: leaf 1 ECX bit 27 (OSXSAVE) says the OS set CR4.OSXSAVE,
        // which is what makes XGETBV executable; XCR0 (ECX = 0) always
        // exists then. It reads a register and touches no memory.
        unsafe {
            core::arch::asm!(
                "xgetbv",
                in("ecx") 0u32,
                out("eax") eax,
                out("edx") edx,
                options(nomem, nostack, preserves_flags),
            );
        }
        leaves.xcr0 = u64::from(edx) << 32 | u64::from(eax);
    }
    leaves
}

/// Runs detection (uncached; [`crate::cpu`] caches it).
pub(crate) fn detect() -> Cpu {
    #[cfg(all(any(target_arch = "x86_64", target_arch = "x86"), not(miri)))]
    {
        Cpu::from_cpuid(&read())
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
            features: Features::compile_time().union(aarch64_features()),
            pext_slow: false,
            bmi_erratum: false,
            leaves: CpuidLeaves::default(),
        }
    }
}

/// The aarch64 features the operating system reports (`std` only: the
/// standard library reads the Linux HWCAP bits, which include a feature only
/// where the kernel saves its registers). Without `std`, or elsewhere, none
/// beyond the build's own ([`Features::compile_time`]).
#[cfg(any(not(any(target_arch = "x86_64", target_arch = "x86")), miri))]
fn aarch64_features() -> Features {
    #[allow(unused_mut)]
    let mut features = Features::NONE;
    #[cfg(all(target_arch = "aarch64", feature = "std", not(miri)))]
    {
        macro_rules! detect {
            // `tt`, not `literal`: the standard library's macro matches the
            // name's own token.
            ($($name:ident = $bit:literal, $text:tt, $hwcap:literal;)*) => {$(
                if std::arch::is_aarch64_feature_detected!($text) {
                    features = features.union(Features::$name);
                }
            )*};
        }
        __with_aarch64_feature_table!(detect);
    }
    features
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

/// The CPUs recorded in `tests/data/cpuid.tsv`, decoded: what the
/// selection's tests hold every decision, table and kind to, for CPUs this
/// machine is not. (The records are x86-64 CPUs: only an x86-64 build can
/// run on them.)
#[cfg(all(test, feature = "std", target_arch = "x86_64"))]
pub(crate) mod recorded {
    use std::string::{String, ToString};
    use std::vec::Vec;

    use super::{Cpu, CpuidLeaves};

    include!("../tests/data/cpuid_rows.rs");

    /// Each row's name and decoded CPU.
    pub(crate) fn cpus() -> Vec<(String, Cpu)> {
        let rows = cpuid_rows(include_str!("../tests/data/cpuid.tsv"));
        assert!(rows.len() > 40, "{} rows", rows.len());
        rows.into_iter()
            .map(|(cells, leaves)| (cells["cpu"].to_string(), Cpu::from_cpuid(&leaves)))
            .collect()
    }
}
