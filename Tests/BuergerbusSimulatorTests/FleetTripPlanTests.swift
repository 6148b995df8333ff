import XCTest

@testable import BuergerbusSimulator

final class FleetTripPlanTests: XCTestCase {
    private let network = DemoNetwork.masterData()
    private let day = ServiceCalendar(timeZoneIdentifier: "Europe/Berlin")
        .day(containing: Date(timeIntervalSince1970: 1_760_000_000))

    private func plan(
        busId: Int64, seed: UInt64 = 42, detours: [Detour] = [], habit: DriverBehaviour.PickupHabit = .onTime
    ) throws -> (TripPlan, LineTimetable) {
        let bus = try XCTUnwrap(network.busses.first { $0.id == busId })
        let lineId = try XCTUnwrap(bus.lineId)
        let timetable = try XCTUnwrap(LineTimetable.derive(lineId: lineId, network: network))
        let colleagues = network.busses.filter { $0.lineId == lineId }.map(\.id).sorted()
        let share = RunShare(index: colleagues.firstIndex(of: busId) ?? 0, count: colleagues.count)
        return (
            TripPlanner.plan(
                line: timetable, bus: bus, day: day, seed: seed, share: share, detours: detours, habit: habit),
            timetable
        )
    }

    func testABusVisitsItsStopsInRouteOrderRunAfterRun() throws {
        let (plan, timetable) = try plan(busId: 3)
        XCTAssertEqual(plan.arrivals.count, timetable.runs.count * timetable.stopIds.count)
        for (index, visit) in plan.arrivals.enumerated() {
            XCTAssertEqual(visit.stopId, timetable.stopIds[index % timetable.stopIds.count])
            XCTAssertLessThanOrEqual(visit.arrival, visit.departure)
            if index > 0 { XCTAssertLessThanOrEqual(plan.arrivals[index - 1].departure, visit.arrival) }
        }
    }

    func testTwoBusesOnOneLineShareItsRuns() throws {
        let (first, timetable) = try plan(busId: 1)
        let (second, _) = try plan(busId: 2)
        let firstRuns = Set(first.arrivals.map(\.run))
        let secondRuns = Set(second.arrivals.map(\.run))
        XCTAssertTrue(firstRuns.isDisjoint(with: secondRuns))
        XCTAssertEqual(firstRuns.union(secondRuns), Set(timetable.runs.indices))
    }

    func testArrivalsStayNearTheScheduleAndNeverLeaveEarly() throws {
        for busId in Int64(1)...4 {
            let (plan, _) = try plan(busId: busId)
            var delays: [Double] = []
            for visit in plan.arrivals {
                let delay = visit.arrival.timeIntervalSince(visit.scheduled)
                delays.append(delay)
                XCTAssertGreaterThan(delay, -5 * 60, "bus \(busId) far too early")
                XCTAssertLessThan(delay, 20 * 60, "bus \(busId) far too late")
                XCTAssertGreaterThanOrEqual(visit.departure, visit.scheduled)
            }
            let mean = delays.reduce(0, +) / Double(delays.count)
            XCTAssertLessThan(abs(mean), 4 * 60, "bus \(busId) mean delay \(mean) s")
        }
    }

    func testTheDayVariesWithRealisticLateness() throws {
        let (plan, _) = try plan(busId: 4)
        let delays = plan.arrivals.map { $0.arrival.timeIntervalSince($0.scheduled) }
        XCTAssertTrue(delays.contains { $0 > 60 }, "some calls are late")
        XCTAssertTrue(delays.contains { $0 < 30 }, "some calls are on time")
    }

    func testTakenSeatsNeverExceedCapacityAndPassengersComeAndGo() throws {
        for busId in Int64(1)...4 {
            let (plan, _) = try plan(busId: busId)
            let capacity = try XCTUnwrap(network.busses.first { $0.id == busId }).totalSeats
            for visit in plan.arrivals {
                XCTAssertLessThanOrEqual(visit.takenAfter, capacity)
                XCTAssertGreaterThanOrEqual(visit.takenAfter, 0)
            }
            var t = day.midnight
            while t < day.midnight + 86_400 {
                let taken = plan.takenSeats(at: Date(timeIntervalSince1970: t))
                XCTAssertTrue((0...capacity).contains(taken), "bus \(busId) has \(taken) of \(capacity)")
                t += 60
            }
            XCTAssertGreaterThan(plan.arrivals.map(\.boarded).reduce(0, +), 0)
            XCTAssertGreaterThan(plan.arrivals.map(\.alighted).reduce(0, +), 0)
        }
    }

