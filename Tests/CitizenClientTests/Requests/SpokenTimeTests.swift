import Foundation
import XCTest

@testable import CitizenClient

/// Times in the words people use (issue 13 §1): `morgen halb zehn`, `in 30 Minuten`, a spreadsheet's
/// `25.11.2026 11:00`. The clock is Monday 2026-11-23 09:05 in Europe/Berlin; line Pirmasens runs 09:00–13:30.
final class SpokenTimeTests: XCTestCase {
    private var data = MasterData()
    private let now = "2026-11-23T09:05:00+01:00"

    override func setUpWithError() throws {
        data = try OriginalData.load()
    }

    private func pickUp(_ time: String) throws -> String {
        let date = try PlanningSupport.planner(data, now: now).plan(RequestForm(stop: "Kirche", time: time)).outward
            .pickUpTime
        return PlanningCalendar(timeZone: PlanningSupport.berlin).localISO(date)
    }

    private func problem(_ time: String) throws -> RequestProblem? {
        PlanningSupport.problem(try PlanningSupport.planner(data, now: now), RequestForm(stop: "Kirche", time: time))
    }

    func testGermanDayWordsAndClockForms() throws {
        let cases: [(String, String)] = [
            ("morgen 9:30", "2026-11-24T09:30"), ("Morgen halb zehn", "2026-11-24T09:30"),
            ("heute 12 Uhr", "2026-11-23T12:00"), ("heute um 12 Uhr 15", "2026-11-23T12:15"),
            ("12.30", "2026-11-23T12:30"),
            ("übermorgen 10:00", "2026-11-25T10:00"), ("uebermorgen um 10", "2026-11-25T10:00"),
            ("morgen viertel nach zehn", "2026-11-24T10:15"), ("morgen viertel vor elf", "2026-11-24T10:45"),
            ("morgen viertel elf", "2026-11-24T10:15"), ("morgen dreiviertel elf", "2026-11-24T10:45"),
            ("morgen zehn vor halb elf", "2026-11-24T10:20"), ("morgen fünf nach halb zehn", "2026-11-24T09:35"),
            ("morgen früh um 10", "2026-11-24T10:00"), ("heute Mittag", "2026-11-23T12:00"),
            ("morgen 12:00 Uhr", "2026-11-24T12:00"), ("morgen 12uhr", "2026-11-24T12:00"),
            ("Mittwoch 11 Uhr", "2026-11-25T11:00"), ("am Freitag, um 10:30", "2026-11-27T10:30"),
            ("nächsten Montag 10 Uhr", "2026-11-23T10:00"), ("Sonntag 10", "2026-11-29T10:00"),
            ("25.11.2026 11:00", "2026-11-25T11:00"), ("25.11. 11:00", "2026-11-25T11:00"),
            ("11:00 25.11.26", "2026-11-25T11:00"), ("2026-11-25 11:00", "2026-11-25T11:00"),
        ]
        for (typed, expected) in cases { XCTAssertEqual(try pickUp(typed), expected, typed) }
    }

    /// Issue 23 §3: a date and a time as spreadsheets export them, joined by a batch file's date and
    /// time columns; a slashed date only when it can be one day only.
    func testDatesAndTimesAsSpreadsheetsExportThem() throws {
        let cases: [(String, String)] = [
            ("24.11.2026 09:30", "2026-11-24T09:30"), ("24.11.26 9:30", "2026-11-24T09:30"),
            ("2026-11-24 09:30:00", "2026-11-24T09:30"), ("24.11.2026 9.30", "2026-11-24T09:30"),
            ("2026-11-24 9:30", "2026-11-24T09:30"), ("11/24/2026 9:30", "2026-11-24T09:30"),
            ("11/24/2026 9:30 AM", "2026-11-24T09:30"), ("24/11/2026 09:30:00", "2026-11-24T09:30"),
        ]
        for (typed, expected) in cases { XCTAssertEqual(try pickUp(typed), expected, typed) }
        XCTAssertEqual(try problem("12/01/2026 09:30"), .invalidTime("12/01/2026 09:30"), "12 January or 1 December")
    }

