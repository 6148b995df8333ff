import Foundation

/// Turns a network document into the server's tables, checking every reference on the way.
enum NetworkCompiler {
    /// 2025-03-01T00:00:00Z: when the demo timetable was "published".
    static let defaultTimeStamp: Int64 = 1_740_787_200_000

    static func compile(_ document: NetworkDocument) -> Result<MasterData, NetworkProblem> {
        let stamp = document.timeStamp ?? defaultTimeStamp
        if let zone = document.timeZone, TimeZone(identifier: zone) == nil {
            return .failure(
                NetworkProblem(
                    field: "timeZone", message: "\"\(zone)\" is not a known time zone",
                    suggestion: "Use an IANA name such as \"Europe/Berlin\"."))
        }
        guard !document.stops.isEmpty else {
            return .failure(NetworkProblem(field: "stops", message: "the network has no stops"))
        }
        var stopsById: [Int64: NetworkDocument.Stop] = [:]
        for (index, stop) in document.stops.enumerated() {
            let field = "stops[\(index)]"
            guard stopsById[stop.id] == nil else {
                return .failure(NetworkProblem(field: field + ".id", message: "stop id \(stop.id) is used twice"))
            }
            guard isValid(lat: stop.lat, lon: stop.lon) else {
                return .failure(
                    NetworkProblem(
                        field: field,
                        message: "stop \"\(stop.name)\" has coordinates "
                            + "outside the globe (lat \(stop.lat), lon \(stop.lon))"))
            }
            stopsById[stop.id] = stop
        }

        var lines: [LineRecord] = []
        var routes: [RouteRecord] = []
        var schedules: [ScheduleRecord] = []
        var routeStartByLine: [Int64: GeoPoint] = [:]
        for (index, line) in document.lines.enumerated() {
            let field = "lines[\(index)]"
            let named = "line \"\(line.name)\""
            guard !lines.contains(where: { $0.id == line.id }) else {
                return .failure(NetworkProblem(field: field + ".id", message: "line id \(line.id) is used twice"))
            }
            guard !line.stops.isEmpty else {
                return .failure(NetworkProblem(field: field + ".stops", message: "\(named) has no stops"))
            }
            var seen = Set<Int64>()
            for (stopIndex, stopId) in line.stops.enumerated() {
                guard stopsById[stopId] != nil else {
                    return .failure(
                        NetworkProblem(
                            field: "\(field).stops[\(stopIndex)]",
                            message: "\(named) calls at stop \(stopId), which is not in \"stops\""))
                }
                guard seen.insert(stopId).inserted else {
                    return .failure(
                        NetworkProblem(
                            field: "\(field).stops[\(stopIndex)]",
                            message: "\(named) calls at stop \(stopId) twice",
                            suggestion: "For a loop, list the terminal once and set \"loop\": true or give a \"route\" "
                                + "that ends where it starts."))
                }
            }
            let runs: [[Int]]
            switch line.timetable.resolvedRuns(stopCount: line.stops.count) {
            case .success(let resolved): runs = resolved
            case .failure(let problem):
                return .failure(
                    NetworkProblem(
                        field: "\(field).timetable.\(problem.field)",
                        message: "\(named): \(problem.message)"))
            }
            let routeId = line.id
            let points: [GeoPoint]
            if let route = line.route {
                guard route.count >= 2 else {
                    return .failure(
                        NetworkProblem(
                            field: field + ".route",
                            message: "\(named): a route needs at least 2 points"))
                }
                if let bad = route.firstIndex(where: { !isValid(lat: $0.lat, lon: $0.lon) }) {
                    return .failure(
                        NetworkProblem(
                            field: "\(field).route[\(bad)]",
                            message: "\(named): point outside the globe", suggestion: "Points are [lat, lon]."))
                }
                points = route.map(\.geoPoint)
            } else {
                var straight = line.stops.compactMap { stopsById[$0] }.map { GeoPoint(lon: $0.lon, lat: $0.lat) }
                if line.loop == true, let first = straight.first { straight.append(first) }
                if straight.count == 1, let only = straight.first { straight.append(only) }
                points = straight
            }
            routes.append(RouteRecord(id: routeId, points: points, timeStamp: stamp))
            routeStartByLine[line.id] = points.first
            lines.append(LineRecord(id: line.id, name: line.name, routeId: routeId, timeStamp: stamp))
            // Rows grouped by stop, then by time, like the original V0002 data.
            for (stopIndex, stopId) in line.stops.enumerated() {
                for run in runs where stopIndex < run.count {
                    schedules.append(
                        ScheduleRecord(
                            id: Int64(schedules.count + 1), lineId: line.id,
                            lineName: line.name, stopId: stopId,
                            arrivingTime: run[stopIndex]))
                }
            }
        }

        var busses: [BusRecord] = []
        var positions: [LastPositionRecord] = []
        for (index, bus) in document.buses.enumerated() {
            let field = "buses[\(index)]"
            guard !busses.contains(where: { $0.id == bus.id }) else {
                return .failure(NetworkProblem(field: field + ".id", message: "bus id \(bus.id) is used twice"))
            }
            guard bus.seats >= 1 else {
                return .failure(NetworkProblem(field: field + ".seats", message: "a bus needs at least 1 seat"))
            }
            if let lineId = bus.line, routeStartByLine[lineId] == nil {
                return .failure(
                    NetworkProblem(
                        field: field + ".line",
                        message: "bus \(bus.id) is on line \(lineId), which is not in \"lines\""))
            }
            let fallback = document.stops.first.map { GeoPoint(lon: $0.lon, lat: $0.lat) } ?? GeoPoint(lon: 0, lat: 0)
            let start = bus.position?.geoPoint ?? bus.line.flatMap { routeStartByLine[$0] } ?? fallback
            busses.append(
                BusRecord(
                    id: bus.id, numberPlate: bus.numberPlate, lineId: bus.line, color: bus.color,
                    picture: bus.picture, totalSeats: bus.seats, timeStamp: stamp))
            // Every bus gets a position row: the original only ever updates existing rows (E8).
            positions.append(LastPositionRecord(busId: bus.id, position: start, takenSeats: 0, timeStamp: stamp))
        }

        let stops = document.stops.map {
            StopRecord(id: $0.id, name: $0.name, location: GeoPoint(lon: $0.lon, lat: $0.lat), timeStamp: stamp)
        }
        return .success(
            MasterData(
                lines: lines, busses: busses, routes: routes, stops: stops, schedules: schedules,
                lastPositions: positions, seededCustomStops: [],
                timeZone: document.timeZone ?? "Europe/Berlin"))
    }

    private static func isValid(lat: Double, lon: Double) -> Bool {
        lat.isFinite && lon.isFinite && abs(lat) <= 90 && abs(lon) <= 180
    }
}
