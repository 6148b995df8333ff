import CitizenClient
import XCTest

@testable import BuergerCLI

final class TerminalDecisionTests: XCTestCase {
    private func decide(
        tty: Bool = true, columns: Int? = nil, variables: [String: String] = [:],
        configure: (inout GlobalOptions) -> Void = { _ in }
    ) -> Terminal {
        var options = GlobalOptions()
        configure(&options)
        let (environment, _, _) = TerminalEnvironment.captured(tty: tty, columns: columns)
        return Terminal.decide(environment, variables: variables, options: options)
    }

    func testColourOnlyOnATerminalWithoutOptOuts() {
        XCTAssertTrue(decide().useColor)
        XCTAssertFalse(decide(tty: false).useColor)
        XCTAssertFalse(decide { $0.noColor = true }.useColor)
        XCTAssertFalse(decide(variables: ["TERM": "dumb"]).useColor)
        XCTAssertFalse(decide { $0.plain = true }.useColor)
        XCTAssertFalse(decide { $0.json = true }.useColor)
        XCTAssertFalse(decide { $0.accessible = true }.useColor)
    }

    /// Issue 21: accessible mode is a case of the output mode, so no renderer meets "sentences for a
    /// screen reader inside JSON"; --json and --plain are for programs and win.
    func testAccessibleIsAModeThatJSONAndPlainOverrule() {
        XCTAssertEqual(decide { $0.accessible = true }.mode, .accessible)
        XCTAssertEqual(
            decide {
                $0.accessible = true
                $0.json = true
            }.mode, .json)
        XCTAssertEqual(
            decide {
                $0.accessible = true
                $0.plain = true
            }.mode, .plain)
        XCTAssertEqual(decide().mode, .human)
        XCTAssertTrue(OutputMode.accessible.isForPeople && OutputMode.human.isForPeople)
        XCTAssertFalse(OutputMode.json.isForPeople || OutputMode.plain.isForPeople)
    }

    func testNoColorEnvironmentWithAnyNonEmptyValue() {
        for value in ["1", "no", "0"] {
            let options = GlobalOptions.resolve(OptionValues(), environment: ["NO_COLOR": value])
            XCTAssertEqual(try options.get().noColor, true, "NO_COLOR=\(value)")
        }
    }

    /// no-color.org: `NO_COLOR=` (set but empty) is the same as not set.
    func testEmptyNoColorKeepsColour() {
        let options = GlobalOptions.resolve(OptionValues(), environment: ["NO_COLOR": ""])
        XCTAssertEqual(try options.get().noColor, false)
    }

    /// Issue 24: the window the terminal reports is what the person sees now; `COLUMNS` only when
    /// there is none (it is stale after a resize).
    func testWidthFromWindowThenColumnsThenDefault() {
        XCTAssertEqual(decide(columns: 100, variables: ["COLUMNS": "60"]).width, 100)
        XCTAssertEqual(decide(variables: ["COLUMNS": "60"]).width, 60)
        XCTAssertEqual(decide(variables: ["COLUMNS": "zero"]).width, 80)
        XCTAssertEqual(decide().width, 80)
    }

    func testTruncationOnlyForHumanOutputOnATerminal() {
        XCTAssertTrue(decide().truncatesToWidth)
        XCTAssertFalse(decide(tty: false).truncatesToWidth)
        XCTAssertFalse(decide { $0.plain = true }.truncatesToWidth)
    }

    func testUnicodeFromTheLocale() {
        XCTAssertTrue(decide(variables: ["LANG": "de_DE.UTF-8"]).unicode)
        XCTAssertTrue(decide(variables: ["LC_ALL": "C.utf8", "LANG": "C"]).unicode)
        XCTAssertFalse(decide(variables: ["LANG": "C"]).unicode)
        XCTAssertFalse(decide().unicode)
    }

    func testOutputModes() {
        XCTAssertEqual(decide().mode, .human)
        XCTAssertEqual(decide { $0.plain = true }.mode, .plain)
        XCTAssertEqual(decide { $0.json = true }.mode, .json)
    }

    func testPromptsOnlyWithATerminalOnStdin() {
        XCTAssertTrue(decide().canPrompt)
        XCTAssertFalse(decide(tty: false).canPrompt)
    }

    func testAccessibleFromEnvironment() throws {
        XCTAssertTrue(
            try GlobalOptions.resolve(OptionValues(), environment: ["BUERGER_ACCESSIBLE": "1"]).get().accessible)
        XCTAssertFalse(
            try GlobalOptions.resolve(OptionValues(), environment: ["BUERGER_ACCESSIBLE": "0"]).get().accessible)
    }

    func testLanguageChoice() {
        let config = BuergerConfigFixture.empty
        XCTAssertEqual(
            EffectiveSettings.language(option: nil, config: config, environment: ["LANG": "de_DE.UTF-8"]).0,
            .german)
        XCTAssertEqual(
            EffectiveSettings.language(
                option: nil, config: config,
                environment: ["LC_ALL": "en_US.UTF-8", "LANG": "de_DE"]
            ).0, .english)
        XCTAssertEqual(
            EffectiveSettings.language(option: .english, config: config, environment: ["LANG": "de"]).0,
            .english)
        XCTAssertEqual(
            EffectiveSettings.language(
                option: nil, config: BuergerConfigFixture.german,
                environment: ["LANG": "en_US"]
            ).0, .german)
        XCTAssertEqual(EffectiveSettings.language(option: nil, config: config, environment: [:]).0, .english)
    }
}
