import Foundation

/// A stop of the bus's line with its next scheduled time there.
public struct RouteStopCall: Equatable, Sendable {
    public let stop: Stop
    /// Next time the line (for `BusReport.nextStops`: this bus) is due here; nil when it has no timetable here.
    public let nextScheduled: Date?
    public let estimate: ArrivalEstimate?
    /// Why the estimate is what it is; nil where no forecast was made.
    public let basis: EstimateBasis?

    init(stop: Stop, nextScheduled: Date?, estimate: ArrivalEstimate?, basis: EstimateBasis? = nil) {
        self.stop = stop
        self.nextScheduled = nextScheduled
        self.estimate = estimate
        self.basis = basis
    }
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
    /// The stops ahead of the bus in driving order (rest of its run, then its next run); nil when the
    /// line has no forecast, and `nextStops` falls back to the timetable.
    let upcomingStops: [RouteStopCall]?
    /// When the client first saw the bus at its current position; nil when unknown.
    public let positionSeenAt: Date?

    public var position: Coordinate? { realTime?.position }

    /// The stops ahead of the bus in the order it reaches them, with scheduled and estimated times.
    public var nextStops: [RouteStopCall] {
        if let upcomingStops { return upcomingStops }
        return routeStops.filter { $0.nextScheduled != nil }
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
        let lat = format(point.latitude)
        let lon = format(point.longitude)
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
        report(
            for: bus, data: data, realTime: realTime,
            sightings: [bus.id: BusSighting(busId: bus.id, position: realTime?.position)], now: now)
    }

    /// - Parameter sightings: what is known of the buses of the bus's line (all of them, so that two
    ///   buses are never placed on one run); the bus's own entry supplies `positionSeenAt`.
    public func report(
        for bus: Bus, data: MasterData, realTime: BusPosition?, sightings: [Int64: BusSighting],
        now: Date
    ) -> BusReport {
        let line = bus.lineId.flatMap(data.line(id:))
        let route = line.flatMap(data.route(for:))
        let position = realTime?.position
        let nearest = position.flatMap { StopSearch.nearest(to: $0, in: data.stops).first }
        var routeStops: [RouteStopCall] = []
        var upcoming: [RouteStopCall]?
        if let lineId = bus.lineId {
            let ordered = RouteOrdering.order(data.stops(onLine: lineId), lineId: lineId, route: route)
            routeStops = ordered.map { stop in
                let entries = stop.schedule.filter { $0.lineId == lineId }
                let call = timetable.upcoming(entries, from: now, limit: 1).first
                let estimate = call.flatMap { call in
                    estimator.estimate(
                        ArrivalQuestion(
                            call: call, stop: stop, bus: bus, position: realTime,
                            route: route, now: now, forecast: nil))
                }
                return RouteStopCall(stop: stop, nextScheduled: call?.time, estimate: estimate)
            }
            if let forecast = LineForecaster(timetable: timetable)
                .forecast(lineId: lineId, data: data, sightings: sightings, now: now)
            {
                upcoming = forecast.nextStops(ofBus: bus.id).compactMap { call in
                    guard call.stopIndex < forecast.schedule.stops.count,
                        let clock = timetable.timeOfDay(of: call.scheduled)
                    else { return nil }
                    let stop = forecast.schedule.stops[call.stopIndex]
                    let row = ScheduleEntry(lineId: lineId, lineName: line?.name, stopId: stop.id, arrivingTime: clock)
                    let question = ArrivalQuestion(
                        call: ScheduledCall(entry: row, time: call.scheduled), stop: stop,
                        bus: bus, position: realTime, route: route, now: now, forecast: call)
                    return RouteStopCall(
                        stop: stop, nextScheduled: call.scheduled,
                        estimate: estimator.estimate(question), basis: call.basis)
                }
            }
        }
        var fraction: Double?
        if let position, let route, route.points.count > 1 {
            fraction = RouteGeometry(points: route.points).project(position)?.fraction
        }
        return BusReport(
            bus: bus, line: line, realTime: realTime,
            seats: SeatInfo(totalSeats: bus.totalSeats, takenSeats: realTime?.takenSeats),
            nearestStop: nearest, routeStops: routeStops, routeFraction: fraction,
            upcomingStops: upcoming, positionSeenAt: sightings[bus.id]?.positionSeenAt)
    }
}
