import CitizenClient
import Foundation
import XCTest

@testable import BuergerCLI

/// Issue 23 §7: the same failure, again and again, is said once; a new reason or another step is said.
final class RepeatedFailureNotesTests: XCTestCase {
    func testARepeatedFailureIsSaidOnceAndANewReasonOrStepAgain() {
        let notes = RepeatedFailureNotes(language: .english, retryFor: 600)
        let away = SendFailureReason.unreachable(.refused)
        let said = [
            SendProgress.lookupFailed(reason: away, nextTryIn: 7), .lookupFailed(reason: away, nextTryIn: 9),
            .lookupFailed(reason: away, nextTryIn: nil), .adopted(requestId: 10_000_003),
            .attemptFailed(number: 1, reason: away, nextTryIn: 6),
            .attemptFailed(number: 2, reason: away, nextTryIn: 5),
            .lookupFailed(reason: away, nextTryIn: 8),
        ].compactMap(notes.line)
        XCTAssertEqual(
            said,
            [
                "checking with the server failed: server unreachable — next try in 7 s; buerger keeps trying for up to 10 min",
                "the server already has it as request 10000003; it was not sent again",
                "attempt 1 failed: server unreachable — next try in 6 s; buerger keeps trying for up to 10 min",
                "checking with the server failed: server unreachable — next try in 8 s; buerger keeps trying for up to 10 min",
            ])
    }

    func testOutOfTimeAtTheFirstFailureIsSaidAsItIs() {
        let notes = RepeatedFailureNotes(language: .german, retryFor: 90)
        XCTAssertEqual(
            notes.line(.lookupFailed(reason: .unreachable(.refused), nextTryIn: nil)),
            "Nachsehen beim Server fehlgeschlagen: Server nicht erreichbar — keine Zeit mehr")
        XCTAssertEqual(
            RepeatedFailureNotes(language: .german, retryFor: 90).line(
                .lookupFailed(reason: .unreachable(.refused), nextTryIn: 6)),
            "Nachsehen beim Server fehlgeschlagen: Server nicht erreichbar — nächster Versuch in 6 s; "
                + "buerger versucht es bis zu 90 s lang weiter")
    }

    func testDurationsAreNeverSaidShorterThanTheyAre() {
        XCTAssertEqual(RepeatedFailureNotes.duration(30), "30 s")
        XCTAssertEqual(RepeatedFailureNotes.duration(119.2), "120 s")
        XCTAssertEqual(RepeatedFailureNotes.duration(600), "10 min")
        XCTAssertEqual(RepeatedFailureNotes.duration(601), "11 min")
        XCTAssertEqual(RepeatedFailureNotes.duration(5400), "90 min")
        XCTAssertEqual(RepeatedFailureNotes.duration(9000), "2 h 30 min")
    }
}
