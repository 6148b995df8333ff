import XCTest

@testable import CitizenClient

/// `RequestSender.withdraw` (issue 23 §5, `--replace`): an unsent entry a changed batch row stands in
/// for is never sent later, and one an earlier attempt did get through is found, so it can be
/// cancelled. Nothing is ever POSTed by a withdrawal.
final class SenderWithdrawTests: XCTestCase {
    /// What a run killed mid-way leaves behind: the journal entry, written before its first POST.
    private func journalAsAKilledRunLeftIt(_ harness: SenderHarness, attempts: Int) throws -> JournalEntry {
        let entry = JournalEntry(
            intent: SenderHarness.intent(), server: try harness.sender().server, deviceId: harness.deviceId,
            createdAt: Date(timeIntervalSince1970: 1_799_999_000), attempts: attempts)
        try harness.journal.append(entry)
        return entry
    }

    func testAnEntryNeverTriedIsGivenUpWithoutAskingTheServer() throws {
        let harness = try SenderHarness(self)
        let entry = try journalAsAKilledRunLeftIt(harness, attempts: 0)

        guard case .withdrawn(let given) = try harness.sender().withdraw(entryId: entry.id) else {
            return XCTFail("not withdrawn")
        }

        XCTAssertEqual(given.state, .gaveUp(reason: .replacedByChangedRow))
        let readAgain = RequestJournal(stateDirectory: harness.stateDirectory)
        XCTAssertEqual(try readAgain.entry(id: entry.id)?.state, .gaveUp(reason: .replacedByChangedRow), "as written")
        XCTAssertTrue(harness.server.requests.isEmpty)
        let resumed = try harness.sender().resumeUnsent { _, _ in }
        XCTAssertTrue(resumed.isEmpty, "a later resume sends nothing")
        XCTAssertTrue(harness.server.posts.isEmpty)
    }

    func testATriedEntryTheServerDoesNotHaveIsGivenUpAfterALookUp() throws {
        let harness = try SenderHarness(self)
        let entry = try journalAsAKilledRunLeftIt(harness, attempts: 1)

        guard case .withdrawn = try harness.sender().withdraw(entryId: entry.id) else {
            return XCTFail("not withdrawn")
        }

        XCTAssertEqual(harness.server.lookups.count, 1)
        XCTAssertTrue(harness.server.posts.isEmpty)
        XCTAssertEqual(try harness.journal.entry(id: entry.id)?.state, .gaveUp(reason: .replacedByChangedRow))
    }

    func testATriedEntryTheServerHasIsAdoptedToBeCancelled() throws {
        let harness = try SenderHarness(self)
        let entry = try journalAsAKilledRunLeftIt(harness, attempts: 1)
        let storedId = try harness.server.storeDirectly(entry.intent.draft(deviceId: harness.deviceId).json)

        guard case .stored(let adopted) = try harness.sender().withdraw(entryId: entry.id) else {
            return XCTFail("not adopted")
        }

        XCTAssertEqual(adopted.requestId, storedId)
        XCTAssertEqual(try harness.journal.entry(id: entry.id)?.requestId, storedId)
        XCTAssertTrue(harness.server.posts.isEmpty)
    }

    func testAFailedLookUpLeavesTheEntryUnsent() throws {
        let harness = try SenderHarness(self)
        let entry = try journalAsAKilledRunLeftIt(harness, attempts: 1)
        harness.server.lookupFailures = [.connectionLost(.lost)]

        guard case .undecided(_, let reason) = try harness.sender().withdraw(entryId: entry.id) else {
            return XCTFail("not undecided")
        }

        XCTAssertEqual(reason, .unreachable(.lost), "as a look-up reports a lost connection")
        XCTAssertEqual(try harness.journal.entry(id: entry.id)?.state, .unsent)
    }

    func testAnEntryAnotherProcessHoldsIsLeftAsItIs() throws {
        let harness = try SenderHarness(self)
        let entry = try journalAsAKilledRunLeftIt(harness, attempts: 0)
        let held = try XCTUnwrap(
            try SendingLease.acquire(entryId: entry.id, in: SendingLease.directory(beside: harness.journal)))
        defer { held.release() }

        guard case .undecided(_, let reason) = try harness.sender().withdraw(entryId: entry.id) else {
            return XCTFail("not undecided")
        }

        XCTAssertEqual(reason, .sendingElsewhere)
        XCTAssertEqual(try harness.journal.entry(id: entry.id)?.state, .unsent)
        XCTAssertTrue(harness.server.requests.isEmpty)
    }
}
