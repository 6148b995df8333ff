import XCTest

@testable import CitizenClient

/// The pace learned from what the bus has shown (`PaceEvidence`, `RunPace`), on small hand-made
/// tracks of the fixture's line: stops A, B, C, D 1 km and 5 min apart.
final class RunPaceTests: XCTestCase {
    private typealias F = EstimationFixture
    private let nine = EstimationFixture.hours(9)

    private func schedule() throws -> LineSchedule {
        try XCTUnwrap(LineSchedule(lineId: 1, data: F.data(starts: [nine])))
    }

    private func run(_ schedule: LineSchedule) throws -> RunInstance {
        try XCTUnwrap(schedule.instances(around: F.at(nine), timetable: F.timetable).first { $0.start == F.at(nine) })
    }

    /// A track from (seconds after 09:00, kilometres from A) pairs.
    private func track(_ schedule: LineSchedule, _ points: [(Int, Double)]) throws -> RunTrack {
        let meters = try XCTUnwrap(schedule.stopMeters)
        return RunTrack(
            points: points.map {
                RunTrack.Point(time: F.at(nine + $0.0), meters: meters[0] + $0.1 * (meters[1] - meters[0]))
            })
    }

    private func pace(_ points: [(Int, Double)], holds: Bool? = nil) throws -> RunPace {
        let line = try schedule()
        let evidence = PaceEvidence(
            track: try track(line, points), run: try run(line), schedule: line, chunkSeconds: 300, holds: holds)
        return RunPace(evidence: evidence, earlier: [], meanGap: 300)
    }

    func testABusThatLosesTimeIsExpectedToGoOnLosingIt() throws {
        // Leaves A on time, then 360 s for every 300 s stretch. Seen on the road from 09:02 (20 s
        // late) to C at 09:12 (120 s late): 100 s lost over 500 s of timetable, weighed against one
        // stretch (300 s) of "the lateness stays". The minute at A says nothing: when it left is unknown.
        // Shown by two stretches, it is then weighed by how unsure it is (`testARateShownBy…`).
        let losing = try pace([
            (0, 0), (120, 1.0 / 3), (240, 2.0 / 3), (360, 1), (480, 4.0 / 3), (600, 5.0 / 3), (720, 2),
        ])
        XCTAssertLessThan(losing.rate, 100.0 / 800)
        XCTAssertGreaterThan(losing.rate, 0.75 * 100.0 / 800)
        XCTAssertTrue(losing.holds)
    }

    func testTimeLostStandingAtStopsIsPartOfThePaceButNotOfDriving() throws {
        // On time on the road, 60 s at B and at C beyond the timetable: 120 s over 600 s of timetable.
        let standing = try pace([
            (0, 0), (150, 0.5), (225, 0.75), (300, 1), (360, 1), (435, 1.25), (510, 1.5), (585, 1.75),
            (660, 2), (720, 2), (795, 2.25), (870, 2.5),
        ])
        XCTAssertLessThan(standing.rate, 120.0 / 900)
        XCTAssertGreaterThan(standing.rate, 0.75 * 120.0 / 900)
        // Seen on the road between stops for 300 s of timetable, on time: weighed against one stretch
        // of the run's rate less the 30 s of dwell a gap plans for, the stretch under way (no stop
        // left in it) is driven quicker.
        XCTAssertEqual(standing.drivingRate, (standing.rate * 300 - 30) / 600, accuracy: 0.001)
    }

    func testTimeSeenStandingBetweenStopsIsPartOfThePaceButNotOfDriving() throws {
        // On time on the road, but stood still 120 s at 0.4 of the way to B: 120 s over 240 s of
        // timetable. One stand says little of how often one comes: it is weighed against three
        // stretches without one, where the driving is weighed against one stretch of "the lateness stays".
        let stood = try pace([(0, 0), (60, 0.2), (120, 0.4), (240, 0.4), (300, 0.6), (360, 0.8), (420, 1)])
        let stands = 120.0 / (240 + 3 * 300.0)
        XCTAssertEqual(stood.rate, stands, accuracy: 0.001)
        // Driving, seen for 180 s of timetable, lost nothing; the stand is `StandLengths`' to judge.
        XCTAssertEqual(stood.drivingRate, (stood.rate * 300 - 30) / 480, accuracy: 0.001)
    }

