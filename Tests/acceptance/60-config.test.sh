# buerger config show/get/set/unset/alias/unalias/path. Only 'config alias' asks a server: this file's
# own simulator, or an address where nothing listens, never the default localhost:8080 (which may be
# anyone's buerger-sim).

b config set server http://bus.example:8080/services/rest
expect_rc 0 "config set: exit 0"
b config get server
expect_same "$OUT" "http://bus.example:8080/services/rest" "config get: the value just set"
BUERGER_SERVER=http://env.example/services/rest b config get server
expect_same "$OUT" "http://env.example/services/rest" "config: BUERGER_SERVER beats the file"
b config get server --server http://option.example/services/rest
expect_same "$OUT" "http://option.example/services/rest" "config: --server beats everything"
b config unset server
expect_rc 0 "config unset: exit 0"
b config get server
expect_same "$OUT" "http://localhost:8080/services/rest" "config unset: back to the default"

b config
expect_rc 0 "config: exit 0"
for key in server lang timezone name address freshness timeout; do
  expect_out "^$key " "config: shows $key"
done
b config --json
expect_json '.settings.freshness.value == "60" and .settings.name.value == null and .aliases == {}' "config --json: settings and aliases"
b config --plain
expect_same "$(printf '%s\n' "$OUT" | cut -f1 | head -n 1)" "server" "config --plain: key<TAB>value"

# With a server that knows the stop, the alias keeps its id (ids survive renames) …
start_sim --data original
b config alias zuhause "Uni Süd"
expect_rc 0 "config alias: exit 0"
b config --json
expect_json '.aliases.zuhause == "6"' "config alias: saved as the stop's id"
stop_sim
unset BUERGER_SERVER
# … and with none answering, the text as typed.
BUERGER_SERVER=http://127.0.0.1:1/services/rest b config alias zuhause "Uni Süd"
expect_rc 0 "config alias, no server: exit 0"
expect_err "could not be reached" "config alias, no server: says so"
b config --json
expect_json '.aliases.zuhause == "Uni Süd"' "config alias, no server: saved as typed"
b config unalias zuhause
expect_rc 0 "config unalias: exit 0"
b config unalias zuhause
expect_rc 2 "config unalias unknown: exit 2"

b config path
expect_out "^config +$TEST_HOME/config/buerger" "config path: config under XDG_CONFIG_HOME"
expect_out "^cache +$TEST_HOME/cache/buerger" "config path: cache under XDG_CACHE_HOME"

b config set lang de
b stpos
expect_err "Meinten Sie 'stops'\?" "config set lang de: messages in German"
b config set lang fr
expect_rc 2 "config set lang fr: exit 2"
b config get sever
expect_rc 2 "config get unknown key: exit 2"
expect_err "server" "config get unknown key: suggests the key"

# Ten runs saving a place at the same moment keep all ten (without the lock, about six survived).
for i in 1 2 3 4 5 6 7 8 9 10; do "$BUERGER" config place "ort$i" "49.47$i,7.64" </dev/null >/dev/null 2>&1 & done
wait
b config --json
expect_same "$(printf '%s' "$OUT" | jq '[.places | keys[] | select(startswith("ort"))] | length')" "10" \
  "ten config place runs at once: every place kept"
