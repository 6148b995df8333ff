# buerger stops [SEARCH] [--near LAT,LON] [--limit N] against --data original.

start_sim --data original --speed 0

b stops
expect_rc 0 "stops: exit 0"
expect_out '^ID +STOP' "stops: human table has a header"
expect_out 'Uni Süd' "stops: umlauts intact"

b stops --json
expect_json '[.stops[].id] == [1,2,3,4,5,6,7,8]' "stops --json: the eight original stops"
expect_json '.stops[0] == {"id":1,"name":"Kirche","location":{"lat":49.209277,"lon":7.60747},"lines":[{"id":1,"name":"Pirmasens"}],"distanceMeters":null}' \
  "stops --json: Kirche exactly as cli-contract"
expect_json '.stops[5].lines == [{"id":2,"name":"Uni"}]' "stops --json: line ids are numbers"
expect_same "$ERR" "" "stops --json: nothing on stderr"

b stops --plain
expect_same "$(printf '%s\n' "$OUT" | cut -f1,2 | head -n 2)" "$(printf '1\tKirche\n2\tBrunnen')" "stops --plain: cut -f1,2 works"
expect_same "$(printf '%s\n' "$OUT" | wc -l | tr -d ' ')" 8 "stops --plain: no header"

b stops sud --json
expect_json '[.stops[].name] == ["Uni Süd"]' "stops SEARCH: diacritic-insensitive"
b stops KIRCHE --plain
expect_same "$(printf '%s' "$OUT" | cut -f2)" "Kirche" "stops SEARCH: case-insensitive"

b stops --near 49.207937,7.606499 --json
expect_json '(.stops | length) == 7 and .stops[0].id == 2 and .stops[0].distanceMeters == 0' "stops --near: nearest first, 7 by default"
expect_json '[.stops[].distanceMeters] == ([.stops[].distanceMeters] | sort)' "stops --near: sorted by distance"
b stops --near=49.207937,7.606499 --limit 2 --plain
expect_same "$(printf '%s\n' "$OUT" | wc -l | tr -d ' ')" 2 "stops --near --limit 2"
b stops --limit 3 --json
expect_json '(.stops | length) == 3' "stops --limit 3"

b stops --lang de
expect_out 'HALTESTELLE' "stops --lang de: German header"
b stops --near 91,7
expect_rc 2 "stops --near out of range: exit 2"
expect_no_out "stops --near out of range: nothing on stdout"
