import Foundation

/// `2026-11-23T09:05:00+01:00` (RFC 3339 without fractions) read by hand: building an
/// ISO8601DateFormatter loads ICU's calendar machinery, about a sixth of a warm `buerger stop`.
/// Accepts only what is plainly valid; anything else (fractions, leap seconds, odd forms) is left
/// to the formatter, so the two never disagree on an answer.
enum InternetDateTime {
    static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20 || bytes.count == 25 else { return nil }
        func number(_ start: Int, _ length: Int) -> Int? {
            var value = 0
            for index in start..<(start + length) {
                let digit = Int(bytes[index]) - 48
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        func byte(_ index: Int, is character: Character) -> Bool { bytes[index] == character.asciiValue }
        guard byte(4, is: "-"), byte(7, is: "-"), byte(10, is: "T") || byte(10, is: "t"), byte(13, is: ":"),
            byte(16, is: ":"),
            let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
            let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
            (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
            hour < 24, minute < 60, second < 60
        else { return nil }
        var offsetSeconds = 0
        if bytes.count == 20 {
            guard byte(19, is: "Z") || byte(19, is: "z") else { return nil }
        } else {
            guard byte(19, is: "+") || byte(19, is: "-"), byte(22, is: ":"),
                let offsetHours = number(20, 2), let offsetMinutes = number(23, 2), offsetHours <= 14,
                offsetMinutes < 60
            else { return nil }
            offsetSeconds = (offsetHours * 3600 + offsetMinutes * 60) * (byte(19, is: "-") ? -1 : 1)
        }
        let seconds = daysSinceEpoch(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
        return Date(timeIntervalSince1970: Double(seconds - offsetSeconds))
    }

    /// False when the text starts with a date that no calendar has (`2026-02-30`): the formatter
    /// would roll it over into March, and a clock set to a day that does not exist is a slip.
    static func hasPossibleDate(_ text: String) -> Bool {
        let fields = text.prefix(10).split(separator: "-", omittingEmptySubsequences: false)
        guard fields.count == 3, let year = Int(fields[0]), let month = Int(fields[1]), let day = Int(fields[2])
        else { return true }
        return (1...12).contains(month) && (1...daysIn(month: month, year: year)).contains(day)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant's days_from_civil).
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
