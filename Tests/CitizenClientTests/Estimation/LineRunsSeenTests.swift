import XCTest

@testable import CitizenClient

/// The line's runs this installation saw (`SeenRun`), kept past the 6-hour position history, on the
/// fixture's line: stops A, B, C, D 1 km and 5 min apart.
final class LineRunsSeenTests: XCTestCase {
    private typealias F = EstimationFixture
    private let day = 86_400

    /// Records bus 1 at each (seconds after midnight, kilometres from A), learning runs as the service
    /// does after every fetch.
    private func watched(_ points: [(Int, Double)], data: MasterData, into history: inout PositionHistory) {
        for (seconds, kilometres) in points {
            history.record(busId: 1, position: F.point(kilometres), at: F.at(seconds))
            history.learnRuns(busIds: [1], data: data, timetable: F.timetable, now: F.at(seconds))
        }
    }

    /// The 09:00 run watched a minute at a time: waiting at A from 08:50, away 3 min late, then on
    /// time's pace to D.
    private func lateStart(day offset: Int = 0) -> [(Int, Double)] {
        let nine: Int = F.hours(9) + offset
        let waiting: [(Int, Double)] = [(nine - 600, 0), (nine - 300, 0), (nine + 120, 0), (nine + 180, 0)]
        let driving: [(Int, Double)] = (1...15).map { minute -> (Int, Double) in
            (nine + 180 + 60 * minute, Double(minute) / 5)
        }
        return waiting + driving
    }

    func testARunIsKeptWithHowLateItStartedAfterItsPositionsHaveAgedOut() throws {
        let data = F.data(starts: [F.hours(9)])
        var history = PositionHistory()
        watched(lateStart(), data: data, into: &history)
        let nextDay = history.forgettingPositions()
        XCTAssertEqual(nextDay.sighting(busId: 1, position: nil).earlier, [])
        let runs = nextDay.runsSeen(lineId: 1)
        XCTAssertEqual(runs.map(\.startDate), [F.at(F.hours(9))])
        XCTAssertEqual(try XCTUnwrap(runs.first?.startLateness), 180, accuracy: 20)
        XCTAssertEqual(try XCTUnwrap(runs.first?.planned), 900, accuracy: 120)
    }

    func testAPartysDoorNearAnotherPartOfTheRouteIsADetourInTheRunKept() throws {
        // The 09:00 run: at B on time, across country to a door 50 m from the loop's way back (seen
        // there twice, standing), back to B 6 minutes late, and on to D keeping that lateness.
        let data = F.data(starts: [F.hours(9)])
        var history = PositionHistory()
        let nine = F.hours(9)
        let seen: [(Int, Coordinate)] = [
            (nine - 300, F.point(0)), (nine + 60, F.point(0.2)), (nine + 300, F.point(1)),
            (nine + 360, F.point(0.8, north: 0.25)), (nine + 480, F.point(0.5, north: 0.45)),
            (nine + 540, F.point(0.52, north: 0.45)), (nine + 600, F.point(0.8, north: 0.25)),
            (nine + 660, F.point(1)), (nine + 780, F.point(1.4)), (nine + 960, F.point(2)),
            (nine + 1140, F.point(2.6)), (nine + 1260, F.point(3)),
        ]
        for (seconds, position) in seen {
            history.record(busId: 1, position: position, at: F.at(seconds))
            history.learnRuns(busIds: [1], data: data, timetable: F.timetable, now: F.at(seconds))
        }
        let runs = history.runsSeen(lineId: 1)
        XCTAssertEqual(runs.map(\.startDate), [F.at(nine)])
        // Of its pace only the road counts: it kept its lateness after the detour, and made none up
        // by "jumping" to the door and back.
        let run = try XCTUnwrap(runs.first)
        XCTAssertGreaterThan(run.planned, 800, "the whole run, one pass")
        XCTAssertEqual(run.gained - run.standGained, 0, accuracy: 60)
        XCTAssertTrue(run.chunks.allSatisfy { $0[0] > -60 }, "\(run.chunks)")
    }

