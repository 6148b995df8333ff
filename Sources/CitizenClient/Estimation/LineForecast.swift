import Foundation

/// Everything the estimator worked out for one line at one moment: every call of every run from
/// yesterday to tomorrow, with the bus expected to make it and its estimated arrival.
public struct LineForecast: Sendable {
    public let schedule: LineSchedule
    public let now: Date
    /// In run order, then stop order.
    public let calls: [CallForecast]

    public var lineId: Int64 { schedule.lineId }

    /// The calls still to come at a stop, in timetable order: a late bus's call stays until it has
    /// been there, however long ago its time was.
    public func departures(atStop stopId: Int64) -> [CallForecast] {
        calls.filter { $0.stopId == stopId && !$0.passed }.sorted {
            ($0.scheduled, $0.run.index) < ($1.scheduled, $1.run.index)
        }
    }

    /// The stops ahead of a bus in driving order: the rest of its run, then on into its next runs,
    /// at most `limit` calls (by default one full round of the line).
    public func nextStops(ofBus busId: Int64, limit: Int? = nil) -> [CallForecast] {
        let ahead = calls.filter { $0.busId == busId && !$0.passed }
        return Array(ahead.prefix(limit ?? schedule.stops.count))
    }
}
