#!/usr/bin/env python3
"""Whether one build is slower than another: the reports of two builds,
run in turns on one machine, figure by figure.

    python3 tools/speed-against.py [--paired] --base A1.json A2.json .. --new B1.json B2.json ..

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
import json
import math
import statistics
import sys

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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", nargs="+", required=True)
    parser.add_argument("--new", nargs="+", required=True)
    parser.add_argument("--paired", action="store_true", help="the files ran in turns: ratio pair by pair")
    parser.add_argument("--worst", type=int, default=3, help="the worst N ratios each way per group")
    args = parser.parse_args()
    base, cpu_a, base_at = side(args.base)
    new, cpu_b, new_at = side(args.new)
    if args.paired:
        if len(base) != len(new):
            sys.exit("--paired needs as many new files as base files")
        # The runs alternated: each base file written before its new one, and
        # that before the next base file (a glob that sorts 10 before 2 fails).
        times = [t for pair in zip(base_at, new_at) for t in pair]
        if any(a > b for a, b in zip(times, times[1:])):
            sys.exit("--paired: the files are not in the order they ran (base 1, new 1, base 2, ..)")
    if cpu_a != cpu_b:
        sys.exit(f"the two sides ran on different CPUs: {cpu_a} and {cpu_b}")
    vendor, family, model = cpu_a
    print(f"{vendor} family {family:#x} model {model:#x}: {len(args.base)} base and {len(args.new)} new files")
    groups = {}
    for key, ratio in sorted(figure_ratios(base, new, args.paired).items()):
        groups.setdefault(key[0], []).append((ratio, key[1]))
    geomean = lambda ratios: math.exp(statistics.fmean(math.log(r) for r, _ in ratios))
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
