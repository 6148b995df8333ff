import XCTest

@testable import CitizenClient

/// Two `buerger` processes must never both send one journal entry (issue 4: never duplicated).
/// flock(2) locks belong to open files, so two opens in one test process stand for two processes.
final class SendingLeaseTests: XCTestCase {
    func testOnlyOneHolderAtATimeAndTheFileGoesWithTheLease() throws {
        let directory = try makeTemporaryDirectory(self).appendingPathComponent("sending")
        let entryId = UUID()

        let first = try XCTUnwrap(try SendingLease.acquire(entryId: entryId, in: directory))
        XCTAssertNil(try SendingLease.acquire(entryId: entryId, in: directory), "held by the first")
        XCTAssertNotNil(try SendingLease.acquire(entryId: UUID(), in: directory), "other entries are free")
        first.release()

        XCTAssertFalse(
            FileManager.default.fileExists(atPath: directory.appendingPathComponent(entryId.uuidString + ".lock").path))
        let second = try XCTUnwrap(try SendingLease.acquire(entryId: entryId, in: directory))
        second.release()
    }

    func testAFileLeftByAKilledRunDoesNotBlock() throws {
        let directory = try makeTemporaryDirectory(self).appendingPathComponent("sending")
        let entryId = UUID()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // kill -9 drops the lock but leaves the file.
        _ = FileManager.default.createFile(
            atPath: directory.appendingPathComponent(entryId.uuidString + ".lock").path,
            contents: Data())

        XCTAssertNotNil(try SendingLease.acquire(entryId: entryId, in: directory))
    }

    func testResumeLeavesAnEntryAnotherProcessIsSending() throws {
        let harness = try SenderHarness(self)
        let entry = JournalEntry(
            intent: SenderHarness.intent(), server: try harness.sender().server,
            deviceId: harness.deviceId, createdAt: harness.clock.now, attempts: 1)
        try harness.journal.append(entry)
        let otherProcess = try XCTUnwrap(
            try SendingLease.acquire(
                entryId: entry.id, in: SendingLease.directory(beside: harness.journal)))
        defer { otherProcess.release() }

        let resumed = try harness.sender().resume(entryId: entry.id) { _ in }
        let resumedAll = try harness.sender().resumeUnsent { _, _ in }

        XCTAssertEqual(resumed, .unsent(entry, lastReason: .sendingElsewhere))
        XCTAssertEqual(resumedAll, [.unsent(entry, lastReason: .sendingElsewhere)])
        XCTAssertTrue(harness.server.requests.isEmpty, "neither a look-up nor a POST")
    }

    /// The race this lease exists for: `requests --resume` in a second terminal while the first
    /// `request-stop` waits between its attempts. Without the lease the second looks the entry up,
    /// finds nothing yet, posts it, and the first then posts it again.
    func testAResumeDuringTheFirstSendersPauseDoesNotPostAgain() throws {
        let harness = try SenderHarness(self)
        harness.server.postScript = [.failWithoutStoring(.cannotConnect(.refused))]
        var resumedMeanwhile: [SendResult] = []
        let api = BuergerbusAPI(server: try ServerAddress(ServerAddress.defaultURL), transport: harness.server)
        let secondProcess = try harness.sender(journal: RequestJournal(stateDirectory: harness.stateDirectory))
        let first = RequestSender(
            api: api, journal: harness.journal, deviceId: harness.deviceId,
            clock: { [clock = harness.clock] in clock.now },
            sleep: { seconds in
                if resumedMeanwhile.isEmpty {
                    resumedMeanwhile = (try? secondProcess.resumeUnsent { _, _ in }) ?? []
                }
                harness.clock.advance(seconds)
            },
            randomFraction: { 0.5 })

        let result = try first.send(SenderHarness.intent()) { _ in }

        XCTAssertNotNil(result.storedRequestId)
        XCTAssertEqual(resumedMeanwhile.count, 1)
        guard case .unsent(let seen, .sendingElsewhere?)? = resumedMeanwhile.first else {
            return XCTFail("\(resumedMeanwhile)")
        }
        XCTAssertEqual(seen.id, result.entry.id)
        XCTAssertEqual(harness.server.stored.count, 1)
        XCTAssertEqual(harness.server.posts.count, 2, "the refused attempt and the one that stored it")
    }
}
