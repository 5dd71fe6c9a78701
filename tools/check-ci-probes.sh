#!/usr/bin/env bash
# Holds CI's tool probes (tools/ci-probes.sh) to their rule: a probe prints
# what it found or nothing, and exits 0, so that `x=$(find_x)` under
# `set -e` never ends a run on a machine that lacks the tool.
#
#   bash tools/check-ci-probes.sh
#
# 1. Every `find_*` function in tools/ci-probes.sh runs as the scripts call
#    it (`x=$(find_x)` in a shell with `set -euo pipefail`, and stricter,
#    with inherit_errexit), on a machine made bare: PATH holds only the
#    basic utilities the probes use (no Wine, MinGW, qemu, cross gcc,
#    cargo), and CI_PROBE_ROOT sends absolute paths to an empty folder. Each
#    must exit 0 and print nothing.
# 2. The same probes run on this machine as it is: status 0 (what they
#    print depends on what is installed, so it is only shown).
# 3. No script calls a shell function of its own inside `$( )` unless it is
#    a probe from tools/ci-probes.sh or listed below with the reason its
#    failure is meant to end the run.
# 4. Self-test: the Wine probe CI had until it failed on a machine without
#    Wine is run the same way and must be caught; a check that cannot fail
#    proves nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

# CI's scripts (this check and the probes' file aside).
scripts=(.ci/run fuzz/run.sh)
for f in tools/*.sh; do
  case "$f" in tools/ci-probes.sh | tools/check-ci-probes.sh) ;; *) scripts+=("$f") ;; esac
done
# Functions that may run inside $( ) although they are not probes: name,
# then the reason (a failure there must stop the script).
allowed_in_substitution=(
  "list:tools/public-api.sh's listing; it exits 2 with cargo's error, which must end the check"
)

failures=0
bad() {
  printf 'check-ci-probes: %s\n' "$*" >&2
  failures=$((failures + 1))
}

# A bare PATH: the utilities a probe may use, and nothing it probes for.
bare=$(mktemp -d)
trap 'rm -rf "$bare"' EXIT
mkdir "$bare/bin" "$bare/root"
for tool in sed head dirname cat tr grep; do
  ln -s "$(command -v "$tool")" "$bare/bin/$tool"
done

# Runs probe $2 from file $1 as CI calls it; prints "status<TAB>output".
# $3 = bare: the empty machine; anything else: this machine.
run_probe() {
  local file=$1 probe=$2 where=$3
  local env_args=()
  [ "$where" = bare ] && env_args=(PATH="$bare/bin" CI_PROBE_ROOT="$bare/root")
  env "${env_args[@]}" /bin/bash -c '
    set -euo pipefail
    shopt -s inherit_errexit
    . "$1"
    out=$("$2")
    printf "0\t%s" "$out"
  ' check "$file" "$probe" 2>/dev/null || printf '%s\t' "$?"
}

check_probes() {
  local file=$1 probe result status out n=0
  mapfile -t probes < <(sed -n 's/^\(find_[A-Za-z0-9_]*\)()[[:space:]]*{.*/\1/p' "$file")
  [ "${#probes[@]}" -gt 0 ] || { bad "$file defines no find_* probe"; return; }
  for probe in "${probes[@]}"; do
    result=$(run_probe "$file" "$probe" bare)
    status=${result%%$'\t'*}
    out=${result#*$'\t'}
    if [ "$status" != 0 ]; then
      bad "$probe (in $file) exits $status on a machine without the tool: \`x=\$($probe)\` under set -e ends the run there"
    elif [ -n "$out" ]; then
      bad "$probe (in $file) prints '$out' on a machine without the tool"
    fi
    result=$(run_probe "$file" "$probe" here)
    status=${result%%$'\t'*}
    if [ "$status" != 0 ]; then
      bad "$probe (in $file) exits $status on this machine"
    else
      n=$((n + 1))
      printf '  %-22s here: %s\n' "$probe" "${result#*$'\t'}"
    fi
  done
  echo "$file: $n probe(s), each exits 0 and prints nothing on a bare machine"
}

# 4. The self-test: CI's Wine probe as it was, which must be caught. Its
# absolute path is looked up under $CI_PROBE_ROOT, as the probes' are, so
# the bare run is bare whatever this machine has installed (with Wine
# installed here, /usr/lib/wine/wine64 itself would be found, the old probe
# would exit 0, and the self-test would fail for the wrong reason).
old=$(mktemp)
cat >"$old" <<'OLD'
find_wine() { for w in "${CI_PROBE_ROOT:-}/usr/lib/wine/wine64" "$(command -v wine64 || true)" "$(command -v wine || true)"; do
  [ -n "$w" ] && [ -x "$w" ] && { echo "$w"; return; }; done; }
OLD
result=$(run_probe "$old" find_wine bare)
rm -f "$old"
if [ "${result%%$'\t'*}" = 0 ]; then
  bad "self-test: the old find_wine (which failed CI where no Wine was installed) was not caught"
else
  echo "self-test: the old find_wine exits ${result%%$'\t'*} on a bare machine: caught"
fi

# 1 and 2.
check_probes tools/ci-probes.sh

# 3. Probes live in tools/ci-probes.sh only, and functions of the scripts
# called inside $( ) are probes or listed.
for script in "${scripts[@]}"; do
  { grep -n '^[[:space:]]*find_[A-Za-z0-9_]*()' "$script" || true; } | while IFS= read -r hit; do
    echo "$script:${hit%%:*}: defines a probe of its own; probes live in tools/ci-probes.sh, where this check runs them"
  done
done >"$bare/definitions"
while IFS= read -r line; do bad "$line"; done <"$bare/definitions"
mapfile -t functions < <(grep -ho '^[[:space:]]*[A-Za-z_][A-Za-z0-9_]*()' "${scripts[@]}" tools/ci-probes.sh |
  tr -d ' ()' | sort -u)
for script in "${scripts[@]}"; do
  for fn in "${functions[@]}"; do
    { grep -n "\$([[:space:]]*$fn\b" "$script" || true; } | { grep -v '^[0-9]*:[[:space:]]*#' || true; } | while IFS= read -r hit; do
      case "$fn" in find_*)
        grep -q "^$fn()" tools/ci-probes.sh || echo "$script:${hit%%:*}: $fn is not a probe of tools/ci-probes.sh"
        continue ;;
      esac
      ok=0
      for entry in "${allowed_in_substitution[@]}"; do [ "${entry%%:*}" = "$fn" ] && ok=1; done
      [ "$ok" = 1 ] || echo "$script:${hit%%:*}: calls its function $fn inside \$( ): make it a find_* probe in tools/ci-probes.sh (exit 0, print or not), or list it in tools/check-ci-probes.sh with why its failure must end the run"
    done
  done
done >"$bare/sites"
if [ -s "$bare/sites" ]; then
  while IFS= read -r line; do bad "$line"; done <"$bare/sites"
else
  echo "${#scripts[@]} scripts: every function called inside \$( ) is a probe or listed"
fi

if [ "$failures" -gt 0 ]; then
  echo "check-ci-probes: FAILED ($failures)" >&2
  exit 1
fi
echo "check-ci-probes: ok"
