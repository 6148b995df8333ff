import XCTest

@testable import CitizenClient

final class GeometryTests: XCTestCase {
    func testKnownDistances() {
        // One degree of latitude is about 111.2 km on the mean sphere.
        let oneDegree = Geodesy.distanceMeters(
            Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 1, longitude: 0))
        XCTAssertEqual(oneDegree, 111_195, accuracy: 5)
        // Berlin (52.5200, 13.4050) to Paris (48.8566, 2.3522): about 878 km.
        let berlinParis = Geodesy.distanceMeters(
            Coordinate(latitude: 52.52, longitude: 13.405),
            Coordinate(latitude: 48.8566, longitude: 2.3522))
        XCTAssertEqual(berlinParis, 877_500, accuracy: 1_500)
        // Kirche to Brunnen in the master data: about 165 m.
        let kircheBrunnen = Geodesy.distanceMeters(
            Coordinate(latitude: 49.209277, longitude: 7.60747),
            Coordinate(latitude: 49.207937, longitude: 7.606499))
        XCTAssertEqual(kircheBrunnen, 166, accuracy: 3)
        XCTAssertEqual(
            Geodesy.distanceMeters(Coordinate(latitude: 49, longitude: 7), Coordinate(latitude: 49, longitude: 7)), 0)
        // Antipodes must not produce NaN.
        XCTAssertEqual(
            Geodesy.distanceMeters(Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: 180)),
            .pi * Geodesy.earthRadiusMeters, accuracy: 1)
    }

    func testProjectionOntoAStraightRoute() throws {
        let route = RouteGeometry(points: [
            Coordinate(latitude: 49.0, longitude: 7.0), Coordinate(latitude: 49.0, longitude: 7.01),
            Coordinate(latitude: 49.01, longitude: 7.01),
        ])
        let halfwayEast = try XCTUnwrap(route.project(Coordinate(latitude: 49.0005, longitude: 7.005)))
        XCTAssertEqual(halfwayEast.segmentIndex, 0)
        XCTAssertEqual(halfwayEast.point.longitude, 7.005, accuracy: 1e-9)
        XCTAssertEqual(halfwayEast.distanceFromRouteMeters, 55.6, accuracy: 1)
        let firstLeg = Geodesy.distanceMeters(route.points[0], route.points[1])
        XCTAssertEqual(halfwayEast.distanceAlongMeters, firstLeg / 2, accuracy: 1)
        XCTAssertEqual(halfwayEast.fraction, firstLeg / 2 / route.lengthMeters, accuracy: 0.01)

        let pastTheEnd = try XCTUnwrap(route.project(Coordinate(latitude: 49.02, longitude: 7.01)))
        XCTAssertEqual(pastTheEnd.fraction, 1, accuracy: 1e-9)
        let beforeStart = try XCTUnwrap(route.project(Coordinate(latitude: 49.0, longitude: 6.99)))
        XCTAssertEqual(beforeStart.fraction, 0, accuracy: 1e-9)
    }

    func testDegenerateRoutes() {
        XCTAssertNil(RouteGeometry(points: []).project(Coordinate(latitude: 1, longitude: 1)))
        let single = RouteGeometry(points: [Coordinate(latitude: 1, longitude: 1)])
        XCTAssertEqual(single.project(Coordinate(latitude: 1, longitude: 1))?.fraction, 0)
        let repeated = RouteGeometry(points: [
            Coordinate(latitude: 1, longitude: 1), Coordinate(latitude: 1, longitude: 1),
        ])
        XCTAssertEqual(repeated.project(Coordinate(latitude: 2, longitude: 1))?.fraction, 0)
    }

    func testBusOneProjectsOntoRouteOne() throws {
        let route = try XCTUnwrap(WireDecoder.routes(Fixtures.data("routes.json")).items.first)
        let projection = try XCTUnwrap(
            RouteGeometry(points: route.points).project(Coordinate(latitude: 49.21059, longitude: 7.60497)))
        // The seeded position is the route's 7th point.
        XCTAssertEqual(projection.distanceFromRouteMeters, 0, accuracy: 0.5)
        XCTAssertEqual(projection.segmentIndex, 5)
    }

    func testCoordinateParsing() throws {
        XCTAssertEqual(try Coordinate(parsing: "49.2093, 7.6075"), Coordinate(latitude: 49.2093, longitude: 7.6075))
        for bad in ["", "49.2", "a,b", "91,7", "49,181", "49,7,1", "nan,7", "inf,1"] {
            XCTAssertThrowsError(try Coordinate(parsing: bad), bad) { error in
                XCTAssertEqual(error as? ClientError, .invalidCoordinate(bad))
            }
        }
    }

    func testMapLink() throws {
        let link = MapLink.openStreetMap(Coordinate(latitude: 49.21059, longitude: 7.60497))
        XCTAssertEqual(
            link?.absoluteString, "https://www.openstreetmap.org/?mlat=49.21059&mlon=7.60497#map=17/49.21059/7.60497")
        XCTAssertEqual(MapLink.format(-0.0000001), "0")
        XCTAssertEqual(MapLink.format(7.123456789), "7.123457")
        XCTAssertEqual(MapLink.format(-7.5), "-7.5")
    }
}

final class RouteOrderingTests: XCTestCase {
    func testProjectionOrdersStopsWithoutTimetable() {
        let route = Route(
            id: 1, points: [Coordinate(latitude: 49.0, longitude: 7.0), Coordinate(latitude: 49.0, longitude: 7.03)])
        let stops = [(3, 7.025), (1, 7.001), (2, 7.012)].map { id, lon in
            Stop(id: Int64(id), name: "S\(id)", location: Coordinate(latitude: 49.0001, longitude: lon), schedule: [])
        }
        XCTAssertEqual(RouteOrdering.order(stops, lineId: 1, route: route).map(\.id), [1, 2, 3])
    }
}
