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
unless it is kept with a written reason, in a comment of the form

    // Kept against the corpus (GROUP, USE, KERNEL, METHOD): reason...

(GROUP a class name such as `intel-avx512`, or for `token` a level name
such as `avx512`). A kept choice that no longer conflicts is an error too,
so the reasons stay true. The class orders' comments come from
`tools/kept-orders.txt` into the generated file (below); the other files
read are `src/selection/orders.rs` and `src/selection/inlined.rs`.
Conflicts are printed with the order that would
hold and what each file says; the exit status is then 1.

Where the files of one CPU model agree with each other and disagree with
another model's of the same class, the class could be split by model: such
kernels are listed as splits (never where one model's files disagree with
each other).

The orders as data (`--emit PATH`, `--check PATH`): the tool writes the
crate's measured class orders, one generated Rust file
(`src/selection/orders/derived.rs`), and checks that the file is what the
corpus gives now (`.ci/run` and `tests/corpus.rs` run `--check`). Per
class with corpus files and per kernel (uses `table`, `batch` and
`squares`, which share the class's table order):

* the default order is the registry's (`src/selection/registry/`), read
  here from its rows: the first row the class's CPUs have the features for
  (the features every file of the class records), not a `pdep`/`pext` user
  where `pext` is slow, and not an `alternatives` row (a build without
  that feature has none);
* the derived method is the least worst regret (as above: a file's
  unsettled rounds count as no regret), a tie going to the registry's
  order: so the default stands unless some row's worst case over the
  class's files is settled ahead of it, and nothing moves without a reason
  in the corpus. Where the derived method is the default, the file has no
  entry;
* else the entry lists the rows that hold and rank ahead of the default
  (worst regret, then the registry's order), best first: later ones stand
  in where a CPU of the class or a build lacks the first. (No
  `alternatives` row: a build without that feature has none.)

The level tokens' orders are generated too (`TOKEN_*`, use `token`): per
x86-64 token level and kernel, the same rule over the files that ran that
level's token (`entry_of` over the rows the token may run: its level's
required features, no `alternatives` row, `pdep`/`pext` users kept, as a
level whose CPUs have them slow is lowered to avx2). A level no file runs
(`scalar`, `sse2`) takes the evidence of the lowest level above it that has
files, among the rows it can run. The other ladders' tokens (aarch64,
wasm32) have no corpus file: a kept line (GROUP the level) gives their
order, with its reason, written "Kept without a corpus file"; else the
registry's order applies.

The choices kept against the corpus are an input, `tools/kept-orders.txt`
(`GROUP | USE | KERNEL | ORDER | reason`): the generated file takes that
order for that kernel and writes the reason beside it, in the "Kept against
the corpus" form that `--policy` reads. The per-square free functions'
inlined order (use `inline`, `INLINED`) is generated too: per class with
files, the `IN_PLACE` methods, least worst regret over the rook's, bishop's
and queen's derivations first (ties by `IN_PLACE`'s order), never `pext`
where it is slow, and `scalar/hyperbola` last (every build has it). Classes
without files keep their hand-written orders (`inlined.rs`).

