//! Every implementation's features are written once, at its definition,
//! and its registry row carries exactly them.
//!
//! The `#[target_feature]` functions of the `avx2`, `bmi2`, `avx512` and
//! `sve2` trees are plain items; `src/arch/target_features.rs` mirrors those trees
//! with one `Features` constant per function, and the registry reads a
//! row's features from there. That file is generated from the sources by
//! the code below (a small reader of Rust tokens that expands the crate's
//! own `macro_rules!` calls), and these tests check that:
//!
//! * the committed file is what the sources give now (if not, the failure
//!   prints the command that rewrites it);
//! * no `#[target_feature]` is written outside those trees, the baseline
//!   `sse2`, `neon` and `simd128` trees (which enable `"sse2"`, `"neon"`, `"simd128"` only), the portable `batch_loop!`
//!   (whose features come from its callers) and the token wrappers (which
//!   enable their level's set, from `with_level_features!`);
//! * every registry row's `Implementation` reports exactly the features its
//!   function enables.

use std::collections::{BTreeMap, HashMap};
use std::fs;
use std::path::{Path, PathBuf};

use bitboard_simd::{Features, Kernel};

/// The generated file, relative to the repository root.
const MIRROR: &str = "src/arch/target_features.rs";
/// Set to rewrite [`MIRROR`] instead of failing.
const UPDATE_VAR: &str = "UPDATE_TARGET_FEATURES";
/// The mirrored trees (`src/arch/<architecture>/<tree>`); a tree's name is
/// its first path segment in the mirror and in registry rows.
const TREES: [(&str, &str); 4] = [
    ("x86_64", "avx2"),
    ("x86_64", "bmi2"),
    ("x86_64", "avx512"),
    ("aarch64", "sve2"),
];
/// The baseline trees, whose functions need no detection: each may only
/// enable its architecture's baseline feature.
const BASELINES: [(&str, &str); 3] = [
    ("x86_64", "sse2"),
    ("aarch64", "neon"),
    ("wasm32", "simd128"),
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn src() -> PathBuf {
    root().join("src")
}

// ------------------------------------------------------------------ tokens

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    Lit(String),
    Punct(String),
    Group(char, Vec<Tok>),
}

impl Tok {
    fn is_ident(&self, s: &str) -> bool {
        matches!(self, Tok::Ident(i) if i == s)
    }
    fn is_punct(&self, s: &str) -> bool {
        matches!(self, Tok::Punct(p) if p == s)
    }
}

