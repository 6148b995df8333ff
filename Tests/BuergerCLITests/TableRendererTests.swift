import XCTest

@testable import BuergerCLI

final class TableRendererTests: XCTestCase {
    private func terminal(
        tty: Bool = false, color: Bool = false, width: Int = 80, unicode: Bool = true,
        accessible: Bool = false
    ) -> Terminal {
        Terminal(
            out: BufferSink(), err: BufferSink(), mode: accessible ? .accessible : .human, useColor: color,
            width: width,
            truncatesToWidth: tty, unicode: unicode, canPrompt: false)
    }

    private let columns = [
        TableColumn("ID", alignRight: true), TableColumn("STOP", truncatable: true),
        TableColumn("LINES"),
    ]
    private let rows = [
        [TableCell("1"), TableCell("Kirche"), TableCell("Pirmasens")],
        [TableCell("6"), TableCell("Uni Süd"), TableCell("Uni")],
        [TableCell("12"), TableCell("Straße"), TableCell("Ö")],
    ]

    func testAlignsByDisplayWidthWithUmlauts() {
        XCTAssertEqual(
            TableRenderer(terminal: terminal()).render(columns: columns, rows: rows),
            [
                "ID  STOP     LINES",
                " 1  Kirche   Pirmasens",
                " 6  Uni Süd  Uni",
                "12  Straße   Ö",
            ])
    }

    /// New-user trial, `requests` at 60 columns: a door's place was cut to "49.47900 …".
    func testACellTooWideForItsColumnShowsItsNarrowFormInsteadOfBeingCut() {
        let columns = [TableColumn("NR"), TableColumn("PLACE", truncatable: true, names: true), TableColumn("NAME")]
        let rows = [
            [
                TableCell("1"), TableCell("49.47900, 7.64200", narrow: "49.479, 7.642"),
                TableCell("Erika Musterfrau"),
            ],
            [TableCell("2"), TableCell("Weilerbach Mühlweg"), TableCell("Emma")],
        ]
        XCTAssertEqual(
            TableRenderer(terminal: terminal(tty: true, width: 38)).render(columns: columns, rows: rows),
            ["NR  PLACE             NAME", "1   49.479, 7.642     Erika Musterfrau", "2   W. Mühlweg        Emma"])
        XCTAssertEqual(
            TableRenderer(terminal: terminal(tty: true, width: 60)).render(columns: columns, rows: rows)[1],
            "1   49.47900, 7.64200   Erika Musterfrau", "where the whole text fits, it is shown")
    }

    func testWideCharactersTakeTwoColumns() {
        XCTAssertEqual(DisplayWidth.of("東京"), 4)
        XCTAssertEqual(DisplayWidth.of("Süd"), 3)
        XCTAssertEqual(DisplayWidth.of("e\u{301}"), 1, "a combining accent adds nothing")
        let lines = TableRenderer(terminal: terminal()).render(
            columns: [TableColumn("A"), TableColumn("B")],
            rows: [[TableCell("東京"), TableCell("x")], [TableCell("abcd"), TableCell("y")]])
        XCTAssertEqual(lines, ["A     B", "東京  x", "abcd  y"])
    }

    func testTruncatesToTheWidthOnATerminalOnly() {
        let long = [[TableCell("1"), TableCell("Eine sehr lange Haltestellenbezeichnung"), TableCell("Uni")]]
        let cut = TableRenderer(terminal: terminal(tty: true, width: 30)).render(columns: columns, rows: long)
        XCTAssertTrue(cut.allSatisfy { DisplayWidth.of($0) <= 30 }, "\(cut)")
        XCTAssertTrue(cut[1].contains("…"))
        let piped = TableRenderer(terminal: terminal(tty: false, width: 30)).render(columns: columns, rows: long)
        XCTAssertTrue(piped[1].contains("Haltestellenbezeichnung"))
    }

    func testASCIIEllipsisWithoutUTF8() {
        let long = [[TableCell("1"), TableCell("Eine sehr lange Haltestellenbezeichnung"), TableCell("Uni")]]
        let cut = TableRenderer(terminal: terminal(tty: true, width: 30, unicode: false)).render(
            columns: columns, rows: long)
        XCTAssertTrue(cut[1].contains("~"))
        XCTAssertFalse(cut[1].contains("…"))
    }

    func testColourOnlyWhenEnabledAndAlignmentUnchanged() {
        let styled = [[TableCell("1"), TableCell("Kirche", style: .green), TableCell("x")]]
        let plain = TableRenderer(terminal: terminal()).render(columns: columns, rows: styled)
        XCTAssertFalse(plain.joined().contains("\u{1B}"))
        let coloured = TableRenderer(terminal: terminal(color: true)).render(columns: columns, rows: styled)
            .map { CleanSink.shown($0, keepsTabs: true) }
        XCTAssertTrue(coloured[1].contains("\u{1B}[32mKirche\u{1B}[0m"))
        let stripped = coloured[1].replacingOccurrences(of: "\u{1B}[32m", with: "")
            .replacingOccurrences(of: "\u{1B}[0m", with: "")
        XCTAssertEqual(stripped, plain[1])
    }

    func testAccessibleModeWritesSentencesInsteadOfATable() {
        let lines = TableRenderer(terminal: terminal(accessible: true)).render(columns: columns, rows: [rows[0]])
        XCTAssertEqual(lines, ["Id: 1, Stop: Kirche, Lines: Pirmasens."])
    }

    func testPlainLineIsTabSeparatedAndSanitized() {
        XCTAssertEqual(PlainLine.make(["1", "Uni\tSüd", "a\u{1B}b"]), "1\tUni Süd\tab")
    }
}
