import CitizenClient
import XCTest

@testable import BuergerCLI

/// The command line the advice after a no ends with, built from the request the library suggests.
final class SuggestedCommandTests: XCTestCase {
    private let zone = TimeZone(identifier: "Europe/Berlin") ?? TimeZone(secondsFromGMT: 3600) ?? .current

    private func instant(_ text: String) throws -> Date {
        try XCTUnwrap(ISO8601DateFormatter().date(from: text))
    }

    func testARunTodayIsWrittenAsAClockTime() throws {
        let command = SuggestedCommand(timeZone: zone, now: try instant("2026-11-23T08:00:00+01:00"))
        let request = SuggestedRequest(
            stopId: 2, lineId: 2, time: try instant("2026-11-23T11:00:00+01:00"), persons: 1, assistance: [])
        XCTAssertEqual(
            command.line(for: RequestAdvice(stops: [], isLater: false, suggestion: request)),
            "buerger request-stop --stop 2 --line 2 --time 11:00")
        XCTAssertNil(command.line(for: RequestAdvice(stops: [], isLater: false, suggestion: nil)))
    }

    func testARunAnotherDayCarriesItsDateAndThePartysPersonsAndHelp() throws {
        let command = SuggestedCommand(timeZone: zone, now: try instant("2026-11-23T08:00:00+01:00"))
        let request = SuggestedRequest(
            stopId: 1, lineId: 1, time: try instant("2026-11-24T09:00:00+01:00"), persons: 3,
            assistance: [.wheelchair, .luggage])
        XCTAssertEqual(
            command.arguments(for: request),
            [
                "buerger", "request-stop", "--stop", "1", "--line", "1",
                "--time", "2026-11-24T09:00", "--persons", "3",
                "--help-with", "wheelchair,luggage",
            ])
    }

    func testShellQuotingKeepsPlainWordsAndQuotesTheRest() {
        XCTAssertEqual(ShellQuoting.quote("12:00"), "12:00")
        XCTAssertEqual(ShellQuoting.quote("wheelchair,luggage"), "wheelchair,luggage")
        XCTAssertEqual(ShellQuoting.quote("Uni Süd"), "'Uni Süd'")
        XCTAssertEqual(ShellQuoting.quote("Emma's"), "'Emma'\\''s'")
        XCTAssertEqual(ShellQuoting.quote(""), "''")
        XCTAssertEqual(ShellQuoting.quote("$(rm -rf ~)"), "'$(rm -rf ~)'")
    }
}
