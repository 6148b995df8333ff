# Stop, line and bus texts with ESC, BEL, CR/LF, DEL and C1 controls, served from a --data PATH file.

cat >"$TEST_HOME/hostile.json" <<'JSON'
{"stops": [
   {"id": 1, "name": "Rathaus\u001b[31mROT\u001b[0m", "lat": 49.4813, "lon": 7.6335},
   {"id": 2, "name": "Große Gasse\u0007\r\nFAKE\u007f", "lat": 49.4790, "lon": 7.6305},
   {"id": 3, "name": "Mühlweg\u009b2J", "lat": 49.4780, "lon": 7.6415}],
 "lines": [{"id": 1, "name": "Ring\u001b]0;pwned\u0007bus", "stops": [1, 2, 3], "loop": true,
            "timetable": {"first": "06:00", "last": "20:00", "every": 30, "offsets": [0, 4, 9]}}],
 "buses": [{"id": 1, "numberPlate": "KL\u001b[2J-WB 1", "seats": 8, "line": 1, "color": "blue\u001b[0m",
            "picture": "http://x.example/\u001b[1mp.png"}]}
JSON
start_sim --data "$TEST_HOME/hostile.json" --speed 0 --start 2025-03-03T09:00:00+01:00
for command in stops "stop 1" "stop 2" "bus 1" lines "stop a"; do
  for mode in "" --json --plain --accessible; do
    b $command $mode --now 2025-03-03T09:00:00+01:00
    expect_clean "hostile text: $command $mode"
  done
done
b stops --plain
expect_same "$(printf '%s\n' "$OUT" | wc -l | tr -d ' ')" 3 "hostile text: a CR LF in a name adds no row"
