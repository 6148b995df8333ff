import Foundation

/// Puts a line's stops in the order the bus reaches them.
public enum RouteOrdering {
    /// By the stop's first scheduled time of the line, then by where it projects onto the route.
    ///
    /// The timetable comes first because projection alone is ambiguous on routes that pass a
    /// stop twice: the original route 1 is a loop, and "Markt" lies closer to an early segment
    /// than to the late one the bus actually serves it from, which would put it before "Park".
    /// Projection orders stops the timetable cannot (no entries, or equal times).
    public static func order(_ stops: [Stop], lineId: Int64, route: Route?) -> [Stop] {
        let geometry = route.flatMap { $0.points.count > 1 ? RouteGeometry(points: $0.points) : nil }
        let keyed = stops.map { stop -> (stop: Stop, time: Int, along: Double) in
            let along = geometry.flatMap { geometry in
                stop.location.flatMap { geometry.project($0)?.distanceAlongMeters }
            }
            return (stop, firstTime(stop, lineId), along ?? .infinity)
        }
        return keyed.sorted { ($0.time, $0.along, $0.stop.id) < ($1.time, $1.along, $1.stop.id) }.map(\.stop)
    }

    private static func firstTime(_ stop: Stop, _ lineId: Int64) -> Int {
        stop.schedule.filter { $0.lineId == lineId }.map(\.arrivingTime.secondsSinceMidnight).min() ?? Int.max
    }
}
