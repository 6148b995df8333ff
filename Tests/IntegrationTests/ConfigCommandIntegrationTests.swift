import XCTest

/// `buerger config`: the settings file under XDG_CONFIG_HOME, shown, read, written and removed.
final class ConfigCommandIntegrationTests: XCTestCase {
    private var runner: CommandRunner?

    override func tearDown() {
        runner?.removeFiles()
        super.tearDown()
    }

    private func buerger(_ arguments: String..., environment: [String: String] = [:]) throws -> CommandResult {
        let current = try runner ?? CommandRunner(server: nil)
        runner = current
        return try current.run(arguments, extraEnvironment: environment)
    }

    func testSetGetUnsetRoundTrip() throws {
        XCTAssertEqual(try buerger("config", "set", "server", "http://bus.example:8080/services/rest").exitCode, 0)
        let got = try buerger("config", "get", "server")
        XCTAssertEqual(got.exitCode, 0, got.stderr)
        XCTAssertEqual(got.stdout, "http://bus.example:8080/services/rest\n")
        let shown = try buerger("config", "--json")
        assertCleanJSON(shown)
        XCTAssertEqual(shown.jsonNode["settings"]["server"]["value"].string, "http://bus.example:8080/services/rest")
        XCTAssertEqual(try buerger("config", "unset", "server").exitCode, 0)
        let after = try buerger("config", "get", "server")
        XCTAssertNotEqual(after.stdout, got.stdout)
    }

    func testEnvironmentBeatsTheFileAndTheOptionBeatsBoth() throws {
        XCTAssertEqual(try buerger("config", "set", "server", "http://file.example/services/rest").exitCode, 0)
        let environment = try buerger(
            "config", "get", "server", environment: ["BUERGER_SERVER": "http://env.example/services/rest"])
        XCTAssertEqual(environment.stdout, "http://env.example/services/rest\n")
        let option = try buerger(
            "config", "get", "server", "--server", "http://option.example/services/rest",
            environment: ["BUERGER_SERVER": "http://env.example/services/rest"])
        XCTAssertEqual(option.stdout, "http://option.example/services/rest\n")
    }

    func testShowListsEverySettingInEachMode() throws {
        let human = try buerger("config")
        XCTAssertEqual(human.exitCode, 0, human.stderr)
        for key in ["server", "lang", "timezone", "name", "address", "freshness", "timeout"] {
            XCTAssertTrue(human.stdout.contains(key), "lacks \(key): \(human.stdout)")
        }
        let plain = try buerger("config", "--plain")
        XCTAssertEqual(plain.exitCode, 0)
        XCTAssertTrue(plain.stdout.split(separator: "\n").allSatisfy { $0.contains("\t") }, plain.stdout)
        let json = try buerger("config", "--json")
        assertCleanJSON(json)
        XCTAssertEqual(json.jsonNode["settings"]["freshness"]["value"].string, "60")
        XCTAssertTrue(json.jsonNode["settings"]["name"]["value"].isNull)
    }

    func testAliasAndUnalias() throws {
        // No server answers, so the alias keeps the text as typed (with a server it keeps the stop id).
        XCTAssertEqual(
            try buerger("config", "alias", "zuhause", "Uni Süd", "--server", "http://127.0.0.1:1/services/rest")
                .exitCode, 0)
        let json = try buerger("config", "--json")
        XCTAssertEqual(json.jsonNode["aliases"]["zuhause"].string, "Uni Süd", json.stdout)
        XCTAssertEqual(try buerger("config", "unalias", "zuhause").exitCode, 0)
        XCTAssertNil(try buerger("config", "--json").jsonNode["aliases"]["zuhause"].value)
        assertFailure(try buerger("config", "unalias", "zuhause"), exitCode: 2, stderrContains: "zuhause")
    }

    func testPathNamesTheXDGFolders() throws {
        let result = try buerger("config", "path")
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let home = try XCTUnwrap(runner).home.path
        XCTAssertTrue(result.stdout.contains(home + "/config/buerger"), result.stdout)
        XCTAssertTrue(result.stdout.contains(home + "/cache/buerger"), result.stdout)
    }

    func testSettingsChangeTheCommandsLanguage() throws {
        XCTAssertEqual(try buerger("config", "set", "lang", "de").exitCode, 0)
        let result = try buerger("stpo")
        XCTAssertTrue(result.stderr.contains("Meinten Sie 'stop'?"), result.stderr)
    }

    func testBadKeyOrValueIsAUsageError() throws {
        assertFailure(try buerger("config", "get", "sever"), exitCode: 2, stderrContains: "server")
        assertFailure(try buerger("config", "set", "lang", "fr"), exitCode: 2)
        assertFailure(try buerger("config", "set", "freshness", "-1"), exitCode: 2)
        assertFailure(try buerger("config", "frobnicate"), exitCode: 2)
    }

    func testABrokenConfigFileIsReportedAndConfigCanStillMendIt() throws {
        let current = try runner ?? CommandRunner(server: "http://127.0.0.1:1/services/rest")
        runner = current
        let folder = current.home.appendingPathComponent("config/buerger")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{not json".utf8).write(to: folder.appendingPathComponent("config.json"))
        let broken = try current.run(["lines"])
        XCTAssertNotEqual(broken.exitCode, 0)
        XCTAssertEqual(broken.stdout, "")
        XCTAssertTrue(broken.stderr.contains("config.json"), broken.stderr)
        XCTAssertEqual(try current.run(["config", "set", "lang", "en"]).exitCode, 0, "config mends the file")
    }
}
