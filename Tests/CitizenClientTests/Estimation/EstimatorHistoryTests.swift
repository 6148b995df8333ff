@testable import CitizenClient
import XCTest

/// Rules of the estimator that read the position history (docs/eta.md, Method).
final class EstimatorHistoryTests: XCTestCase {
    private typealias F = EstimationFixture
    private let nine = EstimationFixture.hours(9)

    private func call(_ forecast: LineForecast?, stop: Int64, scheduled: Date) throws -> CallForecast {
        try XCTUnwrap(forecast?.calls.first { $0.stopId == stop && $0.scheduled == scheduled })
    }

    func testABusSeenCrawlingOnItsStretchKeepsThatPaceToTheNextStopOnly() throws {
        let data = F.data(starts: [nine])
        let now = F.at(nine + 240)
        // Halfway from A to B at 09:04, and 200 m back two minutes ago: 1.67 m/s where the timetable
        // plans 1000 m in 270 s.
        let crawling = BusSighting(busId: 1, position: F.point(0.5),
                                   earlier: [TimedPosition(position: F.point(0.3), seenAt: F.at(nine + 120))])
        let slow = F.forecast(data, [crawling], now: now)
        let atB = try XCTUnwrap(try call(slow, stop: 2, scheduled: F.at(nine + 300)).estimate?.time)
        XCTAssertEqual(atB.timeIntervalSince(now), 500 / (200.0 / 120), accuracy: 2)
        // The next stretch is driven at the timetable's pace again: 15 s at B, then 270 s.
        let atC = try XCTUnwrap(try call(slow, stop: 3, scheduled: F.at(nine + 600)).estimate?.time)
        XCTAssertEqual(atC.timeIntervalSince(atB), 15 + 270, accuracy: 2)

        let unseen = F.forecast(data, [BusSighting(busId: 1, position: F.point(0.5))], now: now)
        let plainB = try XCTUnwrap(try call(unseen, stop: 2, scheduled: F.at(nine + 300)).estimate?.time)
        XCTAssertEqual(plainB.timeIntervalSince(now), 0.5 * 270, accuracy: 2)
    }

    func testASightingAtTheLastStopOrOnAnEarlierStretchTellsNothingOfThePace() throws {
        let data = F.data(starts: [nine])
        let now = F.at(nine + 240)
        // Last seen standing at A: the time it left is unknown, so the timetable's pace stays.
        let fromStop = BusSighting(busId: 1, position: F.point(0.5),
                                   earlier: [TimedPosition(position: F.point(0), seenAt: F.at(nine + 10))])
        let atB = try XCTUnwrap(try call(F.forecast(data, [fromStop], now: now), stop: 2, scheduled: F.at(nine + 300))
            .estimate?.time)
        XCTAssertEqual(atB.timeIntervalSince(now), 0.5 * 270, accuracy: 2)
    }
}