    func testTheNextDayTheBusIsExpectedToStartAsLateAsTheLinesRunsDid() throws {
        let data = F.data(starts: [F.hours(9)])
        var history = PositionHistory()
        watched(lateStart(), data: data, into: &history)
        var nextDay = history.forgettingPositions()
        // The next day, the bus seen waiting at A at 08:45 and 08:50.
        watched([(day + F.hours(8, 45), 0), (day + F.hours(8, 50), 0)], data: data, into: &nextDay)
        let now = F.at(day + F.hours(8, 50))
        let atB = F.at(day + F.hours(9, 5))
        let remembered = F.forecast(data, [nextDay.sighting(busId: 1, position: F.point(0), lineId: 1)], now: now)
        let call = try F.call(remembered, stop: 2, scheduled: atB)
        XCTAssertEqual(call.basis, .timetable(.runNotStarted))
        // One start 180 s late, weighed against one on time.
        XCTAssertEqual(try XCTUnwrap(call.estimate).time.timeIntervalSince(atB), 90, accuracy: 15)
        // Without what the installation kept, the timetable.
        let fresh = F.forecast(data, [nextDay.sighting(busId: 1, position: F.point(0))], now: now)
        XCTAssertEqual(try F.call(fresh, stop: 2, scheduled: atB).estimate?.time, atB)
    }

    func testABusLeavingTheFirstStopALittleEarlyIsKeptWithTheRunItBegins() throws {
        // Runs at 08:00 and 09:00; the bus leaves A at 08:59:30 and is seen on the road at once. Matched
        // only with runs already begun, that pass was the 08:00 run, an hour late.
        let data = F.data(starts: [F.hours(8), F.hours(9)])
        var history = PositionHistory()
        watched([(F.hours(8, 50), 0), (F.hours(8, 59), 0), (F.hours(9) - 10, 0.1)], data: data, into: &history)
        let runs = history.runsSeen(lineId: 1)
        XCTAssertEqual(runs.map(\.startDate), [F.at(F.hours(9))])
        XCTAssertLessThan(try XCTUnwrap(runs.first?.startLateness), 0)
    }

    func testTheLinesRunsCountOnlyWhereTheHistoryNoLongerShowsThem() throws {
        // The same run kept and still in the position history: counted once, as the history shows it.
        let data = F.data(starts: [F.hours(9), F.hours(10)])
        var history = PositionHistory()
        watched(lateStart() + [(F.hours(9, 50), 0)], data: data, into: &history)
        let now = F.at(F.hours(9, 50))
        let withRuns = F.forecast(data, [history.sighting(busId: 1, position: F.point(0), lineId: 1)], now: now)
        let without = F.forecast(data, [history.sighting(busId: 1, position: F.point(0))], now: now)
        let atB = F.at(F.hours(10, 5))
        XCTAssertEqual(
            try F.call(withRuns, stop: 2, scheduled: atB).estimate,
            try F.call(without, stop: 2, scheduled: atB).estimate)
    }

    func testAKeptRunIsReplacedOnlyByAFullerViewOfIt() {
        var history = PositionHistory()
        let start = F.at(F.hours(9))
        let now = F.at(F.hours(10))
        func run(planned: Double) -> SeenRun {
            var evidence = PaceEvidence()
            evidence.planned = planned
            return SeenRun(start: start, evidence: evidence)
        }
        history.keep([run(planned: 600)], lineId: 1, now: now)
        history.keep([run(planned: 300)], lineId: 1, now: now)
        XCTAssertEqual(
            history.runsSeen(lineId: 1).map(\.planned), [600], "the history's window has cut its beginning off")
        history.keep([run(planned: 900)], lineId: 1, now: now)
        XCTAssertEqual(history.runsSeen(lineId: 1).map(\.planned), [900])
        XCTAssertEqual(history.runsSeen(lineId: 2), [])
    }

