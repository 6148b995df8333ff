# Every example a newcomer is shown works on the network `make demo` starts (issue 13 §7), and the
# guides show what buerger prints (issue 23 §6).
#
# 1. The examples of every command's --help (the man page is made from the same specs) and the
#    README's run as written against `buerger-sim --data demo`: each exits 0, or with the code listed
#    in 72-examples.expected where it shows an error on purpose.
# 2. docs/usage.md, docs/usage.de.md, docs/requests.md and docs/requests.de.md are run one guide at a
#    time, each against a fresh `buerger-sim --data demo --speed 0` (the clock stands at `now`
#    below) in a fresh HOME, after the eight requests the guides start from ("Trying it out" in
#    docs/usage.md). The convention the guides are written in:
#    - In a fenced block, a line `$ COMMAND` (`buerger …`, `env NAME=… buerger …`, or `curl …/sim/…`
#      that sets up what the next example shows; not `buerger-sim …`, which the test starts itself)
#      is run as written, in the order of the guide, by bash. The lines under it, up to the next `$ `
#      line or the end of the block, are what it prints: standard output and standard error
#      together, as a pipe gets them (not a terminal: widths and colours do not depend on the
#      machine). Its exit code is 0 or the one in 72-examples.expected.
#    - `$ export NAME=VALUE …` sets the environment of the examples after it (BUERGER_SERVER excepted:
#      the test's simulator). The test starts each guide with LANG=C.UTF-8 (de_DE.UTF-8 for *.de.md),
#      COLUMNS=100 and BUERGER_NOW=`now`; the working folder is HOME, with the guide's ```csv block
#      as fahrten.csv.
#    - A line of the output that is only `…` stands for any number of lines the guide leaves out.
#    - What must vary is made equal before comparing, and nothing else: the simulator's port (written
#      as in the guide's `$ export BUERGER_SERVER=…` line, else 46651), the HOME folder (written as
#      /tmp/docs-home) and journal ids (UUIDs); and a carriage return ending a line (iCalendar's CRLF)
#      is dropped, since a guide cannot show it. Request numbers do not vary: each guide starts afresh.
#    - `<!-- examples: output not compared: WHY -->` on the line before a block says why its output
#      cannot be repeated here (a terminal dialogue, the real clock, a server that is down): its
#      examples still run and their exit codes count. So does an example that follows something
#      (`watch`, `--wait`, `--follow`): it runs for a few seconds beside the next ones, its output is not compared.
#    - Every table of JSON fields (`| field | type |`, `| Feld | Typ |`) has a line before it,
#      `<!-- json-fields ROOT: COMMAND -->`: COMMAND runs at that place in the guide and the fields it
#      prints under the jq path ROOT (`.` for all) must be the table's, nesting included
#      (doc-json-fields.awk says how a table is read).
#    A guide that differs is named with its line. `make docs-update` (BUERGER_DOCS_UPDATE=1) writes
#    what buerger printed into the guides instead: then read `git diff docs/`, put back any `…` that
#    was lost, and say the same in the other language's guide where its prose tells the output.

now="2026-11-25T08:00:00+01:00"   # a Wednesday morning before the first runs: every example's time is ahead
export PATH="$BUERGER_BIN_DIR:$PATH"

expected_rc() { # the listed exit code of an example, or 0
  awk -F'\t' -v c="$1" '!/^#/ && $2 == c {print $1; found=1; exit} END {if (!found) print 0}' \
    "$ACCEPTANCE_DIR/72-examples.expected"
}
# Examples that follow something until it ends stop after a few seconds: that is what they do.
follows() { case "$1" in *"watch "*|*"--wait"*|*"--follow"*) return 0 ;; esac; return 1; }
rc_fits() { # rc_fits COMMAND RC: the example may end with RC
  [ "$2" = "$(expected_rc "$1")" ] || { follows "$1" && { [ "$2" = 124 ] || [ "$2" = 0 ] || [ "$2" = 6 ]; }; }
}
# The eight requests every guide starts from: 10000000 to 10000007, at Weilerbach Mühlweg from 09:30.
file_eight_requests() {
  for minutes in 90 95 100 105 110 115 120 125; do
    "$BUERGER" request-stop --stop "Weilerbach Mühlweg" --time "+${minutes}m" --name "Emma Meier" \
      --address "Hauptstr. 1" </dev/null >/dev/null 2>&1 || echo "setup: request at +${minutes}m failed"
  done
}

