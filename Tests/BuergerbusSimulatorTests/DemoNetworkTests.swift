import XCTest

@testable import BuergerbusSimulator

final class DemoNetworkTests: XCTestCase {
    private let network = DemoNetwork.masterData()

    func testTheDemoDocumentCompilesWithoutProblems() throws {
        XCTAssertNoThrow(try NetworkFile.masterData(from: DemoNetwork.document()))
        XCTAssertEqual(try NetworkFile.masterData(from: DemoNetwork.document()), network)
    }

    func testSizeNamesAndSurroundings() {
        XCTAssertGreaterThanOrEqual(network.lines.count, 3)
        XCTAssertGreaterThanOrEqual(network.stops.count, 20)
        let names = network.stops.compactMap(\.name)
        XCTAssertTrue(names.contains { $0.contains("ß") })
        XCTAssertTrue(names.contains { $0.contains("ü") || $0.contains("ö") || $0.contains("ä") })
        XCTAssertEqual(Set(names).count, names.count, "stop names are unique")
        for stop in network.stops {
            XCTAssertEqual(stop.location.lat, 49.48, accuracy: 0.06, "\(stop.name ?? "")")
            XCTAssertEqual(stop.location.lon, 7.63, accuracy: 0.08, "\(stop.name ?? "")")
        }
        XCTAssertEqual(network.timeZone, "Europe/Berlin")
    }

    func testBusesOfDifferentSizesAndOneLineWithTwoBuses() {
        XCTAssertGreaterThanOrEqual(Set(network.busses.map(\.totalSeats)).count, 3)
        let busesPerLine = Dictionary(grouping: network.busses.compactMap(\.lineId), by: { $0 }).mapValues(\.count)
        XCTAssertTrue(busesPerLine.values.contains(2))
        for line in network.lines {
            XCTAssertNotNil(busesPerLine[line.id], "line \(line.id) has a bus")
        }
        // E8 only updates existing rows: every bus needs one to be visible.
        XCTAssertEqual(Set(network.lastPositions.map(\.busId)), Set(network.busses.map(\.id)))
    }

    func testSomeStopIsServedByTwoLines() {
        var linesByStop: [Int64: Set<Int64>] = [:]
        for row in network.schedules {
            if let stop = row.stopId, let line = row.lineId { linesByStop[stop, default: []].insert(line) }
        }
        XCTAssertTrue(linesByStop.values.contains { $0.count >= 2 })
        XCTAssertEqual(Set(linesByStop.keys), Set(network.stops.map(\.id)), "every stop is served")
    }

    func testEveryStopLiesWithin20MetresOfTheRouteOfEachLineServingIt() throws {
        for line in network.lines {
            let timetable = try XCTUnwrap(LineTimetable.derive(lineId: line.id, network: network))
            XCTAssertTrue(timetable.path.isLoop, "line \(line.id) is a loop")
            XCTAssertGreaterThan(timetable.path.points.count, 4 * timetable.stopIds.count, "looks like a road")
            for (index, stopId) in timetable.stopIds.enumerated() {
                let stop = try XCTUnwrap(network.stops.first { $0.id == stopId })
                let onRoute = timetable.path.point(atDistance: timetable.stopDistances[index])
                XCTAssertLessThanOrEqual(Geodesy.distance(onRoute, stop.location), 20, "\(stop.name ?? "")")
                if index > 0 {
                    XCTAssertGreaterThan(timetable.stopDistances[index], timetable.stopDistances[index - 1])
                }
            }
        }
    }

    func testRunsEvery30To60MinutesFrom6To20() throws {
        for line in network.lines {
            let timetable = try XCTUnwrap(LineTimetable.derive(lineId: line.id, network: network))
            let departures = timetable.runs.compactMap(\.first)
            XCTAssertEqual(departures.first, 6 * 3600)
            XCTAssertEqual(departures.last, 20 * 3600)
            for (earlier, later) in zip(departures, departures.dropFirst()) {
                XCTAssertTrue((30 * 60...60 * 60).contains(later - earlier), "line \(line.id)")
            }
        }
    }

    func testAtEveryMinuteOfTheServiceDaySomeBusIsOnTheRoad() throws {
        let calendar = ServiceCalendar(timeZoneIdentifier: network.timeZone)
        let day = calendar.day(containing: Date(timeIntervalSince1970: 1_760_000_000))
        var plans: [TripPlan] = []
        for line in network.lines {
            let timetable = try XCTUnwrap(LineTimetable.derive(lineId: line.id, network: network))
            let buses = network.busses.filter { $0.lineId == line.id }.sorted { $0.id < $1.id }
            for (index, bus) in buses.enumerated() {
                plans.append(
                    TripPlanner.plan(
                        line: timetable, bus: bus, day: day, seed: 7,
                        share: RunShare(index: index, count: buses.count)))
            }
        }
        for minute in (6 * 60)..<(20 * 60) {
            let instant = Date(timeIntervalSince1970: day.instant(secondsAfterMidnight: minute * 60))
            XCTAssertTrue(plans.contains { $0.isOnRoad(at: instant) }, "nobody on the road at minute \(minute)")
        }
    }
}
