import Foundation
import XCTest

/// Words for people are written one way: as an English/German pair (`LocalizedText(_:de:)`, or
/// `say(_:de:)` inside a `LocalizedTable`), so a missing German text does not compile. This scan keeps
/// the other ways out: a `language == .german ? … : …` choice, or a private two-language helper.
final class LocalisationGuardTests: XCTestCase {
    private static let forbidden: [SourceRule] = [
        SourceRule(#"(==|!=) \.(german|english) \? ""#, "a choice between two texts written as a ternary"),
        SourceRule(#"func \w+\(_ english: String"#, "a second two-language helper"),
        SourceRule(#"func pick\("#, "a positional en/de pick"),
    ]

    /// Where the one mechanism itself is defined.
    private static let mechanismFiles: Set<String> = [
        "Localization/LocalizedText.swift",
        "Localization/LocalizedTable.swift",
    ]

    func testEveryTextForPeopleIsAnEnglishGermanPair() throws {
        let scan = try SourceScan.findings(in: "BuergerCLI", rules: Self.forbidden, skipping: Self.mechanismFiles)
        XCTAssertGreaterThan(scan.files, 100, "the scan must see the sources")
        XCTAssertEqual(scan.findings, [], "write it as LocalizedText(english, de: german) or say(english, de: german)")
    }

    func testTheScanFindsWhatItLooksFor() {
        XCTAssertEqual(Self.findings(in: #"let hint = language == .german ? "[j/N]" : "[y/N]""#).count, 1)
        XCTAssertEqual(
            Self.findings(in: "    private func text(_ english: String, _ german: String) -> String {").count, 1)
        XCTAssertEqual(Self.findings(in: #"let hint = say("[y/N]", de: "[j/N]")"#), [])
        XCTAssertEqual(Self.findings(in: "    // language == .german ? is how it used to be written").count, 0)
    }

    private static func findings(in line: String) -> [String] {
        let code = line.trimmingCharacters(in: .whitespaces)
        guard !code.hasPrefix("//") else { return [] }
        return forbidden.filter { $0.matches(code) }.map(\.why)
    }
}
