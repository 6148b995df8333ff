import Foundation

/// Projects a bus forward along a run at the pace it has shown (`RunPace`): the rest of the stretch
/// under way at the pace seen on it, where seen, every later stretch in its timetable gap plus the
/// lateness the bus gains (or makes up) per second of timetable, and, while the bus is seen to wait
/// for its time, never leaving a stop early. Each arrival comes with its spread.
struct ArrivalProjection {
    let schedule: LineSchedule

    /// Where and when the projection starts.
    struct Start {
        let time: Date
        let meters: Double
        /// The stop the bus stands at, if any.
        let atStop: Int?
        /// The bus has yet to begin the run: its first stop is ahead even where the route starts at it.
        var beforeRun = false
        /// How fast the bus has been driving the stretch it is on, metres per second, if seen.
        var stretchSpeed: Double?
        /// How the bus drives, as learned on its run; nil: nothing learned yet.
        var pace: RunPace?
        /// Seconds the bus has been seen standing still between stops.
        var standing: TimeInterval = 0
        /// How much longer that stand is expected to last, as this bus's earlier stands say.
        var standRest: TimeInterval = 0
        /// Seconds the bus is taken to have stood at the stop it stands at (`BusPlacement.atStopFor`).
        var atStopFor: TimeInterval = 0
    }

    struct Result {
        /// Arrival at each stop of the run; nil for stops already behind the bus.
        var arrivals: [Date?]
        /// The spread of each arrival.
        var spreads: [ArrivalSpread?]
        /// When the bus is back at the terminal, free for its next run.
        var free: Date
    }

    func project(_ run: RunInstance, from start: Start) -> Result {
        let times = run.times
        var result = Result(
            arrivals: [Date?](repeating: nil, count: times.count),
            spreads: [ArrivalSpread?](repeating: nil, count: times.count), free: start.time)
        guard let stopMeters = schedule.stopMeters, stopMeters.count == times.count, !times.isEmpty else {
            return result
        }
        let pace = start.pace ?? .prior(meanGap: run.meanGap)
        let position = ArrivalSpread.symmetric(DrivingAssumptions.positionSpreadSeconds)
        let standing = ArrivalSpread.symmetric(start.standing)
        var departure: Date
        var next: Int
        var plannedAhead: Double
        if let stop = start.atStop, stop < times.count {
            result.arrivals[stop] = start.time
            result.spreads[stop] = position
            // It arrived by the time it was first seen there, so that much of its time at the stop is
            // behind it; while it is still reported there it has not left.
            departure = max(
                start.time,
                leaving(stop, arrival: start.time.addingTimeInterval(-start.atStopFor), times: times, pace: pace))
            if stop == 0 {
                // Waiting to begin the run: it leaves as late as its earlier starts say, not this instant.
                departure = max(
                    departure,
                    times[0].addingTimeInterval(pace.startLateness(waited: start.time.timeIntervalSince(times[0]))))
            }
            plannedAhead = 0
            next = stop + 1
        } else if let ahead = start.beforeRun
            ? 0
            : stopMeters.firstIndex(where: { $0 > start.meters + DrivingAssumptions.atStopMeters })
        {
            if ahead == 0 {
                let approach = max(0, stopMeters[0] - start.meters) / schedule.plannedSpeed
                result.arrivals[0] = max(start.time, times[0].addingTimeInterval(-approach)).addingTimeInterval(
                    approach)
                plannedAhead = 0
            } else {
                let span = stopMeters[ahead] - stopMeters[ahead - 1]
                // A bus on the move is beyond the place last reported (not past the stop it is making for).
                let gap = times[ahead].timeIntervalSince(times[ahead - 1])
                let roadSpeed = start.stretchSpeed ?? span / max(1, Self.driveSeconds(gap: gap))
                let meters =
                    start.standing > 0
                    ? start.meters
                    : min(stopMeters[ahead], start.meters + DrivingAssumptions.reportedLead(speed: roadSpeed))
                let remaining = span > 0 ? min(1, max(0, (stopMeters[ahead] - meters) / span)) : 0
                plannedAhead = remaining * times[ahead].timeIntervalSince(times[ahead - 1])
                // No stop is left on this stretch: driving alone, where that is seen to be quicker.
                let planned = plannedAhead * (1 + min(pace.rate, pace.drivingRate))
                // A stand under way lasts as long as this bus's earlier stands say; how unsure that
                // is widens the range.
                result.arrivals[ahead] = start.time.addingTimeInterval(
                    start.standRest
                        + Self.restOfStretch(
                            planned: planned, meters: stopMeters[ahead] - meters, speed: start.stretchSpeed))
            }
            result.spreads[ahead] = pace.spread(plannedAhead: plannedAhead) + position + standing
            departure = leaving(ahead, arrival: result.arrivals[ahead] ?? start.time, times: times, pace: pace)
            next = ahead + 1
        } else {
            // Past the last stop: only the way back to the terminal is left.
            result.free = start.time.addingTimeInterval(homeSeconds(from: start.meters))
            return result
        }
        while next < times.count {
            let gap = times[next].timeIntervalSince(times[next - 1])
            plannedAhead += gap
            let drive = Self.driveSeconds(gap: gap)
            let arrival = departure.addingTimeInterval(max(0.5 * drive, drive * (1 + pace.rate)))
            result.arrivals[next] = arrival
            result.spreads[next] = pace.spread(plannedAhead: plannedAhead) + position + standing
            departure = leaving(next, arrival: arrival, times: times, pace: pace)
            next += 1
        }
        result.free = departure.addingTimeInterval(homeSeconds(from: stopMeters.last ?? 0))
        return result
    }

