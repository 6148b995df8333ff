import Foundation
import XCTest

@testable import BuergerCLI
@testable import CitizenClient

/// Issue 13 §5: seats a citizen can trust at a glance — full says full, the load now is marked as
/// such, and at 80 columns nothing of the seats is cut.
final class SeatTrustTests: XCTestCase {
    private func seats(_ language: Language) -> SeatText {
        SeatText(strings: Strings.table(for: language), unicode: true)
    }

    private func ttyTerminal(width: Int, accessible: Bool = false) -> Terminal {
        Terminal(
            out: BufferSink(), err: BufferSink(), mode: accessible ? .accessible : .human, useColor: false,
            width: width, truncatesToWidth: true,
            unicode: true, canPrompt: false)
    }

    // MARK: Full

    func testNoSeatFreeSaysFullInWordsColourAndSentence() {
        let full = SeatInfo(totalSeats: 8, takenSeats: 8)
        XCTAssertEqual(seats(.german).text(full), "0 von 8 Plätzen frei – voll")
        XCTAssertEqual(seats(.english).text(full), "0 of 8 seats free – full")
        XCTAssertEqual(seats(.german).short(full), "0/8 voll")
        XCTAssertEqual(seats(.german).style(full), .red)
        let words = AccessibleText(language: .german)
        XCTAssertEqual(words.seats(full, strings: Strings.table(for: .german)), "0 von 8 Plätzen frei, voll")
        XCTAssertEqual(
            AccessibleText(language: .english).seats(full, strings: Strings.table(for: .english)),
            "0 of 8 seats free, full")
        // One seat left is still "almost full".
        XCTAssertEqual(seats(.german).text(SeatInfo(totalSeats: 8, takenSeats: 7)), "1 von 8 Plätzen frei – fast voll")
        XCTAssertEqual(seats(.german).short(SeatInfo(totalSeats: 8, takenSeats: 7)), "1/8 fast voll")
        XCTAssertEqual(seats(.english).short(SeatInfo(totalSeats: 20, takenSeats: 3)), "17/20 free")
    }

    // MARK: The load now

