import Foundation

@testable import BuergerCLI
@testable import CitizenClient

/// The tests' own networks as map scenes: `Tests/Fixtures/networks/long-names.json` (the simulator's
/// network file, read here without the simulator: routes straight from stop to stop) with a bus on
/// each line and a saved place, and `DomainFixture`'s one line.
enum MapTestNetwork {
    static let networksFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/networks")
    static let mapsFolder = networksFolder.deletingLastPathComponent().appendingPathComponent("maps")

    private struct File: Decodable {
        struct StopRow: Decodable {
            let id: Int64
            let name: String
            let lat: Double
            let lon: Double
        }
        struct LineRow: Decodable {
            let id: Int64
            let name: String
            let stops: [Int64]
            let loop: Bool?
        }
        struct BusRow: Decodable {
            let id: Int64
            let line: Int64
        }
        let stops: [StopRow]
        let lines: [LineRow]
        let buses: [BusRow]
    }

    /// The long-names network as master data.
    static func longNames() throws -> MasterData {
        let data = try Data(contentsOf: networksFolder.appendingPathComponent("long-names.json"))
        let file = try JSONDecoder().decode(File.self, from: data)
        let places = Dictionary(
            file.stops.map { ($0.id, Coordinate(latitude: $0.lat, longitude: $0.lon)) }, uniquingKeysWith: { a, _ in a }
        )
        let stops = file.stops.map { row in
            Stop(
                id: row.id, name: row.name, location: places[row.id],
                schedule: file.lines.filter { $0.stops.contains(row.id) }.compactMap { line in
                    TimeOfDay(hour: 9, minute: 0).map {
                        ScheduleEntry(lineId: line.id, lineName: line.name, stopId: row.id, arrivingTime: $0)
                    }
                })
        }
        let lines = file.lines.map { line in
            Line(
                id: line.id, name: line.name, routeId: line.id,
                busIds: file.buses.filter { $0.line == line.id }.map(\.id))
        }
        let routes = file.lines.map { line in
            let points = line.stops.compactMap { places[$0] }
            return Route(id: line.id, points: (line.loop ?? false) ? points + points.prefix(1) : points)
        }
        let busses = file.buses.map {
            Bus(id: $0.id, numberPlate: nil, lineId: $0.line, color: nil, picture: nil, totalSeats: 8)
        }
        return MasterData(stops: stops, lines: lines, busses: busses, routes: routes)
    }

    /// 2026-11-23 08:53 in Weilerbach.
    static let now = DomainFixture.now

    /// The whole long-names network, a bus on each line between two of its stops, and `@zuhause`.
    static func longNamesScene(_ request: MapRequest = .network) throws -> MapScene {
        let data = try longNames()
        let builder = MapSceneBuilder(places: ["zuhause": "49.4880,7.6200"])
        let focus = try builder.focus(for: request, in: data)
        let positions: [Int64: (Coordinate, Date?)] = [
            1: (Coordinate(latitude: 49.4801, longitude: 7.6320), nil),
            2: (Coordinate(latitude: 49.4968, longitude: 7.6290), nil),
            3: (Coordinate(latitude: 49.4630, longitude: 7.6440), now.addingTimeInterval(-300)),
        ]
        return builder.scene(focus: focus, data: data, positions: positions, offlineSince: nil, now: now)
    }

    /// `DomainFixture`'s line 1 with its bus between Kirche and Brunnen.
    static func domainScene() -> MapScene {
        let builder = MapSceneBuilder()
        return builder.scene(
            focus: .network, data: DomainFixture.data,
            positions: [1: (Coordinate(latitude: 49.2090, longitude: 7.6040), nil)], offlineSince: nil, now: now)
    }
}
