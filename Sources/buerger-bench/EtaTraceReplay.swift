import CitizenClient
import Foundation

/// Replays bench-eta's trace families through the client exactly as `buerger bus ID --json --now T`
/// does at every reported position (a position every 60 s, the client's position history kept
/// through the run), and scores five predictors on the calls still ahead of the traced run. The
/// estimator is not told which family a trace comes from.
struct EtaTraceReplay {
    static let busId: Int64 = 1
    static let lineId: Int64 = 1
    /// Draws per prediction for the floor's expectation.
    static let floorDraws = 200
    /// Seconds between the positions a client sees.
    static let sightingGap = 60.0

    let seed: UInt64
    let traces: Int
    /// One installation through all the days, in date order: the line's runs it saw (`SeenRun`) carry
    /// over from one day to the next once the positions have aged out. Without it every day starts
    /// with an empty cache, as a new installation would.
    var keepsLineRuns = false

    /// Runs a day: each one after the other by the same bus, the position history kept through the day.
    static let runsPerDay = 4
    /// After a run the bus is back at the first stop this much later, by another road.
    static let wayBackToStart = 5.0 * 60

    func measure(_ family: EtaTraceFamily, familyIndex: Int) -> [EtaTraceSample] {
        let zone = TimeZone(identifier: "Europe/Berlin") ?? TimeZone(secondsFromGMT: 3600) ?? .current
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let builder = BusReportBuilder(
            timetable: CitizenClient.Timetable(timeZone: zone), estimator: RouteProgressEstimator())
        var samples: [EtaTraceSample] = []
        var installation = PositionHistory()
        for index in 0..<max(1, traces / Self.runsPerDay) {
            let day = Self.day(index, of: family, familyIndex: familyIndex, seed: seed, calendar: calendar)
            var random = day.random
            var history = keepsLineRuns ? installation.forgettingPositions() : PositionHistory()
            replay(day.runs, line: day.line, builder: builder, history: &history, random: &random, into: &samples)
            installation = history
        }
        return samples
    }

    /// Day `index` of a family: its line, its runs one after the other by the same bus, and the
    /// random stream the replay goes on drawing from (so the day is the same wherever it is replayed).
    static func day(
        _ index: Int, of family: EtaTraceFamily, familyIndex: Int, seed: UInt64, calendar: Calendar
    ) -> (line: EtaTraceLine, runs: [EtaTrace], random: BenchRandom) {
        var random = BenchRandom(seed: daySeed(index, familyIndex: familyIndex, seed: seed))
        // 100 days from late November: no change of clocks, which the trace's plain seconds would miss.
        let day = EtaReplay.firstDay.addingTimeInterval(Double(index % 100) * 86_400 + 12 * 3600)
        let line = EtaTraceLine(midnight: calendar.startOfDay(for: day).timeIntervalSince1970, random: &random)
        let first = 1 + Int(random.uniform(0, Double(line.runStarts.count - runsPerDay - 1)))
        var runs: [EtaTrace] = []
        let today = family.day(random: &random)
        for run in first..<(first + runsPerDay) {
            let ready = (runs.last?.arrivals.last).map { $0 + wayBackToStart } ?? 0
            runs.append(EtaTrace(family: today, line: line, run: run, ready: ready, random: &random))
        }
        return (line, runs, random)
    }

    static func daySeed(_ index: Int, familyIndex: Int, seed: UInt64) -> UInt64 {
        seed &* 1_000_003 &+ UInt64(familyIndex * 100_000 + index)
    }

