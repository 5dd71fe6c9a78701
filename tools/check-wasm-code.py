#!/usr/bin/env python3
"""Checks two claims about the wasm32 module's code (`+simd128`, release,
one codegen unit, read from LLVM's text output).

1. The `simd128` forms permute bytes by `i8x16.swizzle` with an index
   computed outside their loops, and never by the one-input
   `i8x16.shuffle` byte swap. Why: a constant permutation of one vector
   reaches the module as `i8x16.shuffle a b` with `b` unused, and LLVM
   fills `b` with whatever local is free, often the previous loop
   iteration's result; Wasmtime's compiler reads both inputs, so each
   iteration waits for the one before (`src/arch/wasm32/simd128/vector.rs`,
   `permutation`). It fails when:

   * a function of `arch::wasm32::simd128` holds the byte-swap shuffle
     (`i8x16.shuffle 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, ...`);
   * in the batch forms named in `SWIZZLING` (byte swap or rank rotations
     in their loop), a loop holds no `i8x16.swizzle` (the check would prove
     nothing), holds an `i8x16.shuffle`, or computes the index
     (`i16x8.q15mulr_sat_s`) inside the loop.

2. The portable batch loops named in `VECTORISED` are `simd128` code: LLVM
   vectorises them, two boards per `v128`. Their kernels have no `simd128`
   row of their own, or one that only ties, because a hand-written form
   did the same operations (the registry and `docs/wasm.md` say so). It
   fails when no loop of such a function holds a `v128.load`, a
   `v128.store` and an `i64x2` shift.

Usage: tools/check-wasm-code.py [--no-build] [FILE.s]
"""

import glob
import os
import subprocess
import sys

SIMD128 = "13bitboard_simd4arch6wasm327simd128"
BYTE_SWAP = "i8x16.shuffle\t7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8"
SWIZZLING = [
    "rotate_90_anticlockwise_delta_swap_batch",
    "flip_vertical_swizzle_batch",
    "rotate_180_swizzle_batch",
    "pseudo_rotate_45_clockwise_swizzle_batch",
    "pseudo_rotate_45_anticlockwise_swizzle_batch",
]
# Portable batch forms (`arch::all`): (module path fragment of the mangled
# name, function).
VECTORISED = [
    ("4flip", "flip_diagonal_delta_swap_batch"),
    ("4flip", "flip_anti_diagonal_delta_swap_batch"),
    ("4flip", "rotate_90_clockwise_delta_swap_batch"),
    ("4fill11kogge_stone", "bishop_attacks_batch"),
    ("12line_attacks", "west_attacks_kogge_stone_batch"),
]
PORTABLE = "13bitboard_simd4arch3all"
TARGET_DIR = "target/wasm-permutes"


def build() -> str:
    env = dict(os.environ, RUSTFLAGS="-C target-feature=+simd128", CARGO_TARGET_DIR=TARGET_DIR)
    subprocess.run(
        ["cargo", "rustc", "--release", "--lib", "--target", "wasm32-wasip1", "--",
         "--emit", "asm", "-C", "codegen-units=1"],
        check=True, env=env,
    )
    files = glob.glob(f"{TARGET_DIR}/wasm32-wasip1/release/deps/bitboard_simd-*.s")
    if len(files) != 1:
        sys.exit(f"expected one assembly file, found {files}")
    return files[0]


def functions(path: str):
    """(mangled name, body lines) of every function in LLVM's wasm text."""
    name, body = None, []
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("_ZN") and line.endswith(":"):
                name, body = line[:-1], []
            elif name is not None:
                if line.strip() == "end_function":
                    yield name, body
                    name = None
                else:
                    body.append(line.strip())


def loops(body):
    """The instructions of each loop (nested loops counted with theirs),
    and the instructions outside every loop."""
    depth, current, found, outside = 0, [], [], []
    for ins in body:
        word = ins.split("\t")[0].split(" ")[0]
        if word == "loop":
            depth += 1
            if depth == 1:
                current = []
            continue
        if word == "end_loop":
            depth -= 1
            if depth == 0:
                found.append(current)
            continue
        (current if depth > 0 else outside).append(ins)
    return found, outside


def main() -> int:
    args = [a for a in sys.argv[1:] if a != "--no-build"]
    if args:
        path = args[0]
        if not os.path.isfile(path):
            sys.exit(f"no such file: {path}")
    elif "--no-build" in sys.argv:
        sys.exit("--no-build needs the assembly file")
    else:
        path = build()
    failures, checked = [], set()
    vectorised = set()
    for name, body in functions(path):
        for module, batch in VECTORISED:
            if f"{PORTABLE}{module}{len(batch)}{batch}17h" not in name:
                continue
            vectorised.add(batch)
            found, _ = loops(body)
            ops = [{ins.split("\t")[0] for ins in loop} for loop in found]
            memory = {"v128.load", "v128.store"}
            shifts = {"i64x2.shl", "i64x2.shr_u"}
            if not any(memory <= o and o & shifts for o in ops):
                failures.append(f"{batch} (portable): no loop of v128 loads, stores and shifts")
        if SIMD128 not in name:
            continue
        if any(ins.startswith(BYTE_SWAP) for ins in body):
            failures.append(f"{name}: holds the one-input byte-swap shuffle")
        for batch in SWIZZLING:
            if f"{len(batch)}{batch}17h" not in name:
                continue
            checked.add(batch)
            found, _ = loops(body)
            if not found:
                failures.append(f"{batch}: no loop")
            for i, loop in enumerate(found):
                ops = [ins.split("\t")[0] for ins in loop]
                if "i8x16.swizzle" not in ops:
                    failures.append(f"{batch}: loop {i} holds no i8x16.swizzle")
                if "i8x16.shuffle" in ops:
                    failures.append(f"{batch}: loop {i} holds an i8x16.shuffle")
                if "i16x8.q15mulr_sat_s" in ops:
                    failures.append(f"{batch}: loop {i} computes the swizzle index")
    missing = (set(SWIZZLING) - checked) | ({b for _, b in VECTORISED} - vectorised)
    if missing:
        failures.append(f"not found in {path}: {sorted(missing)}")
    for f in failures:
        print("FAIL:", f)
    if failures:
        return 1
    print(f"ok: {len(checked)} batch forms swizzle with their index outside the loop; "
          "no simd128 function holds the byte-swap shuffle; "
          f"{len(vectorised)} portable batch loops are simd128 code")
    return 0


if __name__ == "__main__":
    sys.exit(main())
