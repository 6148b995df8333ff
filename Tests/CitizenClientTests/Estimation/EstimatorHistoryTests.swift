import XCTest

@testable import CitizenClient

/// Rules of the estimator that read the position history (docs/eta.md, Method).
final class EstimatorHistoryTests: XCTestCase {
    private typealias F = EstimationFixture
    private let nine = EstimationFixture.hours(9)

    func testABusSeenCrawlingOnItsStretchKeepsThatPaceToTheNextStopOnly() throws {
        let data = F.data(starts: [nine])
        let now = F.at(nine + 240)
        // Halfway from A to B at 09:04, and 200 m back two minutes ago: 1.67 m/s where the timetable
        // plans 1000 m in 270 s.
        let crawling = BusSighting(
            busId: 1, position: F.point(0.5),
            earlier: [TimedPosition(position: F.point(0.3), seenAt: F.at(nine + 120))])
        let slow = F.forecast(data, [crawling], now: now)
        let atB = try XCTUnwrap(try F.call(slow, stop: 2, scheduled: F.at(nine + 300)).estimate?.time)
        // From half the reporting distance beyond the place reported (a moving bus's report is behind it).
        XCTAssertEqual(atB.timeIntervalSince(now), (500 - 37.5) / (200.0 / 120), accuracy: 2)
        // The next stretch is another matter: the run's pace, 60 s lost over the 60 s of timetable
        // seen, weighed against one stretch (300 s) of "the lateness stays"; and, shown by one minute
        // alone, weighed by how unsure it is: nothing seen varies yet, so the prior spread of a
        // stretch, (0.25 × 300 s)² per 300 s, over 360 s, against a pace's spread of 0.2.
        let atC = try XCTUnwrap(try F.call(slow, stop: 3, scheduled: F.at(nine + 600)).estimate?.time)
        let unsure: Double = 75 * 75 / 300 / 360
        XCTAssertEqual(atC.timeIntervalSince(atB), 300 * (1 + 60.0 / 360 * 0.04 / (0.04 + unsure)), accuracy: 2)

        let unseen = F.forecast(data, [BusSighting(busId: 1, position: F.point(0.5))], now: now)
        let plainB = try XCTUnwrap(try F.call(unseen, stop: 2, scheduled: F.at(nine + 300)).estimate?.time)
        // Road only: the rest of the gap less its 30 s of planned dwell, from 37.5 m beyond the report.
        XCTAssertEqual(plainB.timeIntervalSince(now), (0.5 - 0.0375) * (300 - 30), accuracy: 2)
    }

    func testASightingAtTheLastStopOrOnAnEarlierStretchTellsNothingOfThePace() throws {
        let data = F.data(starts: [nine])
        let now = F.at(nine + 240)
        // Last seen standing at A: the time it left is unknown, so nothing of its pace is seen.
        let fromStop = BusSighting(
            busId: 1, position: F.point(0.5),
            earlier: [TimedPosition(position: F.point(0), seenAt: F.at(nine + 10))])
        let atB = try XCTUnwrap(
            try F.call(F.forecast(data, [fromStop], now: now), stop: 2, scheduled: F.at(nine + 300))
                .estimate?.time)
        XCTAssertEqual(atB.timeIntervalSince(now), (0.5 - 0.0375) * (300 - 30), accuracy: 2)
    }
}

/// The detour rules: where a bus away from its route left it, and how long it takes to come back.
final class EstimatorDetourTests: XCTestCase {
    private typealias F = EstimationFixture
    private let nine = EstimationFixture.hours(9)

