@testable import CitizenClient
import XCTest

/// The pace learned on the run (`RunPace`), on small hand-made tracks of the fixture's line: stops
/// A, B, C, D 1 km and 5 min apart.
final class RunPaceTests: XCTestCase {
    private typealias F = EstimationFixture
    private let nine = EstimationFixture.hours(9)

    private func schedule() throws -> LineSchedule { try XCTUnwrap(LineSchedule(lineId: 1, data: F.data(starts: [nine]))) }

    private func run(_ schedule: LineSchedule) throws -> RunInstance {
        try XCTUnwrap(schedule.instances(around: F.at(nine), timetable: F.timetable).first { $0.start == F.at(nine) })
    }

    /// A track from (seconds after 09:00, kilometres from A) pairs.
    private func track(_ schedule: LineSchedule, _ points: [(Int, Double)]) throws -> RunTrack {
        let meters = try XCTUnwrap(schedule.stopMeters)
        return RunTrack(points: points.map { RunTrack.Point(time: F.at(nine + $0.0), meters: meters[0] + $0.1 * (meters[1] - meters[0])) })
    }

    func testABusThatLosesTimeOnEveryStretchIsExpectedToGoOnLosingIt() throws {
        let line = try schedule()
        // Leaves A on time, then 360 s for every 300 s stretch: 120 s lost over 600 s of timetable.
        let losing = try track(line, [(0, 0), (120, 1.0 / 3), (240, 2.0 / 3), (360, 1), (480, 4.0 / 3), (600, 5.0 / 3), (720, 2)])
        let pace = RunPace(track: losing, run: try run(line), schedule: line)
        // What it showed, weighed against one stretch of "the lateness stays".
        XCTAssertEqual(pace.rate, 120.0 / (600 + 300), accuracy: 0.01)
        XCTAssertTrue(pace.holds)
    }

    func testABusThatMakesUpDelayIsExpectedToGoOnMakingItUp() throws {
        let line = try schedule()
        // Leaves A 4 min late and drives each stretch in 240 s: 120 s made up over 600 s of timetable.
        let recovering = try track(line, [(240, 0), (360, 0.5), (480, 1), (600, 1.5), (720, 2)])
        let pace = RunPace(track: recovering, run: try run(line), schedule: line)
        XCTAssertEqual(pace.rate, -120.0 / (600 + 300), accuracy: 0.01)

        // In the forecast: at C on 09:12, 2 min late; D (09:15) is expected before 09:17.
        let meters = try XCTUnwrap(line.stopMeters)
        let history = recovering.points.dropLast().map { point -> TimedPosition in
            let km = (point.meters - meters[0]) / (meters[1] - meters[0])
            return TimedPosition(position: F.point(km), seenAt: point.time)
        }
        let now = F.at(nine + 720)
        let learned = F.forecast(F.data(starts: [nine]), [BusSighting(busId: 1, position: F.point(2), earlier: history)], now: now)
        let plain = F.forecast(F.data(starts: [nine]), [BusSighting(busId: 1, position: F.point(2))], now: now)
        let atD = try XCTUnwrap(try F.call(learned, stop: 4, scheduled: F.at(nine + 900)).estimate?.time)
        let plainD = try XCTUnwrap(try F.call(plain, stop: 4, scheduled: F.at(nine + 900)).estimate?.time)
        XCTAssertEqual(plainD.timeIntervalSince(F.at(nine + 900)), 120, accuracy: 1, "nothing seen: the lateness stays")
        XCTAssertEqual(atD.timeIntervalSince(F.at(nine + 900)), 120 + 300 * pace.rate, accuracy: 1)
    }

    func testWaitingAtAStopForItsTimeIsNotTheBusesPace() throws {
        let line = try schedule()
        // At B a minute early (09:04), waits there until 09:05, then drives on at the timetable's pace.
        let waiting = try track(line, [(0, 0), (240, 1), (300, 1), (450, 1.5), (600, 2)])
        let pace = RunPace(track: waiting, run: try run(line), schedule: line)
        // 60 s made up on the first stretch, none on the way to C; the wait at B is the timetable's.
        XCTAssertEqual(pace.rate, -60.0 / (600 + 300), accuracy: 0.01)
        XCTAssertTrue(pace.holds)
    }

    func testABusSeenLeavingEarlyIsNotTakenToWaitForItsTime() throws {
        let line = try schedule()
        // Halfway to B at 08:59: it left A before 09:00.
        let early = try track(line, [(-90, 0), (-60, 0.5)])
        XCTAssertFalse(RunPace(track: early, run: try run(line), schedule: line).holds)
    }

    func testASteadyBusIsGivenANarrowerRangeThanAnErraticOne() throws {
        let line = try schedule()
        let steady = try track(line, [(0, 0), (300, 1), (600, 2), (900, 3)])
        let erratic = try track(line, [(0, 0), (500, 1), (650, 2), (1100, 3)])
        let run = try run(line)
        let calm = RunPace(track: steady, run: run, schedule: line), wild = RunPace(track: erratic, run: run, schedule: line)
        XCTAssertLessThan(calm.spread(plannedAhead: 600), RunPace.prior(meanGap: 300).spread(plannedAhead: 600))
        XCTAssertGreaterThan(wild.spread(plannedAhead: 600), 2 * calm.spread(plannedAhead: 600))
    }
}