    private func replay(
        _ runs: [EtaTrace], line: EtaTraceLine, builder: BusReportBuilder, history: inout PositionHistory,
        random: inout BenchRandom, into samples: inout [EtaTraceSample]
    ) {
        let data = Self.clientData(line)
        guard let bus = data.bus(id: Self.busId), let firstRun = runs.first, let end = runs.last?.arrivals.last else {
            return
        }
        let road = RouteGeometry(points: line.stopMeters.map { EtaTrace.point($0) })
        // Its own draws, so the other predictors' figures stay as they were without it.
        var seeingRandom = BenchRandom(seed: UInt64(firstRun.scheduled[0]))
        var time = firstRun.scheduled[0] - 10 * 60 + random.uniform(0, Self.sightingGap)
        while time < end {
            guard let trace = runs.last(where: { $0.ready <= time }) else {
                time += Self.sightingGap
                continue
            }
            let position = trace.position(at: time)
            let now = Date(timeIntervalSince1970: time)
            history.record(busId: Self.busId, position: position, at: now)
            history.learnRuns(busIds: [Self.busId], data: data, timetable: builder.timetable, now: now)
            let sighting = history.sighting(busId: Self.busId, position: position, lineId: Self.lineId)
            let report = builder.report(
                for: bus, data: data, realTime: BusPosition(busId: Self.busId, position: position, takenSeats: 0),
                sightings: [Self.busId: sighting], now: now)
            // Before a run, only its last 10 minutes count (the bus may wait far longer).
            guard time >= trace.scheduled[0] - 10 * 60, time < trace.arrivals[EtaTrace.stopCount - 1] else {
                time += Self.sightingGap
                continue
            }
            let floor = trace.floor(at: time, draws: Self.floorDraws, random: &random)
            let seenEnd = trace.seenStretchEnd(at: time, sightingGap: Self.sightingGap, random: &seeingRandom)
            let seeingFloor =
                seenEnd.map { trace.floor(at: time, draws: Self.floorDraws, stretchEnd: $0, random: &seeingRandom) }
                ?? floor
            let delay = propagatedDelay(trace, meters: road.project(position)?.distanceAlongMeters ?? 0, at: time)
            let next = trace.nextStop(at: time)
            let started = time >= trace.departures[0]
            let phase = trace.phase(at: time, sightingGap: Self.sightingGap)
            for stop in max(1, next)..<EtaTrace.stopCount where trace.arrivals[stop] - time >= 120 {
                let truth = trace.arrivals[stop]
                let scheduled = trace.scheduled[stop]
                let call = report.nextStops.first {
                    $0.stop.id == Int64(stop + 1)
                        && $0.nextScheduled.map { abs($0.timeIntervalSince1970 - scheduled) < 1 } == true
                }
                let estimate = call?.estimate
                let inside = estimate.flatMap { estimate -> Bool? in
                    guard let low = estimate.earliest, let high = estimate.latest else { return nil }
                    return low.timeIntervalSince1970 <= truth + 0.5 && truth - 0.5 <= high.timeIntervalSince1970
                }
                samples.append(
                    EtaTraceSample(
                        ahead: started ? min(3, stop - next) : -1, trueAhead: truth - time,
                        errors: [
                            truth - (estimate?.time.timeIntervalSince1970 ?? scheduled), truth - scheduled,
                            truth - (scheduled + delay), truth - floor[stop], truth - seeingFloor[stop],
                        ],
                        inside: inside, shown: call != nil, firstRun: trace.scheduled[0] == firstRun.scheduled[0],
                        phase: phase,
                        seeingFellBack: phase == 1 && seenEnd == nil))
            }
            time += Self.sightingGap
        }
    }

    /// Plain delay propagation: the delay at the bus's place projected onto the route (against the
    /// timetable interpolated between stops), carried forward unchanged. Waiting at the first stop
    /// before its time is no delay.
    private func propagatedDelay(_ trace: EtaTrace, meters: Double, at time: Double) -> Double {
        let stops = trace.stopMeters
        let times = trace.scheduled
        if meters <= stops[0] + 40 { return max(0, time - times[0]) }
        if let at = stops.firstIndex(where: { abs($0 - meters) <= 40 }) { return time - times[at] }
        guard let next = stops.firstIndex(where: { $0 > meters }), next > 0 else {
            return time - times[times.count - 1]
        }
        let share = (meters - stops[next - 1]) / (stops[next] - stops[next - 1])
        return time - (times[next - 1] + share * (times[next] - times[next - 1]))
    }

    /// The line as the client gets it over the wire: six stops on the road, one bus, a run an hour.
    static func clientData(_ trace: EtaTraceLine) -> CitizenClient.MasterData {
        let offsets = trace.scheduled(run: 0).map { $0 - trace.scheduled(run: 0)[0] }
        let stops = trace.stopMeters.enumerated().map { index, meters in
            CitizenClient.Stop(
                id: Int64(index + 1), name: "Halt \(index + 1)", location: EtaTrace.point(meters),
                schedule: trace.runStarts.compactMap { start in
                    let seconds = start + Int(offsets[index])
                    return TimeOfDay(hour: seconds / 3600, minute: seconds / 60 % 60, second: seconds % 60).map {
                        ScheduleEntry(lineId: lineId, lineName: "T", stopId: Int64(index + 1), arrivingTime: $0)
                    }
                })
        }
        return CitizenClient.MasterData(
            stops: stops, lines: [CitizenClient.Line(id: lineId, name: "T", routeId: 1, busIds: [busId])],
            busses: [
                CitizenClient.Bus(id: busId, numberPlate: nil, lineId: lineId, color: nil, picture: nil, totalSeats: 8)
            ],
            routes: [CitizenClient.Route(id: 1, points: trace.stopMeters.map { EtaTrace.point($0) })])
    }
}

/// One prediction of a trace family, by five predictors.
struct EtaTraceSample {
    /// -1 before the run has begun; else stops beyond the next one (3: three or more).
    let ahead: Int
    let trueAhead: Double
    /// True arrival minus prediction, seconds: buerger, timetable, plain propagation, floor, seeing floor.
    let errors: [Double]
    /// Whether the truth fell inside buerger's range; nil without a range.
    let inside: Bool?
    /// The call was among the bus's next stops.
    let shown: Bool
    /// The day's first run: nothing of the bus's earlier runs is known.
    var firstRun = false
    /// 0: at a stop (or before the run), 1: in the first minute of a stretch, 2: later on it.
    var phase = 0
    /// In the first minute of a stretch, no draw of the seeing floor came near the position seen, so it
    /// took the exact end as the floor does.
    var seeingFellBack = false
}
