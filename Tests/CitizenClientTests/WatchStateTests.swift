import CitizenClient
import Foundation
import XCTest

final class WatchStateTests: XCTestCase {
    private let zone = TimeZone(identifier: "Europe/Berlin") ?? .current
    private let now = Date(timeIntervalSince1970: 1_795_420_380) // 08:53

    private var data: MasterData {
        func row(_ stop: Int64, _ time: String) -> [ScheduleEntry] {
            TimeOfDay(parsing: time).map { [ScheduleEntry(lineId: 1, lineName: "Uni", stopId: stop, arrivingTime: $0)] }
                ?? []
        }
        return MasterData(
            stops: [
                Stop(
                    id: 1, name: "Kirche", location: Coordinate(latitude: 49.209, longitude: 7.60),
                    schedule: row(1, "09:00:00")),
                Stop(
                    id: 2, name: "Brunnen", location: Coordinate(latitude: 49.209, longitude: 7.61),
                    schedule: row(2, "09:10:00")),
            ],
            lines: [Line(id: 1, name: "Uni", routeId: nil, busIds: [1])],
            busses: [Bus(id: 1, numberPlate: "KL-1", lineId: 1, color: nil, picture: nil, totalSeats: 10)])
    }

    private struct SixLate: ArrivalEstimator {
        func estimate(_ question: ArrivalQuestion) -> ArrivalEstimate? {
            ArrivalEstimate(time: question.call.time.addingTimeInterval(360))
        }
    }

    func testABoardGivesEachBusOnceWithItsDelayAndSeatsButNoPositionVerdict() {
        let board = StopBoardBuilder(timetable: Timetable(timeZone: zone), estimator: SixLate())
            .board(
                for: data.stops[0], data: data, positions: [1: BusPosition(busId: 1, position: nil, takenSeats: 9)],
                now: now, limit: 5)
        let state = WatchState(board: board, at: now)
        XCTAssertEqual(state.buses.count, 1)
        XCTAssertEqual(state.buses.first?.bus, WatchedBus(id: 1, lineName: "Uni"))
        XCTAssertEqual(state.buses.first?.delayMinutes, 6)
        XCTAssertEqual(state.buses.first?.delayStopName, "Kirche")
        XCTAssertEqual(state.buses.first?.seatBand, .scarce)
        XCTAssertNil(state.buses.first?.hasPosition)
    }

    func testAReportGivesTheDelayAtTheNextStopAndWhetherThePositionIsKnown() {
        let builder = BusReportBuilder(timetable: Timetable(timeZone: zone), estimator: SixLate())
        let bus = data.busses[0]
        let withPosition = builder.report(
            for: bus, data: data,
            realTime: BusPosition(
                busId: 1, position: Coordinate(latitude: 49.209, longitude: 7.605), takenSeats: 2), now: now)
        let state = WatchState(report: withPosition, at: now)
        XCTAssertEqual(state.buses.first?.delayMinutes, 6)
        XCTAssertEqual(state.buses.first?.hasPosition, true)
        XCTAssertEqual(state.buses.first?.seatBand, .plenty)
        let without = WatchState(report: builder.report(for: bus, data: data, realTime: nil, now: now), at: now)
        XCTAssertEqual(without.buses.first?.hasPosition, false)
        XCTAssertNil(without.buses.first?.seatBand)
    }
}
