# Batch files as a community office's spreadsheet exports them (issue 23 §3, §4): a UTF-8 BOM, CRLF,
# `;`, columns buerger does not read, date and time apart, German headers, Windows-1252, run under
# LANG=de. Extra columns are named once and ignored, hints name columns (never options) and write dates
# as the file does, each result line names the person, and a rerun says where each request stands now.
start_loud_sim --data demo --speed 0 --start 2026-11-25T08:00:00+01:00
export BUERGER_NOW=2026-11-25T08:00:00+01:00 LANG=de_DE.UTF-8

posts() { sim_requests 'POST [^ ]*/customStops '; }

# "CSV UTF-8" as a spreadsheet saves it: BOM, CRLF, `;`, a telephone and a remarks column, date and
# time apart, the empty rows after the last one.
sheet="$TEST_HOME/fahrten.csv"
printf '\357\273\277Name;Telefon;Adresse;Haltestelle;Datum;Uhrzeit;Personen;Hilfe;Bemerkung\r\n' >"$sheet"
printf 'Erna Schmidt;0631 1234;Hauptstraße 12;Weilerbach Mühlweg;26.11.2026;9:30;1;Rollstuhl,Gepäck;ruft an\r\n' >>"$sheet"
printf 'Karl Becker;0631 5678;Am Markt 3;Weilerbach Schulstraße;26.11.2026;10:00;2;;\r\n' >>"$sheet"
printf 'Jo Weber;;Kirchgasse 1;Rodenbach Kirche;24.11.2026;10:30;1;;\r\n' >>"$sheet"
printf ';;;;;;;;\r\n;;;;;;;;\r\n' >>"$sheet"

b request-stop --from-file "$sheet"
expect_rc 2 "spreadsheet: read, not refused; exit 2 for its two bad rows"
expect_same "$(printf '%s\n' "$ERR" | grep -c "'Telefon', 'Bemerkung'")" 1 "the columns not read are named once"
expect_err "Gelesen werden: Datum, Uhrzeit, Personen" "the columns read are listed in German"
expect_out '^Zeile 2 \(Erna Schmidt\): Anfrage [0-9]+ ist noch offen: Abholung gewünscht morgen um 09:30' \
  "date and time apart are one pick-up; the line names the person"
expect_out "^Zeile 3 \(Karl Becker\): nicht gestellt: " "a bad row names the person too"
expect_out "Fügen Sie eine Spalte 'Linie' hinzu" "an undecided line asks for a line column"
expect_out "in die Spalte 'Datum' ein, etwa 26\.11\.2026\." "a past day: a day still ahead, written as the file writes dates"
if printf '%s' "$OUT" | grep -Eq -- '--[a-z]|Ihre Anfrage|2026-11-2'; then
  record fail "no option, no 'Ihre Anfrage', no ISO date in a spreadsheet's results" "$OUT"
else
  record pass "no option, no 'Ihre Anfrage', no ISO date in a spreadsheet's results"
fi
expect_same "$(posts)" 1 "one request filed"

b request-stop --from-file "$sheet" --json
expect_same "$(printf '%s\n' "$OUT" | grep -c .)" 3 "--json: one object per row, the empty rows none"
rows="$(printf '%s\n' "$OUT" | jq -s -c 'map([.row, .name, .ok, .alreadyFiled, .errorCode])')"
expect_same "$rows" '[[2,"Erna Schmidt",true,true,null],[3,"Karl Becker",false,false,"line-undecided"],[4,"Jo Weber",false,false,"not-in-future"]]' \
  "--json rows: name, already filed, the codes"
expect_same "$(printf '%s\n' "$OUT" | jq -s -c 'map(.warnings[0].columns) | unique')" '[["Telefon","Bemerkung"]]' \
  "--json: every row carries the file's warning"
expect_same "$(printf '%s\n' "$OUT" | jq -s -r '.[0].request.pickUpTime')" "2026-11-26T09:30:00+01:00" \
  "the pick-up is the date and the time of their two columns"

# The ride is cancelled by phone; the rerun tells so, and files nothing again.
id="$(printf '%s\n' "$OUT" | jq -s -r '.[0].request.id')"
b cancel "$id" --yes
b request-stop --from-file "$sheet"
expect_out "^Zeile 2 \(Erna Schmidt\): bereits früher gestellt\. Anfrage $id ist storniert" \
  "a rerun says the request is cancelled now"
b request-stop --from-file "$sheet" --json
expect_same "$(printf '%s\n' "$OUT" | jq -s -c '.[0] | [.alreadyFiled, .request.status]')" '[true,"cancelled"]' \
  "--json rerun: request.status is where it stands now"
expect_same "$(posts)" 1 "reruns file nothing again"

# "CSV" as a German spreadsheet program saves it: Windows-1252, CRLF, `;`, other German headers, a
# two-digit year and a time with a dot.
legacy="$TEST_HOME/abholungen.csv"
printf 'Name;Stra\337e;Haltestelle;Linie;Abholdatum;Abholzeit;Anzahl;Gr\374nde\r\n' >"$legacy"
printf 'M\374ller;Hauptstra\337e 3;Weilerbach Schulstra\337e;2;26.11.26;11.00;1;Arzt\r\n' >>"$legacy"
b request-stop --from-file "$legacy" --json
expect_rc 0 "Windows-1252: filed"
expect_same "$(printf '%s\n' "$OUT" | jq -c '[.name, .request.pickUpTime, .request.lineId, .warnings[0].columns]')" \
  '["Müller","2026-11-26T11:00:00+01:00",2,["Gründe"]]' "Windows-1252: names, date, time and the ignored column read right"

# Help words in a `;` file: separated by `,`, as the help text says; the help text lists German columns.
COLUMNS=200 b request-stop --help
expect_out "Spalten: Datum, Uhrzeit, Personen, Name, Adresse, Haltestelle, Position, Linie, Hilfe" "--help lists the columns in German"
expect_out "',' in einer ';'-Datei" "--help says how help words are separated in a ';' file"
