import XCTest

@testable import CitizenClient

final class EstimatorTests: XCTestCase {
    private typealias F = EstimationFixture
    private let nine = EstimationFixture.hours(9)

    func testBusAtAStopOnTimeIsExpectedOnTimeDownTheLine() throws {
        let data = F.data(starts: [nine])
        let forecast = F.forecast(data, [BusSighting(busId: 1, position: F.point(1))], now: F.at(nine + 290))
        let atC = try F.call(forecast, stop: 3, scheduled: F.at(nine + 600))
        XCTAssertEqual(atC.busId, 1)
        XCTAssertEqual(atC.basis, .livePosition)
        let estimate = try XCTUnwrap(atC.estimate?.time)
        // A punctual bus arrives at B at 09:04:30, the stop's share (30 s) before its time, and leaves at
        // 09:05. Reported there at 09:04:50, it has stood there about 30 s already (a standing bus is
        // reported every 60 s): it drew up at 09:04:20, its stop is done by 09:04:50, it waits for
        // 09:05 and arrives at C the share early, at 09:09:30.
        XCTAssertEqual(estimate.timeIntervalSince(F.at(nine + 600)), -30, accuracy: 1)
        XCTAssertTrue(try F.call(forecast, stop: 1, scheduled: F.at(nine)).passed)
        XCTAssertFalse(try F.call(forecast, stop: 2, scheduled: F.at(nine + 300)).passed)
    }

    func testAMovingBusIsBeyondItsReportByHalfOfWhatItCoversBetweenTwoReports() {
        // 25 km/h: a report every 75 m, so 37.5 m on average. On the original network a bus is planned
        // to cover 165 m in 9.5 minutes: a report a minute, 17 m apart, so 8.7 m.
        XCTAssertEqual(DrivingAssumptions.reportedLead(speed: 25 / 3.6), 37.5, accuracy: 0.01)
        XCTAssertEqual(DrivingAssumptions.reportedLead(speed: 165 / 570), 8.68, accuracy: 0.01)
        XCTAssertEqual(DrivingAssumptions.reportedLead(speed: 0), 0)
    }

    func testABusSeenDrawingUpAtAStopIsTakenToHaveJustArrived() throws {
        let data = F.data(starts: [nine])
        // Seen at A at 09:00:30 (a sighting at the first stop says nothing of the pace) and first at B
        // at 09:04:50: at the line's pace (1000 m in 270 s) it cannot have drawn up before about now,
        // where the report's age alone would say 30 s ago. So it does its stop until 09:05:20 and,
        // keeping that lateness, arrives at C at 09:09:50, 10 s before C's time.
        let now = F.at(nine + 290)
        let drawingUp = BusSighting(
            busId: 1, position: F.point(1), positionSeenAt: now,
            earlier: [TimedPosition(position: F.point(0), seenAt: F.at(nine + 30))])
        let atC = try F.call(F.forecast(data, [drawingUp], now: now), stop: 3, scheduled: F.at(nine + 600))
        XCTAssertEqual(try XCTUnwrap(atC.estimate?.time).timeIntervalSince(F.at(nine + 600)), -10, accuracy: 1)
    }

    func testLateBusBetweenStopsIsProjectedLateAndItsPassedTimeStaysListed() throws {
        let data = F.data(starts: [nine])
        // Halfway between A and B at 09:06: about 4 minutes behind.
        let now = F.at(nine + 360)
        let forecast = F.forecast(data, [BusSighting(busId: 1, position: F.point(0.5))], now: now)
        let atB = try F.call(forecast, stop: 2, scheduled: F.at(nine + 300))
        XCTAssertFalse(atB.passed, "B's 09:05 is gone, but the bus has not been there")
        XCTAssertEqual(forecast?.departures(atStop: 2).first?.scheduled, F.at(nine + 300))
        let delay = try XCTUnwrap(atB.estimate?.time).timeIntervalSince(atB.scheduled)
        // The rest of the stretch is road: half the gap less half its planned dwell (30 s), from half the
        // reporting distance (37.5 m of 1000) beyond the place reported, where a moving bus is on average.
        XCTAssertEqual(delay, 360 + (0.5 - 0.0375) * (300 - 30) - 300, accuracy: 1)
        let atD = try F.call(forecast, stop: 4, scheduled: F.at(nine + 900))
        XCTAssertGreaterThan(try XCTUnwrap(atD.estimate?.time), atD.scheduled)
        XCTAssertTrue(try F.call(forecast, stop: 1, scheduled: F.at(nine)).passed)
    }

