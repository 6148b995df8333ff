import Foundation

extension RequestPlanner {
    /// The pick-up time of `text` read at `now`, checked as far as that needs no server: the form of
    /// the time, that it exists on the calendar, and that it is still ahead ("09:30 is in the past",
    /// with tomorrow at that time as the hint). For a request kept as typed while the server is away:
    /// the person is still at the keyboard and can correct it now. Service hours need the timetable
    /// and are checked once the server answers.
    public static func pickUpTimeAlone(_ text: String?, now: Date, timeZone: TimeZone) throws(RequestProblem) -> Date {
        let calendar = PlanningCalendar(timeZone: timeZone)
        return try WantedTime(text, day: now, base: now, now: now, calendar: calendar).ahead(
            of: now, calendar: calendar)
    }
}
