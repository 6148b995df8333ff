import Foundation
import XCTest

@testable import BuergerCLI

/// docs/buerger.1 is generated from the command specs; this keeps the committed copy from going stale.
final class ManualPageTests: XCTestCase {
    private let harness = BuergerHarness()
    private static let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/buerger.1")

    func testCommittedManualPageIsTheGeneratedOne() {
        harness.variables["LANG"] = "C.UTF-8"
        let generated = harness.run(["manual"]).out
        let saved = (try? String(contentsOf: Self.committed, encoding: .utf8)) ?? ""
        XCTAssertEqual(saved, generated, "docs/buerger.1 is stale: run 'make man'")
    }

    func testEveryCommandAndOptionIsInThePage() {
        let page = harness.run(["manual"]).out
        for spec in CommandTableProbe.specs {
            XCTAssertTrue(page.contains(".SS \"buerger \(Roff.escape(spec.name))"), spec.name)
            for option in spec.options {
                XCTAssertTrue(
                    page.contains("\\fB\\-\\-\(option.name.replacingOccurrences(of: "-", with: "\\-"))\\fR"),
                    "\(spec.name) --\(option.name)")
            }
            XCTAssertTrue(spec.examples.allSatisfy { page.contains(Roff.bold("$ " + $0.commandLine)) }, spec.name)
        }
    }

    func testRoffEscapesRequestsBackslashesAndUnicode() {
        XCTAssertEqual(Roff.escape(".hidden"), "\\&.hidden")
        XCTAssertEqual(Roff.escape("a\\b --x"), "a\\eb \\-\\-x")
        XCTAssertEqual(Roff.escape("Süd"), "S\\[u00FC]d")
    }

    func testGermanPageWithLang() {
        let page = harness.run(["manual", "--lang", "de"]).out
        XCTAssertTrue(page.contains("Haltestellen"), "German text")
    }
}
