import CitizenClient
import Foundation
import XCTest

/// Whole runs in-process against the fixture server: exit codes, streams, JSON schemas.
final class CommandRunTests: XCTestCase {
    /// XCTest makes a fresh instance, and so a fresh home folder, for every test method.
    private let harness = BuergerHarness()

    func testStopsJSONFollowsTheContract() throws {
        let json = harness.json(["stops", "sud", "--json"])
        let stops = try XCTUnwrap(json["stops"] as? [[String: Any]])
        XCTAssertEqual(stops.count, 1)
        let stop = try XCTUnwrap(stops.first)
        XCTAssertEqual(stop["id"] as? Int, 6)
        XCTAssertEqual(stop["name"] as? String, "Uni Süd")
        let location = try XCTUnwrap(stop["location"] as? [String: Double])
        XCTAssertEqual(try XCTUnwrap(location["lat"]), 49.423046, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(location["lon"]), 7.750694, accuracy: 1e-9)
        XCTAssertEqual((stop["lines"] as? [[String: Any]])?.first?["name"] as? String, "Uni")
        XCTAssertTrue(stop["distanceMeters"] is NSNull, "absent values are null, never left out")
    }

    func testStopsNearSortsByDistanceWithDefaultLimitOfSeven() throws {
        let json = harness.json(["stops", "--near", "49.2090,7.6050", "--json"])
        let stops = try XCTUnwrap(json["stops"] as? [[String: Any]])
        XCTAssertEqual(stops.count, 7)
        XCTAssertEqual(stops.first?["name"] as? String, "Markt")
        let distances = stops.compactMap { $0["distanceMeters"] as? Int }
        XCTAssertEqual(distances, distances.sorted())
    }

    /// A position typed the wrong way round lists stops thousands of kilometres away; say so (a new
    /// user's report: it listed them without a word).
    func testStopsNearAPositionFarFromEveryStopAsksWhetherItIsRight() {
        let swapped = harness.run(["stops", "--near", "7.6050,49.2090"])
        XCTAssertEqual(swapped.code, 0, swapped.err)
        XCTAssertTrue(swapped.err.contains("is the position right? Latitude comes first"), swapped.err)
        let right = harness.run(["stops", "--near", "49.2090,7.6050"])
        XCTAssertFalse(right.err.contains("is the position right"), right.err)
    }

    func testStopJSONHasEveryContractFieldWithNulls() throws {
        let json = harness.json(["stop", "Kirche", "--json", "--limit", "2"])
        XCTAssertEqual((json["stop"] as? [String: Any])?["id"] as? Int, 1)
        let departures = try XCTUnwrap(json["departures"] as? [[String: Any]])
        XCTAssertEqual(departures.count, 2)
        let first = try XCTUnwrap(departures.first)
        for key in [
            "lineId", "lineName", "scheduled", "estimated", "delayMinutes", "busId", "freeSeats",
            "totalSeats", "seatBand",
        ] {
            XCTAssertTrue(first.keys.contains(key), "missing \(key)")
        }
        XCTAssertEqual(first["scheduled"] as? String, "2026-11-23T09:00:00+01:00")
        // The run has not begun: the timetable's time, with the risk of a late start as the range.
        XCTAssertEqual(first["estimated"] as? String, "2026-11-23T09:00:00+01:00")
        let range = try XCTUnwrap(first["estimatedRange"] as? [String: Any])
        XCTAssertGreaterThan(try XCTUnwrap(range["latest"] as? String), "2026-11-23T09:00:00+01:00")
        XCTAssertEqual(first["busId"] as? Int, 1)
        XCTAssertEqual(first["freeSeats"] as? Int, 8)
        XCTAssertEqual(first["seatBand"] as? String, "plenty")
    }

