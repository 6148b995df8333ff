import CitizenClient
import XCTest

@testable import BuergerCLI

/// `request-stop --ics FILE`: the pick-up just asked for (and its way back) as an iCalendar file,
/// read back here field by field.
final class AdviceWiringCalendarTests: XCTestCase {
    private let kirche = [
        "request-stop", "--stop", "Kirche", "--time", "09:30", "--name", "Emma Meier",
        "--address", "Hauptstr. 1",
    ]

    /// Each VEVENT's properties after unfolding (name without parameters; alarm ones as `VALARM.NAME`).
    private func events(_ text: String) -> [[String: String]] {
        let physical = text.components(separatedBy: "\r\n")
        XCTAssertEqual(physical.last, "", "every line ends with CRLF")
        XCTAssertTrue(physical.allSatisfy { $0.utf8.count <= 75 && !$0.contains("\n") })
        var logical: [String] = []
        for line in physical.dropLast() {
            if line.hasPrefix(" "), !logical.isEmpty {
                logical[logical.count - 1] += String(line.dropFirst())
            } else {
                logical.append(line)
            }
        }
        var result: [[String: String]] = []
        var current: [String: String]?
        var inAlarm = false
        for line in logical {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = String(line[..<colon].split(separator: ";").first ?? "")
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

    func testThePickUpAndTheWayBackAreWrittenWithAnAlarmEach() throws {
        let harness = RequestHarness()
        let file = harness.home.appendingPathComponent("abholung.ics")
        let result = harness.run(kirche + ["--return-at", "12:30", "--return-from", "Markt", "--ics", file.path])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(
            result.out.contains("Request 10000000 is pending"), "the request is shown as always: \(result.out)")
        XCTAssertTrue(result.err.contains("Wrote 2 pick-ups to \(file.path)."), result.err)
        let text = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"), text)
        XCTAssertTrue(text.hasSuffix("END:VCALENDAR\r\n"), text)
        let events = events(text)
        XCTAssertEqual(events.map { $0["UID"] }, ["10000000@fixture.test", "10000001@fixture.test"])
        XCTAssertEqual(events.map { $0["DTSTART"] }, ["20261123T083000Z", "20261123T113000Z"])
        XCTAssertEqual(events.map { $0["DTEND"] }, ["20261123T084000Z", "20261123T114000Z"])
        XCTAssertEqual(events.map { $0["LOCATION"] }, ["Kirche", "Markt"])
        XCTAssertEqual(events.map { $0["STATUS"] }, ["TENTATIVE", "TENTATIVE"])
        XCTAssertEqual(
            events.map { $0["SUMMARY"] }, ["Bürgerbus pick-up — Pirmasens", "Bürgerbus pick-up — Pirmasens"])
        XCTAssertEqual(events.first?["GEO"], "49.209277;7.607470")
        XCTAssertEqual(events.map { $0["VALARM.TRIGGER"] }, ["-PT15M", "-PT15M"])
        XCTAssertEqual(events.map { $0["VALARM.ACTION"] }, ["DISPLAY", "DISPLAY"])
        XCTAssertEqual(events.first?["VALARM.DESCRIPTION"], "Bürgerbus pick-up in 15 minutes: Kirche")
        XCTAssertTrue(events.first?["DESCRIPTION"]?.hasPrefix("Request 10000000: pending") == true, "\(events)")
        XCTAssertFalse(text.contains("Emma"), "the name stays out of the calendar")
    }

    func testDashWritesTheCalendarAloneToStdout() {
        let harness = RequestHarness()
        let result = harness.run(kirche + ["--ics", "-"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.hasPrefix("BEGIN:VCALENDAR\r\n"), result.out)
        XCTAssertEqual(events(result.out).map { $0["UID"] }, ["10000000@fixture.test"])
        XCTAssertTrue(result.err.contains("Request 10000000 is pending"), "the request goes to stderr: \(result.err)")
        XCTAssertTrue(result.err.contains("Wrote 1 pick-up to stdout."), result.err)
    }

    func testDashCannotShareStdoutWithJSONOrWaitAndNothingIsSent() {
        let harness = RequestHarness()
        for extra in [["--json"], ["--wait"]] {
            let result = harness.run(kirche + ["--ics", "-"] + extra)
            XCTAssertEqual(result.code, ExitStatus.usage.rawValue, "\(extra): \(result.err)")
            XCTAssertTrue(result.err.contains("'--ics -' writes the calendar to stdout"), result.err)
        }
        let batch = harness.run(["request-stop", "--from-file", "rows.csv", "--ics", "x.ics"])
        XCTAssertEqual(batch.code, ExitStatus.usage.rawValue, batch.err)
        XCTAssertTrue(harness.server.posts.isEmpty)
    }

    func testAFileWithJSONKeepsTheDocumentOnStdout() throws {
        let harness = RequestHarness()
        let file = harness.home.appendingPathComponent("abholung.ics")
        let result = harness.run(kirche + ["--ics", file.path, "--json"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual((RequestHarness.object(result.out)["request"] as? [String: Any])?["id"] as? Int, 10_000_000)
        XCTAssertEqual(events(try String(contentsOf: file, encoding: .utf8)).count, 1)
    }

    func testAnUnwritableFileIsAnErrorAfterTheRequestWasSent() {
        let harness = RequestHarness()
        let result = harness.run(kirche + ["--ics", harness.home.appendingPathComponent("no/such/folder.ics").path])
        XCTAssertEqual(result.code, ExitStatus.failure.rawValue, result.err)
        XCTAssertTrue(result.err.contains("Could not write the calendar"), result.err)
        XCTAssertEqual(harness.server.posts.count, 1, "the request itself went out")
    }
}
