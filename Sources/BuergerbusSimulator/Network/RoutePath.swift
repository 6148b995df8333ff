import Foundation

/// A route polyline with cumulative distances, so a bus can be placed at "metres along the route".
public struct RoutePath: Sendable, Equatable {
    public let points: [GeoPoint]
    /// `cumulative[i]` is the distance in metres from the first point to `points[i]`.
    public let cumulative: [Double]

    public init(points: [GeoPoint]) {
        self.points = points
        var running = 0.0
        var distances: [Double] = []
        distances.reserveCapacity(points.count)
        for index in points.indices {
            if index > 0 { running += Geodesy.distance(points[index - 1], points[index]) }
            distances.append(running)
        }
        self.cumulative = distances
    }

    public var length: Double { cumulative.last ?? 0 }

    public var start: GeoPoint? { points.first }
    public var end: GeoPoint? { points.last }

    /// Whether the route ends where it starts (a loop a bus can drive back to back).
    public var isLoop: Bool {
        guard let first = points.first, let last = points.last, points.count > 2 else { return false }
        return Geodesy.distance(first, last) < 30
    }

    /// The point `metres` along the route, clamped to its ends.
    public func point(atDistance metres: Double) -> GeoPoint {
        guard let first = points.first else { return GeoPoint(lon: 0, lat: 0) }
        guard points.count > 1, metres > 0 else { return first }
        guard metres < length else { return points[points.count - 1] }
        // The first index whose cumulative distance reaches `metres`.
        var low = 1
        var high = cumulative.count - 1
        while low < high {
            let mid = (low + high) / 2
            if cumulative[mid] < metres { low = mid + 1 } else { high = mid }
        }
        let segmentLength = cumulative[low] - cumulative[low - 1]
        let fraction = segmentLength > 0 ? (metres - cumulative[low - 1]) / segmentLength : 0
        return Geodesy.interpolate(points[low - 1], points[low], fraction: fraction)
    }

    /// Where `point` meets the route: distance along it and how far off it lies.
    public struct Projection: Sendable, Equatable {
        public var distanceAlong: Double
        public var offRoute: Double
    }

    /// The closest point of the route to `point`, looking only at or after `fromDistance`.
    /// Searching forward keeps stops in driving order on routes that pass the same place twice.
    public func project(_ point: GeoPoint, fromDistance: Double = 0) -> Projection {
        guard points.count > 1 else {
            return Projection(distanceAlong: 0, offRoute: points.first.map { Geodesy.distance($0, point) } ?? 0)
        }
        var best = Projection(distanceAlong: length, offRoute: .infinity)
        for index in 1..<points.count where cumulative[index] >= fromDistance {
            let a = points[index - 1]
            let b = points[index]
            var fraction = Geodesy.closestFraction(on: a, b, to: point)
            let segmentStart = cumulative[index - 1]
            let segmentLength = cumulative[index] - segmentStart
            if segmentLength > 0, segmentStart + fraction * segmentLength < fromDistance {
                fraction = (fromDistance - segmentStart) / segmentLength
            }
            let candidate = Geodesy.interpolate(a, b, fraction: fraction)
            let off = Geodesy.distance(candidate, point)
            // Strictly closer only: the earliest of equally close places wins.
            if off < best.offRoute - 0.01 {
                best = Projection(distanceAlong: segmentStart + fraction * segmentLength, offRoute: off)
            }
        }
        return best
    }
}
