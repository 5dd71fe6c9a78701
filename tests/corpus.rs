//! The dispatch policy against the evidence: every full report in
//! `reports/` (as many per CPU model as were measured: other builds, other
//! hosts) is evidence for its CPU class's orders. `tools/derive-orders.py`
//! derives, for each class (each token level for the tokens), kernel and
//! use (table, batch, many squares, token, the free functions' inlined
//! lookup), the implementation whose worst regret over the class's files is
//! least, and which choices hold within the noise the corpus itself shows
//! (a file's rounds; files of one CPU model disagreeing, which is code
//! placement or noise, not the CPU). This test hands it the crate's own
//! choices for each file's CPU, from the introspection API, and fails
//! where a choice does not hold and no written reason keeps it
//! (`tools/kept-orders.txt`, written into the generated class orders): the
//! message names the kernels, the order that would hold, and what each file
//! says. The class orders themselves are generated from the corpus by the
//! same tool (`src/selection/orders/derived.rs`), and a test here checks
//! that the file is current. Data, not timing: nothing is measured here.
//!
//! The file names are checked here too: `<cpu>-<date>-<time>[-<commit>]`,
//! from the file's own fields (as `report --corpus` names it), so that two
//! runs never take one name.

// The policy as shipped: every optional implementation compiled in, on the
// architecture the reports measured.
#![cfg(all(
    target_arch = "x86_64",
    feature = "magic-table",
    feature = "pext-table",
    feature = "avx512"
))]

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use bitboard_simd::{decide, CpuClass, Features, Kernel, Level, PextSpeed, Target, Use, Why};
use serde_json::{json, Map, Value};

#[path = "../examples/common/corpus_name.rs"]
mod corpus_name;
use corpus_name::{civil_from_days, corpus_file_name};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn reports() -> Vec<(PathBuf, Value)> {
    let dir = root().join("reports");
    let mut out = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("reports/ exists") {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "json") {
            let text = std::fs::read_to_string(&path).unwrap();
            let value: Value = serde_json::from_str(&text)
                .unwrap_or_else(|e| panic!("{}: not JSON: {e}", path.display()));
            out.push((path, value));
        }
    }
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

fn file_name(path: &Path) -> String {
    path.file_name().unwrap().to_string_lossy().into_owned()
}

/// The CPU of a report as the policy sees it.
struct Identity {
    class: CpuClass,
    features: Features,
    pext_slow: bool,
}

impl Identity {
    fn of(file: &str, report: &Value) -> Identity {
        let cpu = &report["cpu"];
        let vendor = cpu["vendor"]
            .as_str()
            .unwrap_or_else(|| panic!("{file}: cpu.vendor"));
        let family = cpu["family"]
            .as_u64()
            .unwrap_or_else(|| panic!("{file}: cpu.family")) as u32;
        let mut features = Features::NONE;
        for name in cpu["features"]
            .as_array()
            .unwrap_or_else(|| panic!("{file}: cpu.features"))
        {
            let name = name.as_str().unwrap();
            features = features
                | Features::from_name(name)
                    .unwrap_or_else(|| panic!("{file}: unknown feature {name}"));
        }
        Identity {
            class: CpuClass::from_identity(vendor, family, features),
            features,
            pext_slow: cpu["pext_slow"]
                .as_bool()
                .unwrap_or_else(|| panic!("{file}: cpu.pext_slow")),
        }
    }

    fn target(&self) -> Target {
        let pext = if self.pext_slow {
            PextSpeed::Slow
        } else {
            PextSpeed::Fast
        };
        Target::new(self.features, Some(self.class), pext)
    }

    /// The level of `dispatch()`'s token on this CPU.
    fn token_level(&self) -> Level {
        self.target().token_level(Level::highest_in(self.features))
    }
}

/// A corpus file's name, from its fields: the vendor, display family and
/// model in lower-case hex (`intel-6h-cfh`), then the UTC date and time the
/// report was written (`20261127-153821`), then the first seven digits of
/// the commit it measured where it recorded one, by the code the report
/// names its files with (`examples/common/corpus_name.rs`).
fn expected_name(report: &Value) -> String {
    let cpu = &report["cpu"];
    corpus_file_name(
        cpu["vendor"].as_str().unwrap(),
        cpu["family"].as_u64().unwrap() as u32,
        cpu["model"].as_u64().unwrap() as u32,
        report["created_unix_s"].as_u64().unwrap(),
        report["build"]["git_commit"].as_str(),
    ) + ".json"
}

#[test]
fn dates_of_file_names() {
    assert_eq!(civil_from_days(0), (1970, 1, 1));
    assert_eq!(civil_from_days(19_723), (2024, 1, 1));
    assert_eq!(civil_from_days(20_513), (2026, 3, 1));
    assert_eq!(civil_from_days(20_512), (2026, 2, 28));
}

