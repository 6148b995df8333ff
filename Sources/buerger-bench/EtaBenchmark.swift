import BuergerbusSimulator
import CitizenClient
import Foundation

/// `buerger-bench eta [--runs N] [--seed S]`: replays simulated bus days and, at every simulated
/// minute, asks the client for each bus's next stops exactly as `buerger bus` does (BusReportBuilder
/// with the production estimator, fed the last throttled report and the client-side position
/// history), then compares every estimate with when the simulated bus really arrived.
enum EtaBenchmark {
    static let command = BenchmarkCommand(
        name: "eta", summary: "accuracy of estimated arrivals against simulated runs (--runs N --seed S)", run: run)

    static func run(_ arguments: [String]) -> Int32 {
        do {
            let options = try BenchmarkOptions(arguments, allowed: ["runs", "seed"])
            let runs = try options.positiveInteger("runs", default: 240)
            let seed = UInt64(try options.positiveInteger("seed", default: 1))
            let started = Date()
            let result = EtaReplay(seed: seed).measure(runs: runs)
            report(result, seconds: Date().timeIntervalSince(started))
            return 0
        } catch let error as BenchmarkUsageError {
            printError("buerger-bench eta: \(error.message)\nusage: buerger-bench eta [--runs N] [--seed S]")
            return 2
        } catch {
            printError("buerger-bench eta: \(error)")
            return 1
        }
    }

    private static func report(_ result: EtaReplay.Result, seconds: Double) {
        let figures = EtaFigures(samples: result.samples)
        func text(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }
        let estimateMAPE = figures.meanAbsolutePercentageError(\.estimateError)
        let timetableMAPE = figures.meanAbsolutePercentageError(\.timetableError)
        print("eta: \(result.runs) runs (\(result.detourRuns) with a detour) on \(result.lines) lines, \(result.trials) replays, "
              + "\(figures.counted.count) predictions with a true time to arrival of 2 min or more")
        print("                      MAPE    median |error|   p90 |error|")
        print("  estimator        \(text(estimateMAPE).leftPad(6)) %  \(text(figures.absoluteMinutes(\.estimateError, percentile: 0.5), 2).leftPad(8)) min  "
              + "\(text(figures.absoluteMinutes(\.estimateError, percentile: 0.9), 2).leftPad(8)) min")
        print("  timetable        \(text(timetableMAPE).leftPad(6)) %  \(text(figures.absoluteMinutes(\.timetableError, percentile: 0.5), 2).leftPad(8)) min  "
              + "\(text(figures.absoluteMinutes(\.timetableError, percentile: 0.9), 2).leftPad(8)) min")
        print("  timetable / estimator MAPE: \(text(timetableMAPE / estimateMAPE, 2))x (goal: 3x; bound 20 %, goal 10 %)")
        print("  arrivals inside the estimated range: \(text(figures.coverage)) % (goal: about 80 %)")
        print("  predictions without an estimate (timetable shown): "
              + "\(figures.counted.filter { !$0.hadEstimate }.count); predicted calls the bus did not make: \(result.unmatched)")
        print("  measured range table (look-ahead up to, p10, p90 of true − estimate, seconds; n):")
        for band in figures.bands(limits: [300, 600, 1200, 2400, .infinity]) {
            print("    (\(band.upTo.isFinite ? text(band.upTo, 0) : ".infinity"), \(text(band.low, 0)), \(text(band.high, 0))),  // n = \(band.count)")
        }
        print("  time: \(text(seconds)) s")
    }
}

private extension String {
    func leftPad(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