/// The tokens of Rust source text: comments dropped (an outer doc comment
/// becomes `#[doc]`, as the compiler sees it), groups nested.
fn tokenize(text: &str) -> Vec<Tok> {
    let chars: Vec<char> = text.chars().collect();
    let mut stack: Vec<(char, Vec<Tok>)> = vec![(' ', Vec::new())];
    let mut i = 0;
    let ident_char = |c: char| c.is_alphanumeric() || c == '_';
    while i < chars.len() {
        let c = chars[i];
        let at = |j: usize| chars.get(j).copied().unwrap_or(' ');
        if c.is_whitespace() {
            i += 1;
        } else if c == '/' && at(i + 1) == '/' {
            let outer_doc = at(i + 2) == '/' && at(i + 3) != '/';
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
            if outer_doc {
                let top = &mut stack.last_mut().unwrap().1;
                top.push(Tok::Punct("#".into()));
                top.push(Tok::Group('[', vec![Tok::Ident("doc".into())]));
            }
        } else if c == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            loop {
                if chars[i] == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if c == '"' || ((c == 'b' || c == 'c') && at(i + 1) == '"') {
            let start = i;
            i += if c == '"' { 1 } else { 2 };
            while chars[i] != '"' {
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            let s: String = chars[start..i].iter().collect();
            stack.last_mut().unwrap().1.push(Tok::Lit(s));
        } else if c == 'r' && (at(i + 1) == '"' || (at(i + 1) == '#' && at(i + 2) == '"')) {
            let start = i;
            let hashes = if at(i + 1) == '#' { 1 } else { 0 };
            i += 2 + hashes;
            while !(chars[i] == '"' && (hashes == 0 || at(i + 1) == '#')) {
                i += 1;
            }
            i += 1 + hashes;
            let s: String = chars[start..i].iter().collect();
            stack.last_mut().unwrap().1.push(Tok::Lit(s));
        } else if c == '\'' {
            // A char literal ('x', '\n') or a lifetime ('a).
            if at(i + 1) == '\\' || at(i + 2) == '\'' {
                let start = i;
                i += 1;
                while chars[i] != '\'' {
                    i += if chars[i] == '\\' { 2 } else { 1 };
                }
                i += 1;
                let s: String = chars[start..i].iter().collect();
                stack.last_mut().unwrap().1.push(Tok::Lit(s));
            } else {
                let start = i;
                i += 1;
                while i < chars.len() && ident_char(chars[i]) {
                    i += 1;
                }
                let s: String = chars[start..i].iter().collect();
                stack.last_mut().unwrap().1.push(Tok::Ident(s));
            }
        } else if c.is_ascii_digit() {
            let start = i;
            while i < chars.len()
                && (ident_char(chars[i]) || (chars[i] == '.' && at(i + 1).is_ascii_digit()))
            {
                i += 1;
            }
            let s: String = chars[start..i].iter().collect();
            stack.last_mut().unwrap().1.push(Tok::Lit(s));
        } else if ident_char(c) {
            let start = i;
            while i < chars.len() && ident_char(chars[i]) {
                i += 1;
            }
            let s: String = chars[start..i].iter().collect();
            let tok = if s == "true" || s == "false" {
                Tok::Lit(s)
            } else {
                Tok::Ident(s)
            };
            stack.last_mut().unwrap().1.push(tok);
        } else if matches!(c, '(' | '[' | '{') {
            stack.push((c, Vec::new()));
            i += 1;
        } else if matches!(c, ')' | ']' | '}') {
            let (open, toks) = stack.pop().unwrap();
            stack.last_mut().unwrap().1.push(Tok::Group(open, toks));
            i += 1;
        } else {
            let two: String = [c, at(i + 1)].iter().collect();
            let p = if matches!(two.as_str(), "::" | "=>" | "->") {
                i += 2;
                two
            } else {
                i += 1;
                c.to_string()
            };
            stack.last_mut().unwrap().1.push(Tok::Punct(p));
        }
    }
    assert_eq!(stack.len(), 1, "unbalanced brackets");
    stack.pop().unwrap().1
}

// ------------------------------------------------------------- macro_rules

/// One arm of a `macro_rules!`: its matcher and its transcriber.
#[derive(Clone, Debug)]
struct Arm {
    matcher: Vec<Tok>,
    body: Vec<Tok>,
}

/// The `macro_rules!` definitions among `toks`, at any depth, by name.
fn macro_defs(toks: &[Tok], out: &mut HashMap<String, Vec<Arm>>) {
    for (i, t) in toks.iter().enumerate() {
        if t.is_ident("macro_rules") && toks.get(i + 1).is_some_and(|t| t.is_punct("!")) {
            let (Some(Tok::Ident(name)), Some(Tok::Group(_, arms))) =
                (toks.get(i + 2), toks.get(i + 3))
            else {
                continue;
            };
            let mut list = Vec::new();
            let mut j = 0;
            while j + 2 < arms.len() + 1 {
                if let (Some(Tok::Group(_, m)), Some(arrow), Some(Tok::Group(_, b))) =
                    (arms.get(j), arms.get(j + 1), arms.get(j + 2))
                {
                    assert!(arrow.is_punct("=>"));
                    list.push(Arm {
                        matcher: m.clone(),
                        body: b.clone(),
                    });
                    j += 4; // and the `;`
                } else {
                    break;
                }
            }
            out.insert(name.clone(), list);
        } else if let Tok::Group(_, inner) = t {
            macro_defs(inner, out);
        }
    }
}

/// What a matcher's metavariables captured.
#[derive(Clone, Debug)]
enum Capture {
    One(Vec<Tok>),
    Many(Vec<Bindings>),
}

type Bindings = HashMap<String, Capture>;

/// How many input tokens fragment `kind` takes at the start of `input`
/// (enough for this crate's macros).
fn fragment(kind: &str, input: &[Tok]) -> Option<usize> {
    let stop = |t: &Tok| t.is_punct(",") || t.is_punct(";") || t.is_punct("=>");
    match kind {
        "ident" => matches!(input.first()?, Tok::Ident(_)).then_some(1),
        "literal" => matches!(input.first()?, Tok::Lit(_)).then_some(1),
        "tt" | "meta" => {
            if kind == "meta" {
                // Inside `#[...]`: everything up to the end of the group.
                Some(input.len())
            } else {
                input.first().map(|_| 1)
            }
        }
        "path" => {
            let mut n = 0;
            matches!(input.first()?, Tok::Ident(_)).then_some(())?;
            n += 1;
            while input.get(n).is_some_and(|t| t.is_punct("::"))
                && matches!(input.get(n + 1), Some(Tok::Ident(_)))
            {
                n += 2;
            }
            Some(n)
        }
        "ty" | "expr" => {
            let n = input.iter().position(stop).unwrap_or(input.len());
            (n > 0).then_some(n)
        }
        "vis" => Some(match input {
            [Tok::Ident(p), Tok::Group('(', _), ..] if p == "pub" => 2,
            [Tok::Ident(p), ..] if p == "pub" => 1,
            _ => 0,
        }),
        _ => panic!("fragment kind {kind} not supported by the generator"),
    }
}

/// Matches `pat` against the whole of `input`.
fn match_all(pat: &[Tok], input: &[Tok]) -> Option<Bindings> {
    let mut b = Bindings::new();
    let n = match_seq(pat, input, &mut b)?;
    (n == input.len()).then_some(b)
}

/// Matches `pat` against a prefix of `input`; the length of the prefix.
fn match_seq(pat: &[Tok], input: &[Tok], b: &mut Bindings) -> Option<usize> {
    let mut p = 0;
    let mut i = 0;
    while p < pat.len() {
        if pat[p].is_punct("$") {
            match (&pat.get(p + 1), &pat.get(p + 2), &pat.get(p + 3)) {
                (Some(Tok::Ident(name)), Some(colon), Some(Tok::Ident(kind)))
                    if colon.is_punct(":") =>
                {
                    let n = fragment(kind, &input[i..])?;
                    b.insert(name.clone(), Capture::One(input[i..i + n].to_vec()));
                    i += n;
                    p += 4;
                }
                (Some(Tok::Group('(', sub)), _, _) => {
                    // `$( sub ) sep? op`
                    let (sep, op, used) = match (&pat.get(p + 2), &pat.get(p + 3)) {
                        (Some(Tok::Punct(o)), _) if matches!(o.as_str(), "*" | "+" | "?") => {
                            (None, o.clone(), 3)
                        }
                        (Some(s), Some(Tok::Punct(o))) if matches!(o.as_str(), "*" | "+") => {
                            (Some((*s).clone()), o.clone(), 4)
                        }
                        _ => panic!("unsupported repetition"),
                    };
                    let mut reps = Vec::new();
                    loop {
                        let mut at = i;
                        if !reps.is_empty()
                            && let Some(sep) = &sep
                        {
                            if input.get(at) != Some(sep) {
                                break;
                            }
                            at += 1;
                        }
                        let mut rb = Bindings::new();
                        match match_seq(sub, &input[at..], &mut rb) {
                            Some(n) if n > 0 => {
                                reps.push(rb);
                                i = at + n;
                            }
                            _ => break,
                        }
                        if op == "?" {
                            break;
                        }
                    }
                    if op == "+" && reps.is_empty() {
                        return None;
                    }
                    for name in metavars(sub) {
                        b.insert(name.clone(), Capture::Many(reps.clone()));
                    }
                    p += used;
                }
                _ => panic!("unsupported `$` in a matcher"),
            }
        } else if let Tok::Group(d, sub) = &pat[p] {
            let Some(Tok::Group(e, inner)) = input.get(i) else {
                return None;
            };
            if d != e {
                return None;
            }
            let inner_b = match_all(sub, inner)?;
            b.extend(inner_b);
            i += 1;
            p += 1;
        } else {
            if input.get(i) != Some(&pat[p]) {
                return None;
            }
            i += 1;
            p += 1;
        }
    }
    Some(i)
}

/// The metavariables named in a matcher (any depth).
fn metavars(pat: &[Tok]) -> Vec<String> {
    let mut out = Vec::new();
    for (i, t) in pat.iter().enumerate() {
        match t {
            Tok::Punct(d) if d == "$" => {
                if let Some(Tok::Ident(n)) = pat.get(i + 1) {
                    out.push(n.clone());
                }
            }
            Tok::Group(_, sub) => out.extend(metavars(sub)),
            _ => {}
        }
    }
    out
}

/// The transcriber `body` with the captures `b` substituted.
fn transcribe(body: &[Tok], b: &Bindings) -> Vec<Tok> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < body.len() {
        match (&body[i], body.get(i + 1)) {
            (Tok::Punct(d), Some(Tok::Ident(name))) if d == "$" && b.contains_key(name) => {
                match &b[name] {
                    Capture::One(toks) => out.extend(toks.iter().cloned()),
                    Capture::Many(_) => panic!("${name} used outside its repetition"),
                }
                i += 2;
            }
            (Tok::Punct(d), Some(Tok::Group('(', sub))) if d == "$" => {
                // `$( sub ) sep? op`: one copy per capture of the
                // repeated variables it names.
                let (sep, used) = match (body.get(i + 2), body.get(i + 3)) {
                    (Some(Tok::Punct(o)), _) if matches!(o.as_str(), "*" | "+" | "?") => (None, 3),
                    (Some(s), Some(Tok::Punct(o))) if matches!(o.as_str(), "*" | "+") => {
                        (Some(s.clone()), 4)
                    }
                    _ => panic!("unsupported repetition in a transcriber"),
                };
                let names: Vec<String> = metavars(sub)
                    .into_iter()
                    .filter(|n| matches!(b.get(n), Some(Capture::Many(_))))
                    .collect();
                let count = names
                    .iter()
                    .map(|n| match &b[n] {
                        Capture::Many(r) => r.len(),
                        Capture::One(_) => unreachable!(),
                    })
                    .max()
                    .expect("a repetition without repeated variables");
                for k in 0..count {
                    if k > 0 {
                        out.extend(sep.clone());
                    }
                    let mut inner = b.clone();
                    for n in &names {
                        if let Capture::Many(r) = &b[n]
                            && let Some(rb) = r.get(k)
                        {
                            inner.insert(n.clone(), rb[n].clone());
                        }
                    }
                    out.extend(transcribe(sub, &inner));
                }
                i += used;
            }
            (Tok::Group(d, sub), _) => {
                out.push(Tok::Group(*d, transcribe(sub, b)));
                i += 1;
            }
            (t, _) => {
                out.push(t.clone());
                i += 1;
            }
        }
    }
    out
}

// ------------------------------------------------------------------- items

/// One `#[target_feature]` function of a mirrored tree.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Entry {
    /// Module path below `arch::x86_64`, e.g. `["avx2", "deposit"]`.
    module: Vec<String>,
    name: String,
    /// The `enable` list as written.
    features: String,
}

