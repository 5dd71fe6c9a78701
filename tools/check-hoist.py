#!/usr/bin/env python3
"""Checks in machine code that a caller's loop of the per-square free
functions holds neither the load nor the test of their fixed choice.

Builds `examples/hoist_probe.rs` as a user's code is built (release, plain
x86-64, no RUSTFLAGS), disassembles its probe functions with objdump and
finds their loops (the ranges closed by a backward jump). It fails when,
in `hoist_probe_rook`, `_bishop`, `_queen` or `_chain`:

* no instruction of the function reads the choice (`before_main::KINDS`,
  directly or through its GOT slot): the probe does not exercise the fixed
  path, so the check would prove nothing;
* a loop reads `KINDS` (its address, directly or through the GOT) or calls;
* an innermost loop holds more than one conditional branch (its own back
  edge or exit): a test of the choice left in the loop;
* fewer than three innermost loops remain, or none holds `pext`: the loop
  was not unswitched into one loop per lookup.

The engine form runs the free function's loop: in each pair
`hoist_probe_loop_<piece>` / `hoist_probe_form_<piece>` (one position's
lookups summed, by a loop of the free function and by
`for_each_<piece>_attack`), the innermost loops must match, registers and
stack slots aside: the same instructions in the same order where they hold
a table lookup (`pext`, black magic's multiply), the same give or take three
elsewhere (the portable lookup, where one more spilled operand was seen in
the queen's 130-instruction loop).

The free function's `pext` lookup is held to the token's
(`hoist_probe_token_<piece>`, the same loop through `dispatch`, whose `bmi2`
and `avx512` code this finds among the functions it calls): in the pext
loops of `hoist_probe_<piece>`, every `pext` must read its mask from memory,
as the token's do (a mask passed in a register is a load instruction of its
own), and a lookup may take at most one and a half instructions more than
the token's (its loop is unrolled twice, which LLVM never does to a loop
holding inline assembly: the counter and the branch once per lookup rather
than once per two). On the Intel Xeons the free function ran 5 to 8 % behind
the token when it took eleven instructions to the token's eight and a half.

The `avx2` token (what `dispatch` runs on AMD Zen 1/2, whose `pext` is
slow): each `hoist_probe_token_<piece>` must call one `avx2` function,
whose loop of lookups holds no call, holds black magic's multiply (`imul`:
the `avx2` token table's per-square lookups) and reads no `KINDS` (a
token's lookups are constants of its type, never read at run time).

The free `side_attacks` in a node entered at the level
(`hoist_probe_side_attacks`, `Token::enter` under `dispatch`): it calls
the AVX2 form directly where the active table holds it, so no `run_` or
`enter_` function of the `avx2`, `bmi2` or `avx512` level may hold a call
to that form (it inlines there); the probe's own body, which runs the
`sse2` and scalar tokens without AVX2, must still call it (the control).

The control, `hoist_probe_field` (a store through a struct behind a raw
pointer, which LLVM must assume may write `KINDS`), must show the load in
its loop; if it does not, the check cannot see what it looks for and fails
too. `hoist_probe_for_each_field` makes the control's store in the closure
of the engine form (`for_each_queen_attack`), which reads the choice once
per call: it is held to the engine probes' rules.

The board type costs nothing: in each pair `hoist_probe_board_<x>_u64` /
`hoist_probe_board_<x>_typed` (one loop written with `u64` and with
`Bitboard`), the two functions must be the same instructions in the same
order, registers included, jump targets taken from the function's start
and the data they address (rip-relative) compared by address. Their
control, `hoist_probe_board_control` (the `u64` loop visiting squares
highest first), must differ from `hoist_probe_board_u64` under the same
comparison, or the comparison is not seen to tell loops apart.

Usage: tools/check-hoist.py [--no-build] [EXECUTABLE]
"""

import json
import os
import re
import subprocess
import sys
from collections import Counter

