import Foundation
import XCTest

@testable import CitizenClient

/// Which line a request goes to: the stop's line, the nearest route, `--line`, and when to ask.
final class PlanningLineTests: XCTestCase {
    private let now = "2026-11-23T09:05:00+01:00"

    private func line(_ form: RequestForm, in data: MasterData) throws -> Int64 {
        try PlanningSupport.planner(data, now: now).plan(form).outward.lineId
    }

    private func problem(_ form: RequestForm, in data: MasterData) throws -> RequestProblem? {
        PlanningSupport.problem(try PlanningSupport.planner(data, now: now), form)
    }

    /// A point `meters` north of line 1 of `PlanningSupport.parallelLines`.
    private func north(of meters: Double) -> String {
        "\(49.2 + meters / 111_195),7.6"
    }

    func testAPlaceTakesTheLineWhoseRoutePassesNearest() throws {
        let data = try OriginalData.load()
        XCTAssertEqual(try line(RequestForm(at: "49.2093,7.6075", time: "12:00"), in: data), 1)
        XCTAssertEqual(try line(RequestForm(at: "49.4248, 7.7493", time: "12:00"), in: data), 2)
    }

    /// The trial: `--line "+7"` filed on line 7 (`Int64("+7")` is 7) and `=1+1` matched line 1 by name.
    func testAFormulaOrExpressionIsNeverALine() throws {
        let data = try OriginalData.load()
        for text in ["+2", "=1+1", "-1", "@A1", " =2", "+1e0", "=HYPERLINK(\"x\")"] {
            let problem = try problem(RequestForm(at: "49.4248, 7.7493", line: text, time: "12:00"), in: data)
            XCTAssertEqual(problem, .lineLooksLikeFormula(text.trimmingCharacters(in: .whitespaces)), text)
        }
        XCTAssertEqual(try line(RequestForm(at: "49.4248, 7.7493", line: " 2 ", time: "12:00"), in: data), 2)
        XCTAssertEqual(try line(RequestForm(at: "49.4248, 7.7493", line: "Uni", time: "12:00"), in: data), 2)
        XCTAssertEqual(
            try problem(RequestForm(at: "49.4248, 7.7493", line: "２", time: "12:00"), in: data), .unknownLine("２"),
            "digits are ASCII digits: a full-width two is a name, and no line has it")
    }

    func testAPlaceFarFromEveryRouteIsRefusedWithoutOfferingAFarLine() throws {
        let data = try OriginalData.load()
        let problem = try problem(RequestForm(at: "49.0,7.0", time: "12:00"), in: data)
        guard case .farFromRoutes(let lineName, let meters)? = problem else {
            return XCTFail("\(String(describing: problem))")
        }
        XCTAssertNil(lineName)
        XCTAssertGreaterThan(meters, 1500)
    }

    func testAPlaceFarFromTheNamedLineIsRefusedToo() throws {
        let data = try OriginalData.load()
        let problem = try problem(RequestForm(at: "0,0", line: "2", time: "12:00"), in: data)
        guard case .farFromRoutes(let lineName?, let meters)? = problem else {
            return XCTFail("\(String(describing: problem))")
        }
        XCTAssertEqual(lineName, "Uni")
        XCTAssertGreaterThan(meters, 1_000_000)
        // Within the catchment, --line still decides.
        XCTAssertEqual(try line(RequestForm(at: "49.4248, 7.7493", line: "2", time: "12:00"), in: data), 2)
    }

    func testRoutesWithinFiftyMetresOfEachOtherAreATie() throws {
        let data = PlanningSupport.parallelLines(gapMeters: 80)
        // 10 m from line 1, 70 m from line 2: clear.
        XCTAssertEqual(try line(RequestForm(at: north(of: 10), time: "12:00"), in: data), 1)
        XCTAssertEqual(try line(RequestForm(at: north(of: 75), time: "12:00"), in: data), 2)
        // 20 m and 60 m: too close to call.
        let problem = try problem(RequestForm(at: north(of: 20), time: "12:00"), in: data)
        guard case .lineUndecided(let choices, let reason)? = problem else {
            return XCTFail("\(String(describing: problem))")
        }
        XCTAssertEqual(reason, .routesEquallyNear)
        XCTAssertEqual(choices.map(\.id), [1, 2])
        XCTAssertEqual(choices[0].distanceMeters ?? 0, 20, accuracy: 1)
        XCTAssertEqual(choices[1].distanceMeters ?? 0, 60, accuracy: 1)
    }

    func testPerpendicularDistanceCountsNotTheDistanceToRoutePoints() throws {
        // The route points are 1.4 km east and west; the place is 30 m from the segment between them.
        let data = PlanningSupport.parallelLines(gapMeters: 400)
        XCTAssertEqual(try line(RequestForm(at: north(of: 30), time: "12:00"), in: data), 1)
    }

