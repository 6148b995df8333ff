import CitizenClient
import XCTest

@testable import BuergerCLI

/// `buerger watch request`: the follower's events as timed sentences and JSON lines, the exits of
/// `--until pickup`, `--timeout` and the endings, against the in-memory request server.
final class WatchRequestTests: XCTestCase {
    /// The harness's clock is 08:30; a request picked up at Kirche `minutes` later.
    func request(_ harness: RequestHarness, pickUpIn minutes: Double, statuses: [Int]) -> Int64 {
        let id = harness.server.add(deviceId: harness.deviceId, pickUp: harness.later(minutes), acceptingBus: 2)
        harness.server.statusAtReads[id] = statuses
        return id
    }

    func events(_ text: String) -> [[String: Any]] {
        text.split(separator: "\n").map { RequestHarness.object(String($0)) }
    }

    func testUntilPickupEndsRightAfterTheReminderOfTheAcceptedRequest() {
        let harness = RequestHarness()
        let id = request(harness, pickUpIn: 30, statuses: [1, 1, 2])
        let start = harness.clock
        let result = harness.run(["watch", "request", String(id), "--until", "pickup", "--json"])
        XCTAssertEqual(result.code, 0, result.err)
        let lines = events(result.out)
        XCTAssertEqual(
            lines.compactMap { $0["kind"] as? String }, ["request-pending", "request-accepted", "pickup-reminder"])
        XCTAssertEqual(
            lines.compactMap { $0["message"] as? String },
            [
                "Your request \(id) is waiting for a driver's answer", "Your request \(id) was accepted by bus 2",
                "Pickup in 15 minutes at Kirche, please be ready",
            ])
        XCTAssertEqual(lines.compactMap { $0["requestId"] as? Int }, [Int(id), Int(id), Int(id)])
        XCTAssertEqual(lines.compactMap { $0["status"] as? String }, ["pending", "accepted", "accepted"])
        let reminder = lines.last ?? [:]
        XCTAssertEqual(reminder["time"] as? String, "2026-11-23T08:45:00+01:00", "on time, not up to 10 s late")
        XCTAssertEqual(reminder["pickUpTime"] as? String, "2026-11-23T09:00:00+01:00")
        XCTAssertEqual(reminder["stop"] as? String, "Kirche")
        XCTAssertEqual(reminder["minutes"] as? Int, 15)
        XCTAssertEqual(harness.clock.timeIntervalSince(start), 15 * 60, accuracy: 0.001, "no pause after the reminder")
        XCTAssertTrue(result.err.contains("Following request \(id)"), result.err)
    }

    func testWithoutUntilItFollowsThroughThePickUpInGerman() {
        let harness = RequestHarness()
        let id = request(harness, pickUpIn: 10, statuses: [1, 2, 4])
        let result = harness.run(["watch", "request", String(id), "--lang", "de"])
        XCTAssertEqual(result.code, 0, result.err)
        let lines = result.out.split(separator: "\n").map { String($0.dropFirst(7)) }
        XCTAssertEqual(
            lines,
            [
                "Ihre Anfrage \(id) wartet auf die Antwort eines Fahrers",
                "Ihre Anfrage \(id) wurde von Bus 2 angenommen",
                "Abholung in 10 Minuten an der Haltestelle Kirche, bitte seien Sie bereit",
                "Ihre Anfrage \(id) ist erledigt: Bus 2 hat Sie abgeholt",
            ])
        XCTAssertTrue(result.out.hasPrefix("08:30  "), result.out)
    }

    func testOnAPersonsScreenTheStateTheLinesAboveToldIsNotToldAgainAsNews() {
        let onScreen = RequestHarness()
        let id = request(onScreen, pickUpIn: 10, statuses: [2, 2, 4])
        let shown = onScreen.run(["watch", "request", String(id), "--lang", "de"], tty: true, columns: 80)
        XCTAssertEqual(shown.code, 0, shown.err)
        XCTAssertTrue(shown.err.contains("Ihre Anfrage \(id) ist angenommen"), shown.err)
        XCTAssertFalse(shown.out.contains("wurde von Bus 2 angenommen"), shown.out)
        XCTAssertTrue(shown.out.contains("Ihre Anfrage \(id) ist erledigt"), shown.out)
        // Into a file, the log begins with the state it found.
        let logged = RequestHarness()
        let loggedId = request(logged, pickUpIn: 10, statuses: [2, 2, 4])
        let log = logged.run(["watch", "request", String(loggedId), "--lang", "de"])
        XCTAssertTrue(log.out.hasPrefix("08:30  Ihre Anfrage \(loggedId) wurde von Bus 2 angenommen\n"), log.out)
    }

