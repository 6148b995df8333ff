@testable import BuergerCLI
import CitizenClient
import XCTest

final class RoutePictureTests: XCTestCase {
    private let names = ["Kirche", "Brunnen", "Park", "Markt"]

    func testBusBetweenStops() {
        XCTAssertEqual(RoutePicture(unicode: true).render(stopNames: names, bus: .after(1), width: 80),
                       "Kirche ── Brunnen ─●─ Park ── Markt")
        XCTAssertEqual(RoutePicture(unicode: false).render(stopNames: names, bus: .after(1), width: 80),
                       "Kirche -- Brunnen -*- Park -- Markt")
    }

    func testBusAtStopAndUnknown() {
        XCTAssertEqual(RoutePicture(unicode: true).render(stopNames: names, bus: .atStop(0), width: 80),
                       "●Kirche ── Brunnen ── Park ── Markt")
        XCTAssertEqual(RoutePicture(unicode: true).render(stopNames: names, bus: nil, width: 80),
                       "Kirche ── Brunnen ── Park ── Markt")
    }

    func testKeepsNamesReadableAndLeavesOutStopsFarFromTheBus() {
        let long = ["Weilerbach Rathaus", "Weilerbach Schulstraße", "Rödelbach Brücke", "Rodenbach Kirche",
                    "Siegelbach Zoo", "Bahnhof Rodenbach"]
        let fitted = RoutePicture(unicode: true).render(stopNames: long, bus: .after(3), width: 60)
        XCTAssertEqual(fitted, "… ── Rödelbach B… ── Rodenbach K… ─●─ Siegelbach … ── …")
        XCTAssertLessThanOrEqual(DisplayWidth.of(fitted), 60)
    }

    func testShortensFurtherOnlyWhenThreeStopsDoNotFit() {
        let fitted = RoutePicture(unicode: false).render(
            stopNames: ["Hauptbahnhof Nord", "Marktplatz Mitte", "Schwimmbad"], bus: .after(0), width: 30)
        XCTAssertEqual(fitted, "Hauptb~ -*- Marktp~ -- Schwim~")
    }

    func testLocatesTheBusBetweenTheNearestStops() {
        let stops: [Coordinate?] = [Coordinate(latitude: 49.0, longitude: 7.00), Coordinate(latitude: 49.0, longitude: 7.01),
                                    nil, Coordinate(latitude: 49.0, longitude: 7.03)]
        XCTAssertEqual(BusSlot.locate(Coordinate(latitude: 49.0, longitude: 7.003), among: stops), .after(0))
        XCTAssertEqual(BusSlot.locate(Coordinate(latitude: 49.0, longitude: 7.0101), among: stops), .atStop(1))
        XCTAssertEqual(BusSlot.locate(Coordinate(latitude: 49.0, longitude: 7.025), among: stops), .after(2))
        XCTAssertNil(BusSlot.locate(nil, among: stops))
        XCTAssertNil(BusSlot.locate(Coordinate(latitude: 49.0, longitude: 7.0), among: [nil]))
    }
}
