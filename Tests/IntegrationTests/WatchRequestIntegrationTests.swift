import Foundation
import XCTest

/// `buerger watch request` against `buerger-sim --data original`: the one real-time run of the reminder.
/// A driver has accepted through /sim/customStops; the reminder follows the accepting bus's estimate. The whole sequence (pending, accepted while watched, the reminder on time) is
/// WatchRequestTests', in-process with the injected clock and sleep.
final class WatchRequestIntegrationTests: SimulatorTestCase {
    func testTheReminderOfAnAcceptedRequestComesOnTimeAndEndsUntilPickup() throws {
        let simulator = try simulator()
        let filed = try buerger(
            "request-stop", "--now", "2026-11-23T08:30:00+01:00", "--stop", "Kirche",
            "--time", "09:30", "--name", "E", "--address", "A", "--json")
        XCTAssertEqual(filed.exitCode, 0, filed.stderr)
        let id = try XCTUnwrap(filed.jsonNode["request"]["id"].int)
        let accepted = try PlainHTTP.post(
            simulator.baseURL + "/sim/customStops/\(id)", json: #"{"action":"accept","busId":1}"#)
        XCTAssertEqual(accepted.status, 200)

        // 09:14:58: the pick-up at 09:30 enters the 15-minute window 2 s into the watch. Bus 1 can be
        // at Kirche (no call of its line then) by 09:30, so it is expected at the agreed time, and the
        // reminder, which follows the estimate (issue 25), comes 15 minutes before it.
        let result = try buerger(
            "watch", "request", String(id), "--until", "pickup", "--timeout", "2m", "--json",
            "--now", "2026-11-23T09:14:58+01:00")
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let events = result.stdout.split(separator: "\n").compactMap { line in
            try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        }
        XCTAssertEqual(events.count, result.stdout.split(separator: "\n").count, "one JSON object per line")
        XCTAssertEqual(
            events.compactMap { $0["kind"] as? String }, ["request-accepted", "pickup-estimate", "pickup-reminder"],
            result.stdout)
        XCTAssertEqual(events.first?["message"] as? String, "Your request \(id) was accepted by bus 1")
        XCTAssertEqual(events.compactMap { $0["requestId"] as? Int }, [id, id, id])
        XCTAssertEqual(events.compactMap { $0["status"] as? String }, ["accepted", "accepted", "accepted"])
        let estimate = events[1]
        let reminder = events.last ?? [:]
        XCTAssertEqual(estimate["busId"] as? Int, 1)
        XCTAssertTrue((estimate["message"] as? String)?.hasPrefix("Bus 1 is ") ?? false, "\(estimate)")
        XCTAssertEqual(estimate["estimated"] as? String, "2026-11-23T09:30:00+01:00")
        XCTAssertTrue((reminder["time"] as? String)?.hasPrefix("2026-11-23T09:15:0") ?? false, "\(reminder)")
        XCTAssertEqual(reminder["pickUpTime"] as? String, estimate["estimated"] as? String, "when the bus is expected")
        XCTAssertEqual(reminder["stop"] as? String, "Kirche")
    }

    func testADeclinedRequestEndsTheWatchWithSix() throws {
        let filed = try buerger(
            "request-stop", "--now", "2026-11-23T08:30:00+01:00", "--stop", "Kirche",
            "--time", "10:30", "--name", "E", "--address", "A", "--json")
        let id = try XCTUnwrap(filed.jsonNode["request"]["id"].int)
        let declined = try PlainHTTP.post(
            try simulator().baseURL + "/sim/customStops/\(id)",
            json: #"{"action":"decline","busId":1}"#)
        XCTAssertEqual(declined.status, 200)
        let result = try buerger("watch", "request", String(id), "--lang", "de", "--now", "2026-11-23T09:00:00+01:00")
        XCTAssertEqual(result.exitCode, 6, result.stderr)
        XCTAssertEqual(result.stdout, "09:00  Ihre Anfrage \(id) wurde abgelehnt\n")
    }
}
