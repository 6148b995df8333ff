import CitizenClient
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
        XCTAssertFalse(json.contains("\u{1B}"), "JSON carries no raw control character")
        XCTAssertFalse(json.contains("\\u001b"), "nor an escaped one: removed as on the terminal")
        XCTAssertTrue(json.contains("\"Kir[2J]0;xche\""), json)
    }

    func testRemovesZeroWidthAndTagCharacters() {
        XCTAssertEqual(TextSanitizer.clean("Rat\u{200B}h\u{200C}a\u{200D}u\u{2060}s\u{FEFF}"), "Rathaus")
        XCTAssertEqual(TextSanitizer.clean("Markt\u{E0001}\u{E0068}\u{E0069}\u{E007F}"), "Markt")
    }

    func testTheWriterKeepsLineFeedsAndDropsCarriageReturnsAndBackspaces() {
        XCTAssertEqual(TextSanitizer.cleanLines("a\rb\u{8}c\td\r\n", keepsTabs: false), "abc d\r\n")
        XCTAssertEqual(TextSanitizer.cleanLines("a\tb", keepsTabs: true), "a\tb")
    }

    /// The one cleaning point: whatever a command writes to the terminal's streams is cleaned, even
    /// text no renderer looked at, while buerger's own colour still reaches the terminal.
    func testTheTerminalStreamsCleanEverythingButOurOwnColour() {
        let out = BufferSink()
        let err = BufferSink()
        let terminal = Terminal(
            out: out, err: err, mode: .human, useColor: true, width: 80, truncatesToWidth: true, unicode: true,
            canPrompt: false)
        let hostile = "A\u{1B}]0;title\u{07}B\u{1B}]52;c;Y2xpcA==\u{07}C\u{1B}[2JD\rE\u{8}F\u{9B}1mG\u{202E}H\u{200B}I"
        terminal.line(TextStyle.red.apply(to: hostile, colorEnabled: true) + " \u{1B}[31mforged")
        terminal.err.write(hostile + "\tx\n")
        XCTAssertEqual(out.text, "\u{1B}[31mA]0;titleB]52;c;Y2xpcA==C[2JDEF1mGHI\u{1B}[0m [31mforged\n")
        XCTAssertEqual(err.text, "A]0;titleB]52;c;Y2xpcA==C[2JDEF1mGHI x\n")
    }
}