    func testACustomStopNearAnotherPartOfTheRouteIsADetourNotAJumpAhead() throws {
        let data = F.data(starts: [nine])
        // At B on time, then across country towards a custom stop 50 m from the loop's way back.
        let earlier = [
            TimedPosition(position: F.point(1), seenAt: F.at(nine + 300)),
            TimedPosition(position: F.point(0.8, north: 0.25), seenAt: F.at(nine + 360)),
        ]
        let now = F.at(nine + 480)
        let forecast = F.forecast(
            data, [BusSighting(busId: 1, position: F.point(0.5, north: 0.45), earlier: earlier)],
            now: now)
        let atC = try F.call(forecast, stop: 3, scheduled: F.at(nine + 600))
        XCTAssertEqual(atC.basis, .detour)
        XCTAssertFalse(atC.passed)
        // Going out, about 670 m from B: as far again, the pickup, and 1340 m back at 25 km/h; then B to C
        // in its gap (it was on time at B, and nothing else was seen of its pace).
        let away = Geodesy.distanceMeters(F.point(0.5, north: 0.45), F.point(1))
        let expected = now.addingTimeInterval(3 * away / DrivingAssumptions.detourSpeed + 60 + 300)
        XCTAssertEqual(try XCTUnwrap(atC.estimate?.time).timeIntervalSince(expected), 0, accuracy: 5)

        let withoutHistory = F.forecast(data, [BusSighting(busId: 1, position: F.point(0.5, north: 0.45))], now: now)
        XCTAssertNotEqual(try F.call(withoutHistory, stop: 3, scheduled: F.at(nine + 600)).basis, .detour)
    }

    func testAPartyNearAnotherPartOfTheRouteSeenTwiceIsNotTheBusDrivingOnThere() throws {
        let data = F.data(starts: [nine])
        // At B on time, across country to a door 50 m from the loop's way back, seen there at 09:08
        // and at 09:09 20 m back along the way back: standing, its position jittering.
        let door = F.point(0.5, north: 0.45)
        let earlier = [
            TimedPosition(position: F.point(1), seenAt: F.at(nine + 300)),
            TimedPosition(position: F.point(0.8, north: 0.25), seenAt: F.at(nine + 360)),
            TimedPosition(position: door, seenAt: F.at(nine + 480)),
        ]
        let now = F.at(nine + 540)
        let standing = BusSighting(busId: 1, position: F.point(0.52, north: 0.45), earlier: earlier)
        let atC = try F.call(F.forecast(data, [standing], now: now), stop: 3, scheduled: F.at(nine + 600))
        XCTAssertEqual(atC.basis, .detour, "not back on the route half a loop ahead")
        XCTAssertFalse(atC.passed)

        // Seen driving on along the way back instead, it did come back another way: at a time it can
        // be there, done with its run (at 09:09 it could not, with C and D still to call at).
        let laterAtDoor = earlier.dropLast() + [TimedPosition(position: door, seenAt: F.at(nine + 840))]
        let drivingOn = BusSighting(busId: 1, position: F.point(0.2, north: 0.5), earlier: Array(laterAtDoor))
        let onWayBack = F.forecast(data, [drivingOn], now: F.at(nine + 960))
        XCTAssertNotEqual(try F.call(onWayBack, stop: 3, scheduled: F.at(nine + 600)).basis, .detour)
        let tooSoon = F.forecast(
            data, [BusSighting(busId: 1, position: F.point(0.2, north: 0.5), earlier: earlier)], now: now)
        XCTAssertEqual(try F.call(tooSoon, stop: 3, scheduled: F.at(nine + 600)).basis, .detour)
    }

    func testAPartyNearAnotherPartOfTheRouteSeenAfterALongGapIsADetour() throws {
        let data = F.data(starts: [nine, nine + 3600])
        // At B on time at 09:05, and not seen again until 09:12, at a door 50 m from the loop's way
        // back: 5 km on along the route in 7 minutes, which a bus could drive, but not on its timetable.
        let earlier = [TimedPosition(position: F.point(1), seenAt: F.at(nine + 300))]
        let now = F.at(nine + 720)
        let atDoor = BusSighting(
            busId: 1, position: F.point(0.5, north: 0.45), positionSeenAt: F.at(nine + 700), earlier: earlier)
        let forecast = F.forecast(data, [atDoor], now: now)
        let atC = try F.call(forecast, stop: 3, scheduled: F.at(nine + 600))
        XCTAssertEqual(atC.basis, .detour, "not finished with its run and on its way back to A")
        XCTAssertFalse(atC.passed)
    }

