import XCTest

@testable import BuergerCLI

final class CommandLineParserTests: XCTestCase {
    private static let near = OptionSpec("near", value: "lat,lon", help: LocalizedText("n", de: "n"))
    private static let limit = OptionSpec("limit", short: "n", value: "n", help: LocalizedText("l", de: "l"))
    private let stops = CommandSpec(
        name: "stops", abstract: LocalizedText("Stops.", de: "Haltestellen."),
        arguments: [ArgumentSpec("search", help: LocalizedText("s", de: "s"), optional: true)],
        options: [near, limit], examples: [])
    private let stop = CommandSpec(
        name: "stop", abstract: LocalizedText("Stop.", de: "Haltestelle."),
        arguments: [ArgumentSpec("stop", help: LocalizedText("s", de: "s"))],
        options: [OptionSpec("all", help: LocalizedText("a", de: "a"))], examples: [])
    private static let set = SubcommandSpec("set", arguments: [ArgumentSpec("key"), ArgumentSpec("value")])
    private static let hidden = SubcommandSpec(
        "hidden", arguments: [ArgumentSpec("words", optional: true, variadic: true)],
        listed: false)
    private let config = CommandSpec(
        name: "config", abstract: LocalizedText("Config.", de: "Konfiguration."),
        arguments: [ArgumentSpec("action", help: LocalizedText("a", de: "a"), optional: true, variadic: true)],
        subcommands: Subcommands([SubcommandSpec("path"), set, hidden], optional: true), examples: [])
    private let watch = CommandSpec(
        name: "watch", abstract: LocalizedText("Watch.", de: "Beobachten."),
        arguments: [
            ArgumentSpec("what", help: LocalizedText("w", de: "w")),
            ArgumentSpec("target", help: LocalizedText("t", de: "t")),
        ],
        subcommands: Subcommands(
            [SubcommandSpec("stop", arguments: [ArgumentSpec("stop")])],
            unknownWord: .invalidValue(reason: LocalizedText("expected 'stop'", de: "'stop'"))),
        examples: [])

    private var parser: CommandLineParser {
        CommandLineParser(
            globalOptions: GlobalOptions.specs, commands: [stops, stop, config, watch, CommandTable.helpSpec])
    }

