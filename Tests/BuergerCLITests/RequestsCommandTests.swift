import XCTest

@testable import BuergerCLI
@testable import CitizenClient

final class RequestsCommandTests: XCTestCase {
    let server = (try? ServerAddress("http://fixture.test/services/rest").description) ?? ""

    func intent(_ harness: RequestHarness, minutes: Double, outward: UUID? = nil) -> RequestIntent {
        RequestIntent(
            lineId: 1, pickUpTime: harness.later(minutes),
            location: Coordinate(latitude: 49.209277, longitude: 7.60747),
            persons: 2, name: "Emma Meier", address: "Hauptstr. 1", assistance: [.wheelchair],
            stopId: 1, stopName: "Kirche", outwardEntryId: outward)
    }

    func journal(_ harness: RequestHarness) -> RequestJournal {
        RequestJournal(stateDirectory: harness.paths.stateDirectory)
    }

    /// An unsent entry for a pick-up in 90 minutes, in the journal.
    func journalUnsent(_ harness: RequestHarness) throws -> JournalEntry {
        let entry = JournalEntry(
            intent: intent(harness, minutes: 90), server: server, deviceId: harness.deviceId,
            createdAt: harness.clock)
        try journal(harness).append(entry)
        return entry
    }

    /// Issue 22 §5: an entry this version cannot read is listed as such, never sent, never deleted,
    /// and the unsent one beside it is resumed.
    func testAnEntryThisVersionCannotReadIsListedKeptAndNeverSent() throws {
        let harness = RequestHarness()
        try journal(harness).append(
            JournalEntry(
                intent: intent(harness, minutes: 90), server: server, deviceId: harness.deviceId,
                createdAt: harness.clock))
        let file = journal(harness).file
        let foreign = #"{"id":"F0000000-0000-4000-8000-00000000000F","state":{"kind":"parked"}}"#
        let text = try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: "\"entries\" : [", with: "\"entries\" : [" + foreign + ",")
        try Data(text.utf8).write(to: file)

        let listed = harness.run(["requests", "--json"])
        XCTAssertEqual(listed.code, 0, listed.err)
        let list = RequestHarness.object(listed.out)["requests"] as? [[String: Any]] ?? []
        XCTAssertEqual(list.map { $0["status"] as? String }, ["notReadable", "unsent"])
        XCTAssertEqual(list.first?["journalId"] as? String, "F0000000-0000-4000-8000-00000000000F")
        let table = harness.run(["requests", "--lang", "de"])
        XCTAssertTrue(table.out.contains("nicht lesbar"), table.out)

