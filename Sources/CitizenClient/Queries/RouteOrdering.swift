import Foundation

/// Puts a line's stops in the order the bus reaches them.
public enum RouteOrdering {
    /// By where each stop projects onto the route; when the route is missing or a stop has no
    /// position, by the stop's first scheduled time of that line instead.
    public static func order(_ stops: [Stop], lineId: Int64, route: Route?) -> [Stop] {
        if let route, route.points.count > 1, stops.allSatisfy({ $0.location != nil }) {
            let geometry = RouteGeometry(points: route.points)
            let placed = stops.map { stop -> (Stop, Double) in
                let along = stop.location.flatMap { geometry.project($0)?.distanceAlongMeters } ?? 0
                return (stop, along)
            }
            return placed.sorted { ($0.1, $0.0.id) < ($1.1, $1.0.id) }.map(\.0)
        }
        return stops.sorted { lhs, rhs in
            (firstTime(lhs, lineId), lhs.id) < (firstTime(rhs, lineId), rhs.id)
        }
    }

    private static func firstTime(_ stop: Stop, _ lineId: Int64) -> Int {
        stop.schedule.filter { $0.lineId == lineId }.map(\.arrivingTime.secondsSinceMidnight).min() ?? Int.max
    }
}
