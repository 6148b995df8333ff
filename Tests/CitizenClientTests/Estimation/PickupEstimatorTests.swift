import Foundation
import XCTest

@testable import CitizenClient

/// `PickupEstimator` on hand-made positions (`EstimationFixture`: stops A–D 1 km apart on a road,
/// 5 minutes apart, a run at 09:00), at moments of an injected clock.
final class PickupEstimatorTests: XCTestCase {
    private typealias F = EstimationFixture
    private let data = F.data(starts: [F.hours(9)])

    private func estimate(
        busAt position: Coordinate?, seenSince: Date? = nil, earlier: [TimedPosition] = [], now: Date,
        pickUp: Date, at place: Coordinate
    ) throws -> (PickupEstimate?, LineForecast) {
        let sighting = BusSighting(busId: 1, position: position, positionSeenAt: seenSince, earlier: earlier)
        let forecast = try XCTUnwrap(F.forecast(data, [sighting], now: now))
        return (
            PickupEstimator(forecast: forecast).estimate(
                busId: 1, sighting: sighting, pickUp: pickUp, at: place, now: now),
            forecast
        )
    }

    /// New-user trial: a bus off before its run to fetch someone was "unterwegs nach" the first stop
    /// of that run, the stop it had just left. Placed on no run by where it is, it is told by the stop
    /// it is nearest.
    func testABusBetweenItsRunsIsToldByTheStopItIsNearNotByTheNextRunsFirstStop() throws {
        // 08:40, 1.4 km along the road, twenty minutes before the 09:00 run: on no run.
        let (early, forecast) = try estimate(
            busAt: F.point(1.4), now: F.at(F.hours(8, 40)), pickUp: F.at(F.hours(8, 50)),
            at: F.point(1.6, north: -0.5))
        XCTAssertEqual(forecast.nextStops(ofBus: 1, limit: 1).first?.busOnRun, false)
        XCTAssertEqual(try XCTUnwrap(early).busIs, .nearStop(name: "B"))
    }

    func testAPickUpAtAStopAtItsCallIsThatCallsEstimateAndALateBusMovesItLater() throws {
        let onTime = F.at(F.hours(9, 2))
        let (punctual, forecast) = try estimate(
            busAt: F.point(0.4), now: onTime, pickUp: F.at(F.hours(9, 10)), at: F.point(2))
        let call = try F.call(forecast, stop: 3, scheduled: F.at(F.hours(9, 10)))
        let expected = try XCTUnwrap(punctual)
        XCTAssertEqual(expected.place, .stop)
        XCTAssertEqual(expected.estimated, call.estimate?.time)
        XCTAssertEqual(expected.earliest, call.estimate?.earliest)
        XCTAssertEqual(expected.latest, call.estimate?.latest)
        // 0.4 km along, nearer A than B: told by the stop it makes for, not the one behind it.
        XCTAssertEqual(expected.busIs, .onWayTo(name: "B"))

        // The same place on the road four minutes later: the bus is late, and so is the pick-up.
        let (late, _) = try estimate(
            busAt: F.point(0.4), now: F.at(F.hours(9, 6)), pickUp: F.at(F.hours(9, 10)), at: F.point(2))
        XCTAssertGreaterThan(try XCTUnwrap(late).estimated, expected.estimated.addingTimeInterval(180))
    }

    func testABusInTimeIsExpectedAtTheAgreedTimeAndMayTurnUpFromTheLastStopItCanLeaveFrom() throws {
        // 600 m north of C; the pick-up at 09:14: from C (due 09:10) the way is in time, from D (09:15) not.
        let door = F.point(2, north: 0.6)
        let now = F.at(F.hours(9, 2))
        let (result, forecast) = try estimate(busAt: F.point(0.4), now: now, pickUp: F.at(F.hours(9, 14)), at: door)
        let estimate = try XCTUnwrap(result)
        let atC = try XCTUnwrap(try F.call(forecast, stop: 3, scheduled: F.at(F.hours(9, 10))).estimate?.time)
        let fromC = atC.addingTimeInterval(
            DrivingAssumptions.typicalDwellSeconds
                + Geodesy.distanceMeters(F.point(2), door) / DrivingAssumptions.detourSpeed)
        XCTAssertEqual(estimate.place, .door)
        XCTAssertEqual(estimate.estimated, F.at(F.hours(9, 14)), "the driver keeps the agreed time")
        XCTAssertLessThan(estimate.earliest, fromC, "one who sets off from C and waits at the door")
        XCTAssertGreaterThan(estimate.earliest, now)
        XCTAssertGreaterThan(estimate.latest, estimate.estimated)
    }

