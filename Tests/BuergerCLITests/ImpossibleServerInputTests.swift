import CitizenClient
import Foundation
import XCTest

@testable import BuergerCLI

/// What a server cannot mean is refused with words or left out, never shown as if it were true
/// (issue 22, point 9).
final class ImpossibleServerInputTests: XCTestCase {
    /// `[-999,999]` and `[1e308,1e308]` are no position: no "in 1817 h", no 300-digit map link.
    func testAPositionOffTheEarthIsNoPosition() {
        for coordinates in ["[-999,999]", "[1e308,1e308]", "[7.6,95]"] {
            let harness = BuergerHarness()
            let bus = FixtureTransport.text("bus-1.json").replacingOccurrences(
                of: "[7.60497,49.21059]", with: coordinates)
            harness.transport.overrides["busses/1/"] = .init(status: 200, body: Data(bus.utf8))
            let result = harness.run(["bus", "1"])
            XCTAssertEqual(result.code, 0, result.err)
            XCTAssertFalse(result.out.contains("1e+308") || result.out.contains("999"), result.out)
            XCTAssertNil(result.out.range(of: #"\d{5,} ?(h|min)"#, options: .regularExpression), result.out)
            let json = harness.run(["bus", "1", "--json"]).out
            XCTAssertFalse(json.contains("999") || json.contains("e+308"), json)
        }
    }

    func testAnOversizedServerMessageIsCut() {
        let harness = BuergerHarness()
        let huge = String(repeating: "Fehler ", count: 150_000)
        harness.transport.overrides["stops/"] = .init(
            status: 500, body: Data(#"{"message":"\#(huge)","code":"TechnicalError"}"#.utf8))
        let result = harness.run(["stops", "--refresh"])
        XCTAssertEqual(result.code, 5, result.err)
        XCTAssertLessThan(result.err.count, 2_000, "cut at 500 characters")
        XCTAssertTrue(result.err.contains("Fehler Fehler"), result.err)
        XCTAssertTrue(result.err.contains("…"), result.err)
    }

    /// One byte that is not UTF-8 in one stop's name took the whole table with it (exit 5).
    func testOneUnreadableStopNameIsLeftOutWithAWarning() throws {
        let harness = BuergerHarness()
        var body = Data(FixtureTransport.text("stops.json").utf8)
        let name = try XCTUnwrap(body.range(of: Data("Kirche".utf8)))
        body.replaceSubrange(name, with: Data([0x4B, 0xFF, 0x69, 0x72, 0x63, 0x68, 0x65]))
        harness.transport.overrides["stops/"] = .init(status: 200, body: body)
        let result = harness.run(["stops", "--refresh", "--plain"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertFalse(result.out.contains("Kirche"), result.out)
        XCTAssertFalse(result.out.contains("\u{FFFD}"), result.out)
        XCTAssertGreaterThan(result.out.split(separator: "\n").count, 1, "the other stops are listed")
        XCTAssertTrue(result.err.contains("not valid text"), result.err)
    }

    /// One 100,000-character name padded every row to its length (2.3 MB for a short table).
    func testALongNameIsCutInTablesNotPaddedInto() {
        let harness = BuergerHarness()
        let long = String(repeating: "Lang", count: 25_000)
        let stops = FixtureTransport.text("stops.json").replacingOccurrences(of: "\"Kirche\"", with: "\"\(long)\"")
        harness.transport.overrides["stops/"] = .init(status: 200, body: Data(stops.utf8))
        let table = harness.run(["stops", "--refresh"]).out
        XCTAssertLessThan(table.utf8.count, 5_000, "no row padded to the long name")
        XCTAssertNotNil(table.range(of: "(Lang)+L?a?n?[…~] ", options: .regularExpression), table)
        XCTAssertTrue(
            table.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 100 }, "rows stay narrow")
        XCTAssertTrue(harness.run(["stops", "--plain"]).out.contains(long), "--plain keeps the whole name")
    }

    func testAPortOutsideTheRangeIsAUsageError() {
        for port in ["0", "65536", "99999"] {
            let result = BuergerHarness().run(["--server", "http://localhost:\(port)/services/rest", "stops"])
            XCTAssertEqual(result.code, 2, "port \(port): \(result.err)")
            XCTAssertTrue(result.err.contains("1–65535"), result.err)
        }
        XCTAssertNoThrow(try ServerAddress("http://localhost:65535/services/rest"))
        XCTAssertNoThrow(try ServerAddress("http://localhost:1/services/rest"))
    }
}
