import CitizenClient
import XCTest

@testable import BuergerCLI

/// `request-stop --from-file`: the human and `--plain` shapes of the per-row results, and when a row
/// counts as already filed (same text, pick-up not passed yet).
final class BatchRunTests: XCTestCase {
    /// Row 2 is good, row 3 asks for nobody (persons 0), row 4 is good again.
    static let file =
        "time,persons,name,address,stop\n"
        + "09:30,2,Emma Meier,Hauptstr. 1,Kirche\n"
        + "09:45,0,Karl,Weg 1,Kirche\n"
        + "10:00,1,Karl,Weg 1,Kirche\n"

    func write(_ harness: RequestHarness, _ text: String = BatchRunTests.file) throws -> String {
        let url = harness.home.appendingPathComponent("rows.csv")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    func testHumanOutputSaysPerRowWhatHappenedAndAgainWhatWasFiledBefore() throws {
        let harness = RequestHarness()
        let path = try write(harness)
        let first = harness.run(["request-stop", "--from-file", path])
        XCTAssertEqual(first.code, ExitStatus.usage.rawValue, first.err)
        // The test server is not this machine: the callers' names and addresses, not "your", go unencrypted.
        XCTAssertTrue(first.err.contains("Warning: the names and addresses go to"), first.err)
        let rows = lines(first.out)
        XCTAssertEqual(rows.count, 6, first.out)
        // Issue 23 §4: each row says whom it is for; the office files for callers, so no "your".
        XCTAssertEqual(
            rows.first, "row 2 (Emma Meier): Request 10000000 is pending: pick-up wanted at 09:30 at Kirche.")
        // Under it, as every command tells a request: the line, persons and help (issue 21); whom is said above.
        XCTAssertEqual(rows[1], "                    Line: Pirmasens (1), 2 persons.")
        XCTAssertTrue(rows[2].hasPrefix("row 3 (Karl): not filed: "), first.out)
        // The row's next step, indented under it.
        XCTAssertTrue(rows[3].hasPrefix("              "), first.out)
        XCTAssertFalse(rows[3].trimmingCharacters(in: .whitespaces).isEmpty, first.out)
        XCTAssertEqual(rows[4], "row 4 (Karl): Request 10000001 is pending: pick-up wanted at 10:00 at Kirche.")
        XCTAssertEqual(rows[5], "              Line: Pirmasens (1), 1 person.")

        let again = harness.run(["request-stop", "--from-file", path, "--lang", "de"])
        let german = lines(again.out)
        XCTAssertEqual(
            german.first,
            "Zeile 2 (Emma Meier): bereits früher gestellt. Anfrage 10000000 ist noch offen: "
                + "Abholung gewünscht um 09:30 an der Haltestelle Kirche.")
        XCTAssertTrue(german.dropFirst(2).first?.hasPrefix("Zeile 3 (Karl): nicht gestellt: ") ?? false, again.out)
        XCTAssertFalse(again.out.contains("Ihre Anfrage"), again.out)
        XCTAssertEqual(german.count, 6, again.out)
        XCTAssertEqual(harness.server.posts.count, 2, "nothing filed twice")
    }

    /// At a narrow terminal a row's sentence went on at the margin, under its label ("Zeile 2 (Emma
    /// Meier): … um" / "09:30 an der …"), while its other lines stood under the sentence: the row goes
    /// on under itself now.
    func testANarrowTerminalKeepsEachRowBesideItsLabel() throws {
        let harness = RequestHarness()
        let path = try write(harness)
        let run = harness.run(["request-stop", "--from-file", path, "--lang", "de"], tty: true, columns: 60)
        let rows = lines(run.out)
        guard rows.count > 3 else { return XCTFail(run.out + run.err) }
        XCTAssertEqual(rows.first, "Zeile 2 (Emma Meier): Anfrage 10000000 ist noch offen:", run.out)
        XCTAssertEqual(rows[1], "                      Abholung gewünscht um 09:30 an der", run.out)
        XCTAssertEqual(rows[2], "                      Haltestelle Kirche.", run.out)
        XCTAssertTrue(rows.dropFirst(3).contains { $0.hasPrefix("Zeile 3 (Karl): nicht gestellt:") }, run.out)
        XCTAssertTrue(rows.allSatisfy { DisplayWidth.of($0) <= 60 }, run.out)
        XCTAssertFalse(rows.contains { $0.hasPrefix("Abholung") || $0.hasPrefix("Haltestelle") }, run.out)
    }

    /// New-user trial: under "Zeile 2 (Hildegard Müller-Lüdenscheidt):" at 60 columns the sentence went
    /// back to the margin and the details stood in a strip 19 columns wide under the label's end.
    func testALongNameLeavesTheLabelOnItsOwnLineAndTheRowTwoColumnsIn() throws {
        let harness = RequestHarness()
        let path = try write(
            harness, "time,persons,name,address,stop\n09:30,1,Hildegard Müller-Lüdenscheidt,Weg 1,Kirche\n")
        let run = harness.run(["request-stop", "--from-file", path, "--lang", "de"], tty: true, columns: 60)
        let rows = lines(run.out)
        XCTAssertEqual(rows.first, "Zeile 2 (Hildegard Müller-Lüdenscheidt):", run.out)
        XCTAssertTrue(rows.dropFirst().allSatisfy { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }, run.out)
        XCTAssertTrue(rows.allSatisfy { DisplayWidth.of($0) <= 60 }, run.out)
        // Nor in a strip of 26 columns: eight or nine lines for one row.
        let other = RequestHarness()
        let strip = try write(other, "time,persons,name,address,stop\n09:30,1,Erika Schönfeld-Wagner,Weg 1,Kirche\n")
        let narrow = other.run(["request-stop", "--from-file", strip, "--lang", "de"], tty: true, columns: 60)
        XCTAssertEqual(lines(narrow.out).first, "Zeile 2 (Erika Schönfeld-Wagner):", narrow.out)
    }

    /// New-user trial: one row's look-up failing the same way filled the screen, 11 times in 90 s. The
    /// same failure for the same reason is said once per row, as `requests --resume` says it.
    func testARowsRepeatedFailureIsSaidOnceWithHowLongItIsTried() throws {
        let harness = RequestHarness()
        harness.server.postFailures = Array(repeating: .cannotConnect(.refused), count: 4)
        let run = harness.run(["request-stop", "--from-file", try write(harness)])
        XCTAssertEqual(harness.server.requests.count, 2, run.err)
        let told = lines(run.err).filter { $0.hasPrefix("row 2 (Emma Meier): attempt") }
        XCTAssertEqual(told.count, 1, run.err)
        XCTAssertTrue(told.first?.contains("buerger keeps trying for up to") ?? false, run.err)
        XCTAssertGreaterThan(harness.sleeps.count, 3, "it was tried again, only not said again")
    }

    /// New-user trial: the progress lines on stderr ("Zeile 2 (Emma Meier): Versuch 1: …") went back
    /// to the margin at a narrow terminal, where the rows on stdout hang under their sentence.
    func testARowsProgressAtANarrowTerminalHangsUnderItselfToo() throws {
        let harness = RequestHarness()
        let path = try write(harness)
        harness.server.postStatuses = [503]
        let run = harness.run(["request-stop", "--from-file", path, "--lang", "de"], tty: true, columns: 60)
        let progress = lines(run.err).drop { !$0.hasPrefix("Zeile 2 (Emma Meier): ") }
        guard progress.count > 1 else { return XCTFail(run.err) }
        XCTAssertTrue(progress.dropFirst().first?.hasPrefix(String(repeating: " ", count: 22)) ?? false, run.err)
        XCTAssertTrue(lines(run.err).allSatisfy { DisplayWidth.of($0) <= 60 }, run.err)

        // With `--json` for a script on stdout, stderr on the terminal is still read by a person.
        let other = RequestHarness()
        other.server.postStatuses = [503]
        let json = other.run(
            ["request-stop", "--from-file", try write(other), "--lang", "de", "--json"], tty: true, columns: 60)
        XCTAssertTrue(json.err.contains("Versuch 1"), json.err)
        XCTAssertTrue(lines(json.err).allSatisfy { DisplayWidth.of($0) <= 60 }, json.err)
        let jsonProgress = lines(json.err).drop { !$0.hasPrefix("Zeile 2 (Emma Meier): ") }
        XCTAssertTrue(jsonProgress.dropFirst().first?.hasPrefix(String(repeating: " ", count: 22)) ?? false, json.err)
    }

    /// Issue 23 §4: a rerun said "already filed as 10000000" of a request cancelled since; now it says
    /// where each row's request stands at this run, in words and in `--json` (`request.status`).
    func testARerunSaysWhereEachRowsRequestStandsNow() throws {
        let harness = RequestHarness()
        let path = try write(harness)
        XCTAssertEqual(harness.run(["request-stop", "--from-file", path]).code, ExitStatus.usage.rawValue)
        harness.server.requests[0].status = RequestState.cancelled.code
        harness.server.requests[1].status = RequestState.accepted.code
        harness.server.requests[1].acceptingBus = 2

        let again = harness.run(["request-stop", "--from-file", path, "--lang", "de"])
        let rows = lines(again.out)
        XCTAssertEqual(
            rows.first,
            "Zeile 2 (Emma Meier): bereits früher gestellt. Anfrage 10000000 ist storniert: "
                + "Die Abholung um 09:30 an der Haltestelle Kirche entfällt.", again.out)
        XCTAssertEqual(
            rows.dropLast().last,
            "Zeile 4 (Karl): bereits früher gestellt. Anfrage 10000001 ist angenommen: "
                + "Bus 2 kommt zur Abholung um 10:00 an der Haltestelle Kirche.", again.out)

        let json = harness.run(["request-stop", "--from-file", path, "--json"])
        let objects = lines(json.out).map(RequestHarness.object)
        XCTAssertEqual(objects.map { $0["alreadyFiled"] as? Bool }, [true, false, true])
        XCTAssertEqual(
            objects.map { ($0["request"] as? [String: Any])?["status"] as? String }, ["cancelled", nil, "accepted"])
        XCTAssertEqual(objects.map { $0["name"] as? String }, ["Emma Meier", "Karl", "Karl"])
        XCTAssertEqual(harness.server.posts.count, 2, "nothing filed again")
    }

    /// Issue 23 §3: `Name;Telefon;…;Datum;Uhrzeit` was refused whole ("unknown columns 'telefon',
    /// 'datum'"); now the extra column is named once on stderr and in every `--json` row, and date and
    /// time are read from their own columns.
    func testASpreadsheetWithAnExtraColumnAndDateAndTimeApartIsFiled() throws {
        let harness = RequestHarness()
        let path = try write(
            harness,
            "Name;Telefon;Adresse;Haltestelle;Datum;Uhrzeit;Personen\r\n"
                + "Erna Schmidt;0631 1234;Hauptstr. 1;Kirche;24.11.2026;9:30;1\r\n"
                + "Karl Becker;0631 555;Weg 1;Kirche;24.11.2026;10.00;2\r\n")
        let run = harness.run(["request-stop", "--from-file", path, "--lang", "de"])
        XCTAssertEqual(run.code, 0, run.err)
        XCTAssertEqual(
            run.err.components(separatedBy: "'Telefon'").count, 2, "the ignored column is named once: \(run.err)")
        XCTAssertTrue(run.err.contains("Gelesen werden: Datum, Uhrzeit, Personen"), run.err)
        XCTAssertTrue(
            lines(run.out).first?.hasPrefix("Zeile 2 (Erna Schmidt): Anfrage 10000000 ist noch offen: ") ?? false,
            run.out)
        XCTAssertEqual(harness.server.posts.count, 2)

        let json = harness.run(["request-stop", "--from-file", path, "--json"])
        for object in lines(json.out).map(RequestHarness.object) {
            let warnings = object["warnings"] as? [[String: Any]]
            XCTAssertEqual(warnings?.first?["code"] as? String, "ignored-columns", json.out)
            XCTAssertEqual(warnings?.first?["columns"] as? [String], ["Telefon"], json.out)
        }
        let pickUps = lines(json.out).map {
            (RequestHarness.object($0)["request"] as? [String: Any])?["pickUpTime"] as? String
        }
        XCTAssertEqual(pickUps, ["2026-11-24T09:30:00+01:00", "2026-11-24T10:00:00+01:00"])
    }

    /// Issue 23 §3: hints spoke in options ("Wählen Sie eine mit --line NUMMER", "--time +30m") and
    /// gave ISO dates already past; now they name the file's columns, or the one to add, in the user's
    /// language, and write a date still ahead the way the file writes dates.
    func testHintsNameColumnsAndWriteDatesAsTheFileDoes() throws {
        let harness = RequestHarness()
        let path = try write(
            harness,
            "Name;Haltestelle;Datum;Uhrzeit\n"
                + "Erna;Kirche;22.11.2026;09:30\n" // a day gone
                + "Karl;Kirche;;09:30\n" // today, already past
                + "Otto;;23.11.2026;10:00\n" // no place
                + "Jo;Kirche;23.11.2026;\n") // no time
        let run = harness.run([
            "request-stop", "--from-file", path, "--lang", "de", "--now", "2026-11-23T09:40:00+01:00",
        ])
        let rows = lines(run.out)
        XCTAssertEqual(rows.count, 8, run.out)
        XCTAssertEqual(rows[0], "Zeile 2 (Erna): nicht gestellt: 22.11.2026 09:30 liegt nicht in der Zukunft.")
        XCTAssertEqual(
            rows[1].trimmingCharacters(in: .whitespaces),
            "Tragen Sie einen Tag, der noch kommt, in die Spalte 'Datum' ein, etwa 24.11.2026.")
        XCTAssertEqual(
            rows[3].trimmingCharacters(in: .whitespaces),
            "Meinten Sie morgen? Tragen Sie 24.11.2026 in die Spalte 'Datum' ein.")
        XCTAssertEqual(
            rows[5].trimmingCharacters(in: .whitespaces),
            "Tragen Sie die Haltestelle in die Spalte 'Haltestelle' ein, etwa Kirche (oder den Ort als "
                + "BREITE,LÄNGE in 'Position').")
        XCTAssertEqual(
            rows[7].trimmingCharacters(in: .whitespaces),
            "Tragen Sie die Abholzeit in die Spalte 'Uhrzeit' ein, etwa 09:30.")
        XCTAssertFalse(run.out.contains("--"), "no option in a file's hints: \(run.out)")
        XCTAssertFalse(run.out.contains("2026-11-"), "no ISO date in a file that writes 24.11.2026: \(run.out)")
    }

    /// A stop several lines call at, in a file without a line column: "add a column" (not "--line").
    func testAnUndecidedLineAsksForALineColumn() {
        let undecided = RequestProblem.lineUndecided(
            choices: [
                LineChoice(id: 1, name: "Nord", distanceMeters: 0), LineChoice(id: 2, name: "Süd", distanceMeters: 0),
            ],
            reason: .severalLinesAtStop)
        let without = BatchFileWording(
            BatchFileContents(entries: [], headers: [.stop: "Haltestelle"], separator: ";"), language: .german,
            now: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "Europe/Berlin") ?? .current)
        XCTAssertEqual(
            undecided.message(in: without), "An dieser Haltestelle halten mehrere Linien: Nord (1); Süd (2).")
        XCTAssertEqual(
            undecided.suggestion(in: without),
            "Fügen Sie eine Spalte 'Linie' hinzu und tragen Sie die Nummer einer davon ein, etwa 1.")
        let with = BatchFileWording(
            BatchFileContents(entries: [], headers: [.stop: "stop", .line: "Line"], separator: ","),
            language: .english, now: Date(timeIntervalSince1970: 0),
            timeZone: TimeZone(identifier: "Europe/Berlin") ?? .current)
        XCTAssertEqual(
            undecided.suggestion(in: with), "Write the number of one of them into the column 'Line', such as 1.")
    }

