import Foundation
import XCTest

@testable import CitizenClient

/// A hand-made line on a straight east-west road: stops A, B, C, D 1 km apart (about 0.0137° of
/// longitude at 49.2°N), the route a loop A → D and back to A. Runs start at `starts`, calls 5 min apart.
enum EstimationFixture {
    static let zone = TimeZone(identifier: "Europe/Berlin") ?? .current
    static let timetable = Timetable(timeZone: zone)
    static let latitude = 49.2
    static let step = 0.0137

    static func point(_ kilometres: Double, north: Double = 0) -> Coordinate {
        Coordinate(latitude: latitude + north / 111.32, longitude: 7.6 + step * kilometres)
    }

    /// Seconds after midnight as "HH:mm:ss" rows of line 1 at one stop.
    static func rows(_ stopId: Int64, _ seconds: [Int]) -> [ScheduleEntry] {
        seconds.compactMap { value in
            TimeOfDay(hour: value / 3600 % 24, minute: value / 60 % 60, second: value % 60)
                .map { ScheduleEntry(lineId: 1, lineName: "Test", stopId: stopId, arrivingTime: $0) }
        }
    }

    /// - Parameters:
    ///   - starts: run start times, seconds after midnight.
    ///   - buses: ids of the buses on line 1.
    /// - Parameter loop: false: the route is the road from A to D only (a line whose bus drives back).
    static func data(starts: [Int], buses: [Int64] = [1], route: Bool = true, loop: Bool = true) -> MasterData {
        let names = ["A", "B", "C", "D"]
        var stops: [Stop] = []
        for (index, name) in names.enumerated() {
            let times: [Int] = starts.map { $0 + index * 300 }
            stops.append(
                Stop(
                    id: Int64(index + 1), name: name, location: point(Double(index)),
                    schedule: rows(Int64(index + 1), times)))
        }
        // Out along the road, back a little north of it, so the loop never passes a stop twice.
        let loop =
            loop ? [point(0), point(3), point(3, north: 0.5), point(0, north: 0.5), point(0)] : [point(0), point(3)]
        return MasterData(
            stops: stops, lines: [Line(id: 1, name: "Test", routeId: route ? 1 : nil, busIds: buses)],
            busses: buses.map { Bus(id: $0, numberPlate: nil, lineId: 1, color: nil, picture: nil, totalSeats: 8) },
            routes: route ? [Route(id: 1, points: loop)] : [])
    }

    /// 2026-11-23 at the given seconds after local midnight.
    static func at(_ seconds: Int) -> Date {
        let midnight = timetable.startOfDay(offset: 0, from: Date(timeIntervalSince1970: 1_795_435_200)) ?? Date()
        return midnight.addingTimeInterval(Double(seconds))
    }

    static func hours(_ hour: Int, _ minute: Int = 0) -> Int { hour * 3600 + minute * 60 }

    static func forecast(_ data: MasterData, _ sightings: [BusSighting], now: Date) -> LineForecast? {
        LineForecaster(timetable: timetable).forecast(
            lineId: 1, data: data, sightings: Dictionary(uniqueKeysWithValues: sightings.map { ($0.busId, $0) }),
            now: now)
    }

    /// The forecast's call at `stop` scheduled at `scheduled` (the test fails without one).
    static func call(_ forecast: LineForecast?, stop: Int64, scheduled: Date) throws -> CallForecast {
        try XCTUnwrap(forecast?.calls.first { $0.stopId == stop && $0.scheduled == scheduled })
    }
}
