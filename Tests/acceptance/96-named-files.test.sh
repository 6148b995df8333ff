# Files the user names (--ics FILE) are written as a shell redirect would: a device or FIFO in place,
# a symlink followed, an existing file replaced keeping its mode, a new file 0600, a folder refused.
start_sim --data demo --speed 0 --start 2026-11-23T09:05:00+01:00
export BUERGER_NOW=2026-11-23T09:05:00+01:00
b request-stop --stop "Weilerbach Rathaus" --line 1 --time 09:30 --name "Emma Meier" --address "Hauptstraße 12" \
  --ics "$TEST_HOME/new.ics"
expect_rc 0 "request-stop --ics FILE: exit 0"
expect_same "$(stat -c %a "$TEST_HOME/new.ics")" 600 "request-stop --ics: a new file is 0600"

b requests --ics /dev/null
expect_rc 0 "requests --ics /dev/null: exit 0"
expect_same "$(stat -c %F /dev/null)" "character special file" "/dev/null is still a device"

mkfifo "$TEST_HOME/fifo"
cat "$TEST_HOME/fifo" >"$TEST_HOME/from-fifo" &
reader=$!
b requests --ics "$TEST_HOME/fifo"
wait "$reader"
expect_rc 0 "requests --ics FIFO: exit 0"
expect_same "$(stat -c %F "$TEST_HOME/fifo")" "fifo" "a FIFO stays a FIFO"
expect_same "$(head -c 15 "$TEST_HOME/from-fifo")" "BEGIN:VCALENDAR" "the FIFO's reader got the calendar"

printf 'old\n' >"$TEST_HOME/private.ics"
chmod 600 "$TEST_HOME/private.ics"
ln -s "$TEST_HOME/private.ics" "$TEST_HOME/link.ics"
b requests --ics "$TEST_HOME/link.ics"
expect_rc 0 "requests --ics SYMLINK: exit 0"
expect_same "$(stat -c %F "$TEST_HOME/link.ics")" "symbolic link" "the symlink is followed, not replaced"
expect_same "$(head -c 15 "$TEST_HOME/private.ics")" "BEGIN:VCALENDAR" "the file it points to is written"
expect_same "$(stat -c %a "$TEST_HOME/private.ics")" 600 "a 0600 file stays 0600"
chmod 640 "$TEST_HOME/private.ics"
b requests --ics "$TEST_HOME/private.ics"
expect_same "$(stat -c %a "$TEST_HOME/private.ics")" 640 "a 0640 file stays 0640"

mkdir "$TEST_HOME/folder"
b requests --ics "$TEST_HOME/folder"
expect_rc 1 "requests --ics FOLDER: exit 1"
expect_err 'it is a folder, not a file' "requests --ics FOLDER: says it is a folder"
expect_err 'folder/abholungen.ics' "requests --ics FOLDER: suggests a file name in it"