    func testTheBusNeverJumps() throws {
        let (plan, _) = try plan(busId: 1)
        var previous = plan.position(at: Date(timeIntervalSince1970: day.midnight))
        var t = day.midnight + 5
        while t < day.midnight + 86_400 {
            let here = plan.position(at: Date(timeIntervalSince1970: t))
            // 5 s at 60 km/h is 83 m; allow for the plan's fastest stretches.
            XCTAssertLessThan(Geodesy.distance(previous, here), 120, "jump at \(t - day.midnight) s")
            previous = here
            t += 5
        }
    }

    func testTheSameSeedGivesTheSameDayAndAnotherSeedAnother() throws {
        let (a, _) = try plan(busId: 1, seed: 9)
        let (b, _) = try plan(busId: 1, seed: 9)
        let (c, _) = try plan(busId: 1, seed: 10)
        XCTAssertEqual(a.arrivals, b.arrivals)
        XCTAssertNotEqual(a.arrivals, c.arrivals)
        let instant = Date(timeIntervalSince1970: day.instant(secondsAfterMidnight: 10 * 3600 + 7 * 60))
        XCTAssertEqual(a.position(at: instant), b.position(at: instant))
    }

    func testABusWaitsAtTheTerminalBeforeTheFirstRun() throws {
        let (plan, timetable) = try plan(busId: 3)
        let early = Date(timeIntervalSince1970: day.instant(secondsAfterMidnight: 4 * 3600))
        XCTAssertEqual(plan.position(at: early), timetable.path.start)
        XCTAssertFalse(plan.isOnRoad(at: early))
    }

    func testAnAcceptedCustomStopNearTheRouteIsFetchedAroundPickupTime() throws {
        let (plain, timetable) = try plan(busId: 4)
        // Half a kilometre off the route, at a time the bus is driving its 10:00 run.
        let pickUp = day.instant(secondsAfterMidnight: 10 * 3600 + 20 * 60)
        let onRoute = plain.position(at: Date(timeIntervalSince1970: pickUp))
        let location = Geodesy.offset(onRoute, east: 300, north: 400)
        XCTAssertGreaterThan(timetable.path.project(location).offRoute, 100)
        let detour = Detour(
            requestId: 10_000_000, pickUp: Date(timeIntervalSince1970: pickUp), location: location,
            persons: 2, showsUp: true, notBefore: Date(timeIntervalSince1970: day.midnight + 8 * 3600))
        let (plan, _) = try plan(busId: 4, detours: [detour])
        let visit = try XCTUnwrap(plan.detourVisit(requestId: 10_000_000))
        XCTAssertTrue(visit.showedUp)
        XCTAssertLessThanOrEqual(visit.reached.timeIntervalSince1970, pickUp + 15 * 60)
        XCTAssertGreaterThanOrEqual(visit.finished.timeIntervalSince1970, pickUp)
        let atPickup = plan.position(at: Date(timeIntervalSince1970: max(pickUp, visit.reached.timeIntervalSince1970)))
        XCTAssertLessThan(Geodesy.distance(atPickup, location), 1)
        XCTAssertLessThan(visit.left, visit.reached)
        // Before acceptance nothing changed.
        let before = Date(timeIntervalSince1970: day.midnight + 8 * 3600)
        XCTAssertEqual(plan.position(at: before), plain.position(at: before))
        // The detour costs time: later calls of that run are later than without it.
        let after = plan.arrivals.first { $0.arrival > visit.finished }
        let same = plain.arrivals.first { $0.run == after?.run && $0.stopIndex == after?.stopIndex }
        XCTAssertGreaterThan(try XCTUnwrap(after).arrival, try XCTUnwrap(same).arrival)
    }

    func testAPartyAtAStopOfTheRouteIsTakenOnTheCallNotFetchedAcrossCountry() throws {
        let (plain, timetable) = try plan(busId: 4)
        let call = try XCTUnwrap(plain.arrivals.first { $0.stopIndex == 3 && $0.run == 2 })
        let stop = try XCTUnwrap(timetable.stopLocations[3])
        // Asked to the minute, a little before the bus is due, as a person types it.
        let pickUp = (call.scheduled.timeIntervalSince1970 / 60).rounded(.down) * 60 - 60
        let party = Detour(
            requestId: 10_000_001, pickUp: Date(timeIntervalSince1970: pickUp),
            location: Geodesy.offset(stop, east: 10, north: 5), persons: 2, showsUp: true,
            notBefore: Date(timeIntervalSince1970: day.midnight + 6 * 3600))
        let (taking, _) = try plan(busId: 4, detours: [party])
        let visit = try XCTUnwrap(taking.detourVisit(requestId: 10_000_001))
        let served = try XCTUnwrap(taking.arrivals.first { $0.stopIndex == 3 && $0.run == 2 })
        XCTAssertEqual(visit.reached, served.arrival)
        XCTAssertEqual(visit.left, served.arrival, "it never leaves its route")
        XCTAssertEqual(served.arrival, call.arrival, "nothing before the call changed")
        XCTAssertGreaterThanOrEqual(visit.finished, Date(timeIntervalSince1970: pickUp))
        var instant = taking.arrivals.first { $0.run == 2 }?.arrival ?? served.arrival
        while instant < served.departure {
            XCTAssertLessThan(timetable.path.project(taking.position(at: instant)).offRoute, 1)
            instant.addTimeInterval(5)
        }

        // The same place at a time no call of this bus is near: fetched across country.
        let offCall = Detour(
            requestId: 10_000_002, pickUp: Date(timeIntervalSince1970: pickUp + 20 * 60),
            location: party.location, persons: 1, showsUp: true,
            notBefore: Date(timeIntervalSince1970: party.notBefore))
        let (other, _) = try plan(busId: 4, detours: [offCall])
        let fetched = try XCTUnwrap(other.detourVisit(requestId: 10_000_002))
        XCTAssertLessThan(fetched.left, fetched.reached)
    }