    func testABusThatMakesUpDelayIsExpectedToGoOnMakingItUp() throws {
        // Leaves A 4 min late and drives each 300 s stretch in 240 s, seen every minute.
        let points: [(Int, Double)] = [
            (240, 0), (300, 0.25), (360, 0.5), (420, 0.75), (480, 1), (540, 1.25), (600, 1.5),
            (660, 1.75), (720, 2),
        ]
        let recovering = try pace(points)
        // From 09:05 (225 s late) to C at 09:12 (120 s late): 105 s made up over 525 s of timetable.
        XCTAssertGreaterThan(recovering.rate, -105.0 / 825)
        XCTAssertLessThan(recovering.rate, 0.75 * -105.0 / 825)

        // In the forecast, at C at 09:12 (2 min late): D (09:15) is expected less late than that.
        let history = points.dropLast().map { TimedPosition(position: F.point($0.1), seenAt: F.at(nine + $0.0)) }
        let now = F.at(nine + 720)
        let learned = F.forecast(
            F.data(starts: [nine]), [BusSighting(busId: 1, position: F.point(2), earlier: history)], now: now)
        let plain = F.forecast(F.data(starts: [nine]), [BusSighting(busId: 1, position: F.point(2))], now: now)
        let atD = try XCTUnwrap(try F.call(learned, stop: 4, scheduled: F.at(nine + 900)).estimate?.time)
        let plainD = try XCTUnwrap(try F.call(plain, stop: 4, scheduled: F.at(nine + 900)).estimate?.time)
        // Nothing seen before: the lateness stays, from a stand at C taken to have begun 30 s before it
        // was reported (`StandAtStop`).
        XCTAssertEqual(plainD.timeIntervalSince(F.at(nine + 900)), 90, accuracy: 1)
        // Seen 250 m short of C a minute ago, it has only just drawn up there.
        XCTAssertEqual(atD.timeIntervalSince(F.at(nine + 900)), 120 + 300 * recovering.rate, accuracy: 1)
    }

    func testWaitingAtAStopForItsTimeIsNotTimeLost() throws {
        // 30 s early halfway to B, at B a minute early (09:04), waits until 09:05, then on time to C:
        // 30 s made up over 450 s of timetable.
        let points: [(Int, Double)] = [(0, 0), (120, 0.5), (240, 1), (300, 1), (375, 1.25), (450, 1.5), (600, 2)]
        let waiting = try pace(points)
        XCTAssertTrue(waiting.holds)
        XCTAssertGreaterThan(waiting.rate, -30.0 / 750)
        XCTAssertLessThan(waiting.rate, 0.75 * -30.0 / 750)
        // Taken for time lost at B, the wait would make the bus look slow.
        XCTAssertGreaterThan(try pace(points, holds: false).rate, 0.75 * 30.0 / 750)
    }

    func testABusSeenLeavingEarlyIsNotTakenToWaitForItsTime() throws {
        // Halfway to B at 08:59: it left A before 09:00.
        XCTAssertFalse(try pace([(-90, 0), (-60, 0.5)]).holds)
    }

    func testWhetherTheBusWaitsForItsTimeIsJudgedOnThisRun() throws {
        let line = try schedule()
        let run = try run(line)
        let early = PaceEvidence(
            track: try track(line, [(-90, 0), (-60, 0.5)]), run: run, schedule: line, chunkSeconds: 300)
        let onTime = PaceEvidence(
            track: try track(line, [(0, 0), (150, 0.5), (300, 1)]), run: run, schedule: line,
            chunkSeconds: 300)
        XCTAssertTrue(early.leftEarly)
        // An earlier pass that looks early may have gone with the wrong run; this run shows the bus waits.
        XCTAssertTrue(RunPace(evidence: onTime, earlier: [early], meanGap: 300).holds)
        XCTAssertFalse(RunPace(evidence: early, earlier: [onTime], meanGap: 300).holds)
    }

    func testASteadyBusIsGivenANarrowerRangeThanAnErraticOne() throws {
        let calm = try pace([(0, 0), (150, 0.5), (300, 1), (450, 1.5), (600, 2), (750, 2.5), (900, 3)])
        // 200 s lost to B, 150 s made up to C, 150 s lost to D.
        let wild = try pace([(0, 0), (150, 0.5), (500, 1), (575, 1.5), (650, 2), (800, 2.5), (1100, 3)])
        XCTAssertLessThan(
            calm.spread(plannedAhead: 600).late, RunPace.prior(meanGap: 300).spread(plannedAhead: 600).late)
        XCTAssertGreaterThan(wild.spread(plannedAhead: 600).late, 1.5 * calm.spread(plannedAhead: 600).late)
        XCTAssertGreaterThan(wild.spread(plannedAhead: 600).early, 1.5 * calm.spread(plannedAhead: 600).early)
    }

