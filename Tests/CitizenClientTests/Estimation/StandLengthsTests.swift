import XCTest

@testable import CitizenClient

/// Stands between stops learned from the position history (`StandLengths`), on the fixture's line:
/// stops A, B, C, D 1 km and 5 min apart.
final class StandLengthsTests: XCTestCase {
    private typealias F = EstimationFixture
    private let nine = EstimationFixture.hours(9)

    private func schedule() throws -> LineSchedule {
        try XCTUnwrap(LineSchedule(lineId: 1, data: F.data(starts: [nine])))
    }

    /// Stood halfway to B from 09:02 to 09:05, seen on at 09:06; stood at B (a stop, not a stand) after.
    private func history() -> [TimedPosition] {
        [
            TimedPosition(position: F.point(0), seenAt: F.at(nine)),
            TimedPosition(position: F.point(0.5), seenAt: F.at(nine + 300), firstSeenAt: F.at(nine + 120)),
            TimedPosition(position: F.point(0.8), seenAt: F.at(nine + 360)),
            TimedPosition(position: F.point(1), seenAt: F.at(nine + 480), firstSeenAt: F.at(nine + 420)),
        ]
    }

    func testAStandBetweenStopsLastsUntilHalfwayToTheNextSighting() throws {
        let sighting = BusSighting(
            busId: 1, position: F.point(1.5), positionSeenAt: F.at(nine + 540), earlier: history())
        // 180 s seen standing, and half of the minute until it was seen moving again; B is a stop.
        XCTAssertEqual(StandLengths.seen(sighting, schedule: try schedule()), [210])
    }

    func testTheRestOfAStandIsWhatLongerEarlierStandsLastedBeyondIt() {
        // Weighed against one stand that is over now.
        XCTAssertEqual(StandLengths.expectedRest(after: 120, lengths: [210, 300]), (90.0 + 180) / 3, accuracy: 0.001)
        // Stands that did not last this long say nothing about this one.
        XCTAssertEqual(StandLengths.expectedRest(after: 250, lengths: [210, 300]), 50.0 / 2, accuracy: 0.001)
        // With none seen, a stand is taken to be over now.
        XCTAssertEqual(StandLengths.expectedRest(after: 60, lengths: []), 0)
    }

    func testABusThatStoodLongBeforeIsExpectedToStandLongAgain() throws {
        let nine = self.nine
        let data = F.data(starts: [nine, nine + 3600])
        let line = try XCTUnwrap(LineSchedule(lineId: 1, data: data))
        // Second run: standing halfway to B for a minute now (09:02:00 on the run).
        let now = F.at(nine + 3600 + 180)
        let instances = line.instances(around: now, timetable: F.timetable)
        let standing = { (earlier: [TimedPosition]) -> BusPlacement? in
            let sighting = BusSighting(
                busId: 1, position: F.point(0.5), positionSeenAt: F.at(nine + 3600 + 120),
                earlier: earlier + [TimedPosition(position: F.point(0), seenAt: F.at(nine + 3600 + 60))])
            return RunInference(schedule: line, instances: instances, now: now).place([sighting]).first
        }
        XCTAssertEqual(try XCTUnwrap(standing([])).standing, 60, accuracy: 0.001)
        // With no stand seen to end, it is taken to be over now.
        XCTAssertEqual(try XCTUnwrap(standing([])).standRest, 0)
        // The earlier stand (210 s) has 150 s left after 60, weighed against one that is over now.
        let earlier = history() + [TimedPosition(position: F.point(2), seenAt: F.at(nine + 600))]
        XCTAssertEqual(try XCTUnwrap(standing(earlier)).standRest, 75, accuracy: 0.001)
    }

    func testTheRestOfAStandDelaysTheNextStopAndAllAfter() throws {
        let nine = self.nine
        let line = try schedule()
        let run = try XCTUnwrap(
            line.instances(around: F.at(nine), timetable: F.timetable).first { $0.start == F.at(nine) })
        let meters = try XCTUnwrap(line.stopMeters)
        let project = { (rest: TimeInterval) in
            ArrivalProjection(schedule: line).project(
                run,
                from: .init(
                    time: F.at(nine + 180), meters: (meters[0] + meters[1]) / 2, atStop: nil, standing: 60,
                    standRest: rest)
            ).arrivals
        }
        let over = project(0)
        let lasting = project(100)
        let atB = try XCTUnwrap(lasting[1] ?? nil)
        let atBOver = try XCTUnwrap(over[1] ?? nil)
        XCTAssertEqual(atB.timeIntervalSince(atBOver), 100, accuracy: 0.001)
        // Later than its time at B, it leaves B as soon as it is there: the rest carries on.
        XCTAssertGreaterThan(try XCTUnwrap(lasting[2] ?? nil), try XCTUnwrap(over[2] ?? nil))
    }
}
