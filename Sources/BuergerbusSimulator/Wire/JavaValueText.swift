import Foundation

/// Java's `toString()` and Jackson's `Long` coercion of a bound request value.
enum JavaValueText {
    /// What `value.toString()` gives for the object Jackson bound; nil for JSON null (a
    /// NullPointerException in the original).
    static func string(_ value: RequestJSON?) -> String? {
        guard let value else { return nil }
        switch value {
        case .null: return nil
        case .bool(let flag): return flag ? "true" : "false"
        case .integer(let number): return String(number)
        case .bigInteger(let text): return text
        case .double(let number): return JavaNumberText.double(number)
        case .string(let text): return text
        case .array(let items): return "[" + items.map { string($0) ?? "null" }.joined(separator: ", ") + "]"
        case .object(let members):
            let pairs = members.sorted { $0.key < $1.key }.map { $0.key + "=" + (string($0.value) ?? "null") }
            return "{" + pairs.joined(separator: ", ") + "}"
        }
    }

    /// `Long.valueOf(value.toString())`: an integer or a numeric string; nil where Java throws.
    static func long(_ value: RequestJSON?) -> Int64? {
        string(value).flatMap(JavaNumberParsing.long)
    }

    /// `Integer.parseInt(value.toString())`.
    static func int(_ value: RequestJSON?) -> Int32? {
        string(value).flatMap(JavaNumberParsing.int)
    }

    /// Jackson reading a `Long` of `HashMap<String, Long>` (E9, E12): integers, numeric strings and
    /// truncated floats; null and empty text give a null `Long`. `.failure` where the body cannot be read.
    static func jacksonLong(_ value: RequestJSON) -> Result<Int64?, UnreadableBody> {
        switch value {
        case .null: return .success(nil)
        case .integer(let number): return .success(number)
        case .double(let number):
            guard number.isFinite, number.magnitude < 9.2e18 else { return .failure(UnreadableBody()) }
            return .success(Int64(number.rounded(.towardZero)))
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed == "null" { return .success(nil) }
            guard let number = JavaNumberParsing.long(trimmed) else { return .failure(UnreadableBody()) }
            return .success(number)
        case .bool, .bigInteger, .array, .object: return .failure(UnreadableBody())
        }
    }
}

/// A body the original's JSON binding rejects; the catch-all mapper answers 500.
struct UnreadableBody: Error, Equatable {}
