import Foundation

/// Whether buerger's MAPE is better than the better of the timetable and propagation beyond what the
/// run's luck could make of it: two runs of the same code and seeds came out "better" and "not
/// better" on the loops (bus boards 7.4 against 7.7, then 7.9 against 7.8). The difference is
/// resampled by cluster (a bus's run, a pick-up; `EtaLiveSample.cluster`), since every look at one
/// run meets the same delays, and said with its 95 % interval.
struct EtaLiveVerdict {
    enum Standing: Equatable {
        /// The interval lies below 0.
        case better
        /// The interval holds 0: the figures cannot be told apart.
        case level
        /// The interval lies above 0.
        case worse
    }

    /// The judged MAPE less the better comparator's, points, and its 95 % interval.
    let difference: Double
    let low: Double
    let high: Double
    /// 1: the timetable, 2: propagation (`EtaLiveSample.errors`).
    let comparator: Int

    static let resamples = 2000

    var standing: Standing {
        if high < 0 { return .better }
        return low > 0 ? .worse : .level
    }

    /// Nil for no samples. The resampling is seeded, so a bench prints the same interval each time.
    /// - Parameter judged: the error judged against the comparators: buerger's, or the simulator's own
    ///   plan at the look (`EtaLiveSample.floorError`: is there room to be better at all?).
    init?(_ samples: [EtaLiveSample], seed: UInt64 = 1, judged: (EtaLiveSample) -> Double = { $0.errors[0] }) {
        guard !samples.isEmpty else { return nil }
        // Per cluster: samples, and the summed relative errors of the judged, the timetable, propagation.
        var sums: [String: (count: Double, errors: [Double])] = [:]
        for sample in samples {
            var entry = sums[sample.cluster] ?? (0, [0, 0, 0])
            entry.count += 1
            let errors = [judged(sample), sample.errors[1], sample.errors[2]]
            for predictor in 0..<3 { entry.errors[predictor] += abs(errors[predictor]) / sample.trueAhead }
            sums[sample.cluster] = entry
        }
        let clusters = sums.keys.sorted().compactMap { sums[$0] }
        func mape(_ chosen: [(count: Double, errors: [Double])], _ predictor: Int) -> Double {
            100 * chosen.map { $0.errors[predictor] }.reduce(0, +) / chosen.map(\.count).reduce(0, +)
        }
        comparator = mape(clusters, 1) <= mape(clusters, 2) ? 1 : 2
        difference = mape(clusters, 0) - mape(clusters, comparator)
        var random = BenchRandom(seed: seed)
        var differences: [Double] = []
        for _ in 0..<Self.resamples {
            let drawn = clusters.indices.map { _ in
                clusters[min(clusters.count - 1, Int(random.uniform(0, Double(clusters.count))))]
            }
            differences.append(mape(drawn, 0) - mape(drawn, comparator))
        }
        differences.sort()
        low = differences[Int(0.025 * Double(Self.resamples))]
        high = differences[Int(0.975 * Double(Self.resamples)) - 1]
    }
}
