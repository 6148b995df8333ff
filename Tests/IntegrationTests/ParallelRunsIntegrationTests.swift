import Foundation
import XCTest

/// Two or more real `buerger` processes that meet in one installation: the same request started
/// twice at once files one request; first runs at once agree on one device id; requests filed under
/// another id (as older versions could leave) stay listed, readable and cancellable.
final class ParallelRunsIntegrationTests: SimulatorTestCase {
    static let now = "2026-11-23T08:30:00+01:00"

    func request(time: String = "09:30", persons: Int = 1) -> [String] {
        [
            "request-stop", "--now", Self.now, "--stop", "Kirche", "--time", time, "--persons", String(persons),
            "--name", "Emma Meier", "--address", "Hauptstr. 1", "--json",
        ]
    }

    /// Every request the simulator holds, as (id, deviceId, pickUpTime, persons).
    func storedRequests() throws -> [JSONNode] {
        JSONNode(value: try PlainHTTP.get(try simulator().baseURL + "/sim/state").json)["customStops"].array
    }

    func deviceId(_ runner: CommandRunner) throws -> String {
        let file = runner.home.appendingPathComponent("state/buerger/device-id")
        return try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func testTheSameRequestStartedTwiceAtOnceIsFiledOnce() throws {
        let runner = try commandRunner()
        XCTAssertEqual(try buerger("lines").exitCode, 0, "an installation that has run before")
        for (round, time) in ["09:30", "09:35", "09:40", "09:45", "09:50", "09:55"].enumerated() {
            let before = try storedRequests().count
            let twins = try SimultaneousRuns(runner: runner).run(Array(repeating: request(time: time), count: 4))
            for twin in twins { XCTAssertEqual(twin.exitCode, 0, "round \(round): \(twin.stderr)") }
            XCTAssertEqual(try storedRequests().count - before, 1, "round \(round): one request for four runs")
            let ids = Set(twins.compactMap { $0.jsonNode["request"]["id"].int })
            XCTAssertEqual(ids.count, 1, "round \(round): every run shows the same request: \(twins.map(\.stdout))")
            XCTAssertEqual(
                twins.filter { $0.jsonNode["alreadyFiled"].value as? Bool == false }.count, 1,
                "round \(round): one run filed it, the others found it")
        }
    }

    func testFirstRunsAtOnceAgreeOnOneDeviceIdAndListEveryRequest() throws {
        let runner = try commandRunner()
        let before = Set(try storedRequests().compactMap { $0["id"].int })
        let runs = try SimultaneousRuns(runner: runner).run((1...4).map { request(persons: $0) })
        for run in runs { XCTAssertEqual(run.exitCode, 0, run.stderr) }
        let new = try storedRequests().filter { !before.contains($0["id"].int ?? -1) }
        XCTAssertEqual(new.count, 4)
        XCTAssertEqual(
            Set(new.compactMap { $0["deviceId"].string }), [try deviceId(runner)],
            "one device id for the installation")
        let listed = try buerger("requests", "--json")
        XCTAssertEqual(listed.exitCode, 0, listed.stderr)
        XCTAssertEqual(listed.jsonNode["requests"].array.count, 4, listed.stdout)
    }

    func testRequestsFiledUnderAnotherDeviceIdStayReachable() throws {
        let runner = try commandRunner()
        let filed = try runner.run(request(time: "10:00"))
        XCTAssertEqual(filed.exitCode, 0, filed.stderr)
        let id = try XCTUnwrap(filed.jsonNode["request"]["id"].int)
        // As a run of an older version that lost the race for the id file would have left it.
        let idFile = runner.home.appendingPathComponent("state/buerger/device-id")
        try Data("buerger-0123456789abcdef0123456789abcdef\n".utf8).write(to: idFile)

        let listed = try buerger("requests", "--json")
        XCTAssertEqual(
            listed.jsonNode["requests"].array.compactMap { $0["id"].int }, [id], listed.stdout + listed.stderr)
        let status = try buerger("status", String(id), "--json")
        XCTAssertEqual(status.exitCode, 0, status.stderr)
        let cancelled = try buerger("cancel", String(id), "--yes", "--json")
        XCTAssertEqual(cancelled.exitCode, 0, cancelled.stderr)
        XCTAssertEqual(cancelled.jsonNode["request"]["status"].string, "cancelled", cancelled.stdout)
    }

    func testTheSameBatchFileRunTwiceAtOnceFilesEachRowOnce() throws {
        let runner = try commandRunner()
        XCTAssertEqual(try buerger("lines").exitCode, 0)
        let file = runner.home.appendingPathComponent("fahrten.csv")
        let rows = (0..<8).map { "Kirche,10:\(10 + 5 * $0),1,Person \($0),Hauptstr. \($0)" }
        try Data((["stop,time,persons,name,address"] + rows).joined(separator: "\n").utf8).write(to: file)
        let before = try storedRequests().count
        let batch = ["request-stop", "--now", Self.now, "--from-file", file.path, "--json"]
        let runs = try SimultaneousRuns(runner: runner).run(Array(repeating: batch, count: 4))
        for run in runs { XCTAssertEqual(run.exitCode, 0, run.stderr) }
        XCTAssertEqual(try storedRequests().count - before, 8, "eight rows, eight requests, however many runs")
    }
}
