#!/usr/bin/env python3
"""Static cost model of the crate's own machine code: llvm-mca per
registered implementation, per CPU model; agreement with the measured
corpus reports; predicted orders for CPU classes without a report.

Python 3 standard library only. See tools/mca/README.md.
"""

import argparse
import concurrent.futures
import glob
import json
import os
import re
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
HERE = os.path.join(ROOT, "tools", "mca")

# CPU models run. Each is an llvm-mca -mcpu; its own feature set decides
# which implementations it can run (llvm-mca's assembler rejects the
# others: "instruction requires: ...").
MODELS = [
    "znver1", "znver2", "znver3", "znver4",
    "haswell", "skylake", "alderlake",
    "icelake-server", "sapphirerapids",
]

# Models of AVX-512 CPUs: the only ones `avx512/...` implementations run on
# (some of them assemble without an EVEX instruction, so llvm-mca alone
# would accept them on AVX2 models).
AVX512_MODELS = {"znver4", "icelake-server", "sapphirerapids"}

# Measured reports and the models compared with each.
MEASURED = {
    "intel-6h-cfh-20261126-043210.json": ["sapphirerapids", "icelake-server"],
    "amd-19h-1h-20261124-170248-39b9cf2.json": ["znver3"],
}

# Classes without a report: the models that stand in for them.
PREDICT = {
    "amd-zen1-2": {"models": ["znver2", "znver1"], "no_pext": True},
    "intel-avx2": {"models": ["haswell", "skylake", "alderlake"], "no_pext": False},
    "amd-avx512": {"models": ["znver4"], "no_pext": False},
}

RELATIVE = 0.05
ABSOLUTE_NS = 0.15

# Bytes per board of each batch shape's output slice (catalogue.rs,
# batch_fn!): boards per loop iteration = the loop's store stride / this.
OUTPUT_BYTES = {"map": 8, "zip": 8, "to_u8": 1, "from_u8": 8, "by_dir": 64, "from_sq": 8, "squares": 8, "from_side": 8}


# ---------------------------------------------------------------- build

def build_asm():
    """The release library's assembly, plain x86-64, one codegen unit."""
    target = os.path.join(ROOT, "target", "mca")
    cmd = ["cargo", "rustc", "--release", "--lib", "--target-dir", target,
           "--", "--emit", "asm", "-C", "codegen-units=1"]
    print("+", " ".join(cmd), file=sys.stderr)
    subprocess.run(cmd, cwd=ROOT, check=True)
    files = glob.glob(os.path.join(target, "release", "deps", "bitboard_simd-*.s"))
    return max(files, key=os.path.getmtime)


# ---------------------------------------------------------------- registry

def method_names():
    """Method variant -> display name (`Sse2Sad` -> `sse2/sad`), from
    src/selection/method.rs."""
    text = open(os.path.join(ROOT, "src", "selection", "method.rs")).read()
    return dict(re.findall(r'^\s*(\w+) = "([^"]+)",$', text, re.M))


def parse_registry():
    """[(kernel, impl name, path, uses_pext)] in registry order."""
    names = method_names()
    rows = []
    for path in sorted(glob.glob(os.path.join(ROOT, "src", "selection", "registry", "*.rs"))):
        kernel = None
        for line in open(path):
            line = line.split("//")[0].strip()
            m = re.match(r"^(\w+)\s*=>\s*\[$", line)
            if m:
                kernel = m.group(1)
                continue
            m = re.match(r"^(\w+)\s*=>\s*([\w:]+)(\.pext\(\))?,$", line)
            if m and kernel:
                rows.append((kernel, names[m.group(1)], m.group(2), bool(m.group(3))))
            if line.startswith("]"):
                kernel = None
    return rows


def shapes():
    """Batch kernel name -> shape, from src/catalogue.rs."""
    out = {}
    text = open(os.path.join(ROOT, "src", "catalogue.rs")).read()
    for m in re.finditer(r"\]\s*\w+Batch\s+(\w+)\s*=\s*(\w+)", text):
        out[m.group(1)] = m.group(2)
    return out