    func testAPlaceAwayFromEveryStopIsNamedByItsCoordinates() {
        let harness = RequestHarness()
        let id = harness.server.add(
            deviceId: harness.deviceId, status: 2, pickUp: harness.later(5),
            latitude: 49.3, longitude: 7.7, acceptingBus: 1)
        let result = harness.run(["watch", "request", String(id), "--until", "pickup", "--plain"])
        XCTAssertEqual(result.code, 0, result.err)
        let last = result.out.split(separator: "\n").last.map { $0.components(separatedBy: "\t") } ?? []
        XCTAssertEqual(
            last,
            [
                "2026-11-23T08:30:00+01:00", "pickup-reminder",
                "Pickup in 5 minutes at 49.30000, 7.70000, please be ready at your door",
                String(id), "accepted",
            ])
    }

    func testEveryBadEndingExitsSixWithItsOwnWords() {
        let expected = [3: "was declined", 5: "is marked no-show: nobody got on bus 2", 6: "was cancelled"]
        for (code, words) in expected {
            let harness = RequestHarness()
            let id = request(harness, pickUpIn: 60, statuses: [1, code])
            let result = harness.run(["watch", "request", String(id), "--until", "pickup", "--json"])
            XCTAssertEqual(result.code, ExitStatus.requestEndedBadly.rawValue, "code \(code)")
            XCTAssertEqual(events(result.out).last?["message"] as? String, "Your request \(id) \(words)")
        }
    }

    func testTheNetworkLostIsSaidOnceAndItsReturnToo() {
        let harness = RequestHarness()
        let id = request(harness, pickUpIn: 60, statuses: [1, 1, 1, 3])
        harness.server.timedOutReads = [1, 2]
        let result = harness.run(["watch", "request", String(id), "--json"])
        XCTAssertEqual(result.code, ExitStatus.requestEndedBadly.rawValue, result.err)
        XCTAssertEqual(
            events(result.out).compactMap { $0["kind"] as? String },
            ["request-pending", "network-lost", "network-back", "request-declined"])
    }

    func testTimeoutExitsSevenAndSaysWhereTheRequestStands() {
        let harness = RequestHarness()
        let id = request(harness, pickUpIn: 60, statuses: [1])
        let result = harness.run(["watch", "request", String(id), "--until", "pickup", "--timeout", "2m"])
        XCTAssertEqual(result.code, ExitStatus.gaveUp.rawValue)
        XCTAssertTrue(result.err.contains("Stopped watching: request \(id) is still pending."), result.err)
        XCTAssertEqual(harness.sleeps.reduce(0, +), 120, accuracy: 0.001)
    }

    func testAnotherDevicesRequestIsNotWatched() {
        let harness = RequestHarness()
        let id = harness.server.add(deviceId: "someone-else", pickUp: harness.later(60))
        let result = harness.run(["watch", "request", String(id)])
        XCTAssertEqual(result.code, ExitStatus.notFound.rawValue)
        XCTAssertEqual(result.out, "")
        XCTAssertTrue(result.err.contains("is not one of your requests"), result.err)
    }

    func testOptionsThatDoNotFitAreUsageErrors() {
        let harness = RequestHarness()
        let id = request(harness, pickUpIn: 60, statuses: [])
        for extra in [["--count", "3"], ["--interval", "20"], ["--until", "tomorrow"], ["--timeout", "soon"]] {
            XCTAssertEqual(
                harness.run(["watch", "request", String(id)] + extra).code, ExitStatus.usage.rawValue, "\(extra)")
        }
        XCTAssertEqual(harness.run(["watch", "request", "abc"]).code, ExitStatus.usage.rawValue)
        XCTAssertTrue(harness.server.exchanges.isEmpty, "nothing asked of the server")
    }
}
