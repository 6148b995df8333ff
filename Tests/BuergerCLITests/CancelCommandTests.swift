import CitizenClient
import XCTest

@testable import BuergerCLI

final class CancelCommandTests: XCTestCase {
    func testYesCancelsAndReadsTheStateBack() {
        let harness = RequestHarness()
        let id = harness.server.add(deviceId: harness.deviceId, status: 2, pickUp: harness.later(60), acceptingBus: 1)
        let result = harness.run(["cancel", String(id), "--yes", "--json"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(
            (RequestHarness.object(result.out)["request"] as? [String: Any])?["status"] as? String, "cancelled")
        let post = harness.server.posts.last
        XCTAssertEqual(post?.url.absoluteString.hasSuffix("/customStops/\(id)"), true)
        XCTAssertEqual(post.flatMap { $0.body }.flatMap { String(data: $0, encoding: .utf8) }, "{\"status\":6}")
        let reads = harness.server.exchanges.filter {
            $0.method == .get && $0.url.absoluteString.contains("customStops")
        }
        XCTAssertEqual(reads.count, 2, "checked before and read back after")
    }

    func testAForeignRequestIsRefusedAndNothingIsPosted() {
        let harness = RequestHarness()
        let id = harness.server.add(deviceId: "neighbour", pickUp: harness.later(60))
        let result = harness.run(["cancel", String(id), "--yes"])
        XCTAssertEqual(result.code, ExitStatus.notFound.rawValue)
        XCTAssertTrue(result.err.contains("not one of your requests"), result.err)
        XCTAssertTrue(harness.server.posts.isEmpty)
        XCTAssertEqual(harness.server.requests.first?.status, 1)
    }

    func testOffATerminalWithoutYesItSaysToAddYes() {
        let harness = RequestHarness()
        let id = harness.server.add(deviceId: harness.deviceId, pickUp: harness.later(60))
        let result = harness.run(["cancel", String(id)], answers: ["y"])
        XCTAssertEqual(result.code, ExitStatus.usage.rawValue)
        XCTAssertTrue(result.err.contains("add --yes"), result.err)
        XCTAssertEqual(harness.answersRead, 0)
        XCTAssertTrue(harness.server.posts.isEmpty)
    }

    func testOnATerminalItAsksAndANoChangesNothing() {
        let harness = RequestHarness()
        let id = harness.server.add(deviceId: harness.deviceId, pickUp: harness.later(60))
        let refused = harness.run(["cancel", String(id)], tty: true, answers: ["n"])
        XCTAssertEqual(refused.code, ExitStatus.failure.rawValue)
        XCTAssertTrue(refused.err.contains("Cancel request \(id)? [y/N]: "), refused.err)
        XCTAssertTrue(harness.server.posts.isEmpty)
        let accepted = harness.run(["cancel", String(id)], tty: true, answers: ["y"])
        XCTAssertEqual(accepted.code, 0, accepted.err)
        XCTAssertEqual(harness.server.requests.first?.status, 6)
    }

    func testAServerThatIgnoresTheCancelIsReported() {
        let harness = RequestHarness()
        harness.server.ignoresCancel = true
        let id = harness.server.add(deviceId: harness.deviceId, status: 2, pickUp: harness.later(60), acceptingBus: 1)
        let result = harness.run(["cancel", String(id), "--yes"])
        XCTAssertEqual(result.code, ExitStatus.failure.rawValue)
        XCTAssertTrue(result.err.contains("still shows it as accepted"), result.err)
    }
}
