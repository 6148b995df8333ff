import CitizenClient
import XCTest

@testable import BuergerCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The library hands over what went wrong as values (`TransportProblem`, `WireProblem`); the CLI
/// words them. English stays word for word what the library used to write (acceptance tests and
/// people's scripts read it); German gets German, and words from outside stay as they came.
final class ProblemTextTests: XCTestCase {
    func testTransportProblemsInEnglishAreTheWordsOfBefore() {
        let expected: [(TransportProblem, String)] = [
            (.refused, "connection refused"), (.unknownHost, "unknown host"), (.noNetwork, "no network"),
            (.hostUnreachable, "host unreachable"), (.system(code: EACCES), String(cString: strerror(EACCES))),
            (.lost, "connection lost"), (.brokenHTTP, "broken HTTP answer"),
            (.notHTTPResponse, "the answer is not HTTP"),
            (.cutBody(remainingBytes: 7), "transfer closed with 7 bytes remaining to read"),
            (.cutBody(remainingBytes: nil), "transfer closed with outstanding read data remaining"),
            (.brokenChunks, "broken chunked answer"), (.tooLarge, "answer too large"),
            (.tls("SSL certificate problem"), "TLS: SSL certificate problem"),
            (
                .libcurlMissing(systemText: "libcurl.so.4: cannot open shared object file"),
                "https needs libcurl (Debian/Ubuntu: apt install libcurl4): libcurl.so.4: cannot open shared object file"
            ),
            (.notHTTPAddress("ftp://bus.example/"), "not an http:// address: ftp://bus.example/"),
            (.curl(code: 3, text: ""), "libcurl error 3"),
            (.curl(code: 3, text: "URL using bad/illegal format"), "URL using bad/illegal format"),
            (.nothingSaved, "no data saved"), (.text("Recv failure"), "Recv failure"),
        ]
        for (problem, english) in expected {
            XCTAssertEqual(problem.text(in: .english), english)
        }
    }

    func testTransportProblemsInGermanAreGermanUnlessTheWordsCameFromOutside() {
        let ours: [TransportProblem] = [
            .refused, .unknownHost, .noNetwork, .hostUnreachable, .lost, .brokenHTTP,
            .notHTTPResponse, .cutBody(remainingBytes: 7), .cutBody(remainingBytes: nil),
            .brokenChunks, .tooLarge, .libcurlMissing(systemText: "x"),
            .notHTTPAddress("ftp://x/"), .curl(code: 3, text: ""), .nothingSaved,
        ]
        for problem in ours {
            XCTAssertNotEqual(problem.text(in: .german), problem.text(in: .english), "\(problem)")
        }
        XCTAssertEqual(TransportProblem.refused.text(in: .german), "Verbindung abgelehnt")
        for outside in [
            TransportProblem.curl(code: 56, text: "Recv failure"), .text("Recv failure"), .tls("handshake"),
        ] {
            XCTAssertEqual(outside.text(in: .german), outside.text(in: .english), "\(outside)")
        }
    }

