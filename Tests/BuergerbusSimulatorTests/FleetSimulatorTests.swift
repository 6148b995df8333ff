import XCTest

@testable import BuergerbusSimulator

final class FleetSimulatorTests: XCTestCase {
    private let network = DemoNetwork.masterData()
    private let calendar = ServiceCalendar(timeZoneIdentifier: "Europe/Berlin")

    /// 10:07 local on an ordinary weekday; the clock moves only when a test moves it.
    private func morning(hour: Int = 10, minute: Int = 7) -> Date {
        let day = calendar.day(containing: Date(timeIntervalSince1970: 1_760_000_000))
        return Date(timeIntervalSince1970: day.instant(secondsAfterMidnight: hour * 3600 + minute * 60))
    }

    private func world(start: Date? = nil, seed: UInt64 = 5, drivers: DriverBehaviour = .standard)
        -> (ServerState, SimulatedClock, FleetSimulator)
    {
        let clock = SimulatedClock(start: start ?? morning(), speed: 1, realNow: { Date(timeIntervalSince1970: 0) })
        let state = ServerState(masterData: network, clock: clock)
        let fleet = FleetSimulator(state: state, clock: clock, network: network, seed: seed, drivers: drivers)
        return (state, clock, fleet)
    }

    private func position(_ state: ServerState, _ busId: Int64) throws -> GeoPoint {
        try XCTUnwrap(state.lastPosition(busId: busId)).position
    }

    func testCatchUpReportsEveryBusWhereItsPlanSays() throws {
        let (state, clock, fleet) = world()
        fleet.catchUp()
        for busId in Int64(1)...4 {
            let plan = try XCTUnwrap(fleet.plan(busId: busId, on: clock.now))
            XCTAssertEqual(try position(state, busId), plan.position(at: clock.now))
            XCTAssertEqual(state.lastPosition(busId: busId)?.takenSeats, plan.takenSeats(at: clock.now))
        }
        // The spare bus has no line and stays in the depot.
        XCTAssertEqual(try position(state, 5), network.lastPositions.first { $0.busId == 5 }?.position)
        XCTAssertNil(fleet.plan(busId: 5, on: clock.now))
    }

    func testReportsFollowTheBusLikeTheDriverApp() throws {
        let (state, clock, fleet) = world()
        fleet.catchUp()
        var lastChange = clock.now
        var previous = try position(state, 4)
        for _ in 0..<(20 * 12) {
            clock.advance(by: 5)
            fleet.catchUp()
            let reported = try position(state, 4)
            let truth = try XCTUnwrap(fleet.plan(busId: 4, on: clock.now)).position(at: clock.now)
            // Reported after 75 m, checked every 5 s: never far behind the real bus.
            XCTAssertLessThan(Geodesy.distance(reported, truth), 75 + 120)
            if reported != previous || clock.now.timeIntervalSince(lastChange) >= 60 {
                lastChange = clock.now
            }
            XCTAssertLessThanOrEqual(clock.now.timeIntervalSince(lastChange), 60)
            previous = reported
        }
    }

    func testTheSameSeedGivesTheSameRunWhateverTheCatchUpRhythm() throws {
        let (stateA, clockA, fleetA) = world(seed: 11)
        let (stateB, clockB, fleetB) = world(seed: 11)
        let (stateC, clockC, fleetC) = world(seed: 12)
        fleetA.catchUp()
        fleetB.catchUp()
        fleetC.catchUp()
        for _ in 0..<20 {
            clockA.advance(by: 30)
            fleetA.catchUp()
        }
        clockB.advance(by: 17)
        fleetB.catchUp()
        clockB.advance(by: 583)
        fleetB.catchUp()
        clockC.advance(by: 600)
        fleetC.catchUp()
        XCTAssertEqual(stateA.lastPositions(), stateB.lastPositions())
        XCTAssertNotEqual(stateA.lastPositions(), stateC.lastPositions())
    }

