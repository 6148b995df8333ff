import Foundation
import XCTest

/// The pick-up estimate (issue 25) against buerger-sim's fleet with its clock held (`--speed 0`,
/// moved by /sim/clock): a party at a door off line 1, accepted by bus 1, which really fetches it.
/// `status --json` tells when the bus is expected at the door, and that lies near when the simulated
/// bus reached it (`GET /sim/plan/1`).
final class PickupEstimateIntegrationTests: SimulatorTestCase {
    override class var simulatorArguments: [String] {
        ["--data", "demo", "--speed", "0", "--seed", "1", "--start", "2026-11-23T08:50:00+01:00"]
    }

    func testAnAcceptedPartyAtADoorIsToldWhenTheBusThatFetchesItIsExpected() throws {
        let simulator = try simulator()
        // 600 m north of Rodenbach Kirche, which line 1 passes at about 09:09.
        let filed = try buerger(
            "request-stop", "--now", "2026-11-23T08:50:00+01:00", "--line", "1", "--at", "49.4783,7.6545",
            "--time", "09:15", "--name", "E", "--address", "A", "--json")
        XCTAssertEqual(filed.exitCode, 0, filed.stderr)
        let id = try XCTUnwrap(filed.jsonNode["request"]["id"].int)
        let pending = try buerger("status", String(id), "--json", "--now", "2026-11-23T08:50:00+01:00")
        XCTAssertTrue(pending.stdout.contains("\"pickupEstimate\":null"), "not accepted yet: \(pending.stdout)")
        let accepted = try PlainHTTP.post(
            simulator.baseURL + "/sim/customStops/\(id)", json: #"{"action":"accept","busId":1}"#)
        XCTAssertEqual(accepted.status, 200)

        // Twice on the way (the position history tells its age), at 09:00 and at 09:01.
        var estimate = JSONNode(value: nil)
        for now in ["2026-11-23T09:00:00+01:00", "2026-11-23T09:01:00+01:00"] {
            let moved = try PlainHTTP.post(simulator.baseURL + "/sim/clock", json: "{\"set\": \"\(now)\"}")
            XCTAssertEqual(moved.status, 200)
            let status = try buerger("status", String(id), "--json", "--now", now)
            XCTAssertEqual(status.exitCode, 0, status.stderr)
            estimate = status.jsonNode["request"]["pickupEstimate"]
        }
        let expected = try XCTUnwrap(estimate["estimated"].string.flatMap(Self.date), "\(estimate)")
        let earliest = try XCTUnwrap(estimate["earliest"].string.flatMap(Self.date))
        let latest = try XCTUnwrap(estimate["latest"].string.flatMap(Self.date))
        XCTAssertNotNil(estimate["positionSeenAt"].string, "seen twice: its age is known")
        XCTAssertLessThanOrEqual(earliest, expected)
        XCTAssertLessThanOrEqual(expected, latest)

        let words = try buerger("status", String(id), "--now", "2026-11-23T09:01:00+01:00")
        XCTAssertTrue(words.stdout.contains("expected at your door at about 09:"), words.stdout)

        // The bus drives there: where the simulator's plan says it reached the party.
        let moved = try PlainHTTP.post(simulator.baseURL + "/sim/clock", json: #"{"set": "2026-11-23T09:30:00+01:00"}"#)
        XCTAssertEqual(moved.status, 200)
        let plan = try PlainHTTP.get(simulator.baseURL + "/sim/plan/1")
        let visits = (try JSONSerialization.jsonObject(with: plan.body) as? [String: Any])?["detourVisits"]
        let visit = try XCTUnwrap((visits as? [[String: Any]])?.first { ($0["requestId"] as? Int) == id })
        let reached = try XCTUnwrap((visit["reached"] as? String).flatMap(Self.date))
        XCTAssertLessThan(abs(reached.timeIntervalSince(expected)), 240, "expected \(expected), reached \(reached)")

    }

    private static func date(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }
}
