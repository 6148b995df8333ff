import XCTest

/// Whole help texts, as argument-parser's `MathExampleTests` pins them. `COLUMNS` is fixed so the wrap is too.
final class HelpTextTests: XCTestCase {
    private let harness = BuergerHarness()

    func testLinesHelpInEnglish() {
        harness.variables["COLUMNS"] = "80"
        XCTAssertEqual(
            harness.run(["help", "lines"]).out,
            """
            OVERVIEW: List the lines with their buses and stops.

            USAGE: buerger lines [--timeout <duration>]

            OPTIONS:
              --timeout <duration>    Give up waiting for the server after this long,
                                      all its answers together (default: the timeout
                                      setting, 5s).
              -h, --help              Show help information.

            EXAMPLES:
              $ buerger lines
                  Every line, its buses and its stops in route order.
              $ buerger lines --plain | cut -f 1,3
                  Line ids and their bus ids, for a script.

              Global options such as --json, --plain and --lang: see 'buerger --help'.

            """)
    }

    func testStopsHelpInGermanWrapsToColumns() {
        harness.variables["COLUMNS"] = "60"
        harness.variables["LANG"] = "de_DE.UTF-8"
        let text = harness.run(["stops", "--help"]).out
        XCTAssertTrue(text.hasPrefix("ÜBERSICHT: Haltestellen auflisten"), text)
        XCTAssertTrue(text.contains("  --limit <n>             Höchstens so viele Haltestellen\n"), text)
        XCTAssertFalse(text.contains(" with "), "no English in German help")
        // Prose wraps; the usage line and example command lines stay whole so they can be copied.
        let prose = text.split(separator: "\n").filter { !$0.hasPrefix("AUFRUF:") && !$0.contains("$ ") }
        XCTAssertTrue(prose.allSatisfy { $0.count <= 60 }, text)
    }

    func testTheGermanOverviewSaysBefehlAndOptionen() {
        harness.variables["LANG"] = "de_DE.UTF-8"
        let text = harness.run(["--help"]).out
        XCTAssertTrue(text.contains("AUFRUF: buerger <Befehl> [Optionen]"), text)
        XCTAssertFalse(text.contains("<command>"), text)
    }

    func testEveryCommandHasTwoExamplesInBothLanguages() {
        for command in CommandTableProbe.specs where command.name != "help" {
            XCTAssertGreaterThanOrEqual(command.examples.count, 2, command.name)
            for example in command.examples {
                XCTAssertFalse(example.explanation.english.isEmpty)
                XCTAssertNotEqual(example.explanation.english, example.explanation.german, example.commandLine)
            }
        }
    }
}
