#!/usr/bin/env python3
"""Derives the dispatch orders from the report corpus, and checks the crate's against them.

Every file of a CPU class is evidence for that class's orders: for each
kernel and each use, the implementation to run is the one whose worst
regret over the class's files is least (minimax regret). The uses and the
figure each one reads:

* `table`: single-board kernels through `kernels()`: `ns` (a call through
  a function pointer), per CPU class;
* `batch`: the slice forms (`*_batch`): `ns` (per board), per CPU class;
* `squares`: the many-squares forms (`*_attacks_from_squares`): `ns`, per
  CPU class;
* `token`: single-board kernels inlined through a level's token: per token
  level (a token's order is per level, compiled into the caller), reading
  `inlined_ns`; for the per-square lookups (`rook_`, `bishop_`,
  `queen_attacks_from`) `engine_ns` where the file has it (the lookup
  inlined in a loop the compiler cannot vectorise, as an engine's
  per-square call), else `inlined_ns` without `scalar/hyperbola`, whose
  report loop the compiler vectorises (see `VECTORISED`);
* `inline`: the per-square free functions' inlined lookup, per CPU class,
  among the methods they have inlined code for (`IN_PLACE`), by the same
  figure as their token.

Regret on a file is the implementation's figure over the file's fastest,
minus one. Two kinds of noise are allowed for, both measured in the corpus
itself:

* within a file: where the file's rounds do not settle that its fastest
  beats an implementation (the paired sign test of
  `examples/report/settle.rs`, recomputed here from the stored rounds), its
  regret there counts as 0 (`~` in the tables);
* between files of one CPU model (another build, another host): where they
  disagree about an implementation, that disagreement is code placement or
  noise, not the CPU. The margin of a kernel is the largest such
  disagreement about the two implementations in question, and a choice
  whose worst regret is within that margin of the least *holds*; so does
  one within the corpus's targets on every file (table 5 % or 0.3 ns,
  other uses 5 %).

With `--policy POLICY.json` (written by `tests/corpus.rs` from the crate's
introspection API: each file's class, token level and the implementation
the crate runs for each kernel and use), the choice the crate makes is
checked against the derivation. A choice that does not hold is a conflict,
unless `src/selection/orders.rs` or `src/selection/inlined.rs` keeps it
with a written reason, in a comment of the form

    // Kept against the corpus (GROUP, USE, KERNEL, METHOD): reason...

(GROUP a class name such as `intel-avx512`, or for `token` a level name
such as `avx512`). A kept choice that no longer conflicts is an error too,
so the reasons stay true. Conflicts are printed with the order that would
hold and what each file says; the exit status is then 1.

Where the files of one CPU model agree with each other and disagree with
another model's of the same class, the class could be split by model: such
kernels are listed as splits (never where one model's files disagree with
each other).

Usage: tools/derive-orders.py [--policy POLICY.json] [--kept FILE.rs]...
                               [--kernel NAME]... REPORT.json...
"""

import argparse
import json
import math
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KEPT_FILES = ["src/selection/orders.rs", "src/selection/inlined.rs"]

PER_SQUARE = ["rook_attacks_from", "bishop_attacks_from", "queen_attacks_from"]
# The methods the per-square free functions have inlined code for
# (`selection::inlined::has_in_place_form`).
IN_PLACE = ["bmi2/pext", "scalar/black_magic", "scalar/hyperbola"]
# Implementations whose per-square lookup the compiler vectorises in the
# report's inlined loop (`examples/report/inlined.rs`; found in the
# report's machine code: the loop of `scalar/hyperbola` runs four lookups
# per iteration in ymm registers at the bmi2 level), so their `inlined_ns`
# is not what an engine's per-square call pays. Read only where a file
# has no `engine_ns`. (`examples/report/inlined.rs`, `VECTORISED`, is the
# same list for the report's own tables.)
VECTORISED = {k: ["scalar/hyperbola"] for k in PER_SQUARE}

