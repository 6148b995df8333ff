import Foundation
import XCTest

@testable import CitizenClient

/// The "where" and "who" rules of `RequestPlanner` on the original network (lines 09:00–13:30,
/// bus 1 with 10 seats on line 1, bus 2 with 12 seats on line 2).
final class PlanningTests: XCTestCase {
    private var data = MasterData()

    override func setUpWithError() throws {
        data = try OriginalData.load()
    }

    private func planner(now: String = "2026-11-23T09:05:00+01:00") throws -> RequestPlanner {
        try PlanningSupport.planner(data, now: now)
    }

    func testAStopRequestTakesTheStopsPositionLineAndTheDefaults() throws {
        let plan = try planner().plan(RequestForm(stop: "kirche", time: "12:00", persons: "2", help: "wheelchair"))
        XCTAssertEqual(plan.outward.lineId, 1)
        XCTAssertEqual(plan.outward.pickUpTime, try PlanningSupport.instant("2026-11-23T12:00:00+01:00"))
        XCTAssertEqual(plan.outward.location, Coordinate(latitude: 49.209277, longitude: 7.60747))
        XCTAssertEqual(plan.outward.stopId, 1)
        XCTAssertEqual(plan.outward.stopName, "Kirche")
        XCTAssertEqual(plan.outward.persons, 2)
        XCTAssertEqual(plan.outward.name, "Emma Meier")
        XCTAssertEqual(plan.outward.address, "Schulstraße 3")
        XCTAssertEqual(plan.outward.assistance, [.wheelchair])
        XCTAssertNil(plan.wayBack)
        XCTAssertEqual(plan.notes, [])
    }

    func testTypedNameAndAddressWinOverTheDefaultsAndEmptyTextIsFine() throws {
        let plan = try planner().plan(RequestForm(stop: "1", time: "12:00", name: "", address: " Am Bach 2 "))
        XCTAssertEqual(plan.outward.name, "")
        XCTAssertEqual(plan.outward.address, "Am Bach 2")
    }

    func testPersonsDefaultToOneAndMustFitTheLargestBusOfTheLine() throws {
        let planner = try planner()
        XCTAssertEqual(try planner.plan(RequestForm(stop: "Kirche", time: "12:00")).outward.persons, 1)
        XCTAssertEqual(try planner.plan(RequestForm(stop: "Kirche", time: "12:00", persons: "10")).outward.persons, 10)
        XCTAssertEqual(
            PlanningSupport.problem(planner, RequestForm(stop: "Kirche", time: "12:00", persons: "0")),
            .personsOutOfRange(persons: 0, capacity: 10))
        XCTAssertEqual(
            PlanningSupport.problem(planner, RequestForm(stop: "Kirche", time: "12:00", persons: "11")),
            .personsOutOfRange(persons: 11, capacity: 10))
        XCTAssertEqual(try planner.plan(RequestForm(stop: "Uni Ost", time: "12:00", persons: "12")).outward.persons, 12)
        XCTAssertEqual(
            PlanningSupport.problem(planner, RequestForm(stop: "Kirche", time: "12:00", persons: "viele")),
            .invalidPersons("viele"))
        XCTAssertEqual(try planner.plan(RequestForm(stop: "Kirche", time: "12:00", persons: "Zwei")).outward.persons, 2)
        XCTAssertEqual(
            PlanningSupport.problem(planner, RequestForm(stop: "Kirche", time: "12:00", persons: "-3")),
            .personsOutOfRange(persons: -3, capacity: 10))
    }

    func testALineWithoutABusIsCheckedAgainstTheLargestBusOfTheNetworkAndSaysSo() throws {
        let data = PlanningSupport.parallelLines(gapMeters: 500, seats: (8, 16), busOnLine2: false)
        let planner = try PlanningSupport.planner(data, now: "2026-11-23T09:05:00+01:00")
        let plan = try planner.plan(RequestForm(stop: "Nord", time: "12:00", persons: "16"))
        XCTAssertEqual(plan.outward.lineId, 2)
        XCTAssertEqual(plan.notes, [.capacityFromNetwork(lineName: "Nord", seats: 16)])
        XCTAssertEqual(
            PlanningSupport.problem(planner, RequestForm(stop: "Nord", time: "12:00", persons: "17")),
            .personsOutOfRange(persons: 17, capacity: 16))
    }

    func testWithoutAnySeatCountOnlyAtLeastOnePersonIsChecked() throws {
        var data = PlanningSupport.parallelLines(gapMeters: 500, seats: (0, 0))
        data.busses = []
        let planner = try PlanningSupport.planner(data, now: "2026-11-23T09:05:00+01:00")
        let plan = try planner.plan(RequestForm(stop: "Süd", time: "12:00", persons: "30"))
        XCTAssertEqual(plan.notes, [.capacityUnknown(lineName: "Süd")])
        XCTAssertEqual(
            PlanningSupport.problem(planner, RequestForm(stop: "Süd", time: "12:00", persons: "0")),
            .personsOutOfRange(persons: 0, capacity: nil))
    }

