@testable import BuergerCLI
import XCTest

final class CommandLineParserTests: XCTestCase {
    private let stops = CommandSpec(
        name: "stops", abstract: LocalizedText("Stops.", de: "Haltestellen."), usage: "[SEARCH]",
        arguments: [ArgumentSpec("search", help: LocalizedText("s", de: "s"), optional: true)],
        options: [OptionSpec("near", value: "lat,lon", help: LocalizedText("n", de: "n")),
                  OptionSpec("limit", short: "n", value: "n", help: LocalizedText("l", de: "l"))],
        examples: [])
    private let stop = CommandSpec(
        name: "stop", abstract: LocalizedText("Stop.", de: "Haltestelle."), usage: "STOP",
        arguments: [ArgumentSpec("stop", help: LocalizedText("s", de: "s"))],
        options: [OptionSpec("all", help: LocalizedText("a", de: "a"))], examples: [])
    private let config = CommandSpec(
        name: "config", abstract: LocalizedText("Config.", de: "Konfiguration."), usage: "[ACTION]",
        arguments: [ArgumentSpec("action", help: LocalizedText("a", de: "a"), optional: true, variadic: true)],
        examples: [])

    private var parser: CommandLineParser {
        CommandLineParser(globalOptions: GlobalOptions.specs, commands: [stops, stop, config, CommandTable.helpSpec])
    }