    func testALongJumpLandsEveryBusWhereItShouldBe() throws {
        let (state, clock, fleet) = world()
        fleet.catchUp()
        clock.advance(by: 27 * 3600 + 13 * 60)
        fleet.catchUp()
        for busId in Int64(1)...4 {
            let plan = try XCTUnwrap(fleet.plan(busId: busId, on: clock.now))
            let tick = Date(timeIntervalSince1970: (clock.now.timeIntervalSince1970 / 5).rounded(.down) * 5)
            XCTAssertEqual(try position(state, busId), plan.position(at: tick))
        }
    }

    func testABusMovedToAnotherLineByE9FollowsItsNewLine() throws {
        let (state, clock, fleet) = world()
        state.updateBusStatus(busId: 5, lineId: 2)
        fleet.catchUp()
        let timetable = try XCTUnwrap(LineTimetable.derive(lineId: 2, network: network))
        let plan = try XCTUnwrap(fleet.plan(busId: 5, on: clock.now))
        XCTAssertEqual(plan.lineId, 2)
        // Bus 3 and bus 5 now share line 2's runs.
        let runsOf5 = Set(plan.arrivals.map(\.run))
        let runsOf3 = Set(try XCTUnwrap(fleet.plan(busId: 3, on: clock.now)).arrivals.map(\.run))
        XCTAssertTrue(runsOf5.isDisjoint(with: runsOf3))
        XCTAssertFalse(runsOf5.isEmpty)
        XCTAssertLessThan(timetable.path.project(try position(state, 5)).offRoute, 1)
    }

    // MARK: - Drivers

    private func request(
        _ state: ServerState, line: Int64, at location: GeoPoint, pickUp: Date,
        persons: Int = 2
    ) throws -> Int64 {
        let created = state.createCustomStop(
            NewCustomStop(
                lineId: line, pickUpTimeSeconds: Int64(pickUp.timeIntervalSince1970), location: location,
                numberOfPersons: persons, deviceId: "fleet-test",
                userInfo: "{\"name\":\"Meier\",\"address\":\"Mühlweg 3\",\"assistance\":[]}"))
        return try XCTUnwrap(created).id
    }

    private func status(_ state: ServerState, _ id: Int64) -> CustomStopRecord? {
        state.customStops().first { $0.id == id }
    }

    func testADriverAcceptsAfterTheDecideDelayFetchesThePassengerAndCompletes() throws {
        let (state, clock, fleet) = world(drivers: DriverBehaviour(decideAfter: 90, acceptRate: 1, noShowRate: 0))
        fleet.catchUp()
        let pickUp = clock.now.addingTimeInterval(25 * 60)
        let onRoute = try XCTUnwrap(fleet.plan(busId: 4, on: pickUp)).position(at: pickUp)
        let location = Geodesy.offset(onRoute, east: 250, north: -250)
        let id = try request(state, line: 3, at: location, pickUp: pickUp)

        clock.advance(by: 60)
        fleet.catchUp()
        XCTAssertEqual(status(state, id)?.status, CustomStopStatus.pending, "nobody answers before the delay")
        clock.advance(by: 60)
        fleet.catchUp()
        XCTAssertEqual(status(state, id)?.status, CustomStopStatus.accepted)
        XCTAssertEqual(status(state, id)?.acceptingBus, 4)

        var closest = Double.infinity
        for _ in 0..<(40 * 12) {
            clock.advance(by: 5)
            fleet.catchUp()
            closest = min(closest, Geodesy.distance(try position(state, 4), location))
        }
        XCTAssertLessThan(closest, 1, "the bus drove to the pickup point")
        XCTAssertEqual(status(state, id)?.status, CustomStopStatus.completed)
        let visit = try XCTUnwrap(fleet.plan(busId: 4, on: pickUp)?.detourVisit(requestId: id))
        XCTAssertTrue(visit.showedUp)
    }

