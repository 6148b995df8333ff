import XCTest

@testable import CitizenClient

/// A line that is not a loop: the fixture's road A → D only, runs at 08:00 and 09:00 (A, B, C, D at
/// 0, 5, 10, 15 min). After a run the bus drives back along the same road.
final class FinishedRunTests: XCTestCase {
    private typealias F = EstimationFixture
    private let data = F.data(starts: [F.hours(8), F.hours(9)], loop: false)

    /// Seen at D at 08:16 and 08:17, then on the road back: 2.5 km at 08:20, `now` at `kilometres`.
    private func drivingBack(at kilometres: Double, now: Int) -> BusSighting {
        let earlier = [
            TimedPosition(position: F.point(2), seenAt: F.at(F.hours(8, 10))),
            TimedPosition(position: F.point(3), seenAt: F.at(F.hours(8, 17)), firstSeenAt: F.at(F.hours(8, 16))),
            TimedPosition(position: F.point(2.5), seenAt: F.at(F.hours(8, 20))),
        ]
        return BusSighting(busId: 1, position: F.point(kilometres), earlier: earlier)
    }

    func testABusDrivingBackHasFinishedItsRunAndIsInTimeForTheNext() throws {
        let now = F.at(F.hours(8, 22))
        let forecast = F.forecast(data, [drivingBack(at: 2, now: F.hours(8, 22))], now: now)
        // The 08:00 run is over: its last call is not shown again, ever later.
        XCTAssertTrue(try F.call(forecast, stop: 4, scheduled: F.at(F.hours(8, 15))).passed)
        // The 09:00 run: the bus is back long before it starts (2 km at the line's pace), so the timetable.
        let next = try F.call(forecast, stop: 2, scheduled: F.at(F.hours(9, 5)))
        XCTAssertEqual(next.basis, .timetable(.runNotStarted))
        XCTAssertEqual(next.estimate?.time, F.at(F.hours(9, 5)))
    }

    func testWithoutTheEndSeenTheBusIsOnTheRunAsBefore() throws {
        // Only seen going forward: at 2 km at 08:12 it is on the 08:00 run, a little late.
        let sighting = BusSighting(
            busId: 1, position: F.point(2),
            earlier: [
                TimedPosition(position: F.point(1), seenAt: F.at(F.hours(8, 6)))
            ])
        let forecast = F.forecast(data, [sighting], now: F.at(F.hours(8, 12)))
        let atD = try F.call(forecast, stop: 4, scheduled: F.at(F.hours(8, 15)))
        XCTAssertEqual(atD.basis, .livePosition)
        XCTAssertFalse(atD.passed)
    }

    func testTheRunFinishedIsTheOneWhoseEndTheBusReached() throws {
        let schedule = try XCTUnwrap(LineSchedule(lineId: 1, data: data))
        let instances = schedule.instances(around: F.at(F.hours(8, 22)), timetable: F.timetable)
        let finished = try XCTUnwrap(
            FinishedRun(
                drivingBack(at: 2, now: F.hours(8, 22)), schedule: schedule, instances: instances,
                now: F.at(F.hours(8, 22))))
        XCTAssertEqual(instances[finished.run].start, F.at(F.hours(8)))
        // Back at A: waiting for its next run, which the pairing finds.
        let home = BusSighting(
            busId: 1, position: F.point(0),
            earlier: drivingBack(at: 1, now: F.hours(8, 25)).earlier
                + [TimedPosition(position: F.point(1), seenAt: F.at(F.hours(8, 25)))])
        XCTAssertNil(FinishedRun(home, schedule: schedule, instances: instances, now: F.at(F.hours(8, 26))))
        // On a loop the terminal is the start of the next run: no such inference.
        let loop = try XCTUnwrap(LineSchedule(lineId: 1, data: F.data(starts: [F.hours(8), F.hours(9)])))
        XCTAssertNil(
            FinishedRun(
                drivingBack(at: 2, now: F.hours(8, 22)), schedule: loop,
                instances: loop.instances(around: F.at(F.hours(8, 22)), timetable: F.timetable),
                now: F.at(F.hours(8, 22))))
        // After the next run has begun, a bus first seen again well along the route (back another way,
        // unseen) is on that run, not on its way back.
        let unseenBack = BusSighting(
            busId: 1, position: F.point(1), earlier: drivingBack(at: 2, now: 0).earlier.dropLast())
        XCTAssertNil(FinishedRun(unseenBack, schedule: schedule, instances: instances, now: F.at(F.hours(9, 6))))
        // Nor before it, when the bus is a minute after the end farther back than it can have driven:
        // it left the end of a run late by nearly a headway and went straight on with the next.
        let straightOn = BusSighting(
            busId: 1, position: F.point(0.3),
            earlier: [
                TimedPosition(position: F.point(3), seenAt: F.at(F.hours(8, 17)), firstSeenAt: F.at(F.hours(8, 16)))
            ])
        XCTAssertNil(FinishedRun(straightOn, schedule: schedule, instances: instances, now: F.at(F.hours(8, 18))))
    }

    func testABusSeenEveryMinuteOnItsWayBackIsNotTakenForADetourFromTheEnd() throws {
        // Forward a minute at a time (on time), two minutes at D, then back at 0.5 km a minute.
        var earlier: [TimedPosition] = (0...15).map { minute in
            TimedPosition(position: F.point(Double(minute) / 5), seenAt: F.at(F.hours(8, minute)))
        }
        earlier.append(
            TimedPosition(position: F.point(3), seenAt: F.at(F.hours(8, 17)), firstSeenAt: F.at(F.hours(8, 15))))
        earlier.removeAll { $0.seenAt == F.at(F.hours(8, 15)) && $0.firstSeenAt == nil }
        var forecasts: [LineForecast?] = []
        for minute in 18...23 {
            let now = F.at(F.hours(8, minute))
            forecasts.append(
                F.forecast(
                    data,
                    [
                        BusSighting(
                            busId: 1, position: F.point(3 - 0.5 * Double(minute - 17)),
                            earlier: earlier)
                    ], now: now))
            earlier.append(TimedPosition(position: F.point(3 - 0.5 * Double(minute - 17)), seenAt: now))
        }
        for (minute, forecast) in zip(18..., forecasts) {
            let end = try F.call(forecast, stop: 4, scheduled: F.at(F.hours(8, 15)))
            XCTAssertTrue(
                end.passed,
                "08:\(minute) \(end.basis) \(String(describing: end.estimate)) \(String(describing: end.busId))")
            let next = try F.call(forecast, stop: 2, scheduled: F.at(F.hours(9, 5)))
            // In time for it: the timetable (back at A, plus the second its one run so far lost).
            let estimate = try XCTUnwrap(next.estimate, "08:\(minute)")
            XCTAssertEqual(
                estimate.time.timeIntervalSince(F.at(F.hours(9, 5))), 0, accuracy: 5, "08:\(minute) \(next.basis)")
        }
    }
}
