import CitizenClient
import XCTest

@testable import BuergerCLI

/// `requests --ics`: the upcoming accepted and pending pick-ups as an iCalendar file, read back here.
final class RequestsCalendarTests: XCTestCase {
    /// Unfolds the file and returns each VEVENT's properties (raw values, name without parameters).
    private func events(_ text: String) -> [[String: String]] {
        XCTAssertTrue(text.hasSuffix("\r\n"))
        let physical = text.components(separatedBy: "\r\n").dropLast()
        XCTAssertTrue(physical.allSatisfy { $0.utf8.count <= 75 && !$0.contains("\n") })
        var logical: [String] = []
        for line in physical {
            if line.unicodeScalars.first == " ", !logical.isEmpty {
                logical[logical.count - 1] += String(String.UnicodeScalarView(line.unicodeScalars.dropFirst()))
            } else {
                logical.append(line)
            }
        }
        var result: [[String: String]] = []
        var current: [String: String]?
        var inAlarm = false
        for line in logical {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = String(line[..<colon])
            let value = String(line[line.index(after: colon)...])
            switch (name, value) {
            case ("BEGIN", "VEVENT"): current = [:]
            case ("END", "VEVENT"):
                current.map { result.append($0) }
                current = nil
            case ("BEGIN", "VALARM"): inAlarm = true
            case ("END", "VALARM"): inAlarm = false
            default: current?[inAlarm ? "VALARM." + name : name] = value
            }
        }
        return result
    }

    private func unescape(_ value: String?) -> String? {
        value?.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\,", with: ",")
            .replacingOccurrences(of: "\\;", with: ";")
    }

    func testUpcomingAcceptedAndPendingPickUpsBecomeEventsWithAnAlarm() throws {
        let harness = RequestHarness()
        let accepted = harness.server.add(
            deviceId: harness.deviceId, status: 2, pickUp: harness.later(60), persons: 2,
            acceptingBus: 1, assistance: [0])
        let pending = harness.server.add(
            deviceId: harness.deviceId, status: 1, pickUp: harness.later(120),
            latitude: 49.25, longitude: 7.65)
        harness.server.add(deviceId: harness.deviceId, status: 3, pickUp: harness.later(90))
        harness.server.add(deviceId: harness.deviceId, status: 2, pickUp: harness.later(-30), acceptingBus: 1)
        let file = harness.home.appendingPathComponent("abholungen.ics")

        let result = harness.run(["requests", "--ics", file.path])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out, "")
        XCTAssertTrue(result.err.contains("Wrote 2 pick-ups to \(file.path)."), result.err)
        let text = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
        let events = events(text)
        XCTAssertEqual(events.map { $0["UID"] }, ["\(accepted)@fixture.test", "\(pending)@fixture.test"])

        let first = try XCTUnwrap(events.first)
        // 2026-11-23 09:30 in Weilerbach is 08:30 UTC.
        XCTAssertEqual(first["DTSTART"], "20261123T083000Z")
        XCTAssertEqual(first["DTEND"], "20261123T084000Z")
        XCTAssertEqual(first["DTSTAMP"], "20261123T073000Z")
        XCTAssertEqual(first["STATUS"], "CONFIRMED")
        XCTAssertEqual(unescape(first["SUMMARY"]), "Bürgerbus pick-up — Pirmasens")
        XCTAssertEqual(first["LOCATION"], "Kirche")
        XCTAssertEqual(first["GEO"], "49.209277;7.607470")
        XCTAssertEqual(
            unescape(first["DESCRIPTION"]),
            "Request \(accepted): accepted by bus 1\nLine: Pirmasens (1), 2 persons, help: wheelchair.")
        XCTAssertEqual(first["VALARM.ACTION"], "DISPLAY")
        XCTAssertEqual(first["VALARM.TRIGGER"], "-PT15M")
        XCTAssertEqual(unescape(first["VALARM.DESCRIPTION"]), "Bürgerbus pick-up in 15 minutes: Kirche")

        let second = try XCTUnwrap(events.last)
        XCTAssertEqual(second["STATUS"], "TENTATIVE")
        XCTAssertEqual(unescape(second["LOCATION"]), "Hauptstr. 1", "not at a stop: the passenger's address")
        XCTAssertEqual(second["GEO"], "49.250000;7.650000")
        XCTAssertTrue(
            unescape(second["DESCRIPTION"])?.hasPrefix("Request \(pending): pending, not yet confirmed\n") == true)
    }

    func testGermanTextAndStdout() {
        let harness = RequestHarness()
        let id = harness.server.add(deviceId: harness.deviceId, status: 1, pickUp: harness.later(60))
        let result = harness.run(["requests", "--ics", "-", "--lang", "de"])
        XCTAssertEqual(result.code, 0, result.err)
        let event = events(result.out).first
        XCTAssertEqual(unescape(event?["SUMMARY"]), "Bürgerbus-Abholung — Pirmasens")
        XCTAssertEqual(
            unescape(event?["DESCRIPTION"]),
            "Anfrage \(id): offen, noch nicht bestätigt\nLinie: Pirmasens (1), 1 Person.")
        XCTAssertTrue(result.out.contains("PRODID:-//Buergerbus Weilerbach//buerger \(BuergerVersion.current)//DE\r\n"))
        XCTAssertTrue(result.err.contains("1 Abholung auf die Standardausgabe geschrieben."), result.err)
    }

    func testNoUpcomingPickUpsGiveAValidEmptyCalendar() {
        let harness = RequestHarness()
        harness.server.add(deviceId: harness.deviceId, status: 4, pickUp: harness.later(-60))
        let result = harness.run(["requests", "--ics", "-"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.hasPrefix("BEGIN:VCALENDAR\r\n"))
        XCTAssertTrue(result.out.hasSuffix("METHOD:PUBLISH\r\nEND:VCALENDAR\r\n"), result.out)
        XCTAssertTrue(result.err.contains("Wrote 0 pick-ups to stdout."), result.err)
    }

    func testStdoutCalendarAndJSONCannotShareStdout() {
        let harness = RequestHarness()
        let result = harness.run(["requests", "--ics", "-", "--json"])
        XCTAssertEqual(result.code, ExitStatus.usage.rawValue)
        // No calendar: only the error object `--json` asked for.
        XCTAssertFalse(result.out.contains("VCALENDAR"), result.out)
        XCTAssertTrue(result.out.hasPrefix(#"{"error":{"code":"invalid-use","#), result.out)
    }

    func testJSONWithAFileSaysWhatWasWritten() {
        let harness = RequestHarness()
        harness.server.add(deviceId: harness.deviceId, status: 2, pickUp: harness.later(60), acceptingBus: 1)
        let file = harness.home.appendingPathComponent("a.ics").path
        let result = harness.run(["requests", "--ics", file, "--json"])
        XCTAssertEqual(result.code, 0, result.err)
        let calendar = RequestHarness.object(result.out)["calendar"] as? [String: Any]
        XCTAssertEqual(calendar?["file"] as? String, file)
        XCTAssertEqual(calendar?["events"] as? Int, 1)
    }

    func testAnUnwritableFileIsAPlainError() {
        let harness = RequestHarness()
        let result = harness.run(["requests", "--ics", harness.home.appendingPathComponent("no/such/dir/a.ics").path])
        XCTAssertEqual(result.code, ExitStatus.failure.rawValue)
        XCTAssertTrue(result.err.contains("Could not write the calendar"), result.err)
    }
}
