import XCTest

@testable import BuergerbusSimulator

final class RouteGeometryTests: XCTestCase {
    func testOneDegreeOfLatitudeIsAbout111Kilometres() {
        let metres = Geodesy.distance(GeoPoint(lon: 7.63, lat: 49.0), GeoPoint(lon: 7.63, lat: 50.0))
        XCTAssertEqual(metres, 111_195, accuracy: 50)
    }

    func testPointAtDistanceWalksAlongTheSegmentsAndClampsAtTheEnds() {
        let a = GeoPoint(lon: 7.63, lat: 49.48)
        let b = Geodesy.offset(a, east: 1000, north: 0)
        let c = Geodesy.offset(b, east: 0, north: 500)
        let path = RoutePath(points: [a, b, c])
        XCTAssertEqual(path.length, 1500, accuracy: 2)
        XCTAssertEqual(Geodesy.distance(path.point(atDistance: 1000), b), 0, accuracy: 2)
        XCTAssertEqual(
            Geodesy.distance(path.point(atDistance: 1250), Geodesy.offset(b, east: 0, north: 250)), 0,
            accuracy: 2)
        XCTAssertEqual(path.point(atDistance: -5), a)
        XCTAssertEqual(path.point(atDistance: 99_999), c)
    }

    func testProjectionFindsDistanceAlongAndOffset() {
        let a = GeoPoint(lon: 7.63, lat: 49.48)
        let b = Geodesy.offset(a, east: 1000, north: 0)
        let path = RoutePath(points: [a, b])
        let projection = path.project(Geodesy.offset(a, east: 400, north: 30))
        XCTAssertEqual(projection.distanceAlong, 400, accuracy: 2)
        XCTAssertEqual(projection.offRoute, 30, accuracy: 1)
    }

    func testForwardProjectionKeepsDrivingOrderOnAnOutAndBackRoute() {
        let a = GeoPoint(lon: 7.63, lat: 49.48)
        let b = Geodesy.offset(a, east: 1000, north: 0)
        let path = RoutePath(points: [a, b, a])
        XCTAssertTrue(path.isLoop)
        let stop = Geodesy.offset(a, east: 300, north: 0)
        XCTAssertEqual(path.project(stop).distanceAlong, 300, accuracy: 2)
        XCTAssertEqual(path.project(stop, fromDistance: 1100).distanceAlong, 1700, accuracy: 2)
    }

    func testEmptyAndSinglePointRoutesDoNotCrash() {
        XCTAssertEqual(RoutePath(points: []).length, 0)
        XCTAssertEqual(RoutePath(points: []).point(atDistance: 10), GeoPoint(lon: 0, lat: 0))
        let only = GeoPoint(lon: 7.6, lat: 49.4)
        XCTAssertEqual(RoutePath(points: [only]).point(atDistance: 10), only)
        XCTAssertEqual(RoutePath(points: [only]).project(only).offRoute, 0, accuracy: 0.01)
    }

    func testRoadSketchKeepsEveryCornerAsAVertexAndStaysNearTheStraightLine() {
        let a = GeoPoint(lon: 7.63, lat: 49.48)
        let b = Geodesy.offset(a, east: 2000, north: 300)
        let road = RouteSketch.road(through: [a, b])
        XCTAssertEqual(road.first, a)
        XCTAssertEqual(road.last, b)
        XCTAssertGreaterThan(road.count, 10)
        let straight = RoutePath(points: [a, b])
        for point in road {
            XCTAssertLessThanOrEqual(straight.project(point).offRoute, 26)
        }
    }
}
