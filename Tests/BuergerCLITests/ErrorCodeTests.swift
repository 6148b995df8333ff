import CitizenClient
import Foundation
import XCTest

@testable import BuergerCLI

/// `errorCode` of batch rows (issue 13 §6): stable English names, distinct per reason, documented.
final class ErrorCodeTests: XCTestCase {
    private static let requestsDoc = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/requests.md")

    /// One sample of each reason a row can fail for.
    static let problems: [RequestProblem] = [
        .missingPlace, .twoPlaces, .stop(.stopNotFound("x")), .stop(.ambiguousStop(query: "x", candidates: [])),
        .stopWithoutPosition("x"), .invalidCoordinate("x"), .coordinateOutOfRange("x"), .unknownPlace("@x"),
        .unknownLine("x"), .ambiguousLine("x", choices: []), .lineUndecided(choices: [], reason: .severalLinesAtStop),
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
            BatchRowProblem(number: 2, reason: .unusableValue(key: "time")), RequestBatchRun.unsent,
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
}
