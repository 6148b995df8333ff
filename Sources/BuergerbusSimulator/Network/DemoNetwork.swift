import Foundation

/// The built-in network of `--data demo`: a Bürgerbus for Weilerbach (Landkreis Kaiserslautern)
/// and its neighbours. Geography is roughly right (±0.05°), names are plausible, not official.
/// Every line is a loop from and back to "Weilerbach Rathaus", so buses run back to back.
public enum DemoNetwork {
    public static func masterData() -> MasterData {
        switch NetworkCompiler.compile(document()) {
        case .success(let masterData): return masterData
        // The demo is fixed data checked by DemoNetworkTests; an empty network keeps the server up anyway.
        case .failure:
            return MasterData(
                lines: [], busses: [], routes: [], stops: [], schedules: [],
                lastPositions: [], seededCustomStops: [])
        }
    }

    /// The demo in the `--data PATH` file format, e.g. as a starting point for a hand-written file.
    public static func document() -> NetworkDocument {
        NetworkDocument(
            timeZone: "Europe/Berlin", timeStamp: nil,
            stops: stops.map { NetworkDocument.Stop(id: $0.id, name: $0.name, lat: $0.lat, lon: $0.lon) },
            lines: lines.map(line(from:)),
            buses: buses)
    }

    // MARK: - Data

    private struct StopSpec {
        var id: Int64
        var name: String
        var lat: Double
        var lon: Double
    }

    private static let stops: [StopSpec] = [
        StopSpec(id: 1, name: "Weilerbach Rathaus", lat: 49.48130, lon: 7.63350),
        StopSpec(id: 2, name: "Weilerbach Schulstraße", lat: 49.48390, lon: 7.63700),
        StopSpec(id: 3, name: "Weilerbach Mühlweg", lat: 49.47800, lon: 7.64150),
        StopSpec(id: 4, name: "Rödelbach Brücke", lat: 49.47480, lon: 7.64700),
        StopSpec(id: 5, name: "Rodenbach Kirche", lat: 49.47290, lon: 7.65450),
        StopSpec(id: 6, name: "Rodenbach Schulzentrum", lat: 49.47560, lon: 7.65950),
        StopSpec(id: 7, name: "Siegelbach Ortsmitte", lat: 49.46600, lon: 7.68900),
        StopSpec(id: 8, name: "Siegelbach Zoo", lat: 49.46150, lon: 7.69900),
        StopSpec(id: 9, name: "Bahnhof Rodenbach", lat: 49.46850, lon: 7.65800),
        StopSpec(id: 10, name: "Weilerbach Friedhof", lat: 49.47650, lon: 7.62750),
        StopSpec(id: 11, name: "Weilerbach Große Gasse", lat: 49.47900, lon: 7.63050),
        StopSpec(id: 12, name: "Eulenbis Höhe", lat: 49.50900, lon: 7.64100),
        StopSpec(id: 13, name: "Eulenbis Kirche", lat: 49.50350, lon: 7.63250),
        StopSpec(id: 14, name: "Schwedelbach Gemeindehaus", lat: 49.49850, lon: 7.60250),
        StopSpec(id: 15, name: "Schwedelbach Weiherstraße", lat: 49.49500, lon: 7.59800),
        StopSpec(id: 16, name: "Erzenhausen Dorfplatz", lat: 49.49200, lon: 7.62400),
        StopSpec(id: 17, name: "Weilerbach Kreuzstraße", lat: 49.48550, lon: 7.62450),
        StopSpec(id: 18, name: "Mackenbach Ortsmitte", lat: 49.46650, lon: 7.58500),
        StopSpec(id: 19, name: "Mackenbach Sportplatz", lat: 49.46250, lon: 7.57650),
        StopSpec(id: 20, name: "Kottweiler Kirche", lat: 49.47400, lon: 7.55050),
        StopSpec(id: 21, name: "Schwanden Bürgerhaus", lat: 49.48050, lon: 7.55700),
        StopSpec(id: 22, name: "Mackenbach Straßäcker", lat: 49.47500, lon: 7.59200),
    ]

    /// A corner of a line's sketch: a stop the bus calls at, or a bend of the road between stops.
    private enum Waypoint {
        case stop(Int64)
        case bend(Double, Double)
    }

