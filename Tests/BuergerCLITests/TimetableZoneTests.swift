import XCTest

/// The original timetable has no zone: it is the village's local time, whatever the user's machine says.
final class TimetableZoneTests: XCTestCase {
    private let harness = BuergerHarness()

    func testAUTCMachineStillReadsTheTimetableInTheBussZone() {
        harness.variables["TZ"] = "UTC"
        let line = harness.run(["stop", "1", "--now", "2026-11-23T12:05:00+01:00", "--plain", "--limit", "1"]).out
        XCTAssertTrue(line.hasPrefix("2026-11-23T13:00:00+01:00"), line)
    }

    func testASavedTimeZoneStillWins() {
        XCTAssertEqual(harness.run(["config", "set", "timezone", "Europe/London"]).code, 0)
        let line = harness.run(["stop", "1", "--now", "2026-11-23T12:05:00+00:00", "--plain", "--limit", "1"]).out
        XCTAssertTrue(line.hasPrefix("2026-11-23T13:00:00Z") || line.hasPrefix("2026-11-23T13:00:00+00:00"), line)
    }
}
