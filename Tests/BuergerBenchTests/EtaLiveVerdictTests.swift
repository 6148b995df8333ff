import XCTest

@testable import buerger_bench

/// The eta-live verdict: better, level or worse beyond the run's luck, resampled by cluster.
final class EtaLiveVerdictTests: XCTestCase {
    /// `clusters` runs of `perCluster` looks each; within a run every look has the run's errors
    /// (seconds, 600 s ahead): buerger's, the timetable's, propagation's, and where given the
    /// simulator's own plan at the look (else buerger's again).
    private func samples(_ runs: [[Double]], perCluster: Int = 20) -> [EtaLiveSample] {
        runs.enumerated().flatMap { index, errors in
            (0..<perCluster).map { _ in
                EtaLiveSample(
                    source: "real, kept", kind: .busBoard, ahead: 1, trueAhead: 600, errors: Array(errors.prefix(3)),
                    floorError: errors.count > 3 ? errors[3] : errors[0], inside: nil, cluster: "run \(index)")
            }
        }
    }

    func testClearlySmallerErrorsOnEveryRunAreBetter() throws {
        let runs = (0..<12).map { index in [Double(30 + index), 90, Double(80 + index)] }
        let verdict = try XCTUnwrap(EtaLiveVerdict(samples(runs)))
        XCTAssertEqual(verdict.comparator, 2, "propagation is the better comparator")
        XCTAssertEqual(verdict.standing, .better)
        XCTAssertLessThan(verdict.high, 0)
    }

    /// A comparator that is the truth on most runs, and buerger a little off on some, a little better on
    /// others: level, not "not better" (the loops' stop boards and doors).
    func testDifferencesThatComeAndGoFromRunToRunAreLevel() throws {
        let runs = (0..<12).map { index in index % 2 == 0 ? [Double(20), 0, 25] : [Double(0), 18, 25] }
        let verdict = try XCTUnwrap(EtaLiveVerdict(samples(runs)))
        XCTAssertEqual(verdict.standing, .level)
        XCTAssertLessThan(verdict.low, 0)
        XCTAssertGreaterThan(verdict.high, 0)
    }

    /// Looks are not independent: 12 runs of 200 looks are 12 pieces of evidence, not 2,400. Resampled
    /// by look, the interval would be far narrower and call it worse.
    func testManyLooksAtFewRunsDoNotMakeANoiseWorse() throws {
        let runs = (0..<12).map { index in index % 3 == 0 ? [Double(60), 0, 30] : [Double(10), 30, 30] }
        let verdict = try XCTUnwrap(EtaLiveVerdict(samples(runs, perCluster: 200)))
        XCTAssertEqual(verdict.standing, .level, "\(verdict.low)…\(verdict.high)")
    }

    func testClearlyLargerErrorsAreWorse() throws {
        let runs = (0..<12).map { index in [Double(120 + index), 30, 40] }
        XCTAssertEqual(try XCTUnwrap(EtaLiveVerdict(samples(runs))).standing, .worse)
        XCTAssertNil(EtaLiveVerdict([]))
    }

    /// Where the timetable is the truth but for requests accepted after the look, not even the
    /// simulator's own plan then beats it, and no estimate can. Where the plan does, one might.
    func testTheSimulatorsPlanAtTheLookSaysWhetherThereIsRoomToBeBetter() throws {
        // Buerger and the plan level with the timetable; a later request made a few runs late for all.
        let noRoom = (0..<12).map { index in index % 4 == 0 ? [Double(120), 120, 130, 120] : [Double(0), 0, 10, 0] }
        let judged = try XCTUnwrap(EtaLiveVerdict(samples(noRoom)))
        let floor = try XCTUnwrap(EtaLiveVerdict(samples(noRoom), judged: \.floorError))
        XCTAssertEqual(judged.standing, .level)
        XCTAssertEqual(floor.standing, .level)
        XCTAssertEqual(floor.comparator, 1, "the timetable is the better comparator")
        // Buses late on every run, which the plan knew and buerger did not foresee either.
        let room = (0..<12).map { index in [Double(index % 2 == 0 ? 105 : 95), 100, 110, Double(index % 3)] }
        XCTAssertEqual(try XCTUnwrap(EtaLiveVerdict(samples(room), judged: \.floorError)).standing, .better)
        XCTAssertEqual(try XCTUnwrap(EtaLiveVerdict(samples(room))).standing, .level)
    }
}
