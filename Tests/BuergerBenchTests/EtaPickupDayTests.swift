import CitizenClient
import Foundation
import XCTest

@testable import buerger_bench

/// How `buerger-bench eta-pickups` fetches a party at a door, on a day of runs drawn without chance
/// (every range of the family a single value), so the truth can be worked out by hand.
final class EtaPickupDayTests: XCTestCase {
    /// Drives every stretch at 85 % of its gap, stands 20 s at each stop, waits for its time, starts on time.
    private let family = EtaTraceFamily(
        key: "t", summary: "steady", startLate: 0...0, pace: 0.85...0.85, dwell: 20...20, holds: true)

    private func runs(_ count: Int = 2) -> [EtaTrace] {
        var random = BenchRandom(seed: 7)
        let line = EtaTraceLine(midnight: 1_764_000_000, random: &random)
        var runs: [EtaTrace] = []
        for run in 1...count {
            let ready = (runs.last?.arrivals.last).map { $0 + EtaTraceReplay.wayBackToStart } ?? 0
            runs.append(EtaTrace(family: family, line: line, run: run, ready: ready, random: &random))
        }
        return runs
    }

    /// A party 600 m north of the middle of the third stretch, `minutes` after the bus passes there.
    private func party(_ habit: EtaPickupParty.Habit, on runs: [EtaTrace], minutes: Double, laterStops: Int = 1)
        -> EtaPickupParty
    {
        let trace = runs[0]
        let meters = (trace.stopMeters[2] + trace.stopMeters[3]) / 2
        let pickUp = trace.passing(meters) + minutes * 60
        return EtaPickupParty(
            run: 0, door: EtaTrace.point(meters, north: 600), pickUp: pickUp, accepted: pickUp - 20 * 60,
            habit: habit, pace: 25 / 3.6, noise: 40, boarding: 60, laterStops: laterStops)
    }

    private func stop(_ trace: EtaTrace, _ index: Int) -> Coordinate { EtaTrace.point(trace.stopMeters[index]) }

    func testAnOnTimeDriverReachesTheDoorAtTheAgreedTimeGiveOrTakeHisNoise() {
        for minutes in [-3.0, 0, 4, 9] {
            var day = EtaPickupDay(runs: runs())
            let party = party(.onTime, on: day.runs, minutes: minutes)
            day.add(party)
            XCTAssertEqual(day.reached[0], party.pickUp + party.noise, accuracy: 0.001, "\(minutes) min")
            let atDoor = EtaTrace.meters(day.position(at: day.reached[0]) ?? EtaTrace.point(0), party.door)
            XCTAssertLessThan(atDoor, 1, "\(minutes) min: the bus is at the door then")
        }
    }

    func testAnEarlyDriverLeavesFromTheLastStopHeCanLeaveFromInTimeAndWaitsAtTheDoor() throws {
        let runs = runs()
        let party = party(.early, on: runs, minutes: 4)
        let trace = runs[0]
        let inTime = (0..<EtaTrace.stopCount).filter {
            trace.departures[$0] + party.way(from: stop(trace, $0)) <= party.pickUp
        }
        let last = try XCTUnwrap(inTime.last)
        var day = EtaPickupDay(runs: runs)
        day.add(party)
        XCTAssertEqual(day.reached[0], trace.departures[last] + party.way(from: stop(trace, last)), accuracy: 0.001)
        XCTAssertLessThanOrEqual(day.reached[0], party.pickUp)
        let stillThere = day.position(at: party.pickUp + party.boarding / 2) ?? EtaTrace.point(0)
        XCTAssertLessThan(EtaTrace.meters(stillThere, party.door), 1, "he waits for the party at the door")
    }

    func testALateDriverServesHisNextStopsFirstAndComesLateByThat() throws {
        let runs = runs()
        let trace = runs[0]
        for laterStops in [1, 2] {
            let party = party(.late, on: runs, minutes: 3, laterStops: laterStops)
            let last = try XCTUnwrap(
                (0..<EtaTrace.stopCount).last {
                    trace.departures[$0] + party.way(from: stop(trace, $0)) <= party.pickUp
                })
            var day = EtaPickupDay(runs: runs)
            day.add(party)
            let served = last + laterStops
            guard served < EtaTrace.stopCount else { return XCTFail("stop \(served) is past the run's end") }
            XCTAssertEqual(day.runs[0].arrivals[served], trace.arrivals[served], "he calls at stop \(served) first")
            XCTAssertEqual(
                day.reached[0], trace.departures[served] + party.way(from: stop(trace, served)), accuracy: 0.001)
            XCTAssertGreaterThan(day.reached[0], party.pickUp)
        }
    }

    func testTheRunCarriesOnFromWhereItLeftLateByTheDetourAndTheNextStartsOnTimeWhenTheWaitTakesItUp() {
        let runs = runs()
        var day = EtaPickupDay(runs: runs)
        let party = party(.early, on: runs, minutes: 4)
        let fetch = day.fetch(party)
        day.add(party)
        let away = fetch.back - fetch.leaves
        XCTAssertGreaterThan(away, 2 * party.way(from: fetch.from))
        for stop in 0..<EtaTrace.stopCount {
            let shift = runs[0].arrivals[stop] > fetch.leaves ? away : 0
            XCTAssertEqual(day.runs[0].arrivals[stop], runs[0].arrivals[stop] + shift, accuracy: 0.001)
        }
        // The next run waited well over the time away at the first stop: it leaves when it was drawn to.
        XCTAssertGreaterThan(runs[1].departures[0] - runs[0].arrivals[EtaTrace.stopCount - 1], away + 600)
        XCTAssertEqual(day.runs[1].departures, runs[1].departures)
        let backAtStart = runs[0].arrivals[EtaTrace.stopCount - 1] + away + EtaTraceReplay.wayBackToStart
        XCTAssertEqual(day.runs[1].ready, max(runs[1].ready, backAtStart), accuracy: 0.001)
    }

    func testPropagationTakesTheLatenessAtTheLastStopOrOverdueAtTheNextAndNoneBeforeTheRun() {
        var day = EtaPickupDay(runs: runs())
        let party = party(.late, on: day.runs, minutes: 3, laterStops: 1)
        day.add(party)
        let trace = day.runs[0]
        XCTAssertEqual(day.lateness(at: trace.scheduled[0] - 60), 0, "waiting for the run's time")
        let afterLastStop = trace.arrivals[EtaTrace.stopCount - 1] + 1
        XCTAssertEqual(
            day.lateness(at: afterLastStop),
            max(0, afterLastStop - day.runs[1].scheduled[0]), "between runs: only overdue at the next start")
        // Away for the party, overdue at the next stop by more than it was late at the last.
        let away = day.reached[0]
        let next = trace.nextStop(at: away)
        guard next < EtaTrace.stopCount else { return XCTFail("the run is over at the door") }
        let expected = max(trace.arrivals[next - 1] - trace.scheduled[next - 1], away - trace.scheduled[next])
        XCTAssertEqual(day.lateness(at: away), expected, accuracy: 0.001)
        XCTAssertEqual(day.lateness(at: away, run: 1), 0, "not yet on the next run")
    }
}
