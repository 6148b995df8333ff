# A server that is away (issue 23 §7): buerger-sim's /sim/ control answers whatever fault is set, so
# `refuse` can be cleared; `requests --resume` facing it says so once and how long it keeps trying.
start_sim --data demo --speed 0 --start 2026-11-23T09:05:00+01:00
export BUERGER_NOW=2026-11-23T09:05:00+01:00
root="${BUERGER_SERVER%/services/rest}"
control() { curl -s -m 10 -o "$TEST_HOME/control" -w '%{http_code}' "$@"; }

expect_same "$(control -H 'Content-Type: application/json' -d '{"spec":"refuse"}' "$root/sim/faults")" 200 \
  "sim: refuse set"
expect_same "$(control "$root/sim/faults") $(jq -r .spec "$TEST_HOME/control")" "200 refuse" \
  "sim: with refuse set, /sim/faults still answers"
b stops --json
expect_rc 4 "refuse: the server is away (exit 4)"
expect_json '.error.code == "server-unreachable"' "refuse: server-unreachable in the error object"

b request-stop --stop "Weilerbach Rathaus" --line 1 --time 10:00 --name "Emma Meier" --address "Hauptstr. 1" \
  --yes --retry-for 1s
expect_rc 7 "refuse: the request is kept, not sent (exit 7)"
b requests --resume --retry-for 15s
expect_rc 7 "resume against a dead server: exit 7"
expect_same "$(printf '%s\n' "$ERR" | grep -c 'failed: server unreachable')" 1 \
  "resume against a dead server: the failure said once"
expect_err 'next try in [0-9]+ s; buerger keeps trying for up to 15 s' "resume: says how long it keeps trying"

expect_same "$(control -X DELETE "$root/sim/faults")" 200 "sim: refuse cleared through /sim/faults"
b requests --resume
expect_rc 0 "cleared: the resume sends it"
b stops --json
expect_rc 0 "cleared: stops answers"
