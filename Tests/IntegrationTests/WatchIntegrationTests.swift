import Foundation
import XCTest

/// `buerger watch` against `buerger-sim --data original`: the bus changes through /sim/busses/1 while
/// the watch runs, and the watch says so once, in one JSON object per line.
final class WatchIntegrationTests: SimulatorTestCase {
    /// The request log tells when the watch has made its first look.
    override class var simulatorIsQuiet: Bool { false }

    func testWatchBusReportsTheBusFillingUpBetweenPolls() throws {
        let simulator = try simulator()
        let positionPath = "/busses/1"
        let looksBefore = simulator.requests(containing: positionPath).count
        let changed = expectation(description: "bus 1 filled up through /sim/busses/1")
        DispatchQueue.global().async {
            // Waits (without a deadline of its own) for the watch's first look, then fills the bus.
            while simulator.requests(containing: positionPath).count <= looksBefore {
                Thread.sleep(forTimeInterval: 0.05)
            }
            _ = try? PlainHTTP.post(simulator.baseURL + "/sim/busses/1", json: #"{"takenSeats":9}"#)
            changed.fulfill()
        }
        let result = try buerger(
            "watch", "bus", "1", "--interval", "1", "--count", "4", "--json",
            "--now", "2016-07-21T08:55:00+02:00")
        wait(for: [changed], timeout: 60)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let events = result.stdout.split(separator: "\n").compactMap { line in
            try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        }
        XCTAssertEqual(events.count, result.stdout.split(separator: "\n").count, "one JSON object per line")
        let full = events.filter { $0["kind"] as? String == "almost-full" }
        XCTAssertEqual(full.count, 1, result.stdout)
        XCTAssertEqual(full.first?["message"] as? String, "Bus 1 (line Pirmasens) is almost full")
        XCTAssertTrue((full.first?["time"] as? String)?.hasPrefix("2016-07-21T08:55:") ?? false, result.stdout)
        XCTAssertFalse(events.contains { $0["kind"] as? String == "network-lost" }, result.stdout)
    }

    func testWatchOfAnotherDevicesRequestIsRefused() throws {
        // The seeded request 1 belongs to device 7, not to this installation.
        let result = try buerger("watch", "request", "1")
        XCTAssertEqual(result.exitCode, 3, result.stderr)
        XCTAssertTrue(result.stderr.contains("not one of your requests"), result.stderr)
        XCTAssertEqual(result.stdout, "")
    }
}
