import CitizenClient
import XCTest

@testable import BuergerCLI

final class RoutePictureTests: XCTestCase {
    private let names = ["Kirche", "Brunnen", "Park", "Markt"]

    func testBusBetweenStops() {
        XCTAssertEqual(
            RoutePicture(unicode: true).render(stopNames: names, bus: .after(1), width: 80),
            "Kirche ── Brunnen ─●─ Park ── Markt")
        XCTAssertEqual(
            RoutePicture(unicode: false).render(stopNames: names, bus: .after(1), width: 80),
            "Kirche -- Brunnen -*- Park -- Markt")
    }

    func testBusAtStopAndUnknown() {
        XCTAssertEqual(
            RoutePicture(unicode: true).render(stopNames: names, bus: .atStop(0), width: 80),
            "●Kirche ── Brunnen ── Park ── Markt")
        XCTAssertEqual(
            RoutePicture(unicode: true).render(stopNames: names, bus: nil, width: 80),
            "Kirche ── Brunnen ── Park ── Markt")
    }

    func testKeepsNamesReadableAndLeavesOutStopsFarFromTheBus() {
        let long = [
            "Weilerbach Rathaus", "Weilerbach Schulstraße", "Rödelbach Brücke", "Rodenbach Kirche",
            "Siegelbach Zoo", "Bahnhof Rodenbach",
        ]
        let fitted = RoutePicture(unicode: true).render(stopNames: long, bus: .after(3), width: 60)
        // Issue 24: whole words, the village as its initial, rather than names cut inside a word.
        XCTAssertEqual(fitted, "… ── R. Brücke ── R. Kirche ─●─ S. Zoo ── …")
        XCTAssertLessThanOrEqual(DisplayWidth.of(fitted), 60)
    }

    func testShortensFurtherOnlyWhenThreeStopsDoNotFit() {
        let fitted = RoutePicture(unicode: false).render(
            stopNames: ["Hauptbahnhof Nord", "Marktplatz Mitte", "Schwimmbad"], bus: .after(0), width: 30)
        XCTAssertEqual(fitted, "H. Nord -*- M. Mitte -- ...")
    }

    /// Issue 13: the strip showed `Weilerbach … ── Weilerbach … ── Weilerbach …`.
    func testNoTwoStopsAreDrawnUnderTheSameShortenedName() {
        let line1 = [
            "Weilerbach Rathaus", "Weilerbach Schulstraße", "Weilerbach Mühlweg", "Rödelbach Brücke",
            "Rodenbach Kirche", "Rodenbach Schulzentrum", "Siegelbach Ortsmitte", "Siegelbach Zoo",
            "Bahnhof Rodenbach", "Weilerbach Friedhof", "Weilerbach Große Gasse",
        ]
        for width in [40, 50, 60, 80, 100, 120] {
            for slot in [BusSlot.atStop(0), .after(1), .after(4), .atStop(9)] {
                let strip = RoutePicture(unicode: true).render(stopNames: line1, bus: slot, width: width)
                let drawn = strip.replacingOccurrences(of: "●", with: "").components(separatedBy: " ── ")
                    .flatMap { $0.components(separatedBy: " ─") }.map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { $0 != "…" && !$0.isEmpty }
                XCTAssertEqual(Set(drawn).count, drawn.count, "width \(width): \(strip)")
                XCTAssertFalse(drawn.contains("Weilerbach …"), "width \(width): \(strip)")
            }
        }
        XCTAssertEqual(
            RoutePicture(unicode: true).render(stopNames: line1, bus: .atStop(0), width: 60),
            "●W. Rathaus ── W. Schulstraße ── W. Mühlweg ── …")
    }

    func testDistinctShortNamesGoOneWayFurtherWhereNamesClashOrOnlyTheVillageIsLeft() {
        XCTAssertEqual(
            DistinctShortNames.shorten(
                ["Weilerbach Rathaus", "Weilerbach Schulstraße", "Eulenbis Höhe"],
                to: 12, ellipsis: "…"),
            ["W. Rathaus", "W. Schulstr.", "E. Höhe"],
            "cut between words only (issue 24), the street as addresses abbreviate it; \"Eulenbis …\" names "
                + "only the village, though nothing clashes")
        XCTAssertEqual(
            DistinctShortNames.shorten(["Weilerbach Schulstraße", "Weilerbach Rathaus"], to: 20, ellipsis: "…"),
            ["Weilerbach Schulstr.", "Weilerbach Rathaus"],
            "the village stays whole where the street's abbreviation fits")
        XCTAssertEqual(DistinctShortNames.streetsAbbreviated("Am Straßäcker Lange Strasse"), "Am Straßäcker Lange Str.")
        XCTAssertEqual(
            DistinctShortNames.shorten(
                ["Eulenbis Höhe", "Marie-Luise Schwarzenberger-Hohenstein"], to: 13, ellipsis: "…"),
            ["Eulenbis Höhe", "Marie-Luise …"],
            "a name that fits stays whole; \"M. …\" would say less than the first word")
        XCTAssertEqual(
            DistinctShortNames.shorten(["Rodenbach Schulzentrum", "Rödelbach Brücke"], to: 16, ellipsis: "…"),
            ["Rodenbach …", "Rödelbach Brücke"], "\"R. Schulzentrum\" could be Rodenbach or Rödelbach")
        XCTAssertEqual(
            DistinctShortNames.shorten(["Schulstraße Nord", "Schulstraße Süd"], to: 10, ellipsis: "…"),
            ["S. Nord", "S. Süd"])
        let ends = DistinctShortNames.shorten(
            ["Weilerbach Schulstraße Nord", "Weilerbach Schulstraße Süd"], to: 10,
            ellipsis: "…")
        XCTAssertTrue(ends[0].hasSuffix("Nord") && ends[1].hasSuffix("Süd"), "the end tells them apart: \(ends)")
        XCTAssertTrue(ends.allSatisfy { DisplayWidth.of($0) <= 10 }, "\(ends)")
        XCTAssertEqual(
            DistinctShortNames.shorten(["Kirche", "Kirche"], to: 12, ellipsis: "…"), ["Kirche", "Kirche"],
            "the same name twice is the same stop name, not a clash of shortening")
    }

