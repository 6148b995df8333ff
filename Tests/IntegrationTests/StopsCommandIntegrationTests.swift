import XCTest

/// `buerger stops` against `buerger-sim --data original` (wire-contract §8), in all three output modes.
final class StopsCommandIntegrationTests: SimulatorTestCase {
    func testJSONListsTheEightOriginalStopsAsTheContractShapesThem() throws {
        let result = try buerger("stops", "--json")
        assertCleanJSON(result)
        let stops = result.jsonNode["stops"]
        XCTAssertEqual(stops.array.compactMap { $0["id"].int }, [1, 2, 3, 4, 5, 6, 7, 8])
        XCTAssertEqual(
            stops.array.compactMap { $0["name"].string },
            ["Kirche", "Brunnen", "Park", "Markt", "Uni West", "Uni Süd", "Uni Ost", "Uni Sporthalle"])
        for stop in stops.array {
            assertHasKeys(stop, ["id", "name", "location", "lines", "distanceMeters"], "stop")
            XCTAssertTrue(stop["distanceMeters"].isNull, "no --near: distance is null, not left out")
        }
        let kirche = stops[0]
        XCTAssertEqual(kirche["location"]["lat"].double, 49.209277)
        XCTAssertEqual(kirche["location"]["lon"].double, 7.60747)
        XCTAssertEqual(kirche["lines"].count, 1)
        XCTAssertEqual(kirche["lines"][0]["id"].int, 1, "line ids are numbers, not the wire's strings")
        XCTAssertEqual(kirche["lines"][0]["name"].string, "Pirmasens")
        XCTAssertEqual(stops[5]["lines"][0]["id"].int, 2)
        XCTAssertEqual(stops[5]["lines"][0]["name"].string, "Uni")
        XCTAssertEqual(stops[5]["location"]["lat"].double, 49.423046)
        XCTAssertEqual(stops[5]["location"]["lon"].double, 7.750694)
    }

    func testSearchIgnoresCaseAndDiacritics() throws {
        let result = try buerger("stops", "sud", "--json")
        assertCleanJSON(result)
        XCTAssertEqual(result.jsonNode["stops"].array.compactMap { $0["name"].string }, ["Uni Süd"])

        let upper = try buerger("stops", "SÜD", "--plain")
        XCTAssertEqual(upper.exitCode, 0, upper.stderr)
        XCTAssertEqual(
            upper.stdout.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) },
            ["6"])
    }

    func testSearchWithoutMatchIsAnEmptyListNotAnError() throws {
        let result = try buerger("stops", "Bahnhof", "--json")
        assertCleanJSON(result)
        XCTAssertEqual(result.jsonNode["stops"].count, 0)
    }

    func testNearSortsByDistanceWithSevenByDefaultAndHonoursLimit() throws {
        let result = try buerger("stops", "--near", "49.207937,7.606499", "--json")
        assertCleanJSON(result)
        let stops = result.jsonNode["stops"].array
        XCTAssertEqual(stops.count, 7, "default limit with --near")
        XCTAssertEqual(stops.first?["id"].int, 2, "Brunnen itself is nearest")
        XCTAssertEqual(stops.first?["distanceMeters"].int, 0)
        let distances = stops.compactMap { $0["distanceMeters"].double }
        XCTAssertEqual(distances.count, 7)
        XCTAssertEqual(distances, distances.sorted())
        XCTAssertGreaterThan(distances.last ?? 0, 20_000, "the Uni stops lie in Kaiserslautern, far away")

        let limited = try buerger("stops", "--near=49.207937,7.606499", "--limit", "2", "--json")
        assertCleanJSON(limited)
        XCTAssertEqual(limited.jsonNode["stops"].array.compactMap { $0["id"].int }.count, 2)
    }

    func testLimitWithoutNearCutsTheList() throws {
        let result = try buerger("stops", "--limit", "3", "--plain")
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 3)
    }

    func testHumanTableHasAHeaderAndEveryStop() throws {
        let result = try buerger("stops")
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 9, result.stdout)
        XCTAssertTrue(lines.first?.contains("STOP") ?? false, result.stdout)
        XCTAssertTrue(result.stdout.contains("Uni Süd"))
        XCTAssertFalse(result.stdout.contains("\u{1B}"), "stdout is no terminal: no colours")
        XCTAssertEqual(result.stderr, "")
    }

    func testPlainIsTabSeparatedWithoutHeader() throws {
        let result = try buerger("stops", "--plain")
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let rows = result.stdout.split(separator: "\n").map {
            $0.split(separator: "\t", omittingEmptySubsequences: false)
        }
        XCTAssertEqual(rows.count, 8)
        XCTAssertEqual(rows.first?.prefix(2).map(String.init), ["1", "Kirche"])
        XCTAssertEqual(rows.last?.prefix(2).map(String.init), ["8", "Uni Sporthalle"])
        XCTAssertTrue(rows.allSatisfy { $0.count == rows.first?.count }, "every row has the same columns")
    }

    func testGermanTableHeaders() throws {
        let result = try buerger("stops", "--lang", "de")
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("HALTESTELLE"), result.stdout)
        let byLocale = try buerger("stops", environment: ["LANG": "de_DE.UTF-8"])
        XCTAssertEqual(byLocale.stdout, result.stdout, "a de_* locale answers in German too")
    }
}
