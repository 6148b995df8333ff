/// The original's response bodies, member by member in the order Jackson wrote them (wire-contract §2, §4).
enum WireEncoding {
    /// E1: `{"timeStamp":..,"lines":[..]}` with each line's buses computed live.
    static func lines(_ lines: [LineRecord], busses: [BusRecord]) -> WireJSON {
        .object([
            WireMember("timeStamp", latest(lines.map(\.timeStamp))),
            WireMember(
                "lines",
                .array(
                    lines.map { line in
                        .object([
                            WireMember("id", .int(line.id)),
                            WireMember("name", .optionalString(line.name)),
                            WireMember("routeId", .optionalInt(line.routeId)),
                            WireMember("busses", .array(busses.filter { $0.lineId == line.id }.map { .int($0.id) })),
                        ])
                    })),
        ])
    }

    /// E2: `{"busses":[..],"timeStamp":..}`.
    static func busses(_ busses: [BusRecord]) -> WireJSON {
        .object([
            WireMember(
                "busses",
                .array(
                    busses.map { bus in
                        .object([
                            WireMember("id", .int(bus.id)),
                            WireMember("numberPlate", .optionalString(bus.numberPlate)),
                            WireMember("lineId", .optionalInt(bus.lineId)),
                            WireMember("color", .optionalString(bus.color)),
                            WireMember("picture", .optionalString(bus.picture)),
                            WireMember("totalSeats", .int(bus.totalSeats)),
                        ])
                    })),
            WireMember("timeStamp", latest(busses.map(\.timeStamp))),
        ])
    }

    /// E3: `{"timeStamp":..,"routes":[{"id":..,"route":LineString}]}`.
    static func routes(_ routes: [RouteRecord]) -> WireJSON {
        .object([
            WireMember("timeStamp", latest(routes.map(\.timeStamp))),
            WireMember(
                "routes",
                .array(
                    routes.map { route in
                        .object([
                            WireMember("id", .int(route.id)),
                            WireMember(
                                "route",
                                .object([
                                    WireMember("type", .string("LineString")),
                                    WireMember("coordinates", .array(route.points.map(geoJSONPosition))),
                                ])),
                        ])
                    })),
        ])
    }

    /// E4: stops with their schedules and the one-element `lines` quirk.
    static func stops(_ stops: [StopRecord], schedules: [ScheduleRecord]) -> WireJSON {
        // Grouped once (table order kept within a stop): filtering per stop was stops × rows,
        // 3 s for a county network of 10,000 stops and 100,000 rows.
        let schedulesByStop = Dictionary(grouping: schedules, by: \.stopId)
        return .object([
            WireMember("timeStamp", latest(stops.map(\.timeStamp))),
            WireMember(
                "stops",
                .array(
                    stops.map { stop in
                        let own = schedulesByStop[stop.id] ?? []
                        return .object([
                            WireMember("id", .int(stop.id)),
                            WireMember("name", .optionalString(stop.name)),
                            WireMember("schedule", .array(own.map(schedule))),
                            WireMember("lines", .array([stopLines(own)])),
                            WireMember(
                                "location",
                                .object([
                                    WireMember("type", .string("Point")),
                                    WireMember(
                                        "coordinates",
                                        .array([
                                            .number(JavaNumberText.double(stop.location.lon)),
                                            .number(JavaNumberText.double(stop.location.lat)),
                                        ])),
                                ])),
                        ])
                    })),
        ])
    }

    /// E5: a bare array.
    static func schedules(_ schedules: [ScheduleRecord]) -> WireJSON {
        .array(schedules.map(schedule))
    }

    /// E6: HashMap order `busses, routes, stops, lines`.
    static func update(lines: [LineRecord], busses: [BusRecord], routes: [RouteRecord], stops: [StopRecord]) -> WireJSON
    {
        .object([
            WireMember("busses", latest(busses.map(\.timeStamp))),
            WireMember("routes", latest(routes.map(\.timeStamp))),
            WireMember("stops", latest(stops.map(\.timeStamp))),
            WireMember("lines", latest(lines.map(\.timeStamp))),
        ])
    }

    /// E7: note the lower-case `timestamp` and the constant `delay`.
    static func lastPosition(_ position: LastPositionRecord) -> WireJSON {
        .object([
            WireMember("delay", .int(0)),
            WireMember("busId", .int(position.busId)),
            WireMember("takenSeats", .int(position.takenSeats)),
            WireMember("timestamp", .int(position.timeStamp)),
            WireMember("position", geoJSONPoint(position.position)),
        ])
    }

    /// E10/E11 item. nil when the `info` read-back throws, as it does in the original while the
    /// response is being written (wire-contract §5.4).
    static func customStop(_ stop: CustomStopRecord) -> WireJSON? {
        guard let info = PassengerInfoText.readBack(stop.userInfo) else { return nil }
        return .object([
            WireMember("id", .int(stop.id)),
            WireMember("modificationCounter", .int(0)),
            WireMember("revision", .null),
            WireMember("lineId", .int(stop.lineId)),
            WireMember("pickUpTime", .int(stop.pickUpTime)),
            WireMember("location", geoJSONPoint(stop.location)),
            WireMember("numberOfPersons", .int(stop.numberOfPersons)),
            WireMember("deviceId", .string(stop.deviceId)),
            WireMember("userInfo", .string(stop.userInfo)),
            WireMember("status", .int(stop.status)),
            WireMember("acceptingBus", .optionalInt(stop.acceptingBus)),
            WireMember("timeStamp", .int(stop.timeStamp)),
            WireMember("rejectingBus", .optionalString(stop.rejectingBus)),
            WireMember("info", info.wire),
        ])
    }

    /// A list of custom stops; nil if any one of them is poisoned.
    static func customStops(_ stops: [CustomStopRecord]) -> WireJSON? {
        var items: [WireJSON] = []
        for stop in stops {
            guard let item = customStop(stop) else { return nil }
            items.append(item)
        }
        return .array(items)
    }

    // MARK: Parts

    static func schedule(_ entry: ScheduleRecord) -> WireJSON {
        .object([
            WireMember("lineName", .string(entry.lineName)),
            WireMember("lineId", .optionalInt(entry.lineId)),
            WireMember("stopId", .optionalInt(entry.stopId)),
            WireMember("arrivingTime", .string(timeOfDay(entry.arrivingTime))),
        ])
    }

    /// The server overwrote one map's `"id"` with each schedule's line: only the last one survives.
    static func stopLines(_ schedules: [ScheduleRecord]) -> WireJSON {
        guard let last = schedules.last else { return .object([]) }
        return .object([WireMember("id", last.lineId.map { .string(String($0)) } ?? .null)])
    }

    static func geoJSONPoint(_ point: GeoPoint) -> WireJSON {
        .object([WireMember("type", .string("Point")), WireMember("coordinates", geoJSONPosition(point))])
    }

    static func geoJSONPosition(_ point: GeoPoint) -> WireJSON {
        .array([.number(JavaNumberText.coordinate(point.lon)), .number(JavaNumberText.coordinate(point.lat))])
    }

    /// `java.sql.Time.toString()`: `HH:mm:ss`.
    static func timeOfDay(_ secondsAfterMidnight: Int) -> String {
        let seconds = ((secondsAfterMidnight % 86_400) + 86_400) % 86_400
        let parts = [seconds / 3600, (seconds / 60) % 60, seconds % 60]
        return parts.map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
    }

    /// `MAX("TIMESTAMP")`, null for an empty table.
    static func latest(_ stamps: [Int64]) -> WireJSON {
        stamps.max().map { .int($0) } ?? .null
    }
}
