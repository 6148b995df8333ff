import CitizenClient
import XCTest

@testable import BuergerCLI

/// The way forward and the seat warnings as the request commands show them, against the in-memory
/// request server in front of the original fixtures (line 1 Pirmasens: Kirche 09:00, Brunnen 09:10,
/// Park 09:20, Markt 09:30, again at 12 and 13; bus 1 has 10 seats and reports 2 taken).
final class AdviceWiringTests: XCTestCase {
    /// The way forward from a request declined at Kirche at 09:00: Brunnen, the nearest stop served then.
    private let tryBrunnen = "  buerger request-stop --stop 2 --line 1 --time 09:10"

    private func declinedAtKirche(_ harness: RequestHarness, persons: Int = 1) -> Int64 {
        harness.server.add(deviceId: harness.deviceId, status: 3, pickUp: harness.later(30), persons: persons)
    }

    func testStatusOfADeclinedRequestSaysWhatWouldWorkWithTheCommandToTry() {
        let harness = RequestHarness()
        let id = declinedAtKirche(harness, persons: 2)
        let result = harness.run(["status", String(id)])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains("declined"), result.out)
        let notes = result.err.split(separator: "\n").map(String.init)
        XCTAssertTrue(notes.contains("Buses nearby around 09:00:"), result.err)
        XCTAssertTrue(
            notes.contains { $0.hasPrefix("  Brunnen (line Pirmasens), 16") && $0.hasSuffix("m away: 09:10") },
            result.err)
        XCTAssertEqual(notes.last, tryBrunnen + " --persons 2", result.err)
        XCTAssertFalse(result.out.contains("request-stop --stop 2"), "the advice stays off stdout: \(result.out)")
    }

    func testStatusOfADeclinedRequestInGermanAndAsJSON() throws {
        let harness = RequestHarness()
        let id = declinedAtKirche(harness)
        let german = harness.run(["status", String(id), "--lang", "de"])
        XCTAssertTrue(german.err.contains("Busse in der Nähe um 09:00:"), german.err)
        XCTAssertTrue(german.err.contains("Um stattdessen danach zu fragen:\n" + tryBrunnen + "\n"), german.err)

        let json = harness.run(["status", String(id), "--json"])
        XCTAssertEqual(json.code, 0, json.err)
        XCTAssertEqual(json.err, "", "JSON carries the advice; nothing for a person on stderr")
        let object = RequestHarness.object(json.out)
        XCTAssertEqual((object["request"] as? [String: Any])?["status"] as? String, "declined")
        let advice = try XCTUnwrap(object["advice"] as? [String: Any], json.out)
        XCTAssertEqual(advice["command"] as? String, "buerger request-stop --stop 2 --line 1 --time 09:10")
        XCTAssertEqual(advice["later"] as? Bool, false)
        let stops = advice["stops"] as? [[String: Any]] ?? []
        XCTAssertEqual(stops.first?["name"] as? String, "Brunnen")
        XCTAssertEqual(stops.first?["runs"] as? [String], ["2026-11-23T09:10:00+01:00"])
    }

    func testAnAcceptedRequestHasNoAdvice() {
        let harness = RequestHarness()
        let id = harness.server.add(deviceId: harness.deviceId, status: 2, pickUp: harness.later(30), acceptingBus: 1)
        let human = harness.run(["status", String(id)])
        XCTAssertFalse(human.err.contains("request-stop --stop"), human.err)
        XCTAssertNil(RequestHarness.object(harness.run(["status", String(id), "--json"]).out)["advice"])
    }

    func testWaitingUntilADeclineEndsWithTheAdvice() {
        let harness = RequestHarness()
        let id = harness.server.add(deviceId: harness.deviceId, pickUp: harness.later(30))
        harness.server.statusAtReads[id] = [1, 3]
        let result = harness.run(["status", String(id), "--wait"])
        XCTAssertEqual(result.code, ExitStatus.requestEndedBadly.rawValue, result.err)
        XCTAssertTrue(result.err.hasSuffix(tryBrunnen + "\n"), result.err)
        XCTAssertEqual(result.err.components(separatedBy: "Buses nearby").count - 1, 1, "said once: \(result.err)")

        harness.server.statusAtReads[id] = [1, 3]
        let json = harness.run(["status", String(id), "--wait", "--json"])
        let documents = json.out.split(separator: "\n").map { RequestHarness.object(String($0)) }
        XCTAssertEqual(documents.map { $0["advice"] != nil }, [false, true], json.out)
    }

    func testWatchingARequestThatIsDeclinedShowsTheAdvice() {
        let harness = RequestHarness()
        let id = harness.server.add(deviceId: harness.deviceId, pickUp: harness.later(30))
        harness.server.statusAtReads[id] = [1, 3]
        let result = harness.run(["watch", "request", String(id)])
        XCTAssertEqual(result.code, ExitStatus.requestEndedBadly.rawValue, result.err)
        XCTAssertTrue(result.err.hasSuffix(tryBrunnen + "\n"), result.err)
    }

    func testATimeOutsideServiceGetsTheNextRunsNearbyAfterTheReason() {
        let harness = RequestHarness()
        let result = harness.run([
            "request-stop", "--stop", "Kirche", "--time", "15:00", "--persons", "2",
            "--name", "Emma Meier", "--address", "Hauptstr. 1",
        ])
        XCTAssertEqual(result.code, ExitStatus.usage.rawValue, result.err)
        XCTAssertTrue(harness.server.posts.isEmpty)
        let lines = result.err.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "buerger: That is outside the service hours: line Pirmasens runs 09:00–13:30.")
        XCTAssertTrue(lines.contains("Nothing runs near there around 15:00. The next buses nearby:"), result.err)
        XCTAssertTrue(lines.contains { $0.hasPrefix("  Kirche (line Pirmasens), 0 m away: ") }, result.err)
        XCTAssertEqual(lines.last, "  buerger request-stop --stop 1 --line 1 --time 2026-11-24T09:00 --persons 2")
    }

    func testTheWayBackOutsideServiceIsAdvisedFromItsOwnPlace() {
        let harness = RequestHarness()
        let result = harness.run([
            "request-stop", "--stop", "Kirche", "--time", "09:30", "--return-at", "14:00",
            "--return-from", "Markt", "--name", "Emma Meier", "--address", "Hauptstr. 1",
        ])
        XCTAssertEqual(result.code, ExitStatus.usage.rawValue, result.err)
        XCTAssertTrue(result.err.hasPrefix("buerger: Way back: That is outside the service hours"), result.err)
        XCTAssertTrue(result.err.hasSuffix("  buerger request-stop --stop 4 --line 1 --time 13:30\n"), result.err)
    }

    func testScriptsGetOnlyTheReasonForATimeOutsideService() {
        let harness = RequestHarness()
        let result = harness.run(["request-stop", "--stop", "Kirche", "--time", "14:00", "--plain"])
        XCTAssertEqual(result.code, ExitStatus.usage.rawValue)
        XCTAssertFalse(result.err.contains("request-stop --stop"), result.err)
    }

    /// Seats seen by `bus` on three mornings; then a party that did not fit then is warned before sending.
    func testSeatsSeenByTheBusCommandWarnBeforeSendingAPartyThatUsuallyDoesNotFit() throws {
        let harness = RequestHarness()
        for day in 20...22 {
            XCTAssertEqual(harness.run(["bus", "1", "--now", "2026-11-\(day)T09:05:00+01:00"]).code, 0)
        }
        let server = try ServerAddress("http://fixture.test/services/rest")
        let sightings = PositionHistoryStore(cacheHome: harness.paths.cacheDirectory, server: server).load()
            .seatSightings(busIds: [1])
        XCTAssertEqual(sightings.map(\.takenSeats), [2, 2, 2])

        let kirche = [
            "request-stop", "--stop", "Kirche", "--time", "09:00", "--name", "Emma Meier",
            "--address", "Hauptstr. 1",
        ]
        let fits = harness.run(kirche + ["--persons", "8"])
        XCTAssertEqual(fits.code, 0, fits.err)
        XCTAssertFalse(fits.err.contains("too full"), fits.err)

        let tooMany = harness.run(kirche + ["--persons", "9"])
        XCTAssertEqual(tooMany.code, 0, tooMany.err)
        XCTAssertTrue(
            tooMany.err.contains(
                "Around 09:00 the buses of this line were usually too full for 9 persons (3 of 3 times seen)."),
            tooMany.err)
        XCTAssertEqual(harness.server.posts.count, 2, "a warning, not a refusal")

        let json = harness.run(kirche + ["--persons", "9", "--json"])
        let warnings = RequestHarness.object(json.out)["seatWarnings"] as? [[String: Any]] ?? []
        XCTAssertEqual(warnings.map { $0["kind"] as? String }, ["usuallyFull"], json.out)
        XCTAssertEqual(warnings.first?["sightings"] as? Int, 3)
    }

    func testAWheelchairIsWarnedAboutBeforeSending() {
        let harness = RequestHarness()
        let result = harness.run([
            "request-stop", "--stop", "Kirche", "--time", "09:30", "--help-with", "wheelchair",
            "--name", "Emma Meier", "--address", "Hauptstr. 1", "--lang", "de",
        ])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.err.contains("Über Rollstuhlplätze in den Bussen ist nichts bekannt"), result.err)
        let json = harness.run(["request-stop", "--stop", "Kirche", "--time", "09:30", "--json"])
        XCTAssertEqual((RequestHarness.object(json.out)["seatWarnings"] as? [Any])?.count, 0, json.out)
    }
}
