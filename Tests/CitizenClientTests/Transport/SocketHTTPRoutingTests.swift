import Foundation
import XCTest

@testable import CitizenClient

/// Which requests take the socket transport, which the library one (curl), and what the socket one sends.
final class SocketHTTPRoutingTests: XCTestCase {
    private final class Recorder: HTTPTransport {
        private let lock = NSLock()
        private(set) var urls: [String] = []
        func send(_ request: HTTPRequestData) throws -> HTTPResponseData {
            lock.lock()
            defer { lock.unlock() }
            urls.append(request.url.absoluteString)
            return HTTPResponseData(status: 200)
        }
    }

    private func route(_ urls: [String], environment: [String: String] = [:])
        throws -> (direct: [String], session: [String], sessionsMade: Int)
    {
        let direct = Recorder()
        let session = Recorder()
        var made = 0
        let router = SchemeRoutingTransport(direct: direct, environment: environment) {
            made += 1
            return session
        }
        for text in urls {
            _ = try router.send(HTTPRequestData(method: .get, url: try XCTUnwrap(URL(string: text))))
        }
        return (direct.urls, session.urls, made)
    }

    func testPlainHTTPNeverMakesTheLibraryTransport() throws {
        let routed = try route(["http://127.0.0.1:8080/a", "http://localhost/b", "HTTP://bus.example/c"])
        XCTAssertEqual(routed.direct.count, 3)
        XCTAssertEqual(routed.sessionsMade, 0)
    }

    func testHTTPSGoesThroughOneLazilyMadeLibraryTransport() throws {
        let routed = try route(["https://bus.example/a", "http://bus.example/b", "https://bus.example/c"])
        XCTAssertEqual(routed.session, ["https://bus.example/a", "https://bus.example/c"])
        XCTAssertEqual(routed.direct, ["http://bus.example/b"])
        XCTAssertEqual(routed.sessionsMade, 1)
    }

    func testAProxyForHTTPSendsThroughTheLibraryTransportUnlessTheHostIsExempt() throws {
        for variable in ["http_proxy", "HTTP_PROXY", "all_proxy", "ALL_PROXY"] {
            let routed = try route(["http://bus.example/a"], environment: [variable: "http://proxy:3128"])
            XCTAssertEqual(routed.session.count, 1, variable)
        }
        let environment = ["http_proxy": "http://proxy:3128", "no_proxy": "localhost, .weilerbach.de,[::1]"]
        let routed = try route(
            [
                "http://localhost:8080/a", "http://bus.weilerbach.de/b", "http://weilerbach.de/c",
                "http://[::1]:8080/d", "http://notweilerbach.de/e", "http://127.0.0.1/f",
            ],
            environment: environment)
        XCTAssertEqual(routed.session, ["http://notweilerbach.de/e", "http://127.0.0.1/f"])
        XCTAssertEqual(routed.direct.count, 4)
    }

    func testAnEmptyProxyOrAStarExemptionKeepsTheSockets() throws {
        XCTAssertEqual(try route(["http://bus.example/a"], environment: ["http_proxy": " "]).direct.count, 1)
        XCTAssertEqual(
            try route(["http://bus.example/a"], environment: ["http_proxy": "http://p:1", "NO_PROXY": "*"]).direct
                .count, 1)
        // curl reads no proxy for http from https_proxy.
        XCTAssertEqual(try route(["http://bus.example/a"], environment: ["https_proxy": "http://p:1"]).direct.count, 1)
    }

    #if canImport(Glibc)
        func testTheEscapeHatchForcesCurlUnderItsNewAndItsOldName() throws {
            let server = try FaultServer { _ in .text("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok") }
            defer { server.stop() }
            let request = HTTPRequestData(method: .get, url: server.url("/x"), headers: ["User-Agent": "probe"])
            let sockets = SchemeRoutingTransport(timeouts: .standard, environment: [:])
            let curl = SchemeRoutingTransport(timeouts: .standard, environment: ["BUERGER_HTTP_CLIENT": "curl"])
            let oldName = SchemeRoutingTransport(
                timeouts: .standard, environment: ["BUERGER_HTTP_CLIENT": "URLSession"])
            XCTAssertEqual(try sockets.send(request).body, Data("ok".utf8))
            XCTAssertEqual(try curl.send(request).body, Data("ok".utf8))
            XCTAssertEqual(try oldName.send(request).body, Data("ok".utf8))
            // The socket transport writes Connection: close; curl does not.
            let heads = server.requests.map(\.head)
            XCTAssertEqual(heads.count, 3)
            XCTAssertTrue(heads.first?.contains("\r\nConnection: close\r\n") ?? false, heads.description)
            for head in heads.dropFirst() {
                XCTAssertFalse(head.contains("\r\nConnection: close\r\n"), head)
            }
        }
    #endif

    // MARK: - What goes on the wire

    func testRequestTargetAndHostHeader() throws {
        func target(_ text: String) throws -> HTTPTarget? { HTTPTarget(url: try XCTUnwrap(URL(string: text))) }
        let plain = try XCTUnwrap(try target("http://bus.example/services/rest/linemanagement/v1/stops/"))
        XCTAssertEqual(plain.hostHeader, "bus.example")
        XCTAssertEqual(plain.port, 80)
        XCTAssertEqual(plain.pathAndQuery, "/services/rest/linemanagement/v1/stops/")
        let withPort = try XCTUnwrap(try target("http://[::1]:8080/customStops?deviceId=%C3%A4&requestId=1"))
        XCTAssertEqual(withPort.host, "::1")
        XCTAssertEqual(withPort.hostHeader, "[::1]:8080")
        XCTAssertEqual(withPort.pathAndQuery, "/customStops?deviceId=%C3%A4&requestId=1")
        XCTAssertEqual(try target("http://bus.example")?.pathAndQuery, "/")
        XCTAssertNil(try target("https://bus.example/"))
    }

    func testRequestBytes() throws {
        let url = try XCTUnwrap(URL(string: "http://bus.example:8080/customStops"))
        let target = try XCTUnwrap(HTTPTarget(url: url))
        let post = HTTPRequestData(
            method: .post, url: url,
            headers: ["User-Agent": "buerger/1", "Connection": "keep-alive", "X-Evil": "a\r\nInjected: 1\nX: \r"],
            body: Data("{}".utf8))
        XCTAssertEqual(
            String(decoding: HTTPRequestEncoding.bytes(for: post, target: target), as: UTF8.self),
            "POST /customStops HTTP/1.1\r\nHost: bus.example:8080\r\nUser-Agent: buerger/1\r\n"
                + "X-Evil: a Injected: 1 X:  \r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}")
        let emptyPost = HTTPRequestData(method: .post, url: url)
        XCTAssertTrue(
            String(decoding: HTTPRequestEncoding.bytes(for: emptyPost, target: target), as: UTF8.self)
                .contains("\r\nContent-Length: 0\r\n"))
    }
}