    /// Issue 13 §6: a German spreadsheet (headers, dates, `;`) is read, and every `--json` row carries a
    /// stable English `errorCode` beside the localised message, the same in both languages.
    func testAGermanSpreadsheetIsReadAndEachJSONRowHasAnErrorCode() throws {
        let harness = RequestHarness()
        let path = try write(
            harness,
            "Zeit;Personen;Name;Adresse;Haltestelle;Hilfe\n"
                + "23.11.2026 09:30;2;Emma Meier;Hauptstr. 1;Kirche;Rollstuhl, Einkauf\n"
                + "morgen halb zehn;1;Karl;Weg 1;Kirche;\n"
                + "23.11.2026 08:15;1;Karl;Weg 1;Kirche;\n"
                + "09:45;1;Karl;Weg 1;Nirgendwo;\n"
                + "2099-01-01T10:00;1;Karl;Weg 1;Kirche;\n"
                + ";;;;;\n;;;;;\n") // what a spreadsheet exports after the last row
        for language in ["de", "en"] {
            let run = harness.run(["request-stop", "--from-file", path, "--json", "--lang", language])
            let rows = lines(run.out).compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
            XCTAssertEqual(rows.count, 5, run.out)
            XCTAssertEqual(
                rows.map { $0["errorCode"] as? String },
                [nil, nil, "not-in-future", "stop-not-found", "beyond-horizon"], run.out)
            XCTAssertTrue(rows.dropFirst(2).allSatisfy { ($0["error"] as? String)?.isEmpty == false }, run.out)
            // Filed the first time, already filed the second: the shopping help (no driver code) is shown both times.
            let help = (rows.first?["request"] as? [String: Any])?["assistance"] as? [String]
            XCTAssertEqual(help, ["wheelchair", "shopping"], run.out)
        }
        XCTAssertEqual(harness.server.posts.count, 2, "the two good rows, once")
        let first = String(decoding: harness.server.posts.first?.body ?? Data(), as: UTF8.self)
        XCTAssertTrue(first.contains("\"assistance\":[0]"), "Rollstuhl is wheelchair, 0: \(first)")
    }

