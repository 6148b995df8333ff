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
    /// Not seen back at the first stop since: still on the way there.
    let returning: Bool

    init?(_ sighting: BusSighting, schedule: LineSchedule, instances: [RunInstance]) {
        guard !schedule.isLoop, let geometry = schedule.geometry, let stopMeters = schedule.stopMeters,
              let firstStop = stopMeters.first, let lastStop = stopMeters.last, lastStop > firstStop else { return nil }
        let tolerance = DrivingAssumptions.atStopMeters
        func places(_ position: Coordinate) -> [Double] {
            let candidates = geometry.candidates(for: position, slackMeters: DrivingAssumptions.candidateSlackMeters)
            guard let closest = candidates.map(\.distanceFromRouteMeters).min(),
                  closest <= DrivingAssumptions.offRouteMeters else { return [] }
            return candidates.map(\.distanceAlongMeters)
        }
        guard let position = sighting.position, !places(position).contains(where: { $0 >= lastStop - tolerance }),
              let atEnd = sighting.earlier.last(where: { places($0.position).contains { $0 >= lastStop - tolerance } })
        else { return nil }
        let reached = atEnd.seenAt
        // The run whose end it reached: the latest end no more than a punctual bus's earliness after then.
        guard let run = instances.indices.last(where: {
            instances[$0].end <= reached.addingTimeInterval(RunInference.earlyToleranceSeconds)
        }) else { return nil }
        self.run = run
        let backAtStart = sighting.earlier.contains {
            $0.seenAt > reached && places($0.position).contains { $0 <= firstStop + tolerance }
        }
        returning = !backAtStart && !places(position).contains { $0 <= firstStop + tolerance }
    }
}