USES = ["table", "batch", "squares", "token", "inline"]
RELATIVE = 0.05  # the corpus's targets: regret within 5 % ...
TABLE_ABSOLUTE_NS = 0.3  # ... or, for single-board calls through the table, 0.3 ns
KEPT = re.compile(
    r"Kept against the corpus \(\s*([\w.-]+),\s*(\w+),\s*(\w+),\s*([\w/.-]+)\s*\):\s*(.*)")


def wins_needed(rounds):
    """The fewest wins of `rounds` that settle a ranking (one-sided sign test
    at 5 %), or None: `examples/report/settle.rs`."""
    if rounds <= 0 or rounds > 120:
        return None
    need, tail = None, 0.0
    for k in range(rounds, -1, -1):
        tail += math.comb(rounds, k)
        if tail / 2 ** rounds > 0.05:
            break
        need = k
    return need


def settled_faster(a, b):
    need = wins_needed(len(a)) if a and len(a) == len(b) else None
    return need is not None and sum(x < y for x, y in zip(a, b)) >= need


class File:
    def __init__(self, path, policy=None):
        self.path = path
        with open(path) as f:
            self.r = json.load(f)
        cpu = self.r["cpu"]
        self.name = os.path.basename(path)
        self.model = (cpu["vendor"], cpu["family"], cpu["model"])
        self.pext_slow = cpu.get("pext_slow", False)
        described = re.search(r"cpu class: (\S+)", self.r.get("dispatch_description", ""))
        self.policy = policy or {}
        self.cls = self.policy.get("class") or (described.group(1) if described else "?")
        token = (self.r.get("summary") or {}).get("token") or {}
        self.measured_level = token.get("level")
        self.token_level = self.policy.get("token_level", self.measured_level)
        self.kernels = {k["name"]: k for k in self.r["kernels"]}

    def model_name(self):
        vendor, family, model = self.model
        return "%s %#x/%#x" % ({"GenuineIntel": "intel", "AuthenticAMD": "amd"}.get(vendor, vendor), family, model)

    def group(self, use):
        return self.token_level if use == "token" else self.cls

    def figures(self, kernel, use):
        """{implementation: (figure, rounds or None, field)} for `kernel` as
        `use` reads it, or None where this file does not measure it."""
        k = self.kernels.get(kernel)
        if k is None or use_of(kernel, k["batch"], use) is None:
            return None
        if use == "token" and self.token_level != self.measured_level:
            return None  # its inlined figures answer for another level's token
        out = {}
        engine = any(i.get("engine_ns") is not None for i in k["implementations"])
        for i in k["implementations"]:
            if self.pext_slow and i.get("uses_pext"):
                continue  # never chosen where pext is slow
            if use in ("table", "batch", "squares"):
                field, key = "ns", k["metric"] + "_ns"
            elif kernel in PER_SQUARE and engine:
                field = key = "engine_ns"
            else:
                field = key = "inlined_ns"
                if kernel in PER_SQUARE and i["name"] in VECTORISED[kernel]:
                    continue
            if use == "inline" and i["name"] not in IN_PLACE:
                continue
            x = i.get(field)
            if x is None:
                continue
            out[i["name"]] = (x, (i.get("rounds") or {}).get(key), field)
        return out or None


def use_of(kernel, batch, use):
    if use == "table":
        return None if batch else use
    if use == "batch":
        return use if batch and not kernel.endswith("_squares") else None
    if use == "squares":
        return use if kernel.endswith("_squares") else None
    if use == "token":
        return None if batch else use
    return use if kernel in PER_SQUARE else None