    func testPlainOutputHasOneTabSeparatedLinePerRow() throws {
        let harness = RequestHarness()
        let path = try write(harness)
        let first = harness.run(["request-stop", "--from-file", path, "--plain"])
        let rows = lines(first.out).map { $0.components(separatedBy: "\t") }
        XCTAssertEqual(rows.count, 3, first.out)
        XCTAssertEqual(rows.first, ["2", "ok", "10000000", "pending", "", "", "", "Emma Meier"])
        XCTAssertEqual(rows.dropFirst().first?.prefix(5), ["3", "error", "", "", ""])
        XCTAssertFalse((rows.dropFirst().first?[5] ?? "").isEmpty, "the reason is given")
        XCTAssertEqual(rows.dropFirst().first?[6], "persons-out-of-range", "and its code, for a script")
        XCTAssertEqual(rows.last, ["4", "ok", "10000001", "pending", "", "", "", "Karl"])

        let again = harness.run(["request-stop", "--from-file", path, "--plain"])
        let second = lines(again.out).map { $0.components(separatedBy: "\t") }
        XCTAssertEqual(second.first, ["2", "ok", "10000000", "pending", "already-filed", "", "", "Emma Meier"])
        XCTAssertEqual(second.last, ["4", "ok", "10000001", "pending", "already-filed", "", "", "Karl"])
    }

