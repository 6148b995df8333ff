# buerger lines against --data original.

start_sim --data original --speed 0

b lines --json
expect_rc 0 "lines: exit 0"
expect_json '[.lines[] | {id, name, busIds, stops}] == [{"id":1,"name":"Pirmasens","busIds":[1],"stops":[{"id":1,"name":"Kirche"},{"id":2,"name":"Brunnen"},{"id":3,"name":"Park"},{"id":4,"name":"Markt"}]},{"id":2,"name":"Uni","busIds":[2],"stops":[{"id":5,"name":"Uni West"},{"id":6,"name":"Uni Süd"},{"id":7,"name":"Uni Ost"},{"id":8,"name":"Uni Sporthalle"}]}]' \
  "lines --json: exactly the original lines"
b lines
expect_out 'Kirche – Brunnen – Park – Markt' "lines: stops in route order"
b lines --plain
expect_same "$(printf '%s\n' "$OUT" | cut -f1,2)" "$(printf '1\tPirmasens\n2\tUni')" "lines --plain: one row per line"
b lines --lang de
expect_out 'LINIE' "lines --lang de: German header"

curl -s -H 'Content-Type: application/json' -d '{"busId":2,"lineId":1}' "$BUERGER_SERVER/linemanagement/v1/updateBusStatus/" >/dev/null
b lines --json --refresh
expect_json '.lines[0].busIds == [1,2] and .lines[1].busIds == []' "lines --refresh: shows a bus moved to another line"
