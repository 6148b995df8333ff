import Foundation

/// How long this bus has stood still between stops before (a level crossing, a stop not in the
/// timetable), from its position history, and so how much longer a stand under way is likely to
/// last. Taken as over the moment it is seen, a stand that goes on makes every estimate behind it
/// early; how long stands last is learned from this bus, not assumed: with none seen to end, a stand
/// is taken to be over now.
enum StandLengths {
    /// Seconds each earlier stand between stops lasted, counted from when the bus was first seen
    /// standing: until it was last seen there, plus half the time to the next sighting (it left at
    /// some moment in between). Positions near a stop, off the route, or outside the first and last
    /// stop (waiting at a terminal) are not stands.
    static func seen(_ sighting: BusSighting, schedule: LineSchedule) -> [Double] {
        guard let geometry = schedule.geometry, let stopMeters = schedule.stopMeters,
            let first = stopMeters.first, let last = stopMeters.last
        else { return [] }
        let margin = DrivingAssumptions.atStopMeters
        let nextSeen = sighting.earlier.dropFirst().map { $0.firstSeenAt ?? $0.seenAt } + [sighting.positionSeenAt]
        var lengths: [Double] = []
        for (earlier, next) in zip(sighting.earlier, nextSeen) {
            guard let from = earlier.firstSeenAt, from < earlier.seenAt, let next, next > earlier.seenAt else {
                continue
            }
            let candidates = geometry.candidates(
                for: earlier.position, slackMeters: DrivingAssumptions.candidateSlackMeters)
            guard let closest = candidates.map(\.distanceFromRouteMeters).min(),
                closest <= DrivingAssumptions.offRouteMeters,
                candidates.allSatisfy({ place in
                    place.distanceAlongMeters > first + margin && place.distanceAlongMeters < last - margin
                        && DrivingAssumptions.stop(mayBeAt: place.distanceAlongMeters, stopMeters: stopMeters) == nil
                })
            else { continue }
            lengths.append(earlier.seenAt.timeIntervalSince(from) + next.timeIntervalSince(earlier.seenAt) / 2)
        }
        return lengths
    }

    /// The expected rest of a stand seen for `elapsed` seconds: over the earlier stands that lasted
    /// longer, what they lasted beyond that, weighed against one stand that is over now.
    static func expectedRest(after elapsed: TimeInterval, lengths: [Double]) -> TimeInterval {
        let longer = lengths.filter { $0 > elapsed }
        return longer.map { $0 - elapsed }.reduce(0, +) / Double(longer.count + 1)
    }
}
