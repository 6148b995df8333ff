import Foundation

/// Where a bus away from its route left it. Between sparse looks the last place seen on the route may
/// be minutes behind: a driver drives on along his run until he must set off for the door (as
/// `PickupEstimator` takes him to), so the bus left from as far on as it could and still be where it
/// was first seen off the route at `DrivingAssumptions.detourSpeed`, driving on at the line's planned
/// pace (its lateness unchanged). (A bus seen before Bahnhof Rodenbach and, ten minutes later, on its
/// way to a door across the loop was told coming back to that place and calling at Bahnhof Rodenbach
/// 30 minutes late; it had passed it on time: a new user's trial at 60 columns, issue 25.)
enum DetourStart {
    /// Seen off the route within this long of the last place on it, the bus left from there: the
    /// driver app's reports are a minute apart, and a bus at a stop may still have stood there.
    static let sparseSeconds = 2 * DrivingAssumptions.reportingSeconds
    /// How finely the time it left is searched.
    static let stepSeconds = 15.0

    /// - Parameters:
    ///   - meters: the last place seen on the route, and when (`seenAt`).
    ///   - firstOff: where and when the bus was first seen off the route after that.
    /// - Returns: the place it left from and when; `meters` and `seenAt` where it cannot have driven on.
    static func place(
        from meters: Double, seenAt: Date, firstOff: (position: Coordinate, seenAt: Date), schedule: LineSchedule,
        geometry: RouteGeometry
    ) -> (meters: Double, time: Date) {
        let longest = firstOff.seenAt.timeIntervalSince(seenAt)
        guard longest > sparseSeconds else { return (meters, seenAt) }
        let end = schedule.isLoop ? schedule.lengthMeters : (schedule.stopMeters?.last ?? schedule.lengthMeters)
        var best = (meters: meters, time: seenAt)
        var waited = stepSeconds
        while waited <= longest {
            let onward = min(end, meters + waited * schedule.plannedSpeed)
            let left = seenAt.addingTimeInterval(waited)
            guard let point = geometry.point(atMeters: onward) else { break }
            let across = Geodesy.distanceMeters(point, firstOff.position)
            let reach = firstOff.seenAt.timeIntervalSince(left) * DrivingAssumptions.detourSpeed
            if across <= reach + DrivingAssumptions.reportingMeters { best = (onward, left) }
            waited += stepSeconds
        }
        return best
    }
}