    func testBusJSONConvertsPositionToLatLon() throws {
        let bus = try XCTUnwrap(harness.json(["bus", "1", "--json"])["bus"] as? [String: Any])
        XCTAssertEqual(bus["numberPlate"] as? String, "KL-AB345")
        XCTAssertEqual(bus["takenSeats"] as? Int, 2)
        XCTAssertEqual(bus["freeSeats"] as? Int, 8)
        let position = try XCTUnwrap(bus["position"] as? [String: Double])
        XCTAssertEqual(try XCTUnwrap(position["lat"]), 49.21059, accuracy: 1e-9)
        XCTAssertEqual((bus["nearestStop"] as? [String: Any])?["name"] as? String, "Markt")
        XCTAssertTrue(bus["positionSeenAt"] is NSNull)
        XCTAssertEqual(
            (bus["nextStops"] as? [[String: Any]])?.first?["name"] as? String, "Kirche",
            "at 08:30 the 09:00 call at Kirche comes first")
    }

    func testBusWithoutPositionHasNullPositionAndUnknownSeats() throws {
        harness.transport.overrides["busses/1/"] = HTTPResponseData(status: 204)
        let bus = try XCTUnwrap(harness.json(["bus", "1", "--json"])["bus"] as? [String: Any])
        XCTAssertTrue(bus["position"] is NSNull)
        XCTAssertTrue(bus["seatBand"] is NSNull)
        XCTAssertTrue(bus["nearestStop"] is NSNull)
    }

    func testLinesJSON() throws {
        let lines = try XCTUnwrap(harness.json(["lines", "--json"])["lines"] as? [[String: Any]])
        XCTAssertEqual(lines.first?["busIds"] as? [Int], [1])
        XCTAssertEqual((lines.first?["stops"] as? [[String: Any]])?.first?["name"] as? String, "Kirche")
    }

    func testPlainIsTabSeparatedWithoutHeader() {
        let result = harness.run(["stops", "--plain"])
        let lines = result.out.split(separator: "\n")
        XCTAssertEqual(lines.first, "1\tKirche\t49.209277\t7.60747\t1\t")
        XCTAssertEqual(lines.count, 8)
    }

