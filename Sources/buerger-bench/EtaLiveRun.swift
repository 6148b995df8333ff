import CitizenClient
import Foundation

/// One `buerger-bench eta-live` run: buerger-sim with its fleet at a raised speed; a person's two
/// installations of the real `buerger` (one kept since it watched the buses the day before, one
/// fresh that day, sharing the person's requests) ask `bus`, `stop` and `status` once a simulated
/// minute with `--now`; pick-ups at stops and at doors are filed through `request-stop` and fetched by
/// the simulated drivers. Beside them, the same moments replayed in-process through
/// `BusReportBuilder` and `PickupEstimator` from the positions the simulator served, as
/// `buerger-bench eta` replays (its position history in memory). Everything is scored afterwards
/// against the plans the simulator drove (`GET /sim/plan/{id}`).
struct EtaLiveRun {
    let binDir: String
    let data: String
    let seed: UInt64
    let speed: Double
    let warmupMinutes: Int
    let minutes: Int
    /// A pick-up is filed every this many simulated minutes (0: none).
    let fileEvery: Int
    /// buerger-sim's `--pickup-habit`.
    let pickupHabit: String
    let work: URL

    /// The simulated days: the kept installation watches the day before, both are measured on the day.
    static let dayBefore = "2026-11-24T07:20:00+01:00"
    static let day = "2026-11-25T07:20:00+01:00"
    /// A pick-up is filed this far ahead.
    static let pickupAheadMinutes = 15...27

    struct Result {
        var samples: [EtaLiveSample] = []
        var filed = 0
        var fetched = 0
        var buses = 0
        var polls = 0
        /// One paragraph per pick-up fetched: its truth and what the kept installation said at each look.
        var pickupDetails: [String] = []
    }

    /// A pick-up filed, as the bench remembers it.
    private struct Filed {
        let id: Int64
        let atDoor: Bool
        let pickUp: Date
        /// (source, moment, estimate or nil, the look's index in `known`) for every look.
        var looks: [(source: String, now: Date, estimate: PickupGuess?, look: Int)] = []
    }

    /// What a source said of a pick-up at one look.
    struct PickupGuess {
        let estimated: Date
        let earliest: Date
        let latest: Date
    }

    /// What a source said of one call at one look.
    private struct CallGuess {
        let source: String
        let kind: EtaLiveSample.Kind
        let busId: Int64
        let stopId: Int64
        let scheduled: Date
        let now: Date
        let estimate: PickupGuess?
        /// The look's index in `known`: what the simulator planned then.
        let look: Int
    }

