//! Every implementation's features are written once, at its definition,
//! and its registry row carries exactly them.
//!
//! The crate builds each row's feature set from the `FEATURES` constant that
//! `target_fn!` puts beside the function; these tests check the same from
//! the source text, independently of that plumbing: no `#[target_feature]`
//! is written outside `target_fn!` (so `FEATURES` is the whole truth), the
//! baseline `sse2` tree enables nothing beyond SSE2, and for every registry
//! row the feature list at the function's definition, read from the source,
//! equals the features its `Implementation` reports.

use std::fs;
use std::path::{Path, PathBuf};

use bitboard_simd::{Features, Kernel};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The code of a line, without a `//` comment.
fn code(line: &str) -> &str {
    line.split("//").next().unwrap()
}

/// The first string literal on a line.
fn literal(line: &str) -> Option<&str> {
    let start = line.find('"')? + 1;
    let len = line[start..].find('"')?;
    Some(&line[start..start + len])
}

#[test]
fn target_feature_is_written_only_by_target_fn() {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    let mut bare = Vec::new();
    for file in files {
        let text = fs::read_to_string(&file).unwrap();
        let is_macro = text.contains("macro_rules! target_fn");
        for (n, line) in text.lines().enumerate() {
            if code(line).contains("target_feature(") && !is_macro {
                bare.push(format!("{}:{}", file.display(), n + 1));
            }
        }
    }
    assert!(
        bare.is_empty(),
        "#[target_feature] outside target_fn!: {bare:?}"
    );
}

#[test]
fn sse2_tree_enables_sse2_only() {
    let mut files = Vec::new();
    rust_files(&src().join("arch/x86_64/sse2"), &mut files);
    for file in files {
        let text = fs::read_to_string(&file).unwrap();
        for (n, line) in text.lines().enumerate() {
            let line = code(line);
            if line.contains("target_fn!") || line.contains("batch_loop!(\"") {
                if let Some(list) = literal(line) {
                    assert_eq!(list, "sse2", "{}:{}", file.display(), n + 1);
                }
            }
        }
    }
}

/// The `target_feature` list written at the definition of `name` in `text`.
fn definition_list(text: &str, name: &str) -> Option<String> {
    let lines: Vec<&str> = text.lines().map(code).collect();
    let word = |line: &str, w: &str| {
        line.match_indices(w).any(|(i, _)| {
            let before = line[..i].chars().next_back();
            let after = line[i + w.len()..].chars().next();
            !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
                && !after.is_some_and(|c| c.is_alphanumeric() || c == '_')
        })
    };
    // A `target_fn! { "..." => ... fn name` item.
    let fn_name = format!("fn {name}");
    if let Some(at) = lines.iter().position(|l| word(l, &fn_name)) {
        for l in lines[..at].iter().rev() {
            if l.contains("target_fn!") {
                return literal(l).map(str::to_owned);
            }
            if l.contains("fn ") || l.trim() == "}" {
                return None; // a plain function
            }
        }
        return None;
    }
    // A name declared in a macro call: `batch_loop!("..." => shape, name, f)`
    // or `m! { "...": name => ... }`, or a macro whose body holds the list.
    let at = lines.iter().position(|l| word(l, name))?;
    let call = lines[..=at]
        .iter()
        .rposition(|l| l.contains("!(") || l.contains("! {"))?;
    if let Some(list) = literal(lines[call]) {
        return Some(list.to_owned());
    }
    // The macro's own body: the `fn $param` at the name's place among the
    // row's identifiers, under its `target_fn!` (whose list is a literal,
    // or the call's literal).
    let macro_name = lines[call].trim().split('!').next()?.trim();
    let def = lines
        .iter()
        .position(|l| l.contains(&format!("macro_rules! {macro_name} ")))?;
    let params: Vec<&str> = lines[def + 1]
        .split('$')
        .skip(1)
        .filter_map(|p| p.split_once(":ident").map(|(p, _)| p))
        .collect();
    // The call's text up to the name, from the start of the name's row.
    let mut before = lines[call..=at].join(" ");
    before.truncate(before.rfind(name)?);
    let before = before.split_once('!')?.1;
    let row = before.rsplit(';').next()?;
    let row: String = row.split('"').step_by(2).collect(); // no string literals
    let index = row
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty() && !matches!(*w, "true" | "false"))
        .count();
    let param = params.get(index)?;
    let body_fn = format!("fn ${param}");
    let Some(at_fn) = lines[def..].iter().position(|l| l.contains(&body_fn)) else {
        // `batch_loop!("..." => $shape, $name, $single)` in the body.
        let arg = format!("${param},");
        return lines[def..]
            .iter()
            .find(|l| l.contains("batch_loop!(\"") && l.contains(&arg))
            .and_then(|l| literal(l))
            .map(str::to_owned);
    };
    let at_fn = def + at_fn;
    let tf = lines[def..at_fn]
        .iter()
        .rposition(|l| l.contains("target_fn!"))?;
    literal(lines[def + tf])
        .or_else(|| literal(lines[call]))
        .map(str::to_owned)
}

