#!/usr/bin/env bash
# `make test` once the build is done: the XCTest bundle (unit and integration tests) and the shell
# acceptance files side by side. Both spend most of their time waiting on the programs, servers and
# pauses they start, so together on 2 cores they take about as long as the longer of the two (issue
# 15: 84 s instead of 75 + 51 s). The acceptance output follows the XCTest output. Exit 1 if either failed.
set -u
cd "$(dirname "$0")/.."
: "${BUERGER_BIN_DIR:?the folder of the built buerger and buerger-sim}"
acceptance_log="$(mktemp)"
# The acceptance run in its own process group, so that an interrupt ends all of it.
set -m
bash Tests/acceptance/run.sh >"$acceptance_log" 2>&1 &
acceptance=$!
set +m
trap 'kill -TERM -- "-$acceptance" 2>/dev/null; rm -f "$acceptance_log"; exit 130' INT TERM
"${SWIFT:-swift}" test --skip-build
unit=$?
wait "$acceptance"
accepted=$?
cat "$acceptance_log"
rm -f "$acceptance_log"
[ "$unit" -eq 0 ] && [ "$accepted" -eq 0 ]
