import Foundation

/// Plain delay propagation with a perfect view of the bus, as `eta-live` and `eta` score it: the
/// lateness at its last stop of the run (or more, when it is overdue at the next), carried on
/// unchanged; before the run has reached a stop, only the wait past the next stop's time.
enum PlainPropagation {
    static func lateness(last: (arrival: Date, scheduled: Date)?, nextScheduled: Date, now: Date) -> TimeInterval {
        let overdue = now.timeIntervalSince(nextScheduled)
        guard let last else { return max(0, overdue) }
        return max(last.arrival.timeIntervalSince(last.scheduled), overdue)
    }
}
