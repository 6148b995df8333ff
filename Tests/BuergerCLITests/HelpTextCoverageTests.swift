import CitizenClient
import XCTest

@testable import BuergerCLI

/// Every command in the table, the ones added later included, has real help in both languages that
/// fits an 80-column terminal, example command lines too.
final class HelpTextCoverageTests: XCTestCase {
    private let harness = BuergerHarness()

    private func help(_ arguments: [String], language: String) -> RunResult {
        harness.variables["COLUMNS"] = "80"
        return harness.run(arguments + ["--lang", language])
    }

    func testEveryCommandHasTwoExamplesWrittenInBothLanguages() {
        for spec in CommandTableProbe.specs {
            XCTAssertGreaterThanOrEqual(spec.examples.count, 2, spec.name)
            for text in [spec.abstract] + spec.examples.map(\.explanation) + spec.arguments.map(\.help)
                + spec.options.map(\.help)
            {
                XCTAssertFalse(text.english.isEmpty || text.german.isEmpty, "\(spec.name): \(text)")
            }
            for example in spec.examples {
                XCTAssertTrue(
                    example.commandLine.contains("buerger \(spec.name)"),
                    "\(spec.name): an example of another command: \(example.commandLine)")
                XCTAssertNotEqual(example.explanation.english, example.explanation.german, example.commandLine)
            }
        }
    }

    func testEveryHelpTextFitsEightyColumnsInBothLanguages() {
        for language in ["en", "de"] {
            for arguments in [["help"]] + CommandTableProbe.specs.map({ ["help", $0.name] }) {
                let result = help(arguments, language: language)
                XCTAssertEqual(result.code, 0, result.err)
                for line in result.out.split(separator: "\n") {
                    XCTAssertLessThanOrEqual(
                        DisplayWidth.of(String(line)), 80,
                        "\(arguments.joined(separator: " ")) --lang \(language): \(line)")
                }
            }
        }
    }

    func testHelpIsInTheLanguageAsked() {
        for spec in CommandTableProbe.specs {
            let english = help(["help", spec.name], language: "en").out
            let german = help(["help", spec.name], language: "de").out
            XCTAssertTrue(
                english.contains("EXAMPLES:") && english.contains(String(spec.abstract.english.prefix(20))), spec.name)
            XCTAssertTrue(
                german.contains("BEISPIELE:") && german.contains(String(spec.abstract.german.prefix(20))), spec.name)
        }
    }
}
