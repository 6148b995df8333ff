import Foundation

/// Projects a bus forward along a run: it drives each stretch in the timetable's time less the
/// dwell the timetable allows for, stops briefly, and never leaves a stop before its time. So a late
/// bus catches up a little at every stop and an early one waits.
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
    }

    /// Arrival at each stop of `run` (nil for stops already behind the bus) and when the bus is
    /// back at the terminal, free for its next run.
    func project(_ run: RunInstance, from start: Start) -> (arrivals: [Date?], free: Date) {
        let times = run.times
        var arrivals = [Date?](repeating: nil, count: times.count)
        guard let stopMeters = schedule.stopMeters, stopMeters.count == times.count, !times.isEmpty else {
            return (arrivals, start.time)
        }
        var departure: Date
        var next: Int
        if let stop = start.atStop, stop < times.count {
            arrivals[stop] = start.time
            departure = max(start.time, times[stop])
            next = stop + 1
        } else if let ahead = start.beforeRun ? 0
                    : stopMeters.firstIndex(where: { $0 > start.meters + DrivingAssumptions.atStopMeters }) {
            if ahead == 0 {
                let approach = max(0, stopMeters[0] - start.meters) / schedule.plannedSpeed
                arrivals[0] = max(start.time, times[0].addingTimeInterval(-approach)).addingTimeInterval(approach)
            } else {
                let span = stopMeters[ahead] - stopMeters[ahead - 1]
                let remaining = span > 0 ? min(1, max(0, (stopMeters[ahead] - start.meters) / span)) : 0
                let gap = times[ahead].timeIntervalSince(times[ahead - 1])
                let planned = remaining * Self.driveSeconds(gap: gap)
                arrivals[ahead] = start.time.addingTimeInterval(
                    Self.restOfStretch(planned: planned, meters: stopMeters[ahead] - start.meters, speed: start.stretchSpeed))
            }
            departure = max((arrivals[ahead] ?? start.time).addingTimeInterval(DrivingAssumptions.typicalDwellSeconds),
                            times[ahead])
            next = ahead + 1
        } else {
            // Past the last stop: only the way back to the terminal is left.
            return (arrivals, start.time.addingTimeInterval(homeSeconds(from: start.meters)))
        }
        while next < times.count {
            let arrival = departure.addingTimeInterval(Self.driveSeconds(gap: times[next].timeIntervalSince(times[next - 1])))
            arrivals[next] = arrival
            departure = max(arrival.addingTimeInterval(DrivingAssumptions.typicalDwellSeconds), times[next])
            next += 1
        }
        let lastStop = stopMeters.last ?? 0
        return (arrivals, departure.addingTimeInterval(homeSeconds(from: lastStop)))
    }

    /// The rest of the stretch under way: at the pace the bus has shown on it where seen (within
    /// reason: a bus seen crawling may be about to speed up), else at the timetable's pace.
    static func restOfStretch(planned: TimeInterval, meters: Double, speed: Double?) -> TimeInterval {
        guard let speed, speed > 0, meters > 0 else { return planned }
        return min(3 * planned, max(0.5 * planned, meters / speed))
    }

    /// Driving time of a stretch whose timetable gap is `gap` seconds.
    static func driveSeconds(gap: TimeInterval) -> TimeInterval {
        max(0.5 * gap, gap - DrivingAssumptions.plannedDwellSeconds)
    }

    /// From `meters` along the route back to where the next run starts.
    func homeSeconds(from meters: Double) -> TimeInterval {
        let toEnd = max(0, schedule.lengthMeters - meters)
        guard !schedule.isLoop, let geometry = schedule.geometry, let first = geometry.points.first,
              let last = geometry.points.last else {
            return toEnd / schedule.plannedSpeed
        }
        return (toEnd + Geodesy.distanceMeters(last, first)) / schedule.plannedSpeed
    }
}
