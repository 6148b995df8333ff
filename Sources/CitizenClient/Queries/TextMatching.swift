import Foundation

/// Name matching as people type: case and accents do not matter, `ß` equals `ss`.
enum TextMatching {
    static func normalized(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive],
                     locale: Locale(identifier: "en_US_POSIX"))
            .replacingOccurrences(of: "ß", with: "ss")
            .lowercased()
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// True when `query` occurs in `name` under the rules above.
    static func contains(_ name: String, _ query: String) -> Bool {
        let needle = normalized(query)
        return needle.isEmpty || normalized(name).contains(needle)
    }
}
