# shellcheck shell=bash
# The probes CI's scripts use to ask whether a tool is installed, in one
# place: `.ci/run` and tools/ci-platforms.sh source this file, and
# tools/check-ci-probes.sh holds every probe here to one rule.
#
# A probe is a function named `find_*`. It prints what it found (a path, a
# version) or nothing, and it ALWAYS exits 0: the scripts call it as
# `x=$(find_x)` under `set -e`, where a probe that ends on a failed test
# (`[ -x ... ]` finding nothing) ends the whole run before the missing tool
# is installed. That is how a machine without Wine once failed CI. So every
# probe ends in `return 0`, and the check runs each one with an empty PATH
# and nothing installed (CI_PROBE_ROOT points absolute paths at an empty
# folder) and expects status 0 and no output.
#
# This file only defines functions; sourcing it runs nothing.

# The first candidate that is an executable: an absolute path (looked up
# under $CI_PROBE_ROOT, empty outside the check) or a command on PATH.
first_executable() {
  local c p
  for c in "$@"; do
    case "$c" in
      /*) p=${CI_PROBE_ROOT:-}$c ;;
      *) p=$(command -v "$c" 2>/dev/null || true) ;;
    esac
    if [ -n "$p" ] && [ -x "$p" ]; then
      printf '%s\n' "$p"
      return 0
    fi
  done
  return 0
}

# Wine's loader: Debian's wine64 package puts it in /usr/lib/wine (the
# `wine` package adds the /usr/bin wrappers); any of them will do.
find_wine() {
  first_executable /usr/lib/wine/wine64 wine64 wine
  return 0
}

# The wineserver beside a Wine loader ($1), else one on PATH.
find_wineserver() {
  if [ -n "${1:-}" ]; then
    first_executable "$(dirname "$1")/wineserver" wineserver
  else
    first_executable wineserver
  fi
  return 0
}

# The major version of qemu-x86_64 (10 for 10.0.2), or nothing.
find_qemu_major() {
  { qemu-x86_64 --version 2>/dev/null || true; } | sed -n 's/.*version \([0-9]*\)\..*/\1/p' | head -n1
  return 0
}

# The C cross compilers the platform stages link with, when present.
find_mingw_gcc() {
  first_executable x86_64-w64-mingw32-gcc
  return 0
}
find_aarch64_gcc() {
  first_executable aarch64-linux-gnu-gcc
  return 0
}

# The Debian release's code name (bookworm), or nothing.
find_debian_codename() {
  if [ -r "${CI_PROBE_ROOT:-}/etc/os-release" ]; then
    (. "${CI_PROBE_ROOT:-}/etc/os-release" && printf '%s\n' "${VERSION_CODENAME:-}") || true
  fi
  return 0
}
