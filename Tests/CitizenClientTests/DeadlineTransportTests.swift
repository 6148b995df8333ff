import XCTest

@testable import CitizenClient

/// Issue 22.8: one deadline per command. Fake transports on an injected clock, no timed assertions.
final class DeadlineTransportTests: XCTestCase {
    /// A monotonic clock the fake server moves on by each answer's time.
    private final class FakeClock: @unchecked Sendable {
        private let lock = NSLock()
        private var nanoseconds: UInt64 = 1_000_000_000

        var now: UInt64 {
            lock.lock()
            defer { lock.unlock() }
            return nanoseconds
        }

        func advance(seconds: Double) {
            lock.lock()
            defer { lock.unlock() }
            nanoseconds += UInt64(seconds * 1e9)
        }
    }

    /// A server whose every answer takes `answerSeconds` on `clock`, recording each exchange's limit.
    private func slowServer(_ clock: FakeClock, answerSeconds: Double, overrides: [String: HTTPResponseData] = [:])
        -> InMemoryTransport
    {
        let original = InMemoryTransport.originalServer(overrides: overrides)
        return InMemoryTransport { request in
            clock.advance(seconds: answerSeconds)
            return try original.send(request)
        }
    }

    private let url = URL(string: "http://bus.example/services/rest/linemanagement/v1/stops/")!

    func testEachExchangeGetsWhatIsLeftAndNoneStartsAfterTheDeadline() throws {
        let clock = FakeClock()
        let server = slowServer(clock, answerSeconds: 4)
        let transport = DeadlineTransport(base: server, seconds: 10, monotonicNanoseconds: { clock.now })
        for _ in 0..<3 { _ = try transport.send(HTTPRequestData(method: .get, url: url)) }
        XCTAssertThrowsError(try transport.send(HTTPRequestData(method: .get, url: url))) { error in
            XCTAssertEqual(error as? TransportFailure, .timedOut(seconds: 10))
        }
        XCTAssertEqual(server.requests.count, 3, "nothing is sent once the deadline has passed")
        let limits = server.requests.map { $0.timeLimitSeconds ?? -1 }
        XCTAssertEqual(limits.count, 3)
        for (limit, expected) in zip(limits, [10.0, 6, 2]) { XCTAssertEqual(limit, expected, accuracy: 1e-6) }
    }

    func testAnExchangeCutShortByTheDeadlineReportsTheWholeBudget() {
        let clock = FakeClock()
        let cutShort = InMemoryTransport { request in
            clock.advance(seconds: request.timeLimitSeconds ?? 0)
            throw TransportFailure.timedOut(seconds: request.timeLimitSeconds ?? 0)
        }
        let transport = DeadlineTransport(base: cutShort, seconds: 3, monotonicNanoseconds: { clock.now })
        clock.advance(seconds: 2)
        XCTAssertThrowsError(try transport.send(HTTPRequestData(method: .get, url: url))) { error in
            XCTAssertEqual(error as? TransportFailure, .timedOut(seconds: 3))
        }
    }

    func testTheShorterLimitWinsAndTheTransportsOwnStaysWhenNoneIsGiven() {
        let own = TransportTimeouts(connectSeconds: 2, totalSeconds: 5)
        XCTAssertEqual(own.limited(to: nil), own)
        XCTAssertEqual(own.limited(to: 3), TransportTimeouts(connectSeconds: 2, totalSeconds: 3))
        XCTAssertEqual(own.limited(to: 0.5), TransportTimeouts(connectSeconds: 0.5, totalSeconds: 0.5))
        XCTAssertEqual(own.limited(to: .nan), own)
    }

    /// The trial: a line's ten buses answering in 4 s each took 40 s for `bus`. With a 5 s deadline
    /// the report is made from what came in time; the buses not asked in time cost nothing.
    func testABusReportEndsWithinTheDeadlineWhateverTheLinesBusCount() throws {
        let ids = Array(1...10)
        let lines =
            #"{"timeStamp":1,"lines":[{"id":1,"name":"Pirmasens","routeId":1,"busses":["#
            + ids.map(String.init).joined(separator: ",") + #"]}]}"#
        let busses =
            #"{"timeStamp":1,"busses":["#
            + ids.map { #"{"id":\#($0),"numberPlate":"KL-\#($0)","lineId":1,"color":"green","totalSeats":8}"# }
            .joined(separator: ",") + "]}"
        let clock = FakeClock()
        var factory = ServiceFactory()
        factory.cacheHome = try makeTemporaryDirectory(self)
        let fast = InMemoryTransport.originalServer(overrides: [
            "lines/": HTTPResponseData(status: 200, body: Data(lines.utf8)),
            "busses/": HTTPResponseData(status: 200, body: Data(busses.utf8)),
        ])
        // Master data first, from a quick server, so that only the positions are slow.
        _ = try factory.make(fast).masterData()
        let slow = slowServer(clock, answerSeconds: 4)
        var events: [ClientEvent] = []
        let service = try factory.make(
            DeadlineTransport(base: slow, seconds: 5, monotonicNanoseconds: { clock.now }),
            events: { events.append($0) })
        let report = try service.busReport(busId: 1)
        XCTAssertEqual(report.bus.id, 1)
        let asked = slow.requests.map { InMemoryTransport.apiPath($0.url) }.filter { $0.hasPrefix("busses/") }
        XCTAssertEqual(asked, ["busses/1/", "busses/2/"], "after 4 + 4 s nothing more is asked")
        XCTAssertLessThanOrEqual(clock.now - 1_000_000_000, 8_000_000_000)
        XCTAssertTrue(events.allSatisfy { if case .realTimeUnavailable = $0 { false } else { true } })
    }

    func testABusWhosePositionCameTooLateIsSaidToHaveNoLiveData() throws {
        var factory = ServiceFactory()
        factory.cacheHome = try makeTemporaryDirectory(self)
        _ = try factory.make(InMemoryTransport.originalServer()).masterData()
        let clock = FakeClock()
        let transport = DeadlineTransport(
            base: slowServer(clock, answerSeconds: 4), seconds: 5, monotonicNanoseconds: { clock.now })
        clock.advance(seconds: 6)
        var events: [ClientEvent] = []
        _ = try factory.make(transport, events: { events.append($0) }).busReport(busId: 1)
        XCTAssertTrue(
            events.contains {
                if case .realTimeUnavailable(1, .timedOut(_, 5)) = $0 { true } else { false }
            }, "\(events)")
    }
}
