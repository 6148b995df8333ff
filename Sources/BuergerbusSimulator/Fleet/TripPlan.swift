import Foundation

/// One bus's whole service day, decided in advance: where it is at any instant, how many seats are
/// taken, and when it really reached each stop. A pure value, so the same seed replays the same day
/// whatever the real-time jitter, and benchmarks can compare predictions with the truth.
public struct TripPlan: Sendable {
    public let busId: Int64
    public let lineId: Int64
    public let day: ServiceDay
    /// Time-ordered, gap-free pieces of movement.
    let legs: [TripLeg]
    /// (instant, taken seats from then on), time-ordered.
    let seatChanges: [(time: TimeInterval, taken: Int)]
    /// The ground truth: every call at a stop, in time order.
    public let arrivals: [StopVisit]
    /// Accepted custom stops this plan drives to.
    public let detourVisits: [DetourVisit]
    /// Where the bus stands when no leg covers an instant.
    let restingPoint: GeoPoint

    public func position(at date: Date) -> GeoPoint {
        let t = date.timeIntervalSince1970
        guard let first = legs.first else { return restingPoint }
        if t <= first.start { return first.position(at: first.start) }
        var low = 0
        var high = legs.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if legs[mid].start <= t { low = mid } else { high = mid - 1 }
        }
        return legs[low].position(at: t)
    }

    public func takenSeats(at date: Date) -> Int {
        let t = date.timeIntervalSince1970
        var taken = 0
        for change in seatChanges {
            if change.time > t { break }
            taken = change.taken
        }
        return taken
    }

    /// Whether the bus is driving a run (or a detour) at that instant, not waiting at the terminal.
    public func isOnRoad(at date: Date) -> Bool {
        let t = date.timeIntervalSince1970
        return legs.contains { $0.start <= t && t < $0.end && $0.isService }
    }

    /// The instant the bus reached a custom stop's pickup point, if the plan drives there.
    public func detourVisit(requestId: Int64) -> DetourVisit? {
        detourVisits.first { $0.requestId == requestId }
    }
}

/// One call at a stop: scheduled versus real.
public struct StopVisit: Sendable, Equatable {
    public let run: Int
    public let stopIndex: Int
    public let stopId: Int64
    public let scheduled: Date
    public let arrival: Date
    public let departure: Date
    public let boarded: Int
    public let alighted: Int
    /// Taken seats when the bus leaves.
    public let takenAfter: Int
}

/// A detour to an accepted custom stop.
public struct DetourVisit: Sendable, Equatable {
    public let requestId: Int64
    /// When the bus left its route for the pickup point.
    public let left: Date
    public let reached: Date
    /// When the driver reports the outcome: after boarding, or after waiting in vain.
    public let finished: Date
    public let showedUp: Bool
}

/// A piece of the day: along the route, straight across country (a detour), or standing.
struct TripLeg: Sendable {
    enum Motion: Sendable {
        case along(path: RoutePath, from: Double, to: Double)
        case straight(from: GeoPoint, to: GeoPoint)
        case standing(GeoPoint)
    }

    let start: TimeInterval
    let end: TimeInterval
    let motion: Motion
    /// Part of a run or detour (as opposed to waiting for the next run).
    let isService: Bool

    func position(at t: TimeInterval) -> GeoPoint {
        let fraction = end > start ? min(1, max(0, (t - start) / (end - start))) : 1
        switch motion {
        case .along(let path, let from, let to):
            return path.point(atDistance: from + (to - from) * fraction)
        case .straight(let from, let to):
            return Geodesy.interpolate(from, to, fraction: fraction)
        case .standing(let point):
            return point
        }
    }
}
