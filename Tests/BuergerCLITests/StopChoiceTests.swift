import CitizenClient
import XCTest

@testable import BuergerCLI

/// A STOP name that fits several stops ("Uni": Uni West, Süd, Ost, Sporthalle): the candidates and
/// exit 2 off a terminal, a numbered choice on one.
final class StopChoiceTests: XCTestCase {
    private let uniInList = "  1) Uni Ost (7)\n  2) Uni Sporthalle (8)\n  3) Uni Süd (6)\n  4) Uni West (5)\n"

    func testOffATerminalTheCandidatesAreListedWithExitTwoAndNothingIsAsked() {
        let harness = RequestHarness()
        let result = harness.run(["stop", "Uni"], answers: ["2"])
        XCTAssertEqual(result.code, ExitStatus.usage.rawValue)
        XCTAssertTrue(
            result.err.contains(
                "'Uni' matches several stops: Uni Ost (7), Uni Sporthalle (8), Uni Süd (6), Uni West (5)."),
            result.err)
        XCTAssertEqual(harness.answersRead, 0)
        XCTAssertEqual(result.out, "")
    }

    func testOnATerminalTheChosenStopsBoardIsShown() {
        let harness = RequestHarness()
        let result = harness.run(["stop", "Uni", "--json"], tty: true, answers: ["2"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(
            result.err.contains("'Uni' fits several stops. Which one do you mean?\n" + uniInList + "Number [1-4]: "),
            result.err)
        let stop = RequestHarness.object(result.out)["stop"] as? [String: Any]
        XCTAssertEqual(stop?["id"] as? Int, 8)
        XCTAssertEqual(stop?["name"] as? String, "Uni Sporthalle")
    }

    func testWrongNumbersAreAskedAgainAndThenTheErrorStands() {
        let harness = RequestHarness()
        let result = harness.run(["stop", "Uni"], tty: true, answers: ["0", "Süd", "9"])
        XCTAssertEqual(result.code, ExitStatus.usage.rawValue)
        XCTAssertEqual(harness.answersRead, 3)
        XCTAssertTrue(result.err.contains("Please type a number from 1 to 4."), result.err)
        XCTAssertTrue(result.err.contains("'Uni' matches several stops"), result.err)
        let ended = harness.run(["stop", "Uni"], tty: true, answers: [])
        XCTAssertEqual(ended.code, ExitStatus.usage.rawValue, "end of input is no choice")
    }

    func testTheQuestionIsAskedInGerman() {
        let harness = RequestHarness()
        harness.variables["LANG"] = "de_DE.UTF-8"
        let result = harness.run(["stop", "uni", "--json"], tty: true, answers: ["3"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(
            result.err.contains(
                "'uni' passt zu mehreren Haltestellen. Welche ist gemeint?\n" + uniInList + "Nummer [1-4]: "),
            result.err)
        XCTAssertEqual((RequestHarness.object(result.out)["stop"] as? [String: Any])?["id"] as? Int, 6)
    }

    func testAnAliasSavesTheChosenStop() throws {
        let harness = RequestHarness()
        XCTAssertEqual(harness.run(["config", "alias", "uni", "Uni"]).code, ExitStatus.usage.rawValue)
        let chosen = harness.run(["config", "alias", "uni", "Uni"], tty: true, answers: ["4"])
        XCTAssertEqual(chosen.code, 0, chosen.err)
        XCTAssertEqual(try ConfigStore(file: harness.paths.configFile).load().aliases?["uni"], "5")
    }

    func testARequestIsSentForTheChosenStop() {
        let harness = RequestHarness()
        let form = [
            "request-stop", "--stop", "Uni", "--time", "09:30", "--name", "Emma Meier", "--address", "Hauptstr. 1",
            "--json",
        ]
        XCTAssertEqual(harness.run(form).code, ExitStatus.usage.rawValue)
        XCTAssertTrue(harness.server.posts.isEmpty)
        let chosen = harness.run(form, tty: true, answers: ["3", "", "y"])
        XCTAssertTrue(chosen.err.contains(uniInList), chosen.err)
        XCTAssertEqual(harness.server.posts.count, 1, chosen.err)
        let request = RequestHarness.object(chosen.out)["request"] as? [String: Any]
        XCTAssertEqual(request?["stopName"] as? String, "Uni Süd", chosen.out)
    }

    func testAWatchFollowsTheChosenStop() {
        let harness = RequestHarness()
        XCTAssertEqual(harness.run(["watch", "stop", "Uni", "--count", "1"]).code, ExitStatus.usage.rawValue)
        let chosen = harness.run(["watch", "stop", "Uni", "--count", "2", "--json"], tty: true, answers: ["1"])
        XCTAssertEqual(chosen.code, 0, chosen.err)
        XCTAssertEqual(harness.answersRead, 1, "asked once, not at every look")
        XCTAssertTrue(chosen.err.contains("Uni Ost"), chosen.err)
    }

    func testAFittingTypoNeedsNoChoice() {
        let harness = RequestHarness()
        let result = harness.run(["stop", "Sporthale", "--json"], tty: true)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual((RequestHarness.object(result.out)["stop"] as? [String: Any])?["id"] as? Int, 8)
        XCTAssertEqual(harness.answersRead, 0)
    }

    func testTooLongAListIsNotOffered() {
        let script = ScriptedAnswers(["1"])
        let terminal = Terminal(
            out: BufferSink(), err: BufferSink(), mode: .human, useColor: false, width: 80,
            truncatesToWidth: false, unicode: true, canPrompt: true)
        let choice = StopChoice(prompter: Prompter(terminal: terminal, readLine: script.next, language: .english))
        let many = (1...Int64(StopChoice.maximumChoices + 1)).map { StopReference(id: $0, name: "Ort \($0)") }
        XCTAssertNil(choice.choose("Ort", among: many))
        XCTAssertEqual(script.readCount, 0)
        XCTAssertEqual(choice.choose("Ort", among: Array(many.prefix(StopChoice.maximumChoices))), many.first)
    }
}