/// Each file's name says which CPU and which run it holds, so that runs
/// never collide; the corpus holds full runs that record which rankings
/// their rounds settle.
#[test]
fn file_names_say_cpu_and_run() {
    let reports = reports();
    assert!(!reports.is_empty(), "reports/ holds no report");
    for (path, report) in &reports {
        let file = file_name(path);
        assert_eq!(
            file,
            expected_name(report),
            "a corpus file is named <vendor>-<family>h-<model>h-<yyyymmdd>-<hhmmss>[-<commit>].json from its own fields (report --corpus names it so)"
        );
        assert_eq!(
            report["settings"]["mode"], "full",
            "{file}: the corpus holds full reports only"
        );
        assert!(
            report["schema_version"].as_u64() >= Some(3)
                && report["settings"]["rounds"].as_u64() >= Some(5),
            "{file}: the corpus holds reports of 5 rounds or more that record which rankings the rounds settle (schema 3; report --resettle adds it)"
        );
    }
}

/// A class with a report follows its own orders, not a neighbour's, and
/// every kernel a report names is still in the catalogue.
#[test]
fn every_report_is_evidence_for_its_class() {
    for (path, report) in reports() {
        let file = file_name(&path);
        let id = Identity::of(&file, &report);
        assert_eq!(
            id.class.evidence(),
            Some(id.class),
            "{file}: class {} has this report, so `CpuClass::evidence` must name it",
            id.class
        );
        for entry in report["kernels"].as_array().expect("kernels") {
            let name = entry["name"].as_str().unwrap();
            assert!(
                Kernel::ALL.iter().any(|k| k.name() == name),
                "{file}: kernel {name} is no longer in the catalogue"
            );
        }
    }
}

/// The crate's choices for one report's CPU: per use, kernel -> the
/// implementation it runs (what `tools/derive-orders.py --policy` reads).
fn policy_of(file: &str, report: &Value) -> Value {
    let id = Identity::of(file, report);
    let target = id.target();
    let level = Level::highest_in(id.features);
    let token_level = id.token_level();
    let (mut table, mut token, mut inline) = (Map::new(), Map::new(), Map::new());
    for entry in report["kernels"].as_array().expect("kernels") {
        let name = entry["name"].as_str().unwrap();
        let Some(&kernel) = Kernel::ALL.iter().find(|k| k.name() == name) else {
            continue; // every_report_is_evidence_for_its_class
        };
        let chosen = id.class.choice(kernel, id.features, id.pext_slow);
        table.insert(name.into(), chosen.name().into());
        if !kernel.is_batch() {
            // What `dispatch` runs there: the token table of its level.
            let t = decide(kernel, target, level, Use::Token).implementation();
            token.insert(
                name.into(),
                t.expect("a token decision chooses").name().into(),
            );
        }
        if let Some(i) = decide(kernel, target, level, Use::Inline).implementation() {
            inline.insert(name.into(), i.name().into());
        }
    }
    // The many-squares free functions' forms, by the reason of the one
    // decision (the tool holds them to its generated `SQUARES_FORMS`).
    let mut forms = Map::new();
    for name in [
        "rook_attacks_from_squares",
        "bishop_attacks_from_squares",
        "queen_attacks_from_squares",
    ] {
        let kernel = *Kernel::ALL.iter().find(|k| k.name() == name).unwrap();
        let form = match decide(kernel, target, level, Use::Inline).why() {
            Why::SquaresLoop(_) => "Loop",
            Why::SquaresTable(_) => "Table",
            why => panic!("{file}: {name}: not a many-squares decision: {why:?}"),
        };
        forms.insert(name.into(), form.into());
    }
    // The tool files a kernel under its use (table, batch or many squares)
    // by the report's own description of it.
    let tables = Value::Object(table);
    json!({
        "class": id.class.name(),
        "token_level": token_level.name(),
        "table": tables,
        "batch": tables,
        "squares": tables,
        "token": Value::Object(token),
        "inline": Value::Object(inline),
        "forms": Value::Object(forms),
    })
}

