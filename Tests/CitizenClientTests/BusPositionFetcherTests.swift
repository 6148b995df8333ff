import XCTest

@testable import CitizenClient

/// A stop board's E7 requests: the first bus alone, then the others side by side, at most four at once.
final class BusPositionFetcherTests: XCTestCase {
    /// Counts calls and how many run at once; thread-safe.
    private final class Probe: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var asked: [Int64] = []
        private(set) var mostAtOnce = 0
        private var running = 0

        func enter(_ busId: Int64) {
            lock.lock()
            defer { lock.unlock() }
            asked.append(busId)
            running += 1
            mostAtOnce = max(mostAtOnce, running)
        }

        func leave() {
            lock.lock()
            defer { lock.unlock() }
            running -= 1
        }
    }

    private let unreachable = ClientError.serverUnreachable(server: "http://bus.example", problem: .refused)
    private let broken = ClientError.serverError(status: 500, path: "/busses/3/", message: nil)

    private func position(_ busId: Int64) -> BusPosition {
        BusPosition(busId: busId, position: nil, takenSeats: Int(busId))
    }

    func testSideBySideAnswersComeBackInTheBusesOrder() throws {
        let probe = Probe()
        // Buses 2…5 wait until all four are in flight, and the later ones answer first.
        let allStarted = DispatchGroup()
        for _ in 2...5 { allStarted.enter() }
        let fetcher = BusPositionFetcher(concurrent: true) { busId in
            probe.enter(busId)
            defer { probe.leave() }
            if busId > 1 {
                allStarted.leave()
                XCTAssertEqual(allStarted.wait(timeout: .now() + 10), .success, "bus \(busId) waited alone")
                Thread.sleep(forTimeInterval: Double(6 - busId) / 100)
            }
            if busId == 3 { throw self.broken }
            return busId == 4 ? nil : self.position(busId)
        }
        let result = try fetcher.positions(of: [1, 2, 3, 4, 5])
        XCTAssertEqual(probe.asked.first, 1, "the first bus is asked alone, first")
        XCTAssertEqual(Set(probe.asked), [1, 2, 3, 4, 5])
        XCTAssertEqual(probe.mostAtOnce, 4)
        XCTAssertEqual(result.positions, [1: position(1), 2: position(2), 5: position(5)])
        XCTAssertEqual(result.failures.map { $0.busId }, [3])
        XCTAssertEqual(result.failures.map { $0.error }, [broken])
    }

    /// Issue 22.8: a thousand buses were a thousand threads and connections at once. Now at most
    /// four are in flight, and every bus is still asked.
    func testNoMoreThanFourAreAskedAtOnce() throws {
        let probe = Probe()
        // The first four after bus 1 wait until all four are in flight: four at once is reached.
        let fourStarted = DispatchGroup()
        for _ in 0..<4 { fourStarted.enter() }
        let fetcher = BusPositionFetcher(concurrent: true) { busId in
            probe.enter(busId)
            defer { probe.leave() }
            if (2...5).contains(busId) {
                fourStarted.leave()
                XCTAssertEqual(fourStarted.wait(timeout: .now() + 10), .success, "bus \(busId) waited alone")
            }
            return self.position(busId)
        }
        let buses = Array(Int64(1)...40)
        let result = try fetcher.positions(of: buses)
        XCTAssertEqual(probe.mostAtOnce, BusPositionFetcher.maximumAtOnce)
        XCTAssertEqual(probe.asked.sorted(), buses)
        XCTAssertEqual(result.positions.keys.sorted(), buses)
    }

    func testAnUnreachableFirstBusShortCircuitsTheRest() throws {
        let probe = Probe()
        let fetcher = BusPositionFetcher(concurrent: true) { busId in
            probe.enter(busId)
            probe.leave()
            throw self.unreachable
        }
        let result = try fetcher.positions(of: [7, 8, 9])
        XCTAssertEqual(probe.asked, [7])
        XCTAssertEqual(result.positions, [:])
        XCTAssertEqual(result.failures.map { $0.busId }, [7])
    }

    func testFailuresAfterAnUnreachableServerAreNotReported() throws {
        let fetcher = BusPositionFetcher(concurrent: true) { busId in
            switch busId {
            case 2: throw self.broken
            case 3: throw self.unreachable
            case 4: throw self.broken
            default: return self.position(busId)
            }
        }
        let result = try fetcher.positions(of: [1, 2, 3, 4])
        XCTAssertEqual(result.failures.map { $0.busId }, [2, 3])
        XCTAssertEqual(result.positions, [1: position(1)])
    }

    func testWithoutConcurrentSendsTheBusesAreAskedOneByOne() throws {
        let probe = Probe()
        let fetcher = BusPositionFetcher(concurrent: false) { busId in
            probe.enter(busId)
            defer { probe.leave() }
            return self.position(busId)
        }
        let result = try fetcher.positions(of: [3, 1, 2])
        XCTAssertEqual(probe.asked, [3, 1, 2])
        XCTAssertEqual(probe.mostAtOnce, 1)
        XCTAssertEqual(result.positions.keys.sorted(), [1, 2, 3])
    }

    func testAnErrorThatIsNoClientErrorIsThrown() {
        struct Odd: Error {}
        let fetcher = BusPositionFetcher(concurrent: true) { busId in
            if busId == 2 { throw Odd() }
            return self.position(busId)
        }
        XCTAssertThrowsError(try fetcher.positions(of: [1, 2, 3])) { XCTAssertTrue($0 is Odd) }
        XCTAssertEqual(try fetcher.positions(of: []).positions, [:])
    }

    func testOnlyTheProductionChainAllowsConcurrentSends() {
        let production = SchemeRoutingTransport(timeouts: .standard, environment: [:])
        XCTAssertTrue(
            RetryingTransport(base: TracingTransport(base: production, sink: { _ in }), sleep: { _ in })
                .allowsConcurrentSends)
        XCTAssertFalse(
            RetryingTransport(
                base: TracingTransport(base: InMemoryTransport.unreachable, sink: { _ in }),
                sleep: { _ in }
            ).allowsConcurrentSends)
    }

    /// The fixture server behind a lock, declaring concurrent sends.
    private final class LockedServer: HTTPTransport, @unchecked Sendable {
        private let lock = NSLock()
        private let base: InMemoryTransport
        init(_ base: InMemoryTransport) { self.base = base }
        var allowsConcurrentSends: Bool { true }
        var paths: [String] {
            lock.lock()
            defer { lock.unlock() }
            return base.paths
        }
        func send(_ request: HTTPRequestData) throws -> HTTPResponseData {
            lock.lock()
            defer { lock.unlock() }
            return try base.send(request)
        }
    }

    func testABoardAsksEveryBusOfItsLinesAndUsesTheirSeats() throws {
        var factory = ServiceFactory()
        factory.cacheHome = try makeTemporaryDirectory(self)
        // Line 1 is served by buses 1 and 2 (and 3, which has no position: 204).
        let lines =
            #"{"timeStamp":1,"lines":[{"id":1,"name":"Pirmasens","routeId":1,"busses":[1,2,3]},"#
            + #"{"id":2,"name":"Uni","routeId":2,"busses":[]}]}"#
        let server = LockedServer(
            InMemoryTransport.originalServer(overrides: [
                "lines/": HTTPResponseData(status: 200, body: Data(lines.utf8))
            ]))
        let moment = try XCTUnwrap(ISO8601DateFormatter().date(from: "2026-11-23T12:05:00+01:00"))
        let board = try factory.make(server, pretendNow: moment).stopBoard("kirche", count: .restOfDay)
        XCTAssertEqual(
            server.paths.filter { $0.hasPrefix("busses/") && $0 != "busses/" }.sorted(),
            ["busses/1/", "busses/2/", "busses/3/"])
        XCTAssertFalse(board.departures.isEmpty)
        let seats = Set(
            board.departures.compactMap { departure in
                departure.busId.map { "\($0):\(departure.seats.takenSeats ?? -1)" }
            })
        XCTAssertTrue(seats.isSubset(of: ["1:2", "2:7", "3:-1"]), "\(seats)")
    }
}
