# make install / make uninstall with a PREFIX: release binaries that work on their own.
prefix="$(mktemp -d)"
OUT="$(make -s -C "$REPO_ROOT" install PREFIX="$prefix" 2>&1)"; RC=$?; ERR="$OUT"
expect_rc 0 "make install PREFIX=… succeeds"
if [ -x "$prefix/bin/buerger" ] && [ -x "$prefix/bin/buerger-sim" ]; then
  record pass "both binaries are installed in PREFIX/bin"
else
  record fail "both binaries are installed in PREFIX/bin" "$(ls -la "$prefix/bin" 2>&1)"
fi
OUT="$(cd / && "$prefix/bin/buerger" --version 2>&1)"; RC=$?; ERR=""
expect_rc 0 "the installed buerger runs outside the source tree"
expect_out '^buerger [0-9]+\.[0-9]+\.[0-9]+$' "the installed buerger reports its version"
"$prefix/bin/buerger-sim" --port 0 --quiet --data demo >"$TEST_HOME/installed-sim.out" 2>&1 &
installed_sim=$!
for _ in $(seq 1 100); do grep -q '^listening on ' "$TEST_HOME/installed-sim.out" 2>/dev/null && break; sleep 0.1; done
OUT="$(BUERGER_SERVER="$(sed -n '1s/^listening on //p' "$TEST_HOME/installed-sim.out")" "$prefix/bin/buerger" stops Rathaus --plain 2>&1)"; RC=$?; ERR="$OUT"
kill -INT "$installed_sim"; wait "$installed_sim" 2>/dev/null
expect_out 'Weilerbach Rathaus' "the installed buerger talks to the installed buerger-sim (demo data built in)"
for installed in share/man/man1/buerger.1 share/bash-completion/completions/buerger \
                 share/zsh/site-functions/_buerger share/fish/vendor_completions.d/buerger.fish; do
  if [ -s "$prefix/$installed" ]; then record pass "make install puts $installed in PREFIX"
  else record fail "make install puts $installed in PREFIX" "$(ls -laR "$prefix/share" 2>&1)"; fi
done
OUT="$(bash -c 'source "$1"; complete -p buerger' _ "$prefix/share/bash-completion/completions/buerger" 2>&1)"; RC=$?; ERR="$OUT"
expect_out '_buerger buerger$' "the installed bash completion registers for buerger"
OUT="$(make -s -C "$REPO_ROOT" uninstall PREFIX="$prefix" 2>&1)"; RC=$?; ERR="$OUT"
expect_rc 0 "make uninstall PREFIX=… succeeds"
if [ ! -e "$prefix/bin/buerger" ] && [ ! -e "$prefix/bin/buerger-sim" ]; then
  record pass "make uninstall removes both binaries"
else
  record fail "make uninstall removes both binaries" "$(ls -la "$prefix/bin" 2>&1)"
fi
left="$(find "$prefix" -type f 2>/dev/null)"
expect_same "$left" "" "make uninstall removes the man page and the completions too"
rm -rf "$prefix"