# The engine form (`for_each_queen_attack`) in the control's shape: its
# closure stores through a raw pointer, yet its loops must not read KINDS.
ENGINE_PROBES = ["hoist_probe_rook", "hoist_probe_bishop", "hoist_probe_queen", "hoist_probe_chain",
                 "hoist_probe_for_each_field"]
CONTROL = "hoist_probe_field"
KINDS = "bitboard_simd::selection::before_main::KINDS"

LINE = re.compile(r"^\s*([0-9a-f]+):\s+(\S+)\s*(.*?)\s*(?:#\s*([0-9a-f]+)\s*<[^>]*>)?\s*$")
TARGET = re.compile(r"^([0-9a-f]+)\s*<")


def build():
    env = {k: v for k, v in os.environ.items() if k not in ("RUSTFLAGS", "CARGO_BUILD_RUSTFLAGS", "CARGO_ENCODED_RUSTFLAGS")}
    out = subprocess.run(
        ["cargo", "build", "--release", "--example", "hoist_probe", "--message-format=json"],
        check=True, stdout=subprocess.PIPE, env=env, text=True).stdout
    for line in out.splitlines():
        m = json.loads(line)
        if m.get("reason") == "compiler-artifact" and m.get("target", {}).get("name") == "hoist_probe" and m.get("executable"):
            return m["executable"]
    sys.exit("check-hoist: cargo named no hoist_probe executable")


def kinds_range(exe):
    for line in subprocess.run(["nm", "-C", "-S", exe], check=True, stdout=subprocess.PIPE, text=True).stdout.splitlines():
        parts = line.split(None, 3)
        if len(parts) == 4 and parts[3] == KINDS:
            start, size = int(parts[0], 16), int(parts[1], 16)
            return start, start + size
    sys.exit(f"check-hoist: no symbol {KINDS} in {exe}: the free functions do not use the choice fixed before main")


def got_slots(exe, lo, hi):
    """The addresses of GOT slots that hold an address inside [lo, hi)."""
    slots = set()
    text = subprocess.run(["readelf", "-rW", exe], check=True, stdout=subprocess.PIPE, text=True).stdout
    for line in text.splitlines():
        parts = line.split()
        if len(parts) >= 4 and parts[2] in ("R_X86_64_RELATIVE", "R_X86_64_64", "R_X86_64_GLOB_DAT"):
            try:
                where, value = int(parts[0], 16), int(parts[-1], 16)
            except ValueError:
                continue
            if lo <= value < hi:
                slots.add(where)
    return slots


def disassemble(exe, symbol):
    text = subprocess.run(["objdump", "-d", "--no-show-raw-insn", f"--disassemble={symbol}", exe],
                          check=True, stdout=subprocess.PIPE, text=True).stdout
    insns = []
    for line in text.splitlines():
        m = LINE.match(line)
        if not m:
            continue
        addr, mnemonic, operands, comment = m.groups()
        insns.append((int(addr, 16), mnemonic, operands, int(comment, 16) if comment else None))
    if not insns:
        sys.exit(f"check-hoist: no machine code for {symbol}")
    return insns


def loops(insns):
    """(start, end) of each range closed by a backward jump inside the function."""
    lo, hi = insns[0][0], insns[-1][0]
    found = []
    for addr, mnemonic, operands, _ in insns:
        if mnemonic.startswith("j"):
            t = TARGET.match(operands)
            if t:
                target = int(t.group(1), 16)
                if lo <= target <= addr <= hi:
                    found.append((target, addr))
    return found


