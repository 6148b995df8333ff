import CitizenClient
import Foundation
import XCTest

@testable import BuergerCLI

/// The accessible sentences word for word, on the hand-built network (now is 08:53, bus 1 has 1 of 10
/// seats free, the estimator puts every call 3 minutes late).
final class AccessibleRenderingTests: XCTestCase {
    private func terminal() -> Terminal {
        Terminal(
            out: BufferSink(), err: BufferSink(), mode: .accessible, useColor: true, width: 80, truncatesToWidth: true,
            unicode: true, canPrompt: false)
    }

    private func stop(_ language: Language) -> StopOutput {
        StopOutput(
            strings: Strings.table(for: language), terminal: terminal(), times: DomainFixture.times(language),
            now: DomainFixture.now)
    }

    func testADepartureReadsAsTheIssueAsksInGerman() {
        XCTAssertEqual(
            stop(.german).human(DomainFixture.board(estimated: true, busOnRun: true)),
            [
                "Abfahrten an der Haltestelle Kirche, Nummer 1.",
                "Bus 1, Linie Pirmasens, kommt zwischen 9 Uhr 2 und 9 Uhr 4, in 9 bis 11 Minuten, 3 Minuten später als geplant. "
                    + "1 von 10 Plätzen frei, fast voll.",
                "Bus 1, Linie Pirmasens, kommt morgen zwischen 9 Uhr 2 und 9 Uhr 4, in 24 Stunden und 9 bis 11 Minuten, "
                    + "3 Minuten später als geplant. 1 von 10 Plätzen frei, fast voll.",
            ])
    }

    func testADepartureInEnglishWithoutAnEstimate() {
        XCTAssertEqual(
            stop(.english).human(DomainFixture.board(busOnRun: true)).dropFirst().first,
            "Bus 1, line Pirmasens, arrives at 9 a.m. by the timetable, in 7 minutes. 1 of 10 seats free, almost full.")
        XCTAssertEqual(
            stop(.english).human(DomainFixture.board(estimated: true, busOnRun: true)).dropFirst().first,
            "Bus 1, line Pirmasens, arrives between 9 oh 2 and 9 oh 4 a.m., in 9 to 11 minutes, "
                + "3 minutes later than planned. "
                + "1 of 10 seats free, almost full.")
    }

    func testTheBusHasNoDrawingAndSpokenNextStops() {
        let lines = BusOutput(
            strings: Strings.table(for: .german), terminal: terminal(), times: DomainFixture.times(.german),
            now: DomainFixture.now
        ).human(DomainFixture.report())
        XCTAssertEqual(lines.first, "Bus 1.")
        XCTAssertTrue(lines.contains("Plätze: 1 von 10 Plätzen frei, fast voll."), "\(lines)")
        XCTAssertTrue(lines.contains("Nächste Halte: Brunnen, laut Fahrplan um 9 Uhr 10, in 17 Minuten."), "\(lines)")
        XCTAssertFalse(lines.contains { $0.hasPrefix("Strecke") }, "no route strip")
        XCTAssertFalse(lines.joined().contains("\u{1B}"), "no colour, even where the terminal has it")
    }

    func testAWatchedDelayIsSaidInMinutes() {
        let bus = WatchedBus(id: 1, lineName: "Pirmasens")
        let event = WatchEvent(time: DomainFixture.now, change: .delay(bus: bus, stopName: "Kirche", minutes: 6))
        let german = WatchOutput(
            strings: Strings.table(for: .german), times: DomainFixture.times(.german), accessible: true)
        XCTAssertEqual(
            german.human(event), "Um 8 Uhr 53: Bus 1 (Linie Pirmasens) ist jetzt etwa 6 Minuten zu spät an Kirche.")
        let english = WatchOutput(
            strings: Strings.table(for: .english), times: DomainFixture.times(.english),
            accessible: true)
        XCTAssertEqual(
            english.human(
                WatchEvent(
                    time: DomainFixture.now,
                    change: .delay(
                        bus: bus, stopName: "Kirche",
                        minutes: -1))),
            "At 8 53 a.m.: Bus 1 (line Pirmasens) is now about 1 minute early at Kirche.")
        XCTAssertEqual(
            english.plain(event),
            WatchOutput(
                strings: Strings.table(for: .english),
                times: DomainFixture.times(.english)
            ).plain(event),
            "--plain is unaffected")
    }

    func testAdviceWithNothingNearbyAndTheCommandAloneOnItsLine() {
        let report = AdviceReport(
            language: .german, times: DomainFixture.times(.german), now: DomainFixture.now,
            accessible: true)
        let nothing = AccessibleAdvice(
            words: AccessibleText(language: .german),
            time: AccessibleTime(times: report.times, now: DomainFixture.now))
        XCTAssertEqual(
            nothing.lines(
                RequestAdvice(stops: [], isLater: false, suggestion: nil),
                askedAt: DomainFixture.now.addingTimeInterval(7 * 60)),
            [
                "Keine Haltestelle im Umkreis von 800 Metern wird um 9 Uhr oder am Tag danach angefahren.",
                "Bitte rufen Sie die Gemeindeverwaltung an.",
            ])
    }

    func testASeatWarningSaysItsTimeAloudButJSONKeepsTheClock() {
        let outlook = SeatOutlook(warnings: [.usuallyFull(persons: 9, tooFull: 3, sightings: 3)])
        let pickUp = DomainFixture.now.addingTimeInterval(37 * 60)
        let spoken = AdviceSeatWarnings(language: .german, times: DomainFixture.times(.german), accessible: true)
        XCTAssertTrue(
            spoken.lines(outlook, pickUpTime: pickUp).first?.hasPrefix("Um 9 Uhr 30 waren die Busse") == true,
            "\(spoken.lines(outlook, pickUpTime: pickUp))")
        let json = spoken.json(outlook, pickUpTime: pickUp).serialized()
        let usual = AdviceSeatWarnings(language: .german, times: DomainFixture.times(.german))
        XCTAssertEqual(json, usual.json(outlook, pickUpTime: pickUp).serialized(), "JSON is for scripts, unchanged")
    }

    func testPlainAndJSONStayAsTheyAre() {
        let accessibleTerminal = Terminal(
            out: BufferSink(), err: BufferSink(), mode: .accessible, useColor: false, width: 80,
            truncatesToWidth: false, unicode: true, canPrompt: false)
        let accessible = StopOutput(
            strings: Strings.table(for: .english), terminal: accessibleTerminal,
            times: DomainFixture.times(.english), now: DomainFixture.now)
        let usual = StopOutput(
            strings: Strings.table(for: .english), terminal: DomainFixture.terminal(mode: .plain),
            times: DomainFixture.times(.english), now: DomainFixture.now)
        XCTAssertEqual(
            accessible.plain(DomainFixture.board(estimated: true)), usual.plain(DomainFixture.board(estimated: true)))
        XCTAssertEqual(
            accessible.json(DomainFixture.board()).serialized(), usual.json(DomainFixture.board()).serialized())
    }
}
