import XCTest

@testable import CitizenClient

/// What went wrong in an attempt is kept in the journal as a value (`problem`), not as English words;
/// journals written while it was words (`detail`) still read, the words kept as they were.
final class RecordedProblemTests: XCTestCase {
    private static let everyTransportProblem: [TransportProblem] = [
        .refused, .unknownHost, .noNetwork, .hostUnreachable, .system(code: 13), .lost, .brokenHTTP, .notHTTPResponse,
        .cutBody(remainingBytes: 7), .cutBody(remainingBytes: nil), .brokenChunks, .tooLarge, .tls("handshake"),
        .libcurlMissing(systemText: "libcurl.so.4: cannot open shared object file"),
        .notHTTPAddress("ftp://bus.example/"), .curl(code: 3, text: ""), .nothingSaved, .text("Recv failure"),
    ]

    private static let everyWireProblem: [WireProblem] = [
        .emptyBody, .notJSON, .unreadable, .emptyRequestList, .missing(at: "stops[2].id"),
        .nullOrMissing(at: "lines[1].id"),
        .wrongType(at: ""), .badValue(at: "stops[0].location", fault: .notAPosition),
        .badValue(at: "[3].arrivingTime", fault: .notATime("25:00")),
        .corrupted(at: "busses[0].id", systemText: "Number 1e99"),
        .cutOff(.cutBody(remainingBytes: 12)), .text("the body is empty"),
    ]

    private func encoded(_ failure: RecordedFailure) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(failure), as: UTF8.self)
    }

    private func roundTrip(_ failure: RecordedFailure) throws -> RecordedFailure {
        try JSONDecoder().decode(RecordedFailure.self, from: try JSONEncoder().encode(failure))
    }

    func testEveryProblemSurvivesTheJournal() throws {
        for problem in Self.everyTransportProblem {
            for reason in [
                SendFailureReason.unreachable(problem), .connectionLost(problem), .incompleteAnswer(problem),
                .transportFailed(problem),
            ] {
                XCTAssertEqual(try roundTrip(.attempt(reason)), .attempt(reason))
            }
        }
        for problem in Self.everyWireProblem {
            XCTAssertEqual(try roundTrip(.attempt(.unreadableAnswer(problem))), .attempt(.unreadableAnswer(problem)))
        }
    }

    func testAProblemIsStoredAsCodesNotWords() throws {
        XCTAssertEqual(
            try encoded(.attempt(.unreachable(.refused))), #"{"code":"unreachable","problem":{"refused":{}}}"#)
        let cut = try encoded(.attempt(.incompleteAnswer(.cutBody(remainingBytes: 7))))
        XCTAssertTrue(cut.contains(#""remainingBytes":7"#), cut)
        XCTAssertFalse(cut.contains("transfer closed"), cut)
    }

    /// The format the current version writes: the problem as English words under `detail`.
    func testWordsOfTheCurrentVersionReadAsText() throws {
        let written = #"""
            [{"code": "unreachable", "detail": "connection refused"},
             {"code": "connectionLost", "detail": "broken HTTP answer"},
             {"code": "incompleteAnswer", "detail": "transfer closed with 7 bytes remaining to read"},
             {"code": "transportFailed", "detail": "https needs libcurl (Debian/Ubuntu: apt install libcurl4): gone"},
             {"code": "unreadableAnswer", "detail": "stops[2].id is missing"},
             {"code": "unreachable"}]
            """#
        XCTAssertEqual(
            try JSONDecoder().decode([RecordedFailure].self, from: Data(written.utf8)),
            [
                .attempt(.unreachable(.text("connection refused"))),
                .attempt(.connectionLost(.text("broken HTTP answer"))),
                .attempt(.incompleteAnswer(.text("transfer closed with 7 bytes remaining to read"))),
                .attempt(.transportFailed(.text("https needs libcurl (Debian/Ubuntu: apt install libcurl4): gone"))),
                .attempt(.unreadableAnswer(.text("stops[2].id is missing"))),
                .attempt(.unreachable(.text(""))),
            ])
    }

    func testAJournalFileOfTheCurrentVersionStillReads() throws {
        let directory = try makeTemporaryDirectory(self)
        let journal = RequestJournal(stateDirectory: directory)
        let written = #"""
            {
              "entries" : [
                {
                  "attempts" : 3, "batchKey" : "k1", "createdAt" : "2027-01-15T08:00:00Z", "deviceId" : "dev-1",
                  "id" : "5E1C0000-0000-4000-8000-000000000001",
                  "intent" : { "address" : "Hauptstr. 1", "assistance" : [ ], "latitude" : 49.2093, "lineId" : 1,
                               "longitude" : 7.6075, "name" : "Emma Meier", "persons" : 1, "pickUpTime" : "2027-01-15T09:30:00Z",
                               "stopId" : 2, "stopName" : "Kirche" },
                  "lastAttemptAt" : "2027-01-15T08:00:10Z",
                  "lastFailure" : { "code" : "transportFailed", "detail" : "TLS: SSL certificate problem" },
                  "server" : "http://localhost:8080/services/rest", "state" : { "kind" : "unsent" }
                }
              ],
              "version" : 1
            }
            """#
        try Data(written.utf8).write(to: journal.file)

        let entries = try journal.load()
        XCTAssertEqual(journal.warnings, [], "read, not moved aside as damaged")
        XCTAssertEqual(entries.map(\.lastFailure), [.attempt(.transportFailed(.text("TLS: SSL certificate problem")))])
    }
}
