#!/usr/bin/env bash
# `make demo`: a Bürgerbus morning in Weilerbach, told through buerger against a local buerger-sim.
# Leaves nothing running and touches none of your own buerger files (it uses a temporary home).
set -euo pipefail

bin="${BUERGER_BIN_DIR:?run through make demo}"
start_time="${DEMO_START:-09:08}"      # simulated local time of the morning, buses on their runs
pause="${DEMO_PAUSE:-1}"               # seconds between steps (0 in the test suite)

demo_home="$(mktemp -d)"
export XDG_CONFIG_HOME="$demo_home/config" XDG_CACHE_HOME="$demo_home/cache" XDG_STATE_HOME="$demo_home/state"
export TZ="${TZ:-Europe/Berlin}"
sim_pid=""
cleanup() {
  if [ -n "$sim_pid" ]; then kill -INT "$sim_pid" 2>/dev/null || true; wait "$sim_pid" 2>/dev/null || true; fi
  rm -rf "$demo_home"
}
trap cleanup EXIT INT TERM

bold=""; plain=""
if [ -t 1 ] && [ -z "${NO_COLOR:-}" ]; then bold=$'\033[1m'; plain=$'\033[0m'; fi

say() { printf '\n%s▶ %s%s\n' "$bold" "$1" "$plain"; }
show() { printf '%s$ buerger%s%s\n' "$bold" "$(printf ' %q' "$@")" "$plain"; "$bin/buerger" --now "$(sim_now)" "$@"; sleep "$pause"; }

# Drivers answer a request after 8 simulated seconds and accept when they have room, so the demo's
# request is decided while you watch.
"$bin/buerger-sim" --port 0 --quiet --data demo --start "$start_time" --seed 7 --decide-after 8 --accept-rate 1 >"$demo_home/sim.out" 2>"$demo_home/sim.err" &
sim_pid=$!
for _ in $(seq 1 100); do grep -q '^listening on ' "$demo_home/sim.out" 2>/dev/null && break; sleep 0.1; done
if ! grep -q '^listening on ' "$demo_home/sim.out"; then echo "buerger-sim did not start:" >&2; cat "$demo_home/sim.err" >&2; exit 1; fi
export BUERGER_SERVER="$(sed -n '1s/^listening on //p' "$demo_home/sim.out")"
sim_root="${BUERGER_SERVER%/services/rest}"

# sim_get PATH: the body of a GET to the simulator; curl when installed, else bash's own /dev/tcp, so
# the demo needs nothing but the Swift toolchain and bash.
sim_get() {
  if command -v curl >/dev/null 2>&1; then curl -fsS "$sim_root$1"; return; fi
  local hostport="${sim_root#http://}"
  exec 3<>"/dev/tcp/${hostport%:*}/${hostport##*:}"
  printf 'GET %s HTTP/1.1\r\nHost: %s\r\nConnection: close\r\n\r\n' "$1" "$hostport" >&3
  sed '1,/^\r$/d' <&3
  exec 3<&-
}
# Every command asks what time it is on the simulator's clock, so the timetable and the buses agree.
sim_now() { sim_get /sim/clock | sed -n 's/.*"now":"\([^"]*\)".*/\1/p'; }

say "buerger-sim is a local Bürgerbus server at $BUERGER_SERVER; its buses drive their routes from $start_time on."
say "Which lines are there, which buses serve them, and in which order do they stop?"
show lines

say "Emma lives near the Schulstraße. Which stops are close to home?"
show stops --near 49.4832,7.6385 --limit 3

say "Searching works without umlauts: 'mühl' and 'muhl' find the same stop."
show stops muhl

say "She saves her home stop as @zuhause, once."
show config alias zuhause "Weilerbach Schulstraße"

say "When does the bus come, and does it have a seat?"
show stop @zuhause --limit 4

say "Where is bus 1 now, and how full is it? Its estimates come as a range (about 8 in 10 buses arrive
  inside it), next to how long ago its position was seen."
show bus 1

say "Emma would like to be picked up at home in 20 minutes, with help for her shopping. buerger writes the
  request to a journal first, then sends it exactly once (it retries every 5–10 s if the network fails)."
show request-stop --stop @zuhause --line 1 --time +20m --name "Emma Meier" --address "Schulstraße 3" --help-with shopping
request_id="$("$bin/buerger" --now "$(sim_now)" requests --plain | head -n 1 | cut -f 1)"

say "A driver of line 1 answers within seconds; buerger follows the request until it is decided."
show status "$request_id" --wait --timeout 2m

say "The same in German, for Emma:"
show stop @zuhause --limit 3 --lang de

say "For someone who listens to the screen: sentences, times spelled for speech, no table."
show stop @zuhause --limit 2 --accessible

say "For scripts: JSON on stdout (here through jq if you have it), or tab-separated lines with --plain."
if command -v jq >/dev/null 2>&1; then
  printf '%s$ buerger stop @zuhause --limit 2 --json | jq .%s\n' "$bold" "$plain"
  "$bin/buerger" --now "$(sim_now)" stop @zuhause --limit 2 --json | jq .
else
  show stop @zuhause --limit 2 --json
fi
show stop @zuhause --limit 2 --plain

say "When the server is gone, buerger answers from its cache and says so on stderr (exit code 0):"
last_now="$(sim_now)"
kill -INT "$sim_pid"; wait "$sim_pid" 2>/dev/null || true; sim_pid=""
printf '%s$ buerger stop @zuhause --limit 2%s\n' "$bold" "$plain"
"$bin/buerger" --now "$last_now" stop @zuhause --limit 2 2>&1 || true

say "Done. The simulator is stopped; nothing is left running."
