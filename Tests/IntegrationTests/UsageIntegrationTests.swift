import XCTest

/// Help, version and usage errors: no server is needed and none is contacted.
final class UsageIntegrationTests: XCTestCase {
    private var runner: CommandRunner?

    override func tearDown() {
        runner?.removeFiles()
        super.tearDown()
    }

    /// Points at a port nobody listens on, so a command that wrongly contacts a server fails with 4.
    private func buerger(_ arguments: String...) throws -> CommandResult {
        let current = try runner ?? CommandRunner(server: "http://127.0.0.1:1/services/rest")
        runner = current
        return try current.run(arguments)
    }

    func testVersionPrintsNameAndSemanticVersion() throws {
        let result = try buerger("--version")
        XCTAssertEqual(result.exitCode, 0)
        XCTAssertNotNil(
            result.stdout.range(of: #"^buerger \d+\.\d+\.\d+\n$"#, options: .regularExpression), result.stdout)
        XCTAssertEqual(result.stderr, "")
    }

    func testHelpListsEveryCommandAndGlobalOption() throws {
        for arguments in [["help"], ["--help"], ["-h"]] {
            let result = try XCTUnwrap(runner ?? CommandRunner(server: nil)).run(arguments)
            XCTAssertEqual(result.exitCode, 0, "\(arguments)")
            for word in [
                "stops", "stop", "bus", "lines", "config", "--json", "--plain", "--lang", "--now", "--offline",
                "--refresh", "--server",
            ] {
                XCTAssertTrue(result.stdout.contains(word), "\(arguments) lacks \(word)")
            }
        }
    }

    func testHelpForEachCommandHasUsageAndExamples() throws {
        for command in ["stops", "stop", "bus", "lines", "config"] {
            let viaHelp = try buerger("help", command)
            XCTAssertEqual(viaHelp.exitCode, 0)
            XCTAssertTrue(viaHelp.stdout.contains("USAGE: buerger \(command)"), viaHelp.stdout)
            XCTAssertTrue(viaHelp.stdout.contains("$ buerger \(command)"), "an example: \(viaHelp.stdout)")
            let viaOption = try buerger(command, "--help")
            XCTAssertEqual(viaOption.stdout, viaHelp.stdout)
        }
        let german = try buerger("help", "stop", "--lang", "de")
        XCTAssertTrue(german.stdout.contains("Abfahrten"), german.stdout)
    }

    func testTyposGetDidYouMeanOnStderrWithExitTwo() throws {
        assertFailure(try buerger("stpos"), exitCode: 2, stderrContains: "Did you mean 'stops'?")
        assertFailure(try buerger("lnes"), exitCode: 2, stderrContains: "Did you mean 'lines'?")
        assertFailure(try buerger("stops", "--limt", "3"), exitCode: 2, stderrContains: "Did you mean '--limit'?")
        assertFailure(try buerger("help", "buss"), exitCode: 2, stderrContains: "'bus'")
    }

    /// A swapped pair of letters is one edit (optimal string alignment), so `stpo` is `stop`, not `stops`.
    func testTranspositionSuggestsTheCommandWithTheSwappedLetters() throws {
        assertFailure(try buerger("stpo"), exitCode: 2, stderrContains: "Did you mean 'stop'?")
        assertFailure(try buerger("bsu", "1"), exitCode: 2, stderrContains: "Did you mean 'bus'?")
        assertFailure(try buerger("lienS"), exitCode: 2, stderrContains: "Did you mean 'lines'?")
    }

    func testMalformedArgumentsAreUsageErrors() throws {
        assertFailure(try buerger("stops", "--limit", "abc"), exitCode: 2, stderrContains: "--limit")
        assertFailure(try buerger("stops", "--limit", "0"), exitCode: 2)
        assertFailure(try buerger("stops", "--near", "100,200"), exitCode: 2)
        assertFailure(try buerger("stops", "--near", "49.2"), exitCode: 2)
        assertFailure(try buerger("stop"), exitCode: 2, stderrContains: "<stop>")
        assertFailure(try buerger("bus", "1", "2"), exitCode: 2, stderrContains: "Unexpected argument '2'.")
        assertFailure(try buerger("bus"), exitCode: 2)
        // --json was asked for: the error object on stdout, though --plain was too.
        assertFailure(try buerger("stops", "--json", "--plain"), exitCode: 2, json: true)
        assertFailure(try buerger("stops", "--offline", "--refresh"), exitCode: 2)
        assertFailure(try buerger("stops", "--lang", "fr"), exitCode: 2)
        assertFailure(try buerger("stops", "--now", "gestern"), exitCode: 2, stderrContains: "--now")
        assertFailure(try buerger("stops", "-x"), exitCode: 2)
    }

    func testUsageErrorsAreGermanWithLangDe() throws {
        assertFailure(try buerger("stpos", "--lang", "de"), exitCode: 2, stderrContains: "Meinten Sie 'stops'?")
    }

    func testDoubleDashEndsOptions() throws {
        // `--` makes "--json" a search word; no server answers, so the run fails with 4, not 2.
        let result = try buerger("stops", "--", "--json")
        XCTAssertEqual(result.exitCode, 4, result.stderr)
    }
}
