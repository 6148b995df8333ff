import XCTest

@testable import BuergerbusSimulator

final class HTTPRequestDecoderTests: XCTestCase {
    private func decoder(_ text: String, limits: HTTPServerLimits = .init()) -> HTTPRequestDecoder {
        var decoder = HTTPRequestDecoder(limits: limits)
        decoder.append(Array(text.utf8))
        return decoder
    }

    /// Decodes one request or fails the test.
    private func request(_ text: String, file: StaticString = #filePath, line: UInt = #line)
        -> (head: HTTPRequestHead, body: [UInt8])?
    {
        var decoder = decoder(text)
        guard case .request(let head, let body) = decoder.next() else {
            XCTFail("expected a request from \(text.debugDescription)", file: file, line: line)
            return nil
        }
        return (head, body)
    }

    private func failureStatus(_ text: String, limits: HTTPServerLimits = .init()) -> Int? {
        var decoder = decoder(text, limits: limits)
        guard case .failure(let error, _, _) = decoder.next() else { return nil }
        return error.status
    }

    func testParsesRequestLineHeadersAndQuery() {
        let text =
            "GET /services/rest/linemanagement/v1/customStops?deviceId=7&x=a+b HTTP/1.1\r\n"
            + "Host: localhost\r\nAccept: application/json\r\n\r\n"
        guard let (head, body) = request(text) else { return }
        XCTAssertEqual(head.method, "GET")
        XCTAssertEqual(head.target, "/services/rest/linemanagement/v1/customStops?deviceId=7&x=a+b")
        XCTAssertEqual(head.path, "/services/rest/linemanagement/v1/customStops")
        XCTAssertEqual(head.query, [.init(name: "deviceId", value: "7"), .init(name: "x", value: "a b")])
        XCTAssertEqual(head.headers["accept"], "application/json")
        XCTAssertEqual(head.minorVersion, 1)
        XCTAssertTrue(head.keepAlive)
        XCTAssertEqual(body, [])
    }

    func testHeaderNamesAreCaseInsensitiveValuesTrimmedAndLastRepeatWins() {
        guard
            let (head, _) = request("GET / HTTP/1.1\r\nX-Thing:   one  \r\nx-THING:\ttwo\r\nCONTENT-TYPE: a/b\r\n\r\n")
        else { return }
        XCTAssertEqual(head.headers["x-thing"], "two")
        XCTAssertEqual(head.headers["content-type"], "a/b")
    }

    func testConnectionPersistenceFollowsVersionAndConnectionHeader() {
        XCTAssertEqual(request("GET / HTTP/1.1\r\n\r\n")?.head.keepAlive, true)
        XCTAssertEqual(request("GET / HTTP/1.1\r\nConnection: close\r\n\r\n")?.head.keepAlive, false)
        XCTAssertEqual(request("GET / HTTP/1.1\r\nConnection: Keep-Alive, CLOSE\r\n\r\n")?.head.keepAlive, false)
        XCTAssertEqual(request("GET / HTTP/1.0\r\n\r\n")?.head.keepAlive, false)
        XCTAssertEqual(request("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")?.head.keepAlive, true)
    }

    func testPercentDecodesPathAndQuery() {
        guard let (head, _) = request("GET /a%20b/%C3%BCber?name=M%C3%BChle%26Co&empty=&flag HTTP/1.1\r\n\r\n")
        else { return }
        XCTAssertEqual(head.path, "/a b/über")
        XCTAssertEqual(
            head.query,
            [
                .init(name: "name", value: "Mühle&Co"), .init(name: "empty", value: ""),
                .init(name: "flag", value: ""),
            ])
    }

    func testMalformedPercentEscapesAreBadRequests() {
        XCTAssertEqual(failureStatus("GET /a%zz HTTP/1.1\r\n\r\n"), 400)
        XCTAssertEqual(failureStatus("GET /a%2 HTTP/1.1\r\n\r\n"), 400)
        XCTAssertEqual(failureStatus("GET /a?x=%FF HTTP/1.1\r\n\r\n"), 400)
    }

    func testAbsoluteFormTargetIsReducedToItsPath() {
        XCTAssertEqual(request("GET http://example.org:8080/stops?x=1 HTTP/1.1\r\n\r\n")?.head.path, "/stops")
        XCTAssertEqual(request("GET http://example.org HTTP/1.1\r\n\r\n")?.head.path, "/")
        XCTAssertEqual(failureStatus("GET stops HTTP/1.1\r\n\r\n"), 400)
    }

    func testContentLengthBodyWaitsForAllBytesAndKeepsPipelinedRest() {
        var decoder = decoder("POST /x HTTP/1.1\r\nContent-Length: 5\r\n\r\nab")
        XCTAssertEqual(decoder.next(), .needMoreData(.body))
        decoder.append(Array("cdeGET /next HTTP/1.1\r\n\r\n".utf8))
        guard case .request(let head, let body) = decoder.next() else { return XCTFail("expected the POST") }
        XCTAssertEqual(head.method, "POST")
        XCTAssertEqual(String(decoding: body, as: UTF8.self), "abcde")
        guard case .request(let next, _) = decoder.next() else { return XCTFail("expected the pipelined GET") }
        XCTAssertEqual(next.path, "/next")
        XCTAssertEqual(decoder.next(), .needMoreData(.idle))
    }

    func testContentLengthMustBeOneUnambiguousNumber() {
        XCTAssertEqual(failureStatus("POST / HTTP/1.1\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd"), 400)
        XCTAssertEqual(failureStatus("POST / HTTP/1.1\r\nContent-Length: 3, 4\r\n\r\nabcd"), 400)
        XCTAssertEqual(failureStatus("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n"), 400)
        XCTAssertEqual(failureStatus("POST / HTTP/1.1\r\nContent-Length: 0x10\r\n\r\n"), 400)
        XCTAssertEqual(failureStatus("POST / HTTP/1.1\r\nContent-Length: 99999999999999999999\r\n\r\n"), 400)
        let same = request("POST / HTTP/1.1\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\nok")
        XCTAssertEqual(same.map { String(decoding: $0.body, as: UTF8.self) }, "ok")
    }

    func testChunkedBodyIsDecodedWithExtensionsAndTrailers() {
        let text =
            "POST /c HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"
            + "4;name=value\r\nWiki\r\n5\r\npedia\r\nE\r\n in\r\n\r\nchunks.\r\n0\r\nX-Trailer: 1\r\n\r\n"
        guard let (head, body) = request(text) else { return }
        XCTAssertEqual(head.bodyFraming, .chunked)
        XCTAssertEqual(String(decoding: body, as: UTF8.self), "Wikipedia in\r\n\r\nchunks.")
    }

    func testChunkedBodyArrivingByteByByteGivesTheSameBody() {
        let text = "POST /c HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n"
        var decoder = HTTPRequestDecoder(limits: .init())
        var result: HTTPRequestDecoder.Step = .needMoreData(.idle)
        for byte in text.utf8 {
            decoder.append([byte])
            result = decoder.next()
        }
        guard case .request(_, let body) = result else { return XCTFail("expected a request, got \(result)") }
        XCTAssertEqual(String(decoding: body, as: UTF8.self), "abcde")
    }

    func testInvalidOrUnsupportedTransferCodingsAreRejected() {
        XCTAssertEqual(failureStatus("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n"), 400)
        XCTAssertEqual(failureStatus("POST / HTTP/1.1\r\nTransfer-Encoding: gzip, chunked\r\n\r\n"), 501)
        XCTAssertEqual(failureStatus("POST / HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n"), 400)
        XCTAssertEqual(failureStatus("POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n"), 400)
        XCTAssertEqual(failureStatus("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n"), 400)
        XCTAssertEqual(failureStatus("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n"), 400)
    }

    func testExpectContinueIsAnnouncedOnceBeforeTheBody() {
        var decoder = decoder("PUT /x HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n")
        XCTAssertEqual(decoder.next(), .sendContinue)
        XCTAssertEqual(decoder.next(), .needMoreData(.body))
        decoder.append(Array("hi".utf8))
        guard case .request(let head, let body) = decoder.next() else { return XCTFail("expected the request") }
        XCTAssertTrue(head.expectsContinue)
        XCTAssertEqual(body, Array("hi".utf8))
        XCTAssertEqual(failureStatus("PUT /x HTTP/1.1\r\nExpect: something-else\r\n\r\n"), 417)
        XCTAssertEqual(request("PUT /x HTTP/1.0\r\nExpect: 100-continue\r\n\r\n")?.head.expectsContinue, false)
    }

    func testSizeLimitsAnswer431414And413() {
        let limits = HTTPServerLimits(maxHeaderBytes: 128, maxBodyBytes: 10)
        let bigHeader = "GET / HTTP/1.1\r\nX-Big: \(String(repeating: "a", count: 200))\r\n\r\n"
        XCTAssertEqual(failureStatus(bigHeader, limits: limits), 431)
        XCTAssertEqual(failureStatus(String(bigHeader.prefix(150)), limits: limits), 431)
        XCTAssertEqual(failureStatus("GET /\(String(repeating: "a", count: 200))", limits: limits), 414)
        XCTAssertEqual(failureStatus("POST / HTTP/1.1\r\nContent-Length: 11\r\n\r\n", limits: limits), 413)
        let chunked = "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n8\r\naaaaaaaa\r\n8\r\n"
        XCTAssertEqual(failureStatus(chunked, limits: limits), 413)
    }

    func testBytesThatAreNotHTTPAreRejectedBeforeALineEnds() {
        XCTAssertEqual(failureStatus("\u{16}\u{03}\u{01}\u{02}\u{00}"), 400)
        XCTAssertEqual(failureStatus("{\"json\": true}"), 400)
        XCTAssertEqual(failureStatus("hello world\r\n\r\n"), 400)
        XCTAssertEqual(failureStatus("GET /\r\n\r\n"), 400)
        XCTAssertEqual(failureStatus("GET  / HTTP/1.1\r\n\r\n"), 400)
        XCTAssertEqual(failureStatus("GET / HTTP/2.0\r\n\r\n"), 505)
        XCTAssertEqual(failureStatus("GET / HTTX/1.1\r\n\r\n"), 400)
        XCTAssertEqual(failureStatus("\(String(repeating: "A", count: 40)) / HTTP/1.1\r\n\r\n"), 501)
    }

    func testMalformedHeaderLinesAreRejected() {
        XCTAssertEqual(failureStatus("GET / HTTP/1.1\r\nNoColon\r\n\r\n"), 400)
        XCTAssertEqual(failureStatus("GET / HTTP/1.1\r\nName : value\r\n\r\n"), 400)
        XCTAssertEqual(failureStatus("GET / HTTP/1.1\r\nA: b\r\n folded\r\n\r\n"), 400)
        XCTAssertEqual(failureStatus("GET / HTTP/1.1\r\nA: b\u{00}c\r\n\r\n"), 400)
        XCTAssertEqual(failureStatus("GET / HTTP/1.1\r\nA: b\rc\r\n\r\n"), 400)
        XCTAssertEqual(failureStatus("GET / HTTP/1.1\r\n: empty\r\n\r\n"), 400)
    }

    func testBareLineFeedsAndLeadingEmptyLinesAreTolerated() {
        guard let (head, _) = request("\r\n\nGET /lf HTTP/1.1\nHost: x\n\n") else { return }
        XCTAssertEqual(head.path, "/lf")
        XCTAssertEqual(head.headers["host"], "x")
    }

    func testIncompleteHeadWaitsAndFailuresStick() {
        var partial = decoder("GET /slow HTTP/1.1\r\nHost: ")
        XCTAssertEqual(partial.next(), .needMoreData(.head))
        var broken = decoder("NOT HTTP AT ALL\r\n\r\n")
        let first = broken.next()
        broken.append(Array("GET / HTTP/1.1\r\n\r\n".utf8))
        XCTAssertEqual(broken.next(), first)
        guard case .failure(let error, _, _) = first else { return XCTFail("expected a failure") }
        XCTAssertEqual(error.status, 400)
    }

    func testLatin1HeaderValuesSurvive() {
        var decoder = HTTPRequestDecoder(limits: .init())
        decoder.append(Array("GET / HTTP/1.1\r\nX-Name: M".utf8) + [0xFC] + Array("ller\r\n\r\n".utf8))
        guard case .request(let head, _) = decoder.next() else { return XCTFail("expected a request") }
        XCTAssertEqual(head.headers["x-name"], "Müller")
    }
}
