import Foundation

/// The accepting bus's expected arrival at a pick-up (`PickupEstimate`), from the line's forecast
/// (docs/eta.md, "Pick-ups"). Pure: the same forecast and sighting give the same estimate.
///
/// * **At a stop of the line** (within `stopMeters`): the bus's call there on the run whose time lies
///   nearest the pick-up time, with that call's estimate and range.
/// * **At a door off the route**: the bus leaves its route where it can be at the door soonest, and
///   drives there straight at the line's pace (never faster than `DrivingAssumptions.detourSpeed`,
///   the pace the way back from a custom stop is taken at). Each point of its route ahead is reached
///   when the forecast says (between two stops in proportion to the way), so the earliest it can be
///   at the door is the least of "there" plus "the way across". A driver who can be there before the
///   agreed time comes at that time; one who cannot comes as soon as it can.
/// * **On its way** (off its route, nearer the door than the route is): from where it is, straight.
struct PickupEstimator {
    /// A pick-up this close to a stop of the line is at that stop.
    static let stopMeters = 30.0
    /// The bus counts as at the party's place this close to it.
    static let arrivedMeters = 40.0
    /// How unsure the way across is, as a share of its time (one standard deviation).
    static let waySpread = 0.25
    /// Calls this far from the pick-up time are not the run that fetches it.
    static let runWindowSeconds = 90.0 * 60
    /// Route points sampled between two stops to find where the door is nearest.
    static let samplesPerStretch = 24

    let forecast: LineForecast

    func estimate(busId: Int64, sighting: BusSighting, pickUp: Date, at location: Coordinate, now: Date)
        -> PickupEstimate?
    {
        guard let position = sighting.position else { return nil }
        let schedule = forecast.schedule
        let whereabouts = Self.whereabouts(of: position, schedule: schedule)
        let pace = min(schedule.plannedSpeed, DrivingAssumptions.detourSpeed)
        let seenAt = sighting.positionSeenAt
        let away = Geodesy.distanceMeters(position, location)
        if away <= Self.arrivedMeters {
            let time = min(now, seenAt ?? now)
            return PickupEstimate(
                busId: busId, place: stopIndex(of: location) == nil ? .door : .stop, busIs: .arrived,
                estimated: time, earliest: time, latest: time, positionSeenAt: seenAt)
        }
        if whereabouts.offRoute, away < whereabouts.routeToDoor(location, schedule) {
            // On a detour that brings it nearer than its route ever comes: coming to this party.
            let way = away / pace
            let spread =
                ((Self.waySpread * way) * (Self.waySpread * way)
                + DrivingAssumptions.positionSpreadSeconds * DrivingAssumptions.positionSpreadSeconds).squareRoot()
            let time = now.addingTimeInterval(way)
            return PickupEstimate(
                busId: busId, place: stopIndex(of: location) == nil ? .door : .stop, busIs: .comingToYou,
                estimated: time, earliest: max(now, time.addingTimeInterval(-ErrorBands.tenthToNinetieth * spread)),
                latest: time.addingTimeInterval(ErrorBands.tenthToNinetieth * spread), positionSeenAt: seenAt)
        }
        let calls = forecast.calls.filter {
            $0.busId == busId && !$0.passed && $0.estimate != nil
                && abs($0.scheduled.timeIntervalSince(pickUp)) <= Self.runWindowSeconds
        }
        if let index = stopIndex(of: location) {
            guard
                let call = calls.filter({ $0.stopIndex == index }).min(by: {
                    abs($0.scheduled.timeIntervalSince(pickUp)) < abs($1.scheduled.timeIntervalSince(pickUp))
                }), let estimate = call.estimate
            else { return nil }
            return PickupEstimate(
                busId: busId, place: .stop, busIs: whereabouts.said, estimated: estimate.time,
                earliest: estimate.earliest ?? estimate.time, latest: estimate.latest ?? estimate.time,
                positionSeenAt: seenAt)
        }
        guard let reach = earliestReach(of: location, calls: calls, from: position, now: now, pace: pace) else {
            return nil
        }
        // In time, the driver comes at the agreed time; how early it may be is how unsure the way is.
        let estimated = max(pickUp, reach.time)
        let early = max(reach.earliest, pickUp.addingTimeInterval(-(reach.time.timeIntervalSince(reach.earliest))))
        return PickupEstimate(
            busId: busId, place: .door, busIs: whereabouts.said, estimated: estimated,
            earliest: max(now, min(estimated, early)), latest: max(pickUp, reach.latest), positionSeenAt: seenAt)
    }

