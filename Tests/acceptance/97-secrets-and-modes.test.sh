# A password in the server address never leaves the config file: not in any output (errors, -v trace
# lines, config), not in the journal, the cache or any other file. And everything buerger creates is
# private: folders 0700, files 0600, the config file included. Every command runs once.
start_sim --data demo --speed 0 --start 2026-11-23T09:05:00+01:00
export BUERGER_NOW=2026-11-23T09:05:00+01:00
plain="$BUERGER_SERVER"
unset BUERGER_SERVER
secret="s3cr3tPW"
with_password="${plain/http:\/\//http://alice:$secret@}"
PERSON=(--name "Emma Meier" --address "Hauptstraße 12")
all_output=""
# run ARGS…: b, keeping everything it printed.
run() { b "$@"; all_output="$all_output
$OUT
$ERR"; }

run config set server "$with_password"
expect_rc 0 "config set server with a password: exit 0"
for mode in "" --json --plain --accessible; do
  run config $mode
  expect_out '127\.0\.0\.1' "config $mode lists the server"
done
run config get server
expect_same "$OUT" "$plain" "config get server: the address without the password"
run -v stops
expect_err 'GET http://127\.0\.0\.1' "-v traces the exchanges"
run -v stop "Weilerbach Rathaus"
run -vv bus 1
run lines --json
run stops --near 49.4813,7.6335
run watch stop "Weilerbach Rathaus" --count 1 --interval 10
run watch bus 1 --count 1 --interval 10
run -v request-stop --stop "Weilerbach Rathaus" --line 1 --time 09:30 "${PERSON[@]}" --ics "$TEST_HOME/pickup.ics"
expect_rc 0 "request-stop through the address with a password: exit 0"
id="$(printf '%s' "$ERR$OUT" | grep -oE '1[0-9]{7}' | head -n 1)"
run status "$id"
run status "$id" --wait --timeout 1s
run -v requests
run requests --resume
run watch request "$id" --timeout 1s
run cancel "$id" --yes
run config alias home "Weilerbach Rathaus"
run completion bash
run manual
# Errors quote the address: an address that does not answer, one that is not one.
run --server "http://alice:$secret@127.0.0.1:9/services/rest" stops --refresh
expect_rc 4 "an unreachable server: exit 4"
expect_err '127\.0\.0\.1:9' "the unreachable server is named"
run --server "http://alice:$secret@/services/rest" stops
expect_rc 2 "an address that is not one: exit 2"
run -v --server "http://alice:$secret@127.0.0.1:9/services/rest" request-stop --stop 1 --line 1 \
  --time 09:40 --retry-for 2s "${PERSON[@]}"

if printf '%s' "$all_output" | grep -q "$secret"; then
  record fail "no output shows the password" "$(printf '%s' "$all_output" | grep "$secret" | head -3)"
else record pass "no output shows the password"; fi
config_file="$XDG_CONFIG_HOME/buerger/config.json"
[ -f "$config_file" ] || config_file="$(find "$XDG_CONFIG_HOME" -type f -name 'config*' ! -name '*.lock' | head -n 1)"
expect_same "$(grep -c "$secret" "$config_file")" 1 "the config file keeps the password"
leaks="$(grep -rl "$secret" "$XDG_CONFIG_HOME" "$XDG_STATE_HOME" "$XDG_CACHE_HOME" "$TEST_HOME/pickup.ics" 2>/dev/null \
  | grep -vx "$config_file")"
expect_same "$leaks" "" "no other file holds the password"

# Modes: every folder and file buerger made under the three homes.
wrong="$(find "$XDG_CONFIG_HOME" "$XDG_STATE_HOME" "$XDG_CACHE_HOME" \( -type d ! -perm 700 \) -o \( -type f ! -perm 600 \) \
  | while read -r path; do printf '%s %s\n' "$(stat -c %a "$path")" "${path#$TEST_HOME/}"; done)"
expect_same "$wrong" "" "folders 0700 and files 0600"
if [ "$(find "$XDG_CACHE_HOME" -type f | wc -l)" -gt 3 ] && [ "$(find "$XDG_STATE_HOME" -type f | wc -l)" -gt 1 ]; then
  record pass "the walk saw cache and state files"
else record fail "the walk saw cache and state files" "$(find "$XDG_CONFIG_HOME" "$XDG_STATE_HOME" "$XDG_CACHE_HOME")"; fi

# A lock file replaced by a symbolic link is refused, not followed.
lock="$(find "$XDG_CONFIG_HOME" -name '*.lock' | head -n 1)"
rm -f "$lock"
ln -s "$TEST_HOME/elsewhere" "$lock"
run config set lang de
expect_rc 1 "a symlink in place of config.lock: refused"
expect_err 'symbolic link' "a symlink in place of config.lock: says so"
if [ -e "$TEST_HOME/elsewhere" ]; then record fail "the link's target was not created"
else record pass "the link's target was not created"; fi

# forget takes the config lock too (a racing 'config place' must not be lost halfway), so it refuses
# the link as well; with the link gone it forgets.
run forget --yes
expect_rc 1 "forget with a symlink in place of config.lock: refused"
rm -f "$lock"
run forget --yes
expect_rc 0 "forget: exit 0"
