import XCTest

@testable import CitizenClient

final class QueryTests: XCTestCase {
    private var factory = ServiceFactory()

    private func now(_ text: String) throws -> Date {
        try XCTUnwrap(ISO8601DateFormatter().date(from: text))
    }

    func testLinesListStopsInRouteOrderWithTheirBuses() throws {
        let summaries = LineOverview.summaries(try OriginalData.load())
        XCTAssertEqual(summaries.map(\.busIds), [[1], [2]])
        XCTAssertEqual(summaries.first?.stops.map(\.name), ["Kirche", "Brunnen", "Park", "Markt"])
        XCTAssertEqual(summaries.last?.stops.count, 4)
    }

    func testRouteOrderFallsBackToTimetableWithoutARoute() throws {
        var data = try OriginalData.load()
        data.routes = []
        let ordered = RouteOrdering.order(data.stops(onLine: 2), lineId: 2, route: nil)
        XCTAssertEqual(ordered.map(\.name), ["Uni West", "Uni Süd", "Uni Ost", "Uni Sporthalle"])
    }

    func testStopBoardLinksTheBusOnTheLineNotTheLineId() throws {
        var data = try OriginalData.load()
        // Bus 2 now serves line 1 and bus 1 none: a departure of line 1 must name bus 2.
        data.lines = [
            Line(id: 1, name: "Pirmasens", routeId: 1, busIds: [2]), Line(id: 2, name: "Uni", routeId: 2, busIds: []),
        ]
        data.busses = data.busses.map {
            Bus(
                id: $0.id, numberPlate: $0.numberPlate, lineId: $0.id == 2 ? 1 : nil,
                color: $0.color, picture: $0.picture, totalSeats: $0.totalSeats)
        }
        let kirche = try XCTUnwrap(data.stop(id: 1))
        let builder = StopBoardBuilder(timetable: Timetable(timeZone: factory.timeZone))
        let board = builder.board(
            for: kirche, data: data,
            positions: [2: BusPosition(busId: 2, position: nil, takenSeats: 7)],
            now: try now("2026-11-23T09:05:00+01:00"), limit: 5)
        XCTAssertEqual(board.departures.map(\.busId), [2, 2, 2, 2, 2])
        XCTAssertEqual(board.departures.first?.seats, SeatInfo(totalSeats: 12, takenSeats: 7))
        XCTAssertEqual(board.departures.first?.seats.band, .limited)
        XCTAssertNil(board.departures.first?.estimated)
        XCTAssertNil(board.departures.first?.delayMinutes)
    }

    func testServiceStopBoardFetchesSeatsFreshForTheBusesInvolved() throws {
        factory.cacheHome = try makeTemporaryDirectory(self)
        let transport = InMemoryTransport.originalServer()
        let service = try factory.make(transport, pretendNow: try now("2026-11-23T12:05:00+01:00"))
        let board = try service.stopBoard("kirche", count: .next(5))
        XCTAssertEqual(board.stop.id, 1)
        // Today's 13:00 and tomorrow's three runs: the search spans today and tomorrow.
        XCTAssertEqual(board.departures.map(\.lineName), Array(repeating: "Pirmasens", count: 4))
        XCTAssertEqual(board.departures.first?.scheduled, try now("2026-11-23T13:00:00+01:00"))
        XCTAssertEqual(board.departures.dropFirst().first?.scheduled, try now("2026-11-24T09:00:00+01:00"))
        XCTAssertEqual(board.departures.first?.seats.freeSeats, 8)
        XCTAssertEqual(board.departures.first?.seats.band, .plenty)
        XCTAssertEqual(transport.paths.filter { $0 == "busses/1/" }.count, 1)
        XCTAssertFalse(transport.paths.contains("busses/2/"))

        // A second board inside the window asks only for real-time data.
        let again = InMemoryTransport.originalServer()
        _ = try factory.make(again, pretendNow: try now("2026-11-23T12:05:00+01:00")).stopBoard("1", count: .restOfDay)
        XCTAssertEqual(again.paths, ["busses/1/"])
    }

