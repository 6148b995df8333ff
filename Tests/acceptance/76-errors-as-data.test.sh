# Errors as data (issue 23 §1): under --json every failure is one {"error": …} object on stdout, with a
# stable English code, the words in the user's language, the same text on stderr and the same exit code.
start_sim --data demo --speed 0 --start 2026-11-23T09:05:00+01:00
export BUERGER_NOW=2026-11-23T09:05:00+01:00

b stop Nirgendwo
expect_rc 3 "unknown stop: exit 3"
expect_no_out "unknown stop without --json: nothing on stdout"
text="$ERR"
b stop Nirgendwo --json
expect_rc 3 "unknown stop --json: exit 3 as without"
expect_json '.error.code == "stop-not-found" and (.error.message | test("Nirgendwo")) and .error.candidates == []' \
  "unknown stop --json: the error object"
expect_same "$ERR" "$text" "unknown stop --json: stderr as without --json"
LANG=de_DE.UTF-8 b stop Nirgendwo --json
expect_json '.error.code == "stop-not-found" and (.error.message | test("Haltestelle"))' \
  "LANG=de: the code in English, the message in German"

b stop Weilerbach --json
expect_rc 2 "ambiguous stop --json: exit 2"
expect_json '.error.code == "ambiguous-stop" and (.error.candidates | length > 1) and (.error.candidates | all(.id > 0 and (.name | test("Weilerbach"))))' \
  "ambiguous stop --json: its candidates"

b stops --nearr 1,2 --json
expect_rc 2 "usage error --json: exit 2"
expect_json '.error.code == "unknown-option" and (.error.suggestion | test("help"))' "usage error --json: unknown-option"
expect_err '^buerger: ' "usage error --json: the text on stderr"

b --server http://127.0.0.1:9/services/rest stops --json
expect_rc 4 "unreachable --json: exit 4"
expect_json '.error.code == "server-unreachable"' "unreachable --json: server-unreachable"

# One request that fails carries the code its row in a file carries.
b request-stop --stop "Weilerbach Rathaus" --line 1 --time 09:30 --persons 0 --name E --address A --json --yes
expect_rc 2 "0 persons --json: exit 2"
single="$(printf '%s' "$OUT" | jq -r .error.code)"
printf 'time;persons;name;address;stop;line\n09:30;0;E;A;Weilerbach Rathaus;1\n' >"$TEST_HOME/one.csv"
b request-stop --from-file "$TEST_HOME/one.csv" --json
expect_same "$(printf '%s' "$OUT" | jq -r .errorCode)" "$single" "a single request's code is its batch row's ($single)"
