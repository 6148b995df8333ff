import Foundation
import XCTest

@testable import CitizenClient

/// Whether a departure's bus is already on the run making the call: only then are its seats that
/// run's; otherwise they are its load now (issue 13: tonight's load is no forecast for 06:00 tomorrow).
final class BusOnRunTests: XCTestCase {
    private typealias F = EstimationFixture
    private let nine = F.hours(9)

    func testTheRunTheBusIsOnIsItsAndTheNextRunIsNotYet() throws {
        let data = F.data(starts: [nine, nine + 1200])
        // At 09:08 the bus is between B and C on the 09:00 run; the 09:20 run comes after it.
        let forecast = F.forecast(data, [BusSighting(busId: 1, position: F.point(1.5))], now: F.at(nine + 480))
        XCTAssertTrue(try F.call(forecast, stop: 3, scheduled: F.at(nine + 600)).busOnRun)
        let next = try F.call(forecast, stop: 1, scheduled: F.at(nine + 1200))
        XCTAssertEqual(next.busId, 1)
        XCTAssertFalse(next.busOnRun)
    }

    func testABusWaitingAtTheFirstStopIsOnItsRun() throws {
        let data = F.data(starts: [nine])
        let forecast = F.forecast(data, [BusSighting(busId: 1, position: F.point(0))], now: F.at(nine - 300))
        XCTAssertTrue(try F.call(forecast, stop: 2, scheduled: F.at(nine + 300)).busOnRun)
    }

    func testWithoutAPositionNoBusIsOnARunAndTheBoardSaysSo() throws {
        let data = F.data(starts: [nine])
        let forecast = F.forecast(data, [], now: F.at(nine - 300))
        XCTAssertFalse(try F.call(forecast, stop: 2, scheduled: F.at(nine + 300)).busOnRun)
        let board = StopBoardBuilder(timetable: F.timetable).board(
            for: data.stops[1], data: data,
            positions: [1: BusPosition(busId: 1, position: nil, takenSeats: 3)], now: F.at(nine - 300), limit: 1)
        XCTAssertEqual(board.departures.first?.seats.freeSeats, 5, "the seats are still shown")
        XCTAssertEqual(board.departures.first?.busOnRun, false)
    }

    func testTheBoardCarriesTheForecastsAnswer() throws {
        let data = F.data(starts: [nine, nine + 1200])
        let board = StopBoardBuilder(timetable: F.timetable).board(
            for: data.stops[2], data: data,
            positions: [1: BusPosition(busId: 1, position: F.point(1.5), takenSeats: 6)], now: F.at(nine + 480),
            limit: 2)
        XCTAssertEqual(board.departures.map(\.busOnRun), [true, false])
        XCTAssertTrue(board.departures.allSatisfy { $0.seats.freeSeats == 2 })
    }

    func testNoSeatFreeIsFull() {
        XCTAssertTrue(SeatInfo(totalSeats: 8, takenSeats: 8).isFull)
        XCTAssertTrue(SeatInfo(totalSeats: 8, takenSeats: 9).isFull, "more taken than seats is clamped to full")
        XCTAssertFalse(SeatInfo(totalSeats: 8, takenSeats: 7).isFull)
        XCTAssertFalse(SeatInfo.unknown.isFull)
        XCTAssertFalse(SeatInfo(totalSeats: 0, takenSeats: 0).isFull, "capacity unknown")
    }
}
