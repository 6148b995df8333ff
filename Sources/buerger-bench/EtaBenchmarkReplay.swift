import BuergerbusSimulator
import CitizenClient
import Foundation

/// The replays behind `buerger-bench eta`: one line for a 150-minute window of one simulated day per
/// replay, cycling through the lines of the demo and a synthetic network, with a new seed, day and
/// start each time, and a custom-stop detour in every second replay.
struct EtaReplay {
    let seed: UInt64
    static let windowSeconds: TimeInterval = 150 * 60
    /// 2026-11-23 00:00 UTC: the replays walk forward one day per round of lines.
    static let firstDay = Date(timeIntervalSince1970: 1_795_392_000)

    struct Result {
        /// Every call the CLI shows for each bus (`buerger bus`), runs not yet begun included.
        var samples: [EtaSample] = []
        /// The set: predictions made while a run is under way, for the later stops of that run.
        var runSamples: [EtaSample] = []
        /// Calls of a run under way that no bus's next stops listed (the timetable counts as the prediction).
        var runCallsNotShown = 0
        var runs = 0
        var detourRuns = 0
        var trials = 0
        var lines = 0
        var unmatched = 0
    }

    private struct LineCase {
        let name: String
        let network: BuergerbusSimulator.MasterData
        let client: CitizenClient.MasterData
        let timetable: LineTimetable
        let buses: [BusRecord]
    }

    func measure(runs wanted: Int) -> Result {
        var cases: [LineCase] = []
        for (name, network) in EtaBenchmarkNetwork.networks() {
            let client = EtaBenchmarkNetwork.clientData(network)
            let timetables = LineTimetable.deriveAll(network: network)
            for line in network.lines.sorted(by: { $0.id < $1.id }) {
                let buses = network.busses.filter { $0.lineId == line.id }.sorted { $0.id < $1.id }
                guard let timetable = timetables[line.id], !buses.isEmpty else { continue }
                cases.append(LineCase(name: name, network: network, client: client, timetable: timetable, buses: buses))
            }
        }
        var result = Result()
        result.lines = cases.count
        guard !cases.isEmpty else { return result }
        var trial = 0
        while result.runs < wanted, trial < wanted * 10 {
            replay(cases[trial % cases.count], trial: trial, into: &result)
            trial += 1
        }
        result.trials = trial
        return result
    }

