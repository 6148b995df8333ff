import Foundation

/// How fast a bus has been driving the stretch it is on, from the position history. A bus held up
/// on a stretch (a tractor, road works) is slow on the rest of that stretch too, which the
/// timetable's gap cannot know; the next stretches are another matter and keep the run's pace.
/// Time seen standing still is left out: it says how long the bus stood, not how fast it drives.
enum StretchPace {
    /// Sightings older than this say nothing about the stretch now.
    static let maximumAgeSeconds = 10.0 * 60
    /// Shorter baselines are mostly the noise of when a position was reported.
    static let minimumSeconds = 20.0
    static let minimumMeters = 50.0

    /// Metres per second since the earliest sighting on this same stretch, in one pass (each later
    /// sighting no farther back); nil when the bus stands at a stop, or too little of the stretch
    /// was seen.
    static func observedSpeed(_ sighting: BusSighting, meters: Double, schedule: LineSchedule, now: Date) -> Double? {
        guard let stopMeters = schedule.stopMeters, let geometry = schedule.geometry,
            let next = stopMeters.firstIndex(where: { $0 > meters + DrivingAssumptions.atStopMeters }), next > 0
        else {
            return nil
        }
        let stretchStart = stopMeters[next - 1] + DrivingAssumptions.atStopMeters
        guard meters > stretchStart else { return nil }
        var earliest: (meters: Double, seenAt: Date)?
        var ahead = meters
        // Time seen standing (a level crossing, a stand) is not the pace it drives at.
        var standing = sighting.positionSeenAt.map { max(0, now.timeIntervalSince($0)) } ?? 0
        var standingBefore = 0.0
        for earlier in sighting.earlier.reversed() {
            guard now.timeIntervalSince(earlier.seenAt) <= maximumAgeSeconds,
                let place = geometry.project(earlier.position, fromMeters: stopMeters[next - 1]),
                place.distanceFromRouteMeters <= DrivingAssumptions.candidateSlackMeters,
                place.distanceAlongMeters > stretchStart, place.distanceAlongMeters <= ahead + 1
            else { break }
            earliest = (place.distanceAlongMeters, earlier.seenAt)
            ahead = place.distanceAlongMeters
            standing += standingBefore
            standingBefore = earlier.firstSeenAt.map { max(0, earlier.seenAt.timeIntervalSince($0)) } ?? 0
        }
        guard let earliest else { return nil }
        let seconds = now.timeIntervalSince(earliest.seenAt) - standing
        let covered = meters - earliest.meters
        guard seconds >= minimumSeconds, covered >= minimumMeters else { return nil }
        return covered / seconds
    }
}
