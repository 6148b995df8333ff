import Foundation
import XCTest

/// Issue 7 §1 against `buerger-sim --data original --speed 0`: bus 1 stands where the original last saw it,
/// between Park and Markt, which fits its 09:00 run around 09:25. The client knows how old a position is
/// only once it has seen it twice, so each test runs a command at one `--now` and again later.
final class EstimateRangeIntegrationTests: SimulatorTestCase {
    static let first = "2016-07-21T09:25:00+02:00"
    static let fortySecondsLater = "2016-07-21T09:25:40+02:00"
    /// "in 17–20 min": whatever the estimator's numbers, two whole minutes and a dash.
    static let rangePattern = #"in \d+[–-]\d+ (min|Min\.)"#

    func testTheBoardShowsTheRangeAndTheAgeOfThePositionOnceSeenTwice() throws {
        let before = try buerger("stop", "Markt", "--now", Self.first)
        XCTAssertEqual(before.exitCode, 0, before.stderr)
        XCTAssertFalse(before.stdout.contains("seen"), "one sighting says nothing about its age: \(before.stdout)")
        let english = try buerger("stop", "Markt", "--now", Self.fortySecondsLater)
        XCTAssertEqual(english.exitCode, 0, english.stderr)
        XCTAssertNotNil(english.stdout.range(of: Self.rangePattern, options: .regularExpression), english.stdout)
        XCTAssertTrue(english.stdout.contains("Bus 1: position seen 40 s ago."), english.stdout)
        let german = try buerger("stop", "Markt", "--lang", "de", "--now", "2016-07-21T09:25:50+02:00")
        XCTAssertNotNil(german.stdout.range(of: Self.rangePattern, options: .regularExpression), german.stdout)
        XCTAssertTrue(german.stdout.contains("Bus 1: Position vor 50 s gesehen."), german.stdout)
        let json = try buerger("stop", "Markt", "--json", "--now", "2016-07-21T09:26:00+02:00")
        assertCleanJSON(json)
        let range = json.jsonNode["departures"].array.first?["estimatedRange"]
        XCTAssertNotNil(range?["earliest"].string, "the range the human output shows is the JSON's: \(json.stdout)")
    }

    func testTheBusSaysSeenAndTheAccessibleModeSpeaksTheRange() throws {
        XCTAssertEqual(try buerger("bus", "1", "--now", Self.first).exitCode, 0)
        let human = try buerger("bus", "1", "--now", Self.fortySecondsLater)
        XCTAssertEqual(human.exitCode, 0, human.stderr)
        XCTAssertTrue(human.stdout.contains("49.21059, 7.60497 (seen 40 s ago)"), human.stdout)
        XCTAssertNotNil(human.stdout.range(of: Self.rangePattern, options: .regularExpression), human.stdout)
        let spoken = try buerger("bus", "1", "--accessible", "--lang", "de", "--now", "2016-07-21T09:26:10+02:00")
        XCTAssertEqual(spoken.exitCode, 0, spoken.stderr)
        XCTAssertTrue(spoken.stdout.contains("Position: 49.21059, 7.60497, vor 70 Sekunden gesehen."), spoken.stdout)
        XCTAssertNotNil(
            spoken.stdout.range(
                of: #"erwartet zwischen 9 Uhr \d+ und 9 Uhr \d+, in \d+ bis \d+ Minuten"#,
                options: .regularExpression), spoken.stdout)
        let board = try buerger("stop", "Markt", "--accessible", "--now", "2016-07-21T09:26:20+02:00")
        XCTAssertNotNil(
            board.stdout.range(
                of: #"arrives between 9 \d+ and 9 \d+ a\.m\., in \d+ to \d+ minutes"#,
                options: .regularExpression), board.stdout)
        XCTAssertTrue(board.stdout.contains("Position seen 80 seconds ago."), board.stdout)
        XCTAssertFalse(board.stdout.contains("–"), "no dash a reader says as 'en dash'")
    }

    /// Fourteen minutes later the bus has not moved while its run says it should be driving.
    func testABusThatStandsStillIsCalledStaleInPlainWords() throws {
        XCTAssertEqual(try buerger("stop", "Markt", "--now", "2016-07-21T09:22:00+02:00").exitCode, 0)
        let english = try buerger("stop", "Markt", "--now", "2016-07-21T09:36:00+02:00")
        XCTAssertEqual(english.exitCode, 0, english.stderr)
        XCTAssertTrue(
            english.stdout.contains(
                "Bus 1 has not moved for 14 min — longer than the timetable allows; times are from the timetable."),
            english.stdout)
        let german = try buerger("bus", "1", "--lang", "de", "--now", "2016-07-21T09:36:10+02:00")
        XCTAssertTrue(german.stdout.contains("Bus 1 steht seit 14 Min. still"), german.stdout)
        XCTAssertTrue(german.stdout.contains("(vor 14 Min. gesehen)"), german.stdout)
    }
}
