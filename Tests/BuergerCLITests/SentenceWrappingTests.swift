import CitizenClient
import XCTest

@testable import BuergerCLI

/// Issue 13: long sentences broke inside words at the terminal's edge (`Schulstraß` / `e.`), and a
/// cancelled pick-up tomorrow read `Abholung war am 25.11.2026`.
final class SentenceWrappingTests: XCTestCase {
    private let sentence =
        "Ihre Anfrage 10000000 ist noch offen: Abholung gewünscht um 09:28 an der Haltestelle "
        + "Weilerbach Schulstraße."

    private func terminal(tty: Bool, width: Int) -> Terminal {
        Terminal(
            out: BufferSink(), err: BufferSink(), mode: .human, useColor: false, width: width, truncatesToWidth: tty,
            unicode: true, canPrompt: false)
    }

    func testASentenceBreaksBetweenWordsAtTheTerminalsWidth() {
        let lines = terminal(tty: true, width: 80).wrapped(sentence)
        XCTAssertEqual(
            lines,
            [
                "Ihre Anfrage 10000000 ist noch offen: Abholung gewünscht um 09:28 an der",
                "Haltestelle Weilerbach Schulstraße.",
            ])
        XCTAssertEqual(
            terminal(tty: false, width: 80).wrapped(sentence), [sentence], "a pipe keeps one line per record")
        XCTAssertEqual(terminal(tty: true, width: 200).wrapped(sentence), [sentence])
    }

    /// Found by a new user: "Verfolgen mit 'buerger status 10000001" / "--wait'." could not be copied.
    func testAQuotedCommandIsNotBrokenWhenItFitsALine() {
        let text = "Die Fahrer haben noch nicht geantwortet. Verfolgen mit 'buerger status 10000001 --wait'."
        let lines = TextWrapper.wrap(text, width: 60)
        XCTAssertEqual(
            lines,
            [
                "Die Fahrer haben noch nicht geantwortet. Verfolgen mit",
                "'buerger status 10000001 --wait'.",
            ])
        // Longer than a line, it stands whole on a line of its own (issue 24): broken, it could not be copied.
        XCTAssertEqual(TextWrapper.wrap("Run 'a b c d e f' now", width: 6), ["Run", "'a b c d e f'", "now"])
    }

    /// Found by a new user at 60 columns: "`buerger requests" / "--resume` sendet sie." after Ctrl-C.
    func testACommandInBackticksIsNotBrokenEither() {
        let text = "3 Anfragen noch nicht gesendet — gespeichert. `buerger requests --resume` sendet sie."
        XCTAssertEqual(
            TextWrapper.wrap(text, width: 60),
            ["3 Anfragen noch nicht gesendet — gespeichert.", "`buerger requests --resume` sendet sie."])
    }

    func testAnIndentedLineKeepsItsIndentAndAFittingLineIsUntouched() {
        XCTAssertEqual(TextWrapper.wrap("  eins zwei drei vier", width: 12), ["  eins zwei", "  drei vier"])
        XCTAssertEqual(TextWrapper.wrap("a  b", width: 10), ["a  b"], "a line that fits keeps its spacing")
    }

    func testTheRequestSentenceOnANarrowTerminalIsWrappedWholeWords() {
        let harness = RequestHarness()
        harness.variables["LANG"] = "de_DE.UTF-8"
        harness.variables["COLUMNS"] = "50"
        let id = harness.server.add(deviceId: harness.deviceId, status: 1, pickUp: harness.later(60))
        let result = harness.run(["status", String(id)], tty: true)
        XCTAssertEqual(result.code, 0, result.err)
        let lines = result.out.split(separator: "\n").map(String.init)
        XCTAssertGreaterThan(lines.count, 2, result.out)
        XCTAssertTrue(lines.allSatisfy { DisplayWidth.of($0) <= 50 }, result.out)
        XCTAssertTrue(result.out.contains("Ihre Anfrage \(id) ist noch offen"), result.out)
        let piped = harness.run(["status", String(id)])
        XCTAssertEqual(
            piped.out.split(separator: "\n").count, 2, "in a pipe the sentence and the details, one line each")
        XCTAssertEqual(
            lines.joined(separator: " "), piped.out.split(separator: "\n").joined(separator: " "),
            "only spaces became line breaks: no word is cut")
    }

    func testACancelledPickUpStillAheadIsNotSaidInThePast() {
        let harness = RequestHarness()
        harness.variables["LANG"] = "de_DE.UTF-8"
        let tomorrow = harness.server.add(deviceId: harness.deviceId, status: 6, pickUp: harness.later(24 * 60))
        let ahead = harness.run(["status", String(tomorrow)])
        XCTAssertTrue(ahead.out.contains("ist storniert: Die Abholung morgen um "), ahead.out)
        XCTAssertTrue(ahead.out.contains(" entfällt."), ahead.out)
        XCTAssertFalse(ahead.out.contains("war am"), ahead.out)
        let yesterday = harness.server.add(deviceId: harness.deviceId, status: 6, pickUp: harness.later(-24 * 60))
        XCTAssertTrue(
            harness.run(["status", String(yesterday)]).out.contains("(Abholung war am "), "the past stays past")
        harness.variables["LANG"] = "C.UTF-8"
        XCTAssertTrue(
            harness.run(["status", String(tomorrow)]).out.contains("is cancelled: the pick-up tomorrow at "),
            "and in English")
    }
}