    func testAPartyNearAnEarlierPartOfTheRunIsNotTheRunDrivenAgain() throws {
        let data = F.data(starts: [nine, nine + 3600])
        // Done with C and D, on the loop's way back at 09:20; next seen at 09:28 at a door 50 m from the
        // road between A and B, and again at 09:31. The route comes past there, but only on this run
        // again, 23 minutes late, or on the next one, half an hour early: it is away for the party.
        let wayBack = TimedPosition(position: F.point(2, north: 0.5), seenAt: F.at(nine + 1200))
        let door = F.point(1, north: -0.05)
        for (earlier, now) in [
            ([wayBack], nine + 1680),
            ([wayBack, TimedPosition(position: door, seenAt: F.at(nine + 1680))], nine + 1860),
        ] {
            let forecast = F.forecast(data, [BusSighting(busId: 1, position: door, earlier: earlier)], now: F.at(now))
            XCTAssertTrue(try F.call(forecast, stop: 3, scheduled: F.at(nine + 600)).passed, "run 0 is done")
            XCTAssertTrue(try F.call(forecast, stop: 4, scheduled: F.at(nine + 900)).passed)
            let nextAtB = try F.call(forecast, stop: 2, scheduled: F.at(nine + 3900))
            let estimate = try XCTUnwrap(nextAtB.estimate?.time)
            XCTAssertEqual(estimate.timeIntervalSince(F.at(nine + 3900)), 0, accuracy: 60, "the next run on time")
        }
    }

    func testABusSeenBackFromADetourPastAnotherPartOfTheRouteIsOnItsRunAgain() throws {
        let data = F.data(starts: [nine, nine + 3600])
        // At B 8 minutes late, then across country; on the way it passes the loop's way back and is
        // seen near it twice, driving (where the run could be by then); off the route again at 09:18;
        // back on the road just past B at 09:22.
        let earlier = [
            TimedPosition(position: F.point(1), seenAt: F.at(nine + 780)),
            TimedPosition(position: F.point(1.2, north: 0.25), seenAt: F.at(nine + 840)),
            TimedPosition(position: F.point(1.8, north: 0.48), seenAt: F.at(nine + 960)),
            TimedPosition(position: F.point(1.6, north: 0.48), seenAt: F.at(nine + 1020)),
            TimedPosition(position: F.point(1.3, north: 0.25), seenAt: F.at(nine + 1080)),
        ]
        let back = BusSighting(busId: 1, position: F.point(1.1), earlier: earlier)
        let now = F.at(nine + 1320)
        let forecast = F.forecast(data, [back], now: now)
        let atC = try F.call(forecast, stop: 3, scheduled: F.at(nine + 600))
        XCTAssertEqual(atC.basis, .livePosition, "on its run, not away from the way back")
        XCTAssertFalse(atC.passed)

        // Seen once more, driving on: the history's places by the way back were a detour too.
        let driving = BusSighting(
            busId: 1, position: F.point(1.3), earlier: earlier + [TimedPosition(position: F.point(1.1), seenAt: now)])
        let later = F.forecast(data, [driving], now: now.addingTimeInterval(60))
        let stillAtC = try F.call(later, stop: 3, scheduled: F.at(nine + 600))
        XCTAssertEqual(stillAtC.basis, .livePosition)
        XCTAssertFalse(stillAtC.passed)
    }

    /// A new user's trial at 60 columns: seen before a stop and, ten minutes later, on its way to a
    /// door, the bus was told coming back to the first place and calling at that stop 30 minutes late.
    func testSeenOffTheRouteLongAfterItWasLastOnItTheBusDroveOnBeforeItLeft() throws {
        let data = F.data(starts: [nine, nine + 3600])
        // At B on time at 09:05; not seen again until 09:12, 300 m north of the road just past C.
        let earlier = [TimedPosition(position: F.point(1), seenAt: F.at(nine + 300))]
        let now = F.at(nine + 720)
        let away = BusSighting(busId: 1, position: F.point(2.1, north: 0.3), positionSeenAt: now, earlier: earlier)
        let forecast = F.forecast(data, [away], now: now)
        XCTAssertTrue(try F.call(forecast, stop: 3, scheduled: F.at(nine + 600)).passed, "it passed C on its way")
        let atD = try F.call(forecast, stop: 4, scheduled: F.at(nine + 900))
        XCTAssertEqual(atD.basis, .detour)
        // Back on the road a little past C within minutes, then D in its time: not C again at 09:20.
        XCTAssertLessThan(try XCTUnwrap(atD.estimate?.time), F.at(nine + 1200))

        // Seen off the route a minute after B, it left from B: that is where it comes back to.
        let soon = [TimedPosition(position: F.point(1), seenAt: F.at(nine + 660))]
        let early = F.forecast(
            data, [BusSighting(busId: 1, position: F.point(1.2, north: 0.3), positionSeenAt: now, earlier: soon)],
            now: now)
        XCTAssertFalse(try F.call(early, stop: 3, scheduled: F.at(nine + 600)).passed)
    }

