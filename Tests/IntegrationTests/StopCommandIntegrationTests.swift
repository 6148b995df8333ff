import Foundation
import XCTest

/// `buerger stop` against `buerger-sim --data original`: Kirche (1) is served by line 1 at 09:00,
/// 12:00 and 13:00; bus 1 has 10 seats and 2 taken (wire-contract §8).
final class StopCommandIntegrationTests: SimulatorTestCase {
    /// Bus 1 waits at the start of its route, so the schedule alone decides which runs are next.
    /// (Its seeded position near Markt makes the estimator drop the next run: reported, not tested here.)
    override class func prepare(_ simulator: SimulatorProcess) throws {
        let answer = try PlainHTTP.post(
            simulator.baseURL + "/sim/busses/1", json: #"{"position":[7.608858347,49.210420446]}"#)
        guard answer.status == 200 else {
            throw SimulatorStartError(message: "could not place bus 1: \(answer.status)")
        }
    }

    static let morning = "2016-07-21T08:55:00+02:00"
    static let departureKeys: Set<String> = [
        "lineId", "lineName", "scheduled", "estimated", "delayMinutes",
        "busId", "freeSeats", "totalSeats", "seatBand",
    ]

    func testJSONShowsTheNextFiveDeparturesWithSeats() throws {
        let result = try buerger("stop", "1", "--json", "--now", Self.morning)
        assertCleanJSON(result)
        let stop = result.jsonNode["stop"]
        XCTAssertEqual(stop["id"].int, 1)
        XCTAssertEqual(stop["name"].string, "Kirche")
        XCTAssertEqual(stop["location"]["lat"].double, 49.209277)
        XCTAssertEqual(stop["location"]["lon"].double, 7.60747)
        let departures = result.jsonNode["departures"].array
        XCTAssertEqual(
            departures.compactMap { $0["scheduled"].string },
            [
                "2016-07-21T09:00:00+02:00", "2016-07-21T12:00:00+02:00", "2016-07-21T13:00:00+02:00",
                "2016-07-22T09:00:00+02:00", "2016-07-22T12:00:00+02:00",
            ])
        for departure in departures {
            assertHasKeys(departure, Self.departureKeys, "departure")
            XCTAssertEqual(departure["lineId"].int, 1)
            XCTAssertEqual(departure["lineName"].string, "Pirmasens")
            XCTAssertEqual(departure["busId"].int, 1)
            XCTAssertEqual(departure["freeSeats"].int, 8)
            XCTAssertEqual(departure["totalSeats"].int, 10)
            XCTAssertEqual(departure["seatBand"].string, "plenty")
        }
    }

    func testNameAndAliasFindTheSameStopAsTheId() throws {
        let byId = try buerger("stop", "1", "--json", "--now", Self.morning)
        let byName = try buerger("stop", "kirche", "--json", "--now", Self.morning)
        XCTAssertEqual(try buerger("config", "alias", "zuhause", "Kirche").exitCode, 0)
        let byAlias = try buerger("stop", "@zuhause", "--json", "--now", Self.morning)
        assertCleanJSON(byName)
        assertCleanJSON(byAlias)
        XCTAssertEqual(byName.stdout, byId.stdout)
        XCTAssertEqual(byAlias.stdout, byId.stdout)
    }

    func testNeverShowsTheEarliestRunsOfTheDay() throws {
        let result = try buerger("stop", "Kirche", "--json", "--now", "2016-07-21T12:05:00+02:00")
        assertCleanJSON(result)
        let scheduled = result.jsonNode["departures"].array.compactMap { $0["scheduled"].string }
        XCTAssertFalse(scheduled.contains("2016-07-21T09:00:00+02:00"), "the morning run is over: \(scheduled)")
        XCTAssertTrue(scheduled.contains("2016-07-21T13:00:00+02:00"), "\(scheduled)")
        XCTAssertTrue(scheduled.contains("2016-07-22T09:00:00+02:00"), "tomorrow's first run: \(scheduled)")
    }

    func testNowAsHourAndMinuteMeansTodayInTheLocalZone() throws {
        let short = try buerger("stop", "Kirche", "--plain", "--now", "12:05")
        XCTAssertEqual(short.exitCode, 0, short.stderr)
        // "Today" as buerger saw it (its first departure's date), not as this test's clock says: the
        // two may straddle midnight, or run a year apart when the suite is run with a faked clock.
        let first = try XCTUnwrap(short.stdout.split(separator: "\t").first.map(String.init), short.stdout)
        XCTAssertEqual(first.count, 25, "an ISO 8601 time with its offset: \(first)")
        let long = try buerger(
            "stop", "Kirche", "--plain", "--now",
            String(first.prefix(10)) + "T12:05:00" + String(first.suffix(6)))
        XCTAssertEqual(short.stdout, long.stdout)
        let viaEnvironment = try buerger("stop", "Kirche", "--plain", environment: ["BUERGER_NOW": "12:05"])
        XCTAssertEqual(viaEnvironment.stdout, short.stdout)
    }

    func testLimitAndAll() throws {
        let two = try buerger("stop", "1", "--limit", "2", "--json", "--now", Self.morning)
        assertCleanJSON(two)
        XCTAssertEqual(two.jsonNode["departures"].count, 2)

        let all = try buerger("stop", "1", "--all", "--json", "--now", Self.morning)
        assertCleanJSON(all)
        XCTAssertEqual(
            all.jsonNode["departures"].array.compactMap { $0["scheduled"].string },
            ["2016-07-21T09:00:00+02:00", "2016-07-21T12:00:00+02:00", "2016-07-21T13:00:00+02:00"],
            "--all: every departure left today")
    }

    func testHumanTableInEnglishAndGerman() throws {
        let english = try buerger("stop", "Kirche", "--now", Self.morning)
        XCTAssertEqual(english.exitCode, 0, english.stderr)
        XCTAssertTrue(english.stdout.hasPrefix("Kirche (1)\n"), english.stdout)
        // The bus waits for its run: a late start is within the range.
        XCTAssertNotNil(english.stdout.range(of: #"in \d+–\d+ min"#, options: .regularExpression), english.stdout)
        XCTAssertTrue(english.stdout.contains("8 of 10 seats free"), english.stdout)
        XCTAssertTrue(english.stdout.contains("09:00"))
        XCTAssertFalse(english.stdout.contains("AM"), "24-hour times")

        let german = try buerger("stop", "Kirche", "--lang", "de", "--now", Self.morning)
        XCTAssertEqual(german.exitCode, 0, german.stderr)
        XCTAssertNotNil(german.stdout.range(of: #"in \d+–\d+ Min\."#, options: .regularExpression), german.stdout)
        XCTAssertTrue(german.stdout.contains("8 von 10 Plätzen frei"), german.stdout)
        XCTAssertTrue(german.stdout.contains("morgen 09:00"), german.stdout)
    }

    func testPlainRowsCarryTheISOTimeAndSeats() throws {
        let result = try buerger("stop", "1", "--plain", "--now", Self.morning)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let rows = result.stdout.split(separator: "\n").map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
        XCTAssertEqual(rows.count, 5)
        XCTAssertEqual(rows.first?.first, "2016-07-21T09:00:00+02:00")
        XCTAssertTrue(rows.first?.contains("Pirmasens") ?? false)
        XCTAssertTrue(rows.first?.contains("plenty") ?? false)
    }

    func testAmbiguousNameIsAUsageErrorListingTheCandidates() throws {
        for mode in [[], ["--json"], ["--plain"]] {
            let result = try commandRunner().run(["stop", "Uni"] + mode)
            assertFailure(result, exitCode: 2, stderrContains: "Uni Süd", json: mode == ["--json"])
        }
    }

    func testUnknownStopIsNotFoundInEveryMode() throws {
        for mode in [[], ["--json"], ["--plain"]] {
            assertFailure(
                try commandRunner().run(["stop", "Nirgendwo"] + mode), exitCode: 3, stderrContains: "Nirgendwo",
                json: mode == ["--json"])
            assertFailure(try commandRunner().run(["stop", "99"] + mode), exitCode: 3, json: mode == ["--json"])
        }
    }

    /// An alias lives in the user's own config, so naming one that does not exist is a usage error.
    func testUnknownAliasIsAUsageError() throws {
        assertFailure(try buerger("stop", "@nirgends"), exitCode: 2, stderrContains: "config alias")
    }
}
