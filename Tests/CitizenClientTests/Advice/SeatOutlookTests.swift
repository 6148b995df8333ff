import XCTest

@testable import CitizenClient

final class SeatOutlookTests: XCTestCase {
    /// Line 1 with buses of 8 and 10 seats; line 2 with a bus of unknown size.
    private let data = MasterData(
        lines: [
            Line(id: 1, name: "Pirmasens", routeId: nil, busIds: [1, 2]),
            Line(id: 2, name: "Uni", routeId: nil, busIds: [3]),
        ],
        busses: [
            Bus(id: 1, numberPlate: nil, lineId: 1, color: nil, picture: nil, totalSeats: 8),
            Bus(id: 2, numberPlate: nil, lineId: 1, color: nil, picture: nil, totalSeats: 10),
            Bus(id: 3, numberPlate: nil, lineId: 2, color: nil, picture: nil, totalSeats: 0),
        ])

    private func seen(_ busId: Int64, _ time: String, taken: Int) throws -> SeatSighting {
        SeatSighting(busId: busId, time: try PlanningSupport.instant(time), takenSeats: taken)
    }

    private func outlook(
        persons: Int, help: [AssistanceNeed] = [], line: Int64 = 1, at time: String = "2026-11-23T09:00:00+01:00",
        sightings: [SeatSighting] = []
    ) throws -> [SeatOutlook.Warning] {
        SeatOutlook.assess(
            data: data, lineId: line, persons: persons, assistance: help,
            pickUpTime: try PlanningSupport.instant(time), sightings: sightings,
            timeZone: PlanningSupport.berlin
        ).warnings
    }

    func testAPartyLargerThanTheLargestBusIsWarnedAbout() throws {
        XCTAssertEqual(try outlook(persons: 11), [.partyLargerThanLargestBus(persons: 11, largestBus: 10)])
        XCTAssertEqual(try outlook(persons: 10), [])
        XCTAssertEqual(try outlook(persons: 11, line: 2), [], "unknown sizes say nothing")
    }

    func testWheelchairHelpSaysThereIsNoInformation() throws {
        XCTAssertEqual(try outlook(persons: 1, help: [.luggage, .wheelchair]), [.noWheelchairInformation])
        XCTAssertEqual(try outlook(persons: 1, help: [.shopping]), [])
    }

    func testUsuallyFullAroundThatTimeOfDayOnEarlierDays() throws {
        // Around 09:00 on three earlier days: 8-seat bus with 7 taken (1 free), 10-seat bus with 9 taken, and one
        // roomy sighting; another at 11:00 (outside ±30 min) with plenty free does not count.
        let sightings = [
            try seen(1, "2026-11-20T08:40:00+01:00", taken: 7),
            try seen(2, "2026-11-21T09:25:00+01:00", taken: 9),
            try seen(1, "2026-11-22T09:05:00+01:00", taken: 2),
            try seen(2, "2026-11-22T11:00:00+01:00", taken: 0),
            try seen(3, "2026-11-22T09:00:00+01:00", taken: 50),
        ]
        XCTAssertEqual(
            try outlook(persons: 2, sightings: sightings), [.usuallyFull(persons: 2, tooFull: 2, sightings: 3)])
        XCTAssertEqual(try outlook(persons: 1, sightings: sightings), [], "one free seat is enough for one")
        XCTAssertEqual(
            try outlook(persons: 2, at: "2026-11-23T11:00:00+01:00", sightings: sightings), [],
            "one sighting around 11:00 is not 'usually'")
    }

    func testTwoOfThreeIsUsuallyButOneOfTwoIsNot() throws {
        let two = [
            try seen(1, "2026-11-20T09:00:00+01:00", taken: 8), try seen(1, "2026-11-21T09:00:00+01:00", taken: 0),
        ]
        XCTAssertEqual(try outlook(persons: 1, sightings: two), [])
        let four =
            two + [
                try seen(2, "2026-11-22T09:10:00+01:00", taken: 10),
                try seen(2, "2026-11-19T08:50:00+01:00", taken: 10),
            ]
        XCTAssertEqual(try outlook(persons: 1, sightings: four), [.usuallyFull(persons: 1, tooFull: 3, sightings: 4)])
    }

    func testTheTimeOfDayWindowWrapsAroundMidnight() throws {
        let late = [
            try seen(1, "2026-11-20T23:50:00+01:00", taken: 8), try seen(1, "2026-11-21T00:10:00+01:00", taken: 8),
            try seen(1, "2026-11-22T23:55:00+01:00", taken: 8),
        ]
        XCTAssertEqual(
            try outlook(persons: 1, at: "2026-11-23T00:05:00+01:00", sightings: late),
            [.usuallyFull(persons: 1, tooFull: 3, sightings: 3)])
    }
}
