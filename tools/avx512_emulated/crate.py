"""What the tool reads from the crate's sources and its binary: the kernels
and their shapes (src/catalogue.rs), every kernel's implementations
(src/selection/registry/*.rs), each implementation's features
(src/arch/target_features.rs), the layouts of the structs kernels take or
return (src/types.rs, src/king_safety.rs), and the addresses of every
copy of each implementation function (`nm -C` on the binary).

All of it is read when the tool runs, so a kernel, an implementation or a
field added to the crate is checked without an edit here.
"""

import os
import re
import subprocess
from collections import namedtuple

Single = namedtuple("Single", "name args ret")  # args: [(name, type)]
Batch = namedtuple("Batch", "name shape param inputs single in_place")
Row = namedtuple("Row", "kernel method path")

# The Rust path of the x86-64 trees and of the portable one in the binary.
X86_PREFIX = "bitboard_simd::arch::x86_64::"
PORTABLE_PREFIX = "bitboard_simd::arch::"


def _without_comments(text):
    return re.sub(r"//[^\n]*", "", text)


def _balanced(text, start, open_, close):
    """The text between text[start] == open_ and its matching close."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == open_:
            depth += 1
        elif text[i] == close:
            depth -= 1
            if depth == 0:
                return text[start + 1:i]
    raise ValueError("unbalanced brackets")


def catalogue(root):
    """(singles, batches): every kernel row of src/catalogue.rs by name."""
    text = open(os.path.join(root, "src/catalogue.rs")).read()
    singles, batches = {}, {}
    for m in re.finditer(r"^\s*\[(\w+)\] (\w+) (\w+)\(([^)]*)\) -> (\[\w+; \d+\]|[\w:]+);", text, re.M):
        args = [tuple(part.strip() for part in a.split(":", 1)) for a in m[4].split(",") if a.strip()]
        singles[m[3]] = Single(m[3], args, m[5].strip())
    pattern = r"^\s*\[(\w+)\] (\w+) (\w+) = (\w+)(?:\((\w+)\))?\[([^\]]*)\] of (\w+) (\w+)(?:, (\w+))?;"
    for m in re.finditer(pattern, text, re.M):
        inputs = [x.strip() for x in m[6].split(",")]
        batches[m[3]] = Batch(m[3], m[4], m[5], inputs, m[8], m[9])
    if not singles or not batches:
        raise ValueError("src/catalogue.rs: no kernel rows found (has the row syntax changed?)")
    return singles, batches


def registry(root):
    """Every row of every `registry! { .. }` list, in the lists' order."""
    rows = []
    folder = os.path.join(root, "src/selection/registry")
    for name in sorted(os.listdir(folder)):
        text = _without_comments(open(os.path.join(folder, name)).read())
        for block in re.finditer(r"\bregistry!\s*\{", text):
            body = _balanced(text, block.end() - 1, "{", "}")
            for kernel in re.finditer(r"(\w+)\s*=>\s*\[", body):
                entries = _balanced(body, kernel.end() - 1, "[", "]")
                for row in re.finditer(r"(\w+)\s*=>\s*((?:\w+::)+\w+)(?:\.\w+\(\))?\s*,", entries):
                    rows.append(Row(kernel[1], row[1], row[2]))
    return rows


class Mirror:
    """The generated mirror of every `#[target_feature]` function's
    features (src/arch/target_features.rs), at its path below
    `arch::x86_64` as a registry row writes it
    (`avx512::flip::mirror_horizontal_gfni`). A module's glob re-export
    (`pub(crate) use self::pext::*;`) is followed as the crate's is."""

    def __init__(self, root):
        text = _without_comments(open(os.path.join(root, "src/arch/target_features.rs")).read())
        sets, path = {}, []
        self.features, self.globs = {}, {}
        token = re.compile(
            r"pub\(crate\) mod (\w+)\s*\{"
            r"|pub\(crate\) use self::(\w+)::\*;"
            r"|pub\(crate\) const (\w+): Features =\s*"
            r"(?:Features::parse\(\"([^\"]*)\"\)|crate::arch::target_features::(\w+));"
            r"|(\})")
        for m in token.finditer(text):
            if m[1]:
                path.append(m[1])
            elif m[2]:
                self.globs.setdefault("::".join(path), []).append(m[2])
            elif m[6]:
                path.pop()
            else:
                names = m[4].split(",") if m[4] is not None else sets[m[5]]
                if path:
                    self.features["::".join(path + [m[3]])] = names
                else:
                    sets[m[3]] = names

    def resolve(self, path):
        """The path where the function is defined (through re-exports), or
        None where the mirror does not have it."""
        if path in self.features:
            return path
        module, _, name = path.rpartition("::")
        for sub in self.globs.get(module, []):
            found = self.resolve(f"{module}::{sub}::{name}")
            if found:
                return found
        return None


def row_features(row, mirror):
    """(features, defining path): the features a registry row's function
    enables (the mirror's, or the tree's own baseline for the trees it does
    not cover) and the path of its definition; features None where the
    mirror lacks an x86-64 row."""
    tree = row.path.split("::")[0]
    if tree == "all":
        return [], row.path
    if tree == "sse2":
        return ["sse2"], row.path
    defined = mirror.resolve(row.path)
    if defined is None:
        return None, row.path
    return mirror.features[defined], defined


def struct_fields(root, source, name):
    """[(field, type)] of `pub struct name { .. }` in a source file."""
    text = _without_comments(open(os.path.join(root, source)).read())
    m = re.search(r"pub struct " + name + r"\s*\{", text)
    if not m:
        raise ValueError(f"{source}: no struct {name}")
    body = _balanced(text, m.end() - 1, "{", "}")
    body = re.sub(r"#\[[^\]]*\]", "", body)
    return [(f, t.strip()) for f, t in re.findall(r"pub (\w+):\s*([^,]+),", body)]


def symbols(binary):
    """Demangled function name -> the address of every copy in the binary
    (a function named from several codegen units is compiled in each)."""
    listing = subprocess.run(["nm", "-C", binary], capture_output=True, text=True, check=True).stdout
    found = {}
    for line in listing.splitlines():
        m = re.match(r"([0-9a-f]{16}) [tT] (.*)$", line)
        if m:
            found.setdefault(m[2], []).append(int(m[1], 16))
    return found


def symbol_name(path):
    """The demangled name of a registry row's function."""
    if path.startswith("all::"):
        return PORTABLE_PREFIX + path
    return X86_PREFIX + path