    private func parsed(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> ParsedCommandLine? {
        switch parser.parse(arguments) {
        case .success(let result): return result
        case .failure(let error):
            XCTFail("unexpected \(error)", file: file, line: line)
            return nil
        }
    }

    private func problem(_ arguments: [String]) -> UsageError? {
        if case .failure(let error) = parser.parse(arguments) { return error }
        return nil
    }

    private func run(_ arguments: [String]) -> (name: String, arguments: [String], options: OptionValues)? {
        guard case .run(let spec, let positionals, let options)? = parsed(arguments)?.action else { return nil }
        return (spec.name, positionals, options)
    }

    func testSubcommandWithArgumentAndSeparateValue() {
        let result = run(["stops", "sud", "--limit", "3"])
        XCTAssertEqual(result?.name, "stops")
        XCTAssertEqual(result?.arguments, ["sud"])
        XCTAssertEqual(result?.options.value("limit"), "3")
    }

    func testInlineValueWithEquals() {
        XCTAssertEqual(run(["stops", "--near=49.2,7.6"])?.options.value("near"), "49.2,7.6")
        XCTAssertEqual(run(["stops", "--near=a=b"])?.options.value("near"), "a=b")
    }

    func testOptionsBeforeAndAfterArguments() {
        XCTAssertEqual(run(["stops", "--limit", "2", "sud"])?.arguments, ["sud"])
        XCTAssertEqual(run(["stops", "sud", "--limit", "2"])?.arguments, ["sud"])
    }

    func testGlobalOptionsBeforeAndAfterCommand() {
        XCTAssertTrue(parsed(["--json", "stops"])?.globals.isSet("json") ?? false)
        XCTAssertTrue(parsed(["stops", "--json"])?.globals.isSet("json") ?? false)
        XCTAssertEqual(parsed(["--server", "http://x/services/rest", "stops"])?.globals.value("server"),
                       "http://x/services/rest")
    }

    func testShortFlagsGroupedAndShortValue() {
        let globals = parsed(["stops", "-qv"])?.globals
        XCTAssertTrue(globals?.isSet("quiet") ?? false)
        XCTAssertTrue(globals?.isSet("verbose") ?? false)
        XCTAssertEqual(run(["stops", "-n", "4"])?.options.value("limit"), "4")
        XCTAssertEqual(run(["stops", "-n4"])?.options.value("limit"), "4")
    }

    func testDoubleDashEndsOptions() {
        XCTAssertEqual(run(["stop", "--", "--json"])?.arguments, ["--json"])
        XCTAssertFalse(parsed(["stop", "--", "--json"])?.globals.isSet("json") ?? true)
    }

    func testNegativeNumbersAreValuesNotOptions() {
        XCTAssertEqual(run(["stops", "--near", "-49.2,7.6"])?.options.value("near"), "-49.2,7.6")
        XCTAssertEqual(run(["stop", "-5"])?.arguments, ["-5"])
    }

    func testLaterOccurrenceWins() {
        XCTAssertEqual(run(["stops", "--limit", "2", "--limit=5"])?.options.value("limit"), "5")
    }

    func testHelpForms() {
        XCTAssertEqual(parsed(["help", "stop"])?.action, .help(stop))
        XCTAssertEqual(parsed(["stop", "--help"])?.action, .help(stop))
        XCTAssertEqual(parsed(["stop", "-h"])?.action, .help(stop))
        XCTAssertEqual(parsed(["help"])?.action, .help(nil))
        XCTAssertEqual(parsed([])?.action, .help(nil))
        XCTAssertEqual(parsed(["--help"])?.action, .help(nil))
    }

    func testHelpWinsOverOtherProblems() {
        XCTAssertEqual(parsed(["stop", "--bogus", "--help"])?.action, .help(stop))
        XCTAssertEqual(parsed(["stop", "--help"])?.action, .help(stop), "missing STOP does not matter for help")
    }

    func testVersion() {
        XCTAssertEqual(parsed(["--version"])?.action, .version)
        XCTAssertEqual(parsed(["stops", "--version"])?.action, .version)
    }

    func testUnknownCommandSuggestsClosest() {
        XCTAssertEqual(problem(["stpos"]), UsageError(.unknownCommand("stpos", suggestion: "stops")))
        XCTAssertEqual(problem(["xylophone"]), UsageError(.unknownCommand("xylophone", suggestion: nil)))
    }

    func testHelpForUnknownCommandSuggests() {
        XCTAssertEqual(problem(["help", "confg"]),
                       UsageError(.unknownCommand("confg", suggestion: "config"), command: "help"))
    }

    func testUnknownLongOptionSuggestsAmongCommandAndGlobalOptions() {
        XCTAssertEqual(problem(["stops", "--nera", "1,2"]),
                       UsageError(.unknownOption("--nera", suggestion: "--near"), command: "stops"))
        XCTAssertEqual(problem(["stops", "--jsn"]),
                       UsageError(.unknownOption("--jsn", suggestion: "--json"), command: "stops"))
        XCTAssertEqual(problem(["stops", "--completely-different"]),
                       UsageError(.unknownOption("--completely-different", suggestion: nil), command: "stops"))
    }

    func testUnknownShortFlagGetsNoSuggestion() {
        XCTAssertEqual(problem(["stops", "-x"]), UsageError(.unknownOption("-x", suggestion: nil), command: "stops"))
    }

    func testCommandOptionIsUnknownForAnotherCommand() {
        // `--near` belongs to `stops`; for `stop` the closest known option is the global `--now`.
        XCTAssertEqual(problem(["stop", "1", "--near", "1,2"]),
                       UsageError(.unknownOption("--near", suggestion: "--now"), command: "stop"))
    }

    func testMissingValue() {
        XCTAssertEqual(problem(["stops", "--limit"]), UsageError(.missingValue(option: "--limit <n>"), command: "stops"))
        XCTAssertEqual(problem(["stops", "--limit", "--json"]),
                       UsageError(.missingValue(option: "--limit <n>"), command: "stops"))
    }

    func testFlagWithValue() {
        XCTAssertEqual(problem(["stop", "1", "--all=yes"]),
                       UsageError(.flagTakesNoValue(option: "--all", value: "yes"), command: "stop"))
    }

    func testMissingAndUnexpectedArguments() {
        XCTAssertEqual(problem(["stop"]), UsageError(.missingArgument("<stop>"), command: "stop"))
        XCTAssertEqual(problem(["stop", "1", "2", "3"]), UsageError(.unexpectedArguments(["2", "3"]), command: "stop"))
    }

    func testVariadicArgumentTakesTheRest() {
        XCTAssertEqual(run(["config", "alias", "zuhause", "Kirche"])?.arguments, ["alias", "zuhause", "Kirche"])
    }

    func testMissingCommandWhenOnlyOptions() {
        XCTAssertEqual(problem(["--json"]), UsageError(.missingCommand))
    }

    func testEditDistance() {
        XCTAssertEqual(Suggestion.editDistance("kitten", "sitting"), 3)
        XCTAssertEqual(Suggestion.editDistance("", "abc"), 3)
        XCTAssertEqual(Suggestion.editDistance("same", "same"), 0)
        XCTAssertNil(Suggestion.closest(to: "abcdefgh", among: ["stops"]))
    }
}
