import CitizenClient
import Foundation
import XCTest

@testable import BuergerCLI

/// Issue 6 §2 at the printer: every error on stderr is `buerger: <what went wrong>` followed by at
/// least one indented line that says what to do next, in English and German.
final class ErrorAdviceTests: XCTestCase {
    private struct Unworded: Error {}

    static let usageProblems: [UsageProblem] = [
        .missingCommand,
        .unknownCommand("stpos", suggestion: "stops"),
        .unknownCommand("xyz", suggestion: nil),
        .unknownOption("--limt", suggestion: "--limit"),
        .unknownOption("--xyz", suggestion: nil),
        .missingValue(option: "--near"),
        .flagTakesNoValue(option: "--json", value: "yes"),
        .missingArgument("<stop>"),
        .unexpectedArguments(["a", "b"]),
        .invalidValue("0", for: "--limit <n>", reason: LocalizedText("must be at least 1", de: "mindestens 1")),
        .invalidValue("x", for: "--lang", reason: nil),
        .mutuallyExclusive("--json", "--plain"),
        .invalidUse(
            LocalizedText(
                "'--retry-for' only works together with '--resume'.",
                de: "'--retry-for' wirkt nur zusammen mit '--resume'.")),
    ]

    /// No `default`: a new problem does not compile until it has a sample above.
    static func caseIndex(_ problem: UsageProblem) -> Int {
        switch problem {
        case .missingCommand: return 0
        case .unknownCommand: return 1
        case .unknownOption: return 2
        case .missingValue: return 3
        case .flagTakesNoValue: return 4
        case .missingArgument: return 5
        case .unexpectedArguments: return 6
        case .invalidValue: return 7
        case .mutuallyExclusive: return 8
        case .invalidUse: return 9
        }
    }

    func testEveryUsageProblemIsFollowedByTheUsageAndWhereToReadMore() {
        XCTAssertEqual(Set(Self.usageProblems.map(Self.caseIndex)), Set(0..<10), "one sample per case")
        for language in Language.allCases {
            let strings = Strings.table(for: language)
            for problem in Self.usageProblems {
                for command in [nil, "stops"] as [String?] {
                    let lines = report(UsageError(problem, command: command), language)
                    XCTAssertEqual(lines.count, 3, "\(problem): \(lines)")
                    XCTAssertTrue(lines.first?.hasPrefix("buerger: ") ?? false, "\(lines)")
                    XCTAssertTrue(
                        lines.dropFirst().first?.hasPrefix(strings.usageLabel + " buerger") ?? false, "\(lines)")
                    let help = command.map { "buerger \($0)" } ?? "buerger"
                    XCTAssertEqual(lines.last, "  " + strings.seeHelp(help), "\(problem)")
                }
            }
        }
    }

    func testLibraryErrorsPrintTheirNextStepIndented() {
        let errors: [UserFacingError] = [
            ClientError.invalidCoordinate("49,2"),
            ClientError.configUnreadable(path: "/home/emma/.config/buerger/config.json", problem: .notJSON),
            ClientError.fileNotWritable(
                path: "/home/emma/.cache/buerger/stops.tab", reason: SystemErrorReason(code: EACCES)),
            ClientError.serverError(status: 404, path: "/stops", message: "HTTP 404 Not Found"),
            ClientError.serverError(status: 400, path: "/busses/x", message: "Bus id is not a number"),
            RequestSendError.invalidDeviceId(""),
            RequestProblem.missingPlace,
            RequestProblem.wayBack(.invalidTime("halb")),
            BatchRowProblem(number: 3, reason: .notJSONObject),
            BatchRowProblem(number: 3, reason: .unusableValue(key: "time")),
        ]
        for language in Language.allCases {
            for error in errors {
                let lines = report(error, language)
                XCTAssertEqual(
                    lines,
                    [
                        "buerger: " + error.message(in: language),
                        "  " + (error.suggestion(in: language) ?? "<none>"),
                    ], "\(error)")
            }
        }
    }

