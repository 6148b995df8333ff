#!/usr/bin/env bash
# `make test` once the build is done: the XCTest bundle (unit and integration tests) and the shell
# acceptance files side by side. Both spend most of their time waiting on the programs, servers and
# pauses they start, so together on 2 cores they take about as long as the longest of them (issue 15:
# 75 + 51 s one after the other). The outputs follow one another. Exit 1 if anything failed.
set -u
cd "$(dirname "$0")/.."
: "${BUERGER_BIN_DIR:?the folder of the built buerger and buerger-sim}"
# The integration classes that mostly sit out real time (a retry's 5–10 s pause, a `status --wait`
# look 5–10 s later, four processes racing six times), run by a second process of the bundle where the
# bundle is a program (Linux). A class renamed here only runs in the first process again.
waiting_classes="ParallelRunsIntegrationTests RequestStopIntegrationTests RequestStatusIntegrationTests"
bundle="$BUERGER_BIN_DIR/buergerPackageTests.xctest"
logs="$(mktemp -d)"
background=()
start() { # start NAME COMMAND…: in the background, in its own process group, its output kept
  local name="$1"; shift
  set -m
  "$@" >"$logs/$name" 2>&1 &
  set +m
  background+=("$!")
}
trap 'for group in "${background[@]}"; do kill -TERM -- "-$group" 2>/dev/null; done; rm -rf "$logs"; exit 130' INT TERM

start acceptance bash Tests/acceptance/run.sh
skip=()
if [ -f "$bundle" ] && [ -x "$bundle" ]; then
  start waiting "$bundle" $(printf 'IntegrationTests.%s,' $waiting_classes | sed 's/,$//')
  skip=(--skip "IntegrationTests\.($(echo $waiting_classes | tr ' ' '|'))")
fi
"${SWIFT:-swift}" test --skip-build "${skip[@]}"
failed=$?
for group in "${background[@]}"; do
  wait "$group" || failed=1
done
[ ${#skip[@]} -eq 0 ] || cat "$logs/waiting"
cat "$logs/acceptance"
rm -rf "$logs"
[ "$failed" -eq 0 ]
