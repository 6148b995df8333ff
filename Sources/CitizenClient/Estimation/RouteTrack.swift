import Foundation

/// The bus's way along its route as the position history shows it. A position near the route counts
/// as on it only where the bus could have got to along the route since the last place that did, and,
/// once the bus has left its route, only back where it left it (or once it is seen driving on along
/// the route from a place, not standing near it). A custom stop that happens to lie near another
/// part of the route is then seen for what it is, a detour, not a jump ahead of half an hour.
struct RouteTrack {
    /// Faster than any bus averages between two sightings.
    static let maximumSpeed = 80.0 / 3.6
    /// Allowance for where on the road a reported position falls.
    static let slackMeters = 300.0

    /// Coming back from a detour another way, the bus is seen at least this much farther along its
    /// route at the next sighting; less is a bus standing still near the route, its position jittering.
    static let rejoinProgressMeters = 50.0

    /// Farther from the road than this, a sighting on the route may already be the bus turning off it.
    static let onTheRoadMeters = 10.0

    /// A sighting on the route: every place along it that fits, and when it was seen.
    struct Place {
        let meters: [Double]
        let position: Coordinate
        let seenAt: Date
        /// Metres from the route.
        var offset = 0.0
    }

    let schedule: LineSchedule
    let geometry: RouteGeometry
    /// The last place the bus was on its route.
    var last: Place? { visited.last }
    /// The places on the route, oldest first (a few).
    private var visited: [Place] = []
    /// The bus has left its route since `last`.
    private(set) var isAway = false
    /// While away: a sighting near the route but not where the bus left it. If the next sighting
    /// drives on along the route from there, the bus has come back another way.
    private var rejoinCandidate: Place?
    /// On a line that is not a loop: driving back along the route from the last stop to the first.
    private var returning = false

    init(schedule: LineSchedule, geometry: RouteGeometry) {
        self.schedule = schedule
        self.geometry = geometry
    }

    /// Follows `earlier` (oldest first).
    init(schedule: LineSchedule, geometry: RouteGeometry, earlier: [TimedPosition]) {
        self.init(schedule: schedule, geometry: geometry)
        for sighting in earlier { follow(sighting.position, at: sighting.seenAt) }
    }

    /// Takes in one more sighting; returns its places along the route, empty when it is off the
    /// route (or near it only by chance, away on a detour).
    @discardableResult
    mutating func follow(_ position: Coordinate, at time: Date) -> [Double] {
        let candidates = geometry.candidates(for: position, slackMeters: DrivingAssumptions.candidateSlackMeters)
        guard let closest = candidates.map(\.distanceFromRouteMeters).min(),
            closest <= DrivingAssumptions.offRouteMeters
        else {
            if last != nil, !isAway { leave() }
            rejoinCandidate = nil
            return []
        }
        let all = candidates.map(\.distanceAlongMeters)
        let here = Place(meters: all, position: position, seenAt: time, offset: closest)
        guard let last else { return accept(here) }
        if isAway {
            // Back where it left the route, or driving on along it from where it came back.
            let backWhereItLeft = all.filter { place in
                last.meters.contains { reachable(from: $0, to: place, seconds: 0) }
            }
            if !backWhereItLeft.isEmpty {
                return accept(Place(meters: backWhereItLeft, position: position, seenAt: time, offset: closest))
            }
            if let candidate = rejoinCandidate {
                let drivingOn = drivingOn(from: candidate, to: here)
                if !drivingOn.isEmpty {
                    return accept(Place(meters: drivingOn, position: position, seenAt: time, offset: closest))
                }
            }
            rejoinCandidate = here
            return []
        }
        let drivenTo = following(last, here)
        guard drivenTo.isEmpty else {
            return accept(Place(meters: drivenTo, position: position, seenAt: time, offset: closest))
        }
        // Too far along the route to have driven there: away, near the route by chance.
        leave()
        rejoinCandidate = here
        return []
    }

    private mutating func accept(_ place: Place) -> [Double] {
        // Between runs on a line that is not a loop, the bus drives back from the last stop to the first.
        if !schedule.isLoop, let stops = schedule.stopMeters, let first = stops.first, let lastStop = stops.last,
            let before = last?.meters.max(), let here = place.meters.min()
        {
            let margin = DrivingAssumptions.atStopMeters
            if here <= first + margin || here > before + margin {
                returning = false // back at the start, or driving on along the route
            } else if here < before - margin, before >= lastStop - margin {
                returning = true
            }
        }
        visited = Array((visited + [place]).suffix(4))
        isAway = false
        rejoinCandidate = nil
        return place.meters
    }

    /// The bus has left its route. A detour across country can run close to the road at first:
    /// sightings drifting away from it already belong to the detour, which began where the bus was
    /// last right on the road.
    private mutating func leave() {
        isAway = true
        while visited.count > 1, let drifting = visited.last, drifting.offset > Self.onTheRoadMeters,
            visited[visited.count - 2].offset < drifting.offset
        {
            visited.removeLast()
        }
    }

    /// The places of `next` the bus could have driven to along the route from `previous` in the time between.
    private func following(_ previous: Place, _ next: Place) -> [Double] {
        let seconds = next.seenAt.timeIntervalSince(previous.seenAt)
        return next.meters.filter { place in
            previous.meters.contains { reachable(from: $0, to: place, seconds: seconds) }
        }
    }

    /// The places of `next` that drive on along the route from `candidate`, seen while the bus was
    /// away: ahead of it by more than a bus standing still is seen to move. A party's door near
    /// another part of the route, seen twice while the bus stands there, is not the bus back on its
    /// route half a loop ahead (buerger-bench eta-live's loops: a bus fetching a party was shown
    /// 40 minutes late).
    private func drivingOn(from candidate: Place, to next: Place) -> [Double] {
        following(candidate, next).filter { place in
            candidate.meters.contains { start in
                // Round the end of a loop onto its start, or on along it.
                let wrapped = schedule.isLoop && place < start - Self.slackMeters
                return (wrapped ? schedule.lengthMeters - start + place : place - start) >= Self.rejoinProgressMeters
            }
        }
    }

    private func reachable(from start: Double, to end: Double, seconds: TimeInterval) -> Bool {
        let budget = max(0, seconds) * Self.maximumSpeed + Self.slackMeters
        if end >= start - Self.slackMeters { return end - start <= budget }
        // Behind: after its last stop a bus goes back to the start by any road; otherwise only
        // round the end of the route, onto its next run.
        if let lastStop = schedule.stopMeters?.last, !schedule.isLoop,
            start >= lastStop - DrivingAssumptions.atStopMeters
        {
            return true
        }
        // On its way back along the same road (a line that is not a loop), as fast as it can drive.
        if returning { return start - end <= budget }
        return schedule.lengthMeters - start + end <= budget
    }
}
