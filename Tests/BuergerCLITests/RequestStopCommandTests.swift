import CitizenClient
import XCTest

@testable import BuergerCLI

final class RequestStopCommandTests: XCTestCase {
    let kirche = [
        "request-stop", "--stop", "Kirche", "--time", "09:30", "--name", "Emma Meier",
        "--address", "Hauptstr. 1",
    ]

    func body(_ request: HTTPRequestData?) -> String {
        request.flatMap { $0.body }.flatMap { String(data: $0, encoding: .utf8) } ?? ""
    }

    func testSendsOneWellFormedRequestAndShowsItWithoutNameOrAddress() {
        let harness = RequestHarness()
        let result = harness.run(kirche + ["--persons", "2", "--help-with", "wheelchair", "--json"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(harness.server.posts.count, 1)
        let post = harness.server.posts.first
        XCTAssertEqual(post?.headers["Content-Type"]?.hasPrefix("application/json"), true)
        let text = body(post)
        XCTAssertTrue(text.contains("\"pickUpTime\":1795422600,"), text)
        XCTAssertTrue(text.contains("\"coordinates\":[7.60747,49.209277]"), text)
        XCTAssertTrue(text.contains("\"assistance\":[0]"), "a wheelchair is 0 in the driver app's table: \(text)")
        XCTAssertTrue(text.contains("\"deviceId\":\"\(harness.deviceId)\""), text)
        let object = RequestHarness.object(result.out)
        let request = object["request"] as? [String: Any] ?? [:]
        XCTAssertEqual(request["id"] as? Int, 10_000_000)
        XCTAssertEqual(request["status"] as? String, "pending")
        XCTAssertEqual(request["numberOfPersons"] as? Int, 2)
        XCTAssertTrue(object["wayBack"] is NSNull)
        XCTAssertEqual(request["name"] as? String, "Emma Meier", "whom the driver picks up, as every command tells it")
        XCTAssertFalse(result.out.contains("Hauptstr"), "the address stays out of the output")
        XCTAssertTrue(result.err.contains("unencrypted"), "fixture.test is not this machine: \(result.err)")
    }

    /// Without a terminal to ask at and no name saved, a request goes out with no name: said, so the
    /// helper at the shell can add one (a new user's report: it went out silently). Not in --json.
    func testARequestWithoutANameSaysTheDriverWillNotKnowWhom() {
        let harness = RequestHarness()
        let anonymous = ["request-stop", "--stop", "Kirche", "--time", "09:30"]
        let result = harness.run(anonymous)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.err.contains("No name is given: the driver will not know whom to pick up."), result.err)
        let named = harness.run(["request-stop", "--stop", "Kirche", "--time", "10:30", "--name", "Emma Meier"])
        XCTAssertEqual(named.code, 0, named.err)
        XCTAssertFalse(named.err.contains("No name is given"), named.err)
        let json = harness.run(["request-stop", "--stop", "Kirche", "--time", "11:30", "--json"])
        XCTAssertEqual(json.code, 0, json.err)
        XCTAssertFalse(json.err.contains("No name is given"), json.err)
    }

    func testTheSameRequestRunAgainIsNotFiledTwice() {
        let harness = RequestHarness()
        let first = harness.run(kirche + ["--json"])
        let again = harness.run(kirche + ["--json"])
        XCTAssertEqual(again.code, 0, again.err)
        XCTAssertEqual(harness.server.posts.count, 1, "the driver is asked once")
        let firstId = (RequestHarness.object(first.out)["request"] as? [String: Any])?["id"] as? Int
        let object = RequestHarness.object(again.out)
        XCTAssertEqual((object["request"] as? [String: Any])?["id"] as? Int, firstId)
        XCTAssertEqual(object["alreadyFiled"] as? Bool, true)
        XCTAssertEqual(RequestHarness.object(first.out)["alreadyFiled"] as? Bool, false)
        XCTAssertTrue(again.err.contains("You had asked for this already"), again.err)

        let twoPeople = harness.run(kirche + ["--persons", "2"])
        XCTAssertEqual(twoPeople.code, 0, twoPeople.err)
        XCTAssertEqual(harness.server.posts.count, 2, "other details are another request")
    }

    func testStatusAndCancelNameTheJournalEntryAsRequestStopDid() {
        let harness = RequestHarness()
        let filed = RequestHarness.object(harness.run(kirche + ["--json"]).out)["request"] as? [String: Any] ?? [:]
        let id = filed["id"] as? Int ?? 0
        let journalId = filed["journalId"] as? String
        XCTAssertNotNil(journalId)

        let status =
            RequestHarness.object(harness.run(["status", String(id), "--json"]).out)["request"] as? [String: Any]
        XCTAssertEqual(status?["journalId"] as? String, journalId)
        let cancelled = harness.run(["cancel", String(id), "--yes", "--json"])
        XCTAssertEqual(
            (RequestHarness.object(cancelled.out)["request"] as? [String: Any])?["journalId"] as? String,
            journalId, cancelled.err)
    }

    func testRefusedAttemptsAreRetriedWithProgressAndStoredOnce() {
        let harness = RequestHarness()
        harness.server.postFailures = [.cannotConnect(.refused), .cannotConnect(.refused)]
        let result = harness.run(kirche)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(harness.server.requests.count, 1)
        XCTAssertTrue(result.err.contains("attempt 1 failed: server unreachable — next try in"), result.err)
        XCTAssertTrue(
            result.out.hasPrefix("Request 10000000 is pending: pick-up wanted at 09:30 at Kirche."), result.out)
        XCTAssertTrue(harness.sleeps.allSatisfy { (5.0...10.0).contains($0) }, "\(harness.sleeps)")
    }

    /// Out of time, `--json` printed the request and then the error as a second document (a new user's
    /// script read two); now one: the request as kept, and the error beside it.
    func testARequestNotSentInTimeIsOneJSONDocument() throws {
        let harness = RequestHarness()
        harness.server.postFailures = Array(repeating: .cannotConnect(.refused), count: 20)
        let result = harness.run(kirche + ["--json", "--retry-for", "20s"])
        XCTAssertEqual(result.code, ExitStatus.gaveUp.rawValue, result.err)
        let documents = result.out.split(separator: "\n")
        XCTAssertEqual(documents.count, 1, result.out)
        let document = RequestHarness.object(String(documents.first ?? ""))
        XCTAssertEqual((document["request"] as? [String: Any])?["status"] as? String, "unsent", result.out)
        XCTAssertEqual((document["error"] as? [String: Any])?["code"] as? String, "not-sent-yet", result.out)
    }

    /// In-process, so its two 5–10 s pauses take no time (it was an integration test that sat them out).
    func testServerErrorsAndA204AreRetriedWithProgressAndStoredOnce() {
        let harness = RequestHarness()
        harness.server.postStatuses = [503, 204]
        let result = harness.run(kirche + ["--plain"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.err.contains("attempt 1 failed: server error 503 — next try in"), result.err)
        XCTAssertTrue(result.err.contains("attempt 2 failed"), result.err)
        XCTAssertEqual(harness.server.posts.count, 3)
        XCTAssertEqual(harness.server.requests.count, 1, "stored once")
        XCTAssertEqual(harness.sleeps.count, 2)
        XCTAssertTrue(harness.sleeps.allSatisfy { (5.0...10.0).contains($0) }, "\(harness.sleeps)")
    }

    func testStillUnsentAtTheDeadlineExitsSevenAndStaysInTheJournal() throws {
        let harness = RequestHarness()
        harness.server.postFailures = Array(repeating: .cannotConnect(.refused), count: 100)
        let result = harness.run(kirche + ["--retry-for", "30s", "--lang", "de"])
        XCTAssertEqual(result.code, ExitStatus.gaveUp.rawValue, result.err)
        XCTAssertTrue(
            result.err.contains("Versuch 1 fehlgeschlagen: Server nicht erreichbar — nächster Versuch in"),
            result.err)
        XCTAssertTrue(result.err.contains("wird mit 'buerger requests --resume' gesendet"), result.err)
        let entries = try RequestJournal(stateDirectory: harness.paths.stateDirectory).load()
        XCTAssertEqual(entries.map(\.isUnsent), [true])
        harness.server.postFailures = []
        let listed = harness.run(["requests"])
        XCTAssertTrue(listed.err.contains("1 request was not sent yet"), listed.err)
        XCTAssertEqual(harness.run(["requests", "--resume"]).code, 0)
        XCTAssertEqual(harness.server.requests.count, 1)
    }

    func testBadInputIsAUsageErrorAndNothingIsSent() {
        let harness = RequestHarness()
        let cases: [([String], String)] = [
            (kirche + ["--persons", "0"], "0"),
            (kirche + ["--persons", "11"], "11"),
            (["request-stop", "--stop", "Kirche", "--time", "09:30", "--now", "10:00"], "09:30 is in the past"),
            // Before the first run, today and tomorrow alike: the hours help more than "tomorrow?".
            (["request-stop", "--stop", "Kirche", "--time", "08:00"], "service hours"),
            (["request-stop", "--at", "95,7.6", "--time", "09:30"], "95"),
            (kirche + ["--help-with", "jetpack"], "jetpack"),
            (["request-stop", "--stop", "Kirche", "--time", "23:00"], "service hours"),
        ]
        for (arguments, mentioned) in cases {
            let result = harness.run(arguments)
            XCTAssertEqual(result.code, ExitStatus.usage.rawValue, "\(arguments): \(result.err)")
            XCTAssertTrue(result.err.contains(mentioned), "\(arguments): \(result.err)")
        }
        XCTAssertTrue(harness.server.posts.isEmpty)
    }

    /// Issue 13 §4: 11 km from every route used to list both lines to choose from, on a terminal too;
    /// no bus comes there, so it is refused, and on a terminal the place is asked again instead.
    func testAPlaceFarFromEveryRouteIsRefusedAndNeverOffersALine() {
        let harness = RequestHarness()
        let place = ["request-stop", "--at", "49.30,7.68", "--time", "09:30", "--name", "E", "--address", "A"]
        for line in [[], ["--line", "2"]] {
            let refused = harness.run(place + line)
            XCTAssertEqual(refused.code, ExitStatus.usage.rawValue, refused.err)
            XCTAssertTrue(refused.err.contains("km away"), refused.err)
            XCTAssertFalse(refused.err.contains("--line"), refused.err)
        }
        let asked = harness.run(place + ["--plain"], tty: true, answers: ["Kirche", "", "y"])
        XCTAssertEqual(asked.code, 0, asked.err)
        XCTAssertFalse(asked.err.contains("1) Pirmasens"), asked.err)
        XCTAssertTrue(asked.err.contains("Where should the bus pick you up?"), asked.err)
        XCTAssertTrue(body(harness.server.posts.last).contains("\"lineId\":1,"))
        XCTAssertEqual(harness.server.posts.count, 1)
    }

    /// Found by a new user's trial: at a terminal, what came as options is checked before anything is
    /// asked, so an unknown @place or too many persons is said first, not after name, address and help.
    func testOptionsAreCheckedBeforeTheQuestions() throws {
        let harness = RequestHarness()
        let unknown = harness.run(
            ["request-stop", "--at", "@daheim", "--time", "09:30"], tty: true,
            answers: ["Kirche", "Erna", "Schulstr. 3", "", "n"])
        let err = unknown.err
        let said = try XCTUnwrap(err.range(of: "@daheim"), err)
        let nameAsked = try XCTUnwrap(err.range(of: "Your name"), err)
        XCTAssertLessThan(said.lowerBound, nameAsked.lowerBound, err)
        let tooMany = harness.run(
            ["request-stop", "--stop", "Kirche", "--time", "09:30", "--persons", "25"], tty: true,
            answers: ["2", "Erna", "Schulstr. 3", "", "n"])
        let refused = try XCTUnwrap(tooMany.err.range(of: "25 persons"), tooMany.err)
        let askedName = try XCTUnwrap(tooMany.err.range(of: "Your name"), tooMany.err)
        XCTAssertLessThan(refused.lowerBound, askedName.lowerBound, tooMany.err)
        XCTAssertTrue(tooMany.err.contains("2 persons"), "the answer taken: \(tooMany.err)")
        XCTAssertEqual(harness.server.posts.count, 0, "nothing sent on a no")
    }

    /// Issue 13 §4: "at home" without typing coordinates: `config place`, then `--at @zuhause`.
    func testASavedPlaceIsUsedForAPickUpAtTheDoor() throws {
        let harness = RequestHarness()
        XCTAssertEqual(harness.run(["config", "place", "zuhause", "49.2093,7.6075"]).code, 0)
        // A stop alias of the same name (as 'config init' saves the home stop) does not hide the door from --at.
        XCTAssertEqual(harness.run(["config", "alias", "zuhause", "Markt"]).code, 0)
        let listed = harness.run(["config"]).out
        XCTAssertTrue(
            listed.contains("49.209300,7.607500 (place)") && listed.contains("@zuhause   4"), "both listed: \(listed)")
        let json = harness.run(["config", "--json"]).out
        XCTAssertTrue(json.contains("\"places\":{\"zuhause\":\"49.209300,7.607500\"}"), json)
        XCTAssertTrue(harness.run(["config"]).out.contains("@zuhause"), "listed with the aliases")
        let sent = harness.run(["request-stop", "--at", "@zuhause", "--time", "09:30", "--name", "E", "--address", "A"])
        XCTAssertEqual(sent.code, 0, sent.err)
        XCTAssertTrue(
            body(harness.server.posts.last).contains("\"coordinates\":[7.6075,49.2093]"),
            body(harness.server.posts.last))
        let unknown = harness.run(["request-stop", "--at", "@oma", "--time", "09:30", "--name", "E", "--address", "A"])
        XCTAssertEqual(unknown.code, ExitStatus.usage.rawValue)
        XCTAssertTrue(unknown.err.contains("buerger config place oma LAT,LON"), unknown.err)
        let notAPosition = harness.run(["config", "place", "oma", "neben der Kirche"])
        XCTAssertEqual(notAPosition.code, ExitStatus.usage.rawValue)
        XCTAssertTrue(notAPosition.err.contains("map app"), notAPosition.err)
        XCTAssertEqual(
            harness.run(["stops", "--near", "@zuhause", "--limit", "1"]).code, 0, "a saved place is a position")
        // In the dialogue, "zuhause" (with or without @) is the door, though the stop alias has the name too.
        let asked = harness.run(
            ["request-stop", "--time", "10:00", "--name", "E", "--address", "A"], tty: true,
            answers: ["zuhause", "1", "", "y"])
        XCTAssertEqual(asked.code, 0, asked.err)
        XCTAssertTrue(body(harness.server.posts.last).contains("\"coordinates\":[7.6075,49.2093]"), asked.err)
        XCTAssertEqual(harness.run(["config", "unplace", "zuhause"]).code, 0)
        XCTAssertEqual(
            harness.run(["request-stop", "--at", "@zuhause", "--time", "09:30"]).code, ExitStatus.usage.rawValue)
        XCTAssertEqual(harness.server.posts.count, 2)
    }

    /// "zu Hause" with nothing saved: said as no saved place, with what to answer now, and asked
    /// again; never a stop search that offers a bus to "Erzenhausen" (a new user's trial).
    func testHomeWithNothingSavedSaysSoAndAsksAgain() throws {
        let harness = RequestHarness()
        let result = harness.run(
            ["request-stop", "--time", "09:30", "--lang", "de"], tty: true,
            answers: ["zu Hause", "Kirche", "1", "Erna", "A", "", "j"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.err.contains("Kein Ort ist als '@zuhause' gespeichert."), result.err)
        XCTAssertTrue(result.err.contains("Nennen Sie jetzt eine Haltestelle in Ihrer Nähe"), result.err)
        XCTAssertEqual(harness.server.posts.count, 1)
    }

    /// "Meinten Sie morgen?" could not be answered "ja": it was read as a time (a new user's trial).
    func testYesToDidYouMeanTomorrowTakesTomorrowAtThatTime() throws {
        let harness = RequestHarness()
        harness.clock = harness.later(180)
        let result = harness.run(
            ["request-stop", "--stop", "Kirche", "--lang", "de"], tty: true,
            answers: ["10:00", "ja", "1", "Erna", "A", "", "j"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.err.contains("Meinten Sie morgen? Antworten Sie „ja“"), result.err)
        XCTAssertTrue(result.err.contains("→ morgen um 10 Uhr"), result.err)
        let stored = try XCTUnwrap(harness.server.requests.first)
        XCTAssertEqual(
            Double(stored.pickUpSeconds), harness.clock.addingTimeInterval(22.5 * 3600).timeIntervalSince1970)
    }

    /// A new user typed seven wrong times: six were refused, the seventh was taken, the questions
    /// went on, and it was refused only after the help question. The last answer is checked too: still
    /// wrong after the rounds, the dialogue ends there, nothing sent, nothing more asked.
    func testAnAnswerStillWrongAfterEveryRoundEndsTheDialogue() throws {
        let harness = RequestHarness()
        let wrong = ["a", "b", "c", "d", "e", "f", "g"]
        let result = harness.run(
            ["request-stop", "--stop", "Kirche", "--lang", "de"], tty: true,
            answers: wrong + ["2", "Erna", "A", "", "j"])
        XCTAssertEqual(result.code, ExitStatus.usage.rawValue, result.err)
        XCTAssertEqual(harness.answersRead, wrong.count, "nothing asked after the seventh wrong time")
        XCTAssertTrue(result.err.contains("'g' ist keine Uhrzeit"), result.err)
        XCTAssertFalse(result.err.contains("Wie viele Personen?"), result.err)
        XCTAssertEqual(harness.server.posts.count, 0)
    }

    /// The dialogue reads back what will be sent and sends only on a yes; the end of input at a
    /// question ends the dialogue there (found by a new user: Ctrl-D ran through every question).
    func testADialogueSendsOnlyOnAYesAndStopsAtTheEndOfInput() throws {
        let harness = RequestHarness()
        let declined = harness.run(
            ["request-stop", "--stop", "Kirche", "--lang", "de"], tty: true,
            answers: ["09:30", "2", "Erna", "Schulstr. 3", "Rollstuhl", "n"])
        XCTAssertEqual(declined.code, ExitStatus.failure.rawValue, declined.err)
        XCTAssertTrue(
            declined.err.contains(
                "Ihre Anfrage:\n  Abholung um 09:30 an der Haltestelle Kirche.\n"
                    + "  Für Erna (Schulstr. 3), Linie: Pirmasens (1), 2 Personen, Hilfe: Rollstuhl.\n"
                    + "Anfrage senden? [j/N]"),
            declined.err)
        XCTAssertTrue(declined.err.contains("Es wurde nichts gesendet."), declined.err)
        let ended = harness.run(["request-stop", "--stop", "Kirche"], tty: true, answers: ["09:30"])
        XCTAssertEqual(ended.code, ExitStatus.usage.rawValue, ended.err)
        XCTAssertTrue(ended.err.contains("No answer; nothing was sent."), ended.err)
        XCTAssertFalse(ended.err.contains("Your address"), "no question after the end of input: \(ended.err)")
        XCTAssertEqual(harness.server.posts.count, 0)
        // Issue 21 §3: everything given as options, at a terminal: the help question (Enter for none),
        // then the read-back, and sent only on a yes; `--yes` asks nothing.
        let given = harness.run(
            ["request-stop", "--stop", "Kirche", "--time", "09:30", "--name", "E", "--address", "A"],
            tty: true, answers: ["Rollator", "j"])
        XCTAssertEqual(given.code, 0, given.err)
        XCTAssertTrue(given.err.contains("Help needed?"), given.err)
        XCTAssertTrue(given.err.contains("For E (A), line: Pirmasens (1), 1 person, help: walking aid."), given.err)
        XCTAssertEqual(harness.answersRead, 2)
        XCTAssertEqual(harness.server.posts.count, 1)
        let unasked = harness.run(
            ["request-stop", "--stop", "Kirche", "--time", "10:30", "--name", "E", "--address", "A", "--yes"],
            tty: true, answers: ["n"])
        XCTAssertEqual(unasked.code, 0, unasked.err)
        XCTAssertFalse(unasked.err.contains("Send the request?"), unasked.err)
        XCTAssertEqual(harness.server.posts.count, 2)
    }

    func testMissingFieldsAreAskedOnATerminalWithTheRememberedDefaults() throws {
        let harness = RequestHarness()
        try ConfigStore(file: harness.paths.configFile).save(BuergerConfig(name: "Emma Meier", address: "Hauptstr. 1"))
        let offTerminal = harness.run(["request-stop", "--stop", "Kirche"], answers: ["09:30"])
        XCTAssertEqual(offTerminal.code, ExitStatus.usage.rawValue)
        XCTAssertEqual(harness.answersRead, 0)

        let asked = harness.run(
            ["request-stop", "--stop", "Kirche"], tty: true,
            answers: ["07:00", "09:30", "", "", "Hauptstr. 2", "luggage", "y"])
        XCTAssertEqual(asked.code, 0, asked.err)
        XCTAssertTrue(asked.err.contains("Your name, for the driver [Emma Meier]: "), asked.err)
        XCTAssertTrue(asked.err.contains("How many persons? [1]: "), asked.err)
        XCTAssertTrue(asked.err.contains("outside the service hours"), asked.err)
        let text = body(harness.server.posts.last)
        XCTAssertTrue(text.contains("\"name\":\"Emma Meier\",\"address\":\"Hauptstr. 2\""), text)
        XCTAssertTrue(text.contains("\"assistance\":[1]"), "luggage is 1 in the driver app's table: \(text)")
        XCTAssertEqual(harness.server.posts.count, 1)
    }

    func testRememberSavesNameAndAddress() throws {
        let harness = RequestHarness()
        XCTAssertEqual(harness.run(kirche + ["--remember"]).code, 0)
        let config = try ConfigStore(file: harness.paths.configFile).load()
        XCTAssertEqual(config.name, "Emma Meier")
        XCTAssertEqual(config.address, "Hauptstr. 1")
    }

    func testNoWarningForALocalServer() {
        let harness = RequestHarness()
        harness.variables["BUERGER_SERVER"] = "http://127.0.0.1:8080/services/rest"
        let result = harness.run(kirche)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertFalse(result.err.contains("unencrypted"), result.err)
    }

    func testTheWayBackIsASecondRequestLinkedToTheFirst() {
        let harness = RequestHarness()
        let result = harness.run(kirche + ["--return-at", "12:15", "--return-from", "Markt", "--json"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(harness.server.posts.count, 2)
        let object = RequestHarness.object(result.out)
        let back = object["wayBack"] as? [String: Any] ?? [:]
        XCTAssertEqual(back["returnOf"] as? Int, 10_000_000)
        XCTAssertEqual(back["id"] as? Int, 10_000_001)
        XCTAssertEqual(back["stopName"] as? String, "Markt")
        let listed = harness.run(["requests", "--json"])
        let list = RequestHarness.object(listed.out)["requests"] as? [[String: Any]] ?? []
        XCTAssertEqual(list.first?["returnOf"] as? Int, 10_000_000)
    }

    func testWaitFollowsTheNewRequest() {
        let harness = RequestHarness()
        harness.server.statusAtReads[10_000_000] = [1, 3]
        let result = harness.run(kirche + ["--wait", "--plain"])
        XCTAssertEqual(result.code, ExitStatus.requestEndedBadly.rawValue, result.err)
        XCTAssertEqual(result.out.split(separator: "\n").map { $0.split(separator: "\t")[1] }, ["pending", "declined"])
    }
}