# --- 1. The examples of --help and the README -----------------------------------------------------

start_sim --data demo --start "$now"
export BUERGER_NOW="$now"
work="$TEST_HOME/work"
mkdir -p "$work" "$HOME/.config/fish/completions"
cd "$work" || exit 1

# What they lean on: requests 10000000…, @zuhause as the README and `config --help` make it (a stop
# alias and a saved door), the CSV file of docs/requests.md.
b config alias zuhause "Weilerbach Mühlweg"
b config place zuhause 49.4785,7.6405
file_eight_requests
awk '/^```csv/{inb=1; next} /^```/{inb=0} inb' "$REPO_ROOT/docs/requests.md" >fahrten.csv

examples="$TEST_HOME/examples"
{
  for command in $("$BUERGER" help </dev/null | sed -n '/^COMMANDS:/,/^$/p' | awk 'NR > 1 && /^  [a-z]/ {print $1}'); do
    "$BUERGER" help "$command" </dev/null | sed -n 's/^  \$ //p' | sed "s/^/help $command	/"
  done
  awk '/^```sh/{inb=1; next} /^```/{inb=0; next} inb && /^buerger / {sub(/ +#.*/, ""); print "README.md\t" $0}' "$REPO_ROOT/README.md"
} >"$examples"

count="$(wc -l <"$examples")"
if [ "$count" -ge 20 ]; then record pass "help and README examples found: $count"; else record fail "help and README examples found: $count" "$(cat "$examples")"; fi

# `forget` last: it deletes what the others use.
sources=(); commands=()
while IFS=$'\t' read -r source command; do sources+=("$source"); commands+=("$command"); done \
  < <(grep -v $'\tbuerger forget' "$examples"; grep $'\tbuerger forget' "$examples")

judge() { # judge INDEX RC: the example's exit code against what it may end with
  local source="${sources[$1]}" command="${commands[$1]}" rc="$2"
  if rc_fits "$command" "$rc"; then
    record pass "example ($source): $command"
  else
    record fail "example ($source): $command" "exit $rc, expected $(expected_rc "$command"): $(head -c 400 "$TEST_HOME/example-$1.err")"
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

# --- 2. The guides: exit codes, printed text, JSON fields ----------------------------------------

uuids() { sed -E 's/[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}/<journal id>/g' "$1"; }
update_hint="If buerger is right, 'make docs-update' writes what it prints into the guides (then read git diff docs/)."

# check_output GUIDE N LINE FIRST LAST COMMAND INDENT: the example's printed text against the guide's.
check_output() {
  local guide="$1" n="$2" line="$3" first="$4" last="$5" command="$6" indent="$7" items="$GUIDE_ITEMS"
  sed -e "s#127\.0\.0\.1:$SIM_PORT/#127.0.0.1:$DOC_PORT/#g" -e "s#$HOME#/tmp/docs-home#g" -e 's/\r$//' \
    "$items/$n.out" >"$items/$n.actual"
  uuids "$items/$n.expected" >"$items/$n.want"
  uuids "$items/$n.actual" >"$items/$n.got"
  if awk -f "$ACCEPTANCE_DIR/doc-output-match.awk" "$items/$n.want" "$items/$n.got"; then
    record pass "$guide:$line prints as shown: $command"
  elif [ -n "${BUERGER_DOCS_UPDATE:-}" ]; then
    printf '%s\t%s\t%s\t%s\n' "$first" "$last" "$n" "$indent" >>"$items/updates"
    record pass "$guide:$line updated to what it prints: $command"
  else
    record fail "$guide:$line prints otherwise: $command" \
      "$guide, lines $first–$last (the diff counts from line $first); - as the guide shows them, + as buerger printed them:
$(diff -u "$items/$n.want" "$items/$n.got" | tail -n +3)
$update_hint"
  fi
}

# check_fields GUIDE N LINE ROOT COMMAND: the table after the json-fields line against the output.
check_fields() {
  local guide="$1" n="$2" line="$3" root="$4" command="$5" items="$GUIDE_ITEMS" differences
  bash -c "$command" </dev/null 2>/dev/null | jq -r "$root"' | [paths | reduce .[] as $k (""; if ($k | type) == "number"
      then . + "[]" elif . == "" then $k else . + "." + $k end)] | .[]' 2>"$items/$n.jqerr" | sort -u >"$items/$n.paths"
  if [ ! -s "$items/$n.paths" ]; then
    record fail "$guide:$line the JSON fields of: $command" "it printed no fields under $root: $(cat "$items/$n.jqerr")"
  elif differences="$(awk -f "$ACCEPTANCE_DIR/doc-json-fields.awk" "$items/$n.table" "$items/$n.paths")"; then
    record pass "$guide:$line the JSON fields of: $command"
  else
    record fail "$guide:$line the JSON fields of: $command" \
      "The table after line $line of $guide (fields under $root) and what the command prints differ:
