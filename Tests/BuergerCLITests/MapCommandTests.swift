import CitizenClient
import Foundation
import XCTest

@testable import BuergerCLI

/// `buerger map` end to end in-process, against the fixture server (lines 1 "Pirmasens" and 2, eight
/// stops, buses 1 and 2).
final class MapCommandTests: XCTestCase {
    private let harness = BuergerHarness()

    override func setUp() {
        harness.variables["COLUMNS"] = "80"
        harness.variables["LINES"] = "24"
    }

    func testPlainIsThePictureInTheWindowWithoutControlSequences() {
        let result = harness.run(["map", "--plain"])
        XCTAssertEqual(result.code, 0, result.err)
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(lines.count, 23, result.out)
        XCTAssertTrue(lines.allSatisfy { DisplayWidth.of(String($0)) <= 80 }, result.out)
        XCTAssertFalse(result.out.unicodeScalars.contains { $0.value == 0x1B })
        XCTAssertTrue(result.out.contains("Kirche"), result.out)
        XCTAssertTrue(result.out.contains("●"), result.out)
        XCTAssertTrue(result.out.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }, "braille route")
    }

    func testOnATerminalTheLinesAreColouredAndNeverWrapped() {
        harness.variables["LINES"] = "30"
        let result = harness.run(["map"], tty: true, columns: 60)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains("\u{1B}[34m"), "line 1 in blue")
        let shown = result.out.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        let lines = shown.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(lines.count, 29)
        XCTAssertTrue(lines.allSatisfy { DisplayWidth.of(String($0)) <= 60 }, shown)
    }

    func testJSONSaysWhatWasDrawnAndWhere() throws {
        let json = harness.json(["map", "--json"])
        let projection = try XCTUnwrap(json["projection"] as? [String: Any])
        XCTAssertEqual(projection["columns"] as? Int, 80)
        // 24 lines less the title, one legend line, the status line and the prompt's.
        XCTAssertEqual(projection["rows"] as? Int, 20)
        let stops = try XCTUnwrap(json["stops"] as? [[String: Any]])
        XCTAssertEqual(stops.count, 8)
        XCTAssertTrue(stops.allSatisfy { $0["column"] is Int && $0["row"] is Int && $0["label"] != nil })
        let buses = try XCTUnwrap(json["buses"] as? [[String: Any]])
        XCTAssertEqual(buses.compactMap { $0["id"] as? Int }.sorted(), [1, 2])
        let lines = try XCTUnwrap(json["lines"] as? [[String: Any]])
        XCTAssertEqual(lines.first?["colour"] as? String, "blue")
    }

    func testAccessibleSaysWhereEachBusIsInSentences() {
        let result = harness.run(["map", "--accessible", "--lang", "de"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains("Die Karte zeigt 2 Linien, 8 Haltestellen und 2 Busse."), result.out)
        XCTAssertTrue(result.out.contains("Bus 1 (Linie Pirmasens) ist"), result.out)
        XCTAssertFalse(result.out.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) }, "no drawing")
    }

    func testALineByNameABusAndAStopToCentreOn() throws {
        XCTAssertEqual(
            harness.json(["map", "Pirmasens", "--json"])["focus"] as? [String: Any] as NSDictionary?,
            ["kind": "line", "id": 1, "name": "Pirmasens"] as NSDictionary)
        let bus = try XCTUnwrap(harness.json(["map", "--bus", "2", "--json"])["focus"] as? [String: Any])
        XCTAssertEqual(bus["id"] as? Int, 2)
        let near = try XCTUnwrap(harness.json(["map", "--near", "Markt", "--json"])["focus"] as? [String: Any])
        XCTAssertEqual(near["name"] as? String, "Markt")
    }

    func testWhatCannotBeDrawnIsAnErrorNotACrash() {
        let noLine = harness.run(["map", "Zugspitze"])
        XCTAssertNotEqual(noLine.code, 0)
        XCTAssertTrue(noLine.err.contains("There is no line 'Zugspitze'."), noLine.err)
        let noBus = harness.run(["map", "--bus", "99"])
        XCTAssertTrue(noBus.err.contains("There is no bus 99."), noBus.err)
        XCTAssertEqual(harness.run(["map", "--bus", "zwei"]).code, 2)
        XCTAssertEqual(harness.run(["map", "1", "--bus", "1"]).code, 2)
        XCTAssertEqual(harness.run(["map", "--bus", "1", "--near", "Markt"]).code, 2)
    }

    func testOfflineItDrawsFromSavedDataAndSaysHowOld() {
        XCTAssertEqual(harness.run(["map", "--plain"]).code, 0)
        harness.clock += 2 * 3600
        harness.transport.failure = .cannotConnect(.refused)
        let result = harness.run(["map", "--plain"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains("offline: saved data of 08:30 (2 h old)"), result.out)
        XCTAssertTrue(result.out.contains("Kirche"), result.out)
    }
}
