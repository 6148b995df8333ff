import Foundation

/// A pick-up time as typed, placed on the calendar and within the horizon, not yet checked to be
/// ahead: its time of day is what decides a line, and a past time is said with the line's hours in mind.
struct WantedTime {
    let text: String
    let typed: TypedTime
    let date: Date

    /// `day` is the day an `HH:MM` refers to, `base` what `+30m` counts from, `now` what `morgen` counts from.
    init(_ text: String?, day: Date, base: Date, now: Date, calendar: PlanningCalendar) throws(RequestProblem) {
        guard let text = RequestPlanner.given(text) else { throw .missingTime }
        guard let typed = TypedTime(parsing: text) else { throw .invalidTime(text) }
        let date = try calendar.resolve(typed, text: text, day: day, base: base, today: now)
        try RequestPlanner.checkHorizon(date, typed: text, now: now)
        self.text = text
        self.typed = typed
        self.date = date
    }

    /// The date when it is after `now`; otherwise why not: "09:30 is in the past" with tomorrow at that
    /// time as the hint for a time on today's clock, unless `tomorrowRuns` says the bus does not run then
    /// (it throws the service hours instead).
    func ahead(
        of now: Date, calendar: PlanningCalendar,
        tomorrowRuns: (Date) throws(RequestProblem) -> Void = { _ in }
    ) throws(RequestProblem) -> Date {
        guard date <= now else { return date }
        guard typed.isToday else { throw .notInFuture(typed: text) }
        let tomorrow = calendar.nextDay(atTimeOf: date)
        if let tomorrow { try tomorrowRuns(tomorrow) }
        throw .timeInPast(typed: text, tomorrow: tomorrow.map(calendar.localISO))
    }
}
