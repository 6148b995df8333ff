import Foundation
import XCTest

@testable import CitizenClient

/// Shared ground for the planning tests: Weilerbach's time zone, instants written as people read
/// them, and small hand-made networks for the cases the original data does not have.
enum PlanningSupport {
    static let berlin = TimeZone(identifier: "Europe/Berlin") ?? TimeZone(secondsFromGMT: 3600) ?? .current

    /// An ISO 8601 instant with offset, e.g. `2026-11-23T09:05:00+01:00`.
    static func instant(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Date {
        try XCTUnwrap(ISO8601DateFormatter().date(from: text), "bad test date \(text)", file: file, line: line)
    }

    static func planner(
        _ data: MasterData, now: String, name: String = "Emma Meier",
        address: String = "Schulstraße 3"
    ) throws -> RequestPlanner {
        RequestPlanner(data: data, now: try instant(now), timeZone: berlin, defaultName: name, defaultAddress: address)
    }

    /// The problem planning `form` gives, nil when it plans fine.
    static func problem(_ planner: RequestPlanner, _ form: RequestForm) -> RequestProblem? {
        do {
            _ = try planner.plan(form)
            return nil
        } catch {
            return error
        }
    }

    static func rows(_ lineId: Int64, _ lineName: String, _ stopId: Int64, _ times: [String]) -> [ScheduleEntry] {
        times.compactMap { text in
            TimeOfDay(parsing: text).map {
                ScheduleEntry(lineId: lineId, lineName: lineName, stopId: stopId, arrivingTime: $0)
            }
        }
    }

    /// Two straight east–west lines `gapMeters` apart (north of each other), each with one stop
    /// and one bus, running 06:00–20:00. Line 1 lies at latitude 49.2, line 2 north of it.
    static func parallelLines(gapMeters: Double, seats: (Int, Int) = (8, 16), busOnLine2: Bool = true) -> MasterData {
        let north = 49.2 + gapMeters / 111_195
        let times = ["06:00:00", "13:00:00", "20:00:00"]
        return MasterData(
            stops: [
                Stop(
                    id: 1, name: "Süd", location: Coordinate(latitude: 49.2, longitude: 7.60),
                    schedule: rows(1, "Süd", 1, times)),
                Stop(
                    id: 2, name: "Nord", location: Coordinate(latitude: north, longitude: 7.60),
                    schedule: rows(2, "Nord", 2, times)),
            ],
            lines: [
                Line(id: 1, name: "Süd", routeId: 1, busIds: [1]),
                Line(id: 2, name: "Nord", routeId: 2, busIds: busOnLine2 ? [2] : []),
            ],
            busses: [
                Bus(id: 1, numberPlate: "KL-1", lineId: 1, color: nil, picture: nil, totalSeats: seats.0),
                Bus(
                    id: 2, numberPlate: "KL-2", lineId: busOnLine2 ? 2 : nil, color: nil, picture: nil,
                    totalSeats: seats.1),
            ],
            routes: [
                Route(
                    id: 1,
                    points: [Coordinate(latitude: 49.2, longitude: 7.58), Coordinate(latitude: 49.2, longitude: 7.62)]),
                Route(
                    id: 2,
                    points: [
                        Coordinate(latitude: north, longitude: 7.58), Coordinate(latitude: north, longitude: 7.62),
                    ]),
            ])
    }

    /// One late line: calls at 21:00, 23:40 and 00:20 (after midnight), so it runs 21:00–00:20.
    static let lateLine = MasterData(
        stops: [
            Stop(
                id: 1, name: "Dorfplatz", location: Coordinate(latitude: 49.2, longitude: 7.6),
                schedule: rows(7, "Nacht", 1, ["21:00:00", "23:40:00", "00:20:00"]))
        ],
        lines: [Line(id: 7, name: "Nacht", routeId: nil, busIds: [1])],
        busses: [Bus(id: 1, numberPlate: "KL-N", lineId: 7, color: nil, picture: nil, totalSeats: 8)])
}