    /// Issue 13 §6: a stop of two lines takes the line calling there nearest the time asked for, and says so.
    func testAStopOfSeveralLinesTakesTheLineCallingNearestTheTime() throws {
        var data = PlanningSupport.parallelLines(gapMeters: 400)
        data.stops.append(
            Stop(
                id: 3, name: "Bahnhof", location: Coordinate(latitude: 49.2, longitude: 7.6),
                schedule: PlanningSupport.rows(1, "Süd", 3, ["09:00:00", "16:00:00"])
                    + PlanningSupport.rows(2, "Nord", 3, ["12:05:00"])))
        XCTAssertEqual(try line(RequestForm(stop: "Bahnhof", time: "12:00"), in: data), 2)
        XCTAssertEqual(try line(RequestForm(stop: "Bahnhof", time: "15:00"), in: data), 1)
        XCTAssertEqual(try line(RequestForm(stop: "Bahnhof", time: "09:20"), in: data), 1)
        let plan = try PlanningSupport.planner(data, now: "2026-11-23T08:00:00+01:00").plan(
            RequestForm(stop: "Bahnhof", time: "12:00"))
        XCTAssertEqual(plan.notes, [.lineChosenByTime(lineName: "Nord", stopName: "Bahnhof", call: "12:05")])
        XCTAssertEqual(
            try line(RequestForm(stop: "Bahnhof", line: "1", time: "12:00"), in: data), 1, "--line still decides")
    }

    func testAStopOfSeveralLinesNeedsTheLineDecided() throws {
        var data = PlanningSupport.parallelLines(gapMeters: 400)
        data.stops.append(
            Stop(
                id: 3, name: "Bahnhof", location: Coordinate(latitude: 49.2, longitude: 7.6),
                schedule: PlanningSupport.rows(1, "Süd", 3, ["12:00:00"])
                    + PlanningSupport.rows(2, "Nord", 3, ["12:05:00"])))
        // 12:02 is 2 and 3 minutes from the two calls: a true tie, so the person chooses.
        let problem = try problem(RequestForm(stop: "Bahnhof", time: "12:02"), in: data)
        guard case .lineUndecided(let choices, let reason)? = problem else {
            return XCTFail("\(String(describing: problem))")
        }
        XCTAssertEqual(reason, .severalLinesAtStop)
        XCTAssertEqual(choices.map(\.id), [1, 2])
        XCTAssertEqual(choices[0].distanceMeters ?? -1, 0, accuracy: 1)
        XCTAssertEqual(choices[1].distanceMeters ?? -1, 400, accuracy: 50)
        // What the CLI does after asking: plan again with the chosen line.
        XCTAssertEqual(try line(RequestForm(stop: "Bahnhof", line: "2", time: "12:00"), in: data), 2)
    }

    func testTheLineOptionOverridesByIdOrNameIgnoringCaseAndAccents() throws {
        let data = try OriginalData.load()
        XCTAssertEqual(try line(RequestForm(at: "49.4248, 7.7493", line: "uni", time: "12:00"), in: data), 2)
        XCTAssertEqual(try line(RequestForm(stop: "Kirche", line: "2", time: "12:00"), in: data), 2)
        XCTAssertEqual(try line(RequestForm(stop: "Uni Ost", line: "PIRMASENS", time: "12:00"), in: data), 1)
        XCTAssertEqual(try line(RequestForm(stop: "Uni Ost", line: "pirm", time: "12:00"), in: data), 1)
        XCTAssertEqual(try line(RequestForm(stop: "Uni Ost", line: " ", time: "12:00"), in: data), 2)
        let unknown = try problem(RequestForm(stop: "Kirche", line: "9", time: "12:00"), in: data)
        XCTAssertEqual(unknown, .unknownLine("9"))
        XCTAssertEqual(
            try problem(RequestForm(stop: "Kirche", line: "Bahn", time: "12:00"), in: data), .unknownLine("Bahn"))
    }

    func testAPartOfSeveralLineNamesIsAmbiguousButAnExactNameIsNot() throws {
        let data = PlanningSupport.parallelLines(gapMeters: 400)
        XCTAssertEqual(try line(RequestForm(stop: "Süd", line: "sud", time: "12:00"), in: data), 1)
        let renamed = MasterData(
            stops: data.stops,
            lines: [
                Line(id: 1, name: "Ring Süd", routeId: 1, busIds: [1]),
                Line(id: 2, name: "Ring Nord", routeId: 2, busIds: [2]),
            ],
            busses: data.busses, routes: data.routes)
        let problem = try problem(RequestForm(stop: "Süd", line: "ring", time: "12:00"), in: renamed)
        XCTAssertEqual(
            problem,
            .ambiguousLine(
                "ring",
                choices: [
                    LineChoice(id: 1, name: "Ring Süd", distanceMeters: nil),
                    LineChoice(id: 2, name: "Ring Nord", distanceMeters: nil),
                ]))
    }

    func testALineWithoutRouteIsMeasuredAlongItsStops() throws {
        var data = PlanningSupport.parallelLines(gapMeters: 400)
        data.routes = []
        data.lines = [
            Line(id: 1, name: "Süd", routeId: nil, busIds: [1]), Line(id: 2, name: "Nord", routeId: nil, busIds: [2]),
        ]
        XCTAssertEqual(try line(RequestForm(at: north(of: 350), time: "12:00"), in: data), 2)
    }
}
