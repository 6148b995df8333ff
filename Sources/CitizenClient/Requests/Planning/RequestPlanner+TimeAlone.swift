import Foundation

extension RequestPlanner {
    /// The pick-up time of `text` read at `now`, checked as far as that needs no server: the form of
    /// the time, that it exists on the calendar, and that it is still ahead ("09:30 is in the past",
    /// with tomorrow at that time as the hint). For a request kept as typed while the server is away:
    /// the person is still at the keyboard and can correct it now. Service hours need the timetable
    /// and are checked once the server answers.
    public static func pickUpTimeAlone(_ text: String?, now: Date, timeZone: TimeZone) throws(RequestProblem) -> Date {
        guard let text = given(text) else { throw .missingTime }
        guard let typed = TypedTime(parsing: text) else { throw .invalidTime(text) }
        let calendar = PlanningCalendar(timeZone: timeZone)
        let date = try calendar.resolve(typed, text: text, day: now, base: now, today: now)
        try checkHorizon(date, typed: text, now: now)
        guard date > now else {
            guard typed.isToday else { throw .notInFuture(typed: text) }
            throw .timeInPast(typed: text, tomorrow: calendar.nextDay(atTimeOf: date).map(calendar.localISO))
        }
        return date
    }
}
