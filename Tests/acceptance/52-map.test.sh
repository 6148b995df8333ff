# buerger map on the demo network (issue 26): the golden screens at 80×24 and 120×40 in English and
# German (Tests/Fixtures/maps/demo-*.txt; run with BUERGER_GOLDEN_UPDATE=1 to write them anew, then read
# the diff), what a script reads of it, and the map from saved data.

now="2026-11-25T09:10:00+01:00"   # a Wednesday, every line's bus on its way
start_sim --data demo --start "$now" --speed 0
export BUERGER_NOW="$now"
maps="$ACCEPTANCE_DIR/../Fixtures/maps"
b config place zuhause 49.4785,7.6405

for size in 80x24 120x40; do
  for lang in en de; do
    OUT="$(COLUMNS="${size%x*}" LINES="${size#*x}" "$BUERGER" map --plain --lang "$lang" </dev/null 2>"$TEST_HOME/err")"
    RC=$?
    golden="$maps/demo-$size.$lang.txt"
    if [ "${BUERGER_GOLDEN_UPDATE:-}" = 1 ]; then printf '%s\n' "$OUT" >"$golden"; fi
    expect_rc 0 "map --plain $size $lang: exit 0"
    expect_same "$OUT" "$(cat "$golden" 2>/dev/null)" "map --plain $size $lang: the golden screen"
    widest="$(printf '%s\n' "$OUT" | wc -L)"
    [ "$widest" -le "${size%x*}" ] && [ "$(printf '%s\n' "$OUT" | wc -l)" -eq "$(( ${size#*x} - 1 ))" ] \
      && record pass "map $size $lang: fits the window, a line left for the prompt" \
      || record fail "map $size $lang: fits the window, a line left for the prompt" "widest $widest: $OUT"
  done
done

COLUMNS=80 LINES=24 b map --json
expect_json '.projection.columns == 80 and .projection.rows > 10' "map --json: the projection"
expect_json '.projection.rows as $r | [.stops[] | select(.column < 0 or .column >= 80 or .row < 0 or .row >= $r)] | length == 0' \
  "map --json: every stop in a cell of the map"
expect_json '(.stops | length) == 22 and (.buses | length) >= 1 and (.places[0].name == "zuhause")' \
  "map --json: stops, buses and the saved place"
expect_json '[.stops[].label | select(. != null) | .text] as $t | ($t | length) == ($t | unique | length)' \
  "map --json: no label twice"

COLUMNS=80 LINES=24 b map 2 --plain
expect_out '^Linie 2 Eulenbis – Schwedelbach' "map LINE: the line by the number in its name"
COLUMNS=80 LINES=24 b map --bus 1 --plain
expect_out '^Bus 1 \(Linie 1 Rodenbach – Siegelbach\)' "map --bus: the bus on its line"
COLUMNS=80 LINES=24 b map --near @zuhause --plain
expect_out '^Around @zuhause' "map --near: around a saved place"
expect_out '⌂' "map --near: the saved place marked"
b map --accessible --lang de
expect_out '^Die Karte zeigt 3 Linien, 22 Haltestellen und [0-9]+ Busse\.$' "map --accessible: sentences"
b map --bus nine
expect_rc 2 "map --bus: a number only"

# Saved data: with --offline the tables say how old they are; with the server gone while they are
# fresh, the buses stand where they were last seen, and the map says when.
COLUMNS=80 LINES=24 b map --plain --offline
expect_rc 0 "map --offline: drawn from saved data"
expect_out 'offline: saved data of .+ \([0-9]+ (min|h) old\)' "map --offline: says how old"
stop_sim
COLUMNS=80 LINES=24 b map --plain
expect_rc 0 "map, server gone: drawn from saved data"
expect_out 'positions last seen 09:10' "map, server gone: says when the buses were seen"
