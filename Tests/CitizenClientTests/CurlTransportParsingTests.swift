@testable import CitizenClient
import XCTest

/// The pure halves of `CurlTransport`: reading libcurl's header lines and classifying its codes.
final class CurlTransportParsingTests: XCTestCase {
    private func block(_ text: String) -> CurlHeaderBlock { CurlHeaderBlock(raw: Array(text.utf8)) }

    func testNamesAreLowerCasedAndRepeatsJoined() {
        let headers = block("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nVary: Accept\r\nvary:  Origin \r\n\r\n").headers
        XCTAssertEqual(headers, ["content-type": "application/json", "vary": "Accept, Origin"])
    }

    func testOnlyTheLastBlockCounts() {
        let proxied = "HTTP/1.1 200 Connection established\r\nProxy-Agent: squid\r\n\r\n"
            + "HTTP/1.1 100 Continue\r\n\r\n"
            + "HTTP/2 201\r\nlocation: /customStops/7\r\n\r\n"
        XCTAssertEqual(block(proxied).headers, ["location": "/customStops/7"])
    }

    func testAFoldedLineContinuesItsHeaderAndGarbageIsSkipped() {
        let headers = block("HTTP/1.1 200 OK\r\nX-Long: one\r\n\ttwo\r\nno colon here\r\n: no name\r\nA:b\n").headers
        XCTAssertEqual(headers, ["x-long": "one two", "a": "b"])
    }

    func testCodesAreClassifiedAsTheSocketTransportClassifiesItsFailures() {
        func failure(_ code: Int32, _ message: String = "curl says") -> TransportFailure {
            CurlFailure.failure(code: code, message: message, timeouts: TransportTimeouts(seconds: 3))
        }
        XCTAssertEqual(failure(6), .cannotConnect("unknown host"))
        XCTAssertEqual(failure(5), .cannotConnect("unknown host"))
        XCTAssertEqual(failure(7), .cannotConnect("connection refused"))
        XCTAssertEqual(failure(28), .timedOut(seconds: 3))
        XCTAssertEqual(failure(18, "transfer closed"), .incompleteAnswer("transfer closed"))
        XCTAssertEqual(failure(52, "Empty reply from server"), .connectionLost("Empty reply from server"))
        XCTAssertEqual(failure(56, ""), .connectionLost("connection lost"))
        XCTAssertEqual(failure(8), .connectionLost("broken HTTP answer"))
        XCTAssertEqual(failure(60, "SSL certificate problem"), .other("TLS: SSL certificate problem"))
        XCTAssertEqual(failure(35, "handshake"), .other("TLS: handshake"))
        XCTAssertEqual(failure(3, "URL using bad/illegal format"), .other("URL using bad/illegal format"))
        XCTAssertEqual(failure(-2), .other("answer too large"))
        XCTAssertEqual(failure(-1, "libcurl.so.4: cannot open shared object file"),
                       .other("https needs libcurl (Debian/Ubuntu: apt install libcurl4): libcurl.so.4: cannot open shared object file"))
        XCTAssertTrue(failure(7).isTransient)
        XCTAssertFalse(failure(60).isTransient)
    }

    #if os(Linux)
    func testHeaderLinesAreSingleLinesAndSwitchExpectOff() {
        let lines = CurlTransport.headerLines(["User-Agent": "buerger", "X-Empty": "", "X-Bad": "a\r\nInjected: 1",
                                                 "Bad:Name": "x"])
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
