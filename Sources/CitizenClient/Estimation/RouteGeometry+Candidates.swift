import Foundation

extension RouteGeometry {
    /// The closest point at or after `fromMeters` along the route. Searching forward keeps stops in
    /// driving order on routes that pass the same place twice (loops, out-and-back roads).
    func project(_ coordinate: Coordinate, fromMeters: Double) -> RouteProjection? {
        guard points.count > 1 else { return project(coordinate) }
        var best: RouteProjection?
        for index in 0..<(points.count - 1) where cumulativeMeters[index + 1] >= fromMeters {
            let start = points[index]
            let end = points[index + 1]
            let segmentLength = cumulativeMeters[index + 1] - cumulativeMeters[index]
            var t = Self.parameter(of: coordinate, onSegmentFrom: start, to: end)
            if segmentLength > 0, cumulativeMeters[index] + t * segmentLength < fromMeters {
                t = (fromMeters - cumulativeMeters[index]) / segmentLength
            }
            let projection = makeProjection(of: coordinate, segment: index, parameter: t)
            // Strictly closer only: the earliest of equally close places wins.
            if let current = best, current.distanceFromRouteMeters <= projection.distanceFromRouteMeters + 0.01 {
                continue
            }
            best = projection
        }
        return best
    }

    /// The places along the route where the bus may be (`candidates`), or none when it is off its route
    /// (farther than `DrivingAssumptions.offRouteMeters` from it).
    func placesOnRoute(for coordinate: Coordinate) -> [Double] {
        let candidates = candidates(for: coordinate, slackMeters: DrivingAssumptions.candidateSlackMeters)
        guard let closest = candidates.map(\.distanceFromRouteMeters).min(),
            closest <= DrivingAssumptions.offRouteMeters
        else {
            return []
        }
        return candidates.map(\.distanceAlongMeters)
    }

    /// Every place along the route that is locally closest to `coordinate` and no more than `slackMeters`
    /// farther than the closest one. A bus near a spot the route passes twice is placed at both, and
    /// the timetable decides which one it is.
    func candidates(for coordinate: Coordinate, slackMeters: Double) -> [RouteProjection] {
        guard points.count > 1 else { return project(coordinate).map { [$0] } ?? [] }
        let perSegment = (0..<(points.count - 1)).map { index in
            makeProjection(
                of: coordinate, segment: index,
                parameter: Self.parameter(of: coordinate, onSegmentFrom: points[index], to: points[index + 1]))
        }
        guard let closest = perSegment.map(\.distanceFromRouteMeters).min() else { return [] }
        var result: [RouteProjection] = []
        for projection in perSegment where projection.distanceFromRouteMeters <= closest + slackMeters {
            // Neighbouring segments meeting at one corner give the same place: keep the closer.
            if let last = result.last, abs(last.distanceAlongMeters - projection.distanceAlongMeters) < 2 * slackMeters
            {
                if projection.distanceFromRouteMeters < last.distanceFromRouteMeters {
                    result[result.count - 1] = projection
                }
                continue
            }
            result.append(projection)
        }
        return result
    }

    /// The point `meters` along the route, clamped to its ends.
    func point(atMeters meters: Double) -> Coordinate? {
        guard let first = points.first else { return nil }
        guard points.count > 1, meters > 0 else { return first }
        for index in 1..<points.count where cumulativeMeters[index] >= meters {
            let start = cumulativeMeters[index - 1]
            let length = cumulativeMeters[index] - start
            let t = length > 0 ? (meters - start) / length : 0
            let a = points[index - 1]
            let b = points[index]
            return Coordinate(
                latitude: a.latitude + (b.latitude - a.latitude) * t,
                longitude: a.longitude + (b.longitude - a.longitude) * t)
        }
        return points.last
    }

    private func makeProjection(of coordinate: Coordinate, segment index: Int, parameter t: Double) -> RouteProjection {
        let start = points[index]
        let end = points[index + 1]
        let projected = Coordinate(
            latitude: start.latitude + (end.latitude - start.latitude) * t,
            longitude: start.longitude + (end.longitude - start.longitude) * t)
        return RouteProjection(
            point: projected, segmentIndex: index,
            distanceAlongMeters: cumulativeMeters[index] + Geodesy.distanceMeters(start, projected),
            routeLengthMeters: lengthMeters,
            distanceFromRouteMeters: Geodesy.distanceMeters(coordinate, projected))
    }
}
