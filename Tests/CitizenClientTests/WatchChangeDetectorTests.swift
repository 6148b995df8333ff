import CitizenClient
import Foundation
import XCTest

final class WatchChangeDetectorTests: XCTestCase {
    private let bus = WatchedBus(id: 1, lineName: "Uni")
    private let start = Date(timeIntervalSince1970: 1_795_420_000)
    private let markt = UpcomingCall(
        stopId: 7, stopName: "Markt", location: Coordinate(latitude: 49.0, longitude: 7.0),
        scheduled: Date(timeIntervalSince1970: 1_795_420_300))
    private let post = UpcomingCall(
        stopId: 8, stopName: "Post", location: Coordinate(latitude: 49.0, longitude: 7.02),
        scheduled: Date(timeIntervalSince1970: 1_795_420_600))

    private func state(
        after seconds: Double, delay: Int? = 0, band: SeatBand? = .plenty, hasPosition: Bool? = true,
        position: Coordinate? = nil, upcoming: [UpcomingCall] = [], full: Bool = false
    ) -> WatchState {
        WatchState(
            takenAt: start.addingTimeInterval(seconds),
            buses: [
                BusObservation(
                    bus: bus, delayMinutes: delay, delayStopName: "Uni Ost", seatBand: band, hasPosition: hasPosition,
                    position: position, upcoming: upcoming, isFull: full)
            ])
    }

    func testAnUnchangedBusOnTimeIsNoNews() {
        var detector = ChangeDetector()
        XCTAssertEqual(detector.observe(state(after: 0)), [])
        XCTAssertEqual(detector.observe(state(after: 10)), [])
    }

    func testADelayIsReportedWhenItMovesByTwoMinutesFromTheLastOneReported() {
        var detector = ChangeDetector()
        XCTAssertEqual(detector.observe(state(after: 0, delay: 1)), [])
        XCTAssertEqual(
            detector.observe(state(after: 10, delay: 6)).map(\.change),
            [.delay(bus: bus, stopName: "Uni Ost", minutes: 6)])
        // Creeping by one minute at a time is measured against what was said, not the last poll.
        XCTAssertEqual(detector.observe(state(after: 20, delay: 7)), [])
        let events = detector.observe(state(after: 30, delay: 8))
        XCTAssertEqual(events.map(\.change), [.delay(bus: bus, stopName: "Uni Ost", minutes: 8)])
        XCTAssertEqual(events.first?.time, start.addingTimeInterval(30))
        XCTAssertEqual(
            detector.observe(state(after: 40, delay: -2)).map(\.change),
            [.delay(bus: bus, stopName: "Uni Ost", minutes: -2)])
    }

    func testABusAlreadyLateAtTheFirstLookIsReported() {
        var detector = ChangeDetector()
        XCTAssertEqual(
            detector.observe(state(after: 0, delay: 4)).map(\.change),
            [.delay(bus: bus, stopName: "Uni Ost", minutes: 4)])
    }

    func testABusWithoutEstimateHasNoDelayNews() {
        var detector = ChangeDetector()
        XCTAssertEqual(detector.observe(state(after: 0, delay: nil)), [])
    }

    /// Issue 13 §5: no seat free is "full", not "almost full" — said once, also after "almost full".
    func testNoSeatFreeIsReportedAsFullOnce() {
        var detector = ChangeDetector()
        _ = detector.observe(state(after: 0, band: .limited))
        XCTAssertEqual(detector.observe(state(after: 10, band: .scarce, full: true)).map(\.change), [.full(bus: bus)])
        XCTAssertEqual(detector.observe(state(after: 20, band: .scarce, full: true)), [])
        XCTAssertEqual(detector.observe(state(after: 30, band: .scarce)).map(\.change), [])
        XCTAssertEqual(detector.observe(state(after: 40, band: .scarce, full: true)).map(\.change), [.full(bus: bus)])
        XCTAssertEqual(WatchChange.full(bus: bus).kind, "full")
    }

    func testSeatsFallingIntoTheScarceBandAreReportedOnce() {
        var detector = ChangeDetector()
        _ = detector.observe(state(after: 0, band: .limited))
        XCTAssertEqual(detector.observe(state(after: 10, band: .scarce)).map(\.change), [.almostFull(bus: bus)])
        XCTAssertEqual(detector.observe(state(after: 20, band: .scarce)), [])
        XCTAssertEqual(detector.observe(state(after: 30, band: nil)), [])
    }

