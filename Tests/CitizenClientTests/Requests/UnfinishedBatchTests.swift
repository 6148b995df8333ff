import XCTest

@testable import CitizenClient

/// `UnfinishedBatch`: what a run of a batch file leaves behind when it stops before its last row.
final class UnfinishedBatchTests: XCTestCase {
    private var folder: URL!
    private let start = Date(timeIntervalSince1970: 1_795_415_400)

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("unfinished-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Keys for `count` rows, the last not a request.
    private func keys(_ count: Int) -> [String?] {
        (0..<count).map { $0 == count - 1 ? nil : "row \($0)" }
    }

    func testARunTellsHowFarItGotUntilOneRunOfTheSameFileDealsWithEveryRow() throws {
        // Each run begins a minute after the one before.
        var minutes = -1.0
        let batches = UnfinishedBatches(
            stateDirectory: folder,
            clock: {
                minutes += 1
                return self.start.addingTimeInterval(60 * minutes)
            })
        var killed = try XCTUnwrap(batches.begin(file: "fahrten.csv", server: "s", keys: keys(5)))
        batches.advance(&killed, rowsBegun: 2)
        let other = try XCTUnwrap(batches.begin(file: "andere.csv", server: "s", keys: keys(3)))
        var elsewhere = try XCTUnwrap(batches.begin(file: "fahrten.csv", server: "t", keys: keys(4)))
        batches.advance(&elsewhere, rowsBegun: 1)

        let stopped = batches.unfinished(server: "s")
        XCTAssertEqual(stopped.map(\.file), ["fahrten.csv", "andere.csv"])
        XCTAssertEqual(stopped.map(\.rowsNotBegunByThisRun), [3, 3])
        XCTAssertEqual(stopped.first?.startedAt, start)

        // A run of the same file on the same server to its end: its own record and the killed one's go.
        var again = try XCTUnwrap(batches.begin(file: "fahrten.csv", server: "s", keys: keys(5)))
        batches.advance(&again, rowsBegun: 5)
        batches.finish(again)
        XCTAssertEqual(batches.unfinished(server: "s").map(\.file), ["andere.csv"])
        XCTAssertEqual(batches.unfinished(server: "t").map(\.rowsNotBegunByThisRun), [3], "another server's run stays")
        batches.finish(other)
        XCTAssertEqual(batches.unfinished(server: "s"), [])
    }

    /// New-user trial: a run stopped at its first row, whose other rows an earlier run had kept, said
    /// "2 Zeilen nicht gestellt" of rides in the journal. Rows not begun count only where no journal
    /// entry of the file stands for them; a row that is not a request always does (its error is told
    /// when the file is run again).
    func testRowsNotBegunThatAnEarlierRunFiledAreNotCountedAsNotFiled() throws {
        let batches = UnfinishedBatches(stateDirectory: folder, clock: { self.start })
        var stopped = try XCTUnwrap(batches.begin(file: "fahrten.csv", server: "s", keys: keys(4)))
        batches.advance(&stopped, rowsBegun: 1)
        let record = try XCTUnwrap(batches.unfinished(server: "s").first)
        XCTAssertEqual(record.rowsNotBegunByThisRun, 3)
        XCTAssertEqual(record.rowsNotFiled(filedKeys: ["row 1", "row 2"]), 1, "the last row is not a request")
        XCTAssertEqual(record.rowsNotFiled(filedKeys: ["row 1"]), 2)
        XCTAssertEqual(record.rowsNotFiled(filedKeys: ["row 0"]), 3, "a row begun is not counted twice")

        // The journal's keys: a given-up entry does not stand for its row; another file's does not either.
        let intent = RequestIntent(
            lineId: 1, pickUpTime: start, location: Coordinate(latitude: 49.2, longitude: 7.6), persons: 1,
            name: "E", address: "A", assistance: [])
        var kept = JournalEntry(intent: intent, server: "s", deviceId: "d", createdAt: start, batchKey: "row 1")
        kept.batchFile = "fahrten.csv"
        var refused = kept
        refused.batchKey = "row 2"
        refused.state = .gaveUp(reason: .refused(status: 400, path: "/customStops", serverMessage: nil))
        var elsewhere = kept
        elsewhere.batchKey = "row 2"
        elsewhere.batchFile = "andere.csv"
        XCTAssertEqual(UnfinishedBatch.filedKeys([kept, refused, elsewhere], file: "fahrten.csv"), ["row 1"])
    }

    func testARecordIsPrivateAndADamagedOneIsPassedOver() throws {
        let batches = UnfinishedBatches(stateDirectory: folder, clock: { self.start })
        let run = try XCTUnwrap(batches.begin(file: "fahrten.csv", server: "s", keys: keys(2)))
        let mode = try FileManager.default.attributesOfItem(atPath: run.url.path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600)
        try Data("{not json".utf8).write(to: batches.directory.appendingPathComponent("run-damaged.json"))
        XCTAssertEqual(batches.unfinished(server: "s").map(\.file), ["fahrten.csv"])
    }
}
