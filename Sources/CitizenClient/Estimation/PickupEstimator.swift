import Foundation

/// The accepting bus's expected arrival at a pick-up (`PickupEstimate`), from the line's forecast
/// (docs/eta.md, "Pick-ups"). Pure: the same forecast and sighting give the same estimate.
///
/// * **At a stop of the line** (within `stopMeters`), at about the time the bus calls there (within
///   `callMatchSeconds` of a call of its run): that call, with its estimate and range.
/// * **Anywhere else** (a door, or a stop at another time): the driver who accepted keeps the agreed
///   time where he can (the concept's driver "arrives in front of Emma's home" at 11, as she asked).
///   A bus that can be there by the pick-up time is expected then; the range reaches back to the
///   soonest it might turn up: driving its run on, stop by stop, while it can still be there in time
///   from the next stop, then straight across from the last such stop, where a driver who does not
///   wait at the stop sets off. A bus that cannot be there in time from where it is now comes
///   straight from there, as soon as it can (so a late bus moves the estimate later). The way across
///   is taken at `DrivingAssumptions.detourSpeed`, as the way back from a custom stop is.
/// * **On its way** (off its route, nearer the party than its route comes, closer than when last seen,
///   and not absurdly early for the pick-up time): from where it is, straight. A bus off its route that
///   is not is on someone else's errand, and its line's forecast brings it back first.
public struct PickupEstimator {
    /// A pick-up this close to a stop of the line is at that stop.
    static let stopMeters = 30.0
    /// The bus counts as at the party's place this close to it.
    static let arrivedMeters = 40.0
    /// How unsure the way across is, as a share of its time (one standard deviation).
    static let waySpread = 0.25
    /// Calls this far after the pick-up time are not the run that fetches it.
    static let runWindowSeconds = 90.0 * 60
    /// A pick-up at a stop this close to the time of a call there is that call.
    static let callMatchSeconds = 5.0 * 60
    /// A bus off its route that would reach the party more than this before the pick-up time is on
    /// another errand (someone else's custom stop), not on its way here: a driver keeps the time.
    static let comingEarlySeconds = 10.0 * 60

    let forecast: LineForecast

    public init(forecast: LineForecast) {
        self.forecast = forecast
    }

    public func estimate(busId: Int64, sighting: BusSighting, pickUp: Date, at location: Coordinate, now: Date)
        -> PickupEstimate?
    {
        guard let position = sighting.position else { return nil }
        // A position unchanged for long while the bus should be driving says nothing of where it is
        // now. The forecast tells: a bus waiting at its terminal for the next run is not stale.
        if forecast.calls.contains(where: { $0.busId == busId && $0.basis == .timetable(.stalePosition) }) {
            return nil
        }
        let schedule = forecast.schedule
        // A place this far from the line is no detour of it (a request is refused farther away).
        let routeToPlace =
            schedule.geometry?.project(location)?.distanceFromRouteMeters
            ?? schedule.stops.compactMap { $0.location.map { Geodesy.distanceMeters($0, location) } }.min()
            ?? .infinity
        guard routeToPlace <= LineDecision.farMeters else { return nil }
        let whereabouts = Self.whereabouts(of: position, schedule: schedule)
        let pace = DrivingAssumptions.detourSpeed
        let seenAt = sighting.positionSeenAt
        let away = Geodesy.distanceMeters(position, location)
        let atStop = stopIndex(of: location)
        let place: PickupEstimate.Place = atStop == nil ? .door : .stop
        // At the place: off its route it came for the party; on it, only about the pick-up time (a
        // bus calling at the party's stop on an earlier run is not there for it).
        if away <= Self.arrivedMeters,
            whereabouts.offRoute || now >= pickUp.addingTimeInterval(-Self.callMatchSeconds)
        {
            let time = min(now, seenAt ?? now)
            return PickupEstimate(
                busId: busId, place: place, busIs: .arrived,
                estimated: time, earliest: time, latest: time, positionSeenAt: seenAt)
        }
        let way = away / pace
        let approaching = sighting.earlier.last.map { Geodesy.distanceMeters($0.position, location) > away } ?? true
        if whereabouts.offRoute, away < routeToPlace, approaching,
            now.addingTimeInterval(way) >= pickUp.addingTimeInterval(-Self.comingEarlySeconds)
        {
            // On a detour that brings it nearer than its route ever comes, closer than when last seen,
            // about the time it must set off: coming to this party.
            let spread =
                ((Self.waySpread * way) * (Self.waySpread * way)
                + DrivingAssumptions.positionSpreadSeconds * DrivingAssumptions.positionSpreadSeconds).squareRoot()
            let time = now.addingTimeInterval(way)
            return PickupEstimate(
                busId: busId, place: place, busIs: .comingToYou,
                estimated: time, earliest: max(now, time.addingTimeInterval(-ErrorBands.tenthToNinetieth * spread)),
                latest: time.addingTimeInterval(ErrorBands.tenthToNinetieth * spread), positionSeenAt: seenAt)
        }
        let calls = forecast.calls.filter {
            $0.busId == busId && !$0.passed && $0.estimate != nil
                && $0.scheduled.timeIntervalSince(pickUp) <= Self.runWindowSeconds
        }
        if let index = atStop,
            let call = calls.filter({
                $0.stopIndex == index && abs($0.scheduled.timeIntervalSince(pickUp)) <= Self.callMatchSeconds
            }).min(by: { abs($0.scheduled.timeIntervalSince(pickUp)) < abs($1.scheduled.timeIntervalSince(pickUp)) }),
            let estimate = call.estimate
        {
            return PickupEstimate(
                busId: busId, place: .stop, busIs: said(whereabouts, busId: busId), estimated: estimate.time,
                earliest: estimate.earliest ?? estimate.time, latest: estimate.latest ?? estimate.time,
                positionSeenAt: seenAt)
        }
        let reach = leaving(
            for: location, pickUp: pickUp, calls: calls, from: position, now: now, pace: pace)
        return PickupEstimate(
            busId: busId, place: place, busIs: said(whereabouts, busId: busId), estimated: reach.time,
            earliest: max(now, reach.earliest), latest: reach.latest, positionSeenAt: seenAt)
    }