#[derive(Default)]
struct Found {
    entries: Vec<Entry>,
    /// `(module, child)`: `module` glob-re-exports its child module.
    reexports: Vec<(Vec<String>, String)>,
    /// `#[target_feature]` methods (in `impl` blocks; not in the mirror).
    methods: usize,
}

struct Scan<'a> {
    /// Macros defined in the file, then those of the whole crate.
    local: &'a HashMap<String, Vec<Arm>>,
    global: &'a HashMap<String, Vec<Arm>>,
    file: String,
}

impl Scan<'_> {
    fn macro_arms(&self, name: &str) -> Option<&Vec<Arm>> {
        self.local.get(name).or_else(|| self.global.get(name))
    }

    /// The `enable` list of a `#[target_feature(enable = "...")]` attribute.
    fn target_feature(&self, attr: &[Tok]) -> Option<String> {
        match attr {
            [Tok::Ident(tf), Tok::Group('(', args)] if tf == "target_feature" => match &args[..] {
                [Tok::Ident(e), eq, Tok::Lit(l)] if e == "enable" && eq.is_punct("=") => {
                    Some(l.trim_matches('"').to_owned())
                }
                _ => panic!("{}: unexpected #[target_feature{args:?}]", self.file),
            },
            _ => None,
        }
    }

    /// Items in `toks` (a module at `module`), expanding macro calls.
    fn items(&self, toks: &[Tok], module: &[String], in_impl: bool, found: &mut Found) {
        let mut features: Option<String> = None;
        let mut i = 0;
        while i < toks.len() {
            let t = &toks[i];
            let next = toks.get(i + 1);
            if t.is_punct("#")
                && let Some(Tok::Group('[', attr)) = next
            {
                if let Some(f) = self.target_feature(attr) {
                    assert!(features.is_none(), "{}: two #[target_feature]", self.file);
                    features = Some(f);
                }
                i += 2;
                continue;
            }
            if t.is_ident("macro_rules") {
                i += 4; // `macro_rules ! name { ... }`
                continue;
            }
            if t.is_ident("mod")
                && let (Some(Tok::Ident(name)), Some(Tok::Group('{', body))) =
                    (next, toks.get(i + 2))
            {
                let mut path = module.to_vec();
                path.push(name.clone());
                self.items(body, &path, false, found);
                i += 3;
                features = None;
                continue;
            }
            if t.is_ident("impl") {
                let open = i + toks[i..]
                    .iter()
                    .position(|t| matches!(t, Tok::Group('{', _)))
                    .unwrap();
                if let Tok::Group(_, body) = &toks[open] {
                    self.items(body, module, true, found);
                }
                i = open + 1;
                features = None;
                continue;
            }
            if t.is_ident("use")
                && i >= 2
                && toks[i - 2].is_ident("pub")
                && let (Some(Tok::Ident(child)), Some(c), Some(star)) =
                    (next, toks.get(i + 2), toks.get(i + 3))
                && c.is_punct("::")
                && star.is_punct("*")
            {
                found.reexports.push((module.to_vec(), child.clone()));
            }
            if t.is_ident("fn") {
                let Some(Tok::Ident(name)) = next else {
                    panic!("{}: fn without a name", self.file)
                };
                let body = i + toks[i..]
                    .iter()
                    .position(|t| matches!(t, Tok::Group('{', _)))
                    .unwrap();
                if let Tok::Group(_, inner) = &toks[body] {
                    assert!(
                        !has_target_feature(inner),
                        "{}: a #[target_feature] inside fn {name}: the mirror cannot name it",
                        self.file
                    );
                }
                if let Some(f) = features.take() {
                    if in_impl {
                        found.methods += 1;
                    } else {
                        found.entries.push(Entry {
                            module: module.to_vec(),
                            name: name.clone(),
                            features: f,
                        });
                    }
                }
                i = body + 1;
                continue;
            }
            if let (Tok::Ident(name), Some(bang), Some(Tok::Group(_, args))) =
                (t, next, toks.get(i + 2))
                && bang.is_punct("!")
                && !(i > 0 && toks[i - 1].is_ident("macro_rules"))
            {
                if let Some(arms) = self.macro_arms(name) {
                    let expansion = arms
                        .iter()
                        .find_map(|arm| {
                            match_all(&arm.matcher, args).map(|b| transcribe(&arm.body, &b))
                        })
                        .unwrap_or_else(|| panic!("{}: no arm of {name}! matches", self.file));
                    self.items(&expansion, module, in_impl, found);
                }
                i += 3;
                features = None;
                continue;
            }
            if t.is_punct(";") {
                features = None;
            }
            i += 1;
        }
    }
}