# ---------------------------------------------------------------- asm

def demangle(sym):
    """Legacy Rust mangling -> path segments (hash dropped), or None."""
    if not sym.startswith("_ZN"):
        return None
    i, segs = 3, []
    while i < len(sym) and sym[i] != "E":
        m = re.match(r"\d+", sym[i:])
        if not m:
            return None
        n = int(m.group(0))
        i += len(m.group(0))
        segs.append(sym[i:i + n])
        i += n
    if segs and re.fullmatch(r"h[0-9a-f]{16}", segs[-1]):
        segs.pop()
    return segs


def parse_asm(path):
    """Function symbol -> list of lines (labels and instructions)."""
    funcs, cur, body = {}, None, None
    for raw in open(path):
        line = raw.rstrip("\n")
        s = line.strip()
        m = re.match(r"^([\w.$]+):$", s)
        if m and not line.startswith(("\t", " ")) and not s.startswith((".L", ".Ltmp")):
            cur, body = m.group(1), []
            continue
        if cur is None:
            continue
        if s.startswith(".Lfunc_end"):
            funcs[cur] = body
            cur = None
            continue
        if not s or s.startswith("#"):
            continue
        if s.startswith(".") and not s.endswith(":"):
            continue  # directive
        body.append(s.split("#")[0].rstrip())
    return funcs


def symbol_index(funcs):
    """'a::b::c' path (after the crate name) -> symbol."""
    index = {}
    for sym in funcs:
        segs = demangle(sym)
        if segs and segs[0] == "bitboard_simd":
            index.setdefault("::".join(segs[1:]), sym)
    return index


def glob_reexports():
    """Module path -> child modules it re-exports with `use child::*`."""
    out = {}
    src = os.path.join(ROOT, "src")
    for path in glob.glob(os.path.join(src, "**", "*.rs"), recursive=True):
        rel = os.path.relpath(path, src)[:-3].split(os.sep)
        if rel[-1] in ("mod", "lib"):
            rel = rel[:-1]
        mod = "::".join(rel)
        for m in re.finditer(r"^\s*pub(?:\([\w:]+\))?\s+use\s+(?:self::)?(\w+)::\*;", open(path).read(), re.M):
            out.setdefault(mod, set()).add(m.group(1))
    return out


def resolve(path, index, globs):
    """The symbol a registry path names: the path itself under `arch`, or
    with modules its parents re-export with `use module::*` inserted."""
    first = path.split("::")[0]
    full = ("arch::" if first == "all" else "arch::x86_64::") + path
    segs = full.split("::")
    paths = [[]]
    for i, seg in enumerate(segs):
        nxt = []
        for p in paths:
            nxt.append(p + [seg])
            if i < len(segs) - 1:
                for child in globs.get("::".join(p + [seg]), ()):
                    nxt.append(p + [seg, child])
        paths = nxt
    found = [index["::".join(p)] for p in paths if "::".join(p) in index]
    return found[0] if len(found) == 1 else None


def is_label(s):
    return s.endswith(":")


BRANCH = re.compile(r"^(j\w+)\s+(\.LBB\w+)$")


def follow_thunk(sym, funcs, depth=0):
    """A merged function is a lone `jmp other`: analyse `other`."""
    body = [s for s in funcs.get(sym, []) if not is_label(s)]
    if len(body) == 1 and body[0].startswith("jmp") and depth < 3:
        target = body[0].split()[-1]
        if target in funcs:
            return follow_thunk(target, funcs, depth + 1)
    return sym


