import Foundation

/// The per-family table of `buerger-bench eta` (issue 14): MAPE, median and p90 error, bias by stops
/// ahead and range coverage for buerger, the timetable, plain delay propagation, the floor and the
/// seeing floor (`EtaSeeingFloor.swift`), and which goals are met.
enum EtaFamilyReport {
    static let predictors = ["buerger", "timetable", "propagation", "floor", "seeing floor"]
    static let aheadTitles = [(-1, "before"), (0, "next"), (1, "+1"), (2, "+2"), (3, "+3…")]

    /// - Returns: true − timetable of every prediction made before its run began (for `ErrorBands.notStarted`).
    @discardableResult
    static func print(seed: UInt64, traces: Int, title: String) -> [Double] {
        Swift.print(
            "  \(title): \(traces) runs per family (\(EtaTraceReplay.runsPerDay) a day by one bus), seed \(seed)")
        var beforeRuns: [Double] = []
        for (index, family) in EtaTraceFamily.all.enumerated() {
            let samples = EtaTraceReplay(seed: seed, traces: traces).measure(family, familyIndex: index)
            printFamily(family, samples.filter { $0.trueAhead >= 120 })
            beforeRuns += samples.filter { $0.trueAhead >= 120 && $0.ahead == -1 }.map { $0.errors[1] }
        }
        Swift.print("    one installation through all the days (the line's runs seen carry over to the next day):")
        Swift.print(
            "      family  buerger  propagation  floor  seeing floor | × floor  × seeing | before  first runs  later runs"
                + " | bias before/next/+1/+2/+3…, s | in range")
        for (index, family) in EtaTraceFamily.all.enumerated() {
            var replay = EtaTraceReplay(seed: seed, traces: traces)
            replay.keepsLineRuns = true
            printInstallation(family, replay.measure(family, familyIndex: index).filter { $0.trueAhead >= 120 })
        }
        return beforeRuns
    }

    /// One line per family for the installation that keeps the line's runs from day to day.
    private static func printInstallation(_ family: EtaTraceFamily, _ rows: [EtaTraceSample]) {
        let mape = predictors.indices.map { meanPercentage(rows, $0) }
        let bias = aheadTitles.map { ahead, _ in fixed(mean(rows.filter { $0.ahead == ahead }.map { $0.errors[0] }), 0)
        }
        let ranged = rows.compactMap(\.inside)
        let coverage = 100 * Double(ranged.filter { $0 }.count) / Double(max(1, ranged.count))
        Swift.print(
            "      (\(family.key))    "
                + [mape[0], mape[2], mape[3], mape[4]].map { (fixed($0, 1) + " %").leftPadded(10) }.joined()
                + " | " + fixed(mape[0] / mape[3], 2).leftPadded(6) + fixed(mape[0] / mape[4], 2).leftPadded(9)
                + " | " + (fixed(meanPercentage(rows.filter { $0.ahead == -1 }, 0), 1) + " %").leftPadded(6)
                + (fixed(meanPercentage(rows.filter(\.firstRun), 0), 1) + " %").leftPadded(12)
                + (fixed(meanPercentage(rows.filter { !$0.firstRun }, 0), 1) + " %").leftPadded(12)
                + " | " + bias.joined(separator: "/").leftPadded(22) + " | " + fixed(coverage, 1) + " %")
    }

