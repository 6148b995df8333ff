# The documents say what is true of the repository: what the tests need, and only paths inside it.

# README names every tool run.sh refuses to start without, before its first command block.
readme_intro="$(sed '/^```/q' "$REPO_ROOT/README.md")"
needed="$(sed -n 's/^for tool in \([^;]*\);.*/\1/p' "$ACCEPTANCE_DIR/run.sh" | head -n 1)"
if [ -z "$needed" ]; then
  record fail "README: run.sh's list of needed tools was found" "no 'for tool in …' line in run.sh"
fi
for tool in $needed; do
  if printf '%s' "$readme_intro" | grep -qw -- "$tool"; then
    record pass "README says before its first command that the tests need $tool"
  else
    record fail "README says before its first command that the tests need $tool" "$readme_intro"
  fi
done
if printf '%s' "$readme_intro" | grep -qi 'only the Swift toolchain'; then
  record fail "README does not claim only the Swift toolchain is needed" "$readme_intro"
else
  record pass "README does not claim only the Swift toolchain is needed"
fi

# No tracked file points outside the repository to the shared folder the project was written from.
outside="$(cd "$REPO_ROOT" && git ls-files -z 2>/dev/null | xargs -0 grep -lE '(\.\./shared|/work/shared)' -- 2>/dev/null \
  | grep -v '^Tests/acceptance/71-docs-truthful.test.sh$')"
expect_same "$outside" "" "no tracked file refers to a path outside the repository (../shared)"
