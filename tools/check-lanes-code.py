#!/usr/bin/env python3
"""Checks the machine code of the x86-64 lanes forms that share a generic
body (`src/arch/generic/line_attacks.rs`), where two slips would cost far
more than a test shows.

Builds the library as a dependent gets it (release, plain x86-64, no
RUSTFLAGS), disassembles the rlib's objects with objdump and fails when:

* a lanes form calls a function of the crate or an intrinsic
  (`core::core_arch`). The shared bodies are
  `#[inline(always)]` and get the entry point's `#[target_feature]`s only
  by being inlined into it; a closure written inside them does not inherit
  those features, and its intrinsics became calls (13 ns a board instead
  of 0.5 on a Zen 4). Other calls (`memcpy`, a panic) are allowed.
* `avx512/lanes-ymm-gfni`'s rook (`lanes_ymm_gfni::rook_attacks_from_*`)
  holds no `vpsllvq`, or holds a row transpose's `vpunpcklqdq` /
  `vpunpckhqdq`: its bits and files must come by per-lane shifts
  (`RookByShifts`), which is what made it faster;
* a control that reads the rows (`avx2::line_attacks::lanes_gfni`'s rook,
  `lanes_ymm_gfni`'s queen) holds no `vpunpck`: then the check could not
  tell the two apart and proves nothing;
* any of the functions named is missing.
"""

import os
import re
import subprocess
import sys

import rlib_objects

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
BY_SHIFTS = [
    "arch::x86_64::avx512::line_attacks::lanes_ymm_gfni::rook_attacks_from_squares",
    "arch::x86_64::avx512::line_attacks::lanes_ymm_gfni::rook_attacks_from_batch",
]
FROM_ROWS = [
    "arch::x86_64::avx2::line_attacks::lanes_gfni::rook_attacks_from_squares",
    "arch::x86_64::avx512::line_attacks::lanes_ymm_gfni::queen_attacks_from_squares",
]
# What none of them may call: the crate's own functions, or an intrinsic
# left out of line (`core::core_arch`), which is what a closure in a shared
# body produces.
CALL_TARGETS = ["bitboard_simd", "core_arch"]
# The lanes forms whose calls are checked: every function of these modules.
NO_CALLS = [
    "arch::x86_64::bmi2::line_attacks::lanes_pext::",
    "arch::x86_64::avx512::line_attacks::lanes_ymm_gfni::",
    "arch::x86_64::avx2::line_attacks::lanes_gfni::",
    "arch::x86_64::avx2::line_attacks::lanes::",
]


def functions(objdump_text):
    """Demangled function name (hash dropped) -> its instructions, each as
    (mnemonic, the rest of the line with objdump -r's relocations)."""
    out, name = {}, None
    for line in objdump_text.splitlines():
        head = re.match(r"^[0-9a-f]+ <(.*)>:$", line)
        if head:
            name = re.sub(r"::h[0-9a-f]{16}$", "", head.group(1))
            out.setdefault(name, [])
            continue
        if name is None:
            continue
        # A relocation (objdump -r) names the target of the instruction
        # above it.
        reloc = re.match(r"^\s+[0-9a-f]+:\s*R_X86_64_\S+\s+(.*)$", line)
        if reloc:
            if out[name]:
                out[name][-1][1] += " " + reloc.group(1)
            continue
        ins = re.match(r"^\s+[0-9a-f]+:\s+(\S+)\s*(.*)$", line)
        if ins:
            # Kept: the operands (a call within the object shows its target
            # as `<symbol+offset>`); dropped: objdump's `# addr <symbol>`
            # comment, which names an operand's own place, not a target.
            out[name].append([ins.group(1), ins.group(2).split("#")[0]])
    return out


def main():
    found, checked, calls = {}, [], []
    rlib = rlib_objects.build(os.path.join(ROOT, "target", "codegen-copies"))
    with rlib_objects.objects(rlib) as (tmp, objects):
        for obj in objects:
            text = subprocess.run(["objdump", "-d", "-r", "-C", "--no-show-raw-insn", obj],
                                  cwd=tmp, check=True, capture_output=True, text=True).stdout
            for name, code in functions(text).items():
                for want in BY_SHIFTS + FROM_ROWS:
                    if name.endswith(want):
                        found[want] = [op for op, _ in code]
                if any(m in name for m in NO_CALLS):
                    checked.append(name)
                    for op, rest in code:
                        if op.startswith("call") and any(t in rest for t in CALL_TARGETS):
                            calls.append(f"{name}: {op} {rest.strip()}")
    errors = [f"a call out of a lanes form: {c}" for c in calls]
    if len(checked) < 12:
        errors.append(f"only {len(checked)} lanes forms found to check for calls")
    for want in BY_SHIFTS + FROM_ROWS:
        if want not in found:
            errors.append(f"{want}: not in the library's objects")
    for want in BY_SHIFTS:
        ops = found.get(want)
        if ops is None:
            continue
        if "vpsllvq" not in ops:
            errors.append(f"{want}: no vpsllvq (the bits and files not by shifts)")
        rows = [op for op in ops if op.startswith("vpunpck")]
        if rows:
            errors.append(f"{want}: {len(rows)} vpunpck (a row transpose)")
    for want in FROM_ROWS:
        ops = found.get(want)
        if ops is not None and not any(op.startswith("vpunpck") for op in ops):
            errors.append(f"{want}: control without vpunpck: the check cannot tell rows from shifts")
    for e in errors:
        print(f"check-lanes-code: {e}")
    if errors:
        sys.exit(1)
    print(f"check-lanes-code: {len(checked)} lanes forms call neither the crate nor an intrinsic; "
          f"{len(BY_SHIFTS)} rook forms by shifts (vpsllvq, no row transpose), "
          f"{len(FROM_ROWS)} controls read the rows")


if __name__ == "__main__":
    main()
