# The server away or answering garbage; --offline; the offline note with a warm cache.

export BUERGER_SERVER=http://127.0.0.1:1/services/rest
for command in stops "stop 1" "bus 1" lines; do
  b $command
  expect_rc 4 "unreachable: $command exits 4"
  expect_err '127\.0\.0\.1:1' "unreachable: $command names the address"
  expect_no_out "unreachable: $command prints nothing on stdout"
done
b stops --offline
expect_rc 4 "--offline without cache: exit 4"

start_sim --data original --speed 0
NOW=2016-07-21T08:55:00+02:00
# Bus 1 at its route's start, so estimates do not move the departures (see 30-stop.test.sh).
curl -s -H 'Content-Type: application/json' -d '{"position":[7.608858347,49.210420446]}' "$BUERGER_SERVER/sim/busses/1" >/dev/null
# A 10 ms freshness window: the runs below must ask the server, and so find it gone.
"$BUERGER" config set freshness 0.01 >/dev/null 2>&1
b stop Kirche --json --now "$NOW"
online="$OUT"
b lines --json
online_lines="$OUT"
b stops --json
stop_sim

b stop Kirche --json --now "$NOW"
expect_rc 0 "warm cache, server gone: stop exits 0"
expect_err 'offline — data from [0-9]{2}:[0-9]{2}' "warm cache, server gone: offline note on stderr"
expect_same "$(printf '%s' "$OUT" | jq -c '[.departures[].scheduled]')" "$(printf '%s' "$online" | jq -c '[.departures[].scheduled]')" \
  "warm cache, server gone: same departures"
b lines --plain
expect_rc 0 "warm cache, server gone: lines exits 0"
b stops --json
expect_json '(.stops | length) == 8' "warm cache, server gone: stops from the cache"
expect_json '.offline == true and (.dataFrom | test("^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}[+-][0-9]{2}:[0-9]{2}$"))' \
  "warm cache, server gone: the JSON says offline and dataFrom"
expect_same "$(printf '%s' "$online_lines" | jq 'has("offline")')" false "a live answer has no offline field"
b lines --json --offline
expect_same "$(printf '%s' "$OUT" | jq -c 'del(.offline, .dataFrom)')" "$(printf '%s' "$online_lines" | jq -c .)" \
  "--offline: the cached answer"
expect_json '.offline == true and (.dataFrom | type) == "string"' "--offline: the JSON says offline and dataFrom"
b lines --lang de
expect_err 'offline' "offline note in German too"

for fault in html 500 503 malformed empty; do
  start_sim --data original --faults "$fault"
  b stops
  expect_rc 5 "fault $fault: exit 5"
  expect_no_out "fault $fault: nothing on stdout"
  stop_sim
done

# An answer that breaks off before its Content-Length: retried once, then a bad answer (exit 5), not "unreachable".
stop_sim
start_sim --data original --faults truncate:rate=1
b lines
expect_rc 5 "an answer cut short is a bad answer from the server (exit 5)"
expect_err 'transfer closed|broke off|incomplete' "the message says the answer broke off"
