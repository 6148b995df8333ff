import Foundation

/// Lenient readers for the original server's numbers: a field may be null or missing, and some
/// ids arrive as strings (`"lines":[{"id":"1"}]`), so every id reader accepts both.
extension KeyedDecodingContainer {
    func int64IfPresent(_ key: Key) throws -> Int64? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if let value = try? decode(Int64.self, forKey: key) { return value }
        if let text = try? decode(String.self, forKey: key),
            let value = Int64(text.trimmingCharacters(in: .whitespaces))
        {
            return value
        }
        if let value = try? decode(Double.self, forKey: key), let exact = Int64(exactly: value) {
            return exact
        }
        throw WireValueFault.notWholeNumber.decodingError(at: codingPath + [key])
    }

    func int64(_ key: Key) throws -> Int64 {
        guard let value = try int64IfPresent(key) else {
            throw DecodingError.valueNotFound(
                Int64.self, .init(codingPath: codingPath + [key], debugDescription: "a required number is missing"))
        }
        return value
    }

    func intIfPresent(_ key: Key) throws -> Int? {
        guard let wide = try int64IfPresent(key) else { return nil }
        guard let value = Int(exactly: wide) else {
            throw WireValueFault.outOfRange.decodingError(at: codingPath + [key])
        }
        return value
    }

    /// Strings may be null; a number where text belongs is kept as its text rather than refused.
    func stringIfPresent(_ key: Key) throws -> String? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if let text = try? decode(String.self, forKey: key) { return text }
        if let number = try? decode(Int64.self, forKey: key) { return String(number) }
        throw WireValueFault.notText.decodingError(at: codingPath + [key])
    }

    /// Arrays may be null or missing; both mean "none".
    func arrayIfPresent<Element: Decodable>(_ type: Element.Type, _ key: Key) throws -> [Element] {
        guard contains(key), try !decodeNil(forKey: key) else { return [] }
        return try decode([Element].self, forKey: key)
    }
}
