/// A JSON value as the original server writes it: objects keep their key order, numbers are
/// pre-formatted text, so the bytes match Jackson's output exactly.
indirect enum WireJSON: Equatable {
    case null
    case bool(Bool)
    /// The number exactly as it goes on the wire.
    case number(String)
    case string(String)
    case array([WireJSON])
    case object([WireMember])

    static func int(_ value: Int64) -> WireJSON { .number(String(value)) }
    static func int(_ value: Int) -> WireJSON { .number(String(value)) }
    static func optionalInt(_ value: Int64?) -> WireJSON { value.map { .int($0) } ?? .null }
    static func optionalString(_ value: String?) -> WireJSON { value.map { .string($0) } ?? .null }

    /// Compact UTF-8 JSON, no trailing newline.
    var data: [UInt8] {
        var text = ""
        write(into: &text)
        return Array(text.utf8)
    }

    var text: String {
        var text = ""
        write(into: &text)
        return text
    }

    private func write(into out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let text): out += text
        case .string(let value): JacksonString.write(value, into: &out)
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { out += "," }
                JacksonString.write(member.key, into: &out)
                out += ":"
                member.value.write(into: &out)
            }
            out += "}"
        }
    }
}

/// One key and value of a `WireJSON` object, in writing order.
struct WireMember: Equatable {
    var key: String
    var value: WireJSON
    init(_ key: String, _ value: WireJSON) { self.key = key; self.value = value }
}

/// Jackson's string escaping: quote, backslash and control characters only; non-ASCII and `/` stay literal.
enum JacksonString {
    static func write(_ value: String, into out: inout String) {
        out += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case _ where scalar.value < 0x20:
                out += "\\u00" + hexByte(scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    static func hexByte(_ value: UInt32) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int((value >> 4) & 0xF)], digits[Int(value & 0xF)]])
    }
}
