# Every example a newcomer is shown works on the network `make demo` starts (issue 13 §7): the
# examples of every command's --help (the man page is made from the same specs), the README's, and
# those of docs/requests*.md and docs/usage*.md, each run as written against `buerger-sim --data demo`.
# An example exits 0, or with the code listed in 72-examples.expected, where the example shows an error
# on purpose. The `$ curl … /sim/…` lines of docs/usage*.md set up what the next example shows (a
# fuller bus, a fault of the server): they run too, in their place.

now="2026-11-25T08:00:00+01:00"   # a Wednesday morning before the first runs: every example's time is ahead
start_sim --data demo --start "$now"
export BUERGER_NOW="$now" PATH="$BUERGER_BIN_DIR:$PATH"
work="$TEST_HOME/work"
mkdir -p "$work" "$HOME/.config/fish/completions"
cd "$work" || exit 1

# What the examples lean on: requests 10000000… of this installation, the CSV file the docs show,
# @zuhause as the README and `config --help` make it (a stop alias and a saved door).
b config alias zuhause "Weilerbach Mühlweg"
b config place zuhause 49.4785,7.6405
for minutes in 90 95 100 105 110 115 120 125; do
  b request-stop --stop "Weilerbach Mühlweg" --time "+${minutes}m" --name "Emma Meier" --address "Hauptstr. 1"
done
awk '/^```csv/{inb=1; next} /^```/{inb=0} inb' "$REPO_ROOT/docs/requests.md" | head -n 3 >fahrten.csv

expected_rc() { # the listed exit code of an example, or 0
  awk -F'\t' -v c="$1" '!/^#/ && $2 == c {print $1; found=1; exit} END {if (!found) print 0}' \
    "$ACCEPTANCE_DIR/72-examples.expected"
}

examples="$TEST_HOME/examples"
{
  for command in $("$BUERGER" help </dev/null | sed -n '/^COMMANDS:/,/^$/p' | awk 'NR > 1 && /^  [a-z]/ {print $1}'); do
    "$BUERGER" help "$command" </dev/null | sed -n 's/^  \$ //p' | sed "s/^/help $command	/"
  done
  awk '/^```sh/{inb=1; next} /^```/{inb=0; next} inb && /^buerger / {sub(/ +#.*/, ""); print "README.md\t" $0}' "$REPO_ROOT/README.md"
  for file in docs/requests.md docs/requests.de.md docs/usage.md docs/usage.de.md; do
    awk -v f="$file" '/^```/{inb=!inb; next} inb && (/^\$ (env )?([A-Z_]+=[^ ]+ )*buerger / || /^\$ curl .*\/sim\//) {sub(/^\$ /, ""); sub(/ +#.*/, ""); print f "\t" $0}' \
      "$REPO_ROOT/$file"
  done
} >"$examples"

count="$(wc -l <"$examples")"
if [ "$count" -ge 40 ]; then record pass "examples found: $count"; else record fail "examples found: $count" "$(cat "$examples")"; fi

# `forget` last: it deletes what the others use.
sources=(); commands=()
while IFS=$'\t' read -r source command; do sources+=("$source"); commands+=("$command"); done \
  < <(grep -v $'\tbuerger forget' "$examples"; grep $'\tbuerger forget' "$examples")

# Examples that follow something until it ends stop after a few seconds: that is what they do.
follows() { case "$1" in *"watch "*|*"--wait"*) return 0 ;; esac; return 1; }
judge() { # judge INDEX RC: the example's exit code against what it may end with
  local source="${sources[$1]}" command="${commands[$1]}" rc="$2" want
  want="$(expected_rc "$command")"
  if [ "$rc" = "$want" ] || { follows "$command" && { [ "$rc" = 124 ] || [ "$rc" = 0 ] || [ "$rc" = 6 ]; }; }; then
    record pass "example ($source): $command"
  else
    record fail "example ($source): $command" "exit $rc, expected $want: $(head -c 400 "$TEST_HOME/example-$1.err")"
  fi
}
run_example() { # run_example INDEX SECONDS
  timeout "$2" bash -c "${commands[$1]}" </dev/null >"$TEST_HOME/example-$1.out" 2>"$TEST_HOME/example-$1.err"
}

# A follower starts in its place, sees what the examples before it set up, and runs its few seconds
# in the background while the next examples run: followers only look, and every outcome of a later
# example's change (accepted, cancelled, gone) is one they may end with. `forget` waits for them.
followers=()
wait_for_followers() {
  local follower
  for follower in "${followers[@]}"; do
    wait "${follower#*:}"
    judge "${follower%%:*}" "$?"
  done
  followers=()
}
for index in "${!commands[@]}"; do
  if follows "${commands[$index]}"; then
    run_example "$index" 5 &
    followers+=("$index:$!")
    continue
  fi
  case "${commands[$index]}" in *"buerger forget"*) wait_for_followers ;; esac
  run_example "$index" 60
  judge "$index" "$?"
done
wait_for_followers
cd "$REPO_ROOT" || exit 1
