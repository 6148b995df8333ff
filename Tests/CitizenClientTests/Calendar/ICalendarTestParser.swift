import Foundation

/// A small reader for the tests only: checks the physical form (CRLF, at most 75 octets per line,
/// folds that keep UTF-8 whole), unfolds, splits properties and unescapes TEXT, and nests components.
struct ICalendarTestParser {
    struct Component: Equatable {
        var name: String
        var properties: [(name: String, value: String)] = []
        var children: [Component] = []

        static func == (lhs: Component, rhs: Component) -> Bool {
            lhs.name == rhs.name && lhs.children == rhs.children
                && lhs.properties.map { "\($0.name)=\($0.value)" } == rhs.properties.map { "\($0.name)=\($0.value)" }
        }

        /// The raw (escaped) value of the first property `name`.
        func raw(_ name: String) -> String? { properties.first { $0.name == name }?.value }
        /// The unescaped TEXT value of the first property `name`.
        func text(_ name: String) -> String? { raw(name).map(ICalendarTestParser.unescape) }
        func all(_ name: String) -> [Component] { children.filter { $0.name == name } }
    }

    enum Problem: Error, Equatable {
        case bareLineFeed
        case missingFinalLineBreak
        case lineTooLong(String)
        case brokenUTF8
        case noColon(String)
        case unbalanced(String)
    }

    /// The physical lines, before unfolding.
    static func physicalLines(_ text: String) throws -> [String] {
        guard text.hasSuffix("\r\n") else { throw Problem.missingFinalLineBreak }
        var lines = text.components(separatedBy: "\r\n")
        lines.removeLast()
        if lines.contains(where: { $0.contains("\n") || $0.contains("\r") }) { throw Problem.bareLineFeed }
        for line in lines where line.utf8.count > 75 { throw Problem.lineTooLong(line) }
        return lines
    }

    static func parse(_ data: Data) throws -> Component {
        // Decoding fails when a fold split a UTF-8 sequence, since each physical line must decode alone.
        guard let text = String(data: data, encoding: .utf8) else { throw Problem.brokenUTF8 }
        let physical = try physicalLines(text)
        for line in physical where String(data: Data(line.utf8), encoding: .utf8) == nil { throw Problem.brokenUTF8 }
        var logical: [String] = []
        for line in physical {
            if let first = line.unicodeScalars.first, first == " " || first == "\t", !logical.isEmpty {
                logical[logical.count - 1] += String(String.UnicodeScalarView(line.unicodeScalars.dropFirst()))
            } else {
                logical.append(line)
            }
        }
        var stack: [Component] = []
        var finished: Component?
        for line in logical {
            guard let colon = line.firstIndex(of: ":") else { throw Problem.noColon(line) }
            let name = String(line[..<colon])
            let value = String(line[line.index(after: colon)...])
            switch name {
            case "BEGIN":
                stack.append(Component(name: value))
            case "END":
                guard let done = stack.popLast(), done.name == value else { throw Problem.unbalanced(value) }
                if stack.isEmpty { finished = done } else { stack[stack.count - 1].children.append(done) }
            default:
                guard !stack.isEmpty else { throw Problem.unbalanced(name) }
                stack[stack.count - 1].properties.append((name, value))
            }
        }
        guard stack.isEmpty, let finished else { throw Problem.unbalanced("VCALENDAR") }
        return finished
    }

    static func parse(_ text: String) throws -> Component { try parse(Data(text.utf8)) }

    /// RFC 5545 §3.3.11: `\\` `\;` `\,` `\n`/`\N`.
    static func unescape(_ value: String) -> String {
        var result = ""
        var escaped = false
        for character in value {
            if escaped {
                switch character {
                case "n", "N": result += "\n"
                default: result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
