import XCTest

@testable import CitizenClient

final class CacheTests: XCTestCase {
    private var factory = ServiceFactory()

    override func setUpWithError() throws {
        factory = ServiceFactory()
        factory.cacheHome = try makeTemporaryDirectory(self)
    }

    private func load(
        _ transport: HTTPTransport, mode: CacheMode = .normal,
        events: @escaping (ClientEvent) -> Void = { _ in }
    ) throws -> LoadedMasterData {
        try factory.make(transport, mode: mode, events: events).masterData()
    }

    func testFirstRunFetchesEverythingWithoutUpdate() throws {
        let transport = InMemoryTransport.originalServer()
        let loaded = try load(transport)
        XCTAssertEqual(Set(transport.paths), ["stops/", "lines/", "busses/", "routes/"])
        XCTAssertEqual(loaded.data.stops.count, 8)
        XCTAssertNil(loaded.offlineSince)
    }

    func testSecondRunInsideTheWindowMakesNoRequest() throws {
        _ = try load(InMemoryTransport.originalServer())
        factory.clock.advance(59)
        let second = InMemoryTransport.originalServer()
        var decisions: [CacheDecision] = []
        let loaded = try load(second) { if case .cache(let decision) = $0 { decisions.append(decision) } }
        XCTAssertEqual(second.paths, [])
        XCTAssertEqual(loaded.data.lines.count, 2)
        XCTAssertEqual(decisions.first?.reason, .fresh(ageSeconds: 59, windowSeconds: 60))
    }

    func testAfterTheWindowOneUpdateAndOnlyAssignmentsAreRefetched() throws {
        _ = try load(InMemoryTransport.originalServer())
        factory.clock.advance(61)
        let second = InMemoryTransport.originalServer()
        _ = try load(second)
        XCTAssertEqual(second.paths.filter { $0 == "update/" }.count, 1)
        XCTAssertEqual(Set(second.paths), ["update/", "lines/", "busses/"])
        // The revalidated stops and routes count as fresh again.
        factory.clock.advance(30)
        let third = InMemoryTransport.originalServer()
        _ = try load(third)
        XCTAssertEqual(third.paths, [])
    }

    func testChangedStampIsFetched() throws {
        _ = try load(InMemoryTransport.originalServer())
        factory.clock.advance(120)
        let newer = #"{"busses":1098181434000,"routes":1098181434000,"stops":1500000000000,"lines":1098181434000}"#
        let second = InMemoryTransport.originalServer(overrides: [
            "update/": HTTPResponseData(status: 200, body: Data(newer.utf8))
        ])
        _ = try load(second)
        XCTAssertEqual(Set(second.paths), ["update/", "stops/", "lines/", "busses/"])
    }

    func testBusMovedToAnotherLineIsSeenAfterTheWindowAlthoughUpdateIsUnchanged() throws {
        _ = try load(InMemoryTransport.originalServer())
        factory.clock.advance(61)
        let moved =
            #"{"timeStamp":1098181434000,"lines":[{"id":1,"name":"Pirmasens","routeId":1,"busses":[1,2]},{"id":2,"name":"Uni","routeId":2,"busses":[]}]}"#
        let second = InMemoryTransport.originalServer(overrides: [
            "lines/": HTTPResponseData(status: 200, body: Data(moved.utf8))
        ])
        XCTAssertEqual(try load(second).data.line(id: 1)?.busIds, [1, 2])
    }

    func testUnreachableServerAnswersFromCacheWithANote() throws {
        let firstFetch = factory.clock.now
        _ = try load(InMemoryTransport.originalServer())
        factory.clock.advance(3600)
        var events: [ClientEvent] = []
        let loaded = try load(InMemoryTransport.unreachable) { events.append($0) }
        XCTAssertEqual(loaded.data.stops.count, 8)
        XCTAssertEqual(loaded.offlineSince?.epochMilliseconds, firstFetch.epochMilliseconds)
        XCTAssertTrue(
            events.contains(.offline(dataFrom: Date(epochMilliseconds: firstFetch.epochMilliseconds), asked: false)))
    }

    func testUnreachableWithNothingCachedIsAConnectivityFailure() throws {
        XCTAssertThrowsError(try load(InMemoryTransport.unreachable)) { error in
            XCTAssertTrue((error as? ClientError)?.isConnectivityFailure ?? false)
        }
    }

    func testOfflineModeUsesOnlyTheCache() throws {
        XCTAssertThrowsError(try load(InMemoryTransport.originalServer(), mode: .offline)) { error in
            XCTAssertEqual(
                error as? ClientError, .noCachedData(server: "http://bus.example/services/rest", offline: true))
        }
        _ = try load(InMemoryTransport.originalServer())
        factory.clock.advance(86_400)
        let transport = InMemoryTransport.originalServer()
        XCTAssertEqual(try load(transport, mode: .offline).data.busses.count, 2)
        XCTAssertEqual(transport.paths, [])
    }

    func testRefreshFetchesEverythingInsideTheWindow() throws {
        _ = try load(InMemoryTransport.originalServer())
        let transport = InMemoryTransport.originalServer()
        _ = try load(transport, mode: .refresh)
        XCTAssertEqual(Set(transport.paths), ["stops/", "lines/", "busses/", "routes/"])
    }

