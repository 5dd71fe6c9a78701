#!/usr/bin/env python3
"""Checks in machine code that the perft example's recursive walk runs at
its level with every kernel inline: `Token::enter` makes each node a call
of the level's function with the node's body inlined into it.

Builds `examples/perft` as a user's code is built (release, plain x86-64,
no RUSTFLAGS) and disassembles, for each x86-64 level with a function of
its own (`avx2`, `bmi2`, `avx512`), the instances of
`bitboard_simd::token::x86::enter_<level>`. It fails unless, for each
level, at least one instance is the recursive walk (it calls itself), and
every such recursive instance

* calls nothing but itself and the C library's `memcpy`/`memset` (through
  their GOT slots): no kernel of the crate, no closure, no indirect call
  through a register; and
* holds `popcnt` (the bulk count, the compiler's own instruction at the
  level) and, at `bmi2` and `avx512`, `pext` (the token's sliders, inline).

The control: the same walk on a dispatch table (the `Table` provider,
whose `enter` is a plain call) must be a recursive function of the
example that makes indirect calls, or the check cannot see the calls it
looks for.

Usage: tools/check-recursion.py [--no-build] [EXECUTABLE]
"""

import json
import os
import re
import subprocess
import sys

LEVELS = ["avx2", "bmi2", "avx512"]
ALLOWED_LIBC = {"memcpy", "memset", "memmove"}
# A panic's cold path (a bounds check the compiler kept) calls these.
ALLOWED_PREFIX = ("core::panicking::",)
# The free functions' slots: a function that reads one is the walk on the
# free functions, whose kernels without an inline form are called.
SLOTS = "bitboard_simd::selection::slots::"
LINE = re.compile(r"^\s*([0-9a-f]+):\s+(\S+)\s*(.*?)\s*$")


def build():
    env = {k: v for k, v in os.environ.items()
           if k not in ("RUSTFLAGS", "CARGO_BUILD_RUSTFLAGS", "CARGO_ENCODED_RUSTFLAGS")}
    out = subprocess.run(
        ["cargo", "build", "--release", "--example", "perft", "--message-format=json"],
        check=True, stdout=subprocess.PIPE, env=env, text=True).stdout
    for line in out.splitlines():
        m = json.loads(line)
        if (m.get("reason") == "compiler-artifact" and m.get("target", {}).get("name") == "perft"
                and m.get("executable")):
            return m["executable"]
    sys.exit("check-recursion: cargo named no perft executable")


def functions(exe):
    """(demangled name, start, end) of every function symbol with a size."""
    text = subprocess.run(["nm", "-S", "--defined-only", exe], check=True,
                          stdout=subprocess.PIPE, text=True).stdout
    mangled = []
    for line in text.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[2] in "tTwW":
            mangled.append((parts[3], int(parts[0], 16), int(parts[1], 16)))
    names = subprocess.run(["c++filt"], input="\n".join(m[0] for m in mangled), check=True,
                           stdout=subprocess.PIPE, text=True).stdout.splitlines()
    seen, out = set(), []
    for name, (_, start, size) in zip(names, mangled):
        # Identical code folded under two symbols is one function.
        if start in seen:
            continue
        seen.add(start)
        out.append((re.sub(r"::h[0-9a-f]{16}$", "", name), start, start + size))
    return out


def symbols(exe):
    """Address -> demangled name, for every symbol (code and data)."""
    text = subprocess.run(["nm", "-C", "--defined-only", exe], check=True,
                          stdout=subprocess.PIPE, text=True).stdout
    out = {}
    for line in text.splitlines():
        parts = line.split(None, 2)
        if len(parts) == 3:
            out.setdefault(int(parts[0], 16), re.sub(r"::h[0-9a-f]{16}$", "", parts[2]))
    return out


def got_names(exe, syms):
    """GOT slot address -> the symbol it holds: the C library's by name, the
    executable's own (a relative relocation) by its address."""
    slots = {}
    text = subprocess.run(["readelf", "-rW", exe], check=True, stdout=subprocess.PIPE, text=True).stdout
    for line in text.splitlines():
        parts = line.split()
        try:
            if len(parts) >= 5 and parts[2] in ("R_X86_64_GLOB_DAT", "R_X86_64_JUMP_SLOT"):
                slots[int(parts[0], 16)] = parts[4].split("@")[0]
            elif len(parts) == 4 and parts[2] == "R_X86_64_RELATIVE":
                slots[int(parts[0], 16)] = syms.get(int(parts[3], 16), "?")
        except ValueError:
            continue
    return slots