    func testBoardWithoutPositionHasUnknownSeats() throws {
        let transport = InMemoryTransport.originalServer(overrides: ["busses/1/": HTTPResponseData(status: 204)])
        let board = try factory.make(transport, pretendNow: try now("2026-11-23T08:00:00+01:00")).stopBoard("Markt")
        XCTAssertEqual(board.departures.count, 5)
        XCTAssertNil(board.departures.first?.seats.band)
        XCTAssertEqual(board.departures.first?.seats.totalSeats, 10)
    }

    func testBoardSurvivesABrokenRealTimeAnswer() throws {
        var events: [ClientEvent] = []
        let transport = InMemoryTransport.originalServer(overrides: ["busses/1/": HTTPResponseData(status: 500)])
        let board = try factory.make(transport, pretendNow: try now("2026-11-23T08:00:00+01:00")) { events.append($0) }
            .stopBoard("Markt")
        XCTAssertNil(board.departures.first?.seats.freeSeats)
        XCTAssertTrue(
            events.contains {
                if case .realTimeUnavailable(1, _) = $0 { return true }
                return false
            })
    }

    func testBusReport() throws {
        let transport = InMemoryTransport.originalServer()
        let report = try factory.make(transport, pretendNow: try now("2026-11-23T09:05:00+01:00")).busReport(busId: 1)
        XCTAssertEqual(report.line?.name, "Pirmasens")
        XCTAssertEqual(report.position, Coordinate(latitude: 49.21059, longitude: 7.60497))
        XCTAssertEqual(report.seats.freeSeats, 8)
        XCTAssertEqual(report.seats.band, .plenty)
        XCTAssertEqual(report.nearestStop?.stop.name, "Markt")
        XCTAssertEqual(report.nearestStop?.distanceMeters ?? 0, 173, accuracy: 2)
        XCTAssertEqual(
            report.mapLink?.absoluteString,
            "https://www.openstreetmap.org/?mlat=49.21059&mlon=7.60497#map=17/49.21059/7.60497")
        XCTAssertEqual(report.routeStops.map(\.stop.name), ["Kirche", "Brunnen", "Park", "Markt"])
        XCTAssertEqual(report.routeStops.first?.nextScheduled, try now("2026-11-23T12:00:00+01:00"))
        // At 09:05 the bus stands past Brunnen (due 09:10): 5 minutes early is more than a bus that
        // never leaves a stop early can be, so it is not on the 09:00 run; next comes the 12:00 run.
        XCTAssertEqual(report.nextStops.first?.stop.name, "Kirche")
        XCTAssertEqual(report.nextStops.first?.nextScheduled, try now("2026-11-23T12:00:00+01:00"))
        let fraction = try XCTUnwrap(report.routeFraction)
        XCTAssertGreaterThan(fraction, 0)
        XCTAssertLessThan(fraction, 0.5)
    }

    func testBusReportWithoutPositionAndUnknownBus() throws {
        let transport = InMemoryTransport.originalServer(overrides: ["busses/2/": HTTPResponseData(status: 204)])
        let service = try factory.make(transport)
        let report = try service.busReport(busId: 2)
        XCTAssertNil(report.position)
        XCTAssertNil(report.mapLink)
        XCTAssertNil(report.nearestStop)
        XCTAssertNil(report.routeFraction)
        XCTAssertNil(report.seats.band)
        XCTAssertThrowsError(try service.busReport(busId: 7)) { error in
            XCTAssertEqual(error as? ClientError, .busNotFound(7))
        }
    }

    func testServiceStopsSearch() throws {
        let service = try factory.make(InMemoryTransport.originalServer())
        XCTAssertEqual(try service.stops(matching: "sud", near: nil, limit: nil).map(\.stop.id), [6])
        XCTAssertEqual(try service.resolveStop("brunnen").id, 2)
        XCTAssertEqual(try service.lineOverview().count, 2)
    }
}
