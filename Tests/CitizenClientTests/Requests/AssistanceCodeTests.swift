import XCTest

@testable import CitizenClient

/// The driver's reading decides the service: the codes sent are the ones the original driver app
/// draws (0 wheelchair, 1 luggage, 2 walking aid, 3 pram, 4 child), shopping is sent as no code at
/// all, the journal keeps words, and journals written with the citizen app's old table still read.
final class AssistanceCodeTests: XCTestCase {
    func testEachNeedIsSentAsTheDriverAppDrawsIt() {
        XCTAssertEqual(AssistanceNeed.wheelchair.driverCode, 0, "a wheelchair must never show the driver a suitcase")
        XCTAssertEqual(AssistanceNeed.luggage.driverCode, 1)
        XCTAssertEqual(AssistanceNeed.walkingAid.driverCode, 2)
        XCTAssertEqual(AssistanceNeed.pram.driverCode, 3)
        XCTAssertEqual(AssistanceNeed.child.driverCode, 4)
        XCTAssertNil(AssistanceNeed.shopping.driverCode, "the driver app has no icon for shopping: no code")
        XCTAssertEqual(AssistanceNeed.driverCodes([.shopping, .luggage, .wheelchair]), [0, 1])
        XCTAssertEqual(
            (0...4).map(AssistanceNeed.describe(code:)), ["wheelchair", "luggage", "walking-aid", "pram", "child"])
        XCTAssertEqual(AssistanceNeed.describe(code: 9), "9")
    }

    func testTheBodySentCarriesTheDriverCodes() {
        let intent = RequestIntent(
            lineId: 1, pickUpTime: Date(timeIntervalSince1970: 1_795_422_600),
            location: Coordinate(latitude: 49.2, longitude: 7.6), persons: 1, name: "Emma",
            address: "A 1", assistance: [.wheelchair, .shopping, .pram])
        XCTAssertEqual(intent.draft(deviceId: "buerger-x").passenger.assistance, [0, 3])
    }

    func testGermanAndEnglishWordsAreRead() throws {
        XCTAssertEqual(try AssistanceNeed.parseList("Rollstuhl; Gepäck, Einkauf"), [.wheelchair, .luggage, .shopping])
        XCTAssertEqual(try AssistanceNeed.parseList("Rollator,Kinderwagen,Kind"), [.walkingAid, .pram, .child])
        XCTAssertEqual(try AssistanceNeed.parseList("walking aid, PRAM, gepaeck"), [.luggage, .walkingAid, .pram])
        XCTAssertThrowsError(try AssistanceNeed.parseList("jetpack"))
    }

    func testTheJournalKeepsWordsAndReadsTheOldNumbers() throws {
        let encoded = try JSONEncoder().encode([AssistanceNeed.wheelchair, .shopping])
        XCTAssertEqual(String(decoding: encoded, as: UTF8.self), #"["wheelchair","shopping"]"#)
        // Journalled by an earlier version with the citizen app's table: 0 luggage, 1 wheelchair, 2 shopping.
        let old = try JSONDecoder().decode([AssistanceNeed].self, from: Data("[1,0,2]".utf8))
        XCTAssertEqual(old, [.wheelchair, .luggage, .shopping])
        XCTAssertThrowsError(try JSONDecoder().decode([AssistanceNeed].self, from: Data("[7]".utf8)))
    }
}
