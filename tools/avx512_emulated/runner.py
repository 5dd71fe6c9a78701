"""Every registry implementation that needs an AVX-512 feature or GFNI, run
under the Bochs CPU emulator against the portable implementation of the
same kernel; then a self-test that a planted one-instruction change is
caught. Started by tools/avx512-emulated.sh, which builds what it needs:

    python3 tools/avx512_emulated BINARY SHIM STUBS_BIN STUBS_OBJECT

The worker processes are started fresh ("spawn": each has its own
emulator, and Bochs is not fork-safe), so everything they run lives in
this module, not in `__main__`.

Exits 1 on any mismatch, fault or missed self-test. Environment:
AVX512_EMULATED_JOBS (worker processes; default: the CPUs this process may
run on), AVX512_EMULATED_ONLY (a substring of the paths to run),
AVX512_EMULATED_MODEL (Bochs's CPU model by index; default 29, Tiger Lake:
27, Cannon Lake, has no GFNI, and shows the rows that need it not run).
"""

import multiprocessing
import os
import re
import subprocess
import sys
import time
from collections import namedtuple

import abi
import check
import cpu
import crate
import guest as guest_module

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

# The self-test's targets, in order of preference: an instruction whose
# immediate is a truth table or an affine matrix, in a function with such
# an instruction among those checked.
MUTATED_INSTRUCTIONS = ("vpternlogq", "vpternlogd", "vgf2p8affineqb")
MUTATED_FUNCTION = "avx512::king_safety::king_safety"
MUTATION_BIT = 0x10

# One implementation to run: its registry path, kernel and features, the
# address of each copy of its function, and the portable reference's
# address and path.
Task = namedtuple("Task", "path kernel features copies reference reference_path")

_context = None
_cpu = None


def _start_worker(config, mutations):
    """A worker process's guest: the binary loaded, the CPU model set."""
    global _context, _cpu
    binary, shim, stubs, stubs_object, model = config
    guest = guest_module.Guest(binary, shim, stubs, guest_module.stub_symbols(stubs_object),
                               model=model, mutations=mutations)
    singles, batches = crate.catalogue(ROOT)
    _context = check.Context(guest, singles, batches, abi.layouts(ROOT))
    _cpu = cpu.Cpu(guest)


def _describe_cpu(_):
    return _cpu.summary(), sorted(_cpu.features)


def _run(task):
    """Runs one Task in a worker: (task, Result, seconds), or (task, None,
    why) where the emulated CPU lacks a feature the function needs."""
    missing = _cpu.missing(task.features)
    if missing:
        return task, None, f"the emulated CPU lacks {', '.join(missing)}"
    started = time.perf_counter()
    result = check.check(_context, task.kernel, task.copies, task.reference)
    return task, result, time.perf_counter() - started


def plan(binary):
    """(tasks, not_run): every implementation needing AVX-512 or GFNI, with
    its copies and the portable reference, or the reason it cannot run."""
    singles, batches = crate.catalogue(ROOT)
    rows = crate.registry(ROOT)
    mirror = crate.Mirror(ROOT)
    symbols = crate.symbols(binary)
    only = os.environ.get("AVX512_EMULATED_ONLY", "")
    tasks, not_run = [], []
    for row in rows:
        if row.path.split("::")[0] not in ("avx2", "bmi2", "avx512"):
            continue
        features, defined = crate.row_features(row, mirror)
        if features is None:
            raise SystemExit(f"{row.path}: not in src/arch/target_features.rs (regenerate the mirror)")
        if not cpu.needs_emulation(features) or only not in row.path:
            continue
        copies = symbols.get(crate.symbol_name(defined), [])
        # The portable reference: the last portable row of the kernel's
        # list (its fallback) that the binary keeps out of line.
        portable = [r for r in rows if r.kernel == row.kernel and r.path.startswith("all::")
                    and crate.symbol_name(r.path) in symbols]
        if row.kernel not in singles and row.kernel not in batches:
            not_run.append((row.path, f"kernel {row.kernel} is not in src/catalogue.rs"))
        elif not copies:
            not_run.append((row.path, "no symbol in the binary (compiled out or inlined everywhere)"))
        elif not portable:
            not_run.append((row.path, f"no portable implementation of {row.kernel} with a symbol"))
        else:
            reference = symbols[crate.symbol_name(portable[-1].path)][0]
            tasks.append(Task(row.path, row.kernel, features, sorted(copies), reference, portable[-1].path))
    # Batch forms first: they take longest, so the workers end together.
    tasks.sort(key=lambda t: (t.kernel in singles, t.path))
    return tasks, not_run


