import Foundation

/// This run so far as the position history shows it: the bus's places along the route, oldest first,
/// back to when it was last seen at the first stop. Sightings off the route (a detour) are left out;
/// one behind a later place belongs to an earlier run and ends the walk back.
struct RunTrack {
    struct Point: Equatable {
        let time: Date
        let meters: Double
        /// The bus was away on a detour between the point before and this one.
        var afterDetour = false
    }

    let points: [Point]

    init(points: [Point]) {
        self.points = points
    }

    /// - Parameters:
    ///   - meters: where the bus is now (or, away on a detour, where it left its route).
    ///   - since: sightings before this say nothing about this run.
    init(_ sighting: BusSighting, meters: Double, now: Date, schedule: LineSchedule, since: Date) {
        guard let geometry = schedule.geometry, let firstStop = schedule.stopMeters?.first else {
            self.init(points: [])
            return
        }
        let atStart = firstStop + DrivingAssumptions.atStopMeters
        var reversed = [Point(time: now, meters: meters)]
        if let seen = sighting.positionSeenAt, seen < now { reversed.append(Point(time: seen, meters: meters)) }
        var ahead = meters
        for earlier in sighting.earlier.reversed() where ahead > atStart {
            // Away on a detour, `now` is when the bus left its route: what came after is the detour.
            if earlier.seenAt > now { continue }
            guard earlier.seenAt >= since else { break }
            let candidates = geometry.candidates(
                for: earlier.position, slackMeters: DrivingAssumptions.candidateSlackMeters)
            guard let closest = candidates.map(\.distanceFromRouteMeters).min() else { break }
            if closest > DrivingAssumptions.offRouteMeters {
                if let later = reversed.popLast() {
                    reversed.append(Point(time: later.time, meters: later.meters, afterDetour: true))
                }
                continue
            }
            guard
                let place = candidates.map(\.distanceAlongMeters)
                    .filter({ $0 <= ahead + DrivingAssumptions.atStopMeters }).max()
            else { break }
            reversed.append(Point(time: earlier.seenAt, meters: place))
            if let first = earlier.firstSeenAt, first < earlier.seenAt {
                reversed.append(Point(time: first, meters: place))
            }
            ahead = place
        }
        self.init(points: reversed.reversed())
    }
}
