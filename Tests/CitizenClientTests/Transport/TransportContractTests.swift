import Foundation
import XCTest

@testable import CitizenClient

/// The HTTP contract: every transport that compiles here (`ContractTransport.all`) against the same
/// fault server and the same cases, each with one expected result. Which failure kind comes out is
/// what retrying and exactly-once sending decide on, so it must not depend on the transport.
final class TransportContractTests: XCTestCase {
    private let standard = TransportTimeouts(seconds: 5)

    /// Runs `reply` against every transport and checks the one expected outcome.
    private func check(
        _ reply: FaultServer.Reply, path: String = "/lines/", timeouts: TransportTimeouts? = nil,
        expect expected: (FaultServer) -> ContractOutcome,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        for transport in ContractTransport.all {
            let server = try FaultServer { _ in reply }
            defer { server.stop() }
            let sender = transport.make(timeouts ?? standard)
            let result = Result { try sender.send(HTTPRequestData(method: .get, url: server.url(path))) }
            let wanted = expected(server)
            XCTAssertEqual(
                ContractOutcome.observed(result, like: wanted), wanted, transport.name, file: file, line: line)
        }
    }

    // MARK: - Answers

    func testAnAnswerWithItsHeaders() throws {
        try check(
            .text(
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nX-Twice: a\r\nX-Twice: b\r\n"
                    + "Content-Length: 7\r\n\r\n{\"a\":1}")
        ) { _ in
            .answer(status: 200, body: "{\"a\":1}", headers: ["content-type": "application/json", "x-twice": "a, b"])
        }
    }

    func testAChunkedAnswerInSmallPiecesArrivesWhole() throws {
        try check(
            .text(
                "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\n[1,\r\n3\r\n2,3\r\n1\r\n]\r\n0\r\n\r\n",
                piece: 3)
        ) { _ in
            .answer(status: 200, body: "[1,2,3]", headers: [:])
        }
    }

    func testInterimAnswersComeBeforeTheRealOne() throws {
        try check(
            .text(
                "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </x>\r\n\r\n"
                    + "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok")
        ) { _ in
            // The interim answers' headers are gone with them.
            .answer(status: 200, body: "ok", headers: ["link": ContractOutcome.absent])
        }
    }

    func testNoContentHasAnEmptyBody() throws {
        try check(.text("HTTP/1.1 204 No Content\r\n\r\n")) { _ in .answer(status: 204, body: "", headers: [:]) }
    }

    func testAnErrorStatusIsAnAnswer() throws {
        try check(.text("HTTP/1.1 404 Not Found\r\nContent-Length: 4\r\n\r\ngone")) { _ in
            .answer(status: 404, body: "gone", headers: [:])
        }
    }

    func testARedirectIsRefusedWithWhereItLeads() throws {
        for status in [301, 302, 307, 308] {
            try check(.text("HTTP/1.1 \(status) Moved\r\nLocation: /elsewhere/lines/\r\nContent-Length: 0\r\n\r\n")) {
                server in
                .failure(.redirected(status: status, location: server.origin + "/elsewhere/lines/"))
            }
        }
        try check(.text("HTTP/1.1 301 Moved\r\nLocation: https://new.example/rest/\r\nContent-Length: 0\r\n\r\n")) {
            _ in
            .failure(.redirected(status: 301, location: "https://new.example/rest/"))
        }
        // Without a Location it leads nowhere: an answer like any other status.
        try check(.text("HTTP/1.1 300 Multiple Choices\r\nContent-Length: 0\r\n\r\n")) { _ in
            .answer(status: 300, body: "", headers: [:])
        }
    }

    /// Issue 22 §6: a server that refuses a body too large answers 413 before the body has arrived
    /// and closes; the send breaks off. That answer is a refusal, not a lost connection (which
    /// exactly-once sending would retry until --retry-for runs out).
    func testAnAnswerBeforeTheBodyHasArrivedIsTheAnswer() throws {
        for transport in ContractTransport.all {
            let server = try FaultServer { _ in
                .early("HTTP/1.1 413 Payload Too Large\r\nContent-Length: 8\r\nConnection: close\r\n\r\ntoo big.")
            }
            defer { server.stop() }
            let body = Data(repeating: UInt8(ascii: "x"), count: 16 * 1024 * 1024)
            var request = HTTPRequestData(method: .post, url: server.url("/customStops"))
            request.body = body
            request.headers["Content-Type"] = "application/json"
            let result = Result { try transport.make(standard).send(request) }
            let wanted = ContractOutcome.answer(status: 413, body: "too big.", headers: [:])
            XCTAssertEqual(ContractOutcome.observed(result, like: wanted), wanted, transport.name)
        }
    }

    // MARK: - Failures

    func testARefusedPortCannotConnect() throws {
        for transport in ContractTransport.all {
            let server = try FaultServer { _ in .close }
            let url = server.url("/lines/")
            server.stop()
            XCTAssertThrowsError(
                try transport.make(standard).send(HTTPRequestData(method: .get, url: url)), transport.name
            ) {
                XCTAssertEqual($0 as? TransportFailure, .cannotConnect(.refused), transport.name)
            }
        }
    }

    func testAnUnknownHostCannotConnect() throws {
        let url = try XCTUnwrap(URL(string: "http://no-such-host.invalid:8080/services/rest"))
        for transport in ContractTransport.all {
            XCTAssertThrowsError(
                try transport.make(standard).send(HTTPRequestData(method: .get, url: url)), transport.name
            ) {
                XCTAssertEqual($0 as? TransportFailure, .cannotConnect(.unknownHost), transport.name)
            }
        }
    }