        let resumed = harness.run(["requests", "--resume"])
        XCTAssertEqual(resumed.code, 0, resumed.err)
        XCTAssertEqual(harness.server.posts.count, 1, "the readable one is sent; the other never")
        XCTAssertTrue(try String(contentsOf: file, encoding: .utf8).contains(#""kind":"parked""#), "kept as it came")
    }

    func testUnsentFirstThenTheServersNewestFirstWithAHint() throws {
        let harness = RequestHarness()
        let early = harness.server.add(
            deviceId: harness.deviceId, status: 2, pickUp: harness.later(30), acceptingBus: 1)
        let late = harness.server.add(deviceId: harness.deviceId, pickUp: harness.later(240))
        harness.server.add(deviceId: "neighbour", pickUp: harness.later(100))
        try journal(harness).append(
            JournalEntry(
                intent: intent(harness, minutes: 90), server: server,
                deviceId: harness.deviceId, createdAt: harness.clock))
        let result = harness.run(["requests", "--json"])
        XCTAssertEqual(result.code, 0, result.err)
        let list = RequestHarness.object(result.out)["requests"] as? [[String: Any]] ?? []
        XCTAssertEqual(list.map { $0["status"] as? String }, ["unsent", "pending", "accepted"])
        XCTAssertEqual(list.dropFirst().map { $0["id"] as? Int }, [Int(late), Int(early)])
        XCTAssertTrue(list.first?["id"] is NSNull)
        XCTAssertNotNil(list.first?["journalId"] as? String)
        XCTAssertTrue(result.err.contains("1 request was not sent yet — run 'buerger requests --resume'"), result.err)
        XCTAssertFalse(result.out.contains("Hauptstr"), "no addresses in the output")
    }

    /// A run killed after its POST got through leaves an entry the journal calls unsent while the
    /// server has its request: the ride is listed once, as the server has it, and not counted as
    /// unsent; `--resume` then adopts it without a second POST (new-user trial: a clerk saw two rides).
    func testARideAKilledRunGotThroughIsListedOnceAsTheServerHasIt() throws {
        let harness = RequestHarness()
        var sent = intent(harness, minutes: 90)
        sent.name = "Emma"
        try journal(harness).append(
            JournalEntry(intent: sent, server: server, deviceId: harness.deviceId, createdAt: harness.clock))
        let stored = harness.server.add(
            deviceId: harness.deviceId, pickUp: sent.pickUpTime, persons: sent.persons,
            assistance: AssistanceNeed.driverCodes(sent.assistance))
        // Another entry just like it, never sent: one server request stands in for one entry only.
        try journal(harness).append(
            JournalEntry(intent: sent, server: server, deviceId: harness.deviceId, createdAt: harness.clock))

        let result = harness.run(["requests", "--json"])
        XCTAssertEqual(result.code, 0, result.err)
        let list = RequestHarness.object(result.out)["requests"] as? [[String: Any]] ?? []
        XCTAssertEqual(list.map { $0["status"] as? String }, ["unsent", "pending"])
        XCTAssertEqual(list.last?["id"] as? Int, Int(stored))
        XCTAssertTrue(result.err.contains("1 request was not sent yet"), result.err)

        let resumed = harness.run(["requests", "--resume"])
        XCTAssertEqual(resumed.code, 0, resumed.err)
        XCTAssertEqual(harness.server.posts.count, 1, "the killed run's request adopted, only the other sent")
        XCTAssertEqual(harness.server.requests.count, 2)
    }

    func testAWayBackIsLinkedToItsOutwardRequest() throws {
        let harness = RequestHarness()
        let outwardId = harness.server.add(deviceId: harness.deviceId, pickUp: harness.later(60))
        let backId = harness.server.add(deviceId: harness.deviceId, pickUp: harness.later(240))
        let outward = JournalEntry(
            intent: intent(harness, minutes: 60), server: server, deviceId: harness.deviceId,
            createdAt: harness.clock, state: .stored(requestId: outwardId))
        let back = JournalEntry(
            intent: intent(harness, minutes: 240, outward: outward.id), server: server,
            deviceId: harness.deviceId, createdAt: harness.clock, state: .stored(requestId: backId))
        try journal(harness).append(outward)
        try journal(harness).append(back)
        let json = harness.run(["requests", "--json"])
        let list = RequestHarness.object(json.out)["requests"] as? [[String: Any]] ?? []
        XCTAssertEqual(list.first?["id"] as? Int, Int(backId))
        XCTAssertEqual(list.first?["returnOf"] as? Int, Int(outwardId))
        XCTAssertTrue(list.last?["returnOf"] is NSNull)
        let human = harness.run(["requests"])
        XCTAssertTrue(human.out.contains("way back for \(outwardId)"), human.out)
        XCTAssertEqual(human.err, "")
    }

    func testNoDeviceIdMeansAnEmptyListWithoutAskingTheServer() {
        let harness = RequestHarness(withDeviceId: false)
        let result = harness.run(["requests", "--json"])
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.out, "{\"requests\":[],\"unfinishedFiles\":[]}\n")
        XCTAssertFalse(harness.server.exchanges.contains { $0.url.absoluteString.contains("customStops") })
        let human = harness.run(["requests"])
        XCTAssertTrue(human.err.contains("No requests from this device yet."), human.err)
    }

    /// New-user trial: with the server away, `requests` listed a row "gesendet, ohne Antwort" and under
    /// it "3 Anfragen wurden noch nicht gesendet"; Ctrl-C in `--resume` said the same of all three.
    func testARequestWhoseAnswerWasLostIsNotCountedAsNotSent() throws {
        let harness = RequestHarness()
        var lost = JournalEntry(
            intent: intent(harness, minutes: 90), server: server, deviceId: harness.deviceId,
            createdAt: harness.clock)
        lost.answerLostAt = harness.clock
        try journal(harness).append(lost)
        _ = try journalUnsent(harness)
        harness.server.failures = Array(repeating: .cannotConnect(.refused), count: 400)

        let listed = harness.run(["requests", "--lang", "de"])
        XCTAssertTrue(listed.out.contains("gesendet, ohne Antwort"), listed.out)
        XCTAssertTrue(
            listed.err.contains("1 Anfrage wurde gesendet, aber die Antwort des Servers blieb aus"), listed.err)
        XCTAssertTrue(listed.err.contains("1 Anfrage wurde noch nicht gesendet"), listed.err)

        harness.interruptAfterPauses = 1
        let stopped = harness.run(["requests", "--resume"])
        XCTAssertEqual(stopped.code, 130, stopped.err)
        XCTAssertTrue(
            stopped.err.contains(
                "1 request sent, its answer lost: the server may have it; 1 not sent yet. All are kept; "
                    + "'buerger requests --resume' looks first and sends only what the server has not."),
            stopped.err)
        XCTAssertTrue(harness.server.posts.isEmpty)
    }

