import Foundation

/// A pick-up time as typed, before it is placed on a date: `HH:MM`, `+1h30m`, ISO 8601, or the
/// words people use (`morgen 9:30`, `in 30 Minuten`: `SpokenTime`).
enum TypedTime: Equatable {
    /// `07:30` (or `7:30`, `07:30:15`): a wall-clock time on a day the caller chooses.
    case timeOfDay(hour: Int, minute: Int, second: Int)
    /// `+30m`, `+1h`, `+1h30m`: seconds after a moment the caller chooses.
    case later(seconds: Int)
    /// A date and time with `Z` or an offset: one exact instant.
    case instant(Date)
    /// A date and time without offset: the wall clock in the network's time zone.
    case local(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int)

    /// `morgen 9:30`, `Montag 10 Uhr`, `25.11.2026 11:00`: a wall-clock time on a day named in words or as a date.
    case onDay(DayWord, hour: Int, minute: Int, second: Int)

    /// A day as people name it.
    enum DayWord: Equatable {
        /// Today 0, tomorrow 1, the day after 2.
        case daysAhead(Int)
        /// The next day with this Gregorian weekday (Sunday 1 … Saturday 7), today included.
        case weekday(Int)
        /// A calendar date; without a year, the next such date from today.
        case date(year: Int?, month: Int, day: Int)
    }

    /// A time on today's clock (`09:30`, `heute 9:30`): when it is past, tomorrow is the likely meaning.
    var isToday: Bool {
        switch self {
        case .timeOfDay, .onDay(.daysAhead(0), _, _, _): return true
        default: return false
        }
    }

    /// Longest `+…` accepted; far beyond any booking, small enough never to overflow.
    static let longestLaterSeconds = 400 * 24 * 3600

    init?(parsing raw: String) {
        let text = raw.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("+") {
            guard let seconds = Self.duration(String(text.dropFirst())) else { return nil }
            self = .later(seconds: seconds)
        } else if let clock = Self.clock(text) {
            self = .timeOfDay(hour: clock.hour, minute: clock.minute, second: clock.second)
        } else if let parsed = Self.dateTime(text) {
            self = parsed
        } else if let spoken = SpokenTime.parse(text) {
            self = spoken
        } else {
            return nil
        }
    }

    /// `1h30m`, `45m`, `2h` (spaces allowed between the parts).
    private static func duration(_ text: String) -> Int? {
        let compact = text.filter { !$0.isWhitespace }.lowercased()
        var total = 0
        var digits = ""
        var sawUnit = false
        var lastUnit: Character?
        for character in compact {
            if character.isASCII, character.isNumber {
                digits.append(character)
                continue
            }
            guard let value = Int(digits), digits.count <= 6 else { return nil }
            switch (character, lastUnit) {
            case ("h", nil): total += value * 3600
            case ("m", nil), ("m", "h"): total += value * 60
            default: return nil
            }
            lastUnit = character
            sawUnit = true
            digits = ""
        }
        guard sawUnit, digits.isEmpty, total > 0, total <= longestLaterSeconds else { return nil }
        return total
    }

    /// `HH:MM` or `HH:MM:SS` with one- or two-digit hours.
    private static func clock(_ text: String) -> (hour: Int, minute: Int, second: Int)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3,
            let hourText = parts.first, (1...2).contains(hourText.count),
            parts.dropFirst().allSatisfy({ $0.count == 2 }),
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let hour = Int(hourText), let minute = Int(parts[1]),
            hour < 24, minute < 60
        else { return nil }
        let second = parts.count == 3 ? Int(parts[2]) ?? 60 : 0
        guard second < 60 else { return nil }
        return (hour, minute, second)
    }

    /// `2026-11-24T07:30`, `2026-11-24 07:30:00`, each optionally followed by `Z`, `+01:00` or `+0100`.
    private static func dateTime(_ text: String) -> TypedTime? {
        let separators: [Character] = ["T", "t", " "]
        guard let split = text.firstIndex(where: { separators.contains($0) }) else { return nil }
        let datePart = text[..<split]
        var timePart = String(text[text.index(after: split)...])
        let dateFields = datePart.split(separator: "-", omittingEmptySubsequences: false)
        guard dateFields.count == 3, dateFields[0].count == 4, dateFields[1].count == 2, dateFields[2].count == 2,
            dateFields.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(dateFields[0]), let month = Int(dateFields[1]), let day = Int(dateFields[2]),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var offsetSeconds: Int?
        if timePart.hasSuffix("Z") || timePart.hasSuffix("z") {
            offsetSeconds = 0
            timePart.removeLast()
        } else if let signIndex = timePart.lastIndex(where: { $0 == "+" || $0 == "-" }) {
            guard let offset = offset(String(timePart[signIndex...])) else { return nil }
            offsetSeconds = offset
            timePart = String(timePart[..<signIndex])
        }
        guard timePart.count >= 5, let clock = clock(timePart), timePart.first?.isNumber == true,
            timePart.split(separator: ":").first?.count == 2
        else { return nil }
        guard let offsetSeconds else {
            return .local(
                year: year, month: month, day: day, hour: clock.hour, minute: clock.minute, second: clock.second)
        }
        guard let zone = TimeZone(secondsFromGMT: offsetSeconds) else { return nil }
        let calendar = Calendar.gregorian(in: zone)
        let components = DateComponents(
            year: year, month: month, day: day,
            hour: clock.hour, minute: clock.minute, second: clock.second)
        guard let date = calendar.date(from: components),
            calendar.dateComponents([.year, .month, .day], from: date)
                == DateComponents(year: year, month: month, day: day)
        else { return nil }
        return .instant(date)
    }

    /// `+01:00`, `-0530`, `+01` → seconds east of UTC.
    private static func offset(_ text: String) -> Int? {
        guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
        let digits = text.dropFirst().filter { $0 != ":" }
        guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), digits.count == 2 || digits.count == 4,
            text.dropFirst().count == digits.count || text.dropFirst().count == 5
        else { return nil }
        let hours = Int(digits.prefix(2)) ?? 99
        let minutes = Int(digits.dropFirst(2)) ?? 0
        guard hours <= 14, minutes < 60 else { return nil }
        return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    }
}
