import XCTest

@testable import CitizenClient

/// A stop index written with an older folding is rebuilt on the next search, quietly: it is no damage.
final class SearchIndexUpgradeTests: XCTestCase {
    func testAnIndexOfAnOlderFoldingIsRebuiltWithoutAWarning() throws {
        var factory = ServiceFactory()
        factory.cacheHome = try makeTemporaryDirectory(self)
        let cache = try MasterDataCache(
            cacheHome: XCTUnwrap(factory.cacheHome), server: ServerAddress(factory.server),
            warn: { _ in })
        // A first search stores the index.
        _ = try factory.make(InMemoryTransport.originalServer()).stops(matching: "uni", near: nil, limit: nil)
        let file = cache.stopIndexFile
        // JSONEncoder's key order differs from run to run: the version is looked for on its own.
        let current = "\"version\":\(StopIndex.version)"
        let written = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        XCTAssertTrue(written.contains(current))
        // The same bytes but for the version, as a build of the old folding wrote them.
        try Data(written.replacingOccurrences(of: current, with: "\"version\":2").utf8).write(to: file)

        var events: [ClientEvent] = []
        let transport = InMemoryTransport.originalServer()
        let found = try factory.make(transport) { events.append($0) }.stops(matching: "Uni Sued", near: nil, limit: nil)
        XCTAssertEqual(found.map(\.stop.name), ["Uni Süd"])
        XCTAssertFalse(
            events.contains { if case .cacheWarning = $0 { return true } else { return false } }, "\(events)")
        XCTAssertTrue(String(decoding: try Data(contentsOf: file), as: UTF8.self).contains(current), "rebuilt")
        XCTAssertEqual(transport.paths, [], "from the cache, not the server")
    }

    func testADamagedIndexIsStillReported() {
        XCTAssertFalse(StopIndexFile.isOtherVersion(Data("{\"vers".utf8)))
        XCTAssertFalse(StopIndexFile.isOtherVersion(Data("{\"version\":\(StopIndex.version),\"count\":1}\n".utf8)))
        XCTAssertTrue(StopIndexFile.isOtherVersion(Data("{\"version\":2,\"count\":1}\nabc\n".utf8)))
    }
}
