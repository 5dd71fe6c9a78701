#!/usr/bin/env python3
"""Checks in machine code that `avx512/lanes-ymm-gfni`'s rook reads no
table rows: its bits and files come by per-lane shifts (`RookByShifts` in
`src/arch/generic/line_attacks.rs`), which is what made it faster.

Builds the library as a dependent gets it (release, plain x86-64, no
RUSTFLAGS), disassembles the rlib's objects with objdump and fails when:

* `lanes_ymm_gfni::rook_attacks_from_squares` or `..._batch` holds no
  `vpsllvq`, or holds a row transpose's `vpunpcklqdq`/`vpunpckhqdq`;
* a control that reads the rows (`avx2::line_attacks::lanes_gfni`'s rook,
  `lanes_ymm_gfni`'s queen) holds no `vpunpck`: then the check could not
  tell the two apart and proves nothing;
* any of these functions is missing.
"""

import glob
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
BY_SHIFTS = [
    "arch::x86_64::avx512::line_attacks::lanes_ymm_gfni::rook_attacks_from_squares",
    "arch::x86_64::avx512::line_attacks::lanes_ymm_gfni::rook_attacks_from_batch",
]
FROM_ROWS = [
    "arch::x86_64::avx2::line_attacks::lanes_gfni::rook_attacks_from_squares",
    "arch::x86_64::avx512::line_attacks::lanes_ymm_gfni::queen_attacks_from_squares",
]


def functions(objdump_text):
    """Demangled function name (hash dropped) -> its instructions' mnemonics."""
    out, name = {}, None
    for line in objdump_text.splitlines():
        head = re.match(r"^[0-9a-f]+ <(.*)>:$", line)
        if head:
            name = re.sub(r"::h[0-9a-f]{16}$", "", head.group(1))
            out.setdefault(name, [])
            continue
        ins = re.match(r"^\s+[0-9a-f]+:\s+(\S+)", line)
        if ins and name is not None:
            out[name].append(ins.group(1))
    return out


def main():
    target_dir = os.path.join(ROOT, "target", "codegen-copies")
    env = dict(os.environ, CARGO_TARGET_DIR=target_dir)
    for var in ("RUSTFLAGS", "CARGO_BUILD_RUSTFLAGS", "CARGO_ENCODED_RUSTFLAGS"):
        env.pop(var, None)
    env["CARGO_ENCODED_RUSTFLAGS"] = ""
    subprocess.run(["cargo", "build", "--release", "--lib", "-q"], cwd=ROOT, env=env, check=True)
    rlibs = sorted(glob.glob(os.path.join(target_dir, "release", "deps", "libbitboard_simd-*.rlib")),
                   key=os.path.getmtime)
    if not rlibs:
        sys.exit("check-rook-shifts: no rlib was built")
    found = {}
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["ar", "x", rlibs[-1]], cwd=tmp, check=True)
        for obj in sorted(f for f in os.listdir(tmp) if f.endswith(".o")):
            text = subprocess.run(["objdump", "-d", "-C", "--no-show-raw-insn", obj], cwd=tmp,
                                  check=True, capture_output=True, text=True).stdout
            for name, ops in functions(text).items():
                for want in BY_SHIFTS + FROM_ROWS:
                    if name.endswith(want):
                        found[want] = ops
    errors = []
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
        print(f"check-rook-shifts: {e}")
    if errors:
        sys.exit(1)
    print(f"check-rook-shifts: {len(BY_SHIFTS)} rook forms by shifts (vpsllvq, no row transpose), "
          f"{len(FROM_ROWS)} controls read the rows")


if __name__ == "__main__":
    main()
