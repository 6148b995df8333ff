import XCTest

@testable import CitizenClient

/// The quick forms of the lines, busses and routes tables (`QuickTable`) beside their cached JSON.
final class QuickTableTests: XCTestCase {
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

    private func fixtureRoutes() throws -> [Route] {
        try WireDecoder.routes(Fixtures.data("routes.json")).items
    }

    func testEveryNumberSurvivesTheRoundTrip() throws {
        let routes = [
            Route(
                id: 1,
                points: [
                    Coordinate(latitude: 49.210420446, longitude: 7.608858347),
                    Coordinate(latitude: -0.000001, longitude: -179.99999999999997),
                    Coordinate(latitude: 1e-300, longitude: 0),
                ]),
            Route(id: -7, points: []), Route(id: Int64.min, points: [Coordinate(latitude: 90, longitude: 180)]),
        ]
        XCTAssertEqual(RouteTableFile.decode(RouteTableFile.encode(routes)), routes)
        let fixture = try fixtureRoutes()
        XCTAssertFalse(fixture.isEmpty)
        XCTAssertEqual(RouteTableFile.decode(RouteTableFile.encode(fixture)), fixture)
    }

    func testDamagedFilesAreRejected() {
        let good = String(
            decoding: RouteTableFile.encode([Route(id: 1, points: [Coordinate(latitude: 1.5, longitude: 2)])]),
            as: UTF8.self)
        let pair = "\(TabularText.hexBits(1.5)),\(TabularText.hexBits(2))"
        XCTAssertTrue(good.contains(pair), good)
        XCTAssertNotNil(RouteTableFile.decode(Data(good.utf8)))
        for broken in [
            good.replacingOccurrences(of: "route-table 2 1", with: "route-table 1 1"),
            good.replacingOccurrences(of: "route-table 2 1", with: "route-table 2 2"),
            good.replacingOccurrences(of: pair, with: pair.replacingOccurrences(of: ",", with: ";")),
            good.replacingOccurrences(of: pair, with: "\(TabularText.hexBits(1.5)),\(TabularText.hexBits(.nan))"),
            good.replacingOccurrences(of: pair, with: pair + ",3"),
            good.replacingOccurrences(of: pair, with: "1.5,2.0"),
            good.replacingOccurrences(of: pair, with: "\(TabularText.hexBits(1.5)),1\(TabularText.hexBits(2))"),
            good.replacingOccurrences(of: "\n1\t", with: "\nx\t"),
            String(good.dropLast()), "",
        ] {
            XCTAssertNil(RouteTableFile.decode(Data(broken.utf8)), broken)
        }
    }

    func testWarmLoadsReadTheQuickFormNotTheJSON() throws {
        let expected = try factory.make(InMemoryTransport.originalServer()).masterData([.routes]).data.routes
        XCTAssertEqual(expected, try fixtureRoutes())
        // Same length, no longer JSON: only a load that never decodes the routes body still answers.
        let url = try cache().file(for: .routes)
        let file = try Data(contentsOf: url)
        let newline = try XCTUnwrap(file.firstIndex(of: UInt8(ascii: "\n")))
        try (file[...newline] + Data(repeating: UInt8(ascii: "x"), count: file.count - newline - 1)).write(to: url)
        let transport = InMemoryTransport.originalServer()
        let loaded = try factory.make(transport).masterData([.routes])
        XCTAssertEqual(loaded.data.routes, expected)
        XCTAssertEqual(transport.paths, [])
    }

