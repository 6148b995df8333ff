import Foundation

/// On a line that is not a loop, a bus seen at the last stop has finished that run: seen behind it
/// afterwards, it is driving back to the first stop (empty, often on the same road), not still on the
/// run and later with every minute. Which run it finished is the one whose end it reached closest to,
/// never more than a punctual bus could be early. (A bus driving back was taken for the finished run
/// ever later, and its next run for one starting half an hour late: found by a black-box trial on
/// traces with a drive back, issue 14.)
struct FinishedRun: Equatable {
    /// Index into the forecast's run instances.
    let run: Int

    /// Nil unless the bus has left the last stop and is on its way back to the first.
    init?(_ sighting: BusSighting, schedule: LineSchedule, instances: [RunInstance], now: Date) {
        guard !schedule.isLoop, let geometry = schedule.geometry, let stopMeters = schedule.stopMeters,
            let firstStop = stopMeters.first, let lastStop = stopMeters.last, lastStop > firstStop
        else { return nil }
        let tolerance = DrivingAssumptions.atStopMeters
        let places = geometry.placesOnRoute(for:)
        // At the last stop itself, not only near the end of the route: a custom stop's detour from the
        // last stretch can pass close to where the route ends (buerger-bench eta, family (c)).
        guard let stop = schedule.stops.last?.location else { return nil }
        guard let position = sighting.position, !places(position).contains(where: { $0 >= lastStop - tolerance }),
            let atEnd = sighting.earlier.last(where: { Geodesy.distanceMeters($0.position, stop) <= tolerance })
        else { return nil }
        let reached = atEnd.seenAt
        // The run whose end it reached: the latest end no more than a punctual bus's earliness after then.
        guard
            let run = instances.indices.last(where: {
                instances[$0].end <= reached.addingTimeInterval(RunInference.earlyToleranceSeconds)
            })
        else { return nil }
        self.run = run
        let after = sighting.earlier.filter { $0.seenAt > reached }
        let since = after.compactMap { places($0.position).min() }
        // Back at the first stop, or seen there and gone on since: the pairing finds its next run as ever
        // (the run finished is told only by the time it ended, which a bus late by nearly a whole
        // headway leaves in doubt; buerger-bench eta family (c), whose detours make buses that late).
        guard let here = places(position).min(), here > firstStop + tolerance,
            !since.contains(where: { $0 <= firstStop + tolerance })
        else { return nil }
        // Before the next run begins it can only be on its way back. After that, only if it is seen
        // going back: a bus that went back another way (unseen) may be well into its next run.
        let path = since + [here]
        let seenGoingBack =
            path.count >= 2 && zip(path, path.dropFirst()).allSatisfy { $1 <= $0 + tolerance }
            && here < (path.first ?? here) - tolerance
        // Its first place after the end must be one it could have driven back to in the time: a bus
        // far along the route a minute after the end went back another way and is on its next run
        // (one late by a whole headway, whose finished run the time alone mistakes for the next).
        let first = path.first ?? here
        let firstSeen = (after.first { places($0.position).min() != nil })?.seenAt ?? now
        let drivable = firstSeen.timeIntervalSince(reached) * RouteTrack.maximumSpeed + RouteTrack.slackMeters
        let nextStart = run + 1 < instances.count ? instances[run + 1].start : .distantFuture
        guard lastStop - first <= drivable, now < nextStart || seenGoingBack else { return nil }
    }
}
