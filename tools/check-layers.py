#!/usr/bin/env python3
"""Checks the import structure of `src/`: no import circle anywhere, the
crate's floors in one direction, and the selection's layers in one
direction.

The floors are declared once, in `src/lib.rs`, and the selection's layers
once, in `src/selection/mod.rs`: in each, a comment line `// N. Name.`
followed by the `mod` lines of that floor's (layer's) modules. A file of
floor (layer) N may use files of its own floor and of lower ones, never a
higher one (tests included: a `#[cfg(test)]` module is part of its file).

What counts as a use: every path the code names, in `use` lines and in
expressions alike (`crate::...`, `super::...`, `self::...`, `$crate::...`,
and a path that starts with a name a `use` line brought in). Comments and
strings are not read. A path is followed through the modules it names to
the file that defines its item, through re-exports (`pub use`) on the
way, so a `mod.rs` or the crate root that only declares and re-exports
adds no arrow of its own: it is the face of its folder. A `mod x;` line
declares, it does not use. A macro called by its bare name (`name!`, in
scope by `#[macro_use]`) is a use of the one file that defines a
`macro_rules! name`, unless the caller defines one itself or the defining
file is a module above the caller's (a module's macros for its own
children); a `#[macro_export]` macro named by `$crate::` is not followed
(the catalogue's macros call each other across its files).

Fails (exit 1) naming the files and the paths that tie them:
* an import circle among the files of `src/` (two or more files that use
  each other, directly or through others);
* a file that uses a file of a higher floor of the crate;
* a module of the crate root that no floor declares;
* a path that names an item through the crate root (`crate::X`, not
  `crate::module::X`);
* a selection file that uses a file of a higher layer;
* a selection file that no layer declares.

Usage: tools/check-layers.py [--quiet]
"""

import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
SRC = os.path.join(ROOT, "src")

ITEM = re.compile(
    r"\b(?:fn|struct|enum|union|trait|type|const|static|macro_rules!)\s+([A-Za-z_]\w*)")