class Judged:
    """One file's figures of one kernel for one use."""

    def __init__(self, file, figs, use):
        self.file, self.figs, self.use = file, figs, use
        self.fastest = min(figs, key=lambda i: figs[i][0])
        self.best = figs[self.fastest][0]

    def regret(self, imp):
        return self.figs[imp][0] / self.best - 1

    def open(self, imp):
        """Whether the file's rounds leave `imp` unsettled against its fastest."""
        if imp == self.fastest:
            return True
        a, b = self.figs[self.fastest][1], self.figs[imp][1]
        return not (a and b and settled_faster(a, b))

    def effective(self, imp):
        return 0.0 if self.open(imp) else self.regret(imp)

    def within_target(self, imp):
        if self.regret(imp) <= RELATIVE or self.open(imp):
            return True
        return self.use == "table" and self.figs[imp][0] - self.best <= TABLE_ABSOLUTE_NS

    def cell(self, imp):
        if imp not in self.figs:
            return "-"
        x = self.figs[imp][0]
        if imp == self.fastest:
            return "%.3f (fastest)" % x
        return "%.3f (+%.1f %%%s)" % (x, 100 * self.regret(imp), ", unsettled" if self.open(imp) else "")


class Derivation:
    """The evidence of one group (class or token level) for one kernel and use."""

    def __init__(self, group, use, kernel, judged, policy_choice):
        self.group, self.use, self.kernel, self.judged = group, use, kernel, judged
        self.policy = policy_choice  # {file name: implementation} or {}
        every = set.intersection(*(set(j.figs) for j in judged))
        self.candidates = sorted(every) or sorted(set.union(*(set(j.figs) for j in judged)))
        self.worst = {i: self.worst_of(i) for i in self.candidates}
        chosen = set(self.policy.values())
        # The least worst regret; a tie keeps the crate's choice, then the name order.
        self.derived = min(self.candidates, key=lambda i: (self.worst[i][0], i not in chosen, i))

    def worst_of(self, imp):
        """(worst effective regret, worst raw regret, the file of the worst) over
        the files that measured `imp`."""
        rows = [(j.effective(imp), j.regret(imp), j.file.name) for j in self.judged if imp in j.figs]
        eff = max(rows)
        return (eff[0], max(r[1] for r in rows), eff[2])

    def margin(self, imps):
        """The largest disagreement between two files of one CPU model about the
        regret of any of `imps`, with where it was seen."""
        best = (0.0, None)
        by_model = {}
        for j in self.judged:
            by_model.setdefault(j.file.model, []).append(j)
        for js in by_model.values():
            for a in range(len(js)):
                for b in range(a + 1, len(js)):
                    for imp in imps:
                        if imp in js[a].figs and imp in js[b].figs:
                            d = abs(js[a].effective(imp) - js[b].effective(imp))
                            if d > best[0]:
                                best = (d, "%s %s: %s in %s, %s in %s" % (
                                    js[a].file.model_name(), imp, pct(js[a].effective(imp)), js[a].file.name,
                                    pct(js[b].effective(imp)), js[b].file.name))
        return best

    def holds(self, imp):
        """Whether running `imp` holds: within the targets on every file, or
        within the noise margin of the least worst regret. A file that did
        not measure `imp` (a report older than the implementation) does not
        judge it; the least worst regret is then taken over the files that
        did. Returns (bool, why)."""
        files = [j for j in self.judged if imp in j.figs]
        if not files:
            return False, "no file of %s measures it" % self.group
        if all(j.within_target(imp) for j in files):
            return True, "within the targets on every file that measures it"
        others = [i for i in set.intersection(*(set(j.figs) for j in files))]
        worst = lambda i: max(j.effective(i) for j in files)
        best = min(others, key=lambda i: (worst(i), i))
        if imp == best:
            return True, "the least worst regret"
        gap = worst(imp) - worst(best)
        m, where = self.margin([imp, best])
        if gap <= m + 1e-9:
            return True, "within the margin of %s that one model's files show (%s)" % (pct(m), where)
        return False, "worst regret %s against %s for %s, and one model's files disagree by at most %s%s" % (
            pct(worst(imp)), pct(worst(best)), best, pct(m), " (%s)" % where if where else "")

    def split(self):
        """Where the files of each model agree among themselves on a choice and
        two models' choices differ: {model: implementation}."""
        by_model = {}
        for j in self.judged:
            by_model.setdefault(j.file.model_name(), []).append(j)
        if len(by_model) < 2:
            return None
        picks = {}
        for model, js in by_model.items():
            ok = [i for i in self.candidates if all(j.within_target(i) for j in js)]
            if not ok:
                return None  # this model's files agree on nothing: noise or placement
            picks[model] = ok
        firsts = {m: min(ok, key=lambda i: max(j.effective(i) for j in by_model[m]))
                  for m, ok in picks.items()}
        models = list(picks)
        for a in models:
            for b in models:
                if a < b and not set(picks[a]) & set(picks[b]):
                    return firsts
        return None


