# Exactly once under faults: refused connections, an answer lost after the server stored the request,
# 503 and 204 each end with exactly one stored request; out of time → exit 7 and 'requests --resume';
# a run killed during its retries, then resumed → exactly one. (Each retry waits 5–10 s of real time.)
start_sim --data demo --speed 0 --start 2026-11-23T09:05:00+01:00
export BUERGER_NOW=2026-11-23T09:05:00+01:00
SIM_ROOT="${BUERGER_SERVER%/services/rest}"
PERSON=(--name "Emma Meier" --address "Hauptstraße 12")

faults() { curl -fsS -H 'Content-Type: application/json' -d "{\"spec\":\"$1\"}" "$SIM_ROOT/sim/faults" >/dev/null; }
device() { cat "$XDG_STATE_HOME/buerger/device-id" 2>/dev/null; }
# stored_at HH:MM: how many requests of this device the server holds for that pick-up time today.
stored_at() {
  local millis; millis="$(( $(date -d "2026-11-23T$1:00+01:00" +%s) * 1000 ))"
  curl -fsS "$BUERGER_SERVER/linemanagement/v1/customStops?deviceId=$(device)" | jq "[.[] | select(.pickUpTime == $millis)] | length"
}
# request_at HH:MM [options…]: request-stop at Weilerbach Rathaus on line 1.
request_at() { local time="$1"; shift; b request-stop --stop "Weilerbach Rathaus" --line 1 --time "$time" "${PERSON[@]}" "$@"; }

# The first request warms the cache and makes the device id, so the faults below meet the POST.
request_at 09:20
expect_rc 0 "without faults: stored"

# `refuse` closes new connections whatever the path, so it may also meet the look-up: still one.
faults "refuse:next=2"
request_at 09:21 --retry-for 1m
expect_rc 0 "refuse:next=2: stored in the end"
expect_same "$(stored_at 09:21)" 1 "refuse:next=2: exactly one stored"

faults "drop-after-store:next=1"
request_at 09:22 --retry-for 1m
expect_rc 0 "drop-after-store:next=1: exit 0"
expect_err 'already has it' "drop-after-store:next=1: the stored request is found and adopted"
expect_same "$(stored_at 09:22)" 1 "drop-after-store:next=1: exactly one stored"

faults "503:next=1:path=/customStops"
request_at 09:23 --retry-for 1m
expect_rc 0 "503:next=1: stored on the next attempt"
expect_err 'attempt 1 failed: server error 503 — next try in ([5-9]|10) s' "503:next=1: the progress line with the wait"
expect_same "$(stored_at 09:23)" 1 "503:next=1: exactly one stored"

faults "204:next=1:path=/customStops"
request_at 09:24 --retry-for 1m
expect_rc 0 "204:next=1: stored on the next attempt"
expect_same "$(stored_at 09:24)" 1 "204:next=1: exactly one stored"

# The answer to the POST is lost after the server stored it, and the look-up that follows gets an
# empty 204. The original never answers a deviceId query with 204 (it answers a JSON array), so
# this says nothing about the device's requests and must not lead to a second POST.
faults "drop-after-store:next=1,204:next=1:path=/customStops"
request_at 09:25 --retry-for 1m
expect_rc 0 "stored, answer lost, empty look-up: exit 0"
expect_same "$(stored_at 09:25)" 1 "stored, answer lost, empty look-up: exactly one stored (no second POST)"

# Out of time: exit 7, kept as unsent; resumed once the server is back.
faults "503:path=/customStops"
request_at 09:26 --retry-for 3s
expect_rc 7 "always 503, --retry-for 3s: exit 7"
expect_err 'requests --resume' "out of time: points at 'requests --resume'"
faults ""
expect_same "$(stored_at 09:26)" 0 "out of time: nothing stored"
b requests
expect_out 'not sent yet' "requests lists the unsent request"
b requests --resume
expect_rc 0 "requests --resume after the fault: exit 0"
expect_same "$(stored_at 09:26)" 1 "requests --resume: exactly one stored"

# Killed while it retries (the POST was stored, every answer lost), then resumed: exactly one.
faults "drop-after-store,503:path=/customStops"
"$BUERGER" request-stop --stop "Weilerbach Rathaus" --line 1 --time 09:27 "${PERSON[@]}" --retry-for 1m \
  </dev/null >/dev/null 2>"$TEST_HOME/killed.err" &
killed=$!
for _ in $(seq 1 100); do grep -q 'attempt 1' "$TEST_HOME/killed.err" 2>/dev/null && break; sleep 0.1; done
kill -KILL "$killed" 2>/dev/null; wait "$killed" 2>/dev/null
faults ""
expect_same "$(stored_at 09:27)" 1 "killed run: its one POST was stored before it died"
# The journal still holds it as not sent; the server has it: listed once, as the server has it.
b requests --json
expect_json '[.requests[] | select(.status == "unsent")] | length == 0' "killed run: not also listed as not sent"
expect_json '[.requests[] | select(.pickUpTime | test("T09:27"))] | length == 1' "killed run: its ride listed once"
b requests --resume
expect_rc 0 "killed during retries, then requests --resume: exit 0"
expect_same "$(stored_at 09:27)" 1 "killed during retries, then resumed: exactly one stored"
b requests --resume
expect_rc 0 "a second --resume has nothing left to send"
expect_same "$(stored_at 09:27)" 1 "and still exactly one"

# Ctrl-C while it waits between attempts: one line says it is kept and how it is sent, exit 130;
# nothing stored yet, and requests --resume stores it once.
faults "503:path=/customStops"
"$BUERGER" request-stop --stop "Weilerbach Rathaus" --line 1 --time 09:28 "${PERSON[@]}" --retry-for 1m \
  </dev/null >/dev/null 2>"$TEST_HOME/interrupted.err" &
interrupted=$!
for _ in $(seq 1 100); do grep -q 'attempt 1' "$TEST_HOME/interrupted.err" 2>/dev/null && break; sleep 0.1; done
kill -INT "$interrupted" 2>/dev/null; wait "$interrupted"; RC=$?; ERR="$(cat "$TEST_HOME/interrupted.err")"
faults ""
expect_rc 130 "Ctrl-C during retries: exit 130"
expect_same "$(tail -n 1 "$TEST_HOME/interrupted.err")" 'Not sent yet — kept. `buerger requests --resume` sends it.' \
  "Ctrl-C during retries: one line says it is kept and how it is sent"
expect_same "$(stored_at 09:28)" 0 "Ctrl-C during retries: nothing stored"
b requests --resume
expect_rc 0 "after Ctrl-C, requests --resume: exit 0"
expect_same "$(stored_at 09:28)" 1 "after Ctrl-C, requests --resume: exactly one stored"
