import Foundation
import XCTest

/// Issue 21: one request, one story. The README's example is typed at a real pseudo-terminal in
/// German — `--at @zuhause`, help asked because `--help-with` was not given, the read-back before the
/// yes — and then every command that shows a request is asked about it, in text, `--plain`, `--json`,
/// accessible mode, German and English: each tells the same place (the saved place by its name, the
/// nearest stop only as a landmark), every help word asked (shopping included), and the name.
final class OneRequestOneStoryIntegrationTests: SimulatorTestCase {
    override class var simulatorArguments: [String] { ["--data", "demo", "--speed", "0", "--start", now] }
    static let now = "2026-11-25T08:00:00+01:00"

    private func run(_ arguments: [String], language: String = "de_DE.UTF-8") throws -> CommandResult {
        try commandRunner().run(arguments + ["--now", Self.now], extraEnvironment: ["LANG": language])
    }

    func testEveryCommandTellsTheRequestAsSheAskedForIt() throws {
        let runner = try commandRunner()
        // The README's door, about 90 m from Weilerbach Mühlweg.
        XCTAssertEqual(try run(["config", "place", "zuhause", "49.4785,7.6405"]).exitCode, 0)
        let environment = runner.environment.merging(["LANG": "de_DE.UTF-8", "NO_COLOR": "1", "TERM": "dumb"]) { $1 }
        let typed = try PseudoTerminalRun.run(
            BuiltProducts.executable("buerger"),
            [
                "request-stop", "--now", Self.now, "--at", "@zuhause", "--time", "morgen 9:30", "--persons", "2",
                "--name", "Erna Schmidt",
            ],
            environment: environment, answers: ["Lindenweg 2", "Rollator, Einkauf", "ja"])
        let dialogue = typed.transcript
        XCTAssertEqual(typed.exitCode, 0, dialogue)
        XCTAssertTrue(dialogue.contains("Ihre Adresse, für den Fahrer"), dialogue)
        XCTAssertTrue(dialogue.contains("Hilfe nötig?"), "asked, since --help-with was not given: \(dialogue)")
        XCTAssertTrue(
            dialogue.contains(
                "Ihre Anfrage:\n  Abholung morgen um 09:30 bei @zuhause (Lindenweg 2), nahe Weilerbach Mühlweg.\n"
                    + "  Für Erna Schmidt, Linie: "),
            dialogue)
        // The details line wraps between words at the terminal's 80 columns (issue 24).
        XCTAssertTrue(dialogue.contains("2 Personen,\n  Hilfe: Gehhilfe, Einkauf.\nAnfrage senden? [j/N]"), dialogue)
        let place = "bei @zuhause (Lindenweg 2), nahe Weilerbach Mühlweg"
        let details = "Für Erna Schmidt, Linie: "
        let help = "2 Personen, Hilfe: Gehhilfe, Einkauf."
        // A terminal's lines are wrapped at its width: read as one text.
        let afterYes = (dialogue.components(separatedBy: "Anfrage senden? [j/N]").last ?? "")
            .replacingOccurrences(of: "\n", with: " ")
        XCTAssertTrue(afterYes.contains(place) && afterYes.contains(help), "request-stop says it back: \(afterYes)")

        let listed = try run(["requests", "--json"])
        let id = try XCTUnwrap(listed.jsonNode["requests"][0]["id"].int, listed.stdout)
        let number = String(id)

        // Text, in German: the sentence and the details, the same from every command.
        var told: [String: String] = [:]
        told["status"] = try run(["status", number]).stdout
        told["status --wait"] = try run(["status", number, "--wait", "--timeout", "1s"]).stdout
        told["watch request"] = try run(["watch", "request", number, "--timeout", "1s"]).stderr
        for (command, text) in told {
            XCTAssertTrue(text.contains(place), "\(command): \(text)")
            XCTAssertTrue(text.contains(details) && text.contains(help), "\(command): \(text)")
        }
        let table = try run(["requests"]).stdout
        XCTAssertTrue(table.contains("@zuhause"), table)
        let accessible = try run(["status", number, "--accessible"]).stdout
        XCTAssertTrue(accessible.contains(place) && accessible.contains("Gehhilfe, Einkauf"), accessible)
        let english = try run(["status", number], language: "en_GB.UTF-8").stdout
        XCTAssertTrue(english.contains("at @zuhause (Lindenweg 2), near Weilerbach Mühlweg"), english)
        XCTAssertTrue(
            english.contains("For Erna Schmidt, line: ") && english.contains("help: walking aid, shopping."), english)
        let plain = try run(["status", number, "--plain"]).stdout
        XCTAssertTrue(plain.contains("\twalking-aid,shopping\t"), plain)

        // JSON: one object, the same from every command.
        let status = try run(["status", number, "--json"]).jsonNode["request"]
        let fromList = listed.jsonNode["requests"][0]
        for request in [status, fromList] {
            XCTAssertEqual(request["assistance"].array.compactMap(\.string), ["walking-aid", "shopping"])
            XCTAssertEqual(request["place"]["kind"].string, "savedPlace")
            XCTAssertEqual(request["place"]["name"].string, "zuhause")
            XCTAssertEqual(request["place"]["nearStop"].string, "Weilerbach Mühlweg")
            XCTAssertEqual(request["name"].string, "Erna Schmidt")
        }

        // A batch row at the same door, and the cancel: told the same way.
        let batch = try commandRunner().run(
            ["request-stop", "--from-file", "-", "--now", Self.now],
            stdin:
                "at,time,persons,name,address,help\n@zuhause,morgen 11:30,2,Erna Schmidt,Lindenweg 2,\"Rollator,Einkauf\"\n",
            extraEnvironment: ["LANG": "de_DE.UTF-8"])
        XCTAssertEqual(batch.exitCode, 0, batch.stderr)
        XCTAssertTrue(batch.stdout.contains(place), batch.stdout)
        let cancelled = try run(["cancel", number, "--yes"])
        XCTAssertEqual(cancelled.exitCode, 0, cancelled.stderr)
        XCTAssertTrue(cancelled.stdout.contains(place) && cancelled.stdout.contains(help), cancelled.stdout)
        let cancelledJSON = try run(["status", number, "--json"]).jsonNode["request"]
        XCTAssertEqual(cancelledJSON["assistance"].array.compactMap(\.string), ["walking-aid", "shopping"])
    }

