# buerger-sim as a program (issue 2): first line, fixtures, request log, signals, data, state, faults, help.

start_loud_sim --data original --speed 0
first_line="$(head -n 1 "$TEST_HOME/sim.out")"
if printf '%s' "$first_line" | grep -Eq '^listening on http://127\.0\.0\.1:[1-9][0-9]*/services/rest$'; then
  record pass "sim: --port 0 announces 'listening on http://HOST:PORT/services/rest'"
else
  record fail "sim: --port 0 announces 'listening on http://HOST:PORT/services/rest'" "$first_line"
fi

api="$BUERGER_SERVER/linemanagement/v1"
for pair in lines.json:/lines/ busses.json:/busses/ routes.json:/routes/ stops.json:/stops/ \
            schedules.json:/schedules/ update.json:/update/ bus-1.json:/busses/1/ bus-2.json:/busses/2; do
  fixture="${pair%%:*}"; path="${pair#*:}"
  got="$(curl -s "$api$path" | jq -S .)"
  wanted="$(jq -S . "$FIXTURES/$fixture")"
  expect_same "$got" "$wanted" "sim: --data original GET $path equals $fixture"
done

status="$(curl -s -o "$TEST_HOME/e400" -w '%{http_code}' "$api/busses/abc")"
expect_same "$status $(jq -c '{message, code}' "$TEST_HOME/e400")" \
  "400 $(jq -c '{message, code}' "$FIXTURES/error-400.json")" "sim: non-numeric bus id is error-400.json"
status="$(curl -s -o "$TEST_HOME/e500" -w '%{http_code}' -H 'Content-Type: application/json' -d '{bad' "$api/customStops")"
expect_same "$status $(jq -c '{message, code}' "$TEST_HOME/e500")" \
  "500 $(jq -c '{message, code}' "$FIXTURES/error-500.json")" "sim: unreadable body is error-500.json"
expect_same "$(curl -s -o /dev/null -w '%{http_code}' "$api/busses/99")" 204 "sim: unknown bus answers 204"

if grep -Eq 'GET /services/rest/linemanagement/v1/stops/ 200 [0-9]+ B' "$TEST_HOME/sim.err"; then
  record pass "sim: request log on stderr"
else
  record fail "sim: request log on stderr" "$(cat "$TEST_HOME/sim.err")"
fi
kill -INT "$SIM_PID"; wait "$SIM_PID"; rc=$?; SIM_PID=""
expect_same "$rc" 0 "sim: SIGINT stops it with exit 0"

start_sim --data original
curl -s "$BUERGER_SERVER/linemanagement/v1/lines" >/dev/null
kill -TERM "$SIM_PID"; wait "$SIM_PID"; rc=$?; SIM_PID=""
expect_same "$rc" 0 "sim: SIGTERM stops it with exit 0"
expect_same "$(cat "$TEST_HOME/sim.err")" "" "sim: --quiet leaves stderr empty"

# The created custom stop, at the fixture's own clock.
start_sim --data original --speed 0 --start 2016-07-20T07:33:20.123Z
got="$(curl -s -H 'Content-Type: application/json' \
  -d '{"lineId":1,"pickUpTime":1469095200,"location":{"type":"Point","coordinates":[7.60141,49.209371]},"numberOfPersons":5,"deviceId":"SOAPUItestDevice","info":{"name":"John","address":"Doe","assistance":[3,5]}}' \
  "$BUERGER_SERVER/linemanagement/v1/customStops" | jq -S .)"
expect_same "$got" "$(jq -S . "$FIXTURES/customstop-created.json")" "sim: POST /customStops equals customstop-created.json"
stop_sim

# --data PATH
cat >"$TEST_HOME/dorf.json" <<'JSON'
{"stops": [{"id": 1, "name": "Dorfplatz", "lat": 49.48, "lon": 7.63}, {"id": 2, "name": "Mühle", "lat": 49.49, "lon": 7.64}],
 "lines": [{"id": 7, "name": "Dorfbus", "stops": [1, 2], "timetable": {"runs": [["08:00", "08:10"]]}}],
 "buses": [{"id": 3, "numberPlate": "KL-DB 3", "seats": 6, "line": 7}]}
JSON
start_sim --data "$TEST_HOME/dorf.json"
expect_same "$(curl -s "$BUERGER_SERVER/linemanagement/v1/stops" | jq -c '[.stops[].name]')" '["Dorfplatz","Mühle"]' \
  "sim: --data PATH serves the file's stops"
b lines --json
expect_json '.lines == [{"id":7,"name":"Dorfbus","busIds":[3],"stops":[{"id":1,"name":"Dorfplatz"},{"id":2,"name":"Mühle"}]}]' \
  "sim: buerger lines reads the --data PATH network"
stop_sim
echo '{"stops": [], "lines": [], "buses": [{"id": 1}]}' >"$TEST_HOME/broken.json"
"$BUERGER_SIM" --port 0 --data "$TEST_HOME/broken.json" >"$TEST_HOME/broken.out" 2>"$TEST_HOME/broken.err"; rc=$?
if [ "$rc" -ne 0 ] && [ ! -s "$TEST_HOME/broken.out" ] && grep -q 'broken.json' "$TEST_HOME/broken.err"; then
  record pass "sim: a broken --data file stops the start and names the file"
