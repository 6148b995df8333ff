import XCTest

@testable import BuergerbusSimulator

final class SimCommandLineTests: XCTestCase {
    func testDefaults() throws {
        XCTAssertEqual(try SimCommandLine.parse([]), .run(SimOptions()))
        XCTAssertEqual(SimOptions().data, .demo)
        XCTAssertEqual(SimOptions().port, 8080)
    }

    func testEveryOption() throws {
        var expected = SimOptions()
        expected.host = "0.0.0.0"
        expected.port = 0
        expected.data = .file("net.json")
        expected.speed = 60
        expected.start = "08:55"
        expected.seed = 42
        expected.faults = "500:rate=0.1"
        expected.stateFile = "s.json"
        expected.quiet = true
        expected.fleet = false
        expected.drivers = DriverBehaviour(decideAfter: 5, acceptRate: 1, noShowRate: 0, pickupHabit: .early)
        let parsed = try SimCommandLine.parse([
            "--host", "0.0.0.0", "--port=0", "--data", "net.json", "--speed", "60",
            "--start", "08:55", "--seed", "42", "--faults", "500:rate=0.1",
            "--state", "s.json", "--quiet", "--no-fleet", "--decide-after", "5",
            "--accept-rate", "1", "--no-show-rate=0", "--pickup-habit", "early",
        ])
        XCTAssertEqual(parsed, .run(expected))
        guard case .run(let original) = try SimCommandLine.parse(["--data", "original"]) else { return XCTFail() }
        XCTAssertEqual(original.data, .original)
        XCTAssertFalse(original.runsFleet)
        XCTAssertTrue(SimOptions().runsFleet)
    }

    func testHelpAndVersion() throws {
        XCTAssertEqual(try SimCommandLine.parse(["--port", "1", "--help"]), .help)
        XCTAssertEqual(try SimCommandLine.parse(["--version"]), .version)
        XCTAssertTrue(SimCommandLine.helpText.contains("--faults <spec>"))
    }

    func testMistakesNameTheOption() {
        let cases: [([String], String)] = [
            (["--port", "70000"], "'--port'"), (["--port"], "'--port' needs a value"),
            (["--speed", "-1"], "'--speed'"),
            (["--seed", "x"], "'--seed'"), (["--faults", "teapot"], "'--faults'"), (["--colour"], "'--colour'"),
            (["serve"], "'serve'"), (["--quiet=yes"], "'--quiet' takes no value"),
            (["--accept-rate", "2"], "'--accept-rate' must be a number from 0.0 to 1.0"),
            (["--pickup-habit", "late"], "'--pickup-habit' must be on-time or early, not 'late'"),
        ]
        for (arguments, fragment) in cases {
            XCTAssertThrowsError(try SimCommandLine.parse(arguments), "\(arguments)") { error in
                XCTAssertTrue(String(describing: error).contains(fragment), "\(error)")
            }
        }
    }

    func testStartTimes() throws {
        let berlin = try XCTUnwrap(TimeZone(identifier: "Europe/Berlin"))
        let reference = Date(timeIntervalSince1970: 1_469_088_000) // 2016-07-21 10:00 CEST
        XCTAssertEqual(
            SimTimeParsing.parse("08:55", relativeTo: reference, timeZone: berlin),
            Date(timeIntervalSince1970: 1_469_084_100))
        XCTAssertEqual(
            SimTimeParsing.parse("2016-07-21T08:55:00Z", relativeTo: reference, timeZone: berlin),
            Date(timeIntervalSince1970: 1_469_091_300))
        XCTAssertEqual(
            SimTimeParsing.parse("2016-07-21T10:55", relativeTo: reference, timeZone: berlin),
            Date(timeIntervalSince1970: 1_469_091_300))
        XCTAssertNil(SimTimeParsing.parse("25:00", relativeTo: reference, timeZone: berlin))
        XCTAssertNil(SimTimeParsing.parse("soon", relativeTo: reference, timeZone: berlin))
    }

    /// The usage line names every option the OPTIONS list explains (it left out four, a new user saw).
    func testTheUsageLineNamesEveryOptionExceptHelpAndVersion() {
        let text = SimCommandLine.helpText
        guard let usageStart = text.range(of: "USAGE:"), let optionsStart = text.range(of: "OPTIONS:") else {
            return XCTFail("no USAGE or OPTIONS in the help")
        }
        let usage = String(text[usageStart.upperBound..<optionsStart.lowerBound])
        let listed = text[optionsStart.upperBound...].split(separator: "\n")
            .filter { $0.hasPrefix("  --") }
            .flatMap { line in
                line.split(separator: " ").filter { $0.hasPrefix("--") }.map {
                    String($0.trimmingCharacters(in: .punctuationCharacters.subtracting(["-"])))
                }
            }
            .filter { $0 != "--help" && $0 != "--version" }
        XCTAssertGreaterThan(listed.count, 10)
        for option in listed { XCTAssertTrue(usage.contains(option), option) }
    }
}
