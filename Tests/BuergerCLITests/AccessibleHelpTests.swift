import CitizenClient
import XCTest

@testable import BuergerCLI

/// `--accessible` help: sentences one per line, no columns or padding, example command lines alone on
/// their line so they can be copied, for the overview and every command, in both languages.
final class AccessibleHelpTests: XCTestCase {
    private let harness = BuergerHarness()

    func testEveryHelpTextIsSentencesWithoutColumnsInBothLanguages() {
        for language in ["en", "de"] {
            for arguments in [["help"]] + CommandTableProbe.specs.map({ ["help", $0.name] }) {
                let label = (arguments + ["--lang", language]).joined(separator: " ")
                let result = harness.run(arguments + ["--accessible", "--lang", language])
                XCTAssertEqual(result.code, 0, result.err)
                let examples = Set(CommandTableProbe.specs.flatMap { $0.examples.map(\.commandLine) })
                for line in result.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
                    String.init)
                {
                    XCTAssertFalse(line.isEmpty, "\(label): an empty line")
                    XCTAssertFalse(line.contains("  "), "\(label): padded: '\(line)'")
                    // A command line is copied as it stands, pipe and all.
                    if examples.contains(line) { continue }
                    AccessibleChecks.assertNoArt(line, label)
                    XCTAssertTrue(line.last.map { ".!?".contains($0) } ?? false, "\(label): not a sentence: '\(line)'")
                }
            }
        }
    }

    func testACommandsHelpNamesItsOptionsAndExamplesInWords() {
        let result = harness.run(["stop", "--help", "--accessible", "--lang", "de"])
        XCTAssertTrue(result.out.contains("Option --limit"), result.out)
        XCTAssertTrue(result.out.contains("\nBeispiel: "), result.out)
        let english = harness.run(["help", "stop", "--accessible"])
        XCTAssertTrue(english.out.hasPrefix("buerger stop: "), english.out)
        XCTAssertTrue(english.out.contains("\nUsage: buerger stop "), english.out)
        XCTAssertNotEqual(english.out, harness.run(["help", "stop"]).out, "the table layout is not used")
    }
}
