import Foundation

/// The text rules of RFC 5545: TEXT escaping (§3.3.11), line folding at 75 octets (§3.1) and UTC
/// date-times (§3.3.5). Values are cleaned of control characters first, because they may come from
/// the server and a stray CR or LF would end a property early.
enum ICalendarText {
    /// Longest content line, in octets, before the CRLF.
    static let lineOctets = 75

    /// One value on one line, through the one sanitizer every writer uses: control, bidi, zero-width
    /// and tag characters out, line breaks and tabs become a space.
    static func singleLine(_ text: String) -> String {
        TextSanitizer.clean(text)
    }

    /// TEXT escaping: backslash, semicolon and comma get a backslash, a line break becomes `\n`.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }

    /// The content line split into lines of at most 75 octets, each continuation starting with a
    /// space. Splits fall between characters (so an umlaut written as u + combining mark stays
    /// together) and, for a character too long for one line, between Unicode scalars: never inside
    /// a UTF-8 sequence. Each line ends CRLF.
    static func fold(_ line: String) -> String {
        var folder = Folder()
        for character in line {
            let scalars = Array(character.unicodeScalars)
            if character.utf8.count <= lineOctets - 1 {
                folder.append(scalars)
            } else {
                scalars.forEach { folder.append([$0]) }
            }
        }
        return folder.output + folder.current + "\r\n"
    }

    private struct Folder {
        var output = ""
        var current = ""
        var octets = 0

        /// Adds scalars that must stay on one line, starting a continuation line when they do not fit.
        mutating func append(_ scalars: [Unicode.Scalar]) {
            let size = scalars.reduce(0) { $0 + String($1).utf8.count }
            if octets + size > ICalendarText.lineOctets {
                output += current + "\r\n"
                current = " "
                octets = 1
            }
            current.unicodeScalars.append(contentsOf: scalars)
            octets += size
        }
    }

    /// `20261123T083000Z`.
    static func utc(_ date: Date) -> String {
        let calendar = Calendar.gregorian(in: TimeZone(secondsFromGMT: 0) ?? .current)
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return String(format: "%04d", parts.year ?? 1970) + two(parts.month) + two(parts.day) + "T"
            + two(parts.hour) + two(parts.minute) + two(parts.second) + "Z"
    }
}