    func measure() throws -> Result {
        let zone = TimeZone(identifier: "Europe/Berlin") ?? .current
        guard let startBefore = EtaLiveTime.parse(Self.dayBefore), let startDay = EtaLiveTime.parse(Self.day) else {
            throw BenchmarkUsageError(message: "bad start times")
        }
        let sim = try EtaLiveSimulator(
            binary: binDir + "/buerger-sim", data: data, seed: seed, start: Self.dayBefore, speed: speed,
            pickupHabit: pickupHabit, work: work)
        defer { sim.stop() }
        let service = CitizenService(
            settings: .init(
                server: try ServerAddress.resolve(option: sim.restRoot, environment: [:], configured: nil),
                cacheHome: nil, timeZone: zone),
            transport: SchemeRoutingTransport(timeouts: TransportTimeouts(seconds: 10), environment: [:]),
            clock: { Date() })
        let network = try service.masterData([.stops, .lines, .busses, .routes]).data
        let timetable = Timetable(timeZone: zone)
        let buses = network.busses.filter { $0.lineId != nil }.map(\.id).sorted()
        let boards = Self.boardStops(network)
        let state = work.appendingPathComponent("state")
        let config = work.appendingPathComponent("config")
        let kept = EtaLiveProgram(
            binary: binDir + "/buerger", server: sim.restRoot, config: config,
            cache: work.appendingPathComponent("cache-kept"), state: state)
        let fresh = EtaLiveProgram(
            binary: binDir + "/buerger", server: sim.restRoot, config: config,
            cache: work.appendingPathComponent("cache-fresh"), state: state)
        var replays = ["replay (as eta), kept": PositionHistory(), "replay (as the program), kept": PositionHistory()]
        var result = Result()
        result.buses = buses.count
        var random = BenchRandom(seed: seed &* 7919)

        // The day before: the kept installation (and the kept replays) watch the buses.
        try pace(sim, from: startBefore, minutes: warmupMinutes) { now in
            for bus in buses { _ = kept.json(["bus", String(bus), "--json"], now: sim.now) }
            let positions = sim.snapshot().positions
            for name in replays.keys.sorted() {
                replays[name]?.remember(positions, network: network, timetable: timetable, now: now, learning: name)
            }
        }
        try sim.set(startDay)
        replays["replay (as eta), fresh"] = PositionHistory()
        replays["replay (as the program), fresh"] = PositionHistory()

        var filed: [Filed] = []
        var calls: [CallGuess] = []
        // The simulator's own plans at each look: the truth as far as it could be known then.
        var known: [EtaLiveTruth] = []
        var minute = 0
        let lines = network.lines.filter { line in buses.contains { network.bus(id: $0)?.lineId == line.id } }
            .sorted { $0.id < $1.id }
        try pace(sim, from: startDay, minutes: minutes) { now in
            defer { minute += 1 }
            result.polls += 1
            // A pick-up to fetch, at a stop and at a door by turns, on the lines by turns.
            if fileEvery > 0, minute % fileEvery == 0, minute + Self.pickupAheadMinutes.upperBound <= minutes,
                !lines.isEmpty
            {
                let count = minute / fileEvery
                let line = lines[count / 2 % lines.count]
                if let request = file(
                    on: line, atDoor: count % 2 == 1, network: network, program: kept, now: sim.now, zone: zone,
                    random: &random)
                {
                    filed.append(request)
                    result.filed += 1
                }
            }
            let (positions, accepted) = sim.snapshot()
            known.append(Self.truth(sim, buses: buses))
            let look = known.count - 1
            for name in replays.keys.sorted() {
                replays[name]?.remember(positions, network: network, timetable: timetable, now: now, learning: name)
            }
            for (name, program) in [("real, kept", kept), ("real, fresh", fresh)] {
                for bus in buses {
                    let moment = sim.now
                    let answer = program.json(["bus", String(bus), "--json"], now: moment)
                    for call in (answer?["bus"] as? [String: Any])?["nextStops"] as? [[String: Any]] ?? [] {
                        calls.append(
                            Self.guess(call, source: name, kind: .busBoard, busId: bus, now: moment, look: look))
                    }
                }
                for stop in boards {
                    let moment = sim.now
                    let answer = program.json(["stop", String(stop.id), "--json"], now: moment)
                    for departure in answer?["departures"] as? [[String: Any]] ?? [] {
                        guard let bus = (departure["busId"] as? NSNumber)?.int64Value else { continue }
                        var call = departure
                        call["id"] = NSNumber(value: stop.id)
                        calls.append(
                            Self.guess(call, source: name, kind: .stopBoard, busId: bus, now: moment, look: look))
                    }
                }
                for index in filed.indices where filed[index].pickUp.addingTimeInterval(600) > now {
                    let moment = sim.now
                    let request = program.json(["status", String(filed[index].id), "--json"], now: moment)?["request"]
                    guard let request = request as? [String: Any], request["status"] as? String == "accepted" else {
                        continue
                    }
                    let estimate = (request["pickupEstimate"] as? [String: Any]).flatMap(Self.range)
                    filed[index].looks.append((name, moment, estimate, look))
                }
            }
            // The same moment replayed in-process, from the positions the simulator served.
            for (name, history) in replays {
                var sightings: [Int64: BusSighting] = [:]
                for bus in buses {
                    let line = name.contains("program") ? network.bus(id: bus)?.lineId : nil
                    sightings[bus] = history.sighting(busId: bus, position: positions[bus], lineId: line)
                }
                let builder = BusReportBuilder(timetable: timetable, estimator: RouteProgressEstimator())
                for bus in buses {
                    guard let clientBus = network.bus(id: bus) else { continue }
                    let report = builder.report(
                        for: clientBus, data: network,
                        realTime: BusPosition(busId: bus, position: positions[bus], takenSeats: 0),
                        sightings: sightings, now: now)
                    for call in report.nextStops {
                        guard let scheduled = call.nextScheduled else { continue }
                        calls.append(
                            CallGuess(
                                source: name, kind: .busBoard, busId: bus, stopId: call.stop.id, scheduled: scheduled,
                                now: now,
                                estimate: call.estimate.map {
                                    PickupGuess(
                                        estimated: $0.time, earliest: $0.earliest ?? $0.time,
                                        latest: $0.latest ?? $0.time)
                                }, look: look))
                    }
                }
                for index in filed.indices where filed[index].pickUp.addingTimeInterval(600) > now {
                    guard let stop = accepted[filed[index].id], let sighting = sightings[stop.busId],
                        let forecast = LineForecaster(timetable: timetable).forecast(
                            lineId: stop.lineId, data: network, sightings: sightings, now: now)
                    else { continue }
                    let estimate = PickupEstimator(forecast: forecast).estimate(
                        busId: stop.busId, sighting: sighting, pickUp: filed[index].pickUp, at: stop.location,
                        now: now)
                    filed[index].looks.append(
                        (
                            name, now,
                            estimate.map {
                                PickupGuess(estimated: $0.estimated, earliest: $0.earliest, latest: $0.latest)
                            }, look
                        ))
                }
            }
        }
        let truth = Self.truth(sim, buses: buses)
        result.samples = Self.score(calls, truth: truth, known: known, seed: seed)
        for request in filed {
            guard let reached = truth.reached(requestId: request.id) else { continue }
            result.fetched += 1
            result.pickupDetails.append(Self.detail(request, reached: reached, truth: truth, zone: zone))
            for look in request.looks {
                let ahead = reached.time.timeIntervalSince(look.now)
                let estimated = look.estimate?.estimated ?? request.pickUp
                let propagated = request.pickUp.addingTimeInterval(
                    max(0, truth.lateness(busId: reached.busId, run: nil, now: look.now)))
                let planned = known[look.look].reached(requestId: request.id)?.time ?? request.pickUp
                result.samples.append(
                    EtaLiveSample(
                        source: look.source, kind: request.atDoor ? .pickupDoor : .pickupStop, ahead: -1,
                        trueAhead: ahead,
                        errors: [
                            reached.time.timeIntervalSince(estimated), reached.time.timeIntervalSince(request.pickUp),
                            reached.time.timeIntervalSince(propagated),
                        ],
                        floorError: reached.time.timeIntervalSince(planned),
                        inside: look.estimate.map { $0.earliest <= reached.time && reached.time <= $0.latest },
                        cluster: "\(seed)/request \(request.id)"))
            }
        }
        return result
    }

