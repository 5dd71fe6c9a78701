#!/usr/bin/env python3
"""Builds tests/data/cpuid.tsv from CPUID register dumps.

Usage: python3 tests/data/cpuid_table.py DUMP_DIR > tests/data/cpuid.tsv

DUMP_DIR holds InstLatx64-style dumps (one file per CPU, lines
`CPUID llllllll: EAX-EBX-ECX-EDX [SL ss]`, one block per logical CPU).
For each file this keeps the leaves the crate's detection reads, for the
first logical CPU, and again for the last one where those leaves differ
(hybrid parts), and writes the answers the crate must give for them.

The answers are computed here, independently of the crate's Rust decoder,
from the published bit positions (Intel SDM vol. 2 CPUID, AMD APM vol. 3):
the test holds the Rust decoder to them. The dumps record no XCR0; a kernel
of the dump's era enables every user state the CPU supports, so XCR0 is
taken as leaf 0xD sub-leaf 0 EAX (0 where the CPU has no leaf 0xD).
"""
import os
import re
import sys

LINE = re.compile(r"^CPUID ([0-9A-Fa-f]{8}): ([0-9A-Fa-f]{8})-([0-9A-Fa-f]{8})-([0-9A-Fa-f]{8})-([0-9A-Fa-f]{8})(?:.*\[SL ([0-9A-Fa-f]{2})\])?")


def blocks(text):
    """One dict {(leaf, sub): (eax, ebx, ecx, edx)} per logical CPU block."""
    out, cur = [], {}
    for line in text.splitlines():
        if "Logical CPU #" in line and cur:
            out.append(cur)
            cur = {}
        m = LINE.match(line.strip())
        if m:
            leaf = int(m.group(1), 16)
            sub = int(m.group(6), 16) if m.group(6) else 0
            regs = tuple(int(m.group(i), 16) for i in range(2, 6))
            cur.setdefault((leaf, sub), regs)
    if cur:
        out.append(cur)
    return out


def bit(v, n):
    return (v >> n) & 1 == 1


def read(b):
    """The crate's leaves, gated as a CPU gates them: a leaf above the
    maximum is not read (zeros)."""
    z = (0, 0, 0, 0)
    l0 = b.get((0, 0), z)
    mx = l0[0]
    l1 = b.get((1, 0), z) if mx >= 1 else z
    l7 = b.get((7, 0), z) if mx >= 7 else z
    ld = b.get((0xD, 0), z) if mx >= 0xD else z
    e0 = b.get((0x80000000, 0), z)
    emx = e0[0] if e0[0] >= 0x80000000 else 0
    e1 = b.get((0x80000001, 0), z) if emx >= 0x80000001 else z
    brand = b""
    if emx >= 0x80000004:
        for leaf in (0x80000002, 0x80000003, 0x80000004):
            for r in b.get((leaf, 0), z):
                brand += r.to_bytes(4, "little")
    vendor = b"".join(r.to_bytes(4, "little") for r in (l0[1], l0[3], l0[2])).decode("latin1")
    brand = brand.split(b"\0")[0].decode("latin1").strip()
    osxsave = bit(l1[2], 27)
    xcr0 = ld[0] if osxsave else 0
    return dict(vendor=vendor, max=mx, sig=l1[0], l1c=l1[2], l1d=l1[3], l7b=l7[1], l7c=l7[2],
                xcr0=xcr0, emax=e0[0], e1c=e1[2], brand=brand or "-")


