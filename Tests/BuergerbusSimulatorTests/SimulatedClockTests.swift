import XCTest

@testable import BuergerbusSimulator

final class SimulatedClockTests: XCTestCase {
    func testClockRunsAtSpeedAndCanBeAdvanced() {
        final class RealTime: @unchecked Sendable { var now = Date(timeIntervalSince1970: 1_000) }
        let real = RealTime()
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let clock = SimulatedClock(start: start, speed: 10, realNow: { real.now })
        real.now = real.now.addingTimeInterval(3)
        XCTAssertEqual(clock.now.timeIntervalSince(start), 30, accuracy: 0.001)
        clock.advance(by: 60)
        XCTAssertEqual(clock.now.timeIntervalSince(start), 90, accuracy: 0.001)
        clock.setSpeed(1)
        real.now = real.now.addingTimeInterval(2)
        XCTAssertEqual(clock.now.timeIntervalSince(start), 92, accuracy: 0.001)
    }

    func testClockNeverLeavesItsRange() {
        final class RealTime: @unchecked Sendable { var now = Date(timeIntervalSince1970: 1_000) }
        let real = RealTime()
        let end = SimulatedClock.range.upperBound
        let clock = SimulatedClock(start: end.addingTimeInterval(-10), speed: 1e12, realNow: { real.now })
        real.now = real.now.addingTimeInterval(3600)
        XCTAssertEqual(clock.now, end)
        clock.advance(by: 1e17)
        XCTAssertEqual(clock.now, end)
        clock.advance(by: .nan)
        XCTAssertEqual(clock.now, end)
        clock.set(Date(timeIntervalSince1970: -1e12))
        clock.setSpeed(0)
        XCTAssertEqual(clock.now, SimulatedClock.range.lowerBound)
        XCTAssertEqual(SimulatedClock(start: Date.distantFuture).now, end)
    }
}
