import XCTest

@testable import CitizenClient

final class ICalendarWriterTests: XCTestCase {
    /// 2026-11-23 08:30:00 UTC.
    private let stamp = Date(timeIntervalSince1970: 1_795_422_600)

    private func event(
        uid: String = "10000003@bus.example", summary: String = "Bürgerbus pick-up — Linie 1",
        location: String? = "Kirche", description: [String] = ["Line: Linie 1 (1)", "Persons: 2"],
        status: ICalendarEvent.Status = .confirmed
    ) -> ICalendarEvent {
        let start = stamp.addingTimeInterval(3600)
        return ICalendarEvent(
            uid: uid, start: start, end: start.addingTimeInterval(600), summary: summary,
            location: location, geo: Coordinate(latitude: 49.209277, longitude: 7.60747),
            descriptionLines: description, status: status,
            alarm: ICalendarAlarm(minutesBefore: 15, description: "Pick-up in 15 minutes"))
    }

    private func write(_ events: [ICalendarEvent]) -> String {
        ICalendarWriter(productId: "-//Buergerbus Weilerbach//buerger test//EN", stamp: stamp).document(events)
    }

    func testEveryFieldOfAnEventReadsBack() throws {
        let calendar = try ICalendarTestParser.parse(write([event()]))
        XCTAssertEqual(calendar.name, "VCALENDAR")
        XCTAssertEqual(calendar.raw("VERSION"), "2.0")
        XCTAssertEqual(calendar.text("PRODID"), "-//Buergerbus Weilerbach//buerger test//EN")
        XCTAssertEqual(calendar.raw("CALSCALE"), "GREGORIAN")
        XCTAssertEqual(calendar.raw("METHOD"), "PUBLISH")
        let events = calendar.all("VEVENT")
        XCTAssertEqual(events.count, 1)
        let pickup = try XCTUnwrap(events.first)
        XCTAssertEqual(pickup.text("UID"), "10000003@bus.example")
        XCTAssertEqual(pickup.raw("DTSTAMP"), "20261123T083000Z")
        XCTAssertEqual(pickup.raw("DTSTART"), "20261123T093000Z")
        XCTAssertEqual(pickup.raw("DTEND"), "20261123T094000Z")
        XCTAssertEqual(pickup.text("SUMMARY"), "Bürgerbus pick-up — Linie 1")
        XCTAssertEqual(pickup.text("LOCATION"), "Kirche")
        XCTAssertEqual(pickup.raw("GEO"), "49.209277;7.607470")
        XCTAssertEqual(pickup.text("DESCRIPTION"), "Line: Linie 1 (1)\nPersons: 2")
        XCTAssertEqual(pickup.raw("STATUS"), "CONFIRMED")
        let alarm = try XCTUnwrap(pickup.all("VALARM").first)
        XCTAssertEqual(alarm.raw("ACTION"), "DISPLAY")
        XCTAssertEqual(alarm.raw("TRIGGER"), "-PT15M")
        XCTAssertEqual(alarm.text("DESCRIPTION"), "Pick-up in 15 minutes")
    }

    func testLinesEndInCRLFAndNoOtherLineBreakAppears() throws {
        let text = write([event(), event(uid: "10000004@bus.example", status: .tentative)])
        let lines = try ICalendarTestParser.physicalLines(text)
        XCTAssertEqual(lines.first, "BEGIN:VCALENDAR")
        XCTAssertEqual(lines.last, "END:VCALENDAR")
        XCTAssertEqual(text.components(separatedBy: "\r\n").count - 1, lines.count)
        let statuses = try ICalendarTestParser.parse(text).all("VEVENT").map { $0.raw("STATUS") }
        XCTAssertEqual(statuses, ["CONFIRMED", "TENTATIVE"])
    }

