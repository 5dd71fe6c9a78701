#!/usr/bin/env bash
# Fuzzes every implementation of every kernel against the portable table, and
# the parsers, with cargo-fuzz (libFuzzer + AddressSanitizer, nightly).
#
#   fuzz/run.sh [SECONDS] [TARGET...]
#
# SECONDS per target (default 30); TARGETs default to all (single, batch,
# parse). Installs the nightly toolchain and cargo-fuzz if missing; if either
# cannot be installed, says so and exits 0 (fuzzing is optional where the
# toolchain is unavailable). Exits 1 if a target fails to build or finds a
# crash, after printing the crashing input. Seeds: fuzz/seeds/<target>/
# (committed, read only); what the fuzzer learns goes to fuzz/corpus/<target>/
# and crashes to fuzz/artifacts/<target>/ (both git-ignored).
set -euo pipefail
cd "$(dirname "$0")"

secs=${1:-30}
[ $# -gt 0 ] && shift
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(single batch parse)
case $secs in '' | *[!0-9]*)
  echo "usage: fuzz/run.sh [SECONDS] [TARGET...]" >&2
  exit 2
  ;;
esac

note() { printf 'fuzz: %s\n' "$*"; }
skip() {
  note "$*"
  note "SKIPPED: fuzzing needs a nightly toolchain and cargo-fuzz"
  exit 0
}

# cargo-fuzz builds with -Zsanitizer, so it needs nightly.
if ! cargo +nightly --version >/dev/null 2>&1; then
  note "no nightly toolchain: installing it (rustup, minimal profile)"
  rustup toolchain install nightly --profile minimal ||
    skip "could not install the nightly toolchain"
fi
if ! cargo fuzz --version >/dev/null 2>&1; then
  note "cargo-fuzz missing: cargo install cargo-fuzz --locked (about 2 minutes)"
  cargo install cargo-fuzz --locked || skip "could not install cargo-fuzz"
fi
# libfuzzer-sys compiles libFuzzer's C++ sources.
if ! command -v c++ >/dev/null 2>&1; then
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    note "no C++ compiler: installing g++"
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq g++ >/dev/null; } ||
      skip "could not install g++"
  else
    skip "no C++ compiler (c++) for libFuzzer"
  fi
fi
note "$(cargo +nightly --version), $(cargo fuzz --version)"

# A build failure is a real failure: e.g. a new kernel without a match arm.
# Plain x86-64 code (no target-cpu) so that run-time dispatch is what runs.
unset RUSTFLAGS CARGO_BUILD_RUSTFLAGS
note "building ${targets[*]}"
for t in "${targets[@]}"; do
  cargo +nightly fuzz build "$t"
done

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
failed=()
for t in "${targets[@]}"; do
  mkdir -p "corpus/$t" "artifacts/$t"
  stamp="$logs/$t.start"
  touch "$stamp"
  note "running $t for ${secs}s"
  status=0
  # First corpus dir receives new inputs; the seeds are read only.
  cargo +nightly fuzz run "$t" "corpus/$t" "seeds/$t" -- \
    -max_total_time="$secs" -timeout=20 -print_final_stats=1 \
    >"$logs/$t.log" 2>&1 || status=$?
  grep -E '^fuzz: ' "$logs/$t.log" || true
  # libFuzzer's last status line: edges covered (cov), features, corpus size.
  stats=$(grep -E '^#[0-9]+[[:space:]]+DONE' "$logs/$t.log" | tail -n 1 |
    sed -E 's/^#([0-9]+)[[:space:]]+DONE[[:space:]]+/\1 runs, /; s/ +/ /g' || true)
  if [ "$status" -ne 0 ]; then
    failed+=("$t")
    log="artifacts/$t/run-$(date +%Y%m%d-%H%M%S).log"
    cp "$logs/$t.log" "$log"
    note "$t FAILED (exit $status); what went wrong (whole log: fuzz/$log):"
    # The panic message or sanitizer report, else the end of the log.
    awk '/panicked at|ERROR: (AddressSanitizer|libFuzzer|LeakSanitizer)|^SUMMARY:/ { n = 16 }
         n > 0 { print; n-- } END { }' "$logs/$t.log" | head -n 40 | grep . ||
      tail -n 40 "$logs/$t.log"
    # Any crash file written in this run: print it whole.
    while IFS= read -r -d '' f; do
      note "crashing input fuzz/$f ($(wc -c <"$f") bytes):"
      od -An -tx1 -v "$f"
      note "reproduce: cd fuzz && cargo +nightly fuzz run $t $f"
    done < <(find "artifacts/$t" -type f -newer "$stamp" ! -name '*.log' -print0)
  else
    note "$t ok: $stats"
  fi
done

if [ ${#failed[@]} -gt 0 ]; then
  note "FAILED: ${failed[*]}"
  exit 1
fi
note "all targets ran ${secs}s without a crash: ${targets[*]}"
