# The line's runs seen are kept past the position history (docs/eta.md, `SeenRun`): a run watched by
# several `buerger bus` processes at once, some killed at random moments, is still known the next day,
# and the history file stays whole.

start_sim --data demo --speed 0 --no-fleet
SIM_BASE="${BUERGER_SERVER%/services/rest}"
DAY=2026-11-26
NEXT=2026-11-27

# Bus 3 (line 2) on its 09:00 run, 2 min late at every stop: where it is and when, in local time.
b stops --json
STOPS="$OUT"
place() { printf '%s' "$STOPS" | jq -c --argjson id "$1" '.stops[] | select(.id == $id) | [.location.lon, .location.lat]'; }
b bus 3 --json --now "${DAY}T08:50"
CALLS="$(printf '%s' "$OUT" | jq -r '.bus.nextStops[] | select(.scheduled | startswith("'"$DAY"'T09")) | "\(.id) \(.scheduled[11:16])"')"
STEPS="1 08:50
1 08:55
1 09:01"
while read -r id hhmm; do
  [ "$id" = 1 ] && continue
  minutes=$((10#${hhmm%:*} * 60 + 10#${hhmm#*:} + 2))
  STEPS="$STEPS
$id $(printf '%02d:%02d' $((minutes / 60)) $((minutes % 60)))
$id $(printf '%02d:%02d' $(((minutes + 1) / 60)) $(((minutes + 1) % 60)))"
done <<<"$CALLS"

watched=0
while read -r id hhmm; do
  curl -s -H 'Content-Type: application/json' -d "{\"position\":$(place "$id")}" "$SIM_BASE/sim/busses/3" >/dev/null
  # Three processes at once; two of them killed at a random moment between 5 and 80 ms (a run takes about 30).
  for _ in 1 2; do
    timeout -s KILL "0.$(printf '%03d' $((5 + RANDOM % 75)))" "$BUERGER" bus 3 --json --now "${DAY}T${hhmm}" </dev/null >/dev/null 2>&1
    [ $? -eq 137 ] && echo killed >>"$TEST_HOME/kills"
  done 2>/dev/null &
  racers=$!
  "$BUERGER" bus 3 --json --now "${DAY}T${hhmm}" </dev/null >/dev/null 2>&1 && watched=$((watched + 1))
  wait "$racers"  # not the simulator
done <<<"$STEPS"
expect_same "$watched" "$(printf '%s\n' "$STEPS" | wc -l | tr -d ' ')" "runs seen: every unkilled process answered"

echo "  ($(cat "$TEST_HOME/kills" 2>/dev/null | wc -l | tr -d ' ') of $(( 2 * $(printf '%s\n' "$STEPS" | wc -l) )) racing processes were killed)"
HISTORY="$(find "$XDG_CACHE_HOME" -name positions.json | head -n 1)"
if jq -e '.lines["2"] | length >= 1' "$HISTORY" >/dev/null 2>&1; then
  record pass "runs seen: the run is kept in the history file, which is whole"
else
  record fail "runs seen: the run is kept in the history file, which is whole" "$(head -c 600 "$HISTORY")"
fi

# The last writer swept what killed writers left behind.
"$BUERGER" bus 3 --json --now "${DAY}T10:00" </dev/null >/dev/null 2>&1
expect_same "$(find "$(dirname "$HISTORY")" -name '.positions.json.*.tmp' | wc -l | tr -d ' ')" 0 \
  "runs seen: no temporary file of a killed process is left"

# The next day, the bus waiting at its first stop: expected as late as the line's run started.
curl -s -H 'Content-Type: application/json' -d "{\"position\":$(place 1)}" "$SIM_BASE/sim/busses/3" >/dev/null
b bus 3 --json --now "${NEXT}T08:45"
b bus 3 --json --now "${NEXT}T08:50"
expect_json '.bus.nextStops[] | select(.id == 2 and (.scheduled | startswith("'"$NEXT"'T09:02")))
  | (.estimated > .scheduled) and (.estimated < "'"$NEXT"'T09:06")' "runs seen: the next day the bus is expected late, as the line's run was"
XDG_CACHE_HOME="$TEST_HOME/fresh-cache" b bus 3 --json --now "${NEXT}T08:50"
XDG_CACHE_HOME="$TEST_HOME/fresh-cache" b bus 3 --json --now "${NEXT}T08:50"
expect_json '.bus.nextStops[] | select(.id == 2 and (.scheduled | startswith("'"$NEXT"'T09:02"))) | .estimated == .scheduled' \
  "runs seen: a fresh installation expects the timetable"
