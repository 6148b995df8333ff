import Foundation
import XCTest

/// `buerger-sim` as a program (issue 2 §2): its first line, signals, request log, data sources,
/// state file, faults and help.
final class SimulatorBinaryIntegrationTests: XCTestCase {
    private var folders: [URL] = []

    override func tearDown() {
        folders.forEach { try? FileManager.default.removeItem(at: $0) }
        super.tearDown()
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "buerger-sim-it-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        folders.append(folder)
        return folder
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/original")

    private func json(_ data: Data) -> NSObject? {
        (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) as? NSObject
    }

    func testPortZeroAnnouncesExactlyTheRESTRootOnTheFirstLine() throws {
        let simulator = try SimulatorProcess(arguments: ["--data", "original"])
        XCTAssertNotNil(
            simulator.firstLine.range(
                of: #"^listening on http://127\.0\.0\.1:[1-9][0-9]{0,4}/services/rest$"#,
                options: .regularExpression), simulator.firstLine)
        XCTAssertFalse(simulator.baseURL.hasSuffix(":0/services/rest"), "a real port, not 0")
        XCTAssertEqual(try PlainHTTP.get(simulator.baseURL + "/linemanagement/v1/lines").status, 200)
    }

    func testSIGINTAndSIGTERMStopWithExitZero() throws {
        for signal in [SIGINT, SIGTERM] {
            let simulator = try SimulatorProcess(arguments: ["--data", "original"])
            XCTAssertEqual(try PlainHTTP.get(simulator.baseURL + "/linemanagement/v1/update").status, 200)
            XCTAssertEqual(simulator.stop(signal: signal), 0, "signal \(signal)")
            XCTAssertEqual(simulator.process.terminationReason, .exit, "a clean exit, not death by signal")
        }
    }

    /// A script may stop the simulator the moment it has read the first line. The signal handling used to
    /// be armed only after that line was printed, and a signal in between was lost: the server ran on.
    func testASignalRightAfterTheFirstLineStillStopsIt() throws {
        for round in 0..<8 {
            let signal = round.isMultiple(of: 2) ? SIGINT : SIGTERM
            let simulator = try SimulatorProcess(arguments: ["--data", "original"])
            XCTAssertEqual(simulator.stop(signal: signal), 0, "round \(round)")
            XCTAssertTrue(simulator.stoppedBySignalAlone, "round \(round): the signal was lost")
        }
    }

    func testRequestLogGoesToStderrUnlessQuiet() throws {
        let loud = try SimulatorProcess(arguments: ["--data", "original"], quiet: false)
        XCTAssertEqual(try PlainHTTP.get(loud.baseURL + "/linemanagement/v1/stops/").status, 200)
        XCTAssertEqual(try PlainHTTP.get(loud.baseURL + "/linemanagement/v1/busses/99").status, 204)
        loud.stop()
        let log = loud.stderrText
        XCTAssertNotNil(
            log.range(of: #"GET /services/rest/linemanagement/v1/stops/ 200 \d+ B"#, options: .regularExpression), log)
        XCTAssertTrue(log.contains("/busses/99 204"), log)

        let quiet = try SimulatorProcess(arguments: ["--data", "original"], quiet: true)
        XCTAssertEqual(try PlainHTTP.get(quiet.baseURL + "/linemanagement/v1/stops/").status, 200)
        quiet.stop()
        XCTAssertEqual(quiet.stderrText, "")
    }

    func testOriginalDataAnswersEveryReadFixtureExactly() throws {
        let simulator = try SimulatorProcess(arguments: ["--data", "original"])
        let reads = [
            "lines.json": "/lines/", "busses.json": "/busses/", "routes.json": "/routes/",
            "stops.json": "/stops/", "schedules.json": "/schedules/", "update.json": "/update/",
            "bus-1.json": "/busses/1/", "bus-2.json": "/busses/2",
        ]
        for (fixture, path) in reads.sorted(by: { $0.key < $1.key }) {
            let expected = try Data(contentsOf: Self.fixtures.appendingPathComponent(fixture))
            let answer = try PlainHTTP.get(simulator.baseURL + "/linemanagement/v1" + path)
            XCTAssertEqual(answer.status, 200, fixture)
            XCTAssertEqual(json(answer.body), json(expected), "\(path) differs from \(fixture)")
            XCTAssertEqual(
                String(decoding: answer.body, as: UTF8.self),
                String(decoding: expected, as: UTF8.self).trimmingCharacters(in: .newlines),
                "\(path) byte for byte")
        }
    }

    func testOriginalErrorBodiesHaveTheFixturesShape() throws {
        let simulator = try SimulatorProcess(arguments: ["--data", "original"])
        let cases = [
            ("error-400.json", try PlainHTTP.get(simulator.baseURL + "/linemanagement/v1/busses/abc")),
            (
                "error-500.json",
                try PlainHTTP.post(simulator.baseURL + "/linemanagement/v1/customStops", json: "{not json")
            ),
        ]
        for (fixture, answer) in cases {
            let expected = JSONNode(
                value: try JSONSerialization.jsonObject(
                    with: Data(contentsOf: Self.fixtures.appendingPathComponent(fixture))))
            let got = JSONNode(value: answer.json)
            XCTAssertEqual(got.keys, expected.keys, fixture)
            XCTAssertEqual(got["message"].string, expected["message"].string, fixture)
            XCTAssertEqual(got["code"].string, expected["code"].string, fixture)
            XCTAssertNotNil(UUID(uuidString: got["uuid"].string ?? ""), "a fresh uuid: \(fixture)")
        }
    }

    func testCreatedCustomStopMatchesTheFixtureAtTheFixturesClock() throws {
        // The fixture's timeStamp 1469000000123 is the server's clock at creation: freeze it there.
        let simulator = try SimulatorProcess(arguments: [
            "--data", "original", "--start", "2016-07-20T07:33:20.123Z", "--speed", "0",
        ])
        let body =
            #"{"lineId":1,"pickUpTime":1469095200,"location":{"type":"Point","coordinates":[7.60141,49.209371]},"#
            + #""numberOfPersons":5,"deviceId":"SOAPUItestDevice","info":{"name":"John","address":"Doe","assistance":[3,5]}}"#
        let answer = try PlainHTTP.post(simulator.baseURL + "/linemanagement/v1/customStops", json: body)
        XCTAssertEqual(answer.status, 200)
        let expected = try Data(contentsOf: Self.fixtures.appendingPathComponent("customstop-created.json"))
        XCTAssertEqual(json(answer.body), json(expected), String(decoding: answer.body, as: UTF8.self))
    }

    func testDataPathServesTheFilesNetworkAndRejectsABrokenFile() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("dorf.json")
        try Data(
            #"""
            {"stops": [{"id": 1, "name": "Dorfplatz", "lat": 49.48, "lon": 7.63},
                       {"id": 2, "name": "Mühle", "lat": 49.49, "lon": 7.64}],
             "lines": [{"id": 7, "name": "Dorfbus", "stops": [1, 2], "timetable": {"runs": [["08:00", "08:10"]]}}],
             "buses": [{"id": 3, "numberPlate": "KL-DB 3", "seats": 6, "line": 7}]}
            """#.utf8
        ).write(to: file)
        let simulator = try SimulatorProcess(arguments: ["--data", file.path])
        let stops = JSONNode(value: try PlainHTTP.get(simulator.baseURL + "/linemanagement/v1/stops").json)
        XCTAssertEqual(stops["stops"].array.compactMap { $0["name"].string }, ["Dorfplatz", "Mühle"])
        let lines = JSONNode(value: try PlainHTTP.get(simulator.baseURL + "/linemanagement/v1/lines").json)
        XCTAssertEqual(lines["lines"][0]["busses"].array.compactMap(\.int), [3])
        simulator.stop()

        let broken = folder.appendingPathComponent("broken.json")
        try Data(#"{"stops": [], "lines": [], "buses": [{"id": 1}]}"#.utf8).write(to: broken)
        let start = try CommandRunner(server: nil)
        defer { start.removeFiles() }
        let result = try start.run(["--port", "0", "--data", broken.path], product: "buerger-sim")
        XCTAssertNotEqual(result.exitCode, 0)
        XCTAssertTrue(result.stderr.contains("broken.json"), result.stderr)
        XCTAssertTrue(result.stderr.contains("seats"), result.stderr)
    }

    func testStateFileKeepsCustomStopsPositionsAndLinesAcrossARestart() throws {
        let state = try temporaryFolder().appendingPathComponent("state.json")
        let arguments = ["--data", "original", "--speed", "0", "--state", state.path]
        let first = try SimulatorProcess(arguments: arguments)
        let api = first.baseURL + "/linemanagement/v1"
        let created = try PlainHTTP.post(
            api + "/customStops",
            json:
                #"{"lineId":2,"pickUpTime":4102444800,"location":{"type":"Point","coordinates":[7.75,49.42]},"numberOfPersons":2,"deviceId":"it-state","info":{"name":"A","address":"B","assistance":[]}}"#
        )
        XCTAssertEqual(created.status, 200)
        let id = try XCTUnwrap(JSONNode(value: created.json)["id"].int)
        XCTAssertEqual(
            try PlainHTTP.post(
                api + "/realTimeData/",
                json: #"{"busId":1,"position":{"type":"Point","coordinates":[7.6075,49.2093]},"takenSeats":4}"#
            ).status, 200)
        XCTAssertEqual(try PlainHTTP.post(api + "/updateBusStatus/", json: #"{"busId":2,"lineId":1}"#).status, 200)
        XCTAssertEqual(first.stop(), 0)

        let second = try SimulatorProcess(arguments: arguments)
        let again = second.baseURL + "/linemanagement/v1"
        let stored = JSONNode(value: try PlainHTTP.get(again + "/customStops?deviceId=it-state").json)
        XCTAssertEqual(stored[0]["id"].int, id)
        let position = JSONNode(value: try PlainHTTP.get(again + "/busses/1").json)
        XCTAssertEqual(position["takenSeats"].int, 4)
        XCTAssertEqual(position["position"]["coordinates"][1].double, 49.2093)
        let lines = JSONNode(value: try PlainHTTP.get(again + "/lines").json)
        XCTAssertEqual(lines["lines"][0]["busses"].array.compactMap(\.int), [1, 2])
        let next = try PlainHTTP.post(
            again + "/customStops",
            json:
                #"{"lineId":2,"pickUpTime":4102444800,"location":{"type":"Point","coordinates":[7.75,49.42]},"numberOfPersons":1,"deviceId":"it-state","info":{"name":"C","address":"D","assistance":[]}}"#
        )
        XCTAssertEqual(JSONNode(value: next.json)["id"].int, id + 1, "the id counter survives too")
    }

    /// A `--state` path in a folder that does not exist used to start fine and then lose every change in
    /// silence (with --quiet not even a log line); now the start fails and says why.
    func testAStateFileThatCannotBeWrittenStopsTheStart() throws {
        let runner = try CommandRunner(server: nil)
        defer { runner.removeFiles() }
        let path = try temporaryFolder().appendingPathComponent("missing/state.json").path
        let result = try runner.run(
            ["--port", "0", "--quiet", "--data", "original", "--state", path], product: "buerger-sim")
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.stdout, "", "no listening line")
        XCTAssertTrue(result.stderr.contains(path), result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot be written"), result.stderr)
    }

    func testWithoutStateARestartForgetsEverythingLikeTheOriginal() throws {
        let first = try SimulatorProcess(arguments: ["--data", "original"])
        XCTAssertEqual(
            try PlainHTTP.post(first.baseURL + "/linemanagement/v1/updateBusStatus/", json: #"{"busId":2,"lineId":1}"#)
                .status, 200)
        first.stop()
        let second = try SimulatorProcess(arguments: ["--data", "original"])
        let lines = JSONNode(value: try PlainHTTP.get(second.baseURL + "/linemanagement/v1/lines").json)
        XCTAssertEqual(lines["lines"][0]["busses"].array.compactMap(\.int), [1])
    }

    func testFaultsFromTheCommandLineAndTheControlAPI() throws {
        let simulator = try SimulatorProcess(arguments: ["--data", "original", "--faults", "500:next=1:path=/lines"])
        let api = simulator.baseURL + "/linemanagement/v1"
        let faulted = try PlainHTTP.get(api + "/lines")
        XCTAssertEqual(faulted.status, 500)
        XCTAssertEqual(JSONNode(value: faulted.json)["code"].string, "TechnicalError")
        XCTAssertEqual(try PlainHTTP.get(api + "/lines").status, 200, "next=1: only once")

        XCTAssertEqual(
            try PlainHTTP.post(simulator.baseURL + "/sim/faults", json: #"{"spec":"html:path=/stops"}"#).status, 200)
        XCTAssertEqual(try PlainHTTP.get(api + "/stops").status, 200)
        XCTAssertTrue(
            String(decoding: try PlainHTTP.get(api + "/stops").body, as: UTF8.self).hasPrefix("<!DOCTYPE html>"))
        XCTAssertEqual(
            try PlainHTTP.post(simulator.baseURL + "/sim/faults", json: #"{"spec":"204:path=/busses/1"}"#).status, 200)
        let noContent = try PlainHTTP.get(api + "/busses/1")
        XCTAssertEqual(noContent.status, 204)
        XCTAssertEqual(noContent.body.count, 0)
        XCTAssertEqual(try PlainHTTP.post(simulator.baseURL + "/sim/faults", json: #"{"spec":"bogus"}"#).status, 400)
    }

    func testHelpVersionAndBadOptions() throws {
        let runner = try CommandRunner(server: nil)
        defer { runner.removeFiles() }
        let help = try runner.run(["--help"], product: "buerger-sim")
        XCTAssertEqual(help.exitCode, 0)
        for option in ["--host", "--port", "--data", "--speed", "--start", "--seed", "--faults", "--state", "--quiet"] {
            XCTAssertTrue(help.stdout.contains(option), "help lacks \(option)")
        }
        XCTAssertTrue(help.stdout.hasSuffix("\n"))
        let version = try runner.run(["--version"], product: "buerger-sim")
        XCTAssertEqual(version.exitCode, 0)
        XCTAssertTrue(version.stdout.hasPrefix("buerger-sim "), version.stdout)
        for bad in [["--prot", "0"], ["--port", "abc"], ["--faults", "bogus"], ["--data", "/nonexistent/net.json"]] {
            let result = try runner.run(bad, product: "buerger-sim")
            XCTAssertNotEqual(result.exitCode, 0, "\(bad)")
            XCTAssertEqual(result.stdout, "", "\(bad): no listening line")
            XCTAssertFalse(result.stderr.isEmpty, "\(bad)")
        }
        XCTAssertEqual(try runner.run(["--prot", "0"], product: "buerger-sim").exitCode, 2)
    }

    /// FileHandle.write trapped on a full disk or a closed stream (exit 132 with a backtrace).
    func testOutputThatCannotBeWrittenIsAnErrorNotACrash() throws {
        let full = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"), "no /dev/full on this system")
        defer { try? full.close() }
        let process = Process()
        process.executableURL = BuiltProducts.executable("buerger-sim")
        process.arguments = ["--version"]
        let errors = Pipe()
        process.standardOutput = full
        process.standardError = errors
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 1)
        XCTAssertTrue(said.hasPrefix("buerger-sim: error: cannot write the output: "), said)

        // A request log that cannot be written is no reason to stop serving.
        let simulator = try SimulatorProcess(arguments: ["--data", "original"], quiet: false, standardError: full)
        for _ in 0..<2 {
            XCTAssertEqual(try PlainHTTP.get(simulator.baseURL + "/linemanagement/v1/lines").status, 200)
        }
        XCTAssertEqual(simulator.stop(), 0)
    }
}