    private struct LineSpec {
        var id: Int64
        var name: String
        var firstDeparture: String
        var lastDeparture: String
        var everyMinutes: Double
        /// Ends where it starts: the sketch closes back to its first stop.
        var sketch: [Waypoint]
    }

    private static let lines: [LineSpec] = [
        LineSpec(
            id: 1, name: "Linie 1 Rodenbach – Siegelbach", firstDeparture: "06:00", lastDeparture: "20:00",
            everyMinutes: 30,
            sketch: [
                .stop(1), .stop(2), .bend(49.48150, 7.63950), .stop(3), .stop(4), .bend(49.47380, 7.65100),
                .stop(5), .stop(6), .bend(49.47200, 7.67300), .stop(7), .stop(8), .bend(49.46300, 7.68000),
                .bend(49.46600, 7.66600), .stop(9), .bend(49.47150, 7.64200), .stop(10), .stop(11),
            ]),
        LineSpec(
            id: 2, name: "Linie 2 Eulenbis – Schwedelbach", firstDeparture: "06:00", lastDeparture: "20:00",
            everyMinutes: 60,
            sketch: [
                .stop(1), .stop(2), .bend(49.49400, 7.63900), .stop(12), .stop(13), .bend(49.50300, 7.61800),
                .stop(14), .stop(15), .bend(49.49250, 7.60900), .stop(16), .stop(17),
            ]),
        LineSpec(
            id: 3, name: "Linie 3 Mackenbach – Kottweiler-Schwanden", firstDeparture: "06:00",
            lastDeparture: "20:00", everyMinutes: 60,
            sketch: [
                .stop(1), .stop(11), .stop(10), .bend(49.47100, 7.60500), .stop(18), .stop(19),
                .bend(49.46600, 7.56000), .stop(20), .stop(21), .bend(49.47900, 7.57500), .stop(22),
                .bend(49.48200, 7.61000), .stop(17),
            ]),
    ]

    private static let buses: [NetworkDocument.Bus] = [
        NetworkDocument.Bus(id: 1, numberPlate: "KL-WB 101", seats: 16, line: 1, color: "blue"),
        NetworkDocument.Bus(id: 2, numberPlate: "KL-WB 102", seats: 20, line: 1, color: "white"),
        NetworkDocument.Bus(id: 3, numberPlate: "KL-WB 203", seats: 8, line: 2, color: "green"),
        NetworkDocument.Bus(id: 4, numberPlate: "KL-WB 304", seats: 12, line: 3, color: "yellow"),
        // The spare: no line, so it stands in the depot (and shows a bus with a null lineId).
        NetworkDocument.Bus(id: 5, numberPlate: "KL-WB 405", seats: 8, line: nil, color: "grey"),
    ]

    // MARK: - Timetable from the road

    /// Planned average driving speed between stops (village roads, 30 and 50 zones).
    private static let plannedSpeedMetresPerSecond = 22.0 / 3.6
    /// Planned time per call at a stop.
    private static let plannedDwellSeconds = 40.0

    private static func line(from spec: LineSpec) -> NetworkDocument.Line {
        let stopsById = Dictionary(stops.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var corners: [GeoPoint] = []
        var stopIds: [Int64] = []
        for waypoint in spec.sketch {
            switch waypoint {
            case .stop(let id):
                guard let stop = stopsById[id] else { continue }
                stopIds.append(id)
                corners.append(GeoPoint(lon: stop.lon, lat: stop.lat))
            case .bend(let lat, let lon):
                corners.append(GeoPoint(lon: lon, lat: lat))
            }
        }
        if let first = corners.first { corners.append(first) }
        let road = RouteSketch.road(through: corners)
        let path = RoutePath(points: road)
        var offsets: [Double] = []
        var along = 0.0
        for (index, id) in stopIds.enumerated() {
            guard let stop = stopsById[id] else { continue }
            along = path.project(GeoPoint(lon: stop.lon, lat: stop.lat), fromDistance: along).distanceAlong
            let seconds = along / plannedSpeedMetresPerSecond + Double(index) * plannedDwellSeconds
            offsets.append((seconds / 60).rounded())
        }
        return NetworkDocument.Line(
            id: spec.id, name: spec.name, stops: stopIds,
            timetable: .interval(
                first: spec.firstDeparture, last: spec.lastDeparture,
                everyMinutes: spec.everyMinutes, offsets: offsets),
            route: road.map { LatLon(lat: $0.lat, lon: $0.lon) })
    }
}
