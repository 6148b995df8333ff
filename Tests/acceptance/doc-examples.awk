# Splits a Markdown guide into what 72-examples.test.sh runs, in the order of the guide (the convention
# is described at the top of that file). Call: awk -v out=FOLDER -f doc-examples.awk docs/usage.md
#
# FOLDER/index gets one tab-separated line per item:
#   example  N  LINE  FIRST  LAST  INDENT  COMPARE  COMMAND   a `$ ` line of a fenced block (not
#            `$ buerger-sim …`, which the test does itself, nor `$ export …`); its expected output (the
#            lines after it, up to the next `$ ` line or the fence) is FOLDER/N.expected and spans
#            the guide's lines FIRST to LAST (LAST = FIRST - 1 when it shows none); INDENT is the block's indentation; COMPARE is "yes", or why the block's
#            output is not compared (from a `<!-- examples: output not compared: WHY -->` line before it)
#   export   N  LINE  ASSIGNMENTS                               a `$ export NAME=VALUE …` line
#   fields   N  LINE  ROOT  COMMAND                             a `<!-- json-fields ROOT: COMMAND -->` line;
#            the table after it is FOLDER/N.table (its first two cells per row: fields, type)
#   table    N  LINE  HEADER                                    a table of JSON fields ("| field | type",
#            "| Feld | Typ") without such a line before it
function finish_example() {
    if (current != "") {
        close(out "/" current ".expected")
        print "example\t" current "\t" cmd_line "\t" first "\t" (NR - 1) "\t" indent "\t" compare "\t" cmd >(out "/index")
    }
    current = ""
}
BEGIN { count = 0; current = ""; inblock = 0; pending = ""; fields = ""; intable = "" }
{
    line = $0
    if (!inblock) {
        if (intable != "") {
            if (line ~ /^\|/) {
                if (line !~ /^\|[-| ]+\|$/) {
                    n = split(line, cell, "|")
                    print cell[2] "\t" cell[3] >(out "/" intable ".table")
                }
                next
            }
            close(out "/" intable ".table")
            intable = ""
        }
        if (match(line, /^ *```/)) {
            inblock = 1
            indent = RLENGTH - 3
            compare = pending == "" ? "yes" : pending
            pending = ""
            next
        }
        if (line ~ /^<!-- examples: output not compared: .* -->$/) {
            pending = line
            sub(/^<!-- examples: output not compared: /, "", pending)
            sub(/ -->$/, "", pending)
            next
        }
        if (line ~ /^<!-- json-fields [^ :]*: .* -->$/) {
            fields = line
            sub(/^<!-- json-fields /, "", fields)
            sub(/ -->$/, "", fields)
            root = fields
            sub(/:.*/, "", root)
            sub(/^[^:]*: /, "", fields)
            fields_line = NR
            next
        }
        if (line ~ /^\| *(field|Feld) *\| *(type|Typ) *\|/) {
            count++
            if (fields != "") {
                print "fields\t" count "\t" fields_line "\t" root "\t" fields >(out "/index")
            } else {
                print "table\t" count "\t" NR "\t" line >(out "/index")
            }
            fields = ""
            intable = count
            next
        }
        if (line !~ /^ *$/) { pending = ""; fields = "" }
        next
    }
    if (substr(line, 1, indent + 3) == sprintf("%" indent "s```", "")) {
        finish_example()
        inblock = 0
        next
    }
    text = substr(line, indent + 1)
    if (text ~ /^\$ /) {
        finish_example()
        command = substr(text, 3)
        sub(/ +# .*/, "", command)
        if (command ~ /^export /) {
            count++
            print "export\t" count "\t" NR "\t" substr(command, 8) >(out "/index")
        } else if (command !~ /^buerger-sim /) {
            count++
            current = count
            cmd = command
            cmd_line = NR
            first = NR + 1
            printf "" >(out "/" current ".expected")
        }
        next
    }
    if (current != "") print text >(out "/" current ".expected")
}
END { finish_example(); close(out "/index") }
