import Foundation
import XCTest

@testable import CitizenClient

#if os(Linux)

    /// What only `CurlTransport` does: the request libcurl writes. Answers and failures are the contract
    /// every transport shares (`TransportContractTests`).
    final class CurlTransportTests: XCTestCase {
        private let transport = CurlTransport(timeouts: TransportTimeouts(seconds: 5))

        func testGetSendsTheHeadersAndReadsStatusHeadersAndBody() throws {
            let server = try FaultServer { _ in
                .text(
                    "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nX-Twice: a\r\nX-Twice: b\r\nContent-Length: 7\r\n\r\n{\"a\":1}"
                )
            }
            defer { server.stop() }
            let response = try transport.send(
                HTTPRequestData(
                    method: .get, url: server.url("/linemanagement/v1/update/?x=%C3%A4"),
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
            let server = try FaultServer { _ in .text("HTTP/1.1 201 Created\r\nContent-Length: 0\r\n\r\n") }
            defer { server.stop() }
            // Binary, a NUL, and more than curl's threshold for Expect: 100-continue.
            let body = Data([0x7B, 0x00, 0xC3, 0xA4]) + Data(repeating: 0x41, count: 1_100_000)
            let response = try transport.send(
                HTTPRequestData(
                    method: .post, url: server.url("/customStops"),
                    headers: ["Content-Type": "application/json"], body: body))
            XCTAssertEqual(response.status, 201)
            let received = try XCTUnwrap(server.requests.first)
            XCTAssertTrue(received.head.hasPrefix("POST /customStops HTTP/1.1\r\n"), received.head)
            XCTAssertFalse(received.head.lowercased().contains("expect:"), received.head)
            XCTAssertEqual(Data(received.body), body)
        }

        func testAnEmptyPostAnnouncesALengthOfZero() throws {
            let server = try FaultServer { _ in .text("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok") }
            defer { server.stop() }
            _ = try transport.send(HTTPRequestData(method: .post, url: server.url("/x")))
            let head = try XCTUnwrap(server.requests.first?.head)
            XCTAssertTrue(head.hasPrefix("POST /x HTTP/1.1\r\n"), head)
            XCTAssertTrue(head.contains("\r\nContent-Length: 0\r\n"), head)
        }

        func testTheProductionRouterSendsHTTPSToCurl() throws {
            // Nothing listens on port 9 of loopback; only curl speaks https, so this is curl's refusal.
            let router = SchemeRoutingTransport(timeouts: TransportTimeouts(seconds: 2), environment: [:])
            XCTAssertThrowsError(
                try router.send(HTTPRequestData(method: .get, url: try XCTUnwrap(URL(string: "https://127.0.0.1:9/"))))
            ) {
                XCTAssertEqual($0 as? TransportFailure, .cannotConnect(.refused))
            }
        }
    }
#endif
