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

    func stored(_ code: Int, bus: Int64? = nil, assistance: [Int] = [1]) -> RequestView {
        RequestView(
            standing: .stored(id: 10_000_003, state: RequestState(code: code)), lineId: 2, lineName: "Uni",
            pickUpTime: pickUp, place: .stop(name: "Schulstraße"),
            location: Coordinate(latitude: 49.209371, longitude: 7.60141), persons: 2,
            help: assistance.map(RequestView.HelpItem.init(code:)), name: "Emma Meier", address: "Hauptstr. 1",
            acceptingBus: bus)
    }

    func testGermanAcceptedSentenceSaysWhoComesWhenAndWhere() {
        XCTAssertEqual(
            output(.german).sentence(stored(2, bus: 2)),
            "Ihre Anfrage 10000003 ist angenommen: Bus 2 holt Sie um 07:30 an der Haltestelle Schulstraße ab.")
        XCTAssertEqual(
            output(.english).sentence(stored(2, bus: 2)),
            "Request 10000003 is accepted: bus 2 picks you up at 07:30 at Schulstraße.")
    }

    /// New-user trial: `status` of a row the office filed from a file said "Ihre Anfrage … holt Sie".
    func testARequestFiledForACallerSaysNeitherYourNorYouButStillNamesThePassenger() {
        var row = stored(2, bus: 2)
        row.filedForCaller = true
        XCTAssertEqual(
            output(.german).human(row).first,
            "Anfrage 10000003 ist angenommen: Bus 2 kommt zur Abholung um 07:30 an der Haltestelle Schulstraße.")
        XCTAssertTrue(output(.german).human(row)[1].contains("Emma Meier"), output(.german).human(row)[1])
        // The next step too (new-user trial: "Bitte seien Sie ein paar Minuten vorher da." to the clerk).
        XCTAssertEqual(
            output(.german).nextStep(row),
            "Die Person sollte ein paar Minuten vorher bereit sein. Absagen: 'buerger cancel 10000003'.")
        let watch = RequestWatchOutput(
            words: RequestWords.table(for: .german), strings: Strings.table(for: .german),
            times: DomainFixture.times(.german), forCaller: true)
        let accepted = RequestWatchEvent(
            time: now, requestId: 10_000_003, state: RequestState(code: 2),
            change: .state(RequestState(code: 2), bus: 2))
        XCTAssertEqual(watch.message(accepted), "Anfrage 10000003 wurde von Bus 2 angenommen")
        let done = RequestWatchEvent(
            time: now, requestId: 10_000_003, state: RequestState(code: 4),
            change: .state(RequestState(code: 4), bus: 2))
        XCTAssertEqual(watch.message(done), "Anfrage 10000003 ist erledigt: Bus 2 hat abgeholt")
    }

    func testARequestTheServerRefusedSaysSoAndThatItIsNotSentAgain() {
        var refused = stored(1)
        refused.standing = .refusedByServer
        XCTAssertEqual(
            output(.german).sentence(refused),
            "Anfrage vom Server abgelehnt, nicht gespeichert: Abholung gewünscht um 07:30 an der Haltestelle Schulstraße."
        )
        XCTAssertEqual(output(.german).nextStep(refused)?.hasPrefix("Sie wird nicht noch einmal gesendet."), true)
        XCTAssertEqual(refused.statusName, "refused")
    }

    func testAWithdrawnRequestSaysItWasNeverSentAndWhatComesNextIsNothing() {
        var withdrawn = stored(1)
        withdrawn.standing = .withdrawn
        XCTAssertEqual(
            output(.german).sentence(withdrawn),
            "Anfrage zurückgezogen, nie gesendet: Abholung um 07:30 an der Haltestelle Schulstraße.")
        XCTAssertEqual(
            output(.english).sentence(withdrawn), "Request withdrawn, never sent: pick-up at 07:30 at Schulstraße.")
        XCTAssertNil(output(.german).nextStep(withdrawn), "nothing sends it later")
        let object = RequestHarness.object(output(.english, mode: .json).document(withdrawn).serialized())
        XCTAssertEqual((object["request"] as? [String: Any])?["status"] as? String, "withdrawn")
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

    func testJSONIsTheContractObjectWithThePlaceAndNameButNoAddress() {
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
        XCTAssertEqual(object["name"] as? String, "Emma Meier")
        XCTAssertNil(object["address"], "the driver needs the address; a script reading the list does not")
        XCTAssertEqual(object["place"] as? [String: String], ["kind": "stop", "name": "Schulstraße"])
        XCTAssertTrue(text.contains("\"journalId\":null"), text)
    }

    /// Accepted, with bus 2 at Rodenbach Kirche expected at a door in 12–16 minutes (at about 06:47).
    func acceptedWithEstimate(seen: Date? = nil) -> RequestView {
        var view = stored(2, bus: 2)
        view.place = .position(Coordinate(latitude: 49.2093, longitude: 7.6075), nearStop: nil)
        view.pickupEstimate = PickupEstimate(
            busId: 2, place: .door, busIs: .atStop(name: "Rodenbach Kirche"),
            estimated: now.addingTimeInterval(14 * 60),
            earliest: now.addingTimeInterval(12 * 60), latest: now.addingTimeInterval(16 * 60), positionSeenAt: seen)
        return view
    }

    /// Trial r13: under `bus 1`, "an Ihrer Tür erwartet gegen 10:20" stood below a next-stops list
    /// that said Siegelbach Ortsmitte at 10:19, 3.7 km from the door; the list leaves the way out.
    func testUnderTheBusAPickUpAtADoorSaysTheNextStopsLeaveTheWayThereOut() {
        let pickups = BusPickupsOutput(requests: output(.german), times: DomainFixture.times(.german))
        let shown = pickups.human([acceptedWithEstimate()])
        XCTAssertEqual(shown.last, "Die Zeiten der nächsten Halte oben rechnen den Weg zu dieser Tür nicht mit.")
        var there = acceptedWithEstimate()
        there.pickupEstimate = there.pickupEstimate.map {
            PickupEstimate(
                busId: $0.busId, place: .door, busIs: .arrived, estimated: $0.estimated, earliest: $0.earliest,
                latest: $0.latest, positionSeenAt: nil)
        }
        XCTAssertFalse(pickups.human([there]).contains { $0.contains("nächsten Halte") }, "the bus is at the door")
        XCTAssertFalse(pickups.human([stored(2, bus: 2)]).contains { $0.contains("nächsten Halte") }, "a stop")
    }

    /// `requests` at 60 columns (a pty trial): the estimate under the table went back to the margin.
    func testTheEstimateUnderTheTableHangsUnderItsTextOnANarrowScreen() {
        let narrow = Terminal(
            out: BufferSink(), err: BufferSink(), mode: .human, useColor: false, width: 60, truncatesToWidth: true,
            unicode: true, canPrompt: false)
        let table = RequestOutput(
            words: RequestWords.table(for: .german), strings: Strings.table(for: .german),
            times: DomainFixture.times(.german), terminal: narrow, now: now
        ).table([acceptedWithEstimate()])
        let note = table.drop { !$0.hasPrefix("10000003: ") }
        XCTAssertEqual(
            Array(note),
            [
                "10000003: Bus 2 ist an der Haltestelle Rodenbach Kirche; an",
                "          Ihrer Tür erwartet gegen 06:47, in 12–16 Min.",
            ])
        XCTAssertTrue(table.allSatisfy { DisplayWidth.of($0) <= 60 }, table.joined(separator: "\n"))
        XCTAssertTrue(table[1].contains("49.209, 7.607"), "the door's numbers rounded, not cut: \(table[1])")
    }

    func testAnAcceptedPickUpSaysWhereTheBusIsAndWhenItIsExpectedInEveryLanguageAndMode() {
        XCTAssertEqual(
            output(.english).human(acceptedWithEstimate()).last,
            "Bus 2 is at Rodenbach Kirche; expected at your door at about 06:47, in 12–16 min.")
        XCTAssertEqual(
            output(.german).human(acceptedWithEstimate()).last,
            "Bus 2 ist an der Haltestelle Rodenbach Kirche; an Ihrer Tür erwartet gegen 06:47, in 12–16 Min.")
        XCTAssertEqual(
            output(.english, mode: .accessible).human(acceptedWithEstimate()).last,
            "Bus 2 is at Rodenbach Kirche; expected at your door at about 6 47 a.m., in 12 to 16 minutes.")
        // A bus reported at the same place for 5 minutes is said so, on the road; at a stop the stop is
        // named, and a bus standing there for its time is nothing to remark on (new-user trial: it
        // read as a broken bus).
        var atStop = acceptedWithEstimate(seen: now.addingTimeInterval(-300))
        atStop.place = .stop(name: "Schulstraße")
        atStop.pickupEstimate = atStop.pickupEstimate.map {
            PickupEstimate(
                busId: 2, place: .stop, busIs: $0.busIs, estimated: $0.estimated, earliest: $0.earliest,
                latest: $0.latest, positionSeenAt: $0.positionSeenAt)
        }
        XCTAssertEqual(
            output(.english).human(atStop).last,
            "Bus 2 is at Rodenbach Kirche; expected at Schulstraße at about 06:47, in 12–16 min.")
        var onTheRoad = atStop
        onTheRoad.pickupEstimate = atStop.pickupEstimate.map {
            PickupEstimate(
                busId: 2, place: .stop, busIs: .nearStop(name: "Rodenbach Kirche"), estimated: $0.estimated,
                earliest: $0.earliest, latest: $0.latest, positionSeenAt: $0.positionSeenAt)
        }
        XCTAssertTrue(
            output(.english).human(onTheRoad).last?.hasSuffix("(reported at the same place for 5 min).") ?? false,
            output(.english).human(onTheRoad).joined(separator: "\n"))
        // Once the bus is there, "be ready a few minutes early" comes too late (new-user trial).
        var arrived = acceptedWithEstimate()
        arrived.pickupEstimate = arrived.pickupEstimate.map {
            PickupEstimate(
                busId: 2, place: .door, busIs: .arrived, estimated: now, earliest: now, latest: now,
                positionSeenAt: $0.positionSeenAt)
        }
        XCTAssertNil(output(.german).nextStep(arrived))
        XCTAssertNotNil(output(.german).nextStep(acceptedWithEstimate()))
        XCTAssertEqual(output(.english).human(stored(2, bus: 2)).count, 2, "no estimate, no line")
    }

    func testTheEstimateIsInTheJSONAndNullWithoutABasis() {
        let text = output(.english, mode: .json).document(acceptedWithEstimate(seen: now)).serialized()
        let object = RequestHarness.object(text)["request"] as? [String: Any] ?? [:]
        let estimate = object["pickupEstimate"] as? [String: Any] ?? [:]
        XCTAssertEqual(estimate["estimated"] as? String, "2026-11-23T06:47:20+01:00")
        XCTAssertEqual(estimate["earliest"] as? String, "2026-11-23T06:45:20+01:00")
        XCTAssertEqual(estimate["latest"] as? String, "2026-11-23T06:49:20+01:00")
        XCTAssertEqual(estimate["positionSeenAt"] as? String, "2026-11-23T06:33:20+01:00")
        XCTAssertEqual(estimate["busId"] as? Int, 2)
        XCTAssertEqual(estimate["place"] as? String, "door")
        let without = output(.english, mode: .json).document(stored(2, bus: 2)).serialized()
        XCTAssertTrue(without.contains("\"pickupEstimate\":null"), without)
    }

    func testUnsentEntryHasNoIdAndItsJournalId() {
        let intent = RequestIntent(
            lineId: 1, pickUpTime: pickUp, location: DomainFixture.kirche, persons: 1,
            name: "Emma Meier", address: "Hauptstr. 1", assistance: [.luggage])
        var summary = RequestViewBuilder(entries: [], data: nil, places: [:]).view(intent: intent, standing: .unsent)
        summary.journalId = "J-1"
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
        XCTAssertEqual(fields.count, 12, "--plain keeps its fixed fields")
    }

    func testAnotherDayNamesTheDateAndALocationItsCoordinates() {
        var request = stored(1)
        request.place = .position(Coordinate(latitude: 49.209371, longitude: 7.60141), nearStop: nil)
        request.pickUpTime = pickUp.addingTimeInterval(86_400)
        XCTAssertEqual(
            output(.german).sentence(request),
            "Ihre Anfrage 10000003 ist noch offen: Abholung gewünscht morgen um 07:30 bei 49.20937, 7.60141.")
        request.pickUpTime = pickUp.addingTimeInterval(2 * 86_400)
        XCTAssertEqual(
            output(.german).sentence(request),
            "Ihre Anfrage 10000003 ist noch offen: Abholung gewünscht am 25.11.2026 um 07:30 bei 49.20937, 7.60141.")
    }

    func testASavedPlaceIsToldByItsNameWithTheAddressAndTheStopOnlyAsALandmark() {
        var request = stored(2, bus: 31)
        request.place = .savedPlace(name: "zuhause", nearStop: "Edeka-Markt")
        request.address = "Lindenweg 2"
        XCTAssertEqual(
            output(.german).sentence(request),
            "Ihre Anfrage 10000003 ist angenommen: Bus 31 holt Sie um 07:30 bei @zuhause (Lindenweg 2), nahe Edeka-Markt ab."
        )
        XCTAssertEqual(
            output(.english).sentence(request),
            "Request 10000003 is accepted: bus 31 picks you up at 07:30 at @zuhause (Lindenweg 2), near Edeka-Markt.")
        request.place = .position(Coordinate(latitude: 49.47935, longitude: 7.64585), nearStop: "Edeka-Markt")
        XCTAssertTrue(
            output(.german).sentence(request).hasSuffix("bei 49.47935, 7.64585, nahe Edeka-Markt ab."),
            output(.german).sentence(request))
    }

    func testTheDetailsNameThePassengerAndEveryHelpWord() {
        var request = stored(1)
        request.help = [.need(.walkingAid), .need(.shopping)]
        XCTAssertEqual(
            output(.german).human(request)[1], "Für Emma Meier, Linie: Uni (2), 2 Personen, Hilfe: Gehhilfe, Einkauf.")
        XCTAssertEqual(
            output(.english).human(request)[1], "For Emma Meier, line: Uni (2), 2 persons, help: walking aid, shopping."
        )
    }

    /// The read-back says the time as every command says it (a new user read "tomorrow at 9 30 a.m."
    /// as a typo), and no help as "none".
    func testTheReadBackSaysTheTimeAsEveryCommandDoesAndNoHelpAsNone() {
        var request = stored(1)
        request.standing = .toBeSent
        request.help = []
        let lines = output(.german).readBack(request, wayBack: false)
        XCTAssertEqual(lines.count, 2)
        XCTAssertTrue(lines[0].hasPrefix("Abholung "), lines[0])
        XCTAssertTrue(lines[0].hasSuffix(" an der Haltestelle Schulstraße."), lines[0])
        XCTAssertEqual(lines[0], "Abholung um 07:30 an der Haltestelle Schulstraße.")
        XCTAssertTrue(lines[1].hasSuffix("Hilfe: keine."), lines[1])
    }
}
