import Foundation
import XCTest

@testable import CitizenClient

#if canImport(Glibc)
    import Glibc

    /// What only the socket transport does: the request it writes. Answers and failures are the contract
    /// every transport shares (`TransportContractTests`).
    final class SocketHTTPTransportTests: XCTestCase {
        private let transport = SocketHTTPTransport(timeouts: TransportTimeouts(seconds: 5))

        func testGetThroughTheAPIWithTheRequestAsSent() throws {
            let body = #"{"busses":1,"routes":2,"stops":3,"lines":4}"#
            let server = try FaultServer { _ in
                .text(
                    "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
                )
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
            let server = try FaultServer { _ in
                .text(
                    "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\n[1,\r\n3\r\n2,3\r\n1\r\n]\r\n0\r\n\r\n",
                    piece: 3)
            }
            defer { server.stop() }
            let response = try transport.send(
                HTTPRequestData(method: .get, url: server.url("/customStops?deviceId=a%20b&requestId=7")))
            XCTAssertEqual(String(decoding: response.body, as: UTF8.self), "[1,2,3]")
            XCTAssertEqual(
                server.requests.first?.head.components(separatedBy: "\r\n").first,
                "GET /customStops?deviceId=a%20b&requestId=7 HTTP/1.1")
        }

        func testPostBodyArrivesIntact() throws {
            let server = try FaultServer { _ in .text("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}") }
            defer { server.stop() }
            // Larger than a socket buffer, so sending has to wait for the peer to read.
            let body = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) })
            let request = HTTPRequestData(
                method: .post, url: server.url("/customStops"),
                headers: ["Content-Type": "application/json; charset=utf-8"], body: body)
            XCTAssertEqual(try transport.send(request).status, 200)
            let received = try XCTUnwrap(server.requests.first)
            XCTAssertEqual(received.body, Array(body))
            XCTAssertTrue(received.head.hasPrefix("POST /customStops HTTP/1.1\r\n"), received.head)
            XCTAssertTrue(received.head.contains("\r\nContent-Length: 300000\r\n"), received.head)
            XCTAssertTrue(
                received.head.contains("\r\nContent-Type: application/json; charset=utf-8\r\n"), received.head)
        }

        func testIPv6LoopbackWithItsHostHeaderInBrackets() throws {
            let server: FaultServer
            do {
                server = try FaultServer(host: "::1") { _ in .text("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nv6") }
            } catch {
                throw XCTSkip("no IPv6 loopback on this machine")
            }
            defer { server.stop() }
            XCTAssertEqual(
                try transport.send(HTTPRequestData(method: .get, url: server.url("/"))).body, Data("v6".utf8))
            XCTAssertTrue(server.requests.first?.head.contains("\r\nHost: [::1]:\(server.port)\r\n") ?? false)
        }

        func testHTTPSIsNotSpokenHere() throws {
            let url = try XCTUnwrap(URL(string: "https://bus.example/services/rest"))
            XCTAssertThrowsError(try transport.send(HTTPRequestData(method: .get, url: url))) {
                guard case .other? = $0 as? TransportFailure else { return XCTFail("\($0)") }
            }
        }
    }

#endif
