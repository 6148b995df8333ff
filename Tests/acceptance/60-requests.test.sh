# request-stop at a stop and at a place, --json shape, status names and --wait exits, cancel (own
# only, read back), bad input refused with nothing sent, journal and device id private (0600).
start_loud_sim --data demo --speed 0 --start 2026-11-23T09:05:00+01:00
export BUERGER_NOW=2026-11-23T09:05:00+01:00
SIM_ROOT="${BUERGER_SERVER%/services/rest}"
PERSON=(--name "Emma Meier" --address "Hauptstraße 12")

# stored_for DEVICE: how many requests the server holds for DEVICE.
stored_for() { curl -fsS "$BUERGER_SERVER/linemanagement/v1/customStops?deviceId=$1" | jq 'length'; }
# sim_status ID BODY: acts on request ID as a driver would (through /sim/, the E12 rules).
sim_status() { curl -fsS -H 'Content-Type: application/json' -d "$2" "$SIM_ROOT/sim/customStops/$1" >/dev/null; }
# new_request TIME: files one request at Weilerbach Rathaus on line 1 and prints its id.
new_request() { "$BUERGER" request-stop --stop "Weilerbach Rathaus" --line 1 --time "$1" "${PERSON[@]}" --json </dev/null 2>/dev/null | jq -r '.request.id'; }

b request-stop --stop "Weilerbach Rathaus" --line 1 --time 09:30 --persons 2 "${PERSON[@]}"
expect_rc 0 "request-stop at a stop: exit 0"
expect_out 'Request 1[0-9]+ is pending' "request-stop says the request's number and that it is pending"
expect_clean "request-stop output has no control characters"
first_id="$(printf '%s' "$OUT" | grep -Eo 'Request [0-9]+' | head -n 1 | cut -d' ' -f2)"
device="$(cat "$XDG_STATE_HOME/buerger/device-id" 2>/dev/null)"
expect_same "$(stored_for "$device")" 1 "the server holds exactly one request for this device"
stored="$(curl -fsS "$BUERGER_SERVER/linemanagement/v1/customStops?deviceId=$device")"
expect_same "$(printf '%s' "$stored" | jq -c '.[0] | [.lineId, .numberOfPersons, .pickUpTime, .location.coordinates]')" \
  '[1,2,1795422600000,[7.6335,49.4813]]' "the server has line 1, 2 persons, 09:30 and the stop's position [lon, lat]"
expect_same "$(printf '%s' "$stored" | jq -r '.[0].info.name + "|" + .[0].info.address')" "Emma Meier|Hauptstraße 12" \
  "name and address arrive unchanged"

b request-stop --at 49.4729,7.6545 --time +45m --help-with wheelchair,luggage "${PERSON[@]}" --json
expect_rc 0 "request-stop at a place: exit 0"
expect_json '.request | (.id | type) == "number" and .status == "pending" and .statusCode == 1 and .lineId == 1' \
  "--json: id, status name and code, line"
expect_json '.request | .pickUpTime == "2026-11-23T09:50:00+01:00" and .location == {"lat": 49.4729, "lon": 7.6545}' \
  "--json: pick-up time with offset, location as lat/lon"
expect_json '.request | .numberOfPersons == 1 and .acceptingBus == null and (.assistance | sort) == ["luggage", "wheelchair"]' \
  "--json: persons, no bus yet, help words"
expect_json '.request | .name == "Emma Meier" and (has("address") | not)' \
  "--json: whom the driver picks up, and no address in the output"
expect_json '.request.place == {"kind": "position", "nearStop": "Rodenbach Kirche"}' \
  "--json: the place as given (numbers, though a stop stands there), the stop as a landmark"
expect_json 'has("wayBack")' "--json: wayBack is there (null without a way back)"
expect_same "$(stored_for "$device")" 2 "two requests, two stored"