def disassemble(exe, start, end):
    text = subprocess.run(["objdump", "-d", "--no-show-raw-insn", f"--start-address={start}",
                           f"--stop-address={end}", exe],
                          check=True, stdout=subprocess.PIPE, text=True).stdout
    insns = []
    for line in text.splitlines():
        m = LINE.match(line)
        if m and not line.rstrip().endswith(":"):
            insns.append((int(m.group(1), 16), m.group(2), m.group(3)))
    return insns


def calls(insns, got):
    """Each call's target: ('self'|'direct'|'libc'|'indirect', detail)."""
    out = []
    start = insns[0][0] if insns else 0
    for addr, mnemonic, operands in insns:
        if not mnemonic.startswith("call"):
            continue
        direct = re.match(r"^([0-9a-f]+)\s*<([^>]*)>", operands)
        if direct:
            target = int(direct.group(1), 16)
            out.append(("self" if target == start else "direct", direct.group(2)))
            continue
        slot = re.search(r"#\s*([0-9a-f]+)", operands)
        if operands.startswith("*") and "(%rip)" in operands and slot:
            name = got.get(int(slot.group(1), 16), "?")
            allowed = name in ALLOWED_LIBC or name.startswith(ALLOWED_PREFIX)
            out.append(("libc" if allowed else "indirect", name))
            continue
        out.append(("indirect", operands))
    return out


def main():
    args = [a for a in sys.argv[1:] if a != "--no-build"]
    exe = args[0] if args else (None if "--no-build" in sys.argv else build())
    if exe is None:
        sys.exit("check-recursion: --no-build needs the executable's path")
    funcs = functions(exe)
    got = got_names(exe, symbols(exe))
    failures = []
    for level in LEVELS:
        name = f"bitboard_simd::token::x86::enter_{level}"
        recursive = 0
        for fname, start, end in funcs:
            if fname != name:
                continue
            insns = disassemble(exe, start, end)
            found = calls(insns, got)
            if not any(kind == "self" for kind, _ in found):
                continue
            reads = {got.get(int(m.group(1), 16), "") for _, _, ops in insns
                     for m in [re.search(r"\(%rip\).*#\s*([0-9a-f]+)", ops)] if m}
            if any(r.startswith(SLOTS) for r in reads):
                print(f"{name} at {start:#x}: the walk on the free functions (reads their slots), "
                      f"{sum(1 for k, _ in found if k == 'indirect')} call(s) through them")
                continue
            recursive += 1
            bad = sorted({f"{kind} {detail}" for kind, detail in found if kind not in ("self", "libc")})
            mnemonics = {m for _, m, _ in insns}
            print(f"{name} at {start:#x}: {len(insns)} instructions, "
                  f"{sum(1 for k, _ in found if k == 'self')} recursive call(s), other calls: {bad or 'none'}")
            if bad:
                failures.append(f"{name} at {start:#x} calls {', '.join(bad)}")
            if "popcnt" not in mnemonics:
                failures.append(f"{name} at {start:#x} holds no popcnt: not compiled at the level")
            if level != "avx2" and "pext" not in mnemonics:
                failures.append(f"{name} at {start:#x} holds no pext: the token's sliders are not inline")
        if recursive == 0:
            failures.append(f"no instance of {name} calls itself: the walk does not recurse through it")
    # The control: the walk on a table (or at a baseline level, which has no
    # function of its own) recurses in the example's own code, and calls.
    control = []
    for fname, start, end in funcs:
        if not fname.startswith("perft::engine::"):
            continue
        found = calls(disassemble(exe, start, end), got)
        others = sorted({d for k, d in found if k in ("direct", "indirect")})
        if any(k == "self" for k, _ in found) and others:
            control.append(f"{fname} at {start:#x} calls {', '.join(others)[:120]}")
    print(f"control: {len(control)} recursive function(s) of the example that call")
    for line in control:
        print(f"  {line}")
    if not any("indirect" in c or "*%" in c for c in control):
        failures.append("control: no recursive walk of the example makes an indirect call (the table's); "
                        "the check cannot see calls")
    if failures:
        print("check-recursion FAILED:\n  " + "\n  ".join(failures))
        sys.exit(1)
    print("check-recursion: the recursive walk calls no kernel at avx2, bmi2 and avx512")


if __name__ == "__main__":
    main()
