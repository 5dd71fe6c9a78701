#!/usr/bin/env python3
"""Whether one build is slower than another: the reports of two builds,
run in turns on one machine, figure by figure.

    python3 tools/speed-against.py [--paired] --base A1.json A2.json .. --new B1.json B2.json ..
    python3 tools/speed-against.py --self-test

`--self-test` (run by CI) checks the comparison itself on reports made
from a corpus file with known slowdowns, and exits 1 on a failure.

Each side's figure is its median over that side's files; a ratio is new
time / base time (above 1: the new build is slower; a rate such as M
lookups/s is inverted first). With `--paired` the files were run in turns
(A1 B1 A2 B2 ..) and a figure's ratio is the median of the pairs' ratios,
which takes out the machine's slow and fast phases that outlast a pair:
many short runs (`report --quick`) in turn then beat a few long ones.

It prints, per group of figures, the geometric mean of the ratios, how
many lie beyond 2 % and 5 % either way, and the worst few. The groups:
each single-board kernel called through `kernels()` on every call
(`dispatched`, and its dependent chain, `dispatched latency`), the
tokens' inlined figure, the batch forms, the per-square lookups the ways
an engine calls them (free function, table, token, batch: `lookups`), the
engine's positions, the side maps. The peer crates' rows (cozy-chess,
shakmaty), which neither build changes, are a group of their own: their
spread is the machine's, the yardstick for the rest, and each group's
geometric mean is also printed divided by theirs (`/peers`), which takes
out a drift of the whole machine between runs. A comparison, not a test:
run the two builds in turns (A B A B ..) on a quiet machine, each file a
report (quick or full, the same on both sides) of the same CPU.
"""

import argparse
import copy
import glob
import json
import math
import os
import statistics
import sys
import tempfile

PEER_CRATES = ("cozy", "shakmaty")


def figures(report: dict) -> dict:
    """(group, key) -> a time (lower is better) for one report."""
    out = {}
    for k in report["kernels"]:
        name = k["name"]
        if k.get("batch"):
            if k.get("dispatched_ns") is not None:
                out[("batch", name)] = k["dispatched_ns"]
            continue
        if k.get("dispatched_ns") is not None:
            out[("dispatched", name)] = k["dispatched_ns"]
        if k.get("dispatched_latency_ns") is not None:
            out[("dispatched latency", name)] = k["dispatched_latency_ns"]
        token = k.get("token") or {}
        if token.get("chosen_ns") is not None:
            out[("token", name)] = token["chosen_ns"]
    for row in (report.get("peers") or {}).get("rows", []):
        key = (row["kernel"], row.get("occupancy"), row.get("mode"), row["method"])
        group = "peer crates" if any(p in row["method"] for p in PEER_CRATES) else "lookups"
        out[(group, " ".join(str(x) for x in key))] = row["ns"]
    for row in (report.get("positions") or {}).get("rows", []):
        if not row["mlookups_per_s"] > 0:
            continue
        group = "peer crates" if any(p in row["method"] for p in PEER_CRATES) else "positions"
        out[(group, f'{row["kernel"]} {row["method"]}')] = 1e3 / row["mlookups_per_s"]
    for row in (report.get("maps") or {}).get("rows", []):
        group = "peer crates" if any(p in row["method"] for p in PEER_CRATES) else "maps"
        out[(group, f'{row["kernel"]} {row["method"]}')] = row["ns"]
    return out


def side(paths: list) -> tuple:
    """Each file's figures, the one CPU they ran on, and when each was written."""
    reports = [json.load(open(p)) for p in paths]
    cpus = {(r["cpu"]["vendor"], r["cpu"]["family"], r["cpu"]["model"]) for r in reports}
    if len(cpus) != 1:
        sys.exit(f"files from more than one CPU: {sorted(cpus)}")
    return [figures(r) for r in reports], cpus.pop(), [r["created_unix_s"] for r in reports]


