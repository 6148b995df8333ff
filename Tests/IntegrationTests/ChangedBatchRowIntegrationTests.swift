import Foundation
import XCTest

/// Issue 23 §5, through the real binary against buerger-sim: the clerk moved Erna's time from 09:30 to
/// 10:30 in the sheet and ran it again. A second ride was filed and nothing warned; now the row says
/// the 09:30 request is still open, `--replace` cancels it once the 10:30 one is filed, and running
/// the file again changes nothing more.
final class ChangedBatchRowIntegrationTests: SimulatorTestCase {
    static let now = "2026-11-23T08:30:00+01:00"

    /// The requests the simulator holds for this test's device (each test has a home of its own).
    private func storedRequests() throws -> [JSONNode] {
        let file = try commandRunner().home.appendingPathComponent("state/buerger/device-id")
        let device = try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let state = JSONNode(value: try PlainHTTP.get(try simulator().baseURL + "/sim/state").json)
        return state["customStops"].array.filter { $0["deviceId"].string == device }
    }

    private func sheet(_ runner: CommandRunner, eras: String) throws -> URL {
        let file = runner.home.appendingPathComponent("fahrten.csv")
        let rows =
            "Name;Adresse;Haltestelle;Uhrzeit;Personen\r\n"
            + "Erna Schmidt;Lindenweg 2;Kirche;\(eras);1\r\n" + "Karl Becker;Am Markt 3;Markt;11:30;1\r\n"
        try Data(("\u{FEFF}" + rows).utf8).write(to: file)
        return file
    }

    private func rows(_ result: CommandResult) -> [JSONNode] {
        result.stdout.split(separator: "\n").map {
            JSONNode(value: try? JSONSerialization.jsonObject(with: Data($0.utf8)))
        }
    }

    private func statuses() throws -> [String: [Int]] {
        var byName: [String: [Int]] = [:]
        for stop in try storedRequests() {
            byName[stop["info"]["name"].string ?? "?", default: []].append(stop["status"].int ?? -1)
        }
        return byName
    }

    func testAChangedRowSaysTheEarlierRequestIsOpenAndReplaceCancelsItOnce() throws {
        let runner = try commandRunner()
        let first = try runner.run([
            "request-stop", "--now", Self.now, "--from-file", try sheet(runner, eras: "09:30").path,
        ])
        XCTAssertEqual(first.exitCode, 0, first.stderr)
        let earlierId = try XCTUnwrap(
            try storedRequests().first { $0["info"]["name"].string == "Erna Schmidt" }?["id"].int)

        let changed = try sheet(runner, eras: "10:30")
        let warned = try runner.run(
            ["request-stop", "--now", Self.now, "--from-file", changed.path, "--lang", "de"])
        XCTAssertEqual(warned.exitCode, 0, warned.stderr)
        XCTAssertTrue(warned.stdout.contains("deren Zeile nicht mehr darin steht, besteht noch:"), warned.stdout)
        XCTAssertTrue(warned.stdout.contains(String(earlierId)), warned.stdout)
        XCTAssertTrue(warned.stdout.contains("--replace"), warned.stdout)
        XCTAssertEqual(try statuses()["Erna Schmidt"]?.sorted(), [1, 1], "both open: only said, nothing cancelled")
        XCTAssertEqual(try statuses()["Karl Becker"], [1], "an unchanged row is neither filed again nor said")

        let replaced = try runner.run([
            "request-stop", "--now", Self.now, "--from-file", changed.path, "--replace", "--json",
        ])
        XCTAssertEqual(replaced.exitCode, 0, replaced.stderr)
        let ernasRow = rows(replaced)[0]
        XCTAssertEqual(ernasRow["alreadyFiled"].value as? Bool, true, "the 10:30 request is not filed twice")
        XCTAssertEqual(ernasRow["superseded"].array.map { $0["outcome"].string }, ["cancelled"])
        XCTAssertEqual(ernasRow["superseded"].array.first?["request"]["id"].int, earlierId)
        XCTAssertEqual(ernasRow["superseded"].array.first?["request"]["status"].string, "cancelled")
        XCTAssertEqual(rows(replaced)[1]["superseded"].array.count, 0)
        let erna = try statuses()["Erna Schmidt"] ?? []
        XCTAssertEqual(erna.count, 2)
        XCTAssertEqual(erna.filter { $0 == 1 }.count, 1, "one open (10:30), the 09:30 one cancelled: \(erna)")

        let again = try runner.run([
            "request-stop", "--now", Self.now, "--from-file", changed.path, "--replace", "--json",
        ])
        XCTAssertEqual(again.exitCode, 0, again.stderr)
        XCTAssertEqual(rows(again)[0]["superseded"].array.count, 0, "nothing left to replace")
        XCTAssertEqual(try storedRequests().count, 3, "three requests filed in all, none twice")
    }

