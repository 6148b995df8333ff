import Foundation

/// `buerger-bench eta-pickups [--traces N] [--seed S]`: pick-up estimates at doors off the route,
/// measured on bench-eta's trace families (issue 25) instead of buerger-sim's drivers: on every run a
/// party 300–1000 m off the route, fetched by a driver whose habit (on time, early, late) and pace
/// are drawn per pick-up (`EtaPickupParty`, `EtaPickupDay`), replayed through `LineForecaster` and
/// `PickupEstimator` as `buerger status` asks (`EtaPickupReplay`). Prints MAPE, bias and range
/// coverage of buerger, the agreed time and plain delay propagation, per family and habit, and pooled,
/// for the development seed and a held-out one (S + 1000). `--agreed timetable` draws the agreed time
/// around when the bus is due by the timetable instead of when it really passes.
enum EtaPickupBenchmark {
    static let command = BenchmarkCommand(
        name: "eta-pickups",
        summary:
            "pick-up estimates at doors on bench-eta's trace families (--traces N --seed S --agreed passing|timetable)",
        run: run)

    static func run(_ arguments: [String]) -> Int32 {
        do {
            let options = try BenchmarkOptions(arguments, allowed: ["traces", "seed", "agreed"])
            let traces = try options.positiveInteger("traces", default: 200)
            let seed = UInt64(try options.positiveInteger("seed", default: 1))
            let text = (try? options.string("agreed")) ?? EtaPickupParty.Agreed.passing.rawValue
            guard let agreed = EtaPickupParty.Agreed(rawValue: text) else {
                throw BenchmarkUsageError(message: "'--agreed' is passing or timetable, not '\(text)'")
            }
            let started = Date()
            print(
                "eta-pickups: parties at doors 300–1000 m off the route of bench-eta's trace families, fetched by "
                    + "drivers' habits drawn per pick-up; the agreed time drawn around when the bus "
                    + (agreed == .passing ? "passes" : "is due by the timetable")
                    + "; predictions 2 min or more ahead of the true arrival")
            report(EtaPickupReplay(seed: seed, traces: traces, agreed: agreed), title: "development seed")
            // A held-out set: never looked at while the bench was made.
            report(EtaPickupReplay(seed: seed + 1000, traces: traces, agreed: agreed), title: "held-out seed")
            print("  time: \(fixed(Date().timeIntervalSince(started), 1)) s")
            return 0
        } catch let error as BenchmarkUsageError {
            printError(
                "buerger-bench eta-pickups: \(error.message)\nusage: buerger-bench eta-pickups [--traces N] [--seed S] "
                    + "[--agreed passing|timetable]")
            return 2
        } catch {
            printError("buerger-bench eta-pickups: \(error)")
            return 1
        }
    }

    private static func report(_ replay: EtaPickupReplay, title: String) {
        print("")
        print(
            "  \(title): \(replay.traces) runs per family (\(EtaTraceReplay.runsPerDay) a day by one bus, a party on "
                + "every run), seed \(replay.seed)")
        print(
            "    family habit     parties  looks  MAPE buerger  agreed  propagation  its run | bias buerger / agreed / "
                + "propagation / its run, s | in range | no estimate | door − agreed, min: mean, p10, p90")
        var all: [EtaPickupSample] = []
        for (index, family) in EtaTraceFamily.all.enumerated() {
            let samples = replay.measure(family, familyIndex: index)
            all += samples
            printRows("(\(family.key))", samples)
        }
        printRows("all", all)
        print(
            "    pooled, by what buerger said of the bus (n, MAPE buerger / agreed / propagation / its run, bias buerger):"
        )
        for said in ["on its route", "coming", "arrived", "elsewhere", "no estimate", "not asked"] {
            let rows = all.filter { $0.said == said }
            guard !rows.isEmpty else { continue }
            print("      \(said.padding(toLength: 13, withPad: " ", startingAt: 0))" + summary(rows))
        }
        print("    pooled, by where the bus was:")
        for (title, onItsRun) in [("on its run", true), ("before it", false)] {
            print(
                "      \(title.padding(toLength: 13, withPad: " ", startingAt: 0))"
                    + summary(all.filter { $0.onItsRun == onItsRun }))
        }
        print("    pooled, by true time ahead:")
        var lower = EtaPickupReplay.countedAhead
        for limit in [300.0, 600, 1200, .infinity] {
            let rows = all.filter { $0.trueAhead >= lower && $0.trueAhead < limit }
            let title =
                limit.isFinite ? "\(fixed(lower / 60, 0))–\(fixed(limit / 60, 0)) min" : "\(fixed(lower / 60, 0)) min +"
            print("      \(title.padding(toLength: 13, withPad: " ", startingAt: 0))" + summary(rows))
            lower = limit
        }
    }

