//! Detection on CPUs the project does not have: the CPUID leaves of real
//! CPUs, recorded in `tests/data/cpuid.tsv`, decoded by `Cpu::from_cpuid`
//! (the same function that decodes the running CPU) and held to the answers
//! recorded beside them: the features (under the rule of `Features`), the
//! highest level, the `pdep`/`pext` verdict, the BMI erratum and the class.
//! The answers in the file were computed by `tests/data/cpuid_table.py`,
//! a separate decoder written from the vendors' bit positions; where one is
//! not obvious, [`REASONS`] says why, and the test checks that the reason's
//! row still gives that answer. A new CPU is one more row (re-run the
//! script over a folder of dumps).
//!
//! Data only: nothing here depends on the CPU the test runs on.

use std::collections::BTreeSet;

use bitboard_simd::{Cpu, CpuClass, CpuidLeaves, Kernel, Level};

struct Row {
    cpu: String,
    leaves: CpuidLeaves,
    level: String,
    pext: String,
    erratum: bool,
    class: String,
    features: BTreeSet<String>,
    brand: String,
}

include!("../data/cpuid_rows.rs");

fn rows() -> Vec<Row> {
    cpuid_rows(include_str!("../data/cpuid.tsv"))
        .into_iter()
        .map(|(cells, leaves)| {
            let cell = |name: &str| cells[name].to_string();
            Row {
                cpu: cell("cpu"),
                leaves,
                level: cell("level"),
                pext: cell("pext"),
                erratum: match cells["erratum"] {
                    "yes" => true,
                    "no" => false,
                    other => panic!("erratum {other:?}"),
                },
                class: cell("class"),
                features: cells["features"]
                    .split(',')
                    .filter(|s| *s != "-")
                    .map(String::from)
                    .collect(),
                brand: match cells["brand"].trim() {
                    "-" | "" => "unknown".into(),
                    brand => brand.into(),
                },
            }
        })
        .collect()
}

fn decoded(row: &Row) -> Cpu {
    Cpu::from_cpuid(&row.leaves)
}

fn pext(cpu: &Cpu) -> &'static str {
    if !cpu.features().contains(bitboard_simd::Features::BMI2) {
        "-"
    } else if cpu.pext_slow() {
        "slow"
    } else {
        "fast"
    }
}

/// Every recorded CPU: one row per dump of the collection (52 CPUs).
#[test]
fn the_table_covers_every_recorded_cpu() {
    let rows = rows();
    assert_eq!(rows.len(), 52, "one row per recorded CPU");
    let names: BTreeSet<&str> = rows.iter().map(|r| r.cpu.as_str()).collect();
    assert_eq!(names.len(), rows.len(), "CPU names are unique");
}

