/// Percent-decoding of request paths and query components (RFC 3986 §2.1).
enum PercentDecoding {
    /// Decodes `%XX` escapes (and `+` as a space when asked, as in form-encoded queries).
    /// Returns nil for a malformed escape or bytes that are not UTF-8: such a target is a 400, not a guess.
    static func decode(_ bytes: ArraySlice<UInt8>, plusAsSpace: Bool) -> String? {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.endIndex,
                    let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
                else { return nil }
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(plusAsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        return strictUTF8String(decoded)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// Decodes UTF-8, or nil if any sequence is invalid (no replacement characters).
    static func strictUTF8String<Bytes: Collection>(_ bytes: Bytes) -> String? where Bytes.Element == UInt8 {
        var iterator = bytes.makeIterator()
        var codec = UTF8()
        var scalars = String.UnicodeScalarView()
        while true {
            switch codec.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return String(scalars)
            case .error: return nil
            }
        }
    }
}