def settled_differs(files):
    """Where the table figure's `unsettled` list a file records differs from
    the one this tool's sign test gives from the same rounds."""
    out = []
    for f in files:
        for name, k in f.kernels.items():
            recorded = k.get("unsettled")
            if recorded is None:
                continue
            figs = {i["name"]: (i["ns"], (i.get("rounds") or {}).get(k["metric"] + "_ns"), "ns")
                    for i in k["implementations"]}
            j = Judged(f, figs, "table")
            j.fastest = k["fastest"] if k["fastest"] in figs else j.fastest
            mine = [i["name"] for i in k["implementations"] if i["name"] != j.fastest and j.open(i["name"])]
            if mine != recorded:
                out.append("%s %s: recorded %s, recomputed %s" % (f.name, name, recorded, mine))
    return out


def pct(x):
    return "%.1f %%" % (100 * x)


def load(paths, policy):
    files = []
    for p in paths:
        key = os.path.basename(p)
        files.append(File(p, (policy or {}).get("files", {}).get(key)))
    return files


def derive(files, kernels_filter):
    """[(Derivation)] for every group, use and kernel with evidence."""
    out = []
    kernels = []
    for f in files:
        for k in f.kernels:
            if k not in kernels:
                kernels.append(k)
    for use in USES:
        groups = []
        for f in files:
            g = f.group(use)
            if g and g not in groups:
                groups.append(g)
        for group in groups:
            members = [f for f in files if f.group(use) == group]
            for kernel in kernels:
                if kernels_filter and kernel not in kernels_filter:
                    continue
                judged = []
                for f in members:
                    figs = f.figures(kernel, use)
                    if figs:
                        judged.append(Judged(f, figs, use))
                if not judged:
                    continue
                policy = {}
                for j in judged:
                    c = (j.file.policy.get(use) or {}).get(kernel)
                    if c:
                        policy[j.file.name] = c
                out.append(Derivation(group, use, kernel, judged, policy))
    return out


def read_kept(paths):
    kept = {}
    for path in paths:
        full = path if os.path.isabs(path) else os.path.join(ROOT, path)
        with open(full) as f:
            for n, line in enumerate(f, 1):
                m = KEPT.search(line)
                if m:
                    kept[m.groups()[:4]] = "%s:%d: %s" % (path, n, m.group(5).strip())
    return kept


def describe(d, imps, out):
    for j in d.judged:
        cells = ", ".join("%s %s" % (i, j.cell(i)) for i in imps)
        out.append("      %s (%s): %s" % (j.file.name, j.file.model_name(), cells))


def check(derivations, kept, out):
    """Conflicts between the crate's choices and the derivation; returns
    (conflicts, stale kept entries, kept entries used)."""
    conflicts, used = [], set()
    for d in derivations:
        for imp in sorted(set(d.policy.values())):
            ok, why = d.holds(imp)
            if ok:
                continue
            key = (d.group, d.use, d.kernel, imp)
            if key in kept:
                used.add(key)
                continue
            conflicts.append((d, imp, why))
    stale = [k for k in kept if k not in used]
    return conflicts, stale, used