def strip(text):
    """The code without comments, string and char literals (same length per line)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append("\n" * text.count("\n", i, j))
            i = j
        elif c == "r" and re.match(r'r#*"', text[i:i + 10]) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            hashes = re.match(r'r(#*)"', text[i:]).group(1)
            end = text.find('"' + hashes, i + 2 + len(hashes))
            end = n if end < 0 else end + 1 + len(hashes)
            out.append('""' + "\n" * text.count("\n", i, end))
            i = end
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append('""' + "\n" * text.count("\n", i, j))
            i = j + 1
        elif c == "'" and re.match(r"'(\\.|[^\\'])'", text[i:i + 4]) or re.match(r"'\\u\{[0-9a-fA-F]+\}'", text[i:i + 12]):
            m = re.match(r"'(\\u\{[0-9a-fA-F]+\}|\\.|[^\\'])'", text[i:])
            out.append("' '")
            i += len(m.group(0))
        else:
            out.append(c)
            i += 1
    return "".join(out)


class Module:
    def __init__(self, path, file):
        self.path = path          # tuple of names from the crate root
        self.file = file          # the file that holds it (inline modules share it)
        self.children = {}        # name -> Module
        self.items = set()        # names defined here
        self.uses = []            # (bound name or '*', path tuple, is_pub)
        self.refs = []            # (path tuple, line) named in code
        self.macros = []          # (name, line) of bare `name!` calls


def parse_use_tree(tree, prefix=()):
    """`a::{b, c::d as e, f::*}` -> [(bound name, path)]."""
    tree = tree.strip()
    result = []
    depth, start, parts = 0, 0, []
    # split on top-level '::{'
    m = re.match(r"^((?:[\w$]+::)*)\{(.*)\}$", tree, re.S)
    if m:
        base = tuple(p for p in m.group(1).split("::") if p)
        inner = m.group(2)
        for i, ch in enumerate(inner):
            if ch == "{":
                depth += 1
            elif ch == "}":
                depth -= 1
            elif ch == "," and depth == 0:
                parts.append(inner[start:i])
                start = i + 1
        parts.append(inner[start:])
        for p in parts:
            if p.strip():
                result += parse_use_tree(p, prefix + base)
        return result
    m = re.match(r"^([\w$]+(?:::[\w$*]+)*)(?:\s+as\s+(\w+))?$", tree)
    if not m:
        return result
    path = prefix + tuple(m.group(1).split("::"))
    if path[-1] == "self":
        path = path[:-1]
    bound = m.group(2) or path[-1]
    result.append((bound, path))
    return result


def load():
    modules = {}
    macro_defs = {}  # macro name -> files that define a `macro_rules!` of it

    def module_file(dirpath, name):
        for f in (os.path.join(dirpath, name + ".rs"), os.path.join(dirpath, name, "mod.rs")):
            if os.path.exists(f):
                return f
        return None

    def read(file, path, own_dir):
        """Reads `file` as module `path`; `own_dir` holds its child files."""
        code = strip(open(file, encoding="utf-8").read())
        stack = []  # (module, brace depth at which it closes)
        top = Module(path, file)
        modules[path] = top
        current = top
        depth = 0
        pending_mod = None
        lines = code.split("\n")
        for lineno, line in enumerate(lines, 1):
            # `#[path = ..]` is not used in this crate.
            for m in re.finditer(r"\bmod\s+(\w+)\s*(;|\{)", line):
                name, kind = m.group(1), m.group(2)
                if kind == ";":
                    base = own_dir if current is top else os.path.join(own_dir, *current.path[len(path):])
                    child_file = module_file(base, name)
                    if child_file:
                        child_dir = os.path.join(base, name)
                        child = read(child_file, current.path + (name,), child_dir)
                        current.children[name] = child
                else:
                    pending_mod = name
            for m in ITEM.finditer(line):
                current.items.add(m.group(1))
            for ch_i, ch in enumerate(line):
                if ch == "{":
                    depth += 1
                    if pending_mod:
                        inner = Module(current.path + (pending_mod,), file)
                        current.children[pending_mod] = inner
                        modules[inner.path] = inner
                        stack.append((current, depth))
                        current = inner
                        pending_mod = None
                elif ch == "}":
                    if stack and stack[-1][1] == depth:
                        current = stack.pop()[0]
                    depth -= 1
            for m in re.finditer(r"(?<![\w:])((?:\$crate|crate|super|self)(?:::[A-Za-z_]\w*)+)", line):
                current.refs.append((tuple(m.group(1).split("::")), lineno))
            for m in re.finditer(r"\bmacro_rules!\s*([A-Za-z_]\w*)", line):
                macro_defs.setdefault(m.group(1), set()).add(file)
            for m in re.finditer(r"(?<![\w:$!])([A-Za-z_]\w*)!\s*[\(\[\{]", line):
                if m.group(1) != "macro_rules":
                    current.macros.append((m.group(1), lineno))
        # `use` statements, whole (they may span lines).
        for m in re.finditer(r"\b(pub(?:\([^)]*\))?\s+)?use\s+([^;]+);", code):
            body = re.sub(r"\s+", " ", m.group(2))
            at = code.count("\n", 0, m.start()) + 1
            owner = top
            # the innermost module whose text holds this line
            owner = innermost(top, at, code)
            for bound, p in parse_use_tree(body):
                owner.uses.append((bound, p, bool(m.group(1)), at))
        return top

    spans = {}

    def innermost(top, line, code):
        # Recompute inline-module spans of this file once.
        key = top.file
        if key not in spans:
            found = []
            depth, stack, pending = 0, [], None
            for lineno, text in enumerate(code.split("\n"), 1):
                for m in re.finditer(r"\bmod\s+(\w+)\s*\{", text):
                    pending = m.group(1)
                for ch in text:
                    if ch == "{":
                        depth += 1
                        if pending:
                            stack.append((pending, depth, lineno))
                            pending = None
                    elif ch == "}":
                        if stack and stack[-1][1] == depth:
                            name, _, start = stack.pop()
                            found.append(([s[0] for s in stack] + [name], start, lineno))
                        depth -= 1
            spans[key] = found
        best = top
        for names, start, end in spans[key]:
            if start <= line <= end:
                mod = top
                for n in names:
                    mod = mod.children.get(n, mod)
                if len(mod.path) > len(best.path):
                    best = mod
        return best

    root = read(os.path.join(SRC, "lib.rs"), (), SRC)
    return root, modules, macro_defs


def resolve(modules, start, path, seen=None):
    """The module that defines what `path` names, seen from module `start`."""
    seen = seen or set()
    key = (start.path, path)
    if key in seen:
        return None
    seen.add(key)
    if not path:
        return start
    head, rest = path[0], path[1:]
    if head in ("crate", "$crate"):
        return resolve(modules, modules[()], rest, seen)
    if head == "super":
        parent = modules.get(start.path[:-1])
        return resolve(modules, parent, rest, seen) if parent else None
    if head == "self":
        return resolve(modules, start, rest, seen)
    if head in start.children:
        return resolve(modules, start.children[head], rest, seen)
    if head in start.items and not rest:
        return start
    for bound, p, _, _ in start.uses:
        if bound == head:
            target = resolve(modules, start, p, seen)
            if target is None:
                continue
            if rest:
                return resolve(modules, target, rest, seen) if target.path != start.path else target
            return target
    for bound, p, _, _ in start.uses:
        if bound == "*":
            base = resolve(modules, start, p[:-1], seen)
            if base is not None and base is not start:
                target = resolve(modules, base, path, seen)
                if target is not None and target is not base:
                    return target
                if target is base and (head in base.items):
                    return base
    if head in start.items:
        return start
    return start if start.path else None


def main():
    quiet = "--quiet" in sys.argv
    root, modules, macro_defs = load()
    rel = lambda f: os.path.relpath(f, ROOT)
    # The module path of each file (its outermost module).
    file_path = {}
    for mod in modules.values():
        if mod.file not in file_path or len(mod.path) < len(file_path[mod.file]):
            file_path[mod.file] = mod.path

    # File-level arrows: file -> {file: [why]}
    arrows = {}
    root_names = []
    for mod in modules.values():
        names = [(p, line) for p, line in mod.refs]
        names += [(p, line) for _, p, _, line in mod.uses if p and p[0] not in ("std", "core", "alloc")]
        for p, line in names:
            if p[-1] == "*":
                p = p[:-1]
            # A module names the module that defines what it uses, never
            # the crate root's re-export of it (`crate::X`): the root is
            # the face above every floor.
            if len(p) >= 2 and p[0] == "crate" and p[1] not in root.children:
                root_names.append("%s:%d %s: names the crate root; name the module that defines it"
                                  % (rel(mod.file), line, "::".join(p)))
            target = resolve(modules, mod, p)
            if target is None or target.file == mod.file:
                continue
            # The crate root and a folder's `mod.rs` are faces where they only
            # re-export: resolution went through them, so what is left is
            # an item they define.
            arrows.setdefault(mod.file, {}).setdefault(target.file, []).append(
                "%s:%d %s" % (rel(mod.file), line, "::".join(p)))
        # Bare macro calls: the one file that defines the macro, unless it is
        # the caller's own or a module above the caller's.
        for name, line in mod.macros:
            defs = macro_defs.get(name, set())
            if mod.file in defs or len(defs) != 1:
                continue
            (target,) = defs
            above = file_path[target]
            if file_path[mod.file][:len(above)] == above:
                continue
            arrows.setdefault(mod.file, {}).setdefault(target, []).append(
                "%s:%d %s!" % (rel(mod.file), line, name))

    problems = list(dict.fromkeys(root_names))

    # Circles: strongly connected components of more than one file.
    index, low, on, stack, comps, counter = {}, {}, set(), [], [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in arrows.get(v, {}):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                comps.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in sorted(arrows):
        if v not in index:
            visit(v)
    for comp in comps:
        lines = ["import circle of %d files: %s" % (len(comp), ", ".join(rel(f) for f in comp))]
        for a in comp:
            for b in comp:
                if b in arrows.get(a, {}):
                    lines.append("  %s -> %s: %s" % (rel(a), rel(b), "; ".join(arrows[a][b][:3])))
        problems.append("\n".join(lines))

    # Floors of the crate, as `src/lib.rs` declares them.
    floor_of, floor_name = {}, {}
    current = None
    for text in open(os.path.join(SRC, "lib.rs"), encoding="utf-8"):
        m = re.match(r"^// (\d+)\. (\w+)\.", text)
        if m:
            current = int(m.group(1))
            floor_name[current] = m.group(2)
            continue
        m = re.match(r"^\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+(\w+);", text)
        if m:
            if current is None:
                problems.append("src/lib.rs: `mod %s;` before any floor (`// N. Name.`)" % m.group(1))
            else:
                floor_of[m.group(1)] = current
    if not floor_of:
        problems.append("src/lib.rs declares no floors (`// N. Name.` before its `mod` lines)")
    for name in root.children:
        if name not in floor_of:
            problems.append("src/%s: in no floor of src/lib.rs" % name)

    def floor(file):
        path = file_path.get(file, ())
        return floor_of.get(path[0]) if path else None

    for a, targets in sorted(arrows.items()):
        fa = floor(a)
        if fa is None:
            continue
        for b, why in sorted(targets.items()):
            fb = floor(b)
            if fb is not None and fb > fa:
                problems.append("%s (floor %d, %s) uses %s (floor %d, %s): %s" % (
                    rel(a), fa, floor_name.get(fa), rel(b), fb, floor_name.get(fb), "; ".join(why[:3])))

    # Layers of the selection, as `src/selection/mod.rs` declares them.
    sel_dir = os.path.join(SRC, "selection")
    layer_of, layer_name = {}, {}
    current = None
    for text in open(os.path.join(sel_dir, "mod.rs"), encoding="utf-8"):
        m = re.match(r"^// (\d+)\. (\w+)\.", text)
        if m:
            current = int(m.group(1))
            layer_name[current] = m.group(2)
            continue
        m = re.match(r"^\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+(\w+);", text)
        if m and current is not None:
            layer_of[m.group(1)] = current
    if not layer_of:
        problems.append("src/selection/mod.rs declares no layers (`// N. Name.` before its `mod` lines)")

    def layer(file):
        r = os.path.relpath(file, sel_dir)
        if r.startswith(".."):
            return None
        head = r.split(os.sep)[0]
        head = head[:-3] if head.endswith(".rs") else head
        if head == "mod":
            return 0
        return layer_of.get(head, -1)

    for dirpath, _, files in os.walk(sel_dir):
        for f in files:
            if f.endswith(".rs") and layer(os.path.join(dirpath, f)) == -1:
                problems.append("%s: in no layer of src/selection/mod.rs" % rel(os.path.join(dirpath, f)))
    for a, targets in sorted(arrows.items()):
        la = layer(a)
        if la is None:
            continue
        for b, why in sorted(targets.items()):
            lb = layer(b)
            if la == 0 and lb is not None:
                continue  # mod.rs declares and re-exports
            if lb == 0:
                problems.append("%s uses src/selection/mod.rs, which holds only declarations: %s"
                                % (rel(a), "; ".join(why[:3])))
            elif lb is not None and lb > la:
                problems.append("%s (layer %d, %s) uses %s (layer %d, %s): %s" % (
                    rel(a), la, layer_name.get(la), rel(b), lb, layer_name.get(lb), "; ".join(why[:3])))

    if problems:
        print("tools/check-layers.py: %d problem(s)" % len(problems))
        for p in problems:
            print("- " + p)
        return 1
    if not quiet:
        files = set(arrows) | {b for t in arrows.values() for b in t}
        print("ok: %d files, %d arrows, no import circle in src/; the crate's %d floors (%s) and the "
              "selection's %d layers (%s) in one direction"
              % (len(files), sum(len(t) for t in arrows.values()), len(floor_name),
                 ", ".join("%d %s" % kv for kv in sorted(floor_name.items())), len(layer_name),
                 ", ".join("%d %s" % kv for kv in sorted(layer_name.items()))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