/// Runs `tools/derive-orders.py` on `reports` (the corpus, or more) with
/// the crate's choices; `None` where no Python can be started on this
/// platform, or where the build's static dispatch bypasses the orders.
fn derive_orders(reports: &[(PathBuf, Value)]) -> Option<(bool, String)> {
    if bitboard_simd::describe().static_dispatch() {
        // A build for `avx2` or more runs the compile-time table's choices,
        // not the class orders the corpus holds.
        eprintln!("skipped: the build enables avx2 or more (static dispatch)");
        return None;
    }
    let mut files = Map::new();
    for (path, report) in reports {
        let file = file_name(path);
        files.insert(file.clone(), policy_of(&file, report));
    }
    let policy = json!({ "files": files }).to_string();
    let mut child = match Command::new("python3")
        .arg(root().join("tools/derive-orders.py"))
        .args(["--policy", "-"])
        .args(reports.iter().map(|(p, _)| p))
        .current_dir(root())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
    {
        Ok(child) => child,
        // A Windows build's tests run under Wine, which starts no Linux
        // program; the host's own run of this test checks the corpus.
        Err(_) if cfg!(windows) => return None,
        Err(e) => panic!(
            "tests/corpus.rs runs tools/derive-orders.py with python3, which could not be started: {e}"
        ),
    };
    child
        .stdin
        .take()
        .unwrap()
        .write_all(policy.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    Some((out.status.success(), text))
}

/// The orders against the whole corpus: every choice of the crate holds on
/// the files of its class (its token level for a token), or is kept with a
/// reason (`tools/kept-orders.txt`); see `tools/derive-orders.py`.
#[test]
fn the_corpus_holds_every_order() {
    let reports = reports();
    let Some((ok, text)) = derive_orders(&reports) else {
        println!("no python3 here: the corpus is checked where the tests run natively");
        return;
    };
    assert!(
        ok,
        "the corpus does not hold the crate's orders (tools/derive-orders.py --policy):\n{text}"
    );
    // The tool recomputes which rankings a file's rounds settle; it must
    // read them as the report wrote them.
    assert!(
        !text.contains("SETTLED DIFFERS"),
        "tools/derive-orders.py and examples/report/settle.rs disagree:\n{text}"
    );
    // The derivation and each file against the targets (`--nocapture`).
    println!("{text}");
}

/// The class orders are data: `src/selection/orders/derived.rs` (the table
/// orders, the inlined orders and the many-squares forms) is what
/// `tools/derive-orders.py --emit` writes from the corpus now (as
/// `FIGURES.md` is the report's page of the corpus).
#[test]
fn derived_orders_are_current() {
    let reports = reports();
    let out = match Command::new("python3")
        .arg(root().join("tools/derive-orders.py"))
        .args(["--check", "src/selection/orders/derived.rs"])
        .args(reports.iter().map(|(p, _)| p))
        .current_dir(root())
        .output()
    {
        Ok(out) => out,
        Err(_) if cfg!(windows) => return, // under Wine: see derive_orders
        Err(e) => panic!("python3 could not be started: {e}"),
    };
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
}

/// A new machine's file that contradicts an order fails the check with the
/// kernel, the order that would hold and what each file says: here a Zen 4
/// part of another model whose rounds put the class's choice for the
/// anti-diagonal flip's batch half as slow again as the others. (A kernel
/// whose choice every Zen 4 file measures, next to a form within a few per
/// cent of it in each, so that an order meeting every file exists.)
#[test]
fn a_conflicting_file_names_the_kernel_and_the_order_that_would_hold() {
    let mut reports = reports();
    // The newest Zen 4 file (names sort by date): it measures the forms
    // the class's order names.
    let (_, base) = reports
        .iter()
        .rev()
        .find(|(p, _)| file_name(p).starts_with("amd-19h-11h-"))
        .cloned()
        .expect("the Zen 4 file");
    let mut fake = base.clone();
    fake["cpu"]["model"] = 0x44.into();
    fake["created_unix_s"] = (base["created_unix_s"].as_u64().unwrap() + 86_400).into();
    let id = Identity::of("fake", &fake);
    let kernel = Kernel::FlipAntiDiagonalBatch;
    let chosen = id.class.choice(kernel, id.features, id.pext_slow).name();
    let entry = fake["kernels"]
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .find(|k| k["name"] == kernel.name())
        .unwrap();
    // Its settled list no longer matches its rounds: leave it out, as a
    // version-2 file would.
    entry.as_object_mut().unwrap().remove("unsettled");
    for i in entry["implementations"].as_array_mut().unwrap() {
        if i["name"] == chosen {
            for field in ["ns", "batch_ns"] {
                i[field] = (i[field].as_f64().unwrap() * 1.5).into();
            }
            for r in i["rounds"]["batch_ns"].as_array_mut().unwrap() {
                *r = (r.as_f64().unwrap() * 1.5).into();
            }
        }
    }
    let dir = std::env::temp_dir().join(format!("corpus-conflict-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let name = expected_name(&fake);
    let path = dir.join(&name);
    std::fs::write(&path, fake.to_string()).unwrap();
    reports.push((path, fake));
    let outcome = derive_orders(&reports);
    std::fs::remove_dir_all(&dir).unwrap();
    let Some((ok, text)) = outcome else {
        return; // no python3 (Windows under Wine): see the test above
    };
    assert!(!ok, "the conflict was not found:\n{text}");
    let conflict = text
        .lines()
        .skip_while(|l| !l.starts_with("CONFLICTS"))
        .collect::<Vec<_>>()
        .join("\n");
    for needle in [
        format!(
            "amd-avx512, batch, {}: the crate runs {chosen}",
            kernel.name()
        ),
        "would hold: ".to_string(),
        name.clone(),
        "amd-19h-11h-20261127-081822-5656692.json".to_string(),
        "Kept against the corpus".to_string(),
    ] {
        assert!(conflict.contains(&needle), "{needle:?} not in:\n{conflict}");
    }
    println!("{conflict}");
}