# `DERIVE_ORDERS_LIST_OVER=1`: also list every choice over the targets,
# with why no order of its group meets every file (`reports/README.md`
# quotes the list).
LIST_OVER = bool(os.environ.get("DERIVE_ORDERS_LIST_OVER"))


def why_over(d, f, imp):
    """Why the group's order leaves `imp` over the targets on file `f`."""
    if d.group.startswith(("sse2", "avx2", "bmi2", "avx512")) and d.use == "token":
        per_level = "a token's order is per level, compiled into its caller: it cannot follow the CPU"
    else:
        per_level = None
    others = [j for j in d.judged if j.file is not f]
    here = next(j for j in d.judged if j.file is f)
    if here.open(imp):
        rest = all(j.within_target(imp) for j in others)
        return "unsettled: this file's rounds do not settle that %s beats it%s" % (
            here.fastest, "; within the targets on the group's other files" if others and rest else "")
    fits_here = [i for i in d.candidates if here.within_target(i)]
    fits_all = [i for i in fits_here if all(j.within_target(i) for j in others)]
    if fits_all:
        return "%s meets every file of %s (%s)" % (", ".join(fits_all), d.group, per_level or "an order to change")
    if not others:
        return per_level or "the group's one file"
    clash = []
    for i in fits_here:
        bad = [(j.regret(i), j.file.name) for j in others if not j.within_target(i)]
        if bad:
            r, name = max(bad)
            clash.append("%s is +%s in %s" % (i, pct(r), name))
    reason = "no implementation meets every file of %s: %s" % (d.group, "; ".join(clash) or "-")
    return reason + ("; " + per_level if per_level else "")


def targets(derivations, files, out):
    """Per file and use, the crate's choices beyond the targets there (raw
    figures: a file's unsettled rounds excuse nothing here)."""
    out.append("")
    out.append("Against the targets on each file (the crate's choice; beyond 5 %, or for the table's")
    out.append("single-board kernels beyond both 5 % and 0.3 ns; '~' where the file's rounds leave it open):")
    for f in files:
        cells = []
        for use in USES:
            over = []
            for d in derivations:
                if d.use != use:
                    continue
                j = next((j for j in d.judged if j.file is f), None)
                imp = d.policy.get(f.name)
                if j is None or imp is None or imp not in j.figs:
                    continue
                r = j.regret(imp)
                slack = use == "table" and j.figs[imp][0] - j.best <= TABLE_ABSOLUTE_NS
                if r > RELATIVE and not slack:
                    over.append((r, d.kernel + ("~" if j.open(imp) else "")))
            n = sum(1 for d in derivations if d.use == use and any(j.file is f for j in d.judged))
            if n:
                worst = max(over) if over else None
                cells.append("%s %d of %d over%s" % (use, len(over), n,
                             " (worst %s %s)" % (worst[1], pct(worst[0])) if worst else ""))
        out.append("  %s: %s" % (f.name, "; ".join(cells)))
        if LIST_OVER:
            for use in USES:
                for d in derivations:
                    j = next((j for j in d.judged if j.file is f), None)
                    imp = d.policy.get(f.name)
                    if d.use != use or j is None or imp is None or imp not in j.figs:
                        continue
                    slack = use == "table" and j.figs[imp][0] - j.best <= TABLE_ABSOLUTE_NS
                    if j.regret(imp) <= RELATIVE or slack:
                        continue
                    out.append("    %s %s: %s +%s against %s%s; %s" % (
                        use, d.kernel, imp, pct(j.regret(imp)), j.fastest,
                        " (the file's rounds leave it open)" if j.open(imp) else "",
                        why_over(d, f, imp)))


