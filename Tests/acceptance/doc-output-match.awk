# Whether a program's output is what a guide shows (72-examples.test.sh): exit 0 when it is, 1 when
# not. Call: awk -f doc-output-match.awk EXPECTED ACTUAL. Lines must be equal, except that a line of
# EXPECTED that is only "…" (indentation allowed) stands for any number of lines, none included: the
# guide leaves them out.
FILENAME == ARGV[1] { expected[++e] = $0; next }
{ actual[++a] = $0 }
END {
    # fits[i, j]: expected lines i.. fit actual lines j.. (filled from the end).
    for (i = e + 1; i >= 1; i--) {
        for (j = a + 1; j >= 1; j--) {
            if (i > e) {
                fits[i, j] = (j > a)
            } else if (expected[i] ~ /^ *…$/) {
                fits[i, j] = fits[i + 1, j] || (j <= a && fits[i, j + 1])
            } else {
                fits[i, j] = j <= a && expected[i] == actual[j] && fits[i + 1, j + 1]
            }
        }
    }
    exit fits[1, 1] ? 0 : 1
}
