import Foundation

/// The range shown around an estimate. While a run is under way it is the estimate's own spread
/// (`RunPace`, learned on the run) taken to the 10th and 90th percentile, so about 80 % of buses
/// arrive inside it. Before a run has begun nothing about it has been seen: the range is the risk of
/// a late start as `buerger-bench eta` measures it over all its trace families and the simulated fleet.
enum ErrorBands {
    /// Standard deviations from the estimate to the 10th and the 90th percentile. A normal spread
    /// would need 1.28, but held-up buses (a tractor, a stand, a custom stop) give heavier tails:
    /// with 1.28, 70–79 % of arrivals fell inside the range over `buerger-bench eta`'s four families,
    /// with 1.6 74–85 % (development seed; docs/eta.md).
    static let tenthToNinetieth = 1.6

    /// Before a run, while none of the bus's earlier starts has been seen: (10th, 90th percentile) of
    /// true arrival − timetable, seconds, over `buerger-bench eta`'s four families (development seed)
    /// and the simulated fleet, 171,087 predictions (docs/eta.md). Re-measure when the bench changes.
    static let notStarted: (low: TimeInterval, high: TimeInterval) = (-34, 482)

    static func range(around estimate: Date, spread: ArrivalSpread, now: Date) -> (earliest: Date, latest: Date) {
        let earliest = max(now, estimate.addingTimeInterval(-tenthToNinetieth * max(0, spread.early)))
        return (earliest, max(earliest, estimate.addingTimeInterval(tenthToNinetieth * max(0, spread.late))))
    }

    static func notStartedRange(around scheduled: Date, now: Date) -> (earliest: Date, latest: Date) {
        let earliest = max(now, scheduled.addingTimeInterval(notStarted.low))
        return (earliest, max(earliest, scheduled.addingTimeInterval(notStarted.high)))
    }
}