    /// A family's (or the pool's) rows: one per habit and one for all.
    private static func printRows(_ label: String, _ samples: [EtaPickupSample]) {
        let groups = EtaPickupParty.Habit.allCases.map {
            ($0.rawValue, samples.filter { [habit = $0] in $0.habit == habit })
        }
        for (index, (habit, rows)) in (groups + [("all", samples)]).enumerated() {
            let figures = (0..<4).map { Self.mape(rows, $0) }
            let bias = (0..<4).map { predictor in fixed(mean(rows.map { $0.errors[predictor] }), 0) }
            let ranged = rows.compactMap(\.inside)
            let coverage =
                ranged.isEmpty ? "—" : fixed(100 * Double(ranged.filter { $0 }.count) / Double(ranged.count), 1) + " %"
            // Each party's lateness at the door once (it is the same at every look).
            let lateness = Array(
                Dictionary(rows.map { ($0.partyKey, $0.doorLate / 60) }, uniquingKeysWith: { first, _ in first }).values
            )
            let door = [mean(lateness), EtaFigures.percentile(lateness, 0.1), EtaFigures.percentile(lateness, 0.9)]
            let head =
                "    " + (index == 0 ? label : "").padding(toLength: 7, withPad: " ", startingAt: 0)
                + habit.padding(toLength: 9, withPad: " ", startingAt: 0)
                + String(Set(rows.map(\.partyKey)).count).leftPadded(8) + String(rows.count).leftPadded(7)
            let errors =
                (fixed(figures[0], 1) + " %").leftPadded(14) + (fixed(figures[1], 1) + " %").leftPadded(8)
                + (fixed(figures[2], 1) + " %").leftPadded(13) + (fixed(figures[3], 1) + " %").leftPadded(9) + " | "
                + bias.joined(separator: " / ").leftPadded(43)
            let tail =
                " | " + coverage.leftPadded(8) + " | " + String(rows.filter { $0.inside == nil }.count).leftPadded(11)
                + " | " + door.map { fixed($0, 1) }.joined(separator: ", ")
            print(head + errors + tail + (figures[0] > figures[1...].min() ?? 0 ? "  ← buerger not best" : ""))
        }
    }

    private static func summary(_ rows: [EtaPickupSample]) -> String {
        String(rows.count).leftPadded(7) + "  "
            + (0..<4).map { fixed(mape(rows, $0), 1) + " %" }.joined(separator: " / ") + "  "
            + fixed(mean(rows.map { $0.errors[0] }), 0) + " s"
    }

    /// MAPE of predictor `index`: |true − predicted| over the true time ahead.
    static func mape(_ rows: [EtaPickupSample], _ index: Int) -> Double {
        guard !rows.isEmpty else { return .nan }
        return 100 * rows.map { abs($0.errors[index]) / $0.trueAhead }.reduce(0, +) / Double(rows.count)
    }

    private static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? .nan : values.reduce(0, +) / Double(values.count)
    }

    private static func fixed(_ value: Double, _ digits: Int) -> String {
        value.isFinite ? String(format: "%.\(digits)f", value) : "—"
    }
}
