import CitizenClient
import XCTest

@testable import BuergerCLI

/// `buerger bus N` with this installation's pick-ups bus N has accepted: told as `status` tells them.
final class BusPickupsTests: XCTestCase {
    /// New-user trial: `bus 1` on its way to a woman's door showed its route and "expected 09:36 …
    /// Weilerbach Rathaus" as if nothing were planned, while `status` said the door at 09:30.
    func testABusTellsThePickUpItHasAcceptedAsStatusDoes() throws {
        let harness = RequestHarness()
        let filed = harness.run(["request-stop", "--stop", "Kirche", "--time", "09:30", "--name", "Emma", "--json"])
        XCTAssertEqual(filed.code, 0, filed.err)
        let id = try XCTUnwrap(harness.server.requests.first?.id)
        harness.server.requests[0].status = 2
        harness.server.requests[0].acceptingBus = 1

        let status = harness.run(["status", String(id), "--lang", "de"])
        let bus = harness.run(["bus", "1", "--lang", "de"])
        XCTAssertEqual(bus.code, 0, bus.err)
        let sentence = try XCTUnwrap(status.out.split(separator: "\n").first.map(String.init))
        XCTAssertEqual(
            sentence, "Ihre Anfrage \(id) ist angenommen: Bus 1 holt Sie um 09:30 an der Haltestelle Kirche ab.")
        XCTAssertTrue(bus.out.contains(sentence), bus.out)

        let json = RequestHarness.object(harness.run(["bus", "1", "--json"]).out)
        let pickups = json["pickups"] as? [[String: Any]] ?? []
        XCTAssertEqual(pickups.map { $0["id"] as? Int }, [Int(id)])
        XCTAssertEqual(pickups.first?["status"] as? String, "accepted")
        XCTAssertTrue(harness.run(["bus", "1", "--plain"]).out.contains("pickup\t\(id)"))

        // Another bus has nothing of it; nor has bus 1 once the pick-up is long past.
        let other = RequestHarness.object(harness.run(["bus", "2", "--json"]).out)
        XCTAssertEqual((other["pickups"] as? [Any])?.count, 0, "\(other)")
        harness.clock = harness.later(3 * 60)
        XCTAssertFalse(harness.run(["bus", "1", "--lang", "de"]).out.contains("Anfrage \(id)"))
    }

    /// Most runs of `bus` are by people with no request near: no look-up of requests is made for them.
    func testWithoutARequestNearNoRequestIsLookedUp() {
        let harness = RequestHarness()
        let bus = harness.run(["bus", "1", "--json"])
        XCTAssertEqual(bus.code, 0, bus.err)
        XCTAssertEqual((RequestHarness.object(bus.out)["pickups"] as? [Any])?.count, 0)
        XCTAssertFalse(harness.server.exchanges.contains { $0.url.absoluteString.contains("customStops") })
    }
}
