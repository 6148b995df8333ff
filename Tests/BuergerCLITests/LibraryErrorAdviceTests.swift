import Foundation
import XCTest

@testable import BuergerCLI
@testable import CitizenClient

/// Issue 6 §2: every error says what went wrong and what to do next, in English and German.
/// Each family is built once per case; the `caseIndex` switches have no `default`, so a new case
/// stops this file compiling until it has a sample here.
final class LibraryErrorAdviceTests: XCTestCase {
    private static let entry = UUID(uuidString: "5E1C0000-0000-4000-8000-000000000001") ?? UUID()

    // MARK: ClientError

    static let clientErrors: [ClientError] = [
        .invalidServerURL("ftp://x"),
        .invalidCoordinate("49,2;7,6"),
        .unknownAlias("zuhause"),
        .configUnreadable(
            path: "/home/emma/.config/buerger/config.json", problem: .text("line 3: the body is not JSON")),
        .fileNotWritable(path: "/home/emma/.cache/buerger/stops.tab", reason: SystemErrorReason(code: EACCES)),
        .stopNotFound("Kirsche"),
        .ambiguousStop(
            query: "Uni", candidates: [StopReference(id: 3, name: "Uni Süd"), StopReference(id: 4, name: "Uni Nord")]),
        .busNotFound(9),
        .lineNotFound("Süd"),
        .serverUnreachable(server: ServerAddress.defaultURL, problem: .refused),
        .serverUnreachable(server: "http://bus.example:8080/services/rest", problem: .refused),
        .timedOut(server: "http://bus.example:8080/services/rest", seconds: 5),
        .noCachedData(server: ServerAddress.defaultURL, offline: false),
        .noCachedData(server: "http://bus.example:8080/services/rest", offline: false),
        .noCachedData(server: "http://bus.example:8080/services/rest", offline: true),
        .serverError(status: 400, path: "/busses/x", message: "Bus id is not a number"),
        .serverError(status: 404, path: "/stops", message: "HTTP 404 Not Found"),
        .serverError(status: 415, path: "/customStops", message: nil),
        .serverError(status: 500, path: "/stops", message: nil),
        .badResponse(path: "/stops", problem: .notJSON),
        .serverMoved(status: 301, path: "/lines/", location: "https://new.example/lines/"),
    ]

    static func caseIndex(_ error: ClientError) -> Int {
        switch error {
        case .invalidServerURL: return 0
        case .invalidCoordinate: return 1
        case .unknownAlias: return 2
        case .configUnreadable: return 3
        case .fileNotWritable: return 4
        case .stopNotFound: return 5
        case .ambiguousStop: return 6
        case .busNotFound: return 7
        case .lineNotFound: return 8
        case .serverUnreachable: return 9
        case .timedOut: return 10
        case .noCachedData: return 11
        case .serverError: return 12
        case .badResponse: return 13
        case .serverMoved: return 14
        }
    }

    func testEveryClientErrorSaysWhatToDoInBothLanguages() {
        XCTAssertEqual(Set(Self.clientErrors.map(Self.caseIndex)), Set(0..<15), "one sample per case")
        for error in Self.clientErrors { assertAdvised(error, "\(error)") }
    }

    func testTheNewlyAdvisedClientErrorsNameTheirWayOut() {
        let config = ClientError.configUnreadable(path: "/c/config.json", problem: .notJSON)
        XCTAssertTrue(config.suggestion(in: .english)?.contains("'buerger config init'") ?? false)
        XCTAssertTrue(config.suggestion(in: .german)?.contains("'buerger config init'") ?? false)
        let file = ClientError.fileNotWritable(path: "/c/x", reason: SystemErrorReason(code: EACCES))
        XCTAssertTrue(file.suggestion(in: .english)?.contains("'buerger config path'") ?? false)
        let notFound = ClientError.serverError(status: 404, path: "/stops", message: nil)
        XCTAssertTrue(notFound.suggestion(in: .english)?.contains("/services/rest") ?? false)
        let refused = ClientError.serverError(status: 400, path: "/busses/x", message: nil)
        XCTAssertTrue(refused.suggestion(in: .english)?.contains("Bürgerbus office") ?? false)
        XCTAssertNotEqual(refused.suggestion(in: .english), notFound.suggestion(in: .english))
        let coordinate = ClientError.invalidCoordinate("x")
        XCTAssertTrue(coordinate.suggestion(in: .german)?.contains("Breite") ?? false)
    }

