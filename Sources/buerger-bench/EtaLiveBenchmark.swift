import BuergerbusSimulator
import Foundation

/// `buerger-bench eta-live --bin-dir DIR [--data demo|FILE] [--seed S] [--speed N] [--warmup M] [--minutes M]`:
/// estimated arrivals through the real program against the simulator's own truth (issue 25 §3). Prints
/// one table per run: MAPE of buerger, the timetable and plain delay propagation, range coverage and
/// bias by stops ahead, for bus boards, stop boards and pick-ups at stops and at doors, through the
/// real `buerger` (kept and fresh installations) and replayed in-process from the same positions, each
/// row beside the simulator's own plan at the look (what no client can know better); then the goals
/// of issue 25 §4. `--data synthetic` writes a county of 20-stop loops (2-minute gaps) and
/// runs on it (six lines): a network shaped unlike the demo's.
enum EtaLiveBenchmark {
    static let command = BenchmarkCommand(
        name: "eta-live",
        summary:
            "estimates through the real buerger against buerger-sim's truth (--bin-dir DIR --data demo|synthetic|FILE)",
        run: run)

    static let sources = [
        "real, kept", "real, fresh", "replay (as the program), kept", "replay (as the program), fresh",
        "replay (as eta), kept", "replay (as eta), fresh",
    ]