    /// The r13 trial: seen near C, and ten minutes later at a door near the road behind it; `bus 1`
    /// told B as still to come, 14 minutes late, and the screens disagreed on where it was heading.
    func testAtADoorBehindWhereItWasSeenTheBusIsAwayFromWhereItDroveOnTo() throws {
        let data = F.data(starts: [nine, nine + 3600])
        let earlier = [TimedPosition(position: F.point(1.9), seenAt: F.at(nine + 570))]
        let now = F.at(nine + 1200)
        // The door is 110 m off the road between A and B; from D the bus could not have got there by now.
        let atDoor = BusSighting(busId: 1, position: F.point(0.6, north: -0.11), positionSeenAt: now, earlier: earlier)
        let forecast = F.forecast(data, [atDoor], now: now)
        XCTAssertTrue(try F.call(forecast, stop: 2, scheduled: F.at(nine + 300)).passed, "B is behind it")
        XCTAssertTrue(try F.call(forecast, stop: 3, scheduled: F.at(nine + 600)).passed, "so is C, passed on its way")
        let atD = try F.call(forecast, stop: 4, scheduled: F.at(nine + 900))
        XCTAssertEqual(atD.basis, .detour)
        XCTAssertGreaterThan(try XCTUnwrap(atD.estimate?.time), now)
    }

    func testADetourBeginsWhereTheBusWasLastRightOnTheRoadNotWhereItDriftedOff() throws {
        let data = F.data(starts: [nine])
        // At B, then 100 m beside the road (still "on the route"), then 300 m off it.
        let earlier = [
            TimedPosition(position: F.point(1), seenAt: F.at(nine + 300)),
            TimedPosition(position: F.point(1.3, north: 0.1), seenAt: F.at(nine + 360)),
        ]
        let forecast = F.forecast(
            data, [BusSighting(busId: 1, position: F.point(1.6, north: 0.3), earlier: earlier)],
            now: F.at(nine + 420))
        let atB = try F.call(forecast, stop: 2, scheduled: F.at(nine + 300))
        XCTAssertEqual(atB.basis, .detour)
        XCTAssertFalse(atB.passed, "it comes back to B, where it left the road")
    }

    func testTheWayBackDependsOnWhatTheBusIsSeenDoing() {
        let rejoin = F.point(1)
        let position = F.point(1, north: 0.5)
        let back = Geodesy.distanceMeters(position, rejoin) / DrivingAssumptions.detourSpeed
        let now = F.at(nine + 600)
        let comingBack = BusSighting(
            busId: 1, position: position,
            earlier: [TimedPosition(position: F.point(1, north: 0.8), seenAt: F.at(nine + 540))])
        XCTAssertEqual(
            DetourReturn.seconds(comingBack, position: position, rejoin: rejoin, now: now), back, accuracy: 0.5)
        let standing = BusSighting(busId: 1, position: position, positionSeenAt: F.at(nine + 580))
        XCTAssertEqual(
            DetourReturn.seconds(standing, position: position, rejoin: rejoin, now: now), 40 + back, accuracy: 0.5)
        let goingOut = BusSighting(
            busId: 1, position: position,
            earlier: [TimedPosition(position: F.point(1, north: 0.2), seenAt: F.at(nine + 540))])
        XCTAssertEqual(
            DetourReturn.seconds(goingOut, position: position, rejoin: rejoin, now: now), 3 * back + 60, accuracy: 0.5)
    }
}
