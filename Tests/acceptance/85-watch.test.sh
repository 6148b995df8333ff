# buerger watch: follows a stop until Ctrl-C, which ends it with a word and exit 130, as every command.
start_sim --data original --speed 0 --start 2016-07-21T06:55:00Z

"$BUERGER" watch stop Kirche --interval 1 --now 2016-07-21T08:55:00+02:00 </dev/null >"$TEST_HOME/watch.out" 2>"$TEST_HOME/watch.err" &
watch_pid=$!
for _ in $(seq 1 100); do [ -s "$TEST_HOME/watch.err" ] && break; sleep 0.1; done
sleep 1.5   # at least one more look
kill -INT "$watch_pid"
wait "$watch_pid"; RC=$?; ERR="$(cat "$TEST_HOME/watch.err")"; OUT="$(cat "$TEST_HOME/watch.out")"
expect_rc 130 "watch ends on Ctrl-C (SIGINT) with exit 130"
expect_err 'Stopped watching\.' "watch says it stopped"
expect_err 'Kirche' "watch says on stderr what it follows"

b watch request 1
expect_rc 3 "watch request refuses a request of another device (request 1 is the server's seed)"

# --notify: each change also goes to notify-send when it is on the PATH (a stand-in records it here).
mkdir -p "$TEST_HOME/bin"
printf '#!/bin/sh\nprintf "%%s|" "$@" >>"%s"\n' "$TEST_HOME/notified" >"$TEST_HOME/bin/notify-send"
chmod +x "$TEST_HOME/bin/notify-send"
curl -fsS -X POST -H 'Content-Type: application/json' -d '{"takenSeats":9}' "${BUERGER_SERVER%/services/rest}/sim/busses/1" >/dev/null
OUT="$(PATH="$TEST_HOME/bin:$PATH" "$BUERGER" watch bus 1 --count 1 --notify --now 2016-07-21T08:55:00+02:00 </dev/null 2>"$TEST_HOME/err")"; RC=$?; ERR="$(cat "$TEST_HOME/err")"
expect_rc 0 "watch --notify with notify-send on the PATH"
expect_out 'almost full' "the almost-full bus is reported on stdout"
if grep -q 'almost full' "$TEST_HOME/notified" 2>/dev/null; then record pass "the same change went to notify-send"; else record fail "the same change went to notify-send" "$(cat "$TEST_HOME/notified" 2>/dev/null)"; fi
OUT="$(PATH="/usr/bin:/bin" "$BUERGER" watch bus 1 --count 1 --notify --now 2016-07-21T08:55:00+02:00 </dev/null 2>"$TEST_HOME/err")"; RC=$?; ERR="$(cat "$TEST_HOME/err")"
expect_rc 0 "watch --notify without notify-send still works"