    func testCorruptFileIsDroppedWithAWarningAndRefetched() throws {
        _ = try load(InMemoryTransport.originalServer())
        let cache = try MasterDataCache(cacheHome: XCTUnwrap(factory.cacheHome), server: ServerAddress(factory.server))
        try Data("{\"format\":1,\"server\":".utf8).write(to: cache.file(for: .stops))
        var warnings: [CacheWarning] = []
        let transport = InMemoryTransport.originalServer()
        let loaded = try load(transport) { if case .cacheWarning(let warning) = $0 { warnings.append(warning) } }
        XCTAssertEqual(warnings.map(\.reason), [.corrupt])
        XCTAssertEqual(transport.paths, ["stops/"])
        XCTAssertEqual(loaded.data.stops.count, 8)
    }

    /// The cache folder cannot be made (a file stands in its way; root ignores permission bits, so
    /// this is how a test makes a folder no one can write): every file the run would save reports
    /// the same folder and reason, which the CLI shows once, and the data still arrives.
    func testAFolderThatTakesNoFilesIsReportedAsTheFolderWithTheSystemsReason() throws {
        let blocker = try XCTUnwrap(factory.cacheHome).appendingPathComponent("not-a-folder")
        XCTAssertTrue(FileManager.default.createFile(atPath: blocker.path, contents: Data()))
        let home = blocker.appendingPathComponent("buerger", isDirectory: true)
        factory.cacheHome = home
        var warnings: [CacheWarning] = []
        let loaded = try load(InMemoryTransport.originalServer()) {
            if case .cacheWarning(let w) = $0 { warnings.append(w) }
        }
        XCTAssertEqual(loaded.data.stops.count, 8)
        XCTAssertGreaterThan(warnings.count, 1, "one per file the run tried to save")
        let expected = CacheWarning(path: home.path, reason: .notWritable, because: SystemErrorReason(code: ENOTDIR))
        XCTAssertEqual(warnings.filter { $0 != expected }, [], "all alike")
    }

    func testForeignAndOldFormatFilesAreDropped() throws {
        _ = try load(InMemoryTransport.originalServer())
        let home = try XCTUnwrap(factory.cacheHome)
        let cache = try MasterDataCache(cacheHome: home, server: ServerAddress(factory.server))
        let original = try Data(contentsOf: cache.file(for: .lines))
        let foreign = String(decoding: original, as: UTF8.self)
            .replacingOccurrences(of: "bus.example", with: "other.example")
        try Data(foreign.utf8).write(to: cache.file(for: .lines))
        let oldFormat = String(decoding: try Data(contentsOf: cache.file(for: .busses)), as: UTF8.self)
            .replacingOccurrences(of: "\"format\":2", with: "\"format\":0")
        try Data(oldFormat.utf8).write(to: cache.file(for: .busses))
        var reasons: [CacheWarning.Reason] = []
        _ = try load(InMemoryTransport.originalServer()) {
            if case .cacheWarning(let w) = $0 { reasons.append(w.reason) }
        }
        XCTAssertEqual(Set(reasons), [.foreign, .otherFormat])
    }

    func testAnotherServerNeverSeesThisServersData() throws {
        _ = try load(InMemoryTransport.originalServer())
        factory.server = "http://other.example:9000/services/rest"
        XCTAssertThrowsError(try load(InMemoryTransport.unreachable))
        let cacheA = try MasterDataCache(
            cacheHome: XCTUnwrap(factory.cacheHome), server: ServerAddress("http://bus.example/services/rest"))
        let cacheB = try MasterDataCache(cacheHome: XCTUnwrap(factory.cacheHome), server: ServerAddress(factory.server))
        XCTAssertNotEqual(cacheA.directory, cacheB.directory)
        XCTAssertTrue(cacheB.directory.lastPathComponent.hasPrefix("other.example-9000-"))
    }

    func testClockMovedBackMakesTheCacheStale() throws {
        _ = try load(InMemoryTransport.originalServer())
        factory.clock.advance(-600)
        let transport = InMemoryTransport.originalServer()
        _ = try load(transport)
        XCTAssertTrue(transport.paths.contains("update/"))
    }

    func testConcurrentRunsDoNotBreakEachOther() throws {
        let home = try XCTUnwrap(factory.cacheHome)
        let factory = self.factory
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            do {
                for _ in 0..<5 {
                    let service = try factory.make(
                        InMemoryTransport.originalServer(), mode: index % 2 == 0 ? .refresh : .normal,
                        freshness: 0)
                    let loaded = try service.masterData()
                    if loaded.data.stops.count != 8 {
                        failures.add("run \(index) saw \(loaded.data.stops.count) stops")
                    }
                }
            } catch {
                failures.add("run \(index): \(error)")
            }
        }
        XCTAssertEqual(failures.all, [])
        var warnings: [CacheWarning] = []
        let cache = try MasterDataCache(
            cacheHome: home, server: ServerAddress(factory.server), warn: { warnings.append($0) })
        for kind in MasterDataKind.allCases { XCTAssertNotNil(cache.load(kind), kind.rawValue) }
        XCTAssertEqual(warnings, [])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cache.directory.path).filter {
            $0.hasSuffix(".tmp")
        }
        XCTAssertEqual(leftovers, [])
    }
}

/// Collects failure messages from concurrent work.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func add(_ message: String) {
        lock.lock()
        messages.append(message)
        lock.unlock()
    }
    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return messages
    }
}