    func testTheSameFileTheNextDayFilesAgainButTheSameDayNever() throws {
        let harness = RequestHarness()
        let path = try write(harness, "time,name,address,stop\n09:30,Emma Meier,Hauptstr. 1,Kirche\n")
        XCTAssertEqual(harness.run(["request-stop", "--from-file", path]).code, 0)
        XCTAssertEqual(
            harness.run(["request-stop", "--from-file", path, "--now", "2026-11-23T09:00:00+01:00"]).code, 0)
        XCTAssertEqual(harness.server.posts.count, 1, "earlier the same day: already filed")

        let afterPickUp = harness.run(["request-stop", "--from-file", path, "--now", "2026-11-23T09:40:00+01:00"])
        XCTAssertEqual(afterPickUp.code, ExitStatus.usage.rawValue, "09:30 has passed today")
        XCTAssertEqual(harness.server.posts.count, 1, "later the same day: still nothing filed twice")

        let nextDay = harness.run(["request-stop", "--from-file", path, "--now", "2026-11-24T08:30:00+01:00", "--json"])
        XCTAssertEqual(nextDay.code, 0, nextDay.err)
        XCTAssertEqual(harness.server.posts.count, 2, "tomorrow's 09:30 is a new request")
        let result = RequestHarness.object(nextDay.out)
        XCTAssertEqual(result["alreadyFiled"] as? Bool, false)
        XCTAssertEqual((result["request"] as? [String: Any])?["pickUpTime"] as? String, "2026-11-24T09:30:00+01:00")

        let nextDayAgain = harness.run([
            "request-stop", "--from-file", path, "--now", "2026-11-24T08:35:00+01:00", "--json",
        ])
        XCTAssertEqual(RequestHarness.object(nextDayAgain.out)["alreadyFiled"] as? Bool, true)
        XCTAssertEqual(harness.server.posts.count, 2)
    }

