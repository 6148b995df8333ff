/// Percentiles of a set of latencies (nearest-rank method).
struct LatencySummary {
    private let sortedMilliseconds: [Double]

    init(milliseconds: [Double]) {
        sortedMilliseconds = milliseconds.sorted()
    }

    /// The smallest value with at least `fraction` of all values at or below it; 0 when empty.
    func percentile(_ fraction: Double) -> Double {
        guard !sortedMilliseconds.isEmpty else { return 0 }
        let rank = Int((fraction * Double(sortedMilliseconds.count)).rounded(.up))
        let index = min(max(rank - 1, 0), sortedMilliseconds.count - 1)
        return sortedMilliseconds[index]
    }
}
