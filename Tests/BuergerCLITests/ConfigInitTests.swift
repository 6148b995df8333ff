import CitizenClient
import Foundation
import XCTest

@testable import BuergerCLI

/// `buerger config init`: questions at a terminal only, the server checked before anything is saved.
final class ConfigInitTests: XCTestCase {
    private let harness = BuergerHarness()

    /// Runs `buerger config init` at a terminal that types `answers`.
    private func initialise(_ answers: [String], tty: Bool = true, arguments: [String] = []) -> RunResult {
        let (terminal, out, err) = TerminalEnvironment.captured(tty: tty, answers: answers)
        let transport = harness.transport
        let world = World(
            variables: harness.variables, terminal: terminal, makeTransport: { _ in transport },
            clock: { [clock = harness.clock] in clock })
        let code = runCheckingOptionReads(["config", "init"] + arguments, world: world)
        return RunResult(out: out.text, err: err.text, code: code)
    }

    private func savedConfig() -> [String: Any] {
        let file = harness.home.appendingPathComponent(".config/buerger/config.json")
        let data = (try? Data(contentsOf: file)) ?? Data()
        return (try? JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
    }

    override func setUp() {
        harness.variables["BUERGER_SERVER"] = nil
    }

    /// Issue 13 §4: the front door saved as a place, `@zuhause` in German and `@home` in English; a wrong
    /// position is asked again, an empty answer saves none.
    func testTheFrontDoorIsOfferedAsASavedPlace() {
        let german = initialise([
            "http://fixture.test/services/rest", "de", "", "", "", "bei der Kirche", "49.2093,7.6075",
        ])
        XCTAssertEqual(german.code, 0, german.err)
        XCTAssertTrue(german.err.contains("Ihre Haustür als BREITE,LÄNGE"), german.err)
        XCTAssertEqual((savedConfig()["places"] as? [String: String])?["zuhause"], "49.209300,7.607500")
        let english = initialise(["http://fixture.test/services/rest", "en", "", "", "", "49.21,7.6"])
        XCTAssertEqual(english.code, 0, english.err)
        XCTAssertEqual((savedConfig()["places"] as? [String: String])?["home"], "49.210000,7.600000")
    }

    func testAnswersAreCheckedAndSaved() {
        let result = initialise(["http://fixture.test/services/rest", "de", "Emma Meier", "Hauptstraße 1", "Kirche"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(harness.transport.requestedPaths.contains("update/"), "the server was asked before saving")
        let config = savedConfig()
        XCTAssertEqual(config["server"] as? String, "http://fixture.test/services/rest")
        XCTAssertEqual(config["name"] as? String, "Emma Meier")
        XCTAssertEqual(config["address"] as? String, "Hauptstraße 1")
        XCTAssertEqual((config["aliases"] as? [String: String])?["zuhause"], "1")
        XCTAssertTrue(
            result.err.contains("Bürgerbus server address [http://localhost:8080/services/rest]: "),
            "the default is offered: \(result.err)")
        XCTAssertTrue(result.err.contains("Ihr Name"), "questions after the language answer are German: \(result.err)")
        XCTAssertTrue(result.err.contains("buerger stop @zuhause"), result.err)
        XCTAssertEqual(result.out, "", "questions and notes go to stderr")
    }

    func testAServerThatDoesNotAnswerIsAskedAgainAndNothingIsSavedInTheEnd() {
        harness.transport.failure = .cannotConnect(.refused)
        let result = initialise(["", "http://other.test/services/rest", "nonsense"])
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.err.contains("buerger-sim --port 8080"), result.err)
        XCTAssertTrue(result.err.contains("nothing was saved"), result.err)
        XCTAssertTrue(savedConfig().isEmpty)
    }

    /// A password in the saved address is kept when the answer is empty, and never shown as the default.
    func testThePasswordInTheServerAddressIsKeptButNotShown() {
        let address = "http://alice:s3cr3tPW@fixture.test/services/rest"
        XCTAssertEqual(initialise([address, "", "", "", ""]).code, 0)
        let again = initialise(["", "", "", "", ""])
        XCTAssertEqual(again.code, 0, again.err)
        XCTAssertFalse(again.err.contains("s3cr3tPW"), again.err)
        XCTAssertTrue(again.err.contains("[http://fixture.test/services/rest]"), again.err)
        XCTAssertEqual(savedConfig()["server"] as? String, address)
    }

    func testEmptyAnswersKeepValuesAndSkipTheHomeStop() {
        let result = initialise(["http://fixture.test/services/rest", "", "", "", ""])
        XCTAssertEqual(result.code, 0, result.err)
        let config = savedConfig()
        XCTAssertEqual(config["lang"] as? String ?? config["language"] as? String, "en")
        XCTAssertNil(config["name"])
        XCTAssertNil((config["aliases"] as? [String: String])?["zuhause"])
    }

    func testAnUnknownHomeStopIsAskedAgain() {
        let result = initialise(["http://fixture.test/services/rest", "en", "", "", "Nowhere", "Uni Süd"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.err.contains("No stop matches 'Nowhere'."), result.err)
        XCTAssertEqual((savedConfig()["aliases"] as? [String: String])?["zuhause"], "6")
    }

    func testAnAmbiguousHomeStopIsChosenFromANumberedList() {
        let result = initialise(["http://fixture.test/services/rest", "en", "", "", "Uni", "3"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.err.contains("'Uni' fits several stops"), result.err)
        let aliases = savedConfig()["aliases"] as? [String: String]
        let chosen = aliases?["zuhause"]
        XCTAssertNotNil(chosen)
        // The third line of the list names the stop that was saved.
        let listed = result.err.split(separator: "\n").first { $0.hasPrefix("  3) ") }
        XCTAssertTrue(listed?.contains("(\(chosen ?? "?"))") ?? false, result.err)
    }

    func testOffATerminalItAsksNothingAndPointsAtConfigSet() {
        let result = initialise(["http://fixture.test/services/rest"], tty: false)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("buerger config set"), result.err)
        XCTAssertTrue(savedConfig().isEmpty)
        XCTAssertEqual(harness.transport.requestedPaths, [])
    }
}
