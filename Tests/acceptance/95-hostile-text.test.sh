# Server text with the trial's payloads — ESC]0;…BEL (window title), ESC]52;c;…BEL (clipboard), ESC[2J,
# CR, BS, DEL, the C1 CSI 0x9B, U+202E (right-to-left override), U+200B, U+2060, U+FEFF (zero width) and
# tag characters — served from a --data PATH file, through every command and mode, the request
# commands included, and into the files and notifications buerger writes for people.

cat >"$TEST_HOME/hostile.json" <<'JSON'
{"stops": [
   {"id": 1, "name": "Rat\u200bhaus\u001b[31mROT\u001b[0m\u001b]0;pwned\u0007\u202eevil", "lat": 49.4813, "lon": 7.6335},
   {"id": 2, "name": "Große\u2060 Gasse\u0007\r\nFAKE\u007f\u001b]52;c;Y2xpcA==\u0007\r\bX\ufeff", "lat": 49.4790, "lon": 7.6305},
   {"id": 3, "name": "Mühlweg\u009b2J\u001b[2J\udb40\udc01\udb40\udc7f", "lat": 49.4780, "lon": 7.6415}],
 "lines": [{"id": 1, "name": "Ring\u001b]0;pwned\u0007bus\u202e\u200b", "stops": [1, 2, 3], "loop": true,
            "timetable": {"first": "06:00", "last": "20:00", "every": 30, "offsets": [0, 4, 9]}}],
 "buses": [{"id": 1, "numberPlate": "KL\u001b[2J-WB 1\u2066", "seats": 8, "line": 1, "color": "blue\u001b[0m",
            "picture": "http://x.example/\u001b[1mp.png"}]}
JSON

# expect_no_hostile NAME TEXT: TEXT holds no control character but tab and line feed (no ESC, BEL, CR,
# BS, DEL, C1 — 0x9B included), no bidi control, no zero-width and no tag character.
expect_no_hostile() {
  local bad
  bad="$(printf '%s' "$2" | LC_ALL=C grep -naP \
    '[\x01-\x08\x0b-\x1f\x7f]|\xc2[\x80-\x9f]|\xe2\x80[\x8b-\x8f\xaa-\xae]|\xe2\x81[\xa0\xa6-\xa9]|\xef\xbb\xbf|\xd8\x9c|\xf3\xa0[\x80\x81]' \
    | cat -v | head -3)"
  if [ -z "$bad" ]; then record pass "$1"; else record fail "$1" "$bad"; fi
}
# expect_clean_run NAME: the last b call's stdout and stderr are clean.
expect_clean_run() { expect_no_hostile "$1" "$OUT
$ERR"; }

start_sim --data "$TEST_HOME/hostile.json" --speed 0 --start 2025-03-03T09:00:00+01:00
export BUERGER_NOW=2025-03-03T09:00:00+01:00
for command in stops "stop 1" "stop 2" "stop 3" "bus 1" lines "stop a" "-v stops --refresh"; do
  for mode in "" --json --plain --accessible; do
    b $command $mode
    expect_clean_run "hostile text: $command $mode"
    case "$mode" in --json) expect_json 'true' "hostile text: $command --json is valid JSON";; esac
  done
done
b stops --plain
expect_same "$(printf '%s\n' "$OUT" | wc -l | tr -d ' ')" 3 "hostile text: a CR LF in a name adds no row"
b stops --json
expect_json '[.stops[].name] | any(test("Rathaus"))' "hostile text: a zero-width space cannot split Rat·haus"

# The request commands: request-stop, status (also --wait), cancel and requests in every mode.
PERSON=(--name "Emma Meier" --address "Hauptstraße 12")
ids=()
for mode in "" --json --plain --accessible; do
  b request-stop --stop 1 --line 1 --time 09:30 "${PERSON[@]}" $mode
  expect_rc 0 "hostile text: request-stop $mode files the request"
  expect_clean_run "hostile text: request-stop $mode"
  ids+=("$(curl -fsS "$BUERGER_SERVER/linemanagement/v1/customStops?deviceId=$(cat "$XDG_STATE_HOME/buerger/device-id" 2>/dev/null)" \
    | jq -r 'max_by(.id) | .id')")
done
b request-stop --at 49.4790,7.6305 --time 09:40 "${PERSON[@]}"
expect_clean_run "hostile text: request-stop --at (advice names the stops)"
id="${ids[0]}"
for mode in "" --json --plain --accessible; do
  b status "$id" $mode
  expect_clean_run "hostile text: status $mode"
  b requests $mode
  expect_clean_run "hostile text: requests $mode"
done
b status "$id" --wait --timeout 1s
expect_rc 7 "hostile text: status --wait ends at its timeout"
expect_clean_run "hostile text: status --wait"
b status "$id" --wait --timeout 1s --accessible
expect_clean_run "hostile text: status --wait --accessible"

# Notifications and the calendar file are written for people too.
mkdir -p "$TEST_HOME/bin"
printf '#!/bin/sh\nprintf "%%s\\n" "$@" >>"%s"\n' "$TEST_HOME/notified" >"$TEST_HOME/bin/notify-send"
chmod +x "$TEST_HOME/bin/notify-send"
OUT="$(PATH="$TEST_HOME/bin:$PATH" "$BUERGER" watch request "$id" --timeout 2s --notify </dev/null 2>"$TEST_HOME/err")"
ERR="$(cat "$TEST_HOME/err")"
expect_clean_run "hostile text: watch request --notify"
expect_no_hostile "hostile text: the notifications" "$(cat "$TEST_HOME/notified" 2>/dev/null)"
b requests --ics "$TEST_HOME/pickups.ics"
expect_clean_run "hostile text: requests --ics"
expect_no_hostile "hostile text: the calendar file" "$(tr -d '\r' <"$TEST_HOME/pickups.ics")"
b requests --ics -
expect_no_hostile "hostile text: the calendar on stdout" "$(printf '%s' "$OUT" | tr -d '\r')"

for mode in "" --json --plain --accessible; do
  b cancel "${ids[1]}" --yes $mode
  expect_clean_run "hostile text: cancel $mode"
done
