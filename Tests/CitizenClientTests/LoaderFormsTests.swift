import XCTest

@testable import CitizenClient

/// Issue 21.5: loading with `stopsForSearch`/`stopsForBoard` left `data.stops` silently empty when a
/// derived form stood in for the stops table. A search and a board now get their own tables, whose
/// stops are one form or the other, and a plain load always has its stops.
final class LoaderFormsTests: XCTestCase {
    private func loader(_ transport: HTTPTransport, cacheHome: URL, mode: CacheMode = .normal) throws
        -> MasterDataLoader
    {
        try ServiceFactory.withCache(cacheHome).make(transport, mode: mode).loader()
    }

    func testASearchAndABoardSayWhichFormTheirStopsCameIn() throws {
        let home = try makeTemporaryDirectory(self)
        let server = InMemoryTransport.originalServer()
        // Cold: the whole table, which is then cached with its derived forms.
        let cold = try loader(server, cacheHome: home).loadForSearch(keepingFolded: { _ in true })
        guard case .table(let stops) = cold.stops else { return XCTFail("a cold search reads the table") }
        XCTAssertFalse(stops.isEmpty)
        XCTAssertFalse(cold.lines.isEmpty)
        _ = try loader(server, cacheHome: home).load([.busses, .routes])

        let offline = try loader(InMemoryTransport.unreachable, cacheHome: home, mode: .offline)
        guard case .index(let index) = try offline.loadForSearch(keepingFolded: { _ in true }).stops else {
            return XCTFail("a warm search reads the index")
        }
        XCTAssertEqual(index.entries.count, stops.count)
        let board = try offline.loadForBoard()
        guard case .timetable(let timetable) = board.stops else { return XCTFail("a warm board reads its form") }
        XCTAssertEqual(timetable.outlines.count, stops.count)
        XCTAssertFalse(board.lines.isEmpty)
        XCTAssertFalse(board.routes.isEmpty)

        // With both derived forms on disk, a plain load still has every stop.
        XCTAssertEqual(try offline.load([.stops, .lines]).data.stops.count, stops.count)
    }

    func testAColdBoardReadsTheWholeTable() throws {
        let board = try loader(InMemoryTransport.originalServer(), cacheHome: makeTemporaryDirectory(self))
            .loadForBoard()
        guard case .table(let stops) = board.stops else { return XCTFail("a cold board reads the table") }
        XCTAssertEqual(board.data(stops: stops).stops, stops)
        XCTAssertFalse(stops.isEmpty)
    }
}

extension ServiceFactory {
    fileprivate static func withCache(_ home: URL) -> ServiceFactory {
        var factory = ServiceFactory()
        factory.cacheHome = home
        return factory
    }
}
