import Foundation
import XCTest

/// What `--accessible` promises for every line a person reads: a sentence (ending in . ! or ?), no
/// table or drawing characters, no padding to columns, no tab, no escape code, no "09:05" clock.
enum AccessibleChecks {
    /// Box drawing, block elements, and the route strip's bus and stop marks.
    static func isDrawing(_ scalar: Unicode.Scalar) -> Bool {
        (0x2500...0x259F).contains(scalar.value) || "●○◉◯◆◇■□▶▸•·|".unicodeScalars.contains(scalar)
    }

    /// Stdout: every line a sentence. `exceptions` are lines meant to be copied as they stand.
    static func assertSentences(
        _ text: String, _ label: String, exceptions: Set<String> = [],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        assertNoArt(text, label, file: file, line: line)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for printed in lines.dropLast() where !exceptions.contains(printed) {
            XCTAssertFalse(printed.isEmpty, "\(label): an empty line says nothing: \(text)", file: file, line: line)
            XCTAssertTrue(
                printed.last.map { ".!?".contains($0) } ?? false,
                "\(label): not a sentence: '\(printed)'", file: file, line: line)
            XCTAssertFalse(printed.contains("  "), "\(label): padded to a column: '\(printed)'", file: file, line: line)
            XCTAssertNil(
                printed.range(of: #"\b\d{1,2}:\d{2}\b"#, options: .regularExpression),
                "\(label): a clock a reader spells out digit by digit: '\(printed)'", file: file, line: line)
            XCTAssertFalse(
                printed.contains(" Min.") || printed.contains(" min "),
                "\(label): an abbreviation instead of minutes: '\(printed)'", file: file, line: line)
        }
        XCTAssertTrue(text.isEmpty || text.hasSuffix("\n"), "\(label): ends with a line break", file: file, line: line)
    }

    /// Stdout and stderr alike: nothing a screen reader would read out as noise or that steers the terminal.
    static func assertNoArt(_ text: String, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(text.contains("\u{1B}"), "\(label): an escape code: \(text)", file: file, line: line)
        XCTAssertFalse(text.contains("\t"), "\(label): a tab: \(text)", file: file, line: line)
        let drawn = text.unicodeScalars.filter(isDrawing)
        XCTAssertTrue(
            drawn.isEmpty, "\(label): table or drawing characters \(String(String.UnicodeScalarView(drawn))): \(text)",
            file: file, line: line)
    }

    /// A time said as people say it: "9 Uhr 17" in German, "a.m."/"p.m."/"noon" in English.
    static func assertSpokenTime(
        _ text: String, german: Bool, _ label: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let pattern = german ? #"\b\d{1,2} Uhr\b"# : #"\b\d{1,2}( oh)?( \d{1,2})? [ap]\.m\.|\bnoon\b|\bmidnight\b"#
        XCTAssertNotNil(
            text.range(of: pattern, options: .regularExpression),
            "\(label): no spoken time: \(text)", file: file, line: line)
    }
}