    private static func printFamily(_ family: EtaTraceFamily, _ rows: [EtaTraceSample]) {
        Swift.print(
            "  (\(family.key)) \(family.summary): \(rows.count) predictions, \(rows.filter { !$0.shown }.count) not shown, "
                + "\(rows.filter(\.seeingFellBack).count) where the seeing floor found no draw near the bus")
        Swift.print("      predictor       MAPE  median    p90     | bias by stops ahead, s (mean true − predicted)")
        Swift.print(
            "                                             | " + aheadTitles.map { $0.1.leftPadded(7) }.joined()
                + " | in range")
        var mape: [Double] = []
        for (index, name) in predictors.enumerated() {
            let errors = rows.map { $0.errors[index] }
            let value = 100 * zip(errors, rows).map { abs($0) / $1.trueAhead }.reduce(0, +) / Double(max(1, rows.count))
            mape.append(value)
            let bias = aheadTitles.map { ahead, _ -> String in
                let part = rows.filter { $0.ahead == ahead }.map { $0.errors[index] }
                return (part.isEmpty ? "–" : fixed(part.reduce(0, +) / Double(part.count), 0)).leftPadded(7)
            }.joined()
            let ranged = rows.compactMap(\.inside)
            let coverage =
                index == 0 && !ranged.isEmpty
                ? fixed(100 * Double(ranged.filter { $0 }.count) / Double(ranged.count), 1) + " %" : ""
            Swift.print(
                "      \(name.padding(toLength: 13, withPad: " ", startingAt: 0))\(fixed(value, 1).leftPadded(6)) %"
                    + "\(fixed(percentile(errors.map { abs($0) / 60 }, 0.5), 2).leftPadded(7))"
                    + "\(fixed(percentile(errors.map { abs($0) / 60 }, 0.9), 2).leftPadded(7)) min |"
                    + " " + bias + " | " + coverage)
        }
        Swift.print(
            "      MAPE by stops ahead (before the run, next, +1, +2, +3…): "
                + predictors.indices.map { index in
                    predictors[index] + " "
                        + aheadTitles.map { ahead, _ in
                            let part = rows.filter { $0.ahead == ahead }
                            return fixed(
                                100 * part.map { abs($0.errors[index]) / $0.trueAhead }.reduce(0, +)
                                    / Double(max(1, part.count)), 0)
                        }.joined(separator: "/")
                }.joined(separator: ", ") + " %")
        Swift.print(
            "      buerger's range by stops ahead: "
                + aheadTitles.map { ahead, _ in
                    let part = rows.filter { $0.ahead == ahead }.compactMap(\.inside)
                    return fixed(100 * Double(part.filter { $0 }.count) / Double(max(1, part.count)), 0)
                }.joined(separator: "/") + " %")
        let split = [("the day's first runs", rows.filter(\.firstRun)), ("later runs", rows.filter { !$0.firstRun })]
            .map { title, part in
                "\(title) " + [0, 2, 3].map { fixed(meanPercentage(part, $0), 1) }.joined(separator: "/")
            }
        Swift.print("      MAPE buerger/propagation/floor: " + split.joined(separator: "; ") + " %")
        let firstRuns = rows.filter(\.firstRun)
        Swift.print(
            "      the day's first runs, MAPE by stops ahead (before the run, next, +1, +2, +3…): "
                + [0, 2, 3].map { index in
                    predictors[index] + " "
                        + aheadTitles.map { ahead, _ in
                            fixed(meanPercentage(firstRuns.filter { $0.ahead == ahead }, index), 0)
                        }.joined(separator: "/")
                }.joined(separator: ", ") + " %")
        let phases = [(0, "at a stop"), (1, "first minute of a stretch"), (2, "later on it")].map {
            phase, title -> String in
            let part = rows.filter { $0.ahead == 0 && $0.phase == phase }
            return "\(title) " + [0, 3, 4].map { fixed(meanPercentage(part, $0), 0) }.joined(separator: "/") + " % ("
                + fixed(mean(part.map { $0.errors[0] }), 0) + " s)"
        }
        Swift.print(
            "      next stop, MAPE buerger/floor/seeing floor (buerger's bias), the bus "
                + phases.joined(separator: "; "))
        let firstMinute = rows.filter { $0.ahead == 0 && $0.phase == 1 }
        Swift.print(
            "      next stop in the first minute of a stretch (\(firstMinute.count)), MAPE: "
                + predictors.indices.map {
                    predictors[$0] + " " + fixed(meanPercentage(firstMinute, $0), 1)
                }.joined(separator: ", ") + " %")
        let cells: [(String, (EtaTraceSample) -> Bool)] = [
            ("before", { $0.ahead == -1 }),
            ("next at a stop", { $0.ahead == 0 && $0.phase == 0 }),
            ("next, first minute", { $0.ahead == 0 && $0.phase == 1 }),
            ("next, later", { $0.ahead == 0 && $0.phase == 2 }), ("+1", { $0.ahead == 1 }), ("+2", { $0.ahead == 2 }),
            ("+3…", { $0.ahead == 3 }),
        ]
        Swift.print(
            "      buerger's MAPE above the seeing floor's, points, by where the call is: "
                + cells.map { title, belongs in
                    let part = rows.filter(belongs)
                    let above = part.map { (abs($0.errors[0]) - abs($0.errors[4])) / $0.trueAhead }.reduce(0, +)
                    let points = 100 * above / Double(max(1, rows.count))
                    return "\(title) " + fixed(points, 1)
                }.joined(separator: ", "))
        let ratio = mape[0] / mape[3]
        let seeingRatio = mape[0] / mape[4]
        let biasNext = abs(mean(rows.filter { $0.ahead == 0 }.map { $0.errors[0] }))
        let biasFurther =
            [1, 2, 3].map { ahead in abs(mean(rows.filter { $0.ahead == ahead }.map { $0.errors[0] })) }.max() ?? 0
        let ranged = rows.compactMap(\.inside)
        let coverage = 100 * Double(ranged.filter { $0 }.count) / Double(max(1, ranged.count))
        Swift.print(
            "      goals: MAPE \(fixed(ratio, 2))× floor (≤ 1.1: \(met(ratio <= 1.1))), "
                + "\(fixed(seeingRatio, 2))× seeing floor (≤ 1.1: \(met(seeingRatio <= 1.1))); "
                + "|bias| next \(fixed(biasNext, 0)) s (≤ 30: \(met(biasNext <= 30))), further \(fixed(biasFurther, 0)) s "
                + "(≤ 60: \(met(biasFurther <= 60))); range \(fixed(coverage, 1)) % (75–85: \(met(coverage >= 75 && coverage <= 85))); "
                + "vs propagation \(fixed(mape[0] / mape[2], 2))× (≤ 1: \(met(mape[0] <= mape[2])))")
    }

    /// MAPE of predictor `index` over `rows`.
    private static func meanPercentage(_ rows: [EtaTraceSample], _ index: Int) -> Double {
        100 * rows.map { abs($0.errors[index]) / $0.trueAhead }.reduce(0, +) / Double(max(1, rows.count))
    }

    private static func met(_ value: Bool) -> String { value ? "met" : "NOT met" }
    private static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }
    private static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        EtaFigures.percentile(values, fraction)
    }
    static func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