    func testAPunctualDriverComesAtThePickUpTimeAnEarlyOneWaitsAtTheDoor() throws {
        let (plain, _) = try plan(busId: 4)
        let pickUp = day.instant(secondsAfterMidnight: 10 * 3600 + 20 * 60)
        let location = Geodesy.offset(plain.position(at: Date(timeIntervalSince1970: pickUp)), east: 300, north: 400)
        let detour = Detour(
            requestId: 7, pickUp: Date(timeIntervalSince1970: pickUp), location: location, persons: 1,
            showsUp: true, notBefore: Date(timeIntervalSince1970: day.midnight + 8 * 3600))
        let (punctual, _) = try plan(busId: 4, detours: [detour], habit: .onTime)
        let onTime = try XCTUnwrap(punctual.detourVisit(requestId: 7))
        XCTAssertEqual(onTime.reached.timeIntervalSince1970, pickUp, accuracy: 1)
        let (eager, _) = try plan(busId: 4, detours: [detour], habit: .early)
        let early = try XCTUnwrap(eager.detourVisit(requestId: 7))
        XCTAssertLessThan(early.reached.timeIntervalSince1970, pickUp - 10)
        XCTAssertLessThan(early.left, onTime.left)
    }

    func testACustomStopFarAwayIsNotFetched() throws {
        let pickUp = day.instant(secondsAfterMidnight: 11 * 3600)
        let detour = Detour(
            requestId: 1, pickUp: Date(timeIntervalSince1970: pickUp),
            location: GeoPoint(lon: 7.75, lat: 49.42), persons: 1, showsUp: true,
            notBefore: Date(timeIntervalSince1970: day.midnight))
        let (plan, _) = try plan(busId: 4, detours: [detour])
        XCTAssertNil(plan.detourVisit(requestId: 1))
    }

    func testTheOriginalsOpenRoutesAreDrivenToo() throws {
        // The original Pirmasens line: stops 10 minutes apart, route not a loop.
        let stops = (1...4).map {
            StopRecord(
                id: Int64($0), name: "S\($0)", location: GeoPoint(lon: 7.60 + Double($0) * 0.002, lat: 49.21),
                timeStamp: 0)
        }
        let route = RouteRecord(
            id: 1, points: [GeoPoint(lon: 7.600, lat: 49.21), GeoPoint(lon: 7.610, lat: 49.21)],
            timeStamp: 0)
        var schedules: [ScheduleRecord] = []
        for (index, stop) in stops.enumerated() {
            for hour in [9, 12, 13] {
                schedules.append(
                    ScheduleRecord(
                        id: Int64(schedules.count + 1), lineId: 1, lineName: "Pirmasens",
                        stopId: stop.id, arrivingTime: hour * 3600 + index * 600))
            }
        }
        let network = MasterData(
            lines: [LineRecord(id: 1, name: "Pirmasens", routeId: 1, timeStamp: 0)],
            busses: [], routes: [route], stops: stops, schedules: schedules,
            lastPositions: [], seededCustomStops: [])
        let timetable = try XCTUnwrap(LineTimetable.derive(lineId: 1, network: network))
        XCTAssertEqual(timetable.stopIds, [1, 2, 3, 4])
        XCTAssertEqual(timetable.runs.count, 3)
        let bus = BusRecord(id: 1, numberPlate: nil, lineId: 1, color: nil, picture: nil, totalSeats: 10, timeStamp: 0)
        let plan = TripPlanner.plan(line: timetable, bus: bus, day: day, seed: 1)
        XCTAssertEqual(plan.arrivals.map(\.run), [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2])
    }
}