    /// When the bus leaves `stop`, having arrived at `arrival`. A timetable's gap is the road and then
    /// the stop's share (people boarding), as run inference places a punctual bus: it leaves a stop at
    /// its time and arrives at the next the stop's share early. So the bus spends that share at the
    /// stop, at the run's rate, and one that waits for its time leaves no earlier than that; a bus
    /// that arrived early did its stop while it waited. (The stop's share used to come before the
    /// arrival: a waiting bus's next arrival was put at the next stop's time, while it comes the
    /// share early, as run inference itself assumes: half a minute late on every stop of 2-minute
    /// loops, and on family (b), whose buses wait for their time.)
    private func leaving(_ stop: Int, arrival: Date, times: [Date], pace: RunPace) -> Date {
        let share = stop > 0 ? times[stop].timeIntervalSince(times[stop - 1]) : 0
        let atStop = max(0, (share - Self.driveSeconds(gap: share)) * (1 + pace.rate))
        let ready = arrival.addingTimeInterval(atStop)
        return pace.holds ? max(ready, times[stop]) : ready
    }

    /// The rest of the stretch under way: at the pace the bus has shown on it where seen (within
    /// reason: a bus seen crawling may be about to speed up), else at the run's pace.
    static func restOfStretch(planned: TimeInterval, meters: Double, speed: Double?) -> TimeInterval {
        guard let speed, speed > 0, meters > 0 else { return planned }
        return min(3 * planned, max(0.5 * planned, meters / speed))
    }

    /// Driving time of a stretch whose timetable gap is `gap` seconds, for a punctual bus (run inference).
    static func driveSeconds(gap: TimeInterval) -> TimeInterval {
        max(0.5 * gap, gap - DrivingAssumptions.plannedDwellSeconds)
    }

    /// From `meters` along the route back to where the next run starts.
    /// From `meters` back along the route to the first stop, at the line's planned pace.
    func backSeconds(from meters: Double) -> TimeInterval {
        max(0, meters - (schedule.stopMeters?.first ?? 0)) / schedule.plannedSpeed
    }

    func homeSeconds(from meters: Double) -> TimeInterval {
        let toEnd = max(0, schedule.lengthMeters - meters)
        guard !schedule.isLoop, let geometry = schedule.geometry, let first = geometry.points.first,
            let last = geometry.points.last
        else {
            return toEnd / schedule.plannedSpeed
        }
        return (toEnd + Geodesy.distanceMeters(last, first)) / schedule.plannedSpeed
    }
}
