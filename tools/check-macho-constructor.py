#!/usr/bin/env python3
"""Checks that a Mach-O build of the library registers its constructor.

    python3 tools/check-macho-constructor.py target/x86_64-apple-darwin/debug/libbitboard_simd.rlib

The per-square free functions rely on a constructor that runs before `main`
(`src/selection/before_main.rs`); on macOS dyld runs the functions listed in
sections of type S_MOD_INIT_FUNC_POINTERS (`__DATA,__mod_init_func`).
Nothing can be linked or run for macOS on the CI machine, so this reads the
objects of the library's rlib (rustc's own, no linker involved) with
`llvm-readobj` and requires:

* a section `__mod_init_func` in segment `__DATA`, of type
  `ModInitFuncPointers` (0x9: the type dyld acts on, not merely the name),
  whose size is a whole number of 8-byte pointers;
* each of its pointers relocated to a symbol, and one of them to the
  crate's constructor (`start::start`, `src/start.rs`).

`llvm-readobj`: `--readobj PATH`, else rustup's `llvm-tools` component (the
LLVM of rustc itself; `rustup component add llvm-tools`), else one on PATH
(Debian's `llvm`). Exit status 0 when the entry is there, 1 with the reason
when it is not, 2 when the tool or the file is missing.
"""

import argparse
import glob
import os
import re
import shutil
import subprocess
import sys

CONSTRUCTOR = re.compile(r"5start5start|start::start")


def find_readobj(given):
    if given:
        return given
    try:
        sysroot = subprocess.run(
            ["rustc", "--print", "sysroot"], capture_output=True, text=True, check=True
        ).stdout.strip()
        for path in sorted(glob.glob(os.path.join(sysroot, "lib/rustlib/*/bin/llvm-readobj"))):
            if os.access(path, os.X_OK):
                return path
    except (OSError, subprocess.CalledProcessError):
        pass
    found = shutil.which("llvm-readobj")
    if found:
        return found
    versioned = sorted(glob.glob("/usr/bin/llvm-readobj-*"))
    return versioned[-1] if versioned else None


def parse(text):
    """Per object: its format line, its sections (name -> fields) and its
    relocations (section name -> list of target symbols)."""
    objects = {}
    obj = None
    block = None  # "sections" / "relocations"
    section = None
    reloc_section = None
    for raw in text.splitlines():
        line = raw.strip()
        if raw.startswith("File: "):
            obj = {"format": "", "sections": {}, "relocations": {}}
            objects[raw[len("File: "):]] = obj
            block = None
            continue
        if obj is None:
            continue
        if raw.startswith("Format: "):
            obj["format"] = raw[len("Format: "):]
        elif raw.startswith("Sections ["):
            block = "sections"
        elif raw.startswith("Relocations ["):
            block = "relocations"
        elif block == "sections":
            if line == "Section {":
                section = {}
            elif section is not None and ":" in line:
                key, value = line.split(":", 1)
                value = value.strip()
                if key in ("Name", "Segment"):
                    value = value.split(" (")[0]  # drop the hex bytes
                section.setdefault(key, value)
                if key == "Name":
                    obj["sections"].setdefault(value, [])
                    obj["sections"][value].append(section)
            elif line == "}":
                section = None
        elif block == "relocations":
            m = re.match(r"Section (\S+) \{$", line)
            if m:
                reloc_section = m.group(1)
                obj["relocations"].setdefault(reloc_section, [])
            elif line == "}":
                reloc_section = None
            elif reloc_section is not None and line:
                # offset pcrel length extern type scattered symbol
                obj["relocations"][reloc_section].append(line.split()[-1])
    return objects


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("rlib", help="the library's .rlib (or a Mach-O object)")
    ap.add_argument("--readobj", help="the llvm-readobj to use")
    args = ap.parse_args()

    if not os.path.isfile(args.rlib):
        print(f"check-macho-constructor: {args.rlib}: no such file (build it first)", file=sys.stderr)
        return 2
    readobj = find_readobj(args.readobj)
    if not readobj:
        print(
            "check-macho-constructor: no llvm-readobj: `rustup component add llvm-tools`, "
            "or install Debian's `llvm`",
            file=sys.stderr,
        )
        return 2
    run = subprocess.run(
        [readobj, "--sections", "--relocations", args.rlib], capture_output=True, text=True
    )
    if run.returncode != 0:
        print(run.stderr, file=sys.stderr)
        print(f"check-macho-constructor: {readobj} failed on {args.rlib}", file=sys.stderr)
        return 2
    objects = parse(run.stdout)
    machos = {name: o for name, o in objects.items() if o["format"].startswith("Mach-O")}
    if not machos:
        print(f"FAILED: no Mach-O object in {args.rlib} (a build for an apple-darwin target?)")
        return 1

    problems = []
    entries = []
    for name, obj in machos.items():
        for sec in obj["sections"].get("__mod_init_func", []):
            where = f"{os.path.basename(name)}: {sec.get('Segment')},__mod_init_func"
            size = int(sec.get("Size", "0"), 16)
            targets = obj["relocations"].get("__mod_init_func", [])
            if sec.get("Segment") != "__DATA":
                problems.append(f"{where}: not in segment __DATA")
            if not sec.get("Type", "").startswith("ModInitFuncPointers"):
                problems.append(f"{where}: type {sec.get('Type')}, not ModInitFuncPointers: dyld would not run it")
            if size == 0 or size % 8:
                problems.append(f"{where}: size {size}, not a whole number of pointers")
            if len(targets) != size // 8:
                problems.append(f"{where}: {size // 8} pointer(s) but {len(targets)} relocation(s)")
            entries += [(where, sec.get("Type"), t) for t in targets]

    for where, kind, target in entries:
        print(f"{where} ({kind}): {target}")
    ours = [e for e in entries if CONSTRUCTOR.search(e[2])]
    if not ours:
        problems.append(
            f"no __mod_init_func entry points at the constructor (start::start) in "
            f"{len(machos)} Mach-O objects of {args.rlib}: it would not run before main on macOS"
        )
    if problems:
        for p in problems:
            print(f"FAILED: {p}")
        return 1
    print(
        f"ok: the constructor is registered in __DATA,__mod_init_func "
        f"({len(machos)} Mach-O objects read with {os.path.basename(readobj)})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
