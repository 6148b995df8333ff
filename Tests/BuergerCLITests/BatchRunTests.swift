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
        let rows = lines(first.out)
        XCTAssertEqual(rows.count, 6, first.out)
        XCTAssertEqual(rows.first, "row 2: Request 10000000 is pending: pick-up wanted at 09:30 at Kirche.")
        // Under it, as every command tells a request: whom, the line, persons and help (issue 21).
        XCTAssertTrue(rows[1].hasPrefix("       For "), first.out)
        XCTAssertTrue(rows[2].hasPrefix("row 3: not filed: "), first.out)
        // The row's next step, indented under it.
        XCTAssertTrue(rows[3].hasPrefix("       "), first.out)
        XCTAssertFalse(rows[3].trimmingCharacters(in: .whitespaces).isEmpty, first.out)
        XCTAssertEqual(rows[4], "row 4: Request 10000001 is pending: pick-up wanted at 10:00 at Kirche.")
        XCTAssertEqual(rows[5], "       For Karl, line: Pirmasens (1), 1 person.")

        let again = harness.run(["request-stop", "--from-file", path, "--lang", "de"])
        let german = lines(again.out)
        XCTAssertEqual(german.first, "Zeile 2: bereits gestellt als 10000000")
        XCTAssertTrue(german.dropFirst().first?.hasPrefix("Zeile 3: nicht gestellt: ") ?? false, again.out)
        XCTAssertEqual(german.last, "Zeile 4: bereits gestellt als 10000001")
        XCTAssertEqual(german.count, 4, again.out)
        XCTAssertEqual(harness.server.posts.count, 2, "nothing filed twice")
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
        XCTAssertEqual(rows.first, ["2", "ok", "10000000", "pending", "", "", ""])
        XCTAssertEqual(rows.dropFirst().first?.prefix(5), ["3", "error", "", "", ""])
        XCTAssertFalse((rows.dropFirst().first?.dropLast().last ?? "").isEmpty, "the reason is given")
        XCTAssertEqual(rows.dropFirst().first?.last, "persons-out-of-range", "and its code, for a script")
        XCTAssertEqual(rows.last, ["4", "ok", "10000001", "pending", "", "", ""])

        let again = harness.run(["request-stop", "--from-file", path, "--plain"])
        let second = lines(again.out).map { $0.components(separatedBy: "\t") }
        XCTAssertEqual(second.first, ["2", "ok", "10000000", "pending", "already-filed", "", ""])
        XCTAssertEqual(second.last, ["4", "ok", "10000001", "pending", "already-filed", "", ""])
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
        XCTAssertLessThanOrEqual(harness.server.posts.count, 4, "tries only while the file's time lasts")
        XCTAssertEqual(
            try RequestJournal(stateDirectory: harness.paths.stateDirectory).load().count, 3, "every row kept")

        harness.server.postFailures = []
        let resumed = harness.run(["requests", "--resume"])
        XCTAssertEqual(resumed.code, 0, resumed.err)
        XCTAssertEqual(harness.server.requests.count, 3, "each sent once by --resume")
    }
}