def find_mutation(binary, tasks):
    """(task, address, old byte, new byte, instruction) of the planted
    change: one immediate byte of one instruction of the first copy of one
    function, found in the disassembly."""
    for task in sorted(tasks, key=lambda t: t.path != MUTATED_FUNCTION):
        start = task.copies[0]
        listing = subprocess.run(
            ["objdump", "-d", "-w", f"--start-address={start:#x}",
             f"--stop-address={start + 0x2000:#x}", binary],
            capture_output=True, text=True, check=True).stdout
        for line in listing.splitlines():
            m = re.match(r"\s*([0-9a-f]+):\s+((?:[0-9a-f]{2} )+)\s*(\S+)\s+(.*)", line)
            if not m:
                if re.match(r"[0-9a-f]+ <", line) and int(line.split()[0], 16) != start:
                    break  # the next function
                continue
            if m[3] in MUTATED_INSTRUCTIONS and m[4].startswith("$0x"):
                encoding = bytes.fromhex(m[2].replace(" ", ""))
                address = int(m[1], 16) + len(encoding) - 1  # the immediate: the last byte
                old = encoding[-1]
                operands = m[4].split("#")[0].strip()  # without objdump's comment
                return task, address, old, old ^ MUTATION_BIT, f"{m[3]} {operands}"
    return None


def _print_result(task, result, seconds):
    stats = "".join(f", {v} {k}" for k, v in result.stats.items())
    if result.fault:
        status = f"FAULT {result.fault}"
    else:
        status = f"{result.mismatches} MISMATCHES" if result.mismatches else "ok"
    print(f"{task.path:58} x{len(task.copies)} {result.calls:6} calls{stats}: {status} "
          f"({seconds:.1f} s; against {task.reference_path})", flush=True)
    for report in result.reports:
        print(f"    {report}")


def main():
    binary, shim, stubs, stubs_object = sys.argv[1:5]
    started = time.perf_counter()
    tasks, not_run = plan(binary)
    model = int(os.environ.get("AVX512_EMULATED_MODEL", guest_module.TIGER_LAKE))
    config = (binary, shim, stubs, stubs_object, model)
    jobs = int(os.environ.get("AVX512_EMULATED_JOBS", len(os.sched_getaffinity(0))))
    spawn = multiprocessing.get_context("spawn")
    # The self-test runs in a guest of its own, with the change planted
    # before any code runs, beside the workers.
    mutation = find_mutation(binary, tasks)
    planted_code = {mutation[1]: mutation[3]} if mutation else {}

    with spawn.Pool(1, _start_worker, (config, planted_code)) as planted, \
            spawn.Pool(jobs, _start_worker, (config, {})) as pool:
        summary, _ = pool.apply(_describe_cpu, (None,))
        name = ", Tiger Lake" if model == guest_module.TIGER_LAKE else ""
        print(f"emulated CPU (Bochs model {model}{name}): {summary}")
        print(f"{len(tasks) + len(not_run)} implementations need AVX-512 or GFNI; {jobs} worker(s)")
        self_test = planted.apply_async(_run, (mutation[0],)) if mutation else None
        ran = mismatches = faults = 0
        for task, result, extra in pool.imap_unordered(_run, tasks):
            if result is None:
                not_run.append((task.path, extra))
                continue
            _print_result(task, result, extra)
            ran += 1
            mismatches += result.mismatches
            faults += result.fault is not None

        caught = False
        if mutation is None:
            print("self-test: FAILED: no vpternlog or vgf2p8affineqb immediate found to change")
        else:
            task, address, old, new, instruction = mutation
            _, result, _ = self_test.get()
            caught = result is not None and result.mismatches > 0 and result.fault is None
            found = (f"{result.mismatches} mismatches in {result.calls} calls"
                     f"{', fault: ' + result.fault if result.fault else ''}") if result else "not run"
            print(f"self-test: {instruction} at {address:#x} in {task.path} (its first copy), immediate "
                  f"{old:#04x} -> {new:#04x}: {found}: {'caught' if caught else 'NOT CAUGHT'}")
            for report in (result.reports[:1] if result else []):
                print(f"    {report}")

    for path, reason in sorted(not_run):
        print(f"not run: {path}: {reason}")
    print(f"time: {time.perf_counter() - started:.1f} s")
    print(f"avx512 emulated: {ran} implementations, {mismatches} mismatches, {len(not_run)} not run")
    sys.exit(1 if mismatches or faults or not caught else 0)
