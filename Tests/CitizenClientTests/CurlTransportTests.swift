@testable import CitizenClient
import Foundation
import XCTest
#if os(Linux)

/// `CurlTransport` against the in-test TCP server over plain http: the same exchanges and failures the
/// socket transport is tested with, so both classify alike.
final class CurlTransportTests: XCTestCase {
    private let transport = CurlTransport(timeouts: TransportTimeouts(seconds: 5))

    func testGetSendsTheHeadersAndReadsStatusHeadersAndBody() throws {
        let server = try SocketHTTPTestServer { _ in
            .text("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nX-Twice: a\r\nX-Twice: b\r\nContent-Length: 7\r\n\r\n{\"a\":1}")
        }
        defer { server.stop() }
        let response = try transport.send(HTTPRequestData(method: .get, url: server.url("/linemanagement/v1/update/?x=%C3%A4"),
                                                          headers: ["User-Agent": "buerger/test", "X-Probe": "1"]))
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.body, Data("{\"a\":1}".utf8))
        XCTAssertEqual(response.headers["content-type"], "application/json")
        XCTAssertEqual(response.headers["x-twice"], "a, b")
        let head = try XCTUnwrap(server.requests.first?.head)
        XCTAssertTrue(head.hasPrefix("GET /linemanagement/v1/update/?x=%C3%A4 HTTP/1.1\r\n"), head)
        XCTAssertTrue(head.contains("\r\nUser-Agent: buerger/test\r\n"), head)
        XCTAssertTrue(head.contains("\r\nX-Probe: 1\r\n"), head)
        XCTAssertFalse(head.lowercased().contains("accept-encoding"), head)
    }

    func testPostSendsTheBodyIntactWithoutWaitingForContinue() throws {
        let server = try SocketHTTPTestServer { _ in .text("HTTP/1.1 201 Created\r\nContent-Length: 0\r\n\r\n") }
        defer { server.stop() }
        // Binary, a NUL, and more than curl's threshold for Expect: 100-continue.
        let body = Data([0x7B, 0x00, 0xC3, 0xA4]) + Data(repeating: 0x41, count: 1_100_000)
        let response = try transport.send(HTTPRequestData(method: .post, url: server.url("/customStops"),
                                                          headers: ["Content-Type": "application/json"], body: body))
        XCTAssertEqual(response.status, 201)
        let received = try XCTUnwrap(server.requests.first)
        XCTAssertTrue(received.head.hasPrefix("POST /customStops HTTP/1.1\r\n"), received.head)
        XCTAssertFalse(received.head.lowercased().contains("expect:"), received.head)
        XCTAssertEqual(Data(received.body), body)
    }

    func testAnEmptyPostAnnouncesALengthOfZero() throws {
        let server = try SocketHTTPTestServer { _ in .text("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok") }
        defer { server.stop() }
        _ = try transport.send(HTTPRequestData(method: .post, url: server.url("/x")))
        let head = try XCTUnwrap(server.requests.first?.head)
        XCTAssertTrue(head.hasPrefix("POST /x HTTP/1.1\r\n"), head)
        XCTAssertTrue(head.contains("\r\nContent-Length: 0\r\n"), head)
    }

    func testNoContentGivesAnEmptyBody() throws {
        let server = try SocketHTTPTestServer { _ in .text("HTTP/1.1 204 No Content\r\n\r\n") }
        defer { server.stop() }
        let response = try transport.send(HTTPRequestData(method: .get, url: server.url("/busses/9/")))
        XCTAssertEqual(response.status, 204)
        XCTAssertTrue(response.body.isEmpty)
    }

    func testAChunkedAnswerIsDecoded() throws {
        let server = try SocketHTTPTestServer { _ in
            .text("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4\r\n[1,2\r\n3\r\n,3]\r\n0\r\n\r\n", piece: 5)
        }
        defer { server.stop() }
        let response = try transport.send(HTTPRequestData(method: .get, url: server.url("/lines/")))
        XCTAssertEqual(response.body, Data("[1,2,3]".utf8))
    }

    func testAnErrorStatusIsAResponse() throws {
        let server = try SocketHTTPTestServer { _ in .text("HTTP/1.1 404 Not Found\r\nContent-Length: 4\r\n\r\ngone") }
        defer { server.stop() }
        let response = try transport.send(HTTPRequestData(method: .get, url: server.url("/busses/99/")))
        XCTAssertEqual(response.status, 404)
        XCTAssertEqual(response.body, Data("gone".utf8))
    }

    func testAClosedPortCannotConnect() throws {
        let server = try SocketHTTPTestServer { _ in .close }
        let url = server.url("/lines/")
        server.stop()
        XCTAssertThrowsError(try transport.send(HTTPRequestData(method: .get, url: url))) { error in
            XCTAssertEqual(error as? TransportFailure, .cannotConnect("connection refused"))
        }
    }

    func testASilentServerTimesOut() throws {
        let server = try SocketHTTPTestServer { _ in .silent }
        defer { server.stop() }
        let hasty = CurlTransport(timeouts: TransportTimeouts(seconds: 0.3))
        XCTAssertThrowsError(try hasty.send(HTTPRequestData(method: .get, url: server.url("/lines/")))) { error in
            guard case .timedOut? = error as? TransportFailure else { return XCTFail("\(error)") }
        }
    }

    func testABodyCutShortIsAnIncompleteAnswer() throws {
        let server = try SocketHTTPTestServer { _ in .text("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n[1,2,3]") }
        defer { server.stop() }
        XCTAssertThrowsError(try transport.send(HTTPRequestData(method: .get, url: server.url("/stops/")))) { error in
            guard case .incompleteAnswer? = error as? TransportFailure else { return XCTFail("\(error)") }
        }
    }

    func testAClosedConnectionWithoutAnAnswerIsLost() throws {
        let server = try SocketHTTPTestServer { _ in .close }
        defer { server.stop() }
        XCTAssertThrowsError(try transport.send(HTTPRequestData(method: .get, url: server.url("/stops/")))) { error in
            guard case .connectionLost? = error as? TransportFailure else { return XCTFail("\(error)") }
        }
    }

    func testConcurrentSendsEachGetTheirOwnAnswer() throws {
        let server = try SocketHTTPTestServer { received in
            let path = received.head.split(separator: " ").dropFirst().first.map(String.init) ?? "?"
            return .text("HTTP/1.1 200 OK\r\nContent-Length: \(path.utf8.count)\r\n\r\n\(path)")
        }
        defer { server.stop() }
        let count = 12
        let lock = NSLock()
        var bodies: [Int: String] = [:]
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let body = (try? transport.send(HTTPRequestData(method: .get, url: server.url("/busses/\(index)/"))))
                .map { String(decoding: $0.body, as: UTF8.self) }
            lock.lock()
            bodies[index] = body
            lock.unlock()
        }
        XCTAssertEqual(bodies, Dictionary(uniqueKeysWithValues: (0..<count).map { ($0, "/busses/\($0)/") }))
    }

    func testTheProductionRouterSendsHTTPSToCurl() throws {
        // Nothing listens on port 9 of loopback; only curl speaks https, so this is curl's refusal.
        let router = SchemeRoutingTransport(timeouts: TransportTimeouts(seconds: 2), environment: [:])
        XCTAssertThrowsError(try router.send(HTTPRequestData(method: .get, url: try XCTUnwrap(URL(string: "https://127.0.0.1:9/"))))) {
            XCTAssertEqual($0 as? TransportFailure, .cannotConnect("connection refused"))
        }
    }
}
#endif
