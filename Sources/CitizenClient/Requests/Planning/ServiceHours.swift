import Foundation

/// When a line runs: from its first to its last scheduled call, inclusive. Calls before 03:00
/// belong to the previous service day (as in `LineSchedule`), so a line running 21:00–00:30 is one
/// span that ends after midnight, not two.
struct ServiceHours: Equatable {
    /// Seconds after the service day's midnight; `last` may exceed 86 400 for runs past midnight.
    let firstSeconds: Int
    let lastSeconds: Int

    /// Nil when the line has no timetable.
    init?(lineId: Int64, data: MasterData) {
        let seconds = data.stops.flatMap(\.schedule)
            .filter { $0.lineId == lineId }
            .map { LineSchedule.serviceSeconds($0.arrivingTime) }
        guard let first = seconds.min(), let last = seconds.max() else { return nil }
        firstSeconds = first
        lastSeconds = last
    }

    /// True when `date` lies within the hours of the service day it falls on, or of the day
    /// before (for spans that end after midnight).
    func contains(_ date: Date, timetable: Timetable) -> Bool {
        for dayOffset in [0, -1] {
            guard let dayStart = timetable.startOfDay(offset: dayOffset, from: date),
                let start = instant(firstSeconds, dayStart: dayStart, timetable: timetable),
                let end = instant(lastSeconds, dayStart: dayStart, timetable: timetable)
            else { continue }
            if start <= date, date <= end { return true }
        }
        return false
    }

    /// `09:00–13:30`, as said to people.
    var text: String { Self.clock(firstSeconds) + "–" + Self.clock(lastSeconds) }

    private func instant(_ seconds: Int, dayStart: Date, timetable: Timetable) -> Date? {
        let dayOffset = seconds / 86_400
        let within = seconds % 86_400
        // One hour past midnight lands on the next date even on a 23- or 25-hour day.
        let day =
            dayOffset == 0 ? dayStart : timetable.startOfDay(offset: dayOffset, from: dayStart.addingTimeInterval(3600))
        guard let day, let time = TimeOfDay(hour: within / 3600, minute: within / 60 % 60, second: within % 60) else {
            return nil
        }
        return timetable.instant(of: time, on: day)
    }

    private static func clock(_ seconds: Int) -> String {
        let within = seconds % 86_400
        let text = String(format: "%02d:%02d", within / 3600, within / 60 % 60)
        return within % 60 == 0 ? text : text + String(format: ":%02d", within % 60)
    }
}
