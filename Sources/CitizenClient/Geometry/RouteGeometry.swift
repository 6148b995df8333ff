import Foundation

/// Where a point lies relative to a route polyline.
public struct RouteProjection: Equatable, Sendable {
    /// The closest point on the route.
    public let point: Coordinate
    /// Index of the segment (between `points[i]` and `points[i+1]`) holding that point.
    public let segmentIndex: Int
    /// Metres along the route from its first point to the projected point.
    public let distanceAlongMeters: Double
    /// Length of the whole route, metres.
    public let routeLengthMeters: Double
    /// Metres from the original point to the route.
    public let distanceFromRouteMeters: Double

    /// 0 at the start, 1 at the end (0 for a route of zero length).
    public var fraction: Double {
        routeLengthMeters > 0 ? min(1, max(0, distanceAlongMeters / routeLengthMeters)) : 0
    }
}

/// A polyline with cumulative lengths, for projections onto it.
public struct RouteGeometry: Sendable {
    public let points: [Coordinate]
    /// `cumulativeMeters[i]` = length from `points[0]` to `points[i]`.
    let cumulativeMeters: [Double]

    public init(points: [Coordinate]) {
        self.points = points
        var total = 0.0
        var cumulative: [Double] = []
        cumulative.reserveCapacity(points.count)
        for (index, point) in points.enumerated() {
            if index > 0 { total += Geodesy.distanceMeters(points[index - 1], point) }
            cumulative.append(total)
        }
        cumulativeMeters = cumulative
    }

    public var lengthMeters: Double { cumulativeMeters.last ?? 0 }

    /// The closest point of the route to `coordinate`; nil for an empty route. Segments are treated
    /// as straight in a local flat projection, which is exact enough for a village bus network.
    public func project(_ coordinate: Coordinate) -> RouteProjection? {
        guard let first = points.first else { return nil }
        guard points.count > 1 else {
            return RouteProjection(
                point: first, segmentIndex: 0, distanceAlongMeters: 0, routeLengthMeters: 0,
                distanceFromRouteMeters: Geodesy.distanceMeters(coordinate, first))
        }
        var best: RouteProjection?
        for index in 0..<(points.count - 1) {
            let start = points[index]
            let end = points[index + 1]
            let t = Self.parameter(of: coordinate, onSegmentFrom: start, to: end)
            let projected = Coordinate(
                latitude: start.latitude + (end.latitude - start.latitude) * t,
                longitude: start.longitude + (end.longitude - start.longitude) * t)
            let away = Geodesy.distanceMeters(coordinate, projected)
            if let current = best, current.distanceFromRouteMeters <= away { continue }
            let along = cumulativeMeters[index] + Geodesy.distanceMeters(start, projected)
            best = RouteProjection(
                point: projected, segmentIndex: index, distanceAlongMeters: along,
                routeLengthMeters: lengthMeters, distanceFromRouteMeters: away)
        }
        return best
    }

    /// Position of the foot of the perpendicular on the segment, clamped to 0…1.
    static func parameter(of point: Coordinate, onSegmentFrom start: Coordinate, to end: Coordinate) -> Double {
        // Scale longitude by cos(latitude) so that both axes are in comparable metres.
        let scale = cos(Geodesy.radians(start.latitude))
        let dx = (end.longitude - start.longitude) * scale
        let dy = end.latitude - start.latitude
        let px = (point.longitude - start.longitude) * scale
        let py = point.latitude - start.latitude
        let lengthSquared = dx * dx + dy * dy
        guard lengthSquared > 0 else { return 0 }
        return min(1, max(0, (px * dx + py * dy) / lengthSquared))
    }
}
