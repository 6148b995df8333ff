import XCTest

@testable import CitizenClient

/// Seats in positions.json: added without a new format, so older files still read and the
/// positions the ETA code relies on are untouched.
final class SeatHistoryTests: XCTestCase {
    private let start = Date(timeIntervalSince1970: 1_795_419_000)

    func testAFileWrittenBeforeSeatsWereKeptStillReadsWithItsPositions() throws {
        let old =
            #"{"format":1,"buses":{"1":[{"lat":49.2,"lon":7.6,"firstSeen":1795419000000,"lastSeen":1795419060000}]}}"#
        let history = try JSONDecoder().decode(PositionHistory.self, from: Data(old.utf8))
        XCTAssertEqual(history.seatSightings(busIds: [1]), [])
        let sighting = history.sighting(busId: 1, position: Coordinate(latitude: 49.2, longitude: 7.6))
        XCTAssertEqual(sighting.positionSeenAt, start)
    }

    func testSeatsRoundTripAndRepeatsWithinFiveMinutesAreNotKept() throws {
        var history = PositionHistory()
        history.record(busId: 1, position: Coordinate(latitude: 49.2, longitude: 7.6), at: start)
        history.recordSeats(busId: 1, takenSeats: 3, at: start)
        history.recordSeats(busId: 1, takenSeats: 3, at: start.addingTimeInterval(60))
        history.recordSeats(busId: 1, takenSeats: 4, at: start.addingTimeInterval(120))
        history.recordSeats(busId: 1, takenSeats: 4, at: start.addingTimeInterval(420))
        history.recordSeats(busId: 1, takenSeats: -1, at: start.addingTimeInterval(480))
        let decoded = try JSONDecoder().decode(PositionHistory.self, from: JSONEncoder().encode(history))
        XCTAssertEqual(decoded, history)
        XCTAssertEqual(decoded.seatSightings(busIds: [1, 2]).map(\.takenSeats), [3, 4, 4])
        XCTAssertEqual(decoded.seatSightings(busIds: [1]).last?.time, start.addingTimeInterval(420))
        XCTAssertEqual(decoded.buses["1"]?.count, 1, "positions are kept as before")
    }

    func testARunWithAnEarlierClockKeepsTheLaterSeatsInOrder() {
        var history = PositionHistory()
        history.recordSeats(busId: 1, takenSeats: 5, at: start)
        history.recordSeats(busId: 1, takenSeats: 2, at: start.addingTimeInterval(-86_400))
        XCTAssertEqual(history.seatSightings(busIds: [1]).map(\.takenSeats), [2, 5])
    }

    func testSeatsOlderThanFourWeeksAreDropped() {
        var history = PositionHistory()
        history.recordSeats(busId: 1, takenSeats: 1, at: start)
        history.recordSeats(busId: 1, takenSeats: 2, at: start.addingTimeInterval(29 * 86_400))
        XCTAssertEqual(history.seatSightings(busIds: [1]).map(\.takenSeats), [2])
    }
}
