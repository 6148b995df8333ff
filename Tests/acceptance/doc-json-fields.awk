# Whether a guide's table of JSON fields names the fields a command prints (72-examples.test.sh).
# Call: awk -f doc-json-fields.awk TABLE PATHS. TABLE holds the table's first two cells per row (see
# doc-examples.awk); PATHS the paths the command printed, one a line, written as the tables write
# them (`departures[].lineId`: an array's elements are `[]`). Prints one line per difference and
# exits 1 when there is one.
#
# How a table is read: a row's first cell names fields in backquotes; the first may carry a path
# (`departures[].freeSeats`), the others in the cell are its siblings (`totalSeats`). A type that
# lists keys in braces (`{"id", "name"}`, `[{"kind", "message"}]` for a list of such objects) names
# the fields inside. A field whose type lists no keys (`position`, `time`, `[number]`) is documented
# whole: what is inside it is not compared.
function add(path, leaf) {
    documented[path] = 1
    if (leaf) whole[path] = 1
    for (k = 1; k <= length(path); k++) {
        c = substr(path, k, 1)
        if (c == "." || c == "[") inside[substr(path, 1, k - 1)] = 1
    }
}
FILENAME == ARGV[1] {
    split($0, cell, "\t")
    names = cell[1]
    type = cell[2]
    keys = ""
    if (match(type, /\{[^}]*\}/)) {
        braces = substr(type, RSTART, RLENGTH)
        list = (substr(type, 1, RSTART - 1) ~ /\[ *$/) ? "[]" : ""
        while (match(braces, /"[A-Za-z]+" *[,}:]/)) {
            key = substr(braces, RSTART + 1, RLENGTH)
            sub(/".*/, "", key)
            keys = keys " " key
            braces = substr(braces, RSTART + RLENGTH)
        }
    }
    prefix = ""
    first = 1
    while (match(names, /`[^`]+`/)) {
        name = substr(names, RSTART + 1, RLENGTH - 2)
        names = substr(names, RSTART + RLENGTH)
        if (first) {
            prefix = name
            sub(/[A-Za-z]+(\[\])?$/, "", prefix)
            path = name
            first = 0
        } else {
            path = prefix name
        }
        nkeys = split(keys, key_list, " ")
        add(path, nkeys == 0)
        for (k2 = 1; k2 <= nkeys; k2++) add(path list "." key_list[k2], 1)
    }
    next
}
{ printed[$0] = 1 }
END {
    differs = 0
    for (path in documented) {
        bare = path
        sub(/\[\]$/, "", bare)
        if (!(path in printed) && !(bare in printed)) {
            print "  documented, not printed: " path
            differs = 1
        }
    }
    for (path in printed) {
        if (path in documented || path in inside) continue
        covered = 0
        for (k = length(path); k >= 1 && !covered; k--) {
            c = substr(path, k, 1)
            if ((c == "." || c == "[") && substr(path, 1, k - 1) in whole) covered = 1
        }
        if (!covered) {
            print "  printed, not documented: " path
            differs = 1
        }
    }
    exit differs
}