fn has_target_feature(toks: &[Tok]) -> bool {
    toks.iter().any(|t| match t {
        Tok::Ident(i) => i == "target_feature",
        Tok::Group(_, inner) => has_target_feature(inner),
        _ => false,
    })
}

/// Every `#[target_feature]` function of the mirrored trees.
fn scan_trees() -> Found {
    let mut all = Vec::new();
    rust_files(&src(), &mut all);
    let mut global = HashMap::new();
    for f in &all {
        macro_defs(&tokenize(&fs::read_to_string(f).unwrap()), &mut global);
    }
    let mut found = Found::default();
    for (arch, tree) in TREES {
        let base = src().join("arch").join(arch).join(tree);
        let mut files = Vec::new();
        rust_files(&base, &mut files);
        for file in files {
            let rel = file.strip_prefix(&base).unwrap().with_extension("");
            let mut module = vec![tree.to_owned()];
            module.extend(rel.iter().map(|s| s.to_string_lossy().into_owned()));
            if module.last().is_some_and(|m| m == "mod") {
                module.pop();
            }
            let toks = tokenize(&fs::read_to_string(&file).unwrap());
            let mut local = HashMap::new();
            macro_defs(&toks, &mut local);
            let scan = Scan {
                local: &local,
                global: &global,
                file: file.display().to_string(),
            };
            scan.items(&toks, &module, false, &mut found);
        }
    }
    found.entries.sort();
    found.entries.dedup();
    found
}

