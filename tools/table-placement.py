#!/usr/bin/env python3
"""Where each implementation a table calls lies against the front end's
64-byte lines, in a report binary, and (with reports) what it cost there.

A single-board kernel is measured through the table: a loop of indirect
calls into a function of a dozen to sixty bytes. Whether that function's
code crosses a 64-byte line decides whether the front end fetches it as one
block or two, which the loop of calls pays for once per call: about one
cycle. Which functions cross moves with every build (what sits next to
what), so two builds of one crate can rank two implementations of about
the same cost either way. This tool reads a binary of the report example
(`cargo build --release --example report`), finds for each kernel the copy
of each implementation that the registry's list points at (the one the
report's table calls: the list's entries are pointers 16 bytes apart in
the registry's order), and prints its address modulo 64, its size, and
whether it crosses a 64-byte line. With report JSON files of the same
build (on any CPU), it puts each implementation's figure beside that and
counts how often a crossing function was slower than its kernel's fastest
small implementation by more than 6 %, against a function that fits.

Usage: tools/table-placement.py [--source DIR] EXECUTABLE [REPORT.json...]

DIR is the checkout the binary was built from (default: this one): its
`src/selection/registry/` names each implementation's function.
"""

import argparse
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The registry's trees and the modules their paths name.
TREE = {"all": "all", "sse2": "x86_64::sse2", "avx2": "x86_64::avx2", "bmi2": "x86_64::bmi2",
        "avx512": "x86_64::avx512"}
LINE = 64
SLOWER = 1.06


def registry_rows(source):
    """{kernel: [(Method variant, function path)]}, in each list's order,
    x86-64 and portable rows only."""
    out = {}
    folder = os.path.join(source, "src/selection/registry")
    for name in sorted(os.listdir(folder)):
        with open(os.path.join(folder, name)) as f:
            text = f.read()
        for m in re.finditer(r"\n    (\w+) => \[(.*?)\n    \]", text, re.S):
            rows = []
            for r in re.finditer(r"(\w+) => (\w+)((?:::\w+)+)", m.group(2)):
                method, tree, path = r.groups()
                if tree in TREE:
                    rows.append((method, "bitboard_simd::arch::%s%s" % (TREE[tree], path)))
            out[m.group(1)] = rows
    return out


def method_name(variant):
    """`ScalarMultiplyShift` -> a key that matches the report's
    `scalar/multiply-shift` (both without separators, lower case)."""
    return variant.lower()


def key(report_name):
    return re.sub(r"[/_-]", "", report_name).lower()


def placements(exe, source):
    """{kernel: [(method key, address, size)]} of the copies the registry's
    lists point at."""
    functions, sizes = {}, {}
    nm = subprocess.run(["nm", "-C", "-S", exe], check=True, stdout=subprocess.PIPE, text=True).stdout
    for line in nm.splitlines():
        p = line.split(None, 3)
        if len(p) == 4 and p[2] in "tT":
            name = re.sub(r"\.llvm\.\d+$", "", p[3])
            address = int(p[0], 16)
            functions.setdefault(name, []).append(address)
            sizes[address] = int(p[1], 16)
    pointers = {}
    relocs = subprocess.run(["readelf", "-rW", exe], check=True, stdout=subprocess.PIPE, text=True).stdout
    for line in relocs.splitlines():
        p = line.split()
        if len(p) >= 4 and p[2] == "R_X86_64_RELATIVE":
            pointers[int(p[0], 16)] = int(p[3], 16)
    slots_of = {}
    for slot, target in pointers.items():
        slots_of.setdefault(target, []).append(slot)
    out = {}
    for kernel, rows in registry_rows(source).items():
        rows = [(m, f) for m, f in rows if f in functions]
        if not rows:
            continue
        found = None
        for first in functions[rows[0][1]]:
            for slot in slots_of.get(first, []):
                chain = [first]
                for i, (_, f) in enumerate(rows[1:], 1):
                    target = pointers.get(slot + 16 * i)
                    if target not in functions[f]:
                        break
                    chain.append(target)
                if len(chain) == len(rows):
                    found = chain
                    break
            if found:
                break
        if found:
            out[kernel] = [(method_name(m), a, sizes[a]) for (m, _), a in zip(rows, found)]
    return out


def crosses(address, size):
    return address % LINE + size > LINE


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("executable")
    ap.add_argument("reports", nargs="*")
    ap.add_argument("--source", default=ROOT)
    args = ap.parse_args()
    place = placements(args.executable, args.source)
    if not place:
        sys.exit("table-placement: no registry list found in %s (built from %s?)" % (args.executable, args.source))
    reports = []
    for path in args.reports:
        with open(path) as f:
            r = json.load(f)
        reports.append((os.path.basename(path), {k["name"]: k for k in r["kernels"] if not k["batch"]}))
    counts = [{} for _ in reports]
    for kernel, rows in place.items():
        if kernel.endswith("_batch") or kernel.endswith("_squares"):
            continue
        print(kernel)
        figures = []
        for name, kernels in reports:
            k = kernels.get(kernel)
            figures.append({key(i["name"]): i["ns"] for i in k["implementations"]} if k else {})
        for n, fig in enumerate(figures):
            small = [(m, a, s) for m, a, s in rows if m in fig and s <= LINE]
            if len(small) < 2:
                continue
            best = min(fig[m] for m, _, _ in small)
            for m, a, s in small:
                c = counts[n].setdefault(crosses(a, s), [0, 0])
                c[0] += fig[m] > best * SLOWER
                c[1] += 1
        for m, a, s in rows:
            cells = "".join("  %7.3f" % f[m] if m in f else "        -" for f in figures)
            print("  %-30s %#9x  +%2d  %4d bytes  %-7s%s" % (
                m, a, a % LINE, s, "crosses" if crosses(a, s) else "", cells))
    for (name, _), c in zip(reports, counts):
        cross, fit = c.get(True, [0, 0]), c.get(False, [0, 0])
        print("%s: of the small implementations (64 bytes or less) of kernels with two or more, "
              "%d of %d that cross a 64-byte line ran more than 6 %% behind their kernel's fastest, "
              "%d of %d that do not" % (name, cross[0], cross[1], fit[0], fit[1]))


if __name__ == "__main__":
    main()
