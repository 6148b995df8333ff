import Foundation

/// How long a bus reported standing at a stop has already stood there. The driver app reports a
/// standing bus only every 60 s (#SF_B3.2), so the report that put it there is on average
/// `DrivingAssumptions.reportedStandSeconds` old when the client first sees it, and the bus stood
/// there at least since then; it cannot have drawn up before it could have come from where the
/// client saw it last, at the line's planned pace.
enum StandAtStop {
    /// - Parameter stop: the index of the stop it stands at, in `schedule.stopMeters`.
    static func seconds(_ sighting: BusSighting, stop: Int, schedule: LineSchedule, now: Date) -> TimeInterval {
        let firstSeen = sighting.positionSeenAt ?? now
        let seen = max(0, now.timeIntervalSince(firstSeen))
        var before = DrivingAssumptions.reportedStandSeconds
        if let last = sighting.earlier.last, let stopMeters = schedule.stopMeters, stop < stopMeters.count,
            let geometry = schedule.geometry
        {
            let from = stop > 0 ? stopMeters[stop - 1] : 0
            if let place = geometry.project(last.position, fromMeters: from),
                place.distanceFromRouteMeters <= DrivingAssumptions.candidateSlackMeters,
                place.distanceAlongMeters < stopMeters[stop] - DrivingAssumptions.atStopMeters
            {
                let driving = (stopMeters[stop] - place.distanceAlongMeters) / schedule.plannedSpeed
                before = min(before, max(0, firstSeen.timeIntervalSince(last.seenAt) - driving))
            }
        }
        return seen + before
    }
}
