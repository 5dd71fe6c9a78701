#!/usr/bin/env python3
"""Finds the `alternatives` rows that lose everywhere: they leave the crate.

The library holds what some CPU runs; a row gated
`#[cfg(feature = "alternatives")]` (`src/selection/registry/*.rs`) is one
no decision chooses, kept for comparison. Such a row *loses* on a corpus
file (`reports/*.json`) when, in every use that file measured it, its
figure is more than 1.2x the file's fastest implementation of that kernel
for that use. The uses and figures are those of `tools/derive-orders.py`
(loaded from it, not copied): `ns` through the table, per board in the
batch and many-squares forms, `inlined_ns` or `engine_ns` through the
measured level's token, and the free functions' inlined lookups. A row
*leaves* when it loses on every file that measured it and at least one
file did. Rows no file measured (aarch64 and wasm rows, anything newer
than the corpus) stay, listed as unmeasured.

The seeds' methods always stay, at every level: they are the catalogue of
`SPEC.md` (its `reference/` texts): Dumb7Fill and Kogge-Stone fills, the
subtraction o^(o-2r) (Hyperbola Quintessence, SWAR and `psubb` forms), and
every SSE2, AVX2 and BMI2 method of the diagonal shift, extract and deposit
kernels, with the portable multiply and pseudo-rotation they are measured
against.

Printed per row: the verdict and the ratio to the fastest, as the best
(least) ratio of any use on any file and the worst one. `--markdown` prints
the leaving rows as the table `reports/README.md` quotes. `--check` exits 1
when a gated row that is not a seed loses on every file that measured it
(CI: the registry keeps no such row).

Usage: tools/losing-alternatives.py [--check] [--markdown] [REPORT.json...]
(default: every reports/*.json)
"""

import argparse
import glob
import importlib.util
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LOSES = 1.2

_spec = importlib.util.spec_from_file_location("derive_orders", os.path.join(ROOT, "tools", "derive-orders.py"))
derive = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(derive)

# The seeds (SPEC.md, section 2, and its `reference/` texts).
SEED_METHODS = {"dumb7fill", "kogge_stone", "hyperbola", "hyperbola_bswap", "swar", "psubb", "sub"}
LINE_KERNELS = re.compile(r"^(diagonal_shift_|extract_|deposit_)")
LINE_SEED_LEVELS = {"sse2", "avx2", "bmi2"}
LINE_SEED_SCALAR = {"multiply", "multiply-shift", "rotate", "linear", "binary"}


def is_seed(kernel, name):
    level, method = name.split("/", 1)
    if method in SEED_METHODS:
        return True
    if LINE_KERNELS.match(kernel):
        return level in LINE_SEED_LEVELS or (level == "scalar" and method in LINE_SEED_SCALAR)
    return False


def method_names():
    """{variant: display name} from `src/selection/method.rs`."""
    with open(os.path.join(ROOT, "src/selection/method.rs")) as f:
        return dict(re.findall(r"^\s*(\w+) = \"([^\"]+)\",", f.read(), re.M))


def gated_rows():
    """[(kernel, variant, registry file, line)] of the rows written after
    `#[cfg(feature = "alternatives")]` (read as tests/alternatives reads them)."""
    rows = []
    for path in sorted(glob.glob(os.path.join(ROOT, "src/selection/registry/*.rs"))):
        kernel, gate = None, False
        with open(path) as f:
            for n, line in enumerate(f, 1):
                line = line.strip()
                if line.endswith(" => ["):
                    kernel = line[: -len(" => [")]
                elif line == '#[cfg(feature = "alternatives")]':
                    gate = True
                elif line.startswith(("#[", "//")):
                    pass
                elif " => " in line:
                    if gate:
                        rows.append((kernel, line.split(" => ")[0], os.path.relpath(path, ROOT), n))
                    gate = False
    return rows


def judge(files, kernel, name):
    """{file name: (loses, least ratio, worst ratio, use of the least)} over the
    files that measured `name` for `kernel`."""
    out = {}
    for f in files:
        ratios = []
        for use in derive.USES:
            figs = f.figures(kernel, use)
            if figs and name in figs:
                best = min(x[0] for x in figs.values())
                ratios.append((figs[name][0] / best, use))
        if ratios:
            least, worst = min(ratios), max(ratios)
            out[f.name] = (least[0] > LOSES, least[0], worst[0], least[1])
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("reports", nargs="*")
    ap.add_argument("--check", action="store_true", help="exit 1 if a non-seed gated row loses everywhere")
    ap.add_argument("--markdown", action="store_true", help="the leaving rows as a markdown table")
    args = ap.parse_args()
    paths = args.reports or sorted(glob.glob(os.path.join(ROOT, "reports", "*.json")))
    files = derive.load(paths, None)
    names = method_names()
    leaving, lines = [], []
    for kernel, variant, path, n in gated_rows():
        name = names[variant]
        judged = judge(files, kernel, name)
        if not judged:
            verdict, detail = "stays (unmeasured)", ""
        else:
            least = min(judged.items(), key=lambda kv: kv[1][1])
            worst = max(v[2] for v in judged.values())
            detail = " best x%.2f (%s, %s), worst x%.2f, on %d file(s)" % (
                least[1][1], least[1][3], least[0], worst, len(judged))
            if not all(v[0] for v in judged.values()):
                verdict = "stays (wins somewhere)"
            elif is_seed(kernel, name):
                verdict = "stays (seed)"
            else:
                verdict = "LEAVES"
                leaving.append((kernel, name, variant, path, n, least[1][1], least[0], worst, len(judged)))
        lines.append("%-22s %-36s %-28s%s" % (verdict, kernel, name, detail))
    if args.markdown:
        print("| kernel | row | best ratio to the fastest (use, file) | worst ratio | files |")
        print("|---|---|---|---|---|")
        for kernel, name, _, _, _, least, where, worst, count in leaving:
            use = judge(files, kernel, name)[where][3]
            print("| `%s` | `%s` | %.2fx (%s, `%s`) | %.2fx | %d |" % (kernel, name, least, use, where, worst, count))
    else:
        print("Gated rows (%d) against %d report(s); a row loses on a file beyond %.1fx the fastest in every use:"
              % (len(lines), len(files), LOSES))
        print("\n".join(lines))
        print("\n%d row(s) leave." % len(leaving))
    if args.check and leaving:
        print("\nLOSING EVERYWHERE: remove these rows (and their code), listing them in reports/README.md:",
              file=sys.stderr)
        for kernel, name, variant, path, n, *_ in leaving:
            print("  %s:%d: %s %s (%s)" % (path, n, kernel, name, variant), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
