import Foundation

/// Places typed times on real dates in the network's time zone and writes dates back the way
/// people type them. Wall-clock times are built from date components, so days of 23 or 25 hours
/// (daylight saving changes) come out right, and a time the clocks skip is refused, not shifted.
struct PlanningCalendar {
    let calendar: Calendar

    init(timeZone: TimeZone) {
        self.calendar = Calendar.gregorian(in: timeZone)
    }

    /// The instant `typed` means. `day` is the day an `HH:MM` refers to; `base` is what `+30m` counts
    /// from; `today` is what `morgen`, `Montag` and a date without a year count from.
    func resolve(_ typed: TypedTime, text: String, day: Date, base: Date, today: Date) throws(RequestProblem) -> Date {
        switch typed {
        case .later(let seconds):
            return base.addingTimeInterval(Double(seconds))
        case .instant(let date):
            return date
        case .timeOfDay(let hour, let minute, let second):
            let date = calendar.dateComponents([.year, .month, .day], from: day)
            return try wallClock(
                year: date.year ?? 0, month: date.month ?? 0, day: date.day ?? 0,
                hour: hour, minute: minute, second: second, text: text)
        case .local(let year, let month, let day, let hour, let minute, let second):
            return try wallClock(
                year: year, month: month, day: day, hour: hour, minute: minute, second: second, text: text)
        case .onDay(let word, let hour, let minute, let second):
            let date = try self.date(of: word, today: today, text: text)
            return try wallClock(
                year: date.year, month: date.month, day: date.day,
                hour: hour, minute: minute, second: second, text: text)
        }
    }

    /// The calendar date a day word names, seen from `today`.
    private func date(of word: TypedTime.DayWord, today: Date, text: String) throws(RequestProblem)
        -> (year: Int, month: Int, day: Int)
    {
        let start = calendar.startOfDay(for: today)
        let daysAhead: Int
        switch word {
        case .daysAhead(let count):
            daysAhead = count
        case .weekday(let weekday):
            daysAhead = (weekday - calendar.component(.weekday, from: start) + 7) % 7
        case .date(let year?, let month, let day):
            return (year, month, day)
        case .date(nil, let month, let day):
            // `25.11.` is this year's, unless that day is already over: then next year's.
            let thisYear = calendar.component(.year, from: start)
            guard let noon = calendar.date(from: DateComponents(year: thisYear, month: month, day: day, hour: 12))
            else { throw .invalidTime(text) }
            return (noon < start ? thisYear + 1 : thisYear, month, day)
        }
        // Noon of the day, then its components: a day of 23 or 25 hours does not shift the date.
        guard let noon = calendar.date(byAdding: .hour, value: 12, to: start),
            let target = calendar.date(byAdding: .day, value: daysAhead, to: noon)
        else { throw .invalidTime(text) }
        let parts = calendar.dateComponents([.year, .month, .day], from: target)
        return (parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    /// The same wall-clock time on the following day; nil when that time does not exist (DST).
    func nextDay(atTimeOf date: Date) -> Date? {
        let clock = calendar.dateComponents([.hour, .minute, .second], from: date)
        guard let nextDay = calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: date)) else {
            return nil
        }
        let day = calendar.dateComponents([.year, .month, .day], from: nextDay)
        return try? wallClock(
            year: day.year ?? 0, month: day.month ?? 0, day: day.day ?? 0,
            hour: clock.hour ?? 0, minute: clock.minute ?? 0, second: clock.second ?? 0, text: "")
    }

    /// `2026-11-24T07:30` (seconds only when not zero), as `--time` accepts it back.
    func localISO(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0) + "T" + clock(date)
    }

    /// `07:30`, or `07:30:15` when the seconds are not zero.
    func clock(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
        let second = parts.second ?? 0
        let hourMinute = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        return second == 0 ? hourMinute : hourMinute + String(format: ":%02d", second)
    }

    /// `07:30` when `date` is on the same day as `reference`, else the full local date and time.
    func describe(_ date: Date, relativeTo reference: Date) -> String {
        calendar.isDate(date, inSameDayAs: reference) ? clock(date) : localISO(date)
    }

    private func wallClock(
        year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int,
        text: String
    ) throws(RequestProblem) -> Date {
        // Noon exists on every day, so a failure here means the date itself is wrong (30 February).
        guard let noon = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12)),
            shows(noon, [year, month, day, 12, 0, 0])
        else { throw .invalidTime(text) }
        let wanted = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        guard let date = calendar.date(from: wanted), shows(date, [year, month, day, hour, minute, second])
        else { throw .nonexistentTime(text) }
        return date
    }

    /// True when the wall clock at `date` reads exactly these year, month, day, hour, minute, second.
    private func shows(_ date: Date, _ fields: [Int]) -> Bool {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second].map { $0 ?? -1 } == fields
    }
}
