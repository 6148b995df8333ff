/// ASCII bytes and character classes of the HTTP grammar (RFC 9110 §5.6).
enum ByteCode {
    static let tab: UInt8 = 9
    static let lineFeed: UInt8 = 10
    static let carriageReturn: UInt8 = 13
    static let space: UInt8 = 32
    static let delete: UInt8 = 127

    /// `tchar`: the characters of methods and header names.
    static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    /// Visible characters, spaces, tabs and obs-text; no other control characters.
    static func isFieldValueCharacter(_ byte: UInt8) -> Bool {
        byte == tab || (byte >= space && byte != delete)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}