    func testMissingQuickFormIsRebuiltAndADamagedOneDropped() throws {
        _ = try factory.make(InMemoryTransport.originalServer()).masterData()
        let cache = try cache()
        let url = cache.quickFile(for: .routes)
        try FileManager.default.removeItem(at: url)
        let table = try XCTUnwrap(cache.loadTable(.routes))
        XCTAssertEqual(
            cache.decode(table, .routes), .routes(StampedList(stamp: table.stamp, items: try fixtureRoutes())))
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path), "rebuilt from the JSON")

        // Damaged in the body, same length: dropped with a warning; the JSON answers.
        let file = try Data(contentsOf: url)
        let newline = try XCTUnwrap(file.firstIndex(of: UInt8(ascii: "\n")))
        let body = String(decoding: file[file.index(after: newline)...], as: UTF8.self).replacingOccurrences(
            of: ",", with: ";")
        try (file[...newline] + Data(body.utf8)).write(to: url)
        XCTAssertEqual(
            cache.decode(table, .routes), .routes(StampedList(stamp: table.stamp, items: try fixtureRoutes())))
        XCTAssertEqual(warnings.map(\.reason), [.corrupt])
        XCTAssertEqual(warnings.map(\.path), [url.path])
    }

    func testTheQuickFormOfAnotherTableIsIgnored() throws {
        _ = try factory.make(InMemoryTransport.originalServer()).masterData()
        let cache = try cache()
        let table = try XCTUnwrap(cache.loadTable(.routes))
        let other = CachedTable(
            server: table.server, kind: .routes, stamp: (table.stamp ?? 0) + 1,
            fetchedAt: table.fetchedAt, validatedAt: table.validatedAt, body: table.body)
        cache.storeQuickTable(.routes(StampedList(stamp: other.stamp, items: [Route(id: 99, points: [])])), for: other)
        XCTAssertEqual(
            cache.decode(table, .routes), .routes(StampedList(stamp: table.stamp, items: try fixtureRoutes())))
        XCTAssertEqual(warnings, [])
    }

    func testLinesAndBussesSurviveTheRoundTrip() throws {
        let lines = [
            Line(id: 1, name: "Linie 1\tRodenbach\\Süd", routeId: 4, busIds: [1, 2]),
            Line(id: -2, name: "", routeId: nil, busIds: []),
        ]
        XCTAssertEqual(LineTableFile.decode(LineTableFile.encode(lines)), lines)
        let busses = [
            Bus(
                id: 1, numberPlate: "KL-B 1", lineId: 3, color: "", picture: "data:image/png;base64,AA==\n",
                totalSeats: 8),
            Bus(id: 2, numberPlate: nil, lineId: nil, color: nil, picture: nil, totalSeats: 0),
        ]
        XCTAssertEqual(BusTableFile.decode(BusTableFile.encode(busses)), busses)
        let fixtureLines = try WireDecoder.lines(Fixtures.data("lines.json")).items
        let fixtureBusses = try WireDecoder.busses(Fixtures.data("busses.json")).items
        XCTAssertEqual(LineTableFile.decode(LineTableFile.encode(fixtureLines)), fixtureLines)
        XCTAssertEqual(BusTableFile.decode(BusTableFile.encode(fixtureBusses)), fixtureBusses)
        for broken in [
            "line-table 1 1\n1\tA\tx\t\n", "line-table 1 1\n1\tA\t\n", "bus-table 1 1\n1\tKL\t\t\t\t8\n",
            "bus-table 1 1\n1\t\t\t\t\t-1\n", "bus-table 1 1\n1\t\t\t\t\t\n",
        ] {
            XCTAssertNil(
                LineTableFile.decode(Data(broken.utf8)) ?? BusTableFile.decode(Data(broken.utf8)).map { _ in [] },
                broken)
        }
    }

    func testWarmLoadsReadEveryQuickFormNotTheJSON() throws {
        let expected = try factory.make(InMemoryTransport.originalServer()).masterData([.lines, .busses, .routes]).data
        for kind in [MasterDataKind.lines, .busses, .routes] {
            let url = try cache().file(for: kind)
            let file = try Data(contentsOf: url)
            let newline = try XCTUnwrap(file.firstIndex(of: UInt8(ascii: "\n")))
            try (file[...newline] + Data(repeating: UInt8(ascii: "x"), count: file.count - newline - 1)).write(to: url)
        }
        let transport = InMemoryTransport.originalServer()
        let loaded = try factory.make(transport).masterData([.lines, .busses, .routes]).data
        XCTAssertEqual(loaded, expected)
        XCTAssertEqual(transport.paths, [])
        XCTAssertEqual(warnings, [])
    }

    func testFormsOfAnotherVersionAreRebuiltWithoutAWarning() throws {
        let moment = try XCTUnwrap(ISO8601DateFormatter().date(from: "2026-11-23T12:05:00+01:00"))
        let expected = try factory.make(InMemoryTransport.originalServer(), pretendNow: moment).stopBoard("kirche")
        let cache = try cache()
        let forms: [(URL, String, String)] = [
            (
                cache.quickFile(for: .routes), "\(RouteTableFile.magic) \(RouteTableFile.version) ",
                "\(RouteTableFile.magic) 1 "
            ),
            (
                cache.quickFile(for: .lines), "\(LineTableFile.magic) \(LineTableFile.version) ",
                "\(LineTableFile.magic) 7 "
            ),
            (
                cache.stopTimetableFile, "\(StopTimetableFile.magic) \(StopTimetableFile.version) ",
                "\(StopTimetableFile.magic) 1 "
            ),
        ]
        for (url, current, older) in forms {
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            XCTAssertTrue(text.contains(current), url.lastPathComponent)
            // Same length, so only the version differs.
            try Data(
                text.replacingOccurrences(
                    of: current,
                    with: older.padding(
                        toLength: current.count, withPad: " ",
                        startingAt: 0)
                ).utf8
            ).write(to: url)
        }
        var events: [ClientEvent] = []
        let board = try factory.make(InMemoryTransport.originalServer(), pretendNow: moment) { events.append($0) }
            .stopBoard("kirche")
        XCTAssertEqual(board.departures.map(\.scheduled), expected.departures.map(\.scheduled))
        XCTAssertFalse(
            events.contains { if case .cacheWarning = $0 { return true } else { return false } }, "\(events)")
        for (url, current, _) in forms {
            XCTAssertTrue(
                String(decoding: try Data(contentsOf: url), as: UTF8.self).contains(current),
                "rebuilt: \(url.lastPathComponent)")
        }
    }
}
