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

    func testShortensNamesThenLeavesOutStopsFarFromTheBus() {
        let long = ["Hauptbahnhof Nord", "Marktplatz Mitte", "Schwimmbad", "Friedhof", "Sportplatz", "Waldrand"]
        let fitted = RoutePicture(unicode: true).render(stopNames: long, bus: .after(0), width: 40)
        XCTAssertLessThanOrEqual(DisplayWidth.of(fitted), 40, fitted)
        XCTAssertTrue(fitted.hasPrefix("Haupt…"), fitted)
        XCTAssertTrue(fitted.contains("─●─"), fitted)
        XCTAssertTrue(fitted.hasSuffix("…"), fitted)
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