mode() { stat -c '%a' "$1" 2>/dev/null; }
expect_same "$(mode "$XDG_STATE_HOME/buerger/journal.json")" 600 "the journal is private (0600)"
expect_same "$(mode "$XDG_STATE_HOME/buerger/device-id")" 600 "the device id is private (0600)"
expect_same "${#device}" "$(( ${#device} <= 50 ? ${#device} : 0 ))" "the device id has at most 50 characters"

# Bad input: exit 2 with the reason, and not one POST reaches the server.
posts_before="$(sim_requests 'POST [^ ]*/customStops')"
expect_same "$posts_before" 2 "the simulator's log shows the two POSTs so far"
bad() { # bad NAME PATTERN ARGS…
  local name="$1" pattern="$2"; shift 2
  b request-stop "$@"
  expect_rc 2 "bad input ($name): exit 2"
  expect_err "$pattern" "bad input ($name): the reason"
}
bad "0 persons" 'at least 1|between 1 and' --stop "Weilerbach Rathaus" --line 1 --time 09:30 --persons 0 "${PERSON[@]}"
bad "more persons than seats" 'between 1 and [0-9]+' --stop "Weilerbach Rathaus" --line 1 --time 09:30 --persons 99 "${PERSON[@]}"
bad "time in the past" 'in the past' --stop "Weilerbach Rathaus" --line 1 --time 08:00 "${PERSON[@]}"
bad "outside service hours" 'service hours' --stop "Weilerbach Rathaus" --line 1 --time 23:30 "${PERSON[@]}"
bad "latitude 95" 'not on earth|latitude' --at 95,7.6 --time 09:30 "${PERSON[@]}"
bad "unknown help word" "'crutches'" --stop "Weilerbach Rathaus" --line 1 --time 09:30 --help-with crutches "${PERSON[@]}"
bad "a slash in the address" "'/'" --stop "Weilerbach Rathaus" --line 1 --time 09:30 --name Emma --address "Hauptstr. 1/2"
bad "the word assistance" "'assistance'" --stop "Weilerbach Rathaus" --line 1 --time 09:30 --name "assistance" --address x
bad "no time, no terminal" '--time' --stop "Weilerbach Rathaus" --line 1 "${PERSON[@]}"
expect_same "$(sim_requests 'POST [^ ]*/customStops')" "$posts_before" "bad input: nothing was sent"
expect_same "$(stored_for "$device")" 2 "bad input: nothing more stored"

# Status names for codes 1–6 and an unknown code.
declare -A wanted=([pending]="" [accepted]='{"action":"accept","busId":1}' [declined]='{"status":3,"busId":1}|{"status":3,"busId":2}'
                   [completed]='{"action":"accept","busId":1}|{"action":"complete","busId":1}'
                   [no-show]='{"action":"accept","busId":1}|{"action":"no-show","busId":1}' [cancelled]='{"action":"cancel"}'
                   [unknown]='{"status":7}')
minute=10
for name in pending accepted declined completed no-show cancelled unknown; do
  minute=$((minute + 1))
  id="$(new_request "10:$minute")"
  IFS='|' read -r -a steps <<<"${wanted[$name]}"
  for step in "${steps[@]}"; do [ -n "$step" ] && sim_status "$id" "$step"; done
  b status "$id" --json
  expect_json ".request.status == \"$name\"" "status --json: $name"
  declare "id_${name//-/_}=$id"
done
b status "$id_unknown"
expect_out 'unknown \(7\)' "status: an unknown code is shown as 'unknown (7)'"
b status "$id_no_show" --lang de
expect_out 'nicht erschienen' "status in German: nicht erschienen"

b status "$id_accepted" --wait --timeout 30s
expect_rc 0 "status --wait: accepted ends with exit 0"
b status "$id_declined" --wait --timeout 30s
expect_rc 6 "status --wait: declined ends with exit 6"
b status "$id_cancelled" --wait --timeout 30s
expect_rc 6 "status --wait: cancelled ends with exit 6"
b status "$id_pending" --wait --timeout 1s
expect_rc 7 "status --wait: still pending at the timeout ends with exit 7"

