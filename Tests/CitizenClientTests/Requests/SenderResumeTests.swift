import XCTest

@testable import CitizenClient

final class SenderResumeTests: XCTestCase {
    /// What a run killed mid-way leaves behind: the journal entry, written before its first POST.
    private func journalAsAKilledRunLeftIt(
        _ harness: SenderHarness, intent: RequestIntent = SenderHarness.intent(),
        attempts: Int = 1
    ) throws -> JournalEntry {
        let entry = JournalEntry(
            intent: intent, server: try harness.sender().server, deviceId: harness.deviceId,
            createdAt: Date(timeIntervalSince1970: 1_799_999_000), attempts: attempts)
        try harness.journal.append(entry)
        return entry
    }

    func testResumeAdoptsWhatTheKilledRunStored() throws {
        let harness = try SenderHarness(self)
        let entry = try journalAsAKilledRunLeftIt(harness)
        let storedId = try harness.server.storeDirectly(entry.intent.draft(deviceId: harness.deviceId).json)

        // A new process: a new journal object and sender on the same state directory.
        let journal = RequestJournal(stateDirectory: harness.stateDirectory)
        let result = try harness.sender(journal: journal).resume(entryId: entry.id) { _ in }

        XCTAssertEqual(result.storedRequestId, storedId)
        XCTAssertTrue(result.wasAdopted)
        XCTAssertTrue(harness.server.posts.isEmpty)
        XCTAssertEqual(try journal.entry(id: entry.id)?.state, .stored(requestId: storedId))
        XCTAssertEqual(result.entry.attempts, 1, "attempts count over every run")
    }

    func testResumeSendsOnceWhenTheKilledRunGotNothingThrough() throws {
        let harness = try SenderHarness(self)
        let entry = try journalAsAKilledRunLeftIt(harness, attempts: 0)

        let result = try harness.sender().resume(entryId: entry.id) { _ in }

        XCTAssertEqual(harness.server.lookups.count, 1, "looked up before the first attempt")
        XCTAssertEqual(harness.server.posts.count, 1)
        XCTAssertEqual(harness.server.stored.count, 1)
        XCTAssertFalse(result.wasAdopted)
        XCTAssertTrue(harness.sleeps.isEmpty, "nothing to wait for when the look-up shows it absent")
    }

    func testResumeWithoutAWorkingLookupSendsNothing() throws {
        let harness = try SenderHarness(self)
        let entry = try journalAsAKilledRunLeftIt(harness)
        harness.server.lookupFailures = Array(repeating: .cannotConnect(.refused), count: 50)

        let result = try harness.sender().resume(entryId: entry.id, retryFor: 20) { _ in }

        guard case .unsent(_, let reason) = result else { return XCTFail("\(result)") }
        XCTAssertEqual(reason, .unreachable(.refused))
        XCTAssertTrue(harness.server.posts.isEmpty)
        XCTAssertEqual(try harness.journal.entry(id: entry.id)?.state, .unsent)
    }

    func testResumeUnsentTakesEachEntryOnceAndAdoptsDistinctIds() throws {
        let harness = try SenderHarness(self)
        let first = try journalAsAKilledRunLeftIt(harness)
        let second = try journalAsAKilledRunLeftIt(harness)
        let absent = try journalAsAKilledRunLeftIt(harness, intent: SenderHarness.intent(name: "Karl Weber"))
        let done = JournalEntry(
            intent: SenderHarness.intent(persons: 4), server: try harness.sender().server,
            deviceId: harness.deviceId, createdAt: harness.clock.now,
            state: .stored(requestId: 42))
        try harness.journal.append(done)
        let elsewhere = JournalEntry(
            intent: SenderHarness.intent(), server: "http://other:8080/services/rest",
            deviceId: harness.deviceId, createdAt: harness.clock.now)
        try harness.journal.append(elsewhere)
        // Both killed runs with the same intent got through before they were killed.
        let draft = SenderHarness.intent().draft(deviceId: harness.deviceId).json
        let storedIds = [try harness.server.storeDirectly(draft), try harness.server.storeDirectly(draft)]
        var reportedFor: [UUID] = []

        let results = try harness.sender().resumeUnsent { entry, _ in reportedFor.append(entry.id) }

        XCTAssertEqual(results.map(\.entry.id), [first.id, second.id, absent.id])
        XCTAssertEqual(Set(results.prefix(2).compactMap(\.storedRequestId)), Set(storedIds))
        XCTAssertTrue(results.prefix(2).allSatisfy(\.wasAdopted))
        XCTAssertFalse(results[2].wasAdopted)
        XCTAssertEqual(harness.server.posts.count, 1, "only the entry the server did not have is sent")
        XCTAssertEqual(harness.server.stored.count, 3)
        // Progress names its entry: the two adoptions were reported, the plain send had nothing to report.
        XCTAssertEqual(reportedFor, [first.id, second.id])
        XCTAssertEqual(
            try harness.journal.entry(id: elsewhere.id)?.state, .unsent, "another server's entry is left alone")
    }

    func testResumeUnsentReportsARefusedEntryAndGoesOn() throws {
        let harness = try SenderHarness(self)
        let refused = try journalAsAKilledRunLeftIt(harness, intent: SenderHarness.intent(name: "Karl Weber"))
        let fine = try journalAsAKilledRunLeftIt(harness)
        harness.server.postScript = [.answer(status: 400, body: #"{"message":"bad","code":"400","uuid":"z"}"#)]

        let results = try harness.sender().resumeUnsent { _, _ in }

        XCTAssertEqual(results.map(\.entry.id), [refused.id, fine.id])
        guard case .rejected = results[0] else { return XCTFail("\(results[0])") }
        XCTAssertNotNil(results[1].storedRequestId)
    }

    func testResumeRefusesUnknownForeignAndSettledEntries() throws {
        let harness = try SenderHarness(self)
        let sender = try harness.sender()
        let missing = UUID()
        XCTAssertThrowsError(try sender.resume(entryId: missing) { _ in }) {
            XCTAssertEqual($0 as? RequestSendError, .entryNotFound(missing))
        }
        let foreign = JournalEntry(
            intent: SenderHarness.intent(), server: "http://other:8080/services/rest",
            deviceId: harness.deviceId, createdAt: harness.clock.now)
        try harness.journal.append(foreign)
        XCTAssertThrowsError(try sender.resume(entryId: foreign.id) { _ in }) {
            XCTAssertEqual(
                $0 as? RequestSendError,
                .entryOfOtherServer(entryId: foreign.id, server: "http://other:8080/services/rest"))
        }
        let stored = try harness.send()
        XCTAssertThrowsError(try sender.resume(entryId: stored.entry.id) { _ in }) {
            guard case .entryNotUnsent = $0 as? RequestSendError else { return XCTFail("\($0)") }
        }
        XCTAssertEqual(harness.server.posts.count, 1)
    }
}