$(printf '%s\n' "$differences" | sort)
Add or remove the rows in $guide and in its twin in the other language."
  fi
}

# write_updates GUIDE: puts the printed text of the examples that differed in place of the guide's.
write_updates() {
  local guide="$1" items="$GUIDE_ITEMS"
  [ -s "$items/updates" ] || return 0
  awk -F'\t' -v items="$items" '
    FILENAME == ARGV[1] { start[$1] = $3; stop[$1] = $2; margin[$1] = $4; next }
    {
      if (FNR in start) {
        indent = sprintf("%" margin[FNR] "s", "")
        file = items "/" start[FNR] ".actual"
        while ((getline printed < file) > 0) print indent printed
        close(file)
        skip = stop[FNR]
      }
      if (FNR <= skip) next
      print
    }' "$items/updates" "$REPO_ROOT/$guide" >"$items/updated" && cp "$items/updated" "$REPO_ROOT/$guide"
}

# The two judges tell a difference: a wrong line or a field missing from a table is not let through.
judges="$TEST_HOME/judges"
mkdir -p "$judges"
printf 'a\n…\nd\n' >"$judges/shown"
printf 'a\nb\nc\nd\n' >"$judges/same"
printf 'a\nb\nx\n' >"$judges/other"
printf '`row`\tnumber\n`request`\t`{"id", "name"}` or `null`\n' >"$judges/table"
printf 'row\nrequest\nrequest.id\nrequest.name\n' >"$judges/fields"
printf 'row\nrequest\nrequest.id\nrequest.name\nerrorCode\n' >"$judges/more-fields"
printf 'row\nrequest\nrequest.id\n' >"$judges/fewer-fields"
if awk -f "$ACCEPTANCE_DIR/doc-output-match.awk" "$judges/shown" "$judges/same" \
  && ! awk -f "$ACCEPTANCE_DIR/doc-output-match.awk" "$judges/shown" "$judges/other"; then
  record pass "an output is told apart from another, '…' leaving lines out"
else
  record fail "an output is told apart from another, '…' leaving lines out"
fi
if awk -f "$ACCEPTANCE_DIR/doc-json-fields.awk" "$judges/table" "$judges/fields" >/dev/null \
  && ! awk -f "$ACCEPTANCE_DIR/doc-json-fields.awk" "$judges/table" "$judges/more-fields" >/dev/null \
  && ! awk -f "$ACCEPTANCE_DIR/doc-json-fields.awk" "$judges/table" "$judges/fewer-fields" >/dev/null; then
  record pass "a table of JSON fields is told apart from fields printed more or fewer"
else
  record fail "a table of JSON fields is told apart from fields printed more or fewer"
fi

