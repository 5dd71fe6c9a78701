#!/usr/bin/env bash
# The crate's public API, listed by cargo-public-api, against the committed
# listings in api/: one for the default features (the semver surface) and
# one with `introspection` (outside semver, listed so that its changes show
# in review too).
#
#   tools/public-api.sh          check: fail with a diff if a listing is stale
#   tools/public-api.sh --bless  rewrite the listings
#
# cargo-public-api reads rustdoc's JSON output, which only a nightly rustdoc
# emits; RUSTC_BOOTSTRAP=1 lets the machine's stable toolchain produce it
# (a fresh machine has one toolchain and cannot fetch another). The tool
# is pinned: its version must read the JSON format of that rustdoc.
set -euo pipefail
cd "$(dirname "$0")/.."

version=0.52.0
if [ "$(cargo public-api --version 2>/dev/null)" != "cargo-public-api $version" ]; then
  echo "tools/public-api.sh: needs cargo-public-api $version:" >&2
  echo "  cargo install --locked cargo-public-api --version $version" >&2
  exit 2
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

list() {
  RUSTC_BOOTSTRAP=1 cargo public-api --simplified --color never "$@" 2>"$tmp/err" ||
    { cat "$tmp/err" >&2; echo "tools/public-api.sh: cargo public-api failed" >&2; exit 2; }
}

status=0
for spec in "public-api.txt:" "public-api-introspection.txt:--features introspection"; do
  file=api/${spec%%:*}
  # shellcheck disable=SC2086
  current=$(list ${spec#*:})
  if [ "${1:-}" = "--bless" ]; then
    printf '%s\n' "$current" >"$file"
    echo "wrote $file ($(wc -l <"$file") lines)"
  elif ! diff -u "$file" <(printf '%s\n' "$current") >"$tmp/diff"; then
    echo "tools/public-api.sh: the public API differs from $file:" >&2
    cat "$tmp/diff" >&2
    status=1
  fi
done
if [ "$status" -ne 0 ]; then
  echo "If the change is meant, run tools/public-api.sh --bless and commit api/." >&2
fi
exit "$status"
