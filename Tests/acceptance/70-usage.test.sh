# help, --version and usage errors: exit 2, stderr only, did-you-mean. No server is contacted.
export BUERGER_SERVER=http://127.0.0.1:1/services/rest

b --version
expect_rc 0 "--version: exit 0"
expect_out '^buerger [0-9]+\.[0-9]+\.[0-9]+$' "--version: name and version"
b help
expect_rc 0 "help: exit 0"
for word in stops stop bus lines config --json --plain --lang --now --offline --refresh; do
  expect_out "$word" "help: mentions $word"
done
for command in stops stop bus lines config; do
  b help "$command"
  expect_out "USAGE: buerger $command" "help $command: usage line"
  expect_out "\\\$ buerger $command" "help $command: an example"
done
b stop --help --lang de
expect_out 'Abfahrten' "stop --help --lang de: German help"

b stpo
expect_rc 2 "typo stpo: exit 2"
expect_no_out "typo stpo: nothing on stdout"
expect_err "Did you mean 'stop'\?" "typo stpo: a swap is one edit, suggests 'stop'"
b stpos
expect_err "Did you mean 'stops'\?" "typo stpos: suggests 'stops'"
b lnies
expect_err "Did you mean 'lines'\?" "typo lnies: suggests 'lines'"
b stops --limt 3
expect_rc 2 "unknown option: exit 2"
expect_err "Did you mean '--limit'\?" "unknown option: suggests --limit"
b stops --limit abc
expect_rc 2 "--limit abc: exit 2"
b stop
expect_rc 2 "stop without STOP: exit 2"
expect_no_out "stop without STOP: nothing on stdout"
b stops --json --plain
expect_rc 2 "--json with --plain: exit 2"
b stops --now gestern
expect_rc 2 "--now garbage: exit 2"
b stops --lang fr
expect_rc 2 "--lang fr: exit 2"
b stops -- --json
expect_rc 4 "-- ends the options (then the server is unreachable: 4)"
