import Foundation
import XCTest

@testable import CitizenClient

final class SocketHTTPResponseParserTests: XCTestCase {
    private let lengthAnswer =
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 13\r\n\r\n{\"stops\":123}"
    private let chunkedAnswer =
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
        + "5;name=value\r\nhello\r\n7 \r\n, world\r\n0\r\nX-Checksum: abc\r\n\r\n"

    // MARK: - Framing

    func testBodyByContentLength() throws {
        let response = try parse(lengthAnswer)
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), "{\"stops\":123}")
        XCTAssertEqual(response.headers["content-type"], "application/json")
        XCTAssertEqual(response.headers["content-length"], "13")
    }

    func testBytesAfterTheAnnouncedEndAreIgnored() throws {
        let response = try parse("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nokEXTRA")
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), "ok")
    }

    func testChunkedBodyWithExtensionsAndTrailers() throws {
        let response = try parse(chunkedAnswer)
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), "hello, world")
        XCTAssertEqual(response.headers["x-checksum"], "abc")
    }

    func testChunkedWinsOverContentLength() throws {
        let response = try parse(
            "HTTP/1.1 200 OK\r\nContent-Length: 99\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n0\r\n\r\n")
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), "ok")
    }

    func testBodyUntilCloseWithoutLength() throws {
        var parser = HTTPResponseParser()
        XCTAssertEqual(try parser.consume(Array("HTTP/1.0 200 OK\r\n\r\nall of ".utf8)), .needsMore)
        XCTAssertEqual(try parser.consume(Array("it".utf8)), .needsMore)
        XCTAssertEqual(String(decoding: try parser.finishAtClose().body, as: UTF8.self), "all of it")
    }

    func testNoContentAndNotModifiedHaveNoBody() throws {
        for status in [204, 304] {
            var parser = HTTPResponseParser()
            let step = try parser.consume(Array("HTTP/1.1 \(status) Whatever\r\nX-A: 1\r\n\r\n".utf8))
            XCTAssertEqual(step, .finished(HTTPResponseData(status: status, headers: ["x-a": "1"])))
        }
    }

    func testInterimAnswersAreSkipped() throws {
        let response = try parse(
            "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\n"
                + "HTTP/1.1 503 Service Unavailable\r\nContent-Length: 4\r\n\r\nbusy")
        XCTAssertEqual(response.status, 503)
        XCTAssertNil(response.headers["link"])
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), "busy")
    }

    func testHeaderNamesLowerCasedRepeatsJoinedFoldsContinued() throws {
        let response = try parse(
            "HTTP/1.1 200\r\nX-Tag: a\r\nx-TAG:b  \r\nX-Long: one\r\n\t two\nContent-Length: 0\r\n\r\n")
        XCTAssertEqual(response.headers["x-tag"], "a, b")
        XCTAssertEqual(response.headers["x-long"], "one two")
        XCTAssertEqual(response.status, 200)
    }

    func testRepeatedEqualContentLengthsAreAcceptedDifferentOnesAreNot() throws {
        XCTAssertEqual(
            try parse("HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\nok").body, Data("ok".utf8))
        XCTAssertThrowsError(try parse("HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\nok")) {
            XCTAssertEqual($0 as? TransportFailure, .connectionLost(.brokenHTTP))
        }
        XCTAssertThrowsError(try parse("HTTP/1.1 200 OK\r\nContent-Length: -2\r\n\r\nok"))
    }

    // MARK: - Pieces and cuts

    func testEveryWayOfSplittingGivesTheSameResponse() throws {
        for text in [lengthAnswer, chunkedAnswer] {
            let whole = try parse(text)
            let bytes = Array(text.utf8)
            for pieceSize in 1...9 {
                var parser = HTTPResponseParser()
                var result: HTTPResponseData?
                var offset = 0
                while offset < bytes.count {
                    let end = min(bytes.count, offset + pieceSize)
                    if case .finished(let response) = try parser.consume(bytes[offset..<end]) { result = response }
                    offset = end
                }
                XCTAssertEqual(result, whole, "pieces of \(pieceSize)")
            }
        }
    }

    func testALongHeaderLineArrivingByteByByte() throws {
        let value = String(repeating: "v", count: 40_000)
        let bytes = Array("HTTP/1.1 200 OK\r\nX-Long: \(value)\r\nContent-Length: 1\r\n\r\n!".utf8)
        var parser = HTTPResponseParser()
        var result: HTTPResponseData?
        for byte in bytes {
            if case .finished(let response) = try parser.consume(CollectionOfOne(byte)) { result = response }
        }
        XCTAssertEqual(result?.headers["x-long"], value)
        XCTAssertEqual(result?.body, Data("!".utf8))
    }

    func testACutAtEveryByteIsClassified() throws {
        for (text, kind) in [(lengthAnswer, "length"), (chunkedAnswer, "chunked")] {
            let bytes = Array(text.utf8)
            let headLength = (bytes.firstRange(of: Array("\r\n\r\n".utf8))?.upperBound) ?? 0
            for cut in 0..<bytes.count {
                var parser = HTTPResponseParser()
                let step = try parser.consume(bytes[..<cut])
                XCTAssertEqual(step, .needsMore, "\(kind) cut at \(cut)")
                XCTAssertThrowsError(try parser.finishAtClose(), "\(kind) cut at \(cut)") { error in
                    switch error as? TransportFailure {
                    case .connectionLost?: XCTAssertLessThan(cut, headLength, "\(kind) cut at \(cut)")
                    case .incompleteAnswer?: XCTAssertGreaterThanOrEqual(cut, headLength, "\(kind) cut at \(cut)")
                    default: XCTFail("\(kind) cut at \(cut): \(error)")
                    }
                }
            }
        }
    }

    func testACutBodyTellsHowMuchWasMissing() {
        var parser = HTTPResponseParser()
        XCTAssertEqual(try parser.consume(Array("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc".utf8)), .needsMore)
        XCTAssertThrowsError(try parser.finishAtClose()) {
            XCTAssertEqual($0 as? TransportFailure, .incompleteAnswer(.cutBody(remainingBytes: 7)))
        }
    }

    func testNothingAtAllIsALostConnection() {
        XCTAssertThrowsError(try HTTPResponseParser().finishAtClose()) {
            XCTAssertEqual($0 as? TransportFailure, .connectionLost(.lost))
        }
    }

    // MARK: - Not HTTP, too large

    func testANonHTTPAnswerIsRecognisedFromItsFirstBytes() {
        for garbage in ["SSH-2.0-OpenSSH_9.6", "\u{16}\u{03}\u{01}", "+OK", "<html>"] {
            var parser = HTTPResponseParser()
            XCTAssertThrowsError(try parser.consume(Array(garbage.utf8)), garbage) {
                XCTAssertEqual($0 as? TransportFailure, .connectionLost(.brokenHTTP))
            }
        }
    }

    func testBrokenStatusLinesAndHeaders() {
        for text in [
            "HTTP/1.1 2000 OK\r\n\r\n", "HTTP/1.1 abc\r\n\r\n", "HTTP/1.1\r\n\r\n", "HTTP/1.1 099 Low\r\n\r\n",
            "HTTP/1.1 200 OK\r\nno colon here\r\n\r\n", "HTTP/1.1 200 OK\r\n: empty name\r\n\r\n",
            "HTTP/1.1 200 OK\r\n folded first\r\n\r\n",
        ] {
            XCTAssertThrowsError(try parse(text), text.debugDescription) {
                XCTAssertEqual($0 as? TransportFailure, .connectionLost(.brokenHTTP), text.debugDescription)
            }
        }
    }

    func testBrokenChunkFramingIsAnIncompleteAnswer() {
        for text in [
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n-1\r\n",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nokNOT-CRLF\r\n",
        ] {
            XCTAssertThrowsError(try parse(text), text.debugDescription) {
                XCTAssertEqual($0 as? TransportFailure, .incompleteAnswer(.brokenChunks))
            }
        }
    }

    func testTooLargeAnswersAreRefused() {
        let tooLarge = TransportFailure.other(.tooLarge)
        XCTAssertThrowsError(
            try parse("HTTP/1.1 200 OK\r\nContent-Length: \(HTTPResponseParser.bodyLimit + 1)\r\n\r\n")
        ) {
            XCTAssertEqual($0 as? TransportFailure, tooLarge)
        }
        XCTAssertThrowsError(try parse("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4000001\r\n")) {
            XCTAssertEqual($0 as? TransportFailure, tooLarge)
        }
        let endlessHeader = "HTTP/1.1 200 OK\r\nX-Big: " + String(repeating: "a", count: HTTPResponseParser.headLimit)
        XCTAssertThrowsError(try parse(endlessHeader)) { XCTAssertEqual($0 as? TransportFailure, tooLarge) }
        let manyHeaders = "HTTP/1.1 200 OK\r\n" + String(repeating: "X-Some: header value\r\n", count: 4000) + "\r\n"
        XCTAssertThrowsError(try parse(manyHeaders)) { XCTAssertEqual($0 as? TransportFailure, tooLarge) }
        var parser = HTTPResponseParser()
        XCTAssertNoThrow(try parser.consume(Array("HTTP/1.1 200 OK\r\n\r\n".utf8)))
        let megabyte = [UInt8](repeating: 65, count: 1024 * 1024)
        XCTAssertThrowsError(try (0...64).forEach { _ in _ = try parser.consume(megabyte) }) {
            XCTAssertEqual($0 as? TransportFailure, tooLarge)
        }
    }

    // MARK: - Random input

    /// Random bytes, and valid answers with random bytes changed, fed in random pieces: the parser
    /// answers, asks for more or throws a `TransportFailure`, and never anything else.
    func testRandomBytesNeverCrashTheParser() {
        var random = SplitMix64(seed: 20_160_301)
        let samples = [lengthAnswer, chunkedAnswer, "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 204 No\r\n\r\n"].map {
            Array($0.utf8)
        }
        for round in 0..<3000 {
            var bytes: [UInt8]
            if round % 3 == 0 {
                bytes = (0..<Int(random.next() % 300)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            } else {
                bytes = samples[Int(random.next() % UInt64(samples.count))]
                for _ in 0..<(1 + random.next() % 4) where !bytes.isEmpty {
                    let index = Int(random.next() % UInt64(bytes.count))
                    bytes[index] = Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))]
                }
            }
            var parser = HTTPResponseParser()
            var offset = 0
            do {
                var finished = false
                while offset < bytes.count && !finished {
                    let end = min(bytes.count, offset + 1 + Int(random.next() % 40))
                    if case .finished = try parser.consume(bytes[offset..<end]) { finished = true }
                    offset = end
                }
                if !finished { _ = try parser.finishAtClose() }
            } catch {
                XCTAssertTrue(error is TransportFailure, "round \(round): \(error)")
            }
        }
    }

    /// Bytes that matter to the grammar, so mutations reach deep into the parser.
    private static let alphabet = Array("0123456789abcdefHTTP/ :;,\r\n\t-Zz".utf8) + [0, 0xFF, 0xC3]

    private func parse(_ text: String) throws -> HTTPResponseData {
        var parser = HTTPResponseParser()
        if case .finished(let response) = try parser.consume(Array(text.utf8)) { return response }
        return try parser.finishAtClose()
    }
}

/// A small seeded generator: the random test is the same on every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
