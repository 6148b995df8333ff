import XCTest

@testable import CitizenClient

/// The board form of the stops table (`StopTimetable`): what a warm `buerger stop` reads instead of
/// decoding the whole stops JSON.
final class StopTimetableTests: XCTestCase {
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

    private func time(_ hour: Int, _ minute: Int, _ second: Int = 0) throws -> TimeOfDay {
        try XCTUnwrap(TimeOfDay(hour: hour, minute: minute, second: second))
    }

    private func now(_ text: String) throws -> Date {
        try XCTUnwrap(ISO8601DateFormatter().date(from: text))
    }

    func testEveryFieldSurvivesTheRoundTrip() throws {
        let stops = [
            Stop(
                id: 1, name: "Markt\tPlatz\\Süd\nNord\r", location: Coordinate(latitude: 49.2093, longitude: -7.6075),
                schedule: [
                    ScheduleEntry(lineId: 3, lineName: "=Linie 3\t", stopId: 1, arrivingTime: try time(9, 5, 7)),
                    ScheduleEntry(lineId: nil, lineName: "", stopId: nil, arrivingTime: try time(0, 0)),
                    ScheduleEntry(lineId: -4, lineName: nil, stopId: 99, arrivingTime: try time(23, 59, 59)),
                ],
                reportedLineIds: [4]),
            Stop(id: -2, name: "", location: nil, schedule: [], reportedLineIds: []),
            Stop(
                id: Int64.max, name: "Tiny", location: Coordinate(latitude: 1e-7, longitude: 180), schedule: [],
                reportedLineIds: [1, 2]),
        ]
        let timetable = try XCTUnwrap(StopTimetableFile.decode(StopTimetableFile.encode(stops)))
        XCTAssertEqual(timetable.outlines.map(\.id), stops.map(\.id))
        XCTAssertEqual(timetable.outlines.map(\.name), stops.map(\.name))
        XCTAssertEqual(timetable.outlines.map(\.lineIds), stops.map(\.lineIds))
        XCTAssertEqual(timetable.outlines.map(\.schedule), [[], [], []], "outlines carry no rows")
        XCTAssertEqual((0..<stops.count).map(timetable.complete(at:)), stops)
        XCTAssertNil(timetable.complete(at: 3))
    }

    func testDamagedFilesAreRejected() throws {
        let row = ScheduleEntry(lineId: 1, lineName: "A", stopId: 1, arrivingTime: try time(9, 0))
        let good = String(
            decoding: StopTimetableFile.encode([Stop(id: 1, name: "Markt", location: nil, schedule: [row])]),
            as: UTF8.self)
        XCTAssertNotNil(StopTimetableFile.decode(Data(good.utf8)))
        for broken in [
            good.replacingOccurrences(of: "stop-timetable 2 1", with: "stop-timetable 1 1"),
            good.replacingOccurrences(of: "stop-timetable 2 1", with: "stop-timetable 2 2"),
            good.replacingOccurrences(of: "Markt", with: "Ma\\xrkt"),
            String(good.dropLast()), "", "{\"version\":2}\n",
        ] {
            XCTAssertNil(StopTimetableFile.decode(Data(broken.utf8)), broken)
        }
        // Rows are read on demand: a damaged row is found when a board asks for its stop.
        for brokenRow in [
            good.replacingOccurrences(of: "\t32400", with: "\t86400"),
            good.replacingOccurrences(of: "\t=A\t", with: "\tA\t"),
            good.replacingOccurrences(of: "\t32400", with: "\t32400\t1"),
        ] {
            let timetable = try XCTUnwrap(StopTimetableFile.decode(Data(brokenRow.utf8)), brokenRow)
            XCTAssertNil(timetable.stops(sharingLinesWith: try XCTUnwrap(timetable.outlines.first)), brokenRow)
        }
    }

    func testABoardNeedsOnlyTheStopsOfItsLines() throws {
        let data = try OriginalData.load()
        let timetable = try XCTUnwrap(StopTimetableFile.decode(StopTimetableFile.encode(data.stops)))
        for outline in timetable.outlines {
            let needed = try XCTUnwrap(timetable.stops(sharingLinesWith: outline))
            let expected = data.stops.filter {
                $0.id == outline.id || !Set($0.lineIds).isDisjoint(with: outline.lineIds)
            }
            XCTAssertEqual(needed, expected, outline.name)
            XCTAssertLessThan(needed.count, data.stops.count, "the original network has two separate lines")
        }
    }