    /// When the bus is at `place`: at `pickUp` when it can be there by then, else as soon as it can
    /// from where it is. The range's early end: the soonest it would turn up, leaving its route from
    /// the last stop of its run it can still leave from in time (before a run, a waiting bus sets off
    /// whenever it likes: the way across alone); the late end: the call it leaves from, and the way.
    private func leaving(
        for place: Coordinate, pickUp: Date, calls: [CallForecast], from position: Coordinate, now: Date,
        pace: Double
    ) -> (time: Date, earliest: Date, latest: Date) {
        let schedule = forecast.schedule
        func arrival(from point: Coordinate, leaving time: Date, early: TimeInterval, late: TimeInterval)
            -> (time: Date, earliest: Date, latest: Date)
        {
            let way = Geodesy.distanceMeters(point, place) / pace
            let band = ErrorBands.tenthToNinetieth * Self.waySpread * way
            let time = time.addingTimeInterval(way)
            return (
                time, time.addingTimeInterval(-(early * early + band * band).squareRoot()),
                time.addingTimeInterval((late * late + band * band).squareRoot())
            )
        }
        var chosen = arrival(from: position, leaving: now, early: 0, late: 0)
        guard chosen.time <= pickUp else { return chosen }
        // Where a free bus would set off from: where it is, or the last stop of the run it finishes.
        var free = position
        for (index, call) in calls.enumerated() {
            guard let estimate = call.estimate, call.stopIndex < schedule.stops.count,
                let stop = schedule.stops[call.stopIndex].location
            else { continue }
            // Before a run (waiting for it, or the one under way done): a pick-up it can reach from
            // there before the run begins is fetched on time; a later one on the run.
            if call.stopIndex == 0 || (index > 0 && call.run != calls[index - 1].run) {
                let way = Geodesy.distanceMeters(free, place) / pace
                if pickUp.addingTimeInterval(-way) <= call.scheduled {
                    let band = ErrorBands.tenthToNinetieth * Self.waySpread * way
                    return (pickUp, pickUp.addingTimeInterval(-band), pickUp.addingTimeInterval(band))
                }
            }
            let leave = estimate.time.addingTimeInterval(DrivingAssumptions.typicalDwellSeconds)
            let next = arrival(
                from: stop, leaving: leave, early: estimate.time.timeIntervalSince(estimate.earliest ?? estimate.time),
                late: (estimate.latest ?? estimate.time).timeIntervalSince(estimate.time))
            guard next.time <= pickUp else { break }
            chosen = next
            free = stop
        }
        return (pickUp, chosen.earliest, max(pickUp, chosen.latest))
    }

    /// The line's stop the pick-up is at, if any.
    private func stopIndex(of location: Coordinate) -> Int? {
        let near = forecast.schedule.stops.enumerated().compactMap { index, stop in
            stop.location.map { (index, Geodesy.distanceMeters($0, location)) }
        }.filter { $0.1 <= Self.stopMeters }
        return near.min { $0.1 < $1.1 }?.0
    }

    /// Where the bus is, as the sentence tells it: at a stop, or making for the next stop of the run
    /// it was placed on by where it is. Between runs it may be going anywhere (to a door before its
    /// next run: "unterwegs nach Weilerbach Rathaus" while it drove away from there, new-user trial),
    /// and the nearest stop is said.
    private func said(_ whereabouts: Whereabouts, busId: Int64) -> PickupEstimate.Whereabouts {
        let told = whereabouts.said
        guard case .nearStop = told, let next = forecast.nextStops(ofBus: busId, limit: 1).first, next.busOnRun,
            next.stopIndex < forecast.schedule.stops.count
        else { return told }
        return .onWayTo(name: TextSanitizer.clean(forecast.schedule.stops[next.stopIndex].name))
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
    }
}
