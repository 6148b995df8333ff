import CitizenClient
import XCTest

@testable import BuergerCLI

/// `stop` and `bus` answering from the cache with the server gone: in accessible mode the note on
/// stderr is a sentence with the time said aloud, not "offline — data from 08:30".
final class AccessibleNotesTests: XCTestCase {
    private func offlineHarness() -> BuergerHarness {
        let harness = BuergerHarness()
        XCTAssertEqual(harness.run(["bus", "1"]).code, 0, "warms the cache")
        XCTAssertEqual(harness.run(["stop", "1"]).code, 0, "warms the stop board's cache")
        harness.transport.failure = .cannotConnect(.refused)
        // Past the freshness window, so the cache is checked with the server and found unreachable.
        harness.clock = harness.clock.addingTimeInterval(600)
        return harness
    }

    func testTheOfflineNoteIsSpokenInBothLanguages() {
        let harness = offlineHarness()
        let english = harness.run(["stop", "1", "--accessible"])
        XCTAssertEqual(english.code, 0, english.err)
        XCTAssertTrue(
            english.err.contains("Offline: the server could not be reached. The data were saved at 8 30 a.m.\n"),
            english.err)
        XCTAssertFalse(english.err.contains("08:30"), "no clock a reader spells digit by digit: \(english.err)")
        let german = harness.run(["bus", "1", "--accessible", "--lang", "de"])
        XCTAssertTrue(
            german.err.contains("Offline: Der Server war nicht erreichbar. Die Daten wurden um 8 Uhr 30 gespeichert."),
            german.err)
        AccessibleChecks.assertNoArt(english.err + german.err, "offline notes")
    }

    func testWithoutAccessibleModeOrWithQuietTheUsualNoteStays() {
        let harness = offlineHarness()
        XCTAssertTrue(harness.run(["stop", "1"]).err.contains("offline — data from 08:30"))
        XCTAssertFalse(harness.run(["bus", "1", "--accessible", "-q"]).err.contains("Offline"))
    }
}