    /// Issue 22 §8: `--retry-for` is the whole file's. Its later rows once each made a try after it had
    /// run out (with the server away, 250 rows took 365 s against `--retry-for 5m`); now a row begun
    /// out of time is kept untried for `requests --resume`, and the run ends within its time.
    func testRowsBegunAfterTheFilesTimeAreKeptWithoutATry() throws {
        let harness = RequestHarness()
        let path = try write(
            harness,
            "time,name,address,stop\n09:30,Emma Meier,Hauptstr. 1,Kirche\n10:00,Karl,Weg 1,Kirche\n"
                + "10:30,Hans,Weg 2,Kirche\n")
        harness.server.postFailures = Array(repeating: .cannotConnect(.refused), count: 50)
        let started = harness.clock
        let run = harness.run(["request-stop", "--from-file", path, "--retry-for", "20s", "--json"])
        XCTAssertEqual(run.code, ExitStatus.gaveUp.rawValue, run.err)
        let rows = run.out.split(separator: "\n").map { RequestHarness.object(String($0)) }
        XCTAssertEqual(rows.map { $0["errorCode"] as? String }, ["not-sent-yet", "not-sent-yet", "not-sent-yet"])
        XCTAssertLessThanOrEqual(harness.clock.timeIntervalSince(started), 20, "the run ends within its time")
        // Tries 5–10 s apart within 20 s: at most five, all the first row's; the later rows none.
        let tried = harness.server.posts.map { String(decoding: $0.body ?? Data(), as: UTF8.self) }
        XCTAssertLessThanOrEqual(tried.count, 5, "tries only while the file's time lasts")
        XCTAssertTrue(tried.allSatisfy { $0.contains("Emma Meier") }, "rows begun out of time are not tried")
        XCTAssertEqual(
            try RequestJournal(stateDirectory: harness.paths.stateDirectory).load().count, 3, "every row kept")

        harness.server.postFailures = []
        let resumed = harness.run(["requests", "--resume"])
        XCTAssertEqual(resumed.code, 0, resumed.err)
        XCTAssertEqual(harness.server.requests.count, 3, "each sent once by --resume")
    }
}