    func testAClosedOrResetConnectionWithoutAnAnswerIsLost() throws {
        try check(.close) { _ in .failureOfKind("connectionLost") }
        try check(.reset) { _ in .failureOfKind("connectionLost") }
    }

    func testACutHeadIsLost() throws {
        try check(.text("HTTP/1.1 200 OK\r\nContent-Le")) { _ in .failureOfKind("connectionLost") }
    }

    func testSomethingOtherThanHTTPIsABrokenAnswer() throws {
        try check(.text("SSH-2.0-OpenSSH_9.6\r\n")) { _ in .failure(.connectionLost(.brokenHTTP)) }
    }

    func testACutBodyIsAnIncompleteAnswer() throws {
        try check(.text("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc")) { _ in .failureOfKind("incompleteAnswer") }
        try check(.text("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nab")) { _ in
            .failureOfKind("incompleteAnswer")
        }
    }

    func testSilenceTimesOutWithTheTotalBudget() throws {
        try check(.silent, timeouts: TransportTimeouts(seconds: 0.3)) { _ in .failure(.timedOut(seconds: 0.3)) }
    }

    func testAnOversizedAnswerIsRefused() throws {
        let limit = HTTPResponseParser.bodyLimit
        try check(
            .stream(head: "HTTP/1.1 200 OK\r\nContent-Length: \(limit + 1)\r\n\r\n", bodyBytes: limit + 1),
            timeouts: TransportTimeouts(seconds: 20)
        ) { _ in .failure(.other(.tooLarge)) }
        let longHead =
            "HTTP/1.1 200 OK\r\n"
            + String(repeating: "X-Filler: " + String(repeating: "f", count: 1000) + "\r\n", count: 70)
        try check(.text(longHead + "Content-Length: 0\r\n\r\n")) { _ in .failure(.other(.tooLarge)) }
    }

    // MARK: - Name lookup and addresses

    func testASlowNameLookupEndsWithinTheBudget() throws {
        let url = try XCTUnwrap(URL(string: "http://slow.test:8080/lines/"))
        for transport in ContractTransport.all {
            guard let make = transport.withSlowLookup else { continue }
            let finished = DispatchSemaphore(value: 0)
            let descriptorsBefore = Self.openDescriptors()
            let started = DispatchTime.now().uptimeNanoseconds
            XCTAssertThrowsError(
                try make(TransportTimeouts(seconds: 0.3), 2, { finished.signal() })
                    .send(HTTPRequestData(method: .get, url: url)), transport.name
            ) {
                XCTAssertEqual($0 as? TransportFailure, .timedOut(seconds: 0.3), transport.name)
            }
            let waited = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            XCTAssertLessThan(waited, 1.5, "\(transport.name): the lookup was waited for")
            // The abandoned lookup finishes on its own thread without harm and leaves nothing open.
            XCTAssertEqual(finished.wait(timeout: .now() + 5), .success, transport.name)
            Thread.sleep(forTimeInterval: 0.05)
            // At most as many as before: an earlier test's server thread may close its end meanwhile.
            if let before = descriptorsBefore, let after = Self.openDescriptors() {
                XCTAssertLessThanOrEqual(after, before, transport.name)
            }
        }
    }

    func testAnAddressThatNeverAnswersIsFollowedByOneThatDoes() throws {
        let server = try FaultServer { _ in .text("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok") }
        defer { server.stop() }
        let blackHole: BlackHole
        do {
            blackHole = try BlackHole(host: "127.0.0.2", port: server.port)
        } catch {
            throw XCTSkip("127.0.0.2:\(server.port) cannot be bound here")
        }
        defer { blackHole.stop() }
        let url = try XCTUnwrap(URL(string: "http://twofold.test:\(server.port)/lines/"))
        for transport in ContractTransport.all {
            guard let make = transport.withAddresses else { continue }
            // Half the budget goes to the black hole; libcurl 7.88 then notices the second address's
            // connection only ~1 s after trying it, so 4 s leave a margin on a busy machine.
            let sender = make(TransportTimeouts(seconds: 4), "twofold.test", server.port, ["127.0.0.2", "127.0.0.1"])
            XCTAssertEqual(
                try sender.send(HTTPRequestData(method: .get, url: url)).body, Data("ok".utf8), transport.name)
        }
        // Only the second address answered: the first took no request.
        XCTAssertEqual(server.requests.count, ContractTransport.all.filter { $0.withAddresses != nil }.count)
    }

    // MARK: - Concurrency

    func testConcurrentSendsEachGetTheirOwnAnswer() throws {
        let server = try FaultServer { received in
            let path = received.head.split(separator: " ").dropFirst().first.map(String.init) ?? "?"
            return .text("HTTP/1.1 200 OK\r\nContent-Length: \(path.utf8.count)\r\n\r\n\(path)")
        }
        defer { server.stop() }
        for transport in ContractTransport.all {
            let sender = transport.make(standard)
            XCTAssertTrue(sender.allowsConcurrentSends, transport.name)
            let results = ResultBox(count: 16)
            DispatchQueue.concurrentPerform(iterations: 16) { index in
                let answer = try? sender.send(HTTPRequestData(method: .get, url: server.url("/busses/\(index)/")))
                results.set(index, answer.map { String(decoding: $0.body, as: UTF8.self) })
            }
            XCTAssertEqual(results.values, (0..<16).map { "/busses/\($0)/" }, transport.name)
        }
    }

    /// Open descriptors of this process, where /proc tells.
    private static func openDescriptors() -> Int? {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.count
    }
}

/// Collects results from concurrent work.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String?]
    init(count: Int) { stored = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: String?) {
        lock.lock()
        defer { lock.unlock() }
        stored[index] = value
    }
    var values: [String?] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
