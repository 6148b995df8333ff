import XCTest

@testable import CitizenClient

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

final class JournalTests: XCTestCase {
    private let server = "http://localhost:8080/services/rest"
    // 2026-11-24T07:30:00Z
    private let fixedNow = Date(timeIntervalSince1970: 1_795_505_400)

    private func entry(
        _ state: JournalEntry.State = .unsent, name: String = "Emma Meier",
        server: String? = nil
    ) -> JournalEntry {
        JournalEntry(
            intent: SenderHarness.intent(name: name), server: server ?? self.server, deviceId: "dev-1",
            createdAt: Date(timeIntervalSince1970: 1_800_000_000), state: state, attempts: 2,
            lastAttemptAt: Date(timeIntervalSince1970: 1_800_000_010), lastFailure: .attempt(.unreachable(.refused)),
            batchKey: "k1", storedAt: nil)
    }

    func testEntriesSurviveTheRoundTripInAPrivateFile() throws {
        let directory = try makeTemporaryDirectory(self)
        let journal = RequestJournal(stateDirectory: directory)
        let entries = [
            entry(), entry(.stored(requestId: 10_000_004)),
            entry(.gaveUp(reason: .refused(status: 400, path: "/customStops", serverMessage: "bad stop"))),
            entry(.gaveUp(reason: .moved(status: 308, path: "/customStops", location: "https://new.example/c"))),
        ]
        for item in entries { try journal.append(item) }

        XCTAssertEqual(try RequestJournal(stateDirectory: directory).load(), entries)
        let attributes = try FileManager.default.attributesOfItem(atPath: journal.file.path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        XCTAssertEqual(journal.file.lastPathComponent, "journal.json")
        XCTAssertTrue(FileManager.default.fileExists(atPath: journal.lockFile.path))
        // The first entry made the snapshot; the others are lines of the changes file, private too.
        let snapshot = String(decoding: try Data(contentsOf: journal.file), as: UTF8.self)
        XCTAssertTrue(snapshot.contains(#""kind" : "unsent""#), snapshot)
        let changes = String(decoding: try Data(contentsOf: journal.changesFile), as: UTF8.self)
        XCTAssertEqual(changes.split(separator: "\n").count, 3, changes)
        XCTAssertTrue(changes.contains(#""kind":"stored""#), changes)
        let changesMode = try FileManager.default.attributesOfItem(atPath: journal.changesFile.path)[.posixPermissions]
        XCTAssertEqual((changesMode as? NSNumber)?.intValue, 0o600)
        XCTAssertTrue(journal.warnings.isEmpty)
    }

    func testAMissingJournalIsEmpty() throws {
        let journal = RequestJournal(stateDirectory: try makeTemporaryDirectory(self).appendingPathComponent("new"))
        XCTAssertEqual(try journal.load(), [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: journal.file.path))
    }

    /// Reading makes nothing: a state folder that cannot be made is just an empty journal to a reader.
    func testReadingAJournalThatCannotExistIsEmptyAndMakesNothing() throws {
        let blocker = try makeTemporaryDirectory(self).appendingPathComponent("not-a-folder")
        XCTAssertTrue(FileManager.default.createFile(atPath: blocker.path, contents: Data()))
        let journal = RequestJournal(stateDirectory: blocker.appendingPathComponent("buerger"))
        XCTAssertEqual(try journal.load(), [])
        XCTAssertEqual(try journal.entries(server: server), [])

        let fresh = RequestJournal(stateDirectory: try makeTemporaryDirectory(self).appendingPathComponent("state"))
        XCTAssertEqual(try fresh.load(), [])
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: fresh.lockFile.deletingLastPathComponent().path), "no folder made")
    }

    func testADamagedJournalIsMovedAsideWithAWarning() throws {
        let directory = try makeTemporaryDirectory(self)
        let journal = RequestJournal(stateDirectory: directory, clock: { self.fixedNow })
        let damaged = [
            Data("{\"version\":1,\"entries\":[{\"id\":".utf8), Data(#"{"version":1,"entries":"x"}"#.utf8),
        ]
        try damaged[0].write(to: journal.file)

        XCTAssertEqual(try journal.load(), [])

        let aside = directory.appendingPathComponent("journal.json.corrupt-20261124T073000Z")
        XCTAssertEqual(try Data(contentsOf: aside), damaged[0], "the damaged file is kept as it was")
        XCTAssertEqual(journal.warnings.map(\.movedTo), [aside])
        XCTAssertEqual(journal.warnings.map(\.damage), [.notJSON], "what is wrong, as a value the CLI words")
        XCTAssertFalse(FileManager.default.fileExists(atPath: journal.file.path))

        // A second damage in the same second keeps both copies; a new journal works afterwards.
        try damaged[1].write(to: journal.file)
        try journal.append(entry())
        XCTAssertEqual(journal.warnings.last?.movedTo.lastPathComponent, "journal.json.corrupt-20261124T073000Z-2")
        XCTAssertEqual(try journal.load().count, 1)

        // `forget`: the copies hold names and addresses too, so they go with the journal.
        XCTAssertTrue(try journal.removeAll())
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasPrefix("journal.json")
        }
        XCTAssertEqual(left, [])
    }

    /// A journal as buerger wrote it before failures were codes: English sentences under `reason`
    /// and `lastError`. It still reads, the sentences kept as they were, and is written back in codes.
    func testAJournalWithSentencesFromTheCurrentFormatStillReads() throws {
        let directory = try makeTemporaryDirectory(self)
        let journal = RequestJournal(stateDirectory: directory)
        let written = #"""
            {
              "entries" : [
                {
                  "attempts" : 3, "batchKey" : "k1", "createdAt" : "2027-01-15T08:00:00Z", "deviceId" : "dev-1",
                  "id" : "5E1C0000-0000-4000-8000-000000000001",
                  "intent" : { "address" : "Hauptstr. 1", "assistance" : [ "wheelchair" ], "latitude" : 49.2093, "lineId" : 1,
                               "longitude" : 7.6075, "name" : "Emma Meier", "persons" : 1, "pickUpTime" : "2027-01-15T09:30:00Z",
                               "stopId" : 2, "stopName" : "Kirche" },
                  "lastAttemptAt" : "2027-01-15T08:00:10Z", "lastError" : "server unreachable",
                  "server" : "http://localhost:8080/services/rest", "state" : { "kind" : "unsent" }
                },
                {
                  "attempts" : 1, "createdAt" : "2027-01-15T08:00:00Z", "deviceId" : "dev-1",
                  "id" : "5E1C0000-0000-4000-8000-000000000002",
                  "intent" : { "address" : "Hauptstr. 1", "assistance" : [ ], "latitude" : 49.2093, "lineId" : 1,
                               "longitude" : 7.6075, "name" : "Emma Meier", "persons" : 1, "pickUpTime" : "2027-01-15T10:30:00Z" },
                  "lastError" : "The server answered /customStops with HTTP 400: bad stop",
                  "server" : "http://localhost:8080/services/rest",
                  "state" : { "kind" : "gaveUp", "reason" : "The server answered /customStops with HTTP 400: bad stop" }
                }
              ],
              "version" : 1
            }
            """#
        try Data(written.utf8).write(to: journal.file)

        let entries = try journal.load()
        XCTAssertEqual(journal.warnings, [], "read, not moved aside as damaged")
        XCTAssertEqual(
            entries.map(\.lastFailure),
            [
                .recorded("server unreachable"),
                .recorded("The server answered /customStops with HTTP 400: bad stop"),
            ])
        XCTAssertEqual(
            entries.last?.state, .gaveUp(reason: .recorded("The server answered /customStops with HTTP 400: bad stop")))

        try journal.append(entry(.gaveUp(reason: .refused(status: 400, path: "/customStops", serverMessage: nil))))
        XCTAssertEqual(
            try RequestJournal(stateDirectory: directory).load().prefix(2), entries.prefix(2),
            "old entries survive a write")
        let rewritten = try String(contentsOf: journal.file, encoding: .utf8)
        XCTAssertFalse(rewritten.contains("\"lastError\""), rewritten)
        XCTAssertTrue(rewritten.contains("\"code\" : \"refused\""), rewritten)
        XCTAssertTrue(rewritten.contains("\"code\" : \"unreachable\""), rewritten)
    }

    func testAJournalFromANewerVersionIsLeftAlone() throws {
        let directory = try makeTemporaryDirectory(self)
        let journal = RequestJournal(stateDirectory: directory)
        let newer = Data(#"{"version":3,"entries":"something else"}"#.utf8)
        try newer.write(to: journal.file)

        XCTAssertThrowsError(try journal.load()) { error in
            guard case .journalUnreadable(_, .newerFormat(version: 3))? = error as? RequestSendError else {
                return XCTFail("\(error)")
            }
        }
        XCTAssertEqual(try Data(contentsOf: journal.file), newer)
    }

    /// Issue 22 §5: an entry with a state this version does not know (a newer version's, or damage)
    /// once made the whole journal "damaged": moved aside, and the unsent request beside it never
    /// resumed. Now it is kept aside as an entry, written back as it came, and the others go on.
    func testAnEntryThisVersionCannotReadIsKeptAndTheOthersGoOn() throws {
        let directory = try makeTemporaryDirectory(self)
        let journal = RequestJournal(stateDirectory: directory)
        try journal.append(entry())
        var text = try String(contentsOf: journal.file, encoding: .utf8)
        let foreign = #"{"id":"F0000000-0000-4000-8000-00000000000F","state":{"kind":"parked","until":"later"}}"#
        text = text.replacingOccurrences(of: "\"entries\" : [", with: "\"entries\" : [" + foreign + ",")
        try Data(text.utf8).write(to: journal.file)

        let entries = try journal.load()
        XCTAssertEqual(journal.warnings, [], "not moved aside as damaged")
        XCTAssertEqual(entries.count, 1)
        XCTAssertTrue(entries[0].isUnsent, "the unsent request beside it is still there to be resumed")
        let kept = try journal.unreadableItems()
        XCTAssertEqual(kept.map(\.id), ["F0000000-0000-4000-8000-00000000000F"])
        XCTAssertEqual(kept.count, 1, "kept with where it could not be read: \(kept.map(\.damage))")

        try journal.append(entry(.stored(requestId: 8)))
        XCTAssertEqual(try journal.load().count, 2)
        let stillKept = try journal.unreadableItems().map(\.id)
        XCTAssertEqual(stillKept, ["F0000000-0000-4000-8000-00000000000F"], "never deleted")
        try appendUntilTheSnapshotIsRewritten(journal)
        let rewritten = try String(contentsOf: journal.file, encoding: .utf8)
        XCTAssertTrue(rewritten.contains("\"kind\" : \"parked\""), "written back as it came: \(rewritten)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: journal.changesFile.path), "the changes folded in")
        XCTAssertEqual(try RequestJournal(stateDirectory: directory).unreadableItems().count, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: journal.file.path + ".corrupt"), "nothing moved aside")
    }

    /// Issue 22 §5: a device id that is there but cannot be read stops with the journal's message; it
    /// was silently replaced, and every request filed under it became unreachable.
    func testADeviceIdThatCannotBeReadStopsInsteadOfBeingReplaced() throws {
        let directory = try makeTemporaryDirectory(self)
        let identity = DeviceIdentity(stateDirectory: directory)
        // A link to itself: unreadable for root too (a root-owned 0600 file is unreadable only to others).
        XCTAssertEqual(symlink(identity.file.path, identity.file.path), 0)
        XCTAssertThrowsError(try identity.loadOrCreate()) { error in
            guard case .journalUnreadable(let path, .system)? = error as? RequestSendError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(path, identity.file.path)
        }
        let stillThere = try FileManager.default.destinationOfSymbolicLink(atPath: identity.file.path)
        XCTAssertEqual(stillThere, identity.file.path, "not moved aside, not replaced")
    }

    func testLookupsByIntentBatchKeyAndServer() throws {
        let journal = RequestJournal(stateDirectory: try makeTemporaryDirectory(self))
        let given = entry(.gaveUp(reason: .cancelledWithOutward))
        let elsewhere = entry(server: "http://other/services/rest")
        let live = entry(.stored(requestId: 7))
        for item in [given, elsewhere, live] { try journal.append(item) }

        XCTAssertEqual(try journal.entry(matching: SenderHarness.intent(), server: server)?.id, live.id)
        XCTAssertNil(try journal.entry(matching: SenderHarness.intent(name: "Karl"), server: server))
        XCTAssertEqual(try journal.lastEntry(batchKey: "k1", server: server, where: { !$0.isGivenUp })?.id, live.id)
        XCTAssertEqual(try journal.entries(server: server).map(\.id), [given.id, live.id])
        XCTAssertEqual(try journal.entry(id: elsewhere.id), elsewhere)
    }

    func testUpdateAndRemoveAll() throws {
        let journal = RequestJournal(stateDirectory: try makeTemporaryDirectory(self))
        let item = entry()
        try journal.append(item)

        let updated = try journal.update(id: item.id) { $0.state = .stored(requestId: 9) }
        XCTAssertEqual(updated?.requestId, 9)
        XCTAssertEqual(try journal.load().first?.requestId, 9)
        XCTAssertNil(try journal.update(id: UUID()) { $0.attempts = 99 })

        try journal.append(entry(name: "a line of changes"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: journal.changesFile.path))
        XCTAssertTrue(try journal.removeAll())
        XCTAssertFalse(FileManager.default.fileExists(atPath: journal.file.path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: journal.changesFile.path))
        XCTAssertFalse(try journal.removeAll())
        XCTAssertEqual(try journal.load(), [])
    }

    /// Appends entries until the changes have been folded into the snapshot (`RequestJournal.write`);
    /// returns how many it took.
    @discardableResult
    private func appendUntilTheSnapshotIsRewritten(_ journal: RequestJournal) throws -> Int {
        var appended = 0
        repeat {
            try journal.append(entry(name: "filler \(appended)"))
            appended += 1
        } while FileManager.default.fileExists(atPath: journal.changesFile.path) && appended < 5_000
        XCTAssertLessThan(appended, 5_000, "the changes were never folded in")
        return appended
    }

    /// Issue 22 §8: every change rewrote the whole file, so a batch cost grew with the square of its
    /// rows (800 rows: 12.8 s). A change is now one line added; the snapshot is rewritten only once
    /// the changes have outgrown it, and every entry survives that, read by a fresh journal.
    func testAChangeIsALineAndTheSnapshotIsRewrittenOnlyOnceTheChangesOutgrowIt() throws {
        let directory = try makeTemporaryDirectory(self)
        let journal = RequestJournal(stateDirectory: directory)
        try journal.append(entry(name: "first"))
        let snapshot = try XCTUnwrap(FileStamp(journal.file))
        for index in 0..<50 {
            let added = entry(name: "row \(index)")
            try journal.append(added)
            try journal.update(id: added.id) { $0.attempts += 1 }
            try journal.update(id: added.id) { $0.state = .stored(requestId: Int64(index)) }
        }
        XCTAssertEqual(FileStamp(journal.file), snapshot, "150 changes, the snapshot untouched")
        let lines = try String(contentsOf: journal.changesFile, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(lines.count, 150)
        let fresh = try RequestJournal(stateDirectory: directory).load()
        XCTAssertEqual(fresh.count, 51)
        XCTAssertEqual(fresh.last?.requestId, 49)
        XCTAssertEqual(fresh.last?.attempts, 3)
        XCTAssertEqual(fresh, try journal.load(), "what this journal kept equals what the files say")

        let more = try appendUntilTheSnapshotIsRewritten(journal)
        XCTAssertGreaterThan(more, 100, "rewritten only after as many bytes of changes as the snapshot has")
        let afterwards = try RequestJournal(stateDirectory: directory).load()
        XCTAssertEqual(afterwards.count, 51 + more)
        XCTAssertEqual(Array(afterwards.prefix(51)), fresh, "in their order, nothing lost")
    }

    /// The newest entry of a batch key is remembered, and the answer is always the look through the
    /// journal's: after another process added a newer entry of the same key, after an entry given up,
    /// and after an item this version cannot read took an entry's place.
    func testTheNewestEntryOfABatchKeyIsFoundAsTheLookFindsIt() throws {
        let directory = try makeTemporaryDirectory(self)
        let journal = RequestJournal(stateDirectory: directory)
        func keyed(_ key: String, _ name: String) -> JournalEntry {
            var made = entry(name: name)
            made.batchKey = key
            return made
        }
        let first = keyed("row-a", "first")
        try journal.append(first)
        try journal.append(keyed("row-b", "other"))
        func found(_ key: String) throws -> String? {
            try journal.lastEntry(batchKey: key, server: server, where: { !$0.isGivenUp })?.intent.name
        }
        XCTAssertEqual(try found("row-a"), "first")
        let elsewhere = RequestJournal(stateDirectory: directory)
        try elsewhere.append(keyed("row-a", "newer, by another process"))
        XCTAssertEqual(try found("row-a"), "newer, by another process")
        try elsewhere.update(id: try XCTUnwrap(try elsewhere.load().last).id) {
            $0.state = .gaveUp(reason: .cancelledWithOutward)
        }
        XCTAssertEqual(try found("row-a"), "first", "the newest given up: the look finds the one before")
        let foreign = #"{"put":[{"id":"\#(first.id.uuidString)","state":{"kind":"parked"}}]}"#
        let handle = try FileHandle(forWritingTo: journal.changesFile)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data((foreign + "\n").utf8))
        try handle.close()
        XCTAssertNil(try found("row-a"), "the first one is not readable now, the newer given up")
        XCTAssertEqual(try found("row-b"), "other", "positions moved: still found")
        XCTAssertNil(try found("row-c"))
    }

    /// Two journals (two processes) taking turns: each sees the other's lines, and a snapshot the other
    /// rewrote is read whole again, not glued to what this one had.
    func testJournalsTakingTurnsSeeEachOthersChanges() throws {
        let directory = try makeTemporaryDirectory(self)
        let first = RequestJournal(stateDirectory: directory)
        let second = RequestJournal(stateDirectory: directory)
        let one = entry(name: "one")
        try first.append(one)
        try second.append(entry(name: "two"))
        try first.update(id: one.id) { $0.state = .stored(requestId: 1) }
        XCTAssertEqual(try second.load().map(\.intent.name), ["one", "two"])
        XCTAssertEqual(try second.load().first?.requestId, 1)
        let added = try appendUntilTheSnapshotIsRewritten(second)
        try first.append(entry(name: "three"))
        let names = try RequestJournal(stateDirectory: directory).load().map(\.intent.name)
        XCTAssertEqual(names.count, 3 + added)
        XCTAssertEqual(names.last, "three")
        XCTAssertEqual(try first.load(), try second.load())
    }

    /// A kill in the middle of adding a line leaves half of it: not read, and cut off before the next
    /// line, so that line is read whole.
    func testALineCutShortByAKillIsNotReadAndIsCutOffBeforeTheNext() throws {
        let directory = try makeTemporaryDirectory(self)
        let journal = RequestJournal(stateDirectory: directory)
        try journal.append(entry(name: "whole"))
        try journal.append(entry(name: "also whole"))
        let handle = try FileHandle(forWritingTo: journal.changesFile)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"put":[{"attempts":1,"createdAt":"2027"#.utf8))
        try handle.close()

        let reader = RequestJournal(stateDirectory: directory)
        XCTAssertEqual(try reader.load().map(\.intent.name), ["whole", "also whole"])
        XCTAssertEqual(reader.warnings, [], "not damage")
        try reader.append(entry(name: "after the kill"))
        XCTAssertEqual(
            try RequestJournal(stateDirectory: directory).load().map(\.intent.name),
            ["whole", "also whole", "after the kill"])
    }

    /// A line that is no change at all (damage from outside) keeps the changes before it, in the
    /// snapshot, and moves the changes file aside with a warning.
    func testADamagedChangeLineKeepsTheChangesBeforeIt() throws {
        let directory = try makeTemporaryDirectory(self)
        let journal = RequestJournal(stateDirectory: directory)
        try journal.append(entry(name: "snapshot"))
        try journal.append(entry(name: "line"))
        let goodBytes = try Data(contentsOf: journal.changesFile).count
        let handle = try FileHandle(forWritingTo: journal.changesFile)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("garbage\n".utf8))
        try handle.close()

        let reader = RequestJournal(stateDirectory: directory)
        XCTAssertEqual(try reader.load().map(\.intent.name), ["snapshot", "line"])
        XCTAssertEqual(reader.warnings.count, 1)
        XCTAssertEqual(reader.warnings.first?.journalFile, journal.changesFile)
        XCTAssertEqual(reader.warnings.first?.damage, .notAChange(atByte: UInt64(goodBytes)))
        XCTAssertTrue(reader.warnings.first?.movedTo.lastPathComponent.hasPrefix("journal.changes.corrupt-") == true)
        XCTAssertEqual(try RequestJournal(stateDirectory: directory).load().map(\.intent.name), ["snapshot", "line"])
    }

    /// A change line holding a state this version cannot read (a newer version's): kept aside in
    /// place of the readable entry with its id, which is never sent again by this version.
    func testAChangeThisVersionCannotReadTakesThePlaceOfTheEntry() throws {
        let directory = try makeTemporaryDirectory(self)
        let journal = RequestJournal(stateDirectory: directory)
        let kept = entry(name: "kept")
        let overtaken = entry(name: "overtaken")
        try journal.append(kept)
        try journal.append(overtaken)
        let foreign = #"{"put":[{"id":"\#(overtaken.id.uuidString)","state":{"kind":"parked"}}]}"#
        let handle = try FileHandle(forWritingTo: journal.changesFile)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data((foreign + "\n").utf8))
        try handle.close()

        let reader = RequestJournal(stateDirectory: directory)
        XCTAssertEqual(try reader.load().map(\.id), [kept.id])
        XCTAssertEqual(try reader.unreadableItems().map(\.id), [overtaken.id.uuidString])
        XCTAssertEqual(reader.warnings, [])
    }

    /// Changes beside a snapshot an earlier version wrote (version 1) are leftovers no run reads (that
    /// version wrote the snapshot without them): ignored, and gone before the snapshot is rewritten.
    func testChangesBesideAnEarlierVersionsSnapshotAreNotRead() throws {
        let directory = try makeTemporaryDirectory(self)
        let journal = RequestJournal(stateDirectory: directory)
        let old = entry(name: "old")
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let oldEntry = String(decoding: try encoder.encode(old), as: UTF8.self)
        try Data(#"{"version":1,"entries":[\#(oldEntry)]}"#.utf8).write(to: journal.file)
        let leftover = try JournalChange(put: [entry(name: "leftover")], putWaiting: nil, removeWaiting: nil).line()
        try leftover.write(to: journal.changesFile)

        XCTAssertEqual(try journal.load().map(\.intent.name), ["old"])
        try journal.append(entry(name: "new"))
        XCTAssertEqual(try RequestJournal(stateDirectory: directory).load().map(\.intent.name), ["old", "new"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: journal.changesFile.path))
        XCTAssertTrue(try String(contentsOf: journal.file, encoding: .utf8).contains(#""version" : 2"#))
    }

    func testConcurrentWritersKeepEveryEntry() throws {
        let directory = try makeTemporaryDirectory(self)
        let writers = 6
        let perWriter = 10
        let failures = FailureCounter()
        DispatchQueue.concurrentPerform(iterations: writers) { writer in
            // One journal object per writer: each takes its own lock as a separate process would.
            let journal = RequestJournal(stateDirectory: directory)
            for index in 0..<perWriter {
                do { try journal.append(self.entry(name: "writer \(writer) entry \(index)")) } catch { failures.add() }
            }
        }
        XCTAssertEqual(failures.count, 0)
        XCTAssertEqual(try RequestJournal(stateDirectory: directory).load().count, writers * perWriter)
    }

    func testTheLockFileIsHeldDuringAChange() throws {
        let directory = try makeTemporaryDirectory(self)
        let journal = RequestJournal(stateDirectory: directory)
        var triedWhileHeld: Int32 = 0
        _ = try journal.transaction { entries -> Bool in
            let descriptor = open(journal.lockFile.path, O_RDWR)
            defer { close(descriptor) }
            triedWhileHeld = flock(descriptor, LOCK_EX | LOCK_NB)
            entries.append(entry())
            return true
        }
        XCTAssertEqual(triedWhileHeld, -1, "another open of journal.lock must not get the lock")
        let descriptor = open(journal.lockFile.path, O_RDWR)
        defer { close(descriptor) }
        XCTAssertEqual(flock(descriptor, LOCK_EX | LOCK_NB), 0, "released afterwards")
    }
}

/// Counts failures from several threads.
private final class FailureCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add() {
        lock.lock()
        value += 1
        lock.unlock()
    }
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
