import Foundation

/// `2026-11-23T09:05` (or `2026-11-23 09:05:30`) on the wall clock of `timeZone`, read as `--time`
/// reads it, for callers outside the planner (`--now`): nil for any other form, and for a date or
/// time the zone does not have (30 February, the hour skipped in spring).
public enum LocalDateTime {
    public static func parse(_ text: String, timeZone: TimeZone) -> Date? {
        guard let typed = TypedTime(parsing: text), case .local = typed else { return nil }
        // A `.local` time needs no reference day: resolving it only builds the wall-clock date.
        let unused = Date(timeIntervalSince1970: 0)
        return try? PlanningCalendar(timeZone: timeZone).resolve(
            typed, text: text, day: unused, base: unused, today: unused)
    }
}
