import CitizenClient
import XCTest

@testable import BuergerCLI

/// Ctrl-C while a request is retried, waited for or filed from a batch: the run stops between two
/// steps, says in one line what became of the request and exits 130; nothing is lost or sent twice.
final class InterruptedRequestTests: XCTestCase {
    let kirche = [
        "request-stop", "--stop", "Kirche", "--time", "09:30", "--name", "Emma Meier",
        "--address", "Hauptstr. 1",
    ]

    func testCtrlCDuringRetriesKeepsTheRequestAndSaysHowItIsSent() throws {
        let harness = RequestHarness()
        harness.server.postFailures = Array(repeating: .cannotConnect(.refused), count: 100)
        harness.interruptAfterPauses = 1
        let result = harness.run(kirche)
        XCTAssertEqual(result.code, 130, result.err)
        XCTAssertTrue(result.err.hasSuffix("Not sent yet — kept. `buerger requests --resume` sends it.\n"), result.err)
        XCTAssertEqual(result.out, "", "no request summary: the one line says it")
        XCTAssertEqual(harness.server.posts.count, 1, "no attempt after the interrupt")
        let entries = try RequestJournal(stateDirectory: harness.paths.stateDirectory).load()
        XCTAssertEqual(entries.map(\.isUnsent), [true])

        harness.interruptAfterPauses = nil
        harness.server.postFailures = []
        XCTAssertEqual(harness.run(["requests", "--resume"]).code, 0)
        XCTAssertEqual(harness.server.requests.count, 1, "sent exactly once after all")
    }

    func testTheLineIsGermanAndSpokenInAccessibleMode() {
        let harness = RequestHarness()
        harness.server.postFailures = Array(repeating: .cannotConnect(.refused), count: 100)
        harness.interruptAfterPauses = 1
        let german = harness.run(kirche + ["--lang", "de"])
        XCTAssertEqual(german.code, 130)
        XCTAssertTrue(
            german.err.contains("Noch nicht gesendet — gespeichert. `buerger requests --resume` sendet sie."),
            german.err)
        let spoken = harness.run(kirche + ["--persons", "2", "--accessible"])
        XCTAssertEqual(spoken.code, 130)
        XCTAssertTrue(
            spoken.err.contains("Not sent yet, but kept. The command buerger requests --resume sends it."),
            spoken.err)
        XCTAssertFalse(spoken.err.contains("`"), "no backquotes read aloud: \(spoken.err)")
    }

    func testJSONStillCarriesTheKeptRequest() {
        let harness = RequestHarness()
        harness.server.postFailures = Array(repeating: .cannotConnect(.refused), count: 100)
        harness.interruptAfterPauses = 1
        let result = harness.run(kirche + ["--json"])
        XCTAssertEqual(result.code, 130)
        let request = RequestHarness.object(result.out)["request"] as? [String: Any]
        XCTAssertNotNil(request?["journalId"] as? String, result.out)
    }

    func testResumeInterruptedKeepsTheRestUnsent() throws {
        let harness = RequestHarness()
        harness.server.postFailures = Array(repeating: .cannotConnect(.refused), count: 100)
        _ = harness.run(kirche + ["--retry-for", "1s"])
        _ = harness.run(kirche + ["--persons", "2", "--retry-for", "1s"])
        harness.interruptAfterPauses = 1
        let resumed = harness.run(["requests", "--resume"])
        XCTAssertEqual(resumed.code, 130, resumed.err)
        XCTAssertTrue(
            resumed.err.contains("2 requests not sent yet — kept. `buerger requests --resume` sends them."),
            resumed.err)
        XCTAssertEqual(
            try RequestJournal(stateDirectory: harness.paths.stateDirectory).load().filter(\.isUnsent).count, 2)
    }

    func testStatusWaitInterruptedSaysWhereTheRequestStands() {
        let harness = RequestHarness()
        let filed = RequestHarness.object(harness.run(kirche + ["--json"]).out)["request"] as? [String: Any]
        let id = String(filed?["id"] as? Int ?? 0)
        harness.interruptAfterPauses = 1
        let waited = harness.run(["status", id, "--wait"])
        XCTAssertEqual(waited.code, 130, waited.err)
        XCTAssertTrue(
            waited.err.contains("Stopped waiting: request \(id) is still pending. 'buerger status \(id)' shows it."),
            waited.err)
    }

