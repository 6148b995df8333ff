import Foundation
import XCTest

@testable import CitizenClient

/// The "when" rules: the time forms, the future, service hours, midnight and daylight saving.
final class PlanningTimeTests: XCTestCase {
    private var data = MasterData()

    override func setUpWithError() throws {
        data = try OriginalData.load()
    }

    private func pickUp(
        _ time: String, now: String = "2026-11-23T09:05:00+01:00", data: MasterData? = nil,
        stop: String = "Kirche"
    ) throws -> Date {
        try PlanningSupport.planner(data ?? self.data, now: now).plan(RequestForm(stop: stop, time: time)).outward
            .pickUpTime
    }

    private func problem(
        _ time: String, now: String = "2026-11-23T09:05:00+01:00", data: MasterData? = nil,
        stop: String = "Kirche"
    ) throws -> RequestProblem? {
        PlanningSupport.problem(
            try PlanningSupport.planner(data ?? self.data, now: now), RequestForm(stop: stop, time: time))
    }

    /// "Line hours" of an outside-service problem; the place and time it carries are checked on their own.
    private func hours(_ problem: RequestProblem?) -> String? {
        guard case .outsideServiceHours(let lineName, let hours, _, _, _)? = problem else { return nil }
        return "\(lineName) \(hours)"
    }

    func testAClockTimeIsTodayInTheNetworksTimeZone() throws {
        XCTAssertEqual(try pickUp("12:00"), try PlanningSupport.instant("2026-11-23T12:00:00+01:00"))
        XCTAssertEqual(try pickUp("9:30"), try PlanningSupport.instant("2026-11-23T09:30:00+01:00"))
        XCTAssertEqual(try pickUp("12:00:30"), try PlanningSupport.instant("2026-11-23T12:00:30+01:00"))
    }

    func testAClockTimeAlreadyPastSuggestsTheSameTimeTomorrow() throws {
        let problem = try problem("09:00")
        XCTAssertEqual(problem, .timeInPast(typed: "09:00", tomorrow: "2026-11-24T09:00"))
        XCTAssertEqual(try self.problem("09:05"), .timeInPast(typed: "09:05", tomorrow: "2026-11-24T09:05"))
        XCTAssertEqual(try pickUp("09:06"), try PlanningSupport.instant("2026-11-23T09:06:00+01:00"))
    }

    /// Found by the acceptance tests: "05:00" suggested tomorrow 05:00, itself outside service hours.
    func testAPastClockTimeOutsideServiceHoursTomorrowTooGivesTheHoursNotTomorrow() throws {
        XCTAssertEqual(hours(try problem("05:00")), "Pirmasens 09:00–13:30")
    }

    func testRelativeTimesCountFromNow() throws {
        XCTAssertEqual(try pickUp("+30m"), try PlanningSupport.instant("2026-11-23T09:35:00+01:00"))
        XCTAssertEqual(try pickUp("+1h"), try PlanningSupport.instant("2026-11-23T10:05:00+01:00"))
        XCTAssertEqual(try pickUp("+1h30m"), try PlanningSupport.instant("2026-11-23T10:35:00+01:00"))
        XCTAssertEqual(try pickUp("+ 2h 5m"), try PlanningSupport.instant("2026-11-23T11:10:00+01:00"))
        for bad in ["+30", "+m", "+30m1h", "+0m", "+1h1h", "+-5m", "+1d"] {
            XCTAssertEqual(try problem(bad), .invalidTime(bad), bad)
        }
    }

