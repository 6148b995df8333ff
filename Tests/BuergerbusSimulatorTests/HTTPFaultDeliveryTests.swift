import XCTest

@testable import BuergerbusSimulator

/// Each fault a client must survive, observed from the client's side of the socket.
final class HTTPFaultDeliveryTests: XCTestCase {
    private func exchange(_ request: String, handler: ScriptedTestHandler = ScriptedTestHandler()) throws
        -> (bytes: [UInt8], end: RawTestConnection.EndOfStream)
    {
        let (server, port) = try startTestServer(handler: handler)
        defer { server.stop() }
        let client = try RawTestConnection(port: port)
        client.send(request)
        return client.readToEnd()
    }

    func testDropClosesWithoutAnswering() throws {
        let result = try exchange("POST /drop HTTP/1.1\r\nContent-Length: 2\r\n\r\nhi")
        XCTAssertEqual(result.bytes, [])
        XCTAssertEqual(result.end, .closed)
    }

    func testResetAbortsTheConnection() throws {
        let result = try exchange("GET /reset HTTP/1.1\r\n\r\n")
        XCTAssertEqual(result.bytes, [])
        XCTAssertEqual(result.end, .reset)
    }

    func testTruncatedAnswerPromisesMoreThanItSends() throws {
        let result = try exchange("GET /truncate?bytes=7 HTTP/1.1\r\n\r\n")
        let text = String(decoding: result.bytes, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("HTTP/1.1 200 OK\r\n"))
        XCTAssertTrue(text.contains("\r\nContent-Length: 100\r\n"))
        XCTAssertTrue(text.hasSuffix("\r\n\r\nxxxxxxx"), text)
        XCTAssertEqual(result.end, .closed)
    }

    func testDelayedAnswerArrivesNoEarlierThanTheDelay() throws {
        let (server, port) = try startTestServer()
        defer { server.stop() }
        let client = try RawTestConnection(port: port)
        let sent = Date()
        client.send("GET /delay?ms=300 HTTP/1.1\r\n\r\n")
        let response = try client.readResponse()
        // A lower bound only: a slow machine can make the answer later, never earlier.
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(sent), 0.3)
        XCTAssertEqual(response.bodyText, "GET /delay ")
        client.send("GET /echo HTTP/1.1\r\n\r\n")
        XCTAssertEqual(try client.readResponse().status, 200, "a delayed answer keeps the connection usable")
    }

    func testStopInterruptsADelayedAnswer() throws {
        let handler = ScriptedTestHandler()
        let (server, port) = try startTestServer(handler: handler)
        let client = try RawTestConnection(port: port)
        client.send("GET /delay?ms=600000 HTTP/1.1\r\n\r\n")
        XCTAssertTrue(waitUntil { handler.handledRequests.count == 1 })
        server.stop()
        XCTAssertEqual(client.readToEnd().bytes, [])
    }

    func testRefusedConnectionIsClosedBeforeAnythingIsRead() throws {
        let handler = ScriptedTestHandler()
        handler.refuseNextConnections(1)
        let (server, port) = try startTestServer(handler: handler)
        defer { server.stop() }
        let refused = try RawTestConnection(port: port)
        refused.send("GET /echo HTTP/1.1\r\n\r\n")
        let result = refused.readToEnd()
        XCTAssertEqual(result.bytes, [])
        XCTAssertTrue(result.end == .closed || result.end == .reset, "\(result.end)")
        let next = try RawTestConnection(port: port)
        next.send("GET /echo HTTP/1.1\r\n\r\n")
        XCTAssertEqual(try next.readResponse().status, 200)
        XCTAssertEqual(handler.handledRequests.count, 1)
    }
}
