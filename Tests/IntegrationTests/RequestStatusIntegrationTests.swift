import Foundation
import XCTest

/// `status --wait` and `cancel` against `buerger-sim`, the driver's answers given through /sim/customStops.
/// One test waits in real time (a look every 5–10 s); the other endings of `--wait`, the timeout among
/// them, are StatusCommandTests', in-process with the injected clock and sleep.
final class RequestStatusIntegrationTests: SimulatorTestCase {
    /// Files one request and returns its id.
    func file(_ time: String) throws -> Int {
        let result = try buerger(
            "request-stop", "--now", "2026-11-23T08:30:00+01:00", "--stop", "Kirche", "--time", time,
            "--name", "E", "--address", "A", "--json")
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        return try XCTUnwrap(result.jsonNode["request"]["id"].int)
    }

    func driver(_ id: Int, _ action: String) throws {
        let answer = try PlainHTTP.post(
            try simulator().baseURL + "/sim/customStops/\(id)",
            json: "{\"action\":\"\(action)\",\"busId\":1}")
        XCTAssertEqual(answer.status, 200)
    }

    func testWaitEndsWithZeroWhenADriverAcceptsWhileItWaits() throws {
        let id = try file("09:30")
        let accepted = expectation(description: "accepted by the driver")
        DispatchQueue.global().async {
            Thread.sleep(forTimeInterval: 2)
            try? self.driver(id, "accept")
            accepted.fulfill()
        }
        let result = try buerger("status", String(id), "--wait", "--timeout", "2m", "--plain")
        wait(for: [accepted], timeout: 60)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertEqual(
            result.stdout.split(separator: "\n").map { $0.split(separator: "\t")[1] }, ["pending", "accepted"])
    }

    func testWaitEndsWithSixWhenDeclined() throws {
        let pending = try file("10:30")
        try driver(pending, "decline")
        let declined = try buerger("status", String(pending), "--wait")
        XCTAssertEqual(declined.exitCode, 6, declined.stderr)
        XCTAssertTrue(declined.stdout.contains("was declined"), declined.stdout)
    }

    func testCancelOwnRequestAndRefuseAForeignOne() throws {
        let id = try file("11:30")
        let cancelled = try buerger("cancel", String(id), "--yes", "--json")
        XCTAssertEqual(cancelled.exitCode, 0, cancelled.stderr)
        XCTAssertEqual(cancelled.jsonNode["request"]["status"].string, "cancelled")
        XCTAssertEqual(try buerger("status", String(id), "--wait").exitCode, 6)

        let foreign = try buerger("cancel", "1", "--yes")
        XCTAssertEqual(foreign.exitCode, 3, foreign.stderr)
        let state = JSONNode(value: try PlainHTTP.get(try simulator().baseURL + "/sim/state").json)
        XCTAssertEqual(
            state["customStops"].array.first { $0["id"].int == 1 }?["status"].int, 1, "the seeded request stays")

        let noTerminal = try buerger("cancel", String(id))
        XCTAssertEqual(noTerminal.exitCode, 0, "already cancelled: nothing to ask")
    }
}
