import XCTest

@testable import BuergerbusSimulator

final class NetworkFileTests: XCTestCase {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("fleet-network-\(UUID().uuidString)")

    override func setUpWithError() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func file(_ text: String) throws -> String {
        let path = directory.appendingPathComponent("network.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func loadProblem(loading text: String) throws -> NetworkProblem {
        let path = try file(text)
        do {
            _ = try NetworkFile.load(path: path)
        } catch let problem as NetworkProblem {
            XCTAssertEqual(problem.file, path)
            return problem
        }
        XCTFail("expected a problem")
        return NetworkProblem(field: "", message: "")
    }

    private let handWritten = """
        {
          "stops": [
            {"id": 1, "name": "Weilerbach Rathaus", "lat": 49.4813, "lon": 7.6335},
            {"id": 2, "name": "Große Gasse", "lat": 49.4790, "lon": 7.6305},
            {"id": 3, "name": "Mühlweg", "lat": 49.4780, "lon": 7.6415}
          ],
          "lines": [
            {"id": 7, "name": "Ringbus", "stops": [1, 2, 3], "loop": true,
             "timetable": {"first": "06:00", "last": "08:00", "every": 60, "offsets": [0, 4, 9]}},
            {"id": 8, "name": "Schulbus", "stops": [3, 1],
             "route": [[49.4780, 7.6415], [49.4800, 7.6380], [49.4813, 7.6335]],
             "timetable": {"runs": [["07:10", "07:20"], ["13:05:30", "13:15"]]}},
            {"id": 9, "name": "Marktbus", "stops": [2, 3],
             "timetable": {"departures": ["09:00", "11:30"], "offsets": [0, 7.5]}}
          ],
          "buses": [
            {"id": 1, "numberPlate": "KL-WB 1", "seats": 8, "line": 7},
            {"id": 2, "seats": 12, "line": null, "position": [49.48, 7.63]}
          ]
        }
        """

    func testAHandWrittenFileLoadsWithAllThreeTimetableForms() throws {
        let network = try NetworkFile.load(path: try file(handWritten))
        XCTAssertEqual(network.stops.map(\.name), ["Weilerbach Rathaus", "Große Gasse", "Mühlweg"])
        XCTAssertEqual(network.stops[0].location, GeoPoint(lon: 7.6335, lat: 49.4813))
        XCTAssertEqual(network.lines.map(\.id), [7, 8, 9])
        let ring = network.schedules.filter { $0.lineId == 7 }
        XCTAssertEqual(
            ring.filter { $0.stopId == 3 }.map(\.arrivingTime), [6 * 3600 + 540, 7 * 3600 + 540, 8 * 3600 + 540])
        XCTAssertEqual(
            network.schedules.filter { $0.lineId == 8 && $0.stopId == 3 }.map(\.arrivingTime),
            [7 * 3600 + 600, 13 * 3600 + 330])
        XCTAssertEqual(
            network.schedules.filter { $0.lineId == 9 && $0.stopId == 3 }.map(\.arrivingTime),
            [9 * 3600 + 450, 11 * 3600 + 1800 + 450])
        XCTAssertEqual(network.schedules.map(\.id), (1...network.schedules.count).map(Int64.init))
        XCTAssertEqual(network.schedules.first?.lineName, "Ringbus")
        // A generated loop route drives back to the first stop.
        let ringRoute = try XCTUnwrap(network.routes.first { $0.id == network.lines[0].routeId })
        XCTAssertEqual(ringRoute.points.count, 4)
        XCTAssertEqual(ringRoute.points.first, ringRoute.points.last)
        XCTAssertEqual(network.routes.first { $0.id == 8 }?.points[1], GeoPoint(lon: 7.6380, lat: 49.4800))
        XCTAssertEqual(network.busses.map(\.lineId), [7, nil])
        XCTAssertEqual(
            network.lastPositions.map(\.position),
            [GeoPoint(lon: 7.6335, lat: 49.4813), GeoPoint(lon: 7.63, lat: 49.48)])
        XCTAssertEqual(network.timeZone, "Europe/Berlin")
    }

    func testTheDemoSurvivesARoundTripThroughTheFileFormat() throws {
        let path = directory.appendingPathComponent("demo.json").path
        try NetworkFile.write(DemoNetwork.document(), to: path)
        XCTAssertEqual(try NetworkFile.readDocument(path: path), DemoNetwork.document())
        XCTAssertEqual(try NetworkFile.load(path: path), DemoNetwork.masterData())
    }

    func testSyntaxErrorsNameTheLineOfTheFile() throws {
        let problem = try loadProblem(loading: "{\n  \"stops\": [\n    {\"id\": 1,,}\n  ]\n}")
        XCTAssertTrue(problem.message.contains("line 3"), problem.description)
    }

    func testAMissingFieldIsNamedWithItsPath() throws {
        let text = handWritten.replacingOccurrences(of: "\"seats\": 12, ", with: "")
        let problem = try loadProblem(loading: text)
        XCTAssertEqual(problem.field, "buses[1]")
        XCTAssertTrue(problem.message.contains("\"seats\""), problem.description)
    }

    func testAWrongTypeIsNamedWithItsPath() throws {
        let problem = try loadProblem(loading: handWritten.replacingOccurrences(of: "\"id\": 7", with: "\"id\": \"7\""))
        XCTAssertEqual(problem.field, "lines[0].id")
        XCTAssertEqual(problem.message, "expected a whole number")
    }

    func testAnUnknownStopNamesTheBusLine() throws {
        let problem = try loadProblem(
            loading: handWritten.replacingOccurrences(
                of: "\"stops\": [3, 1]",
                with: "\"stops\": [3, 99]"))
        XCTAssertEqual(problem.field, "lines[1].stops[1]")
        XCTAssertTrue(problem.message.contains("\"Schulbus\""), problem.message)
        XCTAssertTrue(problem.message.contains("99"), problem.message)
    }

    func testTimetableMistakesNameTheLineAndTheField() throws {
        var problem = try loadProblem(loading: handWritten.replacingOccurrences(of: "[0, 4, 9]", with: "[0, 4]"))
        XCTAssertEqual(problem.field, "lines[0].timetable.offsets")
        XCTAssertTrue(problem.message.contains("\"Ringbus\""), problem.message)

        problem = try loadProblem(loading: handWritten.replacingOccurrences(of: "\"13:05:30\"", with: "\"13:65\""))
        XCTAssertEqual(problem.field, "lines[1].timetable.runs[1][0]")

        problem = try loadProblem(loading: handWritten.replacingOccurrences(of: "\"every\": 60", with: "\"every\": 0"))
        XCTAssertEqual(problem.field, "lines[0].timetable.every")

        problem = try loadProblem(
            loading: handWritten.replacingOccurrences(
                of: "{\"first\": \"06:00\", \"last\": \"08:00\", \"every\": 60, \"offsets\": [0, 4, 9]}", with: "{}"))
        XCTAssertEqual(problem.field, "lines[0].timetable")
    }

    func testReferencesAndDuplicatesAreChecked() throws {
        var problem = try loadProblem(
            loading: handWritten.replacingOccurrences(of: "\"line\": 7", with: "\"line\": 70"))
        XCTAssertEqual(problem.field, "buses[0].line")
        problem = try loadProblem(
            loading: handWritten.replacingOccurrences(
                of: "\"stops\": [1, 2, 3]",
                with: "\"stops\": [1, 2, 1]"))
        XCTAssertEqual(problem.field, "lines[0].stops[2]")
        XCTAssertNotNil(problem.suggestion)
        problem = try loadProblem(loading: handWritten.replacingOccurrences(of: "\"seats\": 8", with: "\"seats\": 0"))
        XCTAssertEqual(problem.field, "buses[0].seats")
        problem = try loadProblem(
            loading: handWritten.replacingOccurrences(of: "\"lat\": 49.4790", with: "\"lat\": 149.4790"))
        XCTAssertEqual(problem.field, "stops[1]")
    }

    func testAMissingFileSaysSoAndSuggestsTheDemo() {
        XCTAssertThrowsError(try NetworkFile.load(path: directory.appendingPathComponent("nope.json").path)) { error in
            let description = (error as? NetworkProblem)?.description ?? ""
            XCTAssertTrue(description.contains("cannot read"), description)
            XCTAssertTrue(description.contains("--data demo"), description)
        }
    }
}
