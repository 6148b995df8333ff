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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        write(into: &bytes)
        return bytes
    }

    var text: String { String(decoding: data, as: UTF8.self) }

    // Written straight into UTF-8 bytes: appending to a String scalar by scalar made /stops
    // (60 KB) cost 77 % of the server's time (perf, helper "http").
    private func write(into out: inout [UInt8]) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let text): out.append(contentsOf: text.utf8)
        case .string(let value): JacksonString.write(value, into: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                item.write(into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JacksonString.write(member.key, into: &out)
                out.append(UInt8(ascii: ":"))
                member.value.write(into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }
}

/// One key and value of a `WireJSON` object, in writing order.
struct WireMember: Equatable {
    var key: String
    var value: WireJSON
    init(_ key: String, _ value: WireJSON) {
        self.key = key
        self.value = value
    }
}

/// Jackson's string escaping: quote, backslash and control characters only; non-ASCII and `/` stay literal.
enum JacksonString {
    static func write(_ value: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Every byte of a multi-byte UTF-8 sequence is >= 0x80, so escaping can work byte by byte.
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x08: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0C: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0..<0x20:
                out.append(contentsOf: Array("\\u00".utf8))
                out.append(hexDigit(byte >> 4))
                out.append(hexDigit(byte & 0xF))
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
}