    func testALateBusComesToTheDoorAsSoonAsItCanFromWhereItIs() throws {
        let door = F.point(2, north: 0.6)
        let now = F.at(F.hours(9, 13))
        let (result, _) = try estimate(busAt: F.point(0.4), now: now, pickUp: F.at(F.hours(9, 14)), at: door)
        let pace = DrivingAssumptions.detourSpeed
        XCTAssertEqual(
            try XCTUnwrap(result).estimated.timeIntervalSince1970,
            now.addingTimeInterval(Geodesy.distanceMeters(F.point(0.4), door) / pace).timeIntervalSince1970,
            accuracy: 1)
    }

    func testARunThatEndsBeforeThePickUpLeavesTheBusFreeToComeOnTime() throws {
        // The run ends at D at 09:15; the pick-up is at 09:40, 500 m off A.
        let pickUp = F.at(F.hours(9, 40))
        let (result, _) = try estimate(
            busAt: F.point(0.4), now: F.at(F.hours(9, 2)), pickUp: pickUp, at: F.point(0, north: -0.5))
        XCTAssertEqual(try XCTUnwrap(result).estimated, pickUp)
    }

    func testABusWaitingForItsRunComesAtTheTimeWhenItCanSetOffBeforeTheRunBegins() throws {
        // Runs at 09:00 and 10:00; at 09:30 the bus waits at A. A door 500 m off A: at 09:45 it can go
        // and be back before 10:00, so it comes at the time; at 10:20 it fetches the party on the run.
        let twoRuns = F.data(starts: [F.hours(9), F.hours(10)])
        let now = F.at(F.hours(9, 30))
        let sighting = BusSighting(busId: 1, position: F.point(0), positionSeenAt: now.addingTimeInterval(-120))
        let forecast = try XCTUnwrap(F.forecast(twoRuns, [sighting], now: now))
        let door = F.point(0, north: -0.5)
        let early = PickupEstimator(forecast: forecast).estimate(
            busId: 1, sighting: sighting, pickUp: F.at(F.hours(9, 45)), at: door, now: now)
        XCTAssertEqual(try XCTUnwrap(early).estimated, F.at(F.hours(9, 45)))
        let onTheRun = PickupEstimator(forecast: forecast).estimate(
            busId: 1, sighting: sighting, pickUp: F.at(F.hours(10, 20)), at: door, now: now)
        XCTAssertEqual(try XCTUnwrap(onTheRun).estimated, F.at(F.hours(10, 20)))
        XCTAssertLessThan(try XCTUnwrap(onTheRun).earliest, F.at(F.hours(10, 18)), "from a stop of the run, early")
    }

    func testABusOnItsWayToThePartyIsFollowedAlongTheDetour() throws {
        // The door 1.2 km south of C, the bus 600 m south of C (off its route), seen coming from the road.
        let door = F.point(2, north: -1.2)
        let now = F.at(F.hours(9, 12))
        let seen = [TimedPosition(position: F.point(2, north: -0.2), seenAt: now.addingTimeInterval(-60))]
        let (result, _) = try estimate(
            busAt: F.point(2, north: -0.6), earlier: seen, now: now, pickUp: F.at(F.hours(9, 14)), at: door)
        let coming = try XCTUnwrap(result)
        let pace = DrivingAssumptions.detourSpeed
        XCTAssertEqual(coming.busIs, .comingToYou)
        XCTAssertEqual(
            coming.estimated.timeIntervalSince1970,
            now.addingTimeInterval(Geodesy.distanceMeters(F.point(2, north: -0.6), door) / pace).timeIntervalSince1970,
            accuracy: 1)

        let (there, _) = try estimate(
            busAt: F.point(2, north: -1.19), seenSince: now.addingTimeInterval(-30), now: now,
            pickUp: F.at(F.hours(9, 14)), at: door)
        XCTAssertEqual(try XCTUnwrap(there).busIs, .arrived)
        XCTAssertEqual(try XCTUnwrap(there).estimated, now.addingTimeInterval(-30))
    }

