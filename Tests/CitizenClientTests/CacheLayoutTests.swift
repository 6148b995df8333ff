import XCTest

@testable import CitizenClient

/// The on-disk layout (format 2): one JSON header line, then the body bytes verbatim.
final class CacheLayoutTests: XCTestCase {
    private var factory = ServiceFactory()
    private var warnings: [CacheWarning] = []

    override func setUpWithError() throws {
        factory = ServiceFactory()
        factory.cacheHome = try makeTemporaryDirectory(self)
        warnings = []
    }

    private func cache() throws -> MasterDataCache {
        try MasterDataCache(
            cacheHome: XCTUnwrap(factory.cacheHome), server: ServerAddress(factory.server),
            warn: { [unowned self] in warnings.append($0) })
    }

    private func warmUp() throws {
        _ = try factory.make(InMemoryTransport.originalServer()).masterData()
    }

    func testRoundTripKeepsHeaderAndBodyVerbatim() throws {
        let body = Data(#"{"timeStamp":7,"lines":[{"id":1,"name":"Süd\nNord","routeId":null,"busses":[]}]}"#.utf8)
        let cache = try cache()
        let decoded = try DecodedTable(kind: .lines, body: body)
        cache.store(.lines, body: body, decoded: decoded, at: Date(epochMilliseconds: 1_000))

        let file = try Data(contentsOf: cache.file(for: .lines))
        let newline = try XCTUnwrap(file.firstIndex(of: UInt8(ascii: "\n")))
        XCTAssertEqual(Data(file[file.index(after: newline)...]), body, "the body follows the header unescaped")
        let loaded = try XCTUnwrap(cache.load(.lines))
        XCTAssertEqual(loaded.table.body, body)
        XCTAssertEqual(loaded.table.stamp, 7)
        XCTAssertEqual(loaded.table.fetchedAt, 1_000)
        XCTAssertEqual(loaded.table.header.format, CacheFileHeader.currentFormat)
        XCTAssertEqual(loaded.data, decoded)
        XCTAssertEqual(warnings, [])
    }

    func testDamagedHeaderIsDroppedAsCorrupt() throws {
        try warmUp()
        let cache = try cache()
        let url = cache.file(for: .routes)
        let file = try Data(contentsOf: url)
        let newline = try XCTUnwrap(file.firstIndex(of: UInt8(ascii: "\n")))
        try (Data("{\"format\":2,\"serv".utf8) + file[newline...]).write(to: url)
        XCTAssertNil(cache.load(.routes))
        XCTAssertEqual(warnings.map(\.reason), [.corrupt])
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
    }

    func testTruncatedBodyIsDroppedAsCorrupt() throws {
        try warmUp()
        let cache = try cache()
        let url = cache.file(for: .stops)
        let file = try Data(contentsOf: url)
        try file.prefix(file.count - 1).write(to: url)
        XCTAssertNil(cache.loadTable(.stops))
        XCTAssertEqual(warnings.map(\.reason), [.corrupt])
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
    }

    func testFormatOneFileIsDroppedAsOtherFormatAndRefetched() throws {
        let cache = try cache()
        let formatOne =
            #"{"format":1,"server":"http:\/\/bus.example\/services\/rest","kind":"stops","stamp":1,"#
            + #""fetchedAt":1795000000000,"validatedAt":1795000000000,"body":"{\"timeStamp\":1,\"stops\":[]}"}"#
        try FileManager.default.createDirectory(at: cache.directory, withIntermediateDirectories: true)
        try Data(formatOne.utf8).write(to: cache.file(for: .stops))
        var reasons: [CacheWarning.Reason] = []
        let transport = InMemoryTransport.originalServer()
        let loaded = try factory.make(transport) { if case .cacheWarning(let w) = $0 { reasons.append(w.reason) } }
            .masterData([.stops])
        XCTAssertEqual(reasons, [.otherFormat])
        XCTAssertEqual(transport.paths, ["stops/"])
        XCTAssertEqual(loaded.data.stops.count, 8)
    }

    func testStoringStopsWritesTheirIndex() throws {
        try warmUp()
        let cache = try cache()
        let table = try XCTUnwrap(cache.load(.stops))
        let index = try XCTUnwrap(cache.loadStopIndex(for: table.table))
        guard case .stops(let list) = table.data else { return XCTFail("not stops") }
        XCTAssertEqual(index, StopIndex(stops: list.items))
        XCTAssertEqual(index.entries.map(\.id), list.items.map(\.id))
        XCTAssertEqual(index.entries.map(\.lineIds), list.items.map(\.lineIds))
    }

    func testWarmSearchReadsTheIndexNotTheTimetables() throws {
        try warmUp()
        let expected = try factory.make(InMemoryTransport.originalServer()).stops(matching: "a", near: nil, limit: nil)
        // Same length, no longer JSON: only a search that never decodes the stops body still answers.
        let url = try cache().file(for: .stops)
        let file = try Data(contentsOf: url)
        let newline = try XCTUnwrap(file.firstIndex(of: UInt8(ascii: "\n")))
        let garbage = Data(repeating: UInt8(ascii: "x"), count: file.count - newline - 1)
        try (file[...newline] + garbage).write(to: url)
        let transport = InMemoryTransport.originalServer()
        var events: [ClientEvent] = []
        let matches = try factory.make(transport) { events.append($0) }.stops(matching: "a", near: nil, limit: nil)
        XCTAssertEqual(matches.map(\.stop.id), expected.map(\.stop.id))
        XCTAssertEqual(matches.map(\.lines), expected.map(\.lines))
        XCTAssertEqual(transport.paths, [])
        XCTAssertFalse(events.contains { if case .cacheWarning = $0 { return true } else { return false } })
    }

    func testIndexSearchAnswersAsTheFullTableDoes() throws {
        try warmUp()
        let full = try XCTUnwrap(factory.make(InMemoryTransport.originalServer()).masterData([.stops, .lines]).data)
        let index = StopIndex(stops: full.stops)
        let near = Coordinate(latitude: 49.2093, longitude: 7.6075)
        for (query, point, limit) in [
            ("", nil, nil), ("SUD", nil, nil), ("uni", near, 2), (" hbf ", nil, 1),
            ("", near, nil), ("no such stop", nil, nil),
        ] as [(String, Coordinate?, Int?)] {
            let fromIndex = index.search(lines: full.lines, query: query, near: point, limit: limit)
            let fromTable = StopSearch.search(full, query: query, near: point, limit: limit)
            XCTAssertEqual(fromIndex.map(\.stop.id), fromTable.map(\.stop.id), query)
            XCTAssertEqual(fromIndex.map(\.stop.name), fromTable.map(\.stop.name), query)
            XCTAssertEqual(fromIndex.map(\.stop.location), fromTable.map(\.stop.location), query)
            XCTAssertEqual(fromIndex.map(\.lines), fromTable.map(\.lines), query)
            XCTAssertEqual(fromIndex.map(\.distanceMeters), fromTable.map(\.distanceMeters), query)
        }
    }

    func testLineNamesMissingFromTheLinesTableComeFromTheTimetable() throws {
        let time = try XCTUnwrap(TimeOfDay(hour: 1, minute: 0))
        let row = ScheduleEntry(lineId: 9, lineName: "Nachtbus", stopId: 1, arrivingTime: time)
        let stops = [Stop(id: 1, name: "Markt", location: nil, schedule: [row])]
        let index = StopIndex(stops: stops)
        let fromIndex = index.search(lines: [], query: "markt", near: nil, limit: nil)
        XCTAssertEqual(fromIndex.first?.lines, [LineReference(id: 9, name: "Nachtbus")])
        XCTAssertEqual(
            fromIndex.map(\.lines),
            StopSearch.search(MasterData(stops: stops), query: "markt", near: nil, limit: nil).map(\.lines))
    }

    func testMissingOrDamagedIndexFallsBackToTheTableAndIsRebuilt() throws {
        try warmUp()
        let expected = shown(
            try factory.make(InMemoryTransport.originalServer()).stops(matching: "s", near: nil, limit: nil))
        XCTAssertFalse(expected.isEmpty)
        let indexFile = try cache().stopIndexFile

        try FileManager.default.removeItem(at: indexFile)
        var events: [ClientEvent] = []
        XCTAssertEqual(
            shown(
                try factory.make(InMemoryTransport.originalServer()) { events.append($0) }
                    .stops(matching: "s", near: nil, limit: nil)), expected)
        XCTAssertTrue(FileManager.default.fileExists(atPath: indexFile.path), "the index is rebuilt")

        let file = try Data(contentsOf: indexFile)
        try file.prefix(file.count / 2).write(to: indexFile)
        XCTAssertEqual(
            shown(
                try factory.make(InMemoryTransport.originalServer()) { events.append($0) }
                    .stops(matching: "s", near: nil, limit: nil)), expected)
        let warnings = events.compactMap { event -> CacheWarning? in
            if case .cacheWarning(let warning) = event { return warning } else { return nil }
        }
        XCTAssertEqual(warnings, [CacheWarning(path: indexFile.path, reason: .corrupt)])
        XCTAssertNotNil(try cache().loadTable(.stops), "the stops table itself is kept")
    }

    /// What `buerger stops` prints of a match (the index holds no timetable to compare).
    private func shown(_ matches: [StopMatch]) -> [String] {
        matches.map {
            "\($0.stop.id) \($0.stop.name) \(String(describing: $0.stop.location)) \($0.lines) \(String(describing: $0.distanceMeters))"
        }
    }

    func testIndexOfAnotherStopsTableIsIgnored() throws {
        try warmUp()
        let cache = try cache()
        let table = try XCTUnwrap(cache.loadTable(.stops))
        let other = CachedTable(
            server: table.server, kind: .stops, stamp: (table.stamp ?? 0) + 1,
            fetchedAt: table.fetchedAt, validatedAt: table.validatedAt, body: table.body)
        XCTAssertNil(cache.loadStopIndex(for: other))
        XCTAssertNotNil(cache.loadStopIndex(for: table))
        XCTAssertEqual(warnings, [])
    }
}