    /// The read-back in English; a no sends nothing.
    func testTheEnglishReadBackSendsOnlyOnAYes() throws {
        let runner = try commandRunner()
        XCTAssertEqual(try run(["config", "place", "home", "49.4785,7.6405"]).exitCode, 0)
        let before = try run(["requests", "--json"]).jsonNode["requests"].array.count
        let environment = runner.environment.merging(["LANG": "en_GB.UTF-8", "NO_COLOR": "1", "TERM": "dumb"]) { $1 }
        let typed = try PseudoTerminalRun.run(
            BuiltProducts.executable("buerger"),
            [
                "request-stop", "--now", Self.now, "--at", "@home", "--time", "tomorrow 9:30", "--name", "Erna Schmidt",
                "--address", "Lindenweg 2",
            ],
            environment: environment, answers: ["walker", "n"])
        let text = typed.transcript
        XCTAssertEqual(typed.exitCode, 1, text)
        XCTAssertTrue(text.contains("Help needed? (wheelchair, luggage, walking-aid"), text)
        XCTAssertTrue(text.contains("Your request:\n  Pick-up tomorrow at "), text)
        XCTAssertTrue(text.contains(" at @home (Lindenweg 2), near Weilerbach Mühlweg.\n"), text)
        XCTAssertTrue(text.contains("  For Erna Schmidt, line: "), text)
        XCTAssertTrue(text.contains("1 person, help:\n  walking aid.\nSend the request? [y/N]"), text)
        XCTAssertTrue(text.contains("Nothing was sent."), text)
        XCTAssertEqual(try run(["requests", "--json"]).jsonNode["requests"].array.count, before)
    }
}
