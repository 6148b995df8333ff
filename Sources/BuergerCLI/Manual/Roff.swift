/// Text made safe for a man page: roff reads a leading `.` or `'` as a request and `\` as an escape,
/// and some formatters mangle UTF-8 unless it is spelled as `\[uXXXX]`.
enum Roff {
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case "\n", "\t": result += " "
            default:
                if scalar.value < 0x80 {
                    result.unicodeScalars.append(scalar)
                } else {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
                }
            }
        }
        // A line that starts with a control character would be read as a request.
        if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
        return result
    }

    static func bold(_ text: String) -> String { "\\fB" + escape(text) + "\\fR" }
    static func italic(_ text: String) -> String { "\\fI" + escape(text) + "\\fR" }
}
