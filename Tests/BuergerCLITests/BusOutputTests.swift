import CitizenClient
import XCTest

@testable import BuergerCLI

final class BusOutputTests: XCTestCase {
    private func output(_ language: Language, unicode: Bool = true, accessible: Bool = false) -> BusOutput {
        let base = DomainFixture.terminal(unicode: unicode)
        let terminal = Terminal(
            out: base.out, err: base.err, mode: accessible ? .accessible : .human, useColor: false, width: 80,
            truncatesToWidth: false, unicode: unicode, canPrompt: false)
        return BusOutput(
            strings: Strings.table(for: language), terminal: terminal,
            times: DomainFixture.times(language), now: DomainFixture.now)
    }

    func testHumanEnglish() {
        XCTAssertEqual(
            output(.english).human(DomainFixture.report()),
            [
                "Bus 1",
                "Line          Pirmasens (1)",
                "Colour        green",
                "Number plate  KL-AB345",
                "Position      49.209, 7.604",
                "Nearest stop  Kirche, 291 m away",
                "Map           https://www.openstreetmap.org/?mlat=49.209&mlon=7.604#map=17/49.209/7.604",
                "Photo         http://example.test/bus.png",
                "Seats         1 of 10 seats free – almost full",
                "Route         Kirche ─●─ Brunnen ── Süd-Straße",
                "Next stops    09:00  in 7 min   Kirche",
                "              09:10  in 17 min  Brunnen",
                "              09:20  in 27 min  Süd-Straße",
            ])
    }

    func testHumanGermanWithoutPosition() {
        let lines = output(.german).human(DomainFixture.report(position: nil))
        XCTAssertTrue(lines.contains("Position       noch keine Position gemeldet"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains("Plätze         Plätze unbekannt"))
        XCTAssertTrue(lines.contains("Strecke        Kirche ── Brunnen ── Süd-Straße"))
        XCTAssertFalse(lines.contains { $0.hasPrefix("Karte") }, "no map link without a position")
        // The colour is how she knows her bus: in German, not "Farbe green" (a new user's report).
        XCTAssertTrue(lines.contains("Farbe          grün"), lines.joined(separator: "\n"))
    }

    func testAColourWordIsTranslatedOnlyWhenItIsOneWeKnow() {
        XCTAssertEqual(ColourWord.shown("Blue", in: .german), "blau")
        XCTAssertEqual(ColourWord.shown("light grey", in: .german), "hellgrau")
        XCTAssertEqual(ColourWord.shown("blue", in: .english), "blue")
        XCTAssertEqual(ColourWord.shown("#3366cc", in: .german), "#3366cc")
        XCTAssertEqual(ColourWord.shown("blue/white", in: .german), "blue/white")
    }

    func testASCIIRouteWithoutUTF8AndNoDrawingWhenAccessible() {
        XCTAssertTrue(
            output(.english, unicode: false).human(DomainFixture.report())
                .contains("Route         Kirche -*- Brunnen -- Süd-Straße"))
        XCTAssertFalse(
            output(.english, accessible: true).human(DomainFixture.report()).contains { $0.hasPrefix("Route") })
    }

    func testJSON() throws {
        let text = output(.english).json(DomainFixture.report()).serialized()
        let bus = try XCTUnwrap(
            (try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["bus"]
                as? [String: Any])
        XCTAssertEqual(bus["seatBand"] as? String, "scarce")
        XCTAssertEqual(bus["freeSeats"] as? Int, 1)
        XCTAssertEqual(bus["totalSeats"] as? Int, 10)
        XCTAssertEqual((bus["nearestStop"] as? [String: Any])?["distanceMeters"] as? Int, 291)
        let next = try XCTUnwrap(bus["nextStops"] as? [[String: Any]])
        XCTAssertEqual(next.map { $0["id"] as? Int }, [1, 2, 3])
        XCTAssertEqual(next.first?["scheduled"] as? String, "2026-11-23T09:00:00+01:00")
        XCTAssertTrue(next.first?["estimated"] is NSNull)
        XCTAssertTrue(text.hasPrefix(#"{"bus":{"id":1,"numberPlate":"KL-AB345","color":"green","#), "key order")
    }

    func testPlainFields() {
        let lines = output(.english).plain(DomainFixture.report())
        XCTAssertTrue(lines.contains("seatBand\tscarce"))
        XCTAssertTrue(lines.contains("lat\t49.209"))
        XCTAssertTrue(lines.contains("next\t1\tKirche\t2026-11-23T09:00:00+01:00\t"))
    }
}
