# Folders nothing can be saved in: the cache is one warning per run and the command works; without
# a state folder request-stop sends nothing. A file stands where the folder's parent should be
# (ENOTDIR), because tests may run as root, which ignores permission bits.

start_loud_sim --data original --speed 0
: >"$TEST_HOME/no-cache"
: >"$TEST_HOME/no-state"

XDG_CACHE_HOME="$TEST_HOME/no-cache" b lines
expect_rc 0 "cache folder blocked: lines still works"
expect_out "Pirmasens" "cache folder blocked: lines shows the lines"
expect_same "$(printf '%s\n' "$ERR" | grep -c 'cache folder')" "1" "cache folder blocked: one warning, not one per file"
expect_err "cache folder $TEST_HOME/no-cache/buerger: part of the path is a file, not a folder\." \
  "cache folder blocked: names the folder and the reason"
expect_err "every run asks the server" "cache folder blocked: says what is lost"
expect_err "^  Make the folder writable for you, or set XDG_CACHE_HOME" "cache folder blocked: says what to do"
expect_same "$(printf '%s\n' "$ERR" | wc -l | tr -d ' ')" "2" "cache folder blocked: nothing else on stderr"

XDG_CACHE_HOME="$TEST_HOME/no-cache" b stop Kirche --lang de
expect_rc 0 "cache folder blocked, German: exit 0"
expect_same "$(printf '%s\n' "$ERR" | grep -c 'Cache-Ordner')" "1" "cache folder blocked, German: one warning"
expect_err "XDG_CACHE_HOME auf einen Ordner" "cache folder blocked, German: what to do"

posts_before="$(sim_requests 'POST')"
gets_before="$(sim_requests 'GET')"
XDG_STATE_HOME="$TEST_HOME/no-state" b request-stop --stop Kirche --time 12:00 --name "Emma Meier" --address "Hauptstr. 1"
expect_rc 1 "state folder blocked: request-stop exit 1"
expect_no_out "state folder blocked: nothing on stdout"
expect_err "^buerger: Nothing was sent: your requests are kept in the folder $TEST_HOME/no-state/buerger, and nothing can be saved there \(part of the path is a file, not a folder\)\.$" \
  "state folder blocked: names the folder and the reason"
expect_err "XDG_STATE_HOME" "state folder blocked: says what to do"
expect_same "$(sim_requests 'POST')" "$posts_before" "state folder blocked: no request sent"
expect_same "$(sim_requests 'GET')" "$gets_before" "state folder blocked: refused before asking the server anything"

XDG_STATE_HOME="$TEST_HOME/no-state" b --lang de request-stop --stop Kirche --time 12:00 --name "Emma Meier" --address "Hauptstr. 1"
expect_err "^buerger: Es wurde nichts gesendet: .*\(ein Teil des Pfads ist eine Datei, kein Ordner\)\.$" \
  "state folder blocked, German: the reason in words"
expect_same "$(printf '%s' "$ERR" | grep -c NSCocoaErrorDomain)" "0" "state folder blocked: no NSCocoaErrorDomain code"

XDG_STATE_HOME="$TEST_HOME/no-state" b requests
expect_rc 0 "state folder blocked: requests only reads, exit 0"
expect_same "$(printf '%s' "$ERR" | grep -c 'buerger:')" "0" "state folder blocked: requests says no error"
