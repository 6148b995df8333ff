# The way forward after a no: a request declined by the line's only bus (through /sim/customStops)
# makes status show the runs nearby and the command to try, which then works as it stands; a time
# outside service gets the next runs; request-stop --ics writes the pick-up to a calendar file.
start_sim --data original --speed 0 --start 2026-11-23T07:30:00Z
export BUERGER_NOW=2026-11-23T08:30:00+01:00
SIM_ROOT="${BUERGER_SERVER%/services/rest}"
PERSON=(--name "Emma Meier" --address "Hauptstraße 12")

b request-stop --stop Kirche --time 09:30 --persons 2 "${PERSON[@]}" --json
expect_rc 0 "a request at Kirche for 09:30 is filed"
id="$(printf '%s' "$OUT" | jq -r '.request.id')"
curl -fsS -H 'Content-Type: application/json' -d '{"action":"decline","busId":1}' "$SIM_ROOT/sim/customStops/$id" >/dev/null
expect_same "$?" 0 "the driver of bus 1 declines it"

b status "$id"
expect_rc 0 "status of the declined request: exit 0"
expect_out "Request $id was declined|declined" "status says it was declined"
expect_err '^Buses nearby around 09:30:$' "status says which buses run nearby around then"
expect_err '^  Kirche \(line Pirmasens\), 0 m away: 09:00$' "the same stop half an hour earlier is among them"
expect_err '^  buerger request-stop --stop 1 --line 1 --time 09:00 --persons 2$' "and the exact command to try instead"
expect_clean "the advice has no control characters"
advised="$(printf '%s\n' "$ERR" | tail -n 1 | sed 's/^  buerger //')"

b status "$id" --json
expect_json '.request.status == "declined"' "--json: the request is declined"
expect_json '.advice.command == "buerger request-stop --stop 1 --line 1 --time 09:00 --persons 2"' "--json: the advice's command"
expect_json '.advice.stops[0].name == "Kirche" and .advice.stops[0].runs == ["2026-11-23T09:00:00+01:00"]' \
  "--json: the advice's stops and runs"
expect_same "$ERR" "" "--json: nothing for a person on stderr"

# shellcheck disable=SC2086 # the advised command is words, as a person would paste them
b $advised "${PERSON[@]}"
expect_rc 0 "the advised command, pasted as it stands, files a request"
expect_out 'is pending' "the advised request is pending"

b request-stop --stop Kirche --time 15:00 "${PERSON[@]}"
expect_rc 2 "a time outside service hours: exit 2"
expect_err '^buerger: That is outside the service hours: line Pirmasens runs 09:00–13:30\.$' "the reason comes first"
expect_err '^Nothing runs near there around 15:00\. The next buses nearby:$' "then the next runs nearby"
expect_err '^  buerger request-stop --stop 1 --line 1 --time 2026-11-24T09:00$' "and the command for tomorrow's first run"

b request-stop --stop Kirche --time 12:00 --help-with wheelchair "${PERSON[@]}" --ics "$TEST_HOME/abholung.ics"
expect_rc 0 "request-stop --ics FILE: exit 0"
expect_err 'no information about wheelchair places' "a wheelchair is warned about before sending"
expect_err "Wrote 1 pick-up to $TEST_HOME/abholung.ics\." "it says where the calendar went"
ics_id="$(printf '%s' "$OUT" | grep -Eo 'Request [0-9]+' | head -n 1 | cut -d' ' -f2)"
ics="$(tr -d '\r' <"$TEST_HOME/abholung.ics" 2>/dev/null)"
expect_same "$(printf '%s\n' "$ics" | grep -c '^BEGIN:VEVENT$')" 1 "the calendar holds one event"
expect_same "$(printf '%s\n' "$ics" | grep -E '^(UID|DTSTART|LOCATION|TRIGGER)' | tr '\n' ' ')" \
  "UID:$ics_id@127.0.0.1 DTSTART:20261123T110000Z LOCATION:Kirche TRIGGER:-PT15M " \
  "the event: request id, 12:00 local time, Kirche, an alarm 15 minutes before"

b request-stop --stop Kirche --time 12:30 "${PERSON[@]}" --ics - --json
expect_rc 2 "--ics - with --json: exit 2 (both want stdout)"
