import Foundation
import XCTest

/// The way forward after a no, against `buerger-sim --data original`: a request at Kirche for 09:30 is
/// declined by the line's only bus through /sim/customStops, then `status` says what runs nearby
/// around then (Kirche itself at 09:00) and the command to ask for it.
final class DeclinedAdviceIntegrationTests: SimulatorTestCase {
    static let morning = "2026-11-23T08:30:00+01:00"

    func testStatusOfADeclinedRequestShowsTheAdviceAndItsJSON() throws {
        let filed = try buerger(
            "request-stop", "--now", Self.morning, "--stop", "Kirche", "--time", "09:30",
            "--persons", "2", "--name", "E", "--address", "A", "--json")
        XCTAssertEqual(filed.exitCode, 0, filed.stderr)
        let id = try XCTUnwrap(filed.jsonNode["request"]["id"].int)
        // Line 1 (Pirmasens) has one bus in the original data: its no is the final no.
        let declined = try PlainHTTP.post(
            try simulator().baseURL + "/sim/customStops/\(id)",
            json: #"{"action":"decline","busId":1}"#)
        XCTAssertEqual(declined.status, 200)

        let human = try buerger("status", String(id), "--now", Self.morning)
        XCTAssertEqual(human.exitCode, 0, human.stderr)
        XCTAssertTrue(human.stdout.contains("declined"), human.stdout)
        let notes = human.stderr.split(separator: "\n").map(String.init)
        XCTAssertTrue(notes.contains("Buses nearby around 09:30:"), human.stderr)
        XCTAssertTrue(notes.contains("  Kirche (line Pirmasens), 0 m away: 09:00"), human.stderr)
        XCTAssertEqual(notes.last, "  buerger request-stop --stop 1 --line 1 --time 09:00 --persons 2", human.stderr)

        let json = try buerger("status", String(id), "--now", Self.morning, "--json")
        XCTAssertEqual(json.exitCode, 0, json.stderr)
        XCTAssertEqual(json.jsonNode["request"]["status"].string, "declined")
        XCTAssertEqual(
            json.jsonNode["advice"]["command"].string,
            "buerger request-stop --stop 1 --line 1 --time 09:00 --persons 2", json.stdout)
        XCTAssertEqual(json.jsonNode["advice"]["stops"].array.first?["name"].string, "Kirche")

        // The advised command works as it stands: Kirche at 09:00 is asked for and stored.
        let retried = try buerger(
            "request-stop", "--now", Self.morning, "--stop", "1", "--line", "1", "--time", "09:00",
            "--persons", "2", "--name", "E", "--address", "A", "--json")
        XCTAssertEqual(retried.exitCode, 0, retried.stderr)
        XCTAssertEqual(retried.jsonNode["request"]["status"].string, "pending")
    }
}
