# #SF_S9 seen from the server's request log: a second run asks at most one /update, none in the window.

start_loud_sim --data original --speed 0
b stops --json
updates="$(sim_requests '/update')"; stops="$(sim_requests '/stops')"
b stops --json -v
expect_same "$(sim_requests '/update')" "$updates" "cache: no /update inside the freshness window"
expect_same "$(sim_requests '/stops')" "$stops" "cache: no /stops inside the freshness window"
expect_err 'not asking the server' "cache: -v says why"

b bus 1 -v
expect_err '^GET http://[^ ]*/busses/1/? → 200, [0-9]+ bytes, [0-9]+ ms' "-v: method, URL, status, bytes, ms"

"$BUERGER" config set freshness 0.05 >/dev/null 2>&1
sleep 0.1
b stops --json -v
expect_same "$(sim_requests '/update')" "$((updates + 1))" "cache: after the window exactly one /update"
expect_same "$(sim_requests '/stops')" "$stops" "cache: unchanged stops are not fetched again"

b stops --json --refresh
expect_same "$(sim_requests '/stops')" "$((stops + 1))" "--refresh fetches again"