    private func parsed(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> ParsedCommandLine?
    {
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
        guard case .run(let spec, _, let positionals, let options)? = parsed(arguments)?.action else { return nil }
        return (spec.name, positionals, options)
    }

    func testSubcommandWithArgumentAndSeparateValue() {
        let result = run(["stops", "sud", "--limit", "3"])
        XCTAssertEqual(result?.name, "stops")
        XCTAssertEqual(result?.arguments, ["sud"])
        XCTAssertEqual(result?.options.value(Self.limit), "3")
    }

    func testInlineValueWithEquals() {
        XCTAssertEqual(run(["stops", "--near=49.2,7.6"])?.options.value(Self.near), "49.2,7.6")
        XCTAssertEqual(run(["stops", "--near=a=b"])?.options.value(Self.near), "a=b")
    }

    func testOptionsBeforeAndAfterArguments() {
        XCTAssertEqual(run(["stops", "--limit", "2", "sud"])?.arguments, ["sud"])
        XCTAssertEqual(run(["stops", "sud", "--limit", "2"])?.arguments, ["sud"])
    }

    func testGlobalOptionsBeforeAndAfterCommand() {
        XCTAssertTrue(parsed(["--json", "stops"])?.globals.isSet(GlobalOption.json) ?? false)
        XCTAssertTrue(parsed(["stops", "--json"])?.globals.isSet(GlobalOption.json) ?? false)
        XCTAssertEqual(
            parsed(["--server", "http://x/services/rest", "stops"])?.globals.value(GlobalOption.server),
            "http://x/services/rest")
    }

    func testShortFlagsGroupedAndShortValue() {
        let globals = parsed(["stops", "-qv"])?.globals
        XCTAssertTrue(globals?.isSet(GlobalOption.quiet) ?? false)
        XCTAssertTrue(globals?.isSet(GlobalOption.verbose) ?? false)
        XCTAssertEqual(run(["stops", "-n", "4"])?.options.value(Self.limit), "4")
        XCTAssertEqual(run(["stops", "-n4"])?.options.value(Self.limit), "4")
    }

    func testDoubleDashEndsOptions() {
        XCTAssertEqual(run(["stop", "--", "--json"])?.arguments, ["--json"])
        XCTAssertFalse(parsed(["stop", "--", "--json"])?.globals.isSet(GlobalOption.json) ?? true)
    }

    func testNegativeNumbersAreValuesNotOptions() {
        XCTAssertEqual(run(["stops", "--near", "-49.2,7.6"])?.options.value(Self.near), "-49.2,7.6")
        XCTAssertEqual(run(["stop", "-5"])?.arguments, ["-5"])
    }

    func testLaterOccurrenceWins() {
        XCTAssertEqual(run(["stops", "--limit", "2", "--limit=5"])?.options.value(Self.limit), "5")
    }

    func testSubcommandIsPickedByItsWordAndTheArgumentsAfterIt() {
        guard case .run(_, let subcommand, let arguments, _)? = parsed(["config", "set", "lang", "de"])?.action else {
            return XCTFail("not a run")
        }
        XCTAssertEqual(subcommand, Self.set)
        XCTAssertEqual(arguments, ["lang", "de"])
        guard case .run(_, let none, let nothing, _)? = parsed(["config"])?.action else { return XCTFail("not a run") }
        XCTAssertNil(none, "config runs without a sub-command")
        XCTAssertEqual(nothing, [])
        guard case .run(_, let hidden, let words, _)? = parsed(["config", "hidden", "--", "a", "b"])?.action else {
            return XCTFail("not a run")
        }
        XCTAssertEqual(hidden, Self.hidden, "an unlisted word still works")
        XCTAssertEqual(words, ["a", "b"])
    }

    func testSubcommandArgumentsAreCountedForThatSubcommand() {
        XCTAssertEqual(problem(["config", "set", "lang"]), UsageError(.missingArgument("<value>"), command: "config"))
        XCTAssertEqual(problem(["config", "path", "x"]), UsageError(.unexpectedArguments(["x"]), command: "config"))
        XCTAssertEqual(
            problem(["watch", "stop"]), UsageError(.missingArgument("<target>"), command: "watch"),
            "the command's own arguments are counted first")
    }

    func testUnknownSubcommandWordIsAnsweredAsTheSpecSays() {
        XCTAssertEqual(
            problem(["config", "sett", "a", "b"]),
            UsageError(.unknownCommand("config sett", suggestion: "config set"), command: "config"))
        XCTAssertEqual(
            problem(["config", "hiddn"]),
            UsageError(.unknownCommand("config hiddn", suggestion: nil), command: "config"),
            "an unlisted word is never suggested")
        XCTAssertEqual(
            problem(["watch", "bsu", "1"]),
            UsageError(
                .invalidValue(
                    "bsu", for: "<what>", reason: LocalizedText("expected 'stop'", de: "'stop'")), command: "watch"))
    }

    func testParsedOptionsNoteReadsOfOptionsTheCommandDoesNotDeclare() {
        let options = run(["stops", "--limit", "2"])?.options
        XCTAssertEqual(options?.value(Self.limit), "2")
        XCTAssertEqual(options?.reads.undeclared, [])
        XCTAssertNil(options?.value(GlobalOption.json), "a global option is not one of the command's")
        XCTAssertFalse(options?.isSet(OptionSpec("limt", help: LocalizedText("", de: ""))) ?? true)
        XCTAssertEqual(options?.reads.undeclared, ["json", "limt"])
        XCTAssertEqual(options?.reads.names, ["limit", "json", "limt"])
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
        XCTAssertEqual(
            problem(["help", "confg"]),
            UsageError(.unknownCommand("confg", suggestion: "config"), command: "help"))
    }

    func testUnknownLongOptionSuggestsAmongCommandAndGlobalOptions() {
        XCTAssertEqual(
            problem(["stops", "--nera", "1,2"]),
            UsageError(.unknownOption("--nera", suggestion: "--near"), command: "stops"))
        XCTAssertEqual(
            problem(["stops", "--jsn"]),
            UsageError(.unknownOption("--jsn", suggestion: "--json"), command: "stops"))
        XCTAssertEqual(
            problem(["stops", "--completely-different"]),
            UsageError(.unknownOption("--completely-different", suggestion: nil), command: "stops"))
    }

    func testUnknownShortFlagGetsNoSuggestion() {
        XCTAssertEqual(problem(["stops", "-x"]), UsageError(.unknownOption("-x", suggestion: nil), command: "stops"))
    }

    func testCommandOptionIsUnknownForAnotherCommand() {
        // `--near` belongs to `stops`; for `stop` the closest known option is the global `--now`.
        XCTAssertEqual(
            problem(["stop", "1", "--near", "1,2"]),
            UsageError(.unknownOption("--near", suggestion: "--now"), command: "stop"))
    }

    func testMissingValue() {
        XCTAssertEqual(
            problem(["stops", "--limit"]), UsageError(.missingValue(option: "--limit <n>"), command: "stops"))
        XCTAssertEqual(
            problem(["stops", "--limit", "--json"]),
            UsageError(.missingValue(option: "--limit <n>"), command: "stops"))
    }

    func testFlagWithValue() {
        XCTAssertEqual(
            problem(["stop", "1", "--all=yes"]),
            UsageError(.flagTakesNoValue(option: "--all", value: "yes"), command: "stop"))
    }

    func testMissingAndUnexpectedArguments() {
        XCTAssertEqual(problem(["stop"]), UsageError(.missingArgument("<stop>"), command: "stop"))
        XCTAssertEqual(
            problem(["stop", "1", "2", "3"]), UsageError(.unexpectedArguments(["2", "3"]), command: "stop"))
    }

    /// Issue 24 §3: `buerger stop Weilerbach Rathaus` as people type it, without quotes, wherever a
    /// command takes one stop (the real commands' specs).
    func testAStopNameOfSeveralWordsNeedsNoQuotes() {
        let parser = CommandLineParser(
            globalOptions: GlobalOptions.specs, commands: CommandTable.commands.map(\.spec) + [CommandTable.helpSpec])
        func arguments(_ words: [String]) -> [String]? {
            guard case .success(let line) = parser.parse(words), case .run(_, _, let arguments, _) = line.action
            else { return nil }
            return arguments
        }
        XCTAssertEqual(arguments(["stop", "Weilerbach", "Rathaus", "--limit", "3"]), ["Weilerbach Rathaus"])
        XCTAssertEqual(arguments(["stops", "große", "gasse"]), ["große gasse"])
        XCTAssertEqual(arguments(["watch", "stop", "Weilerbach", "Rathaus"]), ["Weilerbach Rathaus"])
        XCTAssertEqual(
            arguments(["config", "alias", "zuhause", "Weilerbach", "Schulstraße"]),
            ["zuhause", "Weilerbach Schulstraße"])
        XCTAssertEqual(arguments(["stop", "Weilerbach Rathaus"]), ["Weilerbach Rathaus"], "quotes still work")
        guard case .failure(let error) = parser.parse(["bus", "1", "2"]) else { return XCTFail("one bus only") }
        XCTAssertEqual(error, UsageError(.unexpectedArguments(["2"]), command: "bus"))
    }

    func testVariadicArgumentTakesTheRest() {
        XCTAssertEqual(run(["config", "hidden", "zuhause", "Kirche"])?.arguments, ["zuhause", "Kirche"])
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
