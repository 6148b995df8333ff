import XCTest

@testable import CitizenClient

final class TimetableTests: XCTestCase {
    private let berlin = TimeZone(identifier: "Europe/Berlin") ?? .current
    private let times = ["09:00:00", "12:00:00", "13:00:00", "00:10:00", "23:50:00"]

    private func entries() -> [ScheduleEntry] {
        times.compactMap { TimeOfDay(parsing: $0) }.map {
            ScheduleEntry(lineId: 1, lineName: "L", stopId: 1, arrivingTime: $0)
        }
    }

    private func date(_ text: String) throws -> Date {
        try XCTUnwrap(ISO8601DateFormatter().date(from: text))
    }

    private func clock(_ call: ScheduledCall) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = berlin
        let parts = calendar.dateComponents([.day, .hour, .minute], from: call.time)
        return "\(parts.day ?? 0) \(parts.hour ?? 0):\(parts.minute ?? 0)"
    }

    func testNeverTheEarliestRunsOfTheDay() throws {
        let calls = Timetable(timeZone: berlin).upcoming(
            entries(), from: try date("2026-11-23T11:30:00+01:00"), limit: 2)
        XCTAssertEqual(calls.map(clock), ["23 12:0", "23 13:0"])
    }

    func testDepartureExactlyNowIsIncluded() throws {
        let calls = Timetable(timeZone: berlin).upcoming(
            entries(), from: try date("2026-11-23T12:00:00+01:00"), limit: 1)
        XCTAssertEqual(calls.map(clock), ["23 12:0"])
    }

    func testContinuesAcrossMidnight() throws {
        let calls = Timetable(timeZone: berlin).upcoming(
            entries(), from: try date("2026-11-23T23:45:00+01:00"), limit: 3)
        XCTAssertEqual(calls.map(clock), ["23 23:50", "24 0:10", "24 9:0"])
    }

    func testRestOfDayStopsAtMidnight() throws {
        let calls = Timetable(timeZone: berlin).upcoming(
            entries(), from: try date("2026-11-23T12:30:00+01:00"), limit: nil)
        XCTAssertEqual(calls.map(clock), ["23 13:0", "23 23:50"])
    }

    func testTimeZoneDecidesWhichRunsAreLeft() throws {
        // 11:30 UTC is 12:30 in Berlin (winter): the 12:00 run has gone in Berlin but not in UTC.
        let now = try date("2026-11-23T11:30:00Z")
        XCTAssertEqual(
            Timetable(timeZone: berlin).upcoming(entries(), from: now, limit: 1).first?.entry.arrivingTime.description,
            "13:00:00")
        let utc = TimeZone(identifier: "UTC") ?? .current
        XCTAssertEqual(
            Timetable(timeZone: utc).upcoming(entries(), from: now, limit: 1).first?.entry.arrivingTime.description,
            "12:00:00")
    }

    func testDaylightSavingDayKeepsWallClockTimes() throws {
        // 2026-03-29: clocks jump from 02:00 to 03:00 in Berlin.
        let calls = Timetable(timeZone: berlin).upcoming(
            entries(), from: try date("2026-03-29T00:30:00+01:00"), limit: 1)
        XCTAssertEqual(calls.first?.time, try date("2026-03-29T09:00:00+02:00"))
    }

    func testEmptyAndZeroLimit() throws {
        let now = try date("2026-11-23T11:30:00+01:00")
        XCTAssertEqual(Timetable(timeZone: berlin).upcoming([], from: now, limit: 5), [])
        XCTAssertEqual(Timetable(timeZone: berlin).upcoming(entries(), from: now, limit: 0), [])
    }

    func testNextInstantOfATimeOfDay() throws {
        let timetable = Timetable(timeZone: berlin)
        let nine = try XCTUnwrap(TimeOfDay(hour: 9, minute: 0))
        XCTAssertEqual(
            timetable.next(nine, from: try date("2026-11-23T08:00:00+01:00")), try date("2026-11-23T09:00:00+01:00"))
        XCTAssertEqual(
            timetable.next(nine, from: try date("2026-11-23T10:00:00+01:00")), try date("2026-11-24T09:00:00+01:00"))
    }

    func testTimeOfDayParsing() {
        XCTAssertEqual(TimeOfDay(parsing: "09:10:00")?.secondsSinceMidnight, 9 * 3600 + 600)
        XCTAssertEqual(TimeOfDay(parsing: "9:05")?.description, "09:05:00")
        for bad in ["24:00:00", "12:60:00", "12", "", "ab:cd:ef", "1:2:3:4", "-1:00:00", "+1:00", "１２:００"] {
            XCTAssertNil(TimeOfDay(parsing: bad), bad)
        }
    }
}
