# Output that cannot be written: a full disk or a closed stdout is one line on stderr and exit 1,
# a reader that has gone (| head -1) ends the run quietly. Never a crash (exit 132) or a backtrace.

start_sim --data original --speed 0
"$BUERGER" stops >/dev/null 2>&1   # fills the cache, so each run below writes its output at once

# bo REDIRECTION ARGS…: runs buerger with stdout redirected as given (eval'd); sets RC and ERR.
bo() {
  local redirection="$1"; shift
  eval '"$BUERGER" "$@" </dev/null 2>"$TEST_HOME/err"' "$redirection"
  RC=$?
  ERR="$(cat "$TEST_HOME/err")"
}

# expect_one_line TEXT NAME: stderr is exactly this one line.
expect_one_line() { expect_same "$ERR" "$1" "$2"; }

if [ -w /dev/full ]; then
  bo '>/dev/full' lines
  expect_rc 1 "stdout on a full disk: exit 1"
  expect_one_line "buerger: Cannot write the output: no space left on the device." "stdout on a full disk: one line on stderr"
  bo '>/dev/full' lines --lang de
  expect_one_line "buerger: Die Ausgabe kann nicht geschrieben werden: kein Platz mehr auf dem Gerät." \
    "stdout on a full disk, --lang de: the line in German"
  LANG=de_DE.UTF-8 bo '>/dev/full' stop Kirche --json
  expect_rc 1 "stdout on a full disk, LANG=de: exit 1"
  expect_one_line "buerger: Die Ausgabe kann nicht geschrieben werden: kein Platz mehr auf dem Gerät." \
    "stdout on a full disk, LANG=de: the line in German"
  bo '>/dev/full' bus 9
  expect_rc 3 "stdout on a full disk, nothing written: the command's own exit code"
else
  echo "  skip /dev/full: not on this system"
fi

bo '>&-' stops
expect_rc 1 "stdout closed: exit 1"
expect_one_line "buerger: Cannot write the output: standard output is closed." "stdout closed: one line on stderr"
bo '>&-' --version
expect_rc 1 "stdout closed, --version: exit 1"

# Both streams closed: nothing to say it on, but no crash either.
"$BUERGER" stops >&- 2>&- </dev/null
RC=$?
expect_rc 1 "stdout and stderr closed: exit 1, no crash"

# The reader has gone before the first line: the run ends quietly with the command's exit code.
"$BUERGER" stops 2>"$TEST_HOME/err" </dev/null | (exec 0<&-; sleep 0.5)
RC="${PIPESTATUS[0]}"; ERR="$(cat "$TEST_HOME/err")"
expect_rc 0 "reader gone: exit 0"
expect_same "$ERR" "" "reader gone: nothing on stderr"

first="$("$BUERGER" stops --plain 2>"$TEST_HOME/err" </dev/null | head -1; echo "rc=${PIPESTATUS[0]}")"
expect_same "$first" "$(printf '1\tKirche\t49.209277\t7.60747\t1\t\nrc=0')" "| head -1: the first line, exit 0"
expect_same "$(cat "$TEST_HOME/err")" "" "| head -1: nothing on stderr"
