import Foundation
import XCTest

/// The `request-stop` dialogue on a real pseudo-terminal against `buerger-sim --data demo` (issue 13
/// §1): each answer is checked as it is given and only that question is asked again, with the hint
/// the command line gives; times and help in the words people use, in German and English.
final class DialogueIntegrationTests: SimulatorTestCase {
    /// The simulator's clock and `--now` agree, so the test means the same on any day it runs.
    override class var simulatorArguments: [String] { ["--data", "demo", "--speed", "0", "--start", now] }
    static let now = "2026-11-25T08:00:00+01:00"

    private func dialogue(_ language: String, answers: [String]) throws -> PseudoTerminalRun {
        let runner = try commandRunner()
        let environment = runner.environment.merging(["LANG": language, "NO_COLOR": "1", "TERM": "dumb"]) { $1 }
        return try PseudoTerminalRun.run(
            BuiltProducts.executable("buerger"), ["request-stop", "--now", Self.now],
            environment: environment, answers: answers)
    }

    /// The requests the simulator holds, as sent.
    private func stored() throws -> [JSONNode] {
        JSONNode(value: try PlainHTTP.get(try simulator().baseURL + "/sim/state").json)["customStops"].array
    }

    func testAGermanDialogueMendsEachAnswerWhereItIsGiven() throws {
        let before = try stored().count
        let run = try dialogue(
            "de_DE.UTF-8",
            answers: [
                "Schulstraße 3, Weilerbach", "1", // an address, not a stop: similar stops offered by number
                "7:00", "morgen halb zehn", // past: said at once, with the tomorrow hint
                "viele", "2", // not a number: asked again at once
                "Erna Schmidt", "Schulstraße 3",
                "Hund", "Rollstuhl", // German help words; an unknown one asked again
                "ja", // the read-back confirmed
            ])
        let text = run.transcript
        XCTAssertEqual(run.exitCode, 0, text)
        XCTAssertTrue(
            text.contains(
                "Keine Haltestelle passt zu 'Schulstraße 3, Weilerbach'. Ähnliche Haltestellen:\n"
                    + "  1) Weilerbach Schulstraße (2)\n"), text)
        // The time question comes right after the place was settled: nothing else was asked in between.
        let placeSettled = try XCTUnwrap(text.range(of: "Nummer aus der Liste"))
        let timeAsked = try XCTUnwrap(text.range(of: "Wann?"))
        XCTAssertFalse(text[placeSettled.upperBound..<timeAsked.lowerBound].contains("Personen"), text)
        XCTAssertTrue(text.contains("7:00 liegt in der Vergangenheit.\n  Meinten Sie morgen?"), text)
        XCTAssertTrue(text.contains("→ morgen um 9 Uhr 30"), text)
        XCTAssertTrue(text.contains("'viele' ist keine Anzahl von Personen."), text)
        XCTAssertTrue(text.contains("Hilfe nötig? (Rollstuhl, Gepäck, Gehhilfe, Kinderwagen, Kind, Einkauf"), text)
        XCTAssertTrue(text.contains("'Hund' ist keine bekannte Hilfe; möglich sind: Rollstuhl, Gepäck, Gehhilfe"), text)
        XCTAssertTrue(
            text.contains("Ihre Anfrage:\n  Abholung morgen um 09:30 an der Haltestelle Weilerbach Schulstraße."),
            text)
        XCTAssertTrue(text.contains("Für Erna Schmidt (Schulstraße 3), Linie: "), text)
        // The details line wraps between words at the terminal's 80 columns (issue 24).
        XCTAssertTrue(text.contains("2\n  Personen, Hilfe: Rollstuhl.\nAnfrage senden? [j/N]"), text)
        let sent = try stored()
        XCTAssertEqual(sent.count, before + 1)
        let request = try XCTUnwrap(sent.last)
        XCTAssertEqual(request["numberOfPersons"].int, 2)
        XCTAssertEqual(request["info"]["name"].string, "Erna Schmidt")
        XCTAssertEqual(request["info"]["assistance"].array.compactMap(\.int), [0], "wheelchair is 0 for the driver")
    }

    func testAnEnglishDialogueTakesTimesInWords() throws {
        let run = try dialogue(
            "en_GB.UTF-8",
            answers: [
                "town hall", "Weilerbach Rathaus", // no stop and nothing similar: asked again
                "yesterday", "tomorrow at 10:15", // not a time: asked again with what to type
                "3", // three lines call at 10:15 alike: chosen by number
                "1", "Erna Schmidt", "Schulstraße 3", "", "yes",
            ])
        let text = run.transcript
        XCTAssertEqual(run.exitCode, 0, text)
        XCTAssertTrue(text.contains("No stop matches 'town hall'."), text)
        XCTAssertTrue(text.contains("'yesterday' is not a time"), text)
        XCTAssertTrue(text.contains("→ tomorrow at 10 15 a.m."), text)
        XCTAssertTrue(text.contains("Which line should come?\n  1) Linie 1 Rodenbach – Siegelbach (1)\n"), text)
        XCTAssertTrue(text.contains("Help needed? (wheelchair, luggage, walking-aid, pram, child, shopping"), text)
        XCTAssertEqual(try stored().last?["lineId"].int, 3, text)
    }
}
