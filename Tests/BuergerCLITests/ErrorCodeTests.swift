import CitizenClient
import Foundation
import XCTest

@testable import BuergerCLI

/// `errorCode` of batch rows (issue 13 §6) and `code` of the `--json` error object (issue 23 §1): stable
/// English names, distinct per reason, every one documented.
final class ErrorCodeTests: XCTestCase {
    private static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs")
    private static let requestsDoc = docs.appendingPathComponent("requests.md")

    /// One sample of each reason a row can fail for.
    static let problems: [RequestProblem] = [
        .missingPlace, .twoPlaces, .stop(.stopNotFound("x")), .stop(.ambiguousStop(query: "x", candidates: [])),
        .stopWithoutPosition("x"), .invalidCoordinate("x"), .coordinateOutOfRange("x"), .unknownPlace("@x"),
        .unknownLine("x"), .lineLooksLikeFormula("=1"), .ambiguousLine("x", choices: []),
        .lineUndecided(choices: [], reason: .severalLinesAtStop),
        .farFromRoutes(lineName: nil, meters: 9000), .missingTime, .invalidTime("x"), .nonexistentTime("x"),
        .timeInPast(typed: "x", tomorrow: nil), .notInFuture(typed: "x"), .beyondHorizon(typed: "x", days: 30),
        .outsideServiceHours(
            lineName: "x", hours: "x", lineId: 1, place: Coordinate(latitude: 0, longitude: 0), time: Date()),
        .lineWithoutTimetable(lineName: "x"), .invalidPersons("x"), .personsOutOfRange(persons: 9, capacity: 8),
        .unknownHelpWord("x", known: []), .unsafeText(field: .name, reason: .controlCharacter), .returnPlaceMissing,
        .returnTimeMissing, .returnBeforeOutward(returnTime: "x", outwardTime: "x"),
    ]
    static let samples: [Error] =
        problems.map { $0 as Error } + [
            BatchRowProblem(number: 2, reason: .tooManyFields(expected: 1, found: 2)),
            BatchRowProblem(number: 2, reason: .unterminatedQuote), BatchRowProblem(number: 2, reason: .notJSONObject),
            BatchRowProblem(number: 2, reason: .unusableValue(key: "time")),
            BatchRowProblem(number: 2, reason: .tooLong(limit: 4096)), RequestBatchRun.unsent,
        ]

    func testEveryReasonHasItsOwnKebabCaseCode() {
        let codes = Self.samples.map(ErrorCode.of)
        XCTAssertEqual(Set(codes).count, codes.count, "\(codes)")
        for code in codes { XCTAssertTrue(code.allSatisfy { $0.isLowercase || $0 == "-" }, code) }
        XCTAssertEqual(ErrorCode.of(RequestProblem.timeInPast(typed: "9:00", tomorrow: "x")), "time-in-past")
        XCTAssertEqual(ErrorCode.of(RequestProblem.wayBack(.invalidTime("x"))), "way-back-invalid-time")
        XCTAssertEqual(ErrorCode.of(RequestProblem.stop(.stopNotFound("x"))), "stop-not-found")
        // An acronym is one word (it was "not-a-j-s-o-n-object").
        XCTAssertEqual(ErrorCode.of(BatchRowProblem(number: 3, reason: .notJSONObject)), "not-json-object")
    }

    func testEveryCodeIsListedInTheRequestsDocument() throws {
        let document = try String(contentsOf: Self.requestsDoc, encoding: .utf8)
        for code in Self.samples.map(ErrorCode.of) { XCTAssertTrue(document.contains("`\(code)`"), code) }
    }

    // MARK: every code the program can print (issue 23 §1)

    private static let trouble = JournalTrouble.newEntryLocked
    private static let clientErrors: [ClientError] = [
        .invalidServerURL("x"), .invalidCoordinate("x"), .unknownAlias("x"),
        .configUnreadable(path: "x", problem: .notJSON),
        .fileNotWritable(path: "x", reason: SystemErrorReason(code: 13)),
        .stopNotFound("x"), .ambiguousStop(query: "x", candidates: []), .busNotFound(1), .lineNotFound("x"),
        .serverUnreachable(server: "x", problem: .refused), .timedOut(server: "x", seconds: 1),
        .noCachedData(server: "x", offline: true), .serverError(status: 500, path: "x", message: nil),
        .serverMoved(status: 301, path: "x", location: "x"), .badResponse(path: "x", problem: .notJSON),
    ]
    private static let sendErrors: [RequestSendError] = [
        .journalUnreadable(path: "x", trouble: trouble), .journalUnwritable(path: "x", trouble: trouble),
        .stateFolderUnusable(folder: "x", reason: SystemErrorReason(code: 13)),
        .storedButNotRecorded(requestId: 1, path: "x", trouble: trouble), .invalidDeviceId("x"), .entryNotFound(UUID()),
        .entryOfOtherServer(entryId: UUID(), server: "x"), .entryNotUnsent(entryId: UUID(), state: .unsent),
    ]
    private static let lookupErrors: [RequestLookupError] = [.notYours(1), .notCancelled(1, state: nil)]
    private static let fileProblems: [BatchFileProblem] = [
        .empty, .duplicateColumn(.time, headers: ["x", "y"]), .tooLarge(limit: 1),
    ]
    private static let usageProblems: [UsageProblem] = [
        .missingCommand, .unknownCommand("x", suggestion: nil), .unknownOption("x", suggestion: nil),
        .missingValue(option: "x"), .flagTakesNoValue(option: "x", value: "x"), .missingArgument("x"),
        .unexpectedArguments(["x"]), .invalidValue("x", for: "x", reason: nil), .mutuallyExclusive("x", "y"),
        .invalidUse(LocalizedText("x", de: "x")),
    ]

