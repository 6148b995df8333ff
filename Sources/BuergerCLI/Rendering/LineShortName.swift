/// What a line name shortens to when a table is too narrow: the number people call it by.
/// "Linie 2 Eulenbis – Schwedelbach" → "Linie 2", "42 Bahnhof – Markt" → "42"; a name without a
/// number ("Bürgerbus Weilerbach Rundkurs über Rötelberg und Friedhof") is called by its id as the
/// timetable has it ("Linie 7", `label`); the table says the full name once under itself.
enum LineShortName {
    /// The short label of a line: the number in its name, else "Linie ID" (`word` is "Line"/"Linie");
    /// nil when the name is no longer than that.
    static func label(_ name: String, id: Int64?, word: String) -> String? {
        if let short = of(name) { return short }
        guard let id, !hasDigit(Substring(name)) else { return nil }
        let label = "\(word) \(id)"
        return DisplayWidth.of(name) > DisplayWidth.of(label) ? label : nil
    }

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
