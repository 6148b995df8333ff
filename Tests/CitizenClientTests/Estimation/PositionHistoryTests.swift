import XCTest

@testable import CitizenClient

final class PositionHistoryTests: XCTestCase {
    private let start = Date(timeIntervalSince1970: 1_795_435_200)
    private let here = Coordinate(latitude: 49.2, longitude: 7.6)
    private let there = Coordinate(latitude: 49.21, longitude: 7.6)

    func testAnUnchangedPositionKeepsWhenItWasFirstSeen() {
        var history = PositionHistory()
        history.record(busId: 1, position: here, at: start)
        XCTAssertNil(history.sighting(busId: 1, position: here).positionSeenAt)
        history.record(busId: 1, position: here, at: start.addingTimeInterval(120))
        XCTAssertEqual(history.sighting(busId: 1, position: here).positionSeenAt, start)
        history.record(busId: 1, position: there, at: start.addingTimeInterval(180))
        let moved = history.sighting(busId: 1, position: there)
        XCTAssertNil(moved.positionSeenAt, "seen once: its age is unknown")
        XCTAssertEqual(
            moved.earlier, [TimedPosition(position: here, seenAt: start.addingTimeInterval(120), firstSeenAt: start)])
    }

    func testUnknownWithoutHistoryAndOldEntriesAreDropped() {
        var history = PositionHistory()
        XCTAssertNil(history.sighting(busId: 1, position: here).positionSeenAt)
        history.record(busId: 1, position: here, at: start)
        history.record(busId: 1, position: there, at: start.addingTimeInterval(7 * 3600))
        XCTAssertEqual(history.sighting(busId: 1, position: there).earlier, [])
    }

    func testStoreRoundTripAndDamagedFile() throws {
        let home = try makeTemporaryDirectory(self)
        let store = PositionHistoryStore(cacheHome: home, server: try ServerAddress("http://bus.example/services/rest"))
        var history = PositionHistory()
        history.record(busId: 7, position: here, at: start)
        store.save(history)
        XCTAssertEqual(store.load(), history)
        try Data("{not json".utf8).write(to: store.file)
        XCTAssertEqual(store.load(), PositionHistory())
    }
}