    /// A sample of every error that reaches the printer, one per code.
    static let everyError: [Error] =
        samples + clientErrors.map { $0 as Error } + sendErrors.map { $0 as Error } + lookupErrors.map { $0 as Error }
        + fileProblems.map { $0 as Error } + usageProblems.map { UsageError($0) as Error }
        + FailureCode.allCases.map { CommandFailure($0, LocalizedText("x", de: "x")) as Error } + [
            OutputFailure(reason: SystemErrorReason(code: 28)),
            RequestSendError.rejected(.timedOut(server: "x", seconds: 1), entryId: UUID()),
            RequestProblem.wayBack(.missingTime),
        ]

    /// Fails to compile when a family gains a case its sample list above does not have yet.
    private func everyCaseIsSampled(
        _ client: ClientError, _ send: RequestSendError, _ lookup: RequestLookupError, _ file: BatchFileProblem,
        _ usage: UsageProblem, _ row: BatchRowProblem.Reason, _ request: RequestProblem
    ) {
        switch client {
        case .invalidServerURL, .invalidCoordinate, .unknownAlias, .configUnreadable, .fileNotWritable, .stopNotFound,
            .ambiguousStop, .busNotFound, .lineNotFound, .serverUnreachable, .timedOut, .noCachedData, .serverError,
            .serverMoved, .badResponse:
            break
        }
        switch send {
        case .rejected, .journalUnreadable, .journalUnwritable, .stateFolderUnusable, .storedButNotRecorded,
            .invalidDeviceId, .entryNotFound, .entryOfOtherServer, .entryNotUnsent:
            break
        }
        switch lookup {
        case .notYours, .notCancelled: break
        }
        switch file {
        case .empty, .duplicateColumn, .tooLarge: break
        }
        switch usage {
        case .missingCommand, .unknownCommand, .unknownOption, .missingValue, .flagTakesNoValue, .missingArgument,
            .unexpectedArguments, .invalidValue, .mutuallyExclusive, .invalidUse:
            break
        }
        switch row {
        case .tooManyFields, .unterminatedQuote, .notJSONObject, .unusableValue, .tooLong: break
        }
        switch request {
        case .missingPlace, .twoPlaces, .stop, .stopWithoutPosition, .invalidCoordinate, .unknownPlace,
            .coordinateOutOfRange, .unknownLine, .lineLooksLikeFormula, .ambiguousLine, .farFromRoutes,
            .lineUndecided, .missingTime, .invalidTime, .nonexistentTime, .timeInPast, .notInFuture, .beyondHorizon,
            .outsideServiceHours, .lineWithoutTimetable, .invalidPersons, .personsOutOfRange, .unknownHelpWord,
            .unsafeText, .returnPlaceMissing, .returnTimeMissing, .returnBeforeOutward, .wayBack:
            break
        }
    }

    func testEveryErrorHasAKebabCaseCodeAndNoneIsUnexpected() {
        for error in Self.everyError {
            let code = ErrorCode.of(error)
            XCTAssertTrue(code.allSatisfy { $0.isLowercase || $0 == "-" }, code)
            XCTAssertNotEqual(code, "unexpected", "\(error)")
        }
        XCTAssertEqual(
            ErrorCode.of(
                RequestSendError.rejected(.serverError(status: 500, path: "x", message: nil), entryId: UUID())),
            "server-error", "a refusal carries the server's reason")
        XCTAssertEqual(ErrorCode.of(CommandFailure(telling: .missingTime, status: .usage)), "missing-time")
    }

    /// The table of codes in docs/usage.md and docs/usage.de.md holds every code the program can print.
    func testEveryCodeIsListedInTheUsageDocuments() throws {
        let codes = Set(Self.everyError.map(ErrorCode.of) + ["unexpected"])
        for name in ["usage.md", "usage.de.md"] {
            let document = try String(contentsOf: Self.docs.appendingPathComponent(name), encoding: .utf8)
            for code in codes {
                let documented = code.hasPrefix("way-back-") ? "`way-back-…`" : "`\(code)`"
                XCTAssertTrue(document.contains(documented), "\(name) lacks \(documented)")
            }
        }
    }
}