def analyse(exe, symbol, kinds, slots):
    lo, hi = kinds
    insns = disassemble(exe, symbol)

    def reads_kinds(insn):
        ref = insn[3]
        return ref is not None and (lo <= ref < hi or ref in slots)

    ranges = loops(insns)
    innermost = [r for r in ranges if not any(o != r and r[0] <= o[0] and o[1] <= r[1] for o in ranges)]
    problems = []
    pext_loops = 0
    for start, end in ranges:
        body = [i for i in insns if start <= i[0] <= end]
        if any(reads_kinds(i) for i in body):
            problems.append(f"loop {start:x}-{end:x} reads KINDS")
        if any(i[1].startswith("call") for i in body):
            problems.append(f"loop {start:x}-{end:x} calls")
    for start, end in innermost:
        body = [i for i in insns if start <= i[0] <= end]
        branches = [i for i in body if i[1].startswith("j") and i[1] != "jmp"]
        if len(branches) > 1:
            problems.append(f"innermost loop {start:x}-{end:x} has {len(branches)} conditional branches")
        if any(i[1] == "pext" for i in body):
            pext_loops += 1
    return {
        "reads": any(reads_kinds(i) for i in insns),
        "loops": len(ranges),
        "innermost": len(innermost),
        "pext_loops": pext_loops,
        "problems": problems,
    }


# The engine form and the free function's loop over one position
# (`engine_pair!` in the probe): the form must run the loop's code.
ENGINE_PAIRS = [(f"hoist_probe_loop_{p}", f"hoist_probe_form_{p}") for p in ("rook", "bishop", "queen")]
REGISTER = re.compile(r"%[a-z0-9]+")
STACK = re.compile(r"-?0x[0-9a-f]+\(%rsp\)")


def rename(body):
    """A loop's instructions with every register and stack slot alike."""
    return [REGISTER.sub("r", STACK.sub("S", i)) for i in body]


def loop_bodies(exe, symbol):
    """Each innermost loop's instructions, padding left out, rip-relative
    displacements and jump targets made position-independent."""
    insns = disassemble(exe, symbol)
    ranges = loops(insns)
    innermost = [r for r in ranges if not any(o != r and r[0] <= o[0] and o[1] <= r[1] for o in ranges)]
    bodies = []
    for start, end in innermost:
        body = []
        for addr, mnemonic, operands, _ in insns:
            if start <= addr <= end and not mnemonic.startswith(("nop", "data16", "xchg")):
                operands = re.sub(r"0x[0-9a-f]+\(%rip\)", "RIP", operands)
                t = TARGET.match(operands)
                if t:
                    operands = f"+{int(t.group(1), 16) - start:x}"
                body.append(f"{mnemonic} {operands}")
        bodies.append(body)
    return sorted(bodies, key=lambda b: (len(b), b))


def compare_engine_pair(exe, loop_symbol, form_symbol):
    """Problems if the form's loops are not the loop's: as many, the
    table lookups' (`pext`, black magic's multiply) the same instructions in
    the same order, the portable lookup's the same instructions give or take
    three, registers and stack slots aside (register allocation)."""
    a, b = loop_bodies(exe, loop_symbol), loop_bodies(exe, form_symbol)
    if len(a) != len(b):
        return [f"{len(b)} innermost loops against the free function's {len(a)}"], 0
    problems, identical = [], 0
    for x, y in zip(a, b):
        if x == y:
            identical += 1
            continue
        table = any(i.startswith(("pext", "imul")) for i in x + y)
        rx, ry = rename(x), rename(y)
        if table:
            # The same instructions in the same order, registers aside.
            if rx != ry:
                problems.append(f"a table lookup's loop of {len(y)} instructions is not the free "
                                f"function's ({len(x)}), registers aside")
            continue
        # The same instructions, give or take three (one spilled operand
        # is a load and a register form for a memory form), in any order.
        apart = sum(((Counter(rx) - Counter(ry)) + (Counter(ry) - Counter(rx))).values())
        if apart > 3:
            problems.append(f"a loop of {len(y)} instructions differs from the free function's ({len(x)}) "
                            f"by {apart} instructions, registers aside")
    return problems, identical