# run_guide GUIDE LANG: every item of the guide, in its order, against a fresh simulator and HOME.
run_guide() (
  local guide="$1" kind n line rest first last indent compare command root assignment
  stop_sim
  start_sim --data demo --start "$now" --speed 0 || { record fail "$guide: the simulator started"; return; }
  GUIDE_ITEMS="$TEST_HOME/items-${guide//\//-}"
  mkdir -p "$GUIDE_ITEMS" "$TEST_HOME/home-${guide//\//-}"
  awk -v out="$GUIDE_ITEMS" -f "$ACCEPTANCE_DIR/doc-examples.awk" "$REPO_ROOT/$guide"
  export HOME="$TEST_HOME/home-${guide//\//-}" LANG="$2" COLUMNS=100 BUERGER_NOW="$now"
  unset XDG_CONFIG_HOME XDG_CACHE_HOME XDG_STATE_HOME
  SIM_PORT="${BUERGER_SERVER#http://127.0.0.1:}"; SIM_PORT="${SIM_PORT%%/*}"
  DOC_PORT="$(sed -n 's#^export\t.*\tBUERGER_SERVER=http://127\.0\.0\.1:\([0-9]*\)/.*#\1#p' "$GUIDE_ITEMS/index" | head -n 1)"
  DOC_PORT="${DOC_PORT:-46651}"
  cd "$HOME" || return
  file_eight_requests
  awk '/^```csv/{inb=1; next} /^```/{inb=0} inb' "$REPO_ROOT/$guide" >fahrten.csv
  local followers=() examples=0
  while IFS=$'\t' read -r kind n line rest; do
    case "$kind" in
      export)
        for assignment in $rest; do
          case "$assignment" in BUERGER_SERVER=*) ;; *) export "$assignment" ;; esac
        done ;;
      example)
        IFS=$'\t' read -r first last indent compare command <<<"$rest"
        examples=$((examples + 1))
        if follows "$command"; then
          ( timeout 5 bash -c "$command" </dev/null >/dev/null 2>"$GUIDE_ITEMS/$n.err"
            rc=$?
            if rc_fits "$command" "$rc"; then record pass "$guide:$line exits $rc: $command"
            else record fail "$guide:$line exits $rc: $command" "expected $(expected_rc "$command"): $(head -c 400 "$GUIDE_ITEMS/$n.err")"; fi
          ) &
          followers+=("$!")
          continue
        fi
        timeout 60 bash -c "$command" </dev/null >"$GUIDE_ITEMS/$n.out" 2>&1
        rc=$?
        if rc_fits "$command" "$rc"; then record pass "$guide:$line exits $rc: $command"
        else record fail "$guide:$line exits $rc: $command" "expected $(expected_rc "$command"): $(head -c 400 "$GUIDE_ITEMS/$n.out")"; fi
        if [ "$compare" = yes ]; then check_output "$guide" "$n" "$line" "$first" "$last" "$command" "$indent"; fi ;;
      fields)
        IFS=$'\t' read -r root command <<<"$rest"
        check_fields "$guide" "$n" "$line" "$root" "$command" ;;
      table)
        record fail "$guide:$line a table of JSON fields says which command prints them" \
          "Put <!-- json-fields ROOT: COMMAND --> on the line before it (see Tests/acceptance/72-examples.test.sh)." ;;
    esac
  done <"$GUIDE_ITEMS/index"
  for follower in "${followers[@]}"; do wait "$follower"; done
  if [ "$examples" -ge 10 ]; then record pass "$guide: examples found: $examples"
  else record fail "$guide: examples found: $examples" "$(cat "$GUIDE_ITEMS/index")"; fi
  if [ -n "${BUERGER_DOCS_UPDATE:-}" ]; then write_updates "$guide"; fi
  stop_sim
)

run_guide docs/usage.md C.UTF-8
run_guide docs/usage.de.md de_DE.UTF-8
run_guide docs/requests.md C.UTF-8
run_guide docs/requests.de.md de_DE.UTF-8
