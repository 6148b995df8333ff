import Foundation
import XCTest

/// CitizenClient speaks domain only (issue 15 §1): its errors and outcomes are data, and BuergerCLI
/// words them, names its own commands and options, and chooses the exit codes. A sentence or an
/// exit code written in the library compiles and works, until an option is renamed, a code is
/// remapped or a German user reads English; this scan keeps them out.
final class DomainOnlyGuardTests: XCTestCase {
    private static let forbidden: [SourceRule] = [
        SourceRule(#"\bpick\("#, "a text chosen by language"),
        SourceRule(#"\bLanguage\b|\bLocalizedText\b"#, "the person's language"),
        SourceRule(#"\bExitStatus\b|\bexitStatus\b"#, "an exit code of the command line"),
        // No Swift operator is spelled `--`: outside comments it only stands in strings, as an option.
        SourceRule(#"--[a-z]"#, "an option name in a string"),
        SourceRule(#"'buerger |"buerger [a-z]|"buerger"\s*,\s*"[a-z]"#, "a command name in a string"),
        // A phrase (two words) in a string literal handed to a case or a call (`.cannotConnect("no
        // network")`, `.badResponse(path: p, detail: "the body is empty")`) or thrown: an English
        // detail that would end up inside a person's sentence. Make it a case with values instead.
        // Calls that match input text (`hasPrefix("day after tomorrow")`) are not output.
        SourceRule(phrase, "an English phrase handed over as a value"),
    ]
    private static let phrase =
        #"(\.(?!hasPrefix\(|hasSuffix\(|contains\(|range\()\w+\(|\bthrow\b)(?:[^"]|"[^"]*")*?"[^"]*[A-Za-z]{2,} [A-Za-z][^"]*""#

    /// Phrases that never reach a person, each with the reason (file, words, why).
    private static let unseenPhrases: [(file: String, words: String, why: String)] = [
        (
            "Wire/WireNumbers.swift", "a required number is missing",
            "valueNotFound: WireDecoder.describe names only the key path"
        ),
        ("Wire/StampedList.swift", "is missing", "keyNotFound: WireDecoder.describe names only the key path"),
        (
            "Requests/AssistanceNeed.swift", "debugDescription:",
            "the journal's own decoding: JournalFileFormat keeps only the key path"
        ),
    ]

    func testTheLibraryHoldsNoSentencesExitCodesOrCommandLineNames() throws {
        let scan = try SourceScan.findings(in: "CitizenClient", rules: Self.forbidden) { file, code, rule in
            rule.pattern == Self.phrase && Self.unseenPhrases.contains { file == $0.file && code.contains($0.words) }
        }
        XCTAssertGreaterThan(scan.files, 100, "the scan must see the sources")
        XCTAssertEqual(
            scan.findings, [],
            "give the CLI data (a case with values, a domain question) and word it in BuergerCLI/Messages")
    }

    func testTheScanFindsWhatItLooksFor() {
        let samples = [
            #"language.pick("Hi", "Hallo")"#, "func message(in language: Language) -> String",
            "var exitStatus: ExitStatus { .usage }", #"return "Example: --return-at 12:00""#,
            #""List all stops with 'buerger stops'.""#, #"["buerger", "request-stop"]"#,
            #"let args = ["buerger request-stop"]"#,
            #"case .refused: return .cannotConnect("connection refused")"#,
            #"throw ClientError.badResponse(path: "/customStops", detail: "an empty answer")"#,
            #"throw ExchangeFault.cutBody("transfer closed with \(remaining) bytes").failure"#,
            #"throw Oops("not an http address")"#,
        ]
        for sample in samples {
            XCTAssertTrue(Self.forbidden.contains { $0.matches(sample) }, sample)
        }
        for allowed in [
            #"userAgent: String = "buerger/\(version)""#, #"let candidate = "buerger-" + hex"#,
            #"appendingPathComponent("buerger", isDirectory: true)"#, "let languageCode = 1",
            #"throw ClientError.badResponse(path: "/customStops", problem: .emptyRequestList)"#,
            #"if rest.hasPrefix("day after tomorrow") { return 3 }"#, #"parts.joined(separator: " ")"#,
        ] {
            XCTAssertFalse(Self.forbidden.contains { $0.matches(allowed) }, allowed)
        }
    }
}