    func testEnglishDayWordsAndClockForms() throws {
        let cases: [(String, String)] = [
            ("tomorrow 9:30", "2026-11-24T09:30"), ("tomorrow at 10am", "2026-11-24T10:00"),
            ("today at noon", "2026-11-23T12:00"), ("tomorrow half past nine", "2026-11-24T09:30"),
            ("tomorrow quarter to eleven", "2026-11-24T10:45"), ("the day after tomorrow 9:30", "2026-11-25T09:30"),
            ("Friday 1 pm", "2026-11-27T13:00"), ("tomorrow 1:15 p.m.", "2026-11-24T13:15"),
        ]
        for (typed, expected) in cases { XCTAssertEqual(try pickUp(typed), expected, typed) }
    }

    func testSpokenHoursOneToFiveAreTheAfternoonUnlessSaidOtherwise() throws {
        // The Pirmasens line runs until 13:30: 1 o'clock is 13:00, "ein Uhr nachts" would not be asked for.
        XCTAssertEqual(try pickUp("morgen ein Uhr"), "2026-11-24T13:00")
        XCTAssertEqual(try pickUp("morgen halb zwei"), "2026-11-24T13:30")
        XCTAssertEqual(try pickUp("morgen 1 Uhr nachmittags"), "2026-11-24T13:00")
        // With a colon it is the 24-hour clock, as on every timetable.
        guard case .outsideServiceHours? = try problem("morgen 1:00") else { return XCTFail("1:00 is 01:00") }
        guard case .outsideServiceHours? = try problem("morgen 1 Uhr morgens") else {
            return XCTFail("morgens is early")
        }
    }

    func testRelativeWordsCountFromNow() throws {
        let cases: [(String, String)] = [
            ("in 30 Minuten", "2026-11-23T09:35"), ("in 30 min", "2026-11-23T09:35"),
            ("In 45 Min.", "2026-11-23T09:50"),
            ("in einer Stunde", "2026-11-23T10:05"), ("in einer halben Stunde", "2026-11-23T09:35"),
            ("in 1 Stunde und 10 Minuten", "2026-11-23T10:15"), ("in 2 hours", "2026-11-23T11:05"),
            ("in an hour", "2026-11-23T10:05"), ("in half an hour", "2026-11-23T09:35"),
            ("in 1h30m", "2026-11-23T10:35"),
        ]
        for (typed, expected) in cases { XCTAssertEqual(try pickUp(typed), expected, typed) }
    }

    func testTodayAtAPastTimeSuggestsTomorrowAndOtherPastDaysDoNot() throws {
        XCTAssertEqual(try problem("heute 9:00"), .timeInPast(typed: "heute 9:00", tomorrow: "2026-11-24T09:00"))
        XCTAssertEqual(try problem("neun Uhr"), .timeInPast(typed: "neun Uhr", tomorrow: "2026-11-24T09:00"))
        XCTAssertEqual(try problem("22.11.2026 10:00"), .notInFuture(typed: "22.11.2026 10:00"))
    }

    func testWordsThatAreNoTimeAreRefusedAsSuch() throws {
        for bad in [
            "morgen", "bald", "halb", "morgen morgen 9:30", "heute morgen 9:30 11:00", "25.11", "31.02.2027 10:00",
            "in Minuten", "in 30", "viertel nach", "halb dreizehn", "25 Uhr", "9:75", "Montag Dienstag 10 Uhr",
        ] {
            guard let problem = try problem(bad) else {
                XCTFail("\(bad) was read as a time")
                continue
            }
            switch problem {
            case .invalidTime, .outsideServiceHours: break
            default: XCTFail("\(bad): \(problem)")
            }
        }
        XCTAssertEqual(try problem("31.02.2027 10:00"), .invalidTime("31.02.2027 10:00"))
    }

    func testMoreThanThirtyDaysAheadIsRefusedWithTheReason() throws {
        XCTAssertEqual(try problem("2099-01-01T10:00"), .beyondHorizon(typed: "2099-01-01T10:00", days: 30))
        XCTAssertEqual(try problem("24.12.2026 10:00"), .beyondHorizon(typed: "24.12.2026 10:00", days: 30))
        XCTAssertEqual(try pickUp("22.12.2026 10:00"), "2026-12-22T10:00")
        XCTAssertEqual(try problem("+800h"), .beyondHorizon(typed: "+800h", days: 30))
    }

    func testADateWithoutYearThatIsOverMeansNextYear() throws {
        // 20.11. was last week: next year's is beyond the horizon, which says so rather than guessing.
        XCTAssertEqual(try problem("20.11. 10:00"), .beyondHorizon(typed: "20.11. 10:00", days: 30))
        XCTAssertEqual(try pickUp("1.12. 10:00"), "2026-12-01T10:00")
    }
}