    func testRunsAreKeptForFourWeeksAndSixtyALine() {
        var history = PositionHistory()
        let runs = (0..<70).map { index -> SeenRun in
            SeenRun(start: F.at(F.hours(6) + index * 3600), evidence: PaceEvidence())
        }
        history.keep(runs, lineId: 1, now: F.at(F.hours(6)))
        XCTAssertEqual(history.runsSeen(lineId: 1).count, PositionHistory.runKeepCount)
        XCTAssertEqual(
            history.runsSeen(lineId: 1).first?.startDate, F.at(F.hours(6) + 10 * 3600), "the latest are kept")
        history.keep([], lineId: 1, now: F.at(F.hours(6) + 32 * day))
        XCTAssertEqual(history.runsSeen(lineId: 1), [])
    }

    func testAFileWrittenBeforeRunsWereKeptStillReadsAndRunsSurviveTheRoundTrip() throws {
        let old =
            #"{"format":1,"buses":{"1":[{"lat":49.2,"lon":7.6,"firstSeen":1795435200000,"lastSeen":1795435260000}]}}"#
        let history = try JSONDecoder().decode(PositionHistory.self, from: Data(old.utf8))
        XCTAssertEqual(history.runsSeen(lineId: 1), [])
        XCTAssertEqual(history.sighting(busId: 1, position: F.point(0)).earlier.count, 0)

        var kept = history
        watched(lateStart(), data: F.data(starts: [F.hours(9)]), into: &kept)
        let again = try JSONDecoder().decode(PositionHistory.self, from: JSONEncoder().encode(kept))
        XCTAssertEqual(again, kept)
        XCTAssertFalse(again.runsSeen(lineId: 1).isEmpty)
    }

    func testOddNumbersInTheFileCountAsNothing() throws {
        let text =
            #"{"start":1795435200000,"gained":NaN,"planned":-5,"standGained":0,"roadGained":0,"roadPlanned":0,"chunks":[[1]],"leftEarly":false}"#
        // JSON has no NaN: such a file does not decode, and the history starts afresh (`PositionHistoryStore`).
        XCTAssertThrowsError(try JSONDecoder().decode(SeenRun.self, from: Data(text.utf8)))
        let negative =
            #"{"start":1795435200000,"gained":5,"planned":-5,"standGained":0,"roadGained":0,"roadPlanned":0,"chunks":[[1],[2,0]],"leftEarly":false,"startLateness":30}"#
        let run = try JSONDecoder().decode(SeenRun.self, from: Data(negative.utf8))
        XCTAssertEqual(run.evidence, PaceEvidence())
    }

    func testABusBackAtTheStartOfItsLoopEarlyIsNotOnTheRunItFinished() throws {
        // The 09:00 run driven to D by 09:15, back along the loop to A by 09:22, standing there; at
        // 09:51 it is off 300 m along the route, nine minutes before the 10:00 run (a party to fetch
        // on the way). Taken for the 09:00 run 51 minutes late, its 10:00 run was told 25 minutes late.
        let data = F.data(starts: [F.hours(9), F.hours(10)])
        let nine = F.hours(9)
        var history = PositionHistory()
        var seen: [(Int, Coordinate)] = [(nine - 300, F.point(0)), (nine - 60, F.point(0))]
        seen += (1...15).map { (nine + 60 * $0, F.point(Double($0) / 5)) }
        seen += (1...6).map { (nine + 900 + 60 * $0, F.point(3 - Double($0) / 2, north: 0.5)) }
        seen += stride(from: 0, through: 28, by: 2).map { (nine + 1320 + 60 * $0, F.point(0)) }
        for (seconds, position) in seen { history.record(busId: 1, position: position, at: F.at(seconds)) }
        let now = F.at(F.hours(9, 51))
        history.record(busId: 1, position: F.point(0.3), at: now)
        let forecast = F.forecast(data, [history.sighting(busId: 1, position: F.point(0.3))], now: now)
        let atB = try F.call(forecast, stop: 2, scheduled: F.at(F.hours(10, 5)))
        XCTAssertEqual(try XCTUnwrap(atB.estimate?.time).timeIntervalSince(atB.scheduled), 0, accuracy: 60)
        XCTAssertTrue(try F.call(forecast, stop: 4, scheduled: F.at(nine + 900)).passed)
    }
}
