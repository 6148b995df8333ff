import XCTest

@testable import BuergerbusSimulator

final class HTTPResponseSerializerTests: XCTestCase {
    private func headText(
        status: Int, headers: [(name: String, value: String)] = [], length: Int = 0,
        keepAlive: Bool = true
    ) -> String {
        String(
            decoding: HTTPResponseSerializer.head(
                status: status, headers: headers, contentLength: length,
                keepAlive: keepAlive, date: "Sun, 06 Nov 1994 08:49:37 GMT"),
            as: UTF8.self)
    }

    func testHeadHasStatusLineDateLengthConnectionThenHandlerFields() {
        let text = headText(status: 200, headers: [(name: "Content-Type", value: "application/json")], length: 12)
        XCTAssertEqual(
            text,
            "HTTP/1.1 200 OK\r\nDate: Sun, 06 Nov 1994 08:49:37 GMT\r\nContent-Length: 12\r\n"
                + "Connection: keep-alive\r\nContent-Type: application/json\r\n\r\n")
    }

    func testEmptyAnswersStillCarryContentLengthZero() {
        XCTAssertTrue(headText(status: 204).hasPrefix("HTTP/1.1 204 No Content\r\n"))
        XCTAssertTrue(headText(status: 204).contains("\r\nContent-Length: 0\r\n"))
        XCTAssertTrue(headText(status: 200, keepAlive: false).contains("\r\nConnection: close\r\n"))
    }

    func testReasonPhrasesForEveryStatusTheServerUses() {
        let expected = [
            400: "Bad Request", 404: "Not Found", 405: "Method Not Allowed", 408: "Request Timeout",
            413: "Payload Too Large", 415: "Unsupported Media Type", 431: "Request Header Fields Too Large",
            500: "Internal Server Error", 503: "Service Unavailable", 505: "HTTP Version Not Supported",
            299: "Success", 599: "Server Error",
        ]
        for (status, phrase) in expected {
            XCTAssertEqual(HTTPStatusReason.phrase(for: status), phrase, "status \(status)")
        }
    }

    func testReservedAndHeaderSplittingFieldsAreDropped() {
        let text = headText(
            status: 200,
            headers: [
                (name: "Content-Length", value: "999"), (name: "connection", value: "upgrade"),
                (name: "X-Evil", value: "a\r\nSet-Cookie: b"), (name: "Bad Name", value: "x"),
                (name: "X-Fine", value: "yes"),
            ])
        XCTAssertFalse(text.contains("999"))
        XCTAssertFalse(text.contains("upgrade"))
        XCTAssertFalse(text.contains("Set-Cookie"))
        XCTAssertFalse(text.contains("Bad Name"))
        XCTAssertTrue(text.contains("\r\nX-Fine: yes\r\n"))
    }

    func testDateIsIMFFixdate() {
        XCTAssertEqual(HTTPDate.format(secondsSince1970: 784_111_777), "Sun, 06 Nov 1994 08:49:37 GMT")
        XCTAssertEqual(HTTPDate.format(secondsSince1970: 1_800_000_000), "Fri, 15 Jan 2027 08:00:00 GMT")
    }

    func testErrorResponsesExplainThemselvesInPlainText() {
        let response = HTTPResponseSerializer.errorResponse(.headerTooLarge(limit: 16384))
        XCTAssertEqual(response.status, 431)
        XCTAssertEqual(
            String(decoding: response.body, as: UTF8.self),
            "Request Header Fields Too Large: the request header is larger than 16384 bytes\n")
    }

    func testExchangeLogLineNamesFaults() {
        let normal = HTTPExchangeLog(method: "GET", target: "/stops", status: 200, bytes: 1843, milliseconds: 0.44)
        XCTAssertEqual(normal.description, "GET /stops 200 1843 B 0.4 ms")
        let reset = HTTPExchangeLog(
            method: "POST", target: "/x", status: 200, bytes: 0, milliseconds: 2,
            delivery: .resetConnection)
        XCTAssertEqual(reset.description, "POST /x 200 0 B 2.0 ms (reset)")
    }
}
