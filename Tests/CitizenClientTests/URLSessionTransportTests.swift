// URLSessionTransport exists on Darwin only; CurlTransportTests covers the same ground on Linux.
#if !os(Linux)
@testable import CitizenClient
import XCTest

final class URLSessionTransportTests: XCTestCase {
    func testRealExchangeWithALocalListener() throws {
        let body = #"{"busses":1,"routes":2,"stops":3,"lines":4}"#
        let listener = try LocalHTTPListener(behaviour: .respond(
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"))
        defer { listener.stop() }
        let api = BuergerbusAPI(server: try ServerAddress(listener.baseURL),
                                transport: URLSessionTransport(timeouts: TransportTimeouts(seconds: 5)))
        XCTAssertEqual(try api.updateStamps(), UpdateStamps(busses: 1, lines: 4, routes: 2, stops: 3))
        let request = try XCTUnwrap(listener.requests.first)
        XCTAssertTrue(request.hasPrefix("GET /services/rest/linemanagement/v1/update/ HTTP/1.1"), request)
        XCTAssertTrue(request.lowercased().contains("user-agent: buerger/\(BuergerVersion.current)"), request)
    }

    func testNoContentGivesAnEmptyBody() throws {
        let listener = try LocalHTTPListener(behaviour: .respond("HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n"))
        defer { listener.stop() }
        let transport = URLSessionTransport(timeouts: TransportTimeouts(seconds: 5))
        let url = try XCTUnwrap(URL(string: listener.baseURL + "/linemanagement/v1/busses/9/"))
        let response = try transport.send(HTTPRequestData(method: .get, url: url))
        XCTAssertEqual(response.status, 204)
        XCTAssertTrue(response.body.isEmpty)
    }

    func testSilentServerTimesOut() throws {
        let listener = try LocalHTTPListener(behaviour: .silent)
        defer { listener.stop() }
        let transport = URLSessionTransport(timeouts: TransportTimeouts(seconds: 0.5))
        let url = try XCTUnwrap(URL(string: listener.baseURL + "/linemanagement/v1/lines/"))
        XCTAssertThrowsError(try transport.send(HTTPRequestData(method: .get, url: url))) { error in
            XCTAssertEqual(error as? TransportFailure, .timedOut(seconds: 0.5))
        }
    }

    func testClosedPortCannotConnect() throws {
        let listener = try LocalHTTPListener(behaviour: .silent)
        let port = listener.port
        listener.stop()
        let transport = URLSessionTransport(timeouts: TransportTimeouts(seconds: 2))
        let url = try XCTUnwrap(URL(string: "http://127.0.0.1:\(port)/services/rest/linemanagement/v1/lines/"))
        XCTAssertThrowsError(try transport.send(HTTPRequestData(method: .get, url: url))) { error in
            guard let failure = error as? TransportFailure else { return XCTFail("\(error)") }
            XCTAssertTrue(failure.isTransient, "\(failure)")
        }
    }
}
#endif
