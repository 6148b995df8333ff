import XCTest

@testable import CitizenClient

/// The pure halves of `CurlTransport`: reading libcurl's header lines and naming what its codes say.
final class CurlTransportParsingTests: XCTestCase {
    private func block(_ text: String) -> CurlHeaderBlock { CurlHeaderBlock(raw: Array(text.utf8)) }

    func testNamesAreLowerCasedAndRepeatsJoined() {
        let headers = block(
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nVary: Accept\r\nvary:  Origin \r\n\r\n"
        ).headers
        XCTAssertEqual(headers, ["content-type": "application/json", "vary": "Accept, Origin"])
    }

    func testOnlyTheLastBlockCounts() {
        let proxied =
            "HTTP/1.1 200 Connection established\r\nProxy-Agent: squid\r\n\r\n"
            + "HTTP/1.1 100 Continue\r\n\r\n"
            + "HTTP/2 201\r\nlocation: /customStops/7\r\n\r\n"
        XCTAssertEqual(block(proxied).headers, ["location": "/customStops/7"])
    }

    func testAHeadIsCompleteOnlyWithItsEmptyLine() {
        XCTAssertTrue(block("HTTP/1.1 200 OK\r\nA: b\r\n\r\n").isComplete)
        XCTAssertTrue(block("HTTP/1.1 204 No Content\n\n").isComplete)
        XCTAssertFalse(block("HTTP/1.1 200 OK\r\nContent-Le").isComplete)
        XCTAssertFalse(block("HTTP/1.1 200 OK\r\nA: b\r\n").isComplete)
        XCTAssertFalse(block("").isComplete)
    }

    func testAFoldedLineContinuesItsHeaderAndGarbageIsSkipped() {
        let headers = block("HTTP/1.1 200 OK\r\nX-Long: one\r\n\ttwo\r\nno colon here\r\n: no name\r\nA:b\n").headers
        XCTAssertEqual(headers, ["x-long": "one two", "a": "b"])
    }

    func testCodesNameWhatHappened() {
        func fault(_ code: Int32, _ message: String = "curl says") -> ExchangeFault {
            CurlFailure.fault(code: code, message: message, timeouts: TransportTimeouts(seconds: 3))
        }
        XCTAssertEqual(fault(6), .unknownHost)
        XCTAssertEqual(fault(5), .unknownHost)
        XCTAssertEqual(fault(7), .refused)
        XCTAssertEqual(fault(28), .timedOut(seconds: 3))
        XCTAssertEqual(fault(18, "transfer closed"), .cutBody(.curl(code: 18, text: "transfer closed")))
        XCTAssertEqual(fault(52, "Empty reply from server"), .lost(.curl(code: 52, text: "Empty reply from server")))
        XCTAssertEqual(fault(56, ""), .lost(nil))
        XCTAssertEqual(fault(8), .notHTTP)
        XCTAssertEqual(fault(1, "Received HTTP/0.9 when not allowed"), .notHTTP)
        XCTAssertEqual(
            fault(1, "Protocol \"gopher\" not supported"),
            .other(.curl(code: 1, text: "Protocol \"gopher\" not supported")))
        XCTAssertEqual(fault(60, "SSL certificate problem"), .tls("SSL certificate problem"))
        XCTAssertEqual(fault(35, "handshake"), .tls("handshake"))
        XCTAssertEqual(
            fault(3, "URL using bad/illegal format"), .other(.curl(code: 3, text: "URL using bad/illegal format")))
        XCTAssertEqual(fault(3, ""), .other(.curl(code: 3, text: "")))
        XCTAssertEqual(fault(-2), .tooLarge)
        XCTAssertEqual(
            fault(-1, "libcurl.so.4: cannot open shared object file"),
            .libcurlMissing("libcurl.so.4: cannot open shared object file"))
    }

    #if os(Linux)
        func testHeaderLinesAreSingleLinesAndSwitchExpectOff() {
            let lines = CurlTransport.headerLines([
                "User-Agent": "buerger", "X-Empty": "", "X-Bad": "a\r\nInjected: 1",
                "Bad:Name": "x",
            ])
            XCTAssertEqual(lines, ["User-Agent: buerger", "X-Bad: a Injected: 1", "X-Empty;", "Expect:"])
            XCTAssertEqual(CurlTransport.headerLines(["expect": "100-continue"]), ["expect: 100-continue"])
        }

        func testTimeoutsAreWholeMillisecondsRoundedUp() {
            XCTAssertEqual(CurlTransport.milliseconds(0.3), 300)
            XCTAssertEqual(CurlTransport.milliseconds(0.0001), 1)
            XCTAssertEqual(CurlTransport.milliseconds(5), 5000)
        }
    #endif
}
