import XCTest

/// #SF_S9 as the server sees it: counted in the simulator's request log.
final class CacheIntegrationTests: SimulatorTestCase {
    override class var simulatorIsQuiet: Bool { false }

    private func count(_ path: String, in simulator: SimulatorProcess) throws -> Int {
        try simulator.settledRequests(containing: "/linemanagement/v1" + path).count
    }

    func testASecondRunInsideTheFreshnessWindowAsksOnlyForRealTimeData() throws {
        let simulator = try simulator()
        XCTAssertEqual(try buerger("bus", "1", "--json").exitCode, 0)
        let update = try count("/update", in: simulator)
        let stops = try count("/stops", in: simulator)
        let lines = try count("/lines", in: simulator)
        let positions = try count("/busses/1", in: simulator)

        let second = try buerger("bus", "1", "--json", "-v")
        XCTAssertEqual(second.exitCode, 0, second.stderr)
        XCTAssertEqual(try count("/update", in: simulator), update, "no /update inside the window")
        XCTAssertEqual(try count("/stops", in: simulator), stops)
        XCTAssertEqual(try count("/lines", in: simulator), lines)
        XCTAssertEqual(try count("/busses/1", in: simulator), positions + 1, "positions are always fetched fresh")
        XCTAssertTrue(second.stderr.contains("not asking the server"), "-v says why: \(second.stderr)")
        let traced = second.stderr.split(separator: "\n").filter { $0.hasPrefix("GET ") }
        XCTAssertEqual(traced.count, 1, second.stderr)
        XCTAssertTrue(traced.first?.contains("/busses/1") ?? false)
        XCTAssertNotNil(
            traced.first?.range(of: #"→ 200, \d+ bytes, \d+ ms"#, options: .regularExpression),
            "method, URL, status, bytes, milliseconds: \(traced)")
    }

    func testASecondRunAfterTheWindowMakesOneUpdateAndRefetchesNothingUnchanged() throws {
        let simulator = try simulator()
        XCTAssertEqual(try buerger("config", "set", "freshness", "0.05").exitCode, 0)
        XCTAssertEqual(try buerger("stops", "--json").exitCode, 0)
        let update = try count("/update", in: simulator)
        let stops = try count("/stops", in: simulator)
        let routes = try count("/routes", in: simulator)
        Thread.sleep(forTimeInterval: 0.1) // let the 50 ms window pass; no assertion depends on timing

        let second = try buerger("stops", "--json", "-v")
        XCTAssertEqual(second.exitCode, 0, second.stderr)
        XCTAssertEqual(try count("/update", in: simulator), update + 1, "exactly one /update: \(second.stderr)")
        XCTAssertEqual(try count("/stops", in: simulator), stops, "stops unchanged on the server")
        XCTAssertEqual(try count("/routes", in: simulator), routes)
    }

    func testRefreshFetchesEverythingAgainWithoutAskingForUpdate() throws {
        let simulator = try simulator()
        XCTAssertEqual(try buerger("lines").exitCode, 0)
        let stops = try count("/stops", in: simulator)
        let lines = try count("/lines", in: simulator)
        let refreshed = try buerger("lines", "--refresh", "-v")
        XCTAssertEqual(refreshed.exitCode, 0, refreshed.stderr)
        XCTAssertEqual(try count("/stops", in: simulator), stops + 1)
        XCTAssertEqual(try count("/lines", in: simulator), lines + 1)
        XCTAssertTrue(refreshed.stderr.contains("--refresh"), refreshed.stderr)
    }

    func testConcurrentFirstRunsDoNotBreakEachOther() throws {
        let runner = try commandRunner()
        let results = LockedResults()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            results.append(Result { try runner.run(["stops", "--json"]) })
        }
        let all = try results.values.map { try $0.get() }
        XCTAssertEqual(all.count, 4)
        for result in all { assertCleanJSON(result) }
        XCTAssertEqual(Set(all.map(\.stdout)).count, 1, "every run printed the same stops")
        assertCleanJSON(try runner.run(["stops", "--json", "--offline"]))
    }

    func testACorruptCacheFileIsDroppedWithAWarning() throws {
        let runner = try commandRunner()
        XCTAssertEqual(try runner.run(["stops"]).exitCode, 0)
        let cache = runner.home.appendingPathComponent("cache/buerger")
        let files = try FileManager.default.subpathsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".json") }
        XCTAssertFalse(files.isEmpty, "the first run left a cache in \(cache.path)")
        for file in files { try Data("\u{0}garbage{".utf8).write(to: cache.appendingPathComponent(file)) }
        let result = try runner.run(["stops", "--json"])
        assertCleanJSONIgnoringWarnings(result)
        XCTAssertEqual(result.jsonNode["stops"].count, 8)
        XCTAssertFalse(result.stderr.isEmpty, "a dropped cache file is mentioned")
    }
}

private func assertCleanJSONIgnoringWarnings(
    _ result: CommandResult, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(result.exitCode, 0, result.stderr, file: file, line: line)
    XCTAssertNotNil(result.json, result.stdout, file: file, line: line)
}

private final class LockedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Result<CommandResult, Error>] = []
    func append(_ value: Result<CommandResult, Error>) {
        lock.lock()
        stored.append(value)
        lock.unlock()
    }
    var values: [Result<CommandResult, Error>] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
