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

    func testARunTellsHowFarItGotUntilOneRunOfTheSameFileDealsWithEveryRow() throws {
        // Each run begins a minute after the one before.
        var minutes = -1.0
        let batches = UnfinishedBatches(
            stateDirectory: folder,
            clock: {
                minutes += 1
                return self.start.addingTimeInterval(60 * minutes)
            })
        var killed = try XCTUnwrap(batches.begin(file: "fahrten.csv", server: "s", rows: 5))
        batches.advance(&killed, rowsBegun: 2)
        let other = try XCTUnwrap(batches.begin(file: "andere.csv", server: "s", rows: 3))
        var elsewhere = try XCTUnwrap(batches.begin(file: "fahrten.csv", server: "t", rows: 4))
        batches.advance(&elsewhere, rowsBegun: 1)

        let stopped = batches.unfinished(server: "s")
        XCTAssertEqual(stopped.map(\.file), ["fahrten.csv", "andere.csv"])
        XCTAssertEqual(stopped.map(\.rowsNotBegun), [3, 3])
        XCTAssertEqual(stopped.first?.startedAt, start)

        // A run of the same file on the same server to its end: its own record and the killed one's go.
        var again = try XCTUnwrap(batches.begin(file: "fahrten.csv", server: "s", rows: 5))
        batches.advance(&again, rowsBegun: 5)
        batches.finish(again)
        XCTAssertEqual(batches.unfinished(server: "s").map(\.file), ["andere.csv"])
        XCTAssertEqual(batches.unfinished(server: "t").map(\.rowsNotBegun), [3], "another server's run stays")
        batches.finish(other)
        XCTAssertEqual(batches.unfinished(server: "s"), [])
    }

    func testARecordIsPrivateAndADamagedOneIsPassedOver() throws {
        let batches = UnfinishedBatches(stateDirectory: folder, clock: { self.start })
        let run = try XCTUnwrap(batches.begin(file: "fahrten.csv", server: "s", rows: 2))
        let mode = try FileManager.default.attributesOfItem(atPath: run.url.path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600)
        try Data("{not json".utf8).write(to: batches.directory.appendingPathComponent("run-damaged.json"))
        XCTAssertEqual(batches.unfinished(server: "s").map(\.file), ["fahrten.csv"])
    }
}