/// The lines of `text` between `mod name {` and its closing brace (same
/// indentation), if there is such a module, and `text` without them.
fn inline_module(text: &str, name: &str) -> (Option<String>, String) {
    let lines: Vec<&str> = text.lines().collect();
    let open = lines.iter().position(|l| {
        let t = l.trim();
        t.ends_with(&format!("mod {name} {{"))
    });
    let Some(open) = open else {
        return (None, text.to_owned());
    };
    let indent = &lines[open][..lines[open].len() - lines[open].trim_start().len()];
    let close = open
        + lines[open..]
            .iter()
            .position(|l| *l == format!("{indent}}}"))
            .expect("unclosed inline module");
    let block = lines[open + 1..close].join("\n");
    let rest = [&lines[..open], &lines[close + 1..]].concat().join("\n");
    (Some(block), rest)
}

/// `text` without any inline `pub(crate) mod name { ... }` block.
fn without_inline_modules(text: &str) -> String {
    let mut text = text.to_owned();
    loop {
        let name = text.lines().find_map(|l| {
            let t = l.trim();
            let t = t.strip_prefix("pub(crate) ").unwrap_or(t);
            t.strip_prefix("mod ")?
                .strip_suffix(" {")
                .map(str::to_owned)
        });
        match name {
            Some(name) => text = inline_module(&text, &name).1,
            None => return text,
        }
    }
}

/// The features a registry row's function enables, read from its source.
fn row_features(path: &str) -> Features {
    let segs: Vec<&str> = path.split("::").collect();
    match segs[0] {
        "all" => return Features::NONE,
        // Baseline: the whole tree is compiled with SSE2 enabled.
        "sse2" => return Features::SSE2,
        _ => {}
    }
    let dir = src().join("arch/x86_64").join(segs[0]);
    let file = [
        dir.join(format!("{}.rs", segs[1])),
        dir.join(segs[1]).join("mod.rs"),
    ]
    .into_iter()
    .find(|f| f.exists())
    .unwrap_or_else(|| panic!("no file for {path}"));
    let name = segs[segs.len() - 1];
    let main = fs::read_to_string(&file).unwrap();
    let sub = dir.join(segs[1]);
    let texts = if segs.len() > 3 {
        // `a::b::m::f`: `m` is an inline module of `b`, or its own file.
        match inline_module(&main, segs[2]).0 {
            Some(block) => vec![block],
            None => vec![fs::read_to_string(sub.join(format!("{}.rs", segs[2]))).unwrap()],
        }
    } else {
        // `a::b::f`: `b` outside its inline modules, and the submodule
        // files it re-exports (the per-square forms).
        let mut texts = vec![without_inline_modules(&main)];
        if sub.is_dir() {
            let mut files = Vec::new();
            rust_files(&sub, &mut files);
            texts.extend(files.iter().map(|f| fs::read_to_string(f).unwrap()));
        }
        texts
    };
    let list = texts
        .iter()
        .find_map(|t| definition_list(t, name))
        .unwrap_or_else(|| panic!("no target_fn! list found for {path}"));
    list.split(',').fold(Features::NONE, |set, n| {
        set | Features::from_name(n).unwrap_or_else(|| panic!("{path}: unknown feature {n}"))
    })
}

/// `(kernel, method, path)` for every row of the registry, in order (the
/// method as written, a `Method` variant).
fn registry_rows() -> Vec<(String, String, String)> {
    let mut files = Vec::new();
    rust_files(&src().join("dispatch/registry"), &mut files);
    let mut rows = Vec::new();
    for file in files {
        let text = fs::read_to_string(&file).unwrap();
        let mut kernel = String::new();
        for line in text.lines().map(code) {
            let t = line.trim();
            if let Some(k) = t.strip_suffix("=> [") {
                kernel = k.trim().to_owned();
            } else if t.starts_with(|c: char| c.is_ascii_uppercase())
                && t.contains("=>")
                && !kernel.is_empty()
            {
                let (name, path) = t.split_once("=>").unwrap();
                let path = path
                    .trim()
                    .trim_end_matches(',')
                    .trim_end_matches(".pext()");
                rows.push((
                    kernel.clone(),
                    name.trim().trim_matches('"').to_owned(),
                    path.to_owned(),
                ));
            }
        }
    }
    rows
}

#[test]
fn every_candidate_carries_exactly_its_definitions_features() {
    let rows = registry_rows();
    assert!(rows.len() > 100, "registry rows not found ({})", rows.len());
    let mut checked = 0;
    for &kernel in Kernel::ALL {
        let mut kernel_rows = rows.iter().filter(|r| r.0 == kernel.name());
        for implementation in kernel.implementations() {
            // Rows whose `cfg` is off in this build have no implementation.
            let row = kernel_rows
                .find(|r| r.1 == format!("{:?}", implementation.method()))
                .unwrap_or_else(|| panic!("{} {}: no row", kernel.name(), implementation.name()));
            assert_eq!(
                implementation.requires(),
                row_features(&row.2),
                "{} {} ({}): registered features differ from the definition's",
                kernel.name(),
                implementation.name(),
                row.2
            );
            checked += 1;
        }
    }
    assert!(checked > 100, "only {checked} implementations checked");
}
