import CitizenClient
import Foundation
import XCTest

@testable import buerger_bench

/// Which stop boards `buerger-bench eta-live` reads: where a person waits, not where nothing is known.
final class EtaLiveBoardStopsTests: XCTestCase {
    private func stop(_ id: Int64, _ calls: [(line: Int64, seconds: Int)]) -> Stop {
        Stop(
            id: id, name: "S\(id)", location: Coordinate(latitude: 49.2, longitude: 7.6),
            schedule: calls.compactMap { call in
                TimeOfDay(hour: call.seconds / 3600, minute: call.seconds / 60 % 60, second: call.seconds % 60).map {
                    ScheduleEntry(lineId: call.line, lineName: "L\(call.line)", stopId: id, arrivingTime: $0)
                }
            })
    }

    private func network(_ stops: [Stop]) -> MasterData {
        MasterData(stops: stops, lines: [], busses: [], routes: [])
    }

    func testOnALineOfItsOwnTheBoardsAreTheStopsNearestTheMiddleOfItsRuns() {
        // A loop of nine stops, 2 minutes apart, runs at 9:00 and 10:00: its first stops have nothing live
        // before the start; the middle one (9:08) and its neighbours do.
        let loop = (0..<9).map { index in
            stop(Int64(index + 1), [(1, 9 * 3600 + index * 120), (1, 10 * 3600 + index * 120)])
        }
        XCTAssertEqual(EtaLiveRun.boardStops(network(loop)).map(\.id), [5, 4])
    }

    func testAStopServedByMoreLinesComesFirst() {
        let stops = [
            stop(1, [(1, 9 * 3600)]), stop(2, [(1, 9 * 3600 + 120)]), stop(3, [(1, 9 * 3600 + 240)]),
            stop(4, [(2, 9 * 3600), (1, 9 * 3600 + 360)]),
        ]
        XCTAssertEqual(EtaLiveRun.boardStops(network(stops)).map(\.id).first, 4)
    }
}