    func testAnErrorNobodyWordedStillSaysWhatToDo() {
        for language in Language.allCases {
            let lines = report(Unworded(), language)
            XCTAssertEqual(lines.count, 2, "\(lines)")
            XCTAssertEqual(lines.last, "  " + DiagnosticPrinter.unexpectedErrorAdvice.text(in: language))
        }
        XCTAssertNotEqual(
            DiagnosticPrinter.unexpectedErrorAdvice.english, DiagnosticPrinter.unexpectedErrorAdvice.german)
    }

    func testABrokenConfigSaysHowToMendIt() {
        let harness = BuergerHarness()
        let file = BuergerPaths(environment: harness.variables).configFile
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data("{\"server\": ".utf8).write(to: file)
        let result = harness.run(["stops"])
        XCTAssertEqual(result.code, ExitStatus.failure.rawValue, result.err)
        XCTAssertTrue(result.err.contains(file.path), result.err)
        XCTAssertTrue(result.err.contains("\n  ") && result.err.contains("'buerger config init'"), result.err)
        let german = harness.run(["stops", "--lang", "de"])
        XCTAssertTrue(german.err.contains("richten Sie neu ein mit 'buerger config init'"), german.err)
    }

    func testAnUnsetSettingSaysHowToSetIt() {
        let harness = BuergerHarness()
        let result = harness.run(["config", "get", "name"])
        XCTAssertEqual(result.code, ExitStatus.failure.rawValue)
        XCTAssertEqual(result.err, "'name' is not set; set it with 'buerger config set name VALUE'.\n")
        let german = harness.run(["config", "get", "address", "--lang", "de"])
        XCTAssertEqual(german.err, "'address' ist nicht gesetzt; setzen mit 'buerger config set address WERT'.\n")
    }

    func testDecliningACancelSaysHowToCancelLater() {
        let harness = RequestHarness()
        let id = harness.server.add(deviceId: harness.deviceId, pickUp: harness.later(60))
        let result = harness.run(["cancel", String(id)], tty: true, answers: ["n"])
        XCTAssertEqual(result.code, ExitStatus.failure.rawValue)
        XCTAssertTrue(
            result.err.contains(
                "buerger: Nothing was cancelled.\n  Request \(id) stays as it is; "
                    + "cancel it later with\n  'buerger cancel \(id)'.\n"), result.err)
        let german = harness.run(["cancel", String(id), "--lang", "de"], tty: true, answers: ["n"])
        XCTAssertTrue(german.err.contains("absagen später mit\n  'buerger cancel \(id)'"), german.err)
    }

    func testADamagedJournalIsFollowedByWhereTheRequestsAre() {
        let harness = RequestHarness()
        let journal = harness.paths.stateDirectory.appendingPathComponent(RequestJournal.fileName)
        try? Data("{ not a journal".utf8).write(to: journal)
        let result = harness.run(["requests"])
        XCTAssertTrue(result.err.contains("damaged"), result.err)
        XCTAssertTrue(
            result.err.contains("\n  Requests already sent are still listed by 'buerger requests'"), result.err)
    }

    private func report(_ error: Error, _ language: Language) -> [String] {
        let sink = BufferSink()
        let printer = DiagnosticPrinter(err: sink, strings: Strings.table(for: language), language: language)
        printer.report(error, commands: CommandTable.commands.map(\.spec))
        XCTAssertTrue(sink.text.hasSuffix("\n"), sink.text)
        XCTAssertFalse(sink.text.hasSuffix("\n\n"), sink.text)
        let lines = sink.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        for line in lines {
            XCTAssertEqual(line, TextSanitizer.clean(line), "nothing left for the sanitizer")
            XCTAssertFalse(line.hasSuffix(" "), "no trailing blank: \(line.debugDescription)")
        }
        return lines
    }
}
