# buerger completion bash|zsh|fish, the man page, and the first-run message (no server chosen).

b completion bash
expect_rc 0 "completion bash: exit 0"
if bash -n <(printf '%s\n' "$OUT"); then record pass "completion bash: the script parses (bash -n)"
else record fail "completion bash: the script parses (bash -n)" "$OUT"; fi
OUT="$(PATH="$BUERGER_BIN_DIR:$PATH" bash -c 'source <(buerger completion bash); complete -p buerger' 2>&1)"; RC=$?; ERR="$OUT"
expect_rc 0 "completion bash: complete -p buerger after sourcing"
expect_out '^complete -F _buerger buerger$' "completion bash: _buerger completes buerger"

# What a TAB offers, through the loaded script: COMP_WORDS as bash fills them, COMPREPLY read back.
tab() { # tab WORD…: the candidates for the last word, one per line
  PATH="$BUERGER_BIN_DIR:$PATH" bash -c 'source <(buerger completion bash)
    COMP_WORDS=(buerger "$@"); COMP_CWORD=$#; _buerger; printf "%s\n" "${COMPREPLY[@]}"' _ "$@"
}
OUT="$(tab st)"
expect_same "$OUT" "$(printf 'stops\nstop\nstatus')" "TAB after 'buerger st': the commands starting with st"
OUT="$(tab stops --ne)"
expect_same "$OUT" "--near" "TAB after 'buerger stops --ne': its option"
start_sim --data demo
b stops --plain
OUT="$(tab stop 'Weilerbach R')"
expect_out '^Weilerbach\\ Rathaus$' "TAB after 'buerger stop Weilerbach R': the cached stop, space escaped"
b config alias zuhause "Weilerbach Rathaus"
stop_sim
OUT="$(tab stop @)"
expect_same "$OUT" "@zuhause" "TAB after 'buerger stop @': the saved aliases, with the server gone"

for shell in zsh fish; do
  if command -v "$shell" >/dev/null 2>&1; then
    b completion "$shell"
    if "$shell" -n <(printf '%s\n' "$OUT") 2>"$TEST_HOME/shell.err"; then record pass "completion $shell: the script parses ($shell -n)"
    else record fail "completion $shell: the script parses ($shell -n)" "$(cat "$TEST_HOME/shell.err")"; fi
  else
    echo "  skip completion $shell: $shell is not installed"
  fi
done

# What a TAB offers in zsh and fish, through the loaded scripts (.ci/run installs both when it can).
if command -v zsh >/dev/null 2>&1; then
  ztab() { # ztab WORD…: zsh's candidates for the last word, as value:description
    buerger_bin="$BUERGER_BIN_DIR" zsh -f -c 'path=("$buerger_bin" $path)
      autoload -U compinit; compinit -u -D
      source <(buerger completion zsh)
      _describe() { print -l -- "${(@P)4}"; }   # what _describe is handed, instead of a menu
      words=(buerger "$@"); CURRENT=${#words}; _buerger' _ "$@" 2>&1
  }
  OUT="$(ztab st)"
  expect_same "$(printf '%s\n' "$OUT" | cut -d: -f1 | sort)" "$(printf 'status\nstop\nstops')" "zsh TAB after 'buerger st': the commands starting with st"
  OUT="$(ztab stops --ne)"
  expect_out '^--near:' "zsh TAB after 'buerger stops --ne': its option, with its description"
else
  echo "  skip zsh TAB: zsh is not installed"
fi
if command -v fish >/dev/null 2>&1; then
  ftab() { # ftab LINE: fish's candidates for the command line LINE
    PATH="$BUERGER_BIN_DIR:$PATH" fish -c 'buerger completion fish | source; complete -C $argv[1]' "$1" 2>&1
  }
  OUT="$(ftab 'buerger st')"
  expect_same "$(printf '%s\n' "$OUT" | cut -f1 | sort)" "$(printf 'status\nstop\nstops')" "fish TAB after 'buerger st': the commands starting with st"
  OUT="$(ftab 'buerger --lang ')"
  expect_same "$OUT" "$(printf 'de\nen')" "fish TAB after 'buerger --lang ': the languages"
else
  echo "  skip fish TAB: fish is not installed"
fi

# The man page renders.
if command -v groff >/dev/null 2>&1; then
  OUT="$(groff -man -Tutf8 -P-cbou -ww "$REPO_ROOT/docs/buerger.1" 2>"$TEST_HOME/groff.err")"; RC=$?; ERR="$(cat "$TEST_HOME/groff.err")"
  expect_rc 0 "man page: groff renders docs/buerger.1"
  expect_same "$ERR" "" "man page: groff has no warnings"
  expect_out 'buerger stop STOP' "man page: the stop command is in it"
elif command -v man >/dev/null 2>&1; then
  OUT="$(MANPAGER=cat man -l "$REPO_ROOT/docs/buerger.1" 2>&1)"; RC=$?; ERR="$OUT"
  expect_rc 0 "man page: man -l renders docs/buerger.1"
else
  echo "  skip man page rendering: neither groff nor man is installed"
fi
b manual
if [ "$OUT" = "$(cat "$REPO_ROOT/docs/buerger.1")" ]; then record pass "man page: docs/buerger.1 is what 'buerger manual' prints"
else record fail "man page: docs/buerger.1 is what 'buerger manual' prints" "stale: run 'make man'"; fi

# First run: nothing chosen, nothing at the default address, or something that does not answer there
# (skipped if something answers HTTP there: that may be a Bürgerbus server).
if curl -s -o /dev/null --max-time 2 http://localhost:8080/; then
  echo "  skip first-run message: something listens on localhost:8080"
else
  (unset BUERGER_SERVER; b stops; printf '%s\n%s\n' "$RC" "$ERR" >"$TEST_HOME/first-run")
  RC="$(head -n 1 "$TEST_HOME/first-run")"; ERR="$(tail -n +2 "$TEST_HOME/first-run")"
  expect_rc 4 "first run: exit 4 when nothing answers at the default address"
  expect_err 'localhost:8080/services/rest' "first run: names the address tried"
  expect_err "--server URL, BUERGER_SERVER=URL or 'buerger config set server URL'" "first run: says how to choose another"
  expect_err "buerger-sim --port 8080" "first run: says how to start buerger-sim"
fi

# config init asks questions only at a terminal; a script is pointed at 'config set'.
b config init
expect_rc 2 "config init off a terminal: exit 2"
expect_err "buerger config set" "config init off a terminal: says to use 'buerger config set'"
OUT="$(tab config in)"
expect_same "$OUT" "init" "TAB after 'buerger config in': init, read from the usage line"
