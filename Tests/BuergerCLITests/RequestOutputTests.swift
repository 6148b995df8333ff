import CitizenClient
import XCTest

@testable import BuergerCLI

final class RequestOutputTests: XCTestCase {
    /// 2026-11-23 07:30 in Weilerbach.
    let pickUp = Date(timeIntervalSince1970: 1_795_415_400)
    let now = Date(timeIntervalSince1970: 1_795_412_000)

    func output(_ language: Language, mode: OutputMode = .human) -> RequestOutput {
        RequestOutput(
            words: RequestWords.table(for: language), strings: Strings.table(for: language),
            times: DomainFixture.times(language), terminal: DomainFixture.terminal(mode: mode), now: now)
    }

    func stored(_ code: Int, bus: Int64? = nil, assistance: [Int] = [1]) -> RequestSummary {
        RequestSummary(
            standing: .stored(id: 10_000_003, state: RequestState(code: code)), lineId: 2, lineName: "Uni",
            pickUpTime: pickUp, location: Coordinate(latitude: 49.209371, longitude: 7.60141), persons: 2,
            acceptingBus: bus, assistanceCodes: assistance, stopName: "Schulstraße")
    }

    func testGermanAcceptedSentenceSaysWhoComesWhenAndWhere() {
        XCTAssertEqual(
            output(.german).sentence(stored(2, bus: 2)),
            "Ihre Anfrage 10000003 ist angenommen: Bus 2 holt Sie um 07:30 an der Haltestelle Schulstraße ab.")
        XCTAssertEqual(
            output(.english).sentence(stored(2, bus: 2)),
            "Request 10000003 is accepted: bus 2 picks you up at 07:30 at Schulstraße.")
    }

    func testEveryStateCodeHasItsNameAndOthersAreUnknownWithTheNumber() {
        let english = RequestWords.table(for: .english)
        let names = (1...7).map { english.stateName(RequestState(code: $0)) }
        XCTAssertEqual(names, ["pending", "accepted", "declined", "completed", "no-show", "cancelled", "unknown (7)"])
        let german = RequestWords.table(for: .german)
        XCTAssertEqual(german.stateName(.unknown(7)), "unbekannt (7)")
        XCTAssertEqual(german.stateName(.noShow), "nicht erschienen")
        for code in 1...7 {
            let sentence = output(.english).sentence(stored(code))
            XCTAssertTrue(sentence.hasPrefix("Request 10000003 "), sentence)
            XCTAssertTrue(sentence.contains(english.stateName(RequestState(code: code))), sentence)
        }
    }

    func testJSONIsTheContractObjectWithoutNameOrAddress() {
        let text = output(.english, mode: .json).document(stored(2, bus: 2, assistance: [0, 7])).serialized()
        let object = RequestHarness.object(text)["request"] as? [String: Any] ?? [:]
        XCTAssertEqual(object["id"] as? Int, 10_000_003)
        XCTAssertEqual(object["status"] as? String, "accepted")
        XCTAssertEqual(object["statusCode"] as? Int, 2)
        XCTAssertEqual(object["lineId"] as? Int, 2)
        XCTAssertEqual(object["pickUpTime"] as? String, "2026-11-23T07:30:00+01:00")
        XCTAssertEqual(object["location"] as? [String: Double], ["lat": 49.209371, "lon": 7.60141])
        XCTAssertEqual(object["numberOfPersons"] as? Int, 2)
        XCTAssertEqual(object["acceptingBus"] as? Int, 2)
        XCTAssertEqual(object["assistance"] as? [AnyHashable], ["wheelchair", 7] as [AnyHashable])
        XCTAssertNil(object["name"])
        XCTAssertNil(object["address"])
        XCTAssertTrue(text.contains("\"journalId\":null"), text)
    }

    func testUnsentEntryHasNoIdAndItsJournalId() {
        let intent = RequestIntent(
            lineId: 1, pickUpTime: pickUp, location: DomainFixture.kirche, persons: 1,
            name: "Emma Meier", address: "Hauptstr. 1", assistance: [.luggage])
        let summary = RequestSummary(unsent: intent, journalId: "J-1")
        let object = RequestHarness.object(output(.english, mode: .json).json(summary).serialized())
        XCTAssertTrue(object["id"] is NSNull)
        XCTAssertEqual(object["status"] as? String, "unsent")
        XCTAssertTrue(object["statusCode"] is NSNull)
        XCTAssertEqual(object["journalId"] as? String, "J-1")
        XCTAssertEqual(object["assistance"] as? [String], ["luggage"])
        XCTAssertEqual(
            output(.english).nextStep(summary),
            "It is saved and will be sent by 'buerger requests --resume'.")
    }

    func testPlainLineHasTheFieldsInOrder() {
        let fields = output(.english, mode: .plain).plain(stored(7)).components(separatedBy: "\t")
        XCTAssertEqual(Array(fields.prefix(5)), ["10000003", "unknown", "7", "2", "2026-11-23T07:30:00+01:00"])
        XCTAssertEqual(fields.count, 12)
    }

    func testAnotherDayNamesTheDateAndALocationItsCoordinates() {
        var request = stored(1)
        request.stopName = nil
        request.pickUpTime = pickUp.addingTimeInterval(86_400)
        XCTAssertEqual(
            output(.german).sentence(request),
            "Ihre Anfrage 10000003 ist noch offen: Abholung gewünscht am 24.11.2026 um 07:30 bei 49.20937, 7.60141.")
    }

    func testNamingFindsTheStopAtTheSamePlaceAndTheLineName() {
        var request = stored(1)
        request.stopName = nil
        request.lineName = nil
        request.lineId = 1
        request.location = Coordinate(latitude: 49.20905, longitude: 7.60002)
        let named = request.named(using: DomainFixture.data)
        XCTAssertEqual(named.stopName, "Kirche")
        XCTAssertEqual(named.lineName, "Pirmasens")
        request.location = Coordinate(latitude: 49.2200, longitude: 7.6000)
        XCTAssertNil(request.named(using: DomainFixture.data).stopName)
    }
}