    private func replay(_ line: LineCase, trial: Int, into result: inout Result) {
        var random = BenchRandom(seed: seed &* 1_000_003 &+ UInt64(trial))
        let calendar = ServiceCalendar(timeZoneIdentifier: line.network.timeZone)
        let day = calendar.day(containing: Self.firstDay.addingTimeInterval(Double(trial) * 86_400 + 12 * 3600))
        let windowStart = day.midnight + 3600 * random.uniform(6.5, 16.5)
        let windowEnd = windowStart + Self.windowSeconds
        let detours = trial % 2 == 1 ? [detour(near: line.timetable, from: windowStart, random: &random)] : []
        let plans = line.buses.enumerated().map { index, bus in
            TripPlanner.plan(
                line: line.timetable, bus: bus, day: day, seed: seed &+ UInt64(trial),
                share: RunShare(index: index, count: line.buses.count), detours: index == 0 ? detours : [])
        }
        for plan in plans {
            let runs = Set(
                plan.arrivals.filter {
                    $0.arrival.timeIntervalSince1970 >= windowStart
                        && $0.arrival.timeIntervalSince1970 < windowEnd
                }.map(\.run))
            result.runs += runs.count
            let detoured = plan.detourVisits.contains {
                $0.reached.timeIntervalSince1970 >= windowStart
                    && $0.reached.timeIntervalSince1970 < windowEnd
            }
            if detoured { result.detourRuns += 1 }
        }
        let runTruths = plans.map { EtaRunTruth(plan: $0) }
        let truths = plans.map { plan in
            Dictionary(
                plan.arrivals.map { (Self.key($0.stopId, $0.scheduled), $0.arrival) },
                uniquingKeysWith: { first, _ in first })
        }
        let zone = TimeZone(identifier: line.network.timeZone) ?? .current
        let builder = BusReportBuilder(
            timetable: CitizenClient.Timetable(timeZone: zone), estimator: RouteProgressEstimator())
        var throttles = Array(repeating: ReportedPosition?.none, count: plans.count)
        var history = PositionHistory()
        // Reports start a quarter of an hour early so the first minute already has a history.
        var tick = windowStart - 15 * 60
        while tick < windowEnd {
            for (index, plan) in plans.enumerated() {
                throttles[index] = ReportedPosition.next(throttles[index], plan: plan, at: tick)
            }
            let minute = (tick - windowStart) / 60
            if tick >= windowStart, minute == minute.rounded() {
                let now = Date(timeIntervalSince1970: tick)
                var sightings: [Int64: BusSighting] = [:]
                for (index, bus) in line.buses.enumerated() {
                    if let reported = throttles[index]?.position {
                        history.record(busId: bus.id, position: reported, at: now)
                    }
                    sightings[bus.id] = history.sighting(busId: bus.id, position: throttles[index]?.position)
                }
                var shown: [[RouteStopCall]] = []
                for (index, bus) in line.buses.enumerated() {
                    guard let clientBus = line.client.bus(id: bus.id) else {
                        shown.append([])
                        continue
                    }
                    let realTime = BusPosition(busId: bus.id, position: throttles[index]?.position, takenSeats: 0)
                    let report = builder.report(
                        for: clientBus, data: line.client, realTime: realTime, sightings: sightings,
                        now: now)
                    shown.append(report.nextStops)
                    compare(
                        report.nextStops, truth: truths[index], now: now, dayEnd: day.midnight + 86_400, into: &result)
                }
                for (index, truth) in runTruths.enumerated() {
                    compareRun(
                        truth, network: line.name, shown: shown, busIndex: index, now: now, into: &result)
                }
            }
            tick += 5
        }
    }

    private func compare(
        _ calls: [RouteStopCall], truth: [String: Date], now: Date, dayEnd: TimeInterval,
        into result: inout Result
    ) {
        for call in calls {
            guard let scheduled = call.nextScheduled else { continue }
            guard let arrival = truth[Self.key(call.stop.id, scheduled)] else {
                // Tomorrow's runs are not simulated; a call today that the bus does not make is a wrong run.
                if scheduled.timeIntervalSince1970 < dayEnd - 3 * 3600 { result.unmatched += 1 }
                continue
            }
            let ahead = arrival.timeIntervalSince(now)
            guard ahead > 0 else { continue }
            let estimate = call.estimate?.time ?? scheduled
            let inside =
                call.estimate.map { ($0.earliest ?? $0.time) <= arrival && arrival <= ($0.latest ?? $0.time) } ?? false
            result.samples.append(
                EtaSample(
                    trueAhead: ahead, estimateError: arrival.timeIntervalSince(estimate),
                    timetableError: arrival.timeIntervalSince(scheduled),
                    estimatedAhead: estimate.timeIntervalSince(now), insideRange: inside,
                    hadEstimate: call.estimate != nil,
                    notStarted: call.basis == .timetable(.runNotStarted)))
        }
    }