    // MARK: RequestSendError

    static let sendErrors: [RequestSendError] = [
        .rejected(.serverError(status: 400, path: "/customStops", message: "bad"), entryId: entry),
        .journalUnreadable(path: "/s/journal.json", trouble: .system(SystemErrorReason(code: EACCES))),
        .journalUnwritable(path: "/s/journal.json", trouble: .system(SystemErrorReason(code: ENOSPC))),
        .stateFolderUnusable(folder: "/home/emma/.local/state/buerger", reason: SystemErrorReason(code: EACCES)),
        .storedButNotRecorded(
            requestId: 10_000_003, path: "/s/journal.json", trouble: .system(SystemErrorReason(code: ENOSPC))),
        .invalidDeviceId(""),
        .entryNotFound(entry),
        .entryOfOtherServer(entryId: entry, server: "http://bus.example:8080/services/rest"),
        .entryNotUnsent(entryId: entry, state: .stored(requestId: 10_000_003)),
        .entryNotUnsent(
            entryId: entry, state: .gaveUp(reason: .refused(status: 400, path: "/customStops", serverMessage: nil))),
    ]

    static func caseIndex(_ error: RequestSendError) -> Int {
        switch error {
        case .rejected: return 0
        case .journalUnreadable: return 1
        case .journalUnwritable: return 2
        case .storedButNotRecorded: return 3
        case .invalidDeviceId: return 4
        case .entryNotFound: return 5
        case .entryOfOtherServer: return 6
        case .entryNotUnsent: return 7
        case .stateFolderUnusable: return 8
        }
    }

    func testEverySendErrorSaysWhatToDoInBothLanguages() {
        XCTAssertEqual(Set(Self.sendErrors.map(Self.caseIndex)), Set(0..<9), "one sample per case")
        for error in Self.sendErrors { assertAdvised(error, "\(error)") }
    }

    func testAStateFolderThatTakesNoFilesSaysNothingWasSentWhereAndWhy() {
        let error = RequestSendError.stateFolderUnusable(
            folder: "/home/emma/.local/state/buerger",
            reason: SystemErrorReason(code: EACCES))
        XCTAssertEqual(
            error.message(in: .english),
            "Nothing was sent: your requests are kept in the folder "
                + "/home/emma/.local/state/buerger, and nothing can be saved there (permission denied).")
        XCTAssertTrue(error.message(in: .german).contains("(keine Berechtigung)"), error.message(in: .german))
        XCTAssertTrue(error.suggestion(in: .english)?.contains("XDG_STATE_HOME") ?? false)
        XCTAssertEqual(error.exitStatus, .failure)
    }

    func testAnInvalidDeviceIdSaysWhatAnIdMayHold() {
        let advice = RequestSendError.invalidDeviceId("Emma Meier").suggestion(in: .english) ?? ""
        XCTAssertTrue(advice.contains("1 to 50"), advice)
        XCTAssertTrue(advice.contains("'buerger config path'"), advice)
    }

    // MARK: RequestProblem

