import Foundation

/// A timetable row placed on a real date: "line L calls at stop S at this instant".
public struct ScheduledCall: Equatable, Sendable {
    public let entry: ScheduleEntry
    public let time: Date
}

/// Turns times of day into the next real instants, in a given time zone.
public struct Timetable: Sendable {
    public let timeZone: TimeZone
    private let calendar: Calendar

    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
        self.calendar = Calendar.gregorian(in: timeZone)
    }

    /// The calls at or after `now`, in time order.
    /// - Parameters:
    ///   - limit: how many; the search continues past midnight into the next day until it has them.
    ///     Nil means "the rest of today" (`--all`), which never crosses midnight.
    public func upcoming(_ entries: [ScheduleEntry], from now: Date, limit: Int?) -> [ScheduledCall] {
        guard !entries.isEmpty, limit.map({ $0 > 0 }) ?? true else { return [] }
        let sorted = entries.sorted { $0.arrivingTime < $1.arrivingTime }
        let days = limit == nil ? 0...0 : 0...1
        var calls: [ScheduledCall] = []
        for dayOffset in days {
            guard let day = startOfDay(offset: dayOffset, from: now) else { continue }
            for entry in sorted {
                guard let time = instant(of: entry.arrivingTime, on: day), time >= now else { continue }
                calls.append(ScheduledCall(entry: entry, time: time))
                if let limit, calls.count >= limit { return calls }
            }
        }
        return calls
    }

    /// The next instant (today or tomorrow) at which the wall clock shows `timeOfDay`.
    public func next(_ timeOfDay: TimeOfDay, from now: Date) -> Date? {
        for dayOffset in 0...1 {
            if let day = startOfDay(offset: dayOffset, from: now),
                let time = instant(of: timeOfDay, on: day), time >= now
            {
                return time
            }
        }
        return nil
    }

    /// Midnight of today (`offset` 0) or a following day, in this time zone.
    func startOfDay(offset: Int, from now: Date) -> Date? {
        calendar.date(byAdding: .day, value: offset, to: calendar.startOfDay(for: now))
    }

    /// The wall-clock time on the day beginning at `dayStart`. Built from date components, not by
    /// adding seconds, so that days of 23 or 25 hours (daylight saving changes) come out right.
    func instant(of timeOfDay: TimeOfDay, on dayStart: Date) -> Date? {
        var components = calendar.dateComponents([.year, .month, .day], from: dayStart)
        components.hour = timeOfDay.hour
        components.minute = timeOfDay.minute
        components.second = timeOfDay.second
        return calendar.date(from: components)
    }
}