    /// A pick-up's truth and the kept installation's looks, for `--detail`.
    private static func detail(
        _ request: Filed, reached: (busId: Int64, time: Date, left: Date?), truth: EtaLiveTruth, zone: TimeZone
    ) -> String {
        func clock(_ date: Date?) -> String { date.map { EtaLiveTime.clock($0, zone: zone) } ?? "—" }
        var lines = [
            "#\(request.id) \(request.atDoor ? "door" : "stop") bus \(reached.busId): pick-up \(clock(request.pickUp)), "
                + "left \(clock(reached.left)), reached \(clock(reached.time))"
        ]
        for look in request.looks where look.source == "real, kept" {
            let lateness = truth.lateness(busId: reached.busId, run: nil, now: look.now)
            let said =
                look.estimate.map { "\(clock($0.estimated)) [\(clock($0.earliest))–\(clock($0.latest))]" } ?? "none"
            lines.append("    at \(clock(look.now)): \(said), bus late \(Int(lateness)) s")
        }
        return lines.joined(separator: "\n")
    }

    /// What the simulator plans for every bus now (`GET /sim/plan/{id}`).
    private static func truth(_ sim: EtaLiveSimulator, buses: [Int64]) -> EtaLiveTruth {
        var plans: [Int64: EtaLiveTruth.Plan] = [:]
        for bus in buses { plans[bus] = sim.plan(busId: bus) }
        return EtaLiveTruth(plans: plans)
    }