    func testALongGermanDescriptionIsFoldedAt75OctetsWithoutSplittingAnUmlaut() throws {
        let long =
            "Die Anfrage ist noch offen: Abholung gewünscht an der Haltestelle Großmühle-Süd, "
            + "Rückfahrt über Öhringer Straße, Gepäck für zwei Personen, Rollstuhl, Einkäufe; ÄÖÜäöüß"
        // A decomposed umlaut (u + combining diaeresis) must stay one character across folds.
        let decomposed = String(repeating: "Mu\u{308}hle ", count: 20)
        let text = write([event(summary: decomposed, description: [long, long])])
        let physical = try ICalendarTestParser.physicalLines(text)
        XCTAssertTrue(physical.contains { $0.utf8.count == 75 }, "long lines are filled up to 75 octets")
        XCTAssertTrue(physical.allSatisfy { $0.utf8.count <= 75 })
        XCTAssertTrue(physical.filter { $0.hasPrefix(" ") }.count >= 4, "folded into continuation lines")
        for line in physical {
            XCTAssertNotEqual(line.unicodeScalars.dropFirst().first, "\u{308}", "a fold split u from its mark: \(line)")
        }
        let pickup = try XCTUnwrap(ICalendarTestParser.parse(text).all("VEVENT").first)
        XCTAssertEqual(pickup.text("DESCRIPTION"), long + "\n" + long)
        XCTAssertEqual(pickup.text("SUMMARY")?.unicodeScalars.map(\.value), decomposed.unicodeScalars.map(\.value))
    }

    func testFoldingNeverSplitsAUTF8SequenceWhateverTheOffset() throws {
        for padding in 0..<4 {
            let line = "DESCRIPTION:" + String(repeating: "x", count: padding) + String(repeating: "ö€😀", count: 40)
            let folded = ICalendarText.fold(line)
            for physical in try ICalendarTestParser.physicalLines(folded) {
                XCTAssertLessThanOrEqual(physical.utf8.count, 75)
                XCTAssertNotNil(String(data: Data(physical.utf8), encoding: .utf8))
            }
            let unfolded = folded.replacingOccurrences(of: "\r\n ", with: "").replacingOccurrences(of: "\r\n", with: "")
            XCTAssertEqual(unfolded, line)
        }
    }

    func testOddServerTextIsEscapedAndCleaned() throws {
        let odd = "Hof; Tor 2, \\hinten\\\r\nEND:VEVENT\u{1B}[31m\u{202E}rot\u{7}"
        let text = write([event(uid: "7@host", summary: odd, location: odd, description: [odd, "zweite Zeile"])])
        XCTAssertFalse(text.contains("\u{1B}"))
        XCTAssertFalse(text.contains("\u{202E}"))
        XCTAssertFalse(text.contains("\u{7}"))
        let calendar = try ICalendarTestParser.parse(text)
        let events = calendar.all("VEVENT")
        XCTAssertEqual(events.count, 1, "an injected END:VEVENT stays inside the value")
        let cleaned = "Hof; Tor 2, \\hinten\\  END:VEVENT[31mrot"
        XCTAssertEqual(events.first?.text("SUMMARY"), cleaned)
        XCTAssertEqual(events.first?.text("LOCATION"), cleaned)
        XCTAssertEqual(events.first?.text("DESCRIPTION"), cleaned + "\nzweite Zeile")
        XCTAssertTrue(events.first?.raw("SUMMARY")?.hasPrefix("Hof\\; Tor 2\\, \\\\hinten\\\\") == true)
    }

    func testNoEventsIsAValidEmptyCalendar() throws {
        let text = write([])
        let calendar = try ICalendarTestParser.parse(text)
        XCTAssertEqual(calendar.name, "VCALENDAR")
        XCTAssertTrue(calendar.children.isEmpty)
        XCTAssertEqual(calendar.raw("VERSION"), "2.0")
        XCTAssertNotNil(calendar.raw("PRODID"))
        XCTAssertEqual(
            text,
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Buergerbus Weilerbach//buerger test//EN\r\n"
                + "CALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nEND:VCALENDAR\r\n")
    }

    func testAnEventWithoutPlaceLeavesLocationOut() throws {
        let text = write([event(location: "\u{1B}\u{7}")])
        let pickup = try XCTUnwrap(ICalendarTestParser.parse(text).all("VEVENT").first)
        XCTAssertNil(pickup.raw("LOCATION"))
    }
}