    /// Seen through a pty at 60 columns: with the server answering 503, `requests` listed only what was
    /// not sent, and the rides already filed were gone from the clerk's screen.
    func testAServerAnsweringWithErrorsStillListsWhatTheJournalKnowsWasStored() throws {
        let harness = RequestHarness()
        let filed = harness.run(["request-stop", "--stop", "Kirche", "--time", "09:30", "--name", "Emma"])
        XCTAssertEqual(filed.code, 0, filed.err)
        let id = try XCTUnwrap(harness.server.requests.first?.id)
        harness.server.readStatus = 503
        let listed = harness.run(["requests", "--json"])
        XCTAssertEqual(listed.code, ExitStatus.badServerAnswer.rawValue, listed.err)
        let requests = RequestHarness.object(listed.out)["requests"] as? [[String: Any]] ?? []
        XCTAssertEqual(requests.map { $0["id"] as? Int }, [Int(id)], listed.out)
        XCTAssertEqual(requests.first?["status"] as? String, "stateUnknown")
    }

    func testResumeSendsTheUnsentEntryOnceAndItIsStored() throws {
        let harness = RequestHarness()
        let entry = try journalUnsent(harness)
        harness.server.failures = [.cannotConnect(.refused)]
        let result = harness.run(["requests", "--resume", "--plain"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(harness.server.requests.count, 1)
        XCTAssertEqual(try journal(harness).entry(id: entry.id)?.requestId, harness.server.requests.first?.id)
        XCTAssertTrue(
            result.err.contains("Sent: request \(harness.server.requests.first?.id ?? 0) for Emma Meier."), result.err)
        XCTAssertEqual(result.out.split(separator: "\n").count, 1)
    }

    func testResumeLeavesAnEntryAnotherRunIsSendingAndSaysWhich() throws {
        let harness = RequestHarness()
        let entry = try journalUnsent(harness)
        let otherRun = try XCTUnwrap(
            try SendingLease.acquire(
                entryId: entry.id,
                in: SendingLease.directory(beside: journal(harness))))
        defer { otherRun.release() }

        let result = harness.run(["requests", "--resume"])

        XCTAssertEqual(result.code, ExitStatus.gaveUp.rawValue, result.err)
        let which = try XCTUnwrap(entry.intent.stopName)
        XCTAssertTrue(result.err.contains("another buerger is sending the request at \(which) right now"), result.err)
        XCTAssertFalse(result.err.contains("Optional("), result.err)
        XCTAssertTrue(harness.server.requests.isEmpty)
    }

    func testResumeGivesUpWithSevenAndKeepsTheEntry() throws {
        let harness = RequestHarness()
        let entry = try journalUnsent(harness)
        harness.server.failures = Array(repeating: .cannotConnect(.refused), count: 200)
        let result = harness.run(["requests", "--resume", "--retry-for", "30s"])
        XCTAssertEqual(result.code, ExitStatus.gaveUp.rawValue, result.err)
        XCTAssertTrue(result.err.contains("— next try in"), result.err)
        XCTAssertEqual(try journal(harness).entry(id: entry.id)?.isUnsent, true)
        XCTAssertTrue(harness.server.requests.isEmpty)
    }

    /// Issue 23 §7: a resume facing a dead server said "looking up your requests failed … next try in
    /// N s" once per try (41 lines); now once, with how long it keeps trying.
    func testResumeFacingADeadServerSaysSoOnceAndHowLongItKeepsTrying() throws {
        let harness = RequestHarness()
        _ = try journalUnsent(harness)
        harness.server.failures = Array(repeating: .cannotConnect(.refused), count: 400)
        let result = harness.run(["requests", "--resume", "--retry-for", "5m"])
        XCTAssertEqual(result.code, ExitStatus.gaveUp.rawValue, result.err)
        XCTAssertGreaterThan(harness.sleeps.count, 5, "it did try again and again")
        let failures = result.err.split(separator: "\n").filter { $0.contains("failed: server unreachable") }
        XCTAssertEqual(failures.count, 1, result.err)
        XCTAssertTrue(failures.first?.contains("— next try in") == true, result.err)
        XCTAssertTrue(failures.first?.hasSuffix("; buerger keeps trying for up to 5 min") == true, result.err)
    }
}