    static func run(_ arguments: [String]) -> Int32 {
        do {
            let options = try BenchmarkOptions(
                arguments,
                allowed: [
                    "bin-dir", "data", "seed", "seeds", "speed", "warmup", "minutes", "file-every", "pickup-habit",
                    "detail",
                ])
            let binDir = try options.string("bin-dir")
            let data = (try? options.string("data")) ?? "demo"
            // Several seeds are pooled: one run files a few pick-ups, each moves the figures by points.
            let oneSeed = try options.positiveInteger("seed", default: 1)
            let seedList = (try? options.string("seeds")) ?? String(oneSeed)
            let seeds = seedList.split(separator: ",").compactMap { UInt64($0) }
            guard !seeds.isEmpty, seeds.count == seedList.split(separator: ",").count else {
                throw BenchmarkUsageError(message: "'--seeds' takes whole numbers separated by commas")
            }
            let speed = Double(try options.positiveInteger("speed", default: 60))
            let warmup = try options.positiveInteger("warmup", default: 20)
            let minutes = try options.positiveInteger("minutes", default: 45)
            // One pick-up every 3 simulated minutes: each is a detour that makes its bus late.
            let fileEvery = (try? options.string("file-every")).flatMap(Int.init) ?? 3
            // How buerger-sim's drivers fetch a party off the route: the estimator assumes on time.
            let habit = (try? options.string("pickup-habit")) ?? "on-time"
            guard ["on-time", "early"].contains(habit) else {
                throw BenchmarkUsageError(message: "'--pickup-habit' must be on-time or early")
            }
            let work = FileManager.default.temporaryDirectory.appendingPathComponent("eta-live-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: work) }
            let started = Date()
            var result = EtaLiveRun.Result()
            for seed in seeds {
                var source = data
                if data == "synthetic" {
                    let file = work.appendingPathComponent("synthetic-\(seed).json")
                    // Six villages, a 20-stop loop with 2-minute gaps and one bus each, a run an hour.
                    try SyntheticNetwork.write(stopCount: 120, scheduleRowCount: 120 * 15, seed: seed, to: file.path)
                    source = file.path
                }
                let folder = work.appendingPathComponent("seed-\(seed)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let run = try EtaLiveRun(
                    binDir: binDir, data: source, seed: seed, speed: speed, warmupMinutes: warmup, minutes: minutes,
                    fileEvery: fileEvery, pickupHabit: habit,
                    work: folder
                ).measure()
                result.samples += run.samples
                result.pickupDetails += run.pickupDetails
                result.filed += run.filed
                result.fetched += run.fetched
                result.polls += run.polls
                result.buses = run.buses
            }
            print(
                "eta-live: --data \(data) --seeds \(seedList), buerger-sim at --speed \(Int(speed)) with drivers who "
                    + "fetch a party \(habit == "early" ? "early and wait at the door" : "on time"); the kept "
                    + "installation watched \(warmup) simulated minutes the day before; \(minutes) minutes measured "
                    + "per seed, \(result.polls) looks at \(result.buses) buses; pick-ups filed \(result.filed), "
                    + "fetched \(result.fetched)")
            report(result.samples)
            if (try? options.string("detail")) == "pickups" { print(result.pickupDetails.joined(separator: "\n")) }
            print("  time: \(String(format: "%.0f", Date().timeIntervalSince(started))) s")
            return 0
        } catch let error as BenchmarkUsageError {
            printError(
                "buerger-bench eta-live: \(error.message)\nusage: buerger-bench eta-live --bin-dir DIR "
                    + "[--data demo|synthetic|FILE] [--seed S | --seeds S,S,…] [--speed N] [--warmup MINUTES] [--minutes MINUTES] "
                    + "[--file-every MINUTES (0: no pick-ups)] [--pickup-habit on-time|early] [--detail pickups]")
            return 2
        } catch {
            printError("buerger-bench eta-live: \(error)")
            return 1
        }
    }

    private static func report(_ samples: [EtaLiveSample]) {
        let counted = samples.filter { $0.trueAhead >= 120 }
        print(
            "  predictions ≥ 2 min ahead        n   MAPE buerger  timetable  propagation  in range"
                + "   bias s (true − estimate): boards before / next / +1 / +2 / +3…; pick-ups buerger / "
                + "timetable / propagation")
        var mape: [String: Double] = [:]
        // The real program's figures that are not better than both the timetable and propagation.
        var behind: [String] = []
        // Those worse than the better comparator beyond the run's luck.
        var worse: [String] = []
        // Those of them not even the simulator's own plan at the look is better in: no estimate can be.
        var beyondReach: [String] = []
        for kind in EtaLiveSample.Kind.allCases {
            for source in sources {
                let rows = counted.filter { $0.kind == kind && $0.source == source }
                guard !rows.isEmpty else { continue }
                let figures = (0..<3).map { predictor in Self.mape(rows, predictor) }
                mape["\(kind.rawValue)|\(source)"] = figures[0]
                let ranged = rows.compactMap(\.inside)
                let coverage =
                    ranged.isEmpty ? "—" : fixed(100 * Double(ranged.filter { $0 }.count) / Double(ranged.count)) + " %"
                // Boards by stops ahead; pick-ups (one group) for buerger, the timetable and propagation.
                let pickup = kind == .pickupStop || kind == .pickupDoor
                let bias =
                    pickup
                    ? (0..<3).map { predictor in
                        fixed(rows.map { $0.errors[predictor] }.reduce(0, +) / Double(rows.count), 0)
                    }
                    : (-1...3).map { ahead -> String in
                        let group = rows.filter { $0.ahead == ahead }
                        return group.isEmpty
                            ? "—" : fixed(group.map { $0.errors[0] }.reduce(0, +) / Double(group.count), 0)
                    }
                let verdict = EtaLiveVerdict(rows)
                let standing = verdict.flatMap(Self.standing)
                let mark = standing.map { "   ← " + $0 } ?? ""
                print(
                    "  \(pad(kind.rawValue + ", " + source, 40))\(pad(String(rows.count), 6, right: true))"
                        + "\(pad(fixed(figures[0]) + " %", 11, right: true))\(pad(fixed(figures[1]) + " %", 11, right: true))"
                        + "\(pad(fixed(figures[2]) + " %", 13, right: true))\(pad(coverage, 10, right: true))   "
                        + bias.joined(separator: " / ") + mark)
                if !pickup {
                    let byAhead = (-1...3).map { ahead -> String in
                        let group = rows.filter { $0.ahead == ahead }
                        return group.isEmpty ? "—" : "\(fixed(Self.mape(group, 0))) / \(fixed(Self.mape(group, 2)))"
                    }
                    print("      MAPE buerger / propagation by stops ahead: " + byAhead.joined(separator: ", "))
                }
                if let verdict { print("      " + Self.said(verdict)) }
                // It knows more than any client (its drivers' dice too): where even it is not better
                // than a comparator, no estimate can be.
                let floor = EtaLiveVerdict(rows, judged: \.floorError)
                if let floor {
                    print(
                        "      the simulator's own plan at the look: \(fixed(Self.mape(rows, \.floorError))) %, "
                            + "\(Self.interval(floor)): " + (floor.standing == .better ? "better" : "not better"))
                }
                if source.hasPrefix("real"), let standing, let verdict {
                    behind.append("\(kind.rawValue), \(source): \(standing), \(Self.interval(verdict))")
                    if verdict.standing == .worse { worse.append("\(kind.rawValue), \(source)") }
                    if let floor, floor.standing != .better { beyondReach.append("\(kind.rawValue), \(source)") }
                }
            }
        }
        print("  goals (issue 25 §4):")
        print(
            "    every real figure better than the timetable and propagation: "
                + (behind.isEmpty ? "yes" : "no — " + behind.joined(separator: "; ")))
        print(
            "    no real figure worse than the better of them beyond the 95 % interval: "
                + (worse.isEmpty ? "yes" : "no — " + worse.joined(separator: "; ")))
        if !beyondReach.isEmpty {
            print(
                "    of those, no estimate can be better (not even the simulator's own plan at the look is): "
                    + beyondReach.joined(separator: "; "))
        }
        for source in ["real, kept", "real, fresh"] {
            let doors = mape["\(EtaLiveSample.Kind.pickupDoor.rawValue)|\(source)"]
            let stops = mape["\(EtaLiveSample.Kind.pickupStop.rawValue)|\(source)"]
            if let doors, let stops {
                print("    \(source): pick-ups at doors / at stops \(fixed(doors / stops, 2))× (goal ≤ 1.3)")
            }
        }
        for (real, replay) in [
            ("real, kept", "replay (as eta), kept"), ("real, fresh", "replay (as eta), fresh"),
            ("real, kept", "replay (as the program), kept"), ("real, fresh", "replay (as the program), fresh"),
        ] {
            let kind = EtaLiveSample.Kind.busBoard.rawValue
            if let program = mape["\(kind)|\(real)"], let replayed = mape["\(kind)|\(replay)"] {
                print("    bus boards, \(real) / \(replay): \(fixed(program / replayed, 2))× (goal ≤ 1.2)")
            }
        }
    }

    /// Nil when buerger is better than the better comparator beyond the interval (`EtaLiveVerdict`);
    /// "level" when the interval holds 0 (calls an hour ahead, where no predictor knows more than the
    /// timetable, or a comparator that is the truth: drivers at the door at the agreed time); else
    /// "not better".
    private static func standing(_ verdict: EtaLiveVerdict) -> String? {
        switch verdict.standing {
        case .better: return nil
        case .level: return "level"
        case .worse: return "not better"
        }
    }

    /// "+0.05 points vs propagation [−0.10, +0.21]".
    private static func interval(_ verdict: EtaLiveVerdict) -> String {
        let signed = { (value: Double) in (value >= 0 ? "+" : "") + fixed(value, 2) }
        return "\(signed(verdict.difference)) points vs \(verdict.comparator == 1 ? "the timetable" : "propagation") "
            + "[\(signed(verdict.low)), \(signed(verdict.high))]"
    }

    /// The row's difference with its interval, for reading beside the figures.
    private static func said(_ verdict: EtaLiveVerdict) -> String {
        let word: String
        switch verdict.standing {
        case .better: word = "better"
        case .level: word = "level"
        case .worse: word = "worse"
        }
        return "buerger − better comparator: \(interval(verdict)), 95 % by cluster: \(word)"
    }

    static func mape(_ rows: [EtaLiveSample], _ predictor: Int) -> Double {
        mape(rows) { $0.errors[predictor] }
    }

    static func mape(_ rows: [EtaLiveSample], _ error: (EtaLiveSample) -> Double) -> Double {
        guard !rows.isEmpty else { return .nan }
        return 100 * rows.map { abs(error($0)) / $0.trueAhead }.reduce(0, +) / Double(rows.count)
    }

    private static func fixed(_ value: Double, _ digits: Int = 1) -> String {
        value.isFinite ? String(format: "%.\(digits)f", value) : "—"
    }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - text.count))
        return right ? fill + text : text + fill
    }
}
