import CitizenClient
import Foundation
import XCTest

@testable import BuergerCLI

/// Issue 23 §3: a batch row's problem is said in the file's terms: columns to fill or add, never an
/// option (a spreadsheet has no `--line`), and dates the way the file writes them, never one past.
final class BatchFileWordingTests: XCTestCase {
    private let berlin = TimeZone(identifier: "Europe/Berlin") ?? TimeZone(secondsFromGMT: 3600)!
    /// Monday 2026-11-23 09:05 in Weilerbach.
    private let now = Date(timeIntervalSince1970: 1_795_421_100)

    private func wording(
        _ headers: [BatchColumn: String], separator: Character? = ";", dates: BatchDateStyle? = nil,
        _ language: Language
    ) -> BatchFileWording {
        BatchFileWording(
            BatchFileContents(entries: [], headers: headers, separator: separator, dateStyle: dates),
            language: language, now: now, timeZone: berlin)
    }

    /// Every problem a row can have (the way back has no columns), with and without the columns it
    /// concerns, in both languages: words only, no option.
    func testNoRowProblemNamesAnOption() {
        let problems = LibraryErrorAdviceTests.outwardProblems.filter {
            switch $0 {
            case .returnPlaceMissing, .returnTimeMissing, .returnBeforeOutward: return false
            default: return true
            }
        }
        let full = Dictionary(uniqueKeysWithValues: BatchColumn.allCases.map { ($0, $0.key) })
        for language in Language.allCases {
            for headers in [[:], full, [.stop: "Haltestelle", .time: "Zeit"]] {
                let file = wording(headers, language)
                for problem in problems {
                    let message = problem.message(in: file)
                    let suggestion = problem.suggestion(in: file) ?? ""
                    XCTAssertFalse(message.contains("--"), "\(problem) \(language): \(message)")
                    XCTAssertFalse(suggestion.contains("--"), "\(problem) \(language): \(suggestion)")
                    XCTAssertFalse(message.isEmpty, "\(problem)")
                }
            }
        }
    }

    func testAColumnIsNamedAsTheFileHeadsItOrElseInTheUsersLanguage() {
        let file = wording([.time: "Abholzeit"], .german)
        XCTAssertEqual(file.column(.time), "'Abholzeit'")
        XCTAssertEqual(file.column(.line), "'Linie'")
        XCTAssertEqual(wording([:], .english).column(.line), "'line'")
        XCTAssertEqual(
            RequestProblem.missingTime.suggestion(in: file),
            "Tragen Sie die Abholzeit in die Spalte 'Abholzeit' ein, etwa 09:30.")
        XCTAssertEqual(
            RequestProblem.missingTime.suggestion(in: wording([.stop: "stop"], .english)),
            "Add a column 'time' with each row's pick-up time, such as 09:30, or with its day: 2026-11-24 09:30.")
    }

    /// The hint of a past time: tomorrow, written as the file writes dates (or as the user's language
    /// does when the file has none), never the fixed ISO example that lay in the past.
    func testDatesInHintsAreTheFilesAndStillAhead() {
        let past = RequestProblem.notInFuture(typed: "22.11.2026 09:30")
        XCTAssertEqual(
            past.suggestion(
                in: wording([.date: "Datum", .time: "Uhrzeit"], dates: .dayMonthYear(yearDigits: 2), .german)),
            "Tragen Sie einen Tag, der noch kommt, in die Spalte 'Datum' ein, etwa 24.11.26.")
        XCTAssertEqual(
            past.suggestion(in: wording([.time: "time"], dates: .monthDayYear, .english)),
            "Write a time still ahead into the column 'time', such as 11/24/2026 09:30.")
        let today = RequestProblem.timeInPast(typed: "09:00", tomorrow: "2026-11-24T09:00")
        XCTAssertEqual(
            today.suggestion(in: wording([.time: "Zeit"], .german)),
            "Meinten Sie morgen? Tragen Sie 24.11.2026 09:00 in die Spalte 'Zeit' ein.")
        XCTAssertEqual(
            today.suggestion(in: wording([.time: "time"], .english)),
            "Did you mean tomorrow? Write 2026-11-24 09:00 into the column 'time'.")
    }

    /// Help words in a `;` file: the hint says the other separator, and why.
    func testAnUnknownHelpWordSaysWhichSeparatorTheFileTakes() {
        let word = RequestProblem.unknownHelpWord("Rollstul", known: ["wheelchair"])
        XCTAssertEqual(
            word.suggestion(in: wording([.help: "Hilfe"], .german)),
            "Verwenden Sie die Wörter oben in der Spalte 'Hilfe', mehrere durch ',' getrennt (die Datei trennt "
                + "ihre Spalten durch ';'): Gepäck,Rollstuhl.")
        XCTAssertTrue(
            word.suggestion(in: wording([.help: "help"], separator: ",", .english))?.contains("luggage;wheelchair")
                ?? false)
        let split = BatchRowProblem(number: 3, reason: .tooManyFields(expected: 4, found: 5))
        XCTAssertEqual(
            split.suggestion(in: wording([.help: "Hilfe"], .german)),
            "Setzen Sie ein Feld, das ';' enthält, in Anführungszeichen; mehrere Wörter in der Spalte 'Hilfe' "
                + "trennt in dieser Datei ','.")
    }
}
