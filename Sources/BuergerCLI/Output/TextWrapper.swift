import Foundation

/// Wraps a line to a width by display columns, only ever between words: a word is never broken, and a
/// word longer than the width stays whole on a line of its own. A line that fits is left as it is.
///
/// - The leading spaces of an indented line indent every line it becomes.
/// - A labelled line (`Position             49.47, 7.63 (seen 40 s ago)`: a label, two or more spaces,
///   a value) continues under its value, so a key–value screen reads as one; when the value's column
///   leaves too little room, under the label's indent instead.
/// - A footnote (`* Freie Plätze im Moment: …`) continues under its text.
/// - A short last word does not stand alone on its line when the word before can go down with it
///   ("Rodenbach – Siegelbach" / "(1)" reads as a stray number; "Siegelbach (1)" does not), and a
///   a bus keeps its number ("Bus 1"), a number its unit ("80 m", "5 Min."), a latitude its
///   longitude. A long last word (a quoted command) may stand alone.
/// - A command (`buerger …`, `$ buerger …`) or an address (`https://…`) alone on its line is never
///   wrapped, wider than the width or not: broken, it could not be copied. One quoted inside a
///   sentence ('buerger status 10000001 --wait', or in backticks) moves whole to a line of its own when
///   it does not fit.
enum TextWrapper {
    /// A value column that leaves less room than this continues under the label's indent instead.
    static let narrowestHangingValue = 24

    /// How much narrower the lines before the last may be made so that it holds two words.
    static let widowSlack = 12
    /// A last word this wide or narrower is not left alone on its line.
    static let widowWidth = 10

    static func wrap(_ text: String, width: Int) -> [String] {
        guard DisplayWidth.of(text) > width, !isVerbatim(text) else { return [text] }
        let greedy = wrap(text, width: width, fill: width)
        guard greedy.count > 1, isWidow(greedy[greedy.count - 1]) else { return greedy }
        for fill in stride(from: width - 1, through: max(1, width - widowSlack), by: -1) {
            let narrower = wrap(text, width: width, fill: fill)
            guard narrower.count == greedy.count else { break }
            if !isWidow(narrower[narrower.count - 1]) { return narrower }
        }
        return greedy
    }

    private static func isWidow(_ line: String) -> Bool {
        let words = units(line)
        return words.count == 1 && DisplayWidth.of(words[0].word) <= widowWidth
    }