def figure_ratios(base: list, new: list, paired: bool) -> dict:
    """Figure -> new / base: of the sides' medians, or the median of the pairs'."""
    keys = set.intersection(*(set(f) for f in base + new))
    keys = {k for k in keys if all(f[k] > 0 for f in base + new)}
    if paired:
        return {k: statistics.median(n[k] / b[k] for b, n in zip(base, new)) for k in keys}
    return {k: statistics.median(n[k] for n in new) / statistics.median(b[k] for b in base) for k in keys}


def refuse(n_base: int, n_new: int, cpu_a, cpu_b, base_at: list, new_at: list, paired: bool):
    """Why the two sides cannot be compared, or None."""
    if paired:
        if n_base != n_new:
            return "--paired needs as many new files as base files"
        # The runs alternated: each base file written before its new one, and
        # that before the next base file (a glob that sorts 10 before 2 fails).
        times = [t for pair in zip(base_at, new_at) for t in pair]
        if any(a > b for a, b in zip(times, times[1:])):
            return "--paired: the files are not in the order they ran (base 1, new 1, base 2, ..)"
    if cpu_a != cpu_b:
        return f"the two sides ran on different CPUs: {cpu_a} and {cpu_b}"
    return None


def by_group(ratios: dict) -> dict:
    """Group -> [(ratio, figure name)], sorted by figure."""
    groups = {}
    for key, ratio in sorted(ratios.items()):
        groups.setdefault(key[0], []).append((ratio, key[1]))
    return groups


def geomean(ratios: list) -> float:
    return math.exp(statistics.fmean(math.log(r) for r, _ in ratios))


def scaled(report: dict, factor: float, peers: float = 1.0, at: float = 0.0) -> dict:
    """`report` with every figure of this crate `factor` times slower, the peers' `peers` times."""
    r = copy.deepcopy(report)
    r["created_unix_s"] = at
    for k in r["kernels"]:
        for key in ("dispatched_ns", "dispatched_latency_ns"):
            if k.get(key) is not None:
                k[key] *= factor
        if (k.get("token") or {}).get("chosen_ns") is not None:
            k["token"]["chosen_ns"] *= factor
    for section, key, slower in (("peers", "ns", True), ("positions", "mlookups_per_s", False), ("maps", "ns", True)):
        for row in (r.get(section) or {}).get("rows", []):
            f = peers if any(p in row["method"] for p in PEER_CRATES) else factor
            row[key] = row[key] * f if slower else row[key] / f
    return r


