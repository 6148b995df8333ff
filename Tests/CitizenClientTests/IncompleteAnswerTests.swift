import Foundation
import XCTest

@testable import CitizenClient

/// An answer that breaks off before its Content-Length: the server was reached, so it is worth one
/// more try, and if it keeps happening it is a bad answer (exit 5), not an unreachable server (exit 4).
final class IncompleteAnswerTests: XCTestCase {
    func testCurlsPartialFileIsAnIncompleteAnswer() {
        let message = "transfer closed with 1352 bytes remaining to read"
        XCTAssertEqual(
            CurlFailure.fault(code: 18, message: message, timeouts: .standard).failure,
            .incompleteAnswer(.curl(code: 18, text: message)))
        XCTAssertEqual(
            CurlFailure.fault(code: 43, message: "something else", timeouts: .standard).failure,
            .other(.curl(code: 43, text: "something else")))
    }

    func testAnIncompleteAnswerIsRetriedOnceThenReportedAsABadAnswer() throws {
        let base = InMemoryTransport { _ in throw TransportFailure.incompleteAnswer(.cutBody(remainingBytes: nil)) }
        let api = BuergerbusAPI(
            server: try ServerAddress("http://bus.example/services/rest"),
            transport: RetryingTransport(base: base, sleep: { _ in }))
        XCTAssertThrowsError(try api.lines()) { error in
            guard let clientError = error as? ClientError, case .badResponse = clientError else {
                return XCTFail("expected badResponse, got \(error)")
            }
            XCTAssertTrue(clientError.isServerAnswerProblem)
        }
        XCTAssertEqual(base.requests.count, 2)
    }
}
