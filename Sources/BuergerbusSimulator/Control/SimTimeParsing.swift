import Foundation

/// Times as `--start` and `/sim/clock` take them: ISO 8601 (with or without a zone; without one it is
/// local service time) or `HH:MM[:SS]` today in the service time zone.
public enum SimTimeParsing {
    public static func parse(_ text: String, relativeTo reference: Date, timeZone: TimeZone) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let time = timeOfDay(trimmed) {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let day = calendar.dateComponents([.year, .month, .day], from: reference)
            var components = DateComponents()
            components.year = day.year
            components.month = day.month
            components.day = day.day
            components.hour = time.hour
            components.minute = time.minute
            components.second = time.second
            return calendar.date(from: components)
        }
        for options: ISO8601DateFormatter.Options in [
            [.withInternetDateTime, .withFractionalSeconds],
            [.withInternetDateTime],
        ] {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = options
            if let date = formatter.date(from: trimmed) { return date }
        }
        let local = DateFormatter()
        local.locale = Locale(identifier: "en_US_POSIX")
        local.timeZone = timeZone
        for format in ["yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd HH:mm"] {
            local.dateFormat = format
            if let date = local.date(from: trimmed) { return date }
        }
        return nil
    }

    /// ISO 8601 in UTC with milliseconds, as /sim/clock reports it.
    public static func format(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }

    private static func timeOfDay(_ text: String) -> (hour: Int, minute: Int, second: Int)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3,
            parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
            let hour = Int(parts[0]), let minute = Int(parts[1]),
            (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        let second = parts.count == 3 ? Int(parts[2]) : 0
        guard let second, (0...59).contains(second) else { return nil }
        return (hour, minute, second)
    }
}