    func testBeforeTheFirstRunTheWaitingBusIsExpectedOnTimeWithTheRiskOfALateStartInTheRange() throws {
        let data = F.data(starts: [nine, F.hours(10)])
        let forecast = F.forecast(data, [BusSighting(busId: 1, position: F.point(0))], now: F.at(F.hours(8, 30)))
        let first = try F.call(forecast, stop: 1, scheduled: F.at(nine))
        XCTAssertEqual(first.basis, .timetable(.runNotStarted))
        let estimate = try XCTUnwrap(first.estimate)
        XCTAssertEqual(estimate.time, first.scheduled)
        let late = try XCTUnwrap(estimate.latest).timeIntervalSince(first.scheduled)
        XCTAssertEqual(late, ErrorBands.notStarted.high, accuracy: 1)
        XCTAssertGreaterThan(late, -(try XCTUnwrap(estimate.earliest).timeIntervalSince(first.scheduled)))
        XCTAssertEqual(first.busId, 1)
        XCTAssertEqual(forecast?.nextStops(ofBus: 1).map(\.stopId), [1, 2, 3, 4])
    }

    func testABusLateFromItsLastRunStartsTheNextLate() throws {
        let data = F.data(starts: [nine, nine + 1200])
        // At 09:18 the 09:00 run is still short of D (due 09:15): the 09:20 run cannot start on time.
        let forecast = F.forecast(data, [BusSighting(busId: 1, position: F.point(2.5))], now: F.at(nine + 1080))
        let next = try F.call(forecast, stop: 1, scheduled: F.at(nine + 1200))
        XCTAssertEqual(next.basis, .earlierRun)
        XCTAssertGreaterThan(try XCTUnwrap(next.estimate?.time), next.scheduled)
        XCTAssertEqual(forecast?.nextStops(ofBus: 1).map(\.stopId), [4, 1, 2, 3])
    }

    func testTwoBusesAreToldApartByWhereTheyAre() throws {
        let data = F.data(starts: [nine, nine + 600], buses: [1, 2])
        // At 09:12 the 09:00 run should be near C (km 2), the 09:10 run near B (km 1).
        let forecast = F.forecast(
            data,
            [
                BusSighting(busId: 1, position: F.point(1)),
                BusSighting(busId: 2, position: F.point(2)),
            ], now: F.at(nine + 720))
        XCTAssertEqual(try F.call(forecast, stop: 4, scheduled: F.at(nine + 900)).busId, 2)
        XCTAssertEqual(try F.call(forecast, stop: 3, scheduled: F.at(nine + 1200)).busId, 1)
        XCTAssertEqual(forecast?.nextStops(ofBus: 2).first?.stopId, 3)
        XCTAssertEqual(forecast?.nextStops(ofBus: 1).first?.stopId, 2)
    }

    func testARunAcrossMidnightStaysOneRun() throws {
        let data = F.data(starts: [F.hours(23, 55)])
        let schedule = try XCTUnwrap(LineSchedule(lineId: 1, data: data))
        XCTAssertEqual(schedule.stops.map(\.name), ["A", "B", "C", "D"])
        XCTAssertEqual(schedule.runs, [[86_100, 86_400, 86_700, 87_000]])
        // At 00:02 the bus is between B and C: the 00:05 call at C belongs to yesterday's run.
        let now = F.at(F.hours(24, 2))
        let forecast = F.forecast(data, [BusSighting(busId: 1, position: F.point(1.5))], now: now)
        let atC = try F.call(forecast, stop: 3, scheduled: F.at(F.hours(24, 5)))
        XCTAssertEqual(atC.basis, .livePosition)
        XCTAssertEqual(atC.run.serviceDay, F.at(0))
    }

