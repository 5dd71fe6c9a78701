#!/usr/bin/env bash
# Every registry implementation that needs an AVX-512 feature or GFNI, run
# under the Bochs CPU emulator (a Tiger Lake model) against the portable
# implementation of the same kernel, so that CI executes that code on any
# machine; then a self-test that a planted one-byte change to one of those
# functions is caught. The checks are tools/avx512_emulated/ (Python).
#
# From nothing, with only the Rust toolchain, gcc, python3 and the Debian
# and PyPI registries: a virtual environment under target/ with the pinned
# bochscpu-python wheel, the glibc shim and the guest's stubs built with
# gcc and as, and the release `report` binary with every implementation
# (`--features alternatives`) and its symbol table.
#
# The last line is `avx512 emulated: N implementations, M mismatches, K
# not run`; exit status 1 on any mismatch, fault or missed self-test.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=target/bochs-venv
build=target/bochs-emulated
binary=target/bochs-emulated/report
mkdir -p "$build"

# The emulator: PyPI's bochscpu-python, pinned (the tool reaches into the
# wheel's build of Bochs to choose the CPU model; see guest.py).
if ! "$venv/bin/python" -c 'import importlib.metadata as m; assert m.version("bochscpu-python") == "0.4.0"' 2>/dev/null; then
  python3 -m venv "$venv" 2>/dev/null || {
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -qq python3-venv >/dev/null 2>&1 ||
      { apt-get update -qq && apt-get install -y -qq python3-venv >/dev/null; }
    python3 -m venv --clear "$venv"
  }
  "$venv/bin/pip" install -q bochscpu-python==0.4.0
fi

# The wheel's extension needs two glibc 2.38 symbols; the shim supplies
# them on older glibc (and is harmless on newer).
gcc -O2 -shared -fPIC tools/avx512_emulated/isoc23_shim.c -o "$build/libisoc23_shim.so"
# The guest's memset, memcpy, memmove and CPUID probe, as one flat page.
as tools/avx512_emulated/guest_stubs.s -o "$build/guest_stubs.o"
objcopy -O binary -j .text "$build/guest_stubs.o" "$build/guest_stubs.bin"

# Every implementation (alternatives: the report's build has them already,
# through the crate's dev-dependency on itself, so this is the binary the
# report stage built), default features otherwise. Cargo's release profile
# strips debug information but keeps the symbol table, which names each
# copy of each function; the copy below is what the tool reads, whatever
# another build writes to target/ meanwhile.
cargo build --release --quiet --example report --features alternatives
cp target/release/examples/report "$binary"
if ! nm -C "$binary" | grep ' bitboard_simd::arch::x86_64::avx512::' >/dev/null; then
  echo "$binary: no symbols of the avx512 implementations (stripped?)" >&2
  exit 1
fi

# At most 5 minutes (the run takes about 20 s): a change that made a guest
# function loop forever must fail the stage, not hang it. -B: no __pycache__ in tools/.
timeout 300 "$venv/bin/python" -B tools/avx512_emulated \
  "$binary" "$build/libisoc23_shim.so" "$build/guest_stubs.bin" "$build/guest_stubs.o"