    func testISOTimesWithAndWithoutOffset() throws {
        XCTAssertEqual(try pickUp("2026-11-23T12:00:00Z"), try PlanningSupport.instant("2026-11-23T13:00:00+01:00"))
        XCTAssertEqual(try pickUp("2026-11-24T12:00+01:00"), try PlanningSupport.instant("2026-11-24T12:00:00+01:00"))
        XCTAssertEqual(try pickUp("2026-11-24T12:00:00+0100"), try PlanningSupport.instant("2026-11-24T12:00:00+01:00"))
        XCTAssertEqual(try pickUp("2026-11-24T10:30"), try PlanningSupport.instant("2026-11-24T10:30:00+01:00"))
        XCTAssertEqual(try pickUp("2026-11-24 10:30"), try PlanningSupport.instant("2026-11-24T10:30:00+01:00"))
        for bad in [
            "2026-02-30T10:00", "2026-11-24T25:00", "2026-11-24", "24.11.2026", "2026-11-24T10:30+1", "noon noon",
        ] {
            XCTAssertEqual(try problem(bad), .invalidTime(bad), bad)
        }
    }

    func testAFullDateMustLieInTheFuture() throws {
        XCTAssertEqual(try problem("2026-11-22T12:00"), .notInFuture(typed: "2026-11-22T12:00"))
        XCTAssertEqual(try problem("2026-11-23T09:05:00+01:00"), .notInFuture(typed: "2026-11-23T09:05:00+01:00"))
    }

    func testServiceHoursIncludeTheirFirstAndLastMinuteOnly() throws {
        let early = "2026-11-23T07:00:00+01:00"
        XCTAssertEqual(try pickUp("09:00", now: early), try PlanningSupport.instant("2026-11-23T09:00:00+01:00"))
        XCTAssertEqual(try pickUp("13:30", now: early), try PlanningSupport.instant("2026-11-23T13:30:00+01:00"))
        let before = try problem("08:59", now: early)
        XCTAssertEqual(hours(before), "Pirmasens 09:00–13:30")
        XCTAssertEqual(hours(try problem("13:31", now: early)), "Pirmasens 09:00–13:30")
        XCTAssertEqual(hours(try problem("13:30:01", now: early)), "Pirmasens 09:00–13:30")
        XCTAssertEqual(hours(try problem("2026-11-24T07:30")), "Pirmasens 09:00–13:30")
    }

    /// The advice after "outside service" looks near the place and time asked: the problem carries them.
    func testOutsideServiceHoursCarriesTheLinePlaceAndTimeAsked() throws {
        let problem = try problem("14:30", now: "2026-11-23T07:00:00+01:00")
        guard case .outsideServiceHours(_, _, let lineId, let place, let time)? = problem else {
            return XCTFail("expected outside service hours, got \(String(describing: problem))")
        }
        XCTAssertEqual(lineId, 1)
        XCTAssertEqual(place, Coordinate(latitude: 49.209277, longitude: 7.60747))
        XCTAssertEqual(time, try PlanningSupport.instant("2026-11-23T14:30:00+01:00"))
        // A past clock time whose tomorrow is outside service too: the time is tomorrow's.
        guard case .outsideServiceHours(_, _, _, _, let tomorrow)? = try self.problem("05:00") else {
            return XCTFail("expected outside service hours for 05:00")
        }
        XCTAssertEqual(tomorrow, try PlanningSupport.instant("2026-11-24T05:00:00+01:00"))
    }

    func testALineWithoutTimetableHasNoServiceHours() throws {
        var data = PlanningSupport.parallelLines(gapMeters: 500)
        data.stops = [Stop(id: 1, name: "Süd", location: Coordinate(latitude: 49.2, longitude: 7.6), schedule: [])]
        XCTAssertEqual(try problem("12:00", data: data, stop: "Süd"), .lineWithoutTimetable(lineName: "Süd"))
    }