    func testPositionLostAndBack() {
        var detector = ChangeDetector()
        _ = detector.observe(state(after: 0, hasPosition: true))
        XCTAssertEqual(detector.observe(state(after: 10, hasPosition: false)).map(\.change), [.positionLost(bus: bus)])
        XCTAssertEqual(detector.observe(state(after: 20, hasPosition: false)), [])
        XCTAssertEqual(detector.observe(state(after: 30, hasPosition: true)).map(\.change), [.positionBack(bus: bus)])
        // A stop board cannot tell: no news either way.
        XCTAssertEqual(detector.observe(state(after: 40, hasPosition: nil)), [])
    }

    func testNetworkLostIsReportedOnceAndBackOnce() {
        var detector = ChangeDetector()
        _ = detector.observe(state(after: 0))
        XCTAssertEqual(detector.networkFailed(at: start.addingTimeInterval(10)).map(\.change), [.networkLost])
        XCTAssertEqual(detector.networkFailed(at: start.addingTimeInterval(20)), [])
        XCTAssertEqual(detector.observe(state(after: 30)).map(\.change), [.networkBack])
        XCTAssertEqual(detector.observe(state(after: 40)), [])
    }

    func testAStopPassedFarFromTheBusAtBothLooksIsNotStoppedAt() {
        var detector = ChangeDetector()
        // 700 m before Markt, then 700 m past it, 15 s apart: no stop could fit in between.
        let before = Coordinate(latitude: 49.0, longitude: 6.99)
        let after = Coordinate(latitude: 49.0, longitude: 7.01)
        _ = detector.observe(state(after: 0, position: before, upcoming: [markt, post]))
        XCTAssertEqual(
            detector.observe(state(after: 15, position: after, upcoming: [post])).map(\.change),
            [.skippedStop(bus: bus, stopName: "Markt")])
    }

    func testAPassedStopIsNotJudgedWhenTheBusWasNearItOrTheLooksLieFarApart() {
        let near = Coordinate(latitude: 49.0, longitude: 7.0005)
        let after = Coordinate(latitude: 49.0, longitude: 7.01)
        let far = Coordinate(latitude: 49.0, longitude: 6.99)
        var nearDetector = ChangeDetector()
        _ = nearDetector.observe(state(after: 0, position: near, upcoming: [markt, post]))
        XCTAssertEqual(nearDetector.observe(state(after: 15, position: after, upcoming: [post])), [])

        var slowDetector = ChangeDetector()
        _ = slowDetector.observe(state(after: 0, position: far, upcoming: [markt, post]))
        XCTAssertEqual(slowDetector.observe(state(after: 60, position: after, upcoming: [post])), [])

        var unknownDetector = ChangeDetector()
        _ = unknownDetector.observe(state(after: 0, position: far, upcoming: [markt, post]))
        XCTAssertEqual(
            unknownDetector.observe(state(after: 15, hasPosition: false, position: nil, upcoming: [post])).map(
                \.change),
            [.positionLost(bus: bus)])
    }

    func testTheDefaultIntervalLiesBetweenTenSecondsAndAMinute() {
        XCTAssertEqual(PollInterval.standard(shortestGap: nil), 10)
        XCTAssertEqual(PollInterval.standard(shortestGap: 4), 10)
        XCTAssertEqual(PollInterval.standard(shortestGap: 45), 45)
        XCTAssertEqual(PollInterval.standard(shortestGap: 240), 60)
    }

    func testTheShortestGapComesFromSuccessiveCallsOfTheLine() {
        func row(_ line: Int64, _ stop: Int64, _ time: String) -> ScheduleEntry? {
            TimeOfDay(parsing: time).map { ScheduleEntry(lineId: line, lineName: nil, stopId: stop, arrivingTime: $0) }
        }
        let data = MasterData(stops: [
            Stop(
                id: 1, name: "A", location: nil,
                schedule: [row(1, 1, "09:00:00"), row(2, 1, "09:00:30")].compactMap { $0 }),
            Stop(id: 2, name: "B", location: nil, schedule: [row(1, 2, "09:03:00")].compactMap { $0 }),
            Stop(id: 3, name: "C", location: nil, schedule: [row(1, 3, "09:05:00")].compactMap { $0 }),
        ])
        XCTAssertEqual(PollInterval.shortestGap(lineIds: [1], in: data), 120)
        XCTAssertNil(PollInterval.shortestGap(lineIds: [3], in: data))
    }
}
