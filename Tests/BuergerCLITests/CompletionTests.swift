import CitizenClient
import XCTest

@testable import BuergerCLI

/// `buerger completion`: the engine reads the command specs and the cache, the scripts hand it the words.
final class CompletionTests: XCTestCase {
    private let harness = BuergerHarness()

    private func engine(stops: [String] = ["Uni Süd", "Uni West", "Kirche"]) -> CompletionEngine {
        CompletionEngine(
            commands: CommandTableProbe.specs, globalOptions: GlobalOptions.specs,
            configKeys: ConfigKey.allCases.map(\.rawValue), language: .english,
            stopLookup: { prefix, _ in
                CompletionEngine.filter(
                    stops.map { CompletionCandidate($0) },
                    prefix: prefix)
            })
    }

    private func values(_ words: [String]) -> [String] {
        engine().candidates(for: words).map(\.value)
    }

    func testFirstWordOffersEveryCommandOfTheTable() {
        XCTAssertEqual(values([""]), CommandTableProbe.specs.map(\.name))
        XCTAssertEqual(values(["st"]), CommandTableProbe.specs.map(\.name).filter { $0.hasPrefix("st") })
    }

    func testOptionsAreThoseOfTheCommandAndTheGlobalOnes() {
        let options = values(["stop", "--"])
        XCTAssertTrue(options.contains("--limit") && options.contains("--all"), "\(options)")
        XCTAssertTrue(options.contains("--json") && options.contains("--server"), "\(options)")
        XCTAssertFalse(options.contains("--near"), "--near belongs to stops, not stop")
        XCTAssertEqual(values(["stops", "--ne"]), ["--near"])
    }

    func testOptionValuesComeFromTheSpec() {
        XCTAssertEqual(values(["--lang", ""]), ["de", "en"])
        XCTAssertEqual(values(["stop", "--lang=d"]), ["--lang=de"], "zsh and fish keep --lang=d whole")
        XCTAssertEqual(values(["stop", "--lang", "=", "e"]), ["en"], "bash splits at the =")
        XCTAssertEqual(values(["stop", "--limit", ""]), [], "a number has nothing to offer")
    }

    func testStopArgumentsOfferStopNamesIgnoringCaseAndAccents() {
        XCTAssertEqual(values(["stop", "uni s"]), ["Uni Süd"])
        XCTAssertEqual(values(["stop", "\"Uni"]), ["Uni Süd", "Uni West"], "an opening quote is not part of the name")
        XCTAssertEqual(values(["stop", "Uni\\ W"]), ["Uni West"], "a backslash escape is not either")
        XCTAssertEqual(values(["stop", "Kirche", ""]), [], "stop takes one stop")
        XCTAssertEqual(values(["--server", "http://x/services/rest", "stop", "K"]), ["Kirche"])
    }

    /// bash puts what all candidates share in place of the typed word: `rod` must not become `R`
    /// because `Rödelbach` and `Rodenbach` differ in their second letter.
    func testTypedWordIsNeverCutToWhatAccentVariantsShare() {
        let demo = engine(stops: [
            "Rödelbach Brücke", "Rodenbach Kirche", "Rodenbach Schulzentrum", "Bahnhof Rodenbach",
        ])
        let offered = demo.candidates(for: ["stop", "rod"]).map(\.value)
        XCTAssertEqual(offered, ["Rodenbach Kirche", "Rodenbach Schulzentrum"])
        XCTAssertEqual(demo.candidates(for: ["stop", "röd"]).map(\.value), ["Rödelbach Brücke"])
        XCTAssertEqual(
            demo.candidates(for: ["stop", "Rod"]).map(\.value), ["Rodenbach Kirche", "Rodenbach Schulzentrum"])
        XCTAssertEqual(
            demo.candidates(for: ["stop", "r"]).map(\.value).count, 3, "all three keep the one typed letter")
        let cased = engine(stops: ["Rodenbach", "RODALBEN", "Rodalben Süd"])
        XCTAssertEqual(
            cased.candidates(for: ["stop", "rod"]).map(\.value), ["Rodenbach", "Rodalben Süd"],
            "the largest group spelling the typed part alike")
    }

    func testLiteralWordsAndArgumentNamesComeFromTheUsageLine() {
        XCTAssertEqual(values(["watch", ""]), ["stop", "bus", "request"])
        XCTAssertEqual(values(["watch", "stop", "Ki"]), ["Kirche"])
        XCTAssertEqual(values(["watch", "bus", ""]), [])
        XCTAssertEqual(values(["config", "un"]), ["unset", "unalias", "unplace"])
        XCTAssertEqual(values(["config", "set", "l"]), ["lang"])
        // Issue 13 §2: the help words in German complete too (folded: "geh" finds "Gehhilfe").
        XCTAssertEqual(values(["request-stop", "--help-with", "Roll"]), ["Rollstuhl"])
        XCTAssertEqual(values(["request-stop", "--help-with", "ge"]), ["Gepäck", "Gehhilfe"])
        XCTAssertEqual(values(["request-stop", "--help-with", "wh"]), ["wheelchair"])
        XCTAssertEqual(values(["config", "alias", "home", "Un"]), ["Uni Süd", "Uni West"])
        XCTAssertEqual(values(["help", "wa"]), ["watch"])
        XCTAssertEqual(values(["completion", ""]), ["bash", "zsh", "fish"])
    }