    /// The line's stop the pick-up is at, if any.
    private func stopIndex(of location: Coordinate) -> Int? {
        let near = forecast.schedule.stops.enumerated().compactMap { index, stop in
            stop.location.map { (index, Geodesy.distanceMeters($0, location)) }
        }.filter { $0.1 <= Self.stopMeters }
        return near.min { $0.1 < $1.1 }?.0
    }

    /// The soonest the bus can be at `door`, leaving its route from any point ahead of it, with the
    /// range carried from the forecast's calls on either side and the way across.
    private func earliestReach(
        of door: Coordinate, calls: [CallForecast], from position: Coordinate, now: Date, pace: Double
    ) -> (time: Date, earliest: Date, latest: Date)? {
        var best: (time: Date, earliest: Date, latest: Date)?
        func consider(_ point: Coordinate, at time: Date, early: TimeInterval, late: TimeInterval) {
            let way = Geodesy.distanceMeters(point, door) / pace
            let spread = Self.waySpread * way
            let arrival = time.addingTimeInterval(way)
            guard best.map({ arrival < $0.time }) ?? true else { return }
            let band = ErrorBands.tenthToNinetieth
            best = (
                arrival,
                arrival.addingTimeInterval(-(early * early + (band * spread) * (band * spread)).squareRoot()),
                arrival.addingTimeInterval((late * late + (band * spread) * (band * spread)).squareRoot())
            )
        }
        let schedule = forecast.schedule
        // From where it is now (the bus may turn off right here).
        consider(position, at: now, early: 0, late: 0)
        for (index, call) in calls.enumerated() {
            guard let estimate = call.estimate, call.stopIndex < schedule.stops.count else { continue }
            let early = estimate.time.timeIntervalSince(estimate.earliest ?? estimate.time)
            let late = (estimate.latest ?? estimate.time).timeIntervalSince(estimate.time)
            if let location = schedule.stops[call.stopIndex].location {
                consider(location, at: estimate.time, early: early, late: late)
            }
            // The stretch to the next call of the same run, in proportion to the way along it.
            guard index + 1 < calls.count, calls[index + 1].run == call.run,
                calls[index + 1].stopIndex == call.stopIndex + 1, let next = calls[index + 1].estimate,
                let meters = schedule.stopMeters, let geometry = schedule.geometry
            else { continue }
            let from = meters[call.stopIndex]
            let to = meters[call.stopIndex + 1]
            let leave = estimate.time.addingTimeInterval(DrivingAssumptions.typicalDwellSeconds)
            let span = max(0, next.time.timeIntervalSince(leave))
            for step in 1..<Self.samplesPerStretch {
                let share = Double(step) / Double(Self.samplesPerStretch)
                guard let point = geometry.point(atMeters: from + share * (to - from)) else { continue }
                consider(point, at: leave.addingTimeInterval(share * span), early: early, late: late)
            }
        }
        return best
    }

    /// Where the bus is, for the sentence, and whether it is off its route.
    private static func whereabouts(of position: Coordinate, schedule: LineSchedule) -> Whereabouts {
        let fromRoute = schedule.geometry?.project(position)?.distanceFromRouteMeters ?? 0
        let nearest = schedule.stops.compactMap { stop in
            stop.location.map { (stop.name, Geodesy.distanceMeters($0, position)) }
        }.min { $0.1 < $1.1 }
        return Whereabouts(
            offRoute: fromRoute > DrivingAssumptions.offRouteMeters, nearestStop: nearest?.0,
            stopMeters: nearest?.1 ?? .infinity)
    }

    private struct Whereabouts {
        let offRoute: Bool
        let nearestStop: String?
        let stopMeters: Double

        var said: PickupEstimate.Whereabouts {
            guard !offRoute, let name = nearestStop.map(TextSanitizer.clean) else { return .elsewhere }
            return stopMeters <= DrivingAssumptions.atStopMeters ? .atStop(name: name) : .nearStop(name: name)
        }

        /// How near the route comes to the door.
        func routeToDoor(_ door: Coordinate, _ schedule: LineSchedule) -> Double {
            schedule.geometry?.project(door)?.distanceFromRouteMeters
                ?? schedule.stops.compactMap { $0.location.map { Geodesy.distanceMeters($0, door) } }.min()
                ?? .infinity
        }
    }
}
