import Foundation

/// `--now` / `BUERGER_NOW`: ISO 8601 with an offset (`2026-11-23T09:05:00+01:00`), without one
/// (`2026-11-23T09:05`, the wall clock of the timetable's zone, as `--time` reads it) or `HH:MM` today.
enum NowOption {
    static func parse(_ text: String, today reference: Date, timeZone: TimeZone) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let clock = wallClock(trimmed) {
            let calendar = Calendar.gregorian(in: timeZone)
            var parts = calendar.dateComponents([.year, .month, .day], from: reference)
            parts.hour = clock.hour
            parts.minute = clock.minute
            parts.second = 0
            return calendar.date(from: parts)
        }
        if let date = InternetDateTime.parse(trimmed) { return date }
        if let date = localDateTime(trimmed, timeZone: timeZone) { return date }
        guard InternetDateTime.hasPossibleDate(trimmed) else { return nil }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        if let date = formatter.date(from: trimmed) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: trimmed)
    }

    /// `2026-11-23T09:05` or `2026-11-23T09:05:30` (a space for the `T` too) on the zone's wall clock;
    /// nil for a date or time that does not exist there (30 February, the hour skipped in spring).
    private static func localDateTime(_ text: String, timeZone: TimeZone) -> Date? {
        let pattern = #"^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$"#
        guard let match = text.range(of: pattern, options: .regularExpression), match == text.startIndex..<text.endIndex else {
            return nil
        }
        let numbers = text.split(whereSeparator: { "-T :".contains($0) }).compactMap { Int($0) }
        guard numbers.count >= 5 else { return nil }
        var parts = DateComponents(year: numbers[0], month: numbers[1], day: numbers[2], hour: numbers[3],
                                   minute: numbers[4], second: numbers.count > 5 ? numbers[5] : 0)
        let calendar = Calendar.gregorian(in: timeZone)
        guard let date = calendar.date(from: parts) else { return nil }
        parts.timeZone = nil
        let back = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        guard back.year == parts.year, back.month == parts.month, back.day == parts.day, back.hour == parts.hour,
              back.minute == parts.minute, back.second == parts.second else { return nil }
        return date
    }

    /// `HH:MM` with a valid hour and minute.
    private static func wallClock(_ text: String) -> (hour: Int, minute: Int)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCII) }),
              let hour = Int(parts[0]), let minute = Int(parts[1]), (0..<24).contains(hour), (0..<60).contains(minute)
        else { return nil }
        return (hour, minute)
    }
}
