import Foundation

/// A JSON string literal written by hand, for the places that build JSON text themselves (the E10
/// body, the CLI's `--json` output): every character JSON requires is escaped, and so are DEL, the C1
/// controls and U+2028/U+2029, so no raw control character ever reaches a terminal or a parser.
public enum JSONStringLiteral {
    public static func quoted(_ value: String) -> String {
        var text = ""
        write(value, into: &text)
        return text
    }

    public static func write(_ value: String, into text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
                    || scalar.value == 0x2029
                {
                    text += String(format: "\\u%04x", scalar.value)
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }
}
