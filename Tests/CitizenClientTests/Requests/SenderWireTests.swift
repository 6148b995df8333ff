import XCTest

@testable import CitizenClient

final class SenderWireTests: XCTestCase {
    func testTheBodyIsWhatTheOriginalServerNeeds() throws {
        let harness = try SenderHarness(self)
        _ = try harness.send()

        let post = try XCTUnwrap(harness.server.posts.first)
        XCTAssertEqual(post.url.absoluteString, "http://localhost:8080/services/rest/linemanagement/v1/customStops")
        XCTAssertEqual(post.headers["Content-Type"]?.hasPrefix("application/json"), true)
        let text = String(decoding: try XCTUnwrap(post.body), as: UTF8.self)
        XCTAssertTrue(text.contains(#""pickUpTime":1800003600,"#), "seconds, not milliseconds: \(text)")
        XCTAssertTrue(text.contains(#""coordinates":[7.0,49.0]"#), "a fraction digit on every coordinate: \(text)")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: try XCTUnwrap(post.body)) as? [String: Any])
        let deviceId = try XCTUnwrap(object["deviceId"] as? String)
        XCTAssertEqual(deviceId, harness.deviceId)
        XCTAssertLessThanOrEqual(deviceId.utf8.count, 50)
        let info = try XCTUnwrap(object["info"] as? [String: Any])
        XCTAssertEqual(info["assistance"] as? [Int], [0, 1])
        XCTAssertEqual(info["name"] as? String, "Emma Meier")
    }

    func testTheLookupAsksForTheEntrysDevice() throws {
        let harness = try SenderHarness(self)
        harness.server.postScript = [.storeThenFail(.timedOut(seconds: 30))]
        _ = try harness.send()
        let lookup = try XCTUnwrap(harness.server.lookups.first)
        XCTAssertEqual(lookup.url.query, "deviceId=\(harness.deviceId)")
    }

    func testADeviceIdTheServerCannotStoreIsRefusedBeforeAnythingHappens() throws {
        for bad in [String(repeating: "a", count: 51), "", "with space"] {
            let harness = try SenderHarness(self)
            harness.deviceId = bad
            XCTAssertThrowsError(try harness.send()) {
                XCTAssertEqual($0 as? RequestSendError, .invalidDeviceId(bad))
            }
            XCTAssertTrue(harness.server.requests.isEmpty)
            XCTAssertEqual(try harness.journal.load(), [])
        }
    }

    func testTheJournalIsWrittenBeforeTheFirstAttempt() throws {
        let harness = try SenderHarness(self)
        var journalledBeforePost: [JournalEntry] = []
        let journal = harness.journal
        let probe = ProbeTransport { request in
            journalledBeforePost = (try? journal.load()) ?? []
            return try harness.server.send(request)
        }
        let sender = RequestSender(
            api: BuergerbusAPI(server: try ServerAddress(ServerAddress.defaultURL), transport: probe),
            journal: journal, deviceId: harness.deviceId,
            clock: { harness.clock.now }, sleep: { _ in })
        _ = try sender.send(SenderHarness.intent()) { _ in }
        XCTAssertEqual(journalledBeforePost.count, 1)
        XCTAssertEqual(journalledBeforePost.first?.state, .unsent)
        XCTAssertEqual(journalledBeforePost.first?.attempts, 1, "the attempt is counted before it is made")
    }

    func testAnUnwritableJournalStopsBeforeAnythingIsSent() throws {
        let directory = try makeTemporaryDirectory(self)
        let blocker = directory.appendingPathComponent("state")
        try Data("not a directory".utf8).write(to: blocker)
        let harness = try SenderHarness(self, stateDirectory: blocker)

        XCTAssertThrowsError(try harness.send()) { error in
            guard case .journalUnwritable = error as? RequestSendError else { return XCTFail("\(error)") }
        }
        XCTAssertTrue(harness.server.requests.isEmpty)
    }
}

/// Runs a closure for every request.
private struct ProbeTransport: HTTPTransport {
    let handler: (HTTPRequestData) throws -> HTTPResponseData
    func send(_ request: HTTPRequestData) throws -> HTTPResponseData { try handler(request) }
}
