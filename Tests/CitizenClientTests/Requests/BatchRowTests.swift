import XCTest

@testable import CitizenClient

/// `BatchRow.filedEntry`: a journal entry counts as this row's only while it is the same request.
final class BatchRowTests: XCTestCase {
    private let row = BatchRow(number: 2, form: RequestForm(stop: "Kirche", time: "07:30", name: "Emma Meier"))
    /// The pick-up of `SenderHarness.intent()`.
    private let pickUp = Date(timeIntervalSince1970: 1_800_003_600)

    private func entry(key: String?, state: JournalEntry.State = .stored(requestId: 10_000_000)) -> JournalEntry {
        JournalEntry(
            intent: SenderHarness.intent(), server: "s", deviceId: "d", createdAt: pickUp.addingTimeInterval(-7200),
            state: state, batchKey: key)
    }

    func testAnEntryWithTheRowsKeyCountsUntilItsPickUpHasPassed() {
        let filed = entry(key: row.key)
        XCTAssertEqual(row.filedEntry(among: [filed], now: pickUp.addingTimeInterval(-3600)), filed)
        XCTAssertEqual(row.filedEntry(among: [filed], now: pickUp), filed, "at the pick-up itself it is still the same")
        XCTAssertNil(
            row.filedEntry(among: [filed], now: pickUp.addingTimeInterval(1)), "a passed pick-up is yesterday's row")
    }

    func testOtherKeysAndRefusedEntriesDoNotCountAndTheNewestWins() {
        let now = pickUp.addingTimeInterval(-60)
        XCTAssertNil(row.filedEntry(among: [entry(key: "row1-other"), entry(key: nil)], now: now))
        XCTAssertNil(
            row.filedEntry(
                among: [
                    entry(
                        key: row.key,
                        state: .gaveUp(reason: .refused(status: 400, path: "/customStops", serverMessage: nil)))
                ], now: now))
        let older = entry(key: row.key, state: .stored(requestId: 1))
        let newer = entry(key: row.key, state: .unsent)
        XCTAssertEqual(row.filedEntry(among: [older, newer], now: now), newer)
    }
}
