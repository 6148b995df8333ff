/// Wraps words to a width by display columns; a single word longer than the width stays whole.
/// A line that fits is left as it is; the leading spaces of an indented line indent every line.
enum TextWrapper {
    static func wrap(_ text: String, width: Int) -> [String] {
        guard DisplayWidth.of(text) > width else { return [text] }
        let indent = String(text.prefix { $0 == " " })
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
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
}
