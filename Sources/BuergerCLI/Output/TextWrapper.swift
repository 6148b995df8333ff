import Foundation

/// Wraps words to a width by display columns; a single word longer than the width stays whole.
/// A line that fits is left as it is; the leading spaces of an indented line indent every line.
enum TextWrapper {
    static func wrap(_ text: String, width: Int) -> [String] {
        guard DisplayWidth.of(text) > width else { return [text] }
        let indent = String(text.prefix { $0 == " " })
        var lines: [String] = []
        var current = ""
        for word in units(text, width: width - DisplayWidth.of(indent)) {
            let candidate = current.isEmpty ? indent + word : current + " " + word
            if DisplayWidth.of(candidate) > width, !current.isEmpty {
                lines.append(current)
                current = indent + word
            } else {
                current = candidate
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines.isEmpty ? [""] : lines
    }

    /// The words, with a command quoted in single quotes ('buerger status 10000001 --wait') kept as
    /// one unit when it fits a line: a command broken over two lines cannot be copied.
    static func units(_ text: String, width: Int) -> [String] {
        var result: [String] = []
        var quoted: [Substring] = []
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if quoted.isEmpty, word.hasPrefix("'"), !closes(word.dropFirst()) {
                quoted = [word]
            } else if !quoted.isEmpty {
                quoted.append(word)
                if closes(word) {
                    let unit = quoted.joined(separator: " ")
                    result += DisplayWidth.of(unit) <= width ? [unit] : quoted.map(String.init)
                    quoted = []
                }
            } else {
                result.append(String(word))
            }
        }
        return result + quoted.map(String.init)
    }

    /// True when the word ends a quoted span: a closing quote, perhaps followed by punctuation.
    private static func closes(_ word: Substring) -> Bool {
        word.trimmingCharacters(in: CharacterSet(charactersIn: ".,;:!?)")).hasSuffix("'")
    }
}