# Cancel: someone else's request is refused and left alone; our own is cancelled and read back.
foreign="$(curl -fsS -H 'Content-Type: application/json' \
  -d '{"lineId":1,"pickUpTime":1795424400,"location":{"type":"Point","coordinates":[7.6335,49.4813]},"numberOfPersons":1,"deviceId":"someone-else","info":{"name":"","address":"","assistance":[]}}' \
  "$BUERGER_SERVER/linemanagement/v1/customStops" | jq -r '.id')"
posts_before="$(sim_requests "POST [^ ]*/customStops/$foreign")"
b cancel "$foreign" --yes
expect_rc 3 "cancel of another device's request: exit 3"
expect_err 'not one of your requests' "cancel of another device's request: says so"
expect_same "$(sim_requests "POST [^ ]*/customStops/$foreign")" "$posts_before" "cancel of another device's request: nothing sent"
expect_same "$(curl -fsS "$BUERGER_SERVER/linemanagement/v1/customStops?requestId=$foreign" | jq '.[0].status')" 1 \
  "the other device's request is still pending"
b status "$foreign"
expect_rc 3 "status of another device's request: exit 3"

b cancel "$id_pending"
expect_rc 2 "cancel without a terminal and without --yes: exit 2"
b cancel "$id_pending" --yes --json
expect_rc 0 "cancel --yes: exit 0"
expect_json '.request.status == "cancelled" and .request.statusCode == 6' "cancel --json: cancelled, read back"

b requests --json
expect_rc 0 "requests: exit 0"
expect_json '(.requests | length) >= 9 and ([.requests[] | select(.id == '"$foreign"')] | length) == 0' \
  "requests lists this device's requests only"
expect_json '[.requests[].id] == ([.requests[].id] | sort | reverse)' "requests: newest first"

# Privacy: -v shows the POST body with name and address left out; -vv shows them.
b -v request-stop --stop "Weilerbach Rathaus" --line 1 --time 11:40 "${PERSON[@]}"
expect_rc 0 "-v request-stop: exit 0"
expect_err 'POST [^ ]*/customStops' "-v traces the POST"
if printf '%s' "$ERR" | grep -q 'Emma Meier\|Hauptstraße'; then record fail "-v: no name or address in the trace" "$ERR"
else record pass "-v: no name or address in the trace"; fi
b -vv request-stop --stop "Weilerbach Rathaus" --line 1 --time 11:41 "${PERSON[@]}"
expect_err '"name":"Emma Meier"' "-vv: the trace shows the name"
if printf '%s' "$ERR" | grep -q 'unencrypted'; then record fail "no plain-HTTP warning for this machine" "$ERR"
else record pass "no plain-HTTP warning for this machine"; fi

# Plain HTTP to another address (127.0.0.2 stands in for a host on the network): warned first.
"$BUERGER_SIM" --port 0 --quiet --host 127.0.0.2 --data demo --speed 0 --start 2026-11-23T09:05:00+01:00 \
  >"$TEST_HOME/far.out" 2>"$TEST_HOME/far.err" &
far_pid=$!
for _ in $(seq 1 100); do grep -q '^listening on ' "$TEST_HOME/far.out" 2>/dev/null && break; sleep 0.1; done
far="$(sed -n '1s/^listening on //p' "$TEST_HOME/far.out")"
b --server "$far" request-stop --stop "Weilerbach Rathaus" --line 1 --time 11:42 "${PERSON[@]}"
expect_rc 0 "request-stop to a plain-HTTP server elsewhere: still sent"
expect_err 'unencrypted \(http://\)' "plain HTTP to another host: warned about name and address"
kill -INT "$far_pid" 2>/dev/null; wait "$far_pid" 2>/dev/null
