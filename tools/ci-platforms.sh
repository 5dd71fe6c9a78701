#!/usr/bin/env bash
# CI's platform stages: Windows under Wine, static Linux (musl), macOS built
# and checked. `.ci/run` calls this; run it alone to run just these stages:
#
#   bash tools/ci-platforms.sh                # windows, musl, darwin
#   bash tools/ci-platforms.sh windows musl   # a selection, in that order
#
# windows  x86_64-pc-windows-gnu, cross-built with MinGW-w64: clippy, the
#          release test build and the report; every test binary, and the
#          report (--quick, its JSON validated), run under Wine (headless).
# musl     x86_64-unknown-linux-musl, statically linked: every release test
#          binary run natively and under qemu-x86_64 -cpu Nehalem (SSE4.2,
#          no AVX: expect the sse2 level).
# darwin   x86_64- and aarch64-apple-darwin: clippy over every target (a
#          check: nothing can be linked for macOS here), and the library's
#          Mach-O objects checked for the constructor's entry in
#          __DATA,__mod_init_func (tools/check-macho-constructor.py).
#
# Every test binary runs with BITBOARD_SIMD_EXPECT_CONSTRUCTOR=1: the
# crate's constructor (src/selection/before_main.rs: .init_array on ELF,
# .CRT$XCU on PE) must have run before main and fixed the free functions'
# lookups, or tests/suite/cpu_model.rs fails (as does the library's unit test
# `the_constructor_ran_before_main_and_fixed_the_decision`); the report's
# output under Wine must say so too.
#
# A fresh machine needs only rustup's stable toolchain, gcc, python3 and the
# Debian and rustup registries: the Debian packages (gcc-mingw-w64-x86-64,
# wine64, qemu-user, and llvm only where rustup's llvm-tools cannot be
# had) and the rustup targets and llvm-tools are installed here where
# missing, and skipped where present.
set -euo pipefail
cd "$(dirname "$0")/.."
# The tool probes (find_*), held by tools/check-ci-probes.sh to exit 0.
. tools/ci-probes.sh

current_stage="start"
stage_started=$SECONDS
timings=()
end_stage() {
  [ "$current_stage" = start ] || timings+=("$(printf '%5ds  %s' $((SECONDS - stage_started)) "$current_stage")")
}
stage() {
  end_stage
  current_stage="$*"
  stage_started=$SECONDS
  printf '\n==== platforms: %s (%ds)\n' "$*" "$SECONDS"
}
# Never a silent exit: name the stage, the line and the command that failed.
# shellcheck disable=SC2154 # rc is assigned inside the trap's own text
trap 'rc=$?; printf "\ntools/ci-platforms.sh FAILED (exit %d) in stage \"%s\", line %d: %s\n" "$rc" "$current_stage" "$LINENO" "$BASH_COMMAND" >&2; exit $rc' ERR
set -E
fail() {
  printf 'FAILED: %s\n' "$*" >&2
  # The Windows stages' persistent wineserver would outlive the run.
  [ -z "${persistent_wineserver:-}" ] || "$persistent_wineserver" -k 2>/dev/null || true
  exit 1
}

export CARGO_TERM_COLOR=never
# Test plain builds for each target, whatever the caller's flags.
unset RUSTFLAGS CARGO_BUILD_RUSTFLAGS BITBOARD_SIMD
export QUICKCHECK_TESTS=200

# Debian packages, without their recommends (Wine's would pull in X, fonts
# and sound); the package lists are refreshed only if the first try fails
# (a fresh image has none).
apt_install() {
  command -v apt-get >/dev/null || fail "missing $*, and no apt-get here to install them: install them"
  [ "$(id -u)" = 0 ] || fail "missing $*: installing them needs root (apt-get)"
  export DEBIAN_FRONTEND=noninteractive
  echo "installing (Debian): $*"
  apt-get install -y -qq --no-install-recommends "$@" >/dev/null 2>&1 ||
    { apt-get update -qq && apt-get install -y -qq --no-install-recommends "$@" >/dev/null; } ||
    fail "apt-get install $*"
}

# rustup targets (a standard library per target); a target that cannot be
# had fails the run rather than skipping its platform.
add_targets() {
  local out
  out=$(rustup target add "$@" 2>&1) || { printf '%s\n' "$out"; fail "rustup target add $*"; }
}

