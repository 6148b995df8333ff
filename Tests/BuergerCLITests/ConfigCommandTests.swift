import Foundation
import XCTest

final class ConfigCommandTests: XCTestCase {
    /// XCTest makes a fresh instance, and so a fresh home folder, for every test method.
    private let harness = BuergerHarness()

    func testSetGetUnset() {
        XCTAssertEqual(harness.run(["config", "set", "lang", "de"]).code, 0)
        XCTAssertEqual(harness.run(["config", "get", "lang"]).out, "de\n")
        XCTAssertTrue(
            harness.run(["stop", "1", "--limit", "1"]).out.contains("Plätzen frei"), "the saved language is used")
        XCTAssertEqual(harness.run(["config", "unset", "lang"]).code, 0)
        XCTAssertEqual(harness.run(["config", "get", "lang"]).out, "en\n", "back to the locale (C.UTF-8)")
    }

    func testSetRejectsBadValuesWithUsageExit() {
        XCTAssertEqual(harness.run(["config", "set", "lang", "fr"]).code, 2)
        XCTAssertEqual(harness.run(["config", "set", "timezone", "Mars/Olympus"]).code, 2)
        XCTAssertEqual(harness.run(["config", "set", "timeout", "-1"]).code, 2)
        XCTAssertEqual(harness.run(["config", "set", "server", "not a url"]).code, 2)
        let typo = harness.run(["config", "set", "nmae", "Emma"])
        XCTAssertEqual(typo.code, 2)
        XCTAssertTrue(typo.err.contains("'name'"), typo.err)
        XCTAssertEqual(harness.run(["config", "sett", "name", "x"]).code, 2)
        XCTAssertEqual(harness.run(["config", "set", "name"]).code, 2)
    }

    func testGetOfUnsetValueFailsWithANote() {
        let result = harness.run(["config", "get", "name"])
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.out, "")
        XCTAssertTrue(result.err.contains("not set"))
    }

    func testShowListsSourcesInJSON() throws {
        _ = harness.run(["config", "set", "name", "Emma Meier"])
        let json = harness.json(["config", "--json", "--server", "http://other.test/services/rest"])
        let settings = try XCTUnwrap(json["settings"] as? [String: [String: Any]])
        XCTAssertEqual(settings["server"]?["source"] as? String, "option")
        XCTAssertEqual(settings["name"]?["value"] as? String, "Emma Meier")
        XCTAssertEqual(settings["name"]?["source"] as? String, "config")
        XCTAssertTrue(settings["address"]?["value"] is NSNull)
        // TZ is set in the harness, but the timetable's zone is the bus's own unless saved.
        XCTAssertEqual(settings["timezone"]?["source"] as? String, "default")
        XCTAssertEqual(settings["timezone"]?["value"] as? String, "Europe/Berlin")
    }

    func testAliasSavesTheStopIdAndResolves() {
        let saved = harness.run(["config", "alias", "zuhause", "kirche"])
        XCTAssertEqual(saved.code, 0, saved.err)
        XCTAssertTrue(saved.err.contains("Kirche (1)"), saved.err)
        XCTAssertEqual(
            harness.run(["stop", "@zuhause", "--plain", "--limit", "1"]).out,
            harness.run(["stop", "1", "--plain", "--limit", "1"]).out)
        XCTAssertTrue(harness.run(["config", "--plain"]).out.contains("@zuhause\t1\tconfig"))
        XCTAssertEqual(harness.run(["config", "unalias", "@zuhause"]).code, 0)
        XCTAssertEqual(harness.run(["stop", "@zuhause"]).code, 2)
        XCTAssertEqual(harness.run(["config", "unalias", "zuhause"]).code, 2)
    }

    func testAliasOfUnknownStopIsNotFound() {
        XCTAssertEqual(harness.run(["config", "alias", "weg", "Nirgendwo"]).code, 3)
        XCTAssertEqual(harness.run(["config", "alias", "bad name", "1"]).code, 2)
    }

    func testPathFollowsXDG() {
        harness.variables["XDG_CONFIG_HOME"] = harness.home.appendingPathComponent("cfg").path
        let lines = harness.run(["config", "path", "--plain"]).out.split(separator: "\n")
        XCTAssertEqual(lines.first, "config\t\(harness.home.path)/cfg/buerger/config.json")
        XCTAssertEqual(lines.count, 3)
    }

    func testBrokenConfigFileStopsOtherCommandsButNotConfig() throws {
        let directory = harness.home.appendingPathComponent(".config/buerger")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("{not json".utf8).write(to: directory.appendingPathComponent("config.json"))
        XCTAssertEqual(harness.run(["stops"]).code, 1)
        XCTAssertEqual(harness.run(["config", "set", "lang", "de"]).code, 0)
        XCTAssertEqual(harness.run(["stops"]).code, 0)
    }
}
