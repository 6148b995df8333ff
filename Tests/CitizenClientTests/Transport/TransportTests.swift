import XCTest

@testable import CitizenClient

final class TransportTests: XCTestCase {
    private let url = URL(string: "http://bus.example/services/rest/linemanagement/v1/lines/")!

    func testGetIsRetriedOnceAfterATransientFailure() throws {
        var attempts = 0
        var pauses: [Double] = []
        let base = InMemoryTransport { _ in
            attempts += 1
            if attempts == 1 { throw TransportFailure.connectionLost(.lost) }
            return HTTPResponseData(status: 200, body: Data("{}".utf8))
        }
        let transport = RetryingTransport(base: base, pauseSeconds: 0.25, sleep: { pauses.append($0) })
        XCTAssertEqual(try transport.send(HTTPRequestData(method: .get, url: url)).status, 200)
        XCTAssertEqual(attempts, 2)
        XCTAssertEqual(pauses, [0.25])
    }

    func testGetIsRetriedOnlyOnce() {
        let base = InMemoryTransport { _ in throw TransportFailure.cannotConnect(.refused) }
        let transport = RetryingTransport(base: base, sleep: { _ in })
        XCTAssertThrowsError(try transport.send(HTTPRequestData(method: .get, url: url)))
        XCTAssertEqual(base.requests.count, 2)
    }

    func testGatewayStatusIsRetriedButOtherErrorsAreNot() throws {
        var statuses = [503, 200]
        let base = InMemoryTransport { _ in HTTPResponseData(status: statuses.removeFirst()) }
        XCTAssertEqual(
            try RetryingTransport(base: base, sleep: { _ in }).send(HTTPRequestData(method: .get, url: url)).status, 200
        )

        let notFound = InMemoryTransport { _ in HTTPResponseData(status: 404) }
        XCTAssertEqual(
            try RetryingTransport(base: notFound, sleep: { _ in }).send(HTTPRequestData(method: .get, url: url)).status,
            404)
        XCTAssertEqual(notFound.requests.count, 1)
    }

    func testPostIsNeverRetried() {
        let base = InMemoryTransport { _ in throw TransportFailure.connectionLost(.lost) }
        let transport = RetryingTransport(base: base, sleep: { _ in XCTFail("must not pause") })
        XCTAssertThrowsError(try transport.send(HTTPRequestData(method: .post, url: url, body: Data("{}".utf8))))
        XCTAssertEqual(base.requests.count, 1)
    }

    func testTimeoutIsNotRetried() {
        let base = InMemoryTransport { _ in throw TransportFailure.timedOut(seconds: 5) }
        XCTAssertThrowsError(
            try RetryingTransport(base: base, sleep: { _ in }).send(HTTPRequestData(method: .get, url: url)))
        XCTAssertEqual(base.requests.count, 1)
    }

    func testTraceReportsMethodURLStatusBytesAndMilliseconds() throws {
        var traces: [ExchangeTrace] = []
        var ticks: [UInt64] = [1_000_000, 13_000_000]
        let base = InMemoryTransport { _ in HTTPResponseData(status: 200, body: Data(repeating: 32, count: 143)) }
        let transport = TracingTransport(
            base: base, sink: { traces.append($0) }, monotonicNanoseconds: { ticks.removeFirst() })
        _ = try transport.send(HTTPRequestData(method: .get, url: url))
        XCTAssertEqual(
            traces,
            [
                ExchangeTrace(
                    method: "GET", url: url.absoluteString, status: 200, bytes: 143,
                    milliseconds: 12, failure: nil)
            ])
    }

    func testTraceReportsFailures() {
        var traces: [ExchangeTrace] = []
        let base = InMemoryTransport { _ in throw TransportFailure.cannotConnect(.refused) }
        XCTAssertThrowsError(
            try TracingTransport(base: base, sink: { traces.append($0) }).send(HTTPRequestData(method: .get, url: url)))
        XCTAssertNil(traces.first?.status)
        XCTAssertEqual(traces.first?.failure, .cannotConnect(.refused))
    }