    func testABusOnceHeldUpIsGivenMoreRoomLateThanEarly() throws {
        // On time, then stuck for 200 s between B and C, then on time again.
        let held = try pace([(0, 0), (150, 0.5), (300, 1), (450, 1.5), (800, 2), (950, 2.5), (1100, 3)])
        let spread = held.spread(plannedAhead: 600)
        XCTAssertGreaterThan(spread.late, 1.3 * spread.early)
    }

    func testHowLateTheBusStartedItsEarlierRunIsExpectedBeforeTheNext() throws {
        let data = F.data(starts: [nine, F.hours(10)])
        // The 09:00 run: waiting at A from 08:50, away at 09:03 (3 min late), then on to D; back at A at 09:50.
        let earlier = [
            TimedPosition(position: F.point(0), seenAt: F.at(nine + 180), firstSeenAt: F.at(nine - 600)),
            TimedPosition(position: F.point(1.0 / 3), seenAt: F.at(nine + 240)),
            TimedPosition(position: F.point(2), seenAt: F.at(nine + 780)),
            TimedPosition(position: F.point(3), seenAt: F.at(nine + 1080)),
        ]
        let now = F.at(F.hours(9, 50))
        let forecast = F.forecast(data, [BusSighting(busId: 1, position: F.point(0), earlier: earlier)], now: now)
        let atB = try F.call(forecast, stop: 2, scheduled: F.at(F.hours(10, 5)))
        XCTAssertEqual(atB.basis, .timetable(.runNotStarted))
        let estimate = try XCTUnwrap(atB.estimate)
        // One late start of 180 s, weighed against one of "on time", carried on to B (300 s of timetable
        // on) at the pace the run showed: 40 s lost over 800 s of timetable, against one stretch of 300 s.
        XCTAssertEqual(estimate.time.timeIntervalSince(atB.scheduled), 90 + 40.0 / 1100 * 300, accuracy: 2)
        XCTAssertLessThan(try XCTUnwrap(estimate.earliest), estimate.time)
        XCTAssertGreaterThan(try XCTUnwrap(estimate.latest), estimate.time)

        let unseen = F.forecast(data, [BusSighting(busId: 1, position: F.point(0))], now: now)
        XCTAssertEqual(try F.call(unseen, stop: 2, scheduled: F.at(F.hours(10, 5))).estimate?.time, atB.scheduled)
    }

    /// Evidence of one stretch of 300 s of timetable per entry, each losing that many seconds.
    private func stretches(_ gains: [Double]) -> PaceEvidence {
        var evidence = PaceEvidence()
        evidence.chunks = gains.map { PaceEvidence.Chunk(gained: $0, planned: 300) }
        evidence.gained = gains.reduce(0, +)
        evidence.planned = 300 * Double(gains.count)
        return evidence
    }

    func testARateShownByFewUnevenStretchesIsWeighedTowardsKeepingTheLateness() {
        // Three stretches losing 30 s each show 90 s over 900 s, against one stretch of "the lateness
        // stays": 0.075. Around that each lost 7.5 s more: late side (2 × 3 × 7.5² + 300 × 18.75) / 1,200,
        // early side (300 × 18.75) / 1,200, where 18.75 is the prior spread of a stretch, (0.25 × 300 s)²
        // per 300 s. Unsure by their mean over the 1,200 s; a pace's spread is 0.2.
        let steady = RunPace(evidence: stretches([30, 30, 30]), earlier: [], meanGap: 300)
        let late: Double = (2 * 3 * 56.25 + 5625) / 1200
        let early: Double = 5625.0 / 1200
        let unsure = (late + early) / 2 / 1200
        XCTAssertEqual(steady.rate, 0.075 * 0.04 / (0.04 + unsure), accuracy: 0.0001)
        // The same 90 s lost unevenly is mostly unevenness: weighed nearer to keeping the lateness.
        let uneven = RunPace(evidence: stretches([150, -90, 30]), earlier: [], meanGap: 300)
        XCTAssertGreaterThan(uneven.rate, 0)
        XCTAssertLessThan(uneven.rate, steady.rate - 0.005)
        // Forty stretches of it: the bus does lose time, and the rate stands nearly as shown.
        let day = RunPace(evidence: stretches(Array(repeating: 30, count: 40)), earlier: [], meanGap: 300)
        XCTAssertEqual(day.rate, 1200.0 / 12_300, accuracy: 0.002)
        XCTAssertGreaterThan(day.rate / (1200.0 / 12_300), steady.rate / 0.075)
    }

