import Foundation

/// Times as people and scripts read them: `09:05` on screen, ISO 8601 with offset for `--plain` and JSON.
struct TimeText {
    let timeZone: TimeZone
    let strings: StringTable

    private var calendar: Calendar { Calendar.gregorian(in: timeZone) }

    /// 24-hour `HH:MM` in both languages, to the nearest minute: an estimate of 14:38:40 is "14:39",
    /// as its delay against a 14:39 timetable time is "on time" (delays are rounded too).
    func clock(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: Self.nearestMinute(date))
        return Self.two(parts.hour ?? 0) + ":" + Self.two(parts.minute ?? 0)
    }

    /// `2026-11-23T09:05:00+01:00`: always an offset, never `Z`, so scripts see the local wall time.
    func iso(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let offsetMinutes = timeZone.secondsFromGMT(for: date) / 60
        let sign = offsetMinutes < 0 ? "-" : "+"
        let offset = "\(sign)\(Self.two(abs(offsetMinutes) / 60)):\(Self.two(abs(offsetMinutes) % 60))"
        let year = String(parts.year ?? 1970)
        return "\(year)-\(Self.two(parts.month ?? 1))-\(Self.two(parts.day ?? 1))T"
            + "\(Self.two(parts.hour ?? 0)):\(Self.two(parts.minute ?? 0)):\(Self.two(parts.second ?? 0))\(offset)"
    }

    /// `09:05` today, `tomorrow 09:05` / `morgen 09:05` on the next day, `Wed 09:05` later.
    func clock(_ date: Date, today now: Date) -> String {
        let date = Self.nearestMinute(date)
        let days =
            calendar.dateComponents(
                [.day], from: calendar.startOfDay(for: now),
                to: calendar.startOfDay(for: date)
            ).day ?? 0
        guard days != 0 else { return clock(date) }
        return strings.otherDay(clock(date), daysAhead: days, weekday: calendar.component(.weekday, from: date))
    }

    /// "in 7 min" / "in 7 Min." from `now` to `date`, rounded to whole minutes.
    func relative(_ date: Date, from now: Date) -> String {
        strings.relativeMinutes(Int((date.timeIntervalSince(now) / 60).rounded()))
    }

    static func nearestMinute(_ date: Date) -> Date {
        let minutes = (date.timeIntervalSince1970 / 60).rounded()
        return minutes.isFinite ? Date(timeIntervalSince1970: minutes * 60) : date
    }

    private static func two(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
