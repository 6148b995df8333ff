import Foundation
import XCTest

/// `buerger watch stop` against `buerger-sim --data original`: bus 1 runs on time towards Brunnen,
/// then is held back at Kirche through /sim/busses/1 while the watch runs; the watch says once that
/// it is now late at Brunnen, and nothing else.
final class WatchStopIntegrationTests: SimulatorTestCase {
    /// The request log tells when the watch has made its first look.
    override class var simulatorIsQuiet: Bool { false }

    func testABusHeldBackIsReportedLateOnce() throws {
        let simulator = try simulator()
        // Between Kirche (09:00) and Brunnen (09:10): about on time at 09:06.
        let moving = try PlainHTTP.post(simulator.baseURL + "/sim/busses/1", json: #"{"position":[7.60698,49.20861]}"#)
        XCTAssertEqual(moving.status, 200)
        let positionPath = "/busses/1"
        let looksBefore = simulator.requests(containing: positionPath).count
        let heldBack = expectation(description: "bus 1 held back at Kirche")
        DispatchQueue.global().async {
            while simulator.requests(containing: positionPath).count <= looksBefore {
                Thread.sleep(forTimeInterval: 0.05)
            }
            _ = try? PlainHTTP.post(simulator.baseURL + "/sim/busses/1", json: #"{"position":[7.60747,49.209277]}"#)
            heldBack.fulfill()
        }
        let result = try buerger(
            "watch", "stop", "Brunnen", "--interval", "1", "--count", "4", "--json",
            "--now", "2016-07-21T09:06:00+02:00")
        wait(for: [heldBack], timeout: 60)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let events = result.stdout.split(separator: "\n").compactMap { line in
            try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        }
        XCTAssertEqual(events.compactMap { $0["kind"] as? String }, ["delay"], result.stdout)
        let late = events.first ?? [:]
        let minutes = late["delayMinutes"] as? Int ?? 0
        XCTAssertTrue((5...7).contains(minutes), result.stdout)
        XCTAssertEqual(late["message"] as? String, "Bus 1 (line Pirmasens) is now about \(minutes) min late at Brunnen")
        XCTAssertEqual(late["stop"] as? String, "Brunnen")
        XCTAssertTrue((late["time"] as? String)?.hasPrefix("2016-07-21T09:06:") ?? false, result.stdout)
    }
}
