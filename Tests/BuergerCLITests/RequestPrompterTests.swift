import CitizenClient
import XCTest

@testable import BuergerCLI

final class RequestPrompterTests: XCTestCase {
    func prompter(tty: Bool, answers: [String], language: Language = .english) -> (
        Prompter, BufferSink, ScriptedAnswers
    ) {
        let err = BufferSink()
        let script = ScriptedAnswers(answers)
        let terminal = Terminal(
            out: BufferSink(), err: err, mode: .human, useColor: false, width: 80,
            truncatesToWidth: false, unicode: true, canPrompt: tty)
        return (Prompter(terminal: terminal, readLine: script.next, language: language), err, script)
    }

    func testOffersTheRememberedDefaultAndTakesItOnEnter() {
        let (prompter, err, _) = prompter(tty: true, answers: [""])
        XCTAssertEqual(prompter.askText("Name", default: "Emma Meier"), "Emma Meier")
        XCTAssertEqual(err.text, "Name [Emma Meier]: ")
    }

    func testAsksAgainAfterAWrongAnswerAndGivesUpAtTheEnd() {
        let (prompter, err, _) = prompter(tty: true, answers: ["x", "3"])
        XCTAssertNil(prompter.choose("Which line?", among: ["Pirmasens (1)", "Uni (2)"]))
        XCTAssertTrue(err.text.contains("  1) Pirmasens (1)\n  2) Uni (2)\n"), err.text)
        XCTAssertTrue(err.text.contains("Please type a number from 1 to 2."), err.text)
        let (second, _, _) = self.prompter(tty: true, answers: ["x", "2"])
        XCTAssertEqual(second.choose("Which line?", among: ["Pirmasens (1)", "Uni (2)"]), 1)
    }

    func testNeverReadsOffATerminal() {
        let (prompter, err, script) = prompter(tty: false, answers: ["yes", "Emma"])
        XCTAssertFalse(prompter.confirm("Cancel?"))
        XCTAssertNil(prompter.askText("Name"))
        XCTAssertEqual(script.readCount, 0)
        XCTAssertEqual(err.text, "")
    }

    func testOnlyAnExplicitYesConfirmsInEitherLanguage() {
        XCTAssertTrue(prompter(tty: true, answers: ["j"], language: .german).0.confirm("Absagen?"))
        XCTAssertTrue(prompter(tty: true, answers: ["Yes"]).0.confirm("Cancel?"))
        XCTAssertFalse(prompter(tty: true, answers: [""]).0.confirm("Cancel?"))
        XCTAssertFalse(prompter(tty: true, answers: []).0.confirm("Cancel?"))
        let (german, err, _) = prompter(tty: true, answers: ["n"], language: .german)
        XCTAssertFalse(german.confirm("Anfrage 1 absagen?"))
        XCTAssertEqual(err.text, "Anfrage 1 absagen? [j/N]: ")
    }

    /// Issue 24 §3: "zu Hause" at the place question offered "Erzenhausen Dorfplatz" instead of the
    /// saved @zuhause; saved places come first, however home is said.
    func testHomeSaidAsPeopleSayItFindsTheSavedHome() {
        let (prompter, _, _) = prompter(tty: true, answers: [])
        let door = RequestFormPrompts(
            prompter: prompter, config: BuergerConfig(places: ["zuhause": "49.48,7.63"]), language: .german)
        for said in ["zu Hause", "Zuhause", "daheim", "home", "@zuhause"] {
            let form = door.place(said, in: RequestForm())
            XCTAssertEqual(form.at, "@zuhause", said)
            XCTAssertNil(form.stop, said)
        }
        let stop = RequestFormPrompts(
            prompter: prompter, config: BuergerConfig(aliases: ["home": "Weilerbach Rathaus"]), language: .english)
        XCTAssertEqual(stop.place("zu Hause", in: RequestForm()).stop, "@home")
        let none = RequestFormPrompts(prompter: prompter, config: BuergerConfig(), language: .german)
        // Nothing saved: the saved place it would be, so the check says how to save it (as a stop
        // search it offered "Erzenhausen Dorfplatz", a bus to another village; a new user's trial).
        XCTAssertEqual(none.place("zu Hause", in: RequestForm()).at, "@zuhause")
        XCTAssertNil(none.place("zu Hause", in: RequestForm()).stop)
    }
}
