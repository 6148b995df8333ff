import CitizenClient
import XCTest

@testable import BuergerCLI

final class RequestTraceTests: XCTestCase {
    let arguments = [
        "request-stop", "--stop", "Kirche", "--time", "09:30", "--name", "Emma Meier",
        "--address", "Hauptstr. 1",
    ]

    func testVerboseShowsThePostBodyWithoutNameAndAddress() {
        let harness = RequestHarness()
        let result = harness.run(arguments + ["-v"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.err.contains("\"info\":{\"name\":\"…\",\"address\":\"…\",\"assistance\":[]}"), result.err)
        XCTAssertTrue(result.err.contains("\"lineId\":1,\"pickUpTime\":1795422600"), result.err)
        XCTAssertFalse(result.err.contains("Emma"), result.err)
        XCTAssertFalse(result.err.contains("Hauptstr"), result.err)
    }

    func testDoubleVerboseShowsThemInFull() {
        let harness = RequestHarness()
        let result = harness.run(arguments + ["-vv"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.err.contains("\"name\":\"Emma Meier\",\"address\":\"Hauptstr. 1\""), result.err)
    }

    func testHiddenValuesMayHoldEscapedQuotes() {
        let body = #"{"info":{"name":"Jo\"hn","address":"a\\b","assistance":[1]},"lineId":1}"#
        let trace = ExchangeTrace(
            method: "POST", url: "http://x", status: 200, bytes: 0, milliseconds: 0, failure: nil,
            requestBody: Data(body.utf8))
        XCTAssertEqual(
            trace.bodyText(revealingPersonalData: false),
            #"{"info":{"name":"…","address":"…","assistance":[1]},"lineId":1}"#)
        XCTAssertEqual(trace.bodyText(revealingPersonalData: true), body)
        XCTAssertNil(
            ExchangeTrace(
                method: "GET", url: "http://x", status: 200, bytes: 0, milliseconds: 0,
                failure: nil
            ).bodyText(revealingPersonalData: false))
    }

    func testVerbosityCountsTheLetters() {
        let resolve = { (arguments: [String]) -> Int in
            guard
                case .success(let line) = CommandLineParser(
                    globalOptions: GlobalOptions.specs,
                    commands: CommandTableProbe.specs
                ).parse(arguments),
                case .success(let options) = GlobalOptions.resolve(line.globals, environment: [:])
            else { return -1 }
            return options.verbosity
        }
        XCTAssertEqual(resolve(["lines"]), 0)
        XCTAssertEqual(resolve(["lines", "-v"]), 1)
        XCTAssertEqual(resolve(["-vv", "lines"]), 2)
        XCTAssertEqual(resolve(["lines", "-v", "--verbose"]), 2)
    }
}
