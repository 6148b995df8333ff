import Foundation

/// Service days in the timetable's time zone: schedule times are seconds after local midnight.
public struct ServiceCalendar: Sendable {
    public let timeZone: TimeZone
    private let calendar: Calendar

    public init(timeZoneIdentifier: String) {
        timeZone = TimeZone(identifier: timeZoneIdentifier) ?? TimeZone(secondsFromGMT: 0) ?? .current
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// The service day that `date` falls in.
    public func day(containing date: Date) -> ServiceDay {
        let midnight = calendar.startOfDay(for: date)
        let components = calendar.dateComponents([.year, .month, .day], from: midnight)
        let ordinal = Int64(((components.year ?? 1970) * 12 + (components.month ?? 1)) * 31 + (components.day ?? 1))
        return ServiceDay(ordinal: ordinal, midnight: midnight.timeIntervalSince1970)
    }

    /// The next service day after `day` (DST-safe).
    public func day(after day: ServiceDay) -> ServiceDay {
        self.day(containing: Date(timeIntervalSince1970: day.midnight + 30 * 3600))
    }
}

/// One calendar day of service.
public struct ServiceDay: Hashable, Sendable {
    /// Unique per calendar date; used to seed that day's trips.
    public let ordinal: Int64
    /// Local midnight, seconds since 1970.
    public let midnight: TimeInterval

    /// The instant of a schedule time (seconds after local midnight) on this day. Adding seconds to
    /// midnight is off by an hour only on the two DST nights, when no bus runs.
    public func instant(secondsAfterMidnight: Int) -> TimeInterval { midnight + Double(secondsAfterMidnight) }
}