// --------------------------------------------------------------- generator

#[derive(Default)]
struct Node {
    consts: BTreeMap<String, String>,
    reexports: Vec<String>,
    children: BTreeMap<String, Node>,
}

fn write_node(node: &Node, indent: usize, out: &mut String) {
    let pad = " ".repeat(indent);
    let mut first = true;
    let mut gap = |out: &mut String| {
        if !std::mem::take(&mut first) {
            out.push('\n');
        }
    };
    if !node.consts.is_empty() {
        gap(out);
        out.push_str(&format!("{pad}use crate::features::Features;\n"));
    }
    for child in &node.reexports {
        gap(out);
        out.push_str(&format!("{pad}pub(crate) use self::{child}::*;\n"));
    }
    if !node.consts.is_empty() {
        gap(out);
        for (name, features) in &node.consts {
            let set = set_name(features);
            let line = format!("{pad}pub(crate) const {name}: Features = {ROOT_PATH}::{set};");
            if line.len() <= 100 {
                out.push_str(&line);
                out.push('\n');
            } else {
                out.push_str(&format!(
                    "{pad}pub(crate) const {name}: Features =\n{pad}    {ROOT_PATH}::{set};\n"
                ));
            }
        }
    }
    for (name, child) in &node.children {
        gap(out);
        out.push_str(&format!("{pad}pub(crate) mod {name} {{\n"));
        write_node(child, indent + 4, out);
        out.push_str(&format!("{pad}}}\n"));
    }
}

