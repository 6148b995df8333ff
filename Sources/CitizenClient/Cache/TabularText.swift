import Foundation

/// Tab-separated text fields read and written byte by byte, for derived cache files that must be
/// cheaper to read than JSON. Text escapes `\`, tab, CR and LF, so every tab and line break in a
/// file is a separator; every reader treats anything unexpected as damage (nil), never a crash.
enum TabularText {
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    private static let backslash = UInt8(ascii: "\\")

    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == backslash || $0 == tab || $0 == newline || $0 == 0x0D }) else {
            return text
        }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The byte ranges between `separator`s within `range`, the piece after the last one included.
    static func split(_ bytes: [UInt8], _ range: Range<Int>, on separator: UInt8) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start = range.lowerBound
        for offset in range where bytes[offset] == separator {
            pieces.append(start..<offset)
            start = offset + 1
        }
        pieces.append(start..<range.upperBound)
        return pieces
    }

    /// The text of an escaped field; nil for a broken escape or invalid UTF-8.
    static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String? {
        let slice = bytes[range]
        guard slice.contains(backslash) else { return String(validating: slice, as: UTF8.self) }
        var plain: [UInt8] = []
        plain.reserveCapacity(slice.count)
        var escaping = false
        for byte in slice {
            if escaping {
                switch byte {
                case backslash: plain.append(backslash)
                case UInt8(ascii: "t"): plain.append(tab)
                case UInt8(ascii: "n"): plain.append(newline)
                case UInt8(ascii: "r"): plain.append(0x0D)
                default: return nil
                }
                escaping = false
            } else if byte == backslash {
                escaping = true
            } else {
                plain.append(byte)
            }
        }
        return escaping ? nil : String(validating: plain, as: UTF8.self)
    }

    /// A decimal integer, optionally negative; nil when empty, not a number or out of range.
    static func int64(_ bytes: [UInt8], _ range: Range<Int>) -> Int64? {
        guard !range.isEmpty else { return nil }
        var index = range.lowerBound
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < range.upperBound else { return nil }
        var value: Int64 = 0
        while index < range.upperBound {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (times, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) =
                negative
                ? times.subtractingReportingOverflow(Int64(digit))
                : times.addingReportingOverflow(Int64(digit))
            guard !overflowA, !overflowB else { return nil }
            value = sum
            index += 1
        }
        return value
    }

    /// A number as its IEEE 754 bits in hexadecimal: exact both ways and read without building a
    /// String for `Double(_:)` (which cost the demo's routes 2 M instructions).
    static func hexBits(_ value: Double) -> String {
        String(value.bitPattern, radix: 16)
    }

    /// A finite number written by `hexBits`.
    static func double(_ bytes: [UInt8], _ range: Range<Int>) -> Double? {
        guard !range.isEmpty, range.count <= 16 else { return nil }
        var bits: UInt64 = 0
        for index in range {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            default: return nil
            }
            bits = bits << 4 | UInt64(digit)
        }
        let value = Double(bitPattern: bits)
        return value.isFinite ? value : nil
    }

    /// Comma-separated integers; empty for an empty field, nil when any piece is not a number.
    static func int64List(_ bytes: [UInt8], _ range: Range<Int>) -> [Int64]? {
        guard !range.isEmpty else { return [] }
        var values: [Int64] = []
        for piece in split(bytes, range, on: UInt8(ascii: ",")) {
            guard let value = int64(bytes, piece) else { return nil }
            values.append(value)
        }
        return values
    }

    /// An optional text field: empty is none (`.some(nil)`), `=text` is text; nil when damaged.
    static func optionalText(_ bytes: [UInt8], _ range: Range<Int>) -> String?? {
        guard !range.isEmpty else { return .some(nil) }
        guard bytes[range.lowerBound] == UInt8(ascii: "="),
            let text = text(bytes, (range.lowerBound + 1)..<range.upperBound)
        else { return nil }
        return .some(text)
    }

    /// The records of a file laid out as `MAGIC VERSION N`, then N lines of tab-separated fields,
    /// each read by `record`; nil when the header, the count or any record is wrong.
    static func records<Record>(
        _ body: Data, magic: String, version: Int,
        _ record: ([UInt8], [Range<Int>]) -> Record?
    ) -> [Record]? {
        let bytes = [UInt8](body)
        let lines = split(bytes, 0..<bytes.count, on: newline)
        guard let first = lines.first, let header = String(validating: bytes[first], as: UTF8.self) else { return nil }
        let parts = header.split(separator: " ")
        guard parts.count == 3, parts[0] == magic, Int(parts[1]) == version, let count = Int(parts[2]), count >= 0,
            // The header, N records and the empty rest after the final newline.
            lines.count == count + 2, lines.last?.isEmpty == true
        else { return nil }
        var records: [Record] = []
        records.reserveCapacity(count)
        for line in lines.dropFirst().prefix(count) {
            guard let value = record(bytes, split(bytes, line, on: tab)) else { return nil }
            records.append(value)
        }
        return records
    }

    /// True when the body starts `MAGIC V …` with another version V: a form an older or newer build
    /// wrote, to be rebuilt quietly rather than reported as damaged.
    static func isOtherVersion(_ body: Data, magic: String, version: Int) -> Bool {
        let firstLine = body.prefix { $0 != newline }.prefix(64)
        let parts = String(decoding: firstLine, as: UTF8.self).split(separator: " ")
        guard parts.count == 3, parts[0] == magic, let found = Int(parts[1]) else { return false }
        return found != version
    }
}
