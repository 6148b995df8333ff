import XCTest

@testable import CitizenClient

/// `createCustomStopOutcome`: which answers mean "not stored", which "maybe stored", which "refused".
final class SenderOutcomeTests: XCTestCase {
    private func outcome(_ answer: @escaping () throws -> HTTPResponseData) throws -> CreateOutcome {
        let transport = InMemoryTransport { _ in try answer() }
        let api = BuergerbusAPI(server: try ServerAddress(ServerAddress.defaultURL), transport: transport)
        let result = api.createCustomStopOutcome(SenderHarness.intent().draft(deviceId: "dev-1"))
        XCTAssertEqual(transport.requests.count, 1, "one POST, never repeated inside")
        return result
    }

    func testTransportFailuresSplitIntoNotSentAndMaybeSent() throws {
        XCTAssertEqual(
            try outcome { throw TransportFailure.cannotConnect(.refused) }, .notStored(.unreachable(.refused)))
        XCTAssertEqual(try outcome { throw TransportFailure.timedOut(seconds: 30) }, .unknown(.timedOut(seconds: 30)))
        XCTAssertEqual(try outcome { throw TransportFailure.connectionLost(.lost) }, .unknown(.connectionLost(.lost)))
        XCTAssertEqual(
            try outcome { throw TransportFailure.incompleteAnswer(.cutBody(remainingBytes: nil)) },
            .unknown(.incompleteAnswer(.cutBody(remainingBytes: nil))))
        XCTAssertEqual(
            try outcome { throw TransportFailure.other(.tls("handshake")) },
            .unknown(.transportFailed(.tls("handshake"))))
    }

    func testStatuses() throws {
        XCTAssertEqual(try outcome { HTTPResponseData(status: 204) }, .notStored(.notStored204))
        XCTAssertEqual(
            try outcome { HTTPResponseData(status: 503, body: Data("<html/>".utf8)) },
            .notStored(.serverError(status: 503)))
        XCTAssertEqual(try outcome { HTTPResponseData(status: 500) }, .unknown(.serverError(status: 500)))
        XCTAssertEqual(try outcome { HTTPResponseData(status: 504) }, .unknown(.serverError(status: 504)))
        XCTAssertEqual(try outcome { HTTPResponseData(status: 429) }, .notStored(.serverError(status: 429)))
        let technical = #"{"message":"An unexpected error has occurred!","code":"TechnicalError","uuid":"u"}"#
        XCTAssertEqual(
            try outcome { HTTPResponseData(status: 500, body: Data(technical.utf8)) },
            .unknown(.serverError(status: 500)), "a 500 may follow the insert (wire-contract §5.4)")
        XCTAssertEqual(
            try outcome { HTTPResponseData(status: 415) },
            .rejected(.serverError(status: 415, path: "/customStops", message: nil)))
    }

    func testTwoHundredAnswers() throws {
        let created = try Fixtures.data("customstop-created.json")
        guard case .stored(let stop) = try outcome({ HTTPResponseData(status: 200, body: created) }) else {
            return XCTFail("a 200 with the request is stored")
        }
        XCTAssertEqual(stop.id, 10_000_000)
        XCTAssertEqual(try outcome { HTTPResponseData(status: 200) }, .unknown(.unreadableAnswer(.emptyBody)))
        // An unreadable 200 may have stored the request; the reason is the decoder's value (the journal
        // once kept the Swift description of the whole error here).
        XCTAssertEqual(
            try outcome { HTTPResponseData(status: 200, body: Data("<html>".utf8)) },
            .unknown(.unreadableAnswer(.notJSON)))
    }
}
