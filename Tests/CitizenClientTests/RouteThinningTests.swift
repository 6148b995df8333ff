import XCTest

@testable import CitizenClient

/// Issue 22.8: a route of 2,000,000 points cost `stop` 38 s and 391 MB on every cached run.
final class RouteThinningTests: XCTestCase {
    private func route(points count: Int) -> Route {
        Route(
            id: 7,
            points: (0..<count).map { Coordinate(latitude: 49 + Double($0) * 1e-7, longitude: 7.6) })
    }

    func testALongRouteKeepsAtMostTheMaximumWithBothEnds() {
        for count in [10_001, 25_000, 2_000_000] {
            let long = route(points: count)
            let kept = RouteThinning.thinned(long)
            XCTAssertLessThanOrEqual(kept.points.count, RouteThinning.maximumPoints, "\(count)")
            XCTAssertGreaterThan(kept.points.count, RouteThinning.maximumPoints / 2, "\(count)")
            XCTAssertEqual(kept.points.first, long.points.first)
            XCTAssertEqual(kept.points.last, long.points.last)
        }
        let usual = route(points: RouteThinning.maximumPoints)
        XCTAssertEqual(RouteThinning.thinned(usual), usual)
    }

    private func routesBody(points count: Int) -> Data {
        let coordinates = (0..<count).map { "[7.6,\(49 + Double($0) * 1e-7)]" }.joined(separator: ",")
        return Data(
            (#"{"timeStamp":1098181434000,"routes":[{"id":1,"route":{"type":"LineString","coordinates":["#
                + coordinates + "]}}]}").utf8)
    }

    /// Thinned once, when fetched and said so; the cached runs after it read the thinned route.
    func testAFetchedRouteIsThinnedOnceSaidAndCachedThinned() throws {
        var factory = ServiceFactory()
        factory.cacheHome = try makeTemporaryDirectory(self)
        let server = InMemoryTransport.originalServer(overrides: [
            "routes/": HTTPResponseData(status: 200, body: routesBody(points: 30_000))
        ])
        var events: [ClientEvent] = []
        let fetched = try factory.make(server, events: { events.append($0) }).masterData([.routes]).data.routes
        XCTAssertEqual(fetched.first?.points.count, RouteThinning.thinned(route(points: 30_000)).points.count)
        XCTAssertTrue(events.contains(.routeThinned(routeId: 1, points: 30_000, kept: fetched[0].points.count)))
        events = []
        let cached = try factory.make(InMemoryTransport.unreachable, mode: .offline, events: { events.append($0) })
            .masterData([.routes]).data.routes
        XCTAssertEqual(cached, fetched)
        XCTAssertFalse(events.contains { if case .routeThinned = $0 { true } else { false } })
        // The raw answer read again (no quick form) is thinned alike.
        XCTAssertEqual(
            try DecodedTable(kind: .routes, body: routesBody(points: 30_000)),
            .routes(StampedList(stamp: 1_098_181_434_000, items: fetched)))
    }
}
