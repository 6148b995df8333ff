import XCTest

/// What a citizen sees when the server is away or answers something that is not the API.
final class ServerTroubleIntegrationTests: XCTestCase {
    private var runners: [CommandRunner] = []

    override func tearDown() {
        runners.forEach { $0.removeFiles() }
        super.tearDown()
    }

    private func runner(server: String) throws -> CommandRunner {
        let made = try CommandRunner(server: server)
        runners.append(made)
        return made
    }

    func testUnreachableServerExitsFourNamingTheAddressInEveryCommandAndMode() throws {
        let address = "http://127.0.0.1:1/services/rest"
        let runner = try runner(server: address)
        for command in [["stops"], ["stop", "1"], ["bus", "1"], ["lines"]] {
            for mode in [[], ["--json"], ["--plain"]] {
                assertFailure(
                    try runner.run(command + mode), exitCode: 4, stderrContains: address, json: mode == ["--json"])
            }
        }
        let german = try runner.run(["lines", "--lang", "de"])
        assertFailure(german, exitCode: 4, stderrContains: "nicht erreichbar")
    }

    func testOfflineWithoutCacheExitsFour() throws {
        assertFailure(try runner(server: "http://127.0.0.1:1/services/rest").run(["stops", "--offline"]), exitCode: 4)
    }

    func testWarmCacheAnswersWhenTheServerIsGoneWithAnOfflineNote() throws {
        let simulator = try SimulatorProcess(arguments: ["--data", "original", "--speed", "0"])
        let runner = try runner(server: simulator.baseURL)
        // Bus 1 at its route's start, so the estimate cannot move the departures (see StopCommandIntegrationTests).
        XCTAssertEqual(
            try PlainHTTP.post(simulator.baseURL + "/sim/busses/1", json: #"{"position":[7.608858347,49.210420446]}"#)
                .status, 200)
        // Past a 10 ms freshness window the client must ask the server, and so finds it gone.
        XCTAssertEqual(try runner.run(["config", "set", "freshness", "0.01"]).exitCode, 0)
        let now = "2016-07-21T08:55:00+02:00"
        let online = try runner.run(["stop", "Kirche", "--json", "--now", now])
        assertCleanJSON(online)
        let onlineLines = try runner.run(["lines", "--json"])
        XCTAssertEqual(simulator.stop(), 0)
        Thread.sleep(forTimeInterval: 0.05) // outlive the freshness window; nothing depends on timing

        let offline = try runner.run(["stop", "Kirche", "--json", "--now", now])
        XCTAssertEqual(offline.exitCode, 0, offline.stderr)
        XCTAssertTrue(offline.stderr.contains("offline"), offline.stderr)
        XCTAssertEqual(
            offline.jsonNode["departures"].array.compactMap { $0["scheduled"].string },
            online.jsonNode["departures"].array.compactMap { $0["scheduled"].string })
        for mode in [[], ["--plain"]] {
            let lines = try runner.run(["lines"] + mode)
            XCTAssertEqual(lines.exitCode, 0, lines.stderr)
            XCTAssertTrue(lines.stdout.contains("Pirmasens"))
            XCTAssertTrue(lines.stderr.contains("offline — data from "), lines.stderr)
        }
        let stops = try runner.run(["stops", "--json"])
        XCTAssertEqual(stops.exitCode, 0, stops.stderr)
        XCTAssertEqual(stops.jsonNode["stops"].count, 8, "stops come from the cache")

        let explicit = try runner.run(["lines", "--json", "--offline"])
        XCTAssertEqual(explicit.exitCode, 0, explicit.stderr)
        // The same lines, saying they come from saved data (issue 23 §2).
        XCTAssertEqual(explicit.jsonNode["lines"].value as? NSArray, onlineLines.jsonNode["lines"].value as? NSArray)
        XCTAssertEqual(explicit.jsonNode["offline"].value as? Bool, true, explicit.stdout)
        XCTAssertNotNil(explicit.jsonNode["dataFrom"].string, explicit.stdout)
        XCTAssertFalse(onlineLines.jsonNode.keys.contains("offline"), "a live answer has no offline field")

        let german = try runner.run(["lines", "--lang", "de"])
        XCTAssertEqual(german.exitCode, 0)
        XCTAssertTrue(german.stderr.contains("offline"), german.stderr)
    }

    func testOfflineNeverContactsTheServer() throws {
        let simulator = try SimulatorProcess(arguments: ["--data", "original", "--speed", "0"], quiet: false)
        let runner = try runner(server: simulator.baseURL)
        XCTAssertEqual(try runner.run(["lines"]).exitCode, 0)
        let before = try simulator.settledRequests(containing: "/linemanagement/").count
        let offline = try runner.run(["lines", "--offline", "--json"])
        XCTAssertEqual(offline.exitCode, 0, offline.stderr)
        XCTAssertEqual(try simulator.settledRequests(containing: "/linemanagement/").count, before)
    }

    /// Faults that are answers, but not the API: exit 5, never a crash, nothing on stdout.
    func testGarbageAnswersExitFive() throws {
        for fault in ["html", "500", "503", "malformed", "empty"] {
            let simulator = try SimulatorProcess(arguments: ["--data", "original", "--faults", fault])
            let runner = try runner(server: simulator.baseURL)
            for command in [["stops"], ["stop", "1", "--json"], ["bus", "1", "--plain"], ["lines"]] {
                let result = try runner.run(command)
                XCTAssertEqual(result.exitCode, 5, "\(fault) \(command): \(result.stderr)")
                // Under --json only the error object (issue 23 §1).
                let error = (result.json as? [String: Any])?["error"] as? [String: Any]
                XCTAssertEqual(result.stdout.isEmpty, command.last != "--json", "\(fault) \(command)")
                if command.last == "--json" { XCTAssertNotNil(error?["code"] as? String, result.stdout) }
                XCTAssertFalse(result.stderr.isEmpty)
            }
            simulator.stop()
        }
    }

    /// A real-time read that fails while master data is cached is still an error, not stale seats.
    func testBrokenBusAnswerAfterWarmCacheExitsFive() throws {
        let simulator = try SimulatorProcess(arguments: ["--data", "original"])
        let runner = try runner(server: simulator.baseURL)
        XCTAssertEqual(try runner.run(["lines"]).exitCode, 0)
        XCTAssertEqual(
            try PlainHTTP.post(simulator.baseURL + "/sim/faults", json: #"{"spec":"html:path=/busses/1"}"#).status, 200)
        let result = try runner.run(["bus", "1", "--json"])
        XCTAssertEqual(result.exitCode, 5, result.stderr)
        XCTAssertEqual(
            ((result.json as? [String: Any])?["error"] as? [String: Any])?["code"] as? String, "bad-response")
    }

    func testOneTransientFailureIsRetried() throws {
        let simulator = try SimulatorProcess(arguments: ["--data", "original", "--faults", "reset:next=1"])
        let runner = try runner(server: simulator.baseURL)
        let result = try runner.run(["lines", "--json"])
        assertCleanJSON(result)
    }
}
