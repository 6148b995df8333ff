import XCTest

@testable import CitizenClient

/// Issue 21.5: "load a derived cache file" was written three times (quick tables, stop index, board
/// form). One mechanism now; each derived form behaves alike: another build's layout is rebuilt
/// quietly, damage is removed and reported, a form of another table is ignored and left.
final class DerivedCacheFileTests: XCTestCase {
    private var warnings: [CacheWarning] = []

    private struct Form {
        let name: String
        let file: (MasterDataCache) -> URL
        let otherVersion: String
        let load: (MasterDataCache, CachedTable) -> Bool
    }

    private let forms = [
        Form(
            name: "route table", file: { $0.quickFile(for: .routes) }, otherVersion: "route-table 999 0\n",
            load: { cache, _ in cache.loadTable(.routes).map { cache.loadQuickTable(.routes, for: $0) != nil } ?? false
            }
        ),
        Form(
            name: "stop index", file: { $0.stopIndexFile }, otherVersion: "{\"version\":999,\"count\":0}\n",
            load: { cache, table in cache.loadStopIndex(for: table) != nil }),
        Form(
            name: "board form", file: { $0.stopTimetableFile }, otherVersion: "stop-timetable 999 0\n",
            load: { cache, table in cache.loadStopTimetable(for: table) != nil }),
    ]

    private func filledCache() throws -> (MasterDataCache, CachedTable) {
        let home = try makeTemporaryDirectory(self)
        let server = try ServerAddress("http://bus.example/services/rest")
        let cache = MasterDataCache(cacheHome: home, server: server, warn: { [unowned self] in warnings.append($0) })
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        for kind in [MasterDataKind.stops, .routes] {
            let body = try Fixtures.data("\(kind.rawValue).json")
            cache.store(kind, body: body, decoded: try DecodedTable(kind: kind, body: body), at: now)
        }
        return (cache, try XCTUnwrap(cache.loadTable(.stops)))
    }

    /// Rewrites a derived file's body, keeping its header's table (or giving it another fetch time).
    private func rewrite(_ url: URL, body: String, fetchedAt: Int64? = nil) throws {
        let (header, _) = try CacheFileLayout.decode(try Data(contentsOf: url))
        let changed = CacheFileHeader(
            format: header.format, server: header.server, kind: header.kind, stamp: header.stamp,
            fetchedAt: fetchedAt ?? header.fetchedAt, validatedAt: header.validatedAt, bodyBytes: body.utf8.count)
        try CacheFileLayout.encode(header: changed, body: Data(body.utf8)).write(to: url)
    }

    func testEveryDerivedFormIsCheckedAlike() throws {
        for form in forms {
            var (cache, table) = try filledCache()
            XCTAssertTrue(form.load(cache, table), form.name)

            try rewrite(form.file(cache), body: form.otherVersion)
            warnings = []
            XCTAssertFalse(form.load(cache, table), form.name)
            XCTAssertTrue(FileManager.default.fileExists(atPath: form.file(cache).path), "\(form.name): kept")
            XCTAssertEqual(warnings, [], "\(form.name): another build's layout is no damage")

            try rewrite(form.file(cache), body: "damaged\n")
            XCTAssertFalse(form.load(cache, table), form.name)
            XCTAssertFalse(FileManager.default.fileExists(atPath: form.file(cache).path), "\(form.name): removed")
            XCTAssertEqual(warnings.map(\.reason), [.corrupt], form.name)

            (cache, table) = try filledCache()
            try rewrite(form.file(cache), body: "damaged\n", fetchedAt: 1)
            warnings = []
            XCTAssertFalse(form.load(cache, table), form.name)
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: form.file(cache).path), "\(form.name): another table's")
            XCTAssertEqual(warnings, [], form.name)
        }
    }
}
