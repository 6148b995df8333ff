#!/usr/bin/env bash
# Compares the libcurl constants declared by hand (Sources/CCurl/CCurl.c, and CURLE_* in the Swift
# transport) with the real <curl/curl.h>: the build needs no curl headers, so nothing else would
# notice a wrong number. Where the header is not installed it says "skipped: no curl.h" and passes
# (Debian/Ubuntu: apt-get install libcurl4-openssl-dev).
#
# Usage: scripts/check-curl-constants.sh [ROOT]   (ROOT: the checkout to check, default this one)
set -euo pipefail
root="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
compiler="${CC:-cc}"
command -v "$compiler" >/dev/null 2>&1 || compiler=clang
if ! command -v "$compiler" >/dev/null 2>&1; then
  echo "check-curl-constants: skipped: no C compiler"
  exit 0
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
if ! printf '#include <curl/curl.h>\n' | "$compiler" -E -x c - >/dev/null 2>&1; then
  echo "check-curl-constants: skipped: no curl.h"
  exit 0
fi

# NAME VALUE pairs: the C enum entries and #defines, then the Swift `static let CURLE_…: Int32 = N`.
sources=("$root/Sources/CCurl/CCurl.c")
mapfile -t swift_files < <(grep -rl --include='*.swift' -E 'static let CURL[A-Z_]*: Int32 = ' "$root/Sources" || true)
{
  sed -nE 's/^[[:space:]]*(CURL[A-Z0-9_]+)[[:space:]]*=[[:space:]]*(0x[0-9A-Fa-f]+|[0-9]+)L?,.*/\1 \2/p' "${sources[@]}"
  sed -nE 's/^#define[[:space:]]+(CURL[A-Z0-9_]+)[[:space:]]+\(?(0x[0-9A-Fa-f]+|[0-9]+)L?\)?[[:space:]]*$/\1 \2/p' "${sources[@]}"
  if [ "${#swift_files[@]}" -gt 0 ]; then
    sed -nE 's/.*static let (CURL[A-Z0-9_]+): Int32 = ([0-9]+).*/\1 \2/p' "${swift_files[@]}"
  fi
} | sort -u > "$work/declared"

count=$(wc -l < "$work/declared")
if [ "$count" -eq 0 ]; then
  echo "check-curl-constants: found no declared constants under $root" >&2
  exit 1
fi

{
  printf '#include <stdio.h>\n#include <curl/curl.h>\nint main(void) {\n    int wrong = 0;\n'
  while read -r name value; do
    printf '    if ((long)(%s) != (long)(%s)) { printf("%s: %%ld in curl.h, %s here\\n", (long)(%s)); wrong = 1; }\n' \
      "$name" "$value" "$name" "$value" "$name"
  done < "$work/declared"
  printf '    return wrong;\n}\n'
} > "$work/check.c"

if ! "$compiler" -w -o "$work/check" "$work/check.c" 2> "$work/errors"; then
  echo "check-curl-constants: a declared name is not in curl.h:" >&2
  grep -E 'error' "$work/errors" >&2 || cat "$work/errors" >&2
  exit 1
fi
if ! "$work/check"; then
  echo "check-curl-constants: the declarations above disagree with curl.h" >&2
  exit 1
fi
echo "check-curl-constants: $count constants agree with curl.h"
