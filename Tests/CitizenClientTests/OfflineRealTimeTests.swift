import XCTest

@testable import CitizenClient

/// Real-time data fetched for a board when the server has just gone away.
final class OfflineRealTimeTests: XCTestCase {
    func testAnUnreachableServerIsAskedForOneBusOnlyAndTheNoteIsLocalised() throws {
        var factory = ServiceFactory()
        factory.cacheHome = try makeTemporaryDirectory(self)
        let now = try XCTUnwrap(ISO8601DateFormatter().date(from: "2026-11-23T08:00:00+01:00"))
        // Line 2 also calls at Kirche, so the board there involves bus 1 (line 1) and bus 2 (line 2).
        let warm = InMemoryTransport.originalServer(overrides: [
            "stops/": HTTPResponseData(status: 200, body: try Self.stopsWithLine2AtKirche())
        ])
        _ = try factory.make(warm, pretendNow: now).lineOverview()

        // Master data is fresh in the cache; only real-time requests go out, and they all fail.
        let gone = InMemoryTransport.unreachable
        var events: [ClientEvent] = []
        let board = try factory.make(gone, pretendNow: now) { events.append($0) }.stopBoard("Kirche", count: .next(6))
        XCTAssertEqual(Set(board.departures.compactMap(\.busId)).count, 2, "the board should involve two buses")
        XCTAssertEqual(gone.paths.filter { $0.hasPrefix("busses/") }.count, 1, "one timeout is enough")

        let notes = events.filter {
            if case .realTimeUnavailable = $0 { return true }
            return false
        }
        XCTAssertEqual(notes.count, 1)
        guard case .realTimeUnavailable(_, let reason)? = notes.first else { return XCTFail("\(notes)") }
        XCTAssertTrue(reason.isConnectivityFailure, "\(reason)")
    }

    private static func stopsWithLine2AtKirche() throws -> Data {
        var root = try XCTUnwrap(JSONSerialization.jsonObject(with: Fixtures.data("stops.json")) as? [String: Any])
        var stops = try XCTUnwrap(root["stops"] as? [[String: Any]])
        var schedule = try XCTUnwrap(stops.first?["schedule"] as? [[String: Any]])
        schedule.append(["lineName": "Uni", "lineId": 2, "stopId": 1, "arrivingTime": "09:05:00"])
        stops[0]["schedule"] = schedule
        root["stops"] = stops
        return try JSONSerialization.data(withJSONObject: root)
    }
}
