import XCTest

@testable import CitizenClient

/// The one request view: the place as given, every help word asked, the name, joined from the
/// journal whichever way the request reached the builder.
final class RequestViewBuilderTests: XCTestCase {
    private let edeka = Coordinate(latitude: 49.4790, longitude: 7.6410)
    /// About 20 m from the Edeka-Markt stop.
    private let home = Coordinate(latitude: 49.47918, longitude: 7.6410)
    /// About 80 m from it.
    private let farther = Coordinate(latitude: 49.47972, longitude: 7.6410)
    private let pickUp = Date(timeIntervalSince1970: 1_795_415_400)

    private var data: MasterData {
        MasterData(
            stops: [Stop(id: 7, name: "Edeka-Markt", location: edeka, schedule: [])],
            lines: [Line(id: 1, name: "Rodenbach", routeId: nil, busIds: [31])], busses: [])
    }

    private func intent(at location: Coordinate, placeName: String?) -> RequestIntent {
        RequestIntent(
            lineId: 1, pickUpTime: pickUp, location: location, persons: 2, name: "Erna Schmidt", address: "Lindenweg 2",
            assistance: [.walkingAid, .shopping], placeName: placeName)
    }

    private func stored(_ entry: JournalEntry, id: Int64) -> CustomStop {
        CustomStop(
            id: id, lineId: 1, pickUpTime: pickUp, location: entry.intent.location, numberOfPersons: 2, deviceId: "d",
            status: 2, acceptingBus: 31, rejectingBusIds: [], createdAt: nil,
            // The server keeps codes: shopping has none the driver app draws.
            passenger: PassengerInfo(
                name: "Erna Schmidt", address: "Lindenweg 2",
                assistance: AssistanceNeed.driverCodes(entry.intent.assistance)))
    }

    private func entry(_ intent: RequestIntent, requestId: Int64) -> JournalEntry {
        var entry = JournalEntry(intent: intent, server: "s", deviceId: "d", createdAt: pickUp)
        entry.state = .stored(requestId: requestId)
        return entry
    }

    func testARequestTakenBackBeforeItWasSentIsToldAsWithdrawnNotAsStillToBeSent() {
        // `--replace` gave up the 09:30 row's unsent entry for a changed row: "not sent yet" (and
        // `"status": "unsent"`) would promise `requests --resume` still sends it.
        var replaced = JournalEntry(
            intent: intent(at: home, placeName: nil), server: "s", deviceId: "d", createdAt: pickUp)
        replaced.state = .gaveUp(reason: .replacedByChangedRow)
        let builder = RequestViewBuilder(entries: [replaced], data: data, places: [:])
        XCTAssertEqual(builder.view(unsent: replaced).standing, .withdrawn)
        XCTAssertEqual(builder.view(unsent: replaced).statusName, "withdrawn")
        var returnRide = replaced
        returnRide.state = .gaveUp(reason: .cancelledWithOutward)
        XCTAssertEqual(builder.view(unsent: returnRide).statusName, "withdrawn")
        // Refused by the server is not withdrawn, nor "unsent" (which promises `--resume` sends it):
        // refused; still unsent is still unsent.
        var refused = replaced
        refused.state = .gaveUp(reason: .refused(status: 400, path: "/customStops", serverMessage: nil))
        XCTAssertEqual(builder.view(unsent: refused).standing, .refusedByServer)
        XCTAssertEqual(builder.view(unsent: refused).statusName, "refused")
        refused.state = .gaveUp(reason: .moved(status: 301, path: "/customStops", location: "https://x"))
        XCTAssertEqual(builder.view(unsent: refused).statusName, "refused")
        var unsent = replaced
        unsent.state = .unsent
        XCTAssertEqual(builder.view(unsent: unsent).statusName, "unsent")
        // Sent, its answer lost: it may be on the server, unless the server's list was just read.
        unsent.answerLostAt = pickUp.addingTimeInterval(-3600)
        XCTAssertEqual(builder.view(unsent: unsent).standing, .answerLost)
        XCTAssertEqual(builder.view(unsent: unsent).statusName, "answerLost")
        XCTAssertEqual(builder.view(unsent: unsent, serverChecked: true).standing, .unsent)
    }

