import XCTest

@testable import CitizenClient

final class RequestAdvisorTests: XCTestCase {
    private let place = Coordinate(latitude: 49.2, longitude: 7.6)

    /// Kirche at the asked place (line 1), Markt about 300 m east (line 2), Weit 1.5 km north (line 1).
    private func network() -> MasterData {
        let metresPerDegreeEast = 111_195 * cos(49.2 * .pi / 180)
        let stops = [
            Stop(
                id: 1, name: "Kirche", location: place,
                schedule: PlanningSupport.rows(1, "Pirmasens", 1, ["09:00:00", "10:30:00", "12:00:00"])),
            Stop(
                id: 2, name: "Markt", location: Coordinate(latitude: 49.2, longitude: 7.6 + 300 / metresPerDegreeEast),
                schedule: PlanningSupport.rows(2, "Uni", 2, ["09:40:00", "11:00:00"])),
            Stop(
                id: 3, name: "Weit", location: Coordinate(latitude: 49.2 + 1500 / 111_195, longitude: 7.6),
                schedule: PlanningSupport.rows(1, "Pirmasens", 3, ["10:00:00"])),
        ]
        return MasterData(
            stops: stops,
            lines: [
                Line(id: 1, name: "Pirmasens", routeId: nil, busIds: [1]),
                Line(id: 2, name: "Uni", routeId: nil, busIds: [2]),
            ])
    }

    private func advice(
        _ time: String, line: Int64? = 1, now: String = "2026-11-23T08:00:00+01:00",
        persons: Int = 1, help: [AssistanceNeed] = [], at: Coordinate? = nil
    ) throws -> RequestAdvice {
        let request = AdviceRequest(
            lineId: line, place: at ?? place, time: try PlanningSupport.instant(time),
            persons: persons, assistance: help)
        return RequestAdvisor(data: network(), timeZone: PlanningSupport.berlin)
            .advice(for: request, now: try PlanningSupport.instant(now))
    }

    func testADeclinedPickUpIsNotOfferedAgainAndTheNearestOtherStopIs() throws {
        let advice = try advice("2026-11-23T10:30:00+01:00")
        XCTAssertFalse(advice.isLater)
        XCTAssertEqual(advice.stops.map(\.stopName), ["Markt"], "Kirche's only run in the hour is the refused one")
        let markt = try XCTUnwrap(advice.stops.first)
        XCTAssertEqual(markt.lineId, 2)
        XCTAssertEqual(markt.lineName, "Uni")
        XCTAssertEqual(markt.distanceMeters, 300, accuracy: 2)
        XCTAssertEqual(
            markt.runs,
            [
                try PlanningSupport.instant("2026-11-23T09:40:00+01:00"),
                try PlanningSupport.instant("2026-11-23T11:00:00+01:00"),
            ])
        XCTAssertEqual(
            advice.suggestion,
            SuggestedRequest(
                stopId: 2, lineId: 2, time: try PlanningSupport.instant("2026-11-23T11:00:00+01:00"),
                persons: 1, assistance: []), "the run closest to 10:30")
    }

    func testOutsideServiceTheNextRunsAreOfferedWithTheDateInTheCommand() throws {
        let advice = try advice("2026-11-23T20:00:00+01:00", persons: 3, help: [.wheelchair, .luggage])
        XCTAssertTrue(advice.isLater)
        XCTAssertEqual(advice.stops.map(\.stopName), ["Kirche", "Markt"], "nearest first; Weit is too far")
        XCTAssertEqual(
            advice.stops.first?.runs,
            [
                try PlanningSupport.instant("2026-11-24T09:00:00+01:00"),
                try PlanningSupport.instant("2026-11-24T10:30:00+01:00"),
            ])
        XCTAssertEqual(
            advice.suggestion,
            SuggestedRequest(
                stopId: 1, lineId: 1, time: try PlanningSupport.instant("2026-11-24T09:00:00+01:00"),
                persons: 3, assistance: [.wheelchair, .luggage]))
    }

    func testRunsAlreadyPastAreNeverOffered() throws {
        let advice = try advice("2026-11-23T11:00:00+01:00", now: "2026-11-23T10:45:00+01:00")
        let kirche = try XCTUnwrap(advice.stops.first { $0.stopId == 1 })
        XCTAssertEqual(kirche.runs, [try PlanningSupport.instant("2026-11-23T12:00:00+01:00")])
        XCTAssertEqual(advice.stops.first?.stopId, 1)
        XCTAssertEqual(advice.suggestion?.time, try PlanningSupport.instant("2026-11-23T12:00:00+01:00"))
    }

    func testNoStopWithinWalkingDistanceGivesNoCommand() throws {
        let advice = try advice("2026-11-23T10:30:00+01:00", at: Coordinate(latitude: 49.3, longitude: 7.6))
        XCTAssertTrue(advice.stops.isEmpty)
        XCTAssertNil(advice.suggestion)
        XCTAssertFalse(advice.isLater)
    }

    func testAdviceRequestFromADeclinedServerAnswer() throws {
        let stop = CustomStop(
            id: 10_000_003, lineId: 1, pickUpTime: try PlanningSupport.instant("2026-11-23T10:30:00+01:00"),
            location: place, numberOfPersons: 2, deviceId: "d", status: 3, acceptingBus: nil,
            rejectingBusIds: [1], createdAt: nil,
            passenger: PassengerInfo(name: "Emma", address: "Hauptstr. 1", assistance: [0, 9]))
        let request = try XCTUnwrap(AdviceRequest(stop))
        XCTAssertEqual(request.persons, 2)
        XCTAssertEqual(request.assistance, [.wheelchair])
        XCTAssertEqual(request.lineId, 1)
    }
}
