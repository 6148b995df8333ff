import CitizenClient
import Foundation
import XCTest

@testable import BuergerCLI

/// Spoken times for `--accessible`: German as people say it ("9 Uhr 17"), English on the twelve-hour
/// clock ("9 17 a.m.", "2 oh 5 p.m."), minutes and hours in words, the day named when it is not today.
final class AccessibleTimeTests: XCTestCase {
    private let zone = TimeZone(identifier: "Europe/Berlin") ?? TimeZone(secondsFromGMT: 3600) ?? .current
    /// Monday 2026-11-23 08:30 in Weilerbach.
    private let now = Date(timeIntervalSince1970: 1_795_419_000)

    private func time(_ language: Language) -> AccessibleTime {
        AccessibleTime(language: language, timeZone: zone, now: now)
    }

    /// Minutes after `now`.
    private func later(_ minutes: Double) -> Date { now.addingTimeInterval(minutes * 60) }

    func testGermanClockAsSpoken() {
        XCTAssertEqual(time(.german).clock(later(47)), "9 Uhr 17")
        XCTAssertEqual(time(.german).clock(later(35)), "9 Uhr 5")
        XCTAssertEqual(time(.german).clock(later(30)), "9 Uhr")
        XCTAssertEqual(time(.german).clock(later(-8 * 60)), "0 Uhr 30")
        XCTAssertEqual(time(.german).clock(later(5 * 60 + 35)), "14 Uhr 5")
    }

    func testEnglishClockOnTheTwelveHourDial() {
        XCTAssertEqual(time(.english).clock(later(47)), "9 17 a.m.")
        XCTAssertEqual(time(.english).clock(later(35)), "9 oh 5 a.m.")
        XCTAssertEqual(time(.english).clock(later(30)), "9 a.m.")
        XCTAssertEqual(time(.english).clock(later(5 * 60 + 35)), "2 oh 5 p.m.")
        XCTAssertEqual(time(.english).clock(later(3 * 60 + 30)), "noon")
        XCTAssertEqual(time(.english).clock(later(4 * 60)), "12 30 p.m.")
        XCTAssertEqual(time(.english).clock(later(-8 * 60 - 30)), "midnight")
        XCTAssertEqual(time(.english).clock(later(-8 * 60)), "12 30 a.m.")
    }

    func testTheDayIsNamedWhenItIsNotToday() {
        XCTAssertEqual(time(.german).at(later(47)), "um 9 Uhr 17")
        XCTAssertEqual(time(.german).at(later(24 * 60 + 30)), "morgen um 9 Uhr")
        XCTAssertEqual(time(.german).at(later(2 * 24 * 60)), "am Mittwoch um 8 Uhr 30")
        XCTAssertEqual(time(.german).at(later(9 * 24 * 60)), "am 2. Dezember um 8 Uhr 30")
        XCTAssertEqual(time(.german).at(later(-24 * 60)), "gestern um 8 Uhr 30")
        XCTAssertEqual(time(.english).at(later(47)), "at 9 17 a.m.")
        XCTAssertEqual(time(.english).at(later(24 * 60 + 30)), "tomorrow at 9 a.m.")
        XCTAssertEqual(time(.english).at(later(2 * 24 * 60)), "on Wednesday at 8 30 a.m.")
        XCTAssertEqual(time(.english).at(later(40 * 24 * 60)), "on 2 January 2027 at 8 30 a.m.")
    }

    func testRelativeTimesInWords() {
        XCTAssertEqual(time(.german).relative(later(7)), "in 7 Minuten")
        XCTAssertEqual(time(.german).relative(later(1)), "in 1 Minute")
        XCTAssertEqual(time(.german).relative(later(0.2)), "jetzt")
        XCTAssertEqual(time(.german).relative(later(-3)), "vor 3 Minuten")
        XCTAssertEqual(time(.german).relative(later(65)), "in 1 Stunde und 5 Minuten")
        XCTAssertEqual(time(.german).relative(later(120)), "in 2 Stunden")
        XCTAssertEqual(time(.english).relative(later(7)), "in 7 minutes")
        XCTAssertEqual(time(.english).relative(later(-1)), "1 minute ago")
        XCTAssertEqual(time(.english).relative(later(0)), "now")
        XCTAssertEqual(time(.english).relative(later(61)), "in 1 hour and 1 minute")
    }

    func testSentencesListsAndDistances() {
        let german = AccessibleText(language: .german)
        let english = AccessibleText(language: .english)
        XCTAssertEqual(german.list(["Kirche", "Markt", "Brunnen"]), "Kirche, Markt und Brunnen")
        XCTAssertEqual(english.list(["Kirche", "Markt"]), "Kirche and Markt")
        XCTAssertEqual(english.list(["Kirche"]), "Kirche")
        XCTAssertEqual(german.distance(meters: 250), "250 Meter")
        XCTAssertEqual(german.distance(meters: 1240), "1,2 Kilometer")
        XCTAssertEqual(english.distance(meters: 1240), "1.2 kilometres")
        XCTAssertEqual(AccessibleText.sentence("Bus 1 "), "Bus 1.")
        XCTAssertEqual(AccessibleText.sentence("Wirklich?"), "Wirklich?")
        XCTAssertEqual(german.line("Pirmasens"), "Linie Pirmasens")
        XCTAssertEqual(english.line("Pirmasens"), "line Pirmasens")
        XCTAssertEqual(english.line("Pirmasens", capitalized: true), "Line Pirmasens")
        XCTAssertEqual(
            german.line("Linie 2 Eulenbis – Schwedelbach"), "Linie 2 Eulenbis – Schwedelbach", "not said twice")
        XCTAssertEqual(german.name("Uni\t Süd  \u{1B}[31mRot"), "Uni Süd [31mRot")
    }
}
