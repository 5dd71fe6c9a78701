#!/usr/bin/env python3
"""Checks that a dependent's build compiles each implementation once.

An `#[inline]` function is compiled into every codegen unit that names it.
The crate's implementations are `#[inline]` (the tokens inline them into a
user's code), so a second runtime function that names the registry's lists
of implementations, in another codegen unit than `KernelTable::build`,
compiles all of them a second time: once, 240 functions twice, a quarter of
the library's release build time.

This builds the library as a dependent gets it (release, default features,
the codegen units cargo's release profile gives), reads every object of the
rlib (binutils' `ar` and `nm`) and fails if a function of `arch::` is
defined in more than one object, naming them.

Usage: tools/check-codegen-copies.py [--target-dir DIR]
"""

import argparse
import collections
import os
import re
import subprocess
import sys

import rlib_objects

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--target-dir", default=os.path.join(ROOT, "target", "codegen-copies"))
    args = parser.parse_args()
    where = collections.defaultdict(set)
    with rlib_objects.objects(rlib_objects.build(args.target_dir)) as (tmp, objects):
        for obj in objects:
            out = subprocess.run(["nm", "--defined-only", "-C", obj], cwd=tmp, check=True,
                                 capture_output=True, text=True).stdout
            for line in out.splitlines():
                parts = line.split(" ", 2)
                if len(parts) == 3 and parts[1] in ("t", "T"):
                    name = re.sub(r"::h[0-9a-f]{16}$", "", parts[2])
                    where[name].add(obj)
    copies = {n: o for n, o in where.items() if len(o) > 1 and "::arch::" in n}
    on_call = sorted(n for n in where if re.search(r"bitboard_simd::(calibrate|wisdom|inputs)::", n))
    print(f"check-codegen-copies: {len(on_call)} function(s) of calibrate, wisdom or inputs "
          "compiled into the library")
    if on_call:
        for name in on_call[:20]:
            print(f"  {name}")
        print("These are compiled only where a program calls them: mark them #[inline] (and what "
              "only they call), or call them from no function the library always compiles.")
        sys.exit(1)
    print(f"check-codegen-copies: {len(objects)} codegen units, {len(where)} functions, "
          f"{len(copies)} implementation(s) compiled in more than one")
    if copies:
        for name in sorted(copies)[:20]:
            print(f"  {name}: {len(copies[name])} units")
        print("A runtime function outside KernelTable::build names the registry's lists of "
              "implementations (the lists with function pointers): read the function-less "
              "lists (registry::Infos) there instead.")
        sys.exit(1)


if __name__ == "__main__":
    main()
