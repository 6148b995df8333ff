import Foundation
import XCTest

@testable import CitizenClient

/// The way back (#SF_C8): a second intent from where the person will be, after the way there.
final class PlanningWayBackTests: XCTestCase {
    private var planner: RequestPlanner?

    override func setUpWithError() throws {
        planner = try PlanningSupport.planner(try OriginalData.load(), now: "2026-11-23T09:05:00+01:00")
    }

    private func plan(_ form: RequestForm) throws -> RequestPlan {
        try XCTUnwrap(planner).plan(form)
    }

    private func problem(_ form: RequestForm) throws -> RequestProblem? {
        PlanningSupport.problem(try XCTUnwrap(planner), form)
    }

    func testTheWayBackStartsFromTheReturnPlaceAtTheReturnTime() throws {
        let plan = try plan(
            RequestForm(
                stop: "Kirche", time: "10:00", persons: "2", help: "luggage",
                returnAt: "13:00", returnFrom: "Markt"))
        let back = try XCTUnwrap(plan.wayBack)
        XCTAssertEqual(back.lineId, 1)
        XCTAssertEqual(back.stopId, 4)
        XCTAssertEqual(back.location, Coordinate(latitude: 49.209038, longitude: 7.604975))
        XCTAssertEqual(back.pickUpTime, try PlanningSupport.instant("2026-11-23T13:00:00+01:00"))
        XCTAssertEqual(back.persons, 2)
        XCTAssertEqual(back.assistance, [.luggage])
        XCTAssertEqual(back.name, plan.outward.name)
        XCTAssertNil(back.outwardEntryId, "the caller links it once the outward entry is journaled")
    }

    func testARelativeReturnTimeCountsFromTheWayThere() throws {
        let plan = try plan(RequestForm(stop: "Kirche", time: "10:00", returnAt: "+3h", returnFrom: "49.2090,7.6050"))
        let back = try XCTUnwrap(plan.wayBack)
        XCTAssertEqual(back.pickUpTime, try PlanningSupport.instant("2026-11-23T13:00:00+01:00"))
        XCTAssertEqual(back.location, Coordinate(latitude: 49.2090, longitude: 7.6050))
        XCTAssertNil(back.stopId)
        XCTAssertEqual(back.lineId, 1)
    }

    func testAClockReturnTimeIsOnTheDayOfTheWayThere() throws {
        let plan = try plan(
            RequestForm(stop: "Kirche", time: "2026-11-25T10:00", returnAt: "12:30", returnFrom: "Markt"))
        XCTAssertEqual(plan.wayBack?.pickUpTime, try PlanningSupport.instant("2026-11-25T12:30:00+01:00"))
    }

    func testTheWayBackNeedsAPlaceAndATime() throws {
        XCTAssertEqual(try problem(RequestForm(stop: "Kirche", time: "10:00", returnAt: "13:00")), .returnPlaceMissing)
        XCTAssertEqual(try problem(RequestForm(stop: "Kirche", time: "10:00", returnFrom: "Markt")), .returnTimeMissing)
    }

    func testTheWayBackMustBeAfterTheWayThere() throws {
        let problem = try problem(RequestForm(stop: "Kirche", time: "12:30", returnAt: "12:00", returnFrom: "Markt"))
        XCTAssertEqual(problem, .wayBack(.returnBeforeOutward(returnTime: "12:00", outwardTime: "12:30")))
        XCTAssertEqual(
            try self.problem(RequestForm(stop: "Kirche", time: "12:30", returnAt: "12:30", returnFrom: "Markt")),
            .wayBack(.returnBeforeOutward(returnTime: "12:30", outwardTime: "12:30")))
    }

    func testTheWayBackHasItsOwnLineAndServiceHours() throws {
        let late = try problem(RequestForm(stop: "Kirche", time: "10:00", returnAt: "14:00", returnFrom: "Markt"))
        guard case .wayBack(.outsideServiceHours("Pirmasens", "09:00–13:30", 1, let place, _))? = late else {
            return XCTFail("expected the way back outside service hours, got \(String(describing: late))")
        }
        XCTAssertEqual(place, Coordinate(latitude: 49.209038, longitude: 7.604975), "the way back's own place: Markt")
        let other = try plan(RequestForm(stop: "Kirche", time: "10:00", returnAt: "12:00", returnFrom: "Uni Ost"))
        XCTAssertEqual(other.wayBack?.lineId, 2)
        XCTAssertEqual(
            try problem(RequestForm(stop: "Kirche", time: "10:00", returnAt: "12:00", returnFrom: "Rathaus")),
            .wayBack(.stop(.stopNotFound("Rathaus"))))
        XCTAssertEqual(
            try problem(RequestForm(stop: "Kirche", time: "10:00", returnAt: "12:00", returnFrom: "95,7")),
            .wayBack(.coordinateOutOfRange("95,7")))
        XCTAssertEqual(
            try problem(
                RequestForm(stop: "Kirche", time: "10:00", returnAt: "12:00", returnFrom: "Markt", returnLine: "7")),
            .wayBack(.unknownLine("7")))
    }

    func testAnUndecidedWayBackTakesTheOutwardLineWhenItIsAChoice() throws {
        var data = PlanningSupport.parallelLines(gapMeters: 30)
        data.stops.append(
            Stop(id: 3, name: "Laden", location: Coordinate(latitude: 49.2, longitude: 7.61), schedule: []))
        let planner = try PlanningSupport.planner(data, now: "2026-11-23T09:05:00+01:00")
        let plan = try planner.plan(RequestForm(stop: "Nord", time: "10:00", returnAt: "12:00", returnFrom: "Laden"))
        XCTAssertEqual(plan.wayBack?.lineId, 2)
        let chosen = try planner.plan(
            RequestForm(stop: "Nord", time: "10:00", returnAt: "12:00", returnFrom: "Laden", returnLine: "Süd"))
        XCTAssertEqual(chosen.wayBack?.lineId, 1)
    }
}