    func testRetriedExchangeIsTracedTwice() throws {
        var traces: [ExchangeTrace] = []
        var attempts = 0
        let base = InMemoryTransport { _ in
            attempts += 1
            if attempts == 1 { throw TransportFailure.cannotConnect(.refused) }
            return HTTPResponseData(status: 200)
        }
        let stack = RetryingTransport(base: TracingTransport(base: base, sink: { traces.append($0) }), sleep: { _ in })
        _ = try stack.send(HTTPRequestData(method: .get, url: url))
        XCTAssertEqual(traces.map(\.status), [nil, 200])
    }

    func testTimeoutsAreSanitised() {
        XCTAssertEqual(TransportTimeouts(seconds: 2), TransportTimeouts(connectSeconds: 2, totalSeconds: 2))
        XCTAssertEqual(TransportTimeouts(seconds: -1), .standard)
        XCTAssertEqual(TransportTimeouts(seconds: .nan), .standard)
        XCTAssertEqual(TransportTimeouts(connectSeconds: 10, totalSeconds: 3).connectSeconds, 3)
    }

    // MARK: API: headers, status handling, error mapping

    func testAPISendsUserAgentAndMapsStatuses() throws {
        let transport = InMemoryTransport.originalServer()
        let api = BuergerbusAPI(server: try ServerAddress("http://bus.example/services/rest"), transport: transport)
        XCTAssertEqual(try api.lines().list.items.count, 2)
        XCTAssertEqual(transport.requests.first?.headers["User-Agent"], "buerger/\(BuergerVersion.current)")
        XCTAssertEqual(
            transport.requests.first?.url.absoluteString,
            "http://bus.example/services/rest/linemanagement/v1/lines/")
        XCTAssertNil(try api.busPosition(busId: 99))
        XCTAssertEqual(try api.busPosition(busId: 2)?.takenSeats, 7)
    }

    func testServerErrorCarriesTheServersMessage() throws {
        let transport = InMemoryTransport { _ in
            HTTPResponseData(status: 500, body: try Fixtures.data("error-500.json"))
        }
        let api = BuergerbusAPI(server: try ServerAddress(ServerAddress.defaultURL), transport: transport)
        XCTAssertThrowsError(try api.stops()) { error in
            guard case .serverError(500, "/stops/", let message)? = error as? ClientError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(message?.hasPrefix("An unexpected error"), true)
            XCTAssertTrue((error as? ClientError)?.isServerAnswerProblem ?? false, "\(error)")
        }
    }

    func testEmptyAndHTMLSuccessBodiesAreBadAnswers() throws {
        for body in ["", "<html>Welcome</html>"] {
            let transport = InMemoryTransport { _ in HTTPResponseData(status: 200, body: Data(body.utf8)) }
            let api = BuergerbusAPI(server: try ServerAddress(ServerAddress.defaultURL), transport: transport)
            XCTAssertThrowsError(try api.update()) { error in
                XCTAssertTrue((error as? ClientError)?.isServerAnswerProblem ?? false, "\(error)")
            }
        }
    }

    func testTransportFailuresBecomeUnreachable() throws {
        let cases: [(TransportFailure, ClientError)] = [
            (.cannotConnect(.refused), .serverUnreachable(server: ServerAddress.defaultURL, problem: .refused)),
            (.timedOut(seconds: 5), .timedOut(server: ServerAddress.defaultURL, seconds: 5)),
        ]
        for (failure, expected) in cases {
            let api = BuergerbusAPI(
                server: try ServerAddress(ServerAddress.defaultURL),
                transport: InMemoryTransport { _ in throw failure })
            XCTAssertThrowsError(try api.lines()) { error in
                XCTAssertEqual(error as? ClientError, expected)
                XCTAssertTrue((error as? ClientError)?.isConnectivityFailure ?? false)
            }
        }
    }
}

extension BuergerbusAPI {
    fileprivate func update() throws -> UpdateStamps { try updateStamps() }
}
