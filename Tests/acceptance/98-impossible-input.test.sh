# Impossible input is refused with words: a line that reads as a formula (--line and a batch file's
# Linie column), and (below) what a server or a setting cannot mean.
start_loud_sim --data demo --speed 0 --start 2026-11-23T09:05:00+01:00
export BUERGER_NOW=2026-11-23T09:05:00+01:00
PERSON=(--name "Emma Meier" --address "Hauptstraße 12")
posts() { sim_requests 'POST [^ ]*/customStops '; }

before="$(posts)"
for line in "+7" "=1+1" "-1" "@A1"; do
  b request-stop --at 49.4813,7.6335 --line "$line" --time 10:00 "${PERSON[@]}"
  expect_rc 2 "--line '$line': refused (exit 2)"
  expect_err 'reads as a formula or a calculation' "--line '$line': says why"
done
b request-stop --at 49.4813,7.6335 --line "=1+1" --time 10:00 "${PERSON[@]}" --lang de
expect_err 'liest sich als Formel oder Rechnung' "--line '=1+1' in German"
printf 'Zeit;Personen;Name;Adresse;Haltestelle;Linie\r\n10:00;1;Emma Meier;Hauptstraße 12;Weilerbach Rathaus;=1+1\r\n' \
  >"$TEST_HOME/rides.csv"
b request-stop --from-file "$TEST_HOME/rides.csv" --json
expect_json '.ok == false and .errorCode == "line-looks-like-formula"' "a batch row with Linie =1+1: refused with its code"
expect_same "$(posts)" "$before" "a formula line sends nothing"
b request-stop --at 49.4813,7.6335 --line 1 --time 10:00 "${PERSON[@]}"
expect_rc 0 "--line 1 still files"

# A port no server can listen on is a usage error, said at once (it was exit 4, "unreachable").
b --server http://localhost:99999/services/rest stops
expect_rc 2 "--server with port 99999: exit 2"
expect_err '1–65535' "--server with port 99999: says the range"
b config set server http://localhost:0/services/rest
expect_rc 2 "config set server with port 0: exit 2"