    func testOffRouteWithoutHistoryFallsBackToTheTimetable() throws {
        let data = F.data(starts: [nine])
        let far = F.point(1.5, north: -2)
        let forecast = F.forecast(data, [BusSighting(busId: 1, position: far)], now: F.at(nine + 400))
        let atC = try F.call(forecast, stop: 3, scheduled: F.at(nine + 600))
        XCTAssertNil(atC.estimate)
        XCTAssertEqual(atC.basis, .timetable(.offRoute))
    }

    func testOffRouteWithHistoryComesBackWhereItLeft() throws {
        let data = F.data(starts: [nine])
        let left = TimedPosition(position: F.point(1.2), seenAt: F.at(nine + 330))
        let forecast = F.forecast(
            data, [BusSighting(busId: 1, position: F.point(1.2, north: -1), earlier: [left])],
            now: F.at(nine + 600))
        let atC = try F.call(forecast, stop: 3, scheduled: F.at(nine + 600))
        XCTAssertEqual(atC.basis, .detour)
        // 1 km back at detour speed (~144 s), then 0.8 of a stretch: well after 09:10.
        XCTAssertGreaterThan(try XCTUnwrap(atC.estimate?.time), F.at(nine + 600 + 300))
    }

    func testAPositionUnchangedForLongMidRunIsStale() throws {
        let data = F.data(starts: [nine])
        let now = F.at(nine + 1200)
        let forecast = F.forecast(
            data, [BusSighting(busId: 1, position: F.point(1.5), positionSeenAt: F.at(nine))],
            now: now)
        XCTAssertEqual(try F.call(forecast, stop: 4, scheduled: F.at(nine + 900)).basis, .timetable(.stalePosition))
        let fresh = F.forecast(data, [BusSighting(busId: 1, position: F.point(1.5), positionSeenAt: now)], now: now)
        XCTAssertEqual(try F.call(fresh, stop: 4, scheduled: F.at(nine + 900)).basis, .livePosition)
    }

    func testMissingPositionShowsTheTimetableAndSaysSo() throws {
        let data = F.data(starts: [nine])
        let forecast = F.forecast(data, [], now: F.at(nine + 60))
        let atB = try F.call(forecast, stop: 2, scheduled: F.at(nine + 300))
        XCTAssertNil(atB.estimate)
        XCTAssertEqual(atB.basis, .timetable(.noPosition))
        XCTAssertEqual(atB.busId, 1)
        XCTAssertTrue(try F.call(forecast, stop: 1, scheduled: F.at(nine)).passed, "no bus placed: gone times are gone")
    }

    func testWithoutARouteTheStopsMakeTheRoad() throws {
        let data = F.data(starts: [nine], route: false)
        let forecast = F.forecast(data, [BusSighting(busId: 1, position: F.point(2))], now: F.at(nine + 600))
        XCTAssertEqual(try F.call(forecast, stop: 4, scheduled: F.at(nine + 900)).basis, .livePosition)
    }

    /// The driver app reports a position every 60 s or after 75 m (concept, #SF_B3.2): a bus that drew
    /// up at a stop is often last reported up to 75 m short of it.
    func testABusReportedJustShortOfAStopForAWhileIsTakenToStandAtIt() throws {
        let data = F.data(starts: [nine])
        // 70 m short of B (due 09:05), reported there since 09:04:20; now 09:05:00.
        let now = F.at(nine + 300)
        let sighting = BusSighting(busId: 1, position: F.point(0.93), positionSeenAt: now.addingTimeInterval(-40))
        let forecast = F.forecast(data, [sighting], now: now)
        let atC = try F.call(forecast, stop: 3, scheduled: F.at(nine + 600))
        // At B, its stop done while it waited for 09:05: it leaves now and drives to C, where it is
        // the stop's share (30 s) early, as a punctual bus is. Taken to be on the road 70 m short of B
        // it would be expected at C a good half minute later.
        let estimate = try XCTUnwrap(atC.estimate?.time)
        XCTAssertEqual(estimate.timeIntervalSince(F.at(nine + 600)), -30, accuracy: 1)
    }
}