fn node_at<'a>(node: &'a mut Node, path: &[String]) -> &'a mut Node {
    match path.split_first() {
        None => node,
        Some((seg, rest)) => node_at(node.children.entry(seg.clone()).or_default(), rest),
    }
}

/// The mirror's own path, where the distinct feature sets are defined.
const ROOT_PATH: &str = "crate::arch::target_features";

/// The constant that holds the feature list `features` (`"avx,avx2"` is
/// `AVX_AVX2`).
fn set_name(features: &str) -> String {
    features.replace([',', '-'], "_").to_uppercase()
}

/// The text of [`MIRROR`] for the current sources.
fn generate(found: &Found) -> String {
    let mut root = Node::default();
    for e in &found.entries {
        let n = node_at(&mut root, &e.module);
        if let Some(old) = n.consts.insert(e.name.clone(), e.features.clone()) {
            panic!(
                "{}::{} is defined twice, enabling {old:?} and {:?}",
                e.module.join("::"),
                e.name,
                e.features
            );
        }
    }
    for (module, child) in &found.reexports {
        let n = node_at(&mut root, module);
        if n.children.contains_key(child) {
            n.reexports.push(child.clone());
        }
    }
    let mut out = format!(
        "//! The features of every `#[target_feature]` function of the `avx2`,\n\
         //! `bmi2`, `avx512` (x86-64) and `sve2` (aarch64) trees, as its attribute\n\
         //! writes them: one constant per function, at the function's path below\n\
         //! `arch::x86_64` or `arch::aarch64`. The\n\
         //! registry reads a candidate's features here, so they are written once,\n\
         //! at the function.\n\
         //!\n\
         //! Generated from the sources by `tests/target_features.rs`; do not edit.\n\
         //! Regenerate with `{UPDATE_VAR}=1 cargo test --test target_features`.\n\
         \n\
         #![allow(dead_code, non_upper_case_globals, unused_imports)]\n\
         \n\
         use crate::features::Features;\n\
         \n\
         // Each distinct list once: the compiler's const evaluator parses a\n\
         // list's names, so a function's constant names its set instead of\n\
         // parsing its own copy (over 500 parses made a dependent's build\n\
         // slower by about a second).\n"
    );
    let sets: std::collections::BTreeSet<&str> =
        found.entries.iter().map(|e| e.features.as_str()).collect();
    for features in sets {
        let name = set_name(features);
        let line = format!("pub(crate) const {name}: Features = Features::parse(\"{features}\");");
        if line.len() <= 100 {
            out.push_str(&line);
            out.push('\n');
        } else {
            out.push_str(&format!(
                "pub(crate) const {name}: Features =\n    Features::parse(\"{features}\");\n"
            ));
        }
    }
    out.push('\n');
    write_node(&root, 0, &mut out);
    out
}