    static let outwardProblems: [RequestProblem] = [
        .missingPlace,
        .twoPlaces,
        .stop(.stopNotFound("Kirsche")),
        .stop(.ambiguousStop(query: "Uni", candidates: [StopReference(id: 3, name: "Uni Süd")])),
        .stopWithoutPosition("Kirche"),
        .invalidCoordinate("49.2;7.6"),
        .coordinateOutOfRange("95,7.6"),
        .unknownLine("Nord"),
        .ambiguousLine(
            "Uni",
            choices: [
                LineChoice(id: 1, name: "Uni Süd", distanceMeters: nil),
                LineChoice(id: 2, name: "Uni Nord", distanceMeters: nil),
            ]),
        .lineUndecided(
            choices: [
                LineChoice(id: 1, name: "Pirmasens", distanceMeters: 0),
                LineChoice(id: 2, name: "Uni", distanceMeters: 0),
            ], reason: .severalLinesAtStop),
        .lineUndecided(
            choices: [LineChoice(id: 1, name: "Pirmasens", distanceMeters: 120)], reason: .routesEquallyNear),
        .farFromRoutes(lineName: nil, meters: 28_300),
        .farFromRoutes(lineName: "Pirmasens", meters: 4200),
        .beyondHorizon(typed: "2099-01-01T10:00", days: 30),
        .unknownPlace("@zuhause"),
        .lineUndecided(choices: [], reason: .noLineNearby),
        .missingTime,
        .invalidTime("halb zehn"),
        .nonexistentTime("02:30"),
        .timeInPast(typed: "07:00", tomorrow: "2026-11-25T07:00"),
        .timeInPast(typed: "07:00", tomorrow: nil),
        .notInFuture(typed: "2026-11-24T07:00"),
        .outsideServiceHours(
            lineName: "Pirmasens", hours: "06:00–20:00", lineId: 1,
            place: Coordinate(latitude: 49.2, longitude: 7.6), time: Date(timeIntervalSince1970: 0)),
        .lineWithoutTimetable(lineName: "Uni"),
        .invalidPersons("zwei"),
        .personsOutOfRange(persons: 14, capacity: 12),
        .personsOutOfRange(persons: 0, capacity: nil),
        .unknownHelpWord("rollator", known: ["luggage", "wheelchair", "shopping"]),
        .unsafeText(field: .name, reason: .character("\\")),
        .unsafeText(field: .address, reason: .quoteComma),
        .unsafeText(field: .name, reason: .controlCharacter),
        .unsafeText(field: .address, reason: .word("null")),
        .unsafeText(field: .name, reason: .tooLong(limit: 100)),
        .returnPlaceMissing,
        .returnTimeMissing,
        .returnBeforeOutward(returnTime: "08:00", outwardTime: "09:30"),
        .lineLooksLikeFormula("=1+1"),
    ]

    static var requestProblems: [RequestProblem] {
        outwardProblems + outwardProblems.map { .wayBack($0) }
    }

    static func caseIndex(_ problem: RequestProblem) -> Int {
        switch problem {
        case .missingPlace: return 0
        case .twoPlaces: return 1
        case .stop: return 2
        case .stopWithoutPosition: return 3
        case .invalidCoordinate: return 4
        case .coordinateOutOfRange: return 5
        case .unknownLine: return 6
        case .ambiguousLine: return 7
        case .lineUndecided: return 8
        case .missingTime: return 9
        case .invalidTime: return 10
        case .nonexistentTime: return 11
        case .timeInPast: return 12
        case .notInFuture: return 13
        case .outsideServiceHours: return 14
        case .lineWithoutTimetable: return 15
        case .invalidPersons: return 16
        case .personsOutOfRange: return 17
        case .unknownHelpWord: return 18
        case .unsafeText: return 19
        case .returnPlaceMissing: return 20
        case .returnTimeMissing: return 21
        case .returnBeforeOutward: return 22
        case .wayBack: return 23
        case .farFromRoutes: return 24
        case .beyondHorizon: return 25
        case .unknownPlace: return 26
        case .lineLooksLikeFormula: return 27
        }
    }

    func testEveryRequestProblemSaysWhatToDoInBothLanguages() {
        XCTAssertEqual(Set(Self.requestProblems.map(Self.caseIndex)), Set(0..<28), "one sample per case")
        for problem in Self.requestProblems { assertAdvised(problem, "\(problem)") }
    }

    func testAWayBackProblemNamesTheWayBacksOptions() {
        let cases: [(RequestProblem, String)] = [
            (.invalidTime("halb zwölf"), "--return-at"), (.missingTime, "--return-at"),
            (.notInFuture(typed: "x"), "--return-at"),
            (.invalidCoordinate("x"), "--return-from"), (.stopWithoutPosition("Kirche"), "--return-from"),
        ]
        for (inner, option) in cases {
            for language in Language.allCases {
                let back = RequestProblem.wayBack(inner).suggestion(in: language) ?? ""
                XCTAssertTrue(back.contains(option), back)
                XCTAssertFalse(back.contains("--time ") || back.contains("--at "), back)
                let outward = inner.suggestion(in: language) ?? ""
                XCTAssertFalse(outward.contains("--return"), outward)
            }
        }
        let undecided = RequestProblem.lineUndecided(
            choices: [LineChoice(id: 2, name: "Uni", distanceMeters: 0)],
            reason: .severalLinesAtStop)
        XCTAssertEqual(undecided.suggestion(in: .english), "Choose one with --line ID.")
        XCTAssertFalse(
            RequestProblem.wayBack(undecided).suggestion(in: .english)?.contains("--line") ?? true,
            "no option chooses the way back's line")
    }

    // MARK: Batch files

