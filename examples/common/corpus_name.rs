//! The names of the report corpus's files, written once: the report
//! writes them (`examples/report/cli.rs`) and `tests/corpus.rs` checks
//! each committed file's name against its contents with the same code.
//!
//! Include it with `#[path = ".../common/corpus_name.rs"] mod corpus_name;`.

#![allow(dead_code)]

/// The name of a CPU in the corpus: the vendor, then display family and
/// model in lower-case hex without leading zeros, each followed by `h`
/// (`intel-6h-cfh`, `amd-17h-31h`).
pub fn cpu_name(vendor: &str, family: u32, model: u32) -> String {
    let vendor = match vendor {
        "GenuineIntel" => "intel".to_string(),
        "AuthenticAMD" => "amd".to_string(),
        "HygonGenuine" => "hygon".to_string(),
        other => {
            let v: String = other
                .chars()
                .filter(|c| c.is_ascii_alphanumeric())
                .map(|c| c.to_ascii_lowercase())
                .collect();
            if v.is_empty() {
                "unknown".to_string()
            } else {
                v
            }
        }
    };
    format!("{vendor}-{family:x}h-{model:x}h")
}

/// The name of a corpus file (without `.json`): the CPU ([`cpu_name`]), the
/// UTC date and time the report was written (`created_unix_s`, as
/// `yyyymmdd-hhmmss`) and the first seven digits of the commit it measured
/// where it knows it: `intel-6h-cfh-20261127-153821-74de87b`. Several runs
/// of one CPU (other builds, other hosts) thus never share a name, and the
/// name can be checked against the file (`tests/corpus.rs`).
pub fn corpus_file_name(
    vendor: &str,
    family: u32,
    model: u32,
    created_unix_s: u64,
    commit: Option<&str>,
) -> String {
    let (days, secs) = (created_unix_s / 86_400, created_unix_s % 86_400);
    let (y, m, d) = civil_from_days(days as i64);
    let mut name = format!(
        "{}-{y:04}{m:02}{d:02}-{:02}{:02}{:02}",
        cpu_name(vendor, family, model),
        secs / 3600,
        secs / 60 % 60,
        secs % 60
    );
    if let Some(c) = commit {
        name.push('-');
        name.extend(c.chars().take(7));
    }
    name
}

/// The proleptic Gregorian date `(year, month, day)` of a count of days
/// since 1970-01-01 (Howard Hinnant's `civil_from_days`).
pub fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}