#[test]
fn every_recorded_cpu_decodes_to_its_recorded_answers() {
    let mut wrong = Vec::new();
    for row in rows() {
        let cpu = decoded(&row);
        let features: BTreeSet<String> = cpu.features().names().map(String::from).collect();
        let got = (
            features,
            cpu.highest_level().name().to_string(),
            pext(&cpu).to_string(),
            cpu.bmi_erratum(),
            CpuClass::of(&cpu).name().to_string(),
            cpu.brand().to_string(),
        );
        let want = (
            row.features.clone(),
            row.level.clone(),
            row.pext.clone(),
            row.erratum,
            row.class.clone(),
            row.brand.clone(),
        );
        if got != want {
            wrong.push(format!("{}: got {got:?}, want {want:?}", row.cpu));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Vendor, family and model decode as the dumps' file names say (the name
/// starts with the vendor string and the leaf 1 EAX signature).
#[test]
fn vendor_family_and_model_match_the_signature() {
    for row in rows() {
        let cpu = decoded(&row);
        let signature = row.cpu[12..19].to_string();
        let eax = u32::from_str_radix(&signature, 16).expect("a hex signature");
        assert_eq!(eax, row.leaves.leaf1[0], "{}", row.cpu);
        assert!(row.cpu.starts_with(cpu.vendor()), "{}", row.cpu);
        let base = (eax >> 8) & 0xf;
        let family = if base == 0xf {
            base + ((eax >> 20) & 0xff)
        } else {
            base
        };
        assert_eq!(cpu.family(), family, "{}", row.cpu);
        assert_eq!(cpu.stepping(), eax & 0xf, "{}", row.cpu);
    }
}

/// Answers that are not obvious from the CPU's name, and why. Each names a
/// row; the test checks the row still gives the answer.
const REASONS: &[(&str, &str, &str)] = &[
    (
        "GenuineIntel0050670_KnightsLanding",
        "level bmi2, class intel-avx2",
        "AVX-512 F and CD without BW and VL: the avx512 level needs all of F, BW and VL",
    ),
    (
        "AuthenticAMD0660F01_K15_Carrizo",
        "pext slow",
        "Excavator (family 0x15) microcodes pdep/pext: about 20 cycles or more",
    ),
    (
        "HygonGenuine0900F02_Hygon",
        "level sse2, pext slow",
        "Dhyana is a Zen 1 (family 0x18, microcoded pext), and this dump's OS had not \
         enabled XSAVE (leaf 1 ECX bit 27 clear), so AVX state is not saved: no AVX",
    ),
    (
        "GenuineIntel0090672_AlderLake_01_BC_AVX512",
        "level avx512",
        "an Alder Lake whose firmware left AVX-512 on (E-cores disabled)",
    ),
    (
        "GenuineIntel0090672_AlderLake_02",
        "level avx512",
        "a Core i5-12400 (P-cores only) whose firmware also left AVX-512 on",
    ),
    (
        "GenuineIntel00A06A4_MeteorLake_07",
        "level bmi2, has gfni and vpclmulqdq",
        "Intel client since Alder Lake: GFNI and VPCLMULQDQ without AVX-512",
    ),
    (
        "AuthenticAMD0A00F11_K19_Milan",
        "level bmi2, has vpclmulqdq",
        "Zen 3: VPCLMULQDQ (VEX form, AVX state) without AVX-512 or GFNI",
    ),
    (
        "CentaurHauls00307B2_KX6000_01",
        "level sse2, pext fast, class other",
        "Zhaoxin KX-6000 has AVX and BMI2 but no AVX2; its pext speed is not \
         measured, and no Zhaoxin part is known to microcode it",
    ),
    (
        "CentaurHauls00607B1_KX7000_05",
        "level bmi2, pext fast, class other",
        "Zhaoxin KX-7000: AVX2 and BMI2; class other follows the orders of intel-avx2",
    ),
    (
        "GenuineIntel00906C0_JasperLake",
        "level sse2, has gfni",
        "Tremont: GFNI in its SSE form without AVX",
    ),
];

#[test]
fn the_reasons_hold() {
    let rows = rows();
    for (name, answer, why) in REASONS {
        let row = rows
            .iter()
            .find(|r| r.cpu == *name)
            .unwrap_or_else(|| panic!("no row {name}"));
        let cpu = decoded(row);
        for claim in answer.split(", ") {
            let (what, value) = claim.split_once(' ').unwrap();
            let ok = match what {
                "level" => cpu.highest_level().name() == value,
                "pext" => pext(&cpu) == value,
                "class" => CpuClass::of(&cpu).name() == value,
                "has" => value.split(" and ").all(|f| {
                    cpu.features()
                        .contains(bitboard_simd::Features::from_name(f).unwrap())
                }),
                _ => panic!("{name}: unknown claim {claim}"),
            };
            assert!(
                ok,
                "{name}: {claim} ({why}), but decoded {cpu}: {}",
                cpu.features()
            );
        }
    }
}

/// What every recorded CPU would run: for each kernel its class's choice at
/// its highest level, which must be an implementation the CPU can execute
/// and, where `pext` is slow, one that does not use it.
#[test]
fn every_recorded_cpu_gets_only_runnable_choices() {
    for row in rows() {
        let cpu = decoded(&row);
        let class = CpuClass::of(&cpu);
        let level: Level = row.level.parse().unwrap();
        let allowed = cpu.features().intersection(level.allowed());
        for &kernel in Kernel::ALL {
            let imp = class.choice(kernel, cpu.features(), cpu.pext_slow());
            assert!(
                allowed.contains(imp.requires()),
                "{}: {} chose {} needing {}",
                row.cpu,
                kernel.name(),
                imp.name(),
                imp.requires()
            );
            assert!(
                !(cpu.pext_slow() && imp.uses_pext()),
                "{}: {} chose {} although pext is slow",
                row.cpu,
                kernel.name(),
                imp.name()
            );
        }
    }
}

/// Leaves above the CPU's highest leaf are ignored, as a CPU may return
/// another leaf's data there.
#[test]
fn leaves_above_the_maximum_are_ignored() {
    let rows = rows();
    let haswell = rows
        .iter()
        .find(|r| r.cpu.contains("Haswell"))
        .expect("a Haswell row");
    assert_eq!(decoded(haswell).highest_level(), Level::Bmi2);
    let mut capped = haswell.leaves;
    capped.leaf0[0] = 6; // leaf 7 (AVX2, BMI) now beyond the maximum
    let cpu = Cpu::from_cpuid(&capped);
    assert_eq!(cpu.highest_level(), Level::Sse2, "{}", cpu.features());
    capped.ext0[0] = 0x8000_0000; // no leaf 0x8000_0001: no LZCNT
    assert!(!Cpu::from_cpuid(&capped)
        .features()
        .contains(bitboard_simd::Features::LZCNT));
    capped.xcr0 = 0; // the OS saves no AVX state: no AVX
    assert!(!Cpu::from_cpuid(&capped)
        .features()
        .contains(bitboard_simd::Features::AVX));
}

/// Which recorded CPUs run the AVX2+GFNI flips (`avx2/gfni`: `gf2p8affineqb`
/// in its VEX form, which needs AVX but not AVX-512): every CPU with GFNI and
/// AVX2, in its table capped at `avx2` (`BITBOARD_SIMD=avx2`); at its highest
/// level, for every flip, only the Intel clients without AVX-512 (Raptor,
/// Meteor, Lunar and Arrow Lake, and Alder Lake-N's Gracemont cores), as a
/// CPU with AVX-512 and GFNI keeps `avx512/gfni` there, except for
/// `mirror_horizontal`, `flip_diagonal` and the quarter turns, where the
/// `intel-avx512` order puts `avx2/gfni` first (`amd-avx512`, Zen 4 and 5,
/// keeps `avx512/gfni` there too, as measured on a Zen 4). (Both Alder Lake dumps here had
/// AVX-512 left on by their firmware; see [`REASONS`].) Zen 3 (no GFNI) and
/// Haswell get neither; Jasper Lake has GFNI but no AVX.
#[test]
#[cfg(target_arch = "x86_64")]
fn avx2_gfni_where_gfni_meets_avx2() {
    use bitboard_simd::{decide, Method, Target, Use};

    // The rows (by the name after the signature, sorted) whose table holds
    // `method` for some kernel of `kernels`: at their highest level, or
    // capped at `cap`.
    let holding_for = |kernels: &[Kernel], method: Method, cap: Option<Level>| -> Vec<String> {
        let mut names: Vec<String> = rows()
            .into_iter()
            .filter(|row| {
                let cpu = decoded(row);
                let level = match cap {
                    Some(cap) if cpu.highest_level() < cap => return false,
                    Some(cap) => cap,
                    None => cpu.highest_level(),
                };
                kernels.iter().any(|&kernel| {
                    decide(kernel, Target::of(&cpu), level, Use::Table).method() == Some(method)
                })
            })
            .map(|row| row.cpu.split_once('_').unwrap().1.to_string())
            .collect();
        names.sort_unstable();
        names
    };
    let holding = |method: Method, cap: Option<Level>| holding_for(Kernel::ALL, method, cap);
    // The kernels whose `intel-avx512` order puts `avx2/gfni` first.
    let avx2_first = [
        Kernel::MirrorHorizontal,
        Kernel::FlipDiagonal,
        Kernel::Rotate90Clockwise,
        Kernel::Rotate90Anticlockwise,
    ];
    let elsewhere: Vec<Kernel> = Kernel::ALL
        .iter()
        .copied()
        .filter(|k| !avx2_first.contains(k))
        .collect();
    let clients = [
        "AlderLakeN_02",
        "ArrowLake_07",
        "LunarLake_04",
        "MeteorLake_07",
        "RaptorLake_01",
    ];
    let avx512_gfni = [
        "AlderLake_01_BC_AVX512",
        "AlderLake_02",
        "EmeraldRapids_01",
        "GraniteRapids_03",
        "ICX",
        "IceLakeY",
        "K19_Bergamo_04",
        "K19_Genoa_01",
        "K19_Raphael_01",
        "K20_GraniteRidge_02",
        "K20_StrixPoint_06",
        "K20_Turin_01",
        "RocketLake",
        "SapphireRapids_05",
        "TigerLake",
    ];
    let capped = holding(Method::Avx2Gfni, Some(Level::Avx2));
    let mut both: Vec<&str> = clients.iter().chain(&avx512_gfni).copied().collect();
    both.sort_unstable();
    assert_eq!(capped, both);
    // Built without the `avx512` feature, no AVX-512 code exists, so every
    // CPU with GFNI and AVX2 runs `avx2/gfni` at its highest level too.
    let highest = holding(Method::Avx2Gfni, None);
    if cfg!(feature = "avx512") {
        // The AMD rows (K19 Zen 4, K20 Zen 5) keep avx512/gfni everywhere.
        let mut intel: Vec<&str> = both
            .iter()
            .copied()
            .filter(|n| !n.starts_with("K19") && !n.starts_with("K20"))
            .collect();
        intel.sort_unstable();
        assert_eq!(highest, intel);
        assert_eq!(holding_for(&elsewhere, Method::Avx2Gfni, None), clients);
        for kernel in avx2_first {
            assert_eq!(holding_for(&[kernel], Method::Avx2Gfni, None), intel);
        }
        assert_eq!(holding(Method::Avx512Gfni, None), avx512_gfni);
    } else {
        assert_eq!(highest, both);
    }
    for name in ["K19_Milan", "Haswell", "JasperLake"] {
        assert!(!capped.iter().any(|c| c == name), "{name}");
    }
    // The same rows as the recorded answers give: GFNI and AVX2.
    let recorded = rows()
        .into_iter()
        .filter(|r| r.features.contains("gfni") && r.features.contains("avx2"))
        .count();
    assert_eq!(capped.len(), recorded);
}
