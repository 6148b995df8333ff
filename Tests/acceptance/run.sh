#!/usr/bin/env bash
# Runs every Tests/acceptance/*.test.sh against freshly started buerger-sim instances and prints
# one line per check and the closing "N passed, N failed" line. Exit 1 if anything failed.
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
export ACCEPTANCE_RESULTS="$(mktemp)"
trap 'rm -f "$ACCEPTANCE_RESULTS"' EXIT

for test_file in "$here"/*.test.sh; do
  [ -e "$test_file" ] || continue
  echo "== $(basename "$test_file")"
  # Each file runs in its own shell with its own simulator and home folder.
  bash -c 'source "$1/lib.sh"; source "$2"; finish_file' _ "$here" "$test_file"
done

passed=$(grep -c '^pass' "$ACCEPTANCE_RESULTS" || true)
failed=$(grep -c '^fail' "$ACCEPTANCE_RESULTS" || true)
echo "acceptance: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
