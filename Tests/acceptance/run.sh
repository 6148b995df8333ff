#!/usr/bin/env bash
# Runs every Tests/acceptance/*.test.sh (or the files given) against freshly started buerger-sim
# instances and prints one line per check and the closing "N passed, N failed" line. Exit 1 if
# anything failed. `run.sh --install` runs the install check (Tests/acceptance/install/), which makes
# a static release build, alone: `make install-check`.
set -u
here="$(cd "$(dirname "$0")" && pwd)"
export REPO_ROOT="$(cd "$here/../.." && pwd)"
export BUERGER_BIN_DIR="${BUERGER_BIN_DIR:-$(cd "$here/../.." && swift build --show-bin-path)}"
missing=""
for tool in curl jq; do command -v "$tool" >/dev/null 2>&1 || missing="$missing $tool"; done
if [ -n "$missing" ]; then
  # Said up front, instead of as dozens of puzzling failures further down.
  echo "acceptance: these tests need curl and jq; missing:$missing (e.g. apt-get install -y curl jq)" >&2
  exit 1
fi
if [ "${1:-}" = "--install" ]; then set -- "$here"/install/*.test.sh; fi
if [ "$#" -eq 0 ]; then set -- "$here"/*.test.sh; fi
export ACCEPTANCE_RESULTS="$(mktemp)"
logs="$(mktemp -d)"
trap 'rm -rf "$ACCEPTANCE_RESULTS" "$logs"' EXIT

# Files run side by side, ACCEPTANCE_JOBS (2) at a time: each has its own simulator on a free port and
# its own home folder, and most of their time is spent waiting (retry pauses, watches, timeouts).
# Each file's output is kept until it ends and printed in file order, with its time.
jobs="${ACCEPTANCE_JOBS:-2}"
run_file() { # run_file INDEX FILE
  local started=$SECONDS
  # Each file runs in its own shell with its own simulator and home folder.
  bash -c 'source "$1/lib.sh"; source "$2"; finish_file' _ "$here" "$2" >"$logs/$1.out" 2>&1
  echo "$((SECONDS - started))" >"$logs/$1.took"
}
files=()
for file in "$@"; do [ -e "$file" ] && files+=("$file"); done
printed=0
print_finished() {
  while [ "$printed" -lt "${#files[@]}" ] && [ -e "$logs/$printed.took" ]; do
    echo "== $(basename "${files[$printed]}") ($(cat "$logs/$printed.took") s)"
    cat "$logs/$printed.out"
    printed=$((printed + 1))
  done
}
# Each file in its own process group, as it had run in the foreground: Ctrl-C reaches it (a background
# job without one would ignore it), and an interrupted run ends every file it started.
file_groups=()
trap 'for group in "${file_groups[@]}"; do kill -TERM -- "-$group" 2>/dev/null; done; exit 130' INT TERM
running=0
for index in "${!files[@]}"; do
  if [ "$running" -ge "$jobs" ]; then wait -n; running=$((running - 1)); print_finished; fi
  set -m
  run_file "$index" "${files[$index]}" &
  file_groups+=("$!")
  set +m
  running=$((running + 1))
done
wait
print_finished

passed=$(grep -c '^pass' "$ACCEPTANCE_RESULTS" || true)
failed=$(grep -c '^fail' "$ACCEPTANCE_RESULTS" || true)
echo "acceptance: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