    func testABusOffItsRouteOnAnotherErrandIsNotTakenToBeComing() throws {
        // The door 1.2 km south of C at 09:40; at 09:12 the bus is 600 m south of C, nearer the door
        // than the route comes, but it is fetching someone else: moving away from the door, and far
        // too early for it.
        let door = F.point(2, north: -1.2)
        let now = F.at(F.hours(9, 12))
        let fromTheDoor = [TimedPosition(position: F.point(2, north: -0.9), seenAt: now.addingTimeInterval(-60))]
        let (leaving, _) = try estimate(
            busAt: F.point(2, north: -0.6), earlier: fromTheDoor, now: now, pickUp: F.at(F.hours(9, 40)), at: door)
        XCTAssertNotEqual(try XCTUnwrap(leaving).busIs, .comingToYou)
        XCTAssertEqual(try XCTUnwrap(leaving).estimated, F.at(F.hours(9, 40)), "the driver keeps the time")

        let towards = [TimedPosition(position: F.point(2, north: -0.2), seenAt: now.addingTimeInterval(-60))]
        let (early, _) = try estimate(
            busAt: F.point(2, north: -0.6), earlier: towards, now: now, pickUp: F.at(F.hours(9, 40)), at: door)
        XCTAssertNotEqual(try XCTUnwrap(early).busIs, .comingToYou, "25 minutes before the time")
    }

    func testAPositionUnchangedForLongOrAPlaceFarFromTheLineIsNoBasis() throws {
        let now = F.at(F.hours(9, 2))
        let (stale, _) = try estimate(
            busAt: F.point(0.4), seenSince: now.addingTimeInterval(-13 * 60), now: now,
            pickUp: F.at(F.hours(9, 14)), at: F.point(2, north: 0.6))
        XCTAssertNil(stale, "seen there for 13 minutes: the driver app has stopped reporting")
        let (far, _) = try estimate(
            busAt: F.point(0.4), now: now, pickUp: F.at(F.hours(9, 14)), at: F.point(2, north: -2))
        XCTAssertNil(far, "2 km from the line: no request is filed that far")
    }

    func testABusWaitingLongAtItsTerminalForTheNextRunIsStillABasis() throws {
        // Runs at 09:00 and 10:00; at 09:50 the bus has stood at A since 09:20, waiting for its run.
        let twoRuns = F.data(starts: [F.hours(9), F.hours(10)])
        let now = F.at(F.hours(9, 50))
        let sighting = BusSighting(busId: 1, position: F.point(0), positionSeenAt: F.at(F.hours(9, 20)))
        let forecast = try XCTUnwrap(F.forecast(twoRuns, [sighting], now: now))
        let estimate = PickupEstimator(forecast: forecast).estimate(
            busId: 1, sighting: sighting, pickUp: F.at(F.hours(10, 10)), at: F.point(2), now: now)
        XCTAssertNotNil(estimate, "waiting for its time at the terminal is not a driver app gone quiet")
    }

    func testABusCallingAtThePartysStopOnAnEarlierRunIsNotThereForIt() throws {
        // Runs at 09:00 and 10:00; the party waits at C (due 09:10 and 10:10) for the 10:10 call.
        let twoRuns = F.data(starts: [F.hours(9), F.hours(10)])
        let now = F.at(F.hours(9, 10))
        let sighting = BusSighting(busId: 1, position: F.point(2), positionSeenAt: now.addingTimeInterval(-20))
        let forecast = try XCTUnwrap(F.forecast(twoRuns, [sighting], now: now))
        let estimate = try XCTUnwrap(
            PickupEstimator(forecast: forecast).estimate(
                busId: 1, sighting: sighting, pickUp: F.at(F.hours(10, 10)), at: F.point(2), now: now))
        XCTAssertNotEqual(estimate.busIs, .arrived)
        XCTAssertGreaterThan(estimate.estimated, F.at(F.hours(10)))
    }

    func testWithoutAPositionThereIsNoBasis() throws {
        let (result, _) = try estimate(
            busAt: nil, now: F.at(F.hours(9, 2)), pickUp: F.at(F.hours(9, 10)), at: F.point(2))
        XCTAssertNil(result)
    }
}
