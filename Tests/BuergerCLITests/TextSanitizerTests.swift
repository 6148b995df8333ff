import XCTest

@testable import BuergerCLI

final class TextSanitizerTests: XCTestCase {
    func testRemovesEscapeSequencesAndControls() {
        XCTAssertEqual(TextSanitizer.clean("Kir\u{1B}[31mche\u{1B}[0m"), "Kir[31mche[0m")
        XCTAssertEqual(TextSanitizer.clean("a\u{07}b\u{00}c\u{7F}d"), "abcd")
        XCTAssertEqual(TextSanitizer.clean("x\u{9B}31my"), "x31my", "C1 CSI is removed like ESC [")
        XCTAssertEqual(TextSanitizer.clean("\u{1B}]0;pwned\u{07}Markt"), "]0;pwnedMarkt")
    }

    func testRemovesBidiControls() {
        XCTAssertEqual(TextSanitizer.clean("Park\u{202E}txt.exe"), "Parktxt.exe")
        XCTAssertEqual(TextSanitizer.clean("\u{2066}a\u{2069}\u{200F}"), "a")
    }

    func testLineBreaksAndTabsBecomeSpaces() {
        XCTAssertEqual(TextSanitizer.clean("Uni\tSüd\nWest\r"), "Uni Süd West ")
    }

    func testKeepsOrdinaryText() {
        XCTAssertEqual(TextSanitizer.clean("Uni Süd – Straße 🚌 東京"), "Uni Süd – Straße 🚌 東京")
    }

    func testHostileServerTextNeverReachesTheTerminal() {
        let harness = BuergerHarness()
        let stops = FixtureTransport.text("stops.json").replacingOccurrences(
            of: "\"Kirche\"", with: "\"Kir\\u001b[2J\\u001b]0;x\\u0007che\\u202e\"")
        harness.transport.overrides["stops/"] = .init(status: 200, body: Data(stops.utf8))
        for mode in [[], ["--plain"]] {
            let result = harness.run(["stops", "--refresh"] + mode, tty: true)
            XCTAssertEqual(result.code, 0, result.err)
            XCTAssertFalse(result.out.contains("\u{1B}[2J"), result.out)
            XCTAssertFalse(result.out.contains("\u{07}"))
            XCTAssertFalse(result.out.contains("\u{202E}"))
        }
        let json = harness.run(["stops", "--json"]).out
        XCTAssertFalse(json.contains("\u{1B}"), "JSON escapes control characters")
        XCTAssertTrue(json.contains("\\u001b"))
    }
}
