//! The repository's markdown pages: every relative link resolves (to a file
//! or folder of the repository, and a `#fragment` to a heading of the page
//! it names), and the README stays one page.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The README's budget: one page a newcomer reads in one sitting.
const README_MAX_BYTES: usize = 10_000;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The pages checked: the markdown files at the root, in `docs/` and in
/// `reports/`.
fn pages() -> Vec<PathBuf> {
    let mut out = Vec::new();
    for dir in [
        root().to_path_buf(),
        root().join("docs"),
        root().join("reports"),
    ] {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "md") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// The page's lines outside fenced code blocks.
fn unfenced(text: &str) -> impl Iterator<Item = &str> {
    let mut fenced = false;
    text.lines().filter(move |line| {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            return false;
        }
        !fenced
    })
}

/// The page's text outside fenced code blocks and inline code spans.
fn prose(text: &str) -> String {
    let mut out = String::new();
    for line in unfenced(text) {
        let mut in_code = false;
        for c in line.chars() {
            if c == '`' {
                in_code = !in_code;
            } else if !in_code {
                out.push(c);
            }
        }
        out.push('\n');
    }
    out
}

/// The targets of the page's inline links, `[text](target)`.
fn links(text: &str) -> Vec<String> {
    let prose = prose(text);
    let mut out = Vec::new();
    let mut rest = prose.as_str();
    while let Some(at) = rest.find("](") {
        rest = &rest[at + 2..];
        if let Some(end) = rest.find(')') {
            out.push(rest[..end].trim().to_string());
            rest = &rest[end..];
        }
    }
    out
}

/// The fragments of a page's headings, as GitHub writes them: lower case,
/// code marks and punctuation other than `-` and `_` dropped, spaces as `-`.
fn anchors(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for line in unfenced(text) {
        let Some(heading) = line.strip_prefix('#') else {
            continue;
        };
        let heading = heading.trim_start_matches('#').trim();
        let slug: String = heading
            .to_lowercase()
            .chars()
            .filter_map(|c| match c {
                ' ' => Some('-'),
                c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
                _ => None,
            })
            .collect();
        out.insert(slug);
    }
    out
}

#[test]
#[cfg_attr(
    target_family = "wasm",
    ignore = "reads the repository's markdown files: a host-side check (WASI sees only the preopened directory)"
)]
fn relative_links_resolve() {
    let pages = pages();
    assert!(
        pages.iter().any(|p| p.ends_with("README.md")),
        "no README.md found"
    );
    let mut failures = Vec::new();
    let mut checked = 0;
    for page in &pages {
        let text = std::fs::read_to_string(page).unwrap();
        let shown = page.strip_prefix(root()).unwrap().display().to_string();
        for link in links(&text) {
            if link.contains("://") || link.starts_with("mailto:") {
                continue;
            }
            checked += 1;
            let (path, fragment) = match link.split_once('#') {
                Some((p, f)) => (p, Some(f)),
                None => (link.as_str(), None),
            };
            let target = if path.is_empty() {
                page.clone()
            } else {
                page.parent().unwrap().join(path)
            };
            if path.starts_with('/') || !target.exists() {
                failures.push(format!("{shown}: ({link}): no such file in the repository"));
                continue;
            }
            // Links stay inside the repository.
            let inside = target
                .canonicalize()
                .is_ok_and(|t| t.starts_with(root().canonicalize().unwrap()));
            if !inside {
                failures.push(format!("{shown}: ({link}): outside the repository"));
                continue;
            }
            if let Some(fragment) = fragment {
                let is_markdown = target.extension().is_some_and(|e| e == "md");
                let known = is_markdown
                    && anchors(&std::fs::read_to_string(&target).unwrap()).contains(fragment);
                if !known {
                    failures.push(format!("{shown}: ({link}): no heading #{fragment} there"));
                }
            }
        }
    }
    assert!(checked > 0, "no relative link was checked");
    assert!(
        failures.is_empty(),
        "{} broken links:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
#[cfg_attr(
    target_family = "wasm",
    ignore = "reads the repository's markdown files: a host-side check (WASI sees only the preopened directory)"
)]
fn readme_is_one_page() {
    let len = std::fs::read_to_string(root().join("README.md"))
        .unwrap()
        .len();
    assert!(
        len <= README_MAX_BYTES,
        "README.md is {len} bytes, over {README_MAX_BYTES}: move detail to docs/"
    );
}

#[test]
#[cfg_attr(
    target_family = "wasm",
    ignore = "reads the repository's markdown files: a host-side check (WASI sees only the preopened directory)"
)]
fn anchors_follow_github() {
    let a =
        anchors("# Why not `multiversion`\n## Set-up (fresh machine)\n```\n# not a heading\n```\n");
    assert_eq!(
        a.into_iter().collect::<Vec<_>>(),
        ["set-up-fresh-machine", "why-not-multiversion"]
    );
}