else
  record fail "sim: a broken --data file stops the start and names the file" "rc $rc: $(cat "$TEST_HOME/broken.err")"
fi

# --state FILE survives a restart
state="$TEST_HOME/state.json"
start_sim --data original --speed 0 --state "$state"
curl -s -H 'Content-Type: application/json' -d '{"busId":2,"lineId":1}' "$BUERGER_SERVER/linemanagement/v1/updateBusStatus/" >/dev/null
curl -s -H 'Content-Type: application/json' \
  -d '{"busId":1,"position":{"type":"Point","coordinates":[7.6075,49.2093]},"takenSeats":4}' \
  "$BUERGER_SERVER/linemanagement/v1/realTimeData/" >/dev/null
id="$(curl -s -H 'Content-Type: application/json' \
  -d '{"lineId":2,"pickUpTime":4102444800,"location":{"type":"Point","coordinates":[7.75,49.42]},"numberOfPersons":2,"deviceId":"acc-state","info":{"name":"A","address":"B","assistance":[]}}' \
  "$BUERGER_SERVER/linemanagement/v1/customStops" | jq .id)"
stop_sim
start_sim --data original --speed 0 --state "$state"
expect_same "$(curl -s "$BUERGER_SERVER/linemanagement/v1/customStops?deviceId=acc-state" | jq '.[0].id')" "$id" \
  "sim: --state keeps custom stops across a restart"
expect_same "$(curl -s "$BUERGER_SERVER/linemanagement/v1/busses/1" | jq -c '[.takenSeats, .position.coordinates]')" \
  '[4,[7.6075,49.2093]]' "sim: --state keeps positions and seats"
expect_same "$(curl -s "$BUERGER_SERVER/linemanagement/v1/lines" | jq -c '.lines[0].busses')" '[1,2]' \
  "sim: --state keeps bus-to-line assignments"
stop_sim
start_sim --data original
expect_same "$(curl -s "$BUERGER_SERVER/linemanagement/v1/lines" | jq -c '.lines[0].busses')" '[1]' \
  "sim: without --state a restart forgets, like the original"
stop_sim

"$BUERGER_SIM" --port 0 --quiet --state "$TEST_HOME/missing/state.json" >"$TEST_HOME/st.out" 2>"$TEST_HOME/st.err"; rc=$?
if [ "$rc" -eq 1 ] && [ ! -s "$TEST_HOME/st.out" ] && grep -q 'cannot be written' "$TEST_HOME/st.err"; then
  record pass "sim: a --state file that cannot be written stops the start"
else
  record fail "sim: a --state file that cannot be written stops the start" "rc $rc: $(cat "$TEST_HOME/st.err")"
fi

# --state FILE holds names and addresses: 0600 whatever the umask (issue 22).
rm -f "$state"
saved_umask="$(umask)"; umask 022
start_sim --data original --speed 0 --state "$state"
umask "$saved_umask"
curl -s -H 'Content-Type: application/json' \
  -d '{"lineId":2,"pickUpTime":4102444800,"location":{"type":"Point","coordinates":[7.75,49.42]},"numberOfPersons":1,"deviceId":"acc-private","info":{"name":"Erika Muster","address":"Hauptstraße 1","assistance":[]}}' \
  "$BUERGER_SERVER/linemanagement/v1/customStops" >/dev/null
stop_sim
expect_same "$(stat -c %a "$state")" 600 "sim: the --state file is 0600 (umask 022)"

# /sim/ answers only programs on this machine: not a web page's text/plain or form POST, not a
# DNS-rebinding page's own host name, not another origin (issue 22). The original API is unchanged.
start_sim --data original --speed 0
root="${BUERGER_SERVER%/services/rest}"
# (-m: a simulator that hangs fails the check instead of the whole file.)
sim_status() { curl -s -m 10 -o "$TEST_HOME/sim-answer" -w '%{http_code}' "$@"; }
expect_same "$(sim_status -H 'Content-Type: text/plain' -d '{"spec":"500"}' "$root/sim/faults")" 415 \
  "sim: a text/plain POST to /sim/faults is refused with 415"
expect_same "$(sim_status -d 'spec=500' "$root/sim/faults")" 415 "sim: a form POST to /sim/faults is refused with 415"
expect_same "$(jq -r 'has("error")' "$TEST_HOME/sim-answer")" true "sim: … with a JSON error body"
expect_same "$(curl -s "$root/sim/faults" | jq -r .spec)" "" "sim: … and no fault was set"
expect_same "$(sim_status -H 'Host: rebind.evil.example' "$root/sim/state")" 421 \
  "sim: GET /sim/state under a foreign host name (DNS rebinding) is refused"
