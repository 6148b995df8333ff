/// What a line name shortens to when a table is too narrow: the number people call it by.
/// "Linie 2 Eulenbis – Schwedelbach" → "Linie 2", "42 Bahnhof – Markt" → "42"; a name without a
/// number ("Pirmasens") has no short form and is cut with "…" only if it must be.
enum LineShortName {
    static func of(_ name: String) -> String? {
        let words = name.split(separator: " ", omittingEmptySubsequences: true)
        let kept: Int
        if let first = words.first, hasDigit(first) {
            kept = 1
        } else if words.count > 1, ["linie", "line", "bus"].contains(words[0].lowercased()), hasDigit(words[1]) {
            kept = 2
        } else {
            return nil
        }
        // A name that is nothing but its number has nothing to drop.
        return words.count > kept ? words.prefix(kept).joined(separator: " ") : nil
    }

    private static func hasDigit(_ word: Substring) -> Bool {
        word.contains { $0.isNumber }
    }
}