    func testLocatesTheBusBetweenTheNearestStops() {
        let stops: [Coordinate?] = [
            Coordinate(latitude: 49.0, longitude: 7.00), Coordinate(latitude: 49.0, longitude: 7.01),
            nil, Coordinate(latitude: 49.0, longitude: 7.03),
        ]
        XCTAssertEqual(BusSlot.locate(Coordinate(latitude: 49.0, longitude: 7.003), among: stops), .after(0))
        XCTAssertEqual(BusSlot.locate(Coordinate(latitude: 49.0, longitude: 7.0101), among: stops), .atStop(1))
        XCTAssertEqual(BusSlot.locate(Coordinate(latitude: 49.0, longitude: 7.025), among: stops), .after(2))
        XCTAssertNil(BusSlot.locate(nil, among: stops))
        XCTAssertNil(BusSlot.locate(Coordinate(latitude: 49.0, longitude: 7.0), among: [nil]))
    }

    func testTheForecastsNextStopDecidesTheSideOfTheNearestStop() {
        // A winding road: 94 m before stop 1, the stop after it (2) lies closer than the one before (0).
        let stops: [Coordinate?] = [
            Coordinate(latitude: 49.0, longitude: 7.00), Coordinate(latitude: 49.0, longitude: 7.01),
            Coordinate(latitude: 49.0, longitude: 7.012),
        ]
        let before = Coordinate(latitude: 49.0, longitude: 7.0087)
        XCTAssertEqual(BusSlot.locate(before, among: stops), .after(1), "by distance alone: the wrong side")
        XCTAssertEqual(BusSlot.locate(before, among: stops, nextStop: 1), .after(0))
        // At a stop it is at that stop, whatever comes next; a next stop that is the first is no help.
        XCTAssertEqual(
            BusSlot.locate(Coordinate(latitude: 49.0, longitude: 7.0101), among: stops, nextStop: 2), .atStop(1))
        XCTAssertEqual(BusSlot.locate(before, among: stops, nextStop: 0), .after(1))
    }

    /// Issue 22.8: the width shrank one column at a time from the longest name's, shortening every name
    /// each time (5,000 characters: 2.5 s). Now the widths tried are bounded by the picture's width.
    func testAVeryLongNameCostsNoMoreWidthsThanThePictureHas() {
        let long = String(repeating: "Rathausplatz ", count: 400)
        let names = ["Kirche", long, "Park", long + "Nord"]
        for width in [40, 80, 200] {
            let fitted = RoutePicture(unicode: true).fitted(stopNames: names, bus: .after(1), width: width)
            XCTAssertLessThanOrEqual(fitted.widthsTried, width + 2, "width \(width)")
            XCTAssertLessThanOrEqual(DisplayWidth.of(fitted.picture), width)
            XCTAssertTrue(fitted.picture.hasPrefix("Kirche ── R. …"), fitted.picture)
        }
        let short = RoutePicture(unicode: true).fitted(stopNames: self.names, bus: .after(1), width: 80)
        XCTAssertEqual(short.widthsTried, 1)
    }

    func testALoneStopWiderThanThePictureIsShortenedToIt() {
        let fitted = RoutePicture(unicode: false).render(stopNames: ["Marktplatz Mitte"], bus: nil, width: 10)
        XCTAssertEqual(fitted, "M. Mitte")
        XCTAssertEqual(
            RoutePicture(unicode: false).render(stopNames: ["Marktplatz"], bus: nil, width: 10), "Marktplatz")
    }

    func testTruncationLooksOnlyAtTheColumnsItNeeds() {
        XCTAssertEqual(DisplayWidth.of(String(repeating: "x", count: 10_000), upTo: 5), 6)
        XCTAssertEqual(DisplayWidth.of("Kirche", upTo: 80), 6)
        XCTAssertEqual(DisplayWidth.truncate("Kirche", to: 6, ellipsis: "…"), "Kirche")
        XCTAssertEqual(DisplayWidth.truncate("Kirchen", to: 6, ellipsis: "…"), "Kirch…")
    }
}
