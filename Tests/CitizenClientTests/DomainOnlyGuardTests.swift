import Foundation
import XCTest

/// CitizenClient speaks domain only (issue 15 §1): its errors and outcomes are data, and BuergerCLI
/// words them, names its own commands and options, and chooses the exit codes. A sentence or an
/// exit code written in the library compiles and works, until an option is renamed, a code is
/// remapped or a German user reads English; this scan keeps them out.
final class DomainOnlyGuardTests: XCTestCase {
    private static let forbidden: [(pattern: String, why: String)] = [
        (#"\bpick\("#, "a text chosen by language"),
        (#"\bLanguage\b|\bLocalizedText\b"#, "the person's language"),
        (#"\bExitStatus\b|\bexitStatus\b"#, "an exit code of the command line"),
        // No Swift operator is spelled `--`: outside comments it only stands in strings, as an option.
        (#"--[a-z]"#, "an option name in a string"),
        (#"'buerger |"buerger [a-z]|"buerger"\s*,\s*"[a-z]"#, "a command name in a string"),
    ]

    func testTheLibraryHoldsNoSentencesExitCodesOrCommandLineNames() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/CitizenClient")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        var findings: [String] = []
        for file in files {
            let relative = String(file.path.dropFirst(root.path.count + 1))
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            for (number, line) in lines.enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//") else { continue }
                for rule in Self.forbidden where code.range(of: rule.pattern, options: .regularExpression) != nil {
                    findings.append("\(relative):\(number + 1): \(rule.why): \(code)")
                }
            }
        }
        XCTAssertGreaterThan(files.count, 100, "the scan must see the sources")
        XCTAssertEqual(findings, [], "give the CLI data (a case with values, a domain question) and word it in BuergerCLI/Messages")
    }

    func testTheScanFindsWhatItLooksFor() {
        let samples = [#"language.pick("Hi", "Hallo")"#, "func message(in language: Language) -> String",
                       "var exitStatus: ExitStatus { .usage }", #"return "Example: --return-at 12:00""#,
                       #""List all stops with 'buerger stops'.""#, #"["buerger", "request-stop"]"#,
                       #"let args = ["buerger request-stop"]"#]
        for sample in samples {
            XCTAssertTrue(Self.forbidden.contains { sample.range(of: $0.pattern, options: .regularExpression) != nil }, sample)
        }
        for allowed in [#"userAgent: String = "buerger/\(version)""#, #"let candidate = "buerger-" + hex"#,
                        #"appendingPathComponent("buerger", isDirectory: true)"#, "let languageCode = 1"] {
            XCTAssertFalse(Self.forbidden.contains { allowed.range(of: $0.pattern, options: .regularExpression) != nil }, allowed)
        }
    }
}
