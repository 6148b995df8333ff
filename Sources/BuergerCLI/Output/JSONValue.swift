import CitizenClient
import Foundation

/// A JSON document with keys in the order written, so `--json` output is stable and reads like the contract.
public indirect enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    /// `.string` or `.null`: absent values are written as `null`, never left out.
    public static func optional(_ text: String?) -> JSONValue {
        text.map(JSONValue.string) ?? .null
    }

    public static func optional(_ number: Int64?) -> JSONValue {
        number.map(JSONValue.integer) ?? .null
    }

    public static func optional(_ number: Int?) -> JSONValue {
        number.map { .integer(Int64($0)) } ?? .null
    }

    public static func optional(_ number: Double?) -> JSONValue {
        number.map(JSONValue.number) ?? .null
    }

    /// Compact JSON text.
    public func serialized() -> String {
        var text = ""
        write(into: &text)
        return text
    }

    private func write(into text: inout String) {
        switch self {
        case .null:
            text += "null"
        case .bool(let value):
            text += value ? "true" : "false"
        case .integer(let value):
            text += String(value)
        case .number(let value):
            // JSON has no NaN or infinity; a non-finite number is as good as absent.
            text += value.isFinite ? Self.format(value) : "null"
        case .string(let value):
            Self.writeString(value, into: &text)
        case .array(let values):
            text += "["
            for (index, value) in values.enumerated() {
                if index > 0 { text += "," }
                value.write(into: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                Self.writeString(member.0, into: &text)
                text += ":"
                member.1.write(into: &text)
            }
            text += "}"
        }
    }

    /// Whole numbers without a fraction (`180`), others in Swift's shortest round-tripping form (`49.209277`).
    private static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }

    /// Every string goes through the one sanitizer with its line breaks and tabs kept (as `\n`, `\t`),
    /// so `--json` carries no control, bidi, zero-width or tag character, raw or escaped, and a
    /// `jq -r` of it is as safe on a terminal as the table.
    private static func writeString(_ value: String, into text: inout String) {
        JSONStringLiteral.write(TextSanitizer.cleanLines(value, keepsTabs: true), into: &text)
    }
}
