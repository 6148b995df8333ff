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