    /// The set: every later call of the run the bus is driving, as the CLI shows it (the bus's
    /// own next stops first, then the other buses' in case the forecast gave the call to another bus).
    private func compareRun(
        _ truth: EtaRunTruth, network: String, shown: [[RouteStopCall]], busIndex: Int, now: Date,
        into result: inout Result
    ) {
        let later = truth.laterCalls(at: now)
        guard !later.isEmpty else { return }
        var byKey: [String: RouteStopCall] = [:]
        let order = [busIndex] + shown.indices.filter { $0 != busIndex }
        for index in order where index < shown.count {
            for call in shown[index] {
                guard let scheduled = call.nextScheduled else { continue }
                let key = Self.key(call.stop.id, scheduled)
                if byKey[key] == nil { byKey[key] = call }
            }
        }
        for (stopsAhead, visit) in later.enumerated() {
            let call = byKey[Self.key(visit.stopId, visit.scheduled)]
            if call == nil { result.runCallsNotShown += 1 }
            let estimate = call?.estimate
            let predicted = estimate?.time ?? visit.scheduled
            let inside =
                estimate.map { ($0.earliest ?? $0.time) <= visit.arrival && visit.arrival <= ($0.latest ?? $0.time) }
                ?? false
            result.runSamples.append(
                EtaSample(
                    trueAhead: visit.arrival.timeIntervalSince(now),
                    estimateError: visit.arrival.timeIntervalSince(predicted),
                    timetableError: visit.arrival.timeIntervalSince(visit.scheduled),
                    estimatedAhead: predicted.timeIntervalSince(now), insideRange: inside, hadEstimate: estimate != nil,
                    cause: truth.cause(of: visit, at: now), basis: call.map { Self.describe($0.basis) } ?? "not shown",
                    network: network, stopsAhead: stopsAhead,
                    propagationError: visit.arrival.timeIntervalSince(truth.propagated(visit, at: now))))
        }
    }

    private static func describe(_ basis: EstimateBasis?) -> String {
        switch basis {
        case .none: return "no forecast"
        case .livePosition: return "live position"
        case .earlierRun: return "earlier run"
        case .detour: return "detour"
        case .timetable(let reason): return "timetable (\(reason.rawValue))"
        }
    }

    /// A custom stop 500–1500 m off a random point of the route, due inside the window.
    private func detour(near line: LineTimetable, from windowStart: TimeInterval, random: inout BenchRandom) -> Detour {
        let anchor = line.path.point(atDistance: random.uniform(0, line.path.length))
        let distance = random.uniform(500, 1500)
        let bearing = random.uniform(0, 2 * .pi)
        let location = GeoPoint(
            lon: anchor.lon + distance * sin(bearing) / (111_320 * cos(anchor.lat * .pi / 180)),
            lat: anchor.lat + distance * cos(bearing) / 111_320)
        let pickUp = windowStart + random.uniform(20, 110) * 60
        return Detour(
            requestId: 10_000_000 + Int64(random.uniform(0, 1_000_000)),
            pickUp: Date(timeIntervalSince1970: pickUp), location: location,
            persons: 1 + Int(random.uniform(0, 3)), showsUp: random.uniform(0, 1) < 0.8,
            notBefore: Date(timeIntervalSince1970: pickUp - 40 * 60))
    }

    private static func key(_ stopId: Int64, _ scheduled: Date) -> String {
        "\(stopId)@\(Int(scheduled.timeIntervalSince1970.rounded()))"
    }
}

/// The driver app's sending rule (#SF_B3.2), as the client experiences it: a new position every
/// 60 s, or sooner once the bus has moved 75 m; in between the client sees the last one.
struct ReportedPosition {
    let time: TimeInterval
    let position: Coordinate

    static func next(_ last: ReportedPosition?, plan: TripPlan, at time: TimeInterval) -> ReportedPosition {
        let point = plan.position(at: Date(timeIntervalSince1970: time))
        let here = Coordinate(latitude: point.lat, longitude: point.lon)
        guard let last, time - last.time < 60,
            CitizenClient.Geodesy.distanceMeters(last.position, here) < 75
        else {
            return ReportedPosition(time: time, position: here)
        }
        return last
    }
}

/// SplitMix64, so a seed replays the same benchmark on every machine.
struct BenchRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func uniform(_ low: Double, _ high: Double) -> Double {
        low + (high - low) * Double(next() >> 11) / Double(1 << 53)
    }
}