    /// Greedy wrapping, lines filled to `fill` columns (at most `width`, which decides the layout).
    private static func wrap(_ text: String, width: Int, fill: Int) -> [String] {
        let indent = String(text.prefix { $0 == " " })
        let body = text.dropFirst(indent.count)
        let label = labelPart(body)
        let hang = DisplayWidth.of(indent + (label ?? ""))
        var lines: [String] = []
        var current = indent + (label ?? "")
        let nextPrefix: String
        if let label, width - hang < narrowestHangingValue {
            // No room for a value column: the label on its line, the value under it, two columns in.
            lines.append((indent + label).trimmingTrailingSpaces())
            nextPrefix = indent + "  "
            current = nextPrefix
        } else if label == nil, body.hasPrefix("* ") {
            // A footnote continues under its text, not under its star.
            nextPrefix = indent + "  "
        } else {
            nextPrefix = label == nil ? indent : String(repeating: " ", count: hang)
        }
        var currentIsBare = true
        for (spacing, unit) in units(String(body.dropFirst(label?.count ?? 0))) {
            // Within a line the spaces stay as they were (a table row keeps its columns).
            let candidate = currentIsBare ? current + unit : current + spacing + unit
            if DisplayWidth.of(candidate) <= fill {
                current = candidate
                currentIsBare = false
                continue
            }
            if !currentIsBare {
                lines.append(current)
                current = nextPrefix
                currentIsBare = true
            } else if !current.trimmingCharacters(in: .whitespaces).isEmpty {
                // A label with no room left beside it for the first word: the value starts below.
                lines.append(current.trimmingTrailingSpaces())
                current = nextPrefix
            }
            current = startOfLine(prefix: current, unit: unit, width: width)
            currentIsBare = false
        }
        if !currentIsBare || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// `unit` at the start of a line: after `prefix` when it fits there, else further left, down to
    /// the margin; a command or address, or a word wider than the width, from the margin, whole.
    private static func startOfLine(prefix: String, unit: String, width: Int) -> String {
        let room = width - DisplayWidth.of(unit)
        if DisplayWidth.of(prefix) <= room { return prefix + unit }
        return String(repeating: " ", count: max(0, room)) + unit
    }

    /// A line to leave whole whatever its width: a command or an address alone on it. A command is
    /// `$ buerger …`, or `buerger …` that reads as none of our sentences do (no comma, no full stop at
    /// its end: "buerger in dieser bash vervollständigen; …" is a sentence).
    static func isVerbatim(_ line: String) -> Bool {
        let text = line.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("$ buerger ") { return true }
        if text.hasPrefix("buerger ") || text.hasPrefix("'buerger ") {
            return !text.hasSuffix(".") && !text.contains(", ")
        }
        return !text.contains(" ") && isAddress(text)
    }

    private static func isAddress(_ word: String) -> Bool {
        word.hasPrefix("http://") || word.hasPrefix("https://")
    }

    /// The label of a labelled line with the spaces after it (`Position             `), nil when the
    /// line is not one: a label is a few words, followed by at least two spaces and a value.
    private static func labelPart(_ body: Substring) -> String? {
        guard let gap = body.range(of: "  "), gap.lowerBound > body.startIndex else { return nil }
        let valueStart = body[gap.lowerBound...].firstIndex { $0 != " " } ?? body.endIndex
        guard valueStart < body.endIndex else { return nil }
        return String(body[..<valueStart])
    }

    /// The words, each with the spaces before it, with a command quoted in single quotes ('buerger
    /// status 10000001 --wait') or backticks kept as one unit: a command broken over two lines cannot be
    /// copied.
    static func units(_ text: String) -> [(spacing: String, word: String)] {
        var words: [(spacing: String, word: Substring)] = []
        var spacing = ""
        var rest = Substring(text)
        while !rest.isEmpty {
            let spaces = rest.prefix { $0 == " " }
            spacing = String(spaces)
            rest = rest.dropFirst(spaces.count)
            let word = rest.prefix { $0 != " " }
            rest = rest.dropFirst(word.count)
            if !word.isEmpty { words.append((spacing, word)) }
        }
        var result: [(spacing: String, word: String)] = []
        var quoted: [(spacing: String, word: Substring)] = []
        var mark: Character = "'"
        for entry in words {
            if quoted.isEmpty, let first = entry.word.first, first == "'" || first == "`",
                !closes(entry.word.dropFirst(), mark: first)
            {
                mark = first
                quoted = [entry]
            } else if !quoted.isEmpty {
                quoted.append(entry)
                if closes(entry.word, mark: mark) {
                    let joined = quoted.enumerated().map {
                        $0.offset == 0 ? String($0.element.word) : $0.element.spacing + $0.element.word
                    }
                    result.append((quoted[0].spacing, joined.joined()))
                    quoted = []
                }
            } else if let last = result.last, entry.spacing == " ", sticks(entry.word, after: lastToken(last.word)) {
                result[result.count - 1].word += entry.spacing + entry.word
            } else {
                result.append((entry.spacing, String(entry.word)))
            }
        }
        return result + quoted.map { ($0.spacing, String($0.word)) }
    }

    /// A figure a unit may follow: "80", "1.518", "5–9", "0,5".
    private static func isNumber(_ word: String) -> Bool {
        !word.isEmpty && word.first?.isNumber == true && word.allSatisfy { $0.isNumber || ".,–-".contains($0) }
    }

    /// A word that does not begin a line after a single space (two or more part a table's columns):
    /// the number a bus, line, request or row goes by ("Bus" / "1 war …" read as two things), a unit
    /// after a number, a longitude after its latitude.
    private static func sticks(_ word: Substring, after previous: String) -> Bool {
        word.first?.isNumber == true && namesANumber.contains(previous) || isNumber(previous) && isUnit(word)
            || isCoordinatePair(previous, word)
    }

    /// Words followed by the number of what they name.
    private static let namesANumber: Set<String> = [
        "Bus", "bus", "Linie", "Line", "line", "Anfrage", "Request", "request", "Zeile", "Row", "row",
    ]

    private static func lastToken(_ unit: String) -> String {
        String(unit.split(separator: " ").last ?? "")
    }

    /// "49.47900," and "7.64200": a place's latitude and longitude, read as one.
    private static func isCoordinatePair(_ first: String, _ second: Substring) -> Bool {
        first.hasSuffix(",") && first.dropLast().contains(".")
            && isNumber(String(first.dropLast())) && second.contains(".")
            && isNumber(second.trimmingCharacters(in: CharacterSet(charactersIn: ",;:.!?)")))
    }

    /// A unit after a figure ("m", "km", "Min.", "min", "s", "%"), punctuation after it allowed.
    private static func isUnit(_ word: Substring) -> Bool {
        let bare = word.trimmingCharacters(in: CharacterSet(charactersIn: ",;:!?)"))
        return ["m", "km", "Min.", "min", "min.", "s", "%", "Minuten", "minutes", "Sekunden", "seconds"].contains(bare)
    }

    /// True when the word ends a span quoted with `mark`: the mark, perhaps followed by punctuation.
    private static func closes(_ word: Substring, mark: Character) -> Bool {
        word.trimmingCharacters(in: CharacterSet(charactersIn: ".,;:!?)")).hasSuffix(String(mark))
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