// ------------------------------------------------------------------- tests

/// The committed mirror is what the sources give now.
#[test]
fn target_features_mirror_is_current() {
    let expected = generate(&scan_trees());
    let path = root().join(MIRROR);
    let committed = fs::read_to_string(&path).unwrap_or_default();
    if committed == expected {
        return;
    }
    if std::env::var_os(UPDATE_VAR).is_some() {
        fs::write(&path, expected).unwrap();
        return;
    }
    let first = committed
        .lines()
        .zip(expected.lines())
        .position(|(a, b)| a != b)
        .unwrap_or_else(|| committed.lines().count().min(expected.lines().count()));
    panic!(
        "{MIRROR} is stale: from line {} it differs from the #[target_feature] attributes \
         of the sources. Regenerate it from the repository root with\n\n    \
         {UPDATE_VAR}=1 cargo test --test target_features\n\nand commit it.",
        first + 1
    );
}

/// The generator finds the functions: every mirrored tree has entries, the
/// macro-made ones are among them, and each list names known features.
#[test]
fn mirror_covers_plain_and_macro_made_functions() {
    let found = scan_trees();
    let has = |path: &str| {
        found
            .entries
            .iter()
            .any(|e| format!("{}::{}", e.module.join("::"), e.name) == path)
    };
    for path in [
        "avx2::deposit::anti_diagonal_compare",
        "avx2::line_attacks::hyperbola_bswap::rook_attacks_from_batch", // batch_loop!
        "avx2::autovec::flip_vertical_swap_bytes_batch",                // avx2_loop! -> batch_loop!
        "avx2::fill::queen_attacks_dumb7",                              // by_method!
        "avx512::diagonal_shift::bl_gfni_batch",                        // batches!
        "avx2::leapers::pawn_pushes_batch",                             // leaper_batches!
        "avx512::flip::mirror_horizontal_gfni_batch",                   // avx512_map!
        "avx2::line_attacks::hyperbola_bswap::rook_attacks_from",
    ] {
        assert!(has(path), "{path} not found by the generator");
    }
    assert!(found.entries.len() > 150, "{} entries", found.entries.len());
    assert!(found.methods > 0, "no #[target_feature] methods found");
    for e in &found.entries {
        for name in e.features.split(',') {
            assert!(
                Features::from_name(name).is_some(),
                "{}::{}: unknown feature {name}",
                e.module.join("::"),
                e.name
            );
        }
    }
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

/// `#[target_feature]` is written only where the mirror (or the level
/// table) accounts for it: in the mirrored trees, where the generator reads
/// every one (it fails on one it cannot name); in the `sse2` tree (checked
/// below); in `batch_loop!`, `lanes_batches!` and `leaper_batches!` with
/// their callers' lists
/// (expanded by the generator); and in the token wrappers, which enable their level's set.
#[test]
fn target_feature_is_written_only_where_it_is_mirrored() {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    let allowed_dirs: Vec<PathBuf> = TREES
        .iter()
        .chain(&BASELINES)
        .map(|(arch, tree)| src().join("arch").join(arch).join(tree))
        .collect();
    let mut stray = Vec::new();
    for file in files {
        if allowed_dirs.iter().any(|d| file.starts_with(d)) {
            continue;
        }
        let text = fs::read_to_string(&file).unwrap();
        for (n, line) in text.lines().enumerate() {
            let line = code(line).trim();
            if !line.contains("target_feature(") {
                continue;
            }
            let ok = (file.starts_with(src().join("catalogue"))
                && line == "$(#[target_feature(enable = $features)])?")
                || ((file.ends_with("arch/generic/line_attacks.rs")
                    || file.ends_with("arch/generic/leapers.rs"))
                    && line == "#[target_feature(enable = $features)]")
                || (file.ends_with("src/token.rs")
                    && ["$avx2", "$bmi2", "$avx512", "$sve2"]
                        .iter()
                        .any(|v| line == format!("#[target_feature(enable = {v})]")));
            if !ok {
                stray.push(format!("{}:{}", file.display(), n + 1));
            }
        }
    }
    assert!(
        stray.is_empty(),
        "#[target_feature] outside the mirrored trees: {stray:?}"
    );
}

#[test]
fn baseline_trees_enable_their_baseline_only() {
    for (arch, tree) in BASELINES {
        let mut files = Vec::new();
        rust_files(&src().join("arch").join(arch).join(tree), &mut files);
        let mut seen = 0;
        for file in files {
            let text = fs::read_to_string(&file).unwrap();
            for (n, line) in text.lines().enumerate() {
                let line = code(line);
                if line.contains("target_feature(")
                    || line.contains("batch_loop!(")
                    || line.contains("lanes_batches!(")
                    || line.contains("leaper_batches!(")
                {
                    let list = literal(line);
                    assert_eq!(list, Some(tree), "{}:{}", file.display(), n + 1);
                    seen += 1;
                }
            }
        }
        // The SSE2 intrinsics need the attribute on their callers; NEON's
        // need nothing but an `unsafe` block.
        if tree == "sse2" {
            assert!(
                seen > 10,
                "only {seen} #[target_feature] lines in the sse2 tree"
            );
        }
    }
}

/// The features a registry row's function enables, from the generator's
/// reading of the sources.
fn row_features(found: &Found, path: &str) -> Features {
    let segs: Vec<&str> = path.split("::").collect();
    match segs[0] {
        "all" => return Features::NONE,
        // Baselines: the whole tree is compiled with SSE2 (NEON) enabled.
        "sse2" => return Features::SSE2,
        "neon" => return Features::NEON,
        // wasm32: compiled only where the build enables simd128.
        "simd128" => return Features::SIMD128,
        _ => {}
    }
    let (module, name) = segs.split_at(segs.len() - 1);
    let lookup = |module: &[&str]| {
        found
            .entries
            .iter()
            .find(|e| e.module == module && e.name == name[0])
    };
    // A name of a glob-re-exported child module (`bmi2::line_attacks::pext`).
    let entry = lookup(module).or_else(|| {
        found
            .reexports
            .iter()
            .filter(|(m, _)| m == module)
            .find_map(|(_, child)| {
                let mut m = module.to_vec();
                m.push(child);
                lookup(&m)
            })
    });
    let entry = entry.unwrap_or_else(|| panic!("no #[target_feature] function at {path}"));
    entry.features.split(',').fold(Features::NONE, |set, n| {
        set | Features::from_name(n).unwrap_or_else(|| panic!("{path}: unknown feature {n}"))
    })
}

/// `(kernel, method, path)` for every row of the registry, in order (the
/// method as written, a `Method` variant).
fn registry_rows() -> Vec<(String, String, String)> {
    let mut files = Vec::new();
    rust_files(&src().join("selection/registry"), &mut files);
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
    let found = scan_trees();
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
                row_features(&found, &row.2),
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