    /// The usage line of request-stop once named STOP and TIME as words, so a word typed after
    /// `request-stop` was completed with stop names the command then refused as an unexpected argument.
    func testOnlyArgumentsTheSpecDeclaresAreCompleted() {
        XCTAssertEqual(values(["request-stop", "Ki"]), [], "request-stop takes options only")
        XCTAssertEqual(values(["request-stop", "--stop", "Ki"]), ["Kirche"], "the value of --stop <stop> is a stop")
        XCTAssertEqual(
            values(["completion", "complete", ""]), [], "the scripts' own word is not offered, nor after it")
        XCTAssertEqual(values(["config", "alias", "x", "Ki", ""]), [], "alias takes two arguments")
        XCTAssertEqual(values(["config", "sett", ""]), [], "no sub-command of that name")
    }

    func testAServerGivenOnTheLineIsTheOneWhoseStopsAreOffered() {
        var servers: [String?] = []
        let engine = CompletionEngine(
            commands: CommandTableProbe.specs, globalOptions: GlobalOptions.specs,
            configKeys: [], language: .english,
            stopLookup: { _, server in
                servers.append(server)
                return []
            })
        _ = engine.candidates(for: ["--server=http://a.test/services/rest", "stop", ""])
        _ = engine.candidates(for: ["stop", "--server", "\"http://b.test/services/rest\"", ""])
        _ = engine.candidates(for: ["stop", ""])
        XCTAssertEqual(servers, ["http://a.test/services/rest", "http://b.test/services/rest", nil])
    }

    func testAUsageErrorIsWordedInTheLanguageGivenOnTheLine() {
        XCTAssertEqual(CommandRunner.prescanLanguage(["stpo", "--lang", "de"]), .german)
        XCTAssertEqual(CommandRunner.prescanLanguage(["--lang=en", "stpo"]), .english)
        XCTAssertNil(CommandRunner.prescanLanguage(["stpo", "--lang"]))
        XCTAssertEqual(harness.run(["stpo", "--lang=de"]).err.contains("Meinten Sie 'stop'?"), true)
    }

    func testCommandOffersCachedStopsAndAliasesWithoutTheNetwork() {
        XCTAssertEqual(harness.run(["stops"]).code, 0)
        XCTAssertEqual(harness.run(["config", "alias", "zuhause", "Kirche"]).code, 0)
        harness.transport.failure = .cannotConnect(.refused)
        let requestsBefore = harness.transport.requestedPaths.count
        let result = harness.run(["completion", "complete", "--", "stop", "Uni S"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(
            result.out, "Uni Sporthalle\tstop 8\nUni Süd\tstop 6\n", "in the search's order: equal fits by name")
        XCTAssertEqual(harness.run(["completion", "complete", "--", "stop", "@"]).out, "@zuhause\t1\n")
        XCTAssertEqual(harness.transport.requestedPaths.count, requestsBefore, "completion never asks the server")
    }

    func testASpellingTheSearchForgivesCompletesToTheOneStopItFinds() {
        XCTAssertEqual(harness.run(["stops"]).code, 0)
        harness.transport.failure = .cannotConnect(.refused)
        XCTAssertEqual(harness.run(["completion", "complete", "--", "stop", "Uni Sued"]).out, "Uni Süd\tstop 6\n")
        XCTAssertEqual(
            harness.run(["completion", "complete", "--", "stop", "Kirhce"]).out, "Kirche\tstop 1\n",
            "two letters swapped are one typo")
        XCTAssertEqual(
            harness.run(["completion", "complete", "--", "stop", "Uni Xyz"]).out, "",
            "several stops share 'Uni': none is offered, the word stays as typed")
        XCTAssertEqual(
            harness.run(["completion", "complete", "--", "stop", "Uni Sporthale"]).out,
            "Uni Sporthalle\tstop 8\n")
    }

    func testWithoutACacheOnlyAliasesAndNoError() {
        harness.transport.failure = .cannotConnect(.refused)
        let result = harness.run(["completion", "complete", "--", "stop", ""])
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.out, "")
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(harness.transport.requestedPaths, [])
    }

    func testScriptsForEachShellAndAUsageErrorForOthers() {
        for shell in CompletionScript.allCases {
            let result = harness.run(["completion", shell.rawValue])
            XCTAssertEqual(result.code, 0)
            XCTAssertEqual(result.out, shell.text)
            XCTAssertTrue(result.out.contains("buerger completion complete --"), shell.rawValue)
        }
        let wrong = harness.run(["completion", "tcsh"])
        XCTAssertEqual(wrong.code, 2)
        XCTAssertTrue(wrong.err.contains("bash, zsh, fish"), wrong.err)
        XCTAssertEqual(harness.run(["completion"]).code, 2)
    }

    func testBashScriptIsValidBash() throws {
        let bash = URL(fileURLWithPath: "/bin/bash")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: bash.path), "no bash at /bin/bash")
        let process = Process()
        process.executableURL = bash
        process.arguments = ["-n", "-c", CompletionScript.bash.text]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }
}
