import CitizenClient
import XCTest

@testable import BuergerCLI

final class StopsAndLinesOutputTests: XCTestCase {
    private let terminal = DomainFixture.terminal()

    private func matches(near: Coordinate? = nil) -> [StopMatch] {
        StopSearch.search(DomainFixture.data, query: nil, near: near, limit: nil)
    }

    func testStopsHumanInBothLanguages() {
        XCTAssertEqual(
            StopsOutput(strings: Strings.table(for: .english), terminal: terminal)
                .human(matches(), showDistance: false),
            [
                "ID  STOP        LINES",
                " 1  Kirche      Pirmasens",
                " 2  Brunnen     Pirmasens",
                " 3  Süd-Straße  Pirmasens",
            ])
        let near = matches(near: DomainFixture.brunnen)
        XCTAssertEqual(
            StopsOutput(strings: Strings.table(for: .german), terminal: terminal)
                .human(near, showDistance: true),
            [
                "NR.  HALTESTELLE  LINIEN     ENTFERNUNG",
                "  2  Brunnen      Pirmasens         0 m",
                "  3  Süd-Straße   Pirmasens       726 m",
                "  1  Kirche       Pirmasens       726 m",
            ])
    }

    func testStopsDistanceOverOneKilometreUsesTheLanguagesDecimalMark() {
        XCTAssertEqual(Strings.table(for: .english).distance(meters: 1458), "1.5 km")
        XCTAssertEqual(Strings.table(for: .german).distance(meters: 1458), "1,5 km")
    }

    func testStopsPlainAndJSON() {
        let output = StopsOutput(strings: Strings.table(for: .english), terminal: terminal)
        XCTAssertEqual(output.plain(matches(near: DomainFixture.brunnen)).first, "2\tBrunnen\t49.209\t7.61\t1\t0")
        XCTAssertEqual(
            output.json(Array(matches().prefix(1))).serialized(),
            #"{"stops":[{"id":1,"name":"Kirche","location":{"lat":49.209,"lon":7.6},"#
                + #""lines":[{"id":1,"name":"Pirmasens"}],"distanceMeters":null}]}"#)
    }

    func testLinesAllModes() {
        let summaries = LineOverview.summaries(DomainFixture.data)
        let english = LinesOutput(strings: Strings.table(for: .english), terminal: terminal)
        XCTAssertEqual(
            english.human(summaries),
            [
                "ID  LINE       BUSES  STOPS",
                " 1  Pirmasens  1      Kirche – Brunnen – Süd-Straße",
            ])
        XCTAssertEqual(
            LinesOutput(strings: Strings.table(for: .german), terminal: terminal).human(summaries).first,
            "NR.  LINIE      BUSSE  HALTESTELLEN")
        XCTAssertEqual(english.plain(summaries), ["1\tPirmasens\t1\t1,2,3\tKirche, Brunnen, Süd-Straße"])
        XCTAssertEqual(
            english.json(summaries).serialized(),
            #"{"lines":[{"id":1,"name":"Pirmasens","busIds":[1],"stops":[{"id":1,"name":"Kirche"},"#
                + #"{"id":2,"name":"Brunnen"},{"id":3,"name":"Süd-Straße"}]}]}"#)
    }

    func testSeatTextBands() {
        let english = SeatText(strings: Strings.table(for: .english), unicode: true)
        XCTAssertEqual(english.text(SeatInfo(totalSeats: 10, takenSeats: 2)), "8 of 10 seats free")
        XCTAssertEqual(english.style(SeatInfo(totalSeats: 10, takenSeats: 2)), .green)
        XCTAssertEqual(english.style(SeatInfo(totalSeats: 10, takenSeats: 6)), .yellow)
        XCTAssertEqual(english.text(SeatInfo(totalSeats: 10, takenSeats: 8)), "2 of 10 seats free – almost full")
        XCTAssertEqual(english.text(.unknown), "seats unknown")
        XCTAssertNil(english.style(.unknown))
        let german = SeatText(strings: Strings.table(for: .german), unicode: false)
        XCTAssertEqual(german.text(SeatInfo(totalSeats: 10, takenSeats: 2)), "8 von 10 Plätzen frei")
        XCTAssertEqual(
            german.text(SeatInfo(totalSeats: 10, takenSeats: 10)), "0 von 10 Plätzen frei - voll",
            "no seat free is full, not almost full")
    }
}