# One loop written with `u64` and with `Bitboard` (the probe's
# `hoist_probe_board_*`), and the control the comparison must tell apart.
BOARD_PAIRS = [("hoist_probe_board_u64", "hoist_probe_board_typed"),
               ("hoist_probe_board_slice_u64", "hoist_probe_board_slice_typed")]
BOARD_CONTROL = ("hoist_probe_board_u64", "hoist_probe_board_control")


def function_body(exe, symbol):
    """The function's instructions, padding left out, a jump inside it
    written as its distance from the start, a rip-relative operand as the
    address it reads (from objdump's comment)."""
    insns = disassemble(exe, symbol)
    lo, hi = insns[0][0], insns[-1][0]
    body = []
    for addr, mnemonic, operands, ref in insns:
        if mnemonic.startswith(("nop", "data16", "xchg", "int3")):
            continue
        if ref is not None:
            operands = re.sub(r"-?0x[0-9a-f]+\(%rip\)", f"[{ref:x}]", operands)
        t = TARGET.match(operands)
        if t and lo <= int(t.group(1), 16) <= hi:
            operands = f"start+{int(t.group(1), 16) - lo:x}"
        elif t:
            operands = t.group(1)
        body.append(f"{mnemonic} {operands}")
    return body


def compare_board_pair(exe, u64_symbol, typed_symbol):
    """Where the two functions' instructions first differ (None if they
    are the same), and their lengths."""
    a, b = function_body(exe, u64_symbol), function_body(exe, typed_symbol)
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return f"instruction {i}: `{x}` against `{y}`", len(a), len(b)
    if len(a) != len(b):
        return f"{len(a)} instructions against {len(b)}", len(a), len(b)
    return None, len(a), len(b)
# The free function's loop of lookups and the token's (`token_probe!` in
# the probe), with the lookups a `pext` count makes: one for the rook and
# the bishop, two `pext`s a queen.
TOKEN_PAIRS = [(f"hoist_probe_{p}", f"hoist_probe_token_{p}", n)
               for p, n in (("rook", 1), ("bishop", 1), ("queen", 2))]
# How many instructions a free function's lookup may take beyond the
# token's: its loop's counter, compare and branch once a lookup, where the
# token's unrolled loop has them once a pair.
UNROLL_ALLOWANCE = 1.5
TOKEN_LEVELS = ("run_bmi2", "run_avx512")


def pext_loops(exe, symbol):
    """Each innermost loop of `symbol` that holds `pext`: (instructions,
    the `pext` instructions), padding left out."""
    out = []
    for body in loop_bodies(exe, symbol):
        pexts = [i for i in body if i.startswith("pext")]
        if pexts:
            out.append((len(body), pexts))
    return out


def called(exe, symbol, names):
    """The symbols `symbol` calls or jumps to whose names contain one of
    `names`, as {name: symbol}."""
    text = subprocess.run(["objdump", "-d", "--no-show-raw-insn", f"--disassemble={symbol}", exe],
                          check=True, stdout=subprocess.PIPE, text=True).stdout
    found = {}
    for target in re.findall(r"(?:call|jmp)q?\s+[0-9a-f]+ <([^>+]+)>", text):
        for n in names:
            if n in target:
                found[n] = target
    return found


def compare_token_pair(exe, free_symbol, token_symbol, pext_per_lookup):
    """Problems if the free function's pext lookups take more than the
    token's: a mask not read from memory, or more instructions a lookup
    than the token's plus the unroll's allowance. Returns (problems, what
    was compared)."""
    free = pext_loops(exe, free_symbol)
    if not free:
        return ["no loop of the free function holds pext"], ""
    problems = []
    for _, pexts in free:
        for p in pexts:
            if "(" not in p:
                problems.append(f"the free function's `{p}` takes its mask from a register, not memory")
    per_lookup = min(n * pext_per_lookup / len(p) for n, p in free)
    tokens = called(exe, token_symbol, TOKEN_LEVELS)
    if not tokens:
        return problems + [f"{token_symbol} calls no {' or '.join(TOKEN_LEVELS)}"], ""
    seen = []
    for level, symbol in sorted(tokens.items()):
        loops_ = pext_loops(exe, symbol)
        if not loops_:
            problems.append(f"the token's {level} code holds no pext loop")
            continue
        token = min(n * pext_per_lookup / len(p) for n, p in loops_)
        seen.append(f"{level.removeprefix('run_')} {token:g}")
        if per_lookup > token + UNROLL_ALLOWANCE:
            problems.append(f"{per_lookup:g} instructions a lookup against the token's {token:g} ({level})")
    return problems, f"{per_lookup:g} instructions a lookup, the token's " + ", ".join(seen)


