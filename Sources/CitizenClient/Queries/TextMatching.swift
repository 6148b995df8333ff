import Foundation

/// Texts compared as keys (alias names, batch rows): case, accents and spacing do not matter, `ß`
/// equals `ss`. Kept as it is because saved batch keys depend on it; searching stop and line names
/// goes further (`SearchFolding`).
enum TextMatching {
    /// Built once: making a Locale for every name cost a board that resolves a stop name a few per cent.
    private static let posix = Locale(identifier: "en_US_POSIX")

    static func normalized(_ text: String) -> String {
        // Plain ASCII has no accents, widths or ß: folding is lower-casing, and Foundation's folding is slow.
        let folded =
            text.utf8.allSatisfy { $0 < 0x80 }
            ? text.lowercased()
            : text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: posix)
                .replacingOccurrences(of: "ß", with: "ss")
                .lowercased()
        return folded.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `normalized` the slow way for every text, to check the ASCII shortcut against.
    static func normalizedByFolding(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: posix)
            .replacingOccurrences(of: "ß", with: "ss")
            .lowercased()
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
