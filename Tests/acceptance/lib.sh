# Helpers for the shell acceptance tests: start buerger-sim, run buerger, check what it did.
# Sourced by run.sh for each *.test.sh file.

ACCEPTANCE_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
FIXTURES="$ACCEPTANCE_DIR/../Fixtures/original"
BUERGER="$BUERGER_BIN_DIR/buerger"
BUERGER_SIM="$BUERGER_BIN_DIR/buerger-sim"
TEST_HOME="$(mktemp -d)"
export HOME="$TEST_HOME" XDG_CONFIG_HOME="$TEST_HOME/config" XDG_CACHE_HOME="$TEST_HOME/cache" \
       XDG_STATE_HOME="$TEST_HOME/state" LANG=C.UTF-8 TZ=Europe/Berlin
unset LC_ALL NO_COLOR BUERGER_NOW BUERGER_ACCESSIBLE
SIM_PID=""

# start_sim [buerger-sim options…]: starts a quiet simulator on a free port and exports BUERGER_SERVER.
start_sim() { start_loud_sim --quiet "$@"; }

stop_sim() {
  if [ -n "$SIM_PID" ]; then kill -INT "$SIM_PID" 2>/dev/null; wait "$SIM_PID" 2>/dev/null; SIM_PID=""; fi
}

# b ARGS…: runs buerger with stdin closed; sets OUT, ERR and RC.
b() {
  OUT="$("$BUERGER" "$@" </dev/null 2>"$TEST_HOME/err")"
  RC=$?
  ERR="$(cat "$TEST_HOME/err")"
}

record() { # record pass|fail NAME [DETAIL]
  echo "$1 $2" >>"$ACCEPTANCE_RESULTS"
  if [ "$1" = pass ]; then echo "  ok   $2"; else echo "  FAIL $2"; [ -n "${3:-}" ] && echo "$3" | sed 's/^/       /'; fi
}

# expect_rc CODE NAME: the last b call exited with CODE.
expect_rc() {
  if [ "$RC" -eq "$1" ]; then record pass "$2"; else record fail "$2" "exit $RC, wanted $1; stderr: $ERR"; fi
}

# expect_out PATTERN NAME: stdout matches the extended regex PATTERN.
expect_out() {
  if printf '%s' "$OUT" | grep -Eq -- "$1"; then record pass "$2"; else record fail "$2" "stdout lacks /$1/: $OUT"; fi
}

# expect_err PATTERN NAME: stderr matches the extended regex PATTERN.
expect_err() {
  if printf '%s' "$ERR" | grep -Eq -- "$1"; then record pass "$2"; else record fail "$2" "stderr lacks /$1/: $ERR"; fi
}

# expect_json FILTER NAME: jq -e FILTER holds on stdout.
expect_json() {
  if printf '%s' "$OUT" | jq -e "$1" >/dev/null 2>&1; then record pass "$2"; else record fail "$2" "jq '$1' failed on: $OUT"; fi
}

# expect_no_out NAME: the last b call printed nothing on stdout (errors go to stderr only).
expect_no_out() {
  if [ -z "$OUT" ]; then record pass "$1"; else record fail "$1" "stdout should be empty: $OUT"; fi
}

# expect_same ACTUAL WANTED NAME: two strings are equal.
expect_same() {
  if [ "$1" = "$2" ]; then record pass "$3"; else record fail "$3" "got: $1
wanted: $2"; fi
}

# expect_clean NAME: neither stdout nor stderr of the last b call holds a control character other than
# tab and newline (ESC, BEL, CR, DEL, C1), so nothing the server sent can drive the terminal.
expect_clean() {
  if printf '%s%s' "$OUT" "$ERR" | LC_ALL=C grep -q "$(printf '[\001-\010\013-\037\177]')" \
     || printf '%s%s' "$OUT" "$ERR" | LC_ALL=C grep -q "$(printf '\302[\200-\237]')"; then
    record fail "$1" "control characters in: $(printf '%s%s' "$OUT" "$ERR" | cat -v)"
  else
    record pass "$1"
  fi
}

# sim_requests PATTERN: how many lines of the simulator's request log (started without --quiet) match.
# The simulator logs an exchange after answering it, so the line of a run that has just ended may still
# be on its way (on a busy machine): the line of a marker request, sent now and waited for, comes later.
sim_requests() {
  local marker="log-marker-$$-$RANDOM$RANDOM"
  curl -s -o /dev/null "$BUERGER_SERVER/sim/$marker" 2>/dev/null
  for _ in $(seq 1 500); do grep -q -- "$marker" "$TEST_HOME/sim.err" 2>/dev/null && break; sleep 0.01; done
  grep -v -- "/sim/log-marker-" "$TEST_HOME/sim.err" 2>/dev/null | grep -c -- "$1" || true
}

# start_loud_sim [options…]: like start_sim, but with the request log on $TEST_HOME/sim.err.
start_loud_sim() {
  local out="$TEST_HOME/sim.out"
  : >"$out"
  "$BUERGER_SIM" --port 0 "$@" >"$out" 2>"$TEST_HOME/sim.err" &
  SIM_PID=$!
  local tries=0
  until grep -q '^listening on ' "$out" 2>/dev/null; do
    tries=$((tries + 1))
    if [ "$tries" -gt 300 ] || ! kill -0 "$SIM_PID" 2>/dev/null; then
      echo "buerger-sim did not start:"; cat "$TEST_HOME/sim.err"; return 1
    fi
    sleep 0.1
  done
  BUERGER_SERVER="$(head -n 1 "$out" | sed 's/^listening on //')"
  export BUERGER_SERVER
}

finish_file() {
  stop_sim
  rm -rf "$TEST_HOME"
}