    func testAPassengerWhoDoesNotShowUpIsReportedAsNoShow() throws {
        let (state, clock, fleet) = world(drivers: DriverBehaviour(decideAfter: 0, acceptRate: 1, noShowRate: 1))
        fleet.catchUp()
        let stop = try XCTUnwrap(network.stops.first { $0.name == "Mackenbach Sportplatz" })
        let id = try request(state, line: 3, at: stop.location, pickUp: clock.now.addingTimeInterval(20 * 60))
        clock.advance(by: 10)
        fleet.catchUp()
        XCTAssertEqual(status(state, id)?.status, CustomStopStatus.accepted)
        clock.advance(by: 45 * 60)
        fleet.catchUp()
        XCTAssertEqual(status(state, id)?.status, CustomStopStatus.noShow)
    }

    func testAPartyLargerThanTheFreeSeatsIsDeclinedByTheOnlyBus() throws {
        let (state, clock, fleet) = world(drivers: DriverBehaviour(decideAfter: 0, acceptRate: 1, noShowRate: 0))
        fleet.catchUp()
        let stop = try XCTUnwrap(network.stops.first { $0.name == "Eulenbis Kirche" })
        let id = try request(
            state, line: 2, at: stop.location, pickUp: clock.now.addingTimeInterval(3600),
            persons: 9)
        clock.advance(by: 5)
        fleet.catchUp()
        XCTAssertEqual(status(state, id)?.status, CustomStopStatus.declined)
        XCTAssertEqual(status(state, id)?.rejectingBus, "3")
    }

    func testWhenEveryBusOfTheLineDeclinesTheRequestIsDeclined() throws {
        let (state, clock, fleet) = world(drivers: DriverBehaviour(decideAfter: 30, acceptRate: 0, noShowRate: 0))
        fleet.catchUp()
        let stop = try XCTUnwrap(network.stops.first { $0.name == "Rodenbach Kirche" })
        let id = try request(state, line: 1, at: stop.location, pickUp: clock.now.addingTimeInterval(3600))
        clock.advance(by: 35)
        fleet.catchUp()
        XCTAssertEqual(status(state, id)?.status, CustomStopStatus.declined)
        XCTAssertEqual(status(state, id)?.rejectingBus, "1,2")
    }

    func testACancelledRequestIsNotFetched() throws {
        let (state, clock, fleet) = world(drivers: DriverBehaviour(decideAfter: 0, acceptRate: 1, noShowRate: 0))
        fleet.catchUp()
        let pickUp = clock.now.addingTimeInterval(40 * 60)
        let onRoute = try XCTUnwrap(fleet.plan(busId: 4, on: pickUp)).position(at: pickUp)
        let location = Geodesy.offset(onRoute, east: 300, north: 300)
        let id = try request(state, line: 3, at: location, pickUp: pickUp)
        clock.advance(by: 10)
        fleet.catchUp()
        XCTAssertEqual(status(state, id)?.status, CustomStopStatus.accepted)
        XCTAssertNotNil(fleet.plan(busId: 4, on: pickUp)?.detourVisit(requestId: id))
        state.updateCustomStopStatus(id: id, status: CustomStopStatus.cancelled, busId: nil)
        clock.advance(by: 10)
        fleet.catchUp()
        XCTAssertNil(fleet.plan(busId: 4, on: pickUp)?.detourVisit(requestId: id))
        clock.advance(by: 3600)
        fleet.catchUp()
        XCTAssertEqual(status(state, id)?.status, CustomStopStatus.cancelled)
    }

    func testStartAndStopRunTheFleetInTheBackground() throws {
        let (state, _, fleet) = world()
        let before = state.lastPositions()
        fleet.start()
        let reported = expectation(description: "the background catch-up reports positions")
        DispatchQueue.global().async {
            while state.lastPositions() == before { usleep(10_000) }
            reported.fulfill()
        }
        wait(for: [reported], timeout: 10)
        fleet.stop()
    }
}
