import XCTest

/// `buerger lines` against `buerger-sim --data original`.
final class LinesCommandIntegrationTests: SimulatorTestCase {
    func testJSONIsExactlyTheOriginalLinesWithBusesAndStopsInRouteOrder() throws {
        let result = try buerger("lines", "--json")
        assertCleanJSON(result)
        let expected: [[String: Any]] = [
            [
                "id": 1, "name": "Pirmasens", "busIds": [1],
                "stops": [
                    ["id": 1, "name": "Kirche"], ["id": 2, "name": "Brunnen"], ["id": 3, "name": "Park"],
                    ["id": 4, "name": "Markt"],
                ],
            ],
            [
                "id": 2, "name": "Uni", "busIds": [2],
                "stops": [
                    ["id": 5, "name": "Uni West"], ["id": 6, "name": "Uni Süd"], ["id": 7, "name": "Uni Ost"],
                    ["id": 8, "name": "Uni Sporthalle"],
                ],
            ],
        ]
        let lines = result.jsonNode["lines"].array
        XCTAssertEqual(lines.count, expected.count)
        for (line, want) in zip(lines, expected) {
            // Extra fields are allowed by the contract; the contract's fields must match exactly.
            let subset = (line.object ?? [:]).filter { want.keys.contains($0.key) }
            XCTAssertEqual(subset as NSDictionary, want as NSDictionary)
        }
    }

    func testHumanTableInBothLanguages() throws {
        let english = try buerger("lines")
        XCTAssertEqual(english.exitCode, 0, english.stderr)
        XCTAssertTrue(english.stdout.contains("Kirche – Brunnen – Park – Markt"), english.stdout)
        XCTAssertTrue(english.stdout.contains("LINE"), english.stdout)
        let german = try buerger("lines", "--lang", "de")
        XCTAssertEqual(german.exitCode, 0, german.stderr)
        XCTAssertTrue(german.stdout.contains("HALTESTELLEN"), german.stdout)
    }

    func testPlainHasOneRowPerLine() throws {
        let result = try buerger("lines", "--plain")
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let rows = result.stdout.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        XCTAssertEqual(rows.map { $0.first }, ["1", "2"])
        XCTAssertEqual(rows.first?.dropFirst().first, "Pirmasens")
    }

    func testExtraArgumentIsAUsageError() throws {
        assertFailure(try buerger("lines", "extra"), exitCode: 2)
    }
}
