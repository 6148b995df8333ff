import Foundation
import XCTest

@testable import CitizenClient

/// What `buerger map` asks of the library: which line, bus or area a request names, and what the
/// scene then holds.
final class MapSceneBuilderTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_795_420_380)
    private let rathaus = Coordinate(latitude: 49.4813, longitude: 7.6335)
    private let hoehe = Coordinate(latitude: 49.5080, longitude: 7.6440)
    private let zoo = Coordinate(latitude: 49.4580, longitude: 7.7010)

    private func entry(_ line: Int64, _ stop: Int64) -> ScheduleEntry {
        ScheduleEntry(lineId: line, lineName: nil, stopId: stop, arrivingTime: TimeOfDay(hour: 9, minute: 0)!)
    }

    private var data: MasterData {
        MasterData(
            stops: [
                Stop(id: 1, name: "Weilerbach Rathaus", location: rathaus, schedule: [entry(1, 1), entry(2, 1)]),
                Stop(id: 2, name: "Eulenbis Höhe", location: hoehe, schedule: [entry(2, 2)]),
                Stop(id: 3, name: "Siegelbach Zoo", location: zoo, schedule: [entry(1, 3)]),
                Stop(
                    id: 4, name: "Nirgendwo", location: Coordinate(latitude: 0, longitude: 0), schedule: [entry(1, 4)]),
            ],
            lines: [
                Line(id: 1, name: "Linie 1 Rodenbach – Siegelbach", routeId: 1, busIds: [1]),
                Line(id: 2, name: "Linie 2 Eulenbis – Schwedelbach", routeId: 2, busIds: [2]),
            ],
            busses: [
                Bus(id: 1, numberPlate: nil, lineId: 1, color: nil, picture: nil, totalSeats: 8),
                Bus(id: 2, numberPlate: nil, lineId: 2, color: nil, picture: nil, totalSeats: 8),
            ],
            routes: [Route(id: 1, points: [rathaus, zoo]), Route(id: 2, points: [rathaus, hoehe])])
    }

    private let builder = MapSceneBuilder(places: ["zuhause": "49.4785,7.6405"])

    func testALineIsFoundByIdWholeNameOrTheNumberInItsName() throws {
        for text in ["2", "linie 2 eulenbis – schwedelbach", " Linie 2 Eulenbis – Schwedelbach "] {
            XCTAssertEqual(
                try builder.focus(for: .line(text), in: data), .line(LineReference(id: 2, name: data.lines[1].name)),
                text)
        }
        XCTAssertEqual(try builder.focus(for: .line("Siegelbach"), in: data).lineId, 1)
        XCTAssertThrowsError(try builder.focus(for: .line("Linie"), in: data)) { error in
            XCTAssertEqual(error as? ClientError, .lineNotFound("Linie"), "two lines say 'Linie': neither is meant")
        }
        XCTAssertThrowsError(try builder.focus(for: .line(""), in: data))
    }

    func testABusFocusHoldsItsLineOnlyAndAnUnknownBusIsAnError() throws {
        let focus = try builder.focus(for: .bus(2), in: data)
        let scene = builder.scene(
            focus: focus, data: data, positions: [2: (hoehe, now)], offlineSince: nil, now: now)
        XCTAssertEqual(scene.tracks.map(\.line.id), [2])
        XCTAssertEqual(scene.stops.map(\.id), [1, 2])
        XCTAssertEqual(scene.buses, [MapScene.BusMark(busId: 2, lineId: 2, coordinate: hoehe, seenAt: now)])
        XCTAssertThrowsError(try builder.focus(for: .bus(9), in: data)) { error in
            XCTAssertEqual(error as? ClientError, .busNotFound(9))
        }
    }

    func testNearASavedPlaceAStopOrAPositionCentresThereAndHoldsTheArea() throws {
        guard case .near(let name, let center) = try builder.focus(for: .near("@zuhause"), in: data) else {
            return XCTFail("not near")
        }
        XCTAssertEqual(name, "@zuhause")
        XCTAssertEqual(center, Coordinate(latitude: 49.4785, longitude: 7.6405))
        XCTAssertEqual(
            try builder.focus(for: .near("Eulenbis Höhe"), in: data), .near(name: "Eulenbis Höhe", center: hoehe))
        XCTAssertEqual(
            try builder.focus(for: .near("49.5,7.6"), in: data),
            .near(name: "49.5,7.6", center: Coordinate(latitude: 49.5, longitude: 7.6)))
        let scene = builder.scene(
            focus: .near(name: "x", center: rathaus), data: data, positions: [:], offlineSince: nil, now: now)
        let across = Geodesy.distanceMeters(scene.frame[2], scene.frame[3])
        let down = Geodesy.distanceMeters(scene.frame[0], scene.frame[1])
        XCTAssertEqual(across, 2 * MapSceneBuilder.nearRadiusMeters, accuracy: 1)
        XCTAssertEqual(down, 2 * MapSceneBuilder.nearRadiusMeters, accuracy: 1)
    }

    func testAPositionOfZeroZeroIsNoPlaceOnTheMap() {
        let scene = builder.scene(
            focus: .network, data: data, positions: [1: (Coordinate(latitude: 0, longitude: 0), nil)],
            offlineSince: nil, now: now)
        XCTAssertFalse(scene.stops.contains { $0.id == 4 })
        XCTAssertTrue(scene.buses.isEmpty)
        XCTAssertEqual(scene.places.map(\.name), ["zuhause"])
    }
}

extension MapFocus {
    fileprivate var lineId: Int64? {
        if case .line(let line) = self { return line.id }
        return nil
    }
}