    /// The fixture's bus is on no run: its seats are marked in the table, said in the sentence, and a
    /// field in JSON and --plain.
    func testSeatsOfABusNotYetOnTheRunAreMarkedAsTheLoadNowInEveryMode() throws {
        let board = DomainFixture.board()
        XCTAssertEqual(board.departures.map(\.busOnRun), [false, false])
        let table = StopOutput(
            strings: Strings.table(for: .german), terminal: DomainFixture.terminal(),
            times: DomainFixture.times(.german), now: DomainFixture.now
        ).human(board)
        XCTAssertTrue(table[2].hasSuffix("1 von 10 Plätzen frei – fast voll*"), table[2])
        XCTAssertEqual(table.last, "* Freie Plätze im Moment: Der Bus ist noch nicht auf dieser Fahrt.")
        let spoken = StopOutput(
            strings: Strings.table(for: .german), terminal: ttyTerminal(width: 500, accessible: true),
            times: DomainFixture.times(.german), now: DomainFixture.now
        ).human(board)
        XCTAssertTrue(
            spoken[1].hasSuffix("Jetzt 1 von 10 Plätzen frei, fast voll. Der Bus ist noch nicht auf dieser Fahrt."),
            spoken[1])
        let output = StopOutput(
            strings: Strings.table(for: .english), terminal: DomainFixture.terminal(mode: .json),
            times: DomainFixture.times(.english), now: DomainFixture.now)
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(output.json(board).serialized().utf8)) as? [String: Any])
        let first = try XCTUnwrap((json["departures"] as? [[String: Any]])?.first)
        XCTAssertEqual(first["busOnRun"] as? Bool, false)
        XCTAssertEqual(first["freeSeats"] as? Int, 1, "the existing fields are unchanged")
        XCTAssertEqual(first["seatBand"] as? String, "scarce")
        XCTAssertEqual(output.plain(board).first?.split(separator: "\t").last, "false")
    }

    func testABusOnTheRunHasNoMarkAndNoNote() {
        let table = StopOutput(
            strings: Strings.table(for: .english), terminal: DomainFixture.terminal(),
            times: DomainFixture.times(.english), now: DomainFixture.now
        )
        .human(DomainFixture.board(busOnRun: true))
        XCTAssertFalse(table.joined().contains("*"), "\(table)")
    }

    // MARK: 80 columns

    private func demoBoard(seats: [SeatInfo]) -> StopBoard {
        let start = DomainFixture.now
        let names = ["Linie 2 Eulenbis – Schwedelbach", "Linie 1 Rodenbach – Siegelbach"]
        return StopBoard(
            stop: DomainFixture.data.stops[0],
            departures: seats.enumerated().map { index, seat in
                let scheduled = start.addingTimeInterval(Double(index) * 1800 + 540)
                let estimate =
                    index == 0
                    ? ArrivalEstimate(
                        time: scheduled.addingTimeInterval(480),
                        earliest: scheduled.addingTimeInterval(420),
                        latest: scheduled.addingTimeInterval(540)) : nil
                return Departure(
                    stopId: 1, lineId: Int64(index % 2 + 1), lineName: names[index % 2], scheduled: scheduled,
                    estimate: estimate, busId: Int64(index % 3 + 1), seats: seat, busOnRun: index == 0,
                    basis: nil, positionSeenAt: nil)
            })
    }

    func testAt80ColumnsNothingInTheSeatsColumnIsCut() {
        let board = demoBoard(seats: [
            SeatInfo(totalSeats: 8, takenSeats: 8), SeatInfo(totalSeats: 20, takenSeats: 3),
            SeatInfo(totalSeats: 16, takenSeats: 15), .unknown,
        ])
        for language in [Language.german, .english] {
            let strings = Strings.table(for: language)
            let lines = StopOutput(
                strings: strings, terminal: ttyTerminal(width: 80), times: DomainFixture.times(language),
                now: DomainFixture.now
            ).human(board)
            let table = Array(lines[1...board.departures.count + 1])
            XCTAssertTrue(
                table.allSatisfy { DisplayWidth.of($0) <= 80 }, "\(language): \(table.joined(separator: "\n"))")
            XCTAssertFalse(table.joined().contains("…"), "nothing is cut, the line names are shortened: \(table)")
            let expected =
                language == .german
                ? ["0/8 voll", "17/20 frei*", "1/16 fast voll*", "unbekannt"]
                : ["0/8 full", "17/20 free*", "1/16 almost full*", "unknown"]
            for (row, seat) in zip(table.dropFirst(), expected) {
                XCTAssertTrue(row.hasSuffix(seat), "\(language): \(row)")
                XCTAssertTrue(
                    row.contains("Linie 1  ") || row.contains("Linie 2  "), "line names shortened first: \(row)")
            }
        }
    }

    func testWideEnoughTheSeatsAreSentences() {
        let board = demoBoard(seats: [SeatInfo(totalSeats: 8, takenSeats: 7)])
        let lines = StopOutput(
            strings: Strings.table(for: .german), terminal: ttyTerminal(width: 120),
            times: DomainFixture.times(.german), now: DomainFixture.now
        ).human(board)
        XCTAssertTrue(
            lines[2].hasSuffix("Linie 2 Eulenbis – Schwedelbach    1  1 von 8 Plätzen frei – fast voll"), lines[2])
    }

    func testColumnsEmptyForEveryRowAreDroppedBeforeAnythingIsShortened() {
        let columns = [
            TableColumn("WHEN"), TableColumn("EXPECTED"), TableColumn("LINE", truncatable: true),
            TableColumn("SEATS", shortenOrder: 1),
        ]
        let rows = [
            [
                TableCell("09:32"), TableCell("–"), TableCell("Linie 1 Rodenbach", short: "Linie 1"),
                TableCell("20 of 20 seats free", short: "20/20 free"),
            ]
        ]
        let fitting = TableRenderer(terminal: ttyTerminal(width: 50)).render(columns: columns, rows: rows)
        XCTAssertEqual(fitting, ["WHEN   LINE               SEATS", "09:32  Linie 1 Rodenbach  20 of 20 seats free"])
        let narrow = TableRenderer(terminal: ttyTerminal(width: 30)).render(columns: columns, rows: rows)
        XCTAssertEqual(narrow, ["WHEN   LINE     SEATS", "09:32  Linie 1  20/20 free"])
        let wide = TableRenderer(terminal: ttyTerminal(width: 80)).render(columns: columns, rows: rows)
        XCTAssertEqual(wide[0], "WHEN   EXPECTED  LINE               SEATS", "a table that fits keeps every column")
    }

    func testAColumnThatIsNotTruncatableIsNeverCut() {
        let columns = [TableColumn("LINE", truncatable: true), TableColumn("SEATS", shortenOrder: 1)]
        let rows = [[TableCell("Pirmasens"), TableCell("1 of 8 seats free – almost full", short: "1/8 almost full")]]
        let lines = TableRenderer(terminal: ttyTerminal(width: 12)).render(columns: columns, rows: rows)
        XCTAssertEqual(
            lines[1], "Pirmasens  1/8 almost full",
            "wider than the table's room rather than a cut seat count or a cut word (issue 24): the row is wrapped "
                + "between words on its way out")
    }

    func testLineShortNames() {
        XCTAssertEqual(LineShortName.of("Linie 2 Eulenbis – Schwedelbach"), "Linie 2")
        XCTAssertEqual(LineShortName.of("42 Bahnhof – Markt"), "42")
        XCTAssertNil(LineShortName.of("Pirmasens"))
        XCTAssertNil(LineShortName.of("Linie 2"), "nothing to drop")
    }
}