# The release test executables for cargo's extra arguments (a target), one
# build, listed from cargo's JSON messages into the array `test_bins`. A
# build error is shown (by the same build without JSON) and fails the run.
build_tests() {
  local json
  json=$(mktemp)
  if ! cargo test --release --tests --no-run --message-format=json -q "$@" >"$json"; then
    cargo test --release --tests --no-run "$@" || true
    fail "the release test build: cargo test --release --tests --no-run $*"
  fi
  mapfile -t test_bins < <(python3 -c 'import json,sys
for line in open(sys.argv[1]):
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m.get("profile", {}).get("test") and m.get("executable"):
        print(m["executable"])' "$json")
  rm -f "$json"
  [ "${#test_bins[@]}" -gt 0 ] || fail "no test executables found for $*"
  echo "${#test_bins[@]} test executables"
}

# Runs every test binary in `test_bins` through the command in the
# arguments (a runner, or nothing): each must exit 0 and report its result;
# the CPU-model test's lines (cpu, levels, the constructor) are shown.
# `what` names the run in messages.
run_tests() {
  local what=$1 log bin
  shift
  log=$(mktemp)
  local ok
  for bin in "${test_bins[@]}"; do
    ok=1
    env BITBOARD_SIMD_EXPECT_CONSTRUCTOR=1 "$@" "$bin" --nocapture >"$log" 2>&1 || ok=0
    if [ "$ok" = 0 ] && [ ! -s "$log" ]; then
      # Failed with no output at all: the binary never started (seen once
      # under Wine in a fresh prefix; the same binary passed when run
      # again). One more run; a test that fails prints its failure.
      echo "$(basename "$bin") $what: failed without any output; running it once more"
      sleep 2
      ok=1
      env BITBOARD_SIMD_EXPECT_CONSTRUCTOR=1 "$@" "$bin" --nocapture >"$log" 2>&1 || ok=0
    fi
    if [ "$ok" = 0 ]; then
      # The panics first (with --nocapture they sit amid the output, and
      # the CPU-model test prints a long description), then the summary.
      grep -v -e '^qemu-x86_64: warning' "$log" | grep -A4 -e 'panicked at' | head -n 60 || true
      echo "..."
      grep -v -e '^qemu-x86_64: warning' "$log" | tail -n 15 || true
      fail "$(basename "$bin") $what"
    fi
    case "$bin" in
      */suite-*) grep -E '^(cpu|levels available|active level|BITBOARD_SIMD_EXPECT_CONSTRUCTOR)' "$log" || true ;;
    esac
    grep -E '^test result:' "$log" || { tail -n 20 "$log"; fail "$(basename "$bin") $what: no test result"; }
  done
  rm -f "$log"
}

windows() {
  local target=x86_64-pc-windows-gnu
  stage "windows: MinGW-w64 and Wine (Debian) where missing, the $target target"
  # The probes (tools/ci-probes.sh) print nothing where the tool is
  # missing, and never fail: the install below must be reached.
  local wine missing=()
  [ -n "$(find_mingw_gcc)" ] || missing+=(gcc-mingw-w64-x86-64)
  wine=$(find_wine)
  [ -n "$wine" ] || missing+=(wine64)
  [ "${#missing[@]}" = 0 ] || apt_install "${missing[@]}"
  wine=$(find_wine)
  [ -n "$wine" ] || fail "no Wine loader found after installing wine64"
  add_targets "$target"
  echo "$("$wine" --version), $(x86_64-w64-mingw32-gcc --version | head -n1)"

  stage "windows: clippy, the release test build and the report ($target)"
  cargo clippy -q --target "$target" --all-targets --features bench -- -D warnings
  build_tests --target "$target"
  cargo build -q --release --target "$target" --example report
  local report_exe="target/$target/release/examples/report.exe"
  [ -f "$report_exe" ] || fail "$report_exe was not built"

  stage "windows: Wine, headless, in its own prefix (the bcryptprimitives shim where Wine lacks ProcessPrng)"
  # A prefix of our own under target/ (absolute, as Wine wants); no
  # display (none is needed, and none must be used); no Mono or Gecko
  # install prompts; Wine's own messages off.
  export WINEPREFIX="$PWD/target/wine-prefix" WINEARCH=win64 WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
  unset DISPLAY WAYLAND_DISPLAY
  local wineserver
  wineserver=$(find_wineserver "$wine")
  [ -n "$wineserver" ] || wineserver=true
  if [ ! -f "$WINEPREFIX/system.reg" ]; then
    # Creating it prints that 32-bit rundll32 is missing (no wine32): harmless.
    "$wine" wineboot --init >/dev/null 2>&1 || fail "wineboot --init (WINEPREFIX=$WINEPREFIX)"
  fi
  # Can Wine start a Rust executable? Rust's std (1.78 on) imports
  # ProcessPrng from bcryptprimitives.dll, which Wine before 9.x lacks:
  # the loader then refuses every .exe (status c0000135). Where that is
  # the (only) reason, install the test-only shim (tools/windows/) in the
  # prefix's system32 and try again.
  local probe=("$wine" "${test_bins[0]}" --list) out
  if ! out=$(WINEDEBUG=err+module "${probe[@]}" 2>&1); then
    if ! grep -q 'bcryptprimitives' <<<"$out"; then
      printf '%s\n' "$out" | tail -n 20
      fail "Wine cannot start $(basename "${test_bins[0]}")"
    fi
    echo "this Wine lacks bcryptprimitives.dll (ProcessPrng): installing the shim built from tools/windows/bcryptprimitives.c"
    x86_64-w64-mingw32-gcc -Wall -Wextra -Werror -shared -O2 -s \
      -o "$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll" \
      tools/windows/bcryptprimitives.c tools/windows/bcryptprimitives.def -ladvapi32
    out=$(WINEDEBUG=err+module "${probe[@]}" 2>&1) ||
      { printf '%s\n' "$out" | tail -n 20; fail "Wine cannot start $(basename "${test_bins[0]}") even with the shim"; }
  elif [ -f "$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll" ]; then
    echo "the bcryptprimitives shim is in the prefix (an earlier run installed it)"
  else
    echo "this Wine starts Rust executables as it is (no shim)"
  fi

  # One wineserver for every run below: started persistent, it does not
  # exit a few seconds after each program, so the next one cannot reach it
  # while it shuts down ("wine client error:0: recvmsg: Connection reset
  # by peer", seen once when the report followed the tests).
  "$wineserver" -p 2>/dev/null || true
  persistent_wineserver=$wineserver

  stage "windows: every test binary under Wine (constructor asserted)"
  run_tests "under Wine" "$wine"

  stage "windows: the report (--quick) under Wine, its JSON validated, the constructor's line"
  local log json=target/windows-report/report.json
  log=$(mktemp)
  mkdir -p target/windows-report
  "$wine" "$report_exe" --quick --json "$json" --svg target/windows-report/report.svg >"$log" 2>&1 ||
    { tail -n 40 "$log"; fail "the report under Wine"; }
  tail -n 6 "$log"
  # The report prints describe()'s lines indented.
  grep -E "^[[:space:]]*free fn lookups: fixed before main by the crate's constructor" "$log" ||
    { grep -E '^[[:space:]]*free fn lookups' "$log" || true; fail "the report under Wine: the constructor did not fix the free functions' lookups before main"; }
  "$wine" "$report_exe" --validate "$json" || fail "the report's JSON from Wine did not validate"
  rm -f "$log"
  # Stop this prefix's wineserver now rather than have it linger.
  "$wineserver" -k 2>/dev/null || true
  persistent_wineserver=
}

