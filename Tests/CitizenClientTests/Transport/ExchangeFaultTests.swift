import XCTest

@testable import CitizenClient

/// The one classification every transport reports through, and the shared decisions around it.
final class ExchangeFaultTests: XCTestCase {
    private static let everyFault: [ExchangeFault] = [
        .unknownHost, .refused, .noNetwork, .hostUnreachable, .cannotConnect(.system(code: 13)),
        .timedOut(seconds: 3), .lost(nil), .lost(.curl(code: 56, text: "Recv failure")), .notHTTP,
        .cutBody(.cutBody(remainingBytes: 7)),
        .tooLarge, .tls("SSL certificate problem"), .redirected(status: 301, location: "https://new.example/"),
        .libcurlMissing("libcurl.so.4: cannot open shared object file"),
        .other(.curl(code: 3, text: "URL using bad/illegal format")),
    ]

    func testEachFaultHasOneFailure() {
        XCTAssertEqual(
            Self.everyFault.map(\.failure),
            [
                .cannotConnect(.unknownHost), .cannotConnect(.refused), .cannotConnect(.noNetwork),
                .cannotConnect(.hostUnreachable), .cannotConnect(.system(code: 13)),
                .timedOut(seconds: 3), .connectionLost(.lost),
                .connectionLost(.curl(code: 56, text: "Recv failure")), .connectionLost(.brokenHTTP),
                .incompleteAnswer(.cutBody(remainingBytes: 7)),
                .other(.tooLarge), .other(.tls("SSL certificate problem")),
                .redirected(status: 301, location: "https://new.example/"),
                .other(.libcurlMissing(systemText: "libcurl.so.4: cannot open shared object file")),
                .other(.curl(code: 3, text: "URL using bad/illegal format")),
            ])
    }

    /// Exactly-once sending treats `.cannotConnect` as "surely not stored" and everything else as
    /// "may have been": only faults before a byte left may become it.
    func testOnlyFaultsBeforeAnyByteLeftCannotConnect() {
        for fault in Self.everyFault {
            guard case .cannotConnect = fault.failure else {
                XCTAssertFalse(fault.certainlyNotSent, "\(fault)")
                continue
            }
            XCTAssertTrue(fault.certainlyNotSent, "\(fault)")
        }
    }

    func testTransientFailuresAreTheConnectionFaults() {
        let transient = Self.everyFault.filter(\.failure.isTransient)
        XCTAssertEqual(
            transient,
            [
                .unknownHost, .refused, .noNetwork, .hostUnreachable, .cannotConnect(.system(code: 13)),
                .lost(nil), .lost(.curl(code: 56, text: "Recv failure")), .notHTTP,
                .cutBody(.cutBody(remainingBytes: 7)),
            ])
    }

    func testARedirectIsRefusedWithAnAbsoluteLocation() throws {
        let url = try XCTUnwrap(URL(string: "http://bus.example:8080/services/rest/lines/"))
        func refusal(_ status: Int, _ headers: [String: String]) -> ExchangeFault? {
            HTTPRedirect.refusal(of: HTTPResponseData(status: status, headers: headers), to: url)
        }
        XCTAssertEqual(
            refusal(301, ["location": "/v2/lines/"]),
            .redirected(status: 301, location: "http://bus.example:8080/v2/lines/"))
        XCTAssertEqual(
            refusal(308, ["location": " https://bus.example/x "]),
            .redirected(status: 308, location: "https://bus.example/x"))
        XCTAssertEqual(
            refusal(303, ["location": "other"]),
            .redirected(status: 303, location: "http://bus.example:8080/services/rest/lines/other"))
        XCTAssertNil(refusal(302, [:]))
        XCTAssertNil(refusal(304, ["location": "/x"]))
        XCTAssertNil(refusal(200, ["location": "/x"]))
    }

    func testARedirectReachesTheUserAsAMovedServerThatSaysWhere() throws {
        let transport = InMemoryTransport { _ in
            throw TransportFailure.redirected(status: 301, location: "https://new.example/")
        }
        let api = BuergerbusAPI(server: try ServerAddress("http://bus.example/services/rest"), transport: transport)
        XCTAssertThrowsError(try api.lines()) {
            XCTAssertEqual(
                $0 as? ClientError, .serverMoved(status: 301, path: "/lines/", location: "https://new.example/"))
        }
        XCTAssertEqual(transport.requests.count, 1, "a redirect is not retried")
    }

    #if canImport(Glibc)
        /// Each address gets an equal share of the connect time left; the last gets all of it.
        func testTheConnectTimeIsSharedAmongTheAddressesLeft() {
            var clock: UInt64 = 1_000
            let deadline = SocketDeadline(
                timeouts: TransportTimeouts(connectSeconds: 3, totalSeconds: 5), now: { clock })
            XCTAssertEqual(deadline.connectShare(addressesLeft: 3), 1_000 + 1_000_000_000)
            clock += 1_000_000_000
            XCTAssertEqual(deadline.connectShare(addressesLeft: 2), clock + 1_000_000_000)
            XCTAssertEqual(deadline.connectShare(addressesLeft: 1), deadline.connectBy)
            clock = deadline.connectBy + 5
            XCTAssertEqual(deadline.connectShare(addressesLeft: 1), clock)
        }
    #endif
}