The many-squares free functions' forms (`SQUARES_FORMS`) are generated
too: per class with files and per piece (rook, bishop, queen), `Loop` (the
loop of the per-square free function's inlined lookup, storing each set)
or `Table` (the table's many-squares form). The evidence is the positions
section of the class's files (Chess_Movegen's workload, M lookups/s, the
rounds of passes run in turn, so paired). Each file gives each piece a
verdict, table, loop or none:

* where the file has the two forms side by side, each storing every set
  (`squares, table`: the table's form; `free fn, stored`: the loop form),
  those two rows: table where the paired sign test settles the table's
  rounds ahead, loop where it settles the loop's ahead, else none;
* else, where its `squares` row (the form the file's build ran) ran a
  lookup the free functions inline (`bmi2/pext`, `scalar/black_magic`):
  that row is the loop form, and no other form was timed: none;
* else (the `squares` row ran the table's vector form): that row as a
  fraction of the better of the two loops that fold each set without
  storing it (`free fn`, `token`), against the loop form's range, the
  least and greatest of that same fraction wherever the corpus times the
  loop form (every file and piece: the `squares` rows of the point above
  and the `free fn, stored` rows): table above the range, loop below it,
  none within. (A many-squares form stores every set for the caller to
  read back, two memory operations a set the folding loops do not make:
  the range is how far below them that puts the loop form.)

A class takes `Table` for a piece where one of its files or more says
table and none says loop; else `Loop`, the fallback, so a tie, files that
disagree, or none settled keep the loop, as a class with no file does
(`inlined.rs`). A form kept against this rule is a line of
`tools/kept-orders.txt` with use `form`, the kernel (`*_squares`) and the
form (`Loop` or `Table`) as its order, written into the generated file
with its reason; one that the rule gives anyway is an error. With
`--policy`, the form the crate runs on each file's CPU (the policy's
`forms`: the one decision's reason) must be its class's generated one.

Usage: tools/derive-orders.py [--policy POLICY.json] [--kept FILE.rs]...
                               [--kernel NAME]... REPORT.json...
       tools/derive-orders.py (--emit | --check) src/selection/orders/derived.rs REPORT.json...
"""

import argparse
import difflib
import json
import math
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GENERATED = "src/selection/orders/derived.rs"
KEPT_ORDERS = "tools/kept-orders.txt"
KEPT_FILES = [GENERATED, "src/selection/orders.rs", "src/selection/inlined.rs"]

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
    # A kept form (use `form`) is checked where it is generated (`squares_forms_rust`).
    stale = [k for k in kept if k not in used and k[1] != "form"]
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


# ---- The orders as data (`--emit`, `--check`) ----

# The classes with a Rust constant in the generated file: name -> (variant, constant).
CLASSES = {
    "intel-avx512": ("IntelAvx512", "INTEL_AVX512"),
    "intel-avx2": ("IntelAvx2", "INTEL_AVX2"),
    "amd-zen1-2": ("AmdZen12", "AMD_ZEN1_2"),
    "amd-zen3": ("AmdZen3", "AMD_ZEN3"),
    "amd-avx512": ("AmdAvx512", "AMD_AVX512"),
}
TABLE_USES = ("table", "batch", "squares")
# A row's features where no corpus file records them, by its tree.
TREE_FEATURES = {"all": set(), "sse2": {"sse2"}, "avx2": {"avx2"}, "bmi2": {"bmi2"}, "avx512": {"avx512f"}}


def src(path):
    with open(os.path.join(ROOT, path)) as f:
        return f.read()


def method_variants():
    """{"avx2/lanes": "Avx2Lanes"} from `src/selection/method.rs`."""
    return {name: v for v, name in re.findall(r'^\s*(\w+) = "([^"]+)",', src("src/selection/method.rs"), re.M)}


def kernel_variants():
    """{"rook_attacks": "RookAttacks"} from the catalogue (`src/catalogue.rs`)."""
    return {name: v for v, name in re.findall(r"\[\w+\]\s+([A-Z]\w*)\s+([a-z][a-z0-9_]*)", src("src/catalogue.rs"))}


def registry():
    """{kernel: [(method variant, tree, pext user, alternatives only)]}, in the
    registry's order, from `src/selection/registry/*.rs`."""
    out = {}
    folder = os.path.join(ROOT, "src/selection/registry")
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".rs"):
            continue
        kernel, gates = None, []
        for line in src(os.path.join("src/selection/registry", name)).splitlines():
            m = re.match(r"^    ([a-z][a-z0-9_]*) => \[\s*$", line)
            if m:
                kernel, gates = m.group(1), []
                out[kernel] = []
                continue
            if kernel is None:
                continue
            if re.match(r"^    \]", line):
                kernel = None
                continue
            m = re.match(r"^\s*#\[cfg\((.*)\)\]\s*$", line)
            if m:
                gates.append(m.group(1))
                continue
            m = re.match(r"^\s*([A-Z]\w*) => (\w+)::[\w:]+(\.pext\(\))?,", line)
            if m:
                alternatives = any('"alternatives"' in g for g in gates)
                out[kernel].append((m.group(1), m.group(2), bool(m.group(3)), alternatives))
                gates = []
    return out


def read_kept_orders():
    """{(group, use, kernel): ([method names], reason)} from `tools/kept-orders.txt`."""
    kept = {}
    for n, line in enumerate(src(KEPT_ORDERS).splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|", 4)]
        if len(parts) != 5:
            raise SystemExit("%s:%d: GROUP | USE | KERNEL | ORDER | reason" % (KEPT_ORDERS, n))
        group, use, kernel, order, reason = parts
        kept[(group, use, kernel)] = ([m.strip() for m in order.split(",")], reason)
    return kept


class ClassRows:
    """What the registry offers one class's CPUs."""

    def __init__(self, cls, files, rows, variants):
        self.files = [f for f in files if f.cls == cls]
        self.features = set.intersection(*(set(f.r["cpu"]["features"]) for f in self.files))
        self.pext_slow = any(f.pext_slow for f in self.files)
        # The features and pext mark each implementation's report entry records.
        self.requires, self.uses_pext = {}, {}
        for f in files:
            for k in f.r["kernels"]:
                for i in k["implementations"]:
                    self.requires[(k["name"], i["name"])] = set(i.get("requires") or [])
                    self.uses_pext[(k["name"], i["name"])] = bool(i.get("uses_pext"))
        self.rows, self.names = rows, {v: n for n, v in variants.items()}

    def available(self, kernel):
        """The method names of `kernel`'s rows a CPU of the class runs in a build
        without `alternatives`, in the registry's order."""
        out = []
        for variant, tree, pext, alternatives in self.rows.get(kernel, []):
            name = self.names.get(variant)
            if name is None or alternatives or tree not in TREE_FEATURES:
                continue
            needs = self.requires.get((kernel, name), TREE_FEATURES[tree])
            if not needs <= self.features:
                continue
            if self.pext_slow and (pext or self.uses_pext.get((kernel, name))):
                continue
            out.append(name)
        return out


def worst_over(d, imp):
    """The worst effective regret of `imp` over the files of `d` that measure it."""
    rows = [j.effective(imp) for j in d.judged if imp in j.figs]
    return max(rows) if rows else None


def entry_of(d, available):
    """The generated order for one derivation, or None where the default stands:
    the rows that hold and rank ahead of the default (worst regret, then the
    registry's order), best first."""
    measured = [i for i in available if worst_over(d, i) is not None]
    if not measured:
        return None
    rank = lambda i: (worst_over(d, i), available.index(i))
    ahead = sorted((i for i in measured if d.holds(i)[0]), key=rank)
    if available[0] in measured:
        ahead = [i for i in ahead if rank(i) < rank(available[0])]
    elif not ahead:
        ahead = [min(measured, key=rank)]
    return ahead or None


def inline_order(derivs, pext_slow):
    """A class's inlined order from its `inline` derivations (rook, bishop, queen)."""
    methods = [m for m in IN_PLACE if m != "scalar/hyperbola" and not (pext_slow and m == "bmi2/pext")]
    def rank(m):
        worst = [worst_over(d, m) for d in derivs]
        return (max(w if w is not None else math.inf for w in worst), IN_PLACE.index(m))
    measured = [m for m in methods if any(worst_over(d, m) is not None for d in derivs)]
    return sorted(measured, key=rank) + ["scalar/hyperbola"]


# ---- The many-squares forms (`SQUARES_FORMS`) ----

SQUARES_PIECES = [k + "_squares" for k in PER_SQUARE]
# The lookups a `squares` row runs in the loop form (`IN_PLACE` but the
# portable one, which a table's form runs too: `SquaresForm::Loop`).
LOOP_LOOKUPS = [m for m in IN_PLACE if m != "scalar/hyperbola"]
FORMS = ("Loop", "Table")


def position_rows(f, kernel):
    """{method: row} of file `f`'s positions section for `kernel`."""
    section = f.r.get("positions") or {}
    return {row["method"]: row for row in section.get("rows", []) if row["kernel"] == kernel}


def folding(rows):
    """The better rate of the two loops that fold each set (`free fn`, `token`), or None."""
    rates = [rows[m]["mlookups_per_s"] for m in ("free fn", "token") if m in rows]
    return max(rates) if rates else None


def loop_range(files):
    """(least, greatest) fraction of the folding loops' rate the loop form runs at,
    over every file and piece that times the loop form, or None."""
    fractions = []
    for f in files:
        for kernel in SQUARES_PIECES:
            rows = position_rows(f, kernel)
            fold = folding(rows)
            if not fold:
                continue
            if "free fn, stored" in rows:
                fractions.append(rows["free fn, stored"]["mlookups_per_s"] / fold)
            if "squares" in rows and rows["squares"]["implementation"] in LOOP_LOOKUPS:
                fractions.append(rows["squares"]["mlookups_per_s"] / fold)
    return (min(fractions), max(fractions)) if fractions else None


def form_verdict(f, kernel, span):
    """File `f`'s verdict on `kernel`'s form: ("Table" | "Loop" | None, why), or
    None where its positions section does not time the kernel."""
    rows = position_rows(f, kernel)
    if "squares" not in rows and "squares, table" not in rows:
        return None
    table, stored = rows.get("squares, table"), rows.get("free fn, stored")
    if table and stored:
        a, b = [-x for x in table["rounds"]], [-x for x in stored["rounds"]]  # rates: more is faster
        said = "%s %.1f M lookups/s against the stored loop's %.1f" % (
            table["implementation"], table["mlookups_per_s"], stored["mlookups_per_s"])
        if settled_faster(a, b):
            return "Table", said
        if settled_faster(b, a):
            return "Loop", said
        return None, said + ", unsettled"
    squares, fold = rows.get("squares"), folding(rows)
    if squares is None or not fold:
        return None, "no form timed against a loop"
    if squares["implementation"] in LOOP_LOOKUPS:
        return None, "the loop form ran, %s" % squares["implementation"]
    x = squares["mlookups_per_s"] / fold
    said = "%s at %.3f of the folding loops" % (squares["implementation"], x)
    if span is None:
        return None, said + ", no loop form timed"
    if x > span[1]:
        return "Table", said + ", above the loop form's range"
    if x < span[0]:
        return "Loop", said + ", below the loop form's range"
    return None, said + ", within the loop form's range"


def squares_forms(cls, files, span):
    """([form per piece], [(file name, [(piece, verdict, why)])]) for a class."""
    evidence, verdicts = [], {k: [] for k in SQUARES_PIECES}
    for f in sorted((f for f in files if f.cls == cls), key=lambda f: f.name):
        said = []
        for kernel in SQUARES_PIECES:
            v = form_verdict(f, kernel, span)
            if v is not None:
                verdicts[kernel].append(v[0])
                said.append((kernel, v[0], v[1]))
        if said:
            evidence.append((f.name, said))
    forms = ["Table" if "Table" in verdicts[k] and "Loop" not in verdicts[k] else "Loop"
             for k in SQUARES_PIECES]
    return forms, evidence


def class_forms(cls, files, span, kept, used_kept=None):
    """([form per piece], evidence, [kept comment lines]) of a class: the rule's
    forms with the kept ones (`tools/kept-orders.txt`, use `form`) in place."""
    forms, evidence = squares_forms(cls, files, span)
    notes = []
    for n, kernel in enumerate(SQUARES_PIECES):
        key = (cls, "form", kernel)
        if key not in kept:
            continue
        order, reason = kept[key]
        if len(order) != 1 or order[0] not in FORMS:
            raise SystemExit("%s: %s: the order of a form is Loop or Table" % (KEPT_ORDERS, key))
        if order[0] == forms[n]:
            raise SystemExit("%s: %s: the corpus gives %s now (remove the line)" % (KEPT_ORDERS, key, order[0]))
        if used_kept is not None:
            used_kept.add(key)
        forms[n] = order[0]
        notes.append("    // Kept against the corpus (%s, form, %s, %s): %s" % (cls, kernel, order[0], reason))
    return forms, evidence, notes


def squares_forms_rust(files, classes, kept, used_kept):
    """The generated `SQUARES_FORMS` lines."""
    span = loop_range(files)
    out = [
        "",
        "/// The many-squares free functions' forms (rook, bishop, queen) of the classes with corpus",
        "/// files: `Table` where a file's positions section puts the table's many-squares form ahead",
        "/// of the loop form and none puts it behind, else `Loop`. The loop form's range over the",
        "/// corpus: %s of the folding loops. The rule is the tool's" % (
            "%.3f to %.3f" % span if span else "not timed"),
        "/// documentation; each class's files and what each says, below.",
        "pub(crate) const SQUARES_FORMS: &[(CpuClass, [SquaresForm; 3])] = &[",
    ]
    for cls in classes:
        variant, _ = CLASSES[cls]
        forms, evidence, notes = class_forms(cls, files, span, kept, used_kept)
        if evidence:
            out.append("    // %s, the positions sections of:" % cls)
            for name, said in evidence:
                out.append("    // * `reports/%s`:" % name)
                for k, v, why in said:
                    out.append("    //   %s: %s (%s)" % (k.split("_")[0], (v or "none").lower(), why))
        else:
            out.append("    // %s: no file has the positions section." % cls)
        out.extend(notes)
        out.append("    (CpuClass::%s, [%s])," % (variant, ", ".join("SquaresForm::%s" % f for f in forms)))
    out.append("];")
    return out


def check_forms(files):
    """Where the crate's many-squares form for a file's CPU (`--policy`,
    `forms`) is not its class's generated one: ["file kernel: ..."]."""
    span, kept, out = loop_range(files), read_kept_orders(), []
    by_class = {}
    for f in files:
        crate = f.policy.get("forms")
        if not crate:
            continue
        if f.cls not in by_class:
            by_class[f.cls] = class_forms(f.cls, files, span, kept)[0]
        for kernel, form in zip(SQUARES_PIECES, by_class[f.cls]):
            if crate.get(kernel) != form:
                out.append("%s %s: the crate runs %s, the corpus gives %s (%s)" % (
                    f.name, kernel, crate.get(kernel), form, f.cls))
    return out


# ---- The token orders (`TOKEN_*`) ----

# The x86-64 token levels, lowest first, each with its Rust variant. A level
# with corpus files (its files' `token` summary level) is its own evidence; one
# without takes the evidence of the lowest level above it that has files,
# among the rows it can run. The other ladders' tokens (aarch64, wasm32) have
# no corpus file: their orders are kept lines only, else the registry's.
X86_TOKENS = ["scalar", "sse2", "avx2", "bmi2", "avx512"]
TOKEN_VARIANTS = {"scalar": "Scalar", "sse2": "Sse2", "avx2": "Avx2", "bmi2": "Bmi2", "avx512": "Avx512",
                  "neon": "Neon", "sve2": "Sve2", "simd128": "Simd128"}


def token_features():
    """{level: the features its token may assume}, from `with_level_features!` in `src/features.rs`."""
    found = re.findall(r'^\s+(Sse2|Avx2|Bmi2|Avx512) "([^"]+)";', src("src/features.rs"), re.M)
    out = {name.lower(): set(fs.split(",")) for name, fs in found}
    out["scalar"] = set()
    return out


def token_available(kernel, level, rows, names, requires, features):
    """The method names of `kernel`'s rows the token of x86-64 `level` may run,
    in a build without `alternatives`, in the registry's order (tokens never
    skip `pdep`/`pext`: a level whose CPUs have it slow is lowered to avx2)."""
    out = []
    for variant, tree, _pext, alternatives in rows.get(kernel, []):
        name = names.get(variant)
        if name is None or alternatives:
            continue
        if tree == "all" or (tree == "sse2" and level != "scalar"):
            out.append(name)
        elif tree in ("avx2", "bmi2", "avx512"):
            if requires.get((kernel, name), TREE_FEATURES[tree]) <= features[level]:
                out.append(name)
    return out


def token_orders_rust(files, derivations, rows, variants, kernels, kept, used_kept):
    """The generated `TOKEN_*` lines and the `token` function."""
    names = {v: n for n, v in variants.items()}
    features = token_features()
    requires = {}
    for f in files:
        for k in f.r["kernels"]:
            for i in k["implementations"]:
                requires[(k["name"], i["name"])] = set(i.get("requires") or [])
    measured = [lv for lv in X86_TOKENS if any(f.token_level == lv for f in files)]
    by_group = {}
    for d in derivations:
        if d.use == "token":
            by_group.setdefault((d.group, d.kernel), d)
    singles = []
    for d in derivations:
        if d.use == "token" and d.kernel not in singles:
            singles.append(d.kernel)
    out = []
    emitted = []
    for level in TOKEN_VARIANTS:
        evidence = None
        if level in X86_TOKENS:
            evidence = next((lv for lv in X86_TOKENS[X86_TOKENS.index(level):] if lv in measured), None)
        lines = []
        for kernel in kernels:
            key = (level, "token", kernel)
            if key in kept:
                order, reason = kept[key]
                used_kept.add(key)
                generated = None
                if evidence and (evidence, kernel) in by_group:
                    available = token_available(kernel, level, rows, names, requires, features)
                    generated = entry_of(by_group[(evidence, kernel)], available)
                if generated == order:
                    raise SystemExit("%s: %s: the corpus gives %s now (remove the line)" % (KEPT_ORDERS, key, order))
                form = "Kept against the corpus" if level in measured else "Kept without a corpus file"
                lines.append("    // %s (%s, token, %s, %s): %s" % (form, level, kernel, order[0], reason))
            elif evidence and (evidence, kernel) in by_group:
                available = token_available(kernel, level, rows, names, requires, features)
                order = entry_of(by_group[(evidence, kernel)], available)
                if order is None:
                    continue
            else:
                continue
            lines.append("    (Kernel::%s, %s)," % (kernels[kernel], rust_list(order, variants)))
        if not lines:
            continue
        const = "TOKEN_%s" % level.upper()
        emitted.append((level, const))
        out.append("")
        if evidence == level:
            out.append("/// The %s token. Evidence: the corpus files that ran it," % level)
            out.append("///")
            for f in sorted((f for f in files if f.token_level == level), key=lambda f: f.name):
                out.append("/// * `reports/%s` (%s)" % (f.name, f.model_name()))
        elif evidence:
            out.append("/// The %s token. No corpus file runs it: the %s token's evidence, among the rows" % (level, evidence))
            out.append("/// the %s token can run." % level)
        else:
            out.append("/// The %s token: no corpus file runs it; only the orders measured elsewhere, each" % level)
            out.append("/// with its reason.")
        out.append("pub(super) const %s: &[(Kernel, &[Method])] = &[" % const)
        out.extend(lines)
        out.append("];")
    out.append("")
    out.append("/// The token orders of a level (empty where the registry's order applies).")
    out.append("pub(super) const fn token(level: Level) -> &'static [(Kernel, &'static [Method])] {")
    out.append("    match level {")
    for level, const in emitted:
        out.append("        Level::%s => %s," % (TOKEN_VARIANTS[level], const))
    out.append("        _ => &[],")
    out.append("    }")
    out.append("}")
    return out


def rust_list(methods, variants):
    return "&[%s]" % ", ".join("Method::%s" % variants[m] for m in methods)


def generate(files):
    """The text of the generated orders file."""
    variants, kernels = method_variants(), kernel_variants()
    rows, kept = registry(), read_kept_orders()
    derivations = derive(files, None)
    used_kept = set()
    out = [
        "//! Each CPU class's measured orders, generated by tools/derive-orders.py from reports/, do",
        "//! not edit: `python3 tools/derive-orders.py --emit src/selection/orders/derived.rs",
        "//! reports/*.json` writes it, `--check` (CI, `tests/corpus.rs`) holds it to the corpus.",
        "//!",
        "//! Per class and kernel: where the least worst regret over the class's files (ties in the",
        "//! registry's order) is not the registry's own first choice for the class, the rows that hold",
        "//! and rank ahead of that choice, best first; no entry where the default stands. The rule is",
        "//! the tool's documentation; the reasons behind the orders are `orders.rs`'s. Per class, too,",
        "//! the many-squares free functions' forms (`SQUARES_FORMS`), from the files' positions sections.",
        "//! Per token level and kernel (`TOKEN_*`), the same rule over the files that ran that level's",
        "//! token (`inlined_ns`, or `engine_ns` for the per-square lookups): a token's code is compiled",
        "//! into its caller, so its order is per level and measured inlined.",
        "",
        "use crate::features::Level;",
        "use crate::selection::class::CpuClass;",
        "use crate::selection::form::SquaresForm;",
        "use crate::selection::kernel::Kernel;",
        "use crate::selection::method::Method;",
    ]
    classes = [c for c in CLASSES if any(f.cls == c for f in files)]
    inlined = []
    for cls in classes:
        variant, const = CLASSES[cls]
        info = ClassRows(cls, files, rows, variants)
        out.append("")
        out.append("/// %s. Evidence: its corpus files," % cls)
        out.append("///")
        for f in sorted(info.files, key=lambda f: f.name):
            out.append("/// * `reports/%s` (%s)" % (f.name, f.model_name()))
        out.append("pub(super) const %s: &[(Kernel, &[Method])] = &[" % const)
        for d in derivations:
            if d.group != cls or d.use not in TABLE_USES:
                continue
            key = (cls, d.use, d.kernel)
            if key in kept:
                order, reason = kept[key]
                used_kept.add(key)
                out.append("    // Kept against the corpus (%s, %s, %s, %s): %s" % (cls, d.use, d.kernel, order[0], reason))
            else:
                order = entry_of(d, info.available(d.kernel))
                if order is None:
                    continue
            out.append("    (Kernel::%s, %s)," % (kernels[d.kernel], rust_list(order, variants)))
        out.append("];")
        derivs = [d for d in derivations if d.group == cls and d.use == "inline"]
        if derivs:
            inlined.append((variant, inline_order(derivs, info.pext_slow)))
    out.append("")
    out.append("/// The table orders of a class with corpus files; `None` for a class without.")
    out.append("pub(super) const fn table(class: CpuClass) -> Option<&'static [(Kernel, &'static [Method])]> {")
    out.append("    match class {")
    for cls in classes:
        variant, const = CLASSES[cls]
        out.append("        CpuClass::%s => Some(%s)," % (variant, const))
    out.append("        _ => None,")
    out.append("    }")
    out.append("}")
    out.append("")
    out.append("/// The per-square free functions' inlined orders of the classes with corpus files (use")
    out.append("/// `inline`: rook, bishop and queen together).")
    out.append("pub(crate) const INLINED: &[(CpuClass, &[Method])] = &[")
    for variant, order in inlined:
        out.append("    (CpuClass::%s, %s)," % (variant, rust_list(order, variants)))
    out.append("];")
    out.extend(squares_forms_rust(files, classes, kept, used_kept))
    out.extend(token_orders_rust(files, derivations, rows, variants, kernels, kept, used_kept))
    unused = sorted(set(kept) - used_kept)
    if unused:
        raise SystemExit("%s: no derivation for %s" % (KEPT_ORDERS, unused))
    return "\n".join(out) + "\n"


def normalised(text):
    """`text` without its layout: what rustfmt may change."""
    text = re.sub(r"\s+", "", text)
    return re.sub(r",([)\]}])", r"\1", text)


def formatted(text):
    """`text` as rustfmt lays it out (the repository's rustfmt.toml), or as
    it is where rustfmt does not run."""
    try:
        out = subprocess.run(["rustfmt", "--edition", "2024"], input=text, capture_output=True,
                             text=True, cwd=ROOT, check=True)
        return out.stdout
    except (OSError, subprocess.CalledProcessError) as e:
        print("rustfmt did not run (%s): run cargo fmt" % e, file=sys.stderr)
        return text


def emit(path, files):
    text = formatted(generate(files))
    full = os.path.join(ROOT, path) if not os.path.isabs(path) else path
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as f:
        f.write(text)
    print("wrote %s" % path)
    return 0


def check_current(path, files):
    full = os.path.join(ROOT, path) if not os.path.isabs(path) else path
    try:
        with open(full) as f:
            have = f.read()
    except OSError as e:
        print("%s: %s" % (path, e))
        return 1
    want = generate(files)
    if normalised(have) == normalised(want):
        print("%s is current with %d report(s)" % (path, len(files)))
        return 0
    print("%s is not what reports/ gives now; regenerate it with\n"
          "  python3 tools/derive-orders.py --emit %s reports/*.json\n" % (path, path))
    want = formatted(want)
    print("\n".join(difflib.unified_diff(have.splitlines(), want.splitlines(), path, "derived", lineterm="")))
    return 1


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("reports", nargs="+")
    ap.add_argument("--policy", help="the crate's choices per file (JSON, from tests/corpus.rs)")
    ap.add_argument("--kept", action="append", help="source files with 'Kept against the corpus' lines")
    ap.add_argument("--kernel", action="append", help="only this kernel (repeatable)")
    ap.add_argument("--all", action="store_true", help="list every derivation, not only those that differ")
    ap.add_argument("--emit", metavar="PATH", help="write the generated orders file")
    ap.add_argument("--check", metavar="PATH", help="check that the generated orders file is current")
    args = ap.parse_args()
    if args.emit or args.check:
        files = load(args.reports, None)
        return emit(args.emit, files) if args.emit else check_current(args.check, files)
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
            out.append("  Regenerate the class orders (--emit %s reports/*.json), change the" % GENERATED)
            out.append("  registry's or a token's order (inlined.rs), or keep the choice with a line in")
            out.append("  %s (GROUP | USE | KERNEL | ORDER | reason), which the generated file" % KEPT_ORDERS)
            out.append("  writes as:")
            out.append("    // Kept against the corpus (GROUP, USE, KERNEL, METHOD): the reason")
        forms = check_forms(files)
        if forms:
            status = 1
            out.append("")
            out.append("FORMS (%d): the crate's many-squares forms are not the generated ones (SQUARES_FORMS):" % len(forms))
            out.extend("  " + x for x in forms)
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