def called_all(exe, symbol, name):
    """Every symbol `symbol` calls or jumps to whose name contains `name`."""
    text = subprocess.run(["objdump", "-d", "--no-show-raw-insn", f"--disassemble={symbol}", exe],
                          check=True, stdout=subprocess.PIPE, text=True).stdout
    return sorted(set(t for t in re.findall(r"(?:call|jmp)q?\s+[0-9a-f]+ <([^>+]+)>", text) if name in t))


def check_avx2_token(exe, token_symbol, kinds, slots):
    """Problems with the `avx2` token in `token_symbol`: one `run_avx2`
    function, with a loop, no call in its loops, black magic's multiply in
    a loop, reading no `KINDS`. Returns (problems, what was seen)."""
    found = called_all(exe, token_symbol, "run_avx2")
    if len(found) != 1:
        return [f"{token_symbol} calls {len(found)} avx2 functions, not one"], ""
    symbol = found[0]
    r = analyse(exe, symbol, kinds, slots)
    bodies = loop_bodies(exe, symbol)
    if not bodies:
        return [f"{symbol}: no loop"], ""
    problems = [f"{symbol}: {p}" for p in r["problems"]]
    if r["reads"]:
        problems.append(f"{symbol}: the token reads KINDS")
    if not any(any(i.startswith("imul") for i in body) for body in bodies):
        problems.append(f"{symbol}: no loop multiplies: not black magic")
    return problems, "one avx2 function, no call in its loops, black magic's multiply"


def check_side_attacks_inlined(exe, symbol):
    """Problems with `symbol` (`hoist_probe_side_attacks`): each `enter_`
    function of a level at `avx2` or above that it reaches must hold no
    call to the AVX2 `side_attacks` (the free function's direct call,
    inlined where the caller has the level's features). Returns
    (problems, what was seen)."""
    enters = called_all(exe, symbol, "run_") + called_all(exe, symbol, "enter_")
    # `dispatch` calls a `run_<level>`, which may call or inline `enter_<level>`.
    for f in list(enters):
        for g in called_all(exe, f, "enter_"):
            if g not in enters:
                enters.append(g)
    problems = []
    levels = 0
    for f in enters:
        if not any(level in f for level in ("avx2", "bmi2", "avx512")):
            continue
        levels += 1
        calls = [c for c in called_all(exe, f, "side_attacks") if "avx2" in c and "fill" in c]
        if calls:
            problems.append(f"{f} calls {calls[0]}: the free side_attacks' direct call did not inline")
    if levels < 3:
        problems.append(f"found {levels} level functions (run_/enter_ at avx2, bmi2, avx512), not 3 or more")
    # The control: the probe's own body runs the `sse2` and scalar tokens,
    # compiled without AVX2, where the direct call cannot inline.
    if not [c for c in called_all(exe, symbol, "side_attacks") if "avx2" in c and "fill" in c]:
        problems.append(f"{symbol} (its sse2 arm, the control) calls no AVX2 side_attacks: "
                        "the check cannot see the call it looks for")
    return problems, (f"{levels} level functions, no call of the AVX2 side_attacks in them; "
                      "the sse2 arm calls it (control)")