    /// Calls scored: every call the truth has, at least 2 minutes ahead.
    private static func score(_ calls: [CallGuess], truth: EtaLiveTruth, known: [EtaLiveTruth], seed: UInt64)
        -> [EtaLiveSample]
    {
        calls.compactMap { call in
            guard let visit = truth.visit(busId: call.busId, stopId: call.stopId, scheduled: call.scheduled) else {
                return nil
            }
            let estimated = call.estimate?.estimated ?? call.scheduled
            let planned =
                known[call.look].visit(busId: call.busId, stopId: call.stopId, scheduled: call.scheduled)?.arrival
                ?? call.scheduled
            return EtaLiveSample(
                source: call.source, kind: call.kind,
                ahead: min(3, truth.stopsAhead(of: visit, busId: call.busId, now: call.now)),
                trueAhead: visit.arrival.timeIntervalSince(call.now),
                errors: [
                    visit.arrival.timeIntervalSince(estimated), visit.arrival.timeIntervalSince(call.scheduled),
                    visit.arrival.timeIntervalSince(truth.propagated(busId: call.busId, call: visit, now: call.now)),
                ],
                floorError: visit.arrival.timeIntervalSince(planned),
                inside: call.estimate.map { $0.earliest <= visit.arrival && visit.arrival <= $0.latest },
                cluster: "\(seed)/bus \(call.busId)/run \(visit.run)")
        }
    }

    private static func guess(
        _ call: [String: Any], source: String, kind: EtaLiveSample.Kind, busId: Int64, now: Date, look: Int
    ) -> CallGuess {
        let estimate: PickupGuess? = EtaLiveTime.parse(call["estimated"]).map { time in
            let range = call["estimatedRange"] as? [String: Any]
            return PickupGuess(
                estimated: time, earliest: EtaLiveTime.parse(range?["earliest"]) ?? time,
                latest: EtaLiveTime.parse(range?["latest"]) ?? time)
        }
        return CallGuess(
            source: source, kind: kind, busId: busId, stopId: (call["id"] as? NSNumber)?.int64Value ?? -1,
            scheduled: EtaLiveTime.parse(call["scheduled"]) ?? .distantPast, now: now, estimate: estimate,
            look: look)
    }

    private static func range(_ estimate: [String: Any]) -> PickupGuess? {
        guard let time = EtaLiveTime.parse(estimate["estimated"]) else { return nil }
        return PickupGuess(
            estimated: time, earliest: EtaLiveTime.parse(estimate["earliest"]) ?? time,
            latest: EtaLiveTime.parse(estimate["latest"]) ?? time)
    }

    /// Calls `look` once a simulated minute from `start` for `minutes`, waiting for the simulated clock
    /// (a look that runs late is made late, at the time it is made, not skipped).
    private func pace(_ sim: EtaLiveSimulator, from start: Date, minutes: Int, _ look: (Date) throws -> Void) throws {
        for minute in 0..<minutes {
            let due = start.addingTimeInterval(Double(minute) * 60)
            let wait = due.timeIntervalSince(sim.now) / sim.speed
            if wait > 0 { Thread.sleep(forTimeInterval: wait) }
            try look(sim.now)
        }
    }