expect_same "$(sim_status -H 'Origin: http://evil.example' "$root/sim/state")" 403 "sim: a foreign Origin is refused"
expect_same "$(sim_status -H "Host: localhost:${root##*:}" -H 'Origin: http://localhost:5173' "$root/sim/state")" 200 \
  "sim: localhost and a loopback Origin are served"
expect_same "$(curl -s -H 'Host: rebind.evil.example' -H 'Origin: http://evil.example' \
  "$BUERGER_SERVER/linemanagement/v1/lines/" | jq -S .)" \
  "$(jq -S . "$FIXTURES/lines.json")" "sim: the original API answers as before, whatever Host and Origin"
stop_sim

# The clock stays within 1970–2100: '{"advance":1e17}' answered 200, then the fleet spun at 100 % CPU and
# SIGTERM was taken but never acted on. Now it is refused, and SIGTERM stops the server promptly while
# it is busy: a delayed answer in flight, a kept-alive idle connection and a trickling header open.
start_sim --data demo --speed 60 --faults 'delay=60s:path=/lines'
root="${BUERGER_SERVER%/services/rest}"
for advance in 1e17 1e308 -1e17; do
  expect_same "$(sim_status -H 'Content-Type: application/json' -d "{\"advance\":$advance}" "$root/sim/clock") $(jq -r 'has("error")' "$TEST_HOME/sim-answer")" \
    "400 true" "sim: /sim/clock refuses advance $advance with 400 and a JSON error"
done
expect_same "$(sim_status -H 'Content-Type: application/json' -d '{"set":"2101-01-01T00:00:00Z"}' "$root/sim/clock")" 400 \
  "sim: /sim/clock refuses a time after 2100"
expect_same "$(curl -s -m 10 -H 'Content-Type: application/json' -d '{"set":"2100-12-31T23:59:00Z","speed":0}' "$root/sim/clock" | jq -r .now)" \
  "2100-12-31T23:59:00.000Z" "sim: /sim/clock takes the last minute of 2100"
# Fast enough to reach the end of the range while the fleet drives.
curl -s -m 10 -H 'Content-Type: application/json' -d '{"speed":1000}' "$root/sim/clock" >/dev/null
curl -s -m 90 "$BUERGER_SERVER/linemanagement/v1/lines" >/dev/null 2>&1 &
delayed=$!
exec 7<>"/dev/tcp/127.0.0.1/${root##*:}"
printf 'GET /services/rest/linemanagement/v1/stops HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n' >&7
exec 8<>"/dev/tcp/127.0.0.1/${root##*:}"
printf 'GET /services/rest/linemanagement/v1/stops HTTP/1.1\r\nX-Slow: ' >&8
sleep 1
kill -TERM "$SIM_PID"
for _ in $(seq 1 50); do kill -0 "$SIM_PID" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$SIM_PID" 2>/dev/null; then
  record fail "sim: SIGTERM stops it within 5 s while busy" "still running"
  kill -KILL "$SIM_PID"
fi
wait "$SIM_PID"; rc=$?; SIM_PID=""
expect_same "$rc" 0 "sim: SIGTERM stops it within 5 s while busy, exit 0"
exec 7<&- 8<&-
kill "$delayed" 2>/dev/null; wait "$delayed" 2>/dev/null

timeout 10 "$BUERGER_SIM" --port 0 --start 2101-01-01T00:00:00Z >"$TEST_HOME/late.out" 2>"$TEST_HOME/late.err"; rc=$?
if [ "$rc" -eq 2 ] && [ ! -s "$TEST_HOME/late.out" ] && grep -q -- '--start' "$TEST_HOME/late.err"; then
  record pass "sim: --start after 2100 exits 2 and names the option"
else
  record fail "sim: --start after 2100 exits 2 and names the option" "rc $rc: $(cat "$TEST_HOME/late.err")"
fi

# --faults
start_sim --data original --faults '500:next=1:path=/lines'
expect_same "$(curl -s -o /dev/null -w '%{http_code}' "$BUERGER_SERVER/linemanagement/v1/lines")" 500 "sim: --faults 500:next=1 fires"
expect_same "$(curl -s -o /dev/null -w '%{http_code}' "$BUERGER_SERVER/linemanagement/v1/lines")" 200 "sim: … only once"
stop_sim

# --help, --version, a bad option
help="$("$BUERGER_SIM" --help)"; rc=$?
if [ "$rc" -eq 0 ] && printf '%s' "$help" | grep -q -- '--faults' && printf '%s' "$help" | grep -q -- '--state'; then
  record pass "sim: --help lists the options"
else
  record fail "sim: --help lists the options" "$help"
fi
"$BUERGER_SIM" --prot 0 >"$TEST_HOME/bad.out" 2>"$TEST_HOME/bad.err"; rc=$?
if [ "$rc" -eq 2 ] && [ ! -s "$TEST_HOME/bad.out" ] && grep -q -- '--prot' "$TEST_HOME/bad.err"; then
  record pass "sim: a mistyped option exits 2 and names it"
else
  record fail "sim: a mistyped option exits 2 and names it" "rc $rc: $(cat "$TEST_HOME/bad.err")"
fi
