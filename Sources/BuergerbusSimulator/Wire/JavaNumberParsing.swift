import Foundation

/// Java's `Long.parseLong`, `Integer.parseInt` and `Double.parseDouble` on text, as the original
/// applies them to `value.toString()` of request fields.
enum JavaNumberParsing {
    /// Optional `+`/`-`, then ASCII digits only, within 64 bits.
    static func long(_ text: String) -> Int64? {
        guard isSignedDigits(text) else { return nil }
        return Int64(text.hasPrefix("+") ? String(text.dropFirst()) : text)
    }

    static func int(_ text: String) -> Int32? {
        guard isSignedDigits(text) else { return nil }
        return Int32(text.hasPrefix("+") ? String(text.dropFirst()) : text)
    }

    /// `Double.parseDouble` trims whitespace and accepts a trailing `d`/`f` type suffix.
    static func double(_ text: String) -> Double? {
        var trimmed = Substring(text.trimmingCharacters(in: .whitespaces))
        if let last = trimmed.last, "dDfF".contains(last) { trimmed = trimmed.dropLast() }
        switch trimmed {
        case "NaN", "+NaN", "-NaN": return .nan
        case "Infinity", "+Infinity": return .infinity
        case "-Infinity": return -.infinity
        default: break
        }
        guard !trimmed.isEmpty, trimmed.allSatisfy({ "0123456789+-.eE".contains($0) }) else { return nil }
        return Double(trimmed)
    }

    private static func isSignedDigits(_ text: String) -> Bool {
        var body = Substring(text)
        if let first = body.first, first == "+" || first == "-" { body = body.dropFirst() }
        return !body.isEmpty && body.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
