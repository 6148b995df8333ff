/// How the original stores a request's passenger info (`userInfo`) and reads it back as `info`
/// (wire-contract §5.4), quirks included.
enum PassengerInfoText {
    /// Jettison 1.2's `JSONObject.toString()`: name, address, assistance in that order; a nil name or
    /// address is dropped; `"`, `\` and `/` are escaped, control characters too, non-ASCII is literal.
    static func userInfo(name: String?, address: String?, assistance: [Int32?]) -> String {
        var members: [String] = []
        if let name { members.append("\"name\":" + quoted(name)) }
        if let address { members.append("\"address\":" + quoted(address)) }
        let items = assistance.map { $0.map { String($0) } ?? "null" }
        members.append("\"assistance\":[" + items.joined(separator: ",") + "]")
        return "{" + members.joined(separator: ",") + "}"
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/": out += "\\/"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case _ where scalar.value < 0x20: out += "\\u00" + lowerHexByte(scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Jettison writes the escape of a control character in lower-case hex.
    private static func lowerHexByte(_ value: UInt32) -> String {
        let text = String(value, radix: 16)
        return text.count < 2 ? "0" + text : text
    }

    /// The original's `InfoObject`: plain `indexOf`/`substring` on the stored text. nil where Java
    /// throws, which in the original breaks the response being written (the "poisoned" request).
    static func readBack(_ userInfo: String) -> ReadBackInfo? {
        let text = JavaText(userInfo)
        guard let name = text.value(after: "name", skipping: 3, upTo: "\","),
            let address = text.value(after: "address", skipping: 3, upTo: "\","),
            let list = text.value(after: "assistance", skipping: 3, upTo: "]")
        else { return nil }
        var assistance: [Int32] = []
        if !list.isEmpty {
            for piece in JavaText.split(list, on: ",") {
                guard let number = JavaNumberParsing.int(piece) else { return nil }
                assistance.append(number)
            }
        }
        return ReadBackInfo(name: name, address: address, assistance: assistance)
    }
}

/// The `info` object served next to `userInfo`.
struct ReadBackInfo: Equatable {
    var name: String
    var address: String
    var assistance: [Int32]

    var wire: WireJSON {
        .object([
            WireMember("name", .string(name)),
            WireMember("address", .string(address)),
            WireMember("assistance", .array(assistance.map { .number(String($0)) })),
        ])
    }
}

/// Java `String` index arithmetic on UTF-16 code units, with Java's failure cases.
struct JavaText {
    let units: [UInt16]

    init(_ text: String) { units = Array(text.utf16) }

    /// `s.substring(s.indexOf(key) + key.length() + skip, s.indexOf(terminator, s.indexOf(key)))`.
    func value(after key: String, skipping skip: Int, upTo terminator: String) -> String? {
        let keyIndex = indexOf(key, from: 0)
        let start = keyIndex + key.utf16.count + skip
        let end = indexOf(terminator, from: keyIndex)
        guard start >= 0, end >= start, end <= units.count else { return nil }
        return String(decoding: units[start..<end], as: UTF16.self)
    }

    /// Java `indexOf(String, int)`: a negative start counts as 0; -1 when absent.
    func indexOf(_ needle: String, from start: Int) -> Int {
        let pattern = Array(needle.utf16)
        var position = max(start, 0)
        while position + pattern.count <= units.count {
            if units[position..<(position + pattern.count)].elementsEqual(pattern) { return position }
            position += 1
        }
        return -1
    }

    /// Java `String.split` with a literal one-character separator: trailing empty pieces are dropped.
    static func split(_ text: String, on separator: Character) -> [String] {
        var pieces = text.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
        while let last = pieces.last, last.isEmpty, pieces.count > 1 { pieces.removeLast() }
        return pieces
    }
}
