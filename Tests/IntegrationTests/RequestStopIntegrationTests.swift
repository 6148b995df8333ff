import Foundation
import XCTest

/// `request-stop` against `buerger-sim --data original` with faults set through /sim/faults: whatever
/// fails on the way, exactly one request is stored. A retry waits 5–10 s of real time, so one test sits
/// one out; the other retry paths (503, 204, several refusals, the deadline) are RequestStopCommandTests'
/// and SenderExactlyOnceTests', in-process with the injected sleep.
final class RequestStopIntegrationTests: SimulatorTestCase {
    static let now = "2026-11-23T08:30:00+01:00"

    override func tearDown() {
        if let simulator = try? simulator() {
            _ = try? PlainHTTP.post(simulator.baseURL + "/sim/faults", json: #"{"spec":""}"#)
        }
        super.tearDown()
    }

    /// Sets the faults of the next exchanges.
    func faults(_ spec: String) throws {
        let answer = try PlainHTTP.post(try simulator().baseURL + "/sim/faults", json: "{\"spec\":\"\(spec)\"}")
        XCTAssertEqual(answer.status, 200)
    }

    /// This test's device id, as `buerger` saved it.
    func deviceId() throws -> String {
        let file = try commandRunner().home.appendingPathComponent("state/buerger/device-id")
        return try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The requests the simulator holds for this test's device.
    func storedRequests() throws -> [JSONNode] {
        let state = JSONNode(value: try PlainHTTP.get(try simulator().baseURL + "/sim/state").json)
        let device = try deviceId()
        return state["customStops"].array.filter { $0["deviceId"].string == device }
    }

    func requestStop(_ extra: String...) throws -> CommandResult {
        try commandRunner().run(
            [
                "request-stop", "--now", Self.now, "--stop", "Kirche", "--time", "09:30",
                "--name", "Emma Meier", "--address", "Hauptstr. 1",
            ] + extra)
    }

    /// The one real-time run of a retry: a refused connection, one pause, then stored once.
    func testARefusedPostIsRetriedAndStoredOnce() throws {
        XCTAssertEqual(try buerger("lines").exitCode, 0, "master data cached before the faults")
        try faults("refuse:next=1:path=/customStops")
        let result = try requestStop("--json")
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("next try in"), result.stderr)
        let stored = try storedRequests()
        XCTAssertEqual(stored.count, 1)
        XCTAssertEqual(result.jsonNode["request"]["id"].int, stored.first?["id"].int)
    }

    func testAnAnswerDroppedAfterStoringIsAdoptedNotSentAgain() throws {
        try faults("drop-after-store:next=1")
        let result = try requestStop()
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("not sent again"), result.stderr)
        XCTAssertEqual(try storedRequests().count, 1)
    }

    func testWireFormOfTheStoredRequest() throws {
        let result = try requestStop("--persons", "2", "--help-with", "wheelchair,luggage")
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let stored = try XCTUnwrap(try storedRequests().first)
        XCTAssertEqual(stored["pickUpTime"].int, 1_795_422_600_000, "sent in seconds, served in ms")
        XCTAssertEqual(stored["location"]["coordinates"][0].double, 7.60747)
        XCTAssertEqual(stored["numberOfPersons"].int, 2)
        XCTAssertEqual(stored["info"]["assistance"].array.compactMap(\.int), [0, 1])
        XCTAssertLessThanOrEqual(try deviceId().count, 50)
    }

    func testKilledDuringRetriesThenResumeStoresExactlyOne() throws {
        XCTAssertEqual(try buerger("lines").exitCode, 0)
        try faults("refuse:path=/customStops")
        let runner = try commandRunner()
        let process = Process()
        process.executableURL = BuiltProducts.executable("buerger")
        process.arguments = [
            "request-stop", "--now", Self.now, "--stop", "Markt", "--time", "10:30", "--name", "E",
            "--address", "A",
        ]
        process.environment = runner.environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let journal = runner.home.appendingPathComponent("state/buerger/journal.json")
        let started = Date()
        while !FileManager.default.fileExists(atPath: journal.path), Date().timeIntervalSince(started) < 60 {
            Thread.sleep(forTimeInterval: 0.1)
        }
        Thread.sleep(forTimeInterval: 1)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        XCTAssertEqual(try storedRequests().count, 0)

        // Refused after the request went out: the server may have it, and the listing cannot ask.
        let pending = try buerger("requests")
        XCTAssertTrue(
            pending.stderr.contains("1 request was sent, but the server's answer was lost"), pending.stderr)
        XCTAssertFalse(pending.stderr.contains("not sent yet"), pending.stderr)
        try faults("")
        let resumed = try buerger("requests", "--resume", "--json")
        XCTAssertEqual(resumed.exitCode, 0, resumed.stderr)
        XCTAssertEqual(try storedRequests().count, 1)
        XCTAssertEqual(resumed.jsonNode["requests"].array.map { $0["status"].string }, ["pending"])
        XCTAssertEqual(try buerger("requests", "--resume").exitCode, 0)
        XCTAssertEqual(try storedRequests().count, 1, "a second resume sends nothing")
    }

    func testABatchFileRunTwiceFilesEachGoodRowOnce() throws {
        let runner = try commandRunner()
        let file = runner.home.appendingPathComponent("fahrten.csv")
        try
            "time,persons,name,address,stop,help\n09:30,2,Emma Meier,Hauptstr. 1,Kirche,wheelchair\n10:30,0,Hans,Weg 2,Markt,\n12:30,1,Hans,Weg 2,Markt,shopping\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let first = try runner.run(["request-stop", "--now", Self.now, "--from-file", file.path, "--json"])
        XCTAssertEqual(first.exitCode, 2, first.stderr)
        let rows = first.stdout.split(separator: "\n").map {
            JSONNode(value: try? JSONSerialization.jsonObject(with: Data($0.utf8)))
        }
        XCTAssertEqual(rows.map { $0["ok"].value as? Bool }, [true, false, true])
        XCTAssertEqual(rows.map { $0["row"].int }, [2, 3, 4])
        XCTAssertNotNil(rows[1]["error"].string)
        XCTAssertEqual(try storedRequests().count, 2)

        let again = try runner.run(
            ["request-stop", "--now", Self.now, "--from-file", "-"],
            stdin: try String(contentsOf: file, encoding: .utf8))
        XCTAssertEqual(again.exitCode, 2)
        XCTAssertEqual(again.stdout.components(separatedBy: "already filed earlier.").count - 1, 2, again.stdout)
        XCTAssertEqual(try storedRequests().count, 2)
    }
}