    func testARowTheOfficeFiledFromAFileIsToldAsACallersRequestByEveryPath() {
        var row = entry(intent(at: home, placeName: nil), requestId: 10_000_004)
        row.batchKey = "k"
        var own = entry(intent(at: farther, placeName: nil), requestId: 10_000_005)
        own.batchKey = nil
        let builder = RequestViewBuilder(entries: [row, own], data: data, places: [:])
        XCTAssertTrue(builder.view(stored(row, id: 10_000_004)).filedForCaller)
        XCTAssertFalse(builder.view(stored(own, id: 10_000_005)).filedForCaller)
        var unsent = row
        unsent.state = .unsent
        XCTAssertTrue(builder.view(unsent: unsent).filedForCaller)
        // Without the journal nothing says who filed it: the person who asks is taken to be its passenger.
        XCTAssertFalse(RequestViewBuilder(entries: [], data: data, places: [:]).view(stored(row, id: 1)).filedForCaller)
    }

    func testASavedPlaceNearAStopStaysThePlaceWithTheStopAsALandmark() {
        let filed = entry(intent(at: home, placeName: "zuhause"), requestId: 10_000_003)
        let view = RequestViewBuilder(entries: [filed], data: data, places: [:]).view(stored(filed, id: 10_000_003))
        XCTAssertEqual(view.place, .savedPlace(name: "zuhause", nearStop: "Edeka-Markt"))
        XCTAssertEqual(
            view.help, [.need(.walkingAid), .need(.shopping)], "shopping is kept though the server has no code")
        XCTAssertEqual(view.name, "Erna Schmidt")
        XCTAssertEqual(view.lineName, "Rodenbach")
    }

    func testAPositionThatIsASavedPlaceIsToldAsThatPlaceEvenWithoutTheJournal() {
        let filed = entry(intent(at: farther, placeName: nil), requestId: 10_000_004)
        let builder = RequestViewBuilder(entries: [], data: data, places: ["zuhause": "49.47972,7.6410"])
        XCTAssertEqual(
            builder.view(stored(filed, id: 10_000_004)).place, .savedPlace(name: "zuhause", nearStop: "Edeka-Markt"))
        let noPlaces = RequestViewBuilder(entries: [], data: data, places: [:])
        XCTAssertEqual(noPlaces.view(stored(filed, id: 10_000_004)).place, .position(farther, nearStop: "Edeka-Markt"))
    }

    func testAPositionAtAStopIsThatStopUnlessTheJournalSaysItWasGivenAsNumbers() {
        let filed = entry(intent(at: home, placeName: nil), requestId: 10_000_005)
        let builder = RequestViewBuilder(entries: [], data: data, places: [:])
        XCTAssertEqual(builder.view(stored(filed, id: 10_000_005)).place, .stop(name: "Edeka-Markt"))
        let journalled = RequestViewBuilder(entries: [filed], data: data, places: [:])
        XCTAssertEqual(journalled.view(stored(filed, id: 10_000_005)).place, .position(home, nearStop: "Edeka-Markt"))
        let far = Coordinate(latitude: 49.52, longitude: 7.70)
        XCTAssertEqual(builder.view(intent: intent(at: far, placeName: nil)).place, .position(far, nearStop: nil))
    }

    func testEveryPathGivesTheSameViewOfOneRequest() {
        let filed = entry(intent(at: home, placeName: "zuhause"), requestId: 10_000_006)
        let builder = RequestViewBuilder(entries: [filed], data: data, places: [:])
        let fromServer = builder.view(stored(filed, id: 10_000_006))
        let fromSending = RequestViewBuilder(entries: [], data: data, places: [:])
            .view(.stored(filed, stored(filed, id: 10_000_006), adopted: false, attempts: 1))
        XCTAssertEqual(fromServer, fromSending)
        let readBack = builder.view(intent: filed.intent)
        XCTAssertEqual(readBack.place, fromServer.place)
        XCTAssertEqual(readBack.help, fromServer.help)
        XCTAssertEqual(readBack.name, fromServer.name)
    }