    func testBoardsFromTheSubsetEqualBoardsFromTheWholeTable() throws {
        let data = try OriginalData.load()
        let timetable = try XCTUnwrap(StopTimetableFile.decode(StopTimetableFile.encode(data.stops)))
        let builder = StopBoardBuilder(
            timetable: Timetable(timeZone: factory.timeZone), estimator: RouteProgressEstimator())
        let positions: [Int64: BusPosition] = [
            1: BusPosition(busId: 1, position: data.stops.first?.location, takenSeats: 3),
            2: BusPosition(busId: 2, position: data.stops.last?.location, takenSeats: 9),
        ]
        for moment in ["2026-11-23T08:55:00+01:00", "2026-11-23T12:05:00+01:00", "2026-11-23T23:30:00+01:00"] {
            for outline in timetable.outlines {
                var subset = data
                subset.stops = try XCTUnwrap(timetable.stops(sharingLinesWith: outline))
                let stop = try XCTUnwrap(data.stop(id: outline.id))
                XCTAssertEqual(
                    builder.board(for: stop, data: subset, positions: positions, now: try now(moment), limit: nil),
                    builder.board(for: stop, data: data, positions: positions, now: try now(moment), limit: nil),
                    "\(outline.name) at \(moment)")
            }
        }
    }

    func testStoringStopsWritesTheBoardForm() throws {
        _ = try factory.make(InMemoryTransport.originalServer()).masterData()
        let cache = try cache()
        let table = try XCTUnwrap(cache.load(.stops))
        guard case .stops(let list) = table.data else { return XCTFail("not stops") }
        let timetable = try XCTUnwrap(cache.loadStopTimetable(for: table.table))
        XCTAssertEqual((0..<list.items.count).map(timetable.complete(at:)), list.items)
    }

    func testWarmBoardReadsTheBoardFormNotTheStopsJSON() throws {
        let moment = try now("2026-11-23T12:05:00+01:00")
        let expected = try factory.make(InMemoryTransport.originalServer(), pretendNow: moment).stopBoard("kirche")
        // Same length, no longer JSON: only a board that never decodes the stops body still answers.
        let url = try cache().file(for: .stops)
        let file = try Data(contentsOf: url)
        let newline = try XCTUnwrap(file.firstIndex(of: UInt8(ascii: "\n")))
        try (file[...newline] + Data(repeating: UInt8(ascii: "x"), count: file.count - newline - 1)).write(to: url)
        let transport = InMemoryTransport.originalServer()
        var events: [ClientEvent] = []
        let board = try factory.make(transport, pretendNow: moment) { events.append($0) }.stopBoard("kirche")
        XCTAssertEqual(board.stop, expected.stop)
        XCTAssertEqual(board.departures.map(\.scheduled), expected.departures.map(\.scheduled))
        XCTAssertEqual(board.departures.map(\.busId), expected.departures.map(\.busId))
        XCTAssertEqual(transport.paths, ["busses/1/"])
        XCTAssertFalse(events.contains { if case .cacheWarning = $0 { return true } else { return false } })
    }

    func testMissingBoardFormIsRebuiltFromTheTable() throws {
        let moment = try now("2026-11-23T12:05:00+01:00")
        let expected = try factory.make(InMemoryTransport.originalServer(), pretendNow: moment).stopBoard("Uni Süd")
        let url = try cache().stopTimetableFile
        try FileManager.default.removeItem(at: url)
        let board = try factory.make(InMemoryTransport.originalServer(), pretendNow: moment).stopBoard("Uni Süd")
        XCTAssertEqual(board.stop, expected.stop)
        XCTAssertEqual(board.departures.map(\.scheduled), expected.departures.map(\.scheduled))
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path))
    }

    func testDamagedRowsAreDroppedAndTheBoardComesFromTheTable() throws {
        let moment = try now("2026-11-23T12:05:00+01:00")
        let expected = try factory.make(InMemoryTransport.originalServer(), pretendNow: moment).stopBoard("kirche")
        let url = try cache().stopTimetableFile
        let file = try Data(contentsOf: url)
        // Every time of day becomes 99999 s: the outlines still read, the rows do not.
        let damaged = String(decoding: file, as: UTF8.self).replacingOccurrences(of: "\t32400", with: "\t99999")
        XCTAssertNotEqual(damaged, String(decoding: file, as: UTF8.self), "the fixture has a 09:00 call")
        try Data(damaged.utf8).write(to: url)
        var events: [ClientEvent] = []
        let board = try factory.make(InMemoryTransport.originalServer(), pretendNow: moment) { events.append($0) }
            .stopBoard("kirche")
        XCTAssertEqual(board.stop, expected.stop)
        XCTAssertEqual(board.departures.map(\.scheduled), expected.departures.map(\.scheduled))
        XCTAssertTrue(
            events.contains { if case .cacheWarning(let w) = $0 { return w.reason == .corrupt } else { return false } })
    }
}
