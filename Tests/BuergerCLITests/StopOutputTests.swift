import CitizenClient
import XCTest

@testable import BuergerCLI

final class StopOutputTests: XCTestCase {
    private func output(_ language: Language, color: Bool = false) -> StopOutput {
        StopOutput(
            strings: Strings.table(for: language), terminal: DomainFixture.terminal(color: color),
            times: DomainFixture.times(language), now: DomainFixture.now)
    }

    func testHumanEnglish() {
        XCTAssertEqual(
            output(.english).human(DomainFixture.board(estimated: true, busOnRun: true)),
            [
                "Kirche (1)",
                "DEPARTS         EXPECTED        DELAY   WHEN              LINE       BUS  SEATS",
                "09:00           09:03           +3 min  in 9–11 min       Pirmasens    1  1 of 10 seats free – almost full",
                "tomorrow 09:00  tomorrow 09:03  +3 min  in 24 h 9–11 min  Pirmasens    1  1 of 10 seats free – almost full",
            ])
    }

    /// Two new-user trials at 60 columns: "in how many minutes" went before the delay and the expected
    /// time, which say the same thing twice.
    func testANarrowBoardKeepsHowLongUntilLongest() {
        let board = DomainFixture.board(estimated: true, busOnRun: true)
        func headers(_ width: Int) -> String {
            let terminal = Terminal(
                out: BufferSink(), err: BufferSink(), mode: .human, useColor: false, width: width,
                truncatesToWidth: true, unicode: true, canPrompt: false)
            let stop = StopOutput(
                strings: Strings.table(for: .english), terminal: terminal, times: DomainFixture.times(.english),
                now: DomainFixture.now)
            return stop.human(board)[1].split(separator: " ").joined(separator: " ")
        }
        // Long seat words and "tomorrow" make this board wide: the bus goes first, then the delay,
        // the expected time, and how long until last.
        XCTAssertEqual(headers(90), "DEPARTS EXPECTED DELAY WHEN LINE BUS SEATS")
        XCTAssertEqual(headers(85), "DEPARTS EXPECTED DELAY WHEN LINE SEATS")
        XCTAssertEqual(headers(80), "DEPARTS EXPECTED WHEN LINE SEATS")
        XCTAssertEqual(headers(70), "DEPARTS WHEN LINE SEATS")
        XCTAssertEqual(headers(55), "DEPARTS LINE SEATS")
    }

    func testHumanGermanPlainWords() {
        let lines = output(.german).human(DomainFixture.board(estimated: true, busOnRun: true))
        XCTAssertTrue(lines[1].hasPrefix("ABFAHRT"), lines[1])
        XCTAssertTrue(lines[2].contains("+3 Min."))
        XCTAssertTrue(lines[2].contains("in 9–11 Min."), lines[2])
        XCTAssertTrue(lines[2].hasSuffix("1 von 10 Plätzen frei – fast voll"), lines[2])
        XCTAssertTrue(lines[3].hasPrefix("morgen 09:00"), lines[3])
    }

    func testColourGoesWithTheWordNeverAlone() {
        let lines = output(.english, color: true).human(DomainFixture.board(busOnRun: true))
            .map { CleanSink.shown($0, keepsTabs: true) }
        XCTAssertTrue(lines[2].contains("\u{1B}[31m1 of 10 seats free – almost full"), lines[2])
    }

    func testWithoutEstimateShowsDashes() {
        let lines = output(.english).human(DomainFixture.board(busOnRun: true))
        XCTAssertTrue(lines[2].contains("–"))
        XCTAssertFalse(lines[2].contains("+"))
    }

    func testPlain() {
        XCTAssertEqual(
            output(.english).plain(DomainFixture.board(estimated: true, busOnRun: true)).first,
            "2026-11-23T09:00:00+01:00\t2026-11-23T09:03:00+01:00\t3\t1\tPirmasens\t1\t1\t10\tscarce\ttrue")
        XCTAssertEqual(
            output(.english).plain(DomainFixture.board(busOnRun: true)).first,
            "2026-11-23T09:00:00+01:00\t\t\t1\tPirmasens\t1\t1\t10\tscarce\ttrue")
    }

    func testJSON() {
        let json = output(.english).json(DomainFixture.board(estimated: true, busOnRun: true)).serialized()
        XCTAssertTrue(
            json.hasPrefix(
                #"{"stop":{"id":1,"name":"Kirche","location":{"lat":49.209,"lon":7.6}},"departures":[{"lineId":1,"#
                    + #""lineName":"Pirmasens","scheduled":"2026-11-23T09:00:00+01:00","estimated":"2026-11-23T09:03:00+01:00","#
                    + #""estimatedRange":{"earliest":"2026-11-23T09:02:00+01:00","latest":"2026-11-23T09:04:00+01:00"},"#
                    + #""delayMinutes":3,"busId":1,"freeSeats":1,"totalSeats":10,"seatBand":"scarce","busOnRun":true}"#),
            json)
    }
}
