#!/usr/bin/env bash
# The suite's verdict must not depend on how busy the machine is. This clones the repository's
# committed HEAD into a temporary folder and runs CI there (`bash .ci/run`) while two CPU hogs
# (`stress-ng --cpu 2`) run beside it, then prints the time and result of each run:
#   bash scripts/ci-under-load.sh [runs]     (default 1; each run in a fresh clone)
# Exits non-zero if any run failed. E2E_PORT and the like pass through to .ci/run.
set -euo pipefail
runs="${1:-1}"
repo="$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)"

if ! command -v stress-ng >/dev/null 2>&1; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "stress-ng is missing: apt-get install -y stress-ng" >&2
    exit 1
  fi
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq stress-ng >/dev/null
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/autosites-under-load-XXXXXX")"
hogs=""
cleanup() {
  if [ -n "$hogs" ]; then kill "$hogs" 2>/dev/null && wait "$hogs" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# The hogs outlive no more than a few hours even if this script is killed without its trap.
stress-ng --cpu 2 --timeout 4h --quiet &
hogs=$!
echo "[under-load] stress-ng --cpu 2 running (pid $hogs) on $(nproc) cores"

summary=()
failed=0
for run in $(seq 1 "$runs"); do
  clone="$work/run-$run"
  git clone --quiet "$repo" "$clone"
  echo "[under-load] run $run of $runs: commit $(git -C "$clone" rev-parse --short HEAD) in $clone"
  started=$(date +%s)
  if (cd "$clone" && bash .ci/run); then result=passed; else result="FAILED (exit $?)"; failed=1; fi
  seconds=$(($(date +%s) - started))
  summary+=("run $run: $result in $((seconds / 60)) min $((seconds % 60)) s")
  echo "[under-load] ${summary[-1]}; load average: $(cut -d ' ' -f 1-3 /proc/loadavg)"
  rm -rf "$clone"
done

echo "[under-load] summary (stress-ng --cpu 2 beside bash .ci/run):"
printf '[under-load]   %s\n' "${summary[@]}"
exit "$failed"
