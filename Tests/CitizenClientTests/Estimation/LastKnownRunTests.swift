import Foundation
import XCTest

@testable import CitizenClient

/// Issue 13: offline, the demo's board gave bus 1 the departure the live board had given bus 2. A bus
/// whose position cannot be had now keeps the run it was last seen on, and the rotation follows.
final class LastKnownRunTests: XCTestCase {
    private typealias F = EstimationFixture
    private let nine = F.hours(9)

    /// Two buses sharing runs every 10 minutes that take 15: they alternate.
    private var data: MasterData { F.data(starts: [nine, nine + 600, nine + 1200, nine + 1800], buses: [1, 2]) }

    /// Who makes each of today's runs.
    private func busesByRunStart(_ forecast: LineForecast?) -> [Int64?] {
        (forecast?.calls ?? []).filter { $0.stopIndex == 0 && $0.scheduled >= F.at(0) && $0.scheduled < F.at(86_400) }
            .map(\.busId)
    }

    func testOfflineTheBusesKeepTheRunsTheLiveForecastGaveThem() throws {
        let seen = F.at(nine + 720)
        // At 09:12 bus 2 is near C on the 09:00 run, bus 1 near B on the 09:10 run.
        let live = F.forecast(
            data,
            [
                BusSighting(busId: 1, position: F.point(1)),
                BusSighting(busId: 2, position: F.point(2)),
            ], now: seen)
        XCTAssertEqual(busesByRunStart(live), [2, 1, 2, 1])
        // A minute later the server is gone: no position, but the history holds where each bus was.
        let offline = F.forecast(
            data,
            [
                BusSighting(busId: 1, position: nil, earlier: [TimedPosition(position: F.point(1), seenAt: seen)]),
                BusSighting(busId: 2, position: nil, earlier: [TimedPosition(position: F.point(2), seenAt: seen)]),
            ], now: seen.addingTimeInterval(60))
        XCTAssertEqual(busesByRunStart(offline), [2, 1, 2, 1])
        let call = try F.call(offline, stop: 4, scheduled: F.at(nine + 900))
        XCTAssertNil(call.estimate, "where the bus is now is unknown: no estimate, only which bus")
        XCTAssertEqual(call.basis, .timetable(.noPosition))
        XCTAssertFalse(call.busOnRun)
    }

    func testASightingTooOldOrNoneLeavesTheTimetablesOrder() {
        let old = F.at(nine + 720).addingTimeInterval(-LastKnownRun.usableSeconds - 60)
        let stale = F.forecast(
            data,
            [
                BusSighting(busId: 2, position: nil, earlier: [TimedPosition(position: F.point(2), seenAt: old)])
            ], now: F.at(nine + 780))
        let none = F.forecast(data, [], now: F.at(nine + 780))
        XCTAssertEqual(busesByRunStart(stale), busesByRunStart(none))
        XCTAssertEqual(busesByRunStart(none).first, 1, "nothing known: the first run goes to the lowest id")
    }
}