    static let fileProblems: [BatchFileProblem] = [
        .empty, .duplicateColumn(.time, headers: ["Zeit", "Uhrzeit"]),
        .duplicateColumn(.time, headers: ["time", "time"]),
        .tooLarge(limit: 2_097_152),
    ]

    static func caseIndex(_ problem: BatchFileProblem) -> Int {
        switch problem {
        case .empty: return 0
        case .duplicateColumn: return 1
        case .tooLarge: return 2
        }
    }

    static let rowReasons: [BatchRowProblem.Reason] = [
        .tooManyFields(expected: 3, found: 4), .unterminatedQuote,
        .notJSONObject, .unusableValue(key: "time"), .tooLong(limit: 4096),
    ]

    static func caseIndex(_ reason: BatchRowProblem.Reason) -> Int {
        switch reason {
        case .tooManyFields: return 0
        case .unterminatedQuote: return 1
        case .notJSONObject: return 2
        case .unusableValue: return 3
        case .tooLong: return 4
        }
    }

    func testEveryBatchProblemSaysWhatToDoInBothLanguages() {
        XCTAssertEqual(Set(Self.fileProblems.map(Self.caseIndex)), Set(0..<3), "one sample per case")
        XCTAssertEqual(Set(Self.rowReasons.map(Self.caseIndex)), Set(0..<5), "one sample per case")
        for problem in Self.fileProblems { assertAdvised(problem, "\(problem)") }
        for reason in Self.rowReasons { assertAdvised(BatchRowProblem(number: 7, reason: reason), "\(reason)") }
    }

    func testAJSONBatchRowShowsWhatALineLooksLike() {
        let advice = BatchRowProblem(number: 2, reason: .notJSONObject).suggestion(in: .english) ?? ""
        XCTAssertTrue(advice.contains("{\"stop\": \"Kirche\", \"time\": \"09:30\"}"), advice)
        let value = BatchRowProblem(number: 2, reason: .unusableValue(key: "persons")).suggestion(in: .german) ?? ""
        XCTAssertTrue(value.contains("\"persons\""), value)
    }

    // MARK: Journal warning

    func testADamagedJournalSaysHowToFindTheRequests() {
        let warning = JournalWarning(
            journalFile: URL(fileURLWithPath: "/s/journal.json"),
            movedTo: URL(fileURLWithPath: "/s/journal.json.damaged"), damage: .notJSON)
        for language in Language.allCases {
            assertPrintable(warning.message(in: language), "journal message")
            assertPrintable(warning.suggestion(in: language), "journal suggestion")
            XCTAssertTrue(warning.suggestion(in: language).contains("'buerger requests'"))
        }
        XCTAssertNotEqual(warning.suggestion(in: .english), warning.suggestion(in: .german))
    }

    // MARK: Checks

    private func assertAdvised(_ error: UserFacingError, _ label: String, line: UInt = #line) {
        var texts: [Language: (String, String)] = [:]
        for language in Language.allCases {
            let message = error.message(in: language)
            guard let suggestion = error.suggestion(in: language) else {
                XCTFail("\(label): no next step in \(language)", line: line)
                continue
            }
            assertPrintable(message, "\(label) message", line: line)
            assertPrintable(suggestion, "\(label) suggestion", line: line)
            XCTAssertNotEqual(message, suggestion, "\(label): the next step repeats the message", line: line)
            texts[language] = (message, suggestion)
        }
        guard let english = texts[.english], let german = texts[.german] else { return }
        XCTAssertNotEqual(english.0, german.0, "\(label): message not translated", line: line)
        XCTAssertNotEqual(english.1, german.1, "\(label): suggestion not translated", line: line)
    }

    /// What the CLI's printer writes unchanged: one non-empty line, no control or bidi characters
    /// (the sanitizer would turn them into spaces or drop them), no surrounding blanks.
    private func assertPrintable(_ text: String, _ label: String, line: UInt = #line) {
        XCTAssertFalse(text.isEmpty, "\(label) is empty", line: line)
        XCTAssertEqual(text, text.trimmingCharacters(in: .whitespacesAndNewlines), "\(label): \(text)", line: line)
        let unsafe = text.unicodeScalars.filter { scalar in
            scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                || [0x2028, 0x2029].contains(scalar.value)
        }
        XCTAssertTrue(unsafe.isEmpty, "\(label) holds control characters: \(text.debugDescription)", line: line)
    }
}
