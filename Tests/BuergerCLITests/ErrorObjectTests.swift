import CitizenClient
import Foundation
import XCTest

@testable import BuergerCLI

/// Issue 23 §1: under `--json` every failure is one object on stdout, `{"error": {code, message,
/// suggestion, candidates}}`, beside the unchanged text on stderr and the unchanged exit code.
final class ErrorObjectTests: XCTestCase {
    private func error(_ result: RunResult, file: StaticString = #filePath, line: UInt = #line) -> [String: Any] {
        XCTAssertEqual(result.out.filter { $0 == "\n" }.count, 1, "one line: \(result.out)", file: file, line: line)
        let object = try? JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
        XCTAssertEqual(object?.keys.sorted(), ["error"], result.out, file: file, line: line)
        let inner = object?["error"] as? [String: Any] ?? [:]
        XCTAssertEqual(inner.keys.sorted(), ["candidates", "code", "message", "suggestion"], file: file, line: line)
        return inner
    }

    func testAStopThatIsNotFoundIsAnObjectOnStdoutAndTheSameTextOnStderr() {
        let harness = BuergerHarness()
        let plain = harness.run(["stop", "Nirgendwo"])
        let json = harness.run(["stop", "Nirgendwo", "--json"])
        XCTAssertEqual(plain.out, "", "without --json stdout stays empty")
        XCTAssertEqual(json.err, plain.err, "stderr as without --json")
        XCTAssertEqual(json.code, plain.code)
        XCTAssertEqual(json.code, ExitStatus.notFound.rawValue)
        let object = error(json)
        XCTAssertEqual(object["code"] as? String, "stop-not-found")
        XCTAssertEqual(object["message"] as? String, "No stop matches 'Nirgendwo'.")
        XCTAssertEqual(object["suggestion"] as? String, "List all stops with 'buerger stops'.")
        XCTAssertEqual((object["candidates"] as? [Any])?.count, 0)
        let german = error(harness.run(["stop", "Nirgendwo", "--json", "--lang", "de"]))
        XCTAssertEqual(german["code"] as? String, "stop-not-found", "the code stays English")
        XCTAssertTrue((german["message"] as? String)?.contains("Keine Haltestelle") == true, "\(german)")
    }

    func testAnAmbiguousStopListsItsCandidates() throws {
        let result = BuergerHarness().run(["stop", "Uni", "--json"])
        XCTAssertEqual(result.code, ExitStatus.usage.rawValue, result.err)
        let object = error(result)
        XCTAssertEqual(object["code"] as? String, "ambiguous-stop")
        let candidates = try XCTUnwrap(object["candidates"] as? [[String: Any]])
        XCTAssertGreaterThan(candidates.count, 1, "\(object)")
        XCTAssertTrue(candidates.allSatisfy { $0["id"] is Int && ($0["name"] as? String)?.hasPrefix("Uni") == true })
    }

    func testUsageErrorsCarryTheirProblemAsCode() {
        let harness = BuergerHarness()
        for (arguments, code) in [
            (["stops", "--frob", "--json"], "unknown-option"), (["stopz", "--json"], "unknown-command"),
            (["--json"], "missing-command"), (["stops", "--json", "--plain"], "mutually-exclusive"),
            (["stops", "--limit", "0", "--json"], "invalid-value"),
        ] {
            let result = harness.run(arguments)
            XCTAssertEqual(result.code, ExitStatus.usage.rawValue, "\(arguments)")
            XCTAssertEqual(error(result)["code"] as? String, code, "\(arguments)")
            XCTAssertTrue(result.err.hasPrefix("buerger: "), result.err)
        }
    }

    /// A single request that fails carries the code a batch row with the same problem carries.
    func testASingleRequestCarriesTheCodeOfTheSameBatchRow() throws {
        let harness = RequestHarness()
        let single = harness.run(["request-stop", "--stop", "Kirche", "--time", "08:15", "--json", "--yes"])
        XCTAssertEqual(single.code, ExitStatus.usage.rawValue, single.err)
        let url = harness.home.appendingPathComponent("rows.csv")
        try Data("time;persons;name;address;stop\n08:15;1;Karl;Weg 1;Kirche\n".utf8).write(to: url)
        let batch = harness.run(["request-stop", "--from-file", url.path, "--json"])
        let row = try? JSONSerialization.jsonObject(with: Data(batch.out.utf8)) as? [String: Any]
        let code = try XCTUnwrap(row?["errorCode"] as? String, batch.out)
        XCTAssertEqual(error(single)["code"] as? String, code)
        XCTAssertTrue(harness.server.posts.isEmpty)
    }

    /// An undecided line offers its lines as candidates, with their distance from the place.
    func testAnUndecidedLineOffersItsChoices() throws {
        let problem = RequestProblem.lineUndecided(
            choices: [
                LineChoice(id: 1, name: "Pirmasens", distanceMeters: 12.4),
                LineChoice(id: 2, name: "Uni", distanceMeters: nil),
            ], reason: .severalLinesAtStop)
        for error in [problem, CommandFailure(telling: problem, status: .usage)] as [Error] {
            let object = DiagnosticPrinter.object(error, message: "m", suggestion: nil).serialized()
            XCTAssertEqual(
                object,
                #"{"error":{"code":"line-undecided","message":"m","suggestion":null,"candidates":["#
                    + #"{"id":1,"name":"Pirmasens","distanceMeters":12},{"id":2,"name":"Uni","distanceMeters":null}]}}"#
            )
        }
    }

    /// An error no one worded is still an object with a code, not a missing one.
    func testAnUnexpectedErrorHasItsOwnCode() {
        struct Strange: Error {}
        XCTAssertEqual(ErrorCode.of(Strange()), "unexpected")
    }
}