    /// Three rows, the server away, Ctrl-C at the first pause: the first row kept unsent, two not begun.
    private func fileInterruptedAtItsFirstRow(_ harness: RequestHarness) throws -> URL {
        harness.server.postFailures = Array(repeating: .cannotConnect(.refused), count: 100)
        let file = harness.home.appendingPathComponent("fahrten.csv")
        try Data(
            """
            stop,time,persons,name,address
            Kirche,09:30,1,Emma Meier,Hauptstr. 1
            Kirche,10:30,1,Hans Huber,Hauptstr. 2
            Kirche,11:30,1,Anna Roth,Hauptstr. 3
            """.utf8
        ).write(to: file)
        harness.interruptAfterPauses = 1
        return file
    }

    func testBatchInterruptedSaysWhatWasKeptAndWhatIsLeft() throws {
        let harness = RequestHarness()
        let file = try fileInterruptedAtItsFirstRow(harness)
        let result = harness.run(["request-stop", "--from-file", file.path])
        XCTAssertEqual(result.code, 130, result.err)
        // One thing to do, not two: a new user followed "`buerger requests --resume` sends it", and the
        // callers of the rows not begun never got a ride.
        XCTAssertTrue(
            result.err.contains(
                "Stopped: 1 request kept but not sent yet, 2 more rows not filed. Run the same file again: "
                    + "it sends the kept ones and files the rest"), result.err)
        XCTAssertFalse(result.err.contains("requests --resume"), result.err)
        // The row says the way on once, not "saved for 'buerger requests --resume'" and then again.
        let told = result.out + result.err
        XCTAssertEqual(told.components(separatedBy: "requests --resume").count - 1, 1, told)
        XCTAssertTrue(told.contains("or the same file again"), told)
        XCTAssertEqual(
            try RequestJournal(stateDirectory: harness.paths.stateDirectory).load().count, 1,
            "rows not begun are not journalled")
        // Doing what it says files every row, each once.
        harness.server.postFailures = []
        harness.interruptAfterPauses = nil
        let again = harness.run(["request-stop", "--from-file", file.path])
        XCTAssertEqual(again.code, 0, again.err)
        // 09:30, 10:30 and 11:30, one request each: Emma's kept one was sent once, not again.
        XCTAssertEqual(harness.server.requests.count, 3, again.err)
        XCTAssertEqual(Set(harness.server.requests.map(\.pickUpSeconds)).count, 3, again.err)
    }

    /// New-user trial: Ctrl-C while the server's answer to a row was lost, and the row said "not filed:
    /// not sent yet" though the server had the ride; the clerk would have phoned the caller or filed it
    /// by hand. It says the server may have it, and what finds out.
    func testARowWhoseAnswerWasLostSaysTheServerMayHaveIt() throws {
        func run(_ extra: [String]) throws -> RunResult {
            let harness = RequestHarness()
            let file = try fileInterruptedAtItsFirstRow(harness)
            harness.server.postFailures = [.timedOut(seconds: 30)]
            harness.server.timedOutReads = Set(0..<100)
            return harness.run(["request-stop", "--from-file", file.path] + extra)
        }
        let result = try run(["--json"])
        XCTAssertEqual(result.code, 130, result.err)
        let row = try XCTUnwrap(result.out.split(separator: "\n").first.map { RequestHarness.object(String($0)) })
        XCTAssertEqual(row["errorCode"] as? String, "answer-lost", result.out)
        XCTAssertEqual((row["request"] as? [String: Any])?["status"] as? String, "answerLost", result.out)
        let human = try run([])
        XCTAssertTrue(human.out.contains("sent, but the server's answer was lost: it may have the request"), human.out)
        XCTAssertFalse(human.out.contains("not filed"), human.out)
        XCTAssertFalse(human.out.contains("not sent yet"), human.out)
    }