musl() {
  local target=x86_64-unknown-linux-musl
  stage "musl: the $target target; qemu-user (Debian) where missing"
  add_targets "$target"
  # .ci/run's first stage installs qemu-user 10.x; alone, any will do
  # (Nehalem is in every recent one).
  [ -n "$(find_qemu_major)" ] || apt_install qemu-user
  qemu-x86_64 --version | head -n1

  stage "musl: the release test build (statically linked)"
  # Rust's musl target is self-contained (its own crt objects and libc.a),
  # linked by the host's cc: musl-tools is not needed.
  build_tests --target "$target"
  local bin
  for bin in "${test_bins[@]}"; do
    # Static: no program interpreter, no shared libraries.
    ! readelf -lW "$bin" | grep -q 'INTERP' || fail "$bin has a program interpreter: not a static executable"
    ! readelf -dW "$bin" | grep -q '(NEEDED)' || fail "$bin needs shared libraries: not a static executable"
  done
  echo "every test executable is static ($(readelf -hW "${test_bins[0]}" | sed -n 's/^ *Type: *\([A-Z]*\).*/\1/p' | head -n1): $(readelf -hW "${test_bins[0]}" | grep -q 'DYN' && echo static-pie || echo static))"

  stage "musl: every test binary natively (constructor asserted)"
  run_tests "(musl, native)"

  stage "musl: every test binary under qemu-x86_64 -cpu Nehalem (expect sse2, no pext; constructor asserted)"
  run_tests "(musl) under qemu-x86_64 -cpu Nehalem" \
    env BITBOARD_SIMD_EXPECT_LEVEL=sse2 BITBOARD_SIMD_EXPECT_PEXT= qemu-x86_64 -cpu Nehalem
}

darwin() {
  local targets=(x86_64-apple-darwin aarch64-apple-darwin) target
  stage "darwin: the ${targets[*]} targets; llvm-readobj"
  add_targets "${targets[@]}"
  # llvm-readobj for tools/check-macho-constructor.py: rustup's llvm-tools
  # (rustc's own LLVM) where rustup can add it, else Debian's llvm.
  if ! rustup component add llvm-tools >/dev/null 2>&1 && ! command -v llvm-readobj >/dev/null; then
    apt_install llvm
  fi
  for target in "${targets[@]}"; do
    stage "darwin: clippy --all-targets ($target; checked, not linked)"
    cargo clippy -q --target "$target" --all-targets --features bench -- -D warnings
    stage "darwin: the library's objects hold the constructor in __DATA,__mod_init_func ($target)"
    # An rlib needs no linker: the objects are rustc's own.
    cargo build -q --lib --target "$target"
    python3 tools/check-macho-constructor.py "target/$target/debug/libbitboard_simd.rlib"
  done
}

parts=("$@")
[ "${#parts[@]}" -gt 0 ] || parts=(windows musl darwin)
for part in "${parts[@]}"; do
  case "$part" in
    windows | musl | darwin) "$part" ;;
    *) fail "unknown part $part: expected windows, musl or darwin" ;;
  esac
done
end_stage
printf '\n==== platforms: done (%ds); each stage took\n' "$SECONDS"
printf '%s\n' "${timings[@]}"
