import Foundation

/// Everything the process soak will do, drawn from one seed before anything starts: which runs form
/// a group, which are twins, which installation each group uses, which runs are killed and when, and
/// when the server goes away. The same seed gives the same plan; only the processes' timing differs.
struct ProcessSoakPlan {
    /// One request a citizen means to file. Its name is unique in the soak, so the server's copies of
    /// it can be counted: no other field tells two intents apart for certain.
    struct Intent {
        var index: Int
        var installation: Int
        var name: String
        var address: String
        var stopId: Int64
        var lineId: Int64
        /// `yyyy-MM-ddTHH:mm`, tomorrow in Europe/Berlin, inside every demo line's service hours.
        var time: String
        var persons: Int
        var helpWith: String?

        func requestStopArguments(retryFor: Int) -> [String] {
            var arguments = [
                "request-stop", "--stop", String(stopId), "--line", String(lineId), "--time", time,
                "--persons", String(persons), "--name", name, "--address", address,
                "--retry-for", "\(retryFor)s",
            ]
            if let helpWith { arguments += ["--help-with", helpWith] }
            return arguments
        }
    }

    /// One `buerger request-stop` process.
    struct Run {
        var index: Int
        var group: Int
        var intent: Int
        /// One of two runs of the same intent in the same group: a double Enter, a script run twice.
        var isTwin: Bool
        /// SIGKILL this many seconds after the group's release; nil for a run left alone.
        var killAfter: Double?
        /// `requests --resume` this many seconds after the killed run was reaped: at once (while
        /// its group may still be sending) up to the few seconds a person takes to look again.
        var resumeAfter: Double = 0
    }

    /// Runs released at the same instant, all in one installation.
    struct Group {
        var index: Int
        var installation: Int
        /// The installation's first group: its state, config and cache folders are empty.
        var isFresh: Bool
        var runs: [Int]
        /// Seconds after the previous group's release before this one is started.
        var gapBefore: Double
    }

    /// The simulator is stopped `offset` seconds after `group` is released and started again
    /// `duration` seconds later, on the same port and with the same state file. The next
    /// `groupsWhileAway` groups start while it is away (the first of them on a fresh installation);
    /// the others wait until it is back, so the server is away for part of the soak, not most of it.
    struct Outage {
        var group: Int
        var offset: Double
        var duration: Double

        static let groupsWhileAway = 2
        var groupsStartedWhileAway: ClosedRange<Int> { (group + 1)...(group + Self.groupsWhileAway) }
    }

    static let killChance = 0.12
    /// When a killed run dies: most within the first 100 ms, the life of a run against a server that
    /// answers (journal, POST, journal again: 50–110 ms in a group of eight on two cores); a few
    /// later, when only runs waiting to retry for an absent server are still alive.
    static let killEarly = 0.0...0.1
    static let killLate = 0.1...3.0
    static let killLateShare = 0.15
    static let resumeDelays = 0.0...3.0
    static let gapRange = 0.3...1.0
    static let outageDurations = 6.0...12.0
    /// Shorter than the smallest gap, so the group after an outage's group starts while it is away.
    static let outageOffsets = 0.02...0.25

    var seed: UInt64
    var installationCount: Int
    var intents: [Intent] = []
    var runs: [Run] = []
    var groups: [Group] = []
    var outages: [Outage] = []

    struct Place {
        var stopId: Int64
        var lineId: Int64
    }

    /// - Parameters:
    ///   - groupSize: runs per group; a quarter of it (rounded down, at least one) is twin pairs, so
    ///     half the runs are twins.
    ///   - day: tomorrow as `yyyy-MM-dd`.
    static func make(seed: UInt64, groups groupCount: Int, groupSize: Int, places: [Place], day: String)
        -> ProcessSoakPlan
    {
        var random = BenchRandom(seed: seed)
        var plan = ProcessSoakPlan(seed: seed, installationCount: 0)

        // Two outages, one in each half, each hitting the group it follows and the groups started
        // while it lasts; the group right after it starts on a fresh installation.
        let spacing = Outage.groupsWhileAway + 2
        if groupCount > Outage.groupsWhileAway + 1 {
            let firstGroup = random.integer(in: max(1, groupCount / 5)...max(1, 2 * groupCount / 5))
            let secondGroup = random.integer(
                in: max(firstGroup + spacing, groupCount / 2)...max(firstGroup + spacing, 3 * groupCount / 4))
            for group in [firstGroup, secondGroup] where group + Outage.groupsWhileAway < groupCount {
                plan.outages.append(
                    Outage(
                        group: group, offset: random.uniform(in: outageOffsets),
                        duration: random.uniform(in: outageDurations)))
            }
        }
        var fresh: Set<Int> = [0]
        plan.outages.forEach { fresh.insert($0.group + 1) }
        var others = Array(0..<groupCount).filter { !fresh.contains($0) }
        while fresh.count < max(1, groupCount / 4), !others.isEmpty {
            fresh.insert(others.remove(at: random.integer(in: 0...(others.count - 1))))
        }

        let pairs = max(1, groupSize / 4)
        let singles = max(0, groupSize - 2 * pairs)
        // Installations that have filed requests: a group started while the server was up. Only
        // these are reused, so a fresh one whose first runs met an absent server never counts as used.
        var filed: [Int] = []
        for index in 0..<groupCount {
            let isFresh = fresh.contains(index)
            let installation: Int
            if isFresh {
                installation = plan.installationCount
                plan.installationCount += 1
            } else {
                installation = filed[random.integer(in: 0...(filed.count - 1))]
            }
            if !plan.outages.contains(where: { $0.groupsStartedWhileAway.contains(index) }),
                !filed.contains(installation)
            {
                filed.append(installation)
            }
            var group = Group(
                index: index, installation: installation, isFresh: isFresh, runs: [],
                gapBefore: index == 0 ? 0 : random.uniform(in: gapRange))
            for slot in 0..<(pairs + singles) {
                let intent = plan.addIntent(installation: installation, places: places, day: day, random: &random)
                for _ in 0..<(slot < pairs ? 2 : 1) {
                    var run = Run(index: plan.runs.count, group: index, intent: intent, isTwin: slot < pairs)
                    if random.uniform(in: 0...1) < killChance {
                        run.killAfter = random.uniform(
                            in: random.uniform(in: 0...1) < killLateShare ? killLate : killEarly)
                        run.resumeAfter = random.uniform(in: resumeDelays)
                    }
                    group.runs.append(run.index)
                    plan.runs.append(run)
                }
            }
            plan.groups.append(group)
        }
        return plan
    }

    private mutating func addIntent(
        installation: Int, places: [Place], day: String,
        random: inout BenchRandom
    ) -> Int {
        let index = intents.count
        let place = places[random.integer(in: 0...(places.count - 1))]
        // 08:00–17:59: inside the service hours of every line of the demo network.
        let minute = random.integer(in: 0...599)
        let time = "\(day)T" + String(format: "%02d:%02d", 8 + minute / 60, minute % 60)
        intents.append(
            Intent(
                index: index, installation: installation,
                name: String(format: "Soak I%02d R%03d", installation + 1, index + 1),
                address: "Testweg \(index + 1)", stopId: place.stopId, lineId: place.lineId,
                time: time, persons: random.integer(in: 1...3),
                helpWith: random.uniform(in: 0...1) < 0.2 ? "luggage" : nil))
        return index
    }
}

extension BenchRandom {
    mutating func integer(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % width)
    }

    mutating func uniform(in range: ClosedRange<Double>) -> Double {
        uniform(range.lowerBound, range.upperBound)
    }
}
