import CitizenClient
import XCTest

@testable import BuergerCLI

final class AdviceOutputTests: XCTestCase {
    private let zone = TimeZone(identifier: "Europe/Berlin") ?? TimeZone(secondsFromGMT: 3600) ?? .current
    /// 2026-11-23 08:30 in Weilerbach.
    private let now = Date(timeIntervalSince1970: 1_795_419_000)

    private func times(_ language: Language) -> TimeText {
        TimeText(timeZone: zone, strings: StringTable(language: language))
    }

    private func at(_ minutes: Double) -> Date { now.addingTimeInterval(minutes * 60) }

    private var advice: RequestAdvice {
        RequestAdvice(
            stops: [
                RequestAdvice.ServedStop(
                    stopId: 2, stopName: "Brunnen\u{1B}[2J",
                    location: Coordinate(latitude: 49.207937, longitude: 7.606499),
                    distanceMeters: 171.4, lineId: 1, lineName: "Pirmasens", runs: [at(40), at(220)])
            ], isLater: false,
            suggestion: SuggestedRequest(stopId: 2, lineId: 1, time: at(220), persons: 1, assistance: []))
    }

    func testHumanAdviceInBothLanguagesEndsWithTheCommandOnItsOwnLine() {
        let english = AdviceOutput(language: .english, times: times(.english), now: now).human(advice, askedAt: at(30))
        XCTAssertEqual(
            english,
            [
                "Buses nearby around 09:00:", "  Brunnen[2J (line Pirmasens), 171 m away: 09:10, 12:10",
                "To ask for that instead:", "  buerger request-stop --stop 2 --line 1 --time 12:10",
            ])
        let german = AdviceOutput(language: .german, times: times(.german), now: now).human(advice, askedAt: at(30))
        XCTAssertEqual(german.first, "Busse in der Nähe um 09:00:")
        XCTAssertEqual(german[1], "  Brunnen[2J (Linie Pirmasens), 171 m entfernt: 09:10, 12:10")
        XCTAssertEqual(german.last, "  buerger request-stop --stop 2 --line 1 --time 12:10")
    }

    func testNothingNearbySaysSoAndOffersNoCommand() {
        let empty = RequestAdvice(stops: [], isLater: false, suggestion: nil)
        let lines = AdviceOutput(language: .english, times: times(.english), now: now).human(empty, askedAt: at(30))
        XCTAssertEqual(lines.first, "No bus stop within 800 m is served around 09:00 or in the day after it.")
        XCTAssertFalse(lines.joined().contains("buerger request-stop"))
        let json = AdviceOutput(language: .english, times: times(.english), now: now).json(empty).serialized()
        XCTAssertEqual(json, "{\"stops\":[],\"later\":false,\"command\":null}")
    }

    func testJSONShape() {
        let json = AdviceOutput(language: .english, times: times(.english), now: now).json(advice).serialized()
        XCTAssertEqual(
            json,
            "{\"stops\":[{\"id\":2,\"name\":\"Brunnen[2J\",\"location\":{\"lat\":49.207937,\"lon\":7.606499},"
                + "\"distanceMeters\":171,\"lineId\":1,\"lineName\":\"Pirmasens\","
                + "\"runs\":[\"2026-11-23T09:10:00+01:00\",\"2026-11-23T12:10:00+01:00\"]}],\"later\":false,"
                + "\"command\":\"buerger request-stop --stop 2 --line 1 --time 12:10\"}")
    }

    func testSeatWarningsInPlainWordsAndJSON() {
        let outlook = SeatOutlook(warnings: [
            .partyLargerThanLargestBus(persons: 12, largestBus: 10), .noWheelchairInformation,
            .usuallyFull(persons: 3, tooFull: 4, sightings: 5),
        ])
        let english = AdviceSeatWarnings(language: .english, times: times(.english)).lines(outlook, pickUpTime: at(30))
        XCTAssertEqual(english.count, 3)
        XCTAssertTrue(
            english[0].hasPrefix("The largest bus on this line has 10 seats, so 12 persons will not fit"), english[0])
        XCTAssertEqual(
            english[1],
            "There is no information about wheelchair places on the buses; the driver is told that you need one.")
        XCTAssertTrue(
            english[2].hasPrefix(
                "Around 09:00 the buses of this line were usually too full for 3 persons (4 of 5 times seen)."),
            english[2])
        let german = AdviceSeatWarnings(language: .german, times: times(.german)).lines(outlook, pickUpTime: at(30))
        XCTAssertTrue(german[1].hasPrefix("Über Rollstuhlplätze"), german[1])
        XCTAssertTrue(german[2].contains("meist zu voll für 3 Personen"), german[2])
        let json = AdviceSeatWarnings(language: .english, times: times(.english)).json(outlook, pickUpTime: at(30))
            .serialized()
        XCTAssertTrue(
            json.hasPrefix("[{\"kind\":\"partyLargerThanLargestBus\",\"persons\":12,\"largestBus\":10,\"message\":"),
            json)
        XCTAssertTrue(
            json.contains("{\"kind\":\"usuallyFull\",\"persons\":3,\"tooFull\":4,\"sightings\":5,\"message\":"), json)
    }
}
