@testable import CitizenClient
import Foundation
import XCTest

#if canImport(Glibc)
import Glibc

/// The socket transport against a real TCP peer on the loopback interface. Failures are compared by
/// kind (what RequestSender decides on), never by how long they took.
final class SocketHTTPTransportTests: XCTestCase {
    private let transport = SocketHTTPTransport(timeouts: TransportTimeouts(seconds: 5))

    func testGetThroughTheAPIWithTheRequestAsSent() throws {
        let body = #"{"busses":1,"routes":2,"stops":3,"lines":4}"#
        let server = try SocketHTTPTestServer { _ in
            .text("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
        }
        defer { server.stop() }
        let api = BuergerbusAPI(server: try ServerAddress(server.origin + "/services/rest"), transport: transport)
        XCTAssertEqual(try api.updateStamps(), UpdateStamps(busses: 1, lines: 4, routes: 2, stops: 3))

        let head = try XCTUnwrap(server.requests.first?.head)
        let lines = head.components(separatedBy: "\r\n")
        XCTAssertEqual(lines.first, "GET /services/rest/linemanagement/v1/update/ HTTP/1.1")
        XCTAssertTrue(lines.contains("Host: 127.0.0.1:\(server.port)"), head)
        XCTAssertTrue(lines.contains("User-Agent: buerger/\(BuergerVersion.current)"), head)
        XCTAssertTrue(lines.contains("Connection: close"), head)
        XCTAssertFalse(head.lowercased().contains("accept-encoding"), head)
        XCTAssertFalse(head.lowercased().contains("content-length"), head)
    }

    func testQueryStaysEncodedAndAChunkedAnswerInSmallPiecesArrivesWhole() throws {
        let server = try SocketHTTPTestServer { _ in
            .text("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\n[1,\r\n3\r\n2,3\r\n1\r\n]\r\n0\r\n\r\n", piece: 3)
        }
        defer { server.stop() }
        let response = try transport.send(HTTPRequestData(method: .get, url: server.url("/customStops?deviceId=a%20b&requestId=7")))
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), "[1,2,3]")
        XCTAssertEqual(server.requests.first?.head.components(separatedBy: "\r\n").first,
                       "GET /customStops?deviceId=a%20b&requestId=7 HTTP/1.1")
    }

    func testPostBodyArrivesIntact() throws {
        let server = try SocketHTTPTestServer { _ in .text("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}") }
        defer { server.stop() }
        // Larger than a socket buffer, so sending has to wait for the peer to read.
        let body = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) })
        let request = HTTPRequestData(method: .post, url: server.url("/customStops"),
                                      headers: ["Content-Type": "application/json; charset=utf-8"], body: body)
        XCTAssertEqual(try transport.send(request).status, 200)
        let received = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(received.body, Array(body))
        XCTAssertTrue(received.head.hasPrefix("POST /customStops HTTP/1.1\r\n"), received.head)
        XCTAssertTrue(received.head.contains("\r\nContent-Length: 300000\r\n"), received.head)
        XCTAssertTrue(received.head.contains("\r\nContent-Type: application/json; charset=utf-8\r\n"), received.head)
    }

    func testErrorStatusesAreAnswersNotFailures() throws {
        let server = try SocketHTTPTestServer { _ in .text("HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\n\r\n") }
        defer { server.stop() }
        XCTAssertEqual(try transport.send(HTTPRequestData(method: .get, url: server.url("/x"))).status, 503)
    }

    func testConcurrentSendsEachGetTheirOwnAnswer() throws {
        let server = try SocketHTTPTestServer { request in
            let path = request.head.components(separatedBy: " ").dropFirst().first ?? "?"
            return .text("HTTP/1.1 200 OK\r\nContent-Length: \(path.utf8.count)\r\n\r\n\(path)")
        }
        defer { server.stop() }
        XCTAssertTrue(transport.allowsConcurrentSends)
        let results = ResultBox(count: 24)
        DispatchQueue.concurrentPerform(iterations: 24) { index in
            let answer = try? transport.send(HTTPRequestData(method: .get, url: server.url("/busses/\(index)/")))
            results.set(index, answer.map { String(decoding: $0.body, as: UTF8.self) })
        }
        XCTAssertEqual(results.values, (0..<24).map { "/busses/\($0)/" })
    }

    func testIPv6LoopbackWithItsHostHeaderInBrackets() throws {
        let server: SocketHTTPTestServer
        do {
            server = try SocketHTTPTestServer(ipv6: true) { _ in .text("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nv6") }
        } catch {
            throw XCTSkip("no IPv6 loopback on this machine")
        }
        defer { server.stop() }
        XCTAssertEqual(try transport.send(HTTPRequestData(method: .get, url: server.url("/"))).body, Data("v6".utf8))
        XCTAssertTrue(server.requests.first?.head.contains("\r\nHost: [::1]:\(server.port)\r\n") ?? false)
    }

    // MARK: - Failures, classified as URLSessionTransport classifies them

    func testRefusedPortCannotConnect() throws {
        let server = try SocketHTTPTestServer { _ in .close }
        let port = server.port
        server.stop()
        let url = try XCTUnwrap(URL(string: "http://127.0.0.1:\(port)/"))
        XCTAssertThrowsError(try transport.send(HTTPRequestData(method: .get, url: url))) {
            XCTAssertEqual($0 as? TransportFailure, .cannotConnect("connection refused"))
        }
    }

    func testUnknownHostCannotConnect() throws {
        let url = try XCTUnwrap(URL(string: "http://no-such-host.invalid:8080/services/rest"))
        XCTAssertThrowsError(try transport.send(HTTPRequestData(method: .get, url: url))) {
            XCTAssertEqual($0 as? TransportFailure, .cannotConnect("unknown host"))
        }
    }

    func testSilentServerTimesOutWithTheTotalBudget() throws {
        let server = try SocketHTTPTestServer { _ in .silent }
        defer { server.stop() }
        let quick = SocketHTTPTransport(timeouts: TransportTimeouts(seconds: 0.3))
        XCTAssertThrowsError(try quick.send(HTTPRequestData(method: .get, url: server.url("/lines/")))) {
            XCTAssertEqual($0 as? TransportFailure, .timedOut(seconds: 0.3))
        }
    }

    func testCutAnswersAreClassified() throws {
        let cases: [(SocketHTTPTestServer.Reply, TransportFailure)] = [
            (.close, .connectionLost("connection lost")),
            (.reset, .connectionLost("connection lost")),
            (.text("HTTP/1.1 200 OK\r\nContent-Le"), .connectionLost("connection lost")),
            (.text("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc"),
             .incompleteAnswer("transfer closed with 7 bytes remaining to read")),
            (.text("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nab"),
             .incompleteAnswer("transfer closed with outstanding read data remaining")),
            (.text("SSH-2.0-OpenSSH_9.6\r\n"), .connectionLost("broken HTTP answer")),
        ]
        for (reply, expected) in cases {
            let server = try SocketHTTPTestServer { _ in reply }
            defer { server.stop() }
            XCTAssertThrowsError(try transport.send(HTTPRequestData(method: .get, url: server.url("/stops/")))) {
                XCTAssertEqual($0 as? TransportFailure, expected, "\(reply)")
            }
        }
    }

    func testHTTPSIsNotSpokenHere() throws {
        let url = try XCTUnwrap(URL(string: "https://bus.example/services/rest"))
        XCTAssertThrowsError(try transport.send(HTTPRequestData(method: .get, url: url))) {
            guard case .other? = $0 as? TransportFailure else { return XCTFail("\($0)") }
        }
    }
}

/// Collects results from concurrent work.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String?]
    init(count: Int) { stored = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: String?) {
        lock.lock()
        defer { lock.unlock() }
        stored[index] = value
    }
    var values: [String?] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
#endif
