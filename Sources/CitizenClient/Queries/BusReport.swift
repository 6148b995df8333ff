import Foundation

/// A stop of the bus's line with its next scheduled time there.
public struct RouteStopCall: Equatable, Sendable {
    public let stop: Stop
    /// Next time the line is due here (today or tomorrow); nil when it has no timetable here.
    public let nextScheduled: Date?
    public let estimate: ArrivalEstimate?
}

/// `buerger bus BUS`: everything known about one bus.
public struct BusReport: Equatable, Sendable {
    public let bus: Bus
    public let line: Line?
    /// E7; nil when the server has no data (204) or it could not be fetched (offline).
    public let realTime: BusPosition?
    public let seats: SeatInfo
    public let nearestStop: NearbyStop?
    /// The line's stops in route order.
    public let routeStops: [RouteStopCall]
    /// Where the bus is along its route, 0 (start) … 1 (end); nil without position or route.
    public let routeFraction: Double?

    public var position: Coordinate? { realTime?.position }

    /// The route's stops ordered by when they come next.
    public var nextStops: [RouteStopCall] {
        routeStops.filter { $0.nextScheduled != nil }
            .sorted { ($0.nextScheduled ?? .distantFuture) < ($1.nextScheduled ?? .distantFuture) }
    }

    /// An openstreetmap.org link centred on the bus; nil without a position.
    public var mapLink: URL? {
        position.flatMap { MapLink.openStreetMap($0) }
    }
}

/// Links to maps, built in one place.
public enum MapLink {
    /// `https://www.openstreetmap.org/?mlat=LAT&mlon=LON#map=17/LAT/LON`
    public static func openStreetMap(_ point: Coordinate, zoom: Int = 17) -> URL? {
        let lat = format(point.latitude), lon = format(point.longitude)
        return URL(string: "https://www.openstreetmap.org/?mlat=\(lat)&mlon=\(lon)#map=\(zoom)/\(lat)/\(lon)")
    }

    /// Up to 6 decimals (about 10 cm), trailing zeros dropped, never exponent notation.
    static func format(_ degrees: Double) -> String {
        guard degrees.isFinite else { return "0" }
        var text = String(format: "%.6f", degrees)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}

/// Builds bus reports.
public struct BusReportBuilder {
    public let timetable: Timetable
    public let estimator: ArrivalEstimator

    public init(timetable: Timetable, estimator: ArrivalEstimator = TimetableOnlyEstimator()) {
        self.timetable = timetable
        self.estimator = estimator
    }

    public func report(for bus: Bus, data: MasterData, realTime: BusPosition?, now: Date) -> BusReport {
        let line = bus.lineId.flatMap(data.line(id:))
        let route = line.flatMap(data.route(for:))
        let position = realTime?.position
        let nearest = position.flatMap { StopSearch.nearest(to: $0, in: data.stops).first }
        var routeStops: [RouteStopCall] = []
        if let lineId = bus.lineId {
            let ordered = RouteOrdering.order(data.stops(onLine: lineId), lineId: lineId, route: route)
            routeStops = ordered.map { stop in
                let entries = stop.schedule.filter { $0.lineId == lineId }
                let call = timetable.upcoming(entries, from: now, limit: 1).first
                let estimate = call.flatMap { call in
                    estimator.estimate(ArrivalQuestion(call: call, stop: stop, bus: bus, position: realTime,
                                                       route: route, now: now))
                }
                return RouteStopCall(stop: stop, nextScheduled: call?.time, estimate: estimate)
            }
        }
        var fraction: Double?
        if let position, let route, route.points.count > 1 {
            fraction = RouteGeometry(points: route.points).project(position)?.fraction
        }
        return BusReport(bus: bus, line: line, realTime: realTime,
                         seats: SeatInfo(totalSeats: bus.totalSeats, takenSeats: realTime?.takenSeats),
                         nearestStop: nearest, routeStops: routeStops, routeFraction: fraction)
    }
}