    func testHumanStopBoardInGerman() {
        let result = harness.run(["stop", "Kirche", "--lang", "de", "--limit", "1"])
        XCTAssertEqual(result.code, 0)
        // The bus waits for its run: expected on time, a late start within the range.
        XCTAssertNotNil(result.out.range(of: #"in \d+–\d+ Min\."#, options: .regularExpression), result.out)
        XCTAssertTrue(result.out.contains("8 von 10 Plätzen frei"), result.out)
        XCTAssertTrue(result.out.contains("09:00"), result.out)
        XCTAssertFalse(result.out.contains("\u{1B}"), "no colour when stdout is not a terminal")
    }

    func testColourOnlyOnATerminal() {
        XCTAssertTrue(harness.run(["stop", "1"], tty: true).out.contains("\u{1B}[32m"))
        XCTAssertFalse(harness.run(["stop", "1", "--no-color"], tty: true).out.contains("\u{1B}"))
        harness.variables["NO_COLOR"] = "1"
        XCTAssertFalse(harness.run(["stop", "1"], tty: true).out.contains("\u{1B}"))
    }

    func testNowOptionAndEnvironment() {
        XCTAssertTrue(
            harness.run(["stop", "1", "--now", "12:30", "--plain", "--limit", "1"]).out
                .hasPrefix("2026-11-23T13:00:00+01:00"))
        harness.variables["BUERGER_NOW"] = "2026-11-23T12:05:00+01:00"
        XCTAssertTrue(harness.run(["stop", "1", "--plain", "--limit", "1"]).out.hasPrefix("2026-11-23T13:00:00+01:00"))
        XCTAssertEqual(harness.run(["stop", "1", "--now", "25:99"]).code, 2)
    }

    func testExitCodes() {
        XCTAssertEqual(harness.run(["stop", "Nirgendwo"]).code, 3)
        XCTAssertEqual(harness.run(["bus", "99"]).code, 3)
        XCTAssertEqual(harness.run(["stop", "Uni"]).code, 2, "ambiguous name")
        XCTAssertEqual(harness.run(["stops", "--limit", "0"]).code, 2)
        XCTAssertEqual(harness.run(["stops", "--near", "north"]).code, 2)
        XCTAssertEqual(harness.run(["stops", "--json", "--plain"]).code, 2)
        XCTAssertEqual(harness.run(["stops", "--lang", "fr"]).code, 2)
        XCTAssertEqual(harness.run(["stops", "--server", "ftp://x"]).code, 2)
        harness.transport.overrides["stops/"] = HTTPResponseData(status: 500, body: Data("{}".utf8))
        // --refresh: earlier runs left fresh stops in the cache, which would answer without a request.
        XCTAssertEqual(harness.run(["stops", "--refresh"]).code, 5)
        harness.transport.overrides["stops/"] = HTTPResponseData(status: 200, body: Data("<html>".utf8))
        XCTAssertEqual(harness.run(["stops", "--refresh"]).code, 5)
    }

    /// The message on stderr; under `--json` also the error object on stdout (issue 23 §1), never more.
    func testUnreachableServerExitsFourWithMessageOnStderrAndTheErrorObjectOnStdout() {
        harness.transport.failure = .cannotConnect(.refused)
        XCTAssertEqual(harness.run(["lines"]).out, "")
        let result = harness.run(["lines", "--json"])
        XCTAssertEqual(result.code, 4)
        XCTAssertTrue(result.out.hasPrefix(#"{"error":{"code":"server-unreachable","#), result.out)
        XCTAssertEqual(result.out.filter { $0 == "\n" }.count, 1, result.out)
        XCTAssertTrue(result.err.hasPrefix("buerger: "), result.err)
    }

    func testUsageErrorGoesToStderrWithUsageLine() {
        let result = harness.run(["stops", "--nera", "1,2"])
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.out, "")
        XCTAssertEqual(
            result.err,
            """
            buerger: Unknown option '--nera'. Did you mean '--near'?
            Usage: buerger stops [SEARCH] [--near <lat,lon>] [--limit <n>] [--timeout <duration>]
              See 'buerger stops --help' for more information.

            """)
    }

    func testUsageErrorInGermanFromLocale() {
        harness.variables["LANG"] = "de_DE.UTF-8"
        let result = harness.run(["stpos"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.hasPrefix("buerger: Unbekannter Befehl 'stpos'. Meinten Sie 'stops'?"), result.err)
    }

    func testHelpFormsPrintTheSameTextOnStdout() {
        let viaHelp = harness.run(["help", "stop"])
        XCTAssertEqual(viaHelp.code, 0)
        XCTAssertEqual(viaHelp.out, harness.run(["stop", "--help"]).out)
        XCTAssertEqual(viaHelp.out, harness.run(["stop", "-h"]).out)
        XCTAssertEqual(viaHelp.err, "")
        XCTAssertEqual(harness.run(["help", "nope"]).code, 2)
    }

    func testHelpListsOnlyRealCommands() {
        let overview = harness.run([]).out
        for name in [
            "stops", "stop", "bus", "lines", "config", "watch", "request-stop", "status", "requests",
            "cancel", "forget", "help",
        ] {
            XCTAssertTrue(overview.contains("\n  \(name) "), "missing \(name)")
        }
    }

    func testVersion() {
        XCTAssertEqual(harness.run(["--version"]).out, "buerger \(BuergerVersion.current)\n")
    }

    func testVerboseTracesExchangesOnStderr() {
        let result = harness.run(["lines", "-v"])
        XCTAssertTrue(result.err.contains("GET http://fixture.test/services/rest/linemanagement/v1/"), result.err)
        XCTAssertFalse(result.out.contains("GET "))
    }

    func testOfflineAnswersFromTheCacheWithoutRequests() {
        XCTAssertEqual(harness.run(["lines"]).code, 0)
        let before = harness.transport.requestedPaths.count
        let result = harness.run(["lines", "--offline"])
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(harness.transport.requestedPaths.count, before)
        XCTAssertTrue(result.out.contains("Pirmasens"))
    }
}
