import CitizenClient
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
        if let date = LocalDateTime.parse(trimmed, timeZone: timeZone) { return date }
        guard InternetDateTime.hasPossibleDate(trimmed) else { return nil }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        if let date = formatter.date(from: trimmed) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: trimmed)
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