    func testWireProblemsInEnglishAreTheWordsOfBefore() {
        let expected: [(WireProblem, String)] = [
            (.emptyBody, "the body is empty"), (.notJSON, "the body is not JSON"),
            (.unreadable, "the body cannot be read"),
            (.emptyRequestList, "an empty answer where a list of requests belongs"),
            (.missing(at: "stops[2].id"), "stops[2].id is missing"),
            (.nullOrMissing(at: "lines[1].id"), "lines[1].id is null or missing"),
            (.wrongType(at: ""), "the body has the wrong type"),
            (.wrongType(at: "timeStamp"), "timeStamp has the wrong type"),
            (.badValue(at: "stops[0].id", fault: .notWholeNumber), "stops[0].id: expected a whole number"),
            (.badValue(at: "buses[0].seats", fault: .outOfRange), "buses[0].seats: number out of range"),
            (.badValue(at: "lines[0].name", fault: .notText), "lines[0].name: expected text"),
            (
                .badValue(at: "stops[0].location", fault: .notAPosition),
                "stops[0].location: a position needs [longitude, latitude]"
            ),
            (
                .badValue(at: "[3].arrivingTime", fault: .notATime("25:00")),
                "[3].arrivingTime: '25:00' is not a time HH:mm:ss"
            ),
            (
                .corrupted(at: "busses[0].id", systemText: "Number 1e99 is out of range."),
                "busses[0].id: Number 1e99 is out of range."
            ),
            (.cutOff(.cutBody(remainingBytes: 12)), "transfer closed with 12 bytes remaining to read"),
            (.text("line 3: the body is not JSON"), "line 3: the body is not JSON"),
        ]
        for (problem, english) in expected {
            XCTAssertEqual(problem.text(in: .english), english)
        }
        XCTAssertEqual(WireProblem.missing(at: "stops[2].id").text(in: .german), "stops[2].id fehlt")
        XCTAssertEqual(
            WireProblem.badValue(at: "[3].arrivingTime", fault: .notATime("25:00")).text(in: .german),
            "[3].arrivingTime: '25:00' ist keine Uhrzeit HH:mm:ss")
    }

    func testAnUnreachableServerIsWordedWithItsProblemInEachLanguage() {
        let error = ClientError.serverUnreachable(server: "http://bus.example", problem: .refused)
        XCTAssertEqual(
            error.message(in: .english),
            "The Bürgerbus server at http://bus.example could not be reached (connection refused).")
        XCTAssertEqual(
            error.message(in: .german),
            "Der Bürgerbus-Server http://bus.example ist nicht erreichbar (Verbindung abgelehnt).")
        let bad = ClientError.badResponse(path: "/stops/", problem: .emptyBody)
        XCTAssertEqual(
            bad.message(in: .german),
            "Die Antwort des Servers auf /stops/ ist keine Bürgerbus-Antwort: der Inhalt ist leer")
    }

    /// Words a journal of the current version holds for a problem are shown as they are.
    func testWordsFromAnEarlierJournalAreShownAsTheyAre() {
        let failure = RecordedFailure.attempt(.transportFailed(.text("TLS: SSL certificate problem")))
        XCTAssertEqual(failure.text(in: .english), "network error (TLS: SSL certificate problem)")
        XCTAssertEqual(failure.text(in: .german), "Netzwerkfehler (TLS: SSL certificate problem)")
    }
}

/// The `-v` line of one exchange: worded by the CLI from the values the library traced.
final class ExchangeTraceTextTests: XCTestCase {
    func testATraceLineNamesStatusBytesAndTime() {
        let trace = ExchangeTrace(
            method: "GET", url: "http://x/lines/", status: 200, bytes: 143, milliseconds: 12, failure: nil)
        XCTAssertEqual(trace.line(in: .english), "GET http://x/lines/ → 200, 143 bytes, 12 ms")
        XCTAssertEqual(trace.line(in: .german), "GET http://x/lines/ → 200, 143 Bytes, 12 ms")
    }

    func testAFailedExchangeSaysWhyInTheLanguage() {
        let refused = ExchangeTrace(
            method: "GET", url: "http://x/", status: nil, bytes: 0, milliseconds: 3,
            failure: .cannotConnect(.refused))
        XCTAssertEqual(refused.line(in: .english), "GET http://x/ → failed (connection refused), 3 ms")
        XCTAssertEqual(refused.line(in: .german), "GET http://x/ → fehlgeschlagen (Verbindung abgelehnt), 3 ms")
        let slow = ExchangeTrace(
            method: "POST", url: "http://x/", status: nil, bytes: 0, milliseconds: 5000,
            failure: .timedOut(seconds: 5))
        XCTAssertEqual(slow.line(in: .english), "POST http://x/ → failed (no answer within 5 s), 5000 ms")
        let moved = ExchangeTrace(
            method: "GET", url: "http://x/", status: nil, bytes: 0, milliseconds: 1,
            failure: .redirected(status: 301, location: "https://y/"))
        XCTAssertEqual(moved.line(in: .english), "GET http://x/ → failed (HTTP 301 to https://y/), 1 ms")
    }
}