def main():
    args = sys.argv[1:]
    no_build = "--no-build" in args
    args = [a for a in args if a != "--no-build"]
    if args:
        exe = args[0]
    elif no_build:
        exe = "target/release/examples/hoist_probe"
    else:
        exe = build()
    kinds = kinds_range(exe)
    slots = got_slots(exe, *kinds)
    failed = False
    for symbol in ENGINE_PROBES:
        r = analyse(exe, symbol, kinds, slots)
        bad = list(r["problems"])
        if not r["reads"]:
            bad.append("reads no KINDS at all: the fixed path is not exercised")
        if r["innermost"] < 3:
            bad.append(f"{r['innermost']} innermost loops: not unswitched into one per lookup")
        if r["pext_loops"] < 1:
            bad.append("no loop holds pext")
        status = "FAIL" if bad else "ok"
        print(f"{status:4} {symbol}: {r['loops']} loops, {r['innermost']} innermost, {r['pext_loops']} with pext"
              + (", choice read outside the loops" if not bad else "") + "".join(f"\n     - {b}" for b in bad))
        failed |= bool(bad)
    for loop_symbol, form_symbol in ENGINE_PAIRS:
        bad, identical = compare_engine_pair(exe, loop_symbol, form_symbol)
        status = "FAIL" if bad else "ok"
        print(f"{status:4} {form_symbol}: the loops of {loop_symbol} ({identical} identical, "
              + "the rest apart by register allocation)" + "".join(f"\n     - {b}" for b in bad))
        failed |= bool(bad)
    for u64_symbol, typed_symbol in BOARD_PAIRS:
        diff, n, _ = compare_board_pair(exe, u64_symbol, typed_symbol)
        status = "FAIL" if diff else "ok"
        print(f"{status:4} {typed_symbol}: " + (f"not the instructions of {u64_symbol}: {diff}" if diff
              else f"the {n} instructions of {u64_symbol}, in order"))
        failed |= bool(diff)
    diff, n, m = compare_board_pair(exe, *BOARD_CONTROL)
    print(f"{'ok' if diff else 'FAIL':4} {BOARD_CONTROL[1]} (control): "
          + (f"told apart from {BOARD_CONTROL[0]} ({m} instructions against {n}; {diff})" if diff
             else f"the same instructions as {BOARD_CONTROL[0]}: the comparison cannot tell loops apart"))
    failed |= not diff
    for free_symbol, token_symbol, per in TOKEN_PAIRS:
        bad, what = compare_token_pair(exe, free_symbol, token_symbol, per)
        status = "FAIL" if bad else "ok"
        print(f"{status:4} {free_symbol} against {token_symbol}: {what}" + "".join(f"\n     - {b}" for b in bad))
        failed |= bool(bad)
    for _, token_symbol, _ in TOKEN_PAIRS:
        bad, what = check_avx2_token(exe, token_symbol, kinds, slots)
        status = "FAIL" if bad else "ok"
        print(f"{status:4} {token_symbol}: {what}" + "".join(f"\n     - {b}" for b in bad))
        failed |= bool(bad)
    bad, what = check_side_attacks_inlined(exe, "hoist_probe_side_attacks")
    print(f"{'FAIL' if bad else 'ok':4} hoist_probe_side_attacks: {what}" + "".join(f"\n     - {b}" for b in bad))
    failed |= bool(bad)
    r = analyse(exe, CONTROL, kinds, slots)
    sees = any("conditional branches" in p or "reads KINDS" in p for p in r["problems"])
    print(f"{'ok' if sees else 'FAIL':4} {CONTROL} (control): the choice is "
          + ("reloaded and tested in its loop, as expected" if sees
             else "not seen in its loop: the check cannot tell a hoisted load from a kept one"))
    failed |= not sees
    if failed:
        sys.exit("check-hoist: FAILED")
    print("check-hoist: the free functions' choice is hoisted out of the engine-shaped loops, "
          "and a Bitboard loop is the u64 loop's machine code")


if __name__ == "__main__":
    main()
