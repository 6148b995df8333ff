import Foundation

/// The estimator's own measured error by how far ahead it looks, from `buerger-bench eta`: the 10th
/// and 90th percentile of (true arrival − estimate), so about 80 % of buses arrive inside the range.
/// Re-measure and replace the table whenever the method changes (docs/eta.md).
enum ErrorBands {
    /// (looking ahead up to this many seconds, 10th percentile, 90th percentile), seconds.
    static let table: [(upTo: TimeInterval, low: TimeInterval, high: TimeInterval)] = [
        (300, -20, 56),
        (600, -25, 80),
        (1200, -20, 166),
        (2400, -30, 333),
        // Beyond 40 minutes there are few estimates (about 300 in 173,000), spread wide.
        (.infinity, -900, 100),
    ]

    /// The range around an estimate made `ahead` seconds before the arrival.
    static func range(around estimate: Date, ahead: TimeInterval, now: Date) -> (earliest: Date, latest: Date) {
        let band = table.first { ahead <= $0.upTo } ?? table[table.count - 1]
        let earliest = max(now, estimate.addingTimeInterval(band.low))
        return (earliest, max(earliest, estimate.addingTimeInterval(band.high)))
    }
}