    func testALateLineRunsOnPastMidnight() throws {
        let late = PlanningSupport.lateLine
        let now = "2026-11-23T23:50:00+01:00"
        XCTAssertEqual(
            try pickUp("+20m", now: now, data: late, stop: "Dorfplatz"),
            try PlanningSupport.instant("2026-11-24T00:10:00+01:00"))
        XCTAssertEqual(
            try pickUp("2026-11-24T00:20", now: now, data: late, stop: "Dorfplatz"),
            try PlanningSupport.instant("2026-11-24T00:20:00+01:00"))
        XCTAssertEqual(hours(try problem("+40m", now: now, data: late, stop: "Dorfplatz")), "Nacht 21:00–00:20")
        // "00:10" typed before midnight is today's 00:10, long gone: the person means tomorrow.
        XCTAssertEqual(
            try problem("00:10", now: now, data: late, stop: "Dorfplatz"),
            .timeInPast(typed: "00:10", tomorrow: "2026-11-24T00:10"))
        // After midnight, the same clock time is the rest of last evening's service.
        XCTAssertEqual(
            try pickUp("00:15", now: "2026-11-24T00:05:00+01:00", data: late, stop: "Dorfplatz"),
            try PlanningSupport.instant("2026-11-24T00:15:00+01:00"))
        XCTAssertEqual(
            hours(try problem("20:59", now: "2026-11-24T20:00:00+01:00", data: late, stop: "Dorfplatz")),
            "Nacht 21:00–00:20")
    }

    func testOnTheSpringDaylightSavingDayTimesAreWallClockTimes() throws {
        // 29 March 2026: clocks jump from 02:00 to 03:00 in Berlin; the day has 23 hours.
        let now = "2026-03-29T08:00:00+02:00"
        XCTAssertEqual(try pickUp("09:00", now: now), try PlanningSupport.instant("2026-03-29T09:00:00+02:00"))
        XCTAssertEqual(
            try pickUp("2026-03-30T09:00", now: now), try PlanningSupport.instant("2026-03-30T09:00:00+02:00"))
        XCTAssertEqual(
            try problem("2026-03-29T02:30", now: "2026-03-28T12:00:00+01:00"), .nonexistentTime("2026-03-29T02:30"))
        // The past-time hint for tomorrow crosses the change and keeps the wall clock.
        XCTAssertEqual(
            try problem("09:00", now: "2026-03-28T10:00:00+01:00"),
            .timeInPast(typed: "09:00", tomorrow: "2026-03-29T09:00"))
        // +1h is an hour of real time, across the jump: 01:30 CET + 1 h = 03:30 CEST.
        let allDay = MasterData(
            stops: [
                Stop(
                    id: 1, name: "Dorfplatz", location: Coordinate(latitude: 49.2, longitude: 7.6),
                    schedule: PlanningSupport.rows(7, "Tag", 1, ["03:00:00", "00:00:00"]))
            ],
            lines: [Line(id: 7, name: "Tag", routeId: nil, busIds: [])])
        let early = "2026-03-29T01:30:00+01:00"
        XCTAssertEqual(
            try pickUp("+1h", now: early, data: allDay, stop: "Dorfplatz"),
            try PlanningSupport.instant("2026-03-29T03:30:00+02:00"))
        XCTAssertEqual(
            try pickUp("03:30", now: early, data: allDay, stop: "Dorfplatz"),
            try PlanningSupport.instant("2026-03-29T03:30:00+02:00"))
        XCTAssertEqual(try problem("02:30", now: early, data: allDay, stop: "Dorfplatz"), .nonexistentTime("02:30"))
    }

    func testOnTheAutumnDaylightSavingDayServiceHoursStayWallClockHours() throws {
        // 25 October 2026: clocks go back from 03:00 to 02:00; the day has 25 hours.
        let now = "2026-10-25T07:00:00+01:00"
        XCTAssertEqual(try pickUp("13:30", now: now), try PlanningSupport.instant("2026-10-25T13:30:00+01:00"))
        XCTAssertEqual(hours(try problem("13:31", now: now)), "Pirmasens 09:00–13:30")
        XCTAssertEqual(try pickUp("+2h", now: now), try PlanningSupport.instant("2026-10-25T09:00:00+01:00"))
    }

    func testMissingTimeIsAProblem() throws {
        XCTAssertEqual(try problem(""), .missingTime)
    }
}
