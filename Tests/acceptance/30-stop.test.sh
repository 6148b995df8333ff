# buerger stop STOP [--limit N] [--all] against --data original (Kirche: 09:00, 12:00, 13:00; bus 1 8/10 free).

start_sim --data original --speed 0
NOW=2016-07-21T08:55:00+02:00
# Bus 1 waits at its route's start, so the schedule alone decides the next runs (its seeded position
# near Markt makes the estimator drop the next run: a known defect, reported).
curl -s -H 'Content-Type: application/json' -d '{"position":[7.608858347,49.210420446]}' "$BUERGER_SERVER/sim/busses/1" >/dev/null

b stop Kirche --now "$NOW"
expect_rc 0 "stop NAME: exit 0"
expect_out '^Kirche \(1\)' "stop: title with id"
# The bus waits for its 09:00 run (in 5 min): a late start is part of the range (issue 14), "in 4–13 min".
expect_out 'in ([0-9]+–)?[0-9]+ min' "stop: relative time"
expect_out '8 of 10 seats free' "stop: seats in words"

b stop 1 --json --now "$NOW"
expect_json '.stop == {"id":1,"name":"Kirche","location":{"lat":49.209277,"lon":7.60747}}' "stop --json: stop object"
expect_json '[.departures[].scheduled] == ["2016-07-21T09:00:00+02:00","2016-07-21T12:00:00+02:00","2016-07-21T13:00:00+02:00","2016-07-22T09:00:00+02:00","2016-07-22T12:00:00+02:00"]' \
  "stop --json: next five departures, crossing midnight"
expect_json '.departures[0] | .lineId == 1 and .lineName == "Pirmasens" and .busId == 1 and .freeSeats == 8 and .totalSeats == 10 and .seatBand == "plenty"' \
  "stop --json: line, bus and seats"
expect_json '.departures | all(has("estimated") and has("delayMinutes"))' "stop --json: estimated and delay present (null allowed)"

b stop Kirche --json --now 2016-07-21T12:05:00+02:00
expect_json '[.departures[].scheduled] | (index("2016-07-21T09:00:00+02:00") == null) and (index("2016-07-21T13:00:00+02:00") != null)' \
  "stop: never the earliest runs of the day"
b stop Kirche --plain --now 12:05
short="$OUT"
# "Today" as buerger saw it (the first departure's date and offset), not this shell's clock: the two
# may straddle midnight, or run a year apart when buerger's clock is faked.
first="${short%%$'\t'*}"
b stop Kirche --plain --now "${first:0:10}T12:05:00${first: -6}"
expect_same "$short" "$OUT" "stop --now HH:MM means today"
BUERGER_NOW=12:05 b stop Kirche --plain
expect_same "$OUT" "$short" "stop: BUERGER_NOW works like --now"

b stop 1 --limit 2 --plain --now "$NOW"
expect_same "$(printf '%s\n' "$OUT" | wc -l | tr -d ' ')" 2 "stop --limit 2"
b stop 1 --all --json --now "$NOW"
expect_json '(.departures | length) == 3' "stop --all: every departure left today"

"$BUERGER" config alias zuhause Kirche >/dev/null 2>&1
b stop @zuhause --json --now "$NOW"
expect_json '.stop.id == 1' "stop @alias"
b stop @nirgends
expect_rc 2 "stop unknown @alias: a usage error (aliases live in the user's own config)"

b stop Uni
expect_rc 2 "stop ambiguous: exit 2"
expect_no_out "stop ambiguous: nothing on stdout"
expect_err 'Uni Süd' "stop ambiguous: lists the candidates"
b stop Nirgendwo --json
expect_rc 3 "stop unknown: exit 3"
expect_json 'keys == ["error"] and .error.code == "stop-not-found"' "stop unknown --json: only the error object on stdout"
b stop 99 --plain
expect_rc 3 "stop unknown id: exit 3"

b stop Kirche --lang de --now "$NOW"
expect_out 'in ([0-9]+–)?[0-9]+ Min\.' "stop --lang de: in 5 Min."
expect_out '8 von 10 Plätzen frei' "stop --lang de: 8 von 10 Plätzen frei"
LANG=de_DE.UTF-8 b stop Kirche --now "$NOW"
expect_out 'morgen 09:00' "stop: German from LANG=de_DE"
