import XCTest

@testable import CitizenClient

/// `RequestSender.file`: the same wish filed twice (the command run again) reaches the driver once.
final class FilingTests: XCTestCase {
    private func file(_ harness: SenderHarness, _ intent: RequestIntent = SenderHarness.intent()) throws -> FilingResult
    {
        try harness.sender().file(intent, now: harness.clock.now) { _ in }
    }

    func testTheSameRequestAgainIsTheEarlierOne() throws {
        let harness = try SenderHarness(self)
        let first = try file(harness)
        let again = try file(harness)

        XCTAssertFalse(first.alreadyFiled)
        XCTAssertTrue(again.alreadyFiled)
        XCTAssertEqual(again.result.storedRequestId, first.result.storedRequestId)
        XCTAssertEqual(harness.server.posts.count, 1)
        XCTAssertEqual(try harness.journal.load().count, 1, "no second journal entry either")
    }

    func testFilingLeavesNoLockFilesBehind() throws {
        let harness = try SenderHarness(self)
        _ = try file(harness)
        _ = try file(harness, SenderHarness.intent(name: "Karl"))
        let sending = harness.stateDirectory.appendingPathComponent("sending")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: sending.path), [],
            "the filing claims and sending leases are removed when let go")
    }

    func testAnAcceptedRequestIsNotFiledAgainButADeclinedOneIs() throws {
        let harness = try SenderHarness(self)
        let first = try XCTUnwrap(try file(harness).result.storedRequestId)
        harness.server.setStatus(of: first, to: 2)
        XCTAssertTrue(try file(harness).alreadyFiled, "accepted: the bus comes already")

        harness.server.setStatus(of: first, to: 3)
        let afterDecline = try file(harness)

        XCTAssertFalse(afterDecline.alreadyFiled, "declined: asking again is a new request")
        XCTAssertNotEqual(afterDecline.result.storedRequestId, first)
        XCTAssertEqual(harness.server.posts.count, 2)
    }

    func testOtherDetailsMakeANewRequest() throws {
        let harness = try SenderHarness(self)
        _ = try file(harness)
        XCTAssertFalse(try file(harness, SenderHarness.intent(persons: 3)).alreadyFiled)
        XCTAssertFalse(try file(harness, SenderHarness.intent(name: "Karl Weber")).alreadyFiled)
        XCTAssertEqual(harness.server.posts.count, 3)
    }

    func testAnUnsentEarlierEntryIsResumedNotDoubled() throws {
        let harness = try SenderHarness(self)
        harness.server.postScript = Array(repeating: .refuse, count: 3)
        let unsent = try harness.sender().file(SenderHarness.intent(), now: harness.clock.now, retryFor: 12) { _ in }
        guard case .unsent = unsent.result else { return XCTFail("\(unsent.result)") }

        let again = try file(harness)

        XCTAssertTrue(again.alreadyFiled)
        XCTAssertEqual(again.result.entry.id, unsent.result.entry.id)
        XCTAssertNotNil(again.result.storedRequestId)
        XCTAssertEqual(harness.server.stored.count, 1)
        XCTAssertEqual(try harness.journal.load().count, 1)
    }

    func testAPassedPickUpIsNoReasonToRefuseANewOne() throws {
        let harness = try SenderHarness(self)
        _ = try file(harness)
        harness.clock.advance(2 * 3600) // past the pick-up of 1 h ahead
        var later = SenderHarness.intent()
        later.pickUpTime = harness.clock.now.addingTimeInterval(3600)

        XCTAssertFalse(try file(harness, later).alreadyFiled)
    }

    func testAnUnreadableEarlierStateFilesNothing() throws {
        let harness = try SenderHarness(self)
        _ = try file(harness)
        harness.server.lookupFailures = [.cannotConnect(.refused), .cannotConnect(.refused)]

        XCTAssertThrowsError(try file(harness))
        XCTAssertEqual(harness.server.posts.count, 1)
    }
}