    /// A pace learned from earlier runs started `starts` seconds late, nothing else seen.
    private func started(_ starts: [Double]) -> RunPace {
        RunPace(
            evidence: PaceEvidence(),
            earlier: starts.map { start in
                var evidence = PaceEvidence()
                evidence.startLateness = start
                return evidence
            }, meanGap: 300)
    }

    func testTheLinesEarlierRunsCountAsAtMostThreeStretchesAndTheirStartsAsThree() {
        // Earlier days: 25 runs, each 100 s lost over 1,000 s of timetable and started 120 s late.
        let days = (0..<25).map { _ -> PaceEvidence in
            var evidence = PaceEvidence()
            evidence.gained = 100
            evidence.planned = 1000
            evidence.startLateness = 120
            return evidence
        }
        let pace = RunPace(evidence: PaceEvidence(), earlier: [], lineRuns: days, meanGap: 300)
        // 25,000 s of timetable at 0.1, worth three stretches (900 s); against one of "the lateness stays";
        // then weighed by how unsure it is (no stretch of its own to vary: the prior spread of a
        // stretch, (0.25 × 300 s)² per 300 s, over the 1,200 s) against a pace's spread of 0.2.
        XCTAssertEqual(pace.rate, 0.1 * 900 / (900 + 300) * 0.04 / (0.04 + 18.75 / 1200), accuracy: 0.0001)
        // The last 20 starts, together worth three, against one on time.
        XCTAssertEqual(pace.startsSeen, 20)
        XCTAssertEqual(pace.startLateness, 120.0 * 3 / 4, accuracy: 0.001)
        // Today's run counts at full weight beside them: 3,000 s of timetable on time, and one start on time.
        var today = PaceEvidence()
        today.planned = 3000
        var started = PaceEvidence()
        started.startLateness = 0
        let both = RunPace(evidence: today, earlier: [started], lineRuns: days, meanGap: 300)
        XCTAssertEqual(both.rate, 0.1 * 900 / (3000 + 900 + 300) * 0.04 / (0.04 + 18.75 / 4200), accuracy: 0.0001)
        XCTAssertEqual(both.startLateness, 120.0 * 3 / 5, accuracy: 0.001)
    }

    func testABusStillWaitingPastItsTimeLeavesAsLateAsItsEarlierStartsSay() {
        let pace = started([60, 360])
        // Before its time: both earlier starts, weighed against one on time.
        XCTAssertEqual(pace.startLateness(waited: -120), 140, accuracy: 0.001)
        // Still there 3 min after its time: the start at +1 min is ruled out; +6 min, weighed against leaving now.
        XCTAssertEqual(pace.startLateness(waited: 180), 270, accuracy: 0.001)
        // Later than every earlier start: now.
        XCTAssertEqual(pace.startLateness(waited: 420), 420, accuracy: 0.001)
        // Nothing seen: on time, or now.
        XCTAssertEqual(started([]).startLateness(waited: -60), 0, accuracy: 0.001)
        XCTAssertEqual(started([]).startLateness(waited: 90), 90, accuracy: 0.001)
    }

    func testTheProjectionFromTheFirstStopLeavesWhenTheEarlierStartsSay() throws {
        let line = try schedule()
        let run = try run(line)
        let meters = try XCTUnwrap(line.stopMeters?.first)
        let projection = ArrivalProjection(schedule: line)
        func atB(_ pace: RunPace) throws -> TimeInterval {
            let start = ArrivalProjection.Start(time: F.at(nine + 180), meters: meters, atStop: 0, pace: pace)
            return try XCTUnwrap(projection.project(run, from: start).arrivals[1]).timeIntervalSince(F.at(nine + 300))
        }
        // Waiting at A at 09:03, nothing lost on the road: with earlier starts of +1 and +6 min it leaves
        // at 09:04:30; with none seen, now. It reaches B the stop's share (30 s) before the gap is out:
        // 240 s and 150 s after B's time.
        XCTAssertEqual(try atB(started([60, 360])), 240, accuracy: 1)
        XCTAssertEqual(try atB(started([])), 150, accuracy: 1)
    }
}