def blocks(body):
    """Basic blocks: [{"labels", "insns", "succ"}] in layout order."""
    out, cur = [], {"labels": [], "insns": []}
    for s in body:
        if is_label(s):
            if cur["insns"]:
                out.append(cur)
                cur = {"labels": [], "insns": []}
            cur["labels"].append(s[:-1])
            continue
        cur["insns"].append(s)
        if s.startswith(("j", "ret")):
            out.append(cur)
            cur = {"labels": [], "insns": []}
    if cur["insns"] or cur["labels"]:
        out.append(cur)
    where = {l: i for i, bl in enumerate(out) for l in bl["labels"]}
    for i, bl in enumerate(out):
        last = bl["insns"][-1] if bl["insns"] else ""
        m = BRANCH.match(last)
        succ = []
        if m and m.group(2) in where:
            succ.append(where[m.group(2)])
        if not (last.startswith(("jmp", "ret", "ud2"))) and i + 1 < len(out):
            succ.append(i + 1)
        bl["succ"] = succ
    return out


def sccs(nodes, succ):
    """Strongly connected components (Tarjan) of the subgraph on `nodes`."""
    index, low, on, stack, out, counter = {}, {}, set(), [], [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in succ(v):
            if w not in nodes:
                continue
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
            out.append(comp)

    for v in sorted(nodes):
        if v not in index:
            visit(v)
    return out


def loops(body):
    """Each loop of the function (a cyclic strongly connected component of
    its control-flow graph): (instructions in layout order from the header,
    nested?, blocks)."""
    bls = blocks(body)
    succ = lambda v: bls[v]["succ"]
    out = []
    for comp in sccs(set(range(len(bls))), succ):
        comp = set(comp)
        if len(comp) == 1:
            v = next(iter(comp))
            if v not in bls[v]["succ"]:
                continue
        entries = [v for v in comp if v == 0 or any(v in bls[u]["succ"] for u in range(len(bls)) if u not in comp)]
        header = min(entries) if entries else min(comp)
        rest = comp - {header}
        nested = any(len(c) > 1 or c[0] in bls[c[0]]["succ"] for c in sccs(rest, succ))
        order = sorted(comp)
        k = order.index(header)
        order = order[k:] + order[:k]
        insns = [s for v in order for s in bls[v]["insns"]]
        out.append((insns, nested, len(comp)))
    return out


MEM = re.compile(r"(-?\w*)\((%\w+)?(?:,(%\w+)(?:,(\d))?)?\)")
REG64 = {
    "ax": "rax", "bx": "rbx", "cx": "rcx", "dx": "rdx", "si": "rsi", "di": "rdi",
    "bp": "rbp", "sp": "rsp",
}


def canon(reg):
    r = reg.lstrip("%")
    m = re.fullmatch(r"r(\d+)[dwb]?", r)
    if m:
        return "r" + m.group(1)
    m = re.fullmatch(r"[er]?([abcd]x|si|di|bp|sp)", r)
    if m:
        return REG64[m.group(1)]
    m = re.fullmatch(r"([abcd])l", r)
    if m:
        return REG64[m.group(1) + "x"]
    return r


def operands(s):
    parts = s.split(None, 1)
    args = [x.strip() for x in re.split(r",(?![^(]*\))", parts[1])] if len(parts) > 1 else []
    return parts[0], args


def store_stride(insns):
    """Bytes the loop's output pointer advances per iteration, or None.

    One iteration is run symbolically: each general register holds (the
    value some register had at the iteration's start, + offset) or unknown,
    through `add`/`sub $k`, `inc`/`dec`, `lea k(a), b` and register `mov`.
    A store (memory last operand) through base b (scale 1) and index x
    (scale s) advances step(b) + s * step(x) bytes, where step(r) is what r
    gained over the iteration. Stack stores are ignored."""
    val = {}

    def get(r):
        return val.get(r, (r, 0))

    stores = []
    spilled = {operands(s)[1][-1] for s in insns if operands(s)[1] and operands(s)[1][-1].endswith("(%rsp)")}
    for s in insns:
        op, a = operands(s)
        if not a:
            if op in ("incq", "incl", "decq", "decl"):
                pass
            continue
        dst = canon(a[-1]) if a[-1].startswith("%") else None
        m = MEM.fullmatch(a[-1])
        if m and not op.startswith(("cmp", "test", "lea", "prefetch", "j", "call", "push")):
            base = canon(m.group(2)) if m.group(2) else None
            index = canon(m.group(3)) if m.group(3) else None
            if base not in ("rsp", "rbp", "rip"):
                stores.append((get(base) if base else (None, 0), get(index) if index else (None, 0), int(m.group(4) or "1")))
            continue
        if dst is None or op.startswith(("cmp", "test")):
            continue
        if op in ("addq", "addl") and a[0].startswith("$") and get(dst):
            b, o = get(dst)
            val[dst] = (b, o + int(a[0][1:], 0))
        elif op in ("subq", "subl") and a[0].startswith("$") and get(dst):
            b, o = get(dst)
            val[dst] = (b, o - int(a[0][1:], 0))
        elif op in ("incq", "incl", "decq", "decl") and get(dst):
            b, o = get(dst)
            val[dst] = (b, o + (1 if op.startswith("inc") else -1))
        elif op in ("leaq",) and len(a) == 2:
            m = MEM.fullmatch(a[0])
            if m and m.group(2) and not m.group(3) and get(canon(m.group(2))):
                b, o = get(canon(m.group(2)))
                val[dst] = (b, o + int(m.group(1) or "0", 0))
            else:
                val[dst] = None
        elif op == "movq" and a[0].startswith("%") and canon(a[0]).startswith("r"):
            val[dst] = get(canon(a[0]))
        elif op == "movq" and re.fullmatch(r"-?\d*\(%rsp\)", a[0]) and a[0] not in spilled:
            val[dst] = ("slot " + a[0], 0)  # a reload the loop never stores: invariant
        else:
            val[dst] = None
    step = {}
    for r in val:
        v = get(r)
        if v and v[0] == r:
            step[r] = v[1]
    strides = []
    for base, index, scale in stores:
        if base is None or index is None or (base[0] is None and index[0] is None):
            continue  # through a register the iteration made unknown
        parts = []
        for v in (base, index):
            if v[0] is None:
                parts.append(0)
            elif v[0] in step:
                parts.append(step[v[0]])
            elif v[0] not in val:
                parts.append(0)  # loop-invariant register
            else:
                parts = None
                break
        if parts is None:
            continue
        stride = parts[0] + scale * parts[1]
        if stride > 0:
            strides.append(stride)
    return max(strides) if strides else None


# ---------------------------------------------------------------- analysis

def inline_calls(insns, funcs, notes, depth=0):
    """Direct calls to the crate's own loop-free functions: the callee's
    instructions follow the call (as executed). Other calls are noted."""
    out = []
    for s in insns:
        out.append(s)
        tail = re.match(r"^jmp\s+([\w$][\w.$]*)$", s)  # a tail call (not a .L label)
        if not s.startswith("call") and not tail:
            continue
        m = tail or re.match(r"^callq\s+([\w.$]+)$", s)
        callee = m.group(1) if m else None
        if callee in funcs and depth < 3 and not loops(funcs[callee]):
            body = [x for x in funcs[callee] if not is_label(x)]
            out.extend(inline_calls(body, funcs, notes, depth + 1))
            if "inlined call" not in notes:
                notes.append("inlined call")
        elif "call" not in notes:
            notes.append("call")
    return out


# Notes that make a figure meaningless: excluded from the comparison.
UNMODELLED = ("loop", "nested loop", "call", "no loop", "no store stride")


def analyse(kernel, name, sym, funcs, shape):
    """What to feed llvm-mca for one implementation: dict with the block,
    boards per iteration and notes.

    Single-board kernels: the whole function as one block (every branch's
    instructions included; a call's body inlined). Batch kernels: the loop
    whose stores advance the most boards per iteration (the main loop; the
    remainder loops advance fewer), its blocks in layout order from the
    header; cycles per board = cycles per iteration / boards per iteration."""
    body = funcs[sym]
    insns = [s for s in body if not is_label(s)]
    notes = []
    if shape is None:
        block = inline_calls(insns, funcs, notes)
        if loops(body):
            notes.append("loop")
        if any(BRANCH.match(s) and not s.startswith("jmp") for s in insns):
            notes.append("branches")
        return {"block": block, "boards": 1, "notes": notes}
    ls = loops(body)
    if not ls:
        return {"block": None, "boards": None, "notes": ["no loop"]}
    best = None
    for seg, nested, nblocks in ls:
        st = store_stride(seg)
        if st is None:
            continue
        boards = st / OUTPUT_BYTES[shape]
        if boards <= 0:
            continue
        key = (boards, len(seg))
        if best is None or key > best[0]:
            best = (key, seg, boards, nested, nblocks)
    if best is None:
        return {"block": None, "boards": None, "notes": ["no store stride"]}
    _, seg, boards, nested, nblocks = best
    if nested:
        notes.append("nested loop")
    if nblocks > 1:
        notes.append("branches")
    seg = inline_calls(seg, funcs, notes)
    if boards != int(boards):
        notes.append("fractional boards")
    return {"block": seg, "boards": boards, "notes": notes}


def run_mca(mca, model, block, iterations):
    text = "\n".join(block) + "\n"
    p = subprocess.run([mca, "-mcpu=" + model, "-iterations=%d" % iterations,
                        "-resource-pressure=0", "-instruction-info=0"],
                       input=text, capture_output=True, text=True)
    if p.returncode != 0:
        err = p.stderr.strip().splitlines()
        msg = next((l for l in err if "error" in l), err[0] if err else "failed")
        return None, msg
    m = re.search(r"Total Cycles:\s+(\d+)", p.stdout)
    return int(m.group(1)) / iterations, None


# ---------------------------------------------------------------- reports

def report_kernels(path):
    d = json.load(open(path))
    out = {}
    for k in d["kernels"]:
        field = "batch_ns" if k["metric"] == "batch" else "throughput_ns"
        imps = {}
        for i in k["implementations"]:
            if i.get("ns") is None:
                continue
            imps[i["name"]] = (i["ns"], i.get("rounds", {}).get(field, []))
        out[k["name"]] = {"family": k["family"], "batch": k["batch"], "imps": imps}
    return out


AGREEMENT_HEAD = """Per kernel with two or more measured implementations, is llvm-mca's cheapest
implementation (registry order breaks exact ties) as fast as the measured fastest?

- `exact`: it is the measured fastest;
- `5 %`: its figure is within 5 % of the fastest's;
- `ties`: within 5 %, or at or below the fastest's figure in one round at least
  (rounds that disagree are ties) -- the criterion used for the predictions;
- `corpus`: as `ties` with the corpus margin (5 % or 0.15 ns, whichever is larger;
  0.15 ns is more than most batch kernels' whole spread, so this is lenient);
- `chance`: the mean share of implementations that count as ties under `ties`
  (what a random pick would score);
- `widest`: how often the trivial rule "widest vector ISA first (avx512, avx2,
  bmi2, sse2, scalar), registry order within" scores under `ties`;
- `skip`: kernels left out because an implementation could not be modelled.

"""

WIDTH = {"avx512": 0, "avx2": 1, "bmi2": 2, "sse2": 3, "scalar": 4}


def acceptable(imps, absolute, ties=True):
    """Implementations counted as equal to the measured fastest: within
    5 % (or `absolute` ns) of it, or at or below it in one round at least
    (rounds that do not agree are ties)."""
    fastest = min(imps, key=lambda n: imps[n][0])
    f_ns, f_rounds = imps[fastest]
    allowed = max(f_ns * RELATIVE, absolute)
    ok = set()
    for n, (ns, rounds) in imps.items():
        if ns - f_ns <= allowed:
            ok.add(n)
        elif ties and rounds and len(rounds) == len(f_rounds) and any(r <= fr for r, fr in zip(rounds, f_rounds)):
            ok.add(n)
    return fastest, ok


def family_group(family, batch):
    return "%s %s" % (family, "batch" if batch else "single")


# ---------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--asm", help="use this .s file instead of building")
    ap.add_argument("--mca", default="llvm-mca-16", help="llvm-mca binary (default llvm-mca-16)")
    ap.add_argument("--iterations", type=int, default=300)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--threshold", type=float, default=0.8,
                    help="agreement a kernel group needs on every measured model for its orders to be predicted")
    ap.add_argument("--out", default=HERE)
    args = ap.parse_args()

    asm = args.asm or build_asm()
    funcs = parse_asm(asm)
    index = symbol_index(funcs)
    globs = glob_reexports()
    rows = parse_registry()
    shape_of = shapes()

    jobs, table = [], []
    for kernel, name, path, pext in rows:
        sym = resolve(path, index, globs)
        if sym is None:
            table.append({"kernel": kernel, "impl": name, "error": "symbol not found: " + path})
            continue
        sym = follow_thunk(sym, funcs)
        a = analyse(kernel, name, sym, funcs, shape_of.get(kernel))
        a.update(kernel=kernel, impl=name, pext=pext, symbol=sym)
        a["modelled"] = bool(a["block"]) and not any(n in UNMODELLED for n in a["notes"])
        jobs.append(a)

    # llvm-mca results are cached by (binary, model, iterations, block).
    cache_path = os.path.join(ROOT, "target", "mca", "mca-cache.json")
    try:
        cache = json.load(open(cache_path))
    except (OSError, ValueError):
        cache = {}

    def cached(t):
        j, m = t
        key = "%s|%s|%d|%s" % (args.mca, m, args.iterations, "\n".join(j["block"]))
        if key not in cache:
            cache[key] = run_mca(args.mca, m, j["block"], args.iterations)
        return tuple(cache[key])

    tasks = [(j, m) for j in jobs if j["modelled"] for m in MODELS
             if m in AVX512_MODELS or not j["impl"].startswith("avx512/")]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
        results = list(ex.map(cached, tasks))
    os.makedirs(os.path.dirname(cache_path), exist_ok=True)
    json.dump(cache, open(cache_path, "w"))
    cycles = {}  # (model, kernel, impl) -> cycles per board
    errors = {}
    for (j, m), (c, err) in zip(tasks, results):
        if c is None:
            errors[(m, j["kernel"], j["impl"])] = err
        else:
            cycles[(m, j["kernel"], j["impl"])] = c / j["boards"]

    order = {}  # kernel -> [impl] in registry order
    meta = {}
    for j in jobs:
        order.setdefault(j["kernel"], []).append(j["impl"])
        meta[(j["kernel"], j["impl"])] = j
    for r in table:
        order.setdefault(r["kernel"], []).append(r["impl"])

    os.makedirs(args.out, exist_ok=True)
    # Raw table: cycles per board (batch) or per call body (single).
    with open(os.path.join(args.out, "cycles.tsv"), "w") as f:
        f.write("# llvm-mca cycles per board (batch: main loop / boards per iteration; single: the\n")
        f.write("# function body as one block, no call overhead); '-' = the model lacks a feature\n")
        f.write("kernel\timpl\tinsns\tboards_per_iter\tnotes\t" + "\t".join(MODELS) + "\n")
        for kernel in order:
            for name in order[kernel]:
                j = meta.get((kernel, name))
                if j is None:
                    f.write("%s\t%s\t-\t-\tunresolved\t%s\n" % (kernel, name, "\t".join("-" for _ in MODELS)))
                    continue
                vals = []
                for m in MODELS:
                    c = cycles.get((m, kernel, name))
                    vals.append("%.3f" % c if c is not None else "-")
                f.write("%s\t%s\t%s\t%s\t%s\t%s\n" % (
                    kernel, name, len(j["block"]) if j["block"] else "-",
                    ("%g" % j["boards"]) if j["boards"] else "-",
                    ",".join(j["notes"]) or "", "\t".join(vals)))

    # ------------------------------------------------ agreement
    agree_lines = []
    group_rates = {}  # (model, group) -> (agree, n)
    summary = {}
    details = []
    for rep, models in MEASURED.items():
        rpath = os.path.join(ROOT, "reports", rep)
        if not os.path.exists(rpath):
            print("missing report", rpath, file=sys.stderr)
            continue
        kernels = report_kernels(rpath)
        for m in models:
            tally = {}
            for kname, k in kernels.items():
                imps = k["imps"]
                pred = {n: cycles[(m, kname, n)] for n in imps if (m, kname, n) in cycles}
                if len(imps) < 2:
                    continue  # one implementation: nothing to choose
                group = family_group(k["family"], k["batch"])
                unmodelled = {n for n in imps if (kname, n) in meta and not meta[(kname, n)]["modelled"]}
                if len(pred) + len(unmodelled) < len(imps) or len(pred) < 2:
                    missing = sorted(set(imps) - set(pred))
                    details.append((rep, m, kname, group, "skipped", "not modelled: " + ", ".join(missing)))
                    t = tally.setdefault(group, [0] * 8)
                    t[5] += 1
                    continue
                p = min(pred, key=lambda n: (pred[n], order[kname].index(n)))
                fastest, ok_corpus = acceptable(imps, ABSOLUTE_NS)
                _, ok_ties = acceptable(imps, 0.0)
                _, ok_rel = acceptable(imps, 0.0, ties=False)
                wide = min(imps, key=lambda n: (WIDTH.get(n.split("/")[0], 9), order[kname].index(n)))
                t = tally.setdefault(group, [0] * 8)
                t[0] += 1
                t[1] += p == fastest
                t[2] += p in ok_rel
                t[3] += p in ok_ties
                t[4] += p in ok_corpus
                t[6] += len(ok_ties) / len(imps)
                t[7] += wide in ok_ties
                if p in ok_ties and p not in ok_rel:
                    details.append((rep, m, kname, group, "tie by rounds only",
                                    "mca picks %s (measured %.3f ns, +%.0f %%); measured fastest %s %.3f ns" % (
                                        p, imps[p][0], 100 * (imps[p][0] / imps[fastest][0] - 1), fastest, imps[fastest][0])))
                if p not in ok_ties:
                    details.append((rep, m, kname, group, "disagree",
                                    "mca picks %s (%.2f cyc, measured %.3f ns); measured fastest %s %.3f ns (mca %.2f cyc)%s" % (
                                        p, pred[p], imps[p][0], fastest, imps[fastest][0], pred[fastest],
                                        "; within the corpus margin" if p in ok_corpus else "")))
            summary[(rep, m)] = tally
            for g, t in tally.items():
                group_rates[(rep, m, g)] = t

    groups = sorted({g for (_, _, g) in group_rates})
    with open(os.path.join(args.out, "agreement.md"), "w") as f:
        f.write("# llvm-mca against the measured reports\n\n")
        f.write(AGREEMENT_HEAD)
        for (rep, m), tally in summary.items():
            tot = [sum(t[i] for t in tally.values()) for i in range(8)]
            f.write("## %s vs %s\n\n" % (rep, m))
            f.write("| group | n | exact | 5 % | ties | corpus | chance | widest | skip |\n|---|---|---|---|---|---|---|---|---|\n")
            for g in groups + ["**all**"]:
                t = tot if g == "**all**" else tally.get(g)
                if not t or not t[0]:
                    continue
                f.write("| %s | %d | %s | %s | %s | %s | %d %% | %s | %d |\n" % (
                    g, t[0], pct(t[1], t[0]), pct(t[2], t[0]), pct(t[3], t[0]), pct(t[4], t[0]),
                    round(100 * t[6] / t[0]), pct(t[7], t[0]), t[5]))
            f.write("\n")
        f.write("## Where it disagrees (`ties`), and where only a round tie saves it (`5 %` misses)\n\n")
        for rep, m, kname, g, verdict, text in details:
            f.write("- %s / %s / %s (%s): %s: %s\n" % (rep.split(".")[0], m, kname, g, verdict, text))

    # ------------------------------------------------ predictions
    # A group qualifies when every measured model agrees at >= threshold
    # under the 5% criterion (the corpus margin's 0.15 ns makes nearly every
    # batch choice agree).
    qualifies = {}
    for g in groups:
        rates = []
        for (rep, m), tally in summary.items():
            t = tally.get(g)
            if t and t[0]:
                rates.append(t[3] / t[0])
            else:
                rates.append(None)
        qualifies[g] = (all(r is not None and r >= args.threshold for r in rates), rates)

    report0 = report_kernels(os.path.join(ROOT, "reports", next(iter(MEASURED))))
    pred_json = []
    with open(os.path.join(args.out, "predicted-orders.md"), "w") as f:
        f.write("# Predicted orders (llvm-mca), for classes without a corpus report\n\n")
        f.write("Generated by `tools/mca/mca.py`. Cycles per board (batch) or per call body\n"
                "(single) per model; order = the first model's cycles, cheapest first. Only kernel\n"
                "groups whose `ties` agreement is >= %d %% on every measured CPU/model are listed.\n\n" % round(args.threshold * 100))
        f.write("| group | qualifies | agreement (%s) |\n|---|---|---|\n" % ", ".join("%s/%s" % (r.split(".")[0], m) for (r, m) in summary))
        for g in groups:
            ok, rates = qualifies[g]
            f.write("| %s | %s | %s |\n" % (g, "yes" if ok else "no", ", ".join("-" if r is None else "%d %%" % round(r * 100) for r in rates)))
        f.write("\n")
        for cls, spec in PREDICT.items():
            f.write("## %s (models: %s)\n\n" % (cls, ", ".join(spec["models"])))
            f.write("| kernel | group | predicted order (%s cycles) | other models' orders |\n|---|---|---|---|\n" % spec["models"][0])
            for kname in order:
                k = report0.get(kname)
                if not k:
                    continue
                g = family_group(k["family"], k["batch"])
                if not qualifies.get(g, (False,))[0]:
                    continue
                per_model = []
                for m in spec["models"]:
                    c = {n: cycles[(m, kname, n)] for n in order[kname]
                         if (m, kname, n) in cycles and not (spec["no_pext"] and meta[(kname, n)]["pext"])}
                    per_model.append(sorted(c, key=lambda n: (c[n], order[kname].index(n))))
                    if m == spec["models"][0]:
                        first = c
                if len(first) < 1:
                    continue
                o = per_model[0]
                f.write("| %s | %s | %s | %s |\n" % (
                    kname, g, ", ".join("%s %.2f" % (n, first[n]) for n in o),
                    "; ".join("%s: %s" % (m, "same" if po == o else ", ".join(po))
                              for m, po in zip(spec["models"][1:], per_model[1:]))))
                pred_json.append({"class": cls, "kernel": kname, "group": g,
                                  "order": o, "cycles": {n: round(first[n], 3) for n in o},
                                  "agreement": [round(r, 3) for r in qualifies[g][1]],
                                  "other_models": dict(zip(spec["models"][1:], per_model[1:]))})
            f.write("\n")
    with open(os.path.join(args.out, "predicted-orders.json"), "w") as f:
        f.write("[\n" + ",\n".join(json.dumps(e) for e in pred_json) + "\n]\n")
    for (m, kn, n), e in sorted(errors.items()):
        if "unsupported instruction" not in e:
            print("llvm-mca failed: %s %s %s: %s" % (m, kn, n, e), file=sys.stderr)
    print("functions: %d resolved, %d unresolved; mca runs %d, failed %d" % (
        len(jobs), len(table), len(tasks), len(errors)), file=sys.stderr)


def pct(a, n):
    return "%d/%d (%d %%)" % (a, n, round(100 * a / n)) if n else "-"


if __name__ == "__main__":
    main()
