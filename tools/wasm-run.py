#!/usr/bin/env python3
"""Runs a wasm32-wasip1 program (a test binary, an example such as the
report) under Wasmtime, from PyPI's `wasmtime` package:

    python3 -m pip install wasmtime
    python3 tools/wasm-run.py target/wasm32-wasip1/release/examples/report.wasm --quick

As a cargo runner (then `cargo test --target wasm32-wasip1` and
`cargo run --target wasm32-wasip1` run through it):

    CARGO_TARGET_WASM32_WASIP1_RUNNER="python3 tools/wasm-run.py" cargo test --target wasm32-wasip1

The program sees the arguments after the module's path, this process's
whole environment (so BITBOARD_SIMD and the tests' variables reach it), and
the current directory preopened twice, as `.` and by its absolute name,
so it reads and writes files below the current directory as a native
program would (run it from the crate's root). Nothing outside it is
reachable. Its
exit status is this process's; a trap (a panic: wasm32-wasip1 aborts) exits
with 134, as an abort does natively.
"""

import os
import sys

from wasmtime import Engine, ExitTrap, Linker, Module, Store, Trap, WasiConfig, WasmtimeError


def main() -> int:
    if len(sys.argv) < 2:
        print("usage: python3 tools/wasm-run.py MODULE.wasm [ARGS...]", file=sys.stderr)
        return 2
    path = sys.argv[1]
    engine = Engine()
    linker = Linker(engine)
    linker.define_wasi()
    wasi = WasiConfig()
    wasi.argv = [path, *sys.argv[2:]]
    wasi.env = list(os.environ.items())
    # Relative paths resolve against `.`; absolute ones under the current
    # directory (the crate's own paths, `env!("CARGO_MANIFEST_DIR")`) against
    # its absolute name. (Preopening `/` instead would send relative paths
    # to the host's root: the module's working directory is `/`.)
    cwd = os.getcwd()
    wasi.preopen_dir(".", ".")
    wasi.preopen_dir(cwd, cwd)
    wasi.inherit_stdin()
    wasi.inherit_stdout()
    wasi.inherit_stderr()
    store = Store(engine)
    store.set_wasi(wasi)
    instance = linker.instantiate(store, Module.from_file(engine, path))
    try:
        instance.exports(store)["_start"](store)
    except ExitTrap as e:
        return e.code
    except (Trap, WasmtimeError) as e:
        print(f"wasm-run: {path}: {e}", file=sys.stderr)
        return 134
    return 0


if __name__ == "__main__":
    sys.exit(main())