    /// New-user trial: a first run lost its first row's answer and kept all three rows (the server
    /// failing); a second run was stopped at that first row. It said "1 Anfrage gespeichert, aber noch
    /// nicht gesendet, 2 weitere Zeilen nicht gestellt", and `requests` "3 … gespeichert, 2 Zeilen nicht
    /// gestellt": five for a three-row file, with the lost answer counted as not sent.
    func testAStoppedRunCountsRowsAnEarlierRunKeptAndALostAnswerApart() throws {
        let harness = RequestHarness()
        let file = try fileInterruptedAtItsFirstRow(harness)
        harness.interruptAfterPauses = nil
        harness.server.postFailures = [.timedOut(seconds: 30)] + Array(repeating: .cannotConnect(.refused), count: 100)
        harness.server.timedOutReads = Set(0..<100)
        let first = harness.run(["request-stop", "--from-file", file.path, "--retry-for", "20s"])
        XCTAssertEqual(first.code, ExitStatus.gaveUp.rawValue, first.err)
        XCTAssertTrue(harness.server.requests.isEmpty)

        harness.interruptAfterPauses = 1
        let stopped = harness.run(["request-stop", "--from-file", file.path])
        XCTAssertEqual(stopped.code, 130, stopped.err)
        XCTAssertFalse(stopped.err.contains("not filed"), stopped.err)
        XCTAssertTrue(stopped.err.contains("1 request sent, its answer lost: the server may have it"), stopped.err)

        harness.interruptAfterPauses = nil
        let listed = harness.run(["requests", "--lang", "de"])
        XCTAssertFalse(listed.err.contains("nicht gestellt"), listed.err)
        XCTAssertTrue(
            listed.err.contains(
                "1 Anfrage wurde gesendet, ohne Antwort (der Server hat sie vielleicht), 2 Anfragen sind "
                    + "gespeichert, aber noch nicht gesendet."), listed.err)
    }

    /// New-user trial: after `kill -9` (or a closed terminal whose note nobody read) `requests` listed
    /// the rides filed and nothing else; four callers had no request anywhere. The stopped run is now
    /// told by `requests`, in words and JSON, until the same file has been run to its end.
    func testRequestsTellsABatchRunThatStoppedBeforeItsLastRowUntilTheFileIsRunToItsEnd() throws {
        let harness = RequestHarness()
        let file = try fileInterruptedAtItsFirstRow(harness)
        XCTAssertEqual(harness.run(["request-stop", "--from-file", file.path]).code, 130)
        harness.server.postFailures = []
        harness.interruptAfterPauses = nil

        let listed = harness.run(["requests", "--lang", "de"])
        XCTAssertEqual(listed.code, 0, listed.err)
        // Emma's kept row goes with the file: one thing to do, not also `requests --resume`.
        XCTAssertTrue(
            listed.err.contains(
                "Die Datei „fahrten.csv“ (begonnen 08:30) wurde nicht zu Ende gestellt: 1 Anfrage ist gespeichert, "
                    + "aber noch nicht gesendet, 2 Zeilen sind nicht gestellt. Dieselbe Datei noch einmal ausführen"),
            listed.err)
        XCTAssertFalse(listed.err.contains("requests --resume"), listed.err)
        let json = RequestHarness.object(harness.run(["requests", "--json"]).out)
        let unfinished = json["unfinishedFiles"] as? [[String: Any]] ?? []
        XCTAssertEqual(unfinished.count, 1, "\(json)")
        XCTAssertEqual(unfinished.first?["file"] as? String, "fahrten.csv")
        XCTAssertEqual(unfinished.first?["rows"] as? Int, 3)
        XCTAssertEqual(unfinished.first?["rowsNotBegun"] as? Int, 2)
        XCTAssertEqual(unfinished.first?["rowsKeptUnsent"] as? Int, 1)

        XCTAssertEqual(harness.run(["request-stop", "--from-file", file.path]).code, 0)
        XCTAssertEqual(harness.server.requests.count, 3)
        let after = harness.run(["requests", "--json"])
        XCTAssertEqual((RequestHarness.object(after.out)["unfinishedFiles"] as? [Any])?.count, 0, after.out)
        XCTAssertFalse(harness.run(["requests"]).err.contains("fahrten.csv"))
    }
}