    func testAPositionIsCheckedForRangeWithItsOwnReason() throws {
        let planner = try planner()
        let problem = PlanningSupport.problem(planner, RequestForm(at: "95,7.6", time: "12:00"))
        XCTAssertEqual(problem, .coordinateOutOfRange("95,7.6"))
        XCTAssertEqual(
            PlanningSupport.problem(planner, RequestForm(at: "49.2,181", time: "12:00")),
            .coordinateOutOfRange("49.2,181"))
        XCTAssertEqual(
            PlanningSupport.problem(planner, RequestForm(at: "Kirche", time: "12:00")), .invalidCoordinate("Kirche"))
        XCTAssertEqual(
            PlanningSupport.problem(planner, RequestForm(at: "nan,7", time: "12:00")), .invalidCoordinate("nan,7"))
    }

    func testTheHelpWordsBecomeCodesAndAnUnknownWordListsTheKnownOnes() throws {
        let planner = try planner()
        let plan = try planner.plan(RequestForm(stop: "Kirche", time: "12:00", help: "shopping; Luggage,shopping"))
        XCTAssertEqual(plan.outward.assistance, [.luggage, .shopping])
        let problem = PlanningSupport.problem(
            planner, RequestForm(stop: "Kirche", time: "12:00", help: "luggage,jetpack"))
        XCTAssertEqual(
            problem,
            .unknownHelpWord(
                "jetpack",
                known: ["wheelchair", "luggage", "walking-aid", "pram", "child", "shopping"]))
    }

    func testTextTheServerWouldGarbleOrPoisonIsRefused() throws {
        let planner = try planner()
        func problem(name: String = "", address: String = "") -> RequestProblem? {
            PlanningSupport.problem(planner, RequestForm(stop: "Kirche", time: "12:00", name: name, address: address))
        }
        XCTAssertEqual(
            problem(name: "Anna (assistance needed)"), .unsafeText(field: .name, reason: .word("assistance")))
        XCTAssertEqual(problem(address: "c/o Meier"), .unsafeText(field: .address, reason: .character("/")))
        XCTAssertEqual(problem(name: "Jo\"hn"), .unsafeText(field: .name, reason: .character("\"")))
        XCTAssertEqual(problem(name: "a\",b"), .unsafeText(field: .name, reason: .quoteComma))
        XCTAssertEqual(problem(name: "back\\slash"), .unsafeText(field: .name, reason: .character("\\")))
        XCTAssertEqual(problem(address: "my address"), .unsafeText(field: .address, reason: .word("address")))
        XCTAssertEqual(problem(name: "surname Meier"), .unsafeText(field: .name, reason: .word("name")))
        XCTAssertEqual(problem(address: "Zeile 1\nZeile 2"), .unsafeText(field: .address, reason: .controlCharacter))
        // The server searches case-sensitively, so capitalised words and ordinary text pass.
        XCTAssertNil(problem(name: "Name Müller", address: "Hauptstr. 1, 67655 Kaiserslautern"))
        XCTAssertEqual(problem(name: "Anna assistance"), .unsafeText(field: .name, reason: .word("assistance")))
    }

    /// Issue 22 §6: a 1 MB name was journalled whole, refused by the server's front with 413, read as a
    /// lost connection and retried for ever. Names and addresses have limits a driver can read.
    func testNamesAndAddressesLongerThanADriverReadsAreRefused() throws {
        let planner = try planner()
        func problem(name: String = "", address: String = "") -> RequestProblem? {
            PlanningSupport.problem(planner, RequestForm(stop: "Kirche", time: "12:00", name: name, address: address))
        }
        XCTAssertNil(problem(name: String(repeating: "ä", count: 100), address: String(repeating: "b", count: 200)))
        XCTAssertEqual(
            problem(name: String(repeating: "ä", count: 101)), .unsafeText(field: .name, reason: .tooLong(limit: 100)))
        XCTAssertEqual(
            problem(address: String(repeating: "b", count: 1_000_000)),
            .unsafeText(field: .address, reason: .tooLong(limit: 200)))
    }

    func testADefaultFromTheConfigIsCheckedToo() throws {
        let planner = try PlanningSupport.planner(data, now: "2026-11-23T09:05:00+01:00", address: "Weg 1/2")
        XCTAssertEqual(
            PlanningSupport.problem(planner, RequestForm(stop: "Kirche", time: "12:00")),
            .unsafeText(field: .address, reason: .character("/")))
    }

    func testThePlaceMustBeGivenOnceAndTheStopMustExist() throws {
        let planner = try planner()
        XCTAssertEqual(PlanningSupport.problem(planner, RequestForm(time: "12:00")), .missingPlace)
        XCTAssertEqual(PlanningSupport.problem(planner, RequestForm(stop: "  ", time: "12:00")), .missingPlace)
        XCTAssertEqual(
            PlanningSupport.problem(planner, RequestForm(stop: "Kirche", at: "49.2,7.6", time: "12:00")), .twoPlaces)
        let unknown = PlanningSupport.problem(planner, RequestForm(stop: "Rathaus", time: "12:00"))
        XCTAssertEqual(unknown, .stop(.stopNotFound("Rathaus")))
        let ambiguous = PlanningSupport.problem(planner, RequestForm(stop: "Uni", time: "12:00"))
        guard case .stop(.ambiguousStop(query: "Uni", _))? = ambiguous else {
            return XCTFail("\(String(describing: ambiguous))")
        }
    }
}