    /// Two requests of one person at one place on one day, both rows still in the file (a morning and
    /// an afternoon ride): neither stands in for the other.
    func testTwoRowsOfTheSamePersonAndPlaceInOneFileAreNotChanges() throws {
        let runner = try commandRunner()
        let file = runner.home.appendingPathComponent("zwei.csv")
        try "name,address,stop,time\nErna Schmidt,Lindenweg 2,Kirche,09:30\nErna Schmidt,Lindenweg 2,Kirche,12:30\n"
            .write(to: file, atomically: true, encoding: .utf8)
        for _ in 0..<2 {
            let run = try runner.run([
                "request-stop", "--now", Self.now, "--from-file", file.path, "--replace", "--json",
            ])
            XCTAssertEqual(run.exitCode, 0, run.stderr)
            XCTAssertEqual(rows(run).map { $0["superseded"].array.count }, [0, 0])
        }
        XCTAssertEqual(try statuses()["Erna Schmidt"], [1, 1])
    }

    // MARK: - An earlier request a killed or timed-out run left unsent (found by the process soak)

    override func tearDown() {
        if let simulator = try? simulator() {
            _ = try? PlainHTTP.post(simulator.baseURL + "/sim/faults", json: #"{"spec":""}"#)
        }
        super.tearDown()
    }

    private func faults(_ spec: String) throws {
        let answer = try PlainHTTP.post(try simulator().baseURL + "/sim/faults", json: "{\"spec\":\"\(spec)\"}")
        XCTAssertEqual(answer.status, 200)
    }

    /// Erna's one-row sheet at `time`.
    private func ernasSheet(_ runner: CommandRunner, time: String) throws -> URL {
        let file = runner.home.appendingPathComponent("erna.csv")
        try "Name;Adresse;Haltestelle;Uhrzeit\nErna Schmidt;Lindenweg 2;Kirche;\(time)\n"
            .write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// Erna's 09:30 row run with `faults` on the server until it gives up (exit 7): left unsent in the
    /// journal, whatever reached the server.
    private func fileErnasEarlierRideUnconfirmed(_ runner: CommandRunner, faults spec: String) throws {
        XCTAssertEqual(try runner.run(["lines"]).exitCode, 0, "master data cached before the faults")
        try faults(spec)
        let first = try runner.run([
            "request-stop", "--now", Self.now, "--from-file", try ernasSheet(runner, time: "09:30").path,
            "--retry-for", "1s",
        ])
        XCTAssertEqual(first.exitCode, 7, first.stderr)
        try faults("")
    }

    /// The sheet with Erna moved to 10:30, run with `--replace --json`.
    private func replaceErnasRide(_ runner: CommandRunner) throws -> CommandResult {
        try runner.run([
            "request-stop", "--now", Self.now, "--from-file", try ernasSheet(runner, time: "10:30").path,
            "--replace", "--json",
        ])
    }

    /// The 09:30 row never reached the server (every POST refused until the run gave up): with
    /// `--replace`, the 10:30 row withdraws it, so no later `requests --resume` sends it as a second
    /// ride. Before, the row said "not sent yet" and exited 0, and the resume filed the 09:30 ride.
    func testReplaceWithdrawsAnEarlierRequestThatWasNeverSent() throws {
        let runner = try commandRunner()
        try fileErnasEarlierRideUnconfirmed(runner, faults: "refuse:path=/customStops")

        let replaced = try replaceErnasRide(runner)
        XCTAssertEqual(replaced.exitCode, 0, replaced.stderr)
        XCTAssertEqual(rows(replaced)[0]["superseded"].array.map { $0["outcome"].string }, ["withdrawn"])
        // Told as it now stands: never to be sent, not "unsent" beside "withdrawn".
        XCTAssertEqual(
            rows(replaced)[0]["superseded"].array.map { $0["request"]["status"].string }, ["withdrawn"])
        let resumed = try runner.run(["requests", "--now", Self.now, "--resume"])
        XCTAssertEqual(resumed.exitCode, 0, resumed.stderr)
        XCTAssertEqual(try statuses()["Erna Schmidt"], [1], "only the 10:30 ride, the 09:30 one never sent")
    }

    /// Told to a person, the withdrawn request reads as withdrawn: it used to follow "never sent and
    /// now withdrawn" with "Request not sent yet", which promises it is still to come.
    func testReplaceTellsInGermanThatTheEarlierRequestWasWithdrawn() throws {
        let runner = try commandRunner()
        try fileErnasEarlierRideUnconfirmed(runner, faults: "refuse:path=/customStops")
        let replaced = try runner.run(
            [
                "request-stop", "--now", Self.now, "--from-file", try ernasSheet(runner, time: "10:30").path,
                "--replace",
            ], extraEnvironment: ["LANG": "de_DE.UTF-8"])
        XCTAssertEqual(replaced.exitCode, 0, replaced.stderr)
        let told = replaced.stdout + replaced.stderr
        XCTAssertTrue(told.contains("Ersetzt die frühere Anfrage:"), told)
        XCTAssertTrue(told.contains("Anfrage zurückgezogen, nie gesendet: Abholung um 09:30"), told)
        XCTAssertFalse(told.contains("noch nicht gesendet"), told)
    }

    /// The 09:30 row reached the server, but its answer was lost and the look-ups failed until the run
    /// gave up, so the journal still calls it unsent: `--replace` finds it on the server and cancels it.
    /// Before, the row said "not sent yet" and both rides stayed open.
    func testReplaceCancelsAnEarlierRequestStoredWithoutAnAnswer() throws {
        let runner = try commandRunner()
        try fileErnasEarlierRideUnconfirmed(runner, faults: "drop-after-store:next=1,204:path=/customStops")
        XCTAssertEqual(try statuses()["Erna Schmidt"], [1], "the 09:30 ride is on the server, unconfirmed")

        let replaced = try replaceErnasRide(runner)
        XCTAssertEqual(replaced.exitCode, 0, replaced.stderr)
        XCTAssertEqual(rows(replaced)[0]["superseded"].array.map { $0["outcome"].string }, ["cancelled"])
        XCTAssertEqual(
            try statuses()["Erna Schmidt"]?.sorted(), [1, 6], "the 10:30 ride open, the 09:30 one cancelled")
    }

    /// "Frau Müller kommt erst Montag", or from another stop: a new user's trial moved a day and a
    /// stop in the sheet and got two rides each, nothing said, even with `--replace`. The same person
    /// on the same day or at the same place is a change now.
    func testAMovedDayOrStopIsAChangeToo() throws {
        let runner = try commandRunner()
        let file = runner.home.appendingPathComponent("fahrten.csv")
        try
            "Name;Haltestelle;Datum;Uhrzeit\nHildegard Roth;Kirche;23.11.2026;09:30\nErwin Lang;Kirche;23.11.2026;10:30\n"
            .write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try runner.run(["request-stop", "--now", Self.now, "--from-file", file.path]).exitCode, 0)
        try
            "Name;Haltestelle;Datum;Uhrzeit\nHildegard Roth;Kirche;24.11.2026;09:30\nErwin Lang;Markt;23.11.2026;10:30\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let moved = try runner.run(["request-stop", "--now", Self.now, "--from-file", file.path, "--replace", "--json"])
        XCTAssertEqual(moved.exitCode, 0, moved.stderr)
        XCTAssertEqual(
            rows(moved).map { $0["superseded"].array.map { $0["outcome"].string } }, [["cancelled"], ["cancelled"]])
        XCTAssertEqual(try statuses()["Hildegard Roth"]?.filter { $0 == 1 }.count, 1, "one open ride each")
        XCTAssertEqual(try statuses()["Erwin Lang"]?.filter { $0 == 1 }.count, 1, "one open ride each")
    }

    /// Another sheet (the office keeps one per kind of ride) with Erna at the same stop on the same
    /// day at another time is another ride, not a change: run with `--replace`, it leaves the first
    /// sheet's request alone. It was taken for a change and cancelled, as a helper's soak pointed out.
    func testAnotherSheetsRideForTheSamePersonIsNoChange() throws {
        let runner = try commandRunner()
        let first = try runner.run([
            "request-stop", "--now", Self.now, "--from-file", try sheet(runner, eras: "09:30").path,
        ])
        XCTAssertEqual(first.exitCode, 0, first.stderr)
        let doctor = runner.home.appendingPathComponent("arztfahrten.csv")
        try "Name;Adresse;Haltestelle;Uhrzeit\nErna Schmidt;Lindenweg 2;Kirche;12:30\n"
            .write(to: doctor, atomically: true, encoding: .utf8)
        let other = try runner.run([
            "request-stop", "--now", Self.now, "--from-file", doctor.path, "--replace", "--json",
        ])
        XCTAssertEqual(other.exitCode, 0, other.stderr)
        XCTAssertEqual(rows(other).first?["superseded"].array.count, 0, other.stdout)
        XCTAssertEqual(try statuses()["Erna Schmidt"], [1, 1], "both rides open")
    }

    func testReplaceGoesOnlyWithAFile() throws {
        let result = try commandRunner().run(
            ["request-stop", "--now", Self.now, "--stop", "Kirche", "--time", "09:30", "--name", "E", "--replace"])
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.stderr.contains("--from-file"), result.stderr)
    }
}