def answers(r):
    """Features (the crate's rule), level, pext verdict, erratum, class."""
    avx_state = bit(r["l1c"], 27) and r["xcr0"] & 0x6 == 0x6
    z_state = avx_state and r["xcr0"] & 0xE0 == 0xE0
    c, d, b7, c7 = r["l1c"], r["l1d"], r["l7b"], r["l7c"]
    f = []
    def add(name, ok):
        if ok:
            f.append(name)
    add("sse2", bit(d, 26)); add("sse3", bit(c, 0)); add("ssse3", bit(c, 9))
    add("sse4.1", bit(c, 19)); add("sse4.2", bit(c, 20)); add("popcnt", bit(c, 23))
    add("pclmulqdq", bit(c, 1)); add("avx", bit(c, 28) and avx_state)
    add("avx2", bit(b7, 5) and avx_state); add("bmi1", bit(b7, 3)); add("bmi2", bit(b7, 8))
    add("lzcnt", r["emax"] >= 0x80000001 and bit(r["e1c"], 5))
    for name, n in (("avx512f", 16), ("avx512bw", 30), ("avx512vl", 31), ("avx512dq", 17), ("avx512cd", 28)):
        add(name, bit(b7, n) and z_state)
    add("avx512vbmi", bit(c7, 1) and z_state); add("avx512vbmi2", bit(c7, 6) and z_state)
    add("gfni", bit(c7, 8))                       # legacy-SSE form: no state beyond SSE
    add("vpclmulqdq", bit(c7, 10) and avx_state)  # VEX/EVEX only: the AVX state
    erratum = r["vendor"] == "GenuineIntel" and "avx" not in f and ("bmi1" in f or "bmi2" in f)
    if erratum:
        f = [x for x in f if x not in ("bmi1", "bmi2")]
    s = set(f)
    lv = "scalar"
    if "sse2" in s:
        lv = "sse2"
    if lv == "sse2" and s >= {"sse3", "ssse3", "sse4.1", "sse4.2", "popcnt", "avx", "avx2"}:
        lv = "avx2"
    if lv == "avx2" and s >= {"bmi1", "bmi2", "lzcnt"}:
        lv = "bmi2"
    if lv == "bmi2" and s >= {"avx512f", "avx512bw", "avx512vl"}:
        lv = "avx512"
    sig = r["sig"]
    fam = (sig >> 8) & 0xF
    if fam == 0xF:
        fam += (sig >> 20) & 0xFF
    amd = r["vendor"] in ("AuthenticAMD", "HygonGenuine")
    slow = amd and fam in (0x15, 0x17, 0x18)
    pext = "-" if "bmi2" not in s else ("slow" if slow else "fast")
    z = s >= {"avx512f", "avx512bw", "avx512vl"}
    if r["vendor"] == "GenuineIntel":
        cls = "intel-avx512" if z else "intel-avx2"
    elif amd and fam in (0x15, 0x17, 0x18):
        cls = "amd-zen1-2"
    elif amd and fam >= 0x19:
        cls = "amd-avx512" if z else "amd-zen3"
    else:
        cls = "other"
    return f, lv, pext, "yes" if erratum else "no", cls


COLUMNS = ["cpu", "vendor", "max", "leaf1.eax", "leaf1.ecx", "leaf1.edx", "leaf7.ebx", "leaf7.ecx",
           "xcr0", "ext.max", "ext1.ecx", "level", "pext", "erratum", "class", "features", "brand"]


def main(path):
    print("# The CPUID leaves bitboard-simd's detection reads, for real CPUs, and the answers it must give.")
    print("# Source: the InstLatx64 collection of CPUID dumps (instlatx64.atw.hu), first logical CPU")
    print("# (and the last, as `#last`, where these leaves differ). Registers in hex; xcr0 is leaf 0xD.0")
    print("# EAX (the states the CPU supports; the OS of the dump's era enabled all of them).")
    print("# Made by tests/data/cpuid_table.py; reasons for answers that are not obvious: tests/suite/cpuid.rs.")
    print("\t".join(COLUMNS))
    for name in sorted(os.listdir(path)):
        bl = blocks(open(os.path.join(path, name), encoding="latin1").read())
        rows, seen = [], set()
        for i, b in enumerate([bl[0], bl[-1]] if len(bl) > 1 else bl):
            r = read(b)
            key = tuple(v for k, v in r.items() if k != "brand")
            if key in seen:
                continue
            seen.add(key)
            stem = re.sub(r"_?CPUID\d*\.txt$", "", name)
            rows.append((stem + ("#last" if i else ""), r))
        for stem, r in rows:
            f, lv, pext, err, cls = answers(r)
            cells = [stem, r["vendor"]] + ["%x" % r[k] for k in ("max", "sig", "l1c", "l1d", "l7b", "l7c", "xcr0", "emax", "e1c")]
            cells += [lv, pext, err, cls, ",".join(f) or "-", r["brand"]]
            print("\t".join(cells))


if __name__ == "__main__":
    main(sys.argv[1])
