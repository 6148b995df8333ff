import Foundation

/// One prediction compared with what really happened.
struct EtaSample {
    /// True seconds from the moment of prediction to the arrival.
    let trueAhead: Double
    /// True arrival minus estimate, seconds.
    let estimateError: Double
    /// True arrival minus timetable, seconds.
    let timetableError: Double
    /// Estimate minus the moment of prediction, seconds (what the range table is keyed by).
    let estimatedAhead: Double
    let insideRange: Bool
    let hadEstimate: Bool
    /// For the set: what lay between the prediction and the arrival.
    var cause: EtaCause = .ordinary
    /// For the set: why the CLI showed what it showed ("not shown": the call was missing).
    var basis = ""
    /// Shown while its run had not begun (`timetable(runNotStarted)`).
    var notStarted = false
    /// For the set: the network replayed, calls of the run between now and this one (0: the
    /// next), and true arrival minus plain delay propagation (`EtaRunTruth.propagated`), seconds.
    var network = ""
    var stopsAhead = 0
    var propagationError = 0.0
}

/// The figures `buerger-bench eta` prints.
struct EtaFigures {
    let samples: [EtaSample]

    /// Predictions whose true time to arrival is at least two minutes (the rule).
    var counted: [EtaSample] { samples.filter { $0.trueAhead >= 120 } }

    func meanAbsolutePercentageError(_ error: (EtaSample) -> Double) -> Double {
        let rows = counted
        guard !rows.isEmpty else { return .nan }
        return 100 * rows.map { abs(error($0)) / $0.trueAhead }.reduce(0, +) / Double(rows.count)
    }

    func absoluteMinutes(_ error: (EtaSample) -> Double, percentile: Double) -> Double {
        Self.percentile(counted.map { abs(error($0)) / 60 }, percentile)
    }

    /// Share of true arrivals inside the range, over the predictions that have an estimate (a
    /// timetable-only answer has no range).
    var coverage: Double {
        let rows = counted.filter(\.hadEstimate)
        guard !rows.isEmpty else { return .nan }
        return 100 * Double(rows.filter(\.insideRange).count) / Double(rows.count)
    }

    /// 10th and 90th percentile of (true − estimate) per look-ahead band.
    func bands(limits: [Double]) -> [(upTo: Double, low: Double, high: Double, count: Int)] {
        var lower = -Double.infinity
        return limits.map { limit in
            let errors = counted.filter { $0.hadEstimate && $0.estimatedAhead > lower && $0.estimatedAhead <= limit }
                .map(\.estimateError)
            lower = limit
            return (limit, Self.percentile(errors, 0.1), Self.percentile(errors, 0.9), errors.count)
        }
    }

    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let position = min(Double(sorted.count - 1), max(0, fraction * Double(sorted.count - 1)))
        let low = Int(position.rounded(.down))
        let high = Int(position.rounded(.up))
        return sorted[low] + (sorted[high] - sorted[low]) * (position - Double(low))
    }
}
