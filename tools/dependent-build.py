#!/usr/bin/env python3
"""What a dependent pays to build this crate: the CPU time (user + system,
every process of the build) of a clean release build of a one-line program
that depends on it, against the same program on cozy-chess 0.3, in turns.

    python3 tools/dependent-build.py [--runs N] [--features a,b] [--no-default-features]

Each run builds both programs from nothing (their own target directories,
emptied first; the registry's sources must already be downloaded or
downloadable). It prints every run and the medians, and the ratio of the
medians. A benchmark, not a test: run it on a quiet machine.
"""

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROGRAMS = {
    "bitboard-simd": (
        'bitboard-simd = {{ path = "{root}"{features} }}',
        "fn main() {\n"
        "    let sq = bitboard_simd::Square::new(std::env::args().count() as u8 % 64).unwrap();\n"
        '    println!("{}", bitboard_simd::queen_attacks_from(sq, 0x1234));\n'
        "}\n",
    ),
    "cozy-chess": (
        'cozy-chess = "0.3.4"',
        "fn main() {\n"
        "    let sq = cozy_chess::Square::index(std::env::args().count() % 64);\n"
        '    println!("{}", cozy_chess::get_rook_moves(sq, cozy_chess::BitBoard(0x1234)).0);\n'
        "}\n",
    ),
}


def write_program(dir: Path, name: str, dependency: str, main: str) -> None:
    (dir / "src").mkdir(parents=True, exist_ok=True)
    (dir / "Cargo.toml").write_text(
        f'[package]\nname = "dependent-{name}"\nversion = "0.1.0"\nedition = "2021"\n\n'
        f"[dependencies]\n{dependency}\n\n[workspace]\n"
    )
    (dir / "src" / "main.rs").write_text(main)


def cpu_seconds(dir: Path) -> float:
    """A clean release build's CPU time, children included."""
    shutil.rmtree(dir / "target", ignore_errors=True)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(
        ["cargo", "build", "--release", "-q"],
        cwd=dir,
        check=True,
        env={**os.environ, "CARGO_TARGET_DIR": str(dir / "target")},
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--features", default="")
    parser.add_argument("--no-default-features", action="store_true")
    args = parser.parse_args()

    features = ""
    if args.no_default_features:
        features += ", default-features = false"
    if args.features:
        names = ", ".join(f'"{f}"' for f in args.features.split(","))
        features += f", features = [{names}]"

    work = Path(tempfile.mkdtemp(prefix="dependent-build-"))
    try:
        dirs = {}
        for name, (dependency, main_rs) in PROGRAMS.items():
            dirs[name] = work / name
            write_program(dirs[name], name, dependency.format(root=ROOT, features=features), main_rs)
            # Resolve and download once, outside the timed builds.
            subprocess.run(["cargo", "fetch", "-q"], cwd=dirs[name], check=True)
        times = {name: [] for name in PROGRAMS}
        for run in range(args.runs):
            for name in PROGRAMS:
                t = cpu_seconds(dirs[name])
                times[name].append(t)
                print(f"run {run + 1}: {name:14} {t:6.2f} s CPU", flush=True)
        ours, cozy = (statistics.median(times[n]) for n in PROGRAMS)
        print(f"median: bitboard-simd {ours:.2f} s, cozy-chess {cozy:.2f} s, ratio {ours / cozy:.2f}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
