import CitizenClient
import XCTest

@testable import BuergerCLI

/// `cancel` of an outward request with a linked way back (#SF_C8).
final class CancelWayBackTests: XCTestCase {
    let server = (try? ServerAddress("http://fixture.test/services/rest").description) ?? ""

    private func intent(_ harness: RequestHarness, minutes: Double, outward: UUID? = nil) -> RequestIntent {
        RequestIntent(
            lineId: 1, pickUpTime: harness.later(minutes),
            location: Coordinate(latitude: 49.209277, longitude: 7.60747),
            persons: 1, name: "Emma Meier", address: "Hauptstr. 1", assistance: [], stopId: 1, stopName: "Kirche",
            outwardEntryId: outward)
    }

    private func journal(_ harness: RequestHarness) -> RequestJournal {
        RequestJournal(stateDirectory: harness.paths.stateDirectory)
    }

    /// An outward request and its way back, both stored and linked in the journal.
    private func book(_ harness: RequestHarness, outwardStatus: Int = 2, backState: JournalEntry.State? = nil)
        throws -> (outward: Int64, back: Int64, backEntry: UUID)
    {
        let outwardId = harness.server.add(
            deviceId: harness.deviceId, status: outwardStatus, pickUp: harness.later(60), acceptingBus: 1)
        let backId = harness.server.add(deviceId: harness.deviceId, status: 1, pickUp: harness.later(240))
        let outward = JournalEntry(
            intent: intent(harness, minutes: 60), server: server, deviceId: harness.deviceId,
            createdAt: harness.clock, state: .stored(requestId: outwardId))
        let back = JournalEntry(
            intent: intent(harness, minutes: 240, outward: outward.id), server: server,
            deviceId: harness.deviceId, createdAt: harness.clock,
            state: backState ?? .stored(requestId: backId))
        try journal(harness).append(outward)
        try journal(harness).append(back)
        return (outwardId, backId, back.id)
    }

    private func status(_ harness: RequestHarness, _ id: Int64) -> Int? {
        harness.server.requests.first { $0.id == id }?.status
    }

    func testYesCancelsBothAndReadsEachBack() throws {
        let harness = RequestHarness()
        let booked = try book(harness)
        let result = harness.run(["cancel", String(booked.outward), "--yes", "--json"])
        XCTAssertEqual(result.code, 0, result.err)
        let document = RequestHarness.object(result.out)
        XCTAssertEqual((document["request"] as? [String: Any])?["status"] as? String, "cancelled")
        XCTAssertEqual((document["wayBack"] as? [String: Any])?["status"] as? String, "cancelled")
        XCTAssertEqual((document["wayBack"] as? [String: Any])?["returnOf"] as? Int, Int(booked.outward))
        XCTAssertEqual(status(harness, booked.outward), 6)
        XCTAssertEqual(status(harness, booked.back), 6)
        let posts = harness.server.posts.map(\.url.lastPathComponent)
        XCTAssertEqual(posts, [String(booked.outward), String(booked.back)])
        let reads = harness.server.exchanges.filter {
            $0.method == .get && $0.url.absoluteString.contains("customStops")
        }
        XCTAssertEqual(reads.count, 4, "each checked before and read back after")
    }

    func testOnATerminalTheWayBackIsOfferedAndANoKeepsIt() throws {
        let harness = RequestHarness()
        let booked = try book(harness)
        let result = harness.run(["cancel", String(booked.outward)], tty: true, answers: ["y", "n"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.err.contains("Also cancel the way back, request \(booked.back)? [y/N]: "), result.err)
        XCTAssertEqual(status(harness, booked.outward), 6)
        XCTAssertEqual(status(harness, booked.back), 1)
    }

    func testOnATerminalAYesCancelsTheWayBackToo() throws {
        let harness = RequestHarness()
        let booked = try book(harness)
        let result = harness.run(["cancel", String(booked.outward)], tty: true, answers: ["y", "y"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(status(harness, booked.back), 6)
        XCTAssertTrue(result.out.contains("\(booked.back)"), result.out)
    }

    func testOffATerminalWithoutYesNothingIsCancelled() throws {
        let harness = RequestHarness()
        let booked = try book(harness)
        let result = harness.run(["cancel", String(booked.outward)])
        XCTAssertEqual(result.code, ExitStatus.usage.rawValue)
        XCTAssertTrue(harness.server.posts.isEmpty)
    }

    func testAWayBackNeverSentIsKeptFromBeingSent() throws {
        let harness = RequestHarness()
        let booked = try book(harness, backState: .unsent)
        let result = harness.run(["cancel", String(booked.outward), "--yes"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.err.contains("it will not be sent now"), result.err)
        XCTAssertEqual(harness.server.posts.count, 1)
        let entry = try journal(harness).entry(id: booked.backEntry)
        XCTAssertEqual(entry?.isUnsent, false)
        let resumed = harness.run(["requests", "--resume"])
        XCTAssertEqual(resumed.code, 0, resumed.err)
        XCTAssertEqual(harness.server.posts.count, 1, "resume sends nothing")
    }

    func testAnOutwardAlreadyCancelledStillOffersItsOpenWayBack() throws {
        let harness = RequestHarness()
        let booked = try book(harness, outwardStatus: 6)
        let result = harness.run(["cancel", String(booked.outward), "--yes", "--json"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(status(harness, booked.back), 6)
        XCTAssertEqual(harness.server.posts.count, 1, "only the way back is posted")
    }

    func testAServerIgnoringTheWayBackCancelIsReported() throws {
        let harness = RequestHarness()
        let booked = try book(harness)
        harness.server.ignoresCancel = true
        let result = harness.run(["cancel", String(booked.outward), "--yes"])
        XCTAssertEqual(result.code, ExitStatus.failure.rawValue)
        XCTAssertTrue(result.err.contains("did not cancel request \(booked.outward)"), result.err)
    }
}
