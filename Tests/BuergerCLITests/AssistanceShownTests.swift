import CitizenClient
import XCTest

@testable import BuergerCLI

/// What was asked stays what is shown: shopping, which is sent as no code, and requests journalled
/// with the old numbers, read through the journal's words rather than the server's codes.
final class AssistanceShownTests: XCTestCase {
    func testShoppingIsNotSentButShownAndAWheelchairIsSentAsTheDriverReadsIt() {
        let harness = RequestHarness()
        let filed = harness.run([
            "request-stop", "--stop", "Kirche", "--time", "09:30", "--name", "Emma",
            "--address", "A 1", "--help-with", "Einkauf,Rollstuhl", "--json",
        ])
        XCTAssertEqual(filed.code, 0, filed.err)
        let body = harness.server.posts.last.flatMap { $0.body }.map { String(decoding: $0, as: UTF8.self) } ?? ""
        XCTAssertTrue(body.contains("\"assistance\":[0]"), body)
        let request = RequestHarness.object(filed.out)["request"] as? [String: Any]
        XCTAssertEqual(request?["assistance"] as? [String], ["wheelchair", "shopping"])
        let status = harness.run(["status", String(request?["id"] as? Int ?? 0), "--lang", "de"])
        XCTAssertTrue(status.out.contains("Hilfe: Rollstuhl, Einkauf"), status.out)
    }
}