def self_test() -> int:
    """The comparison on reports made from a corpus file with known slowdowns."""
    failures = []

    def check(ok: bool, what: str) -> None:
        # Failures on stderr: CI keeps them and drops the rest.
        print(f"{'ok  ' if ok else 'FAIL'} {what}", file=sys.stdout if ok else sys.stderr)
        if not ok:
            failures.append(what)

    close = lambda a, b: abs(a - b) < 1e-9
    every = {"dispatched", "dispatched latency", "token", "batch", "lookups", "positions", "maps", "peer crates"}
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "reports")
    corpus = [json.load(open(p)) for p in sorted(glob.glob(os.path.join(root, "*.json")))]
    full = [r for r in corpus if {g for g, _ in figures(r)} == every]
    check(bool(full), f"a corpus file has every group ({', '.join(sorted(every))})")
    if not full:
        return 1
    report = full[-1]

    # Every figure of the crate 10 % slower, the peers unchanged.
    groups = by_group(figure_ratios([figures(report)], [figures(scaled(report, 1.1))], paired=False))
    for group, ratios in sorted(groups.items()):
        want = 1.0 if group == "peer crates" else 1.1
        check(all(close(r, want) for r, _ in ratios), f"{group}: each of {len(ratios)} ratios is {want}")
        check(close(geomean(ratios), want), f"{group}: the geometric mean is {want}")

    # A machine three times slower from the second pair's new run to the end:
    # pair by pair the slowdown is still 10 % (the peers' 1); the sides'
    # medians see the drift instead.
    base = [figures(scaled(report, d, d)) for d in (1, 1, 3)]
    new = [figures(scaled(report, 1.1 * d, d)) for d in (1, 3, 3)]
    paired = figure_ratios(base, new, paired=True)
    check(
        all(close(r, 1.0 if k[0] == "peer crates" else 1.1) for k, r in paired.items()),
        "--paired: the median of the pairs' ratios takes out the drift",
    )
    unpaired = figure_ratios(base, new, paired=False)
    check(all(r > 2.9 for r in unpaired.values()), "without --paired the drift stays in every ratio (3 and more)")

    # A position row whose rate is not positive is left out, not divided by.
    broken = copy.deepcopy(report)
    row = broken["positions"]["rows"][0]
    row["mlookups_per_s"] = 0
    name = ("positions" if not any(p in row["method"] for p in PEER_CRATES) else "peer crates", f'{row["kernel"]} {row["method"]}')
    check(name in figures(report) and name not in figures(broken), "a position rate of 0 is left out")

    # The refusals.
    cpu, other = ("AuthenticAMD", 0x19, 0x11), ("GenuineIntel", 6, 0xCF)
    check(refuse(2, 2, cpu, cpu, [1, 3], [2, 4], True) is None, "files in the order they ran are taken")
    check("order" in (refuse(2, 2, cpu, cpu, [1, 2], [3, 4], True) or ""), "--paired refuses files out of turn")
    check("as many" in (refuse(2, 1, cpu, cpu, [1, 3], [2], True) or ""), "--paired refuses unequal sides")
    check("different CPUs" in (refuse(1, 1, cpu, other, [1], [2], False) or ""), "two CPUs are refused")
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for i, r in enumerate([report, dict(report, cpu=dict(report["cpu"], model=report["cpu"]["model"] + 1))]):
            paths.append(os.path.join(tmp, f"{i}.json"))
            json.dump(r, open(paths[-1], "w"))
        try:
            side(paths)
            check(False, "one side's files from two CPUs are refused")
        except SystemExit as e:
            check("more than one CPU" in str(e.code), "one side's files from two CPUs are refused")

    print(f"{len(failures)} failed" if failures else "all passed", file=sys.stderr if failures else sys.stdout)
    return 1 if failures else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", nargs="+")
    parser.add_argument("--new", nargs="+")
    parser.add_argument("--self-test", action="store_true", help="check the comparison on made-up reports")
    parser.add_argument("--paired", action="store_true", help="the files ran in turns: ratio pair by pair")
    parser.add_argument("--worst", type=int, default=3, help="the worst N ratios each way per group")
    args = parser.parse_args()
    if args.self_test:
        return self_test()
    if not (args.base and args.new):
        parser.error("--base and --new are required")
    base, cpu_a, base_at = side(args.base)
    new, cpu_b, new_at = side(args.new)
    refusal = refuse(len(base), len(new), cpu_a, cpu_b, base_at, new_at, args.paired)
    if refusal:
        sys.exit(refusal)
    vendor, family, model = cpu_a
    print(f"{vendor} family {family:#x} model {model:#x}: {len(args.base)} base and {len(args.new)} new files")
    groups = by_group(figure_ratios(base, new, args.paired))
    peers = geomean(groups["peer crates"]) if "peer crates" in groups else float("nan")
    print(f"{'group':18} {'figures':>7} {'geomean':>8} {'/peers':>7} {'>+2%':>5} {'<-2%':>5} {'>+5%':>5} {'<-5%':>5}  worst (new/base)")
    for group in sorted(groups):
        ratios = groups[group]
        gm = geomean(ratios)
        count = lambda f: sum(1 for r, _ in ratios if f(r))
        ranked = sorted(ratios)
        worst = ", ".join(f"{n} {r:.3f}" for r, n in ranked[::-1][: args.worst])
        print(
            f"{group:18} {len(ratios):7} {gm:8.3f} {gm / peers:7.3f} {count(lambda r: r > 1.02):5} {count(lambda r: r < 0.98):5}"
            f" {count(lambda r: r > 1.05):5} {count(lambda r: r < 0.95):5}  {worst}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