    func testARequestKeptAsTypedIsToldAsTyped() throws {
        let form = RequestForm(at: "@zuhause", time: "morgen 9:30", persons: "2", help: "Rollator, Einkauf")
        let typed = TypedRequest(form: form, typedAt: pickUp, pickUpTime: nil, server: "s", deviceId: "d")
        let view = RequestViewBuilder(entries: [], data: nil, places: [:]).view(typed: typed)
        XCTAssertEqual(view.place, .savedPlace(name: "zuhause", nearStop: nil))
        XCTAssertEqual(view.help, [.need(.walkingAid), .need(.shopping)])
        XCTAssertEqual(view.typedTime, "morgen 9:30")
    }

    /// A journal as the version before issue 21 wrote it (no `placeName`): it still reads, and a
    /// request made at a place that is still saved is told as that place, with every help word.
    func testAJournalOfTheVersionBeforeStillReadsAndTellsTheSavedPlace() throws {
        let directory = try makeTemporaryDirectory(self)
        let journal = RequestJournal(stateDirectory: directory)
        let written = #"""
            {
              "entries" : [
                {
                  "attempts" : 1, "createdAt" : "2026-11-25T07:00:00Z", "deviceId" : "dev-1",
                  "id" : "5E1C0000-0000-4000-8000-000000000002",
                  "intent" : { "address" : "Lindenweg 2", "assistance" : [ "walking-aid", "shopping" ],
                               "latitude" : 49.47972, "lineId" : 1, "longitude" : 7.641, "name" : "Erna Schmidt",
                               "persons" : 2, "pickUpTime" : "2026-11-26T08:30:00Z" },
                  "server" : "http://localhost:8080/services/rest", "state" : { "kind" : "stored", "requestId" : 10000007 },
                  "storedAt" : "2026-11-25T07:00:01Z"
                }
              ],
              "version" : 1
            }
            """#
        try Data(written.utf8).write(to: journal.file)
        let entries = try journal.load()
        XCTAssertEqual(journal.warnings, [])
        let filed = try XCTUnwrap(entries.first)
        XCTAssertNil(filed.intent.placeName)
        let builder = RequestViewBuilder(entries: entries, data: data, places: ["zuhause": "49.47972,7.641"])
        let view = builder.view(stored(filed, id: 10_000_007))
        XCTAssertEqual(view.place, .savedPlace(name: "zuhause", nearStop: "Edeka-Markt"))
        XCTAssertEqual(view.help, [.need(.walkingAid), .need(.shopping)])
        XCTAssertEqual(view.journalId, "5E1C0000-0000-4000-8000-000000000002")
    }

    /// Found by a new user's trial: a clerk's row for another person at the numbers of a saved place
    /// was told as "@zuhause (Lindenweg 5)". Numbers given as numbers stay numbers.
    func testNumbersGivenAtASavedPlaceStayNumbers() {
        let filed = entry(intent(at: farther, placeName: nil), requestId: 10_000_008)
        let builder = RequestViewBuilder(entries: [filed], data: data, places: ["zuhause": "49.47972,7.6410"])
        XCTAssertEqual(builder.view(stored(filed, id: 10_000_008)).place, .position(farther, nearStop: "Edeka-Markt"))
        XCTAssertEqual(builder.view(intent: filed.intent).place, .position(farther, nearStop: "Edeka-Markt"))
    }

    /// A request journalled by the version before (no place name, no way it was given) and the same
    /// request typed again now (`@zuhause`) are one wish: not filed a second time across an upgrade.
    func testTheSameWishIsFoundAcrossVersions() throws {
        var before = intent(at: farther, placeName: nil)
        before.placeGiven = nil
        let now = intent(at: farther, placeName: "zuhause")
        XCTAssertNotEqual(before, now)
        XCTAssertTrue(now.isSameWish(as: before) && before.isSameWish(as: now))
        var otherTime = now
        otherTime.pickUpTime = now.pickUpTime.addingTimeInterval(60)
        XCTAssertFalse(now.isSameWish(as: otherTime))
        let directory = try makeTemporaryDirectory(self)
        let journal = RequestJournal(stateDirectory: directory)
        try journal.append(JournalEntry(intent: before, server: "s", deviceId: "d", createdAt: pickUp))
        XCTAssertNotNil(try journal.entry(matching: now, server: "s"))
    }
}