    /// The two stops whose boards are read: those served by most lines and, among equals, those its
    /// line's runs reach nearest their middle. A person waits along the route more often than where a
    /// run begins, and there a board has nothing live to show before the start: the synthetic loops'
    /// stops are served by one line each, and picking by id read the first two stops of a loop, level
    /// with the timetable on every look.
    static func boardStops(_ network: MasterData) -> [Stop] {
        var lineStart: [Int64: Int] = [:]
        var lineLength: [Int64: Int] = [:]
        for stop in network.stops {
            for entry in stop.schedule {
                guard let line = entry.lineId else { continue }
                lineStart[line] = min(lineStart[line] ?? .max, entry.arrivingTime.secondsSinceMidnight)
            }
        }
        func firstCall(_ stop: Stop) -> (lineId: Int64, offset: Int)? {
            stop.schedule.compactMap { entry in
                entry.lineId.flatMap { line in
                    lineStart[line].map { (line, entry.arrivingTime.secondsSinceMidnight - $0) }
                }
            }.min { $0.1 < $1.1 }
        }
        for stop in network.stops {
            if let call = firstCall(stop) { lineLength[call.lineId] = max(lineLength[call.lineId] ?? 0, call.offset) }
        }
        var fromMiddle: [Int64: Int] = [:]
        for stop in network.stops {
            fromMiddle[stop.id] = firstCall(stop).map { abs(2 * $0.offset - (lineLength[$0.lineId] ?? 0)) } ?? .max
        }
        let rank = { (stop: Stop) in (stop.lineIds.count, -(fromMiddle[stop.id] ?? .max), -stop.id) }
        return Array(network.stops.filter { !$0.lineIds.isEmpty }.sorted { rank($0) > rank($1) }.prefix(2))
    }

    /// Files a pick-up through `buerger request-stop` as a person would: at a stop of the line when its
    /// bus is due there (the first call from `pickupAheadMinutes` on), or at a door 300–1000 m from a
    /// point of its route at a time in that span.
    private func file(
        on line: Line, atDoor: Bool, network: MasterData, program: EtaLiveProgram, now: Date, zone: TimeZone,
        random: inout BenchRandom
    ) -> Filed? {
        let minutes =
            Double(Self.pickupAheadMinutes.lowerBound)
            + random.uniform(0, Double(Self.pickupAheadMinutes.count - 1))
        var pickUp = Date(timeIntervalSince1970: ((now.timeIntervalSince1970 + minutes * 60) / 60).rounded(.up) * 60)
        var place: [String]
        let stops = network.stops(onLine: line.id)
        if atDoor {
            guard let route = network.route(for: line), route.points.count > 1 else { return nil }
            let anchor = route.points[Int(random.uniform(0, Double(route.points.count - 1)))]
            let distance = random.uniform(300, 1000)
            let bearing = random.uniform(0, 2 * .pi)
            let lat = anchor.latitude + distance * cos(bearing) / 111_320
            let lon = anchor.longitude + distance * sin(bearing) / (111_320 * cos(anchor.latitude * .pi / 180))
            place = ["--at", String(format: "%.5f,%.5f", lat, lon)]
        } else {
            guard !stops.isEmpty else { return nil }
            let stop = stops[Int(random.uniform(0, Double(stops.count) - 0.001))]
            let earliest = now.addingTimeInterval(Double(Self.pickupAheadMinutes.lowerBound) * 60)
            guard
                let call = Timetable(timeZone: zone).upcoming(
                    stop.schedule.filter { $0.lineId == line.id }, from: earliest, limit: 1
                ).first
            else { return nil }
            // Asked to the minute, as a person types it.
            pickUp = Date(timeIntervalSince1970: (call.time.timeIntervalSince1970 / 60).rounded(.down) * 60)
            place = ["--stop", String(stop.id)]
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.hour, .minute], from: pickUp)
        let time = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        let answer = program.json(
            [
                "request-stop", "--line", String(line.id), "--time", time, "--name",
                "Bench \(Int(now.timeIntervalSince1970))", "--address", "Bankweg 1", "--yes", "--json",
            ] + place, now: now)
        guard let request = answer?["request"] as? [String: Any], let id = (request["id"] as? NSNumber)?.int64Value
        else { return nil }
        return Filed(id: id, atDoor: atDoor, pickUp: pickUp)
    }
}

extension PositionHistory {
    /// What a replay keeps of the positions served: "as eta" records them as `buerger-bench eta` does;
    /// "as the program" also learns the line's runs, as `buerger` does after every fetch.
    fileprivate mutating func remember(
        _ positions: [Int64: Coordinate], network: MasterData, timetable: Timetable, now: Date, learning name: String
    ) {
        for (bus, position) in positions { record(busId: bus, position: position, at: now) }
        if name.contains("program") {
            learnRuns(busIds: Array(positions.keys), data: network, timetable: timetable, now: now)
        }
    }
}