def table(derivations, out, only_changes=False):
    for d in derivations:
        chosen = sorted(set(d.policy.values()))
        if only_changes and (not chosen or chosen == [d.derived]):
            continue
        m, _ = d.margin([d.derived] + chosen)
        line = "%-13s %-7s %-34s derived %-28s worst %6s" % (
            d.group, d.use, d.kernel, d.derived, pct(d.worst[d.derived][0]))
        if chosen:
            line += " | crate %s worst %s" % (
                ", ".join(chosen), ", ".join(pct(d.worst[c][0]) if c in d.worst else "-" for c in chosen))
        line += " | margin %s" % pct(m)
        out.append(line)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("reports", nargs="+")
    ap.add_argument("--policy", help="the crate's choices per file (JSON, from tests/corpus.rs)")
    ap.add_argument("--kept", action="append", help="source files with 'Kept against the corpus' lines")
    ap.add_argument("--kernel", action="append", help="only this kernel (repeatable)")
    ap.add_argument("--all", action="store_true", help="list every derivation, not only those that differ")
    args = ap.parse_args()
    policy = None
    if args.policy == "-":
        policy = json.load(sys.stdin)
    elif args.policy:
        with open(args.policy) as f:
            policy = json.load(f)
    files = load(args.reports, policy)
    derivations = derive(files, args.kernel)
    out = []
    out.append("Orders derived from %d report(s): %s" % (
        len(files), ", ".join("%s [%s, token %s]" % (f.name, f.cls, f.token_level) for f in files)))
    out.append("Per group (class, or token level), use and kernel: the implementation of least worst")
    out.append("regret over the group's files, and the crate's choice where it differs.")
    table(derivations, out, only_changes=not args.all)
    splits = [(d, s) for d in derivations for s in [d.split()] if s]
    if splits:
        out.append("")
        out.append("Where one model's files agree with each other and disagree with another model's (a split by model would hold):")
        for d, s in splits:
            out.append("  %s %s %s: %s%s" % (d.group, d.use, d.kernel,
                                              "; ".join("%s %s" % (m, i) for m, i in sorted(s.items())),
                                              " (a token's order is per level, compiled into its caller:"
                                              " it cannot follow the CPU)" if d.use == "token" else ""))
    status = 0
    differs = settled_differs(files)
    if differs:
        status = 1
        out.append("")
        out.append("SETTLED DIFFERS: this tool's sign test reads these files' rounds otherwise than the report's `unsettled` lists (examples/report/settle.rs):")
        out.extend("  " + d for d in differs)
    if policy is not None:
        targets(derivations, files, out)
        kept = read_kept(args.kept or KEPT_FILES)
        conflicts, stale, used = check(derivations, kept, out)
        out.append("")
        if used:
            out.append("Kept against the corpus, with a written reason (%d):" % len(used))
            for key in sorted(used):
                out.append("  %s %s %s %s: %s" % (key + (kept[key],)))
        if conflicts:
            status = 1
            out.append("")
            out.append("CONFLICTS (%d): the crate's choice does not hold on the corpus" % len(conflicts))
            for d, imp, why in conflicts:
                holding = [i for i in d.candidates if d.holds(i)[0]]
                out.append("  %s, %s, %s: the crate runs %s (%s)." % (d.group, d.use, d.kernel, imp, why))
                out.append("    would hold: %s (least worst regret: %s, %s)" % (
                    ", ".join(holding) or "none", d.derived, pct(d.worst[d.derived][0])))
                describe(d, [imp] + [i for i in holding if i != imp][:3], out)
            out.append("  Change the order (src/selection/orders.rs, inlined.rs, or the registry's token")
            out.append("  order), or keep the choice with a line in orders.rs:")
            out.append("    // Kept against the corpus (GROUP, USE, KERNEL, METHOD): the reason")
        if stale:
            status = 1
            out.append("")
            out.append("STALE (%d): kept against the corpus, but the choice no longer conflicts (remove the line):" % len(stale))
            for key in stale:
                out.append("  %s %s %s %s: %s" % (key + (kept[key],)))
    print("\n".join(out))
    return status


if __name__ == "__main__":
    sys.exit(main())
