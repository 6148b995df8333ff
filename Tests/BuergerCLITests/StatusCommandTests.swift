import CitizenClient
import XCTest

@testable import BuergerCLI

final class StatusCommandTests: XCTestCase {
    func testShowsTheRequestAsJSONAndInASentence() {
        let harness = RequestHarness()
        let id = harness.server.add(
            deviceId: harness.deviceId, status: 2, pickUp: harness.later(60), acceptingBus: 1,
            assistance: [1])
        let json = harness.run(["status", String(id), "--json"])
        XCTAssertEqual(json.code, 0, json.err)
        let request = RequestHarness.object(json.out)["request"] as? [String: Any] ?? [:]
        XCTAssertEqual(request["status"] as? String, "accepted")
        XCTAssertEqual(request["acceptingBus"] as? Int, 1)
        XCTAssertEqual(request["stopName"] as? String, "Kirche")

        let human = harness.run(["status", String(id), "--lang", "de"])
        XCTAssertEqual(
            human.out.components(separatedBy: "\n").first,
            "Ihre Anfrage \(id) ist angenommen: Bus 1 holt Sie um 09:30 an der Haltestelle Kirche ab.")
        XCTAssertTrue(human.err.contains("Bitte seien Sie ein paar Minuten vorher da."), human.err)
        let query = harness.server.exchanges.last { $0.url.absoluteString.contains("customStops") }?.url.query ?? ""
        XCTAssertTrue(query.contains("requestId=\(id)") && query.contains("deviceId=\(harness.deviceId)"), query)
    }

    func testAnAcceptedPickUpAtTheDoorAsksToBeReadyAtTheDoor() {
        // 500 m north of Kirche: no stop there, the bus comes to the door.
        let harness = RequestHarness()
        let id = harness.server.add(
            deviceId: harness.deviceId, status: 2, pickUp: harness.later(60), latitude: 49.2138, acceptingBus: 1)
        let human = harness.run(["status", String(id), "--lang", "de"])
        XCTAssertEqual(human.code, 0, human.err)
        XCTAssertTrue(human.err.contains("Bitte seien Sie ein paar Minuten vorher an der Tür bereit."), human.err)
        XCTAssertFalse(human.err.contains("vorher da."), human.err)
    }

    func testAnotherDevicesRequestIsNotFound() {
        let harness = RequestHarness()
        let id = harness.server.add(deviceId: "someone-else", pickUp: harness.later(60))
        let result = harness.run(["status", String(id)])
        XCTAssertEqual(result.code, ExitStatus.notFound.rawValue)
        XCTAssertTrue(result.err.contains("Request \(id) is not one of your requests."), result.err)
        XCTAssertEqual(result.out, "")
    }

    func testWithoutADeviceIdNothingIsOurs() {
        let harness = RequestHarness(withDeviceId: false)
        harness.server.add(deviceId: "x", pickUp: harness.later(60))
        XCTAssertEqual(harness.run(["status", "10000000"]).code, ExitStatus.notFound.rawValue)
    }

    func testABadRequestNumberIsAUsageError() {
        let harness = RequestHarness()
        XCTAssertEqual(harness.run(["status", "abc"]).code, ExitStatus.usage.rawValue)
        XCTAssertEqual(harness.run(["status", "1", "--wait", "--timeout", "soon"]).code, ExitStatus.usage.rawValue)
        XCTAssertEqual(harness.run(["status", "1", "--timeout", "5m"]).code, ExitStatus.usage.rawValue)
    }

    func testWaitEndsWithZeroWhenAcceptedAndPrintsEachChange() {
        let harness = RequestHarness()
        let id = harness.server.add(deviceId: harness.deviceId, pickUp: harness.later(120))
        harness.server.statusAtReads[id] = [1, 1, 1, 2]
        let result = harness.run(["status", String(id), "--wait", "--plain"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out.split(separator: "\n").map { $0.split(separator: "\t")[1] }, ["pending", "accepted"])
        XCTAssertTrue(harness.sleeps.allSatisfy { (5.0...10.0).contains($0) }, "\(harness.sleeps)")
        XCTAssertEqual(harness.sleeps.count, 3)
    }

    func testWaitEndsWithSixForEveryBadEnding() {
        for code in [3, 5, 6] {
            let harness = RequestHarness()
            let id = harness.server.add(deviceId: harness.deviceId, pickUp: harness.later(120))
            harness.server.statusAtReads[id] = [1, code]
            XCTAssertEqual(
                harness.run(["status", String(id), "--wait"]).code, ExitStatus.requestEndedBadly.rawValue,
                "code \(code)")
        }
    }

    func testWaitGivesUpWithSevenAtTheTimeout() {
        let harness = RequestHarness()
        let id = harness.server.add(deviceId: harness.deviceId, pickUp: harness.later(120))
        let result = harness.run(["status", String(id), "--wait", "--timeout", "90s"])
        XCTAssertEqual(result.code, ExitStatus.gaveUp.rawValue)
        XCTAssertTrue(result.err.contains("Stopped waiting: request \(id) is still pending."), result.err)
        // While it waits it says so, not "follow it with 'buerger status N --wait'" (a new user's report).
        XCTAssertTrue(result.err.contains("Waiting for the drivers' answer, looking every 5 to 10 seconds"), result.err)
        XCTAssertFalse(result.err.contains("--wait'"), result.err)
        XCTAssertEqual(harness.sleeps.reduce(0, +), 90, accuracy: 0.001)
    }

    func testWaitRemindsFifteenMinutesBeforeAnAcceptedPickUp() {
        let harness = RequestHarness()
        let id = harness.server.add(deviceId: harness.deviceId, pickUp: harness.later(12))
        harness.server.statusAtReads[id] = [1, 2]
        let result = harness.run(["status", String(id), "--wait"])
        XCTAssertEqual(result.code, 0)
        XCTAssertTrue(result.err.contains("please go to the pick-up place now"), result.err)
        XCTAssertTrue(
            result.err.contains("The bus comes in 12 minutes:") || result.err.contains("The bus comes in 11 minutes:"),
            "minutes in words, not 'min': \(result.err)")
    }

    /// New-user trial: "Der Bus kommt in 11 Minuten: bitte jetzt zum Abholort gehen." for a pick-up at
    /// her own door, where there is nowhere to go.
    func testWaitRemindsAtADoorToBeReadyThereNotToGoAnywhere() {
        let harness = RequestHarness()
        // 500 m north of Kirche: no stop there.
        let id = harness.server.add(deviceId: harness.deviceId, pickUp: harness.later(12), latitude: 49.2138)
        harness.server.statusAtReads[id] = [1, 2]
        let result = harness.run(["status", String(id), "--wait", "--lang", "de"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.err.contains("an Ihre Tür: bitte dort bereit sein."), result.err)
        XCTAssertFalse(result.err.contains("zum Abholort gehen"), result.err)
    }

    func testWaitGoesOnThroughANetworkFailureAndSaysSoOnce() {
        let harness = RequestHarness()
        let id = harness.server.add(deviceId: harness.deviceId, pickUp: harness.later(120))
        harness.server.statusAtReads[id] = [1, 1, 1, 1, 2]
        harness.server.timedOutReads = [1, 2]
        let result = harness.run(["status", String(id), "--wait"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.err.components(separatedBy: "did not answer").count - 1, 1, result.err)
        XCTAssertTrue(result.err.contains("The server answers again."), result.err)
    }
}
