import XCTest

@testable import BuergerbusSimulator

final class PersistenceTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("buerger-sim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try FileManager.default.removeItem(at: directory) }

    func testStateSurvivesARestart() throws {
        let path = directory.appendingPathComponent("state.json").path
        do {
            let first = try RunningSimulator(stateFile: path)
            XCTAssertEqual(try first.createCustomStop(deviceId: "kept"), 10_000_000)
            XCTAssertEqual(try first.post("/updateBusStatus", #"{"busId":2,"lineId":1}"#).status, 200)
            XCTAssertEqual(
                try first.post("/realTimeData", #"{"busId":1,"position":{"coordinates":[7.5,49.5]},"takenSeats":3}"#)
                    .status, 200)
            first.server.stop()
        }
        let second = try RunningSimulator(stateFile: path)
        XCTAssertEqual(count(parse(try second.get("/customStops?deviceId=kept"))), 1)
        XCTAssertEqual(parse(try second.get("/busses/1"))?["takenSeats"], .integer(3))
        guard case .array(let lines)? = parse(try second.get("/lines"))?["lines"] else { return XCTFail("no lines") }
        XCTAssertEqual(lines.first?["busses"], .array([.integer(1), .integer(2)]))
        XCTAssertEqual(try second.createCustomStop(), 10_000_001)
    }

    /// The state file holds the names and addresses of everyone who asked for a pick-up; it was 0644.
    func testStateFileIsReadableByItsOwnerOnly() throws {
        let path = directory.appendingPathComponent("state.json").path
        let previous = umask(0o022)
        defer { umask(previous) }
        let first = try RunningSimulator(stateFile: path)
        XCTAssertEqual(try first.createCustomStop(name: "Erika Muster", address: "Hauptstraße 1"), 10_000_000)
        first.server.stop()
        XCTAssertEqual(try mode(path), 0o600)
        // A file left 0644 by an older version is replaced by a private one at the next save.
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        let second = try RunningSimulator(stateFile: path)
        XCTAssertEqual(try mode(path), 0o600)
        _ = try second.createCustomStop(deviceId: "again")
        second.server.stop()
        XCTAssertEqual(try mode(path), 0o600)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertEqual(leftovers, ["state.json"], "no temporary file is left behind")
    }

    private func mode(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return ((attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1) & 0o777
    }

    func testCorruptStateFileIsRefusedNotOverwritten() throws {
        let path = directory.appendingPathComponent("state.json").path
        try Data("not json".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try RunningSimulator(stateFile: path)) { error in
            XCTAssertTrue(String(describing: error).contains(path))
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "not json")
    }

    func testSnapshotRoundTripsThroughTheFile() throws {
        let file = StateFile(path: directory.appendingPathComponent("s.json").path)
        XCTAssertNil(try file.load())
        let state = ServerState(
            masterData: OriginalMasterData.masterData(),
            clock: SimulatedClock(start: RunningSimulator.fixedStart, speed: 0))
        state.updateCustomStopStatus(id: 1, status: 3, busId: 1)
        try file.save(state.snapshot())
        XCTAssertEqual(try file.load(), state.snapshot())
    }
}
