import CitizenClient
import Foundation

/// Replays bench-eta's trace families through the client exactly as `buerger bus ID --json --now T`
/// does at every reported position (a position every 60 s, the client's position history kept
/// through the run), and scores four predictors on the calls still ahead of the traced run. The
/// estimator is not told which family a trace comes from.
struct EtaTraceReplay {
    static let busId: Int64 = 1
    static let lineId: Int64 = 1
    /// Draws per prediction for the floor's expectation.
    static let floorDraws = 200

    let seed: UInt64
    let traces: Int

    func measure(_ family: EtaTraceFamily, familyIndex: Int) -> [EtaTraceSample] {
        let zone = TimeZone(identifier: "Europe/Berlin") ?? TimeZone(secondsFromGMT: 3600) ?? .current
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let builder = BusReportBuilder(timetable: CitizenClient.Timetable(timeZone: zone), estimator: RouteProgressEstimator())
        var samples: [EtaTraceSample] = []
        for index in 0..<traces {
            var random = BenchRandom(seed: seed &* 1_000_003 &+ UInt64(familyIndex * 100_000 + index))
            // 100 days from late November: no change of clocks, which the trace's plain seconds would miss.
            let day = EtaReplay.firstDay.addingTimeInterval(Double(index % 100) * 86_400 + 12 * 3600)
            let trace = EtaTrace(family: family, midnight: calendar.startOfDay(for: day).timeIntervalSince1970, random: &random)
            replay(trace, builder: builder, random: &random, into: &samples)
        }
        return samples
    }

    private func replay(_ trace: EtaTrace, builder: BusReportBuilder, random: inout BenchRandom,
                        into samples: inout [EtaTraceSample]) {
        let data = Self.clientData(trace)
        guard let bus = data.bus(id: Self.busId), let end = trace.arrivals.last else { return }
        let road = RouteGeometry(points: trace.stopMeters.map { EtaTrace.point($0) })
        var history = PositionHistory()
        var time = trace.scheduled[0] - 10 * 60 + random.uniform(0, 60)
        while time < end {
            let position = trace.position(at: time), now = Date(timeIntervalSince1970: time)
            history.record(busId: Self.busId, position: position, at: now)
            let report = builder.report(for: bus, data: data, realTime: BusPosition(busId: Self.busId, position: position, takenSeats: 0),
                                        sightings: [Self.busId: history.sighting(busId: Self.busId, position: position)], now: now)
            let floor = trace.floor(at: time, draws: Self.floorDraws, random: &random)
            let delay = propagatedDelay(trace, meters: road.project(position)?.distanceAlongMeters ?? 0, at: time)
            let next = trace.nextStop(at: time), started = time >= trace.departures[0]
            for stop in max(1, next)..<EtaTrace.stopCount where trace.arrivals[stop] - time >= 120 {
                let truth = trace.arrivals[stop], scheduled = trace.scheduled[stop]
                let call = report.nextStops.first {
                    $0.stop.id == Int64(stop + 1) && $0.nextScheduled.map { abs($0.timeIntervalSince1970 - scheduled) < 1 } == true
                }
                let estimate = call?.estimate
                let inside = estimate.flatMap { estimate -> Bool? in
                    guard let low = estimate.earliest, let high = estimate.latest else { return nil }
                    return low.timeIntervalSince1970 <= truth + 0.5 && truth - 0.5 <= high.timeIntervalSince1970
                }
                samples.append(EtaTraceSample(
                    ahead: started ? min(3, stop - next) : -1, trueAhead: truth - time,
                    errors: [truth - (estimate?.time.timeIntervalSince1970 ?? scheduled), truth - scheduled,
                             truth - (scheduled + delay), truth - floor[stop]],
                    inside: inside, shown: call != nil))
            }
            time += 60
        }
    }

    /// Plain delay propagation: the delay at the bus's place projected onto the route (against the
    /// timetable interpolated between stops), carried forward unchanged. Waiting at the first stop
    /// before its time is no delay.
    private func propagatedDelay(_ trace: EtaTrace, meters: Double, at time: Double) -> Double {
        let stops = trace.stopMeters, times = trace.scheduled
        if meters <= stops[0] + 40 { return max(0, time - times[0]) }
        if let at = stops.firstIndex(where: { abs($0 - meters) <= 40 }) { return time - times[at] }
        guard let next = stops.firstIndex(where: { $0 > meters }), next > 0 else { return time - times[times.count - 1] }
        let share = (meters - stops[next - 1]) / (stops[next] - stops[next - 1])
        return time - (times[next - 1] + share * (times[next] - times[next - 1]))
    }

    /// The trace's line as the client gets it over the wire: six stops on the road, one bus, a run an hour.
    static func clientData(_ trace: EtaTrace) -> CitizenClient.MasterData {
        let offsets = trace.scheduled.map { $0 - trace.scheduled[0] }
        let stops = trace.stopMeters.enumerated().map { index, meters in
            CitizenClient.Stop(id: Int64(index + 1), name: "Halt \(index + 1)", location: EtaTrace.point(meters),
                               schedule: trace.runStarts.compactMap { start in
                                   let seconds = start + Int(offsets[index])
                                   return TimeOfDay(hour: seconds / 3600, minute: seconds / 60 % 60, second: seconds % 60).map {
                                       ScheduleEntry(lineId: lineId, lineName: "T", stopId: Int64(index + 1), arrivingTime: $0)
                                   }
                               })
        }
        return CitizenClient.MasterData(
            stops: stops, lines: [CitizenClient.Line(id: lineId, name: "T", routeId: 1, busIds: [busId])],
            busses: [CitizenClient.Bus(id: busId, numberPlate: nil, lineId: lineId, color: nil, picture: nil, totalSeats: 8)],
            routes: [CitizenClient.Route(id: 1, points: trace.stopMeters.map { EtaTrace.point($0) })])
    }
}

/// One prediction of a trace family, by four predictors.
struct EtaTraceSample {
    /// -1 before the run has begun; else stops beyond the next one (3: three or more).
    let ahead: Int
    let trueAhead: Double
    /// True arrival minus prediction, seconds: buerger, timetable, plain propagation, floor.
    let errors: [Double]
    /// Whether the truth fell inside buerger's range; nil without a range.
    let inside: Bool?
    /// The call was among the bus's next stops.
    let shown: Bool
}
